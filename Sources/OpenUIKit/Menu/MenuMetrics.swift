import Foundation

/// Sizes and timings of menus and context menus (Docs/Behaviour/menus.md).
enum _MenuMetrics {
  /// The menu platter's width (UIKit's menus on iPhone are about 250 pt wide).
  static let width: CGFloat = 250
  static let rowHeight: CGFloat = 44
  static let subtitleRowHeight: CGFloat = 60
  static let headerHeight: CGFloat = 32
  /// The band between inline sections.
  static let sectionGap: CGFloat = 8
  static let cornerRadius: CGFloat = 13
  /// The gap between a menu and its source, and between a menu and the window's safe edges.
  static let margin: CGFloat = 8
  /// The leading inset of titles, and of titles after a check-mark column.
  static let titleInset: CGFloat = 16
  static let checkedTitleInset: CGFloat = 36
  static let imageSize: CGFloat = 20
  static let titleFontSize: CGFloat = 17
  static let smallFontSize: CGFloat = 13
  /// How long a menu takes to appear, to disappear, and a preview to commit (media time).
  static let showDuration: TimeInterval = 0.25
  static let hideDuration: TimeInterval = 0.2
  static let commitDuration: TimeInterval = 0.3
  /// How long a finger rests on a view before its context menu (or a button's menu) appears.
  static let pressDuration: TimeInterval = 0.5
  /// The scale a menu platter grows from.
  static let appearScale: CGFloat = 0.6
  /// The dimming behind a context menu's preview.
  static let dimmingAlpha: CGFloat = 0.2
}

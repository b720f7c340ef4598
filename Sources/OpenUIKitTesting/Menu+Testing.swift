import Foundation
import OpenQuartzCore
import OpenUIKit

extension UIWindow {
  /// A one-finger long press: a touch down at `point` (window coordinates), held still for
  /// `duration` seconds of media time (frames, animations and timers run), then lifted.
  public func longPress(at point: CGPoint, duration: TimeInterval = 0.6) {
    let finger = touchDown(at: point)
    UIApplication.shared.advance(by: duration)
    finger.lift()
  }

  /// Whether a menu or a context menu preview is on screen (including while it animates away).
  public var isShowingMenu: Bool { _isShowingMenu }

  /// The titles of the rows of the menu on screen, top to bottom (a submenu's back row is
  /// "‹ Title"); empty when none shows or it is ending.
  public var visibleMenuElementTitles: [String] { _menuRows.map(\.title) }

  /// The check state of the visible menu row titled `title` (nil: no such row).
  public func visibleMenuElementState(titled title: String) -> UIMenuElement.State? {
    _menuRows.first { $0.title == title }?.state
  }

  /// The frame of the visible menu platter in window coordinates (nil: none).
  public var visibleMenuFrame: CGRect? { _menuPlatterFrame }

  /// The frame of the visible context menu preview in window coordinates (nil: none).
  public var visibleContextMenuPreviewFrame: CGRect? { _contextMenuPreviewFrame }

  /// Taps the centre of the visible menu row titled `title`; false when there is no such row.
  @discardableResult
  public func tapMenuElement(titled title: String) -> Bool {
    guard let row = _menuRows.first(where: { $0.title == title }) else { return false }
    tap(at: row.center)
    return true
  }

  /// Taps the centre of the visible context menu preview; false when there is none.
  @discardableResult
  public func tapContextMenuPreview() -> Bool {
    guard let frame = _contextMenuPreviewFrame else { return false }
    tap(at: CGPoint(x: frame.midX, y: frame.midY))
    return true
  }
}

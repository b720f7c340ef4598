import Foundation
import OpenQuartzCore

/// The size and place of a sheet floating in regular size classes (Docs/Behaviour.md "Sheets").
///
/// `.iOS17`: page sizing (`prefersPageSizing`, iOS 17) is the container's width up to 704 pt and
/// its height minus 40 pt at the top; form sizing is `preferredContentSize` or 540×620, centred.
/// With a `sourceView` (iOS 15) the sheet centres itself over that view, kept inside the
/// container's bounds inset by `sourceViewMargin`. `.iOS12`: the style decides (form sheet as
/// above; page sheet as wide as the screen in portrait — the container's shorter side — and full
/// height), and neither property exists yet.
extension UISheetPresentationController {
  /// How close to the container's edges a sheet centred over its `sourceView` may come [U].
  static let sourceViewMargin: CGFloat = 20

  func _floatingFrame(in bounds: CGRect) -> CGRect {
    let today = UIApplication.shared.linkedSDK == .iOS17
    let pageSizing = today ? prefersPageSizing : _style != .formSheet
    if !pageSizing {
      let preferred = presentedViewController.preferredContentSize
      var size = preferred.width > 0 && preferred.height > 0 ? preferred : Self.formSheetSize
      size.width = min(size.width, bounds.width)
      size.height = min(size.height, bounds.height)
      let centre = today ? _centred(width: size.width, height: size.height, in: bounds) : CGPoint(x: bounds.midX, y: bounds.midY)
      return CGRect(x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width, height: size.height)
    }
    if !today {
      let width = min(bounds.width, bounds.height)
      return CGRect(x: bounds.midX - width / 2, y: 0, width: width, height: bounds.height)
    }
    let width = min(bounds.width, Self.pageSheetMaxWidth)
    let x = _centred(width: width, height: 0, in: bounds).x - width / 2
    return CGRect(x: x, y: Self.pageSheetTopInset, width: width, height: bounds.height - Self.pageSheetTopInset)
  }

  /// The centre of a `width`×`height` sheet: over `sourceView` when it shares the container's
  /// window (clamped to the margins), else the container's centre.
  func _centred(width: CGFloat, height: CGFloat, in bounds: CGRect) -> CGPoint {
    let centre = CGPoint(x: bounds.midX, y: bounds.midY)
    guard UIApplication.shared.linkedSDK == .iOS17, let source = sourceView, let container = containerView,
      source.window != nil, source.window === container.window
    else { return centre }
    let target = source.convert(CGPoint(x: source.bounds.midX, y: source.bounds.midY), to: container)
    func clamp(_ value: CGFloat, size: CGFloat, low: CGFloat, high: CGFloat) -> CGFloat {
      let lower = low + Self.sourceViewMargin + size / 2
      let upper = high - Self.sourceViewMargin - size / 2
      return lower > upper ? (low + high) / 2 : min(max(value, lower), upper)
    }
    return CGPoint(
      x: clamp(target.x, size: width, low: bounds.minX, high: bounds.maxX),
      y: clamp(target.y, size: height, low: bounds.minY, high: bounds.maxY))
  }
}

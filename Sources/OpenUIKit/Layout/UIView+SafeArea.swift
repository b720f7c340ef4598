import Foundation

extension UIScreen.Profile {
  /// The device's safe-area insets in the current orientation (spec B3's table; iPads [U]).
  var _safeAreaInsets: UIEdgeInsets {
    if let safeAreaInsetsOverride { return safeAreaInsetsOverride }
    let landscape = size.width > size.height
    let top: CGFloat, bottom: CGFloat, landscapeBottom: CGFloat
    switch name {
    case "iPhone SE":
      return landscape ? .zero : UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    case "iPhone 15", "iPhone 15 Pro Max":
      (top, bottom, landscapeBottom) = (59, 34, 21)
    default:
      if idiom == .pad { return UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0) }
      let longSide = max(size.width, size.height)
      if longSide < 812 { return landscape ? .zero : UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0) }
      (top, bottom, landscapeBottom) = (47, 34, 21)
    }
    return landscape
      ? UIEdgeInsets(top: 0, left: top, bottom: landscapeBottom, right: top)
      : UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
  }
}

extension UIWindow {
  /// The device insets where the window touches the screen's edges. Kept while the screen,
  /// its profile and the window's frame stay the same (read for every view's safe area, win18).
  var _deviceSafeAreaInsets: UIEdgeInsets {
    let screen = self.screen
    let f = frame
    if let kept = _keptDeviceSafeArea, kept.screen === screen, kept.version == screen._profileVersion, kept.frame == f {
      return kept.insets
    }
    let device = screen.profile._safeAreaInsets
    let bounds = screen.bounds
    let insets = UIEdgeInsets(
      top: max(0, device.top - (f.minY - bounds.minY)), left: max(0, device.left - (f.minX - bounds.minX)),
      bottom: max(0, device.bottom - (bounds.maxY - f.maxY)), right: max(0, device.right - (bounds.maxX - f.maxX)))
    _keptDeviceSafeArea = _KeptDeviceSafeArea(screen: screen, version: screen._profileVersion, frame: f, insets: insets)
    return insets
  }
}

/// A window's device insets and what they were computed from (`UIWindow._deviceSafeAreaInsets`).
struct _KeptDeviceSafeArea {
  let screen: UIScreen
  let version: UInt
  let frame: CGRect
  let insets: UIEdgeInsets
}

extension UIView {
  /// A window: the device insets where it touches the screen's edges. Another view: the part of
  /// its superview's safe area insets that overlaps it (zero outside a window), plus its
  /// controller's `additionalSafeAreaInsets` for a root view.
  var _computedSafeAreaInsets: UIEdgeInsets {
    guard window != nil else { return .zero }
    var insets: UIEdgeInsets
    if let window = _asWindow {
      insets = window._deviceSafeAreaInsets
    } else if let superview {
      // The superview's safe edges as plain numbers (`CGRect.inset(by:)` would give a null
      // rectangle when the insets cross). Each inset is the part of this view past its safe
      // edge, no more than the superview's own inset on that side: a view that reaches further
      // out does not get a larger inset (observed in UIKit; Docs/Behaviour.md "Safe area").
      let parent = superview.safeAreaInsets
      let b = superview.bounds
      let mine = superview.convert(bounds, from: self)
      func part(_ value: CGFloat, cap: CGFloat) -> CGFloat { value.isFinite ? min(max(0, value), cap) : 0 }
      insets = UIEdgeInsets(
        top: part(b.minY + parent.top - mine.minY, cap: parent.top),
        left: part(b.minX + parent.left - mine.minX, cap: parent.left),
        bottom: part(mine.maxY - (b.maxY - parent.bottom), cap: parent.bottom),
        right: part(mine.maxX - (b.maxX - parent.right), cap: parent.right))
    } else {
      insets = .zero
    }
    // A root view includes the visible bars of its navigation controller (spec B3: "on a root
    // view they include status bar, visible bars").
    if let nav = _viewController?.parent as? UINavigationController {
      insets.top = max(insets.top, nav._barCoveredTop(of: self))
      insets.bottom = max(insets.bottom, nav._toolbarCoveredBottom(of: self))
    }
    // A tab bar controller's child: the bar and the home area under it (UITabBarController).
    if let tab = _viewController?.parent as? UITabBarController {
      insets.bottom = max(insets.bottom, tab._barCoveredBottom(of: self))
    }
    if let additional = _viewController?.additionalSafeAreaInsets {
      insets.top += additional.top
      insets.left += additional.left
      insets.bottom += additional.bottom
      insets.right += additional.right
    }
    return insets
  }

  /// Tells the view (and its controller) when its safe area changed since the last layout.
  /// Returns the insets it read when no callback that could change them ran after (nil: not
  /// read, or callbacks ran that may have changed them), for the layout-margins check that
  /// follows in the same pass.
  @discardableResult
  func _notifySafeAreaChangeIfNeeded() -> UIEdgeInsets? {
    let controller = _viewController
    // (Read without making the view's Auto Layout storage: a view without it has no guide.)
    guard controller != nil || _autoLayoutStorage?.safeAreaGuide != nil || self is UIScrollView else { return nil }
    let insets = safeAreaInsets
    let storage = _autoLayout
    guard insets != storage.lastSafeAreaInsets else { return insets }
    let first = storage.lastSafeAreaInsets == nil
    storage.lastSafeAreaInsets = insets
    if first && insets == .zero { return insets }
    safeAreaInsetsDidChange()
    _viewController?.viewSafeAreaInsetsDidChange()
    // OpenUIKit's own classes keep the base callbacks, which do nothing: the insets still hold
    // (a class outside OpenUIKit may override either and change what they depend on).
    guard OpenUIKitClasses.contains(type(of: self)) else { return nil }
    if let controller = _viewController, !OpenUIKitClasses.contains(type(of: controller)) { return nil }
    return insets
  }
}

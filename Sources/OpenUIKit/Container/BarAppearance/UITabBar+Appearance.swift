import Foundation
import OpenQuartzCore

extension UITabBar {
  /// UIKit: the bar's look; the default is the system's. Assigned objects are copied.
  public var standardAppearance: UITabBarAppearance {
    get { _standardAppearance ?? UITabBarAppearance() }
    set {
      _standardAppearance = newValue.copy()
      _noteAppearanceProperty("standardAppearance")
      _applyAppearance()
    }
  }

  /// UIKit (iOS 15): the look when the content's bottom edge reaches the bar (nil: the standard
  /// look with a transparent background); only for a bar a tab bar controller manages.
  public var scrollEdgeAppearance: UITabBarAppearance? {
    get { _scrollEdgeAppearance }
    set {
      _scrollEdgeAppearance = newValue?.copy()
      _noteAppearanceProperty("scrollEdgeAppearance")
      _applyAppearance()
    }
  }

  /// Whether the selected controller's content reaches the bar's edge (or does not scroll),
  /// linked on iOS 15 or later.
  var _isAtScrollEdge: Bool {
    guard UIApplication.shared.linkedSDK != .iOS12, let controller = _tabBarController,
          let selected = controller.selectedViewController else { return false }
    let content = (selected as? UINavigationController)?.topViewController ?? selected
    guard let scroll = content._edgeScrollView else { return true }
    if scroll._edgeTabBar !== self { scroll._edgeTabBar = self }
    return scroll._isAtBottomEdge
  }

  /// The appearance object drawn now and whether with a transparent background, or nil while
  /// none is set (the legacy properties draw the bar).
  func _lookChoice() -> (source: UITabBarAppearance, transparent: Bool)? {
    guard _standardAppearance != nil || _scrollEdgeAppearance != nil else { return nil }
    let standard = _standardAppearance ?? UIBarAppearance._tabDefault
    guard _isAtScrollEdge else { return (standard, false) }
    return _scrollEdgeAppearance.map { ($0, false) } ?? (standard, true)
  }

  func _applyAppearance() {
    guard !_isAppearanceProxy else { return }
    let choice = _lookChoice()
    guard _drawBarLook(choice?.source, transparent: choice?.transparent ?? false) else { return }
    _updateCells()
  }

  /// The selected item's title colour: the appearance's selected attributes or icon colour,
  /// else the tint colour.
  var _selectedItemColor: UIColor {
    let state = _appliedAppearance?.stackedLayoutAppearance.selected
    return state?.titleTextAttributes._foregroundColor ?? state?.iconColor ?? tintColor ?? .systemBlue
  }

  /// The other items' colour: the appearance's normal attributes or icon colour, else
  /// `unselectedItemTintColor`, else grey.
  var _unselectedItemColor: UIColor {
    let state = _appliedAppearance?.stackedLayoutAppearance.normal
    return state?.titleTextAttributes._foregroundColor ?? state?.iconColor ?? unselectedItemTintColor ?? .gray
  }

  /// Whether appearance objects (set, or drawn until now) decide the bar's look.
  var _usesAppearanceObjects: Bool {
    _appliedAppearance != nil || _standardAppearance != nil || _scrollEdgeAppearance != nil
  }

  func _contentScrolled() {
    if _usesAppearanceObjects { _applyAppearance() }
  }
}

extension UITabBar: _AppearanceProxyable {
  /// UIKit: the proxy whose appearance properties every tab bar (of this class) takes when it
  /// enters a window.
  public class func appearance() -> UITabBar {
    _AppearanceProxies.proxy(for: self) { UITabBar(frame: .zero) }
  }

  func _copyAppearanceProperty(_ key: String, from proxy: UITabBar) {
    switch key {
    case "standardAppearance": standardAppearance = proxy.standardAppearance
    case "scrollEdgeAppearance": scrollEdgeAppearance = proxy.scrollEdgeAppearance
    case "tintColor": tintColor = proxy.tintColor
    case "unselectedItemTintColor": unselectedItemTintColor = proxy.unselectedItemTintColor
    case "barTintColor": barTintColor = proxy.barTintColor
    case "isTranslucent": isTranslucent = proxy.isTranslucent
    default: break
    }
  }
}

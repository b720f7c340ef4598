import Foundation
import OpenQuartzCore

/// The appearance objects a toolbar holds (copied in).
struct _ToolbarAppearanceSlots {
  var standard: UIToolbarAppearance?
  var compact: UIToolbarAppearance?
  var scrollEdge: UIToolbarAppearance?
  var compactScrollEdge: UIToolbarAppearance?
  var isEmpty: Bool { standard == nil && compact == nil && scrollEdge == nil && compactScrollEdge == nil }
}

extension UIToolbar {
  /// UIKit: the toolbar's look at standard height; the default is the system's.
  public var standardAppearance: UIToolbarAppearance {
    get { _appearanceSlots.standard ?? UIToolbarAppearance() }
    set { _setAppearance(\.standard, newValue.copy(), key: "standardAppearance") }
  }
  /// UIKit: the look in a compact height (nil: `standardAppearance`).
  public var compactAppearance: UIToolbarAppearance? {
    get { _appearanceSlots.compact }
    set { _setAppearance(\.compact, newValue?.copy(), key: "compactAppearance") }
  }
  /// UIKit (iOS 15): the look when the content's bottom edge reaches the toolbar (nil: the
  /// standard look with a transparent background); only for a navigation controller's toolbar.
  public var scrollEdgeAppearance: UIToolbarAppearance? {
    get { _appearanceSlots.scrollEdge }
    set { _setAppearance(\.scrollEdge, newValue?.copy(), key: "scrollEdgeAppearance") }
  }
  public var compactScrollEdgeAppearance: UIToolbarAppearance? {
    get { _appearanceSlots.compactScrollEdge }
    set { _setAppearance(\.compactScrollEdge, newValue?.copy(), key: "compactScrollEdgeAppearance") }
  }

  private func _setAppearance(
    _ slot: WritableKeyPath<_ToolbarAppearanceSlots, UIToolbarAppearance?>, _ value: UIToolbarAppearance?, key: String
  ) {
    _appearanceSlots[keyPath: slot] = value
    _noteAppearanceProperty(key)
    _applyAppearance()
  }

  /// The navigation controller whose toolbar this is (its view's controller).
  private var _managingNavigationController: UINavigationController? {
    superview?.next as? UINavigationController
  }

  var _isAtScrollEdge: Bool {
    guard UIApplication.shared.linkedSDK != .iOS12, let nav = _managingNavigationController,
          nav.toolbar === self, let top = nav.topViewController else { return false }
    guard let scroll = top._edgeScrollView else { return true }
    if scroll._edgeToolbar !== self { scroll._edgeToolbar = self }
    return scroll._isAtBottomEdge
  }

  func _lookChoice() -> (source: UIToolbarAppearance, transparent: Bool)? {
    guard !_appearanceSlots.isEmpty else { return nil }
    let compact = traitCollection.verticalSizeClass == .compact
    let standard = _appearanceSlots.standard ?? UIBarAppearance._toolbarDefault
    let base = compact ? (_appearanceSlots.compact ?? standard) : standard
    guard _isAtScrollEdge else { return (base, false) }
    let edge = compact ? _appearanceSlots.compactScrollEdge : _appearanceSlots.scrollEdge
    return edge.map { ($0, false) } ?? (base, true)
  }

  func _applyAppearance() {
    guard !_isAppearanceProxy else { return }
    let choice = _lookChoice()
    _drawBarLook(choice?.source, transparent: choice?.transparent ?? false)
  }
}

extension UIToolbar: _AppearanceProxyable {
  /// UIKit: the proxy whose appearance properties every toolbar (of this class) takes when it
  /// enters a window.
  public class func appearance() -> UIToolbar {
    _AppearanceProxies.proxy(for: self) { UIToolbar(frame: .zero) }
  }

  func _copyAppearanceProperty(_ key: String, from proxy: UIToolbar) {
    switch key {
    case "standardAppearance": standardAppearance = proxy.standardAppearance
    case "compactAppearance": compactAppearance = proxy.compactAppearance
    case "scrollEdgeAppearance": scrollEdgeAppearance = proxy.scrollEdgeAppearance
    case "compactScrollEdgeAppearance": compactScrollEdgeAppearance = proxy.compactScrollEdgeAppearance
    case "tintColor": tintColor = proxy.tintColor
    case "barTintColor": barTintColor = proxy.barTintColor
    case "isTranslucent": isTranslucent = proxy.isTranslucent
    default: break
    }
  }
}

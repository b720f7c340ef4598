import Foundation

/// UIKit's private class for the constraints it makes from a view's autoresizing mask and frame
/// when `translatesAutoresizingMaskIntoConstraints` is true and the view takes part in Auto
/// Layout (its superview or a constraint involves it). Four per view — minX, width, minY,
/// height — installed on the superview (listed in its `constraints`), named in the
/// unsatisfiable-constraints log as UIKit names them ("h=--& v=--&"). The engine re-makes them
/// when the frame, the superview's size or the mask change; changing their `constant` has no
/// effect (UIKit derives them from the frame), deactivating one removes it until they are re-made.
@preconcurrency @MainActor
final class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {
  /// Which edge or size: "minX", "width", "minY", "height" (UIKit's log names).
  let _maskAttribute: String
  /// "h=-&- v=---": margin, size, margin per axis; `-` fixed, `&` flexible.
  let _maskCode: String
  let _value: CGFloat

  init(view: UIView, superview: UIView, attribute: String, value: CGFloat, maskCode: String) {
    _maskAttribute = attribute
    _maskCode = maskCode
    _value = value
    let first: NSLayoutConstraint.Attribute, second: NSLayoutConstraint.Attribute?
    switch attribute {
    case "minX": (first, second) = (.left, .left)
    case "minY": (first, second) = (.top, .top)
    case "width": (first, second) = (.width, nil)
    default: (first, second) = (.height, nil)
    }
    super.init(
      first: NSLayoutAnchor<AnyObject>(item: view, attribute: first), relation: .equal,
      second: second.map { NSLayoutAnchor<AnyObject>(item: superview, attribute: $0) }, multiplier: 1, constant: value)
  }

  /// True for the edges measured from the superview (UIKit's log then names it '|').
  var _isPosition: Bool { _maskAttribute == "minX" || _maskAttribute == "minY" }

  override var _description: String {
    let view = firstItem.map { ($0 as? NSObject)?._layoutDebugName ?? "\($0)" } ?? "nil"
    var text = "<NSAutoresizingMaskLayoutConstraint:\(ObjectIdentifier(self).debugAddress) \(_maskCode) \(view).\(_maskAttribute) == \(NSLayoutConstraint._format(_value))"
    text += _isActive ? "   (active" : "   (inactive"
    if _isPosition, let superview = secondItem as? NSObject { text += ", names: '|':\(superview._layoutDebugName) " }
    return text + ")>"
  }
}

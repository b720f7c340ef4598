import Foundation
import OpenQuartzCore

// The software keyboard's notifications and their userInfo keys (UIKit's UIWindow.h), and the
// NSValue geometry boxing UIKit adds (UIGeometry.h), so `(userInfo[key] as? NSValue)?.cgRectValue`
// and `userInfo[key] as? CGRect` both read the keyboard's frames (Docs/Behaviour.md "Keyboard").

extension UIResponder {
  public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
  public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

  /// The keyboard's frame before the change, in screen coordinates (an `NSValue` of a CGRect).
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The keyboard's frame after the change, in screen coordinates (an `NSValue` of a CGRect).
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The slide's duration in seconds (an `NSNumber` of a Double).
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The slide's curve (an `NSNumber` of a `UIView.AnimationCurve` raw value: 7, the keyboard's own).
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// Whether the keyboard belongs to this app (an `NSNumber` of a Bool).
  public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension NSValue {
  /// UIKit's boxing of a rectangle.
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  /// UIKit's boxing of a point.
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  /// UIKit's boxing of a size.
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
  /// The boxed rectangle (`.zero` when the value holds something else).
  public var cgRectValue: CGRect { CGRect._unbox(self) ?? .zero }
  /// The boxed point.
  public var cgPointValue: CGPoint { String(cString: objCType) == CGRect._pointType ? pointValue : .zero }
  /// The boxed size.
  public var cgSizeValue: CGSize { String(cString: objCType) == CGRect._sizeType ? sizeValue : .zero }
}

extension CGRect {
  nonisolated static let _rectType = String(cString: NSValue(rect: .zero).objCType)
  nonisolated static let _pointType = String(cString: NSValue(point: .zero).objCType)
  nonisolated static let _sizeType = String(cString: NSValue(size: .zero).objCType)

  /// The rectangle in `value`, if it holds one (numbers and other geometry are not rectangles).
  nonisolated static func _unbox(_ value: NSValue) -> CGRect? {
    guard !(value is NSNumber), String(cString: value.objCType) == _rectType else { return nil }
    return value.rectValue
  }
}

#if !canImport(Darwin)
// Darwin's Foundation bridges CGRect and NSValue, so `userInfo[key] as? CGRect` reads a boxed
// rectangle there; Linux Foundation does not, so OpenUIKit adds the same bridge.
extension CGRect: @retroactive _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }

  public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
    result = _unbox(source) ?? .zero
  }

  public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
    result = _unbox(source)
    return result != nil
  }

  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
    source.flatMap(_unbox) ?? .zero
  }
}
#endif

import Foundation
import OpenUIKit

extension UIAccessibility {
  /// Turns Reduce Motion on or off as a user would in Settings, posting
  /// `reduceMotionStatusDidChangeNotification` when it changes.
  public static func setReduceMotionForTesting(_ enabled: Bool) {
    guard _reduceMotion != enabled else { return }
    _reduceMotion = enabled
    NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
  }

  /// Turns Reduce Transparency on or off, posting its status notification when it changes.
  public static func setReduceTransparencyForTesting(_ enabled: Bool) {
    guard _reduceTransparency != enabled else { return }
    _reduceTransparency = enabled
    NotificationCenter.default.post(name: reduceTransparencyStatusDidChangeNotification, object: nil)
  }
}

// MARK: VoiceOver, headless (Docs/Behaviour/a11y13.md)

extension UIAccessibility {
  /// Forgets where VoiceOver's focus was moved (it falls back to each window's first element).
  public static func resetVoiceOverFocusForTesting() {
    VoiceOverModel.requestedFocus = nil
  }

  /// What VoiceOver reads for an element before its value and hint: its `accessibilityLabel`
  /// (a label's text or a button's title unless set); "" when there is none.
  public static func voiceOverLabel(of element: NSObject) -> String {
    switch element {
    case let view as UIView: return view.accessibilityLabel ?? ""
    case let element as UIAccessibilityElement: return element.accessibilityLabel ?? ""
    default: return ""
    }
  }
}

extension UIWindow {
  /// The elements VoiceOver visits in this window, in its order: views and
  /// `UIAccessibilityElement`s, with hidden subtrees, covered siblings of a modal view and what
  /// a presentation covers left out.
  public var voiceOverElements: [NSObject] { VoiceOverModel.elements(in: self) }

  /// `UIAccessibility.voiceOverLabel(of:)` of each of `voiceOverElements`.
  public var voiceOverLabels: [String] { voiceOverElements.map(UIAccessibility.voiceOverLabel(of:)) }

  /// The element VoiceOver's focus is on: where `.screenChanged` or `.layoutChanged` moved it
  /// while that is still visited (a container argument: its first element), else the first
  /// element; nil when the window has none.
  public var voiceOverFocusedElement: NSObject? { VoiceOverModel.focusedElement(in: self) }

  /// Moves VoiceOver's focus to `element`, as touching it does.
  public func voiceOverFocus(on element: NSObject) {
    VoiceOverModel.requestedFocus = element
  }

  /// A swipe right: the focus moves to the next element (it stays on the last one).
  @discardableResult
  public func voiceOverFocusNext() -> NSObject? { moveVoiceOverFocus(by: 1) }

  /// A swipe left: the focus moves to the previous element (it stays on the first one).
  @discardableResult
  public func voiceOverFocusPrevious() -> NSObject? { moveVoiceOverFocus(by: -1) }

  private func moveVoiceOverFocus(by offset: Int) -> NSObject? {
    let list = voiceOverElements
    guard let focused = voiceOverFocusedElement, let index = list.firstIndex(where: { $0 === focused }) else { return nil }
    let target = list[min(max(index + offset, 0), list.count - 1)]
    VoiceOverModel.requestedFocus = target
    return target
  }

  /// VoiceOver's two-finger scrub: `accessibilityPerformEscape()` from the focused element up the
  /// responder chain until one returns true (UIKit's own presentations answer at their
  /// container). False when nothing handled it.
  @discardableResult
  public func performAccessibilityEscape() -> Bool { VoiceOverModel.performEscape(in: self) }

  /// VoiceOver's double tap on the focused element: its `accessibilityActivate()`, else a tap at
  /// its `accessibilityActivationPoint`. False when no element is focused.
  @discardableResult
  public func voiceOverActivate() -> Bool {
    guard let element = voiceOverFocusedElement else { return false }
    let handled: Bool
    let point: CGPoint
    switch element {
    case let responder as UIResponder:
      handled = responder.accessibilityActivate()
      point = responder.accessibilityActivationPoint
    case let element as UIAccessibilityElement:
      handled = element.accessibilityActivate()
      point = element.accessibilityActivationPoint
    default:
      return false
    }
    if !handled { tap(at: CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)) }
    return true
  }

  /// Performs the focused element's custom action named `name` (the Actions rotor); false when
  /// it has no such action or the action reports failure.
  @discardableResult
  public func performAccessibilityCustomAction(named name: String) -> Bool {
    guard let element = voiceOverFocusedElement,
      let action = VoiceOverModel.customActions(of: element).first(where: { $0.name == name })
    else { return false }
    return action._perform()
  }
}

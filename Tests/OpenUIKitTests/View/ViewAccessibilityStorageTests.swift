import Foundation
import Testing

@testable import OpenUIKit

// sbload16: a view's accessibility values live in a side object made when the first one is
// set. Defaults (the class's traits and element flag, a label's text, a button's title) apply
// until a value is set, and each value set is kept independently of the others.

@MainActor
@Suite
struct ViewAccessibilityStorageTests {
  @Test("sbload16: a view with no accessibility value set reads UIKit's defaults (nil strings, the class's traits and element flag)")
  func defaults() {
    let view = UIView()
    #expect(view.accessibilityIdentifier == nil && view.accessibilityLabel == nil)
    #expect(view.accessibilityHint == nil && view.accessibilityValue == nil)
    #expect(view.accessibilityTraits == .none && !view.isAccessibilityElement)
    let label = UILabel()
    label.text = "Hello"
    #expect(label.accessibilityLabel == "Hello")
    #expect(label.accessibilityTraits == .staticText && label.isAccessibilityElement)
  }

  @Test("sbload16: each accessibility value set is kept on its own; the others keep their defaults, and a label's set label wins over its text")
  func valuesAreIndependent() {
    let label = UILabel()
    label.text = "Hello"
    label.accessibilityHint = "Greets"
    #expect(label.accessibilityHint == "Greets")
    #expect(label.accessibilityLabel == "Hello", "the text until a label is set")
    #expect(label.accessibilityTraits == .staticText && label.isAccessibilityElement)
    #expect(label.accessibilityIdentifier == nil && label.accessibilityValue == nil)
    label.accessibilityLabel = "Greeting"
    label.accessibilityIdentifier = "greeting"
    label.accessibilityValue = "1"
    label.accessibilityTraits = .header
    label.isAccessibilityElement = false
    #expect(label.accessibilityLabel == "Greeting" && label.accessibilityIdentifier == "greeting")
    #expect(label.accessibilityValue == "1" && label.accessibilityHint == "Greets")
    #expect(label.accessibilityTraits == .header && !label.isAccessibilityElement)
    label.accessibilityLabel = nil
    #expect(label.accessibilityLabel == "Hello", "nil returns to the default")
    let other = UILabel()
    #expect(other.accessibilityHint == nil && other.accessibilityIdentifier == nil, "values are per view")
  }
}

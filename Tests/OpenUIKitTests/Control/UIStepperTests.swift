import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

@MainActor
@Suite(.serialized)
struct UIStepperTests {
  @Test("UIKit defaults: value 0, minimum 0, maximum 100, step 1, autorepeat and continuous on, no wrapping")
  func defaults() {
    let s = UIStepper()
    #expect(s.value == 0 && s.minimumValue == 0 && s.maximumValue == 100 && s.stepValue == 1)
    #expect(s.autorepeat && s.isContinuous && !s.wraps)
    #expect(s.frame.size == CGSize(width: 94, height: 32))
  }

  @Test("UIKit: a maximum below the minimum sets both to the new value (UIStepper docs); stepValue <= 0 is an exception")
  func invariants() {
    let s = UIStepper()
    s.minimumValue = 200
    #expect(s.maximumValue == 200 && s.value == 200)
    s.maximumValue = 100
    #expect(s.minimumValue == 100 && s.maximumValue == 100)
    let before = UIApplication.shared.diagnostics.count
    s.stepValue = 0
    #expect(s.stepValue == 1)
    #expect(UIApplication.shared.diagnostics.dropFirst(before).first?.kind == .exception)
  }

  @Test("UIKit: tapping + and − steps the value and sends .valueChanged; limits hold unless wraps")
  func tapping() {
    let s = UIStepper(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
    s.maximumValue = 2
    let w = window(with: s)
    let rec = EventRecorder(s, [("changed", .valueChanged)])
    let plus = CGPoint(x: 70, y: 16), minus = CGPoint(x: 20, y: 16)
    w.tap(at: plus)
    w.tap(at: plus)
    w.tap(at: plus)
    #expect(s.value == 2)
    #expect(rec.count("changed") == 2)
    w.tap(at: minus)
    #expect(s.value == 1)
    s.wraps = true
    s.value = 2
    w.tap(at: plus)
    #expect(s.value == 0)
    w.tap(at: minus)
    #expect(s.value == 2)
  }

  @Test("UIKit: holding a half repeats the step while autorepeat is on (timing on the media clock)")
  func autorepeat() {
    let s = UIStepper()
    let w = window(with: s)
    let finger = w.touchDown(at: CGPoint(x: 70, y: 16))
    #expect(s.value == 1)
    UIApplication.shared.advance(by: 0.45)
    #expect(s.value == 1)
    UIApplication.shared.advance(by: 0.3)
    #expect(s.value >= 3)
    finger.lift()
    let held = s.value
    UIApplication.shared.advance(by: 0.5)
    #expect(s.value == held)
    s.autorepeat = false
    s.value = 0
    let again = w.touchDown(at: CGPoint(x: 70, y: 16))
    UIApplication.shared.advance(by: 1)
    again.lift()
    #expect(s.value == 1)
  }
}

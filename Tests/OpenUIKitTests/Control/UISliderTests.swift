import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

@MainActor
@Suite(.serialized)
struct UISliderTests {
  @Test("UIKit: value is clamped to minimumValue...maximumValue; moving a bound past the value moves the value (UISlider docs)")
  func clamping() {
    let s = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
    #expect(s.value == 0 && s.minimumValue == 0 && s.maximumValue == 1)
    s.value = 2
    #expect(s.value == 1)
    s.value = -1
    #expect(s.value == 0)
    s.maximumValue = 10
    s.value = 8
    s.maximumValue = 5
    #expect(s.value == 5)
    s.minimumValue = 6
    #expect(s.value == 6 && s.maximumValue == 6)
  }

  @Test("Drawing: the thumb sits over the value's point on the track; minimum track left of it, maximum track right")
  func drawing() throws {
    let s = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
    s.value = 0.5
    let thumb = try #require(part(s, "UISlider.thumb"))
    // 28 pt thumb travelling over 228 - 28 = 200 pt: centre at 14 + 100.
    #expect(thumb.frame == CGRect(x: 100, y: 1.5, width: 28, height: 28))
    #expect(part(s, "UISlider.minimumTrack")?.frame.maxX == 114)
    #expect(part(s, "UISlider.maximumTrack")?.frame.minX == 114)
    let rendered = try #require(renderHasLayer(s, named: "UISlider.thumb"))
    #expect(rendered.cornerRadius == 14)
    #expect(rendered.shadowOpacity > 0)
    #expect(renderHasLayer(s, named: "UISlider.minimumTrack")?.backgroundColor?.blue ?? 0 > 0.9)
  }

  @Test("UIKit: setting value in code sends no .valueChanged; dragging the thumb sends it on each change (isContinuous)")
  func dragSendsValueChanged() {
    let s = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
    let w = window(with: s)
    let rec = EventRecorder(s, [("changed", .valueChanged), ("down", .touchDown), ("up", .touchUpInside)])
    s.value = 0.25
    s.setValue(0.0, animated: false)
    #expect(rec.events.isEmpty)
    // Thumb centre at x = 14; drag it 100 pt right = half the 200 pt travel.
    w.drag(from: CGPoint(x: 14, y: 15), to: CGPoint(x: 114, y: 15), duration: 0.2)
    #expect(abs(s.value - 0.5) < 0.001)
    #expect(rec.count("changed") >= 2)
    #expect(rec.events.first == "down")
    #expect(rec.events.last == "up")
  }

  @Test("UIKit: with isContinuous false the slider sends .valueChanged once, when the finger lifts")
  func notContinuous() {
    let s = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
    s.isContinuous = false
    let w = window(with: s)
    let rec = EventRecorder(s, [("changed", .valueChanged)])
    w.drag(from: CGPoint(x: 14, y: 15), to: CGPoint(x: 214, y: 15), duration: 0.2)
    #expect(s.value == 1)
    #expect(rec.events == ["changed"])
  }

  @Test("A touch away from the thumb does not move it (the track is not a tap target)")
  func touchOffThumb() {
    let s = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
    let w = window(with: s)
    let rec = EventRecorder(s, [("changed", .valueChanged)])
    w.drag(from: CGPoint(x: 150, y: 15), to: CGPoint(x: 200, y: 15), duration: 0.1)
    #expect(s.value == 0)
    #expect(rec.events.isEmpty)
  }

  @Test("UIKit: setValue(_:animated: true) moves the thumb over time on the media clock (model value at once)")
  func animatedSetValue() throws {
    let s = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
    _ = window(with: s)
    let thumb = try #require(part(s, "UISlider.thumb"))
    s.setValue(1, animated: true)
    #expect(s.value == 1)
    #expect(thumb.frame.minX == 200)
    UIApplication.shared.advance(by: UISlider.animationDuration / 2)
    let midX = thumb.layer.presentation()?.frame.minX ?? -1
    #expect(midX > 0 && midX < 200)
    UIApplication.shared.runUntilIdle()
    #expect(thumb.layer.presentation()?.frame.minX ?? -1 == 200)
  }
}

import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

@MainActor
@Suite(.serialized)
struct UISwitchTests {
  @Test("UIKit: a switch's size is fixed (51 x 31); the frame's size is ignored (UISwitch init(frame:) docs)")
  func fixedSize() {
    let s = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
    #expect(s.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
    s.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(s.frame.size == CGSize(width: 51, height: 31))
  }

  @Test("UIKit: a tap toggles isOn and sends .valueChanged; isOn / setOn in code send nothing")
  func tapToggles() {
    let s = UISwitch(frame: CGRect(x: 50, y: 50, width: 0, height: 0))
    let w = window(with: s)
    let rec = EventRecorder(s, [("changed", .valueChanged)])
    s.isOn = true
    s.setOn(false, animated: true)
    #expect(rec.events.isEmpty)
    w.tap(at: CGPoint(x: 70, y: 60))
    #expect(s.isOn)
    #expect(rec.events == ["changed"])
    w.tap(at: CGPoint(x: 70, y: 60))
    #expect(!s.isOn)
    #expect(rec.count("changed") == 2)
  }

  @Test("UIKit: a value control's primary action (init(frame:primaryAction:)) runs on its value change, not on touch up")
  func primaryAction() {
    var runs = 0
    let s = UISwitch(frame: .zero, primaryAction: UIAction { _ in runs += 1 })
    let w = window(with: s)
    w.tap(at: CGPoint(x: 20, y: 15))
    #expect(runs == 1)
    let slider = UISlider(frame: CGRect(x: 0, y: 100, width: 228, height: 31), primaryAction: UIAction { _ in runs += 10 })
    w.addSubview(slider)
    w.tap(at: CGPoint(x: 14, y: 115))  // touch up inside without a value change
    #expect(runs == 1)
  }

  @Test("Drawing: the track is green and the knob at the right when on, grey and at the left when off")
  func drawing() throws {
    let s = UISwitch()
    let knob = try #require(part(s, "UISwitch.thumb"))
    #expect(knob.frame.minX == 2)
    s.isOn = true
    #expect(knob.frame.minX == 22)
    let track = try #require(renderHasLayer(s, named: "UISwitch.track"))
    #expect(track.cornerRadius == 15.5)
    #expect((track.backgroundColor?.green ?? 0) > 0.7 && (track.backgroundColor?.red ?? 1) < 0.3)
  }

  @Test("UIKit: setOn(_:animated: true) slides the knob over the media clock")
  func animatedKnob() throws {
    let s = UISwitch()
    _ = window(with: s)
    let knob = try #require(part(s, "UISwitch.thumb"))
    s.setOn(true, animated: true)
    #expect(s.isOn)
    UIApplication.shared.advance(by: UISwitch.animationDuration / 2)
    let x = knob.layer.presentation()?.frame.minX ?? -1
    #expect(x > 2 && x < 22)
    UIApplication.shared.runUntilIdle()
    #expect(knob.layer.presentation()?.frame.minX == 22)
  }
}

import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

@MainActor
@Suite(.serialized)
struct UISegmentedControlTests {
  @Test("UIKit: init(items:) makes one segment per title, none selected (noSegment)")
  func initItems() {
    let c = UISegmentedControl(items: ["One", "Two", "Three"])
    #expect(c.numberOfSegments == 3)
    #expect(c.titleForSegment(at: 1) == "Two")
    #expect(c.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(UISegmentedControl.noSegment == -1)
  }

  @Test("insertSegment/removeSegment: index clamped on insert, selection follows its segment, removing it selects none")
  func insertRemove() {
    let c = UISegmentedControl(items: ["A", "B"])
    c.selectedSegmentIndex = 1
    c.insertSegment(withTitle: "Z", at: 0, animated: false)
    #expect(c.titleForSegment(at: 0) == "Z")
    #expect(c.selectedSegmentIndex == 2)
    c.insertSegment(withTitle: "End", at: 99, animated: false)
    #expect(c.titleForSegment(at: 3) == "End")
    c.removeSegment(at: 0, animated: false)
    #expect(c.selectedSegmentIndex == 1)
    c.removeSegment(at: 1, animated: false)
    #expect(c.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(c.numberOfSegments == 2)
    c.selectedSegmentIndex = 5
    #expect(c.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  @Test("UIKit: a tap on another segment selects it and sends .valueChanged; the selected one and code send nothing")
  func tapSelects() throws {
    let c = UISegmentedControl(items: ["A", "B", "C"])
    c.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
    let w = window(with: c)
    let rec = EventRecorder(c, [("changed", .valueChanged)])
    c.selectedSegmentIndex = 0
    #expect(rec.events.isEmpty)
    w.tap(at: CGPoint(x: 250, y: 16))
    #expect(c.selectedSegmentIndex == 2)
    #expect(rec.events == ["changed"])
    w.tap(at: CGPoint(x: 250, y: 16))
    #expect(rec.events == ["changed"])
    UIApplication.shared.runUntilIdle()
    let plate = try #require(part(c, "UISegmentedControl.selection"))
    #expect(plate.frame == CGRect(x: 202, y: 2, width: 96, height: 28))
    #expect(renderHasLayer(c, named: "UISegmentedControl.selection")?.isHidden == false)
  }

  @Test("A disabled segment ignores taps; a momentary control sends .valueChanged on every tap")
  func disabledAndMomentary() {
    let c = UISegmentedControl(items: ["A", "B"])
    c.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
    let w = window(with: c)
    let rec = EventRecorder(c, [("changed", .valueChanged)])
    c.setEnabled(false, forSegmentAt: 1)
    w.tap(at: CGPoint(x: 150, y: 16))
    #expect(c.selectedSegmentIndex == UISegmentedControl.noSegment)
    c.isMomentary = true
    w.tap(at: CGPoint(x: 50, y: 16))
    w.tap(at: CGPoint(x: 50, y: 16))
    #expect(rec.count("changed") == 2)
    #expect(part(c, "UISegmentedControl.selection")?.isHidden == true)
  }
}

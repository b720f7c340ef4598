import Foundation
@testable import OpenUIKitScenarios
import OpenUIKitTesting
import Testing
import UIKit

/// The recorder keeps where synthesized fingers are down in each frame, so the player can draw
/// a finger marker (issue 14). UIKit: a touch is down from `.began` until `.ended`/`.cancelled`
/// (UITouch.Phase, Apple docs).
@MainActor
@Suite(.serialized)
struct FingerRecordingTests {
  @Test("A scripted drag is recorded as one finger, moving, down only between began and ended")
  func dragIsRecorded() throws {
    let scenario = try #require(ScenarioCatalogue.scenario(named: "seed000-interactive-pan"))
    let recording = ScenarioRecorder.record(scenario)
    let down = recording.frames.filter { !$0.touches.isEmpty }
    #expect(!down.isEmpty, "the drag's frames carry its finger")
    #expect(down.allSatisfy { $0.touches.count == 1 })
    #expect(Set(down.map { $0.touches[0] }).count > 5, "the finger moves")
    #expect(recording.frames.first?.touches.isEmpty == true)
    #expect(recording.frames.last?.touches.isEmpty == true, "lifted by the end")
    for frame in down {
      let p = frame.touches[0]
      #expect(p.x >= 0 && p.y >= 0 && p.x <= frame.size.width && p.y <= frame.size.height)
    }
  }

  @Test("No finger in scenarios without touches")
  func noTouchNoFinger() throws {
    let scenario = try #require(ScenarioCatalogue.scenario(named: "seed000-half-width"))
    #expect(ScenarioRecorder.record(scenario).frames.allSatisfy { $0.touches.isEmpty })
  }
}

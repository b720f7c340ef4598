import Foundation
import OpenQuartzCore
import OpenUIKitRender
import Testing

@Suite struct TimelineTests {
  let timeline = Timeline(
    name: "t", title: "T", summary: "", viewportSize: CGSize(width: 10, height: 10),
    frames: SyntheticScene.frames(duration: 0.5, size: CGSize(width: 10, height: 10)) { _ in
      RenderLayer(id: 1)
    },
    events: [])

  @Test("Frames are sampled on the 1/60 s grid, both ends included")
  func grid() {
    #expect(timeline.frames.count == 31)
    #expect(timeline.frames[6].time == 0.1)
    #expect(timeline.endTime == 0.5 && timeline.startTime == 0)
  }

  @Test("The frame shown at t is the last frame not after t (times within 1e-6 s are equal)")
  func frameAtTime() {
    #expect(timeline.frameIndex(at: 0) == 0)
    #expect(timeline.frameIndex(at: 0.1) == 6)
    #expect(timeline.frameIndex(at: 0.1 - 1e-9) == 6)
    #expect(timeline.frameIndex(at: 0.11) == 6)
    #expect(timeline.frameIndex(at: 9) == 30)
    #expect(timeline.frameIndex(at: -0.1) == nil)
    #expect(
      Timeline(name: "", title: "", summary: "", viewportSize: .zero, frames: [], events: [])
        .frameIndex(at: 0) == nil)
  }

  @Test("Every synthetic scenario records, is named synthetic-…, and has frames on the 60 Hz grid")
  func syntheticCatalogue() {
    for entry in SyntheticTimelines.catalogue {
      let t = SyntheticTimelines.timeline(named: entry.name)!
      #expect(t.name == entry.name && t.title == entry.title && t.name.hasPrefix("synthetic-"))
      #expect(t.frames.count > 10 && t.framesPerSecond == 60)
      #expect(abs(t.frames[1].time - 1.0 / 60) < 1e-12)
      #expect(t.events.map(\.time) == t.events.map(\.time).sorted())
    }
    #expect(SyntheticTimelines.timeline(named: "nope") == nil)
  }
}

import Foundation
import OpenQuartzCore
import OpenUIKitRender
import Testing

@Suite struct TraceJSONLinesTests {
  @Test("One compact object per line, keys in the order time, category, subject, name, detail")
  func stableKeyOrder() {
    let events = [
      TraceEvent(
        category: "appearance", time: 1.0 / 60, subject: "B", name: "viewWillAppear(true)"),
      TraceEvent(
        category: "diagnostic", time: 0.5, subject: "A", name: "warning",
        detail: "Attempt to present <B> on <A> \"x\"\n"),
    ]
    #expect(
      TraceJSONLines.render(events) == """
        {"time":0.016667,"category":"appearance","subject":"B","name":"viewWillAppear(true)"}
        {"time":0.5,"category":"diagnostic","subject":"A","name":"warning","detail":"Attempt to present \\u003cB\\u003e on \\u003cA\\u003e \\"x\\"\\n"}

        """)
  }

  @Test("Each line is valid JSON that decodes back to the event (time to the microsecond)")
  func roundTrip() throws {
    let event = TraceEvent(
      category: "transition", time: 0.123456789, subject: "Ctx", name: "completeTransition(true)",
      detail: "é ✓")
    let line = TraceJSONLines.line(for: event)
    var decoded = try JSONDecoder().decode(TraceEvent.self, from: Data(line.utf8))
    #expect(abs(decoded.time - 0.123457) < 1e-12)
    decoded.time = event.time
    #expect(decoded == event)
  }
}

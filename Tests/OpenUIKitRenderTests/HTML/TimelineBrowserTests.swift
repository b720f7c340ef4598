import Foundation
import OpenQuartzCore
import OpenUIKitRender
import Testing

/// Runs `Tests/Browser/timeline_test.py` against a player written from the synthetic timelines,
/// with expectations computed from the model by `RenderGeometry`. Needs Debian's chromium and
/// the Playwright Python package (`.ci/run` installs both); without them the test fails.
@Suite struct TimelineBrowserTests {
  static let chromium = "/usr/bin/chromium"
  static let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Browser/timeline_test.py")
  /// Where the page, expectations, screenshot and log are left for inspection: a folder in the
  /// temporary directory named after this checkout (FNV-1a of its path), so checkouts testing
  /// at the same time do not share it.
  static let directory: URL = {
    let root = script.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in root.path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    let name =
      "openuikit-browser-test-\(root.lastPathComponent)-\(String(hash % 0xffff_ffff, radix: 16))"
    return FileManager.default.temporaryDirectory.appendingPathComponent(name)
  }()

  /// Runs a process to completion (at most `timeout` seconds), output to `log`.
  static func run(_ arguments: [String], log: URL, timeout: Double = 180) throws -> Int32 {
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.standardOutput = handle
    process.standardError = handle
    let done = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in done.signal() }
    try process.run()
    if done.wait(timeout: .now() + timeout) == .timedOut {
      process.terminate()
      _ = done.wait(timeout: .now() + 5)
      return -1
    }
    return process.terminationStatus
  }

  static func rect(_ r: CGRect) -> [Double] {
    [Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)]
  }

  /// Named layers (unique in the frame) and their viewport frames at each checked time.
  static func expectations(for timelines: [Timeline]) -> [String: Any] {
    var scenarios: [[String: Any]] = []
    for timeline in timelines {
      let last = timeline.frames.count - 1
      let indices = Set([0, last / 4, last / 2, 3 * last / 4, last]).sorted()
      let checks: [[String: Any]] = indices.map { i in
        let placements = RenderGeometry.placements(in: timeline.frames[i])
        let names = placements.compactMap(\.name)
        var layers: [String: [Double]] = [:]
        for p in placements {
          if let name = p.name, names.filter({ $0 == name }).count == 1 {
            layers[name] = rect(p.frame)
          }
        }
        return ["time": timeline.frames[i].time, "layers": layers]
      }
      scenarios.append([
        "name": timeline.name, "times": timeline.frames.map(\.time),
        "fingers": timeline.frames.map { $0.touches.flatMap { [Double($0.x), Double($0.y)] } },
        "eventTimes": timeline.events.map(\.time), "checks": checks,
        "events": timeline.events.map { e -> [Any] in
          [e.time, e.category, e.subject, e.name, e.detail ?? NSNull()]
        },
      ])
    }
    let sheet = SyntheticTimelines.timeline(named: "synthetic-bottom-sheet")!
    return [
      "scenarios": scenarios,
      "scrub": [
        "scenario": sheet.name, "layer": "sheet",
        "rects": sheet.frames.map { rect(RenderGeometry.frame(ofLayerNamed: "sheet", in: $0)!) },
      ],
      "screenshot": ["scenario": sheet.name, "time": 1.0],
    ]
  }

  @Test(
    "Browser: the HTML player puts every named layer where the model does (1 px), syncs the log, plays, scrubs and draws"
  )
  func playerInChromium() throws {
    let fm = FileManager.default
    try fm.createDirectory(at: Self.directory, withIntermediateDirectories: true)
    // A plain `swift test` on a fresh machine sets itself up: install what is missing.
    let setup = Self.script.deletingLastPathComponent().appendingPathComponent("ensure_browser.sh")
    _ = try Self.run(["bash", setup.path], log: Self.directory.appendingPathComponent("setup.log"), timeout: 600)
    guard FileManager.default.isExecutableFile(atPath: Self.chromium) else {
      Issue.record(
        """
        Chromium is missing (\(Self.chromium)); the browser test needs it. Install it with
        `apt-get install -y --no-install-recommends chromium fonts-dejavu-core` (.ci/run does).
        """)
      return
    }
    let probe = Self.directory.appendingPathComponent("probe.log")
    guard
      try Self.run(["python3", "-c", "import playwright.sync_api"], log: probe, timeout: 60) == 0
    else {
      let detail = (try? String(contentsOf: probe, encoding: .utf8)) ?? ""
      Issue.record(
        """
        Playwright for Python is missing; the browser test needs it. Install it with
        `python3 -m pip install playwright` (.ci/run does). python3 said: \(detail)
        """)
      return
    }
    let names = [
      "synthetic-slide", "synthetic-card-flip", "synthetic-bottom-sheet", "synthetic-tiles",
      "synthetic-drawing",
    ]
    // The slide again with a run of identical events (as an interactive pan records them), so
    // the log's folding of repeated lines is exercised.
    var repeats = SyntheticTimelines.timeline(named: "synthetic-slide")!
    repeats.name = "synthetic-slide-repeats"
    let mid = repeats.startTime + repeats.duration / 2
    repeats.events += (0..<4).map { i in
      TraceEvent(category: "gesture", time: mid + Double(i) / 60, subject: "pan", name: "state changed", detail: nil)
    }
    repeats.events.sort { $0.time < $1.time }
    // …and a finger down from frame 10 to 20, moving down by one point a frame.
    for i in 10...20 where i < repeats.frames.count {
      repeats.frames[i].touches = [CGPoint(x: 100, y: 200 + i)]
    }
    let timelines = names.map { SyntheticTimelines.timeline(named: $0)! } + [repeats]
    let html = Self.directory.appendingPathComponent("timeline.html")
    let expectations = Self.directory.appendingPathComponent("expectations.json")
    let screenshot = Self.directory.appendingPathComponent("timeline.png")
    let log = Self.directory.appendingPathComponent("timeline_test.log")
    try Data(HTMLTimelineRenderer().render(timelines).utf8).write(to: html)
    try JSONSerialization.data(
      withJSONObject: Self.expectations(for: timelines), options: [.sortedKeys]
    )
    .write(to: expectations)
    let status = try Self.run(
      ["python3", Self.script.path, html.path, expectations.path, screenshot.path], log: log)
    let output = (try? String(contentsOf: log, encoding: .utf8)) ?? "(no output)"
    #expect(
      status == 0,
      "timeline_test.py exited with \(status) (2: browser or Playwright missing; -1: timed out):\n\(output)"
    )
    #expect(fm.fileExists(atPath: screenshot.path), "no screenshot at \(screenshot.path)")
    print("Browser test: page, log and screenshot in \(Self.directory.path)")
  }
}

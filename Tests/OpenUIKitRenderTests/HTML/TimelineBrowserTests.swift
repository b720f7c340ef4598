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

  static func layer(named name: String, in layer: RenderLayer) -> RenderLayer? {
    if layer.name == name { return layer }
    for sub in layer.sublayers { if let hit = Self.layer(named: name, in: sub) { return hit } }
    return nil
  }

  static func setModel(_ model: RenderLayer, ofLayerNamed name: String, in layer: inout RenderLayer) -> Bool {
    if layer.name == name {
      layer.model = model
      return true
    }
    for i in layer.sublayers.indices where setModel(model, ofLayerNamed: name, in: &layer.sublayers[i]) { return true }
    return false
  }

  /// The device frame of `timeline` per frame: the status bar ([hidden, light]) and where the
  /// model's `DeviceFrame` puts the time and the home indicator; the safe area and corner radius.
  static func deviceExpectations(for timeline: Timeline) -> [String: Any] {
    let device = DeviceFrame.fitting(timeline.viewportSize)
    let framed = timeline.frames.map { device.decorate($0) }
    let safe = device.safeAreaInsets
    let size = timeline.viewportSize
    return [
      "scenario": timeline.name, "radius": device.screenCornerRadius,
      "safe": [safe.left, safe.top, Double(size.width) - safe.left - safe.right, Double(size.height) - safe.top - safe.bottom],
      "statusBars": timeline.frames.map { [$0.statusBar.isHidden, $0.statusBar.hasLightContent] },
      "time": framed.map { f in RenderGeometry.frame(ofLayerNamed: "status bar time", in: f).map(rect) ?? [] },
      "home": framed.map { f in RenderGeometry.frame(ofLayerNamed: "home indicator", in: f).map(rect) ?? [] },
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
    // …and the status bar as a card sheet's backdrop makes it (light content) in its second
    // half, hidden for three frames after that, for the device frame's per-frame status bar.
    let n = repeats.frames.count
    for i in (n / 2)..<(3 * n / 4) { repeats.frames[i].statusBar = RenderStatusBar(isHidden: false, hasLightContent: true) }
    for i in (3 * n / 4)..<min(3 * n / 4 + 3, n) { repeats.frames[i].statusBar = RenderStatusBar(isHidden: true) }
    var timelines = names.map { SyntheticTimelines.timeline(named: $0)! } + [repeats]
    // The sheet carries its model values (where it ends) while it moves, as a recorded
    // animation does, for the inspector's model column.
    let sheetIndex = names.firstIndex(of: "synthetic-bottom-sheet")!
    let sheetFrames = timelines[sheetIndex].frames
    var model = Self.layer(named: "sheet", in: sheetFrames[sheetFrames.count - 1].root)!
    model.sublayers = []
    model.mask = []
    for i in 0..<(sheetFrames.count - 1) {
      _ = Self.setModel(model, ofLayerNamed: "sheet", in: &timelines[sheetIndex].frames[i].root)
    }
    let html = Self.directory.appendingPathComponent("timeline.html")
    let expectations = Self.directory.appendingPathComponent("expectations.json")
    let screenshot = Self.directory.appendingPathComponent("timeline.png")
    let log = Self.directory.appendingPathComponent("timeline_test.log")
    try Data(HTMLTimelineRenderer().render(timelines).utf8).write(to: html)
    var expected = Self.expectations(for: timelines)
    expected["device"] = Self.deviceExpectations(for: repeats)
    try JSONSerialization.data(
      withJSONObject: expected, options: [.sortedKeys]
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

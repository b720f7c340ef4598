import Foundation
import OpenQuartzCore
import OpenUIKitTesting
import UIKit

/// A named, scripted run of the system: builds a window, acts on it over media time, and is
/// recorded frame by frame (60 Hz) with its event trace. The CLI renders scenarios, the tests
/// run them, the studio plays them.
package struct Scenario: Sendable {
  package var name: String
  package var title: String
  package var summary: String
  /// The window size the scenario runs in.
  package var size: CGSize
  /// The SDK the scenario's app behaves as linked against: the seeds and the guide's rules run
  /// under `.iOS12`; today's variants say `.iOS17`.
  package var linkedSDK: UIKitSDK
  package var script: @MainActor @Sendable (ScenarioRun) -> Void

  package init(
    _ name: String, title: String, summary: String, size: CGSize = ScenarioRun.phoneSize,
    linkedSDK: UIKitSDK = .iOS12, script: @escaping @MainActor @Sendable (ScenarioRun) -> Void
  ) {
    self.name = name; self.title = title; self.summary = summary; self.size = size
    self.linkedSDK = linkedSDK; self.script = script
  }
}

/// The result of running a scenario.
package struct ScenarioRecording: Sendable {
  package var name: String
  package var title: String
  package var summary: String
  package var size: CGSize
  /// Frames at 60 Hz from the start of the script, times relative to that start.
  package var frames: [RenderSnapshot]
  /// Trace events with times relative to the start.
  package var events: [TraceEvent]
  /// Diagnostics recorded during the run.
  package var diagnostics: [Diagnostic]
}

/// What a scenario script works with.
@MainActor
package final class ScenarioRun {
  package nonisolated static let phoneSize = CGSize(width: 393, height: 852)
  package nonisolated static let padSize = CGSize(width: 1024, height: 768)

  /// The screen for a window of `size`: an iPad profile when the shorter side is 500 pt or more
  /// (the device frame's rule, `DeviceFrame.fitting`) — a known iPad's name when its size
  /// matches in either orientation, sized as the window — else nil (the current screen).
  package static func screenProfile(for size: CGSize) -> UIScreen.Profile? {
    guard min(size.width, size.height) >= 500 else { return nil }
    let turned = CGSize(width: size.height, height: size.width)
    if var known = UIScreen.Profile.all.first(where: { $0.idiom == .pad && ($0.size == size || $0.size == turned) }) {
      known.size = size
      return known
    }
    return UIScreen.Profile(name: "iPad", size: size, scale: 2, idiom: .pad)
  }

  package let window: UIWindow
  package let tracer: EventTracer
  /// Set by scripts to expose objects to tests (`run.objects["b"]`).
  package var objects: [String: AnyObject] = [:]
  let startTime: CFTimeInterval

  package init(size: CGSize) {
    tracer = EventTracer()
    window = UIWindow(frame: CGRect(origin: .zero, size: size))
    startTime = CACurrentMediaTime()
  }

  /// Installs the root controller and shows the window.
  package func show(_ root: UIViewController) {
    window.rootViewController = root
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
  }

  /// Lets `seconds` of media time pass.
  package func wait(_ seconds: TimeInterval) {
    UIApplication.shared.advance(by: seconds)
  }

  /// Runs until nothing is animating, then `tail` more seconds.
  package func settle(tail: TimeInterval = 0.2) {
    UIApplication.shared.runUntilIdle()
    wait(tail)
  }

  package func tap(_ point: CGPoint) {
    tracer.mark("finger", "tap(\(Int(point.x)), \(Int(point.y)))")
    window.tap(at: point)
  }

  package func drag(from a: CGPoint, to b: CGPoint, duration: TimeInterval) {
    tracer.mark("finger", "drag(\(Int(a.x)),\(Int(a.y)) → \(Int(b.x)),\(Int(b.y)))")
    window.drag(from: a, to: b, duration: duration)
  }

  /// A note in the trace.
  package func note(_ text: String) { tracer.mark("scenario", text) }
}

/// Runs scenarios and records them.
@MainActor
package enum ScenarioRecorder {
  /// Runs `scenario`, sampling a frame at every frame step (with `capturesFrames`; without, only
  /// the last frame is kept, so nothing watches the frames in between and headless time may skip
  /// the idle ones).
  package static func record(_ scenario: Scenario, capturesFrames: Bool = true) -> ScenarioRecording {
    UIApplication.shared.runUntilIdle()
    let diagnosticsBefore = UIApplication.shared.diagnostics.count
    UIApplication.shared.useLinkedSDK(scenario.linkedSDK)
    // A tablet-sized scenario runs on an iPad screen (its status bar and safe areas), as the
    // device frame draws it; the screen comes back afterwards.
    let previousProfile = UIScreen.main.profile
    if let pad = ScenarioRun.screenProfile(for: scenario.size) { UIScreen.setProfile(pad) }
    defer { UIScreen.setProfile(previousProfile) }
    let run = ScenarioRun(size: scenario.size)
    let window = run.window
    let start = run.startTime
    let recorder = TransitionRecorder(
      window: window, capturesFrames: capturesFrames, capturesStart: false, tracer: run.tracer)
    recorder.start()
    scenario.script(run)
    run.settle()
    recorder.stop()
    // Times relative to the start of the script.
    let frames = recorder.frames.map { frame -> RenderSnapshot in
      var frame = frame
      frame.time -= start
      return frame
    }
    let events = recorder.traceEvents.map { e -> TraceEvent in
      var e = e
      e.time -= start
      return e
    }
    let diagnostics = Array(UIApplication.shared.diagnostics.dropFirst(diagnosticsBefore))
    window.rootViewController = nil
    window.isHidden = true
    return ScenarioRecording(
      name: scenario.name, title: scenario.title, summary: scenario.summary, size: scenario.size, frames: frames,
      events: events, diagnostics: diagnostics)
  }
}

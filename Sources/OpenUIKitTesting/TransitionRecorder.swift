import Foundation
import OpenQuartzCore
import OpenUIKit

/// Records what a window shows and what UIKit delivers while a test runs a present, a push or an
/// interactive drag on the headless clock, for questions asked afterwards.
///
/// ```swift
/// let recorder = TransitionRecorder(window: window)
/// recorder.start()
/// root.present(detail, animated: true)
/// UIApplication.shared.runUntilIdle()
/// recorder.stop()
/// #expect(recorder.callbacks(for: "Detail").first == "viewDidLoad")
/// let mid = recorder.presentationState(of: detail.view.layer, at: recorder.duration / 2)
/// ```
///
/// While recording, the window's layer tree is sampled once per frame of the media clock (after
/// the frame's layout and commit) as its presentation values, and every trace event and
/// diagnostic is kept. Times given to and returned by the queries are seconds since `start()`.
///
/// States: idle → recording (`start()`) → stopped (`stop()`); `start()` again begins a new
/// recording and forgets the previous one. Queries answer from what was recorded so far.
@preconcurrency @MainActor
public final class TransitionRecorder {
  /// The window whose screen is recorded.
  public let window: UIWindow
  /// Whether `start()` was called and `stop()` not yet.
  public private(set) var isRecording = false
  /// Media time of `start()`; the queries' time zero.
  public private(set) var startTime: TimeInterval = 0

  /// The frames sampled so far, with media times (absolute, not relative to `startTime`).
  package private(set) var frames: [RenderSnapshot] = []
  /// Trace events and diagnostics recorded so far, in time order, with absolute media times.
  package private(set) var traceEvents: [TraceEvent] = []
  /// Diagnostics recorded between `start()` and `stop()`.
  public private(set) var diagnostics: [Diagnostic] = []

  private let capturesFrames: Bool
  private let capturesStart: Bool
  private let givenTracer: EventTracer?
  private var tracer: EventTracer?
  private var frameHandler: Int?
  private var diagnosticsBefore = 0

  /// A recorder of `window`'s screen; it records nothing until `start()`.
  public init(window: UIWindow) {
    self.window = window
    capturesFrames = true
    capturesStart = true
    givenTracer = nil
  }

  /// For the scenario recorder: `capturesFrames: false` keeps only the frames of `start()` and
  /// `stop()`, so nothing watches the frames in between and headless time may skip idle ones;
  /// `capturesStart: false` takes no frame at `start()`; `tracer` is a tracer already running
  /// (its events and test marks are the recording's).
  package init(window: UIWindow, capturesFrames: Bool, capturesStart: Bool, tracer: EventTracer?) {
    self.window = window
    self.capturesFrames = capturesFrames
    self.capturesStart = capturesStart
    givenTracer = tracer
  }

  /// Starts recording: forgets any earlier recording, samples the screen as it is now, and
  /// from now on samples every frame and keeps every trace event and diagnostic.
  ///
  /// When an earlier step left the media clock between two frames (advancing by a time that
  /// is not a whole number of frames), the clock first moves on to the next frame, so a
  /// recording's frames and times are the same whatever ran before it.
  public func start() {
    if isRecording { stop() }
    if capturesStart { Self.alignClockToFrameGrid() }
    frames = []
    traceEvents = []
    diagnostics = []
    startTime = CACurrentMediaTime()
    diagnosticsBefore = UIApplication.shared.diagnostics.count
    tracer = givenTracer ?? EventTracer()
    isRecording = true
    if capturesStart { capture(startTime) }
    if capturesFrames {
      frameHandler = MediaClock.shared.addFrameHandler(order: MediaClock.Phase.commit + 1) {
        [weak self] t in self?.capture(t)
      }
    }
  }

  /// Stops recording, sampling the screen once more as it is now. Does nothing when not
  /// recording.
  public func stop() {
    guard isRecording else { return }
    capture(CACurrentMediaTime())
    if let frameHandler { MediaClock.shared.removeFrameHandler(frameHandler) }
    frameHandler = nil
    tracer?.stop()
    let diagnostics = Array(UIApplication.shared.diagnostics.dropFirst(diagnosticsBefore))
    let diagnosticEvents = diagnostics.map {
      TraceEvent(category: "diagnostic", time: $0.time, subject: $0.kind.rawValue, name: $0.message)
    }
    // Stable: events of the same time keep the order UIKit delivered them in.
    traceEvents = ((tracer?.traceEvents ?? []) + diagnosticEvents).enumerated()
      .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    self.diagnostics = diagnostics
    tracer = nil
    isRecording = false
  }

  /// Runs `body` between `start()` and `stop()`, then lets the clock run until nothing is
  /// scheduled or animating (`runUntilIdle()`) before stopping, so the recording covers the
  /// whole transition `body` starts.
  public func record(_ body: () throws -> Void) rethrows {
    start()
    defer {
      UIApplication.shared.runUntilIdle()
      stop()
    }
    try body()
  }

  /// Marks a step of the test in the recorded events (`subject.name`, category "test").
  public func mark(_ subject: String, _ name: String) {
    tracer?.mark(subject, name)
  }

  /// Moves the clock to the next frame of its grid when it is between two.
  private static func alignClockToFrameGrid() {
    let interval = MediaClock.shared.frameInterval
    let frames = CACurrentMediaTime() / interval
    guard abs(frames - frames.rounded()) > 1e-6 else { return }
    MediaClock.shared.advance(by: frames.rounded(.up) * interval - CACurrentMediaTime())
  }

  private func capture(_ t: CFTimeInterval) {
    let snapshot = RenderSnapshot(
      time: t, size: window.bounds.size, root: window._renderSnapshotWithKeyboard(),
      touches: window._activeTouchLocations, statusBar: StatusBarState.shared._renderStatusBar)
    if let last = frames.last, abs(last.time - snapshot.time) < 1e-9 {
      frames[frames.count - 1] = snapshot
    } else {
      frames.append(snapshot)
    }
  }

  isolated deinit {
    if let frameHandler { MediaClock.shared.removeFrameHandler(frameHandler) }
  }
}

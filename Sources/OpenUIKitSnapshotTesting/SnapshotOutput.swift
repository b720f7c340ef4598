import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitRender
import OpenUIKitTesting
import SnapshotTesting

/// How a captured frame or trace is written by `TransitionFrameFormat`-taking strategies.
public enum TransitionFrameFormat: Sendable, Hashable {
  /// The frames side by side in one SVG picture, each captioned with its fraction and time.
  case svg
  /// The frames' render trees one after the other, each under a header line.
  case renderTree
}

extension Snapshotting where Format == String {
  /// A text strategy whose snapshot runs on the main actor: UIKit values are main-actor objects,
  /// and `assertSnapshot` takes the snapshot synchronously on the caller's thread, which for a
  /// test that made the value is the main actor's.
  static func onMainActor(pathExtension: String, _ body: @escaping @MainActor (Value) -> String) -> Snapshotting {
    Snapshotting(pathExtension: pathExtension, diffing: .lines) { value in
      // Safe: the value never leaves the main actor; the snapshot is taken on it, synchronously.
      nonisolated(unsafe) let value = value
      return MainActor.assumeIsolated { body(value) }
    }
  }
}

/// The texts the strategies write, from what the host put on screen.
@MainActor
enum SnapshotOutput {
  static func svg(_ subject: SnapshotSubject) -> String {
    SVGRenderer().render(subject.frame())
  }

  static func renderTree(_ subject: SnapshotSubject) -> String {
    RenderTreeTextRenderer().render(subject.frame())
  }

  /// Records the window while `action` runs and until the clock is idle again. The recording
  /// starts on a frame of the clock's grid (`TransitionRecorder.start()`), so the frames and
  /// times written are the same whatever earlier tests left the clock at.
  static func recording(_ subject: SnapshotSubject, _ action: () -> Void) -> TransitionRecorder {
    let recorder = TransitionRecorder(window: subject.window)
    recorder.record(action)
    return recorder
  }

  static func trace(_ recorder: TransitionRecorder) -> String {
    TraceText.render(recorder.timeline(name: "trace", title: "", summary: "").events)
  }

  static func timeline(_ recorder: TransitionRecorder, title: String) -> String {
    recorder.timelinePage(title: title)
  }

  /// The recording's frames at `fractions` of its duration (0 = when the action started,
  /// 1 = when the clock was idle again), drawn as `format` says.
  static func transition(_ recorder: TransitionRecorder, at fractions: [Double], as format: TransitionFrameFormat) -> String {
    let frames = fractions.compactMap { f -> (caption: String, frame: RenderSnapshot)? in
      let time = min(max(f, 0), 1) * recorder.duration
      guard var frame = recorder.frame(at: time) else { return nil }
      frame.time = time
      frame.touches = []
      return ("\(String.number(f)) · t = \(String.number(time)) s", frame)
    }
    switch format {
    case .svg:
      return SVGFilmstripRenderer().render(frames)
    case .renderTree:
      let renderer = RenderTreeTextRenderer()
      return frames.map { "--- \($0.caption)\n" + renderer.render($0.frame) }.joined(separator: "\n")
    }
  }
}

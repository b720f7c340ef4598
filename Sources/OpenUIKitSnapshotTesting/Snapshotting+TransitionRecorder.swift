import Foundation
import OpenUIKitRender
import OpenUIKitTesting
import SnapshotTesting

// Strategies for a recording a test made itself (an interactive drag stopped and resumed, a
// chain of presentations): what it holds, as the other strategies write it.

extension Snapshotting where Value == TransitionRecorder, Format == String {
  /// The recorded events, one a line with its time since `start()`.
  public static var trace: Snapshotting {
    .onMainActor(pathExtension: "txt") { SnapshotOutput.trace($0) }
  }

  /// The self-contained HTML timeline page of the recording.
  public static var timeline: Snapshotting { .timeline(title: "Transition") }

  /// The self-contained HTML timeline page of the recording, titled `title`.
  public static func timeline(title: String) -> Snapshotting {
    .onMainActor(pathExtension: "html") { SnapshotOutput.timeline($0, title: title) }
  }

  /// The recorded screen at `fractions` of the recording's duration, side by side (`.svg`) or
  /// as render trees.
  public static func transition(at fractions: [Double], as format: TransitionFrameFormat = .svg) -> Snapshotting {
    .onMainActor(pathExtension: format == .svg ? "svg" : "txt") {
      SnapshotOutput.transition($0, at: fractions, as: format)
    }
  }
}

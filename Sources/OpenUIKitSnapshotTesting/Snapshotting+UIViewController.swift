import Foundation
import OpenUIKit
import OpenUIKitTesting
import SnapshotTesting

// Each strategy hosts the controller as the root of a new window on a screen configured as
// `config` says (size, safe area, traits), lets the clock run until idle, writes its text and
// takes the controller off the window again.

extension Snapshotting where Value == UIViewController, Format == String {
  /// The controller's screen drawn by the SVG renderer (`.svg` reference files).
  public static var svg: Snapshotting { .svg() }

  /// The controller's screen on `config`'s device drawn by the SVG renderer.
  public static func svg(on config: ViewImageConfig = .init()) -> Snapshotting {
    .onMainActor(pathExtension: "svg") { controller in
      SnapshotHost.host(controller, on: config, SnapshotOutput.svg)
    }
  }

  /// The controller's layer tree as text: names, frames, opacity, transforms, colours.
  public static var renderTree: Snapshotting { .renderTree() }

  /// The controller's layer tree on `config`'s device as text.
  public static func renderTree(on config: ViewImageConfig = .init()) -> Snapshotting {
    .onMainActor(pathExtension: "txt") { controller in
      SnapshotHost.host(controller, on: config, SnapshotOutput.renderTree)
    }
  }

  /// The event trace (callbacks, delegate calls, animations, diagnostics) of what happened from
  /// the moment `action` was called on the hosted controller until the clock was idle again,
  /// one event a line with its time since then.
  public static func trace(
    on config: ViewImageConfig = .init(), _ action: @escaping @MainActor (UIViewController) -> Void
  ) -> Snapshotting {
    .onMainActor(pathExtension: "txt") { controller in
      SnapshotHost.host(controller, on: config) { subject in
        SnapshotOutput.trace(SnapshotOutput.recording(subject) { action(controller) })
      }
    }
  }

  /// The self-contained HTML timeline page (player, layer inspector, event log) of what
  /// happened from the moment `action` was called until the clock was idle again.
  public static func timeline(
    on config: ViewImageConfig = .init(), _ action: @escaping @MainActor (UIViewController) -> Void
  ) -> Snapshotting {
    .onMainActor(pathExtension: "html") { controller in
      SnapshotHost.host(controller, on: config) { subject in
        SnapshotOutput.timeline(SnapshotOutput.recording(subject) { action(controller) }, title: "\(type(of: controller))")
      }
    }
  }

  /// The screen at `fractions` of the transition `action` starts on the hosted controller: the
  /// clock is driven from the call until idle again, and each fraction of that span (0 = as
  /// the call left it, 1 = settled) is drawn side by side (`.svg`) or as render trees.
  ///
  /// ```swift
  /// assertSnapshot(of: root, as: .transition(at: [0, 0.5, 1]) { $0.present(Detail(), animated: true) })
  /// ```
  public static func transition(
    at fractions: [Double], on config: ViewImageConfig = .init(), as format: TransitionFrameFormat = .svg,
    _ action: @escaping @MainActor (UIViewController) -> Void
  ) -> Snapshotting {
    .onMainActor(pathExtension: format == .svg ? "svg" : "txt") { controller in
      SnapshotHost.host(controller, on: config) { subject in
        SnapshotOutput.transition(SnapshotOutput.recording(subject) { action(controller) }, at: fractions, as: format)
      }
    }
  }
}

import Foundation
import OpenUIKit
import OpenUIKitTesting
import SnapshotTesting

// A window is drawn as it is now, whatever it shows (a presentation stopped half-way
// included). With a configuration, the screen is set up as it says and the window resized to
// it while the strategy runs, then both are put back.

extension Snapshotting where Value == UIWindow, Format == String {
  /// The window drawn by the SVG renderer (`.svg` reference files).
  public static var svg: Snapshotting { .svg() }

  /// The window drawn by the SVG renderer, on `config`'s device when given.
  public static func svg(on config: ViewImageConfig? = nil) -> Snapshotting {
    .onMainActor(pathExtension: "svg") { window in
      SnapshotHost.host(window, on: config, SnapshotOutput.svg)
    }
  }

  /// The window's layer tree as text: names, frames, opacity, transforms, colours.
  public static var renderTree: Snapshotting { .renderTree() }

  /// The window's layer tree as text, on `config`'s device when given.
  public static func renderTree(on config: ViewImageConfig? = nil) -> Snapshotting {
    .onMainActor(pathExtension: "txt") { window in
      SnapshotHost.host(window, on: config, SnapshotOutput.renderTree)
    }
  }

  /// The event trace of what happened from the moment `action` was called until the clock was
  /// idle again.
  public static func trace(
    on config: ViewImageConfig? = nil, _ action: @escaping @MainActor (UIWindow) -> Void
  ) -> Snapshotting {
    .onMainActor(pathExtension: "txt") { window in
      SnapshotHost.host(window, on: config) { subject in
        SnapshotOutput.trace(SnapshotOutput.recording(subject) { action(window) })
      }
    }
  }

  /// The self-contained HTML timeline page of the window from the moment `action` was called
  /// until the clock was idle again.
  public static func timeline(
    on config: ViewImageConfig? = nil, _ action: @escaping @MainActor (UIWindow) -> Void
  ) -> Snapshotting {
    .onMainActor(pathExtension: "html") { window in
      SnapshotHost.host(window, on: config) { subject in
        SnapshotOutput.timeline(SnapshotOutput.recording(subject) { action(window) }, title: "UIWindow")
      }
    }
  }

  /// The window at `fractions` of the transition `action` starts (0 = as the call left it,
  /// 1 = settled), side by side (`.svg`) or as render trees.
  public static func transition(
    at fractions: [Double], on config: ViewImageConfig? = nil, as format: TransitionFrameFormat = .svg,
    _ action: @escaping @MainActor (UIWindow) -> Void
  ) -> Snapshotting {
    .onMainActor(pathExtension: format == .svg ? "svg" : "txt") { window in
      SnapshotHost.host(window, on: config) { subject in
        SnapshotOutput.transition(SnapshotOutput.recording(subject) { action(window) }, at: fractions, as: format)
      }
    }
  }
}

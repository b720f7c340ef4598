import Foundation
import OpenUIKit
import OpenUIKitTesting
import SnapshotTesting

// A view already in a window is drawn where it is; a view without one is put in a new window
// of its size (or `size`), laid out, drawn and taken out again. The picture is the view's layer
// in its own bounds (its own position and transform left out, as `CALayer.render(in:)`).

extension Snapshotting where Value == UIView, Format == String {
  /// The view drawn by the SVG renderer (`.svg` reference files).
  public static var svg: Snapshotting { .svg() }

  /// The view drawn by the SVG renderer, resized to `size` when given, with `traits`
  /// overriding its traits.
  public static func svg(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
    .onMainActor(pathExtension: "svg") { view in
      SnapshotHost.host(view, size: size, traits: traits, SnapshotOutput.svg)
    }
  }

  /// The view's layer tree as text: names, frames, opacity, transforms, colours.
  public static var renderTree: Snapshotting { .renderTree() }

  /// The view's layer tree as text, resized to `size` when given, with `traits`.
  public static func renderTree(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
    .onMainActor(pathExtension: "txt") { view in
      SnapshotHost.host(view, size: size, traits: traits, SnapshotOutput.renderTree)
    }
  }

  /// The event trace of what happened from the moment `action` was called on the view until
  /// the clock was idle again (animations, gestures, callbacks of controllers it reaches).
  public static func trace(
    size: CGSize? = nil, traits: UITraitCollection = .init(), _ action: @escaping @MainActor (UIView) -> Void
  ) -> Snapshotting {
    .onMainActor(pathExtension: "txt") { view in
      SnapshotHost.host(view, size: size, traits: traits) { subject in
        SnapshotOutput.trace(SnapshotOutput.recording(subject) { action(view) })
      }
    }
  }

  /// The self-contained HTML timeline page of the view's window from the moment `action` was
  /// called until the clock was idle again.
  public static func timeline(
    size: CGSize? = nil, traits: UITraitCollection = .init(), _ action: @escaping @MainActor (UIView) -> Void
  ) -> Snapshotting {
    .onMainActor(pathExtension: "html") { view in
      SnapshotHost.host(view, size: size, traits: traits) { subject in
        SnapshotOutput.timeline(SnapshotOutput.recording(subject) { action(view) }, title: "\(type(of: view))")
      }
    }
  }
}

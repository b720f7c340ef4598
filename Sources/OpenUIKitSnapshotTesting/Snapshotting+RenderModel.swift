import Foundation
import OpenQuartzCore
import OpenUIKitRender
import SnapshotTesting

// Strategies on the render model itself, for the renderers' own tests (hand-made frames and
// timelines, no UIKit): the same writers the UIKit strategies use.

extension Snapshotting where Value == RenderSnapshot, Format == String {
  /// The frame drawn by the SVG renderer.
  package static var svg: Snapshotting { .svg(options: SVGRenderer.Options()) }

  package static func svg(options: SVGRenderer.Options) -> Snapshotting {
    Snapshotting(pathExtension: "svg", diffing: .lines) { SVGRenderer(options: options).render($0) }
  }

  /// The frame's layer tree as text.
  package static var renderTree: Snapshotting {
    Snapshotting(pathExtension: "txt", diffing: .lines) { RenderTreeTextRenderer().render($0) }
  }
}

extension Snapshotting where Value == [Timeline], Format == String {
  /// The self-contained HTML page of the timelines, titled `title`.
  package static func timeline(title: String = "OpenUIKit timelines") -> Snapshotting {
    Snapshotting(pathExtension: "html", diffing: .lines) { HTMLTimelineRenderer(title: title).render($0) }
  }
}

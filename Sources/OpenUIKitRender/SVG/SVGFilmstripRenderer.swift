import Foundation
import OpenQuartzCore

/// Several frames side by side in one SVG document, each under a caption: a transition's
/// stages in one picture (the snapshot strategies' `.transition(at:)`).
///
/// Each frame is the SVG renderer's document for it, nested as an `<svg>` element at its place
/// (ids prefixed `f<index>-` so clip paths and gradients of different frames never collide).
package struct SVGFilmstripRenderer: Sendable {
  /// Space between frames and around the strip, in points.
  package static let gap = 16.0
  /// Height of a caption line above each frame.
  package static let captionHeight = 20.0

  package init() {}

  /// `frames` pairs a caption with a frame; frames may differ in size.
  package func render(_ frames: [(caption: String, frame: RenderSnapshot)]) -> String {
    let gap = Self.gap
    let width = frames.reduce(gap) { $0 + Double($1.frame.size.width) + gap }
    let height = (frames.map { Double($0.frame.size.height) }.max() ?? 0) + Self.captionHeight + 2 * gap
    var s = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\""
    s.appendNumber(width)
    s.append("\" height=\"")
    s.appendNumber(height)
    s.append("\" viewBox=\"0 0 ")
    s.appendNumber(width)
    s.append(" ")
    s.appendNumber(height)
    s.append("\" font-family=\"Helvetica, Arial, &#39;DejaVu Sans&#39;, sans-serif\">\n")
    s.append(" <rect x=\"0\" y=\"0\" width=\"")
    s.appendNumber(width)
    s.append("\" height=\"")
    s.appendNumber(height)
    s.append("\" fill=\"#e5e5ea\"/>\n")
    var x = gap
    for (index, item) in frames.enumerated() {
      s.append(" <text x=\"")
      s.appendNumber(x)
      s.append("\" y=\"")
      s.appendNumber(gap + 14)
      s.append("\" font-size=\"13\" fill=\"#3c3c43\">")
      s.appendXMLEscaped(item.caption)
      s.append("</text>\n")
      var options = SVGRenderer.Options()
      options.idPrefix = "f\(index)-"
      let frame = SVGRenderer(options: options).render(item.frame)
      var placed = " <svg x=\""
      placed.appendNumber(x)
      placed.append("\" y=\"")
      placed.appendNumber(gap + Self.captionHeight)
      placed.append("\" ")
      s.append(placed)
      s.append(String(frame.dropFirst("<svg ".count)))
      x += Double(item.frame.size.width) + gap
    }
    s.append("</svg>\n")
    return s
  }
}

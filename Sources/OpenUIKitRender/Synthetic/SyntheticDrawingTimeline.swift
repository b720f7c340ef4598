import Foundation
import OpenQuartzCore

extension SyntheticTimelines {
  /// Shape layers, a shape-mask reveal, per-corner radii, a blur fading in and snapshot tiles
  /// flipping away (not double-sided): the drawing features of the render model in one second.
  static func drawing() -> Timeline {
    let size = viewport
    let bounds = CGRect(origin: .zero, size: size)
    let frames = SyntheticScene.frames(duration: 1, size: size) { t in
      let p = easeInOut(t)
      var ring = SyntheticScene.layer(id: 10, name: "ring", frame: CGRect(x: 95, y: 40, width: 200, height: 200))
      var circle = _PathData()
      circle.addEllipse(in: CGRect(x: 20, y: 20, width: 160, height: 160))
      ring.shape = RenderShape(
        path: circle, fillColor: nil, strokeColor: blue, lineWidth: 12, lineCap: .round, strokeEnd: p)

      var card = SyntheticScene.layer(
        id: 20, name: "card", frame: CGRect(x: 20, y: 270, width: 350, height: 220), background: orange,
        cornerRadius: 24)
      card.maskedCorners = 3
      card.masksToBounds = true
      var blur = SyntheticScene.layer(id: 21, name: "blur", frame: CGRect(x: 0, y: 110, width: 350, height: 110))
      blur.backdrop = RenderBackdrop(blurRadius: 20 * p, tint: RenderColor(red: 1, green: 1, blue: 1, alpha: 0.5 * p))
      card.sublayers = [
        SyntheticScene.label(id: 22, name: "card-title", frame: CGRect(x: 0, y: 20, width: 350, height: 60), text: "Blur fades in"),
        blur,
      ]

      var photo = SyntheticScene.layer(
        id: 30, name: "photo", frame: CGRect(x: 20, y: 510, width: 170, height: 170), background: green)
      var mask = SyntheticScene.layer(id: 31, name: "reveal", frame: CGRect(x: 0, y: 0, width: 170, height: 170))
      let r = 10 + 110 * p
      var disc = _PathData()
      disc.addEllipse(in: CGRect(x: 85 - r, y: 85 - r, width: 2 * r, height: 2 * r))
      mask.shape = RenderShape(path: disc, fillColor: black)
      photo.mask = [mask]

      // A captured "snapshot" shown by two tiles through their contentsRect, flipping away.
      let captured = screen(id: 40, name: "snapshot", title: "Tiles", color: .rgb(0xdcebff), frame: CGRect(x: 0, y: 0, width: 170, height: 170))
      let image = RenderImage(size: CGSize(width: 170, height: 170), scale: 2, content: .layers(captured))
      var tiles: [RenderLayer] = []
      for i in 0..<2 {
        var tile = SyntheticScene.layer(
          id: 50 + i, name: "tile-\(i)", frame: CGRect(x: 200, y: 510 + Double(i) * 85, width: 170, height: 85))
        tile.contents = RenderContents(
          image: image, contentsRect: CGRect(x: 0, y: Double(i) * 0.5, width: 1, height: 0.5), contentsScale: 2)
        tile.isDoubleSided = false
        let m = SyntheticScene.rotation(Double.pi * p, x: 0, y: 1, z: 0)
        tile.transform = m
        tiles.append(tile)
      }
      return SyntheticScene.layer(
        id: 1, name: "window", frame: bounds, background: white,
        sublayers: [ring, card, photo] + tiles)
    }
    return Timeline(
      name: "synthetic-drawing", title: "Shapes, masks, blur and snapshot tiles",
      summary:
        "A ring drawn by strokeEnd, a shape-mask reveal, top-only rounded corners, a blur fading in and snapshot tiles flipping away (not double-sided); hand-made frames.",
      viewportSize: size, frames: frames,
      events: [event(0, "animation", "ring", "strokeEnd", "0 → 1, 1 s ease-in-out")])
  }
}

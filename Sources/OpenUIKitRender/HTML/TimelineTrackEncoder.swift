import Foundation
import OpenQuartzCore

/// The compact form of a `Timeline` the HTML player decodes: per-layer property tracks.
///
/// Instead of every frame's full tree, each layer (by its stable `id`) is written once with,
/// for each property, the frames where its value changed: `[frame, value, frame, value, …]`. A
/// property that never changes costs one pair; a sliding card costs one transform per frame and
/// nothing else. The tree shape is a separate track of `[frame, [id, parentId, …]]` entries in
/// drawing order, written only when it changes. Values are CSS-ready, so the player's per-frame
/// work is a binary search per animated property and a style write when the value differs.
///
/// Property codes (values as the player applies them):
///
/// | code | value | CSS |
/// |---|---|---|
/// | `t` | `"matrix(…)"` or `"matrix3d(…)"` | `transform` (element space → parent element space) |
/// | `w`, `h` | bounds size | `width`, `height` in px |
/// | `o` | opacity | `opacity` |
/// | `v` | 1 shown, 0 hidden (or not double-sided and showing its back) | `display` |
/// | `b` | `"rgba(…)"` or `""` | `background-color` |
/// | `r` | corner radius, or `"a b c d"` (px, top-left, top-right, bottom-right, bottom-left) when `maskedCorners` leaves some corners square | `border-radius` |
/// | `c` | 1 masksToBounds, 0 not | `overflow` |
/// | `e` | `[width, "rgba(…)"]` or `0` | inset `outline` (CA borders sit inside the bounds, above sublayers) |
/// | `s` | `"drop-shadow(…)"` or `""` | `filter` |
/// | `k` | `"polygon(…)"`, `"path(…)"` or `""` | `clip-path` (the mask layer's outline, or a shape mask's filled path) |
/// | `x` | `[string, fontSize, bold, "rgba(…)", alignment]` or `0` | a text child |
/// | `p` | SVG markup of a shape layer's fill and trimmed stroke, or `""` | an `<svg>` child (element space) |
/// | `g` | SVG markup of the layer's contents image (see `SVGContents.swift`), or `""` | an `<svg>` child (element space) |
/// | `i` | `["linear-gradient(…)" / "radial-gradient(…)" / "conic-gradient(…)", scaleX, scaleY]` or `0` | a gradient layer's gradient: a 100 × 100 px child with that `background-image`, scaled to the bounds (CA's unit square), in a wrapper clipped to the border radius, below the contents |
/// | `f` | `[blurRadius, "rgba(…)"]` or `0` | `backdrop-filter: blur(…)` and the tint as a `background-image` over the background colour |
/// | `q` | SVG markup of the `shadowPath` shadow (offset, filled, blurred), or `""` (then `s` is `""`) | an `<svg>` child below every other child, with a child that paints `b` above it (the element's own background is then transparent, as CA draws the shadow below the background) |
/// | `m` | `{code: value}` or `0` | not drawn: the model values (`RenderLayer.model`) of the codes in `modelCodes` that differ from the drawn (presentation) ones while an animation runs, for the inspector |
///
/// Besides the layers: `fingers`, `[[frame, [x, y, …]], …]`, the touches down (viewport points)
/// from each frame where they change (an empty list: none), drawn as finger markers; and
/// `device`, `{radius, safe: [top, left, bottom, right], tree, layers}`: the device frame's own
/// layers (`DeviceFrame.overlay(for:)`: the status bar each frame asks for, the home indicator)
/// as tracks of their own, with the screen's corner radius and the device's safe-area insets,
/// drawn over the stage when the page's device frame is on (in the demo page an index into the
/// data's shared `devices` list, as most scenarios of one size have the same one).
///
/// `transform`: the row-vector `CATransform3D` written row-major *is* CSS's column-major
/// `matrix3d` (CSS maps column vectors, p′ = Mᵀ·p, and lists Mᵀ column by column), so
/// `matrix3d(m11, m12, m13, m14, m21, …, m44)`; perspective (`m34`, from a transform or the
/// parent's sublayerTransform) travels inside it. When the matrix is a plain 2D affine one it
/// is written `matrix(m11, m12, m21, m22, m41, m42)`.
package enum TimelineTrackEncoder {
  /// Decimal places of frame and event times: the rounding (≤ 5·10⁻¹⁰ s) stays far inside
  /// `Timeline.timeTolerance`, so the player picks the same frame for a time as `Timeline`.
  package static let timeDecimals = 9

  /// One timeline as the player's JSON object; `deviceReference`: write the device frame's
  /// tracks as that index into the page's shared `devices` list instead of inline.
  package static func json(for timeline: Timeline, deviceReference: Int? = nil) -> String {
    var builder = Builder()
    for (index, frame) in timeline.frames.enumerated() {
      builder.add(frame: frame, index: index)
    }
    var s = "{\"name\":"
    s.appendJSONString(timeline.name)
    s.append(",\"title\":")
    s.appendJSONString(timeline.title)
    s.append(",\"summary\":")
    s.appendJSONString(timeline.summary)
    s.append(",\"width\":")
    s.appendNumber(Double(timeline.viewportSize.width))
    s.append(",\"height\":")
    s.appendNumber(Double(timeline.viewportSize.height))
    s.append(",\"fps\":")
    s.append(String(timeline.framesPerSecond))
    s.append(",\"times\":[")
    for (i, frame) in timeline.frames.enumerated() {
      if i > 0 { s.append(",") }
      s.appendNumber(frame.time, decimals: timeDecimals)
    }
    s.append("],")
    appendTracks(of: builder, to: &s)
    // The device frame's own layers (status bar as each frame asks, home indicator): tracks of
    // their own, drawn over the stage when the page's device frame is on; or the index of the
    // shared copy in the page's `devices` list.
    s.append(",\"device\":")
    if let deviceReference { s.append(String(deviceReference)) } else { s.append(deviceJSON(for: timeline)) }
    // Fingers: [frame, [x, y, …]] where the touches down change (an empty list: none).
    s.append(",\"fingers\":[")
    var lastTouches: [CGPoint] = []
    var wroteFinger = false
    for (index, frame) in timeline.frames.enumerated() where frame.touches != lastTouches {
      if wroteFinger { s.append(",") }
      wroteFinger = true
      s.append("[")
      s.append(String(index))
      s.append(",[")
      for (k, p) in frame.touches.enumerated() {
        if k > 0 { s.append(",") }
        s.appendNumber(Double(p.x))
        s.append(",")
        s.appendNumber(Double(p.y))
      }
      s.append("]]")
      lastTouches = frame.touches
    }
    s.append("],\"events\":[")
    for (i, event) in timeline.events.enumerated() {
      if i > 0 { s.append(",") }
      s.append("[")
      s.appendNumber(event.time, decimals: timeDecimals)
      for field in [event.category, event.subject, event.name] {
        s.append(",")
        s.appendJSONString(field)
      }
      s.append(",")
      if let detail = event.detail { s.appendJSONString(detail) } else { s.append("null") }
      s.append("]")
    }
    s.append("]}")
    return s
  }

  /// The device frame of `timeline` as the player's `device` object: `{radius, safe, tree,
  /// layers}` (`DeviceFrame.overlay(for:)` per frame). Scenarios of one viewport size whose
  /// status bar never changes share the same text, so the page keeps one copy.
  package static func deviceJSON(for timeline: Timeline) -> String {
    let device = DeviceFrame.fitting(timeline.viewportSize)
    var builder = Builder()
    for (index, frame) in timeline.frames.enumerated() {
      var root = RenderLayer(id: DeviceFrame.firstID)
      root.name = "device frame"
      root.bounds = CGRect(origin: .zero, size: frame.size)
      root.position = CGPoint(x: frame.size.width / 2, y: frame.size.height / 2)
      root.sublayers = device.overlay(for: frame)
      builder.add(frame: RenderSnapshot(time: frame.time, size: frame.size, root: root), index: index)
    }
    let safe = device.safeAreaInsets
    var s = "{\"radius\":"
    s.appendNumber(device.screenCornerRadius)
    s.append(",\"safe\":[")
    s.append([safe.top, safe.left, safe.bottom, safe.right].map { String.number($0) }.joined(separator: ","))
    s.append("],")
    appendTracks(of: builder, to: &s)
    s.append("}")
    return s
  }

  /// `"tree":[…],"layers":[…]` of the tracks `builder` collected.
  private static func appendTracks(of builder: Builder, to s: inout String) {
    s.append("\"tree\":[")
    for (i, entry) in builder.trees.enumerated() {
      if i > 0 { s.append(",") }
      s.append("[")
      s.append(String(entry.frame))
      s.append(",[")
      s.append(entry.pairs.map(String.init).joined(separator: ","))
      s.append("]]")
    }
    s.append("],\"layers\":[")
    for (i, id) in builder.order.enumerated() {
      let track = builder.layers[id]!
      if i > 0 { s.append(",") }
      s.append("{\"id\":")
      s.append(String(id))
      s.append(",\"name\":")
      if let name = track.name { s.appendJSONString(name) } else { s.append("null") }
      s.append(",\"tracks\":{")
      var first = true
      for (j, code) in LayerState.codes.enumerated() {
        // A track the player does without while it stays empty (a layer without a shadow
        // path has no `q`), so pages of layers without one are unchanged.
        if LayerState.omittedWhenEmpty.contains(code), track.keys[j].count == 1, track.keys[j][0].value == "\"\"" {
          continue
        }
        if !first { s.append(",") }
        first = false
        s.append("\"\(code)\":[")
        for (k, key) in track.keys[j].enumerated() {
          if k > 0 { s.append(",") }
          s.append(String(key.frame))
          s.append(",")
          s.append(key.value)
        }
        s.append("]")
      }
      s.append("}}")
    }
    s.append("]")
  }

  /// Collects tracks frame by frame.
  private struct Builder {
    struct Key {
      var frame: Int
      var value: String
    }
    struct LayerTrack {
      var name: String?
      var keys: [[Key]] = Array(repeating: [], count: LayerState.codes.count)
    }
    var layers: [Int: LayerTrack] = [:]
    /// Layer ids in order of first appearance.
    var order: [Int] = []
    var trees: [(frame: Int, pairs: [Int])] = []

    mutating func add(frame: RenderSnapshot, index: Int) {
      var pairs: [Int] = []
      visit(frame.root, parent: nil, toViewport: .identity, frame: index, pairs: &pairs)
      if trees.last?.pairs != pairs {
        trees.append((index, pairs))
      }
    }

    /// Records `root` and its sublayers, parents first in drawing order. From an explicit
    /// stack, so a 100,000-deep tree needs no call stack (issue 12).
    mutating func visit(
      _ root: RenderLayer, parent rootParent: RenderLayer?, toViewport rootToViewport: PlaneMap, frame: Int,
      pairs: inout [Int]
    ) {
      var stack: [(layer: RenderLayer, parent: RenderLayer?, toViewport: PlaneMap)] = [(root, rootParent, rootToViewport)]
      while let (layer, parent, toViewport) = stack.popLast() {
        let accumulated = RenderGeometry.layerToParent(layer, parent: parent).planar.then(toViewport)
        pairs.append(layer.id)
        pairs.append(parent?.id ?? -1)
        if layers[layer.id] == nil {
          layers[layer.id] = LayerTrack(name: layer.name)
          order.append(layer.id)
        }
        let values = LayerState.values(
          of: layer, parent: parent, showsBack: !layer.isDoubleSided && accumulated.determinant < 0)
        for (i, value) in values.enumerated() where layers[layer.id]!.keys[i].last?.value != value {
          layers[layer.id]!.keys[i].append(Key(frame: frame, value: value))
        }
        for sublayer in layer.sublayers.reversed() {
          stack.append((sublayer, layer, accumulated))
        }
      }
    }
  }
}

/// One layer's player state as JSON fragments, in `codes` order.
package enum LayerState {
  package static let codes = ["t", "w", "h", "o", "v", "b", "r", "c", "e", "s", "k", "x", "p", "f", "g", "i", "q", "m"]
  /// Codes left out of a layer's tracks while their value is `""` throughout.
  package static let omittedWhenEmpty: Set<String> = ["q"]

  /// The codes whose model value the `m` track carries when it differs from the drawn one.
  package static let modelCodes = ["t", "w", "h", "o", "v", "b", "r", "e", "s"]

  /// - Parameter showsBack: the layer is not double-sided and faces away: not drawn.
  package static func values(of layer: RenderLayer, parent: RenderLayer?, showsBack: Bool = false) -> [String] {
    var result: [String] = []
    result.reserveCapacity(codes.count)
    var t = "\""
    t.append(cssTransform(RenderGeometry.elementToParent(layer, parent: parent)))
    t.append("\"")
    result.append(t)
    result.append(String.number(Double(layer.bounds.width)))
    result.append(String.number(Double(layer.bounds.height)))
    // A mask's alpha multiplies the layer, as its opacity does (RenderGeometry.maskAlpha).
    result.append(String.number(RenderGeometry.drawnOpacity(of: layer)))
    result.append(layer.isHidden || showsBack ? "0" : "1")
    result.append(quoted(layer.backgroundColor.map(\.cssRGBA) ?? ""))
    result.append(cssRadius(layer))
    result.append(layer.masksToBounds ? "1" : "0")
    if let color = layer.borderColor, layer.borderWidth > 0, color.alpha > 0 {
      result.append("[\(String.number(layer.borderWidth)),\(quoted(color.cssRGBA))]")
    } else {
      result.append("0")
    }
    result.append(quoted(cssShadow(layer)))
    result.append(quoted(layer.mask.first.map { cssClipPolygon(mask: $0, of: layer) } ?? ""))
    if let text = layer.text, !text.string.isEmpty {
      var x = "["
      x.appendJSONString(text.string)
      x.append(",")
      x.appendNumber(text.fontSize)
      x.append(text.isBold ? ",1," : ",0,")
      x.append(quoted(text.color.cssRGBA))
      x.append(",\"")
      x.append(text.alignment.rawValue)
      x.append("\"]")
      result.append(x)
    } else {
      result.append("0")
    }
    result.append(quoted(layer.shape.map { svgShapeMarkup($0, of: layer) } ?? ""))
    if let backdrop = layer.backdrop {
      result.append("[\(String.number(backdrop.blurRadius)),\(quoted(backdrop.tint.cssRGBA))]")
    } else {
      result.append("0")
    }
    result.append(quoted(SVGRenderer.contentsMarkup(of: layer, idPrefix: "l\(layer.id)-")))
    if let gradient = layer.gradient {
      let side = RenderGradient.cssSquare
      result.append(
        "[\(quoted(gradient.cssBackgroundImage)),\(String.number(Double(layer.bounds.width) / side, decimals: 5)),"
          + "\(String.number(Double(layer.bounds.height) / side, decimals: 5))]")
    } else {
      result.append("0")
    }
    result.append(quoted(svgShadowPathMarkup(of: layer)))
    result.append(modelValues(of: layer, parent: parent, presentation: result))
    return result
  }

  /// `{code: value}` of the model values (`RenderLayer.model`) that differ from the drawn
  /// ones, in the same CSS-ready form, or `0`.
  private static func modelValues(of layer: RenderLayer, parent: RenderLayer?, presentation: [String]) -> String {
    guard let model = layer.model else { return "0" }
    let values = LayerState.values(of: model, parent: parent)
    var s = ""
    for code in modelCodes {
      let i = codes.firstIndex(of: code)!
      guard values[i] != presentation[i] else { continue }
      s.append(s.isEmpty ? "{" : ",")
      s.append("\"\(code)\":")
      s.append(values[i])
    }
    return s.isEmpty ? "0" : s + "}"
  }

  /// A number for a uniform radius; per-corner CSS radii when some corners stay square.
  private static func cssRadius(_ layer: RenderLayer) -> String {
    let r = max(0, layer.cornerRadius)
    guard layer.maskedCorners & 15 != 15, r > 0 else { return String.number(r) }
    let m = layer.maskedCorners
    // CSS order: top-left, top-right, bottom-right, bottom-left.
    let bits: [UInt] = [1, 2, 8, 4]
    return quoted(bits.map { m & $0 != 0 ? String.number(r) + "px" : "0px" }.joined(separator: " "))
  }

  /// A layer's `shadowPath` shadow as an SVG path in element space: offset, filled with the
  /// shadow colour and blurred (CSS `blur` takes σ = shadowRadius, as the SVG renderer's
  /// `stdDeviation`); "" without a shadow path or a visible shadow colour.
  private static func svgShadowPathMarkup(of layer: RenderLayer) -> String {
    guard let path = layer.shadowPath, !path.isEmpty, let color = layer.shadowColor, layer.shadowOpacity > 0,
      color.alpha > 0
    else { return "" }
    var c = color
    c.alpha = min(max(color.alpha * layer.shadowOpacity, 0), 1)
    let toElement = PlaneMap(
      a: 1, b: 0, p: 0, c: 0, d: 1, q: 0,
      tx: Double(layer.shadowOffset.width - layer.bounds.origin.x),
      ty: Double(layer.shadowOffset.height - layer.bounds.origin.y), w: 1)
    var s = "<path d=\""
    s.appendPathData(path, map: toElement)
    s.append("\" fill=\"")
    s.append(c.cssRGBA)
    s.append("\" style=\"filter:blur(")
    s.appendNumber(max(0, layer.shadowRadius))
    s.append("px)\"/>")
    return s
  }

  /// The shape layer's fill and trimmed stroke as SVG elements in element space (the bounds
  /// origin moved to 0, 0), for an `<svg>` child with visible overflow.
  private static func svgShapeMarkup(_ shape: RenderShape, of layer: RenderLayer) -> String {
    let toElement = PlaneMap(
      a: 1, b: 0, p: 0, c: 0, d: 1, q: 0,
      tx: -Double(layer.bounds.origin.x), ty: -Double(layer.bounds.origin.y), w: 1)
    var s = ""
    if shape.fills, let fill = shape.fillColor {
      s.append("<path d=\"")
      s.appendPathData(shape.path, map: toElement)
      s.append("\" fill=\"")
      s.append(fill.cssRGBA)
      s.append(shape.evenOdd ? "\" fill-rule=\"evenodd\"/>" : "\"/>")
    }
    if shape.strokes, let stroke = shape.strokeColor {
      let trimmed = shape.strokedPath
      if !trimmed.isEmpty {
        s.append("<path d=\"")
        s.appendPathData(trimmed, map: toElement)
        s.append("\" fill=\"none\" stroke=\"")
        s.append(stroke.cssRGBA)
        s.append("\" stroke-width=\"")
        s.appendNumber(shape.lineWidth)
        s.append("\" stroke-linecap=\"")
        s.append(shape.lineCap.rawValue)
        s.append("\" stroke-linejoin=\"")
        s.append(shape.lineJoin.rawValue)
        s.append("\" stroke-miterlimit=\"")
        s.appendNumber(max(shape.miterLimit, 1))
        s.append("\"")
        if shape.dashPattern.contains(where: { $0 > 0 }) {
          s.append(" stroke-dasharray=\"")
          s.append(shape.dashPattern.map { String.number(max($0, 0)) }.joined(separator: " "))
          s.append("\" stroke-dashoffset=\"")
          s.appendNumber(shape.dashPhase)
          s.append("\"")
        }
        s.append("/>")
      }
    }
    return s
  }

  private static func quoted(_ plain: String) -> String {
    var s = ""
    s.appendJSONString(plain)
    return s
  }

  /// `matrix(…)` for a 2D affine matrix, else `matrix3d(…)` (row-major = CSS column-major).
  package static func cssTransform(_ m: RenderMatrix) -> String {
    let is2D =
      m.m13 == 0 && m.m14 == 0 && m.m23 == 0 && m.m24 == 0 && m.m31 == 0 && m.m32 == 0
      && m.m33 == 1 && m.m34 == 0 && m.m43 == 0 && m.m44 == 1
    var s = ""
    if is2D {
      s.append("matrix(")
      for (i, v) in [m.m11, m.m12, m.m21, m.m22].enumerated() {
        if i > 0 { s.append(",") }
        s.appendNumber(v, decimals: 5)
      }
      s.append(",")
      s.appendNumber(m.m41)
      s.append(",")
      s.appendNumber(m.m42)
    } else {
      s.append("matrix3d(")
      for (i, v) in m.elements.enumerated() {
        if i > 0 { s.append(",") }
        // Perspective terms are ~1/500…1/2000: they need more places than the rest.
        s.appendNumber(v, decimals: i == 3 || i == 7 || i == 11 ? 6 : (i >= 12 ? 3 : 5))
      }
    }
    s.append(")")
    return s
  }

  /// CSS `drop-shadow` (blur = 2 × shadowRadius, the CSS blur being 2σ); none under
  /// masksToBounds, where Core Animation's clip removes the shadow.
  private static func cssShadow(_ layer: RenderLayer) -> String {
    guard let color = layer.shadowColor, layer.shadowOpacity > 0, color.alpha > 0,
      !layer.masksToBounds, layer.shadowPath == nil
    else { return "" }
    var c = color
    c.alpha = min(max(color.alpha * layer.shadowOpacity, 0), 1)
    var s = "drop-shadow("
    s.appendNumber(Double(layer.shadowOffset.width))
    s.append("px ")
    s.appendNumber(Double(layer.shadowOffset.height))
    s.append("px ")
    s.appendNumber(2 * max(0, layer.shadowRadius))
    s.append("px ")
    s.append(c.cssRGBA)
    s.append(")")
    return s
  }

  /// The mask layer's (rounded) outline in the masked element's space, as a clip polygon.
  private static func cssClipPolygon(mask: RenderLayer, of layer: RenderLayer) -> String {
    guard !mask.isHidden else { return "" }
    let map = RenderGeometry.layerToParent(mask, parent: nil).planar
      .then(
        PlaneMap(
          a: 1, b: 0, p: 0, c: 0, d: 1, q: 0,
          tx: -Double(layer.bounds.origin.x), ty: -Double(layer.bounds.origin.y), w: 1))
    if let shape = mask.shape {
      // A shape mask shows its filled area; a clear fill shows nothing.
      guard shape.fills else { return "polygon(0px 0px)" }
      var s = shape.evenOdd ? "path(evenodd,'" : "path('"
      s.appendPathData(shape.path, map: map)
      s.append("')")
      return s
    }
    if mask.maskedCorners & 15 != 15 && mask.cornerRadius > 0 {
      let b = mask.bounds
      var s = "path('"
      s.appendPathData(
        PathText.roundedRect(
          x: Double(b.origin.x), y: Double(b.origin.y), width: Double(b.width), height: Double(b.height),
          radius: mask.cornerRadius, maskedCorners: mask.maskedCorners),
        map: map)
      s.append("')")
      return s
    }
    let b = mask.bounds
    let points = RoundedRectOutline.points(
      x: Double(b.origin.x), y: Double(b.origin.y), width: Double(b.width),
      height: Double(b.height), radius: mask.cornerRadius)
    var s = "polygon("
    for (i, point) in points.enumerated() {
      if i > 0 { s.append(",") }
      let p = map.apply(point.x, point.y)
      s.appendNumber(p.x)
      s.append("px ")
      s.appendNumber(p.y)
      s.append("px")
    }
    s.append(")")
    return s
  }
}

import Foundation
import OpenQuartzCore

/// Draws one `RenderSnapshot` as SVG text.
///
/// **Structure.** One `<g>` per layer, nested like the layer tree, in the model's order (which
/// is already sorted by zPosition). Inside a layer's group, in Core Animation's drawing order:
/// shadow (a filter on the group), background, text, sublayers, border (CA draws the border
/// above the sublayers). Hidden layers and their sublayers are skipped; a layer that draws
/// nothing and has no sublayers is left out.
///
/// **Transforms.** A group's `transform` maps the layer's bounds space into its superlayer's
/// bounds space: `T(−bounds.origin − anchorPoint·size) · transform · T(position, zPosition)`
/// and the superlayer's `sublayerTransform` about its anchor point (see `RenderGeometry`).
/// The 3D matrix is flattened, as Core Animation flattens every non-3D layer; what is left on
/// the plane z = 0 is a 2D projective map. When it is affine (always, unless a perspective
/// term — `m34` in a transform or sublayerTransform — meets a rotation out of the plane) it is
/// written as `translate(x,y)` or `matrix(a,b,c,d,e,f)` with `a=m11 b=m12 c=m21 d=m22 e=m41
/// f=m42`. When it is projective, SVG cannot express it, so that layer and all its sublayers are
/// drawn in the nearest affine ancestor's space with *projected geometry*: each rectangle is a
/// `<path>` through its four projected corners (exact: a projective map keeps straight lines
/// straight), rounded corners are sampled (`RoundedRectOutline`) and every sample projected,
/// the border is the even-odd ring between the outer and inner outlines, clips use the same
/// projected outlines, and text is placed with the affine map that agrees with the projection
/// at three corners of the text layer's bounds (an approximation; text is not warped).
///
/// **Styles.** Opacity is group opacity (`allowsGroupOpacity`). Backgrounds are `<rect>` with
/// `rx` = cornerRadius clamped to half the shorter side. Borders are strokes inset by half the
/// border width (CA draws borders inside the bounds). `masksToBounds` clips the group to its
/// (rounded) bounds; the clip also cuts the shadow, as in Core Animation. A `mask` layer is
/// applied as a clip to its (rounded) bounds or filled path, its alpha (opacity times its fill
/// or background alpha, `RenderGeometry.maskAlpha`) multiplying the group opacity. Shadows are `feDropShadow`
/// with the shadow offset, `stdDeviation` = shadowRadius (CA's shadowRadius behaves like a
/// Gaussian σ: designers' tools export "blur = 2 × shadowRadius", and CSS blur = 2σ), colour
/// and colour alpha × shadowOpacity; a layer with a `shadowPath` instead draws that path,
/// offset, filled with the shadow colour and blurred (`feGaussianBlur`), below its content
/// (inside its clips), even when it draws nothing else. Text is `<text>` centred vertically in the bounds
/// (UILabel's placement), anchored start / middle / end by alignment. A gradient layer's
/// gradient fills the (rounded) bounds above the background (see `SVGGradient.swift`).
///
/// **Indentation.** One space per level of nesting, at most `SVGWriter.maximumIndent`.
///
/// **Determinism.** Numbers have fixed precision (4 decimals for matrix scale/rotation terms,
/// 3 elsewhere) with trailing zeros dropped; ids are `clip-<layer id>`, `mask-<layer id>`,
/// `gradient-<layer id>` and `shadow-<layer id>` behind `Options.idPrefix`; nothing depends on time or hashing.
package struct SVGRenderer: Sendable {
  package struct Options: Sendable, Hashable {
    /// Put before every id, so several SVGs can share one HTML document.
    package var idPrefix = ""
    /// `font-family` of the document (no font files are referenced).
    package var fontFamily = "Helvetica, Arial, 'DejaVu Sans', sans-serif"
    /// Write `data-name` with the layer's name on its group.
    package var includesLayerNames = true
    package init() {}
  }

  package var options: Options

  package init(options: Options = Options()) {
    self.options = options
  }

  package func render(_ snapshot: RenderSnapshot) -> String {
    var writer = SVGWriter(options: options, capacity: 1024 + 256 * snapshot.root.sublayers.count)
    let w = Double(snapshot.size.width)
    let h = Double(snapshot.size.height)
    writer.out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
    writer.out.appendNumber(w)
    writer.out.append("\" height=\"")
    writer.out.appendNumber(h)
    writer.out.append("\" viewBox=\"0 0 ")
    writer.out.appendNumber(w)
    writer.out.append(" ")
    writer.out.appendNumber(h)
    writer.out.append("\" font-family=\"")
    writer.out.appendXMLEscaped(options.fontFamily)
    writer.out.append("\">\n")
    writer.layer(snapshot.root, parent: nil, projection: nil, toViewport: .identity, depth: 1)
    writer.out.append("</svg>\n")
    return writer.out.string
  }
}

/// The SVG writer's state: the output and the options. One per `render` call.
struct SVGWriter {
  var out: ByteText
  /// Id prefix; images drawn inside contents extend it so their ids stay unique.
  var prefix: String
  let names: Bool

  init(options: SVGRenderer.Options, capacity: Int) {
    out = ByteText(capacity: capacity)
    prefix = options.idPrefix
    names = options.includesLayerNames
  }

  /// ` name="url(#<prefix><kind>-<id>)"`
  mutating func appendReference(_ attribute: String, kind: String, id: Int) {
    out.append(attribute)
    out.append("=\"url(#")
    out.append(prefix)
    out.append(kind)
    out.appendInteger(id)
    out.append(")\"")
  }

  /// `<element id="<prefix><kind>-<id>"`
  mutating func appendOpening(_ element: String, kind: String, id: Int) {
    out.append(element)
    out.append(" id=\"")
    out.append(prefix)
    out.append(kind)
    out.appendInteger(id)
    out.append("\"")
  }

  /// Writes `layer` and its sublayers. Depth-first from an explicit stack of open groups, so a
  /// 100,000-deep tree needs no call stack (issue 12).
  /// - Parameter projection: `nil` while every ancestor was affine (the current SVG user space
  ///   is the parent's bounds space); otherwise the map from the parent's bounds space into the
  ///   current user space.
  /// - Parameter toViewport: the map from the parent's bounds space to the viewport (for the
  ///   facing test of layers that are not double-sided).
  mutating func layer(
    _ layer: RenderLayer, parent: RenderLayer?, projection: PlaneMap?, toViewport: PlaneMap, depth: Int
  ) {
    guard let root = openGroup(layer, parent: parent, projection: projection, toViewport: toViewport, depth: depth)
    else { return }
    var stack = [root]
    while let top = stack.indices.last {
      let group = stack[top]
      guard group.next < group.layer.sublayers.count else {
        closeGroup(stack.removeLast())
        continue
      }
      stack[top].next += 1
      let sublayer = group.layer.sublayers[group.next]
      if let child = openGroup(
        sublayer, parent: group.layer, projection: group.map, toViewport: group.accumulated, depth: group.inner)
      {
        stack.append(child)
      }
    }
  }

  /// A layer's group whose sublayers are being written: what `closeGroup` needs to finish it.
  struct OpenGroup {
    let layer: RenderLayer
    /// nil: the group has the layer's transform; else the map every shape goes through.
    let map: PlaneMap?
    /// The map from the layer's bounds space to the viewport.
    let accumulated: PlaneMap
    let border: RenderColor?
    let hasMask: Bool
    let depth: Int
    /// The depth of the group's content (one more inside the mask's group).
    let inner: Int
    /// The next sublayer to write.
    var next = 0
  }

  /// Writes the layer's group up to its sublayers (defs, the opening tags, backdrop,
  /// background, gradient, contents, shape, text); nil when the layer draws nothing.
  mutating func openGroup(
    _ layer: RenderLayer, parent: RenderLayer?, projection: PlaneMap?, toViewport: PlaneMap, depth: Int
  ) -> OpenGroup? {
    guard !layer.isHidden else { return nil }
    let local = RenderGeometry.layerToParent(layer, parent: parent).planar
    let accumulated = local.then(toViewport)
    // Not double-sided and showing its back (the map reverses orientation): not drawn.
    if !layer.isDoubleSided && accumulated.determinant < 0 { return nil }
    // nil: the group gets `local` as its transform and draws in the layer's bounds space.
    // non-nil: the group has no transform and every shape goes through `map`.
    let map: PlaneMap? =
      if let projection { local.then(projection) } else if local.isAffine { nil } else { local }

    let background = layer.backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil }
    let border = layer.borderColor.flatMap { $0.alpha > 0 && layer.borderWidth > 0 ? $0 : nil }
    let text = layer.text.flatMap { $0.string.isEmpty ? nil : $0 }
    let shape = layer.shape.flatMap { $0.fills || $0.strokes ? $0 : nil }
    let gradient = layer.gradient
    let backdrop = layer.backdrop
    let shadowColor = layer.shadowColor.flatMap {
      $0.alpha > 0 && layer.shadowOpacity > 0 ? $0 : nil
    }
    // A shadow path casts its shadow whether or not the layer draws anything.
    let shadowPath = shadowColor == nil ? nil : layer.shadowPath.flatMap { $0.isEmpty ? nil : $0 }
    guard
      background != nil || border != nil || text != nil || !layer.sublayers.isEmpty || shape != nil
        || backdrop != nil || layer.contents != nil || gradient != nil || shadowPath != nil
    else {
      return nil
    }
    let corners = layer.maskedCorners
    let mask = layer.mask.first { !$0.isHidden }
    let id = layer.id
    let b = layer.bounds
    let bx = Double(b.origin.x)
    let by = Double(b.origin.y)
    let bw = Double(b.width)
    let bh = Double(b.height)

    indent(depth)
    if layer.masksToBounds || mask != nil || shadowColor != nil {
      out.append("<defs>")
      if layer.masksToBounds {
        appendOpening("<clipPath", kind: "clip-", id: id)
        out.append(">")
        appendShape(
          x: bx, y: by, width: bw, height: bh, radius: layer.cornerRadius, corners: corners, map: map)
        out.append("/></clipPath>")
      }
      if let mask {
        appendOpening("<clipPath", kind: "mask-", id: id)
        out.append(">")
        appendMaskShape(mask, map: map)
        out.append("</clipPath>")
      }
      if shadowPath != nil {
        // The path's own blur; the path is drawn offset and filled with the shadow colour.
        appendOpening("<filter", kind: "shadow-", id: id)
        out.append(" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">")
        out.append("<feGaussianBlur stdDeviation=\"")
        out.appendNumber(max(0, layer.shadowRadius))
        out.append("\"/></filter>")
      } else if let shadowColor {
        appendOpening("<filter", kind: "shadow-", id: id)
        out.append(" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">")
        out.append("<feDropShadow dx=\"")
        out.appendNumber(Double(layer.shadowOffset.width))
        out.append("\" dy=\"")
        out.appendNumber(Double(layer.shadowOffset.height))
        out.append("\" stdDeviation=\"")
        out.appendNumber(max(0, layer.shadowRadius))
        out.append("\" flood-color=\"")
        out.appendHexRGB(shadowColor)
        out.append("\" flood-opacity=\"")
        out.appendNumber(min(max(shadowColor.alpha * layer.shadowOpacity, 0), 1))
        out.append("\"/></filter>")
      }
      out.append("</defs>\n")
      indent(depth)
    }

    out.append("<g")
    if names, let name = layer.name {
      out.append(" data-name=\"")
      out.appendXMLEscaped(name)
      out.append("\"")
    }
    if map == nil {
      appendTransformAttribute(local)
    }
    let opacity = RenderGeometry.drawnOpacity(of: layer)
    if opacity < 1 {
      out.append(" opacity=\"")
      out.appendNumber(opacity)
      out.append("\"")
    }
    if layer.masksToBounds { appendReference(" clip-path", kind: "clip-", id: id) }
    if shadowColor != nil && shadowPath == nil { appendReference(" filter", kind: "shadow-", id: id) }
    out.append(">\n")
    if mask != nil {
      indent(depth + 1)
      out.append("<g")
      appendReference(" clip-path", kind: "mask-", id: id)
      out.append(">\n")
    }

    // Content sits one level deeper inside the mask's group.
    let inner = mask != nil ? depth + 2 : depth + 1
    if let shadowPath, let shadowColor {
      // Below everything the layer draws, clipped by its mask and masksToBounds as the shadow
      // of its alpha is.
      let dx = layer.shadowOffset.width
      let dy = layer.shadowOffset.height
      indent(inner)
      out.append("<path d=\"")
      out.appendPathData(shadowPath.mapPoints { CGPoint(x: $0.x + dx, y: $0.y + dy) }, map: map)
      out.append("\" fill=\"")
      out.appendHexRGB(shadowColor)
      out.append("\" fill-opacity=\"")
      out.appendNumber(min(max(shadowColor.alpha * layer.shadowOpacity, 0), 1))
      out.append("\"")
      appendReference(" filter", kind: "shadow-", id: id)
      out.append("/>\n")
    }
    if let backdrop {
      // SVG cannot filter what lies behind an element: the backdrop is its tint over the
      // bounds, the blur radius kept as data (the HTML player blurs with backdrop-filter).
      indent(inner)
      appendShape(
        x: bx, y: by, width: bw, height: bh, radius: layer.cornerRadius, corners: corners, map: map)
      appendPaint("fill", backdrop.tint)
      out.append(" data-backdrop-blur=\"")
      out.appendNumber(backdrop.blurRadius)
      out.append("\"/>\n")
    }
    if let background {
      indent(inner)
      appendShape(
        x: bx, y: by, width: bw, height: bh, radius: layer.cornerRadius, corners: corners, map: map)
      appendPaint("fill", background)
      out.append("/>\n")
    }
    if let gradient {
      appendGradient(gradient, of: layer, map: map, depth: inner)
    }
    if let contents = layer.contents {
      appendContents(contents, of: layer, map: map, depth: inner)
    }
    if let shape {
      appendShapeLayerPaths(shape, map: map, depth: inner)
    }
    if let text {
      appendText(text, x: bx, y: by, width: bw, height: bh, map: map, depth: inner)
    }
    return OpenGroup(
      layer: layer, map: map, accumulated: accumulated, border: border, hasMask: mask != nil, depth: depth,
      inner: inner)
  }

  /// Finishes a group after its sublayers: the border (above them, as Core Animation draws it)
  /// and the closing tags.
  mutating func closeGroup(_ group: OpenGroup) {
    if let border = group.border {
      indent(group.inner)
      appendBorder(group.layer, color: border, map: group.map)
    }
    if group.hasMask {
      indent(group.depth + 1)
      out.append("</g>\n")
    }
    indent(group.depth)
    out.append("</g>\n")
  }

  // MARK: Pieces

  /// Groups deeper than this are indented as much as this, so the text of a deep tree stays
  /// linear in its size (a 100,000-deep chain would otherwise need 10^10 spaces).
  static let maximumIndent = 100

  mutating func indent(_ depth: Int) {
    for _ in 0..<min(depth, Self.maximumIndent) { out.appendASCII(32) }
  }

  mutating func appendPaint(_ attribute: String, _ color: RenderColor) {
    out.append(" ")
    out.append(attribute)
    out.append("=\"")
    out.appendHexRGB(color)
    out.append("\"")
    if color.alpha < 1 {
      out.append(" ")
      out.append(attribute)
      out.append("-opacity=\"")
      out.appendNumber(max(color.alpha, 0))
      out.append("\"")
    }
  }

  /// ` transform="…"` for an affine map, nothing for the identity.
  mutating func appendTransformAttribute(_ m: PlaneMap) {
    if m.isTranslation {
      guard m.tx != 0 || m.ty != 0 else { return }
      out.append(" transform=\"translate(")
      out.appendNumber(m.tx)
      out.append(",")
      out.appendNumber(m.ty)
      out.append(")\"")
    } else {
      out.append(" transform=\"matrix(")
      appendMatrixArguments(m)
      out.append(")\"")
    }
  }

  mutating func appendMatrixArguments(_ m: PlaneMap) {
    out.appendNumber(m.a, decimals: 4)
    out.append(",")
    out.appendNumber(m.b, decimals: 4)
    out.append(",")
    out.appendNumber(m.c, decimals: 4)
    out.append(",")
    out.appendNumber(m.d, decimals: 4)
    out.append(",")
    out.appendNumber(m.tx)
    out.append(",")
    out.appendNumber(m.ty)
  }

  /// An open `<rect …` (affine) or `<path d="…"` (projected); the caller adds paint and `/>`.
  mutating func appendShape(
    x: Double, y: Double, width: Double, height: Double, radius: Double, corners: UInt = 15,
    map: PlaneMap?
  ) {
    if corners & 15 != 15 && radius > 0 && width > 0 && height > 0 {
      // Only some corners rounded (maskedCorners): a path through the outline.
      out.append("<path d=\"")
      out.appendPathData(
        PathText.roundedRect(x: x, y: y, width: width, height: height, radius: radius, maskedCorners: corners),
        map: map)
      out.append("\"")
      return
    }
    if let map {
      out.append("<path d=\"")
      appendOutline(x: x, y: y, width: width, height: height, radius: radius, map: map)
      out.append("\"")
      return
    }
    out.append("<rect x=\"")
    out.appendNumber(x)
    out.append("\" y=\"")
    out.appendNumber(y)
    out.append("\" width=\"")
    out.appendNumber(max(width, 0))
    out.append("\" height=\"")
    out.appendNumber(max(height, 0))
    out.append("\"")
    let r = max(0, min(radius, width / 2, height / 2))
    if r > 0 {
      out.append(" rx=\"")
      out.appendNumber(r)
      out.append("\"")
    }
  }

  /// `M x y L x y … Z` through the projected rounded-rectangle outline.
  mutating func appendOutline(
    x: Double, y: Double, width: Double, height: Double, radius: Double, map: PlaneMap
  ) {
    let points = RoundedRectOutline.points(x: x, y: y, width: width, height: height, radius: radius)
    for (i, point) in points.enumerated() {
      let p = map.apply(point.x, point.y)
      out.append(i == 0 ? "M" : "L")
      out.appendNumber(p.x)
      out.append(" ")
      out.appendNumber(p.y)
    }
    out.append("Z")
  }

  mutating func appendMaskShape(_ mask: RenderLayer, map: PlaneMap?) {
    let maskMap = RenderGeometry.layerToParent(mask, parent: nil).planar
    if let shape = mask.shape {
      // A shape layer masks with its filled area (a clear fill shows nothing).
      guard shape.fills else { return }
      out.append("<path d=\"")
      if map == nil && maskMap.isAffine {
        out.appendPathData(shape.path)
        out.append("\"")
        appendTransformAttribute(maskMap)
      } else {
        out.appendPathData(shape.path, map: map.map { maskMap.then($0) } ?? maskMap)
        out.append("\"")
      }
      if shape.evenOdd { out.append(" clip-rule=\"evenodd\"") }
      out.append("/>")
      return
    }
    let b = mask.bounds
    let x = Double(b.origin.x)
    let y = Double(b.origin.y)
    let w = Double(b.width)
    let h = Double(b.height)
    if map == nil && maskMap.isAffine {
      appendShape(
        x: x, y: y, width: w, height: h, radius: mask.cornerRadius, corners: mask.maskedCorners, map: nil)
      appendTransformAttribute(maskMap)
    } else {
      let full = map.map { maskMap.then($0) } ?? maskMap
      appendShape(
        x: x, y: y, width: w, height: h, radius: mask.cornerRadius, corners: mask.maskedCorners, map: full)
    }
    out.append("/>")
  }

  mutating func appendBorder(_ layer: RenderLayer, color: RenderColor, map: PlaneMap?) {
    let b = layer.bounds
    let x = Double(b.origin.x)
    let y = Double(b.origin.y)
    let w = Double(b.width)
    let h = Double(b.height)
    let bw = min(layer.borderWidth, w / 2, h / 2)
    if layer.maskedCorners & 15 != 15 && layer.cornerRadius > 0 {
      // The ring between the outline and the outline inset by the border width.
      out.append("<path d=\"")
      out.appendPathData(
        PathText.roundedRect(
          x: x, y: y, width: w, height: h, radius: layer.cornerRadius, maskedCorners: layer.maskedCorners),
        map: map)
      out.appendPathData(
        PathText.roundedRect(
          x: x + bw, y: y + bw, width: w - 2 * bw, height: h - 2 * bw, radius: max(0, layer.cornerRadius - bw),
          maskedCorners: layer.maskedCorners),
        map: map)
      out.append("\" fill-rule=\"evenodd\"")
      appendPaint("fill", color)
      out.append("/>\n")
      return
    }
    if let map {
      // The ring between the outline and the outline inset by the border width, exact under
      // the projection (a projected stroke would have the wrong width).
      out.append("<path d=\"")
      appendOutline(x: x, y: y, width: w, height: h, radius: layer.cornerRadius, map: map)
      appendOutline(
        x: x + bw, y: y + bw, width: w - 2 * bw, height: h - 2 * bw,
        radius: max(0, layer.cornerRadius - bw), map: map)
      out.append("\" fill-rule=\"evenodd\"")
      appendPaint("fill", color)
      out.append("/>\n")
      return
    }
    appendShape(
      x: x + bw / 2, y: y + bw / 2, width: w - bw, height: h - bw,
      radius: max(0, layer.cornerRadius - bw / 2), map: nil)
    out.append(" fill=\"none\"")
    appendPaint("stroke", color)
    out.append(" stroke-width=\"")
    out.appendNumber(bw)
    out.append("\"/>\n")
  }

  /// A shape layer's fill, then its stroke trimmed to strokeStart…strokeEnd.
  mutating func appendShapeLayerPaths(_ shape: RenderShape, map: PlaneMap?, depth: Int) {
    if shape.fills, let fill = shape.fillColor {
      indent(depth)
      out.append("<path d=\"")
      out.appendPathData(shape.path, map: map)
      out.append("\"")
      appendPaint("fill", fill)
      if shape.evenOdd { out.append(" fill-rule=\"evenodd\"") }
      out.append("/>\n")
    }
    if shape.strokes, let stroke = shape.strokeColor {
      let stroked = shape.strokedPath
      guard !stroked.isEmpty else { return }
      indent(depth)
      out.append("<path d=\"")
      out.appendPathData(stroked, map: map)
      out.append("\" fill=\"none\"")
      appendPaint("stroke", stroke)
      out.append(" stroke-width=\"")
      out.appendNumber(shape.lineWidth)
      out.append("\"")
      if shape.lineCap != .butt {
        out.append(" stroke-linecap=\"")
        out.append(shape.lineCap.rawValue)
        out.append("\"")
      }
      if shape.lineJoin != .miter {
        out.append(" stroke-linejoin=\"")
        out.append(shape.lineJoin.rawValue)
        out.append("\"")
      } else if shape.miterLimit != 4 {
        out.append(" stroke-miterlimit=\"")
        out.appendNumber(max(shape.miterLimit, 1))
        out.append("\"")
      }
      if !shape.dashPattern.isEmpty, shape.dashPattern.contains(where: { $0 > 0 }) {
        out.append(" stroke-dasharray=\"")
        for (i, v) in shape.dashPattern.enumerated() {
          if i > 0 { out.append(" ") }
          out.appendNumber(max(v, 0))
        }
        out.append("\"")
        if shape.dashPhase != 0 {
          out.append(" stroke-dashoffset=\"")
          out.appendNumber(shape.dashPhase)
          out.append("\"")
        }
      }
      out.append("/>\n")
    }
  }

  mutating func appendText(
    _ text: RenderText, x: Double, y: Double, width: Double, height: Double, map: PlaneMap?,
    depth: Int
  ) {
    var transform: PlaneMap? = nil
    if let map {
      // The affine map that agrees with the projection at three corners of the bounds.
      guard width > 0, height > 0 else { return }
      let p0 = map.apply(x, y)
      let p1 = map.apply(x + width, y)
      let p2 = map.apply(x, y + height)
      let a = (p1.x - p0.x) / width
      let b = (p1.y - p0.y) / width
      let c = (p2.x - p0.x) / height
      let d = (p2.y - p0.y) / height
      transform = PlaneMap(
        a: a, b: b, p: 0, c: c, d: d, q: 0, tx: p0.x - a * x - c * y, ty: p0.y - b * x - d * y, w: 1
      )
    }
    let anchorX: Double
    let anchor: String?
    switch text.alignment {
    case .center: (anchorX, anchor) = (x + width / 2, "middle")
    case .right: (anchorX, anchor) = (x + width, "end")
    case .left, .natural, .justified: (anchorX, anchor) = (x, nil)
    }
    let lines = text.string.split(separator: "\n", omittingEmptySubsequences: false)
    let lineHeight = 1.2 * text.fontSize
    let firstY = y + height / 2 - Double(lines.count - 1) / 2 * lineHeight

    indent(depth)
    out.append("<text x=\"")
    out.appendNumber(anchorX)
    out.append("\" y=\"")
    out.appendNumber(firstY)
    out.append("\" font-size=\"")
    out.appendNumber(text.fontSize)
    out.append("\"")
    if text.isBold { out.append(" font-weight=\"bold\"") }
    appendPaint("fill", text.color)
    if let anchor {
      out.append(" text-anchor=\"")
      out.append(anchor)
      out.append("\"")
    }
    out.append(" dominant-baseline=\"central\"")
    if let transform { appendTransformAttribute(transform) }
    out.append(">")
    if lines.count == 1 {
      out.appendXMLEscaped(text.string)
    } else {
      for (i, line) in lines.enumerated() {
        out.append("<tspan x=\"")
        out.appendNumber(anchorX)
        out.append("\" y=\"")
        out.appendNumber(firstY + Double(i) * lineHeight)
        out.append("\">")
        out.appendXMLEscaped(String(line))
        out.append("</tspan>")
      }
    }
    out.append("</text>\n")
  }
}

import Foundation

#if !canImport(Darwin)
/// A drawing destination (Core Graphics' `CGContext`). Here every drawing call is recorded as
/// render-model layers in the context's user space, so an image made from the context
/// (`UIGraphicsImageRenderer`) holds exactly what was drawn, at any resolution.
///
/// The graphics state holds the current transform (`ctm`), fill and stroke colours, line
/// width and the current path; `saveGState()`/`restoreGState()` push and pop it.
public final class CGContext {
  private struct GState {
    var ctm = CGAffineTransform.identity
    var fillColor = CGColor(gray: 0, alpha: 1)
    var strokeColor = CGColor(gray: 0, alpha: 1)
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
  }

  /// The size of the drawing area in points.
  package let _size: CGSize
  /// What has been drawn, back to front, in the context's base space.
  package private(set) var _layers: [RenderLayer] = []
  private var state = GState()
  private var saved: [GState] = []
  private var path = _PathData()
  /// Ids of recorded layers (negative: never a live layer's id).
  private var nextLayerID = -1

  package init(_size: CGSize) { self._size = _size }

  // MARK: Graphics state

  public var ctm: CGAffineTransform { state.ctm }

  public func saveGState() { saved.append(state) }

  public func restoreGState() {
    if let last = saved.popLast() { state = last }
  }

  public func translateBy(x tx: CGFloat, y ty: CGFloat) {
    state.ctm = CGAffineTransform(translationX: tx, y: ty).concatenating(state.ctm)
  }

  public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
    state.ctm = CGAffineTransform(scaleX: sx, y: sy).concatenating(state.ctm)
  }

  public func rotate(by angle: CGFloat) {
    state.ctm = CGAffineTransform(rotationAngle: angle).concatenating(state.ctm)
  }

  public func concatenate(_ transform: CGAffineTransform) {
    state.ctm = transform.concatenating(state.ctm)
  }

  public func setFillColor(_ color: CGColor) { state.fillColor = color }
  public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
  public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
  public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
  public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }

  // MARK: Paths

  public func beginPath() { path = _PathData() }

  public func addPath(_ path: CGPath) { self.path.elements += path._data.elements }

  public func addRect(_ rect: CGRect) {
    path.addRoundedRect(rect, radii: .zero, corners: (false, false, false, false))
  }

  public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect) }

  public func move(to point: CGPoint) { path.elements.append(.move(point)) }

  public func addLine(to point: CGPoint) {
    guard path.currentPoint != nil else { return }
    path.elements.append(.line(point))
  }

  public func closePath() {
    guard !path.isEmpty else { return }
    path.elements.append(.close)
  }

  /// Fills the current path and clears it.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    _paint(path, fill: true, evenOdd: rule == .evenOdd)
    path = _PathData()
  }

  /// Strokes the current path and clears it.
  public func strokePath() {
    _paint(path, fill: false, evenOdd: false)
    path = _PathData()
  }

  public func fill(_ rect: CGRect) {
    var p = _PathData()
    p.addRoundedRect(rect, radii: .zero, corners: (false, false, false, false))
    _paint(p, fill: true, evenOdd: false)
  }

  public func fill(_ rects: [CGRect]) { for r in rects { fill(r) } }

  public func stroke(_ rect: CGRect) {
    var p = _PathData()
    p.addRoundedRect(rect, radii: .zero, corners: (false, false, false, false))
    _paint(p, fill: false, evenOdd: false)
  }

  public func fillEllipse(in rect: CGRect) {
    var p = _PathData()
    p.addEllipse(in: rect)
    _paint(p, fill: true, evenOdd: false)
  }

  public func strokeEllipse(in rect: CGRect) {
    var p = _PathData()
    p.addEllipse(in: rect)
    _paint(p, fill: false, evenOdd: false)
  }

  /// Draws `image` stretched into `rect`.
  public func draw(_ image: CGImage, in rect: CGRect) { _draw(image._image, in: rect) }

  // MARK: Recording

  /// A layer whose bounds space is the context's user space now.
  private func _userSpaceLayer() -> RenderLayer {
    var layer = RenderLayer(id: nextLayerID)
    nextLayerID -= 1
    layer.bounds = CGRect(origin: .zero, size: _size)
    layer.anchorPoint = .zero
    if !state.ctm.isIdentity { layer.transform = CATransform3DMakeAffineTransform(state.ctm) }
    return layer
  }

  package func _paint(_ path: _PathData, fill: Bool, evenOdd: Bool) {
    guard !path.isEmpty else { return }
    var layer = _userSpaceLayer()
    let cap: RenderShape.Cap = state.lineCap == .round ? .round : state.lineCap == .square ? .square : .butt
    let join: RenderShape.Join = state.lineJoin == .round ? .round : state.lineJoin == .bevel ? .bevel : .miter
    layer.shape = RenderShape(
      path: path, fillColor: fill ? _RGBA(state.fillColor).renderColor : nil, evenOdd: evenOdd,
      strokeColor: fill ? nil : _RGBA(state.strokeColor).renderColor, lineWidth: Double(state.lineWidth),
      lineCap: cap, lineJoin: join)
    _layers.append(layer)
  }

  /// Records `image` drawn stretched into `rect` (user space).
  package func _draw(_ image: RenderImage, in rect: CGRect, tint: RenderColor? = nil) {
    var layer = _userSpaceLayer()
    var content = RenderLayer(id: nextLayerID)
    nextLayerID -= 1
    content.bounds = CGRect(origin: .zero, size: rect.size)
    content.anchorPoint = .zero
    content.position = rect.origin
    content.contents = RenderContents(image: image, tint: tint)
    layer.sublayers = [content]
    _layers.append(layer)
  }

  /// Everything drawn so far as an image of the context's size.
  package func _makeImage(scale: Double) -> RenderImage {
    var root = RenderLayer(id: nextLayerID)
    nextLayerID -= 1
    root.bounds = CGRect(origin: .zero, size: _size)
    root.anchorPoint = .zero
    root.sublayers = _layers
    return RenderImage(size: _size, scale: scale, content: .layers(root))
  }
}
#endif

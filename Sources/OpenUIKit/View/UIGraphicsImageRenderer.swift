import Foundation
import OpenQuartzCore

// Image drawing: UIGraphicsImageRenderer and the UIGraphics context stack. A context records
// what is drawn as render-model layers (see CGContext), so the image holds exactly that content
// and the renderers draw it at any resolution. The context stack is main-actor state here
// (UIKit keeps one per thread).

/// The image renderer's options.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat: NSObject {
  /// Pixels per point; the main screen's scale by default.
  open var scale: CGFloat
  open var opaque = false

  public override init() {
    scale = UIScreen.main.scale
    super.init()
  }

  open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The drawing context handed to `UIGraphicsImageRenderer.image(actions:)`.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: NSObject {
  public let format: UIGraphicsImageRendererFormat
  public let cgContext: CGContext

  init(format: UIGraphicsImageRendererFormat, cgContext: CGContext) {
    self.format = format
    self.cgContext = cgContext
    super.init()
  }

  /// What has been drawn so far.
  open var currentImage: UIImage {
    UIImage(_content: cgContext._makeImage(scale: Double(format.scale)), scale: format.scale)
  }

  /// Fills `rect` with the current fill colour.
  open func fill(_ rect: CGRect) { cgContext.fill(rect) }

  /// Strokes `rect` with the current stroke colour and a 1-point line.
  open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
}

/// Draws images: `image { context in … }` runs the drawing with the context current
/// (`UIGraphicsGetCurrentContext()`), so `view.drawHierarchy(in:afterScreenUpdates:)`,
/// `layer.render(in:)`, `UIBezierPath.fill()` and `UIColor.setFill()` draw into it.
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: NSObject {
  public let format: UIGraphicsImageRendererFormat
  private let bounds: CGRect

  public convenience init(size: CGSize) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
  }

  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: .default())
  }

  /// A renderer of `bounds`: drawing at `bounds.origin` lands at the image's top-left corner.
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    self.bounds = bounds
    self.format = format
    super.init()
  }

  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let cg = CGContext(_size: bounds.size)
    if bounds.origin != .zero { cg.translateBy(x: -bounds.origin.x, y: -bounds.origin.y) }
    let context = UIGraphicsImageRendererContext(format: format, cgContext: cg)
    _UIGraphicsContextStack.push(cg, scale: format.scale, isImageContext: false)
    actions(context)
    _UIGraphicsContextStack.pop()
    return context.currentImage
  }
}

/// The stack behind `UIGraphicsGetCurrentContext()`.
@MainActor
enum _UIGraphicsContextStack {
  struct Entry {
    let context: CGContext
    let scale: CGFloat
    /// Begun by `UIGraphicsBeginImageContext…` (only those make images).
    let isImageContext: Bool
  }
  static var entries: [Entry] = []

  static func push(_ context: CGContext, scale: CGFloat, isImageContext: Bool) {
    entries.append(Entry(context: context, scale: scale, isImageContext: isImageContext))
  }

  static func pop() { _ = entries.popLast() }
}

/// The current drawing context, or nil outside any drawing.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? { _UIGraphicsContextStack.entries.last?.context }

/// Makes `context` current (until `UIGraphicsPopContext()`).
@MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
  _UIGraphicsContextStack.push(context, scale: 1, isImageContext: false)
}

@MainActor
public func UIGraphicsPopContext() { _UIGraphicsContextStack.pop() }

/// Begins an image context of `size` at scale 1, opaque off.
@MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Begins an image context; a `scale` of 0 means the main screen's scale.
@MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
  let s = scale == 0 ? UIScreen.main.scale : scale
  _UIGraphicsContextStack.push(CGContext(_size: size), scale: s, isImageContext: true)
}

/// What the current image context holds; nil when the current context is not an image context.
@MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let entry = _UIGraphicsContextStack.entries.last, entry.isImageContext else { return nil }
  return UIImage(_content: entry.context._makeImage(scale: Double(entry.scale)), scale: entry.scale)
}

/// Ends the current image context (nothing happens when the current one is not an image context).
@MainActor
public func UIGraphicsEndImageContext() {
  guard let entry = _UIGraphicsContextStack.entries.last, entry.isImageContext else { return }
  _UIGraphicsContextStack.pop()
}

/// Fills `rect` of the current context with the current fill colour.
@MainActor
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

extension UIColor {
  /// Makes this the current context's fill colour.
  @MainActor
  public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

  /// Makes this the current context's stroke colour.
  @MainActor
  public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

  /// Makes this both the fill and the stroke colour.
  @MainActor
  public func set() {
    setFill()
    setStroke()
  }
}

extension UIBezierPath {
  /// Fills the path in the current context with its fill rule.
  @MainActor
  public func fill() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context._paint(_path._data, fill: true, evenOdd: usesEvenOddFillRule)
  }

  /// Strokes the path in the current context with its line width.
  @MainActor
  public func stroke() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setLineWidth(lineWidth)
    context.setLineCap(lineCapStyle)
    context.setLineJoin(lineJoinStyle)
    context._paint(_path._data, fill: false, evenOdd: false)
    context.restoreGState()
  }
}

import Foundation
import OpenQuartzCore

/// The view `snapshotView(afterScreenUpdates:)` returns: its layer's contents are the captured
/// image.
@preconcurrency @MainActor
final class _UIReplicantView: UIView {}

extension UIView {
  /// The view's rendered subtree now, as an image of its bounds. Not in a window and not asked
  /// to update, the view has not been rendered: the image is empty, as UIKit documents.
  func _capturedImage(afterScreenUpdates afterUpdates: Bool) -> RenderImage {
    if afterUpdates { layoutIfNeeded() }
    let scale = Double(window?.screen.scale ?? UIScreen.main.scale)
    if window == nil && !afterUpdates {
      var empty = RenderLayer(id: 0)
      empty.bounds = CGRect(origin: .zero, size: bounds.size)
      empty.anchorPoint = .zero
      return RenderImage(size: bounds.size, scale: scale, content: .layers(empty))
    }
    return layer._captureImage(scale: scale)
  }

  /// A new view showing what this view shows now (its presentation subtree, captured: later
  /// changes to this view do not change the snapshot). Its frame is the source's bounds size at
  /// the origin (Docs/Behaviour.md "Snapshots").
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    let image = _capturedImage(afterScreenUpdates: afterUpdates)
    let view = _UIReplicantView(frame: CGRect(origin: .zero, size: bounds.size))
    view.layer.contents = CGImage(_image: image)
    view.layer.contentsScale = CGFloat(image.scale)
    return view
  }

  /// A snapshot of `rect` (in this view's bounds space), stretchable inside `capInsets` (the
  /// insets keep their size when the snapshot view is resized).
  public func resizableSnapshotView(
    from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
  ) -> UIView? {
    var image = _capturedImage(afterScreenUpdates: afterUpdates)
    let r = rect.standardized
    guard r.width > 0, r.height > 0, case .layers(var root) = image.content else { return nil }
    // The captured root shifted so `rect` is the image's whole area.
    root.position.x -= r.minX - bounds.minX
    root.position.y -= r.minY - bounds.minY
    var frame = RenderLayer(id: 0)
    frame.bounds = CGRect(origin: .zero, size: r.size)
    frame.anchorPoint = .zero
    frame.masksToBounds = true
    frame.sublayers = [root]
    image = RenderImage(size: r.size, scale: image.scale, content: .layers(frame))
    let view = _UIReplicantView(frame: CGRect(origin: .zero, size: r.size))
    view.layer.contents = CGImage(_image: image)
    view.layer.contentsScale = CGFloat(image.scale)
    if capInsets != .zero {
      view.layer.contentsCenter = CGRect(
        x: capInsets.left / r.width, y: capInsets.top / r.height,
        width: max(0, r.width - capInsets.left - capInsets.right) / r.width,
        height: max(0, r.height - capInsets.top - capInsets.bottom) / r.height)
    }
    return view
  }

  /// Draws the view's subtree into the current graphics context, scaled into `rect`; false when
  /// there is no current context.
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    guard let context = UIGraphicsGetCurrentContext() else { return false }
    context._draw(_capturedImage(afterScreenUpdates: afterUpdates), in: rect)
    return true
  }

  /// A view whose alpha masks this view (its layer becomes this view's `layer.mask`).
  public var mask: UIView? {
    get { _maskView }
    set {
      _maskView = newValue
      layer.mask = newValue?.layer
    }
  }
}

import Foundation
import OpenQuartzCore

/// A popover's background: the rounded body and the arrow as ONE outline, drawn in the
/// presented view's own layer (Docs/Behaviour.md "Popovers"). A shape layer filled with the
/// popover's background colour sits below the content, and the same outline masks the view, so
/// the content is clipped to the rounded body and the arrow is part of the view: body and arrow
/// fade, move and scrub together as one shape (group opacity), with no seam where they meet.
@preconcurrency @MainActor
final class PopoverChrome {
  /// The arrow's base along the popover's edge (its length is `arrowHeight`).
  static let arrowBase: CGFloat = 26

  let fill = CAShapeLayer()
  let mask = CAShapeLayer()
  private weak var view: UIView?

  /// The outline of a popover of `size` (in its own coordinates) whose arrow points in
  /// `direction` from the edge it sits on, its tip at `arrowCenter` along that edge. Traced
  /// clockwise on screen from the top-left corner; corners are circular arcs of `cornerRadius`.
  static func outline(
    size: CGSize, direction: UIPopoverArrowDirection, arrowCenter c: CGFloat,
    cornerRadius: CGFloat, arrowHeight h: CGFloat, arrowBase: CGFloat = arrowBase
  ) -> CGPath {
    let w = size.width, ht = size.height
    let r = max(0, min(cornerRadius, w / 2, ht / 2))
    let b = arrowBase / 2
    let path = CGMutablePath()
    path.move(to: CGPoint(x: r, y: 0))
    if direction == .up {
      path.addLine(to: CGPoint(x: c - b, y: 0))
      path.addLine(to: CGPoint(x: c, y: -h))
      path.addLine(to: CGPoint(x: c + b, y: 0))
    }
    path.addLine(to: CGPoint(x: w - r, y: 0))
    path.addArc(center: CGPoint(x: w - r, y: r), radius: r, startAngle: -.pi / 2, endAngle: 0, clockwise: false)
    if direction == .right {
      path.addLine(to: CGPoint(x: w, y: c - b))
      path.addLine(to: CGPoint(x: w + h, y: c))
      path.addLine(to: CGPoint(x: w, y: c + b))
    }
    path.addLine(to: CGPoint(x: w, y: ht - r))
    path.addArc(center: CGPoint(x: w - r, y: ht - r), radius: r, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    if direction == .down {
      path.addLine(to: CGPoint(x: c + b, y: ht))
      path.addLine(to: CGPoint(x: c, y: ht + h))
      path.addLine(to: CGPoint(x: c - b, y: ht))
    }
    path.addLine(to: CGPoint(x: r, y: ht))
    path.addArc(center: CGPoint(x: r, y: ht - r), radius: r, startAngle: .pi / 2, endAngle: .pi, clockwise: false)
    if direction == .left {
      path.addLine(to: CGPoint(x: 0, y: c + b))
      path.addLine(to: CGPoint(x: -h, y: c))
      path.addLine(to: CGPoint(x: 0, y: c - b))
    }
    path.addLine(to: CGPoint(x: 0, y: r))
    path.addArc(center: CGPoint(x: r, y: r), radius: r, startAngle: .pi, endAngle: .pi * 3 / 2, clockwise: false)
    path.closeSubpath()
    return path
  }

  /// Draws the outline on `view`, `size` being the view's size at rest (installing it once).
  func apply(to view: UIView, size: CGSize, outline: CGPath, color: UIColor) {
    if let old = self.view, old !== view { remove() }
    self.view = view
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    view.layer.cornerRadius = 0
    view.layer.masksToBounds = false
    for layer in [fill, mask] {
      layer.frame = CGRect(origin: .zero, size: size)
      layer.path = outline
    }
    fill.fillColor = color.cgColor
    mask.fillColor = UIColor.black.cgColor
    fill.name = "popover background"
    if fill.superlayer !== view.layer { view.layer.insertSublayer(fill, at: 0) }
    if view.layer.mask !== mask { view.layer.mask = mask }
    CATransaction.commit()
  }

  /// Takes the outline off the view it was drawn on.
  func remove() {
    guard let view else { return }
    fill.removeFromSuperlayer()
    if view.layer.mask === mask { view.layer.mask = nil }
    self.view = nil
  }
}

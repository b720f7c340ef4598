import Foundation
import OpenQuartzCore

/// A piece of a control's drawing (track, thumb, segment, indicator dot): a plain view that
/// takes no touches, so hit-testing answers the control itself. Its layer carries the look into
/// the render model (fill, corner radius, border, shadow), and UIView animation blocks animate
/// it like any view.
@preconcurrency @MainActor
final class ControlPartView: UIView {
  init(name: String, color: UIColor?, cornerRadius: CGFloat = 0) {
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    layer._debugName = name
    UIView.performWithoutAnimation {
      backgroundColor = color
      layer.cornerRadius = cornerRadius
    }
  }

  required init?(coder: NSCoder) { nil }

  /// The white round knob of sliders and switches: white fill, a soft shadow.
  static func knob(name: String) -> ControlPartView {
    let knob = ControlPartView(name: name, color: .white)
    UIView.performWithoutAnimation {
      knob.layer.shadowColor = UIColor.black.cgColor
      knob.layer.shadowOpacity = 0.25
      knob.layer.shadowRadius = 3
      knob.layer.shadowOffset = CGSize(width: 0, height: 2)
    }
    return knob
  }

  /// Sets frame and corner radius without implicit animation unless inside an animation block.
  func place(_ frame: CGRect, cornerRadius: CGFloat? = nil) {
    self.frame = frame
    if let cornerRadius { layer.cornerRadius = cornerRadius }
  }
}

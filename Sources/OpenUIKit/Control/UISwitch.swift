import Foundation
import OpenQuartzCore

/// An on/off control.
///
/// Its size is fixed at 51 × 31 points, whatever frame it is given (UIKit ignores the size of
/// the frame). Drawing (iOS 13+ look): a capsule track filled with `onTintColor` (system green)
/// when on and light grey when off, and a 27 pt white knob with a shadow at the right end when
/// on, the left end when off. A tap (touch up inside) toggles the switch with animation and sends
/// `.valueChanged`; `isOn` and `setOn(_:animated:)` in code send nothing.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  /// UIKit's fixed switch size.
  package static let size = CGSize(width: 51, height: 31)
  package static let knobDiameter: CGFloat = 27
  package static let knobInset: CGFloat = 2
  /// Duration of the knob's slide in `setOn(_:animated: true)` and on a tap.
  package static let animationDuration: TimeInterval = 0.25

  private var _isOn = false
  private let track = ControlPartView(name: "UISwitch.track", color: .systemGray5)
  private let knob = ControlPartView.knob(name: "UISwitch.thumb")

  open var isOn: Bool {
    get { _isOn }
    set { setOn(newValue, animated: false) }
  }

  open var onTintColor: UIColor? { didSet { updateParts() } }
  open var thumbTintColor: UIColor? { didSet { updateParts() } }

  /// Makes a switch of UIKit's fixed size at `frame.origin`.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    installParts()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    UIView.performWithoutAnimation { bounds.size = Self.size }
    installParts()
  }

  private func installParts() {
    addSubview(track)
    addSubview(knob)
    UIView.performWithoutAnimation { updateParts() }
  }

  /// Turns the switch on or off; animated, the knob slides and the track colour fades over
  /// `animationDuration` on the media clock. Sends no action.
  open func setOn(_ on: Bool, animated: Bool) {
    _isOn = on
    if animated {
      UIView.animate(withDuration: Self.animationDuration) { self.updateParts() }
    } else {
      UIView.performWithoutAnimation { updateParts() }
    }
  }

  /// A switch keeps its size: a frame of another size keeps only its origin.
  open override var frame: CGRect {
    get { super.frame }
    set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
  }

  open override var intrinsicContentSize: CGSize { Self.size }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

  private func updateParts() {
    let s = Self.size
    let d = Self.knobDiameter
    track.place(CGRect(origin: .zero, size: s), cornerRadius: s.height / 2)
    track.backgroundColor = _isOn ? (onTintColor ?? .systemGreen) : .systemGray5
    let x = _isOn ? s.width - Self.knobInset - d : Self.knobInset
    knob.place(CGRect(x: x, y: (s.height - d) / 2, width: d, height: d), cornerRadius: d / 2)
    knob.backgroundColor = thumbTintColor ?? .white
  }

  /// A value change is this control's primary action.
  package override var _primaryActionEvents: Event { .valueChanged }

  // MARK: Tracking

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    guard isTouchInside else { return }
    setOn(!_isOn, animated: true)
    sendActions(for: .valueChanged)
  }
}

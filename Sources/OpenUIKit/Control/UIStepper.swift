import Foundation
import OpenQuartzCore

/// A pair of − and + buttons that decrement or increment a value by `stepValue`.
///
/// Drawing (iOS 13+ look): a 94 × 32 rounded grey capsule split in two halves by a thin
/// separator, "−" on the left and "+" on the right (dimmed at the limits when `wraps` is false).
/// A touch down on a half steps once and sends `.valueChanged` (when `isContinuous`, else once at
/// touch up); while the finger stays down and `autorepeat` is on, the step repeats on the media
/// clock after `autorepeatDelay`, every `autorepeatInterval`. Setting `value` in code sends
/// nothing.
@preconcurrency @MainActor
open class UIStepper: UIControl {
  package static let size = CGSize(width: 94, height: 32)
  /// Hold time before the first repeated step.
  package static let autorepeatDelay: TimeInterval = 0.5
  /// Time between repeated steps.
  package static let autorepeatInterval: TimeInterval = 0.1

  private var _value: Double = 0
  private var _minimumValue: Double = 0
  private var _maximumValue: Double = 100
  private var _stepValue: Double = 1

  private let separator = ControlPartView(name: "UIStepper.separator", color: .separator)
  private let minusLabel = UILabel()
  private let plusLabel = UILabel()

  /// The value, clamped to `minimumValue...maximumValue`.
  open var value: Double {
    get { _value }
    set {
      _value = Swift.min(Swift.max(newValue, _minimumValue), _maximumValue)
      updateParts()
    }
  }

  /// The lower bound (default 0). A minimum above the maximum sets both to the new value.
  open var minimumValue: Double {
    get { _minimumValue }
    set {
      _minimumValue = newValue
      if _maximumValue < newValue { _maximumValue = newValue }
      value = _value
    }
  }

  /// The upper bound (default 100). A maximum below the minimum sets both to the new value.
  open var maximumValue: Double {
    get { _maximumValue }
    set {
      _maximumValue = newValue
      if _minimumValue > newValue { _minimumValue = newValue }
      value = _value
    }
  }

  /// The step (default 1); must be greater than 0 (UIKit raises NSInvalidArgumentException).
  open var stepValue: Double {
    get { _stepValue }
    set {
      guard newValue > 0 else {
        Diagnostics.exception("\(self): stepValue must be greater than 0 (got \(newValue))")
        return
      }
      _stepValue = newValue
    }
  }

  /// True: stepping past one end continues from the other end.
  open var wraps: Bool = false { didSet { updateParts() } }
  /// True: holding a half keeps stepping.
  open var autorepeat: Bool = true
  /// True: `.valueChanged` on every step while pressed; false: once when the finger lifts.
  open var isContinuous: Bool = true

  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    setUp()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    UIView.performWithoutAnimation { bounds.size = Self.size }
    setUp()
  }

  private func setUp() {
    UIView.performWithoutAnimation {
      backgroundColor = .tertiarySystemFill
      layer.cornerRadius = 8
    }
    for (label, text) in [(minusLabel, "−"), (plusLabel, "+")] {
      label.text = text
      label.textAlignment = .center
      label.font = .systemFont(ofSize: 20)
      addSubview(label)
    }
    addSubview(separator)
    UIView.performWithoutAnimation { updateParts() }
  }

  open override var frame: CGRect {
    get { super.frame }
    set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
  }

  open override var intrinsicContentSize: CGSize { Self.size }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

  private func updateParts() {
    let half = Self.size.width / 2
    UIView.performWithoutAnimation {
      minusLabel.frame = CGRect(x: 0, y: 0, width: half, height: Self.size.height)
      plusLabel.frame = CGRect(x: half, y: 0, width: half, height: Self.size.height)
      separator.frame = CGRect(x: half - 0.5, y: 8, width: 1, height: Self.size.height - 16)
      minusLabel.textColor = canStep(-1) && isEnabled ? .label : .placeholderText
      plusLabel.textColor = canStep(1) && isEnabled ? .label : .placeholderText
    }
  }

  private func canStep(_ direction: Double) -> Bool {
    wraps || (direction < 0 ? _value > _minimumValue : _value < _maximumValue)
  }

  /// One step in `direction` (−1 or +1), clamped or wrapped. Returns true if the value changed.
  private func step(_ direction: Double) -> Bool {
    let old = _value
    var next = _value + direction * _stepValue
    if next > _maximumValue {
      next = wraps ? _minimumValue : _maximumValue
    } else if next < _minimumValue {
      next = wraps ? _maximumValue : _minimumValue
    }
    value = next
    return _value != old
  }

  /// A value change is this control's primary action.
  package override var _primaryActionEvents: Event { .valueChanged }

  // MARK: Tracking

  private var pressedDirection: Double?
  private var valueAtTouchDown: Double = 0
  private var repeatTimer: Int?

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let direction: Double = touch.location(in: self).x < bounds.midX ? -1 : 1
    pressedDirection = direction
    valueAtTouchDown = _value
    if step(direction) && isContinuous { sendActions(for: .valueChanged) }
    if autorepeat { scheduleRepeat(after: Self.autorepeatDelay) }
    return true
  }

  private func scheduleRepeat(after delay: TimeInterval) {
    repeatTimer = MediaClock.shared.schedule(after: delay, keepsBusy: false) { [weak self] in
      guard let self, let direction = self.pressedDirection, self.isTouchInside else { return }
      if self.step(direction) && self.isContinuous { self.sendActions(for: .valueChanged) }
      self.scheduleRepeat(after: Self.autorepeatInterval)
    }
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { finishPress() }
  open override func cancelTracking(with event: UIEvent?) { finishPress() }

  private func finishPress() {
    if let repeatTimer { MediaClock.shared.cancelTimer(repeatTimer) }
    repeatTimer = nil
    pressedDirection = nil
    if !isContinuous && _value != valueAtTouchDown { sendActions(for: .valueChanged) }
  }
}

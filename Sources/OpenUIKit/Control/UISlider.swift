import Foundation
import OpenQuartzCore

/// A control that picks one value from a continuous range by dragging a thumb along a track.
///
/// Drawing (iOS 13+ look): a 4 pt rounded track across the bounds, tinted (`minimumTrackTintColor`,
/// the tint colour by default) left of the thumb and grey right of it, and a 28 pt white knob with
/// a shadow. Touches: only a touch that starts on the thumb (its frame grown by
/// `thumbTouchMargin`) tracks; the value follows the finger's horizontal movement and sends
/// `.valueChanged` on each change (`isContinuous`) or once when the finger lifts. Setting `value`
/// in code sends nothing.
@preconcurrency @MainActor
open class UISlider: UIControl {
  package override var _controlAccessibilityTraits: UIAccessibilityTraits { .adjustable }
  /// Diameter of the default thumb.
  package static let thumbDiameter: CGFloat = 28
  /// Height of the default track.
  package static let trackHeight: CGFloat = 4
  /// How far around the thumb a touch still grabs it.
  package static let thumbTouchMargin: CGFloat = 10
  /// Duration of `setValue(_:animated:)` with `animated == true`.
  package static let animationDuration: TimeInterval = 0.25

  private var _value: Float = 0
  private var _minimumValue: Float = 0
  private var _maximumValue: Float = 1

  private let minimumTrack = ControlPartView(name: "UISlider.minimumTrack", color: nil)
  private let maximumTrack = ControlPartView(name: "UISlider.maximumTrack", color: .systemFill)
  private let thumb = ControlPartView.knob(name: "UISlider.thumb")

  /// The value; setting it clamps to `minimumValue...maximumValue`.
  open var value: Float {
    get { _value }
    set { setValue(newValue, animated: false) }
  }

  /// The lower end of the range; a value below it moves up to it (and the maximum never stays
  /// below it).
  open var minimumValue: Float {
    get { _minimumValue }
    set {
      _minimumValue = newValue
      if _maximumValue < newValue { _maximumValue = newValue }
      _value = clamp(_value)
      updateParts()
    }
  }

  /// The upper end of the range; a value above it moves down to it (and the minimum never stays
  /// above it).
  open var maximumValue: Float {
    get { _maximumValue }
    set {
      _maximumValue = newValue
      if _minimumValue > newValue { _minimumValue = newValue }
      _value = clamp(_value)
      updateParts()
    }
  }

  /// True: `.valueChanged` on every change while dragging; false: once when the finger lifts.
  open var isContinuous: Bool = true

  open var minimumTrackTintColor: UIColor? { didSet { updateColors() } }
  open var maximumTrackTintColor: UIColor? { didSet { updateColors() } }
  open var thumbTintColor: UIColor? { didSet { updateColors() } }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    installParts()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    installParts()
  }

  private func installParts() {
    addSubview(maximumTrack)
    addSubview(minimumTrack)
    addSubview(thumb)
    updateColors()
    UIView.performWithoutAnimation { updateParts() }
  }

  /// Moves the thumb to `value` (clamped); animated, it slides there in
  /// `animationDuration` on the media clock. Sends no action.
  open func setValue(_ value: Float, animated: Bool) {
    _value = clamp(value)
    if animated {
      UIView.animate(withDuration: Self.animationDuration) { self.updateParts() }
    } else {
      UIView.performWithoutAnimation { updateParts() }
    }
  }

  private func clamp(_ v: Float) -> Float {
    guard !v.isNaN else { return _minimumValue }
    return Swift.min(Swift.max(v, _minimumValue), _maximumValue)
  }

  // MARK: Geometry

  /// The track's rectangle: full width, `trackHeight` tall, centred vertically.
  open func trackRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
  }

  /// The thumb's rectangle for `value`: its centre travels from half a thumb inside the track's
  /// left end to half a thumb inside its right end.
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    let d = Self.thumbDiameter
    let travel = Swift.max(0, rect.width - d)
    let range = _maximumValue - _minimumValue
    let fraction = range > 0 ? CGFloat((value - _minimumValue) / range) : 0
    return CGRect(x: rect.minX + travel * fraction, y: bounds.midY - d / 2, width: d, height: d)
  }

  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

  open override func layoutSubviews() {
    super.layoutSubviews()
    UIView.performWithoutAnimation { updateParts() }
  }

  open override var bounds: CGRect {
    didSet { if oldValue.size != bounds.size { UIView.performWithoutAnimation { updateParts() } } }
  }

  open override var frame: CGRect {
    didSet { if oldValue.size != frame.size { UIView.performWithoutAnimation { updateParts() } } }
  }

  open override func tintColorDidChange() { updateColors() }

  private func updateParts() {
    let b = bounds
    let track = trackRect(forBounds: b)
    let thumbFrame = thumbRect(forBounds: b, trackRect: track, value: _value)
    let split = thumbFrame.midX
    let radius = Self.trackHeight / 2
    minimumTrack.place(CGRect(x: track.minX, y: track.minY, width: Swift.max(0, split - track.minX), height: track.height), cornerRadius: radius)
    maximumTrack.place(CGRect(x: split, y: track.minY, width: Swift.max(0, track.maxX - split), height: track.height), cornerRadius: radius)
    thumb.place(thumbFrame, cornerRadius: Self.thumbDiameter / 2)
  }

  private func updateColors() {
    UIView.performWithoutAnimation {
      minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
      maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemFill
      thumb.backgroundColor = thumbTintColor ?? .white
    }
  }

  /// A value change is this control's primary action.
  package override var _primaryActionEvents: Event { .valueChanged }

  // MARK: Tracking

  /// UIKit: the slider prevents pans and swipes of its ancestors (a scroll view's pan) that start
  /// on its thumb, so dragging the thumb inside a scroll view moves the thumb.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    if gestureRecognizer.view !== self, isTracking,
      gestureRecognizer is UIPanGestureRecognizer || gestureRecognizer is UISwipeGestureRecognizer
    {
      return false
    }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  private var dragStart: (x: CGFloat, value: Float)?
  private var valueAtTouchDown: Float = 0

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let p = touch.location(in: self)
    let m = Self.thumbTouchMargin
    let grab = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: _value).insetBy(dx: -m, dy: -m)
    guard grab.contains(p) else { return false }
    dragStart = (p.x, _value)
    valueAtTouchDown = _value
    return true
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    guard let start = dragStart else { return false }
    let travel = Swift.max(1, trackRect(forBounds: bounds).width - Self.thumbDiameter)
    let dx = touch.location(in: self).x - start.x
    let newValue = clamp(start.value + Float(dx / travel) * (_maximumValue - _minimumValue))
    if newValue != _value {
      setValue(newValue, animated: false)
      if isContinuous { sendActions(for: .valueChanged) }
    }
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    dragStart = nil
    if !isContinuous && _value != valueAtTouchDown { sendActions(for: .valueChanged) }
  }

  open override func cancelTracking(with event: UIEvent?) {
    dragStart = nil
    if !isContinuous && _value != valueAtTouchDown { sendActions(for: .valueChanged) }
  }
}

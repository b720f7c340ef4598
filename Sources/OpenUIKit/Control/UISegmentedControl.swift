import Foundation
import OpenQuartzCore

/// A horizontal row of segments, one of which may be selected.
///
/// Drawing (iOS 13+ look): a rounded grey background, a white rounded "selection" plate with a
/// shadow under the selected segment, and each segment's title centred in it (semibold when
/// selected). Segments share the width equally unless `setWidth(_:forSegmentAt:)` fixed some.
/// A tap (touch up inside) on an enabled segment other than the selected one selects it and
/// sends `.valueChanged`; momentary controls send it on every tap and draw no selection.
/// Setting `selectedSegmentIndex` in code sends nothing.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// The index meaning "no segment selected".
  public static let noSegment: Int = -1
  package static let cornerRadius: CGFloat = 8
  package static let plateInset: CGFloat = 2
  package static let defaultHeight: CGFloat = 32
  /// Duration of the selection plate's slide after a tap.
  package static let animationDuration: TimeInterval = 0.25

  private struct Segment {
    var title: String?
    var width: CGFloat = 0
    var isEnabled = true
    var label: UILabel
  }

  private var segments: [Segment] = []
  private var _selectedSegmentIndex = UISegmentedControl.noSegment
  private let plate = ControlPartView.knob(name: "UISegmentedControl.selection")

  /// Segments from `items`: strings become titles; other items make untitled segments.
  public init(items: [Any]?) {
    super.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.defaultHeight))
    setUp()
    for item in items ?? [] { appendSegment(title: item as? String) }
    UIView.performWithoutAnimation {
      bounds.size.width = CGFloat(segments.count) * 60
      updateParts()
    }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    UIView.performWithoutAnimation {
      backgroundColor = .tertiarySystemFill
      layer.cornerRadius = Self.cornerRadius
    }
    addSubview(plate)
    UIView.performWithoutAnimation { updateParts() }
  }

  private func appendSegment(title: String?) {
    let label = makeLabel()
    segments.append(Segment(title: title, label: label))
    addSubview(label)
  }

  private func makeLabel() -> UILabel {
    let label = UILabel()
    label.textAlignment = .center
    label.font = .systemFont(ofSize: 13)
    return label
  }

  // MARK: Segments

  open var numberOfSegments: Int { segments.count }

  /// True: a tap sends `.valueChanged` but leaves no segment drawn as selected.
  open var isMomentary: Bool = false { didSet { updateParts() } }

  /// Inserts a segment at `segment` (clamped to `0...numberOfSegments`). A selection at or after
  /// the insertion point moves with its segment.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    let index = Swift.min(Swift.max(segment, 0), segments.count)
    let label = makeLabel()
    segments.insert(Segment(title: title, label: label), at: index)
    addSubview(label)
    if _selectedSegmentIndex != Self.noSegment && _selectedSegmentIndex >= index { _selectedSegmentIndex += 1 }
    relayout(animated: animated)
  }

  /// Removes the segment at `segment` (ignored when out of range). Removing the selected segment
  /// leaves none selected; a selection after it moves with its segment.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment).label.removeFromSuperview()
    if _selectedSegmentIndex == segment {
      _selectedSegmentIndex = Self.noSegment
    } else if _selectedSegmentIndex > segment {
      _selectedSegmentIndex -= 1
    }
    relayout(animated: animated)
  }

  open func removeAllSegments() {
    for s in segments { s.label.removeFromSuperview() }
    segments.removeAll()
    _selectedSegmentIndex = Self.noSegment
    relayout(animated: false)
  }

  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
    updateParts()
  }

  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
    updateParts()
  }

  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }

  /// A fixed width for one segment; 0 (the default) shares the remaining width equally.
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].width = Swift.max(0, width)
    updateParts()
  }

  open func widthForSegment(at segment: Int) -> CGFloat {
    segments.indices.contains(segment) ? segments[segment].width : 0
  }

  /// The selected segment, or `UISegmentedControl.noSegment`. Out-of-range values are ignored.
  open var selectedSegmentIndex: Int {
    get { _selectedSegmentIndex }
    set {
      guard newValue == Self.noSegment || segments.indices.contains(newValue) else { return }
      _selectedSegmentIndex = newValue
      updateParts()
    }
  }

  open var selectedSegmentTintColor: UIColor? { didSet { updateParts() } }

  // MARK: Drawing

  /// The frames of the segments, left to right, in the control's coordinates.
  private func segmentFrames() -> [CGRect] {
    let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
    let flexibleCount = segments.filter { $0.width == 0 }.count
    let share = flexibleCount > 0 ? Swift.max(0, bounds.width - fixed) / CGFloat(flexibleCount) : 0
    var x: CGFloat = 0
    return segments.map { s in
      let w = s.width > 0 ? s.width : share
      defer { x += w }
      return CGRect(x: x, y: 0, width: w, height: bounds.height)
    }
  }

  private func relayout(animated: Bool) {
    if animated {
      UIView.animate(withDuration: Self.animationDuration) { self.updateParts() }
    } else {
      UIView.performWithoutAnimation { updateParts() }
    }
  }

  private func updateParts() {
    let frames = segmentFrames()
    for (i, s) in segments.enumerated() {
      let selected = i == _selectedSegmentIndex && !isMomentary
      s.label.frame = frames[i]
      s.label.text = s.title
      s.label.font = selected ? .boldSystemFont(ofSize: 13) : .systemFont(ofSize: 13)
      s.label.textColor = s.isEnabled && isEnabled ? .label : .placeholderText
    }
    let showsPlate = segments.indices.contains(_selectedSegmentIndex) && !isMomentary
    plate.isHidden = !showsPlate
    plate.backgroundColor = selectedSegmentTintColor ?? .white
    if showsPlate {
      let inset = Self.plateInset
      plate.place(frames[_selectedSegmentIndex].insetBy(dx: inset, dy: inset), cornerRadius: Self.cornerRadius - inset)
    }
  }

  open override var frame: CGRect {
    didSet { if oldValue.size != frame.size { UIView.performWithoutAnimation { updateParts() } } }
  }

  open override var bounds: CGRect {
    didSet { if oldValue.size != bounds.size { UIView.performWithoutAnimation { updateParts() } } }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    UIView.performWithoutAnimation { updateParts() }
  }

  open override var intrinsicContentSize: CGSize {
    let widest = segments.map { $0.label.intrinsicContentSize.width }.max() ?? 0
    return CGSize(width: (widest + 20) * CGFloat(segments.count), height: Self.defaultHeight)
  }

  /// A value change is this control's primary action.
  package override var _primaryActionEvents: Event { .valueChanged }

  // MARK: Tracking

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    guard isTouchInside, let touch else { return }
    let p = touch.location(in: self)
    guard let index = segmentFrames().firstIndex(where: { $0.contains(p) }), segments[index].isEnabled else { return }
    if isMomentary {
      _selectedSegmentIndex = index
      sendActions(for: .valueChanged)
      return
    }
    guard index != _selectedSegmentIndex else { return }
    _selectedSegmentIndex = index
    relayout(animated: true)
    sendActions(for: .valueChanged)
  }
}

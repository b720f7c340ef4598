import Foundation
import OpenQuartzCore

/// A view that shows one or more wheels (components) of rows, one row of each selected.
///
/// Data come from `dataSource` (components and row counts) and `delegate` (sizes, titles or row
/// views), asked lazily: on the first layout or the first call that needs them, and again on
/// `reloadAllComponents()`/`reloadComponent(_:)`. Each component is a clipping wheel view whose
/// rows are real views (the delegate's, or labels built from its titles) stacked one row height
/// apart and scrolled so that the selected row sits in the selection indicator, a rounded band
/// across the middle. Only the rows a wheel shows exist; a row scrolled out is handed back to the
/// delegate as `reusing view` for the next row that appears. A vertical pan on a wheel scrolls it;
/// when the finger lifts the wheel decelerates (a `UIView` animation of its bounds on the media
/// clock) onto the row nearest to where its momentum carries it, and when it stops the delegate's
/// `didSelectRow` is called. `selectRow(_:inComponent:animated:)` scrolls without calling the
/// delegate (Docs/Behaviour/pickers17.md "Picker view").
@preconcurrency @MainActor
open class UIPickerView: UIView {
  /// The row height when the delegate gives none [U].
  package static let _defaultRowHeight: CGFloat = 32
  /// The picker's intrinsic height (UIKit's standard picker height).
  package static let intrinsicHeight: CGFloat = 216
  /// The gap between two components [U].
  package static let componentSpacing: CGFloat = 5
  /// The inset of the components and the selection indicator from the picker's sides [U].
  package static let sideInset: CGFloat = 8
  /// How far a fling carries a wheel: the velocity (points per second) times this, as a scroll
  /// view decelerating at the normal rate (0.998 per millisecond) travels.
  package static let projectionFactor: CGFloat = 0.998 / (1 - 0.998) / 1000
  /// The font of the default row labels [U].
  package static let rowFont = UIFont.systemFont(ofSize: 21)

  /// The object that supplies the components and rows (weak, as in UIKit).
  open weak var dataSource: (any UIPickerViewDataSource)? {
    didSet { _invalidateData() }
  }

  /// The object that supplies sizes and rows and hears about selections (weak, as in UIKit).
  open weak var delegate: (any UIPickerViewDelegate)? {
    didSet { _invalidateData() }
  }

  /// Deprecated since iOS 13; the indicator always shows. Stored only.
  open var showsSelectionIndicator = true

  private var _loaded = false
  private var _rowCounts: [Int] = []
  private var _selected: [Int] = []
  private var _wheels: [_PickerWheel] = []
  private let _indicator = ControlPartView(name: "UIPickerView.selectionIndicator", color: .tertiarySystemFill, cornerRadius: 8)

  public override init(frame: CGRect) {
    super.init(frame: frame)
    _install()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    _install()
  }

  private func _install() {
    clipsToBounds = true
    addSubview(_indicator)
  }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.intrinsicHeight)
  }

  // MARK: Data

  /// The number of components, from the data source.
  open var numberOfComponents: Int {
    _loadIfNeeded()
    return _rowCounts.count
  }

  /// The number of rows in `component` (0 for a component the picker doesn't have).
  open func numberOfRows(inComponent component: Int) -> Int {
    _loadIfNeeded()
    return _rowCounts.indices.contains(component) ? _rowCounts[component] : 0
  }

  /// The size of a row of `component`: the component's width and row height (`.zero` for a
  /// component the picker doesn't have).
  open func rowSize(forComponent component: Int) -> CGSize {
    _loadIfNeeded()
    guard _rowCounts.indices.contains(component) else { return .zero }
    return CGSize(width: _width(forComponent: component), height: _rowHeight(forComponent: component))
  }

  /// Asks the data source and delegate again for every component; selections stay, moved to
  /// the last row where a component shrank (-1 where it has no rows).
  open func reloadAllComponents() {
    _reload(component: nil)
  }

  /// Asks the data source and delegate again for `component` (ignored for a component the
  /// picker doesn't have).
  open func reloadComponent(_ component: Int) {
    _loadIfNeeded()
    guard _rowCounts.indices.contains(component) else { return }
    _reload(component: component)
  }

  /// Scrolls `component` to `row` and selects it, without calling the delegate. A row or
  /// component out of range is ignored (Docs/Behaviour/pickers17.md "Picker view").
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    _loadIfNeeded()
    guard _rowCounts.indices.contains(component), row >= 0, row < _rowCounts[component] else { return }
    _selected[component] = row
    guard _wheels.indices.contains(component) else { return }
    _wheels[component].scroll(toRow: row, animated: animated, completion: nil)
  }

  /// The selected row of `component`; -1 when it has no rows (or the picker has no such component).
  open func selectedRow(inComponent component: Int) -> Int {
    _loadIfNeeded()
    return _selected.indices.contains(component) ? _selected[component] : -1
  }

  /// The view showing `row` of `component`, or nil when that row is not visible.
  open func view(forRow row: Int, forComponent component: Int) -> UIView? {
    _loadIfNeeded()
    layoutIfNeeded()
    guard _wheels.indices.contains(component) else { return nil }
    return _wheels[component].visibleView(forRow: row)
  }

  // MARK: Loading

  private func _invalidateData() {
    _loaded = false
    setNeedsLayout()
  }

  private func _loadIfNeeded() {
    if !_loaded { _reload(component: nil) }
  }

  private func _reload(component only: Int?) {
    _loaded = true
    let source = dataSource
    if let only {
      let count = max(0, source?.pickerView(self, numberOfRowsInComponent: only) ?? 0)
      _rowCounts[only] = count
      _selected[only] = Self._clamp(_selected[only], count: count)
      _wheels[only].recycleAll()
    } else {
      let components = max(0, source?.numberOfComponents(in: self) ?? 0)
      var counts: [Int] = []
      for c in 0..<components {
        counts.append(max(0, source?.pickerView(self, numberOfRowsInComponent: c) ?? 0))
      }
      _rowCounts = counts
      _selected = counts.indices.map { Self._clamp(_selected.indices.contains($0) ? _selected[$0] : 0, count: counts[$0]) }
      for wheel in _wheels { wheel.recycleAll() }
      while _wheels.count > components { _wheels.removeLast().removeFromSuperview() }
      while _wheels.count < components {
        let wheel = _PickerWheel(picker: self, component: _wheels.count)
        _wheels.append(wheel)
        addSubview(wheel)
      }
    }
    _layoutWheels()
  }

  private static func _clamp(_ row: Int, count: Int) -> Int {
    count == 0 ? -1 : min(max(row, 0), count - 1)
  }

  // MARK: Geometry

  /// An equal share of the picker's width (the delegate's default `widthForComponent`).
  package func _defaultWidth(forComponent component: Int) -> CGFloat {
    let n = CGFloat(max(1, _rowCounts.count))
    return max(0, (bounds.width - 2 * Self.sideInset - Self.componentSpacing * (n - 1)) / n)
  }

  func _width(forComponent component: Int) -> CGFloat {
    guard let delegate else { return _defaultWidth(forComponent: component) }
    return max(0, delegate.pickerView(self, widthForComponent: component))
  }

  func _rowHeight(forComponent component: Int) -> CGFloat {
    guard let delegate else { return Self._defaultRowHeight }
    let h = delegate.pickerView(self, rowHeightForComponent: component)
    return h > 0 ? h : Self._defaultRowHeight
  }

  func _rowCount(_ component: Int) -> Int { _rowCounts.indices.contains(component) ? _rowCounts[component] : 0 }
  func _selectedRow(_ component: Int) -> Int { selectedRow(inComponent: component) }

  open override func layoutSubviews() {
    super.layoutSubviews()
    _loadIfNeeded()
    _layoutWheels()
  }

  private func _layoutWheels() {
    let widths = _wheels.indices.map { _width(forComponent: $0) }
    let total = widths.reduce(0, +) + Self.componentSpacing * CGFloat(max(0, widths.count - 1))
    var x = bounds.minX + (bounds.width - total) / 2
    var indicatorHeight: CGFloat = Self._defaultRowHeight
    for (c, wheel) in _wheels.enumerated() {
      let rowHeight = _rowHeight(forComponent: c)
      if c == 0 { indicatorHeight = rowHeight }
      wheel.place(frame: CGRect(x: x, y: bounds.minY, width: widths[c], height: bounds.height), rowHeight: rowHeight)
      x += widths[c] + Self.componentSpacing
    }
    let band = CGRect(
      x: bounds.minX + Self.sideInset, y: bounds.midY - indicatorHeight / 2,
      width: max(0, bounds.width - 2 * Self.sideInset), height: indicatorHeight)
    if _indicator.frame != band { _indicator.frame = band }
  }

  // MARK: Rows

  /// A row view from the delegate (or the default label when there is no delegate).
  func _makeView(forRow row: Int, component: Int, reusing view: UIView?) -> UIView {
    if let delegate {
      return delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: view)
    }
    return _defaultView(forRow: row, forComponent: component, reusing: view, delegate: nil)
  }

  /// The default row view: a centred label showing the delegate's attributed title or title,
  /// reusing `view` when it is such a label.
  package func _defaultView(
    forRow row: Int, forComponent component: Int, reusing view: UIView?, delegate: (any UIPickerViewDelegate)?
  ) -> UIView {
    let label = (view as? _PickerRowLabel) ?? _PickerRowLabel()
    if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
      label.attributedText = attributed
    } else {
      label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component)
    }
    return label
  }

  /// The user's scroll of `component` settled on `row`.
  func _userDidSettle(component: Int, row: Int) {
    delegate?.pickerView(self, didSelectRow: row, inComponent: component)
  }

  /// The user's pan ended: `component` is now selected at `row` (the wheel still decelerates).
  func _userSelect(component: Int, row: Int) {
    if _selected.indices.contains(component) { _selected[component] = row }
  }
}

/// The label the picker shows for a row when the delegate gives titles rather than views.
final class _PickerRowLabel: UILabel {
  override init(frame: CGRect) {
    super.init(frame: frame)
    textAlignment = .center
    font = UIPickerView.rowFont
  }

  required init?(coder: NSCoder) { nil }
}

/// One component of a picker: a clipping view whose bounds scroll over rows one row height apart.
@preconcurrency @MainActor
final class _PickerWheel: UIView {
  private unowned let picker: UIPickerView
  let component: Int
  private var rowHeight: CGFloat = UIPickerView._defaultRowHeight
  private var rows: [Int: UIView] = [:]
  private var pool: [UIView] = []
  /// Rows kept while a scroll animates (the union of where it starts and where it ends).
  private var keptRows: ClosedRange<Int>?
  /// Set while the finger holds the wheel, and while a scroll animates.
  private var tracking = false
  private var scrollToken = 0
  private var panStartY: CGFloat = 0

  init(picker: UIPickerView, component: Int) {
    self.picker = picker
    self.component = component
    super.init(frame: .zero)
    clipsToBounds = true
    layer._debugName = "UIPickerView.component\(component)"
    let pan = UIPanGestureRecognizer()
    pan.addAction(UIAction { [weak self] action in
      guard let self, let pan = action.sender as? UIPanGestureRecognizer else { return }
      self.handlePan(pan)
    })
    addGestureRecognizer(pan)
  }

  required init?(coder: NSCoder) { nil }

  private var count: Int { picker._rowCount(component) }

  /// The bounds origin that centres `row` (fractional rows allowed) in the wheel.
  private func originY(forRow row: CGFloat) -> CGFloat {
    row * rowHeight - (bounds.height - rowHeight) / 2
  }

  private func row(atOriginY y: CGFloat) -> CGFloat {
    (y + (bounds.height - rowHeight) / 2) / rowHeight
  }

  func place(frame newFrame: CGRect, rowHeight newRowHeight: CGFloat) {
    let heightChanged = newRowHeight != rowHeight
    rowHeight = newRowHeight
    if frame != newFrame { frame = newFrame }
    if heightChanged { recycleAll() }
    if !tracking {
      let selected = picker._selectedRow(component)
      let y = originY(forRow: CGFloat(max(0, selected)))
      if bounds.origin.y != y { bounds.origin.y = y }
    }
    layoutRows()
  }

  /// Removes every row view into the reuse pool (a reload asks for them again).
  func recycleAll() {
    for (_, view) in rows {
      view.removeFromSuperview()
      pool.append(view)
    }
    rows = [:]
  }

  /// The rows the wheel's (model) bounds show.
  private var visibleRange: ClosedRange<Int>? {
    guard count > 0, rowHeight > 0, bounds.height > 0 else { return nil }
    let first = max(0, Int((bounds.minY / rowHeight).rounded(.down)))
    let last = min(count - 1, Int((bounds.maxY / rowHeight).rounded(.up)) - 1)
    return first <= last ? first...last : nil
  }

  private func layoutRows() {
    var wanted = visibleRange
    if let kept = keptRows {
      let clamped = max(0, kept.lowerBound)...max(0, min(count - 1, kept.upperBound))
      wanted = wanted.map { min($0.lowerBound, clamped.lowerBound)...max($0.upperBound, clamped.upperBound) } ?? clamped
      if count == 0 { wanted = nil }
    }
    for (row, view) in rows where !(wanted?.contains(row) ?? false) {
      view.removeFromSuperview()
      pool.append(view)
      rows[row] = nil
    }
    guard let wanted else { return }
    for row in wanted where rows[row] == nil {
      let view = picker._makeView(forRow: row, component: component, reusing: pool.popLast())
      rows[row] = view
      addSubview(view)
    }
    UIView.performWithoutAnimation {
      for (row, view) in rows {
        let rect = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
        let size = view is _PickerRowLabel || view.bounds.size == .zero ? rect.size : view.bounds.size
        let placed = CGRect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height)
        if view.frame != placed { view.frame = placed }
      }
    }
  }

  func visibleView(forRow row: Int) -> UIView? {
    guard let range = visibleRange, range.contains(row) else { return nil }
    return rows[row]
  }

  // MARK: Scrolling

  /// Scrolls so that `row` sits in the selection indicator; animated, the wheel decelerates
  /// onto it (ease-out over `duration(rows:)`) and `completion` runs when it stops.
  func scroll(toRow row: Int, animated: Bool, completion: (() -> Void)?) {
    scrollToken += 1
    let token = scrollToken
    let target = originY(forRow: CGFloat(row))
    let from = layer.presentation()?.bounds.origin.y ?? bounds.origin.y
    layer.removeAllAnimations()
    guard animated, abs(from - target) > 0.001, window != nil else {
      tracking = false
      keptRows = nil
      UIView.performWithoutAnimation { bounds.origin.y = target }
      layoutRows()
      completion?()
      return
    }
    UIView.performWithoutAnimation { bounds.origin.y = from }
    let a = Int(self.row(atOriginY: from).rounded(.down)) - 4
    let b = Int(self.row(atOriginY: from).rounded(.up)) + 4
    keptRows = min(a, row - 4)...max(b, row + 4)
    tracking = true
    layoutRows()
    let travelled = abs(target - from) / max(1, rowHeight)
    UIView.animate(
      withDuration: Self.duration(rows: travelled), delay: 0, options: [.curveEaseOut],
      animations: { self.bounds.origin.y = target },
      completion: { [weak self] _ in
        guard let self, token == self.scrollToken else { return }
        self.tracking = false
        self.keptRows = nil
        self.layoutRows()
        completion?()
      })
  }

  /// How long a wheel takes to settle over `rows` rows [U]: 0.3 s plus 0.05 s a row, at most 1 s.
  static func duration(rows: CGFloat) -> TimeInterval {
    min(1, 0.3 + 0.05 * Double(rows))
  }

  private func handlePan(_ pan: UIPanGestureRecognizer) {
    guard count > 0 else { return }
    switch pan.state {
    case .began:
      scrollToken += 1
      let current = layer.presentation()?.bounds.origin.y ?? bounds.origin.y
      layer.removeAllAnimations()
      tracking = true
      keptRows = nil
      UIView.performWithoutAnimation { bounds.origin.y = current }
      panStartY = current
      layoutRows()
    case .changed:
      let y = min(max(panStartY - pan.translation(in: self).y, originY(forRow: 0)), originY(forRow: CGFloat(count - 1)))
      UIView.performWithoutAnimation { bounds.origin.y = y }
      layoutRows()
    case .ended, .cancelled:
      let projected = bounds.origin.y - pan.velocity(in: self).y * UIPickerView.projectionFactor
      let target = min(max(0, Int(row(atOriginY: projected).rounded())), count - 1)
      picker._userSelect(component: component, row: target)
      let picker = self.picker
      let component = self.component
      scroll(toRow: target, animated: true) { picker._userDidSettle(component: component, row: target) }
    default:
      break
    }
  }
}

import Foundation
import OpenQuartzCore

/// The inline style's month grid (Docs/Behaviour/pickers17.md "Date picker inline and compact"):
/// a header with the month and year and previous/next buttons, a row of weekday initials from the
/// calendar's first weekday, and six weeks of 44-point day cells. The picked day has a tinted
/// round background; days outside `minimumDate...maximumDate` are grey and ignore taps. A tap on
/// a day keeps the time of day and sends `.valueChanged`. `.dateAndTime` adds a 44-point row
/// showing the time.
@preconcurrency @MainActor
final class _DatePickerCalendarView: UIView {
  static let headerHeight: CGFloat = 44
  static let weekdayHeight: CGFloat = 20
  static let cellHeight: CGFloat = 44
  static let timeRowHeight: CGFloat = 44

  static func height(showsTime: Bool) -> CGFloat {
    headerHeight + weekdayHeight + 6 * cellHeight + (showsTime ? timeRowHeight : 0)
  }

  private unowned let picker: UIDatePicker
  /// The first day of the month shown.
  private(set) var month: Date
  let titleLabel = UILabel()
  let previousButton = UIButton(type: .system)
  let nextButton = UIButton(type: .system)
  private var weekdayLabels: [UILabel] = []
  private(set) var dayLabels: [UILabel] = []
  let timeLabel = UILabel()
  private var cellDays: [Date?] = []

  init(picker: UIDatePicker) {
    self.picker = picker
    self.month = Self.firstOfMonth(picker.date, picker._calendar)
    super.init(frame: .zero)
    titleLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
    addSubview(titleLabel)
    previousButton.setTitle("<", for: .normal)
    nextButton.setTitle(">", for: .normal)
    previousButton.addAction(UIAction { [weak self] _ in self?.showMonth(offset: -1) }, for: .touchUpInside)
    nextButton.addAction(UIAction { [weak self] _ in self?.showMonth(offset: 1) }, for: .touchUpInside)
    addSubview(previousButton)
    addSubview(nextButton)
    for _ in 0..<7 {
      let label = UILabel()
      label.textAlignment = .center
      label.font = UIFont.systemFont(ofSize: 13, weight: .semibold)
      label.textColor = .secondaryLabel
      weekdayLabels.append(label)
      addSubview(label)
    }
    for _ in 0..<42 {
      let label = UILabel()
      label.textAlignment = .center
      label.font = UIFont.systemFont(ofSize: 20)
      label.layer.cornerRadius = 20
      dayLabels.append(label)
      addSubview(label)
    }
    if picker.datePickerMode == .dateAndTime { addSubview(timeLabel) }
    let tap = UITapGestureRecognizer()
    tap.addAction(UIAction { [weak self] action in
      guard let self, let tap = action.sender as? UITapGestureRecognizer else { return }
      self.tapped(at: tap.location(in: self))
    })
    addGestureRecognizer(tap)
    reload()
  }

  required init?(coder: NSCoder) { nil }

  static func firstOfMonth(_ date: Date, _ cal: Calendar) -> Date {
    cal.date(from: cal.dateComponents([.era, .year, .month], from: date)) ?? date
  }

  private func showMonth(offset: Int) {
    month = picker._calendar.date(byAdding: .month, value: offset, to: month) ?? month
    redraw()
  }

  /// Shows the month of the picker's date when it moved to another month, then redraws.
  func reload() {
    let cal = picker._calendar
    if !cal.isDate(picker.date, equalTo: month, toGranularity: .month) {
      month = Self.firstOfMonth(picker.date, cal)
    }
    redraw()
  }

  private func redraw() {
    let cal = picker._calendar
    titleLabel.text = picker._formatter(template: "MMMMy").string(from: month)
    let symbols = picker._formatter(template: "EEEEE").veryShortStandaloneWeekdaySymbols
    for (i, label) in weekdayLabels.enumerated() {
      let index = (cal.firstWeekday - 1 + i) % 7
      label.text = symbols.indices.contains(index) ? symbols[index].uppercased() : ""
    }
    let weekday = cal.component(.weekday, from: month)
    let lead = (weekday - cal.firstWeekday + 7) % 7
    let count = cal.range(of: .day, in: .month, for: month)?.count ?? 30
    let minDay = picker.minimumDate.map { cal.startOfDay(for: $0) }
    let maxDay = picker.maximumDate.map { cal.startOfDay(for: $0) }
    cellDays = []
    for (i, label) in dayLabels.enumerated() {
      let dayNumber = i - lead + 1
      guard dayNumber >= 1, dayNumber <= count, let day = cal.date(byAdding: .day, value: dayNumber - 1, to: month) else {
        cellDays.append(nil)
        label.text = nil
        label.backgroundColor = nil
        continue
      }
      let enabled = (minDay.map { day >= $0 } ?? true) && (maxDay.map { day <= $0 } ?? true)
      cellDays.append(enabled ? day : nil)
      label.text = "\(dayNumber)"
      let selected = cal.isDate(day, inSameDayAs: picker.date)
      let tint: UIColor = tintColor ?? .systemBlue
      label.textColor = !enabled ? UIColor.tertiaryLabel : selected ? tint : UIColor.label
      label.backgroundColor = selected ? tint.withAlphaComponent(0.12) : nil
    }
    timeLabel.text = picker._formatter(template: "jmm").string(from: picker.date)
    setNeedsLayout()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let w = bounds.width
    let inset: CGFloat = 8
    titleLabel.frame = CGRect(x: 16, y: 0, width: max(0, w - 120), height: Self.headerHeight)
    previousButton.frame = CGRect(x: w - 96, y: 0, width: 44, height: Self.headerHeight)
    nextButton.frame = CGRect(x: w - 52, y: 0, width: 44, height: Self.headerHeight)
    let cell = max(0, (w - 2 * inset) / 7)
    for (i, label) in weekdayLabels.enumerated() {
      label.frame = CGRect(x: inset + CGFloat(i) * cell, y: Self.headerHeight, width: cell, height: Self.weekdayHeight)
    }
    for (i, label) in dayLabels.enumerated() {
      label.frame = dayCellFrame(i)
    }
    timeLabel.frame = CGRect(x: 16, y: Self.height(showsTime: false), width: max(0, w - 32), height: Self.timeRowHeight)
  }

  /// The frame of day cell `index` (row-major, six weeks of seven days).
  func dayCellFrame(_ index: Int) -> CGRect {
    let inset: CGFloat = 8
    let cell = max(0, (bounds.width - 2 * inset) / 7)
    return CGRect(
      x: inset + CGFloat(index % 7) * cell, y: Self.headerHeight + Self.weekdayHeight + CGFloat(index / 7) * Self.cellHeight,
      width: cell, height: Self.cellHeight)
  }

  /// The cell showing day `day` of the month shown.
  func cellIndex(ofDay day: Int) -> Int? {
    dayLabels.firstIndex { $0.text == "\(day)" }
  }

  private func tapped(at point: CGPoint) {
    guard let index = dayLabels.indices.first(where: { dayCellFrame($0).contains(point) }), let day = cellDays[index] else { return }
    let cal = picker._calendar
    let time = cal.dateComponents([.hour, .minute, .second], from: picker.date)
    var p = cal.dateComponents([.era, .year, .month, .day], from: day)
    p.hour = time.hour
    p.minute = time.minute
    p.second = time.second
    guard let date = cal.date(from: p) else { return }
    picker._userSetDate(date)
  }
}

/// The compact style: a grey rounded button per part of the mode (date, time) showing the
/// value; a tap shows that part's editor (`UIDatePicker._showEditor`) in an overlay.
@preconcurrency @MainActor
final class _DatePickerCompactView: UIView {
  static let buttonHeight: CGFloat = 34
  static let spacing: CGFloat = 6

  private unowned let picker: UIDatePicker
  private(set) var dateButton: UIButton?
  private(set) var timeButton: UIButton?

  init(picker: UIDatePicker) {
    self.picker = picker
    super.init(frame: .zero)
    let mode = picker.datePickerMode
    if mode == .date || mode == .dateAndTime { dateButton = makeButton(editor: .date) }
    if mode == .time || mode == .dateAndTime { timeButton = makeButton(editor: .time) }
    reload()
  }

  required init?(coder: NSCoder) { nil }

  private func makeButton(editor mode: UIDatePicker.Mode) -> UIButton {
    let button = UIButton(type: .system)
    button.backgroundColor = .tertiarySystemFill
    button.layer.cornerRadius = 6
    button.addAction(UIAction { [weak self, weak button] _ in
      guard let self, let button else { return }
      self.picker._showEditor(mode: mode, from: button)
    }, for: .touchUpInside)
    addSubview(button)
    return button
  }

  func reload() {
    dateButton?.setTitle(picker._formatter(template: "yMMMd").string(from: picker.date), for: .normal)
    timeButton?.setTitle(picker._formatter(template: "jmm").string(from: picker.date), for: .normal)
    setNeedsLayout()
  }

  private func width(_ button: UIButton?) -> CGFloat {
    guard let title = button?.title(for: .normal) else { return 0 }
    let font = UIFont.systemFont(ofSize: 17)
    return (title as NSString).size(withAttributes: [.font: font]).width.rounded(.up) + 22
  }

  var fittingSize: CGSize {
    let widths = [width(dateButton), width(timeButton)].filter { $0 > 0 }
    let total = widths.reduce(0, +) + Self.spacing * CGFloat(max(0, widths.count - 1))
    return CGSize(width: total, height: Self.buttonHeight)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    // Right-aligned in the picker, as the compact picker sits at a form row's trailing edge.
    var x = bounds.maxX
    for button in [timeButton, dateButton].compactMap({ $0 }) {
      let w = width(button)
      x -= w
      button.frame = CGRect(x: x, y: bounds.midY - Self.buttonHeight / 2, width: w, height: Self.buttonHeight)
      x -= Self.spacing
    }
  }
}

/// The compact style's editor over the window: a full-window transparent view (a tap outside
/// the card dismisses it) holding a rounded card with the editor, 8 points below the tapped
/// button (above it when there is no room below), inside the window's safe area.
@preconcurrency @MainActor
final class _DatePickerOverlay: UIView {
  private weak var owner: UIDatePicker?
  let editor: UIDatePicker
  let card = UIView()

  init(owner: UIDatePicker, editor: UIDatePicker) {
    self.owner = owner
    self.editor = editor
    super.init(frame: .zero)
    layer._debugName = "UIDatePicker.overlay"
    card.backgroundColor = .systemBackground
    card.layer.cornerRadius = 13
    card.layer.shadowOpacity = 0.2
    card.layer.shadowRadius = 20
    card.addSubview(editor)
    addSubview(card)
  }

  /// A touch that lifts on the overlay itself (outside the card) dismisses it.
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, !card.frame.contains(touch.location(in: self)) else { return }
    dismiss()
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

  required init?(coder: NSCoder) { nil }

  func show(in window: UIWindow, below anchor: UIView) {
    UIView.performWithoutAnimation {
      frame = window.bounds
      window.addSubview(self)
      let size = editor.intrinsicContentSize
      let safe = window.bounds.inset(by: window.safeAreaInsets)
      let width = min(size.width, max(0, safe.width - 16))
      let a = anchor.convert(anchor.bounds, to: self)
      var y = a.maxY + 8
      if y + size.height > safe.maxY { y = max(safe.minY, a.minY - 8 - size.height) }
      let x = min(max(safe.minX + 8, a.midX - width / 2), safe.maxX - 8 - width)
      card.frame = CGRect(x: x, y: y, width: width, height: size.height)
      editor.frame = card.bounds
      layoutIfNeeded()
    }
  }

  func dismiss() {
    removeFromSuperview()
    owner?._overlayDidDismiss(self)
  }
}

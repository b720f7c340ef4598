import Foundation
import OpenQuartzCore

/// The appearance of a date picker (iOS 13.4).
public enum UIDatePickerStyle: Int, Sendable {
  /// The system picks the style for the mode and the platform.
  case automatic = 0
  /// Spinning wheels.
  case wheels = 1
  /// A label (button) that shows an editor when tapped.
  case compact = 2
  /// An editable calendar shown in place (iOS 14).
  case inline = 3
}

/// A control for entering dates, times or durations.
///
/// Styles (`datePickerStyle`, what `preferredDatePickerStyle` resolves to, Docs/Behaviour/pickers17.md
/// "Date picker"): `.wheels` is a `UIPickerView` whose components follow the mode and the locale's
/// order; `.inline` is a month grid (with the time wheels for `.time`); `.compact` is a button per
/// part (date, time) that, tapped, shows the matching inline or wheels editor in an overlay over
/// the window. `.valueChanged` is sent for the user's changes only; setting `date` in code sends
/// nothing. Without a wall clock the default `date` is Foundation's reference date
/// (2001-01-01 00:00:00 UTC), the fixed "now" of the headless core.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
  /// What a date picker shows.
  public enum Mode: Int, Sendable {
    /// Hours, minutes and, by locale, AM/PM.
    case time = 0
    /// Month, day and year in the locale's order.
    case date = 1
    /// Day, hours, minutes and, by locale, AM/PM.
    case dateAndTime = 2
    /// Hours and minutes of a duration (`countDownDuration`); wheels only.
    case countDownTimer = 3
    /// Month and year (iOS 17.4 SDK); wheels only.
    case yearAndMonth = 4
  }

  /// The date a picker shows before any is set: there is no wall clock in the core.
  package static let referenceDate = Date(timeIntervalSinceReferenceDate: 0)
  /// The longest count-down duration (23 h 59 min).
  package static let maximumCountDownDuration: TimeInterval = 86_399

  private var _date = UIDatePicker.referenceDate
  private var _minuteInterval = 1
  private var _countDownDuration: TimeInterval = 0
  private var _content: UIView?
  private var _overlay: _DatePickerOverlay?
  var _wheelsModel: _DatePickerWheelsModel?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    _rebuild()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    _rebuild()
  }

  // MARK: Configuration

  /// What the picker shows (default `.dateAndTime`).
  open var datePickerMode: Mode = .dateAndTime {
    didSet { if oldValue != datePickerMode { _rebuild() } }
  }

  /// The style asked for (default `.automatic`).
  open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
    didSet { if oldValue != preferredDatePickerStyle { _rebuild() } }
  }

  /// The style in use: `.automatic` is `.compact` (iOS 14 on) except for the count-down timer
  /// and year-and-month modes, which only have wheels (and `.wheels` linked against iOS 12,
  /// before compact and inline existed).
  open var datePickerStyle: UIDatePickerStyle {
    if datePickerMode == .countDownTimer || datePickerMode == .yearAndMonth { return .wheels }
    switch preferredDatePickerStyle {
    case .automatic: return UIApplication.shared.linkedSDK == .iOS12 ? .wheels : .compact
    case .wheels, .compact, .inline: return preferredDatePickerStyle
    }
  }

  /// The locale of the titles and the order of the wheels (nil: the calendar's, else the current).
  open var locale: Locale? {
    didSet { _rebuild() }
  }

  /// The calendar of the date's parts (default: the current calendar).
  open var calendar: Calendar! = Calendar.current {
    didSet { _rebuild() }
  }

  /// The time zone of the date's parts (nil: the calendar's).
  open var timeZone: TimeZone? {
    didSet { _rebuild() }
  }

  /// The earliest date the user may pick (nil: none); a later `date` below it moves up to it.
  open var minimumDate: Date? {
    didSet { _setDate(_date, animated: false) }
  }

  /// The latest date the user may pick (nil: none); a `date` above it moves down to it.
  open var maximumDate: Date? {
    didSet { _setDate(_date, animated: false) }
  }

  /// The step of the minute wheel: 1...30 and dividing 60; any other value sets the default, 1
  /// (UIDatePicker.minuteInterval docs).
  open var minuteInterval: Int {
    get { _minuteInterval }
    set {
      _minuteInterval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1
      _rebuild()
    }
  }

  /// Whether a date set in code is rounded to `minuteInterval` (iOS 15; default true).
  open var roundsToMinuteInterval = true

  /// The count-down timer's duration in seconds, 0...86 399 (the whole minutes kept).
  open var countDownDuration: TimeInterval {
    get { _countDownDuration }
    set {
      let clamped = newValue.isNaN ? 0 : min(max(newValue, 0), Self.maximumCountDownDuration)
      _countDownDuration = (clamped / 60).rounded(.down) * 60
      _wheelsModel?.syncSelection(animated: false)
    }
  }

  // MARK: Date

  /// The picked date. Setting it clamps to `minimumDate...maximumDate` (and rounds to the minute
  /// interval, `roundsToMinuteInterval`) and sends no action.
  open var date: Date {
    get { _date }
    set { _setDate(newValue, animated: false) }
  }

  /// Sets `date`, the wheels spinning to it when `animated`; sends no action.
  open func setDate(_ date: Date, animated: Bool) {
    _setDate(date, animated: animated)
  }

  private func _setDate(_ new: Date, animated: Bool) {
    var value = new
    if roundsToMinuteInterval && _minuteInterval > 1 { value = _rounded(value) }
    _date = _clamped(value)
    _dateDidChange(animated: animated)
  }

  func _clamped(_ value: Date) -> Date {
    var v = value
    if let maximumDate, v > maximumDate { v = maximumDate }
    if let minimumDate, v < minimumDate { v = minimumDate }
    return v
  }

  /// `value` rounded to the nearest multiple of `minuteInterval` minutes of its hour (seconds dropped).
  private func _rounded(_ value: Date) -> Date {
    let cal = _calendar
    var parts = cal.dateComponents([.era, .year, .month, .day, .hour, .minute], from: value)
    let minute = parts.minute ?? 0
    let step = _minuteInterval
    let down = minute - minute % step
    let seconds = value.timeIntervalSince(cal.date(from: parts) ?? value) + Double(minute % step) * 60
    parts.minute = seconds >= Double(step) * 30 ? down + step : down
    return cal.date(from: parts) ?? value
  }

  private func _dateDidChange(animated: Bool) {
    _wheelsModel?.syncSelection(animated: animated)
    (_content as? _DatePickerCalendarView)?.reload()
    (_content as? _DatePickerCompactView)?.reload()
  }

  /// The user picked `value` (a wheel settled, a day tapped, the overlay's editor changed):
  /// clamped, shown, and `.valueChanged` sent when the date moved.
  func _userSetDate(_ value: Date) {
    let old = _date
    _date = _clamped(value)
    _dateDidChange(animated: true)
    if _date != old { sendActions(for: .valueChanged) }
  }

  /// The user set the count-down wheels to `value`.
  func _userSetCountDown(_ value: TimeInterval) {
    let old = _countDownDuration
    // The count-down timer never reaches zero by the wheels: 0 h 0 min moves on to one step.
    let v = value < 60 ? TimeInterval(_minuteInterval * 60) : value
    _countDownDuration = min(v, Self.maximumCountDownDuration)
    _wheelsModel?.syncSelection(animated: true)
    if _countDownDuration != old { sendActions(for: .valueChanged) }
  }

  // MARK: Calendar

  /// The calendar with the picker's time zone and locale.
  var _calendar: Calendar {
    var cal = calendar ?? Calendar.current
    if let timeZone { cal.timeZone = timeZone }
    cal.locale = _locale
    return cal
  }

  var _locale: Locale { locale ?? calendar?.locale ?? Locale.current }

  /// A formatter for the picker's locale, calendar and time zone.
  func _formatter(template: String) -> DateFormatter {
    let f = DateFormatter()
    f.locale = _locale
    f.calendar = _calendar
    f.timeZone = _calendar.timeZone
    f.dateFormat = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: _locale) ?? template
    return f
  }

  // MARK: Content

  private func _rebuild() {
    _overlay?.dismiss()
    _content?.removeFromSuperview()
    _wheelsModel = nil
    let content: UIView
    switch datePickerStyle {
    case .wheels, .automatic:
      content = _makeWheels(mode: datePickerMode)
    case .inline:
      content = datePickerMode == .time ? _makeWheels(mode: .time) : _DatePickerCalendarView(picker: self)
    case .compact:
      content = _DatePickerCompactView(picker: self)
    }
    _content = content
    addSubview(content)
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  private func _makeWheels(mode: Mode) -> UIPickerView {
    let wheels = UIPickerView(frame: bounds)
    let model = _DatePickerWheelsModel(picker: self, mode: mode)
    _wheelsModel = model
    wheels.dataSource = model
    wheels.delegate = model
    model.wheels = wheels
    model.syncSelection(animated: false)
    return wheels
  }

  /// The wheels' picker view in the wheels style (nil in the other styles).
  package var _pickerView: UIPickerView? { _wheelsModel?.wheels }
  /// The style's content view: the wheels, the month grid or the compact buttons.
  package var _contentView: UIView? { _content }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if let _content, _content.frame != bounds { _content.frame = bounds }
  }

  /// Wheels: 320 x 216; inline: 320 x 328 (a month) plus 44 for the time row of `.dateAndTime`;
  /// compact: the buttons' size [U].
  open override var intrinsicContentSize: CGSize {
    switch datePickerStyle {
    case .wheels, .automatic: return CGSize(width: 320, height: UIPickerView.intrinsicHeight)
    case .inline:
      if datePickerMode == .time { return CGSize(width: 320, height: UIPickerView.intrinsicHeight) }
      return CGSize(width: 320, height: _DatePickerCalendarView.height(showsTime: datePickerMode == .dateAndTime))
    case .compact: return (_content as? _DatePickerCompactView)?.fittingSize ?? .zero
    }
  }

  // MARK: Compact editor

  /// Shows the editor of one compact part in an overlay over the window.
  func _showEditor(mode: Mode, from anchor: UIView) {
    guard let window else { return }
    _overlay?.dismiss()
    let editor = UIDatePicker(frame: .zero)
    editor.datePickerMode = mode
    editor.preferredDatePickerStyle = mode == .time ? .wheels : .inline
    editor.locale = locale
    editor.calendar = calendar
    editor.timeZone = timeZone
    editor.minuteInterval = minuteInterval
    editor.minimumDate = minimumDate
    editor.maximumDate = maximumDate
    editor.date = _date
    editor.addAction(UIAction { [weak self, weak editor] _ in
      guard let self, let editor else { return }
      self._userSetDate(editor.date)
    }, for: .valueChanged)
    let overlay = _DatePickerOverlay(owner: self, editor: editor)
    _overlay = overlay
    overlay.show(in: window, below: anchor)
  }

  func _overlayDidDismiss(_ overlay: _DatePickerOverlay) {
    if _overlay === overlay { _overlay = nil }
  }

  /// The editor overlay of the compact style while it shows.
  package var _editorOverlay: UIView? { _overlay }
  /// The date picker inside the compact style's overlay while it shows.
  package var _overlayEditor: UIDatePicker? { _overlay?.editor }
}

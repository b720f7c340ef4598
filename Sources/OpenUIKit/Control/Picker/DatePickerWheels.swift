import Foundation

/// The data source and delegate of a date picker's wheels: its components per mode in the
/// locale's order (Docs/Behaviour/pickers17.md "Date picker wheels").
@preconcurrency @MainActor
final class _DatePickerWheelsModel: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
  enum Column: Equatable {
    case month, day, year
    /// One row a day, `dayRows` rows centred on `anchor` (the start of a day).
    case dayOfYear
    case hour12, hour24, minute, amPM
    case countDownHours, countDownMinutes
  }

  /// The days the date-and-time day wheel spans (about five years either side of its anchor).
  static let dayRows = 3653
  static let maximumYear = 9999

  private unowned let picker: UIDatePicker
  let mode: UIDatePicker.Mode
  let columns: [Column]
  weak var wheels: UIPickerView?
  /// The first day of the day wheel's middle row.
  private var anchor: Date

  init(picker: UIDatePicker, mode: UIDatePicker.Mode) {
    self.picker = picker
    self.mode = mode
    self.columns = Self.columns(mode: mode, locale: picker._locale)
    self.anchor = picker._calendar.startOfDay(for: picker.date)
    super.init()
  }

  /// The components of `mode` in `locale`'s order: the date parts as the locale's long date
  /// writes them, the hour before the minute, AM/PM where the locale's time has it (first or
  /// last as it writes it).
  static func columns(mode: UIDatePicker.Mode, locale: Locale) -> [Column] {
    func ordered(_ template: String, _ parts: [(Character, Column)]) -> [Column] {
      let format = Array(DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template)
      return parts.sorted { a, b in
        (format.firstIndex { $0 == a.0 || (a.0 == "M" && $0 == "L") } ?? Int.max)
          < (format.firstIndex { $0 == b.0 || (b.0 == "M" && $0 == "L") } ?? Int.max)
      }.map(\.1)
    }
    func time() -> [Column] {
      let format = DateFormatter.dateFormat(fromTemplate: "jm", options: 0, locale: locale) ?? "h:mm a"
      guard let a = format.firstIndex(of: "a") else { return [.hour24, .minute] }
      let hour = format.firstIndex { "hHkK".contains($0) } ?? format.endIndex
      return a < hour ? [.amPM, .hour12, .minute] : [.hour12, .minute, .amPM]
    }
    switch mode {
    case .time: return time()
    case .date: return ordered("yMMMMd", [("M", .month), ("d", .day), ("y", .year)])
    case .dateAndTime: return [.dayOfYear] + time()
    case .countDownTimer: return [.countDownHours, .countDownMinutes]
    case .yearAndMonth: return ordered("yMMMM", [("M", .month), ("y", .year)])
    }
  }

  // MARK: Rows

  private var parts: DateComponents {
    picker._calendar.dateComponents([.era, .year, .month, .day, .hour, .minute], from: picker.date)
  }

  private func daysInMonth(_ p: DateComponents) -> Int {
    let cal = picker._calendar
    var first = p
    first.day = 1
    guard let date = cal.date(from: first), let range = cal.range(of: .day, in: .month, for: date) else { return 31 }
    return range.count
  }

  func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    switch columns[component] {
    case .month: return 12
    case .day: return daysInMonth(parts)
    case .year: return Self.maximumYear
    case .dayOfYear: return Self.dayRows
    case .hour12: return 12
    case .hour24, .countDownHours: return 24
    case .minute, .countDownMinutes: return 60 / picker.minuteInterval
    case .amPM: return 2
    }
  }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    switch columns[component] {
    case .month:
      let symbols = picker._formatter(template: "MMMM").standaloneMonthSymbols
      return symbols.indices.contains(row) ? symbols[row] : "\(row + 1)"
    case .day, .year: return "\(row + 1)"
    case .dayOfYear:
      guard let day = dayDate(row: row) else { return nil }
      return picker._formatter(template: "EEEMMMd").string(from: day)
    case .hour12: return "\(row + 1)"
    case .hour24: return String(format: "%02d", row)
    case .minute: return String(format: "%02d", row * picker.minuteInterval)
    case .amPM:
      let f = picker._formatter(template: "a")
      return row == 0 ? f.amSymbol : f.pmSymbol
    case .countDownHours: return "\(row)"
    case .countDownMinutes: return "\(row * picker.minuteInterval)"
    }
  }

  private func dayDate(row: Int) -> Date? {
    picker._calendar.date(byAdding: .day, value: row - Self.dayRows / 2, to: anchor)
  }

  // MARK: Selection

  /// The row of each column for the picker's date (or count-down duration).
  private func rows() -> [Int] {
    let p = parts
    let hour = p.hour ?? 0
    let cd = Int(picker.countDownDuration) / 60
    return columns.map { column in
      switch column {
      case .month: return (p.month ?? 1) - 1
      case .day: return (p.day ?? 1) - 1
      case .year: return min(max(0, (p.year ?? 1) - 1), Self.maximumYear - 1)
      case .dayOfYear:
        let cal = picker._calendar
        let days = cal.dateComponents([.day], from: anchor, to: cal.startOfDay(for: picker.date)).day ?? 0
        return days + Self.dayRows / 2
      case .hour12: return (hour % 12 + 11) % 12
      case .hour24: return hour
      case .minute: return (p.minute ?? 0) / picker.minuteInterval
      case .amPM: return hour < 12 ? 0 : 1
      case .countDownHours: return cd / 60
      case .countDownMinutes: return (cd % 60) / picker.minuteInterval
      }
    }
  }

  /// Spins the wheels to the picker's value (re-anchoring the day wheel when the date left it,
  /// and reloading the day wheel for the month's length).
  func syncSelection(animated: Bool) {
    guard let wheels else { return }
    if let i = columns.firstIndex(of: .dayOfYear) {
      let row = rows()[i]
      if row < 0 || row >= Self.dayRows {
        anchor = picker._calendar.startOfDay(for: picker.date)
        wheels.reloadComponent(i)
      }
    }
    if let i = columns.firstIndex(of: .day), wheels.numberOfRows(inComponent: i) != daysInMonth(parts) {
      wheels.reloadComponent(i)
    }
    for (component, row) in rows().enumerated() where wheels.selectedRow(inComponent: component) != row {
      wheels.selectRow(row, inComponent: component, animated: animated)
    }
  }

  /// A wheel settled: the value the wheels now show, clamped, becomes the picker's.
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    let selected = columns.indices.map { pickerView.selectedRow(inComponent: $0) }
    func value(_ column: Column) -> Int? { columns.firstIndex(of: column).map { selected[$0] } }
    if mode == .countDownTimer {
      let minutes = (value(.countDownHours) ?? 0) * 60 + (value(.countDownMinutes) ?? 0) * picker.minuteInterval
      picker._userSetCountDown(TimeInterval(minutes * 60))
      return
    }
    let cal = picker._calendar
    var p = parts
    p.second = 0
    if let dayRow = value(.dayOfYear), let day = dayDate(row: dayRow) {
      let d = cal.dateComponents([.era, .year, .month, .day], from: day)
      p.era = d.era
      p.year = d.year
      p.month = d.month
      p.day = d.day
    }
    if let year = value(.year) { p.year = year + 1 }
    if let month = value(.month) { p.month = month + 1 }
    if let day = value(.day) { p.day = day + 1 }
    if mode == .yearAndMonth { p.day = 1 }
    if let d = p.day { p.day = min(d, daysInMonth(p)) }
    if let hour = value(.hour24) { p.hour = hour }
    if let hour = value(.hour12) { p.hour = (hour + 1) % 12 + ((value(.amPM) ?? 0) == 1 ? 12 : 0) }
    if let minute = value(.minute) { p.minute = minute * picker.minuteInterval }
    guard let date = cal.date(from: p) else { return }
    picker._userSetDate(date)
    // A clamped or shortened value spins the wheels back to what the picker holds.
    syncSelection(animated: true)
  }
}

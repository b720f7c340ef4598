import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

@MainActor
@Suite(.serialized)
struct DatePickerTests {
  static let utc = TimeZone(identifier: "UTC")!

  /// 2026-11-29 09:41:00 UTC.
  static let morning: Date = {
    var c = DateComponents()
    (c.year, c.month, c.day, c.hour, c.minute) = (2026, 11, 29, 9, 41)
    var cal = Calendar(identifier: .gregorian)
    cal.timeZone = TimeZone(identifier: "UTC")!
    return cal.date(from: c)!
  }()

  private func gregorian() -> Calendar {
    var cal = Calendar(identifier: .gregorian)
    cal.timeZone = Self.utc
    return cal
  }

  private func parts(_ date: Date) -> DateComponents {
    gregorian().dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
  }

  private func makePicker(_ mode: UIDatePicker.Mode, _ style: UIDatePickerStyle, locale: String = "en_US") -> UIDatePicker {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let p = UIDatePicker(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
    p.calendar = gregorian()
    p.timeZone = Self.utc
    p.locale = Locale(identifier: locale)
    p.datePickerMode = mode
    p.preferredDatePickerStyle = style
    return p
  }

  private func titles(_ picker: UIPickerView) -> [String] {
    (0..<picker.numberOfComponents).map { c in
      (picker.view(forRow: picker.selectedRow(inComponent: c), forComponent: c) as? UILabel)?.text ?? "?"
    }
  }

  @Test("Behaviour pickers17 Date picker: without a wall clock the default date is Foundation's reference date; the default mode is dateAndTime")
  func defaults() {
    let p = UIDatePicker()
    #expect(p.date == Date(timeIntervalSinceReferenceDate: 0))
    #expect(p.datePickerMode == .dateAndTime)
    #expect(p.preferredDatePickerStyle == .automatic)
    #expect(p.minuteInterval == 1 && p.roundsToMinuteInterval)
    #expect(p.countDownDuration == 0)
    #expect(UIDatePicker.Mode.yearAndMonth.rawValue == 4 && UIDatePickerStyle.inline.rawValue == 3)
  }

  @Test("UIKit [D]/[U]: automatic resolves to compact (wheels for countDownTimer and yearAndMonth, which have no other style; wheels linked against iOS 12)")
  func styleResolution() {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let p = UIDatePicker()
    #expect(p.datePickerStyle == .compact)
    p.preferredDatePickerStyle = .inline
    #expect(p.datePickerStyle == .inline)
    p.datePickerMode = .countDownTimer
    #expect(p.datePickerStyle == .wheels)
    p.datePickerMode = .yearAndMonth
    #expect(p.datePickerStyle == .wheels)
    p.datePickerMode = .date
    p.preferredDatePickerStyle = .automatic
    UIApplication.shared.useLinkedSDK(.iOS12)
    #expect(p.datePickerStyle == .wheels)
    UIApplication.shared.useLinkedSDK(.iOS17)
  }

  @Test("UIKit: minuteInterval must divide 60 within 1...30; any other value sets the default 1 (minuteInterval docs)")
  func minuteInterval() {
    let p = makePicker(.time, .wheels)
    p.minuteInterval = 15
    #expect(p.minuteInterval == 15)
    p.minuteInterval = 7
    #expect(p.minuteInterval == 1)
    p.minuteInterval = 60
    #expect(p.minuteInterval == 1)
    p.minuteInterval = 0
    #expect(p.minuteInterval == 1)
    p.minuteInterval = 30
    #expect(p._pickerView?.numberOfRows(inComponent: 1) == 2)
  }

  @Test("Behaviour pickers17 Date picker: roundsToMinuteInterval rounds a date set in code to the nearest interval step; off, it stays")
  func rounding() {
    let p = makePicker(.time, .wheels)
    p.minuteInterval = 15
    p.date = Self.morning
    #expect(parts(p.date).minute == 45 && parts(p.date).hour == 9)
    p.date = Self.morning.addingTimeInterval(-4 * 60)
    #expect(parts(p.date).minute == 30)
    p.roundsToMinuteInterval = false
    p.date = Self.morning
    #expect(parts(p.date).minute == 41)
  }

  @Test("UIKit: date is clamped to minimumDate...maximumDate, also when the bounds move after; setting it sends no action [D]")
  func clamping() {
    let p = makePicker(.date, .wheels)
    let events = EventRecorder(p, [("changed", .valueChanged)])
    p.date = Self.morning
    p.minimumDate = Self.morning.addingTimeInterval(86_400)
    #expect(p.date == Self.morning.addingTimeInterval(86_400))
    p.maximumDate = Self.morning.addingTimeInterval(2 * 86_400)
    p.date = Self.morning.addingTimeInterval(10 * 86_400)
    #expect(p.date == Self.morning.addingTimeInterval(2 * 86_400))
    p.setDate(Self.morning, animated: true)
    #expect(p.date == Self.morning.addingTimeInterval(86_400))
    #expect(events.events.isEmpty)
  }

  @Test("UIKit: countDownDuration is clamped to 0...86 399 s and keeps whole minutes")
  func countDown() {
    let p = makePicker(.countDownTimer, .automatic)
    p.countDownDuration = 100_000
    #expect(p.countDownDuration == 86_340)
    p.countDownDuration = 5_430
    #expect(p.countDownDuration == 5_400)
    p.countDownDuration = -3
    #expect(p.countDownDuration == 0)
  }

  @Test("Behaviour pickers17 Date picker wheels: components per mode in the locale's order (en_US month-day-year, h-mm-AM/PM; en_GB day-month-year, 24 h)")
  func wheelsOrder() throws {
    let us = makePicker(.date, .wheels)
    us.date = Self.morning
    let w = window(with: us)
    defer { w.isHidden = true }
    let usWheels = try #require(us._pickerView)
    usWheels.layoutIfNeeded()
    #expect(titles(usWheels) == ["November", "29", "2026"])
    let gb = makePicker(.date, .wheels, locale: "en_GB")
    gb.date = Self.morning
    w.addSubview(gb)
    let gbWheels = try #require(gb._pickerView)
    gbWheels.layoutIfNeeded()
    #expect(titles(gbWheels) == ["29", "November", "2026"])
    let time = makePicker(.time, .wheels)
    time.date = Self.morning.addingTimeInterval(5 * 3600)
    w.addSubview(time)
    let timeWheels = try #require(time._pickerView)
    timeWheels.layoutIfNeeded()
    #expect(titles(timeWheels) == ["2", "41", "PM"])
    let gbTime = makePicker(.time, .wheels, locale: "en_GB")
    gbTime.date = Self.morning
    w.addSubview(gbTime)
    let gbTimeWheels = try #require(gbTime._pickerView)
    gbTimeWheels.layoutIfNeeded()
    #expect(titles(gbTimeWheels) == ["09", "41"])
    let both = makePicker(.dateAndTime, .wheels)
    both.date = Self.morning
    w.addSubview(both)
    let bothWheels = try #require(both._pickerView)
    bothWheels.layoutIfNeeded()
    #expect(titles(bothWheels) == ["Sun, Nov 29", "9", "41", "AM"])
  }

  @Test("UIKit [D]: a user's spin of a wheel changes the date and sends valueChanged once, after the wheel settles")
  func userSpinSendsValueChanged() throws {
    let p = makePicker(.time, .wheels)
    p.date = Self.morning
    let w = window(with: p)
    defer { w.isHidden = true }
    let events = EventRecorder(p, [("changed", .valueChanged)])
    let wheels = try #require(p._pickerView)
    wheels.layoutIfNeeded()
    // The minute wheel (the middle third): drag up about two rows and hold still before lifting.
    let x = wheels.convert(CGPoint(x: 160, y: 0), to: w).x
    let touch = w.touchDown(at: CGPoint(x: x, y: 250))
    touch.move(to: CGPoint(x: x, y: 250 - 70), duration: 0.4)
    UIApplication.shared.advance(by: 0.2)
    touch.lift()
    #expect(events.events.isEmpty)
    UIApplication.shared.runUntilIdle()
    #expect(events.events == ["changed"])
    #expect(parts(p.date).minute == 43 && parts(p.date).hour == 9)
  }

  @Test("UIKit: a user's spin below minimumDate sends the clamped date and the wheels spin back to it")
  func userSpinClamps() throws {
    let p = makePicker(.time, .wheels)
    p.date = Self.morning
    p.minimumDate = Self.morning
    let w = window(with: p)
    defer { w.isHidden = true }
    let events = EventRecorder(p, [("changed", .valueChanged)])
    let wheels = try #require(p._pickerView)
    wheels.layoutIfNeeded()
    let x = wheels.convert(CGPoint(x: 160, y: 0), to: w).x
    let touch = w.touchDown(at: CGPoint(x: x, y: 200))
    touch.move(to: CGPoint(x: x, y: 200 + 64), duration: 0.4)
    UIApplication.shared.advance(by: 0.2)
    touch.lift()
    UIApplication.shared.runUntilIdle()
    #expect(p.date == Self.morning)
    #expect(events.events.isEmpty)
    #expect(wheels.selectedRow(inComponent: 1) == 41)
  }

  @Test("Behaviour pickers17 Date picker inline: the month grid shows the date's month; a tap on a day picks it, keeps the time, sends valueChanged; days before minimumDate ignore taps")
  func inlineGrid() throws {
    let p = makePicker(.date, .inline)
    p.frame = CGRect(x: 0, y: 0, width: 320, height: p.intrinsicContentSize.height)
    p.date = Self.morning
    p.minimumDate = Self.morning.addingTimeInterval(-3 * 86_400)
    let w = window(with: p, size: CGSize(width: 320, height: 500))
    defer { w.isHidden = true }
    #expect(p.intrinsicContentSize == CGSize(width: 320, height: 328))
    let events = EventRecorder(p, [("changed", .valueChanged)])
    let grid = try #require(p._contentView)
    grid.layoutIfNeeded()
    let title = grid.subviews.compactMap { $0 as? UILabel }.first { $0.text == "November 2026" }
    #expect(title != nil)
    // November 2026 starts on a Sunday: day 10 is the third cell of the second week.
    let labels = grid.subviews.compactMap { $0 as? UILabel }.filter { $0.text == "10" }
    let ten = try #require(labels.first)
    w.tap(at: ten.convert(CGPoint(x: ten.bounds.midX, y: ten.bounds.midY), to: w))
    #expect(events.events.isEmpty)  // 10 is before the minimum: ignored
    let twentySeven = try #require(grid.subviews.compactMap { $0 as? UILabel }.first { $0.text == "27" })
    w.tap(at: twentySeven.convert(CGPoint(x: twentySeven.bounds.midX, y: twentySeven.bounds.midY), to: w))
    #expect(events.events == ["changed"])
    #expect(parts(p.date).day == 27 && parts(p.date).hour == 9 && parts(p.date).minute == 41)
  }

  @Test("Behaviour pickers17 Date picker compact: a button per part; a tap shows the editor in an overlay above the window, its changes become the picker's and send valueChanged; a tap outside dismisses it")
  func compactOverlay() throws {
    let p = makePicker(.date, .compact)
    p.date = Self.morning
    p.frame = CGRect(origin: CGPoint(x: 150, y: 100), size: p.intrinsicContentSize)
    let w = window(with: p, size: CGSize(width: 393, height: 852))
    defer { w.isHidden = true }
    let events = EventRecorder(p, [("changed", .valueChanged)])
    let button = try #require(p._contentView?.subviews.first as? UIButton)
    #expect(button.title(for: .normal) == "Nov 29, 2026")
    w.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: w))
    let overlay = try #require(p._editorOverlay)
    #expect(overlay.superview === w && w.subviews.last === overlay)
    let editor = try #require(p._overlayEditor)
    #expect(editor.datePickerStyle == .inline)
    let grid = try #require(editor._contentView)
    grid.layoutIfNeeded()
    let day = try #require(grid.subviews.compactMap { $0 as? UILabel }.first { $0.text == "3" })
    w.tap(at: day.convert(CGPoint(x: day.bounds.midX, y: day.bounds.midY), to: w))
    #expect(events.events == ["changed"])
    #expect(parts(p.date).day == 3)
    #expect(button.title(for: .normal) == "Nov 3, 2026")
    w.tap(at: CGPoint(x: 10, y: 840))
    #expect(p._editorOverlay == nil && overlay.superview == nil)
  }
}

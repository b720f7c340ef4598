import Testing
import UIKit
import OpenUIKitTesting

/// Swift 5-mode code of BookingFormCode.swift: a picker as a text field's keyboard with a Done
/// toolbar, an inline date picker with a minimum date and a target-action, a wheels time picker.
@MainActor @Suite(.serialized) struct BookingFormTests {
  private func show() -> (BookingFormViewController, UIWindow) {
    registerBookingFormActions()
    let form = BookingFormViewController()
    let window = showKeyboardScreen(form)
    form.view.layoutIfNeeded()
    return (form, window)
  }

  /// Ends editing and hides the window, so no first responder outlives the test.
  private func close(_ window: UIWindow) {
    UIApplication.shared.endEditingForTesting()
    window.isHidden = true
  }

  private func center(_ view: UIView, in window: UIWindow) -> CGPoint {
    let r = view.convert(view.bounds, to: window)
    return CGPoint(x: r.midX, y: r.midY)
  }

  private func utc(_ date: Date) -> DateComponents {
    var cal = Calendar(identifier: .gregorian)
    cal.timeZone = TimeZone(identifier: "UTC")!
    return cal.dateComponents([.year, .month, .day, .hour, .minute], from: date)
  }

  @Test("UIKit inputView/inputAccessoryView: tapping the room field shows the picker and toolbar instead of the keyboard, with the keyboard notifications for their frame")
  func roomPickerReplacesKeyboard() throws {
    let (form, window) = show()
    defer { close(window) }
    let log = BookingKeyboardLog()
    defer { log.stop() }
    window.tap(at: center(form.roomField, in: window))
    #expect(form.roomField.isFirstResponder)
    #expect(form.roomField.text == "Double")
    #expect(log.names == ["willShow"])
    #expect(log.endFrame == CGRect(x: 0, y: 852 - 216 - 44, width: 393, height: 260))
    UIApplication.shared.runUntilIdle()
    #expect(log.names == ["willShow", "didShow"])
    #expect(form.roomPicker.window === window)
    #expect(form.roomPicker.convert(form.roomPicker.bounds, to: window) == CGRect(x: 0, y: 636, width: 393, height: 216))
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("UIPickerViewDelegate: a pan on the room picker settles on a row and calls didSelectRow, which sets the field's text; Done resigns and hides the picker")
  func pickRoomAndDone() throws {
    let (form, window) = show()
    defer { close(window) }
    window.tap(at: center(form.roomField, in: window))
    UIApplication.shared.runUntilIdle()
    #expect(form.roomPicker.selectedRow(inComponent: 0) == 1)
    // Drag the wheel up by about two rows (70 pt) and hold still before lifting: row 3.
    let start = CGPoint(x: 196, y: 744)
    let touch = window.touchDown(at: start)
    touch.move(to: CGPoint(x: 196, y: 744 - 70), duration: 0.4)
    UIApplication.shared.advance(by: 0.2)
    touch.lift()
    #expect(form.selectedRoom == nil)
    UIApplication.shared.runUntilIdle()
    #expect(form.selectedRoom == "Family")
    #expect(form.roomField.text == "Family")
    #expect(form.delegateLog == ["didBeginEditing", "didSelect Family"])
    let label = form.roomPicker.view(forRow: 3, forComponent: 0) as? UILabel
    #expect(label?.text == "Family")

    let toolbar = try #require(form.roomField.inputAccessoryView as? UIToolbar)
    let doneButton = try #require(toolbar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Done" })
    window.tap(at: center(doneButton, in: window))
    #expect(form.doneCount == 1)
    #expect(!form.roomField.isFirstResponder)
    #expect(form.delegateLog.last == "didEndEditing")
    UIApplication.shared.runUntilIdle()
    #expect(form.roomPicker.window == nil)
    #expect(UIApplication.shared.keyboardFrame == nil)
  }

  @Test("UIDatePicker: the inline arrival calendar ignores days before the minimum; a later day sends valueChanged to the target-action")
  func arrivalDate() throws {
    let (form, window) = show()
    defer { close(window) }
    #expect(form.arrivalPicker.datePickerStyle == .inline)
    let labels = form.arrivalPicker.subviews.first?.subviews.compactMap { $0 as? UILabel } ?? []
    let tenth = try #require(labels.first { $0.text == "10" })
    window.tap(at: center(tenth, in: window))
    #expect(form.arrivalChanges == 0)
    #expect(utc(form.arrivalPicker.date).day == 18)
    let twentyFirst = try #require(labels.first { $0.text == "21" })
    window.tap(at: center(twentyFirst, in: window))
    #expect(form.arrivalChanges == 1)
    #expect(form.summaryLabel.text == "Arriving 2026-11-21")
    form.arrivalPicker.date = form.today
    #expect(form.arrivalChanges == 1)
  }

  @Test("UIDatePicker wheels: the 24-hour time picker (en_GB) spins in 15-minute steps; a spin sends valueChanged once it settles")
  func arrivalTime() throws {
    let (form, window) = show()
    defer { close(window) }
    #expect(form.timePicker.datePickerStyle == .wheels)
    let frame = form.timePicker.convert(form.timePicker.bounds, to: window)
    // Two components share the width: the minutes wheel is the right half.
    let x = frame.minX + frame.width * 0.75
    let touch = window.touchDown(at: CGPoint(x: x, y: frame.midY))
    touch.move(to: CGPoint(x: x, y: frame.midY - 70), duration: 0.4)
    UIApplication.shared.advance(by: 0.2)
    touch.lift()
    #expect(form.timeChanges == 0)
    UIApplication.shared.runUntilIdle()
    #expect(form.timeChanges == 1)
    #expect(utc(form.timePicker.date).hour == 10 && utc(form.timePicker.date).minute == 30)
  }
}

/// Records the keyboard notifications as the form's screen would observe them.
@MainActor final class BookingKeyboardLog {
  private(set) var names: [String] = []
  private(set) var endFrame: CGRect?
  private var tokens: [NSObjectProtocol] = []

  init() {
    let watched: [(Notification.Name, String)] = [
      (UIResponder.keyboardWillShowNotification, "willShow"),
      (UIResponder.keyboardDidShowNotification, "didShow"),
      (UIResponder.keyboardWillHideNotification, "willHide"),
    ]
    for (name, short) in watched {
      tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
        let frame = (note.userInfo?["UIKeyboardFrameEndUserInfoKey"] as? NSValue)?.cgRectValue
        MainActor.assumeIsolated {
          self?.names.append(short)
          if short == "willShow" { self?.endFrame = frame }
        }
      })
    }
  }

  func stop() {
    tokens.forEach(NotificationCenter.default.removeObserver)
    tokens = []
  }
}

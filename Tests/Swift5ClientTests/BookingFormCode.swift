// A hotel booking form as an app writes it: the room type is picked in a text field whose
// keyboard is a UIPickerView (with a toolbar and a Done button above it), the arrival date in a
// UIDatePicker with a minimum date and a target-action for .valueChanged, and the arrival time in
// a wheels-style time picker. (`Selector("…")` + ActionRegistry stand in for `#selector`.)
import UIKit

final class BookingFormViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate, UITextFieldDelegate {
  static let roomTypes = ["Single", "Double", "Twin", "Family", "Suite"]

  let roomField = UITextField()
  let roomPicker = UIPickerView()
  let arrivalPicker = UIDatePicker()
  let timePicker = UIDatePicker()
  let summaryLabel = UILabel()
  private(set) var doneCount = 0
  private(set) var selectedRoom: String?
  private(set) var arrivalChanges = 0
  private(set) var timeChanges = 0
  private(set) var delegateLog: [String] = []

  /// Where the form's dates start from (the booking's "today").
  var today = Date(timeIntervalSince1970: 1_794_996_000)  // 2026-11-18 10:00 UTC

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    roomField.placeholder = "Room type"
    roomField.borderStyle = .roundedRect
    roomField.delegate = self
    roomPicker.dataSource = self
    roomPicker.delegate = self
    roomField.inputView = roomPicker

    let toolbar = UIToolbar()
    toolbar.sizeToFit()
    let done = UIBarButtonItem(title: "Done", style: .done, target: self, action: Selector("doneTapped"))
    toolbar.items = [UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil), done]
    roomField.inputAccessoryView = toolbar

    arrivalPicker.datePickerMode = .date
    arrivalPicker.preferredDatePickerStyle = .inline
    arrivalPicker.timeZone = TimeZone(identifier: "UTC")
    arrivalPicker.locale = Locale(identifier: "en_US")
    arrivalPicker.minimumDate = today
    arrivalPicker.date = today
    arrivalPicker.addTarget(self, action: Selector("arrivalChanged:"), for: .valueChanged)

    timePicker.datePickerMode = .time
    timePicker.preferredDatePickerStyle = .wheels
    timePicker.minuteInterval = 15
    timePicker.timeZone = TimeZone(identifier: "UTC")
    timePicker.locale = Locale(identifier: "en_GB")
    timePicker.date = today
    timePicker.addAction(UIAction { [weak self] _ in self?.timeChanges += 1 }, for: .valueChanged)

    for v in [roomField, arrivalPicker, timePicker, summaryLabel] as [UIView] {
      v.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(v)
    }
    NSLayoutConstraint.activate([
      roomField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      roomField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      roomField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      roomField.heightAnchor.constraint(equalToConstant: 34),
      arrivalPicker.topAnchor.constraint(equalTo: roomField.bottomAnchor, constant: 8),
      arrivalPicker.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      arrivalPicker.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      timePicker.topAnchor.constraint(equalTo: arrivalPicker.bottomAnchor),
      timePicker.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      timePicker.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      summaryLabel.topAnchor.constraint(equalTo: timePicker.bottomAnchor),
      summaryLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
    ])
  }

  // MARK: UIPickerViewDataSource

  func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    Self.roomTypes.count
  }

  // MARK: UIPickerViewDelegate

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    Self.roomTypes[row]
  }

  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    delegateLog.append("didSelect \(Self.roomTypes[row])")
    selectedRoom = Self.roomTypes[row]
    roomField.text = Self.roomTypes[row]
  }

  // MARK: UITextFieldDelegate

  func textFieldDidBeginEditing(_ textField: UITextField) {
    delegateLog.append("didBeginEditing")
    if textField.text?.isEmpty ?? true {
      roomPicker.selectRow(1, inComponent: 0, animated: false)
      textField.text = Self.roomTypes[1]
    }
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    delegateLog.append("didEndEditing")
  }

  // MARK: Actions

  func doneTapped() {
    doneCount += 1
    roomField.resignFirstResponder()
  }

  func arrivalChanged(_ sender: UIDatePicker) {
    arrivalChanges += 1
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    summaryLabel.text = "Arriving " + formatter.string(from: sender.date)
  }
}

/// What `openuikit-port` writes for the `@objc` action methods above.
@MainActor func registerBookingFormActions() {
  ActionRegistry.register(BookingFormViewController.self, "doneTapped") { vc in vc.doneTapped() }
  ActionRegistry.register(BookingFormViewController.self, "arrivalChanged:") { vc, sender in
    vc.arrivalChanged(sender as! UIDatePicker)
  }
}

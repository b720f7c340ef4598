import Foundation

/// Supplies a picker view's components and their row counts (both requirements are required in
/// UIKit's protocol too).
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: NSObjectProtocol {
  /// The number of components (wheels).
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  /// The number of rows in `component`.
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Supplies a picker view's sizes and row contents and hears about the user's selections. Every
/// member is optional in UIKit; here each has a default implementation, as the SDK's overlay
/// gives optional requirements (Docs/Behaviour/pickers17.md "Picker view").
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: NSObjectProtocol {
  /// The width of `component` (default: an equal share of the picker's width).
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
  /// The height of the rows of `component` (default 32 points).
  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
  /// A row's title (default nil: an empty row unless another content method answers).
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
  /// A row's styled title; it wins over `titleForRow` (default nil).
  func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
  /// A row's view; `view` is a view the picker no longer shows, handed back for reuse. The
  /// default builds a centred label from the attributed title or the title.
  func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
  /// The user scrolled `component` and it settled on `row` (not called for `selectRow` in code).
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
  public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
    pickerView._defaultWidth(forComponent: component)
  }
  public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
    UIPickerView._defaultRowHeight
  }
  public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
  public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
    nil
  }
  public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
    pickerView._defaultView(forRow: row, forComponent: component, reusing: view, delegate: self)
  }
  public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

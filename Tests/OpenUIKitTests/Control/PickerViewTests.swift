import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// A data source and delegate with `rows[c]` rows in component c, titled "c:r", recording its
/// calls; `customViews` makes it answer `viewForRow` with plain views (recording reuse).
@MainActor
final class PickerRecorder: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
  var rows: [Int]
  var customViews = false
  var width: CGFloat?
  var rowHeight: CGFloat?
  private(set) var selections: [(row: Int, component: Int)] = []
  private(set) var reusedCount = 0
  private(set) var viewRequests = 0

  init(_ rows: [Int]) { self.rows = rows }

  func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "\(component):\(row)" }

  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
    width ?? pickerView._defaultWidth(forComponent: component)
  }

  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { rowHeight ?? 32 }

  func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
    guard customViews else { return pickerView._defaultView(forRow: row, forComponent: component, reusing: view, delegate: self) }
    viewRequests += 1
    if view != nil { reusedCount += 1 }
    let v = view ?? UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    v.tag = row
    return v
  }

  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    selections.append((row, component))
  }
}

@MainActor
@Suite(.serialized)
struct PickerViewTests {
  private func makePicker(_ recorder: PickerRecorder, width: CGFloat = 320) -> (UIPickerView, UIWindow) {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: width, height: 216))
    picker.dataSource = recorder
    picker.delegate = recorder
    let w = window(with: picker, size: CGSize(width: width, height: 500))
    picker.layoutIfNeeded()
    return (picker, w)
  }

  @Test("UIKit: UIPickerView's intrinsic height is the standard 216 points; its width is unconstrained")
  func intrinsicSize() {
    let picker = UIPickerView()
    #expect(picker.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 216))
  }

  @Test("UIKit: numberOfComponents, numberOfRows(inComponent:) and rowSize(forComponent:) come from the data source and delegate")
  func counts() {
    let rec = PickerRecorder([5, 12])
    rec.width = 100
    rec.rowHeight = 40
    let (picker, w) = makePicker(rec)
    defer { w.isHidden = true }
    #expect(picker.numberOfComponents == 2)
    #expect(picker.numberOfRows(inComponent: 0) == 5 && picker.numberOfRows(inComponent: 1) == 12)
    #expect(picker.numberOfRows(inComponent: 7) == 0)
    #expect(picker.rowSize(forComponent: 1) == CGSize(width: 100, height: 40))
    #expect(picker.rowSize(forComponent: 2) == .zero)
  }

  @Test("Behaviour pickers17 Picker view: without a width from the delegate, components share the width less 8 pt sides and 5 pt gaps; row height defaults to 32")
  func defaultSizes() {
    let rec = PickerRecorder([3, 3])
    let (picker, w) = makePicker(rec)
    defer { w.isHidden = true }
    #expect(picker.rowSize(forComponent: 0) == CGSize(width: CGFloat(320 - 16 - 5) / 2, height: 32))
    let none = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    #expect(none.numberOfComponents == 0)
    #expect(none.selectedRow(inComponent: 0) == -1)
  }

  @Test("UIKit: selectedRow(inComponent:) is 0 at first and -1 for a component with no rows")
  func selectedRowDefaults() {
    let rec = PickerRecorder([4, 0])
    let (picker, w) = makePicker(rec)
    defer { w.isHidden = true }
    #expect(picker.selectedRow(inComponent: 0) == 0)
    #expect(picker.selectedRow(inComponent: 1) == -1)
  }

  @Test("UIKit [D]: selectRow(_:inComponent:animated:) selects and scrolls the row into the indicator without calling didSelectRow")
  func selectRowDoesNotCallDelegate() throws {
    let rec = PickerRecorder([20])
    let (picker, w) = makePicker(rec)
    defer { w.isHidden = true }
    picker.selectRow(7, inComponent: 0, animated: false)
    #expect(picker.selectedRow(inComponent: 0) == 7)
    let label = try #require(picker.view(forRow: 7, forComponent: 0) as? UILabel)
    #expect(label.text == "0:7")
    let center = label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: picker)
    #expect(abs(center.y - 108) < 0.001)
    picker.selectRow(12, inComponent: 0, animated: true)
    #expect(picker.selectedRow(inComponent: 0) == 12)
    UIApplication.shared.runUntilIdle()
    #expect(rec.selections.isEmpty)
    #expect(picker.view(forRow: 12, forComponent: 0) != nil)
  }

  @Test("Behaviour pickers17 Picker view: selectRow with a row or component out of range is ignored (no crash, selection kept)")
  func selectRowOutOfRange() {
    let rec = PickerRecorder([5])
    let (picker, w) = makePicker(rec)
    defer { w.isHidden = true }
    picker.selectRow(3, inComponent: 0, animated: false)
    picker.selectRow(9, inComponent: 0, animated: false)
    picker.selectRow(-1, inComponent: 0, animated: true)
    picker.selectRow(1, inComponent: 4, animated: false)
    #expect(picker.selectedRow(inComponent: 0) == 3)
    #expect(picker.selectedRow(inComponent: 4) == -1)
  }

  @Test("UIKit: view(forRow:forComponent:) is the row's view while visible and nil when the row is scrolled out")
  func viewForRowVisibility() {
    let rec = PickerRecorder([40])
    let (picker, w) = makePicker(rec)
    defer { w.isHidden = true }
    #expect(picker.view(forRow: 0, forComponent: 0) != nil)
    // 216 pt tall with 32 pt rows: rows 0...3 below the middle are visible at row 0.
    #expect(picker.view(forRow: 3, forComponent: 0) != nil)
    #expect(picker.view(forRow: 5, forComponent: 0) == nil)
    #expect(picker.view(forRow: 30, forComponent: 0) == nil)
    picker.selectRow(30, inComponent: 0, animated: false)
    #expect(picker.view(forRow: 30, forComponent: 0) != nil)
    #expect(picker.view(forRow: 0, forComponent: 0) == nil)
  }

  @Test("UIKit: rows scrolled out are handed back to viewForRow as the reusing view")
  func reuse() {
    let rec = PickerRecorder([40])
    rec.customViews = true
    let (picker, w) = makePicker(rec)
    defer { w.isHidden = true }
    #expect(rec.reusedCount == 0)
    picker.selectRow(20, inComponent: 0, animated: false)
    #expect(rec.reusedCount > 0)
    let v = picker.view(forRow: 20, forComponent: 0)
    #expect(v?.tag == 20)
    // A custom view keeps its size and is centred in its row.
    #expect(v?.frame == CGRect(x: (320 - 16) / 2 - 20, y: 20 * 32 + 6, width: 40, height: 20))
  }

  @Test("UIKit: reloadAllComponents asks the data source again; a selection past the new end moves to the last row, -1 when empty")
  func reload() {
    let rec = PickerRecorder([10, 10])
    let (picker, w) = makePicker(rec)
    defer { w.isHidden = true }
    picker.selectRow(8, inComponent: 0, animated: false)
    picker.selectRow(8, inComponent: 1, animated: false)
    rec.rows = [5, 0, 3]
    #expect(picker.numberOfComponents == 2)
    picker.reloadAllComponents()
    #expect(picker.numberOfComponents == 3)
    #expect(picker.selectedRow(inComponent: 0) == 4)
    #expect(picker.selectedRow(inComponent: 1) == -1)
    #expect(picker.selectedRow(inComponent: 2) == 0)
    rec.rows = [5, 6, 3]
    picker.reloadComponent(1)
    #expect(picker.numberOfRows(inComponent: 1) == 6)
    #expect(picker.selectedRow(inComponent: 1) == 0)
    picker.reloadComponent(9)
    #expect(picker.numberOfComponents == 3)
  }

  @Test("UIKit: a slow vertical pan on a component scrolls it; on release it settles on the nearest row over a media-clock animation, then didSelectRow is called")
  func panSelects() throws {
    let rec = PickerRecorder([30, 30])
    let (picker, w) = makePicker(rec)
    defer { w.isHidden = true }
    // Component 1 spans x 162.5...314.5. Drag up by 3 rows (96 pt) plus a little, then hold still.
    let touch = w.touchDown(at: CGPoint(x: 240, y: 250))
    touch.move(to: CGPoint(x: 240, y: 250 - 100), duration: 0.5)
    UIApplication.shared.advance(by: 0.2)
    touch.move(to: CGPoint(x: 240, y: 250 - 100), duration: 0)
    touch.lift()
    #expect(picker.selectedRow(inComponent: 1) == 3)
    #expect(picker.selectedRow(inComponent: 0) == 0)
    #expect(rec.selections.isEmpty)
    UIApplication.shared.runUntilIdle()
    #expect(rec.selections.map(\.row) == [3])
    #expect(rec.selections.map(\.component) == [1])
    let label = try #require(picker.view(forRow: 3, forComponent: 1))
    #expect(abs(label.convert(CGPoint(x: 0, y: label.bounds.midY), to: picker).y - 108) < 0.001)
  }

  @Test("Behaviour pickers17 Picker view: a fling carries the wheel on by velocity x 0.499 s (normal deceleration) and the settle animates on the media clock")
  func flingDecelerates() throws {
    let rec = PickerRecorder([60])
    let (picker, w) = makePicker(rec)
    defer { w.isHidden = true }
    w.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 200), duration: 0.25)
    let selected = picker.selectedRow(inComponent: 0)
    // 100 pt moved at 400 pt/s: 100 + 400 x 0.499 = 299.6 pt, about 9.4 rows: row 9.
    #expect(selected == 9)
    let wheel = try #require(picker.view(forRow: 9, forComponent: 0)?.superview)
    let start = wheel.layer.presentation()?.bounds.origin.y ?? 0
    UIApplication.shared.advance(by: 0.1)
    let mid = wheel.layer.presentation()?.bounds.origin.y ?? 0
    #expect(mid > start)
    #expect(rec.selections.isEmpty)
    UIApplication.shared.runUntilIdle()
    #expect(rec.selections.map(\.row) == [9])
    #expect(abs((wheel.layer.presentation()?.bounds.origin.y ?? 0) - (9 * 32 - (216 - 32) / 2)) < 0.001)
  }

  @Test("UIKit: a pan cannot scroll a wheel past its first or last row")
  func panClamps() {
    let rec = PickerRecorder([4])
    let (picker, w) = makePicker(rec)
    defer { w.isHidden = true }
    w.drag(from: CGPoint(x: 160, y: 120), to: CGPoint(x: 160, y: 400), duration: 0.3)
    UIApplication.shared.runUntilIdle()
    #expect(picker.selectedRow(inComponent: 0) == 0)
    w.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 10), duration: 0.3)
    UIApplication.shared.runUntilIdle()
    #expect(picker.selectedRow(inComponent: 0) == 3)
    #expect(rec.selections.map(\.row) == [0, 3])
  }
}

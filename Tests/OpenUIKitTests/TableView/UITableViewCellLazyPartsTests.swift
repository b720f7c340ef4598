import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// A cell's private parts — highlight, accessory mark, separator — are made when first needed,
/// as UIKit's are: a new `UITableViewCell`'s `subviews` is just its `contentView` until the cell
/// is laid out (accessory and separator) or highlighted (the selected background).
@MainActor
@Suite(.serialized)
struct UITableViewCellLazyPartsTests {
  private func marks(_ cell: UITableViewCell) -> [UILabel] {
    cell.subviews.compactMap { $0 as? UILabel }
  }

  @Test("Rule: a new cell holds only its content view, whatever its accessory, until its first layout pass")
  func newCellHoldsOnlyContentView() {
    for style in [UITableViewCell.CellStyle.default, .value1, .value2, .subtitle] {
      let cell = UITableViewCell(style: style, reuseIdentifier: "r")
      #expect(cell.subviews.count == 1 && cell.subviews.first === cell.contentView)
      cell.accessoryType = .checkmark
      cell.selectionStyle = .gray
      cell.frame = CGRect(x: 0, y: 0, width: 400, height: 60)
      #expect(cell.subviews.count == 1 && cell.subviews.first === cell.contentView)
      // The content view already makes room for the accessory.
      #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 367, height: 60))
    }
  }

  @Test("Rule: the first layout pass makes the accessory mark above the content view and the separator above both, at their frames")
  func layoutMakesAccessoryAndSeparator() throws {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.accessoryType = .disclosureIndicator
    cell.layoutIfNeeded()
    #expect(cell.subviews.count == 3)
    #expect(cell.subviews[0] === cell.contentView)
    let mark = try #require(cell.subviews[1] as? UILabel)
    #expect(mark.text == "›" && !mark.isHidden)
    #expect(mark.frame == CGRect(x: 287, y: 0, width: 25, height: 44))
    #expect(cell.subviews[2] === cell._separatorView)
    #expect(cell._separatorView.frame.minX == 16 && cell._separatorView.frame.maxY == 44)
    // Later accessory changes restyle the same mark.
    cell.accessoryType = .checkmark
    #expect(marks(cell).count == 1 && marks(cell).first === mark && mark.text == "✓")
    cell.accessoryType = .none
    #expect(mark.isHidden)
  }

  @Test("Rule: a cell without an accessory gets no accessory mark at layout, only the separator; setting one later makes the mark right away")
  func noAccessoryNoMark() throws {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.layoutIfNeeded()
    #expect(cell.subviews.count == 2 && cell.subviews[1] === cell._separatorView)
    cell.accessoryType = .checkmark
    let mark = try #require(cell.subviews[1] as? UILabel)
    #expect(mark.text == "✓" && cell.subviews[2] === cell._separatorView)
  }

  @Test("Rule: the detail button's frame is the same before the mark exists as after the layout pass that makes it")
  func detailButtonFrameBeforeLayout() throws {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.accessoryType = .detailDisclosureButton
    let before = try #require(cell._detailButtonFrame)
    #expect(marks(cell).isEmpty)
    cell.layoutIfNeeded()
    #expect(!marks(cell).isEmpty)
    #expect(cell._detailButtonFrame == before)
  }

  @Test("Rule: the default highlight is made the first time it shows, under the content view; selection style .none never makes it")
  func highlightMadeWhenShown() throws {
    let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
    plain.selectionStyle = .none
    plain.setHighlighted(true, animated: false)
    plain.setSelected(true, animated: false)
    #expect(plain.subviews.count == 1)

    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.setHighlighted(true, animated: false)
    #expect(cell.subviews.count == 2 && cell.subviews[1] === cell.contentView)
    let highlight = cell.subviews[0]
    #expect(!highlight.isHidden && highlight.frame == cell.bounds)
    #expect(highlight.backgroundColor == UIColor(red: 0.82, green: 0.82, blue: 0.84, alpha: 1))
    cell.setHighlighted(false, animated: false)
    #expect(highlight.isHidden && cell.subviews.count == 2)
    cell.setSelected(true, animated: false)
    #expect(!highlight.isHidden && cell.subviews.count == 2)
  }

  @Test("Rule: a selected background view set before any highlight sits under the content view; the default highlight, made later, stays hidden")
  func selectedBackgroundBeforeHighlight() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let custom = UIView()
    cell.selectedBackgroundView = custom
    #expect(cell.subviews.count == 2 && cell.subviews[0] === custom && cell.subviews[1] === cell.contentView)
    cell.setSelected(true, animated: false)
    #expect(!custom.isHidden && cell.subviews.count == 2)
    cell.selectedBackgroundView = nil
    // Now the default highlight shows, under the content view.
    #expect(cell.subviews.count == 2 && cell.subviews[1] === cell.contentView && !cell.subviews[0].isHidden)
    // A custom view set again goes above the default highlight, which hides.
    let again = UIView()
    cell.selectedBackgroundView = again
    #expect(cell.subviews.count == 3 && cell.subviews[1] === again && cell.subviews[0].isHidden)
  }

  private static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="tvc">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <tableViewController id="tvc" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="plain" rowHeight="44" id="tbl">
                            <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                            <sections>
                                <tableViewSection id="sec">
                                    <cells>
                                        <tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" textLabel="t1" style="IBUITableViewCellStyleDefault" id="c1">
                                            <rect key="frame" x="0.0" y="0.0" width="600" height="44"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="c1" id="cv1">
                                                <rect key="frame" x="0.0" y="0.0" width="567" height="43"/>
                                                <subviews>
                                                    <label opaque="NO" contentMode="left" text="Title" id="t1">
                                                        <rect key="frame" x="15" y="0" width="200" height="43"/>
                                                    </label>
                                                </subviews>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  @Test("Rule: a storyboard's static cell holds only its content view until its table shows it; then it has its accessory mark and separator")
  func storyboardStaticCellPartsWhenShown() throws {
    let storyboard = try UIStoryboard(data: Data(Self.storyboard.utf8), fileName: "Lazy.storyboard")
    let controller = try #require(storyboard.instantiateInitialViewController() as? UITableViewController)
    controller.loadViewIfNeeded()
    let cell = try #require(controller.tableView._staticSections.first?.cells.first)
    #expect(cell.subviews.count == 1 && cell.subviews.first === cell.contentView)
    #expect(cell.textLabel?.text == "Title" && cell.accessoryType == .disclosureIndicator)
    let window = makeWindow(root: controller, size: CGSize(width: 393, height: 852))
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(controller.tableView.visibleCells.first === cell)
    #expect(cell.subviews.count == 3)
    #expect((cell.subviews[1] as? UILabel)?.text == "›")
    #expect(cell.subviews[2] === cell._separatorView && !cell._separatorView.isHidden)
    _ = window
  }
}

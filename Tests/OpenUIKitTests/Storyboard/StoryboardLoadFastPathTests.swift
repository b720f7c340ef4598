import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// sbload8's shortcuts in storyboard loading give what the longer way gave: a storyboard cell
/// made at its frame (one layout) against a cell made at 320 × 44 pt and moved, and the one-pass
/// read of a view's attributes against a lookup per name.
@MainActor
@Suite(.serialized)
struct StoryboardLoadFastPathTests {
  /// Everything of a view tree a caller can see after loading: classes, frames, layer geometry,
  /// visibility, colours, layout flags, in subview order.
  private func describe(_ root: UIView) -> [String] {
    var lines: [String] = []
    var stack: [(UIView, Int)] = [(root, 0)]
    while let (view, depth) = stack.popLast() {
      let layer = view.layer
      lines.append(
        "\(depth) \(type(of: view)) frame=\(view.frame) bounds=\(layer.bounds) position=\(layer.position) "
          + "hidden=\(view.isHidden) alpha=\(view.alpha) background=\(String(describing: layer.backgroundColor)) "
          + "interaction=\(view.isUserInteractionEnabled) needsLayout=\(layer.needsLayout()) "
          + "animations=\(layer.animationKeys() ?? [])")
      for subview in view.subviews.reversed() { stack.append((subview, depth + 1)) }
    }
    return lines
  }

  @Test(
    "Rule: a storyboard cell (_storyboardCell, made at its frame when nothing can tell) is the cell made with init(style:reuseIdentifier: nil) and then given that frame",
    arguments: [UITableViewCell.CellStyle.default, .value1, .value2, .subtitle])
  func cellMadeAtItsFrame(style: UITableViewCell.CellStyle) {
    let frames = [
      CGRect(x: 0, y: 0, width: 320, height: 44), CGRect(x: 0, y: 140, width: 600, height: 54),
      CGRect(x: 3, y: 4, width: 0, height: 0), CGRect(x: 0, y: 0, width: 1024, height: 88.5),
      CGRect(x: 0, y: 0, width: 600, height: 0), CGRect(x: 0, y: 0, width: 0, height: 54),
      CGRect(x: 0, y: 0, width: 8, height: 0.25),
    ]
    for frame in frames {
      let moved = UITableViewCell(style: style, reuseIdentifier: nil)
      moved.frame = frame
      let made = UITableViewCell._storyboardCell(style: style, frame: frame)
      #expect(describe(made) == describe(moved))
      #expect(made.reuseIdentifier == nil)
      // And they go on alike: an accessory, labels, a layout pass.
      for cell in [moved, made] {
        cell.accessoryType = .disclosureIndicator
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        cell.layoutIfNeeded()
      }
      #expect(describe(made) == describe(moved))
    }
    // Inside an animation block the move animates: the cell is made the long way.
    var pair: [UITableViewCell] = []
    UIView.animate(withDuration: 0.25) {
      let moved = UITableViewCell(style: style, reuseIdentifier: nil)
      moved.frame = CGRect(x: 0, y: 10, width: 600, height: 54)
      pair = [moved, UITableViewCell._storyboardCell(style: style, frame: CGRect(x: 0, y: 10, width: 600, height: 54))]
    }
    #expect(describe(pair[1]) == describe(pair[0]))
    #expect(!(pair[1].layer.animationKeys() ?? []).isEmpty)
    UIApplication.shared.runUntilIdle()
  }

  @Test("Rule: a cell made by init(style:reuseIdentifier:) is laid out once its subviews are in, at 320 × 44 pt (UIKit's default cell size)")
  func cellLaidOutAtSetUp() {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "r")
    #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    cell.accessoryType = .checkmark
    cell.layoutIfNeeded()
    #expect(abs(cell.contentView.frame.width - 287) < 1e-9, "\(cell.contentView.frame.width)")
  }

  private static let tableStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="tvc">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <tableViewController id="tvc" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="plain" rowHeight="44" id="tbl">
                            <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <sections>
                                <tableViewSection headerTitle="A" id="sec">
                                    <cells>
                                        <tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" textLabel="t1" detailTextLabel="d1" rowHeight="54" style="IBUITableViewCellStyleSubtitle" id="c1">
                                            <rect key="frame" x="0.0" y="28" width="600" height="54"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="c1" id="cv1">
                                                <rect key="frame" x="0.0" y="0.0" width="567" height="53"/>
                                                <subviews>
                                                    <label opaque="NO" contentMode="left" text="Title" id="t1">
                                                        <rect key="frame" x="15" y="10" width="141" height="20"/>
                                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                    </label>
                                                    <label opaque="NO" contentMode="left" text="Detail" id="d1">
                                                        <rect key="frame" x="15" y="30" width="141" height="20"/>
                                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                    </label>
                                                </subviews>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                        <tableViewCell contentMode="scaleToFill" style="IBUITableViewCellStyleValue1" id="c2">
                                            <rect key="frame" x="0.0" y="82" width="600" height="44"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="c2" id="cv2">
                                                <rect key="frame" x="0.0" y="0.0" width="600" height="44"/>
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

  private func loadTable() throws -> UITableView {
    let storyboard = try UIStoryboard(data: Data(Self.tableStoryboard.utf8), fileName: "Cells.storyboard")
    let controller = try #require(storyboard.instantiateInitialViewController() as? UITableViewController)
    controller.loadViewIfNeeded()
    return try #require(controller.tableView)
  }

  @Test("Rule: static cells of a storyboard loaded inside an animation block (made the long way) end as those loaded outside one (made at their frame)")
  func storyboardCellsInsideAndOutsideAnimationBlocks() throws {
    let outside = try loadTable()
    var inside: UITableView?
    var failure: (any Error)?
    UIView.animate(withDuration: 0.3) {
      do { inside = try self.loadTable() } catch { failure = error }
    }
    if let failure { throw failure }
    let table = try #require(inside)
    let a = outside._staticSections.flatMap(\.cells)
    let b = table._staticSections.flatMap(\.cells)
    #expect(a.count == 2 && b.count == 2)
    for (x, y) in zip(a, b) {
      #expect(x.frame == y.frame)
      #expect(x.contentView.frame == y.contentView.frame)
      #expect(x.subviews.map(\.frame) == y.subviews.map(\.frame))
      #expect(x.textLabel?.text == y.textLabel?.text)
    }
    #expect(a[0].frame == CGRect(x: 0, y: 28, width: 600, height: 54))
    #expect(a[0].contentView.frame == CGRect(x: 0, y: 0, width: 600, height: 54))
    #expect(a[0].textLabel?.text == "Title" && a[0].detailTextLabel?.text == "Detail")
    UIApplication.shared.runUntilIdle()
  }

  @Test("Rule: the one-pass attribute read gives, for every name apply() reads, what a lookup by that name gives")
  func viewAttributesMatchLookups() {
    let names = StoryboardViewAttributes.Name.allCases
    // Every name, and decoys of the same lengths that must not match.
    var written: [String: String] = ["id": "x1", "contentMode": "left", "hiddeN": "YES", "opaqux": "NO", "ta9": "3"]
    for (i, name) in names.enumerated() where i % 2 == 0 { written[name.text] = "v\(i)" }
    let read = StoryboardViewAttributes(written)
    for name in names {
      #expect(read[name] == written[name.text], "\(name.text)")
    }
    let all = Dictionary(uniqueKeysWithValues: names.map { ($0.text, "YES") })
    let allRead = StoryboardViewAttributes(all)
    for name in names {
      #expect(allRead[name] == "YES")
      #expect(allRead.bool(name) == true)
    }
    let numbers = StoryboardViewAttributes(["alpha": "0.5", "horizontalHuggingPriority": "251", "tag": "7"])
    #expect(numbers.double(.alpha) == 0.5)
    #expect(numbers.double(.horizontalHuggingPriority) == 251)
    #expect(numbers[.tag].flatMap(Int.init) == 7)
    #expect(numbers.double(.verticalHuggingPriority) == nil)
    #expect(StoryboardViewAttributes([:])[.hidden] == nil)
  }
}

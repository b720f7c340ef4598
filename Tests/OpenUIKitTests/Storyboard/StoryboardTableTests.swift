import Foundation
import OpenUIKit
import OpenUIKitScenarios
import OpenUIKitTesting
import Testing
import UIKit

/// Table views from storyboards: Apple's CustomTransitions menu (a static table whose cells own
/// every segue) run by taps, and a prototype-cell table with a data source.
@MainActor
@Suite(.serialized)
struct StoryboardTableTests {
  @Test("Apple sample — the menu is a static table: three titled sections of 4, 1 and 1 subtitle cells with disclosure indicators, 54 pt rows")
  func menuTableLoads() throws {
    AppleCustomTransitionsSample.register()
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
    let menu = try #require(navigation.viewControllers.first as? AAPLMenuViewController)
    let window = makeWindow(root: navigation)
    let table = try #require(menu.tableView)
    #expect(table.dataSource === menu && table.delegate === menu)
    #expect(table.numberOfSections == 3)
    #expect((0..<3).map { table.numberOfRows(inSection: $0) } == [4, 1, 1])
    #expect(menu.tableView(table, titleForHeaderInSection: 1) == "Navigation Controller Transitions")
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.textLabel?.text == "Cross Dissolve")
    #expect(cell.detailTextLabel?.text == "A cross dissolve transition.")
    #expect(cell.accessoryType == .disclosureIndicator)
    #expect(cell.reuseIdentifier == "Cell")
    #expect(cell.frame.height == 54)
    #expect(table.rectForHeader(inSection: 0).height == 22)
    _ = window
  }

  @Test("Apple sample — tapping each menu cell (window.tap) fires its segue: the storyboard the identifier names is presented; dismiss returns to the menu")
  func menuRunsByTaps() throws {
    AppleCustomTransitionsSample.register()
    let start = UIApplication.shared.diagnostics.count
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
    let menu = try #require(navigation.viewControllers.first as? AAPLMenuViewController)
    let window = makeWindow(root: navigation, size: CGSize(width: 768, height: 1024))
    // The first frame lays the window out (a user taps what is on screen): the table rests at
    // -adjustedContentInset.top, its first row below the navigation bar (UIScrollView docs).
    UIApplication.shared.advance(by: 1.0 / 60)
    let table = try #require(menu.tableView)
    #expect(table.contentOffset.y == -table.adjustedContentInset.top)
    let expected = [
      (IndexPath(row: 0, section: 0), "CrossDissolve"), (IndexPath(row: 1, section: 0), "Swipe"),
      (IndexPath(row: 2, section: 0), "CustomPresentation"), (IndexPath(row: 3, section: 0), "AdaptivePresentation"),
      (IndexPath(row: 0, section: 1), "Checkerboard"), (IndexPath(row: 0, section: 2), "Slide"),
    ]
    for (path, name) in expected {
      window.tap(at: windowPoint(ofRow: path, in: table))
      #expect(table.indexPathForSelectedRow == path, "\(name)")
      UIApplication.shared.runUntilIdle()

      let presented = try #require(menu.presentedViewController)
      #expect(presented.storyboard?.document?.fileName == "\(name).storyboard")
      presented.dismiss(animated: false)
      UIApplication.shared.runUntilIdle()
      #expect(menu.presentedViewController == nil, "\(name)")
    }
    #expect(diagnostics(since: start).filter { $0.kind == .exception }.isEmpty)
  }

  @Test("Prototype cells — dequeue(withIdentifier:for:) makes cells from the storyboard prototype; tapping one runs its show segue with the cell as sender, prepare before didSelectRowAt")
  func prototypeCells() throws {
    let log = Log()
    StoryboardClassRegistry.register(ProtoListController.self, name: "ProtoListController") { _ in ProtoListController(log: log) }
    let storyboard = try UIStoryboard(data: Data(Self.prototypeStoryboard.utf8), fileName: "Proto.storyboard")
    let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
    let list = try #require(navigation.viewControllers.first as? ProtoListController)
    let window = makeWindow(root: navigation)
    let table = try #require(list.tableView)
    #expect(table.style == .grouped)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(cell.reuseIdentifier == "Item")
    #expect(cell.textLabel?.text == "Item 1")
    #expect(cell.detailTextLabel?.text == "Detail")
    #expect(cell.accessoryType == .checkmark)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 60)
    window.tap(at: windowPoint(ofRow: IndexPath(row: 1, section: 0), in: table))
    UIApplication.shared.runUntilIdle()
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController?.title == "Detail")
    #expect(log.entries == ["prepare(showDetail) sender=Item 1", "didSelect 1"])
  }

  /// A navigation controller whose root is a grouped table view controller with one value1
  /// prototype "Item" (checkmark) that shows the Detail scene.
  static let prototypeStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav-00-001">
        <scenes>
            <scene sceneID="sc1-00-001">
                <objects>
                    <navigationController id="nav-00-001" sceneMemberID="viewController">
                        <connections>
                            <segue destination="lst-00-001" kind="relationship" relationship="rootViewController" id="rel-00-001"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="sc2-00-001">
                <objects>
                    <tableViewController id="lst-00-001" customClass="ProtoListController" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="grouped" separatorStyle="default" rowHeight="60" sectionHeaderHeight="18" sectionFooterHeight="18" id="tbl-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <prototypes>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="checkmark" indentationWidth="10" reuseIdentifier="Item" textLabel="txt-00-001" detailTextLabel="dtl-00-001" style="IBUITableViewCellStyleValue1" id="cel-00-001">
                                    <rect key="frame" x="0.0" y="50" width="393" height="60"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cel-00-001" id="cnt-00-001">
                                        <rect key="frame" x="0.0" y="0.0" width="353" height="60"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="txt-00-001">
                                                <rect key="frame" x="20" y="20" width="33" height="20"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Detail" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="dtl-00-001">
                                                <rect key="frame" x="300" y="20" width="44" height="20"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                        </subviews>
                                    </tableViewCellContentView>
                                    <connections>
                                        <segue destination="dtl-VC-001" kind="show" identifier="showDetail" id="seg-00-001"/>
                                    </connections>
                                </tableViewCell>
                            </prototypes>
                            <connections>
                                <outlet property="dataSource" destination="lst-00-001" id="out-00-001"/>
                                <outlet property="delegate" destination="lst-00-001" id="out-00-002"/>
                            </connections>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
            <scene sceneID="sc3-00-001">
                <objects>
                    <viewController title="Detail" id="dtl-VC-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="dtl-VW-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
}

/// The prototype table's controller: three rows of the "Item" prototype; logs selection,
/// detail-button taps and segues.
@MainActor
final class ProtoListController: UITableViewController {
  let log: Log

  init(log: Log) {
    self.log = log
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { nil }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    cell.textLabel?.text = "Item \(indexPath.row)"
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.add("didSelect \(indexPath.row)")
  }

  override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
    log.add("accessory \(indexPath.row)")
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    log.add("prepare(\(segue.identifier ?? "")) sender=\((sender as? UITableViewCell)?.textLabel?.text ?? "?")")
  }
}

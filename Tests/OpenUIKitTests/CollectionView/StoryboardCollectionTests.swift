import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Storyboard collection views: the Blackboard Photo scene and a prototype-cell grid whose cell
/// segue fires on a tap.
@MainActor
@Suite(.serialized)
struct StoryboardCollectionTests {
  @Test("Storyboards: Blackboard Photo's <collectionViewController> loads a UICollectionView with its <collectionViewFlowLayout> (itemSize 100×100, spacings 1) and the prototype 'Photo' registered")
  func blackboardPhoto() throws {
    let storyboard = try UIStoryboard(contentsOf: StoryboardFixtures.url("Blackboard/Photo.storyboard"))
    let controller = try #require(storyboard.instantiateViewController(withIdentifier: "PhotoCollectionViewController") as? UICollectionViewController)
    let collection = try #require(controller.collectionView)
    let layout = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
    #expect(layout.itemSize == CGSize(width: 100, height: 100))
    #expect(layout.minimumLineSpacing == 1 && layout.minimumInteritemSpacing == 1)
    #expect(layout.sectionInset == .zero && layout.scrollDirection == .vertical)
    #expect(collection.dataSource === controller && collection.delegate === controller)
    let cell = collection.dequeueReusableCell(withReuseIdentifier: "Photo", for: IndexPath(item: 0, section: 0))
    #expect(cell.reuseIdentifier == "Photo")
    #expect(cell.contentView.subviews.first is UIImageView)
  }

  @Test("Storyboards: a prototype <collectionViewCell> is dequeued by its identifier; tapping a cell runs its segue with the cell as sender, prepare before didSelectItemAt")
  func prototypeCellSegue() throws {
    let log = Log()
    StoryboardClassRegistry.register(ProtoGridController.self, name: "ProtoGridController") { _ in ProtoGridController(log: log) }
    let storyboard = try UIStoryboard(data: Data(Self.gridStoryboard.utf8), fileName: "Grid.storyboard")
    let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
    let grid = try #require(navigation.viewControllers.first as? ProtoGridController)
    let window = makeWindow(root: navigation)
    let collection = try #require(grid.collectionView)
    let layout = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
    #expect(layout.itemSize == CGSize(width: 120, height: 90))
    #expect(layout.minimumLineSpacing == 4 && layout.minimumInteritemSpacing == 6)
    #expect(layout.sectionInset == UIEdgeInsets(top: 8, left: 10, bottom: 12, right: 14))
    #expect(layout.scrollDirection == .horizontal)
    #expect(collection.allowsMultipleSelection)
    let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(cell.reuseIdentifier == "Tile")
    let label = try #require(cell.contentView.subviews.first as? UILabel)
    #expect(label.text == "Tile 1")
    #expect(cell.frame.size == CGSize(width: 120, height: 90))
    window.tap(at: windowPoint(ofItem: IndexPath(item: 1, section: 0), in: collection))
    UIApplication.shared.runUntilIdle()
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController?.title == "Detail")
    #expect(log.entries == ["prepare(showTile) sender=Tile 1", "didSelect 1"])
  }

  /// A navigation controller whose root is a collection view controller with a horizontal flow
  /// layout and one prototype "Tile" (a label) that shows the Detail scene.
  static let gridStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav-00-001">
        <scenes>
            <scene sceneID="sc1-00-001">
                <objects>
                    <navigationController id="nav-00-001" sceneMemberID="viewController">
                        <connections>
                            <segue destination="grd-00-001" kind="relationship" relationship="rootViewController" id="rel-00-001"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="sc2-00-001">
                <objects>
                    <collectionViewController id="grd-00-001" customClass="ProtoGridController" sceneMemberID="viewController">
                        <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" allowsMultipleSelection="YES" dataMode="prototypes" id="col-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="4" minimumInteritemSpacing="6" id="flw-00-001">
                                <size key="itemSize" width="120" height="90"/>
                                <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                <inset key="sectionInset" minX="10" minY="8" maxX="14" maxY="12"/>
                            </collectionViewFlowLayout>
                            <cells>
                                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Tile" id="cel-00-001">
                                    <rect key="frame" x="0.0" y="0.0" width="120" height="90"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO">
                                        <rect key="frame" x="0.0" y="0.0" width="120" height="90"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Tile" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="lbl-00-001">
                                                <rect key="frame" x="0.0" y="35" width="120" height="20"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                        </subviews>
                                    </view>
                                    <connections>
                                        <segue destination="dtl-VC-001" kind="show" identifier="showTile" id="seg-00-001"/>
                                    </connections>
                                </collectionViewCell>
                            </cells>
                            <connections>
                                <outlet property="dataSource" destination="grd-00-001" id="out-00-001"/>
                                <outlet property="delegate" destination="grd-00-001" id="out-00-002"/>
                            </connections>
                        </collectionView>
                    </collectionViewController>
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

/// The prototype grid's controller: four "Tile" items; logs selection and segues.
@MainActor
final class ProtoGridController: UICollectionViewController {
  let log: Log

  init(log: Log) {
    self.log = log
    super.init(collectionViewLayout: UICollectionViewFlowLayout())
  }

  required init?(coder: NSCoder) { nil }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
    (cell.contentView.subviews.first as? UILabel)?.text = "Tile \(indexPath.item)"
    return cell
  }

  override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.add("didSelect \(indexPath.item)")
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    let text = ((sender as? UICollectionViewCell)?.contentView.subviews.first as? UILabel)?.text
    log.add("prepare(\(segue.identifier ?? "")) sender=\(text ?? "?")")
  }
}

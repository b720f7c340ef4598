import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Items' context menus: UICollectionViewDelegate's context menu methods (Docs/Behaviour/ctxlists.md).
@MainActor
@Suite(.serialized)
struct CollectionContextMenuTests {
  final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var log: [String] = []
    var points: [CGPoint] = []
    var menuItems: Set<Int> = []
    var menuBetweenItems = false
    var shares = 0

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      log.append("didSelect \(indexPath.item)")
    }
    func collectionView(
      _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
      log.append("menu \(indexPaths.map(\.item))")
      points.append(point)
      let wanted = indexPaths.isEmpty ? menuBetweenItems : indexPaths.allSatisfy { menuItems.contains($0.item) }
      guard wanted else { return nil }
      return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
        UIMenu(children: [UIAction(title: "Share") { _ in self?.shares += 1 }])
      }
    }
    func collectionView(
      _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
      animator: (any UIContextMenuInteractionAnimating)?
    ) { log.append("willEnd") }
  }

  /// Implements only the iOS 13 method.
  final class OldSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var asked: [Int] = []
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    func collectionView(
      _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
      asked.append(indexPath.item)
      return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
        UIMenu(children: [UIAction(title: "Copy") { _ in }])
      }
    }
  }

  func grid(_ source: some UICollectionViewDataSource & UICollectionViewDelegate) -> (UIWindow, UICollectionView) {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 40
    let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collection.dataSource = source
    collection.delegate = source
    let controller = UIViewController()
    controller.view = collection
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    return (window, collection)
  }

  func center(of item: Int, in collection: UICollectionView) -> CGPoint {
    let frame = collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame ?? .zero
    return collection.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
  }

  @Test("UIKit (iOS 16): a long press on an item asks contextMenuConfigurationForItemsAt with [item] and the point in collection coordinates; the menu shows; its action runs once; no selection")
  func longPressShowsItemMenu() {
    let source = Source()
    source.menuItems = [1]
    let (w, collection) = grid(source)
    let point = center(of: 1, in: collection)
    w.longPress(at: point)
    #expect(source.log == ["menu [1]"])
    #expect(source.points == [collection.convert(point, from: nil)])
    #expect(w.visibleMenuElementTitles == ["Share"])
    UIApplication.shared.runUntilIdle()
    #expect(w.tapMenuElement(titled: "Share"))
    UIApplication.shared.runUntilIdle()
    #expect(source.shares == 1)
    #expect(source.log == ["menu [1]", "willEnd"])
    #expect(!w.isShowingMenu)
  }

  @Test("UIKit: nil prevents the interaction from beginning: no menu, the long touch selects the item on lift; a press between items asks with []")
  func nilConfigurationAndBetweenItems() {
    let source = Source()
    let (w, collection) = grid(source)
    w.longPress(at: center(of: 2, in: collection))
    #expect(!w.isShowingMenu)
    #expect(source.log == ["menu [2]", "didSelect 2"])
    source.log = []
    let item0 = center(of: 0, in: collection)
    w.longPress(at: CGPoint(x: item0.x + 70, y: item0.y))
    #expect(source.log == ["menu []"])
    #expect(!w.isShowingMenu)
  }

  @Test("UIKit (iOS 16 default): a delegate with only collectionView(_:contextMenuConfigurationForItemAt:point:) is asked through the iOS 16 method")
  func deprecatedMethodStillAsked() {
    let source = OldSource()
    let (w, collection) = grid(source)
    w.longPress(at: center(of: 3, in: collection))
    #expect(source.asked == [3])
    #expect(w.visibleMenuElementTitles == ["Copy"])
    w.tap(at: CGPoint(x: 380, y: 830))
    UIApplication.shared.runUntilIdle()
    #expect(!w.isShowingMenu)
  }
}

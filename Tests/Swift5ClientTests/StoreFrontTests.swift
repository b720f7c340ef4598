import Testing
import UIKit
import OpenUIKitTesting

/// Swift 5-mode App-Store-like home (StoreFrontCode.swift): orthogonally scrolling rows, a
/// visible items handler, pinned headers and a section background decoration.
@MainActor @Suite(.serialized) struct StoreFrontTests {
  init() {
    UIApplication.shared.useLinkedSDK(.iOS17)
    // Making view subclasses by class needs their factories (no Objective-C runtime).
    StoryboardClassRegistry.registerCollectionViewCell(StoreCardCell.self) { StoreCardCell(frame: $0) }
    StoryboardClassRegistry.registerCollectionReusableView(StoreHeaderView.self) { StoreHeaderView(frame: $0) }
    StoryboardClassRegistry.registerCollectionReusableView(StoreSectionBackgroundView.self) {
      StoreSectionBackgroundView(frame: $0)
    }
  }

  private func launch() -> (UIWindow, StoreHomeViewController) {
    let home = StoreHomeViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = home
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    UIApplication.shared.removeAllDiagnostics()
    return (window, home)
  }

  private func visible(_ collection: UICollectionView, section: Int) -> [Int] {
    collection.indexPathsForVisibleItems.filter { $0.section == section }.map { $0.item }
  }

  @Test("Behaviour lists17: the featured row pages one screen width per flick; its cells live in the row's scroll view and only the cells in view are made")
  func featuredRowPages() throws {
    let (window, home) = launch()
    let collection = try #require(home.collectionView)
    // The window's safe area insets the content; the featured row starts at the content's top.
    let top = collection.adjustedContentInset.top
    let row = try #require(home.rowScrollView(containing: IndexPath(item: 0, section: 0)))
    #expect(row.frame == CGRect(x: 0, y: 0, width: 390, height: 220))
    #expect(row.contentSize == CGSize(width: 4 * 390, height: 220))
    // Banners are a screen wide: the second only touches the visible edge (no third is made).
    #expect(visible(collection, section: 0).first == 0 && !visible(collection, section: 0).contains(2))
    window.drag(from: CGPoint(x: 300, y: top + 100), to: CGPoint(x: 180, y: top + 100), duration: 0.2)
    UIApplication.shared.runUntilIdle()
    #expect(row.contentOffset == CGPoint(x: 390, y: 0))
    #expect(visible(collection, section: 0).contains(1) && !visible(collection, section: 0).contains(3))
    #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 390, y: 0, width: 390, height: 220))
    // The page change did not scroll the home screen.
    #expect(collection.contentOffset.y == -top)
    // A tap on the visible banner selects it.
    window.tap(at: CGPoint(x: 100, y: top + 100))
    UIApplication.shared.runUntilIdle()
    #expect(home.selected == [IndexPath(item: 1, section: 0)])
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("Behaviour lists17: panning the top charts row moves it continuously; the visible items handler is called with the visible charts and the row's offset, and scales the cards")
  func topChartsInvalidation() throws {
    let (window, home) = launch()
    let collection = try #require(home.collectionView)
    let top = collection.adjustedContentInset.top
    let row = try #require(home.rowScrollView(containing: IndexPath(item: 0, section: 1)))
    // The charts row: under the 220 pt banner and a 44 pt header.
    #expect(row.frame == CGRect(x: 0, y: 264, width: 390, height: 150))
    let chartsWidth: CGFloat = 16 + 8 * 150 + 7 * 10 + 16
    #expect(row.contentSize.width == chartsWidth)
    let first = try #require(home.chartsInvalidations.first)
    #expect(first.items == [0, 1, 2].map { IndexPath(item: $0, section: 1) } && first.offset.x == 0)
    let before = home.chartsInvalidations.count
    window.drag(from: CGPoint(x: 300, y: top + 340), to: CGPoint(x: 100, y: top + 340), duration: 0.5)
    UIApplication.shared.runUntilIdle()
    #expect(row.contentOffset.x > 200)
    #expect(home.chartsInvalidations.count > before + 2)
    let last = try #require(home.chartsInvalidations.last)
    #expect(last.offset.x == row.contentOffset.x)
    #expect(last.items == visible(collection, section: 1).map { IndexPath(item: $0, section: 1) })
    // A card away from the centre is scaled down, not below 0.9.
    let scales = visible(collection, section: 1).compactMap { collection.cellForItem(at: IndexPath(item: $0, section: 1))?.transform.a }
    #expect(scales.contains { $0 < 1 } && scales.allSatisfy { $0 >= 0.9 && $0 <= 1 })
    #expect(collection.contentOffset.y == -top)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("Behaviour lists17: the apps list's header stays pinned while its section is visible and the section background covers the list below the header")
  func pinnedHeaderAndBackground() throws {
    let (_, home) = launch()
    let collection = try #require(home.collectionView)
    let header = UICollectionView.elementKindSectionHeader
    // Apps section: header at 414, rows from 466 (8 pt inset, rows 68 pt with a 4 pt top edge spacing).
    let appsHeader = try #require(collection.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 2)))
    #expect(appsHeader.frame == CGRect(x: 24, y: 414, width: 342, height: 44))
    #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame == CGRect(x: 24, y: 470, width: 342, height: 64))
    let background = try #require(collection.collectionViewLayout.layoutAttributesForDecorationView(
      ofKind: StoreSectionBackgroundView.kind, at: IndexPath(item: 0, section: 2)))
    #expect(background.frame == CGRect(x: 16, y: 458, width: 358, height: 12 * 68 + 16))
    #expect(collection.subviews.contains { $0 is StoreSectionBackgroundView })
    // Scrolled into the list, the apps header sits at the top of the visible area.
    let top = collection.adjustedContentInset.top
    collection.setContentOffset(CGPoint(x: 0, y: 700), animated: false)
    collection.layoutIfNeeded()
    let pinned = try #require(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 2)) as? StoreHeaderView)
    #expect(pinned.frame.minY == 700 + top && pinned.titleLabel.text == "All Apps")
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }
}

import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Data sources kept alive while their collection views are tested.
@MainActor var compositionalScrollingSources: [NSObject] = []

/// Pinned and overlapping boundary items, and orthogonally scrolling sections (lists17).
@MainActor
@Suite(.serialized)
struct CompositionalScrollingTests {
  let header = UICollectionView.elementKindSectionHeader
  let footer = UICollectionView.elementKindSectionFooter

  func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
  }

  /// A 400×`height` collection view with headers and footers of `counts` items laid out by `layout`.
  func makeCollection(_ counts: [Int], _ layout: UICollectionViewLayout, height: CGFloat = 300) -> (UICollectionView, HeaderGridSource) {
    let source = HeaderGridSource(counts: counts)
    compositionalScrollingSources.append(source)
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: height), collectionViewLayout: layout)
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: header, withReuseIdentifier: "Header")
    collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: footer, withReuseIdentifier: "Footer")
    collection.dataSource = source
    collection.delegate = source
    collection.layoutIfNeeded()
    return (collection, source)
  }

  /// Rows 100 pt high, one per group, with a 40 pt header (and optionally a 20 pt footer).
  func rowsSection(pinHeader: Bool, pinFooter: Bool = false, footer hasFooter: Bool = false) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    let top = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: header, alignment: .top)
    top.pinToVisibleBounds = pinHeader
    section.boundarySupplementaryItems = [top]
    if hasFooter {
      let bottom = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: footer, alignment: .bottom)
      bottom.pinToVisibleBounds = pinFooter
      section.boundarySupplementaryItems.append(bottom)
    }
    return section
  }

  func headerFrame(_ collection: UICollectionView, _ section: Int) -> CGRect? {
    collection.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: section))?.frame
  }

  @Test("Behaviour lists17 'Pinned boundary items': a pinned header stays at the visible top while its section is visible, then the section's end pushes it out; its view follows")
  func pinnedHeader() throws {
    // Section 0: header 0-40, rows 40-340; section 1 from 340.
    let (collection, _) = makeCollection([3, 3], UICollectionViewCompositionalLayout(section: rowsSection(pinHeader: true)))
    #expect(headerFrame(collection, 0) == CGRect(x: 0, y: 0, width: 400, height: 40))
    collection.contentOffset = CGPoint(x: 0, y: 150)
    collection.layoutIfNeeded()
    #expect(headerFrame(collection, 0) == CGRect(x: 0, y: 150, width: 400, height: 40))
    let view = try #require(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)))
    #expect(view.frame == CGRect(x: 0, y: 150, width: 400, height: 40))
    // The section ends at 340: the header is pushed up by it (300 = 340 - 40).
    collection.contentOffset = CGPoint(x: 0, y: 320)
    collection.layoutIfNeeded()
    #expect(headerFrame(collection, 0) == CGRect(x: 0, y: 300, width: 400, height: 40))
    #expect(headerFrame(collection, 1) == CGRect(x: 0, y: 340, width: 400, height: 40))
    collection.contentOffset = CGPoint(x: 0, y: 400)
    collection.layoutIfNeeded()
    #expect(headerFrame(collection, 1) == CGRect(x: 0, y: 400, width: 400, height: 40))
    // Pinned above the cells: the header's zIndex (1 by default) is above the cells' 0.
    #expect(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))?.layer.zPosition == 1)
    // Scrolling back returns the header to its own place.
    collection.contentOffset = .zero
    collection.layoutIfNeeded()
    #expect(headerFrame(collection, 0) == CGRect(x: 0, y: 0, width: 400, height: 40))
  }

  @Test("Behaviour lists17 'Pinned boundary items': an unpinned header scrolls with its section; a pinned footer stays at the visible bottom until its section's start")
  func unpinnedHeaderAndPinnedFooter() {
    let (collection, _) = makeCollection(
      [3, 3], UICollectionViewCompositionalLayout(section: rowsSection(pinHeader: false, pinFooter: true, footer: true)))
    // Section 0: header 0-40, rows 40-340, footer 340-360 — pinned to the visible bottom (300).
    let footerFrame = {
      collection.layoutAttributesForSupplementaryElement(ofKind: self.footer, at: IndexPath(item: 0, section: 0))?.frame
    }
    #expect(footerFrame() == CGRect(x: 0, y: 280, width: 400, height: 20))
    collection.contentOffset = CGPoint(x: 0, y: 50)
    collection.layoutIfNeeded()
    #expect(footerFrame() == CGRect(x: 0, y: 330, width: 400, height: 20))
    #expect(headerFrame(collection, 0) == CGRect(x: 0, y: 0, width: 400, height: 40))
    collection.contentOffset = CGPoint(x: 0, y: 200)
    collection.layoutIfNeeded()
    #expect(footerFrame() == CGRect(x: 0, y: 340, width: 400, height: 20))
  }

  @Test("UIKit docs: extendsBoundary false lets a boundary item overlap the section's content instead of extending it; a supplementary item's zIndex orders its view")
  func extendsBoundaryAndZIndex() throws {
    let section = rowsSection(pinHeader: false)
    section.boundarySupplementaryItems[0].extendsBoundary = false
    section.boundarySupplementaryItems[0].zIndex = 5
    let (collection, _) = makeCollection([2], UICollectionViewCompositionalLayout(section: section))
    #expect(headerFrame(collection, 0) == CGRect(x: 0, y: 0, width: 400, height: 40))
    #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 400, height: 100))
    #expect(collection.collectionViewLayout.collectionViewContentSize.height == 200)
    let view = try #require(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)))
    #expect(view.layer.zPosition == 5)
  }

  /// A header (40 pt) over one row of 320×100 groups 10 apart, scrolling across, then `rows` full-width rows.
  func orthogonalLayout(
    _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, leading: CGFloat = 0,
    handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? = nil
  ) -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { index, _ in
      if index == 1 { return self.rowsSection(pinHeader: false) }
      let item = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1), .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(layoutSize: self.size(.absolute(320), .absolute(100)), subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = 10
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: leading, bottom: 0, trailing: leading)
      section.orthogonalScrollingBehavior = behavior
      section.visibleItemsInvalidationHandler = handler
      section.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: self.size(.fractionalWidth(1), .absolute(40)), elementKind: self.header, alignment: .top)
      ]
      return section
    }
  }

  func scroller(_ collection: UICollectionView) throws -> UIScrollView {
    collection.layoutIfNeeded()
    return try #require(collection.subviews.compactMap { $0 as? UIScrollView }.first)
  }

  @Test("Behaviour lists17 'Orthogonal scrolling': an orthogonal section lays its groups out in one row across the scrolling direction, in an embedded scroll view on that row whose content is the row; its cells are the scroll view's subviews")
  func orthogonalRow() throws {
    let (collection, _) = makeCollection([5, 4], orthogonalLayout(.continuous), height: 400)
    let layout = collection.collectionViewLayout
    #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 330, y: 40, width: 320, height: 100))
    #expect(collection.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 1320, y: 40, width: 320, height: 100))
    // The next section starts after the row: 40 + 100.
    #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 180, width: 400, height: 100))
    #expect(layout.collectionViewContentSize == CGSize(width: 400, height: 140 + 40 + 400))
    let row = try scroller(collection)
    #expect(row.frame == CGRect(x: 0, y: 40, width: 400, height: 100) && row.contentSize == CGSize(width: 1640, height: 100))
    #expect(row.superview === collection && !row.showsHorizontalScrollIndicator)
    let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(first.superview === row && first.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
    #expect(collection.indexPathsForVisibleItems.filter { $0.section == 0 } == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    // Scrolling the row shows the items that come into it and hit-testing follows the offset.
    row.contentOffset = CGPoint(x: 660, y: 0)
    collection.layoutIfNeeded()
    #expect(collection.indexPathsForVisibleItems.filter { $0.section == 0 } == [IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0)])
    #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 990, y: 0, width: 320, height: 100))
    #expect(collection.indexPathForItem(at: CGPoint(x: 50, y: 90)) == IndexPath(item: 2, section: 0))
    #expect(collection.indexPathForItem(at: CGPoint(x: 380, y: 90)) == IndexPath(item: 3, section: 0))
    // The cells of the other section stay in the collection view.
    #expect(collection.cellForItem(at: IndexPath(item: 0, section: 1))?.superview === collection)
    // A reload keeps the row's offset.
    collection.reloadData()
    collection.layoutIfNeeded()
    #expect(row.contentOffset.x == 660 && collection.cellForItem(at: IndexPath(item: 2, section: 0)) != nil)
  }

  @Test("Behaviour lists17 'Orthogonal scrolling': dragging the row pans it; .groupPaging comes to rest on the next group's leading edge after a flick, .paging on the next visible width")
  func orthogonalPaging() throws {
    for (behavior, rest) in [(UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging, CGFloat(330)), (.paging, 400), (.continuous, -1)] {
      let (collection, _) = makeCollection([5, 4], orthogonalLayout(behavior), height: 400)
      let host = UIViewController()
      let window = makeWindow(root: host, size: CGSize(width: 400, height: 400), sdk: .iOS17)
      collection.contentInsetAdjustmentBehavior = .never
      host.view.addSubview(collection)
      collection.layoutIfNeeded()
      let row = try scroller(collection)
      window.drag(from: CGPoint(x: 300, y: 90), to: CGPoint(x: 150, y: 92), duration: 0.2)
      UIApplication.shared.runUntilIdle()
      if rest >= 0 {
        #expect(row.contentOffset == CGPoint(x: rest, y: 0), "\(behavior)")
      } else {
        // Continuous: where the deceleration ends, past the finger's 150 pt.
        #expect(row.contentOffset.x > 150 && row.contentOffset.y == 0, "\(behavior)")
      }
      // The collection view itself did not scroll.
      #expect(collection.contentOffset == .zero, "\(behavior)")
      #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.superview === row)
      window.isHidden = true
    }
  }

  @Test("Behaviour lists17 'Orthogonal scrolling': a vertical drag over the row scrolls the collection view, not the row; .groupPagingCentered centres the groups, .continuousGroupLeadingBoundary rests on a group edge")
  func orthogonalDirectionAndCentring() throws {
    let (collection, _) = makeCollection([5, 4], orthogonalLayout(.groupPagingCentered), height: 400)
    let host = UIViewController()
    let window = makeWindow(root: host, size: CGSize(width: 400, height: 400), sdk: .iOS17)
    collection.contentInsetAdjustmentBehavior = .never
    host.view.addSubview(collection)
    let row = try scroller(collection)
    // Centred: (400 − 320) / 2 on each side.
    #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 40)
    let centredWidth: CGFloat = 40 + 5 * 320 + 4 * 10 + 40
    #expect(row.contentSize.width == centredWidth)
    window.drag(from: CGPoint(x: 200, y: 120), to: CGPoint(x: 202, y: 20), duration: 0.3)
    UIApplication.shared.runUntilIdle()
    #expect(row.contentOffset == .zero && collection.contentOffset.y > 50)
    collection.contentOffset = .zero
    collection.layoutIfNeeded()
    window.drag(from: CGPoint(x: 300, y: 90), to: CGPoint(x: 150, y: 90), duration: 0.2)
    UIApplication.shared.runUntilIdle()
    #expect(row.contentOffset == CGPoint(x: 330, y: 0))
    window.isHidden = true

    let (edges, _) = makeCollection([5, 4], orthogonalLayout(.continuousGroupLeadingBoundary, leading: 16), height: 400)
    let host2 = UIViewController()
    let window2 = makeWindow(root: host2, size: CGSize(width: 400, height: 400), sdk: .iOS17)
    edges.contentInsetAdjustmentBehavior = .never
    host2.view.addSubview(edges)
    let row2 = try scroller(edges)
    window2.drag(from: CGPoint(x: 300, y: 90), to: CGPoint(x: 100, y: 90), duration: 0.1)
    UIApplication.shared.runUntilIdle()
    #expect(row2.contentOffset.x > 0 && row2.contentOffset.x.truncatingRemainder(dividingBy: 330) == 0)
    window2.isHidden = true
  }

  @Test("Behaviour lists17 'Visible items invalidation handler': called before the section's items are shown whenever the visible area or the row's offset changed, with the visible cells (frames as laid out), the offset and the environment; its changes show on the cells")
  func visibleItemsInvalidationHandler() throws {
    var calls: [(items: [IndexPath], offset: CGPoint, width: CGFloat)] = []
    let layout = orthogonalLayout(.continuous) { items, offset, environment in
      calls.append((items.map(\.indexPath), offset, environment.container.contentSize.width))
      for item in items {
        // Scale each item by its distance from the visible centre.
        let distance = abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
        let scale = max(0.8, 1 - distance / 1000)
        item.transform = CGAffineTransform(scaleX: scale, y: scale)
        #expect(item.representedElementCategory == .cell)
      }
    }
    let (collection, _) = makeCollection([5, 4], layout, height: 400)
    #expect(calls.count == 1)
    #expect(calls.last?.items == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    #expect(calls.last?.offset == .zero && calls.last?.width == 400)
    let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
    // Item 0's centre is 40 pt from the visible centre: scale 0.96.
    #expect(abs(first.transform.a - 0.96) < 0.0001)
    // A layout pass with nothing moved does not call it again.
    collection.setNeedsLayout()
    collection.layoutIfNeeded()
    #expect(calls.count == 1)
    let row = try scroller(collection)
    row.contentOffset = CGPoint(x: 165, y: 0)
    collection.layoutIfNeeded()
    #expect(calls.count == 2 && calls.last?.offset == CGPoint(x: 165, y: 0))
    #expect(calls.last?.items == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    // Item 1's centre (490) is 125 pt from the visible centre (365): scale 0.875.
    #expect(abs((collection.cellForItem(at: IndexPath(item: 1, section: 0))?.transform.a ?? 0) - 0.875) < 0.0001)
    // A vertical scroll of the collection view that keeps the section visible calls it too.
    collection.contentOffset = CGPoint(x: 0, y: 30)
    collection.layoutIfNeeded()
    #expect(calls.count == 3 && calls.last?.offset == CGPoint(x: 165, y: 30))
  }
}

import Foundation
import OpenUIKitTesting
import Testing
import UIKit

@MainActor
@Suite(.serialized)
struct UICollectionViewFlowLayoutTests {
  @Test("UIKit: IndexPath(item:section:) has section first and item second (UIKit's IndexPath extension); item is row")
  func indexPathItem() {
    var path = IndexPath(item: 3, section: 1)
    #expect(path.item == 3 && path.section == 1 && path.row == 3)
    #expect(Array(path) == [1, 3])
    path.item = 4
    #expect(path == IndexPath(row: 4, section: 1))
  }

  @Test("UIKit defaults: a flow layout's itemSize is 50×50, minimumLineSpacing and minimumInteritemSpacing 10, sectionInset zero, vertical")
  func defaults() {
    let layout = UICollectionViewFlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
    #expect(layout.sectionInset == .zero)
    #expect(layout.scrollDirection == .vertical)
    let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
    #expect(layout.collectionView === collection)
    #expect(collection.allowsSelection && !collection.allowsMultipleSelection)
  }

  @Test("Behaviour.md Collection views [U]: equal items form a grid — as many columns as fit, leftover space spread between them, the last line on the same columns")
  func uniformGrid() {
    let source = GridDataSource(counts: [7])
    let collection = makeGrid(source, frame: CGRect(x: 0, y: 0, width: 320, height: 480), layout: makeFlowLayout(CGSize(width: 100, height: 100)))
    // 100 + 10 + 100 + 10 + 100 = 320: three columns, 10 pt apart.
    #expect(itemFrames(collection) == [
      CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 110, y: 0, width: 100, height: 100),
      CGRect(x: 220, y: 0, width: 100, height: 100), CGRect(x: 0, y: 110, width: 100, height: 100),
      CGRect(x: 110, y: 110, width: 100, height: 100), CGRect(x: 220, y: 110, width: 100, height: 100),
      CGRect(x: 0, y: 220, width: 100, height: 100),
    ])
    collection.layoutIfNeeded()
    #expect(collection.contentSize == CGSize(width: 320, height: 320))
  }

  @Test("UIKit flow layout: sectionInset insets each section; extra space of a full line goes between its items (two columns in 280 pt: 80 pt apart)")
  func insetsAndSpreading() {
    let source = GridDataSource(counts: [7])
    let layout = makeFlowLayout(CGSize(width: 100, height: 100), inset: UIEdgeInsets(top: 5, left: 20, bottom: 15, right: 20))
    let collection = makeGrid(source, frame: CGRect(x: 0, y: 0, width: 320, height: 480), layout: layout)
    let frames = itemFrames(collection)
    #expect(frames.map(\.minX) == [20, 200, 20, 200, 20, 200, 20])
    #expect(frames.map(\.minY) == [5, 5, 115, 115, 225, 225, 335])
    collection.layoutIfNeeded()
    #expect(collection.contentSize.height == 450)
  }

  @Test("Behaviour.md Collection views [U]: items of different sizes — a full line is justified, items centred across the line, the last line keeps minimumInteritemSpacing from the start")
  func mixedSizes() {
    let source = GridDataSource(counts: [5])
    let sizes = [CGSize(width: 100, height: 50), CGSize(width: 150, height: 80), CGSize(width: 120, height: 40),
                 CGSize(width: 60, height: 60), CGSize(width: 50, height: 20)]
    for (item, size) in sizes.enumerated() { source.sizes[IndexPath(item: item, section: 0)] = size }
    let collection = makeGrid(source, frame: CGRect(x: 0, y: 0, width: 300, height: 480), layout: makeFlowLayout(CGSize(width: 50, height: 50)))
    #expect(itemFrames(collection) == [
      CGRect(x: 0, y: 15, width: 100, height: 50), CGRect(x: 150, y: 0, width: 150, height: 80),
      CGRect(x: 0, y: 100, width: 120, height: 40), CGRect(x: 130, y: 90, width: 60, height: 60),
      CGRect(x: 200, y: 110, width: 50, height: 20),
    ])
  }

  @Test("Behaviour.md Collection views [U]: a full line holding one item (the next does not fit) centres it")
  func singleItemLineCentred() {
    let source = GridDataSource(counts: [3])
    source.sizes = [IndexPath(item: 0, section: 0): CGSize(width: 250, height: 50), IndexPath(item: 1, section: 0): CGSize(width: 200, height: 50),
                    IndexPath(item: 2, section: 0): CGSize(width: 40, height: 40)]
    let collection = makeGrid(source, frame: CGRect(x: 0, y: 0, width: 300, height: 480), layout: makeFlowLayout(CGSize(width: 50, height: 50)))
    #expect(itemFrames(collection) == [
      CGRect(x: 25, y: 0, width: 250, height: 50), CGRect(x: 0, y: 60, width: 200, height: 50),
      CGRect(x: 210, y: 65, width: 40, height: 40),
    ])
  }

  @Test("UIKit flow layout: horizontal scrolling fills columns top to bottom, columns minimumLineSpacing apart; the content is as tall as the view")
  func horizontal() {
    let source = GridDataSource(counts: [5])
    let layout = makeFlowLayout(CGSize(width: 100, height: 100), direction: .horizontal)
    let collection = makeGrid(source, frame: CGRect(x: 0, y: 0, width: 300, height: 250), layout: layout)
    #expect(itemFrames(collection) == [
      CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 0, y: 150, width: 100, height: 100),
      CGRect(x: 110, y: 0, width: 100, height: 100), CGRect(x: 110, y: 150, width: 100, height: 100),
      CGRect(x: 220, y: 0, width: 100, height: 100),
    ])
    collection.layoutIfNeeded()
    #expect(collection.contentSize == CGSize(width: 320, height: 250))
  }

  @Test("UIKit flow layout: sections follow each other with their insets; the delegate's per-section inset and spacings replace the layout's")
  func sections() {
    final class Spaced: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
      func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 2 : 3 }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
      }
      func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
      ) -> UIEdgeInsets {
        section == 1 ? UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0) : (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
      }
      func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int
      ) -> CGFloat { section == 1 ? 30 : 10 }
    }
    let source = Spaced()
    let layout = makeFlowLayout(CGSize(width: 100, height: 100), inset: UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0))
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 210, height: 480), collectionViewLayout: layout)
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collection.dataSource = source
    collection.delegate = source
    #expect(collection.numberOfSections == 2 && collection.numberOfItems(inSection: 1) == 3 && collection.numberOfItems(inSection: 5) == 0)
    #expect(itemFrames(collection, section: 0).map(\.origin) == [CGPoint(x: 0, y: 10), CGPoint(x: 110, y: 10)])
    // Section 0 ends at 10 + 100 + 10 = 120; section 1 starts 20 below, its lines 30 apart.
    #expect(itemFrames(collection, section: 1).map(\.origin) == [CGPoint(x: 0, y: 140), CGPoint(x: 110, y: 140), CGPoint(x: 0, y: 270)])
    collection.layoutIfNeeded()
    #expect(collection.contentSize.height == 370)
  }

  @Test("UIKit: changing a flow layout property, or the collection view's width, lays the items out again (invalidateLayout)")
  func invalidation() {
    let source = GridDataSource(counts: [4])
    let layout = makeFlowLayout(CGSize(width: 100, height: 100))
    let collection = makeGrid(source, frame: CGRect(x: 0, y: 0, width: 320, height: 480), layout: layout)
    #expect(itemFrames(collection)[3].origin == CGPoint(x: 0, y: 110))
    layout.minimumLineSpacing = 20
    #expect(itemFrames(collection)[3].origin == CGPoint(x: 0, y: 120))
    collection.frame = CGRect(x: 0, y: 0, width: 430, height: 480)
    #expect(itemFrames(collection)[3].origin == CGPoint(x: 330, y: 0))
    collection.layoutIfNeeded()
    #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 330, y: 0, width: 100, height: 100))
  }

  @Test("UIKit: a UICollectionViewLayout subclass places items: prepare, collectionViewContentSize, layoutAttributesForElements(in:), layoutAttributesForItem(at:)")
  func customLayout() {
    final class Diagonal: UICollectionViewLayout {
      var prepared = 0
      var attributes: [UICollectionViewLayoutAttributes] = []
      override func prepare() {
        prepared += 1
        attributes = (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).map { item in
          let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
          a.frame = CGRect(x: CGFloat(item) * 40, y: CGFloat(item) * 40, width: 30, height: 30)
          a.alpha = 0.5
          a.zIndex = item
          return a
        }
      }
      override var collectionViewContentSize: CGSize { CGSize(width: 400, height: 400) }
      override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
      }
      override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.indices.contains(indexPath.item) ? attributes[indexPath.item] : nil
      }
    }
    let layout = Diagonal()
    let source = GridDataSource(counts: [5])
    let collection = makeGrid(source, frame: CGRect(x: 0, y: 0, width: 100, height: 100), layout: layout)
    #expect(collection.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
    #expect(collection.contentSize == CGSize(width: 400, height: 400))
    let cell = collection.cellForItem(at: IndexPath(item: 2, section: 0))
    #expect(cell?.frame == CGRect(x: 80, y: 80, width: 30, height: 30))
    #expect(cell?.alpha == 0.5 && cell?.layer.zPosition == 2)
    #expect(collection.indexPathForItem(at: CGPoint(x: 45, y: 45)) == IndexPath(item: 1, section: 0))
    #expect(collection.indexPathForItem(at: CGPoint(x: 35, y: 5)) == nil)
    #expect(layout.prepared == 1)
    collection.reloadData()
    collection.layoutIfNeeded()
    #expect(layout.prepared == 2)
  }

  @Test("UIKit's log: an item longer than its line is 'The behavior of the UICollectionViewFlowLayout is not defined because:' (a warning; the item is centred in its own line)")
  func itemWiderThanLine() {
    let start = UIApplication.shared.diagnostics.count
    let source = GridDataSource(counts: [2])
    let collection = makeGrid(source, frame: CGRect(x: 0, y: 0, width: 300, height: 480), layout: makeFlowLayout(CGSize(width: 320, height: 50)))
    #expect(itemFrames(collection).map(\.minX) == [-10, -10])
    let found = diagnostics(since: start).filter { $0.message.hasPrefix("The behavior of the UICollectionViewFlowLayout is not defined because:") }
    #expect(found.count == 1 && found.first?.kind == .warning)
    #expect(found.first?.message.hasSuffix("minus the content insets left and right values.") == true)
  }


  @Test("UIKit: layoutAttributesForElements(in:) answers exactly the items whose frames meet the rectangle, in index path order (found from the lines the rectangle meets)")
  func elementsInRect() {
    for direction in [UICollectionView.ScrollDirection.vertical, .horizontal] {
      let source = GridDataSource(counts: [500, 0, 300])
      for item in stride(from: 0, to: 500, by: 7) { source.sizes[IndexPath(item: item, section: 0)] = CGSize(width: 70, height: 130) }
      let layout = makeFlowLayout(CGSize(width: 40, height: 40), inset: UIEdgeInsets(top: 3, left: 4, bottom: 5, right: 6), direction: direction)
      let collection = makeGrid(source, frame: CGRect(x: 0, y: 0, width: 320, height: 480), layout: layout)
      let all = [0, 1, 2].flatMap { section in
        (0..<collection.numberOfItems(inSection: section)).compactMap { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: section)) }
      }
      #expect(all.count == 800)
      for rect in [CGRect(x: 0, y: 2000, width: 320, height: 480), CGRect(x: 1500, y: 0, width: 320, height: 480),
                   CGRect(x: 50, y: 50, width: 10, height: 10), CGRect(x: -100, y: -100, width: 5000, height: 9000)] {
        let expected = all.filter { $0.frame.intersects(rect) }.map(\.indexPath)
        #expect(layout.layoutAttributesForElements(in: rect)?.map(\.indexPath) == expected, "\(direction) \(rect)")
      }
    }
  }

}

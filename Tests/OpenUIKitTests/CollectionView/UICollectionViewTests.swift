import Foundation
import OpenQuartzCore
import OpenUIKitTesting
import Testing
import UIKit

@MainActor
@Suite(.serialized)
struct UICollectionViewTests {
  @Test("UIKit: only items inside the bounds have cells; scrolling hands cells that leave to the reuse queue and dequeue returns them after prepareForReuse")
  func reuseWhenScrolling() throws {
    StoryboardClassRegistry.registerCollectionViewCell(CountingGridCell.self) { CountingGridCell(frame: $0) }
    let source = GridDataSource(counts: [30])
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: makeFlowLayout(CGSize(width: 100, height: 100)))
    collection.register(CountingGridCell.self, forCellWithReuseIdentifier: "Cell")
    collection.dataSource = source
    collection.delegate = source
    // Rows at y 0, 110, 220 meet 0..<300: nine items.
    #expect(collection.indexPathsForVisibleItems == (0..<9).map { IndexPath(item: $0, section: 0) })
    #expect(source.cellsMade == 9)
    let first = collection.visibleCells
    #expect(first.allSatisfy { $0 is CountingGridCell && $0.reuseIdentifier == "Cell" && $0.superview === collection })
    #expect(collection.cellForItem(at: IndexPath(item: 12, section: 0)) == nil)
    #expect(collection.contentSize == CGSize(width: 320, height: 1090))
    collection.contentOffset = CGPoint(x: 0, y: 330)
    // Rows at 330, 440, 550 meet 330..<630: items 9..<18, in the nine cells made before.
    #expect(collection.indexPathsForVisibleItems == (9..<18).map { IndexPath(item: $0, section: 0) })
    let second = collection.visibleCells
    #expect(Set(second.map(ObjectIdentifier.init)) == Set(first.map(ObjectIdentifier.init)))
    #expect(second.compactMap { ($0 as? CountingGridCell)?.reuseCount } == Array(repeating: 1, count: 9))
    #expect(second.map(\.tag) == Array(9..<18))
    #expect(source.displayed.filter { $0.hasPrefix("didEndDisplaying") }.count == 9)
    #expect(source.displayed.filter { $0.hasPrefix("willDisplay") }.count == 18)
    let cell = try #require(collection.cellForItem(at: IndexPath(item: 10, section: 0)))
    #expect(collection.indexPath(for: cell) == IndexPath(item: 10, section: 0))
    #expect(collection.indexPath(for: UICollectionViewCell(frame: .zero)) == nil)
  }

  @Test("UIKit: layoutAttributesForItem(at:) is where the cell is: the cell's frame equals the attributes' frame, in the collection view's content coordinates")
  func attributesMatchCell() throws {
    let source = GridDataSource(counts: [12])
    let layout = makeFlowLayout(CGSize(width: 120, height: 90), inset: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    let collection = makeGrid(source, frame: .zero, layout: layout)
    let window = makeGridWindow(collection)
    let path = IndexPath(item: 4, section: 0)
    let attributes = try #require(collection.layoutAttributesForItem(at: path))
    let cell = try #require(collection.cellForItem(at: path))
    #expect(attributes.indexPath == path && attributes.representedElementCategory == .cell)
    #expect(cell.frame == attributes.frame)
    #expect(attributes.center == CGPoint(x: attributes.frame.midX, y: attributes.frame.midY))
    #expect(cell.contentView.frame == CGRect(origin: .zero, size: attributes.size))
    #expect(collection.convert(attributes.frame, to: window) == cell.convert(cell.bounds, to: window))
    #expect(collection.layoutAttributesForItem(at: IndexPath(item: 99, section: 0)) == nil)
    #expect(collection.indexPathForItem(at: CGPoint(x: attributes.frame.midX, y: attributes.frame.midY)) == path)
  }

  @Test("UIKit: dequeueing an identifier with no class, nib or prototype is NSInternalInconsistencyException 'could not dequeue a view of kind: UICollectionElementKindCell'")
  func dequeueUnregistered() {
    let start = UIApplication.shared.diagnostics.count
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
    let cell = collection.dequeueReusableCell(withReuseIdentifier: "Nope", for: IndexPath(item: 0, section: 0))
    #expect(cell.reuseIdentifier == "Nope")
    let found = diagnostics(since: start)
    #expect(found.contains {
      $0.kind == .exception
        && $0.message
          == "could not dequeue a view of kind: UICollectionElementKindCell with identifier Nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
    })
  }

  @Test("UIKit: a tap highlights then selects the item: shouldHighlight, didHighlight, didUnhighlight, shouldSelect, didSelect; single selection deselects the previous item first")
  func tapSelects() {
    let source = GridDataSource(counts: [9])
    let collection = makeGrid(source, frame: .zero, layout: makeFlowLayout(CGSize(width: 100, height: 100)))
    let window = makeGridWindow(collection)
    window.tap(at: windowPoint(ofItem: IndexPath(item: 1, section: 0), in: collection))
    #expect(source.log == ["shouldHighlight 0.1", "didHighlight 0.1", "didUnhighlight 0.1", "shouldSelect 0.1", "didSelect 0.1"])
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
    #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isHighlighted == false)
    source.log = []
    window.tap(at: windowPoint(ofItem: IndexPath(item: 4, section: 0), in: collection))
    #expect(source.log == [
      "shouldHighlight 0.4", "didHighlight 0.4", "didUnhighlight 0.4", "shouldSelect 0.4", "shouldDeselect 0.1", "didDeselect 0.1",
      "didSelect 0.4",
    ])
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
    // shouldSelectItemAt false refuses the selection.
    source.log = []
    source.refused = [IndexPath(item: 5, section: 0)]
    window.tap(at: windowPoint(ofItem: IndexPath(item: 5, section: 0), in: collection))
    #expect(source.log.last == "shouldSelect 0.5")
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
  }

  @Test("UIKit: with allowsMultipleSelection a tap on a selected item deselects it; with allowsSelection false a tap does nothing")
  func multipleAndDisallowed() {
    let source = GridDataSource(counts: [9])
    let collection = makeGrid(source, frame: .zero, layout: makeFlowLayout(CGSize(width: 100, height: 100)))
    collection.allowsMultipleSelection = true
    let window = makeGridWindow(collection)
    for item in [0, 2, 0] { window.tap(at: windowPoint(ofItem: IndexPath(item: item, section: 0), in: collection)) }
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    #expect(source.log.suffix(2) == ["shouldDeselect 0.0", "didDeselect 0.0"])
    collection.allowsSelection = false
    source.log = []
    window.tap(at: windowPoint(ofItem: IndexPath(item: 3, section: 0), in: collection))
    #expect(source.log.isEmpty)
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
  }

  @Test("UIKit: selectItem(at:animated:scrollPosition:) and deselectItem(at:animated:) send no delegate messages (selectItem docs); the selection scrolls the item to the position")
  func selectFromCode() {
    let source = GridDataSource(counts: [60])
    let collection = makeGrid(source, frame: CGRect(x: 0, y: 0, width: 320, height: 400), layout: makeFlowLayout(CGSize(width: 100, height: 100)))
    collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    collection.selectItem(at: IndexPath(item: 31, section: 0), animated: false, scrollPosition: .top)
    #expect(source.log.isEmpty)
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 31, section: 0)])
    // Item 31 is on row 10, at y 1100.
    #expect(collection.contentOffset == CGPoint(x: 0, y: 1100))
    #expect(collection.cellForItem(at: IndexPath(item: 31, section: 0))?.isSelected == true)
    collection.scrollToItem(at: IndexPath(item: 31, section: 0), at: .centeredVertically, animated: false)
    #expect(collection.contentOffset == CGPoint(x: 0, y: 1150 - 200))
    collection.scrollToItem(at: IndexPath(item: 59, section: 0), at: .top, animated: false)
    // Clamped to the end of the content: 20 rows, 2190 pt.
    #expect(collection.contentOffset == CGPoint(x: 0, y: 2190 - 400))
    collection.deselectItem(at: IndexPath(item: 31, section: 0), animated: false)
    #expect(collection.indexPathsForSelectedItems == nil)
    #expect(source.log.isEmpty)
    let start = UIApplication.shared.diagnostics.count
    collection.scrollToItem(at: IndexPath(item: 60, section: 0), at: .top, animated: false)
    #expect(diagnostics(since: start).contains { $0.kind == .exception && $0.message.hasPrefix("attempt to scroll to invalid index path") })
  }

  @Test("UIKit: reloadData asks the data source again, clears the selection and reuses the cells")
  func reload() {
    let source = GridDataSource(counts: [3])
    let collection = makeGrid(source, frame: CGRect(x: 0, y: 0, width: 320, height: 400), layout: makeFlowLayout(CGSize(width: 100, height: 100)))
    #expect(collection.visibleCells.count == 3)
    collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    source.counts = [5]
    collection.reloadData()
    #expect(collection.numberOfItems(inSection: 0) == 5)
    #expect(collection.indexPathsForSelectedItems == nil)
    #expect(collection.visibleCells.count == 5)
    #expect(source.cellsMade == 8)
  }

  @Test("UIKit cells: selectedBackgroundView shows while selected or highlighted, above backgroundView, below contentView")
  func cellBackgrounds() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
    let background = UIView()
    let selected = UIView()
    cell.backgroundView = background
    cell.selectedBackgroundView = selected
    #expect(cell.subviews.firstIndex(of: background) == 0 && cell.subviews.firstIndex(of: selected) == 1)
    #expect(cell.subviews.last === cell.contentView)
    #expect(selected.isHidden && selected.frame == cell.bounds)
    cell.isHighlighted = true
    #expect(!selected.isHidden)
    cell.isHighlighted = false
    cell.isSelected = true
    #expect(!selected.isHidden)
    #expect(cell.contentView.frame == cell.bounds)
    #expect(cell.reuseIdentifier == nil)
  }

  @Test("Memory: a freed collection view frees its layout's back reference, its cells and the queued ones")
  func memory() {
    weak var weakCollection: UICollectionView?
    weak var weakCell: UICollectionViewCell?
    weak var weakQueued: UICollectionViewCell?
    let layout = makeFlowLayout(CGSize(width: 100, height: 100))
    do {
      let source = GridDataSource(counts: [40])
      let collection = makeGrid(source, frame: CGRect(x: 0, y: 0, width: 320, height: 300), layout: layout)
      weakCell = collection.cellForItem(at: IndexPath(item: 0, section: 0))
      collection.contentOffset = CGPoint(x: 0, y: 1000)
      collection.layoutIfNeeded()
      weakQueued = weakCell
      weakCell = collection.visibleCells.first
      weakCollection = collection
    }
    #expect(weakCollection == nil)
    #expect(weakCell == nil && weakQueued == nil)
    #expect(layout.collectionView == nil)
  }

  @Test("UIKit: a UICollectionViewController made from code has a collection view with its layout, itself as data source and delegate; it reloads on first appearance and clears the selection on later ones")
  func controller() throws {
    final class Grid: UICollectionViewController {
      override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
      override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
      }
      override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
      }
    }
    let layout = makeFlowLayout(CGSize(width: 80, height: 80))
    let grid = Grid(collectionViewLayout: layout)
    #expect(grid.collectionViewLayout === layout)
    #expect(grid.clearsSelectionOnViewWillAppear)
    let navigation = UINavigationController(rootViewController: grid)
    let window = makeWindow(root: navigation)
    let collection = try #require(grid.collectionView)
    #expect(collection.collectionViewLayout === layout && collection.dataSource === grid && collection.delegate === grid)
    #expect(collection.visibleCells.count == 4)
    window.tap(at: windowPoint(ofItem: IndexPath(item: 2, section: 0), in: collection))
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    navigation.pushViewController(UIViewController(), animated: false)
    UIApplication.shared.runUntilIdle()
    navigation.popViewController(animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(collection.indexPathsForSelectedItems == nil)
  }

  @Test("Rendering: the visible cells are layers of the window's render snapshot, with their content view's colour; items off screen are not")
  func cellsInRenderSnapshot() {
    final class Coloured: NSObject, UICollectionViewDataSource {
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        cell.contentView.backgroundColor = .systemRed
        return cell
      }
    }
    let source = Coloured()
    let collection = UICollectionView(frame: .zero, collectionViewLayout: makeFlowLayout(CGSize(width: 100, height: 100)))
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    collection.dataSource = source
    let window = makeGridWindow(collection)
    let snapshot = window.layer._renderFrame(size: window.bounds.size)
    var red = 0
    var stack = [snapshot.root]
    while let layer = stack.popLast() {
      if let colour = layer.backgroundColor, colour.red > 0.9, colour.green < 0.4, layer.bounds.size == CGSize(width: 100, height: 100) {
        red += 1
      }
      stack.append(contentsOf: layer.sublayers)
    }
    #expect(red == collection.visibleCells.count)
    #expect(red > 0 && red < 40)
  }


  @Test("UIKit: a drag scrolls the collection view through the scroll view's pan: no item is selected, cells that leave are reused for the items that come in")
  func dragScrollsWithoutSelecting() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    window.makeKeyAndVisible()
    let source = GridDataSource(counts: [60])
    let collection = makeGrid(source, frame: window.bounds, layout: makeFlowLayout(CGSize(width: 100, height: 100)))
    collection.contentInsetAdjustmentBehavior = .never
    window.addSubview(collection)
    UIApplication.shared.runUntilIdle()
    #expect(collection.indexPathsForVisibleItems.first == IndexPath(item: 0, section: 0))
    let made = source.cellsMade
    window.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: 0.3)
    UIApplication.shared.runUntilIdle()
    #expect(collection.contentOffset.y > 200)
    #expect(collection.indexPathsForSelectedItems == nil)
    #expect(!source.log.contains { $0.hasPrefix("didSelect") })
    let visible = collection.indexPathsForVisibleItems
    #expect(visible.first != IndexPath(item: 0, section: 0))
    // Every visible item has its cell where the layout places it.
    #expect(visible.allSatisfy { collection.cellForItem(at: $0)?.frame == collection.layoutAttributesForItem(at: $0)?.frame })
    // Cells leaving were queued and handed out again: fewer cells exist than items were shown.
    let shown = source.displayed.filter { $0.hasPrefix("willDisplay") }.count
    #expect(shown > made)
    #expect(source.distinctCells.count < shown)
    #expect(Set(collection.visibleCells.map(ObjectIdentifier.init)).count == visible.count)
    _ = window
  }

}

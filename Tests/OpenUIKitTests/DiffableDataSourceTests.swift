import Foundation
import OpenQuartzCore
import OpenUIKitTesting
import Testing
import UIKit

@MainActor
@Suite(.serialized)
struct DiffableDataSourceTests {
  typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

  init() {
    UIApplication.shared.useLinkedSDK(.iOS17)
    UIApplication.shared.runUntilIdle()
  }

  // MARK: Snapshots

  @Test("UIKit: a snapshot is a value of sections and items by identifier: append, insert before/after, move, delete, and the lookups agree")
  func snapshotEditing() {
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2, 3], toSection: "a")
    snapshot.appendItems([10, 11])
    snapshot.insertItems([0], beforeItem: 1)
    snapshot.insertItems([12], afterItem: 11)
    snapshot.moveItem(3, afterItem: 12)
    snapshot.insertSections(["z"], beforeSection: "a")
    let copy = snapshot
    snapshot.deleteItems([2, 99])
    #expect(copy.itemIdentifiers == [0, 1, 2, 10, 11, 12, 3])
    #expect(snapshot.sectionIdentifiers == ["z", "a", "b"])
    #expect(snapshot.itemIdentifiers == [0, 1, 10, 11, 12, 3])
    #expect(snapshot.numberOfItems == 6 && snapshot.numberOfSections == 3)
    #expect(snapshot.numberOfItems(inSection: "b") == 4)
    #expect(snapshot.itemIdentifiers(inSection: "a") == [0, 1])
    #expect(snapshot.sectionIdentifier(containingItem: 3) == "b")
    #expect(snapshot.indexOfItem(10) == 2)
    #expect(snapshot.indexOfSection("b") == 2)
    snapshot.moveSection("z", afterSection: "b")
    snapshot.deleteSections(["a"])
    #expect(snapshot.sectionIdentifiers == ["b", "z"])
    #expect(snapshot.indexOfItem(0) == nil)
    snapshot.reloadItems([10])
    snapshot.reconfigureItems([11])
    #expect(snapshot.reloadedItemIdentifiers == [10] && snapshot.reconfiguredItemIdentifiers == [11])
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
  }

  @Test("UIKit: identifiers repeated in one call are 'Fatal: supplied item identifiers are not unique. Duplicate identifiers: …' (NSInternalInconsistencyException; no effect), and items before any section 'There are currently no sections in the data source. Please add a section first.'")
  func snapshotDuplicates() {
    let start = UIApplication.shared.diagnostics.count
    var snapshot = Snapshot()
    snapshot.appendItems([1])
    snapshot.appendSections(["a"])
    snapshot.appendItems([1, 2, 1])
    snapshot.appendSections(["a"])
    let found = Array(UIApplication.shared.diagnostics.dropFirst(start)).filter { $0.kind == .exception }.map(\.message)
    #expect(found.contains("There are currently no sections in the data source. Please add a section first."))
    #expect(found.contains("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    1\n)}"))
    #expect(found.contains("Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    a\n)}"))
    #expect(snapshot.itemIdentifiers == [] && snapshot.sectionIdentifiers == ["a"])
  }

  @Test("UIKit (iOS 15+): appending identifiers the snapshot already has moves them into place with the 'Diffable data source detected an attempt to insert or append 1 item identifier that already exist…' warning")
  func snapshotExistingMoves() {
    let start = UIApplication.shared.diagnostics.count
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2], toSection: "a")
    snapshot.appendItems([2], toSection: "b")
    #expect(snapshot.itemIdentifiers(inSection: "a") == [1] && snapshot.itemIdentifiers(inSection: "b") == [2])
    let warnings = Array(UIApplication.shared.diagnostics.dropFirst(start)).filter {
      $0.kind == .warning && $0.message.hasPrefix("Diffable data source detected an attempt to insert or append 1 item identifier")
    }
    #expect(warnings.count == 1)
  }

  @Test("UIKit: reloading an item the snapshot does not have is 'Attempted to reload item identifier that does not exist in the snapshot: 7'")
  func snapshotReloadMissing() {
    let start = UIApplication.shared.diagnostics.count
    var snapshot = Snapshot()
    snapshot.appendSections(["a"])
    snapshot.reloadItems([7])
    #expect(
      Array(UIApplication.shared.diagnostics.dropFirst(start)).map(\.message).contains(
        "Attempted to reload item identifier that does not exist in the snapshot: 7"))
    #expect(snapshot.reloadedItemIdentifiers.isEmpty)
  }

  // MARK: Collection view data source

  /// A grid whose diffable data source labels each cell with its item (`configured`).
  @MainActor final class Harness {
    let collection: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<String, Int>
    var configured: [ObjectIdentifier: Int] = [:]
    var provided = 0

    init() {
      // Other suites' windows link iOS 12 (makeWindow's default): these tests need iOS 15+ rules.
      UIApplication.shared.useLinkedSDK(.iOS17)
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 50, height: 50)
      collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 2000), collectionViewLayout: layout)
      collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
      var configured: (UICollectionViewCell, Int) -> Void = { _, _ in }
      dataSource = UICollectionViewDiffableDataSource(collectionView: collection) { collectionView, indexPath, item in
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        configured(cell, item)
        return cell
      }
      configured = { [unowned self] cell, item in
        self.configured[ObjectIdentifier(cell)] = item
        self.provided += 1
      }
    }

    /// Every visible cell shows the item the data source has at its index path.
    var consistent: Bool {
      collection.layoutIfNeeded()
      return collection.indexPathsForVisibleItems.allSatisfy { path in
        guard let cell = collection.cellForItem(at: path) else { return false }
        return configured[ObjectIdentifier(cell)] == dataSource.itemIdentifier(for: path)
      }
    }
  }

  private func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in sections {
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  @Test("UIKit: apply shows the snapshot through the cell provider; snapshot(), itemIdentifier(for:), indexPath(for:), sectionIdentifier(for:) and index(for:) read it back")
  func applyAndLookups() {
    let harness = Harness()
    harness.dataSource.apply(snapshot([("a", [1, 2, 3]), ("b", [4])]), animatingDifferences: false)
    #expect(harness.collection.numberOfSections == 2)
    #expect(harness.collection.numberOfItems(inSection: 0) == 3)
    #expect(harness.consistent)
    #expect(harness.dataSource.snapshot().itemIdentifiers == [1, 2, 3, 4])
    #expect(harness.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == 4)
    #expect(harness.dataSource.itemIdentifier(for: IndexPath(item: 5, section: 1)) == nil)
    #expect(harness.dataSource.indexPath(for: 3) == IndexPath(item: 2, section: 0))
    #expect(harness.dataSource.indexPath(for: 9) == nil)
    #expect(harness.dataSource.sectionIdentifier(for: 1) == "b")
    #expect(harness.dataSource.index(for: "a") == 0)
  }

  @Test("UIKit: applying a new snapshot performs only the difference: items that stay keep their cells (the provider is asked only for new items), deleted ones go, moved ones move")
  func applyDifference() throws {
    let harness = Harness()
    harness.dataSource.apply(snapshot([("a", [1, 2, 3, 4]), ("b", [5, 6])]), animatingDifferences: false)
    harness.collection.layoutIfNeeded()
    let cellFor4 = try #require(harness.collection.cellForItem(at: IndexPath(item: 3, section: 0)))
    let cellFor5 = try #require(harness.collection.cellForItem(at: IndexPath(item: 0, section: 1)))
    let before = harness.provided
    let start = UIApplication.shared.diagnostics.count
    harness.dataSource.apply(snapshot([("b", [5, 9]), ("a", [4, 1, 3])]), animatingDifferences: false)
    #expect(Array(UIApplication.shared.diagnostics.dropFirst(start)).filter { $0.message.hasPrefix("Invalid update") }.isEmpty)
    #expect(harness.consistent)
    #expect(harness.provided == before + 1)
    #expect(harness.collection.cellForItem(at: IndexPath(item: 0, section: 1)) === cellFor4)
    #expect(harness.collection.cellForItem(at: IndexPath(item: 0, section: 0)) === cellFor5)
  }

  @Test("UIKit: random sequences of snapshots (inserts, deletes, moves across sections, section moves, reloads) always leave every visible cell showing its item, with no invalid-update diagnostics")
  func randomDifferences() {
    let harness = Harness()
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let start = UIApplication.shared.diagnostics.count
    for round in 0..<60 {
      let sectionNames = ["s0", "s1", "s2", "s3"].filter { _ in next(4) != 0 }
      var pool = Array(0..<30).filter { _ in next(3) != 0 }
      // Shuffle.
      for index in pool.indices.reversed() where index > 0 { pool.swapAt(index, next(index + 1)) }
      var sections: [(String, [Int])] = []
      for name in sectionNames.shuffledDeterministically(next) {
        let take = min(pool.count, next(10))
        sections.append((name, Array(pool.prefix(take))))
        pool.removeFirst(take)
      }
      var snap = snapshot(sections)
      if let item = snap.itemIdentifiers.first, round % 3 == 0 { snap.reloadItems([item]) }
      harness.dataSource.apply(snap, animatingDifferences: round % 2 == 0)
      #expect(harness.consistent, "round \(round)")
      #expect(harness.dataSource.snapshot().itemIdentifiers == snap.itemIdentifiers)
    }
    #expect(Array(UIApplication.shared.diagnostics.dropFirst(start)).filter { $0.kind == .exception }.isEmpty)
    UIApplication.shared.runUntilIdle()
  }

  @Test("UIKit: a reloaded item gets its cell from the provider again; a reconfigured one (iOS 15) is handed the cell already showing it")
  func reloadAndReconfigure() throws {
    let harness = Harness()
    harness.dataSource.apply(snapshot([("a", [1, 2, 3])]), animatingDifferences: false)
    harness.collection.layoutIfNeeded()
    let cell2 = try #require(harness.collection.cellForItem(at: IndexPath(item: 1, section: 0)))
    let before = harness.provided
    var snap = harness.dataSource.snapshot()
    snap.reconfigureItems([2])
    harness.dataSource.apply(snap, animatingDifferences: false)
    #expect(harness.provided == before + 1)
    #expect(harness.collection.cellForItem(at: IndexPath(item: 1, section: 0)) === cell2)
    snap = harness.dataSource.snapshot()
    #expect(snap.reconfiguredItemIdentifiers.isEmpty)
    snap.reloadItems([3])
    harness.dataSource.apply(snap, animatingDifferences: false)
    #expect(harness.consistent)
    #expect(harness.provided == before + 2)
  }

  @Test("UIKit: apply's completion runs after the animated difference finishes; without animation (iOS 15+) it is applied as a difference, not a reload, and the completion runs on the next turn")
  func applyCompletion() {
    let harness = Harness()
    let controller = UIViewController()
    controller.view = harness.collection
    let window = makeWindow(root: controller, sdk: .iOS17)
    harness.dataSource.apply(snapshot([("a", [1, 2])]), animatingDifferences: false)
    UIApplication.shared.runUntilIdle()
    var done = false
    harness.dataSource.apply(snapshot([("a", [3, 1, 2])])) { done = true }
    UIApplication.shared.advance(by: 0.1)
    #expect(!done)
    UIApplication.shared.runUntilIdle()
    #expect(done)
    let before = harness.provided
    done = false
    harness.dataSource.apply(snapshot([("a", [3, 1, 2, 4])]), animatingDifferences: false) { done = true }
    harness.collection.layoutIfNeeded()
    #expect(harness.provided == before + 1)
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(done)
    _ = window
  }

  @Test("UIKit (before iOS 15): apply without animating differences reloads the data")
  func applyWithoutAnimationReloadsWhenLinkedEarlier() {
    let harness = Harness()
    UIApplication.shared.useLinkedSDK(.iOS12)
    defer { UIApplication.shared.useLinkedSDK(.iOS17) }
    harness.dataSource.apply(snapshot([("a", [1, 2, 3])]), animatingDifferences: false)
    harness.collection.layoutIfNeeded()
    let before = harness.provided
    harness.dataSource.apply(snapshot([("a", [1, 2, 3, 4])]), animatingDifferences: false)
    harness.collection.layoutIfNeeded()
    #expect(harness.provided == before + 4)
    #expect(harness.consistent)
  }

  // MARK: Table view data source

  @Test("UIKit: UITableViewDiffableDataSource shows snapshots in a table and applies differences as row updates")
  func tableDataSource() throws {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 800), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    let dataSource = UITableViewDiffableDataSource<String, Int>(tableView: table) { tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
      cell.textLabel?.text = "Item \(item)"
      return cell
    }
    #expect(dataSource.defaultRowAnimation == .automatic)
    dataSource.apply(snapshot([("a", [1, 2, 3])]), animatingDifferences: false)
    table.layoutIfNeeded()
    let cell3 = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    dataSource.apply(snapshot([("a", [3, 1]), ("b", [7])]), animatingDifferences: false)
    #expect(table.numberOfSections == 2)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell3)
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["Item 3", "Item 1", "Item 7"])
    #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)) == 7)
    #expect(dataSource.indexPath(for: 1) == IndexPath(row: 1, section: 0))
  }

  // MARK: Cell registrations

  @Test("UIKit (iOS 14): a cell registration's handler configures each dequeued cell with its item, and its cells are reused")
  func cellRegistration() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 210), collectionViewLayout: layout)
    var handled: [String] = []
    let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, indexPath, item in
      cell.accessibilityLabel = item
      handled.append("\(indexPath.item):\(item)")
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snap = NSDiffableDataSourceSnapshot<Int, String>()
    snap.appendSections([0])
    snap.appendItems((0..<12).map { "p\($0)" })
    dataSource.apply(snap, animatingDifferences: false)
    collection.layoutIfNeeded()
    #expect(handled == (0..<6).map { "\($0):p\($0)" })
    let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(first.accessibilityLabel == "p0")
    #expect(first.reuseIdentifier?.isEmpty == false)
    collection.contentOffset = CGPoint(x: 0, y: 220)
    #expect(collection.cellForItem(at: IndexPath(item: 11, section: 0))?.accessibilityLabel == "p11")
    #expect(handled.count == 12)
    // The cells that left were reused for the items that came in.
    #expect(collection.visibleCells.contains { $0 === first })
  }
}

extension Array {
  /// A shuffle driven by the caller's generator (tests stay reproducible).
  func shuffledDeterministically(_ next: (Int) -> Int) -> [Element] {
    var result = self
    for index in result.indices.reversed() where index > 0 { result.swapAt(index, next(index + 1)) }
    return result
  }
}

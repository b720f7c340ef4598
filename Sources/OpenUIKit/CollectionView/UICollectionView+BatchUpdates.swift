import Foundation
import OpenQuartzCore

// Batch updates (UIKit's performBatchUpdates semantics), shared by collection and table views:
// deletes and reloads name index paths before the update, inserts and move destinations name
// index paths after it; the data source is asked for its counts after the update block, and the
// counts must add up as UIKit checks them (Docs/Behaviour/lists14.md).

/// The operations of one batch update, as the caller gave them.
struct _ListUpdate {
  var insertedSections = IndexSet()
  var deletedSections = IndexSet()
  var reloadedSections = IndexSet()
  var movedSections: [(from: Int, to: Int)] = []
  var insertedItems: [IndexPath] = []
  var deletedItems: [IndexPath] = []
  var reloadedItems: [IndexPath] = []
  var movedItems: [(from: IndexPath, to: IndexPath)] = []
}

extension _ListUpdate {
  /// Adds another's operations (the same index path spaces).
  mutating func merge(_ other: _ListUpdate) {
    insertedSections.formUnion(other.insertedSections)
    deletedSections.formUnion(other.deletedSections)
    reloadedSections.formUnion(other.reloadedSections)
    movedSections += other.movedSections
    insertedItems += other.insertedItems
    deletedItems += other.deletedItems
    reloadedItems += other.reloadedItems
    movedItems += other.movedItems
  }
}

/// Where each item went: surviving items' old → new index paths, reloaded items (a new cell at
/// the new path), and the new paths of inserted items.
struct _ListUpdateResult {
  var moved: [IndexPath: IndexPath] = [:]
  var reloaded: [IndexPath: IndexPath] = [:]
  var inserted: Set<IndexPath> = []
  /// Whether sections were inserted, deleted, moved or reloaded.
  var sectionsChanged = false
  /// Surviving sections' old → new indexes (not the reloaded ones): their supplementary views follow.
  var sections: [Int: Int] = [:]
}

extension _ListUpdate {
  /// Checks the update against the counts before and after it, as UIKit does, and resolves
  /// where every item goes; a failure is UIKit's NSInternalInconsistencyException text.
  /// `noun` is "item" or "row", `container` "collection view" or "table view".
  func resolve(old: [Int], new: [Int], noun: String, container: String) -> Result<_ListUpdateResult, _ListUpdateError> {
    func fail(_ message: String) -> Result<_ListUpdateResult, _ListUpdateError> { .failure(_ListUpdateError(message: message)) }
    let nouns = noun + "s"
    // Index ranges.
    for section in deletedSections where section >= old.count {
      return fail("attempt to delete section \(section), but there are only \(old.count) sections before the update")
    }
    for section in reloadedSections where section >= old.count {
      return fail("attempt to reload section \(section), but there are only \(old.count) sections before the update")
    }
    for section in insertedSections where section >= new.count {
      return fail("attempt to insert section \(section) but there are only \(new.count) sections after the update")
    }
    for move in movedSections where move.from >= old.count || move.to >= new.count || move.from < 0 || move.to < 0 {
      return fail("attempt to move section \(move.from) to section \(move.to), but there are only \(old.count) sections before the update and \(new.count) sections after the update")
    }
    let expectedSections = old.count + insertedSections.count - deletedSections.count
    if new.count != expectedSections {
      return fail(
        "Invalid update: invalid number of sections. The number of sections contained in the \(container) after the update (\(new.count)) must be equal to the number of sections contained in the \(container) before the update (\(old.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
      )
    }
    for path in deletedItems where path.count != 2 || !old.indices.contains(path.section) || path.item < 0 || path.item >= old[path.section] {
      return fail(Self._rangeMessage("delete", path, counts: old, noun: noun, when: "before"))
    }
    for path in reloadedItems where path.count != 2 || !old.indices.contains(path.section) || path.item < 0 || path.item >= old[path.section] {
      return fail(Self._rangeMessage("reload", path, counts: old, noun: noun, when: "before"))
    }
    for path in insertedItems where path.count != 2 || !new.indices.contains(path.section) || path.item < 0 || path.item >= new[path.section] {
      return fail(
        "attempt to insert \(noun) \(path.count == 2 ? path.item : -1) into section \(path.count == 2 ? path.section : -1), but there are only \(path.count == 2 && new.indices.contains(path.section) ? new[path.section] : 0) \(nouns) in section \(path.count == 2 ? path.section : -1) after the update"
      )
    }
    for move in movedItems {
      let from = move.from, to = move.to
      guard from.count == 2, to.count == 2, old.indices.contains(from.section), from.item >= 0, from.item < old[from.section],
        new.indices.contains(to.section), to.item >= 0, to.item < new[to.section]
      else {
        return fail("attempt to move index path (\(Self._describe(from))) to index path (\(Self._describe(to))) that does not exist - there are only \(to.count == 2 && new.indices.contains(to.section) ? new[to.section] : 0) \(nouns) in section \(to.count == 2 ? to.section : -1) after the update")
      }
    }

    // Sections: inserted and moved-to slots are taken; the others fill the rest in old order.
    var result = _ListUpdateResult()
    result.sectionsChanged =
      !insertedSections.isEmpty || !deletedSections.isEmpty || !reloadedSections.isEmpty || !movedSections.isEmpty
    var sourceOfNew = [Int?](repeating: nil, count: new.count)
    var taken = [Bool](repeating: false, count: new.count)
    for section in insertedSections { taken[section] = true }
    var movedFrom = Set<Int>()
    for move in movedSections {
      guard !taken[move.to] else { return fail("attempt to perform an insert and a move to the same section (\(move.to))") }
      taken[move.to] = true
      sourceOfNew[move.to] = move.from
      movedFrom.insert(move.from)
    }
    var slot = 0
    for section in 0..<old.count where !deletedSections.contains(section) && !movedFrom.contains(section) {
      while slot < new.count && taken[slot] { slot += 1 }
      guard slot < new.count else { break }
      sourceOfNew[slot] = section
      taken[slot] = true
    }

    for (newSection, oldSection) in sourceOfNew.enumerated() {
      if let oldSection, !reloadedSections.contains(oldSection) { result.sections[oldSection] = newSection }
    }

    // Items, section by section of the new state.
    var deletedByOld: [Int: Set<Int>] = [:]
    for path in deletedItems { deletedByOld[path.section, default: []].insert(path.item) }
    var reloadedByOld: [Int: Set<Int>] = [:]
    for path in reloadedItems { reloadedByOld[path.section, default: []].insert(path.item) }
    var movedOutByOld: [Int: Set<Int>] = [:]
    var movedInByNew: [Int: [(from: IndexPath, to: Int)]] = [:]
    for move in movedItems {
      movedOutByOld[move.from.section, default: []].insert(move.from.item)
      movedInByNew[move.to.section, default: []].append((move.from, move.to.item))
    }
    var insertedByNew: [Int: Set<Int>] = [:]
    for path in insertedItems { insertedByNew[path.section, default: []].insert(path.item) }

    for newSection in 0..<new.count {
      let count = new[newSection]
      guard let oldSection = sourceOfNew[newSection], !reloadedSections.contains(oldSection) else {
        // A new or reloaded section: all its items are new.
        for item in 0..<count { result.inserted.insert(IndexPath(item: item, section: newSection)) }
        continue
      }
      let deleted = deletedByOld[oldSection] ?? []
      let movedOut = movedOutByOld[oldSection] ?? []
      let movedIn = movedInByNew[newSection] ?? []
      let inserted = insertedByNew[newSection] ?? []
      let expected = old[oldSection] - deleted.count - movedOut.count + inserted.count + movedIn.count
      guard count == expected else {
        return fail(
          "Invalid update: invalid number of \(nouns) in section \(newSection). The number of \(nouns) contained in an existing section after the update (\(count)) must be equal to the number of \(nouns) contained in that section before the update (\(old[oldSection])), plus or minus the number of \(nouns) inserted or deleted from that section (\(inserted.count) inserted, \(deleted.count) deleted) and plus or minus the number of \(nouns) moved into or out of that section (\(movedIn.count) moved in, \(movedOut.count) moved out)."
        )
      }
      var fixed = [Bool](repeating: false, count: count)
      for item in inserted {
        fixed[item] = true
        result.inserted.insert(IndexPath(item: item, section: newSection))
      }
      for move in movedIn {
        guard !fixed[move.to] else {
          return fail("attempt to perform an insert and a move to the same index path (\(Self._describe(IndexPath(item: move.to, section: newSection))))")
        }
        fixed[move.to] = true
        result.moved[move.from] = IndexPath(item: move.to, section: newSection)
      }
      var next = 0
      let reloaded = reloadedByOld[oldSection] ?? []
      for item in 0..<old[oldSection] where !deleted.contains(item) && !movedOut.contains(item) {
        while next < count && fixed[next] { next += 1 }
        guard next < count else { break }
        let to = IndexPath(item: next, section: newSection)
        if reloaded.contains(item) {
          result.reloaded[IndexPath(item: item, section: oldSection)] = to
        } else {
          result.moved[IndexPath(item: item, section: oldSection)] = to
        }
        next += 1
      }
    }
    return .success(result)
  }

  static func _rangeMessage(_ verb: String, _ path: IndexPath, counts: [Int], noun: String, when: String) -> String {
    guard path.count == 2 else { return "attempt to \(verb) an invalid index path (\(_describe(path)))" }
    let count = counts.indices.contains(path.section) ? counts[path.section] : 0
    return "attempt to \(verb) \(noun) \(path.item) from section \(path.section) which only contains \(count) \(noun)s \(when) the update"
  }

  static func _describe(_ path: IndexPath) -> String { path.map(String.init).joined(separator: "-") }
}

struct _ListUpdateError: Error {
  var message: String
}

/// The pending batch update of a collection or table view: the operations so far, the counts
/// before it (read from the data source when the view had none, before the update block runs,
/// as UIKit does), and the completions of the nested `performBatchUpdates` calls.
final class _ListBatch {
  var depth = 0
  var update = _ListUpdate()
  var oldCounts: [Int] = []
  var completions: [(Bool) -> Void] = []
  var animated = true
  /// Table rows and sections inserted or deleted `with: .none` (no fade).
  var unanimatedInserts: Set<IndexPath> = []
  var unanimatedDeletes: Set<IndexPath> = []
  var unanimatedInsertedSections = IndexSet()
  var unanimatedDeletedSections = IndexSet()

  /// Marks every insert and delete of `update` as `.none` (no fade).
  func unanimateAll(_ update: _ListUpdate) {
    unanimatedInserts.formUnion(update.insertedItems)
    unanimatedInserts.formUnion(update.reloadedItems)
    unanimatedDeletes.formUnion(update.deletedItems)
    unanimatedDeletes.formUnion(update.reloadedItems)
    unanimatedInsertedSections.formUnion(update.insertedSections)
    unanimatedInsertedSections.formUnion(update.reloadedSections)
    unanimatedDeletedSections.formUnion(update.deletedSections)
    unanimatedDeletedSections.formUnion(update.reloadedSections)
  }
}

/// Calls batch-update completions on a later turn of the run loop, as UIKit calls them.
@MainActor func _callOnNextTurn(_ completions: [(Bool) -> Void], finished: Bool) {
  guard !completions.isEmpty else { return }
  MediaClock.shared.enqueue { for completion in completions { completion(finished) } }
}

/// Whether a batch update made now animates: animations enabled and not inside
/// `UIView.performWithoutAnimation`.
@MainActor var _listAnimationsEnabled: Bool {
  UIViewAnimationState.animationsEnabled && UIViewAnimationState.withoutAnimationDepth == 0
}

/// UIKit's default duration of batch-update animations ([U]: undocumented; Docs/Behaviour/lists14.md).
let _listUpdateAnimationDuration: TimeInterval = 0.3

extension UICollectionView {
  func _performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    _beginBatch()
    updates?()
    if let completion { _batch?.completions.append(completion) }
    _endBatch()
  }

  func _beginBatch() {
    let batch: _ListBatch
    if let open = _batch {
      batch = open
    } else {
      batch = _ListBatch()
      batch.oldCounts = _counts
      batch.animated = _listAnimationsEnabled
      _batch = batch
    }
    batch.depth += 1
  }

  func _endBatch() {
    guard let batch = _batch else { return }
    batch.depth -= 1
    guard batch.depth == 0 else { return }
    _batch = nil
    _commit(batch)
  }

  /// Adds one operation: to the open batch, or as a batch of its own.
  func _record(_ change: (inout _ListUpdate) -> Void) {
    _beginBatch()
    if let batch = _batch { change(&batch.update) }
    _endBatch()
  }

  private func _commit(_ batch: _ListBatch) {
    let oldCounts = batch.oldCounts
    _itemCounts = nil
    let newCounts = _counts
    let result: _ListUpdateResult
    switch batch.update.resolve(old: oldCounts, new: newCounts, noun: "item", container: "collection view") {
    case .failure(let error):
      Diagnostics.exception(error.message, name: "NSInternalInconsistencyException")
      reloadData()
      _callOnNextTurn(batch.completions, finished: false)
      return
    case .success(let resolved):
      result = resolved
    }
    _touchedIndexPath = nil
    _selectedIndexPaths = _selectedIndexPaths.compactMap { result.moved[$0] }
    var remapped: [IndexPath: UICollectionViewCell] = [:]
    var disappearing: [UICollectionViewCell] = []
    for (path, cell) in _visibleCells {
      if let to = result.moved[path] {
        remapped[to] = cell
      } else {
        disappearing.append(cell)
        _collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
      }
    }
    _visibleCells = remapped
    // Supplementary views follow their sections; those of deleted and reloaded sections leave.
    var remappedViews: [_SupplementaryKey: UICollectionReusableView] = [:]
    var disappearingViews: [(view: UICollectionReusableView, kind: String)] = []
    for (key, view) in _visibleSupplementaryViews {
      if let section = result.sections[key.indexPath.section] {
        var path = key.indexPath
        path[0] = section
        remappedViews[_SupplementaryKey(kind: key.kind, indexPath: path)] = view
      } else {
        disappearingViews.append((view, key.kind))
        _collectionDelegate?.collectionView(
          self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
      }
    }
    _visibleSupplementaryViews = remappedViews
    collectionViewLayout.invalidateLayout()
    _layoutWasInvalidated()
    let animated = batch.animated && window != nil
    guard animated else {
      for cell in disappearing { _enqueue(cell) }
      for leaving in disappearingViews { _enqueueSupplementary(leaving.view, kind: leaving.kind) }
      _callOnNextTurn(batch.completions, finished: true)
      return
    }
    // Where the surviving cells are now; the layout pass below places every cell at its new
    // attributes, then each animates there from here.
    var before: [ObjectIdentifier: (center: CGPoint, size: CGSize, alpha: CGFloat)] = [:]
    for (_, cell) in remapped { before[ObjectIdentifier(cell)] = (cell.center, cell.bounds.size, cell.alpha) }
    for (_, view) in remappedViews { before[ObjectIdentifier(view)] = (view.center, view.bounds.size, view.alpha) }
    layoutIfNeeded()
    var targets: [(cell: UICollectionReusableView, center: CGPoint, size: CGSize, alpha: CGFloat)] = []
    let shown: [UICollectionReusableView] = _visibleCells.values.map { $0 } + _visibleSupplementaryViews.values.map { $0 }
    UIView.performWithoutAnimation {
      for cell in shown {
        let target = (cell: cell, center: cell.center, size: cell.bounds.size, alpha: cell.alpha)
        if let old = before[ObjectIdentifier(cell)] {
          guard old.center != target.center || old.size != target.size || old.alpha != target.alpha else { continue }
          cell.bounds.size = old.size
          cell.center = old.center
          cell.alpha = old.alpha
        } else {
          cell.alpha = 0
        }
        targets.append(target)
      }
    }
    let completions = batch.completions
    UIView.animate(
      withDuration: _listUpdateAnimationDuration, delay: 0, options: [],
      animations: {
        for target in targets {
          target.cell.bounds.size = target.size
          target.cell.center = target.center
          target.cell.alpha = target.alpha
        }
        for cell in disappearing { cell.alpha = 0 }
        for leaving in disappearingViews { leaving.view.alpha = 0 }
      },
      completion: { [weak self] finished in
        for cell in disappearing {
          UIView.performWithoutAnimation { cell.alpha = 1 }
          if let self { self._enqueue(cell) } else { cell.removeFromSuperview() }
        }
        for leaving in disappearingViews {
          UIView.performWithoutAnimation { leaving.view.alpha = 1 }
          if let self { self._enqueueSupplementary(leaving.view, kind: leaving.kind) } else { leaving.view.removeFromSuperview() }
        }
        for completion in completions { completion(finished) }
      })
  }

  /// iOS 15: asks the data source for the cells of visible items again, handing its dequeue the
  /// cell already showing the item (no reuse, no animation).
  func _reconfigureItems(at indexPaths: [IndexPath]) {
    guard let dataSource else { return }
    for path in indexPaths {
      guard let cell = _visibleCells[path] else { continue }
      _reconfiguringCell = cell
      let returned = dataSource.collectionView(self, cellForItemAt: path)
      _reconfiguringCell = nil
      if returned !== cell {
        // The data source made another cell: it replaces the one on screen.
        _visibleCells[path] = returned
        _enqueue(cell)
        if let attributes = layoutAttributesForItem(at: path) { _apply(attributes, to: returned) }
        returned.isSelected = _selectedIndexPaths.contains(path)
        addSubview(returned)
      }
    }
  }

  /// The cell a dequeue during `reconfigureItems(at:)` hands back, when its identifier matches.
  func _takeReconfiguringCell(identifier: String) -> UICollectionViewCell? {
    guard let cell = _reconfiguringCell, cell.reuseIdentifier == identifier else { return nil }
    _reconfiguringCell = nil
    return cell
  }
}

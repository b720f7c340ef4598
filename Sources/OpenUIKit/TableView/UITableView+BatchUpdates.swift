import Foundation
import OpenQuartzCore

// Batch updates of a table view: the same rules as a collection view's
// (UICollectionView+BatchUpdates.swift), with row animations.

extension UITableView {
  /// How inserted and deleted rows and sections appear and disappear. Here `.none` appears or
  /// disappears at once and every other kind fades (Docs/Behaviour/lists14.md).
  public enum RowAnimation: Int, Sendable {
    case fade = 0, right, left, top, bottom, none, middle
    case automatic = 100
  }

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
      batch.oldCounts = model.sections.map(\.rowHeights.count)
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
  func _record(_ change: (inout _ListUpdate) -> Void, appearing: [IndexPath] = [], disappearing: [IndexPath] = [],
    appearingSections: IndexSet = [], disappearingSections: IndexSet = [], animation: RowAnimation = .automatic)
  {
    _beginBatch()
    if let batch = _batch {
      change(&batch.update)
      if animation == .none {
        batch.unanimatedInserts.formUnion(appearing)
        batch.unanimatedDeletes.formUnion(disappearing)
        batch.unanimatedInsertedSections.formUnion(appearingSections)
        batch.unanimatedDeletedSections.formUnion(disappearingSections)
      }
    }
    _endBatch()
  }

  private func _commit(_ batch: _ListBatch) {
    let oldCounts = batch.oldCounts
    var newCounts: [Int] = []
    if let dataSource {
      let sections = max(0, dataSource.numberOfSections(in: self))
      for section in 0..<sections { newCounts.append(max(0, dataSource.tableView(self, numberOfRowsInSection: section))) }
    }
    let result: _ListUpdateResult
    switch batch.update.resolve(old: oldCounts, new: newCounts, noun: "row", container: "table view") {
    case .failure(let error):
      Diagnostics.exception(error.message, name: "NSInternalInconsistencyException")
      reloadData()
      _callOnNextTurn(batch.completions, finished: false)
      return
    case .success(let resolved):
      result = resolved
    }
    _touchedIndexPath = nil
    _touchedAccessoryPath = nil
    _selectedIndexPaths = _selectedIndexPaths.compactMap { result.moved[$0] }
    var measured: [IndexPath: CGFloat] = [:]
    for (path, height) in _measuredRowHeights { if let to = result.moved[path] { measured[to] = height } }
    _measuredRowHeights = measured
    var remapped: [IndexPath: UITableViewCell] = [:]
    var disappearing: [(cell: UITableViewCell, fades: Bool)] = []
    for (path, cell) in _visibleCells {
      if let to = result.moved[path] {
        remapped[to] = cell
      } else {
        let unanimated =
          batch.unanimatedDeletes.contains(path) || batch.unanimatedDeletedSections.contains(path.section)
        disappearing.append((cell, !unanimated))
        _tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
      }
    }
    _visibleCells = remapped
    if result.sectionsChanged {
      // Section header and footer views are keyed by section: the layout asks for them again.
      _discardSectionViews()
    }
    _model = TableModel(self)
    setNeedsLayout()
    guard batch.animated && window != nil else {
      for entry in disappearing { _enqueue(entry.cell) }
      _callOnNextTurn(batch.completions, finished: true)
      return
    }
    var before: [ObjectIdentifier: CGRect] = [:]
    for (_, cell) in remapped { before[ObjectIdentifier(cell)] = cell.frame }
    for (_, view) in _headerViews { before[ObjectIdentifier(view)] = view.frame }
    for (_, view) in _footerViews { before[ObjectIdentifier(view)] = view.frame }
    layoutIfNeeded()
    var targets: [(view: UIView, frame: CGRect, alpha: CGFloat)] = []
    UIView.performWithoutAnimation {
      for (path, cell) in _visibleCells {
        let target = (view: cell as UIView, frame: cell.frame, alpha: cell.alpha)
        if let old = before[ObjectIdentifier(cell)] {
          guard old != target.frame else { continue }
          cell.frame = old
        } else {
          let inserted = result.inserted.contains(path) || result.reloaded.values.contains(path)
          let unanimated = batch.unanimatedInserts.contains(path) || batch.unanimatedInsertedSections.contains(path.section)
          guard !(inserted && unanimated) else { continue }
          cell.alpha = 0
        }
        targets.append(target)
      }
      for view in Array(_headerViews.values) + Array(_footerViews.values) {
        guard let old = before[ObjectIdentifier(view)], old != view.frame else { continue }
        targets.append((view, view.frame, view.alpha))
        view.frame = old
      }
    }
    for entry in disappearing where !entry.fades { _enqueue(entry.cell) }
    let fading = disappearing.filter(\.fades).map(\.cell)
    let completions = batch.completions
    UIView.animate(
      withDuration: _listUpdateAnimationDuration, delay: 0, options: [],
      animations: {
        for target in targets {
          target.view.frame = target.frame
          target.view.alpha = target.alpha
        }
        for cell in fading { cell.alpha = 0 }
      },
      completion: { [weak self] finished in
        for cell in fading {
          UIView.performWithoutAnimation { cell.alpha = 1 }
          if let self { self._enqueue(cell) } else { cell.removeFromSuperview() }
        }
        for completion in completions { completion(finished) }
      })
  }

  /// iOS 15: asks the data source for the cells of visible rows again, handing its dequeue the
  /// cell already showing the row (no reuse, no animation).
  func _reconfigureRows(at indexPaths: [IndexPath]) {
    guard let dataSource else { return }
    for path in indexPaths {
      guard let cell = _visibleCells[path] else { continue }
      _reconfiguringCell = cell
      let returned = dataSource.tableView(self, cellForRowAt: path)
      _reconfiguringCell = nil
      if returned !== cell {
        _visibleCells[path] = returned
        let frame = cell.frame
        _enqueue(cell)
        UIView.performWithoutAnimation { returned.frame = frame }
        returned.setSelected(_selectedIndexPaths.contains(path), animated: false)
        addSubview(returned)
      }
    }
  }

  /// The cell a dequeue during `reconfigureRows(at:)` hands back, when its identifier matches.
  func _takeReconfiguringCell(identifier: String) -> UITableViewCell? {
    guard let cell = _reconfiguringCell, cell.reuseIdentifier == identifier else { return nil }
    _reconfiguringCell = nil
    return cell
  }
}

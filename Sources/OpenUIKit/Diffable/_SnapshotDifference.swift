import Foundation

/// The batch update that turns the view showing `old` into one showing `new`: sections and items
/// are matched by identifier; those that keep their relative order (the longest run of
/// increasing old positions) stay, the others move; reloaded items and sections become reloads
/// (a delete and an insert when they also move).
struct _SnapshotDifference {
  var update = _ListUpdate()
  /// New index paths of reconfigured items that stay in the view.
  var reconfigured: [IndexPath] = []
  /// Whether nothing changes.
  var isEmpty: Bool {
    update.insertedSections.isEmpty && update.deletedSections.isEmpty && update.reloadedSections.isEmpty
      && update.movedSections.isEmpty && update.insertedItems.isEmpty && update.deletedItems.isEmpty
      && update.reloadedItems.isEmpty && update.movedItems.isEmpty
  }

  init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
    var oldSectionIndex: [S: Int] = [:]
    for (index, section) in old._sections.enumerated() { oldSectionIndex[section] = index }
    var newSectionIndex: [S: Int] = [:]
    for (index, section) in new._sections.enumerated() { newSectionIndex[section] = index }
    let reloadedSections = Set(new._reloadedSections)

    // Sections: kept ones in new order, by old index; those off the longest increasing run move.
    var kept: [(old: Int, new: Int)] = []
    for (index, section) in new._sections.enumerated() {
      if let oldIndex = oldSectionIndex[section] { kept.append((oldIndex, index)) } else { update.insertedSections.insert(index) }
    }
    for (index, section) in old._sections.enumerated() where newSectionIndex[section] == nil {
      update.deletedSections.insert(index)
    }
    let stays = _longestIncreasingRun(kept.map(\.old))
    /// Old sections whose items carry over to the same section identifier.
    var carriedSections = Set<S>()
    for (position, pair) in kept.enumerated() {
      let section = new._sections[pair.new]
      let moves = !stays.contains(position)
      if reloadedSections.contains(section) {
        if moves {
          update.deletedSections.insert(pair.old)
          update.insertedSections.insert(pair.new)
        } else {
          update.reloadedSections.insert(pair.old)
        }
        continue
      }
      if moves { update.movedSections.append((pair.old, pair.new)) }
      carriedSections.insert(section)
    }

    // Items: old and new positions of every item.
    var oldPath: [I: IndexPath] = [:]
    for (sectionIndex, items) in old._items.enumerated() {
      for (item, identifier) in items.enumerated() { oldPath[identifier] = IndexPath(item: item, section: sectionIndex) }
    }
    let reloaded = Set(new._reloadedItems)
    var keptBySection: [Int: [(old: IndexPath, new: Int)]] = [:]
    var carried = Set<I>()
    for (sectionIndex, items) in new._items.enumerated() {
      let section = new._sections[sectionIndex]
      let sectionCarries = carriedSections.contains(section)
      for (item, identifier) in items.enumerated() {
        let newPath = IndexPath(item: item, section: sectionIndex)
        guard sectionCarries, let from = oldPath[identifier], carriedSections.contains(old._sections[from.section]) else {
          // A new item, or one whose old or new section is inserted, deleted or reloaded.
          if sectionCarries { update.insertedItems.append(newPath) }
          continue
        }
        carried.insert(identifier)
        if old._sections[from.section] == section {
          keptBySection[sectionIndex, default: []].append((from, item))
        } else if reloaded.contains(identifier) {
          update.deletedItems.append(from)
          update.insertedItems.append(newPath)
        } else {
          update.movedItems.append((from, newPath))
        }
      }
    }
    for (sectionIndex, pairs) in keptBySection {
      let stay = _longestIncreasingRun(pairs.map(\.old.item))
      for (position, pair) in pairs.enumerated() {
        let newPath = IndexPath(item: pair.new, section: sectionIndex)
        let identifier = new._items[sectionIndex][pair.new]
        if !stay.contains(position) {
          if reloaded.contains(identifier) {
            update.deletedItems.append(pair.old)
            update.insertedItems.append(newPath)
          } else {
            update.movedItems.append((pair.old, newPath))
          }
        } else if reloaded.contains(identifier) {
          update.reloadedItems.append(pair.old)
        }
      }
    }
    for (sectionIndex, items) in old._items.enumerated() where carriedSections.contains(old._sections[sectionIndex]) {
      for (item, identifier) in items.enumerated() where !carried.contains(identifier) {
        update.deletedItems.append(IndexPath(item: item, section: sectionIndex))
      }
    }
    for identifier in new._reconfiguredItems where carried.contains(identifier) && !reloaded.contains(identifier) {
      guard let section = new._sectionOfItem[identifier], let sectionIndex = newSectionIndex[section],
        let item = new._items[sectionIndex].firstIndex(of: identifier)
      else { continue }
      reconfigured.append(IndexPath(item: item, section: sectionIndex))
    }
  }
}

/// Positions (into `values`) of one longest strictly increasing subsequence.
func _longestIncreasingRun(_ values: [Int]) -> Set<Int> {
  guard !values.isEmpty else { return [] }
  // tails[k]: position of the smallest tail of an increasing run of length k + 1.
  var tails: [Int] = []
  var previous = [Int](repeating: -1, count: values.count)
  for (position, value) in values.enumerated() {
    var low = 0
    var high = tails.count
    while low < high {
      let mid = (low + high) / 2
      if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
    }
    if low > 0 { previous[position] = tails[low - 1] }
    if low == tails.count { tails.append(position) } else { tails[low] = position }
  }
  var result = Set<Int>()
  var position = tails.last!
  while position >= 0 {
    result.insert(position)
    position = previous[position]
  }
  return result
}

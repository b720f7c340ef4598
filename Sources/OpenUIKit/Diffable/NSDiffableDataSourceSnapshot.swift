import Foundation

/// The state of a diffable data source's sections and items, by identifier: a value you build
/// and hand to `apply(_:animatingDifferences:completion:)`. Identifiers are unique across the
/// snapshot; UIKit's exceptions for misuse are diagnostics here and the call has no effect
/// (DESIGN.md), and identifiers that already exist are moved into place with UIKit's warning.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: Sendable
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
  ItemIdentifierType: Sendable
{
  var _sections: [SectionIdentifierType] = []
  var _items: [[ItemIdentifierType]] = []
  var _sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
  var _reloadedItems: [ItemIdentifierType] = []
  var _reconfiguredItems: [ItemIdentifierType] = []
  var _reloadedSections: [SectionIdentifierType] = []

  public init() {}

  // MARK: Reading

  public var numberOfItems: Int { _sectionOfItem.count }
  public var numberOfSections: Int { _sections.count }
  public var sectionIdentifiers: [SectionIdentifierType] { _sections }
  public var itemIdentifiers: [ItemIdentifierType] { _items.flatMap { $0 } }

  /// iOS 15: the items and sections marked for reloading or reconfiguring since the snapshot was
  /// made.
  public var reloadedSectionIdentifiers: [SectionIdentifierType] { _reloadedSections }
  public var reloadedItemIdentifiers: [ItemIdentifierType] { _reloadedItems }
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { _reconfiguredItems }

  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    guard let index = _index(ofSection: identifier, reporting: true) else { return 0 }
    return _items[index].count
  }

  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    guard let index = _index(ofSection: identifier, reporting: true) else { return [] }
    return _items[index]
  }

  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    _sectionOfItem[identifier]
  }

  /// The item's position among all items of the snapshot, or nil.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let section = _sectionOfItem[identifier], let sectionIndex = _sections.firstIndex(of: section),
      let item = _items[sectionIndex].firstIndex(of: identifier)
    else { return nil }
    return _items[..<sectionIndex].reduce(0) { $0 + $1.count } + item
  }

  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { _sections.firstIndex(of: identifier) }

  // MARK: Items

  /// Appends items to a section (nil: the last section).
  public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
    guard !identifiers.isEmpty || sectionIdentifier != nil else { return }
    guard !_sections.isEmpty else {
      Self._exception("There are currently no sections in the data source. Please add a section first.")
      return
    }
    let target: Int
    if let sectionIdentifier {
      guard let index = _index(ofSection: sectionIdentifier, reporting: true) else { return }
      target = index
    } else {
      target = _sections.count - 1
    }
    guard _checkUnique(identifiers) else { return }
    _removeExisting(identifiers)
    _items[target].append(contentsOf: identifiers)
    for item in identifiers { _sectionOfItem[item] = _sections[target] }
  }

  public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
    _insertItems(identifiers, relativeTo: beforeIdentifier, after: false)
  }

  public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
    _insertItems(identifiers, relativeTo: afterIdentifier, after: true)
  }

  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    var bySection: [Int: Set<ItemIdentifierType>] = [:]
    for item in identifiers {
      guard let section = _sectionOfItem.removeValue(forKey: item), let index = _sections.firstIndex(of: section) else { continue }
      bySection[index, default: []].insert(item)
    }
    for (index, items) in bySection { _items[index].removeAll { items.contains($0) } }
    if !bySection.isEmpty {
      _reloadedItems.removeAll { _sectionOfItem[$0] == nil }
      _reconfiguredItems.removeAll { _sectionOfItem[$0] == nil }
    }
  }

  public mutating func deleteAllItems() {
    self = Self()
  }

  public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
    _moveItem(identifier, relativeTo: toIdentifier, after: false)
  }

  public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
    _moveItem(identifier, relativeTo: toIdentifier, after: true)
  }

  /// Marks items so that applying the snapshot makes their cells again.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    for item in identifiers where _sectionOfItem[item] == nil {
      Self._exception("Attempted to reload item identifier that does not exist in the snapshot: \(item)")
      return
    }
    for item in identifiers where !_reloadedItems.contains(item) { _reloadedItems.append(item) }
  }

  /// iOS 15: marks items so that applying the snapshot updates their existing cells.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    for item in identifiers where _sectionOfItem[item] == nil {
      Self._exception("Attempted to reconfigure item identifier that does not exist in the snapshot: \(item)")
      return
    }
    for item in identifiers where !_reconfiguredItems.contains(item) { _reconfiguredItems.append(item) }
  }

  // MARK: Sections

  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    guard _checkNewSections(identifiers) else { return }
    _sections.append(contentsOf: identifiers)
    _items.append(contentsOf: identifiers.map { _ in [] })
  }

  public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
    guard let index = _index(ofSection: toIdentifier, reporting: true), _checkNewSections(identifiers) else { return }
    _sections.insert(contentsOf: identifiers, at: index)
    _items.insert(contentsOf: identifiers.map { _ in [] }, at: index)
  }

  public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
    guard let index = _index(ofSection: toIdentifier, reporting: true), _checkNewSections(identifiers) else { return }
    _sections.insert(contentsOf: identifiers, at: index + 1)
    _items.insert(contentsOf: identifiers.map { _ in [] }, at: index + 1)
  }

  /// Deletes sections and their items (identifiers not in the snapshot are ignored).
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    for section in identifiers {
      guard let index = _sections.firstIndex(of: section) else { continue }
      for item in _items[index] { _sectionOfItem[item] = nil }
      _sections.remove(at: index)
      _items.remove(at: index)
    }
    _reloadedItems.removeAll { _sectionOfItem[$0] == nil }
    _reconfiguredItems.removeAll { _sectionOfItem[$0] == nil }
    _reloadedSections.removeAll { !_sections.contains($0) }
  }

  public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
    _moveSection(identifier, relativeTo: toIdentifier, after: false)
  }

  public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
    _moveSection(identifier, relativeTo: toIdentifier, after: true)
  }

  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    for section in identifiers where !_sections.contains(section) {
      Self._exception("Attempted to reload section identifier that does not exist in the snapshot: \(section)")
      return
    }
    for section in identifiers where !_reloadedSections.contains(section) { _reloadedSections.append(section) }
  }

  // MARK: Helpers

  static func _exception(_ message: String) {
    _snapshotDiagnostic { Diagnostics.exception(message, name: "NSInternalInconsistencyException") }
  }

  static func _list(_ values: [some Any]) -> String {
    "{(\n" + values.map { "    \($0)" }.joined(separator: ",\n") + "\n)}"
  }

  func _index(ofSection identifier: SectionIdentifierType, reporting: Bool) -> Int? {
    if let index = _sections.firstIndex(of: identifier) { return index }
    if reporting { Self._exception("Invalid parameter not satisfying: section != NSNotFound (section identifier \(identifier))") }
    return nil
  }

  /// UIKit's exception for identifiers repeated within one call.
  func _checkUnique(_ identifiers: [ItemIdentifierType]) -> Bool {
    var seen = Set<ItemIdentifierType>()
    var duplicates: [ItemIdentifierType] = []
    for item in identifiers where !seen.insert(item).inserted && !duplicates.contains(item) { duplicates.append(item) }
    guard duplicates.isEmpty else {
      Self._exception("Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(Self._list(duplicates))")
      return false
    }
    return true
  }

  /// Sections must be new and unique: UIKit's exception otherwise.
  func _checkNewSections(_ identifiers: [SectionIdentifierType]) -> Bool {
    var seen = Set<SectionIdentifierType>()
    var duplicates: [SectionIdentifierType] = []
    for section in identifiers where (!seen.insert(section).inserted || _sections.contains(section)) && !duplicates.contains(section) {
      duplicates.append(section)
    }
    guard duplicates.isEmpty else {
      Self._exception("Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(Self._list(duplicates))")
      return false
    }
    return true
  }

  /// Items being inserted that the snapshot already has leave their old place (iOS 15's warning).
  mutating func _removeExisting(_ identifiers: [ItemIdentifierType]) {
    let existing = identifiers.filter { _sectionOfItem[$0] != nil }
    guard !existing.isEmpty else { return }
    _snapshotDiagnostic {
      Diagnostics.warning(
        "Diffable data source detected an attempt to insert or append \(existing.count) item identifier\(existing.count == 1 ? "" : "s") that already exist in the snapshot. The existing item identifiers will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. Item identifiers that already exist: (\n"
          + existing.map { "    \($0)" }.joined(separator: ",\n") + "\n)")
    }
    let moving = Set(existing)
    for index in _items.indices { _items[index].removeAll { moving.contains($0) } }
    for item in existing { _sectionOfItem[item] = nil }
  }

  mutating func _insertItems(_ identifiers: [ItemIdentifierType], relativeTo anchor: ItemIdentifierType, after: Bool) {
    guard _sectionOfItem[anchor] != nil else {
      Self._exception("Invalid parameter not satisfying: indexPath != nil (item identifier \(anchor) does not exist in the snapshot)")
      return
    }
    guard _checkUnique(identifiers) else { return }
    guard !identifiers.contains(anchor) else {
      Self._exception("Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(Self._list([anchor]))")
      return
    }
    _removeExisting(identifiers)
    let section = _sectionOfItem[anchor]!
    let sectionIndex = _sections.firstIndex(of: section)!
    let position = _items[sectionIndex].firstIndex(of: anchor)! + (after ? 1 : 0)
    _items[sectionIndex].insert(contentsOf: identifiers, at: position)
    for item in identifiers { _sectionOfItem[item] = section }
  }

  mutating func _moveItem(_ identifier: ItemIdentifierType, relativeTo anchor: ItemIdentifierType, after: Bool) {
    guard let from = _sectionOfItem[identifier], let to = _sectionOfItem[anchor] else {
      Self._exception(
        "Attempted to move item identifier that does not exist in the snapshot: \(_sectionOfItem[identifier] == nil ? identifier : anchor)")
      return
    }
    guard identifier != anchor else {
      Self._exception("Attempted to move item identifier relative to itself: \(identifier)")
      return
    }
    let fromIndex = _sections.firstIndex(of: from)!
    _items[fromIndex].removeAll { $0 == identifier }
    let toIndex = _sections.firstIndex(of: to)!
    let position = _items[toIndex].firstIndex(of: anchor)! + (after ? 1 : 0)
    _items[toIndex].insert(identifier, at: position)
    _sectionOfItem[identifier] = to
  }

  mutating func _moveSection(_ identifier: SectionIdentifierType, relativeTo anchor: SectionIdentifierType, after: Bool) {
    guard let from = _index(ofSection: identifier, reporting: true), _index(ofSection: anchor, reporting: true) != nil else {
      return
    }
    guard identifier != anchor else {
      Self._exception("Attempted to move section identifier relative to itself: \(identifier)")
      return
    }
    let items = _items.remove(at: from)
    _sections.remove(at: from)
    let position = _sections.firstIndex(of: anchor)! + (after ? 1 : 0)
    _sections.insert(identifier, at: position)
    _items.insert(items, at: position)
  }
}

/// Snapshots are values apps also build off the main thread: their diagnostics are recorded at
/// once on the main thread, else on the main actor's next turn.
func _snapshotDiagnostic(_ record: @escaping @MainActor @Sendable () -> Void) {
  if Thread.isMainThread || DispatchQueue.getSpecific(key: _SnapshotMainQueueMarker.key) != nil {
    MainActor.assumeIsolated { record() }
  } else {
    Task { @MainActor in record() }
  }
}

/// A dispatch-specific value set on the main queue: found by `getSpecific` on whatever thread
/// drains the main queue (the main actor's).
private enum _SnapshotMainQueueMarker {
  static let key: DispatchSpecificKey<UInt8> = {
    let key = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
  }()
}

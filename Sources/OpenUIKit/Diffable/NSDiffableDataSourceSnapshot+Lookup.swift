import Foundation

/// The lookups the collection and table diffable data sources answer from their current snapshot.
extension NSDiffableDataSourceSnapshot {
  /// The item at (section, index within it), or nil.
  func _item(section: Int, index: Int) -> ItemIdentifierType? {
    guard _items.indices.contains(section), _items[section].indices.contains(index) else { return nil }
    return _items[section][index]
  }

  /// The item's section index and its index within the section, or nil.
  func _position(of item: ItemIdentifierType) -> (section: Int, index: Int)? {
    guard let section = _sectionOfItem[item], let sectionIndex = _sections.firstIndex(of: section),
      let index = _items[sectionIndex].firstIndex(of: item)
    else { return nil }
    return (sectionIndex, index)
  }

  /// The identifier of the section at `index`, or nil.
  func _section(at index: Int) -> SectionIdentifierType? {
    _sections.indices.contains(index) ? _sections[index] : nil
  }

  /// The number of items in section `section` (0 for a section that does not exist).
  func _itemCount(inSection section: Int) -> Int {
    _items.indices.contains(section) ? _items[section].count : 0
  }

  /// The snapshot as a reload shows it: no pending reloads or reconfigurations.
  var _forReload: Self {
    var next = self
    next._reloadedItems = []
    next._reconfiguredItems = []
    next._reloadedSections = []
    return next
  }
}

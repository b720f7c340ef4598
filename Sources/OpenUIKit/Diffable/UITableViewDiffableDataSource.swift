import Foundation

/// A table view's data source driven by snapshots: `apply(_:animatingDifferences:completion:)`
/// computes the difference from the current snapshot and performs it as a batch update with
/// `defaultRowAnimation` (or without animation), and the cell provider makes each row's cell. It
/// makes itself the table view's data source; keep a strong reference to it, as in UIKit.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
  UITableViewDataSource
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
  ItemIdentifierType: Sendable
{
  public typealias CellProvider =
    (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

  weak var _tableView: UITableView?
  let _cellProvider: CellProvider
  var _snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  /// How applied differences insert and delete rows (`.automatic` in UIKit).
  open var defaultRowAnimation: UITableView.RowAnimation = .automatic

  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    _tableView = tableView
    _cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  /// A copy of the current snapshot.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { _snapshot }

  /// Shows `snapshot`: the difference from the current one as one batch update, animated when
  /// `animatingDifferences` is true (apps linked before iOS 15: without animation, a reload).
  /// `completion` runs when the update (and its animations) finish.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    var next = snapshot
    next._reloadedItems = []
    next._reconfiguredItems = []
    next._reloadedSections = []
    guard let tableView = _tableView else {
      _snapshot = next
      _callOnNextTurn(completion.map { run in [{ _ in run() }] } ?? [], finished: true)
      return
    }
    guard animatingDifferences || UIApplication.shared.linkedSDK != .iOS12 else {
      applySnapshotUsingReloadData(snapshot, completion: completion)
      return
    }
    let difference = _SnapshotDifference(from: _snapshot, to: snapshot)
    let perform = {
      tableView.performBatchUpdates(
        {
          self._snapshot = next
          guard let batch = tableView._batch else { return }
          batch.update.merge(difference.update)
          if self.defaultRowAnimation == .none { batch.unanimateAll(difference.update) }
        }, completion: { _ in completion?() })
    }
    if animatingDifferences { perform() } else { UIView.performWithoutAnimation(perform) }
    if !difference.reconfigured.isEmpty { tableView.reconfigureRows(at: difference.reconfigured) }
  }

  /// iOS 15: shows `snapshot` by reloading the table view's data (no difference, no animation).
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
  ) {
    _snapshot = snapshot._forReload
    _tableView?.reloadData()
    _callOnNextTurn(completion.map { run in [{ _ in run() }] } ?? [], finished: true)
  }

  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2 else { return nil }
    return _snapshot._item(section: indexPath.section, index: indexPath.item)
  }

  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    _snapshot._position(of: itemIdentifier).map { IndexPath(row: $0.index, section: $0.section) }
  }

  /// iOS 15: the identifier of the section at `index`, or nil.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    _snapshot._section(at: index)
  }

  /// iOS 15: the index of a section, or nil.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { _snapshot._sections.firstIndex(of: sectionIdentifier) }

  // MARK: UITableViewDataSource

  open func numberOfSections(in tableView: UITableView) -> Int { _snapshot._sections.count }

  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    _snapshot._itemCount(inSection: section)
  }

  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if let item = itemIdentifier(for: indexPath), let cell = _cellProvider(tableView, indexPath, item) { return cell }
    Diagnostics.exception(
      "UITableView (\(tableView)) failed to obtain a cell from its dataSource (\(self))",
      name: "NSInternalInconsistencyException")
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// No section titles unless a subclass gives them, as in UIKit.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  /// Editing (edit18): UIKit's diffable data source edits and moves no row unless a subclass
  /// overrides these (their defaults are false).
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

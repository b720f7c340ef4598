import Foundation

/// A collection view's data source driven by snapshots: `apply(_:animatingDifferences:completion:)`
/// computes the difference from the current snapshot and performs it as a batch update
/// (animated, or without animation), and the cell provider makes each item's cell. It makes
/// itself the collection view's data source; keep a strong reference to it, as in UIKit.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
  UICollectionViewDataSource
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
  ItemIdentifierType: Sendable
{
  public typealias CellProvider =
    (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) ->
    UICollectionViewCell?

  /// Makes the view of a supplementary element (a section header or footer) at an index path.
  public typealias SupplementaryViewProvider =
    (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) -> UICollectionReusableView?

  /// Makes the supplementary views the layout places; nil (the default) with a layout that
  /// places some is UIKit's exception (a diagnostic, and no view).
  open var supplementaryViewProvider: SupplementaryViewProvider?

  weak var _collectionView: UICollectionView?
  let _cellProvider: CellProvider
  var _snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    _collectionView = collectionView
    _cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
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
    guard let collectionView = _collectionView else {
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
      collectionView.performBatchUpdates(
        {
          self._snapshot = next
          collectionView._batch?.update.merge(difference.update)
        }, completion: { _ in completion?() })
    }
    if animatingDifferences { perform() } else { UIView.performWithoutAnimation(perform) }
    if !difference.reconfigured.isEmpty { collectionView.reconfigureItems(at: difference.reconfigured) }
  }

  /// iOS 15: shows `snapshot` by reloading the collection view's data (no difference, no animation).
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
  ) {
    _snapshot = snapshot._forReload
    _collectionView?.reloadData()
    _callOnNextTurn(completion.map { run in [{ _ in run() }] } ?? [], finished: true)
  }

  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2 else { return nil }
    return _snapshot._item(section: indexPath.section, index: indexPath.item)
  }

  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    _snapshot._position(of: itemIdentifier).map { IndexPath(item: $0.index, section: $0.section) }
  }

  /// iOS 15: the identifier of the section at `index`, or nil.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    _snapshot._section(at: index)
  }

  /// iOS 15: the index of a section, or nil.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { _snapshot._sections.firstIndex(of: sectionIdentifier) }

  // MARK: UICollectionViewDataSource

  open func numberOfSections(in collectionView: UICollectionView) -> Int { _snapshot._sections.count }

  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    _snapshot._itemCount(inSection: section)
  }

  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    if let item = itemIdentifier(for: indexPath), let cell = _cellProvider(collectionView, indexPath, item) { return cell }
    Diagnostics.exception(
      "UICollectionView dataSource returned a nil cell for item at index path: \(indexPath), collectionView: \(collectionView), dataSource: \(self)",
      name: "NSInternalInconsistencyException")
    return UICollectionViewCell(frame: .zero)
  }

  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let supplementaryViewProvider else {
      return _MissingSupplementaryView(
        message: "UICollectionViewDiffableDataSource does not have a supplementaryViewProvider for the supplementary view of kind \(kind) at index path \(indexPath). Set the supplementaryViewProvider of \(self).")
    }
    if let view = supplementaryViewProvider(collectionView, kind, indexPath) { return view }
    return _MissingSupplementaryView(
      message: "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(kind), \(indexPath)) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil (\(self))")
  }
}

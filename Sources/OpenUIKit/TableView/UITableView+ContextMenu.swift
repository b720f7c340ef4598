import Foundation
import OpenQuartzCore

/// The delegate of a table's rows' context menu: it finds the row under the press and asks the
/// table's delegate; the row's cell is the preview (Docs/Behaviour/ctxlists.md).
@preconcurrency @MainActor
final class _UITableContextMenuDelegate: NSObject, UIContextMenuInteractionDelegate {
  weak var table: UITableView?
  /// The row of the menu being shown (set when the delegate gives a configuration).
  private var indexPath: IndexPath?

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    guard let table, let path = table.indexPathForRow(at: location),
      let configuration = table._tableDelegate?.tableView(table, contextMenuConfigurationForRowAt: path, point: location)
    else { return nil }
    indexPath = path
    return configuration
  }

  private func cellPreview() -> UITargetedPreview? {
    guard let table, let indexPath, let cell = table.cellForRow(at: indexPath) else { return nil }
    return UITargetedPreview(view: cell)
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
    highlightPreviewForItemWithIdentifier identifier: any NSCopying
  ) -> UITargetedPreview? {
    guard let table else { return nil }
    return table._tableDelegate?.tableView(table, previewForHighlightingContextMenuWithConfiguration: configuration)
      ?? cellPreview()
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
    dismissalPreviewForItemWithIdentifier identifier: any NSCopying
  ) -> UITargetedPreview? {
    guard let table else { return nil }
    return table._tableDelegate?.tableView(table, previewForDismissingContextMenuWithConfiguration: configuration)
      ?? cellPreview()
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {
    guard let table else { return }
    table._tableDelegate?.tableView(table, willPerformPreviewActionForMenuWith: configuration, animator: animator)
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    guard let table else { return }
    table._tableDelegate?.tableView(table, willDisplayContextMenu: configuration, animator: animator)
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    guard let table else { return }
    table._tableDelegate?.tableView(table, willEndContextMenuInteraction: configuration, animator: animator)
  }
}

/// The delegate of a collection view's items' context menu: the pressed item (none: between
/// items) goes to the collection view's delegate; the item's cell is the preview.
@preconcurrency @MainActor
final class _UICollectionContextMenuDelegate: NSObject, UIContextMenuInteractionDelegate {
  weak var collection: UICollectionView?
  /// The items of the menu being shown.
  private var indexPaths: [IndexPath] = []

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    guard let collection else { return nil }
    let paths = collection.indexPathForItem(at: location).map { [$0] } ?? []
    guard let configuration = collection._collectionDelegate?.collectionView(
      collection, contextMenuConfigurationForItemsAt: paths, point: location)
    else { return nil }
    indexPaths = paths
    return configuration
  }

  private func cellPreview() -> UITargetedPreview? {
    guard let collection, let path = indexPaths.first, let cell = collection.cellForItem(at: path) else { return nil }
    return UITargetedPreview(view: cell)
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
    highlightPreviewForItemWithIdentifier identifier: any NSCopying
  ) -> UITargetedPreview? { cellPreview() }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
    dismissalPreviewForItemWithIdentifier identifier: any NSCopying
  ) -> UITargetedPreview? { cellPreview() }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {
    guard let collection else { return }
    collection._collectionDelegate?.collectionView(collection, willPerformPreviewActionForMenuWith: configuration, animator: animator)
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    guard let collection else { return }
    collection._collectionDelegate?.collectionView(collection, willDisplayContextMenu: configuration, animator: animator)
  }

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    guard let collection else { return }
    collection._collectionDelegate?.collectionView(collection, willEndContextMenuInteraction: configuration, animator: animator)
  }
}

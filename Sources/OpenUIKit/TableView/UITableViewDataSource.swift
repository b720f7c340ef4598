import Foundation

/// Supplies a table view's sections, rows and cells. The optional members of UIKit's protocol
/// have defaults here (one section, no titles), as the SDK's overlay gives optional requirements.
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  func numberOfSections(in tableView: UITableView) -> Int
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Whether the row can be edited (default true): in edit mode it shows its editing control,
  /// and it can be swiped.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// The user committed an insert or delete of the row (the app updates its data and calls
  /// `insertRows`/`deleteRows`). Swipe-to-delete is offered only when the data source implements
  /// it, which `responds(to:)` answers (UITableView+Editing.swift).
  func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
  /// Whether the row shows a reorder control in edit mode (default: whether the data source
  /// implements `tableView(_:moveRowAt:to:)`).
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// The user moved a row from `sourceIndexPath` to `destinationIndexPath`.
  func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
  /// UIKit: one section when the data source does not say.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    UITableView._implementsMove(self)
  }
  public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

/// Answers a table view's questions about heights and selection, and hears about selection and
/// display. Every member is optional in UIKit: all have defaults (the table view's own values,
/// selection allowed).
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// An automatic header's height until its section scrolls into view and it is measured.
  func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
  /// An automatic footer's height until its section scrolls into view and it is measured.
  func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
  /// A section's header view (nil, the default: the title's, if the data source gives one).
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// A section's footer view (nil, the default: the title's, if the data source gives one).
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
  func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
  func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// The context menu for a long press on the row at `indexPath`; `point` is in the table's
  /// coordinates. nil (the default): no menu, the press does not begin.
  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration?
  /// The view to lift for a row's context menu (nil, the default: the row's cell).
  func tableView(
    _ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
  /// Where the preview goes as a row's context menu is dismissed (nil, the default: the row's cell).
  func tableView(
    _ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
  /// The user tapped a row's context menu preview; the animator's completions run after the commit animation.
  func tableView(
    _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating)
  /// A row's context menu is about to appear.
  func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  /// A row's context menu is about to disappear.
  func tableView(
    _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  /// The row's editing style in edit mode (default `.delete`; `.none` for rows that cannot be edited).
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
  /// Whether the row's content is indented in edit mode (default true).
  func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
  /// The delete confirmation button's title (nil, the default: "Delete").
  func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
  /// A swipe began editing the row (its actions are about to show).
  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
  /// The swipe editing of a row ended (its actions closed).
  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
  /// Where a row being moved goes when the user proposes `proposedDestinationIndexPath` (default: there).
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
  /// iOS 11: the actions a rightward swipe on the row shows (nil, the default: none).
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// iOS 11: the actions a leftward swipe on the row shows (nil, the default: a Delete action
  /// when the data source implements `tableView(_:commit:forRowAt:)`).
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
}

extension UITableViewDelegate {
  public func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle { .delete }
  public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
  public func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }
  public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
}

extension UITableViewDelegate {
  /// The table view's `rowHeight`.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView._defaultHeight(forRowAt: indexPath)
  }
  /// The table view's `estimatedRowHeight` (a self-sizing row's height until its cell is measured).
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.estimatedRowHeight
  }
  /// The table view's `sectionHeaderHeight` (automatic: from the section's title and the style).
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView._defaultHeaderHeight(inSection: section)
  }
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView._defaultFooterHeight(inSection: section)
  }
  /// The table view's `estimatedSectionHeaderHeight`.
  public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
    tableView.estimatedSectionHeaderHeight
  }
  /// The table view's `estimatedSectionFooterHeight`.
  public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
    tableView.estimatedSectionFooterHeight
  }
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
  public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
  public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
  public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  public func tableView(
    _ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }
  public func tableView(
    _ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }
  public func tableView(
    _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating) {}
  public func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?) {}
  public func tableView(
    _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?) {}
}

import Foundation

/// A view controller whose view is a table view, and the table's data source and delegate.
///
/// Made from code, it creates a table of its style the size of the screen with itself as data
/// source and delegate. Made from a storyboard, its view is the scene's `<tableView>`; a static
/// table (`dataMode="static"`) answers from the storyboard's sections and cells through this
/// class's data source methods, so subclasses that override them and call `super` see them.
/// The first time the view will appear the table reloads; with
/// `clearsSelectionOnViewWillAppear` (the default) every later appearance clears the selection.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDelegate, UITableViewDataSource {
  private let _tableStyle: UITableView.Style
  private var _hasAppeared = false

  public init(style: UITableView.Style) {
    _tableStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    _tableStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    _tableStyle = .plain
    super.init(coder: coder)
  }

  /// The controller's view, as a table view.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// Enters or leaves edit mode, and the table view with it (UIKit).
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    (viewIfLoaded as? UITableView)?.setEditing(editing, animated: animated)
  }

  /// Whether `viewWillAppear(_:)` clears the table's selection (default true).
  open var clearsSelectionOnViewWillAppear = true

  private var _refreshControl: UIRefreshControl?
  /// The table's pull-to-refresh control: kept here and given to the table view (now, or when
  /// the view loads).
  open var refreshControl: UIRefreshControl? {
    get { _refreshControl }
    set {
      _refreshControl = newValue
      if let table = viewIfLoaded as? UITableView { table.refreshControl = newValue }
    }
  }

  open override func loadView() {
    if let context = _storyboardContext, context.loadView(of: self) {
      if let control = _refreshControl, let table = viewIfLoaded as? UITableView { table.refreshControl = control }
      return
    }
    let table = UITableView(frame: UIScreen.main.bounds, style: _tableStyle)
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    table.dataSource = self
    table.delegate = self
    if let control = _refreshControl { table.refreshControl = control }
    view = table
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let table = viewIfLoaded as? UITableView else { return }
    if !_hasAppeared {
      _hasAppeared = true
      table.reloadData()
    } else if clearsSelectionOnViewWillAppear {
      for path in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: path, animated: animated) }
    }
  }

  private func _staticSection(_ tableView: UITableView, _ section: Int) -> StaticTableSection? {
    tableView._staticSections.indices.contains(section) ? tableView._staticSections[section] : nil
  }

  // MARK: UITableViewDataSource (static tables answer from the storyboard)

  open func numberOfSections(in tableView: UITableView) -> Int {
    tableView._staticSections.isEmpty ? 1 : tableView._staticSections.count
  }

  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    _staticSection(tableView, section)?.cells.count ?? 0
  }

  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if let cells = _staticSection(tableView, indexPath.section)?.cells, cells.indices.contains(indexPath.row) {
      return cells[indexPath.row]
    }
    Diagnostics.exception(
      "UITableView (\(tableView)) failed to obtain a cell from its dataSource (\(self))",
      name: "NSInternalInconsistencyException")
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    _staticSection(tableView, section)?.headerTitle
  }

  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    _staticSection(tableView, section)?.footerTitle
  }

  // MARK: UITableViewDelegate

  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView._defaultHeight(forRowAt: indexPath)
  }
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView._defaultHeaderHeight(inSection: section)
  }
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView._defaultFooterHeight(inSection: section)
  }
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
  open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
  open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
  open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  open func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  open func tableView(
    _ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }
  open func tableView(
    _ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }
  open func tableView(
    _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating) {}
  open func tableView(
    _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?) {}
  open func tableView(
    _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?) {}

  // Editing (edit18): open so subclasses override them as on iOS.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    UITableView._implementsMove(self)
  }
  open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
  open func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle { .delete }
  open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
  open func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }
  open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
  open func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
}

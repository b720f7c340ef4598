import Foundation

/// A view controller whose view is a collection view, and the collection view's data source and
/// delegate.
///
/// Made from code, it creates a collection view with its layout the size of the screen, with
/// itself as data source and delegate. Made from a storyboard, its view is the scene's
/// `<collectionView>`. The first time the view will appear the collection view reloads; with
/// `clearsSelectionOnViewWillAppear` (the default) every later appearance clears the selection
/// (UIKit docs of UICollectionViewController).
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDelegate, UICollectionViewDataSource {
  private let _initialLayout: UICollectionViewLayout
  private var _hasAppeared = false

  public init(collectionViewLayout layout: UICollectionViewLayout) {
    _initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    _initialLayout = UICollectionViewFlowLayout()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    _initialLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The controller's view, as a collection view.
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  /// The collection view's layout (the one the controller was made with until the view loads).
  open var collectionViewLayout: UICollectionViewLayout {
    (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? _initialLayout
  }

  /// Whether `viewWillAppear(_:)` clears the selection (default true).
  open var clearsSelectionOnViewWillAppear = true

  open override func loadView() {
    if let context = _storyboardContext, context.loadView(of: self) { return }
    let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: _initialLayout)
    collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collection.dataSource = self
    collection.delegate = self
    view = collection
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let collection = viewIfLoaded as? UICollectionView else { return }
    if !_hasAppeared {
      _hasAppeared = true
      collection.reloadData()
    } else if clearsSelectionOnViewWillAppear {
      for path in collection.indexPathsForSelectedItems ?? [] { collection.deselectItem(at: path, animated: animated) }
    }
  }

  // MARK: UICollectionViewDataSource (override these)

  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

  /// Not implemented by UIKit's controller: a subclass that has items must override it.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    Diagnostics.exception(
      "-[\(type(of: self)) collectionView:cellForItemAtIndexPath:]: unrecognized selector sent to instance",
      name: "NSInvalidArgumentException")
    return UICollectionViewCell(frame: .zero)
  }

  // MARK: UICollectionViewDelegate

  open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
  open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
  open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
  open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
  open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> UIContextMenuConfiguration? {
    guard indexPaths.count == 1 else { return nil }
    return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
  }
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  open func collectionView(
    _ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating) {}
  open func collectionView(
    _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?) {}
  open func collectionView(
    _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?) {}
}

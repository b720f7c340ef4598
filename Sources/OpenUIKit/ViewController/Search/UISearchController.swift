import Foundation
import OpenQuartzCore

/// The object that updates the search results as the search bar's text changes.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
  func updateSearchResults(for searchController: UISearchController)
}

/// The delegate of a search controller. Every method is optional in UIKit; the default
/// `presentSearchController(_:)` performs the system's own presentation, as UIKit does when the
/// delegate does not implement it.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: NSObjectProtocol {
  func willPresentSearchController(_ searchController: UISearchController)
  func didPresentSearchController(_ searchController: UISearchController)
  func willDismissSearchController(_ searchController: UISearchController)
  func didDismissSearchController(_ searchController: UISearchController)
  func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  public func willPresentSearchController(_ searchController: UISearchController) {}
  public func didPresentSearchController(_ searchController: UISearchController) {}
  public func willDismissSearchController(_ searchController: UISearchController) {}
  public func didDismissSearchController(_ searchController: UISearchController) {}
  public func presentSearchController(_ searchController: UISearchController) {
    searchController._presentAutomatically()
  }
}

/// Shows search results for a search bar's text (Docs/Behaviour.md "Search controllers").
///
/// Activation — the bar becoming first responder, or `isActive = true` — presents the search
/// controller (`.custom`, its own presentation controller) over the controller that defines the
/// presentation context, found by walking up from the controller showing the bar (the one whose
/// `navigationItem.searchController` it is, else the first controller up the bar's responder
/// chain), as `.overCurrentContext` does. Its view covers that context below the search bar:
/// an obscuring view (`obscuresBackgroundDuringPresentation`) and the results controller's view
/// (a child), shown while `showsSearchResultsController` is true — which
/// `automaticallyShowsSearchResultsController` keeps equal to "the text is not empty". The
/// updater hears `updateSearchResults(for:)` on activation, on every text change and on
/// deactivation. Cancel clears the text, resigns the field and deactivates; `isActive = false`
/// resigns and dismisses, keeping the text.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
  private var _searchResultsController: UIViewController?
  /// The controller showing the results (a child of the search controller), or nil when the
  /// searched controller shows them itself.
  open var searchResultsController: UIViewController? { _searchResultsController }

  /// The bar to put in the interface (a table's `tableHeaderView`, a navigation item).
  open var searchBar: UISearchBar { _searchBar }
  private let _searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: UISearchBar._rowHeight))

  @exclusivity(unchecked) open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
  @exclusivity(unchecked) open weak var delegate: (any UISearchControllerDelegate)?

  /// Whether the underlying content is obscured while searching (default true).
  open var obscuresBackgroundDuringPresentation: Bool = true {
    didSet { _updateContentVisibility() }
  }

  /// The iOS 8 name of `obscuresBackgroundDuringPresentation` (deprecated in iOS 12).
  @available(iOS, deprecated: 12.0, renamed: "obscuresBackgroundDuringPresentation")
  open var dimsBackgroundDuringPresentation: Bool {
    get { obscuresBackgroundDuringPresentation }
    set { obscuresBackgroundDuringPresentation = newValue }
  }

  /// Whether the navigation bar hides while searching (default true): a navigation item's
  /// search bar moves up into the navigation bar's place while active.
  open var hidesNavigationBarDuringPresentation: Bool = true

  /// True while the bar of a navigation item sits in the navigation bar's place.
  package private(set) var _isRaisedIntoNavigationBar = false

  private func _moveIntoNavigationBar(_ raised: Bool) {
    guard raised != _isRaisedIntoNavigationBar else { return }
    guard let owner = _navigationItemOwner, owner.navigationItem.searchController === self,
      let nav = owner.navigationController, nav.topViewController === owner, _searchBar.superview === nav.viewIfLoaded
    else {
      _isRaisedIntoNavigationBar = false
      return
    }
    _isRaisedIntoNavigationBar = raised
    nav._moveSearchBar(_searchBar)
  }

  /// iOS 13: the bar's Cancel button shows while active (default true).
  open var automaticallyShowsCancelButton: Bool = true

  /// iOS 13: the controller keeps `showsSearchResultsController` equal to "text is not empty"
  /// (default true).
  open var automaticallyShowsSearchResultsController: Bool = true

  /// iOS 13: whether the results controller's view is shown while active.
  open var showsSearchResultsController: Bool = false {
    didSet { _updateContentVisibility() }
  }

  /// iOS 13: whether the scope bar shows automatically while active (default true).
  open var automaticallyShowsScopeBar: Bool = true

  private var _isActive = false
  /// Whether the controller presented itself (so the delegate hears did-present/dismiss).
  private var _presentedAutomatically = false
  /// The controller whose navigation item shows the bar.
  package weak var _navigationItemOwner: UIViewController?
  private let _transitions = SearchTransitioningDelegate()
  private let _obscuringView = _SearchObscuringView(frame: .zero)

  public init(searchResultsController: UIViewController?) {
    super.init(nibName: nil, bundle: nil)
    _setUp(results: searchResultsController)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    _setUp(results: nil)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    _setUp(results: nil)
  }

  private func _setUp(results: UIViewController?) {
    modalPresentationStyle = .custom
    modalTransitionStyle = .crossDissolve
    transitioningDelegate = _transitions
    _searchBar._searchController = self
    _obscuringView._searchController = self
    if let results {
      _searchResultsController = results
      addChild(results)
      results.didMove(toParent: self)
    }
  }

  // MARK: View

  open override func loadView() {
    let v = _SearchControllerView(frame: UIScreen.main.bounds)
    v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    UIView.performWithoutAnimation {
      _obscuringView.frame = v.bounds
      _obscuringView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      _obscuringView.backgroundColor = UIColor.black.withAlphaComponent(Self._obscuringAlpha)
    }
    v.addSubview(_obscuringView)
    if let results = _searchResultsController {
      let rv: UIView = results.view
      UIView.performWithoutAnimation {
        rv.frame = v.bounds
        rv.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      }
      v.addSubview(rv)
    }
    view = v
    _updateContentVisibility()
  }

  /// The obscuring view's black (Docs/Behaviour.md "Search controllers").
  package static let _obscuringAlpha: CGFloat = 0.2

  /// The obscuring view while the view is loaded and it is shown.
  package var _obscuringViewIfShown: UIView? {
    guard isViewLoaded, !_obscuringView.isHidden, _obscuringView.superview != nil else { return nil }
    return _obscuringView
  }

  private func _updateContentVisibility() {
    guard isViewLoaded else { return }
    UIView.performWithoutAnimation {
      _obscuringView.isHidden = !obscuresBackgroundDuringPresentation
      _searchResultsController?.viewIfLoaded?.isHidden = !showsSearchResultsController
    }
  }

  // MARK: Activation

  /// Whether the search interface is showing. Setting it presents or dismisses the controller.
  open var isActive: Bool {
    get { _isActive }
    set { newValue ? _activate() : _deactivate() }
  }

  private var _searchText: String { _searchBar.text ?? "" }

  private func _activate() {
    guard !_isActive else { return }
    _isActive = true
    if automaticallyShowsCancelButton { _searchBar.setShowsCancelButton(true, animated: true) }
    if automaticallyShowsSearchResultsController { showsSearchResultsController = !_searchText.isEmpty }
    if hidesNavigationBarDuringPresentation { _moveIntoNavigationBar(true) }
    if let delegate {
      delegate.presentSearchController(self)
    } else {
      _presentAutomatically()
    }
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  private func _deactivate() {
    guard _isActive else { return }
    _isActive = false
    if _presentedAutomatically, presentingViewController != nil { delegate?.willDismissSearchController(self) }
    _searchBar.searchTextField.resignFirstResponder()
    if automaticallyShowsCancelButton { _searchBar.setShowsCancelButton(false, animated: true) }
    _moveIntoNavigationBar(false)
    searchResultsUpdater?.updateSearchResults(for: self)
    _dismissIfSettled()
  }

  /// The controller that shows the bar: its navigation item's owner, else the first controller
  /// up the bar's responder chain.
  package var _hostController: UIViewController? {
    if let owner = _navigationItemOwner, owner.navigationItem.searchController === self { return owner }
    var responder: UIResponder? = _searchBar.next
    while let r = responder {
      if let vc = r as? UIViewController { return vc === self ? nil : vc }
      responder = r.next
    }
    return nil
  }

  /// The system's presentation (what `presentSearchController(_:)` does by default).
  package func _presentAutomatically() {
    guard _isActive, presentingViewController == nil, let host = _hostController else { return }
    _presentedAutomatically = true
    delegate?.willPresentSearchController(self)
    host.present(self, animated: true) { [weak self] in
      guard let self else { return }
      if self.presentingViewController != nil { self.delegate?.didPresentSearchController(self) }
      // Deactivated while appearing: leave now.
      if !self._isActive { self._dismissIfSettled() }
    }
  }

  /// Dismisses once no transition of the search controller is running (a deactivation during
  /// the presentation waits for its end).
  private func _dismissIfSettled() {
    guard !_isActive, presentingViewController != nil, !isBeingPresented, !isBeingDismissed else { return }
    let automatic = _presentedAutomatically
    _presentedAutomatically = false
    dismiss(animated: true) { [weak self] in
      guard let self else { return }
      if automatic { self.delegate?.didDismissSearchController(self) }
      // Activated again while leaving: come back.
      if self._isActive, self.presentingViewController == nil {
        if let delegate = self.delegate { delegate.presentSearchController(self) } else { self._presentAutomatically() }
      }
    }
  }

  /// Dismissed by someone else (its presenter's `dismiss`, a dismissal of the chain below it):
  /// the search ends as with `isActive = false`, without the delegate's dismissal calls.
  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    guard isBeingDismissed, _isActive else { return }
    _isActive = false
    _presentedAutomatically = false
    _searchBar.searchTextField.resignFirstResponder()
    if automaticallyShowsCancelButton { _searchBar.setShowsCancelButton(false, animated: animated) }
    _moveIntoNavigationBar(false)
  }

  // MARK: From the search bar

  package func _searchBarDidBeginEditing() {
    isActive = true
  }

  package func _searchTextDidChange() {
    guard _isActive else { return }
    if automaticallyShowsSearchResultsController { showsSearchResultsController = !_searchText.isEmpty }
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  /// Text set in code while active updates the results as typing does (the delegate hears nothing).
  package func _searchTextWasSetInCode() {
    _searchTextDidChange()
  }

  package func _cancel() {
    _searchBar.searchTextField.text = ""
    if automaticallyShowsSearchResultsController, _isActive { showsSearchResultsController = false }
    if _isActive {
      isActive = false
    } else {
      _searchBar.searchTextField.resignFirstResponder()
    }
  }

  package func _searchBarHeightDidChange() {
    _navigationItemOwner?.navigationController?.viewIfLoaded?.setNeedsLayout()
  }
}

/// The search controller's root view: touches that reach nothing of its own go through to
/// what lies below (with the obscuring view hidden the searched content stays usable).
@preconcurrency @MainActor
final class _SearchControllerView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}

/// The obscuring view: a tap on it ends the search, as UIKit's does.
@preconcurrency @MainActor
final class _SearchObscuringView: UIView {
  weak var _searchController: UISearchController?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    _searchController?.isActive = false
  }
}

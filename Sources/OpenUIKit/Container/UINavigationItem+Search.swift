import Foundation
import OpenQuartzCore

/// A navigation item's search controller (iOS 11): its search bar shows below the navigation
/// bar's title row while the item is the top item, and the top controller's safe area starts
/// below it (Docs/Behaviour.md "Search controllers").
struct _NavigationItemSearchSlots {
  var searchController: UISearchController?
  var hidesSearchBarWhenScrolling = true
}

extension UINavigationItem {
  /// The search controller whose bar this item shows below the navigation bar.
  public var searchController: UISearchController? {
    get { _searchSlots.searchController }
    set {
      let old = _searchSlots.searchController
      guard old !== newValue else { return }
      if let old, old._navigationItemOwner === _owner { old._navigationItemOwner = nil }
      _searchSlots.searchController = newValue
      newValue?._navigationItemOwner = _owner
      if let nav = _owner?.navigationController, let view = nav.viewIfLoaded {
        if newValue == nil, let bar = old?.searchBar, bar.superview === view { bar.removeFromSuperview() }
        view.setNeedsLayout()
      }
    }
  }

  /// Whether the search bar hides while the content scrolls (default true). Stored: the bar
  /// stays shown in this implementation.
  public var hidesSearchBarWhenScrolling: Bool {
    get { _searchSlots.hidesSearchBarWhenScrolling }
    set { _searchSlots.hidesSearchBarWhenScrolling = newValue }
  }
}

extension UINavigationController {
  /// The search bar of the top item while the navigation bar shows, placed below the bar.
  private var _shownSearchBar: UISearchBar? {
    guard !_bar.isHidden, let bar = topViewController?.navigationItem.searchController?.searchBar,
      let view = viewIfLoaded, bar.superview === view
    else { return nil }
    return bar
  }

  /// How much the top item's search bar adds below the navigation bar.
  var _searchBarHeight: CGFloat { _shownSearchBar?.frame.height ?? 0 }

  /// A new stack: the next layout pass swaps the search bars when one is shown or wanted.
  func _searchBarsMayHaveChanged(_ stack: [UIViewController]) {
    guard let view = viewIfLoaded else { return }
    if stack.last?.navigationItem.searchController != nil
      || view.subviews.contains(where: { ($0 as? UISearchBar)?._searchController != nil })
    {
      view.setNeedsLayout()
    }
  }

  /// Installs the top item's search bar below the navigation bar (removing another item's),
  /// and lays the top controller out again when that moved its safe area.
  func _placeSearchBar() {
    guard let view = viewIfLoaded else { return }
    let wanted = _bar.isHidden ? nil : topViewController?.navigationItem.searchController?.searchBar
    var changed = false
    for case let other as UISearchBar in view.subviews where other !== wanted && other._searchController != nil {
      other.removeFromSuperview()
      changed = true
    }
    if let bar = wanted {
      let frame = _searchBarFrame(bar, in: view)
      if bar.superview !== view {
        _insertSearchBar(bar, in: view)
        changed = true
      }
      if bar.frame != frame {
        UIView.performWithoutAnimation { bar.frame = frame }
        changed = true
      }
    }
    guard changed else { return }
    LayoutEngine.shared.prepareLayoutPass(for: view)
    guard _transition == nil, let child = topViewController, let childView = child.viewIfLoaded,
      childView.superview === _contentView
    else { return }
    UIView.performWithoutAnimation { childView.frame = _childFrame(for: child) }
    childView.setNeedsLayout()
  }
}

extension UINavigationController {
  /// Below the navigation bar; in its place (over it) while its search controller is active
  /// with `hidesNavigationBarDuringPresentation`.
  func _searchBarFrame(_ bar: UISearchBar, in view: UIView) -> CGRect {
    let raised = bar._searchController?._isRaisedIntoNavigationBar == true
    return CGRect(x: 0, y: raised ? _bar.frame.minY : _bar.frame.maxY, width: view.bounds.width, height: bar._naturalHeight)
  }

  private func _insertSearchBar(_ bar: UISearchBar, in view: UIView) {
    if bar._searchController?._isRaisedIntoNavigationBar == true {
      view.insertSubview(bar, aboveSubview: _bar)
    } else {
      view.insertSubview(bar, belowSubview: _bar)
    }
  }

  /// Moves the top item's search bar into the navigation bar's place or back, animated (0.25 s)
  /// when in a window and animations are enabled.
  func _moveSearchBar(_ bar: UISearchBar) {
    guard let view = viewIfLoaded, bar.superview === view else { return }
    _insertSearchBar(bar, in: view)
    let frame = _searchBarFrame(bar, in: view)
    if bar.window != nil, UIView.areAnimationsEnabled {
      UIView.animate(withDuration: 0.25) { bar.frame = frame }
    } else {
      bar.frame = frame
    }
  }
}

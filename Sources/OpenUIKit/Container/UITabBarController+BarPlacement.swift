import Foundation

/// Where a tab bar controller's bar sits (Docs/Behaviour.md "Tab bar and safe area").
///
/// UIKit (iOS 7 and later): the selected child's view fills the tab bar controller's view and
/// runs under the translucent bar; the bar is 49 pt of items above the view's bottom safe area
/// (the home indicator's 34 pt on an iPhone 15: 83 pt in all), its background reaching the
/// screen's edge. The bar covers the child's safe area from its top (`_barCoveredBottom(of:)`).
extension UITabBarController {
  /// Places the bar along the bottom for the view's current safe area; the selected child lays
  /// out again when it moved (its safe area changed).
  func _placeTabBar() {
    guard let view = viewIfLoaded else { return }
    let bounds = view.bounds
    let height = UITabBar._height + view.safeAreaInsets.bottom
    let frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    guard _tabBar.frame != frame else { return }
    UIView.performWithoutAnimation { _tabBar.frame = frame }
    selectedViewController?.viewIfLoaded?.setNeedsLayout()
  }

  /// UIKit [O]: in its own push/pop animation the tab bar a `hidesBottomBarWhenPushed` change
  /// hides or shows belongs to the screen that has it — a push carries the bar off with the
  /// outgoing view (sliding left and dimming with it, under the incoming view), a pop brings it
  /// in with the incoming view. The bar's state changes at the start as before (the pushed
  /// controller lays out without it, the popped-to one with it); what moves is a snapshot of the
  /// bar inside the moving view, while the real bar is out of sight (hidden for a push; for a
  /// pop shown but transparent until the transition ends). An interactive pop cancelled leaves
  /// the bar hidden. Docs/Behaviour/main19.md "The tab bar in a push".
  package func _carryBottomBar(
    hidden: Bool, by coordinator: any UIViewControllerTransitionCoordinator, in nav: UINavigationController
  ) {
    guard let view = viewIfLoaded, view.window != nil, _tabBar.isHidden != hidden else {
      _setBottomBarHidden(hidden)
      return
    }
    if hidden {
      // The snapshot is taken while the bar still shows.
      guard let fromView = coordinator.view(forKey: .from), fromView.isDescendant(of: view),
        let replica = _tabBar.snapshotView(afterScreenUpdates: false)
      else {
        _setBottomBarHidden(true)
        return
      }
      UIView.performWithoutAnimation { replica.frame = view.convert(_tabBar.frame, to: fromView) }
      fromView.addSubview(replica)
      _setBottomBarHidden(true)
      coordinator.animate(alongsideTransition: nil) { _ in replica.removeFromSuperview() }
    } else {
      _setBottomBarHidden(false)
      guard let to = coordinator.viewController(forKey: .to), let toView = coordinator.view(forKey: .to),
        let replica = _tabBar.snapshotView(afterScreenUpdates: false)
      else { return }
      // Where the bar is in the incoming view once that view rests at its final frame.
      let rest = nav._childFrame(for: to)
      let inContainer = view.convert(_tabBar.frame, to: nav._contentView)
      UIView.performWithoutAnimation {
        replica.frame = inContainer.offsetBy(
          dx: toView.bounds.minX - rest.minX, dy: toView.bounds.minY - rest.minY)
      }
      toView.addSubview(replica)
      let alpha = _tabBar.alpha
      UIView.performWithoutAnimation { _tabBar.alpha = 0 }
      coordinator.animate(alongsideTransition: nil) { [weak self] _ in
        replica.removeFromSuperview()
        UIView.performWithoutAnimation { self?._tabBar.alpha = alpha }
      }
    }
  }

  /// How far the visible bar covers `view` (a child's root view) from its bottom, in its own
  /// coordinates: 0 when the bar is hidden or `view` is not in this controller's view.
  func _barCoveredBottom(of view: UIView) -> CGFloat {
    viewIfLoaded?._bottomCovered(of: view, by: _tabBar) ?? 0
  }
}

extension UIView {
  /// How far `bar`, a bottom bar among this container view's subviews, covers `view` (a view
  /// inside this one) from its bottom, in `view`'s coordinates: 0 when the bar is hidden or
  /// `view` is not inside this view. Tab bars and navigation toolbars add it to the safe area.
  func _bottomCovered(of view: UIView, by bar: UIView) -> CGFloat {
    guard !bar.isHidden, view.isDescendant(of: self) else { return 0 }
    let barTop = convert(CGPoint(x: 0, y: bar.frame.minY), to: view).y - view.bounds.minY
    return max(0, view.bounds.height - barTop)
  }
}

import Foundation
import OpenQuartzCore

/// The search controller's own transitioning delegate: its presentation controller. No
/// animator: the built-in cross-dissolve fades the search controller's view in and out.
@preconcurrency @MainActor
final class SearchTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    SearchPresentationController(presentedViewController: presented, presenting: presenting)
  }
}

/// Presents a search controller over its presentation context (not full screen), the context's
/// view staying in place. The container covers the context's view from the search bar's bottom
/// edge down (all of it when the bar is not above the context), so the bar stays visible and
/// usable; touches on nothing of the container's reach the content below.
@preconcurrency @MainActor
final class SearchPresentationController: UIPresentationController {
  override var shouldPresentInFullscreen: Bool { false }
  override var shouldRemovePresentersView: Bool { false }

  /// A search's container lets touches on nothing of its own through to the content below.
  override func _hitTestContainer(_ container: UIView, point: CGPoint, event: UIEvent?, default: () -> UIView?) -> UIView? {
    let hit = `default`()
    return hit === container ? nil : hit
  }

  private var searchController: UISearchController? { presentedViewController as? UISearchController }

  override func presentationTransitionWillBegin() {
    guard let container = containerView, let presenterView = presentingViewController.viewIfLoaded else { return }
    let top = barBottom(in: presenterView)
    UIView.performWithoutAnimation {
      var frame = container.frame
      frame.origin.y += top
      frame.size.height = max(0, frame.size.height - top)
      container.frame = frame
    }
  }

  /// The search bar's bottom edge from the top of `presenterView`'s visible bounds, within it.
  private func barBottom(in presenterView: UIView) -> CGFloat {
    guard let bar = searchController?.searchBar, bar.window != nil, bar.window === presenterView.window else { return 0 }
    let y = bar.convert(CGPoint(x: 0, y: bar.bounds.maxY), to: presenterView).y - presenterView.bounds.minY
    return min(max(0, y), presenterView.bounds.height)
  }

  override func containerViewWillLayoutSubviews() { _layoutPresentedViewAtRest() }
}

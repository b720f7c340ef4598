import Foundation

/// Gives a page view controller its pages on demand (gesture-driven navigation only).
///
/// `presentationCount(for:)` and `presentationIndex(for:)` are optional in UIKit; here they have
/// default implementations that tell the page view controller they are missing, so it shows a
/// page control only when the data source implements both (the scroll style's rule).
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
  func presentationCount(for pageViewController: UIPageViewController) -> Int
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  public func presentationCount(for pageViewController: UIPageViewController) -> Int {
    pageViewController._presentationMethodMissing = true
    return 0
  }
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    pageViewController._presentationMethodMissing = true
    return 0
  }
}

/// Hears of gesture-driven page turns and decides the spine on orientation changes (UIKit's
/// optional requirements have defaults). The will/didFinish methods are not called for
/// `setViewControllers(_:direction:animated:completion:)`.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
  func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
  func pageViewController(
    _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
  ) -> UIPageViewController.SpineLocation
  func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
    -> UIInterfaceOrientationMask
  func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController)
    -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
  public func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
  ) {}
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
  public func pageViewController(
    _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
  ) -> UIPageViewController.SpineLocation {
    pageViewController.spineLocation
  }
  public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
    -> UIInterfaceOrientationMask
  {
    pageViewController._ownSupportedInterfaceOrientations
  }
  public func pageViewControllerPreferredInterfaceOrientationForPresentation(
    _ pageViewController: UIPageViewController
  ) -> UIInterfaceOrientation {
    pageViewController._ownPreferredInterfaceOrientation
  }
}

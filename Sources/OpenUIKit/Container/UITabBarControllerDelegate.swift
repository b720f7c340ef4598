import Foundation

/// The tab bar controller's delegate (UIKit's optional requirements have defaults).
/// `shouldSelect` and `didSelect` are sent for user taps only.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UITabBarControllerDelegate {
  public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
    true
  }
  public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
  public func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  public func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

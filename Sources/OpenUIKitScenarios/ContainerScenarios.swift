import Foundation
import OpenQuartzCore
import UIKit

/// A navigation delegate that vends a cross-dissolve animator (custom animator scenario).
@MainActor
package final class FadeNavigationDelegate: NSObject, UINavigationControllerDelegate {
  package override init() {}
  package func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { FadeAnimator() }
}

/// Fades the incoming view in over 0.4 s.
@MainActor
package final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  package override init() {}
  package func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }
  package func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
    guard let to = ctx.viewController(forKey: .to), let toView = ctx.view(forKey: .to) else { return }
    toView.frame = ctx.finalFrame(for: to)
    toView.alpha = 0
    ctx.containerView.addSubview(toView)
    UIView.animate(withDuration: 0.4, animations: { toView.alpha = 1 }) { _ in
      ctx.completeTransition(!ctx.transitionWasCancelled)
    }
  }
}

/// Apple's "Slide" sample for tab bars: a pan changes the tab; the slide follows the finger.
@MainActor
package final class SlideTabDelegate: NSObject, UITabBarControllerDelegate {
  package var interactor: UIPercentDrivenInteractiveTransition?
  package override init() {}
  package func tabBarController(
    _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
    to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    let controllers = tabBarController.viewControllers ?? []
    let from = controllers.firstIndex { $0 === fromVC } ?? 0
    let to = controllers.firstIndex { $0 === toVC } ?? 0
    return SlideAnimator(towardsLeft: to > from)
  }
  package func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
}

/// Slides the incoming view in from the side (0.35 s).
@MainActor
package final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let towardsLeft: Bool
  package init(towardsLeft: Bool) { self.towardsLeft = towardsLeft }
  package func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.35 }
  package func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
    guard let to = ctx.viewController(forKey: .to), let toView = ctx.view(forKey: .to),
      let fromView = ctx.view(forKey: .from)
    else { return }
    let w = ctx.containerView.bounds.width * (towardsLeft ? 1 : -1)
    toView.frame = ctx.finalFrame(for: to)
    toView.transform = CGAffineTransform(translationX: w, y: 0)
    ctx.containerView.addSubview(toView)
    UIView.animate(
      withDuration: 0.35, delay: 0, options: ctx.isInteractive ? [.curveLinear] : [.curveEaseInOut],
      animations: {
        toView.transform = .identity
        fromView.transform = CGAffineTransform(translationX: -w, y: 0)
      },
      completion: { _ in
        fromView.transform = .identity
        ctx.completeTransition(!ctx.transitionWasCancelled)
      })
  }
}

extension ScenarioCatalogue {
  static var containerScenarios: [Scenario] {
    [
      Scenario(
        "nav-push-pop", title: "Navigation: push and pop",
        summary: "A navigation controller pushes B (0.35 s slide with parallax and dimming), then pops back with the back button."
      ) { run in
        let a = ColorViewController("A", color: base)
        let nav = UINavigationController(rootViewController: a)
        run.show(nav)
        let b = ColorViewController("B", color: accent)
        run.objects["nav"] = nav
        run.objects["b"] = b
        nav.pushViewController(b, animated: true)
        run.settle(tail: 0.3)
        run.tap(CGPoint(x: 30, y: 22))
      },
      Scenario(
        "nav-custom-animator", title: "Navigation: delegate animator",
        summary: "The navigation delegate vends a fade animator for push and pop."
      ) { run in
        let delegate = FadeNavigationDelegate()
        run.objects["delegate"] = delegate
        let nav = UINavigationController(rootViewController: ColorViewController("A", color: base))
        nav.delegate = delegate
        run.show(nav)
        nav.pushViewController(ColorViewController("B", color: accent), animated: true)
        run.settle(tail: 0.3)
        nav.popViewController(animated: true)
      },
      interactivePopScenario(finish: true),
      interactivePopScenario(finish: false),
      Scenario(
        "tab-switch", title: "Tab bar: taps switch tabs",
        summary: "Three tabs; taps on the second and third items switch at once."
      ) { run in
        let tab = UITabBarController()
        tab.viewControllers = [
          ColorViewController("One", color: base), ColorViewController("Two", color: accent),
          ColorViewController("Three", color: third),
        ]
        run.show(tab)
        run.objects["tab"] = tab
        let w = run.window.bounds.width, y = run.window.bounds.height - 20
        run.tap(CGPoint(x: w * 0.5, y: y))
        run.wait(0.3)
        run.tap(CGPoint(x: w * 0.85, y: y))
      },
      interactiveTabScenario(),
      Scenario(
        "split-expanded-showDetail", title: "Split view: showDetail expanded",
        summary: "Regular width: a list in a navigation primary shows X as the detail; X becomes the secondary.",
        size: ScenarioRun.padSize
      ) { run in
        let list = ColorViewController("List", color: base)
        let split = UISplitViewController()
        split.viewControllers = [UINavigationController(rootViewController: list), ColorViewController("Detail", color: third)]
        run.show(split)
        let x = ColorViewController("X", color: accent)
        run.objects["split"] = split
        run.objects["x"] = x
        list.showDetailViewController(x, sender: nil)
      },
      Scenario(
        "split-collapsed-showDetail", title: "Split view: showDetail collapsed",
        summary: "Compact width: the split is collapsed; showDetail from the list pushes X on the primary navigation controller."
      ) { run in
        let list = ColorViewController("List", color: base)
        let split = UISplitViewController()
        split.viewControllers = [UINavigationController(rootViewController: list), ColorViewController("Detail", color: third)]
        run.show(split)
        let x = ColorViewController("X", color: accent)
        run.objects["split"] = split
        run.objects["x"] = x
        list.showDetailViewController(x, sender: nil)
      },
      Scenario(
        "seed002-container-swipes", title: "Custom container with swipes (seed 002)",
        summary: "Five children switched by left/right swipes with a spring animator (damping 0.5, velocity 0.5, 1 s) and the container's own transition context."
      ) { run in
        let container = Seed002ContainerViewController(interactive: false)
        run.objects["container"] = container
        run.show(container)
        run.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.15)
        run.settle()
        run.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.15)
        run.settle()
        run.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.15)
      },
      seed002InteractiveScenario(finish: true),
      seed002InteractiveScenario(finish: false),
    ]
  }

  static func interactivePopScenario(finish: Bool) -> Scenario {
    Scenario(
      "nav-interactive-pop-\(finish ? "finished" : "cancelled")",
      title: "Navigation: interactive pop, \(finish ? "finished" : "cancelled")",
      summary: finish
        ? "A left-edge pan past half way pops B."
        : "A left-edge pan released before half way cancels: B stays on top, exactly as before."
    ) { run in
      let a = ColorViewController("A", color: base)
      let nav = UINavigationController(rootViewController: a)
      run.show(nav)
      let b = ColorViewController("B", color: accent)
      nav.pushViewController(b, animated: false)
      run.settle()
      run.objects["nav"] = nav
      run.objects["a"] = a
      run.objects["b"] = b
      let w = run.window.bounds.width
      run.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: finish ? w * 0.75 : w * 0.3, y: 400), duration: 0.5)
    }
  }

  static func interactiveTabScenario() -> Scenario {
    Scenario(
      "tab-interactive-slide", title: "Tab bar: interactive slide",
      summary: "Apple's Slide sample: a pan to the left changes to the next tab, the slide following the finger; released past half way, it finishes."
    ) { run in
      let tab = UITabBarController()
      let delegate = SlideTabDelegate()
      run.objects["delegate"] = delegate
      tab.delegate = delegate
      tab.viewControllers = [ColorViewController("One", color: base), ColorViewController("Two", color: accent)]
      run.show(tab)
      run.objects["tab"] = tab
      let pan = UIPanGestureRecognizer()
      pan.addAction(UIAction { [weak tab, weak pan] _ in
        guard let tab, let pan else { return }
        let dx = pan.translation(in: tab.view).x
        let p = min(max(-dx / tab.view.bounds.width, 0), 1)
        switch pan.state {
        case .began:
          guard dx < 0, tab.selectedIndex + 1 < (tab.viewControllers?.count ?? 0) else { return }
          delegate.interactor = UIPercentDrivenInteractiveTransition()
          tab.selectedIndex += 1
        case .changed: delegate.interactor?.update(p)
        case .ended:
          if p > 0.5 { delegate.interactor?.finish() } else { delegate.interactor?.cancel() }
          delegate.interactor = nil
        default:
          delegate.interactor?.cancel()
          delegate.interactor = nil
        }
      })
      tab.view.addGestureRecognizer(pan)
      run.drag(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 50, y: 400), duration: 0.5)
    }
  }

  static func seed002InteractiveScenario(finish: Bool) -> Scenario {
    Scenario(
      "seed002-container-pan-\(finish ? "finished" : "cancelled")",
      title: "Custom container, interactive pan, \(finish ? "finished" : "cancelled") (seed 002)",
      summary: finish
        ? "A pan scrubs from the first child to the second with UIPercentDrivenInteractiveTransition and the container's own context; released past half way, it finishes."
        : "The same pan released before half way cancels: the first child is back exactly as before."
    ) { run in
      let container = Seed002ContainerViewController(interactive: true)
      run.objects["container"] = container
      run.show(container)
      let w = run.window.bounds.width
      run.drag(from: CGPoint(x: w - 20, y: 400), to: CGPoint(x: finish ? w * 0.2 : w * 0.75, y: 400), duration: 0.5)
    }
  }
}

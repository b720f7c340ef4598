import Foundation
import OpenUIKitTesting
import UIKit

// The controllers, presentation controller and animators the random tester builds apps from.
// Their names are what a shrunk failure prints, so the printed Swift code compiles in this test
// target and reproduces the failure.

/// Follows a controller's appearance callbacks and records every call the appearance state
/// machine forbids: viewWillAppear twice without a disappearance in between, viewDidAppear
/// without viewWillAppear, and the same for disappearance.
@MainActor
package final class AppearanceProbe {
  package enum State: String { case disappeared, appearing, appeared, disappearing }
  package private(set) var state = State.disappeared
  package let name: String
  package init(name: String) { self.name = name }

  package func willAppear() { step("viewWillAppear", allowed: [.disappeared, .disappearing], to: .appearing) }
  package func didAppear() { step("viewDidAppear", allowed: [.appearing], to: .appeared) }
  package func willDisappear() { step("viewWillDisappear", allowed: [.appeared, .appearing], to: .disappearing) }
  package func didDisappear() { step("viewDidDisappear", allowed: [.disappearing], to: .disappeared) }

  private func step(_ call: String, allowed: [State], to new: State) {
    if !allowed.contains(state) { AppearanceProbe.report("\(name).\(call) while \(state.rawValue)") }
    state = new
  }
}

/// Anything the tester can ask about its appearance.
@MainActor
package protocol ChaosProbed: UIViewController {
  var probe: AppearanceProbe { get }
  /// What the controller keeps alive for its presentations (UIKit holds delegates weakly).
  var keptDelegate: AnyObject? { get set }
}

/// A plain content controller.
@MainActor
package final class ChaosController: UIViewController, ChaosProbed {
  package let probe: AppearanceProbe
  package var keptDelegate: AnyObject?
  package init(_ name: String) {
    probe = AppearanceProbe(name: name)
    super.init(nibName: nil, bundle: nil)
    title = name
  }
  package required init?(coder: NSCoder) { nil }
  package override func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
    view.backgroundColor = .white
  }
  package override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); probe.willAppear() }
  package override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); probe.didAppear() }
  package override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); probe.willDisappear() }
  package override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); probe.didDisappear() }
}

@MainActor
package final class ChaosNavigationController: UINavigationController, ChaosProbed {
  package let probe: AppearanceProbe
  package var keptDelegate: AnyObject?
  package init(_ name: String, root: UIViewController) {
    probe = AppearanceProbe(name: name)
    super.init(rootViewController: root)
  }
  package required init?(coder: NSCoder) { nil }
  package override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); probe.willAppear() }
  package override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); probe.didAppear() }
  package override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); probe.willDisappear() }
  package override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); probe.didDisappear() }
}

@MainActor
package final class ChaosTabBarController: UITabBarController, ChaosProbed {
  package let probe: AppearanceProbe
  package var keptDelegate: AnyObject?
  package init(_ name: String, tabs: [UIViewController]) {
    probe = AppearanceProbe(name: name)
    super.init(nibName: nil, bundle: nil)
    viewControllers = tabs
  }
  package required init?(coder: NSCoder) { nil }
  package override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); probe.willAppear() }
  package override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); probe.didAppear() }
  package override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); probe.willDisappear() }
  package override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); probe.didDisappear() }
}

@MainActor
package final class ChaosSplitViewController: UISplitViewController, ChaosProbed {
  package let probe: AppearanceProbe
  package var keptDelegate: AnyObject?
  package init(_ name: String, columns: [UIViewController]) {
    probe = AppearanceProbe(name: name)
    super.init(nibName: nil, bundle: nil)
    viewControllers = columns
  }
  package required init?(coder: NSCoder) { nil }
  package override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); probe.willAppear() }
  package override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); probe.didAppear() }
  package override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); probe.willDisappear() }
  package override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); probe.didDisappear() }
}

/// The custom presentation: a card over the lower part of the container that keeps the
/// presenter's view (`shouldRemovePresentersView` false) or removes it, as asked.
@MainActor
package final class ChaosPresentationController: UIPresentationController {
  package let removesPresenter: Bool
  package init(presented: UIViewController, presenting: UIViewController?, removesPresenter: Bool) {
    self.removesPresenter = removesPresenter
    super.init(presentedViewController: presented, presenting: presenting)
  }
  package override var shouldRemovePresentersView: Bool { removesPresenter }
  /// As Apple's CustomTransitions sample does: the presented view follows container resizes.
  package override func containerViewWillLayoutSubviews() {
    presentedView?.frame = frameOfPresentedViewInContainerView
  }
  package override var frameOfPresentedViewInContainerView: CGRect {
    guard let bounds = containerView?.bounds else { return .zero }
    if removesPresenter { return bounds }
    return CGRect(x: 0, y: bounds.height / 3, width: bounds.width, height: bounds.height * 2 / 3)
  }
}

/// Slides the presented view up from below and back down, with UIView block animations.
@MainActor
package final class ChaosSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  package let duration: TimeInterval
  package init(duration: TimeInterval = 0.3) { self.duration = duration }

  package func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

  package func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
    let container = ctx.containerView
    let presenting = ctx.viewController(forKey: .to)?.isBeingPresented == true
    if presenting, let to = ctx.viewController(forKey: .to), let toView = ctx.view(forKey: .to) {
      let final = ctx.finalFrame(for: to)
      toView.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
      container.addSubview(toView)
      UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
        toView.frame = final
      }, completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
    } else {
      let fromView = ctx.view(forKey: .from)
      UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
        fromView?.frame.origin.y += container.bounds.height
      }, completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
    }
  }
}

/// The transitioning delegate of `.custom` presentations (and of animated or percent-driven
/// presentations of other styles when `animates` is set): a `ChaosPresentationController` and a
/// `ChaosSlideAnimator`, optionally driven by a percent-driven interaction controller.
@MainActor
package final class ChaosTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  package let removesPresenter: Bool
  package let interactive: Bool
  package let driver = UIPercentDrivenInteractiveTransition()
  /// Weak references to everything handed to UIKit, for the leak check.
  package private(set) var handedOut: [WeakBox] = []

  package init(removesPresenter: Bool = false, interactive: Bool = false) {
    self.removesPresenter = removesPresenter
    self.interactive = interactive
  }

  package func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    let pc = ChaosPresentationController(presented: presented, presenting: presenting, removesPresenter: removesPresenter)
    handedOut.append(WeakBox(pc))
    return pc
  }

  package func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    let a = ChaosSlideAnimator()
    handedOut.append(WeakBox(a))
    return a
  }

  package func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    let a = ChaosSlideAnimator()
    handedOut.append(WeakBox(a))
    return a
  }

  package func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    interactive ? driver : nil
  }
}

/// A weak reference with a label, for leak checks.
@MainActor
package final class WeakBox {
  package weak var object: AnyObject?
  package let label: String
  package init(_ object: AnyObject, label: String? = nil) {
    self.object = object
    self.label = label ?? "\(type(of: object))"
  }
}

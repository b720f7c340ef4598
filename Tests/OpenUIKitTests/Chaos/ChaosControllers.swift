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
final class AppearanceProbe {
  enum State: String { case disappeared, appearing, appeared, disappearing }
  private(set) var state = State.disappeared
  let name: String
  init(name: String) { self.name = name }

  func willAppear() { step("viewWillAppear", allowed: [.disappeared, .disappearing], to: .appearing) }
  func didAppear() { step("viewDidAppear", allowed: [.appearing], to: .appeared) }
  func willDisappear() { step("viewWillDisappear", allowed: [.appeared, .appearing], to: .disappearing) }
  func didDisappear() { step("viewDidDisappear", allowed: [.disappearing], to: .disappeared) }

  private func step(_ call: String, allowed: [State], to new: State) {
    if !allowed.contains(state) { AppearanceProbe.report("\(name).\(call) while \(state.rawValue)") }
    state = new
  }
}

/// Anything the tester can ask about its appearance.
@MainActor
protocol ChaosProbed: UIViewController {
  var probe: AppearanceProbe { get }
  /// What the controller keeps alive for its presentations (UIKit holds delegates weakly).
  var keptDelegate: AnyObject? { get set }
}

/// A plain content controller.
@MainActor
final class ChaosController: UIViewController, ChaosProbed {
  let probe: AppearanceProbe
  var keptDelegate: AnyObject?
  init(_ name: String) {
    probe = AppearanceProbe(name: name)
    super.init(nibName: nil, bundle: nil)
    title = name
  }
  required init?(coder: NSCoder) { nil }
  override func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
    view.backgroundColor = .white
  }
  override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); probe.willAppear() }
  override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); probe.didAppear() }
  override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); probe.willDisappear() }
  override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); probe.didDisappear() }
}

@MainActor
final class ChaosNavigationController: UINavigationController, ChaosProbed {
  let probe: AppearanceProbe
  var keptDelegate: AnyObject?
  init(_ name: String, root: UIViewController) {
    probe = AppearanceProbe(name: name)
    super.init(rootViewController: root)
  }
  required init?(coder: NSCoder) { nil }
  override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); probe.willAppear() }
  override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); probe.didAppear() }
  override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); probe.willDisappear() }
  override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); probe.didDisappear() }
}

@MainActor
final class ChaosTabBarController: UITabBarController, ChaosProbed {
  let probe: AppearanceProbe
  var keptDelegate: AnyObject?
  init(_ name: String, tabs: [UIViewController]) {
    probe = AppearanceProbe(name: name)
    super.init(nibName: nil, bundle: nil)
    viewControllers = tabs
  }
  required init?(coder: NSCoder) { nil }
  override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); probe.willAppear() }
  override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); probe.didAppear() }
  override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); probe.willDisappear() }
  override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); probe.didDisappear() }
}

@MainActor
final class ChaosSplitViewController: UISplitViewController, ChaosProbed {
  let probe: AppearanceProbe
  var keptDelegate: AnyObject?
  init(_ name: String, columns: [UIViewController]) {
    probe = AppearanceProbe(name: name)
    super.init(nibName: nil, bundle: nil)
    viewControllers = columns
  }
  required init?(coder: NSCoder) { nil }
  override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); probe.willAppear() }
  override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); probe.didAppear() }
  override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); probe.willDisappear() }
  override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); probe.didDisappear() }
}

/// The custom presentation: a card over the lower part of the container that keeps the
/// presenter's view (`shouldRemovePresentersView` false) or removes it, as asked.
@MainActor
final class ChaosPresentationController: UIPresentationController {
  let removesPresenter: Bool
  init(presented: UIViewController, presenting: UIViewController?, removesPresenter: Bool) {
    self.removesPresenter = removesPresenter
    super.init(presentedViewController: presented, presenting: presenting)
  }
  override var shouldRemovePresentersView: Bool { removesPresenter }
  /// As Apple's CustomTransitions sample does: the presented view follows container resizes.
  override func containerViewWillLayoutSubviews() {
    presentedView?.frame = frameOfPresentedViewInContainerView
  }
  override var frameOfPresentedViewInContainerView: CGRect {
    guard let bounds = containerView?.bounds else { return .zero }
    if removesPresenter { return bounds }
    return CGRect(x: 0, y: bounds.height / 3, width: bounds.width, height: bounds.height * 2 / 3)
  }
}

/// Slides the presented view up from below and back down, with UIView block animations.
@MainActor
final class ChaosSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let duration: TimeInterval
  init(duration: TimeInterval = 0.3) { self.duration = duration }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

  func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
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
final class ChaosTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let removesPresenter: Bool
  let interactive: Bool
  let driver = UIPercentDrivenInteractiveTransition()
  /// Weak references to everything handed to UIKit, for the leak check.
  private(set) var handedOut: [WeakBox] = []

  init(removesPresenter: Bool = false, interactive: Bool = false) {
    self.removesPresenter = removesPresenter
    self.interactive = interactive
  }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    let pc = ChaosPresentationController(presented: presented, presenting: presenting, removesPresenter: removesPresenter)
    handedOut.append(WeakBox(pc))
    return pc
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    let a = ChaosSlideAnimator()
    handedOut.append(WeakBox(a))
    return a
  }

  func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
    let a = ChaosSlideAnimator()
    handedOut.append(WeakBox(a))
    return a
  }

  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    interactive ? driver : nil
  }
}

/// A weak reference with a label, for leak checks.
@MainActor
final class WeakBox {
  weak var object: AnyObject?
  let label: String
  init(_ object: AnyObject, label: String? = nil) {
    self.object = object
    self.label = label ?? "\(type(of: object))"
  }
}

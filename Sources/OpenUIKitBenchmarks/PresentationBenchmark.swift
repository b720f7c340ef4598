import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting

/// Animated present-and-dismiss cycles of a custom presentation with a dimming view and an
/// animator (0.35 s each way), stepped at 60 Hz, per wall-clock second; and whether memory
/// stays flat: no controller, view or layer outlives its dismissal.
/// Measured twice: stepping every frame, and with idle frames skipped (the default; issue 15
/// goal ≥ 50,000 cycles per second, moonshot 100,000). Flat memory over the whole run.
@MainActor
enum PresentationBenchmark {
  final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.35 }
    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
      let container = ctx.containerView
      if presenting, let toView = ctx.view(forKey: .to), let to = ctx.viewController(forKey: .to) {
        let final = ctx.finalFrame(for: to)
        toView.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
        container.addSubview(toView)
        UIView.animate(withDuration: 0.35, animations: { toView.frame = final }) { _ in
          ctx.completeTransition(!ctx.transitionWasCancelled)
        }
      } else if let fromView = ctx.view(forKey: .from) {
        UIView.animate(withDuration: 0.35, animations: { fromView.frame.origin.y = container.bounds.height }) { _ in
          ctx.completeTransition(!ctx.transitionWasCancelled)
        }
      }
    }
  }

  final class DimmingController: UIPresentationController {
    let dimming = UIView()
    override var frameOfPresentedViewInContainerView: CGRect {
      let b = containerView?.bounds ?? .zero
      return CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
    }
    override func presentationTransitionWillBegin() {
      guard let container = containerView else { return }
      dimming.frame = container.bounds
      dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
      dimming.alpha = 0
      container.insertSubview(dimming, at: 0)
      presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 }, completion: nil)
    }
    override func dismissalTransitionWillBegin() {
      presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 }, completion: nil)
    }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
      if completed { dimming.removeFromSuperview() }
    }
  }

  final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
      DimmingController(presentedViewController: presented, presenting: presenting)
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
      Animator(presenting: true)
    }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
      Animator(presenting: false)
    }
  }

  /// Weak references to the last cycle's objects, to prove they are gone.
  struct Leaks {
    weak var controller: UIViewController?
    weak var view: UIView?
    weak var presentationController: UIPresentationController?
  }

  static func cycle(from a: UIViewController, delegate: Delegate) -> Leaks {
    let b = UIViewController()
    b.modalPresentationStyle = .custom
    b.transitioningDelegate = delegate
    a.present(b, animated: true)
    let half = 23.0 / 60
    MediaClock.shared.advance(by: half)
    b.dismiss(animated: true)
    MediaClock.shared.advance(by: half)
    return Leaks(controller: b, view: b.viewIfLoaded, presentationController: b._presentationController)
  }

  static func residentMegabytes() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
      let pages = text.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
    else { return 0 }
    return pages * 4096 / 1_048_576
  }

  static func report(cycles: Int = 100_000, steppedCycles: Int = 20_000) {
    MediaClock.shared.skipsIdleFrames = false
    run(cycles: steppedCycles, label: "every frame stepped", goal: 5_000)
    MediaClock.shared.skipsIdleFrames = true
    run(cycles: cycles, label: "idle frames skipped", goal: 50_000)
  }

  static func run(cycles: Int, label: String, goal: Double) {
    Diagnostics.printsToStandardError = false
    let a = UIViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = a
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    let delegate = Delegate()
    for _ in 0..<200 { _ = cycle(from: a, delegate: delegate) }  // warm up
    let clock = ContinuousClock()
    let cpuStart = LayerFrameBenchmark.threadCPUNanoseconds()
    var memory: [(Int, Double)] = [(0, residentMegabytes())]
    var leaks = Leaks()
    var completed = 0
    let checkpoints = Set([1_000, 10_000, 100_000, 500_000, cycles])
    let elapsed = clock.measure {
      for i in 1...cycles {
        leaks = autoreleasepool { cycle(from: a, delegate: delegate) }
        completed = i
        if checkpoints.contains(i) { memory.append((i, residentMegabytes())) }
      }
    }
    let cpu = (LayerFrameBenchmark.threadCPUNanoseconds() - cpuStart) * 1e-9
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    let rate = Double(completed) / seconds
    print("presentation (\(label)): " + String(format: "%d present+dismiss cycles (0.35 s each way, 60 Hz) in %.2f s: %.0f cycles/s, goal %.0f, ratio %.2f",
                 completed, seconds, rate, goal, rate / goal))
    print("presentation (\(label)): " + String(format: "thread CPU time %.2f s: %.0f cycles/s of CPU (%.1f µs a cycle), ratio %.2f",
                 cpu, Double(completed) / cpu, cpu / Double(completed) * 1e6, Double(completed) / cpu / goal))
    print("presentation: resident memory (MB) by cycle: " + memory.map { String(format: "%d: %.1f", $0.0, $0.1) }.joined(separator: ", "))
    let alive = [leaks.controller != nil, leaks.view != nil, leaks.presentationController != nil]
    print("presentation: last cycle's controller/view/presentation controller alive after dismissal: \(alive)")
    print("presentation: still presenting: \(a.presentedViewController != nil), diagnostics: \(UIApplication.shared.diagnostics.count)")
    withExtendedLifetime(window) {}
  }
}

#if !canImport(Darwin)
/// Linux has no autorelease pool; the closure just runs.
func autoreleasepool<T>(invoking body: () -> T) -> T { body() }
#endif

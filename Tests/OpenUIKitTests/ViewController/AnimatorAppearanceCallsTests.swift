import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Animators that call beginAppearanceTransition/endAppearanceTransition on the presented
/// controller of a `.custom` presentation (a common library pattern).
///
/// UIKit (public reports: BubbleTransition #45 and PR #39, ZFDragableModalTransition #49, Motion
/// #29): such calls log "Unbalanced calls to begin/end appearance transitions" only when the
/// presented controller is a UINavigationController; for other controllers they are absorbed by
/// the transition UIKit already runs (each appearance callback still arrives once).
@MainActor
@Suite(.serialized)
struct AnimatorAppearanceCallsTests {
  func run(presented: UIViewController, endAfterComplete: Bool) -> (messages: [String], log: Log) {
    let log = Log()
    let root = LoggingViewController("A", log: log)
    _ = makeWindow(root: root)
    let delegate = AppearanceCallingDelegate(endAfterComplete: endAfterComplete)
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    let start = UIApplication.shared.diagnostics.count
    root.present(presented, animated: true)
    UIApplication.shared.runUntilIdle()
    presented.dismiss(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(root.presentedViewController == nil)
    return (UIApplication.shared.diagnostics.dropFirst(start).map(\.message), log)
  }

  @Test("UIKit: a plain presented controller gets no warning, and each appearance callback once", arguments: [false, true])
  func plainController(endAfterComplete: Bool) {
    let log = Log()
    let presented = LoggingViewController("B", log: log)
    let result = run(presented: presented, endAfterComplete: endAfterComplete)
    #expect(result.messages.isEmpty)
    #expect(log.appearance("B") == ["B.viewWillAppear", "B.viewDidAppear", "B.viewWillDisappear", "B.viewDidDisappear"])
  }

  @Test("UIKit: a presented navigation controller logs 'Unbalanced calls' on present and on dismiss", arguments: [false, true])
  func navigationController(endAfterComplete: Bool) {
    let log = Log()
    let nav = UINavigationController(rootViewController: LoggingViewController("B", log: log))
    let result = run(presented: nav, endAfterComplete: endAfterComplete)
    let unbalanced = result.messages.filter { $0.hasPrefix("Unbalanced calls to begin/end appearance transitions for ") }
    #expect(unbalanced.count == 2)
    #expect(unbalanced.allSatisfy { $0.contains("UINavigationController") })
    #expect(log.appearance("B") == ["B.viewWillAppear", "B.viewDidAppear", "B.viewWillDisappear", "B.viewDidDisappear"])
  }
}

/// Presents and dismisses with a fade, calling the presented controller's begin/end appearance
/// transition itself, ending before or after completeTransition.
@MainActor
final class AppearanceCallingDelegate: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
  let endAfterComplete: Bool
  init(endAfterComplete: Bool) { self.endAfterComplete = endAfterComplete }

  func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
  func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.2 }

  func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
    let presenting = ctx.view(forKey: .to) != nil
    guard let presented = ctx.viewController(forKey: presenting ? .to : .from) else { return }
    presented.beginAppearanceTransition(presenting, animated: true)
    let view = presented.view!
    if presenting {
      ctx.containerView.addSubview(view)
      view.frame = ctx.finalFrame(for: presented)
      view.alpha = 0
    }
    let endAfterComplete = self.endAfterComplete
    UIView.animate(withDuration: 0.2, animations: { view.alpha = presenting ? 1 : 0 }) { _ in
      if !presenting { view.removeFromSuperview() }
      if !endAfterComplete { presented.endAppearanceTransition() }
      ctx.completeTransition(true)
      if endAfterComplete { presented.endAppearanceTransition() }
    }
  }
}

import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Spec §9: show / showDetailViewController / targetViewController(forAction:sender:).
@MainActor
@Suite(.serialized)
struct ShowRoutingTests {
  @Test("Scenario 38 — show from the window's root with no container presents modally (Doc show(_:sender:))")
  func showPresentsFromRoot() {
    let root = UIViewController()
    _ = makeWindow(root: root)
    let x = UIViewController()
    root.show(x, sender: nil)
    UIApplication.shared.runUntilIdle()
    #expect(root.presentedViewController === x)
    let y = UIViewController()
    x.showDetailViewController(y, sender: nil)
    UIApplication.shared.runUntilIdle()
    #expect(x.presentedViewController === y)
  }

  @Test("targetViewController(forAction:sender:): self if it implements the action, else up through parents; nil if none")
  func targetRouting() {
    final class Handler: UIViewController {}
    ActionRegistry.register(Handler.self, UIViewController.showSelector) { (_: Handler, _: Any?) in }
    let handler = Handler()
    let child = UIViewController()
    handler.addChild(child)
    #expect(child.targetViewController(forAction: Selector("showViewController:sender:"), sender: nil) === handler)
    #expect(handler.targetViewController(forAction: Selector("showViewController:sender:"), sender: nil) === handler)
    #expect(UIViewController().targetViewController(forAction: Selector("showViewController:sender:"), sender: nil) == nil)
  }

  @Test("animateAlongsideTransition(in:) runs for a view outside the container and its completion once")
  func alongsideInView() {
    final class Probe: UIViewController {
      let outside = UIView()
      var completions = 0
      override func viewWillAppear(_ animated: Bool) {
        transitionCoordinator?.animateAlongsideTransition(in: outside, animation: { _ in self.outside.alpha = 0.2 }) { _ in
          self.completions += 1
        }
      }
    }
    let a = UIViewController()
    _ = makeWindow(root: a)
    let b = Probe()
    a.view.addSubview(b.outside)
    a.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(b.completions == 1)
    #expect(abs(b.outside.alpha - 0.2) < 1e-6)
  }
}

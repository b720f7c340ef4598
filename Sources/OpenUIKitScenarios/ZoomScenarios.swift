import Foundation
import OpenQuartzCore
import OpenUIKitTesting
import UIKit

/// iOS 18's zoom transition (`preferredTransition = .zoom(…)`, Docs/Behaviour/zoom14.md): a
/// thumbnail grows into the pushed controller's view and shrinks back on the pop.
extension ScenarioCatalogue {
  static var zoomScenarios: [Scenario] {
    [
      Scenario(
        "zoom-push-pop", title: "Zoom transition: push from a thumbnail, pop back",
        summary: "B's preferredTransition is .zoom with a provider returning A's thumbnail: the push grows B's view from the thumbnail (hidden meanwhile) over a 10 % black dimming, a 0.5 s critically damped spring; the pop shrinks it back into the thumbnail."
      ) { run in
        let a = ColorViewController("A", color: base)
        let nav = UINavigationController(rootViewController: a)
        run.show(nav)
        let thumbnail = UIView(frame: CGRect(x: 40, y: 160, width: 120, height: 120))
        thumbnail.backgroundColor = accent
        a.view.addSubview(thumbnail)
        let b = ColorViewController("B", color: accent)
        b.preferredTransition = .zoom { _ in thumbnail }
        run.objects["nav"] = nav
        run.objects["b"] = b
        nav.pushViewController(b, animated: true)
        run.settle(tail: 0.3)
        nav.popViewController(animated: true)
        run.settle()
      },
      Scenario(
        "zoom-present-dismiss", title: "Zoom transition: present from a thumbnail, dismiss back",
        summary: "B (preferredTransition .zoom, so full screen) is presented from A: it grows from A's thumbnail, then dismisses shrinking back into it."
      ) { run in
        let a = ColorViewController("A", color: base)
        run.show(a)
        let thumbnail = UIView(frame: CGRect(x: 200, y: 400, width: 100, height: 140))
        thumbnail.backgroundColor = third
        a.view.addSubview(thumbnail)
        let b = ColorViewController("B", color: third)
        b.preferredTransition = .zoom { _ in thumbnail }
        run.objects["b"] = b
        a.present(b, animated: true)
        run.settle(tail: 0.3)
        a.dismiss(animated: true)
        run.settle()
      },
    ]
  }
}

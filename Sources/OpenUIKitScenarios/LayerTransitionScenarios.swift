import Foundation
import OpenQuartzCore
import OpenUIKitTesting
import UIKit

/// Layer transitions as apps use them: `CATransition` on a navigation controller's layer around
/// an unanimated push, and `UIView.transition(from:to:)` flipping a card
/// (Docs/Behaviour/core.md "Layer transitions").
extension ScenarioCatalogue {
  static var layerTransitionScenarios: [Scenario] {
    [
      Scenario(
        "layer-transition-fade-push", title: "CATransition: fade push, push-from-left pop",
        summary: "A CATransition fade (0.35 s) on the navigation controller's layer around pushViewController(_:animated: false): A cross-fades into B; then a CATransition push from the left around an unanimated pop: B slides out to the right as A slides in."
      ) { run in
        let a = ColorViewController("A", color: base)
        let nav = UINavigationController(rootViewController: a)
        run.show(nav)
        let b = ColorViewController("B", color: accent)
        run.objects["nav"] = nav
        run.objects["b"] = b
        let fade = CATransition()
        fade.duration = 0.35
        fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        nav.view.layer.add(fade, forKey: kCATransition)
        nav.pushViewController(b, animated: false)
        run.settle(tail: 0.3)
        let push = CATransition()
        push.type = .push
        push.subtype = .fromLeft
        push.duration = 0.35
        push.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        nav.view.layer.add(push, forKey: kCATransition)
        nav.popViewController(animated: false)
        run.settle()
      },
      Scenario(
        "view-transition-flip-card", title: "UIView.transition: flip a card, cross-dissolve back",
        summary: "transition(from:to:duration:options:) with .transitionFlipFromRight and .showHideTransitionViews turns the card's front away and its back in (0.6 s); then a 0.4 s cross-dissolve shows the front again."
      ) { run in
        let a = ColorViewController("A", color: base)
        run.show(a)
        let card = UIView(frame: CGRect(x: 60, y: 220, width: 270, height: 360))
        let front = UIView(frame: card.bounds)
        front.backgroundColor = accent
        front.layer.cornerRadius = 16
        let back = UIView(frame: card.bounds)
        back.backgroundColor = third
        back.layer.cornerRadius = 16
        back.isHidden = true
        card.addSubview(front)
        card.addSubview(back)
        a.view.addSubview(card)
        run.objects["card"] = card
        run.settle(tail: 0.1)
        UIView.transition(from: front, to: back, duration: 0.6, options: [.transitionFlipFromRight, .showHideTransitionViews])
        run.settle(tail: 0.2)
        UIView.transition(from: back, to: front, duration: 0.4, options: [.transitionCrossDissolve, .showHideTransitionViews])
        run.settle()
      },
    ]
  }
}

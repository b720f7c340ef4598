import Foundation
import OpenUIKit
import UIKit

/// Storyboard scenarios: Apple's CustomTransitions sample storyboards run through the storyboard
/// runtime, segues triggered by taps and unwound by taps.
extension ScenarioCatalogue {
  package static var storyboardScenarios: [Scenario] {
    [
      Scenario(
        "storyboard-custom-presentation-unwind",
        title: "Storyboard: present over full screen, unwind",
        summary:
          "CustomPresentation.storyboard (Apple sample): the second controller's button runs its overFullScreen presentation segue; the presented controller's Dismiss button unwinds to unwindToCustomPresentationSecondViewController:."
      ) { run in
        AppleCustomTransitionsSample.register()
        let storyboard = UIStoryboard(name: "CustomPresentation", bundle: nil)
        let second = storyboard.instantiateViewController(withIdentifier: "SecondViewController")
        run.objects["second"] = second
        run.show(second)
        run.wait(0.2)
        // The buttons are placed by the storyboard's constraints (centred, 20 pt above the
        // bottom layout guide), so the taps aim at their solved frames on this window size.
        run.tap(buttonCentre(in: second.view))
        run.settle()
        run.objects["third"] = second.presentedViewController
        run.tap(buttonCentre(in: second.presentedViewController?.view))
        run.settle()
      }
    ]
  }
}

/// The centre, in window coordinates, of the first button among `view`'s subviews.
@MainActor
private func buttonCentre(in view: UIView?) -> CGPoint {
  guard let button = view?.subviews.first(where: { $0 is UIButton }) else { return .zero }
  return button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
}

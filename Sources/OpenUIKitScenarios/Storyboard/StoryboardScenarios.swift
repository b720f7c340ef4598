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
        run.tap(CGPoint(x: 250, y: 225))
        run.settle()
        run.objects["third"] = second.presentedViewController
        run.tap(CGPoint(x: 300, y: 565))
        run.settle()
      }
    ]
  }
}

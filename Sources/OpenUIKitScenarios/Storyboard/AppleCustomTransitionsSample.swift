import Foundation
import OpenUIKit
import UIKit

/// Apple's CustomTransitions sample (Tests/Fixtures/Storyboards/AppleCustomTransitions, LICENSE
/// there), its Objective-C classes translated to Swift and registered for the storyboards:
/// the menu with its unwind action, the external-storyboard segue that loads the storyboard
/// named by its identifier, the adaptive presentation segue, and each sample's controllers with
/// their unwind actions.
@MainActor
package enum AppleCustomTransitionsSample {
  /// The fixture folders, found from this source file's path: `Sources/OpenUIKitScenarios/
  /// Storyboard/` → repository root → `Tests/Fixtures/Storyboards`. (Built products run from
  /// the checkout, as the CLI and tests do.)
  package static let fixturesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Storyboard
    .deletingLastPathComponent()  // OpenUIKitScenarios
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()  // repository root
    .appendingPathComponent("Tests/Fixtures/Storyboards", isDirectory: true)

  package static let directory = fixturesDirectory.appendingPathComponent("AppleCustomTransitions", isDirectory: true)

  /// Registers the sample's classes, segues and actions, and its folder as a storyboard search
  /// folder (the external-storyboard segue loads storyboards by name).
  package static func register() {
    StoryboardSearchPath.add(directory)
    StoryboardClassRegistry.register(AAPLMenuViewController.self)
    StoryboardClassRegistry.registerSegue(AAPLExternalStoryboardSegue.self) {
      AAPLExternalStoryboardSegue(identifier: $0, source: $1, destination: $2)
    }
    StoryboardClassRegistry.registerSegue(AAPLAdaptivePresentationSegue.self) {
      AAPLAdaptivePresentationSegue(identifier: $0, source: $1, destination: $2)
    }
    ActionRegistry.register(AAPLMenuViewController.self, "unwindToMenuViewController:") { menu, _ in
      menu.unwindCount += 1
    }
    for (name, unwindAction) in sampleControllers {
      StoryboardClassRegistry.register(AAPLSampleViewController.self, name: name) { _ in
        AAPLSampleViewController(sampleName: name)
      }
      if let unwindAction {
        ActionRegistry.register(AAPLSampleViewController.self, Selector(unwindAction)) { vc, _ in
          if vc.sampleName == name { vc.unwindCount += 1 }
        }
      }
    }
    // The first controllers' buttons present the sample's second controller.
    for action in ["buttonAction:", "presentWithCustomTransitionAction:"] {
      ActionRegistry.register(AAPLSampleViewController.self, Selector(action)) { vc, _ in
        vc.presentSecondViewController()
      }
    }
    ActionRegistry.register(AAPLSampleViewController.self, "dismissAction:") { vc, _ in
      vc.presentingViewController?.dismiss(animated: true)
    }
    ActionRegistry.register(AAPLSampleViewController.self, "sliderValueChange:") { _, _ in }
    StoryboardClassRegistry.registerObject(AAPLSlideTransitionDelegate.self) { AAPLSlideTransitionDelegate() }
    StoryboardClassRegistry.registerOutlet(AAPLSlideTransitionDelegate.self, "tabBarController") { delegate, object in
      delegate.tabBarController = object as? UITabBarController
    }
  }

  /// Every controller class the sample's storyboards name, with the unwind action it
  /// implements. (Several classes share one implementation: they differ in the sample only by
  /// the transitioning delegates they install.)
  static let sampleControllers: [(String, String?)] = [
    ("AAPLCrossDissolveFirstViewController", "unwindToCrossDissolveViewController:"),
    ("AAPLCrossDissolveSecondViewController", nil),
    ("AAPLSwipeFirstViewController", "unwindToSwipeFirstViewController:"),
    ("AAPLSwipeSecondViewController", nil),
    ("AAPLCustomPresentationFirstViewController", nil),
    ("AAPLCustomPresentationSecondViewController", "unwindToCustomPresentationSecondViewController:"),
    ("AAPLAdaptivePresentationFirstViewController", "unwindToAdaptivePresentationFirstViewController:"),
    ("AAPLAdaptivePresentationSecondViewController", nil),
    ("AAPLCheckerboardFirstViewController", nil),
  ]
}

/// The sample's menu, a static table view controller: each cell runs an external-storyboard
/// segue when tapped; every sample unwinds back here with `unwindToMenuViewController:`.
@MainActor
package final class AAPLMenuViewController: UITableViewController {
  package var unwindCount = 0
}

/// One of the sample's controllers.
@MainActor
package final class AAPLSampleViewController: UIViewController {
  package let sampleName: String
  package var unwindCount = 0

  package init(sampleName: String) {
    self.sampleName = sampleName
    super.init(nibName: nil, bundle: nil)
  }

  package required init?(coder: NSCoder) { nil }

  /// `-buttonAction:` of the first controllers: present the storyboard's "SecondViewController".
  func presentSecondViewController() {
    guard let storyboard else { return }
    let second = storyboard.instantiateViewController(withIdentifier: "SecondViewController")
    present(second, animated: true)
  }
}

/// `AAPLExternalStoryboardSegue`: "a segue that instantiates the initial view controller of the
/// storyboard named by the segue's identifier" and presents it modally.
///
/// ```objc
/// - (instancetype)initWithIdentifier:(NSString *)identifier source:(UIViewController *)source destination:(UIViewController *)destination {
///     UIStoryboard *externalStoryboard = [UIStoryboard storyboardWithName:identifier bundle:[NSBundle bundleForClass:self.class]];
///     UIViewController *initialViewController = [externalStoryboard instantiateInitialViewController];
///     return [super initWithIdentifier:identifier source:source destination:initialViewController];
/// }
/// - (void)perform { [self.sourceViewController presentViewController:self.destinationViewController animated:YES completion:NULL]; }
/// ```
@MainActor
package final class AAPLExternalStoryboardSegue: UIStoryboardSegue {
  package override init(identifier: String?, source: UIViewController, destination: UIViewController) {
    let external = identifier.map { UIStoryboard(name: $0, bundle: nil) }
    let initial = external?.instantiateInitialViewController() ?? destination
    super.init(identifier: identifier, source: source, destination: initial)
  }

  package override func perform() {
    source.present(destination, animated: true)
  }
}

/// `AAPLAdaptivePresentationSegue`: presents the destination with a custom presentation
/// controller that shows it as a card in regular width and adapts to full screen in compact
/// width (the presentation controller is the destination's transitioning delegate).
@MainActor
package final class AAPLAdaptivePresentationSegue: UIStoryboardSegue {
  package override func perform() {
    let presentationController = AAPLAdaptivePresentationController(
      presentedViewController: destination, presenting: source)
    destination.modalPresentationStyle = .custom
    destination.transitioningDelegate = presentationController
    presentationController.retainedUntilDismissed = presentationController
    source.present(destination, animated: true)
  }
}

/// The adaptive presentation controller of the sample: a centred card inset by 40 pt in regular
/// width, full screen when the width is compact.
@MainActor
package final class AAPLAdaptivePresentationController: UIPresentationController, UIViewControllerTransitioningDelegate,
  UIAdaptivePresentationControllerDelegate
{
  /// Keeps the controller (the weakly held transitioning delegate) alive until it is dismissed.
  var retainedUntilDismissed: AAPLAdaptivePresentationController?

  package override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    delegate = self
  }

  package override var frameOfPresentedViewInContainerView: CGRect {
    guard let containerView else { return .zero }
    if traitCollection.horizontalSizeClass == .compact { return containerView.bounds }
    return containerView.bounds.insetBy(dx: 40, dy: 40)
  }

  package override func dismissalTransitionDidEnd(_ completed: Bool) {
    super.dismissalTransitionDidEnd(completed)
    if completed { retainedUntilDismissed = nil }
  }

  package func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    self
  }

  package func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
    -> UIModalPresentationStyle
  {
    traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none
  }
}

/// `AAPLSlideTransitionDelegate`, the Slide sample's `<customObject>`: connected to the tab bar
/// controller through its `tabBarController` outlet, it makes itself the controller's delegate.
/// (The sample's slide animator and pan interaction are not translated: tab switches use the
/// default transition.)
@MainActor
package final class AAPLSlideTransitionDelegate: NSObject, UITabBarControllerDelegate {
  package weak var tabBarController: UITabBarController? {
    didSet { tabBarController?.delegate = self }
  }
  package var selections = 0

  package func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
    selections += 1
  }
}

import UIKit

class MenuViewController: UIViewController {
    @IBAction func unwindToMenu(_ segue: UIStoryboardSegue) {}
}

class DetailViewController: MenuViewController {}

final class SettingsNavigationController: UINavigationController {}

class BadgeView: UIView {}

class ShinyBadgeView: BadgeView {}

class FadeSegue: UIStoryboardSegue {
    override func perform() {
        source.present(destination, animated: false)
    }
}

class Model {}

class GenericCell<T>: UIView {}

/// Apple's samples name their classes for Objective-C: the storyboard says AAPLCrossDissolveFirstViewController.
@objc(AAPLCrossDissolveFirstViewController)
class CrossDissolveFirstViewController: UIViewController {}

@objc(AAPLCustomPresentationSegue)
class CustomPresentationSegue: UIStoryboardSegue {}

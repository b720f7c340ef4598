import Foundation

// Who keeps a presentation alive. UIKit's presentation controller holds its presenting
// controller strongly (UIPresentationController.presentingViewController is a strong property
// in the SDK's header), and the presenter holds the presented controller: a presented chain lives
// until it is dismissed, even when its presenter leaves the containment tree (a split view's
// replaced detail that presents). Here the presentation controller holds the presenter weakly
// (no cycle) and the window the presentation was made in holds the presenter instead, from the
// link to the dismissal: the chain lives as in UIKit while it rests, and goes with its window
// (Docs/Behaviour.md "Found by random testing").

extension UIWindow {
  /// Keeps `presenter` alive while `pc` presents from it.
  package func _keepPresenter(_ presenter: UIViewController, for pc: UIPresentationController) {
    pc._keepingWindow?._releasePresenter(of: pc)
    _keptPresenters.append(presenter)
    pc._keepingWindow = self
    pc._keptPresenter = ObjectIdentifier(presenter)
  }

  /// Lets go of the presenter `pc` was keeping (its presentation ended).
  package func _releasePresenter(of pc: UIPresentationController) {
    guard let id = pc._keptPresenter else { return }
    // A plain loop (a main-actor predicate closure would check the executor per element).
    for i in _keptPresenters.indices where ObjectIdentifier(_keptPresenters[i]) == id {
      _keptPresenters.remove(at: i)
      break
    }
    pc._keepingWindow = nil
    pc._keptPresenter = nil
  }
}

extension UIPresentationController {
  /// Called when the presentation links `presenter` to its presented controller.
  package func _keepPresenterAlive(_ presenter: UIViewController, source: UIViewController) {
    guard let window = presenter.viewIfLoaded?.window ?? source.viewIfLoaded?.window else { return }
    window._keepPresenter(presenter, for: self)
  }

  /// Called when the links are undone (dismissed, or the presentation cancelled).
  package func _stopKeepingPresenterAlive() {
    _keepingWindow?._releasePresenter(of: self)
  }
}

import Foundation
import OpenQuartzCore

extension UIViewController {
  /// The selector names of `show(_:sender:)` and `showDetailViewController(_:sender:)`, for
  /// `targetViewController(forAction:sender:)` (Linux has no `#selector`).
  package static let showSelector = Selector("showViewController:sender:")
  package static let showDetailSelector = Selector("showDetailViewController:sender:")

  /// Whether this controller implements `action` itself: built-in containers declare theirs
  /// (`_implementedActions`), app classes register in `ActionRegistry`.
  func _implements(_ action: Selector) -> Bool {
    _implementedActions.contains(action) || ActionRegistry.responds(self, to: action)
  }

  func _targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
    var vc: UIViewController? = self
    while let c = vc {
      if c._implements(action) && c.canPerformAction(action, withSender: sender) { return c }
      vc = c._parent ?? c._presentingViewController
    }
    return nil
  }

  /// Default `show`: the target that implements it, else a modal presentation from the
  /// window's root controller (from the top of its presentation chain when it already presents).
  func _show(_ vc: UIViewController, sender: Any?) {
    if let target = _parent.flatMap({ $0._targetViewController(forAction: Self.showSelector, sender: sender) })
      ?? _presentingViewController?._targetViewController(forAction: Self.showSelector, sender: sender)
    {
      target.show(vc, sender: sender)
      return
    }
    _presentFromRoot(vc)
  }

  func _showDetail(_ vc: UIViewController, sender: Any?) {
    if let target = _parent.flatMap({ $0._targetViewController(forAction: Self.showDetailSelector, sender: sender) })
      ?? _presentingViewController?._targetViewController(forAction: Self.showDetailSelector, sender: sender)
    {
      target.showDetailViewController(vc, sender: sender)
      return
    }
    _presentFromRoot(vc)
  }

  private func _presentFromRoot(_ vc: UIViewController) {
    var presenter: UIViewController = _view?.window?.rootViewController ?? _fullScreenPresenter()
    while let next = presenter._presentedViewController { presenter = next }
    presenter.present(vc, animated: true)
  }
}

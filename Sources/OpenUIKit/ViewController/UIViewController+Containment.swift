import Foundation
import OpenQuartzCore

extension UIViewController {
  /// `addChild`: removes the child from a previous parent, calls `willMove(toParent:)`
  /// automatically (the caller calls `didMove(toParent:)` after adding the view).
  func _addChild(_ child: UIViewController) {
    guard child !== self else {
      Diagnostics.exception("Application tried to add a view controller as a child of itself: \(self)")
      return
    }
    if child._parent === self { return }
    if child._parent != nil { child.removeFromParent() }
    child.willMove(toParent: self)
    _children.append(child)
    child._parent = self
    // A new child is looked at by the next settle (UIViewController+Appearance.swift).
    child._childOrder = _nextChildOrder
    _nextChildOrder &+= 1
    child._mayBeUnsettled = true
    _unsettledChildren.append(child)
    child._isMovingToParent = true
    EventTrace.record("containment", child, "addedTo(\(self._traceName))")
    _checkContainmentInvariants()
  }

  /// `removeFromParent`: detaches and calls `didMove(toParent: nil)` automatically (the
  /// caller calls `willMove(toParent: nil)` first).
  func _removeFromParent() {
    guard let parent = _parent else { return }
    parent._children._removeAll(identicalTo: self)
    if _mayBeUnsettled { parent._removeUnsettled(self) }
    _parent = nil
    _isMovingToParent = false
    EventTrace.record("containment", self, "removedFrom(\(parent._traceName))")
    didMove(toParent: nil)
    parent._checkContainmentInvariants()
  }

  /// `transition(from:to:duration:options:animations:completion:)`: both must be children.
  /// Adds `to.view` to `from.view`'s superview, runs the animations (a `UIView.transition`
  /// when options name a transition style), removes `from.view`, and drives appearance.
  func _transitionBetweenChildren(
    from: UIViewController, to: UIViewController, duration: TimeInterval,
    options: UIView.AnimationOptions, animations: (() -> Void)?, completion: ((Bool) -> Void)?
  ) {
    guard from._parent === self, to._parent === self else {
      Diagnostics.exception(
        "Children view controllers \(from) and \(to) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]")
      return
    }
    guard let fromView = from.viewIfLoaded, let container = fromView.superview else {
      Diagnostics.exception("The from view controller \(from) must have its view in the container when calling transitionFromViewController:toViewController:")
      return
    }
    let animated = duration > 0
    let forwards = shouldAutomaticallyForwardAppearanceMethods && _view?.window != nil
    if forwards {
      from._beginAppearance(false, animated: animated)
      to._beginAppearance(true, animated: animated)
    }
    let toView: UIView = to.view
    let finish: (Bool) -> Void = { finished in
      fromView.removeFromSuperview()
      if forwards {
        from._endAppearance(animated: animated)
        to._endAppearance(animated: animated)
      }
      completion?(finished)
    }
    if options.transition != 0 {
      UIView.transition(from: fromView, to: toView, duration: duration, options: options) { finished in
        finish(finished)
      }
      animations.map { UIView.animate(withDuration: duration, delay: 0, options: options, animations: $0) }
    } else {
      container.insertSubview(toView, aboveSubview: fromView)
      if let animations {
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations, completion: finish)
      } else {
        MediaClock.shared.enqueue { finish(true) }
      }
    }
  }

  /// Debug check: parent/child links are symmetric.
  package func _checkContainmentInvariants() {
    #if DEBUG
      for child in _children {
        precondition(child._parent === self, "OpenUIKit invariant: child's parent is not the container")
      }
      for child in _unsettledChildren {
        precondition(child._parent === self && child._mayBeUnsettled, "OpenUIKit invariant: a child not at rest is not listed as such")
      }
      if let p = _parent {
        precondition(p._children._containsIdentical(self), "OpenUIKit invariant: controller missing from parent's children")
      }
      if let presented = _presentedViewController {
        precondition(presented._presentingViewController === self, "OpenUIKit invariant: presented controller's presenter link")
      }
    #endif
  }
}

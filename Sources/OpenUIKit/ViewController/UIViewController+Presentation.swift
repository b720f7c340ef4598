import Foundation
import OpenQuartzCore

// present(_:animated:completion:) and dismiss(animated:completion:): validation with UIKit's
// diagnostics, the choice of presenting controller, and bookkeeping. The transition itself is
// `PresentationTransition` (Presentation/PresentationTransition.swift), started on the next
// run-loop turn.

extension UIViewController {
  // MARK: presentationController

  /// Reading `presentationController` before presenting creates one from the current style
  /// (UIKit: "Always set the value of that property before accessing any presentation
  /// controllers"); the custom style asks the transitioning delegate once.
  func _presentationControllerForReading() -> UIPresentationController? {
    if let pc = _presentationController { return pc }
    if _presentingViewController != nil { return nil }
    let pc = _makePresentationController(presenting: nil, source: nil)
    _presentationController = pc
    return pc
  }

  func _makePresentationController(presenting: UIViewController?, source: UIViewController?) -> UIPresentationController {
    let style = modalPresentationStyle._resolvingAutomatic
    if style == .custom {
      if let delegate = transitioningDelegate {
        EventTrace.record("delegate", "transitioningDelegate", "presentationController(forPresented: \(_traceName))")
        if let pc = delegate.presentationController(forPresented: self, presenting: presenting, source: source ?? presenting ?? self) {
          return pc
        }
      }
      // "Returning nil → UIKit uses" its own presentation controller: the base class, which
      // doesn't remove the presenter's view (spec scenario 3).
      return UIPresentationController(presentedViewController: self, presenting: presenting)
    }
    return BuiltinPresentationControllers.make(for: style, presented: self, presenting: presenting)
  }

  // MARK: present

  func _present(_ vc: UIViewController, animated requested: Bool, completion: (() -> Void)?) {
    // `UIView.setAnimationsEnabled(false)` at the time of the call turns the transition into a
    // non-animated one (storyboard segues with Animates unchecked rely on it).
    let animated = requested && UIView.areAnimationsEnabled
    // Exceptions first (UIKit raises before looking at the window).
    if vc === self {
      Diagnostics.exception("Application tried to present modal view controller on itself. Presenting controller is \(self).")
      return
    }
    if let p = vc._parent {
      Diagnostics.exception("Application tried to present modally a view controller \(vc) that has a parent view controller \(p).")
      return
    }
    if let presenter = vc._presentingViewController {
      if vc._isBeingPresented {
        Diagnostics.exception("Application tried to present modally a view controller \(vc) that is already being presented by \(presenter).")
      } else {
        Diagnostics.exception("Application tried to present modally an active controller \(vc).")
      }
      return
    }
    if vc.viewIfLoaded?.window != nil || UIApplication.shared._hasWindow(whoseRootViewControllerIs: vc) {
      Diagnostics.exception("Application tried to present modally an active controller \(vc).")
      return
    }
    if vc.modalPresentationStyle == .none {
      Diagnostics.exception(
        "Application tried to present \(vc) with UIModalPresentationNone, which is not a presentation style (\"Do not use this style to present a view controller\").")
      return
    }
    if _presentingViewController != nil && modalTransitionStyle == .partialCurl && _isPresentedRoot {
      Diagnostics.exception("Application tried to present \(vc) from \(self), which was presented with UIModalTransitionStylePartialCurl; a partial-curl controller cannot present other controllers.")
      return
    }

    // Where the presentation happens. "Already presenting" and "in progress" win over "not in
    // the window hierarchy" (a presenter covered by a full-screen presentation is out of the
    // window but UIKit reports that it is already presenting).
    let source = self
    let presenter = _choosePresenter(for: vc)
    let from = presenter === source ? "" : " (from \(source))"
    // A controller inside a presentation that is being dismissed (a child of it, or a context
    // presenter within it) can't present either: the new presentation would outlive its chain.
    if presenter._isInPresentationTransition || source._isInPresentationTransition
      || presenter._fullScreenPresenter()._isInPresentationTransition || source._fullScreenPresenter()._isBeingDismissed
    {
      Diagnostics.warning("Attempt to present \(vc) on \(presenter)\(from) while a presentation is in progress!")
      return
    }
    if let existing = presenter._presentedViewController {
      Diagnostics.warning("Attempt to present \(vc) on \(presenter)\(from) which is already presenting \(existing).")
      return
    }
    guard source.viewIfLoaded?.window != nil else {
      Diagnostics.warning("Attempt to present \(vc) on \(presenter)\(from) whose view is not in the window hierarchy.")
      return
    }
    if vc.modalTransitionStyle == .partialCurl
      && (vc.modalPresentationStyle != .fullScreen || (presenter._presentingViewController != nil && presenter.modalPresentationStyle != .fullScreen))
    {
      Diagnostics.exception(
        "Application tried to present \(vc) with UIModalTransitionStylePartialCurl, which requires both the presenting and the presented view controllers to use UIModalPresentationFullScreen.")
      return
    }
    if (vc.modalPresentationStyle == .currentContext || vc.modalPresentationStyle == .overCurrentContext),
      vc.modalTransitionStyle != .coverVertical, presenter._isInsidePopover
    {
      Diagnostics.exception(
        "Application tried to present \(vc) in the current context of a popover with a transition style other than UIModalTransitionStyleCoverVertical.")
      return
    }

    PresentationTransition.present(vc, from: presenter, source: source, animated: animated, completion: completion)
  }

  /// The controller UIKit presents from for `vc`'s style (spec §1.2).
  func _choosePresenter(for vc: UIViewController) -> UIViewController {
    switch vc.modalPresentationStyle {
    case .currentContext, .overCurrentContext:
      return _contextPresenter()
    case .custom:
      // A presentation controller read in advance knows whether it is full screen.
      // A search controller's own presentation controller is always over the context.
      if let pc = vc._presentationController ?? (vc is UISearchController ? vc._presentationControllerForReading() : nil),
        !pc.shouldPresentInFullscreen
      {
        return _contextPresenter()
      }
      return _fullScreenPresenter()
    default:
      return _fullScreenPresenter()
    }
  }

  /// The top of this controller's containment tree: the window's root or a presented controller.
  func _fullScreenPresenter() -> UIViewController {
    var vc = self
    while let p = vc._parent { vc = p }
    return vc
  }

  /// Walks up for `definesPresentationContext`; a presented controller's containment root
  /// is a context of its own; otherwise the window's root controller.
  func _contextPresenter() -> UIViewController {
    var vc: UIViewController? = self
    while let c = vc {
      if c.definesPresentationContext { return c }
      if c._parent == nil {
        if c._presentingViewController != nil { return c }
        return c._view?.window?.rootViewController ?? c
      }
      vc = c._parent
    }
    return _fullScreenPresenter()
  }

  /// True while a presentation or dismissal this controller takes part in is running.
  var _isInPresentationTransition: Bool {
    PresentationTransition.active.contains { $0.involves(self) }
  }

  /// True if this controller is the root of a presented containment tree.
  var _isPresentedRoot: Bool { _parent == nil && _presentingViewController != nil }

  var _isInsidePopover: Bool {
    var vc: UIViewController? = self
    while let c = vc {
      let root = c._fullScreenPresenter()
      if root._presentationController is UIPopoverPresentationController, root._presentingViewController != nil {
        return root._presentationController?.presentationStyle == .popover
      }
      vc = root._presentingViewController
      if vc === c { break }
    }
    return false
  }

  // MARK: dismiss

  func _dismiss(animated requested: Bool, completion: (() -> Void)?) {
    let animated = requested && UIView.areAnimationsEnabled
    // "The presenting view controller is responsible for dismissing the view controller it
    // presented. If you call this method on the presented view controller itself, UIKit asks
    // the presenting view controller to handle the dismissal."
    let presenter: UIViewController
    if let presented = presentedViewController, let p = presented._presentingViewController {
      presenter = p
    } else if let p = presentingViewController {
      presenter = p
    } else {
      return  // Nothing presented and not presented: no effect (Docs/Behaviour.md).
    }
    if presenter._isInPresentationTransition || PresentationTransition.active.contains(where: { $0.involvesChain(of: presenter) }) {
      Diagnostics.warning("Attempt to dismiss from view controller \(presenter) while a presentation or dismiss is in progress!")
      return
    }
    PresentationTransition.dismiss(from: presenter, animated: animated, completion: completion)
  }
}

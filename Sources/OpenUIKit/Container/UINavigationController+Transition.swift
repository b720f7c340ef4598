import Foundation
import OpenQuartzCore

extension UINavigationController {
  /// A change of the stack: a push or a pop of one controller (edited in place, at no cost per
  /// controller below the top), or any new stack.
  package enum _StackChange {
    /// `pushViewController` appends the controller (already checked: not a navigation
    /// controller, not in the stack).
    case push(UIViewController)
    /// `popViewController` removes the top (the stack holds more than one controller).
    case popLast
    case replace([UIViewController])
  }

  /// The one place the stack changes. Containment links change at once; the visible change is
  /// a transition when the navigation controller is on screen, an immediate swap otherwise.
  package func _changeStack(to newStack: [UIViewController], animated requested: Bool, immediately: Bool = false) {
    _changeStack(.replace(newStack), animated: requested, immediately: immediately)
  }

  package func _changeStack(_ change: _StackChange, animated requested: Bool, immediately: Bool = false) {
    // As for presentations: `UIView.setAnimationsEnabled(false)` at the time of the call makes
    // the change a non-animated one (an animated, interactive pop begun then would wait forever
    // for animations that never run).
    let animated = requested && UIView.areAnimationsEnabled
    // A change that must happen now (a split view collapsing or expanding) first applies a
    // change still waiting for its run-loop turn, without animation, so neither is lost.
    if immediately, let pending = _transition, pending.state == .pending {
      pending.applyWithoutStarting()
    }
    guard _transition == nil else {
      Diagnostics.warning("nested push animation can result in corrupted navigation bar")
      return
    }
    let oldTop = _stack.last
    let added: [UIViewController]
    let removed: [UIViewController]
    let operationIfMoving: Operation
    // What puts the old stack back if an interactive change is cancelled.
    let restore: NavigationTransition.Restore
    switch change {
    case .push(let pushed):
      // Nothing else changes, so no work proportional to the stack's depth (a deep stack made
      // every push cost more).
      added = [pushed]
      removed = []
      operationIfMoving = .push
      restore = .removeLast
    case .popLast:
      let top = _stack[_stack.count - 1]
      added = []
      removed = [top]
      operationIfMoving = .pop
      restore = .append(top)
    case .replace(let newStack):
      var seen = Set<ObjectIdentifier>()
      for vc in newStack {
        guard seen.insert(ObjectIdentifier(vc)).inserted else {
          Diagnostics.exception(
            "Pushing the same view controller instance more than once is not supported (\(vc))",
            name: "NSInvalidArgumentException")
          return
        }
        if vc is UINavigationController {
          Diagnostics.exception("Pushing a navigation controller is not supported", name: "NSInvalidArgumentException")
          return
        }
      }
      // Identity sets: linear in the stack depth (a deep stack made every change quadratic).
      let oldStack = _stack
      let oldIDs = Set(oldStack.map(ObjectIdentifier.init))
      added = newStack.filter { !oldIDs.contains(ObjectIdentifier($0)) }
      removed = oldStack.filter { !seen.contains(ObjectIdentifier($0)) }
      operationIfMoving = newStack.last.map { oldIDs.contains(ObjectIdentifier($0)) } == true ? .pop : .push
      restore = .stack(oldStack)
    }
    for vc in removed { vc.willMove(toParent: nil) }
    for vc in added { addChild(vc) }
    // The bar's items follow at the next `_showItems`: in place after one push or pop.
    switch change {
    case .push(let pushed):
      _stack.append(pushed)
      _stackEditSinceItems = _stackEditSinceItems == .none ? .pushed : .other
    case .popLast:
      _stack.removeLast()
      _stackEditSinceItems = _stackEditSinceItems == .none ? .popped : .other
    case .replace(let newStack):
      _stack = newStack
      _stackEditSinceItems = .other
    }
    let newTop = _stack.last
    // The trace line names every controller of the stack: built only when someone listens.
    if EventTrace.isEnabled {
      EventTrace.record("navigation", self, "stack(\(_stack.map(\._traceName).joined(separator: ", ")))")
    }

    guard let from = oldTop, let to = newTop, from !== to, let view = viewIfLoaded, view.window != nil,
      _appearance == .appeared, !immediately
    else {
      _applyWithoutTransition(from: oldTop, to: newTop, added: added, removed: removed)
      return
    }
    let operation = operationIfMoving
    if operation == .pop { from._isMovingFromParent = true }
    let t = NavigationTransition(
      navigationController: self, from: from, to: to, operation: operation, animated: animated,
      added: added, removed: removed, restore: restore)
    _transition = t
    MediaClock.shared.enqueue { t.start() }
  }

  /// Off screen (or no change of top): views swap now, containment completes now. Appearance
  /// is only touched when the navigation controller is half-way through its own appearance.
  func _applyWithoutTransition(
    from: UIViewController?, to: UIViewController?, added: [UIViewController], removed: [UIViewController]
  ) {
    // A top whose view still waits for the first layout (`_topViewDeferred`): the change only
    // records the new stack and the new top's view goes in at that layout, the old top's never
    // loading — UIKit's deferred transition (Docs/Behaviour/sbnav13.md).
    if from !== to, isViewLoaded, !_topViewDeferred {
      let appearing = _appearance == .appearing || _appearance == .appeared
      // The old top leaves whatever the navigation controller is doing: if it is half-way
      // through a disappearance with its container, it finishes it now (the container's end
      // will no longer reach it).
      if let from, from._appearance != .disappeared {
        from._beginAppearance(false, animated: false)
        from._endAppearance(animated: false)
      }
      from?.viewIfLoaded?.removeFromSuperview()
      if let to {
        _install(to)
        if appearing {
          to._beginAppearance(true, animated: false)
          if _appearance == .appeared { to._endAppearance(animated: false) }
        }
      }
    }
    for vc in removed {
      if vc.viewIfLoaded?.superview === _contentView { vc.view.removeFromSuperview() }
      vc.removeFromParent()
    }
    for vc in added { vc.didMove(toParent: self) }
    if isViewLoaded { _showItems(for: _stack) }
    _updateToolbarItems()
    _checkContainmentInvariants()
  }

  // MARK: Interactive pop

  /// The left-edge pan: begins a pop with a percent-driven driver; progress is the finger's
  /// horizontal travel over the view's width; on release it finishes past half, else cancels.
  func _handlePopGesture(_ g: UIScreenEdgePanGestureRecognizer) {
    let width = max(view.bounds.width, 1)
    let progress = min(max(g.translation(in: view).x / width, 0), 1)
    switch g.state {
    case .began:
      guard _stack.count > 1, _transition == nil, _appearance == .appeared else { return }
      let driver = UIPercentDrivenInteractiveTransition()
      driver.completionCurve = .easeOut
      _popDriver = driver
      popViewController(animated: true)
      if _transition == nil { _popDriver = nil }
    case .changed:
      guard let driver = _popDriver, _transition?.interactor === driver else { return }
      driver.update(progress)
    case .ended, .cancelled, .failed:
      guard let driver = _popDriver else { return }
      _popDriver = nil
      guard _transition?.interactor === driver else { return }
      if g.state == .ended && progress > 0.5 { driver.finish() } else { driver.cancel() }
    default:
      break
    }
  }

  // MARK: Unwinding (called by the storyboard's unwind machinery)

  /// Pops to the child that is or contains `destination`. Returns false when no child does.
  @discardableResult
  package func _unwindPop(toChildContaining destination: UIViewController, animated: Bool = true) -> Bool {
    guard let child = _stack.first(where: { vc in
      var c: UIViewController? = destination
      while let x = c {
        if x === vc { return true }
        c = x._parent
      }
      return false
    }) else { return false }
    if child !== _stack.last { popToViewController(child, animated: animated) }
    return true
  }
}

/// One visible stack change of a navigation controller, from its start on the run-loop turn
/// after the change to the delegate's `didShow`.
///
/// State (changed only in `setState`):
///
///     pending --start()--> running --completeTransition--> finished
///
/// Order: `willShow` → `animationControllerFor` → `interactionControllerFor` → the child swap
/// (`ChildSwapTransition`: appearance, animation) → containment (`removeFromParent` /
/// `didMove(toParent:)`) → `didShow` → coordinator completions → `animationEnded`. A cancelled
/// (interactive) change puts the old stack back and sends no `didShow` (O-radar21137690).
@preconcurrency @MainActor
package final class NavigationTransition {
  package enum State: Sendable { case pending, running, finished }
  package private(set) var state = State.pending

  /// Held strongly until the transition finishes (the change is queued for the next run-loop
  /// turn; UIKit keeps a navigation controller alive while its transition is pending or running,
  /// even when its window goes away meanwhile). `finish` breaks the nav → transition → nav cycle.
  let nav: UINavigationController
  let from: UIViewController
  let to: UIViewController
  let operation: UINavigationController.Operation
  let animated: Bool
  let added: [UIViewController]
  let removed: [UIViewController]
  /// How a cancelled change puts the old stack back: what the change did, undone, rather than
  /// a copy of the old stack (a push or a pop of one controller keeps no per-controller state).
  package enum Restore {
    case removeLast
    case append(UIViewController)
    case stack([UIViewController])
  }
  let restore: Restore
  package private(set) var interactor: (any UIViewControllerInteractiveTransitioning)?
  package private(set) var swap: ChildSwapTransition?
  /// The bar's large-title row height when the change began: the outgoing controller's safe
  /// area keeps it while the bar animates to the incoming one's (UINavigationBar+LargeTitle.swift).
  package private(set) var fromLargeTitleHeight: CGFloat?

  init(
    navigationController: UINavigationController, from: UIViewController, to: UIViewController,
    operation: UINavigationController.Operation, animated: Bool, added: [UIViewController],
    removed: [UIViewController], restore: Restore
  ) {
    nav = navigationController; self.from = from; self.to = to; self.operation = operation
    self.animated = animated; self.added = added; self.removed = removed; self.restore = restore
  }

  private func setState(_ new: State) { state = new }

  func start() {
    guard state == .pending else { return }
    setState(.running)
    let delegate = nav.delegate
    EventTrace.record("navigation", nav, "willShow(\(to._traceName))")
    delegate?.navigationController(nav, willShow: to, animated: animated)
    var animator: (any UIViewControllerAnimatedTransitioning)?
    if animated {
      if let a = delegate?.navigationController(nav, animationControllerFor: operation, from: from, to: to) {
        animator = a
        interactor = delegate?.navigationController(nav, interactionControllerFor: a)
      } else if let zoom = nav._zoomAnimator(operation: operation, from: from, to: to) {
        animator = zoom
        if operation == .pop { interactor = nav._popDriver ?? zoom.driver }
      } else {
        animator = NavigationAnimator(operation: operation)
        if operation == .pop { interactor = nav._popDriver }
      }
    }
    nav._updateToolbarItems()
    let nav = self.nav
    if nav._bar._prefersLargeTitles { fromLargeTitleHeight = nav._bar._largeTitleHeight }
    let swap = ChildSwapTransition(
      owner: nav, containerView: nav._contentView, from: from, to: to, animated: animated,
      install: { nav._install($0) })
    // The bar shows the new items before the children hear of the change (viewWillAppear
    // reads them); an animated change moves them alongside the transition.
    let operation = self.operation
    let moves = animator != nil
    let builtIn = animator is NavigationAnimator
    swap.onBegin = { [unowned nav] coordinator in
      nav._showItems(
        for: nav._stack, movingAlongside: moves ? coordinator : nil, operation: operation, carriesBottomBar: builtIn)
    }
    swap.childFrame = { [unowned nav] in nav._childFrame(for: $0) }
    self.swap = swap
    swap.onComplete = { [unowned self] done in self.completed(done) }
    swap.onFinished = { [unowned self] _ in self.finish() }
    swap.start(animator: animator, interactor: interactor)
  }

  private func completed(_ done: Bool) {
    if done {
      for vc in removed {
        if vc.viewIfLoaded?.superview === nav._contentView { vc.view.removeFromSuperview() }
        vc._isMovingFromParent = false
        vc.removeFromParent()
      }
      for vc in added { vc.didMove(toParent: nav) }
      EventTrace.record("navigation", nav, "didShow(\(to._traceName))")
      nav.delegate?.navigationController(nav, didShow: to, animated: animated)
    } else {
      // Back to the old stack: pushed controllers leave, popped ones stay.
      switch restore {
      case .removeLast: if nav._stack.last === to { nav._stack.removeLast() }
      case .append(let top): nav._stack.append(top)
      case .stack(let oldStack): nav._stack = oldStack
      }
      // The bar shows the cancelled change's items: rebuilt from the old stack.
      nav._stackEditSinceItems = .other
      for vc in added {
        vc.willMove(toParent: nil)
        vc.removeFromParent()
      }
      for vc in removed {
        vc._isMovingFromParent = false
        vc.didMove(toParent: nav)
      }
      nav._showItems(for: nav._stack)
      nav._updateToolbarItems()
      EventTrace.record("navigation", nav, "cancelled(\(to._traceName))")
    }
    nav._checkContainmentInvariants()
  }

  private func finish() {
    setState(.finished)
    if nav._transition === self { nav._transition = nil }
    // A split view that waited for this column to settle re-evaluates its collapse state.
    (nav.parent as? UISplitViewController)?._updateCollapse()
  }

  /// A pending change applied at once, without animation (its queued start does nothing).
  func applyWithoutStarting() {
    guard state == .pending else { return }
    setState(.finished)
    if nav._transition === self { nav._transition = nil }
    from._isMovingFromParent = false
    nav._applyWithoutTransition(from: from, to: to, added: added, removed: removed)
  }
}

import Foundation
import OpenQuartzCore

/// A controller's appearance state. The only place it changes is `_setAppearance`.
///
///     disappeared --begin(true)--> appearing --end--> appeared
///     appeared --begin(false)--> disappearing --end--> disappeared
///     appearing --begin(false)--> disappearing      (a cancelled appearance)
///     disappearing --begin(true)--> appearing       (a cancelled disappearance)
package enum AppearanceState: Sendable {
  case disappeared
  case appearing
  case appeared
  case disappearing
}

extension UIViewController {
  /// UIKit-internal begin: delivers viewWillAppear/viewWillDisappear and forwards to children
  /// whose views are inside this controller's view. Returns false if the state made it a no-op.
  @discardableResult
  package func _beginAppearance(_ isAppearing: Bool, animated: Bool) -> Bool {
    switch (_appearance, isAppearing) {
    case (.disappeared, true), (.disappearing, true):
      _setAppearance(.appearing)
      _pendingViewIsAppearing = animated
      loadViewIfNeeded()
      EventTrace.record("appearance", self, "viewWillAppear(\(animated))")
      viewWillAppear(animated)
      if _view?.window != nil { _deliverViewIsAppearingIfNeeded() }
      // A built-in container shows its child now, after its own viewWillAppear, as UIKit's
      // first layout of its view does (then forwards the appearance to it).
      _installDeferredChildViews()
    case (.appeared, false), (.appearing, false):
      _setAppearance(.disappearing)
      _pendingViewIsAppearing = nil
      EventTrace.record("appearance", self, "viewWillDisappear(\(animated))")
      viewWillDisappear(animated)
    default:
      return false
    }
    _appearanceAnimated = animated
    if shouldAutomaticallyForwardAppearanceMethods {
      for child in _appearanceChildren() { child._beginAppearance(isAppearing, animated: animated) }
    }
    return true
  }

  /// UIKit-internal end: delivers viewDidAppear/viewDidDisappear and forwards. The did-call
  /// carries the `animated` flag of the will-call that began the transition, whatever the caller
  /// passes: `endAppearanceTransition()` has no flag, so UIKit can only repeat the begin's
  /// (Docs/Behaviour.md "The animated flag of did-calls").
  @discardableResult
  package func _endAppearance(animated _: Bool) -> Bool {
    let animated = _appearanceAnimated
    switch _appearance {
    case .appearing:
      _deliverViewIsAppearingIfNeeded()
      _setAppearance(.appeared)
      EventTrace.record("appearance", self, "viewDidAppear(\(animated))")
      viewDidAppear(animated)
    case .disappearing:
      _setAppearance(.disappeared)
      EventTrace.record("appearance", self, "viewDidDisappear(\(animated))")
      viewDidDisappear(animated)
    default:
      return false
    }
    if shouldAutomaticallyForwardAppearanceMethods {
      for child in _appearanceChildren() { child._endAppearance(animated: animated) }
    }
    _settleChildrenAppearance()
    _isMovingToParent = false
    _isMovingFromParent = false
    // The controller deciding the status bar may have changed (Application/UIStatusBar.swift).
    StatusBarState.shared.setNeedsUpdate()
    return true
  }

  /// Brings children in line with this controller's settled state (spec §10.3: appearance is
  /// forwarded to the children whose views are in the hierarchy). A child whose view left this
  /// controller's view while both were changing (a push or a collapse during a presentation)
  /// finishes its disappearance; a child shown in an appeared container appears; nothing in a
  /// disappeared container stays appeared. Children a transition is driving (they have a
  /// coordinator) are left to it. Every call goes through begin/end, so callbacks stay balanced.
  /// `finishing`: children whose transition has just ended (they still hold its coordinator).
  ///
  /// Only the children that may not be at rest are looked at (`_unsettledChildren`, "Children
  /// not at rest" below), so a deep navigation stack costs nothing per controller below its top.
  /// The visits are those of a walk over every child (and the controllers presented inside this
  /// view after them), in the same order: a child skipped here is one that walk would find at
  /// rest and skip, unless a callback made a child at rest unsettled on the way — then
  /// (`_settleEpoch` moved) the rest of the walk looks at every child, as it always did.
  package func _settleChildrenAppearance(finishing: [UIViewController] = []) {
    guard shouldAutomaticallyForwardAppearanceMethods, _appearance == .appeared || _appearance == .disappeared,
      let root = _view
    else { return }
    // Snapshots, as the walk over `_appearanceDependents` took one: the children (a buffer
    // reference, no per-child work), those that may not be at rest, and the presented
    // controllers after them.
    let children = _children
    let marked = _unsettledChildren
    let presented = _presentedDependents(root: root, childrenWithPresentations: marked)
    let epoch = Self._settleEpoch
    var lastVisited: UIViewController?
    var fallsBack = false
    for child in marked {
      guard Self._settleEpoch == epoch else {
        fallsBack = true
        break
      }
      _settle(child, root: root, finishing: finishing)
      lastVisited = child
    }
    if fallsBack || Self._settleEpoch != epoch {
      let start = lastVisited.flatMap { children._firstIndex(identicalTo: $0) }.map { $0 + 1 } ?? 0
      for child in children[start...] { _settle(child, root: root, finishing: finishing) }
    }
    for dependent in presented { _settle(dependent, root: root, finishing: finishing) }
  }

  /// One step of `_settleChildrenAppearance`.
  private func _settle(_ child: UIViewController, root: UIView, finishing: [UIViewController]) {
    // At rest off screen (every controller below a navigation stack's top): nothing to do,
    // decided before anything else. A child of this controller found so, presenting nothing,
    // leaves the children that may not be at rest until something unsettles it again.
    if child._appearance == .disappeared, child._view?.superview == nil {
      if child._presentedViewController == nil, child._parent === self { child._markAtRest() }
      return
    }
    guard child._transitionCoordinator == nil || finishing._containsIdentical(child) else { return }
    guard let v = child._view else { return }
    let shown = _appearance == .appeared && v.isDescendant(of: root)
    switch (shown, child._appearance) {
    case (true, .disappeared), (true, .disappearing), (false, .appeared), (false, .appearing):
      child._beginAppearance(shown, animated: false)
      child._endAppearance(animated: false)
    case (true, .appearing), (false, .disappearing):
      child._endAppearance(animated: false)
    default:
      break
    }
  }

  // MARK: Children not at rest

  /// Moves whenever a controller known to be at rest may no longer be (`_noteMayBeUnsettled`).
  package static var _settleEpoch = 0

  /// Invariant: a controller whose `_mayBeUnsettled` is false is disappeared, has no view or a
  /// view without a superview, and presents nothing — at rest for its parent's settling; a
  /// child whose mark is set is in its parent's `_unsettledChildren`, in `children` order. The
  /// mark is set by every change that can break that (an appearance change, a view taken, the
  /// root view put in a superview, a presentation, `addChild`) and cleared only by a settle that
  /// finds the child at rest.
  package func _noteMayBeUnsettled() {
    guard !_mayBeUnsettled else { return }
    _mayBeUnsettled = true
    Self._settleEpoch &+= 1
    _parent?._insertUnsettled(self)
  }

  /// A settle found this child at rest.
  private func _markAtRest() {
    _mayBeUnsettled = false
    _parent?._removeUnsettled(self)
  }

  /// Inserts a child at its place in `children` order (usually the end).
  func _insertUnsettled(_ child: UIViewController) {
    var i = _unsettledChildren.count
    while i > 0, _unsettledChildren[i - 1]._childOrder > child._childOrder { i -= 1 }
    _unsettledChildren.insert(child, at: i)
  }

  func _removeUnsettled(_ child: UIViewController) {
    if let i = _unsettledChildren._firstIndex(identicalTo: child) { _unsettledChildren.remove(at: i) }
  }

  /// The root view of this controller entered or left a window. A child of a custom container
  /// (not a navigation, tab bar, split view or page view controller, which drive their children's
  /// appearance themselves) whose view is added to its appeared parent's view after `addChild`
  /// appears (viewWillAppear(false), viewDidAppear(false)); removed from it, it disappears.
  /// Children already in an appearance transition, or driven by a transition coordinator, are
  /// left to it (spec §10.3: appearance is forwarded to the children whose views are in the
  /// hierarchy).
  package func _rootViewDidMoveToWindow() {
    guard let parent = _parent, parent.shouldAutomaticallyForwardAppearanceMethods,
      !(parent is UINavigationController || parent is UITabBarController || parent is UISplitViewController
        || parent is UIPageViewController),
      parent._appearance == .appeared, parent._transitionCoordinator == nil, _transitionCoordinator == nil,
      let root = parent._view, let view = _view
    else { return }
    let shown = view.window != nil && view.isDescendant(of: root)
    switch (shown, _appearance) {
    case (true, .disappeared), (false, .appeared):
      _beginAppearance(shown, animated: false)
      _endAppearance(animated: false)
    default:
      break
    }
  }

  /// Delivers `viewIsAppearing` once per appearance, when the view is in a window.
  package func _deliverViewIsAppearingIfNeeded() {
    guard let animated = _pendingViewIsAppearing, _appearance == .appearing else { return }
    _pendingViewIsAppearing = nil
    EventTrace.record("appearance", self, "viewIsAppearing(\(animated))")
    viewIsAppearing(animated)
  }

  private func _setAppearance(_ new: AppearanceState) {
    _appearance = new
    _noteMayBeUnsettled()
  }

  /// Children whose appearance follows this controller's: those whose views are loaded and
  /// inside this controller's view.
  func _appearanceChildren() -> [UIViewController] {
    guard let root = _view else { return [] }
    return _appearanceDependents.filter { child in
      guard let v = child._view else { return false }
      return v.isDescendant(of: root)
    }
  }

  /// Children, and controllers presented over a context whose container lives inside this
  /// controller's view: over this controller itself (an `.overCurrentContext` presentation at
  /// rest), or over a child whose own view that presentation took out (`.currentContext`) —
  /// and, down such a presentation's own chain, every further presentation resting inside this
  /// view that its presenter does not carry itself (a `.currentContext` one took its presenter's
  /// view out, so the presenter, disappeared, forwards nothing to it). They are on screen exactly
  /// when this view is, so they appear and disappear with it.
  var _appearanceDependents: [UIViewController] {
    guard let root = _view else { return _children }
    // Nothing presented from here and no children (a presented controller's usual case, twice a
    // present+dismiss cycle): no chains to follow.
    if _children.isEmpty && _presentedViewController == nil { return [] }
    return _children + _presentedDependents(root: root, childrenWithPresentations: _children)
  }

  /// The presented controllers of `_appearanceDependents` (after the children): the chain over
  /// this controller, then those over the children of `childrenWithPresentations` (in children
  /// order; it must hold every child presenting something) whose views are not in this view.
  func _presentedDependents(root: UIView, childrenWithPresentations: [UIViewController]) -> [UIViewController] {
    if _presentedViewController == nil && childrenWithPresentations.isEmpty { return [] }
    func presentedInside(over context: UIViewController) -> UIViewController? {
      guard let p = context._presentedViewController, p._presentingViewController === context, !p._isBeingPresented,
        !p._isBeingDismissed, let pc = p._presentationController, let container = pc._containerView
      else { return nil }
      // A container standing in for a child's view that this controller swapped out is off
      // screen with it: the presented controller settles as disappeared.
      let standsInDetached = pc._record?.containerStandsIn == true && container.window == nil
      return container.isDescendant(of: root) || standsInDetached ? p : nil
    }
    var out: [UIViewController] = []
    func appendChain(over context: UIViewController) {
      var presenter = context
      while let p = presentedInside(over: presenter) {
        // The first one, and any whose container is not inside its presenter's view.
        let carried = presenter !== context
          && (p._presentationController?._containerView.map { c in presenter._view.map(c.isDescendant(of:)) ?? false } ?? false)
        if !carried { out.append(p) }
        presenter = p
      }
    }
    appendChain(over: self)
    for child in childrenWithPresentations
    where child._presentedViewController != nil && !(child._view?.isDescendant(of: root) ?? false) {
      appendChain(over: child)
    }
    return out
  }

  // MARK: Public begin/end (manual forwarding)

  func _publicBeginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    // An animator repeating the appearance transition UIKit already runs for the controller it
    // presents or dismisses: absorbed (its end is absorbed too, before or after UIKit's own end);
    // only a navigation controller reports it (Docs/Behaviour.md "Appearance calls from animators").
    if (isAppearing && _isBeingPresented && _appearance == .appearing)
      || (!isAppearing && _isBeingDismissed && _appearance == .disappearing)
    {
      AbsorbedAppearanceCalls.add(self)
      if self is UINavigationController {
        Diagnostics.warning("Unbalanced calls to begin/end appearance transitions for \(self).")
      }
      return
    }
    // A begin that contradicts nothing in flight but repeats the settled state is unbalanced.
    if (isAppearing && _appearance == .appeared) || (!isAppearing && _appearance == .disappeared) {
      Diagnostics.warning("Unbalanced calls to begin/end appearance transitions for \(self).")
      return
    }
    _beginAppearance(isAppearing, animated: animated)
  }

  func _publicEndAppearanceTransition() {
    if AbsorbedAppearanceCalls.take(self) { return }
    guard _appearance == .appearing || _appearance == .disappearing else {
      Diagnostics.warning("Unbalanced calls to begin/end appearance transitions for \(self).")
      return
    }
    _endAppearance(animated: false)
  }

  // MARK: Layout callbacks

  func _callViewWillLayoutSubviews() {
    _deliverViewIsAppearingIfNeeded()
    viewWillLayoutSubviews()
    _installDeferredChildViews()
    _layoutBuiltInViews()
    _ContentUnavailableRegistry.layout(self)
  }

  func _callViewDidLayoutSubviews() {
    viewDidLayoutSubviews()
  }

}

/// Public begin calls absorbed by a running presentation or dismissal, waiting for their end.
@MainActor
enum AbsorbedAppearanceCalls {
  private struct Entry {
    weak var controller: UIViewController?
    var count: Int
  }
  private static var entries: [ObjectIdentifier: Entry] = [:]

  static func add(_ controller: UIViewController) {
    let id = ObjectIdentifier(controller)
    if var entry = entries[id], entry.controller === controller {
      entry.count += 1
      entries[id] = entry
    } else {
      entries[id] = Entry(controller: controller, count: 1)
    }
  }

  /// Consumes one absorbed begin of `controller`; false if there is none.
  static func take(_ controller: UIViewController) -> Bool {
    let id = ObjectIdentifier(controller)
    guard var entry = entries[id] else { return false }
    guard entry.controller === controller else {
      entries[id] = nil
      return false
    }
    entry.count -= 1
    entries[id] = entry.count > 0 ? entry : nil
    return true
  }
}

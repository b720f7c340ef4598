import Foundation
import OpenQuartzCore

/// What a finished presentation remembers for its dismissal (stored on the presentation
/// controller, which UIKit keeps for the whole presentation).
@preconcurrency @MainActor
package struct PresentationRecord {
  /// The style in effect after adaptation.
  package var style: UIModalPresentationStyle
  /// The transition style used (the context's when it provides one).
  package var transitionStyle: UIModalTransitionStyle
  /// The controller whose view is displayed (the adaptive replacement or the presented one),
  /// by identity only: it is only ever compared with a live controller presented by this
  /// record's presentation. An identity, not a weak reference, so copying the record costs no
  /// weak-reference operations and the controller gets no side table (issue 15).
  package var displayedID: ObjectIdentifier?
  /// Whether the presenting controller's view was taken out of the window.
  package var removesPresenterView: Bool
  /// Where the presenting controller's view lived before it was removed. This and the
  /// neighbours below are `_ViewLink`s, not weak references: a weak reference would give the
  /// window (or the presentation's container) a side table and slow every retain of it.
  package var presenterViewHome: UIView? {
    get { _home.view }
    set { _home = _ViewLink(newValue) }
  }
  private var _home = _ViewLink<UIView>()
  package var presenterViewIndex: Int
  package var presenterViewFrame: CGRect
  /// The size of that home's bounds then (the window may resize while the view is out).
  package var presenterHomeSize: CGSize = .zero
  /// A context presentation that took its presenter's view out (`.currentContext`): its
  /// container stands in for that view in the context's container (UIView+PresentationStandIn).
  package var containerStandsIn = false
  /// The siblings just above and below the presenter's view in its home when it was
  /// remembered, and whether it was the top-most. The home's subviews may change while the view
  /// is out — a sheet whose presented view a full-screen presentation took out re-installs its
  /// dimming view at the bottom of its container — so the view goes back by its neighbours, not
  /// by its index.
  package var presenterViewAbove: UIView? {
    get { _above.view }
    set { _above = _ViewLink(newValue) }
  }
  package var presenterViewBelow: UIView? {
    get { _below.view }
    set { _below = _ViewLink(newValue) }
  }
  private var _above = _ViewLink<UIView>()
  private var _below = _ViewLink<UIView>()
  package var presenterViewWasTopmost = false

  package init(
    style: UIModalPresentationStyle, transitionStyle: UIModalTransitionStyle, displayed: UIViewController?,
    removesPresenterView: Bool, presenterViewHome: UIView?, presenterViewIndex: Int, presenterViewFrame: CGRect
  ) {
    self.style = style
    self.transitionStyle = transitionStyle
    self.displayedID = displayed.map(ObjectIdentifier.init)
    self.removesPresenterView = removesPresenterView
    self.presenterViewIndex = presenterViewIndex
    self.presenterViewFrame = presenterViewFrame
    self.presenterViewHome = presenterViewHome
  }

  /// Remembers where `presenterView` lives (home, place among its siblings, frame, home size).
  package mutating func rememberHome(of presenterView: UIView) {
    let home = presenterView.superview
    let index = home?.subviews._firstIndex(identicalTo: presenterView) ?? 0
    let count = home?.subviews.count ?? 0
    presenterViewHome = home
    presenterViewIndex = index
    presenterViewAbove = index + 1 < count ? home?.subviews[index + 1] : nil
    presenterViewBelow = index > 0 ? home?.subviews[index - 1] : nil
    presenterViewWasTopmost = home != nil && index + 1 == count
    presenterViewFrame = presenterView.frame
    presenterHomeSize = home?.bounds.size ?? .zero
  }

  /// Puts `view` (out of the window) back into `home` where it was among its siblings: below
  /// the sibling that was above it, else above the one that was below it; a presented view
  /// that was the top-most of its presentation's container goes back above the chrome its
  /// presentation controller installed meanwhile; else at its index.
  package func reinsert(_ view: UIView, into home: UIView) {
    if let above = presenterViewAbove, above.superview === home {
      home.insertSubview(view, belowSubview: above)
    } else if let below = presenterViewBelow, below.superview === home {
      home.insertSubview(view, aboveSubview: below)
    } else if presenterViewWasTopmost, home is TransitionContainerView {
      home.addSubview(view)
    } else {
      home.insertSubview(view, at: min(presenterViewIndex, home.subviews.count))
    }
  }

  /// Where the presenter's view goes back: its remembered frame, fitted to its home's size
  /// now — a presented view takes its presentation controller's frame, others autoresize.
  package func restingFrame(for view: UIView, of presenter: UIViewController) -> CGRect {
    guard let home = presenterViewHome, home.bounds.size != presenterHomeSize else { return presenterViewFrame }
    if let pc = presenter._presentationController, pc._record != nil, pc.presentedView === view, pc._containerView === home {
      return pc._effectiveFrameOfPresentedView
    }
    let saved = view.frame
    view.frame = presenterViewFrame
    view._autoresize(oldSuperSize: presenterHomeSize, newSuperSize: home.bounds.size)
    let fitted = view.frame
    view.frame = saved
    return fitted
  }
}

/// One present or dismiss, from the `present`/`dismiss` call to the completion handler.
///
/// State (changed only in `setState`):
///
///     pending --start() on the next run-loop turn--> running --completeTransition--> finished
///
/// The call order follows spec §2.1: (delegate PC, adaptation, animator, interaction controller
/// — synchronously in `present`), then on the next turn: viewDidLoad, the appearance
/// will-calls, presentationTransitionWillBegin / dismissalTransitionWillBegin,
/// transitionDuration, animateTransition (or startInteractiveTransition), alongside
/// animations; on completeTransition: presentationTransitionDidEnd / dismissalTransitionDidEnd,
/// the did-calls, coordinator completions, animationEnded, the caller's completion.
@preconcurrency @MainActor
package final class PresentationTransition {
  package enum Kind: Sendable { case presentation, dismissal }
  package enum State: Sendable { case pending, running, finished }

  /// Transitions between their `present`/`dismiss` call and their end.
  @exclusivity(unchecked) package static var active: [PresentationTransition] = []

  package let kind: Kind
  @exclusivity(unchecked) package private(set) var state = State.pending
  /// The presented controller (presentation) or the top-most controller being dismissed.
  let presented: UIViewController
  /// The controller shown (an adaptive replacement or `presented`).
  let displayed: UIViewController
  let presenter: UIViewController
  let source: UIViewController
  let animated: Bool
  let completion: (() -> Void)?
  let pc: UIPresentationController
  let animator: (any UIViewControllerAnimatedTransitioning)?
  let interactor: (any UIViewControllerInteractiveTransitioning)?
  /// Dismissal only: every controller from the presenter's presented one up to the top.
  let chain: [UIViewController]
  @exclusivity(unchecked) var context: TransitionContext?
  @exclusivity(unchecked) private var presenterBegan = false
  @exclusivity(unchecked) private var displayedBegan = false
  /// Dismissal only: the first responder resigned as the dismissal began, given back if it is
  /// cancelled.
  @exclusivity(unchecked) private weak var resignedResponder: UIResponder?

  private init(
    kind: Kind, presented: UIViewController, displayed: UIViewController, presenter: UIViewController,
    source: UIViewController, animated: Bool, completion: (() -> Void)?, pc: UIPresentationController,
    animator: (any UIViewControllerAnimatedTransitioning)?, interactor: (any UIViewControllerInteractiveTransitioning)?,
    chain: [UIViewController]
  ) {
    self.kind = kind; self.presented = presented; self.displayed = displayed; self.presenter = presenter
    self.source = source; self.animated = animated; self.completion = completion; self.pc = pc
    self.animator = animator; self.interactor = interactor; self.chain = chain
  }

  private func setState(_ new: State) {
    state = new
    if new == .finished { Self.active._removeAll(identicalTo: self) }
  }

  func involves(_ vc: UIViewController) -> Bool {
    vc === presenter || vc === presented || vc === displayed || chain._containsIdentical(vc)
  }

  func involvesChain(of vc: UIViewController) -> Bool {
    if involves(vc) { return true }
    var p: UIViewController? = vc._presentedViewController
    while let c = p {
      if involves(c) { return true }
      p = c._presentedViewController
    }
    return false
  }

  // MARK: Presentation

  static func present(
    _ vc: UIViewController, from chosenPresenter: UIViewController, source: UIViewController,
    animated: Bool, completion: (() -> Void)?
  ) {
    var presenter = chosenPresenter
    // The presentation controller: one read in advance is kept (O-radar42996292). A system
    // controller may bring its own (an action sheet in compact width slides up).
    let systemPC = vc._systemPresentationController(for: presenter)
    let pc = systemPC ?? vc._presentationController ?? vc._makePresentationController(presenting: presenter, source: source)
    pc._presentingViewController = presenter
    pc._style = systemPC != nil ? .custom : vc.modalPresentationStyle._resolvingAutomatic
    pc._adaptedStyle = nil

    if let popover = pc as? UIPopoverPresentationController {
      popover._prepareForPresentation()
      if !popover._hasAnchor, let message = vc._missingPopoverAnchorMessage(popover, presenter: presenter) {
        Diagnostics.exception(message, name: "NSGenericException")
        vc._presentationController = nil
        return
      }
    }

    // Adaptation (spec §3.4): the delegate or the built-in rule for the presenter's traits.
    var style = pc._style
    let adaptive = pc.adaptivePresentationStyle(for: presenter.traitCollection)
    var replacement: UIViewController?
    if adaptive != .none && adaptive != style {
      style = adaptive
      pc._adaptedStyle = adaptive
      replacement = pc.delegate?.presentationController(pc, viewControllerForAdaptivePresentationStyle: adaptive)
      if (style == .fullScreen || style == .overFullScreen), presenter !== source._fullScreenPresenter() {
        presenter = source._fullScreenPresenter()
        if let existing = presenter._presentedViewController {
          Diagnostics.warning("Attempt to present \(vc) on \(presenter) (from \(source)) which is already presenting \(existing).")
          return
        }
        pc._presentingViewController = presenter
      }
    }
    pc._adaptiveReplacement = replacement
    // A popover's background class: its view is made and its metrics asked now, so a class
    // missing one of UIKit's required overrides stops the presentation before it starts.
    if style == .popover, let popover = pc as? UIPopoverPresentationController, !popover._prepareBackground() {
      pc._adaptiveReplacement = nil
      vc._presentationController = nil
      return
    }
    let displayed = replacement ?? vc

    // Animator and interaction controller (spec §2.1 steps 2–3).
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interactor: (any UIViewControllerInteractiveTransitioning)?
    if animated || style == .custom, let delegate = vc.transitioningDelegate {
      EventTrace.record("delegate", "transitioningDelegate", "animationController(forPresented: \(vc._traceName))")
      animator = delegate.animationController(forPresented: vc, presenting: presenter, source: source)
      if let a = animator {
        EventTrace.record("delegate", "transitioningDelegate", "interactionControllerForPresentation")
        interactor = delegate.interactionControllerForPresentation(using: a)
      }
    }
    var transitionStyle =
      (style == .currentContext || style == .overCurrentContext) && presenter.providesPresentationContextTransitionStyle
      ? presenter.modalTransitionStyle : vc.modalTransitionStyle
    // iOS 18: a non-zoom `preferredTransition` stands for its modal transition style.
    if let preferred = vc.preferredTransition?._modalTransitionStyle { transitionStyle = preferred }
    // The partial curl is the built-in animation's page: with the delegate's own animator the
    // presentation is an ordinary full-screen one (Docs/Behaviour.md).
    if transitionStyle == .partialCurl && animator != nil { transitionStyle = .coverVertical }
    if animator == nil && animated {
      animator = vc._zoomPresentationAnimator(source: source, style: style)
        ?? BuiltinTransitionAnimator(style: style == .popover ? nil : transitionStyle, presenting: true)
    }

    // Bookkeeping now; the transition starts on the next run-loop turn.
    presenter._presentedViewController = displayed
    displayed._presentingViewController = presenter
    displayed._presentationController = pc
    pc._keepPresenterAlive(presenter, source: source)
    vc._presentationController = pc
    vc._isBeingPresented = true
    displayed._isBeingPresented = true
    let removes = Self.removesPresenterView(style: style, pc: pc, transitionStyle: transitionStyle)
    pc._record = PresentationRecord(
      style: style, transitionStyle: transitionStyle, displayed: displayed, removesPresenterView: removes,
      presenterViewHome: nil, presenterViewIndex: 0, presenterViewFrame: .zero)

    let t = PresentationTransition(
      kind: .presentation, presented: vc, displayed: displayed, presenter: presenter, source: source,
      animated: animated, completion: completion, pc: pc, animator: animator, interactor: interactor, chain: [])
    active.append(t)
    EventTrace.record("presentation", vc, "present(animated: \(animated))", "presenter: \(presenter._traceName)")
    presenter._checkContainmentInvariants()
    MediaClock.shared.enqueue { t.startPresentation() }
  }

  static func removesPresenterView(
    style: UIModalPresentationStyle, pc: UIPresentationController, transitionStyle: UIModalTransitionStyle
  ) -> Bool {
    if transitionStyle == .partialCurl { return false }
    switch style {
    case .fullScreen, .currentContext: return true
    case .custom: return pc.shouldRemovePresentersView
    default: return false
    }
  }

  private func startPresentation() {
    guard state == .pending else { return }
    setState(.running)
    guard let record = pc._record, let presenterView = presenter.viewIfLoaded, let window = presenterView.window
      ?? source.viewIfLoaded?.window
    else {
      // The presenter left the window before the transition could start: undo the bookkeeping.
      Diagnostics.warning("Attempt to present \(presented) on \(presenter) whose view is not in the window hierarchy.")
      unlinkPresentation()
      setState(.finished)
      return
    }
    let style = record.style
    // The container: full-screen styles cover the window; context styles cover the context.
    let container = TransitionContainerView(presentationController: pc)
    let contextStyle = style == .currentContext || style == .overCurrentContext
      || (style == .custom && !pc.shouldPresentInFullscreen)
    if contextStyle, !record.removesPresenterView {
      // Over the context, inside its view: the presentation goes wherever the context's view
      // goes (a navigation push or a tab switch takes it away with the context, a pop brings
      // it back) instead of outliving it on top of the next child.
      container.frame = presenterView.bounds
      container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      presenterView.addSubview(container)
    } else if contextStyle, let superview = presenterView.superview {
      container.frame = presenterView.frame
      container.autoresizingMask = presenterView.autoresizingMask
      superview.insertSubview(container, aboveSubview: presenterView)
      pc._record?.containerStandsIn = true
    } else if record.transitionStyle == .partialCurl, let home = presenterView.superview {
      container.frame = window.bounds
      container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      home.insertSubview(container, belowSubview: presenterView)
    } else {
      container.frame = window.bounds
      container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      window.addSubview(container)
    }
    pc._containerView = container
    // Remember where the presenter's view lives, to put it back on dismissal.
    pc._record?.rememberHome(of: presenterView)

    displayed.loadViewIfNeeded()
    let removes = record.removesPresenterView
    let ctx = TransitionContext(
      containerView: container, animated: animated, style: style, from: presenter, to: displayed,
      fromView: removes ? presenterView : nil, toView: displayed.view)
    ctx.setFrames(for: presenter, initial: presenterView.frame, final: removes ? .zero : presenterView.frame)
    context = ctx
    // The context tells this transition directly (its cancel, completion and end): no hooks.
    ctx.presentationOwner = self
    setCoordinator(ctx.coordinator)

    if let delegate = pc.delegate {
      delegate.presentationController(
        pc, willPresentWithAdaptiveStyle: pc._adaptedStyle ?? .none, transitionCoordinator: animated ? ctx.coordinator : nil)
    }
    if removes {
      presenterBegan = presenter._beginAppearance(false, animated: animated)
    }
    displayedBegan = displayed._beginAppearance(true, animated: animated)
    EventTrace.record("presentation", "\(type(of: pc))", "presentationTransitionWillBegin")
    pc.presentationTransitionWillBegin()
    // UIKit asks for the presented view and its frame after willBegin (VCPG-C step 5).
    let presentedView = pc.presentedView ?? displayed.view!
    ctx.setView(presentedView, forKey: .to)
    ctx.setFrames(for: displayed, initial: .zero, final: pc._effectiveFrameOfPresentedView)
    container.setNeedsLayout()

    if let animator {
      ctx.begin(animator: animator, interactor: interactor)
    } else {
      ctx.beginWithoutAnimator()
      UIView.performWithoutAnimation {
        presentedView.frame = ctx.finalFrame(for: displayed)
        container.addSubview(presentedView)
      }
      ctx.completeTransition(true)
    }
  }

  private func presentationCompleted(_ done: Bool) {
    guard let record = pc._record else { return }
    if done {
      EventTrace.record("presentation", "\(type(of: pc))", "presentationTransitionDidEnd(true)")
      pc.presentationTransitionDidEnd(true)
      if record.removesPresenterView, let v = presenter.viewIfLoaded {
        if record.containerStandsIn && v.superview == nil {
          // The context's container swapped it out while it was being covered: the
          // presentation's container, which stands in for it, leaves with it.
          pc._containerView?.removeFromSuperview()
        }
        v.removeFromSuperview()
      }
      if record.transitionStyle == .partialCurl, let page = presenter.viewIfLoaded, let container = pc._containerView {
        // Without animation nothing lifted the page: it rests curled up all the same, or the
        // presented view underneath would stay hidden.
        UIView.performWithoutAnimation {
          page.layer.transform = BuiltinTransitionAnimator.partialCurlTransform(containerHeight: container.bounds.height)
        }
      }
      displayed._deliverViewIsAppearingIfNeeded()
      if displayedBegan { displayed._endAppearance(animated: animated) }
      if presenterBegan { presenter._endAppearance(animated: animated) }
      presented._isBeingPresented = false
      displayed._isBeingPresented = false
      if record.containerStandsIn, let parent = presenter.parent {
        // Its context may have been swapped out meanwhile: the presented controller then ends
        // as disappeared, as the context's other dependents do.
        parent._settleChildrenAppearance(finishing: [displayed])
      } else if !record.removesPresenterView, displayed.viewIfLoaded?.window == nil {
        // An over-context presentation whose context left the screen during the transition (a
        // push in the same turn) went with it: it ends as disappeared.
        presenter._settleChildrenAppearance(finishing: [displayed])
      }
      // From now on trait changes can re-adapt the presentation.
      pc._lastNotifiedTraits = pc.traitCollection
      // And the presented controllers hear later changes (the first one was silent: nothing
      // had recorded what they had; Docs/Behaviour/motion19.md "Presented controllers' traits").
      displayed._recordTraitBaselines()
      // The container may have resized during the transition (layout at rest was skipped then):
      // the next layout pass fits the presented view to it.
      pc._containerView?.setNeedsLayout()
    } else {
      EventTrace.record("presentation", "\(type(of: pc))", "presentationTransitionDidEnd(false)")
      pc.presentationTransitionDidEnd(false)
      (pc.presentedView ?? displayed.viewIfLoaded)?.removeFromSuperview()
      displayed.viewIfLoaded?.removeFromSuperview()
      restorePresenterView()
      pc._containerView?.removeFromSuperview()
      if displayedBegan { displayed._endAppearance(animated: animated) }
      if presenterBegan { presenter._endAppearance(animated: animated) }
      unlinkPresentation()
    }
  }

  /// Undoes the presentation's links (cancelled or failed presentation).
  private func unlinkPresentation() {
    pc._stopKeepingPresenterAlive()
    presenter._presentedViewController = nil
    displayed._presentingViewController = nil
    displayed._presentationController = nil
    presented._presentationController = nil
    presented._isBeingPresented = false
    displayed._isBeingPresented = false
    pc._containerView = nil
    pc._record = nil
  }

  // MARK: Dismissal

  /// `userInteraction`: a built-in interactive dismissal (a sheet dragged down) that drives the
  /// built-in animator when the transitioning delegate gives none.
  static func dismiss(
    from presenter: UIViewController, animated: Bool, userInteraction: UIPercentDrivenInteractiveTransition? = nil,
    completion: (() -> Void)?
  ) {
    guard let root = presenter._presentedViewController else { return }
    var chain = [root]
    while let next = chain.last?._presentedViewController { chain.append(next) }
    let top = chain.last!
    guard let pc = top._presentationController, let record = pc._record else { return }
    let presented = record.displayedID == ObjectIdentifier(top) ? (pc.presentedViewController) : top
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interactor: (any UIViewControllerInteractiveTransitioning)?
    if animated || record.style == .custom, let delegate = presented.transitioningDelegate {
      EventTrace.record("delegate", "transitioningDelegate", "animationController(forDismissed: \(presented._traceName))")
      animator = delegate.animationController(forDismissed: presented)
      if let a = animator {
        EventTrace.record("delegate", "transitioningDelegate", "interactionControllerForDismissal")
        interactor = delegate.interactionControllerForDismissal(using: a)
      }
    }
    if animator == nil && animated {
      if let zoom = presented._zoomDismissalAnimator(presenter: presenter, style: record.style) {
        animator = zoom
        interactor = userInteraction ?? zoom.driver
      } else {
        animator = BuiltinTransitionAnimator(style: record.style == .popover ? nil : record.transitionStyle, presenting: false)
        if let userInteraction { interactor = userInteraction }
      }
    }
    for vc in chain { vc._isBeingDismissed = true }
    presented._isBeingDismissed = true
    let t = PresentationTransition(
      kind: .dismissal, presented: presented, displayed: top, presenter: presenter, source: presenter,
      animated: animated, completion: completion, pc: pc, animator: animator, interactor: interactor, chain: chain)
    active.append(t)
    EventTrace.record("presentation", top, "dismiss(animated: \(animated))", "presenter: \(presenter._traceName)")
    MediaClock.shared.enqueue { t.startDismissal() }
  }

  private func startDismissal() {
    guard state == .pending else { return }
    setState(.running)
    guard let container = pc._containerView, let record = pc._record else {
      finishDismissalBookkeeping()
      setState(.finished)
      completion?()
      return
    }
    // Intermediate presentations are simply removed from the stack (only the top animates).
    let intermediates = chain.dropLast()
    for vc in intermediates.reversed() {
      if vc._appearance == .appeared { vc._beginAppearance(false, animated: false) }
    }
    // The presenter's view comes back where it was (the animator may move it into the container),
    // before the intermediate containers go (a context presentation's stands in for it).
    // The record is read by field; it is copied only when the presenter's view goes back.
    let rootPC = chain.first?._presentationController
    let rootRemoves = rootPC?._record?.removesPresenterView ?? false
    let presenterReturns = rootRemoves || chain.count > 1
    let presenterView = presenter.viewIfLoaded
    if rootRemoves, let rootRecord = rootPC?._record {
      restorePresenterView(rootRecord, container: rootPC?._containerView)
    }
    for vc in intermediates {
      vc._presentationController?._containerView?.removeFromSuperview()
    }
    let fromView = pc.presentedView ?? displayed.viewIfLoaded
    let toView = (record.removesPresenterView || presenterReturns) ? presenterView : nil
    let ctx = TransitionContext(
      containerView: container, animated: animated, style: record.style, from: displayed, to: presenter,
      fromView: fromView, toView: toView)
    ctx.setFrames(for: displayed, initial: fromView?.frame ?? .zero, final: .zero)
    if let presenterView {
      ctx.setFrames(for: presenter, initial: .zero, final: presenterView.frame)
    }
    context = ctx
    // The context tells this transition directly (its cancel, completion and end): no hooks.
    ctx.presentationOwner = self
    setCoordinator(ctx.coordinator)

    displayedBegan = displayed._beginAppearance(false, animated: animated)
    resignLeavingFirstResponder(fromView: fromView)
    // The presenter appears only when its view is back on screen: a context that left the
    // window meanwhile (covered by a full-screen presentation, pushed away) gets it back
    // without appearing; its container makes it appear when it shows it again.
    if presenterReturns, presenter.viewIfLoaded?.window != nil {
      presenterBegan = presenter._beginAppearance(true, animated: animated)
    }
    EventTrace.record("presentation", "\(type(of: pc))", "dismissalTransitionWillBegin")
    pc.dismissalTransitionWillBegin()

    if let animator {
      ctx.begin(animator: animator, interactor: interactor)
    } else {
      ctx.beginWithoutAnimator()
      fromView?.removeFromSuperview()
      ctx.completeTransition(true)
    }
  }

  private func dismissalCompleted(_ done: Bool) {
    if done {
      EventTrace.record("presentation", "\(type(of: pc))", "dismissalTransitionDidEnd(true)")
      pc.dismissalTransitionDidEnd(true)
      (pc.presentedView ?? displayed.viewIfLoaded)?.removeFromSuperview()
      displayed.viewIfLoaded?.removeFromSuperview()
      pc._containerView?.removeFromSuperview()
      let rootPC = chain.first?._presentationController
      if rootPC?._record?.removesPresenterView == true, let rootRecord = rootPC?._record {
        restorePresenterView(rootRecord)
      }
      if rootPC?._record?.transitionStyle == .partialCurl, let page = presenter.viewIfLoaded {
        UIView.performWithoutAnimation { page.layer.transform = CATransform3DIdentity }
      }
      if presenterBegan { presenter._endAppearance(animated: animated) }
      if displayedBegan { displayed._endAppearance(animated: animated) }
      for vc in chain.dropLast() where vc._appearance == .disappearing { vc._endAppearance(animated: false) }
      for vc in chain.reversed() {
        if let below = vc._presentationController, below !== pc { below._dismissedWithinChain() }
      }
      finishDismissalBookkeeping()
    } else {
      EventTrace.record("presentation", "\(type(of: pc))", "dismissalTransitionDidEnd(false)")
      pc.dismissalTransitionDidEnd(false)
      if let view = pc.presentedView ?? displayed.viewIfLoaded, view.superview == nil, let container = pc._containerView {
        container.addSubview(view)
      }
      if let record = pc._record, record.removesPresenterView || chain.count == 1,
        let rootRecord = chain.first?._presentationController?._record, rootRecord.removesPresenterView
      {
        presenter.viewIfLoaded?.removeFromSuperview()
      }
      if displayedBegan { displayed._endAppearance(animated: animated) }
      if presenterBegan { presenter._endAppearance(animated: animated) }
      pc._containerView?.setNeedsLayout()
      restoreResignedResponder()
      for vc in chain { vc._isBeingDismissed = false }
      presented._isBeingDismissed = false
    }
  }

  /// UIKit: the keyboard goes down as the dismissal begins, not when it ends: a first responder
  /// inside the leaving screen resigns (made to, as by `endEditing(true)`) once the leaving
  /// controller heard viewWillDisappear (Docs/Behaviour/keyboard2.md "Dismissal").
  private func resignLeavingFirstResponder(fromView: UIView?) {
    guard let responder = UIResponderChain.firstResponder,
      let view = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded
    else { return }
    var leaving: [UIView] = []
    if let fromView { leaving.append(fromView) }
    for vc in chain {
      if let v = vc.viewIfLoaded { leaving.append(v) }
    }
    guard leaving.contains(where: { view === $0 || view.isDescendant(of: $0) }) else { return }
    resignedResponder = responder
    _SoftwareKeyboard.forceResignFirstResponder()
  }

  /// A cancelled dismissal (a sheet dragged and let go) gives the first responder it resigned
  /// back, and with it the keyboard, when nothing else became first responder meanwhile.
  private func restoreResignedResponder() {
    guard let responder = resignedResponder else { return }
    resignedResponder = nil
    guard UIResponderChain.firstResponder == nil else { return }
    if let view = responder as? UIView, view.window == nil { return }
    _ = responder.becomeFirstResponder()
  }

  private func finishDismissalBookkeeping() {
    presenter._presentedViewController = nil
    for vc in chain {
      vc._presentingViewController = nil
      vc._presentedViewController = nil
      vc._isBeingDismissed = false
      if let pc = vc._presentationController {
        pc._stopKeepingPresenterAlive()
        pc._containerView = nil
        pc._record = nil
      }
      vc._presentationController = nil
    }
    presented._isBeingDismissed = false
    presented._presentationController = nil
    presenter._checkContainmentInvariants()
    // A share sheet's completion handler runs once it is dismissed (documented).
    for vc in chain { vc._presentationDismissalDidEnd() }
  }

  // MARK: Shared

  /// Puts the presenter's view back where it lived before the presentation removed it.
  /// A context presentation's presenter goes back where the presentation's container stands
  /// now (its container may have swapped it out and back meanwhile), and nowhere when the
  /// container took the context out of the window.
  private func restorePresenterView(_ record: PresentationRecord? = nil, container: UIView? = nil) {
    guard let record = record ?? pc._record, let view = presenter.viewIfLoaded, var home = record.presenterViewHome else {
      return
    }
    var index: Int?
    if record.containerStandsIn, let container = container ?? pc._containerView {
      guard let standIn = container.superview, let i = standIn.subviews._firstIndex(identicalTo: container) else {
        return
      }
      home = standIn
      index = i
    }
    if view.superview !== home {
      UIView.performWithoutAnimation { view.frame = record.restingFrame(for: view, of: presenter) }
      if let index {
        home.insertSubview(view, at: min(index, home.subviews.count))
      } else {
        record.reinsert(view, into: home)
      }
    }
  }

  /// The context completed (its `completeTransition`, before the coordinator's completions).
  func contextCompleted(_ done: Bool) {
    if kind == .presentation { presentationCompleted(done) } else { dismissalCompleted(done) }
  }

  /// A cancel reverses the will-calls (after the interaction-change handlers).
  func reverseWillCalls() {
    if displayedBegan { displayed._beginAppearance(kind == .dismissal, animated: animated) }
    if presenterBegan { presenter._beginAppearance(kind == .presentation, animated: animated) }
  }

  private func setCoordinator(_ coordinator: (any UIViewControllerTransitionCoordinator)?) {
    presenter._transitionCoordinator = coordinator
    displayed._transitionCoordinator = coordinator
    presented._transitionCoordinator = coordinator
    for vc in chain { vc._transitionCoordinator = coordinator }
  }

  /// The context's very end (after the coordinator's completions and animationEnded).
  func finish(_ done: Bool) {
    setCoordinator(nil)
    setState(.finished)
    if done { completion?() }
  }
}

/// UIKit's transition view: the container of a presentation. It absorbs touches (modal) and
/// tells its presentation controller about layout.
@preconcurrency @MainActor
final class TransitionContainerView: UIView {
  /// Its presentation controller while that lives, as a weak reference would answer, but
  /// unretained plus the controller's liveness token: a weak reference would give the
  /// presentation controller a side table and slow every retain of it (issue 15).
  var presentationController: UIPresentationController? {
    guard _presentationControllerLiveness.isAlive else { return nil }
    return _presentationController.takeUnretainedValue()
  }
  private let _presentationController: Unmanaged<UIPresentationController>
  private let _presentationControllerLiveness: _ViewLiveness

  init(presentationController: UIPresentationController) {
    _presentationController = Unmanaged.passUnretained(presentationController)
    _presentationControllerLiveness = presentationController._liveness
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    presentationController?.containerViewWillLayoutSubviews()
    super.layoutSubviews()
    presentationController?.containerViewDidLayoutSubviews()
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    // An outside tap lands on the container itself; touches on a popover background view
    // (its border and arrow) come up the responder chain from it and are not outside.
    if let popover = presentationController as? UIPopoverPresentationController, touches.contains(where: { $0.view === self }) {
      popover._outsideTap()
    }
  }

  /// VoiceOver's escape reaching the presentation (View/UIView+Accessibility.swift).
  override func accessibilityPerformEscape() -> Bool {
    presentationController?._accessibilityEscape() ?? false
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    // Popovers, sheets and searches have their own outside-touch rules.
    guard let presentationController else { return super.hitTest(point, with: event) }
    return presentationController._hitTestContainer(self, point: point, event: event) { super.hitTest(point, with: event) }
  }

  override package class var _hasCustomHitTest: Bool { true }
}

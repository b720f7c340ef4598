import Foundation
import OpenQuartzCore

/// One change of a page view controller's pages, programmatic or gesture-driven.
///
/// State (changed only in `setState`):
///
///     prepared --begin / beginInteractive--> running --complete--> finished
///
/// Geometry: every moving page view goes in a straight line (frame interpolation) between a
/// start and an end frame, so a progress 0…1 places every view and an animation between two
/// progress values is one UIView block:
/// - scroll: outgoing and incoming pages move together by one page pitch (the page extent plus
///   the inter-page spacing) along the navigation axis; forward moves them towards min.
/// - page curl, one page: the turning page (the outgoing page going forward, the incoming one
///   going back) narrows to (or widens from) zero at the spine's edge — `.min` the left/top edge,
///   `.max` the right/bottom edge — above the other page, which stays put.
/// - page curl, spine in the middle: the outgoing half nearer the direction narrows into the
///   spine while the incoming half on the other side widens out of it, both above the halves
///   that stay put.
///
/// Appearance (O-wangling, as the containers): outgoing viewWillDisappear → incoming
/// viewWillAppear → motion → outgoing viewDidDisappear → incoming viewDidAppear; a cancelled
/// gesture balances them (incoming will/didDisappear, outgoing will/didAppear). Containment: a
/// programmatic change calls `willMove(toParent: nil)` / `addChild` at its start, a gesture's at
/// its end (or undoes `addChild` when cancelled); `removeFromParent` / `didMove(toParent:)` at
/// the end.
@preconcurrency @MainActor
package final class PageTransition {
  package enum State: Sendable { case prepared, running, finished }
  package private(set) var state = State.prepared

  /// Held strongly until the end (the owner keeps the transition; `complete` breaks the cycle).
  let owner: UIPageViewController
  let from: [UIViewController]
  let to: [UIViewController]
  let direction: UIPageViewController.NavigationDirection
  let interactive: Bool
  /// The programmatic caller's completion.
  var completion: ((Bool) -> Void)?
  /// A gesture's ending (the delegate's didFinishAnimating), after containment settled.
  var onEnd: ((_ completed: Bool) -> Void)?
  package private(set) var progress: CGFloat = 0
  /// Where the running animation goes (1 completes, 0 cancels); nil while a finger tracks.
  private var target: CGFloat?
  private var animated = false
  private var moves: [(view: UIView, start: CGRect, end: CGRect)] = []
  private var appearing: [UIViewController] = []
  private var disappearing: [UIViewController] = []
  private var added: [UIViewController] = []
  private var removed: [UIViewController] = []

  init(
    owner: UIPageViewController, from: [UIViewController], to: [UIViewController],
    direction: UIPageViewController.NavigationDirection, interactive: Bool
  ) {
    self.owner = owner; self.from = from; self.to = to; self.direction = direction; self.interactive = interactive
  }

  private func setState(_ new: State) { state = new }

  /// Page controllers of `a` that are not in `b` (identity).
  private static func minus(_ a: [UIViewController], _ b: [UIViewController]) -> [UIViewController] {
    a.filter { vc in !b.contains { $0 === vc } }
  }

  // MARK: Programmatic

  /// Starts a programmatic change: at once without animation, else animated over the style's
  /// duration with ease-in-out.
  func begin(animated requested: Bool) {
    guard state == .prepared else { return }
    setState(.running)
    animated = requested
    removed = Self.minus(from, to)
    added = Self.minus(to, from)
    for vc in removed { vc.willMove(toParent: nil) }
    for vc in added { owner.addChild(vc) }
    owner._pages = to
    owner._transition = self
    owner._updatePresentation()
    guard owner.isViewLoaded else {
      complete(done: true, finished: true)
      return
    }
    beginAppearance()
    installViews()
    if animated {
      apply(0)
      let duration = owner.transitionStyle == .scroll
        ? UIPageViewController.scrollDuration : UIPageViewController.curlDuration
      animate(to: 1, duration: duration, options: .curveEaseInOut)
    } else {
      complete(done: true, finished: true)
    }
  }

  // MARK: Gesture-driven

  /// Starts a gesture's change: the incoming pages join as children and begin appearing.
  func beginInteractive() {
    guard state == .prepared else { return }
    setState(.running)
    animated = true
    removed = Self.minus(from, to)
    added = Self.minus(to, from)
    for vc in added { owner.addChild(vc) }
    owner._gestureTransition = self
    beginAppearance()
    installViews()
    apply(0)
  }

  /// The finger moved: the views follow at `progress` (0…1), without animation.
  func update(_ value: CGFloat) {
    guard state == .running, target == nil else { return }
    apply(min(max(value, 0), 1))
  }

  /// The finger lifted: the views go on to the end (`complete`) or back, in the remaining share
  /// of the style's duration (at least one frame), easing out.
  func finish(complete done: Bool) {
    guard state == .running, target == nil else { return }
    let base = owner.transitionStyle == .scroll
      ? UIPageViewController.scrollDuration : UIPageViewController.curlDuration
    let remaining = done ? 1 - progress : progress
    let frame = 1.0 / Double(max(1, UIScreen.main.maximumFramesPerSecond))
    animate(to: done ? 1 : 0, duration: max(frame, base * Double(remaining)), options: .curveEaseOut)
  }

  /// Ends the change now where it was going (a tracking gesture goes back), its completion
  /// getting `false` (another change was asked for).
  func settleNow() {
    guard state == .running else { return }
    let end = target ?? 0
    target = end
    setState(.finished)
    for move in moves { move.view.layer.removeAllAnimations() }
    setState(.running)
    complete(done: end == 1, finished: false)
  }

  // MARK: Steps

  private func beginAppearance() {
    let shownFrom = owner._shownPages(from)
    let shownTo = owner._shownPages(to)
    disappearing = Self.minus(shownFrom, shownTo)
    appearing = Self.minus(shownTo, shownFrom)
    let onScreen = owner._appearance == .appeared || owner._appearance == .appearing
    guard onScreen else {
      disappearing = []
      appearing = []
      return
    }
    for vc in disappearing { vc._beginAppearance(false, animated: animated) }
    for vc in appearing { vc._beginAppearance(true, animated: animated) }
  }

  /// Puts the incoming views in, in the geometry's stacking order, and computes the moves.
  private func installViews() {
    guard let container = owner.viewIfLoaded else { return }
    moves = geometry()
    for move in moves {
      if move.view.superview === container {
        container.bringSubviewToFront(move.view)
      } else {
        container.addSubview(move.view)
      }
    }
    container.bringSubviewToFront(owner._pageControl)
  }

  private func apply(_ value: CGFloat) {
    progress = value
    let moves = self.moves
    UIView.performWithoutAnimation {
      for move in moves { move.view.frame = Self.lerp(move.start, move.end, value) }
    }
  }

  private static func lerp(_ a: CGRect, _ b: CGRect, _ t: CGFloat) -> CGRect {
    CGRect(
      x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
      width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
  }

  private func animate(to end: CGFloat, duration: TimeInterval, options: UIView.AnimationOptions) {
    target = end
    let moves = self.moves
    UIView.animate(
      withDuration: duration, delay: 0, options: options,
      animations: {
        for move in moves { move.view.frame = Self.lerp(move.start, move.end, end) }
      },
      completion: { [self] _ in
        guard state == .running, target == end else { return }
        progress = end
        complete(done: end == 1, finished: true)
      })
  }

  /// The moving views, bottom first, with their start and end frames (see the type's notes).
  private func geometry() -> [(view: UIView, start: CGRect, end: CGRect)] {
    let shownFrom = owner._shownPages(from)
    let shownTo = owner._shownPages(to)
    let fromRest = owner._restingFrames(count: shownFrom.count)
    let toRest = owner._restingFrames(count: shownTo.count)
    let horizontal = owner.navigationOrientation == .horizontal
    let forward = direction == .forward
    var bottom: [(view: UIView, start: CGRect, end: CGRect)] = []
    var top: [(view: UIView, start: CGRect, end: CGRect)] = []
    // A page in both sets stays where it is and goes to its new place.
    let staying = shownTo.filter { vc in shownFrom.contains { $0 === vc } }
    func isStaying(_ vc: UIViewController) -> Bool { staying.contains { $0 === vc } }
    func collapsed(_ r: CGRect, atMin: Bool) -> CGRect {
      horizontal
        ? CGRect(x: atMin ? r.minX : r.maxX, y: r.minY, width: 0, height: r.height)
        : CGRect(x: r.minX, y: atMin ? r.minY : r.maxY, width: r.width, height: 0)
    }
    func shifted(_ r: CGRect, by d: CGFloat) -> CGRect {
      horizontal ? r.offsetBy(dx: d, dy: 0) : r.offsetBy(dx: 0, dy: d)
    }
    switch (owner.transitionStyle, owner._spineLocation) {
    case (.scroll, _), (.pageCurl, .none):
      let area = owner._pageArea
      let pitch = (horizontal ? area.width : area.height) + owner._interPageSpacing
      let d = forward ? -pitch : pitch
      for (vc, r) in zip(shownFrom, fromRest) where !isStaying(vc) { bottom.append((vc.view, r, shifted(r, by: d))) }
      for (vc, r) in zip(shownTo, toRest) {
        top.append((vc.view, isStaying(vc) ? vc.view.frame : shifted(r, by: -d), r))
      }
    case (.pageCurl, .mid):
      // [min half, max half]; forward turns the max half over to the min side.
      let turningOut = forward ? 1 : 0
      let turningIn = forward ? 0 : 1
      for (i, (vc, r)) in zip(shownFrom, fromRest).enumerated() where !isStaying(vc) {
        if i == turningOut { top.append((vc.view, r, collapsed(r, atMin: forward))) } else { bottom.append((vc.view, r, r)) }
      }
      for (i, (vc, r)) in zip(shownTo, toRest).enumerated() {
        if isStaying(vc) {
          top.append((vc.view, vc.view.frame, r))
        } else if i == turningIn {
          top.append((vc.view, collapsed(r, atMin: !forward), r))
        } else {
          bottom.append((vc.view, r, r))
        }
      }
    case (.pageCurl, let spine):
      let atMin = spine == .min
      for (vc, r) in zip(shownFrom, fromRest) where !isStaying(vc) {
        if forward { top.append((vc.view, r, collapsed(r, atMin: atMin))) } else { bottom.append((vc.view, r, r)) }
      }
      for (vc, r) in zip(shownTo, toRest) {
        if isStaying(vc) {
          top.append((vc.view, vc.view.frame, r))
        } else if forward {
          bottom.append((vc.view, r, r))
        } else {
          top.append((vc.view, collapsed(r, atMin: atMin), r))
        }
      }
    }
    return bottom + top
  }

  /// The end: views settle, appearance ends (or is undone), containment completes, then the
  /// caller hears of it.
  private func complete(done: Bool, finished: Bool) {
    guard state == .running else { return }
    setState(.finished)
    target = nil
    let container = owner.viewIfLoaded
    let shown = owner._shownPages(done ? to : from)
    let hidden = Self.minus(owner._shownPages(done ? from : to), shown)
    UIView.performWithoutAnimation {
      for vc in hidden where vc.viewIfLoaded?.superview === container && container != nil {
        vc.view.layer.removeAllAnimations()
        vc.view.removeFromSuperview()
      }
    }
    if done {
      for vc in disappearing { vc._endAppearance(animated: animated) }
      for vc in appearing {
        vc._deliverViewIsAppearingIfNeeded()
        vc._endAppearance(animated: animated)
      }
    } else {
      for vc in appearing {
        vc._beginAppearance(false, animated: animated)
        vc._endAppearance(animated: animated)
      }
      for vc in disappearing {
        vc._beginAppearance(true, animated: animated)
        vc._endAppearance(animated: animated)
      }
    }
    if interactive {
      if done {
        for vc in removed {
          vc.willMove(toParent: nil)
          vc.removeFromParent()
        }
        for vc in added { vc.didMove(toParent: owner) }
        owner._pages = to
      } else {
        for vc in added {
          vc.willMove(toParent: nil)
          vc.removeFromParent()
        }
      }
    } else {
      for vc in removed { vc.removeFromParent() }
      for vc in added { vc.didMove(toParent: owner) }
    }
    if owner._transition === self { owner._transition = nil }
    if owner._gestureTransition === self { owner._gestureTransition = nil }
    owner._placeViews()
    moves = []
    let completion = self.completion
    let onEnd = self.onEnd
    self.completion = nil
    self.onEnd = nil
    completion?(finished)
    onEnd?(done)
  }
}

import Foundation
import OpenQuartzCore
@testable import OpenUIKitScenarios
import OpenUIKitTesting
import Testing
import UIKit

/// A controller with a thumbnail in its view, standing for a photo grid's cell.
@MainActor
final class ZoomGridController: LoggingViewController {
  let thumbnail = UIView(frame: CGRect(x: 40, y: 200, width: 100, height: 100))
  let other = UIView(frame: CGRect(x: 200, y: 500, width: 80, height: 120))
  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(thumbnail)
    view.addSubview(other)
  }
}

/// Fades an overlay in alongside its appearance transition, as apps do.
@MainActor
final class AlongsideController: LoggingViewController {
  let overlay = UIView()
  var events: [String] = []
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    overlay.alpha = 0
    transitionCoordinator?.animate(alongsideTransition: { context in
      self.events.append("alongside(animated: \(context.isAnimated))")
      self.overlay.alpha = 1
    }, completion: { context in
      self.events.append("completion(cancelled: \(context.isCancelled))")
    })
  }
}

/// iOS 18's `preferredTransition` and the zoom transition (Docs/Behaviour/zoom14.md).
@MainActor
@Suite(.serialized)
struct ZoomTransitionTests {
  struct Setup {
    let log: Log
    let grid: ZoomGridController
    let detail: LoggingViewController
    let nav: UINavigationController?
    let window: UIWindow
  }

  /// A grid in a navigation controller (or alone, `inNavigation: false`) in an iOS 17 window,
  /// settled, with a detail controller not yet shown.
  func setUp(inNavigation: Bool = true) -> Setup {
    _AppearanceProxies.reset()
    let log = Log()
    let grid = ZoomGridController("A", log: log)
    let nav = inNavigation ? UINavigationController(rootViewController: grid) : nil
    let window = makeWindow(root: nav ?? grid, sdk: .iOS17)
    UIApplication.shared.runUntilIdle()
    let detail = LoggingViewController("B", log: log)
    log.clear()
    return Setup(log: log, grid: grid, detail: detail, nav: nav, window: window)
  }

  /// Advances past the transition's start (the next run-loop turn) into its animation.
  func advanceIntoTransition() {
    UIApplication.shared.advance(by: 0.1)
  }

  @Test("API: the SDK's spellings and defaults — no preferredTransition, ZoomOptions all unset, class members returning Self")
  func apiDefaults() {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let vc = UIViewController()
    #expect(vc.preferredTransition == nil)
    let options = UIViewController.Transition.ZoomOptions()
    #expect(options.interactiveDismissShouldBegin == nil)
    #expect(options.alignmentRectProvider == nil)
    #expect(options.dimmingColor == nil)
    #expect(options.dimmingVisualEffect == nil)
    let zoom: UIViewController.Transition = .zoom(options: options, sourceViewProvider: { _ in nil })
    #expect(zoom._isZoom)
    #expect(zoom._zoomOptions === options)
    #expect(UIViewController.Transition.zoom(sourceViewProvider: { _ in nil })._zoomOptions == nil)
    #expect(UIViewController.Transition.zoom(sourceBarButtonItemProvider: { _ in nil })._isZoom)
    #expect(UIViewController.Transition.coverVertical._modalTransitionStyle == .coverVertical)
    #expect(UIViewController.Transition.flipHorizontal._modalTransitionStyle == .flipHorizontal)
    #expect(UIViewController.Transition.crossDissolve._modalTransitionStyle == .crossDissolve)
    #expect(UIViewController.Transition.partialCurl._modalTransitionStyle == .partialCurl)
    #expect(!UIViewController.Transition.crossDissolve._isZoom)
    let context = UIViewController.Transition.ZoomOptions.InteractionContext(
      location: CGPoint(x: 1, y: 2), velocity: CGVector(dx: 3, dy: 4), willBegin: true)
    #expect(context.location == CGPoint(x: 1, y: 2) && context.velocity == CGVector(dx: 3, dy: 4) && context.willBegin)
  }

  @Test("Style [U]: a zoom presents full screen when no style (or .automatic) was chosen; a chosen style stays")
  func zoomPresentsFullScreen() {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let vc = UIViewController()
    #expect(vc.modalPresentationStyle == .pageSheet)
    vc.preferredTransition = .zoom(sourceViewProvider: { _ in nil })
    #expect(vc.modalPresentationStyle == .fullScreen)
    vc.modalPresentationStyle = .automatic
    #expect(vc.modalPresentationStyle == .fullScreen)
    vc.modalPresentationStyle = .overFullScreen
    #expect(vc.modalPresentationStyle == .overFullScreen)
    vc.preferredTransition = .crossDissolve
    vc.modalPresentationStyle = .automatic
    #expect(vc.modalPresentationStyle == .pageSheet)
  }

  @Test("Geometry [U]: the far end puts the alignment rect's centre on the source's centre, aspect-filling it")
  func farTransform() {
    let frame = CGRect(x: 0, y: 0, width: 400, height: 800)
    let target = CGRect(x: 40, y: 200, width: 100, height: 100)
    let t = ZoomTransitionAnimator.transform(frame: frame, alignment: CGRect(x: 0, y: 0, width: 400, height: 800), onto: target)
    // Scale 0.25 (max of 100/400 and 100/800) about the view's centre (200, 400), centred on (90, 250).
    #expect(t.a == 0.25 && t.d == 0.25)
    let centre = CGPoint(x: 200, y: 400)
    #expect(centre.x + t.tx == 90)
    #expect(centre.y + t.ty == 250)
    // An alignment rect (the top 400×400 square) maps exactly onto the square source.
    let square = ZoomTransitionAnimator.transform(frame: frame, alignment: CGRect(x: 0, y: 0, width: 400, height: 400), onto: target)
    #expect(square.a == 0.25)
    // Its centre (200, 200) is 200 above the view's centre: scaled to 50 above the target's centre.
    #expect(centre.y + square.ty - 0.25 * 200 == 250)
  }

  @Test("Push: the provider is asked once with (source A, zoomed B); the thumbnail is hidden while B grows from it, restored after")
  func pushZoom() throws {
    let s = setUp()
    let nav = try #require(s.nav)
    let restingFrame = s.grid.view.frame
    var asked: [(UIViewController, UIViewController)] = []
    s.detail.preferredTransition = .zoom { context in
      asked.append((context.sourceViewController, context.zoomedViewController))
      return s.grid.thumbnail
    }
    nav.pushViewController(s.detail, animated: true)
    #expect(asked.isEmpty)  // nothing happens inside push beyond bookkeeping
    UIApplication.shared.advance(by: 1.0 / 60)
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(asked.count == 1)
    #expect(asked.first?.0 === s.grid && asked.first?.1 === s.detail)
    #expect(s.grid.thumbnail.isHidden)
    // Early in the spring B's view is still much smaller than its frame, near the thumbnail.
    let early = try #require(s.detail.view.layer.presentation()).frame
    #expect(early.width < s.detail.view.bounds.width * 0.6)
    UIApplication.shared.runUntilIdle()
    #expect(!s.grid.thumbnail.isHidden)
    #expect(nav.topViewController === s.detail)
    #expect(s.detail.view.transform == .identity && s.detail.view.alpha == 1)
    #expect(s.detail.view.frame == restingFrame)
    #expect(s.grid.view.superview == nil)
    #expect(asked.count == 1)
  }

  @Test("Pop: the provider is asked again and may name another view (the grid scrolled); that one is hidden, then restored")
  func popAsksAgain() throws {
    let s = setUp()
    let nav = try #require(s.nav)
    let restingFrame = s.grid.view.frame
    var calls = 0
    s.detail.preferredTransition = .zoom { _ in
      calls += 1
      return calls == 1 ? s.grid.thumbnail : s.grid.other
    }
    nav.pushViewController(s.detail, animated: true)
    UIApplication.shared.runUntilIdle()
    nav.popViewController(animated: true)
    advanceIntoTransition()
    #expect(calls == 2)
    #expect(s.grid.other.isHidden && !s.grid.thumbnail.isHidden)
    UIApplication.shared.runUntilIdle()
    #expect(!s.grid.other.isHidden)
    #expect(nav.topViewController === s.grid)
    #expect(s.detail.view.superview == nil)
    #expect(s.grid.view.frame == restingFrame)
  }

  @Test("Appearance: a zoom push and pop send the same callbacks in the same order as the built-in push and pop")
  func appearanceOrderMatchesBuiltIn() throws {
    func run(zoom: Bool) throws -> [String] {
      let s = setUp()
      let nav = try #require(s.nav)
      if zoom { s.detail.preferredTransition = .zoom { _ in s.grid.thumbnail } }
      nav.pushViewController(s.detail, animated: true)
      UIApplication.shared.runUntilIdle()
      nav.popViewController(animated: true)
      UIApplication.shared.runUntilIdle()
      return s.log.entries
    }
    let builtIn = try run(zoom: false)
    let zoomed = try run(zoom: true)
    #expect(zoomed == builtIn)
    #expect(zoomed.contains("B.viewDidAppear") && zoomed.contains("B.viewDidDisappear"))
  }

  @Test("Coordinator: animate(alongsideTransition:) from viewWillAppear runs during a zoom; its completion sees it finished")
  func alongsideAnimations() throws {
    let s = setUp()
    let nav = try #require(s.nav)
    let detail = AlongsideController("C", log: s.log)
    detail.preferredTransition = .zoom { _ in s.grid.thumbnail }
    nav.pushViewController(detail, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(detail.events == ["alongside(animated: true)", "completion(cancelled: false)"])
    #expect(detail.overlay.alpha == 1)
  }

  @Test("Present and dismiss: full screen, the provider asked each way with the presenting source, the thumbnail hidden then restored")
  func presentZoom() throws {
    let s = setUp(inNavigation: false)
    var asked: [String] = []
    s.detail.preferredTransition = .zoom { context in
      asked.append("\((context.sourceViewController as? LoggingViewController)?.name ?? "?")→\((context.zoomedViewController as? LoggingViewController)?.name ?? "?")")
      return s.grid.thumbnail
    }
    s.grid.present(s.detail, animated: true)
    advanceIntoTransition()
    #expect(asked == ["A→B"])
    #expect(s.grid.thumbnail.isHidden)
    UIApplication.shared.runUntilIdle()
    #expect(!s.grid.thumbnail.isHidden)
    #expect(s.detail.presentationController?.presentationStyle == .fullScreen)
    #expect(s.detail.view.frame == s.window.bounds)
    #expect(s.log.appearance("A") == ["A.viewWillDisappear", "A.viewDidDisappear"])
    s.grid.dismiss(animated: true)
    advanceIntoTransition()
    #expect(asked == ["A→B", "A→B"])
    #expect(s.grid.thumbnail.isHidden)
    UIApplication.shared.runUntilIdle()
    #expect(!s.grid.thumbnail.isHidden)
    #expect(s.grid.presentedViewController == nil)
    #expect(s.detail.view.superview == nil)
    #expect(s.grid.view.window === s.window)
  }

  @Test("iOS 26 bar-button variant: the zoom starts from the view showing the item; the context's source is the controller present was called on")
  func barButtonItemSource() throws {
    let s = setUp()
    let item = UIBarButtonItem(title: "Info", style: .plain, target: nil, action: nil)
    s.grid.navigationItem.rightBarButtonItem = item
    UIApplication.shared.runUntilIdle()
    let itemView = try #require(item._anchorView)
    var sources: [UIViewController] = []
    s.detail.preferredTransition = .zoom(sourceBarButtonItemProvider: { context in
      sources.append(context.sourceViewController)
      return item
    })
    s.grid.present(s.detail, animated: true)
    advanceIntoTransition()
    #expect(sources.count == 1 && sources.first === s.grid)
    #expect(itemView.isHidden)
    UIApplication.shared.runUntilIdle()
    #expect(!itemView.isHidden)
    #expect(s.grid.presentedViewController === s.detail || s.nav?.presentedViewController === s.detail)
  }

  @Test("Fallback [U]: a nil source view fades the zoomed view in from half size about the centre")
  func nilProviderFallback() throws {
    let s = setUp()
    let nav = try #require(s.nav)
    s.detail.preferredTransition = .zoom(sourceViewProvider: { _ in nil })
    nav.pushViewController(s.detail, animated: true)
    UIApplication.shared.advance(by: 1.0 / 60)
    UIApplication.shared.advance(by: 1.0 / 60)
    let early = try #require(s.detail.view.layer.presentation())
    #expect(early.opacity < 1)
    #expect(abs(early.frame.midX - s.detail.view.frame.midX) < 0.001)
    UIApplication.shared.runUntilIdle()
    #expect(nav.topViewController === s.detail)
    #expect(s.detail.view.alpha == 1 && s.detail.view.transform == .identity)
  }

  @Test("Precedence: a navigation delegate's animator wins over the zoom (the provider is never asked)")
  func delegateAnimatorWins() throws {
    final class Delegate: NSObject, UINavigationControllerDelegate {
      let animator = NavigationAnimator(operation: .push)
      func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
      ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    }
    let s = setUp()
    let nav = try #require(s.nav)
    let delegate = Delegate()
    nav.delegate = delegate
    var asked = 0
    s.detail.preferredTransition = .zoom { _ in
      asked += 1
      return s.grid.thumbnail
    }
    nav.pushViewController(s.detail, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(asked == 0)
    #expect(nav.topViewController === s.detail)
  }

  @Test("Non-zoom values: .crossDissolve stands for the modal transition style; a push ignores it")
  func modalValues() throws {
    let s = setUp(inNavigation: false)
    s.detail.preferredTransition = .crossDissolve
    s.detail.modalPresentationStyle = .fullScreen
    s.grid.present(s.detail, animated: true)
    UIApplication.shared.advance(by: 0.1)
    // Cross-dissolve: the view fades at its final frame (cover-vertical would slide it up).
    let mid = try #require(s.detail.view.layer.presentation())
    #expect(mid.frame == s.window.bounds)
    #expect(mid.opacity < 1)
    UIApplication.shared.runUntilIdle()
    #expect(s.detail.presentationController?._record?.transitionStyle == .crossDissolve)
  }

  /// Presents the detail with a zoom whose options' `interactiveDismissShouldBegin` answers
  /// `answer`, settles, and drags the detail's view down by `distance`.
  func dragDown(answer: Bool?, distance: CGFloat, inNavigation: Bool = false) -> (Setup, [UIViewController.Transition.ZoomOptions.InteractionContext]) {
    let s = setUp(inNavigation: inNavigation)
    var contexts: [UIViewController.Transition.ZoomOptions.InteractionContext] = []
    let options = UIViewController.Transition.ZoomOptions()
    if let answer {
      options.interactiveDismissShouldBegin = { context in
        contexts.append(context)
        return answer
      }
    }
    s.detail.preferredTransition = .zoom(options: options) { _ in s.grid.thumbnail }
    if let nav = s.nav { nav.pushViewController(s.detail, animated: true) } else { s.grid.present(s.detail, animated: true) }
    UIApplication.shared.runUntilIdle()
    s.log.clear()
    let start = CGPoint(x: 200, y: 300)
    s.window.drag(from: start, to: CGPoint(x: start.x, y: start.y + distance), duration: 0.4)
    UIApplication.shared.runUntilIdle()
    return (s, contexts)
  }

  @Test("Interactive dismissal: interactiveDismissShouldBegin false keeps the zoomed controller; it saw a downward willBegin")
  func interactiveDismissRefused() throws {
    let (s, contexts) = dragDown(answer: false, distance: 500)
    #expect(s.grid.presentedViewController === s.detail)
    #expect(s.log.appearance("B") == [])
    let context = try #require(contexts.first)
    #expect(contexts.count == 1)
    #expect(context.willBegin)
    #expect(context.velocity.dy > 0)
  }

  @Test("Interactive dismissal: true (or unset) — a long swipe down dismisses back to the thumbnail; a short one cancels")
  func interactiveDismissAllowed() throws {
    let (s, contexts) = dragDown(answer: true, distance: 500)
    #expect(contexts.count == 1)
    #expect(s.grid.presentedViewController == nil)
    #expect(s.log.appearance("B") == ["B.viewWillDisappear", "B.viewDidDisappear"])
    #expect(!s.grid.thumbnail.isHidden)

    let (s2, _) = dragDown(answer: nil, distance: 500)
    #expect(s2.grid.presentedViewController == nil)

    let (s3, _) = dragDown(answer: nil, distance: 60)
    #expect(s3.grid.presentedViewController === s3.detail)
    #expect(s3.detail.view.frame == s3.window.bounds && s3.detail.view.transform == .identity)
    #expect(!s3.log.contains("B.viewDidDisappear"))
    #expect(!s3.grid.thumbnail.isHidden)
  }

  @Test("Interactive dismissal in a navigation controller: a swipe down pops the zoomed controller")
  func interactivePop() throws {
    let (s, contexts) = dragDown(answer: true, distance: 500, inNavigation: true)
    #expect(contexts.count == 1)
    #expect(s.nav?.topViewController === s.grid)
    #expect(s.log.appearance("B") == ["B.viewWillDisappear", "B.viewDidDisappear"])
  }

  @Test("Idle frames: the zoom scenarios' traces and last frames are the same stepping every frame or skipping idle ones")
  func idleSkipEquivalence() throws {
    for name in ["zoom-push-pop", "zoom-present-dismiss"] {
      let scenario = try #require(ScenarioCatalogue.scenario(named: name))
      _ = ScenarioRecorder.record(scenario, capturesFrames: false)
      MediaClock.shared.skipsIdleFrames = false
      UIApplication.shared.runUntilIdle()
      let stepped = ScenarioRecorder.record(scenario, capturesFrames: false)
      UIApplication.shared.runUntilIdle()
      MediaClock.shared.skipsIdleFrames = true
      let skipped = ScenarioRecorder.record(scenario, capturesFrames: false)
      #expect(stepped.events.count == skipped.events.count)
      #expect(stepped.events.contains { $0.name.hasPrefix("zoomSourceView") })
      for (a, b) in zip(stepped.events, skipped.events) {
        #expect(a.name == b.name && a.category == b.category && abs(a.time - b.time) < 1e-9)
      }
      let lastA = try #require(stepped.frames.last)
      let lastB = try #require(skipped.frames.last)
      #expect(IdleFrameSkippingCatalogueTests.withoutIDs(lastA.root) == IdleFrameSkippingCatalogueTests.withoutIDs(lastB.root))
    }
  }
}

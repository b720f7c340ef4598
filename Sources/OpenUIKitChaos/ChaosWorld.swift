import Foundation
import OpenUIKitTesting
import UIKit

/// Runs `ChaosOp`s against the public API of one app (one window at a time) and writes what it
/// did as plain UIKit code (`transcript`), naming every controller it makes.
@MainActor
package final class ChaosWorld {
  package static let sizes = [
    CGSize(width: 393, height: 852), CGSize(width: 852, height: 393), CGSize(width: 1024, height: 768),
    CGSize(width: 768, height: 1024),
  ]

  package private(set) var window: UIWindow?
  package private(set) var windowName = "window"
  private var windowCount = 0
  private var controllerCount = 0
  /// Names of controllers made in this run (weak keys by identity; a dead controller's name is
  /// never looked up).
  private var names: [ObjectIdentifier: String] = [:]
  /// Everything made for the current window, weakly, for the leak check.
  package private(set) var tracked: [WeakBox] = []
  private var delegates: [WeakBox] = []
  /// The interaction controller of a percent-driven presentation left mid-way.
  private var activeDriver: (driver: UIPercentDrivenInteractiveTransition, name: String)?
  private var heldTouch: SyntheticTouch?
  package private(set) var transcript: [String] = []
  /// Diagnostics count before the last operation (ops that end in a diagnostic must change nothing).
  package var violations: [String] = []

  package init() {
    ChaosStoryboard.onMake = { [weak self] page in self?.adopt(page) }
  }

  // MARK: Names and code

  /// Prints every line of code as it runs (to find an operation that crashes the process).
  package static var echo = false

  func emit(_ line: String) {
    transcript.append(line)
    if Self.echo { FileHandle.standardError.write(Data("  \(line)\n".utf8)) }
  }

  package func name(_ vc: UIViewController) -> String { names[ObjectIdentifier(vc)] ?? "<\(type(of: vc))>" }

  func nextName() -> String {
    controllerCount += 1
    return "vc\(controllerCount)"
  }

  func track(_ vc: UIViewController, _ name: String) {
    names[ObjectIdentifier(vc)] = name
    tracked.append(WeakBox(vc, label: name))
  }

  /// Makes a controller of `content`; returns it and the Swift that makes it.
  func make(_ content: ChaosOp.Content) -> UIViewController {
    switch content {
    case .plain:
      let n = nextName()
      let vc = ChaosController(n)
      track(vc, n)
      emit("let \(n) = ChaosController(\"\(n)\")")
      return vc
    case .navigation:
      let root = make(.plain)
      let n = nextName()
      let nav = ChaosNavigationController(n, root: root)
      track(nav, n)
      emit("let \(n) = ChaosNavigationController(\"\(n)\", root: \(name(root)))")
      return nav
    case .tabs:
      let first = make(.navigation)
      let second = make(.plain)
      let n = nextName()
      let tab = ChaosTabBarController(n, tabs: [first, second])
      track(tab, n)
      emit("let \(n) = ChaosTabBarController(\"\(n)\", tabs: [\(name(first)), \(name(second))])")
      return tab
    case .split:
      let primary = make(.navigation)
      let secondary = make(.plain)
      let n = nextName()
      let split = ChaosSplitViewController(n, columns: [primary, secondary])
      track(split, n)
      emit("let \(n) = ChaosSplitViewController(\"\(n)\", columns: [\(name(primary)), \(name(secondary))])")
      return split
    case .storyboard:
      return makeFromStoryboard()
    case .container:
      let child = make(.plain)
      let n = nextName()
      let container = ChaosSwapContainer(n, child: child)
      track(container, n)
      emit("let \(n) = ChaosSwapContainer(\"\(n)\", child: \(name(child)))")
      return container
    }
  }

  // MARK: The app's controllers

  /// Every controller of the window: containment children, then the presented controller.
  package func reachable() -> [UIViewController] {
    guard let root = window?.rootViewController else { return [] }
    var out: [UIViewController] = []
    var stack = [root]
    while let vc = stack.popLast() {
      out.append(vc)
      if let p = vc._presentedViewController { stack.append(p) }
      stack.append(contentsOf: vc.children.reversed())
    }
    return out
  }

  func pick<T>(_ xs: [T], _ i: Int) -> T? { xs.isEmpty ? nil : xs[i % xs.count] }

  // MARK: Running operations

  package func run(_ op: ChaosOp) {
    if case .newWindow = op {} else if window == nil { return }
    switch op {
    case let .present(content, style, transition, animated, from, withDelegate):
      guard let presenter = pick(reachable(), from) else { return }
      let vc = make(content)
      let n = name(vc)
      configure(vc, n, style: style, transition: transition, presenter: presenter, withDelegate: withDelegate)
      emit("\(name(presenter)).present(\(n), animated: \(animated))")
      checked { presenter.present(vc, animated: animated) }
    case let .presentInteractive(from, removes, percent):
      guard activeDriver == nil, let presenter = pick(reachable(), from) else { return }
      let vc = make(.plain)
      let n = name(vc)
      let d = ChaosTransitioningDelegate(removesPresenter: removes, interactive: true)
      delegates.append(WeakBox(d))
      (vc as? ChaosController)?.keptDelegate = d
      vc.modalPresentationStyle = .custom
      vc.transitioningDelegate = d
      emit("let d\(n) = ChaosTransitioningDelegate(removesPresenter: \(removes), interactive: true)")
      emit("\(n).keptDelegate = d\(n); \(n).modalPresentationStyle = .custom; \(n).transitioningDelegate = d\(n)")
      emit("\(name(presenter)).present(\(n), animated: true)")
      checked { presenter.present(vc, animated: true) }
      guard vc.presentingViewController != nil else { return }
      activeDriver = (d.driver, "d\(n).driver")
      emit("UIApplication.shared.advance(by: 1.0 / 60); d\(n).driver.update(\(percent))")
      UIApplication.shared.advance(by: 1.0 / 60)
      d.driver.update(percent)
    case let .dismiss(animated, at):
      guard let vc = pick(reachable(), at) else { return }
      emit("\(name(vc)).dismiss(animated: \(animated))")
      checked { vc.dismiss(animated: animated) }
    case let .push(content, animated, i):
      guard let nav = pick(reachable().compactMap { $0 as? UINavigationController }, i) else { return }
      let vc = make(content)
      emit("\(name(nav)).pushViewController(\(name(vc)), animated: \(animated))")
      checked { nav.pushViewController(vc, animated: animated) }
    case let .pop(animated, i):
      guard let nav = pick(reachable().compactMap { $0 as? UINavigationController }, i) else { return }
      emit("\(name(nav)).popViewController(animated: \(animated))")
      checked { _ = nav.popViewController(animated: animated) }
    case let .popToRoot(animated, i):
      guard let nav = pick(reachable().compactMap { $0 as? UINavigationController }, i) else { return }
      emit("\(name(nav)).popToRootViewController(animated: \(animated))")
      checked { _ = nav.popToRootViewController(animated: animated) }
    case let .selectTab(i, index):
      guard let tab = pick(reachable().compactMap { $0 as? UITabBarController }, i) else { return }
      emit("\(name(tab)).selectedIndex = \(index)")
      checked { tab.selectedIndex = index }
    case let .showDetail(i):
      guard let split = pick(reachable().compactMap { $0 as? UISplitViewController }, i) else { return }
      let vc = make(.plain)
      emit("\(name(split)).showDetailViewController(\(name(vc)), sender: nil)")
      checked { split.showDetailViewController(vc, sender: nil) }
    case let .definesContext(at):
      guard let vc = pick(reachable(), at) else { return }
      emit("\(name(vc)).definesPresentationContext = true")
      vc.definesPresentationContext = true
    case let .sizeClass(compact):
      let value: UIUserInterfaceSizeClass = compact.map { $0 ? .compact : .regular } ?? .unspecified
      emit("\(windowName).traitOverrides.horizontalSizeClass = .\(compact.map { $0 ? "compact" : "regular" } ?? "unspecified")")
      window?.traitOverrides.horizontalSizeClass = value
    case let .resize(i):
      let size = Self.sizes[i % Self.sizes.count]
      emit("\(windowName).frame = CGRect(x: 0, y: 0, width: \(Int(size.width)), height: \(Int(size.height)))")
      window?.frame = CGRect(origin: .zero, size: size)
    case let .edgeDrag(f):
      guard let w = window else { return }
      let y = w.bounds.midY
      emit("\(windowName).drag(from: CGPoint(x: 2, y: \(y)), to: CGPoint(x: \(w.bounds.width * f), y: \(y)), duration: 0.25)")
      w.drag(from: CGPoint(x: 2, y: y), to: CGPoint(x: w.bounds.width * f, y: y), duration: 0.25)
    case let .holdEdge(f):
      guard let w = window, heldTouch == nil else { return }
      let y = w.bounds.midY
      emit("let touch = \(windowName).touchDown(at: CGPoint(x: 2, y: \(y)))")
      emit("touch.move(to: CGPoint(x: \(w.bounds.width * f), y: \(y)), duration: 0.2)")
      let t = w.touchDown(at: CGPoint(x: 2, y: y))
      t.move(to: CGPoint(x: w.bounds.width * f, y: y), duration: 0.2)
      heldTouch = t
    case let .sheetDrag(f):
      guard let w = window else { return }
      let x = w.bounds.midX
      let from = CGPoint(x: x, y: w.bounds.height * 0.3)
      let to = CGPoint(x: x, y: w.bounds.height * (0.3 + 0.7 * f))
      emit("\(windowName).drag(from: CGPoint(x: \(from.x), y: \(from.y)), to: CGPoint(x: \(to.x), y: \(to.y)), duration: 0.25)")
      w.drag(from: from, to: to, duration: 0.25)
    case let .tap(x, y):
      guard let w = window else { return }
      let p = CGPoint(x: w.bounds.width * x, y: w.bounds.height * y)
      emit("\(windowName).tap(at: CGPoint(x: \(p.x), y: \(p.y)))")
      w.tap(at: p)
      adoptUnnamed()
    case .tapTop:
      guard let w = window, let top = ChaosInvariants.topController(in: self), let v = top.viewIfLoaded, v.window === w
      else { return }
      let p = v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: w)
      emit("\(windowName).tap(at: CGPoint(x: \(p.x), y: \(p.y)))")
      w.tap(at: p)
      adoptUnnamed()
    case let .advance(frames):
      emit("UIApplication.shared.advance(by: \(frames).0 / 60)")
      UIApplication.shared.advance(by: Double(frames) / 60)
    case let .animationsEnabled(on):
      emit("UIView.setAnimationsEnabled(\(on))")
      UIView.setAnimationsEnabled(on)
    case let .misuse(kind, at):
      misuse(kind, at)
    case let .newWindow(content, compact):
      teardownWindow()
      windowCount += 1
      windowName = windowCount == 1 ? "window" : "window\(windowCount)"
      let root = make(content)
      let w = UIWindow(frame: CGRect(origin: .zero, size: Self.sizes[0]))
      emit("let \(windowName) = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))")
      if !compact {
        emit("\(windowName).traitOverrides.horizontalSizeClass = .regular")
        w.traitOverrides.horizontalSizeClass = .regular
      }
      emit("\(windowName).rootViewController = \(name(root)); \(windowName).makeKeyAndVisible()")
      w.rootViewController = root
      w.makeKeyAndVisible()
      window = w
      settle(finish: true)
    case let .settle(finish):
      settle(finish: finish)
    case let .segue(i, at):
      performSegue(ChaosStoryboard.segues[i % ChaosStoryboard.segues.count], at: at)
    case let .tapSegue(i, at):
      tapSegue(ChaosStoryboard.segues[i % ChaosStoryboard.segues.count], at: at)
    case let .swap(at, animated, options):
      swap(at: at, animated: animated, options: options)
    }
  }

  private func configure(
    _ vc: UIViewController, _ n: String, style: ChaosOp.Style, transition: ChaosOp.Transition, presenter: UIViewController,
    withDelegate: Bool
  ) {
    if transition != .coverVertical {
      emit("\(n).modalTransitionStyle = .\(transition)")
      vc.modalTransitionStyle = UIModalTransitionStyle(transition)
    }
    switch style {
    case .customKeeping, .customRemoving:
      let removes = style == .customRemoving
      let d = ChaosTransitioningDelegate(removesPresenter: removes)
      delegates.append(WeakBox(d))
      (vc as? any ChaosProbed)?.keptDelegate = d
      vc.modalPresentationStyle = .custom
      vc.transitioningDelegate = d
      emit("let d\(n) = ChaosTransitioningDelegate(removesPresenter: \(removes))")
      emit("\(n).keptDelegate = d\(n); \(n).modalPresentationStyle = .custom; \(n).transitioningDelegate = d\(n)")
    default:
      vc.modalPresentationStyle = UIModalPresentationStyle(style)
      emit("\(n).modalPresentationStyle = .\(style)")
      if withDelegate {
        // A delegate that gives an animator for a built-in style (its presentation controller
        // is only asked for .custom).
        let d = ChaosTransitioningDelegate()
        delegates.append(WeakBox(d))
        (vc as? any ChaosProbed)?.keptDelegate = d
        vc.transitioningDelegate = d
        emit("let d\(n) = ChaosTransitioningDelegate(); \(n).keptDelegate = d\(n); \(n).transitioningDelegate = d\(n)")
      }
      if style == .popover, let popover = vc.popoverPresentationController {
        let source = presenter.viewIfLoaded ?? window
        popover.sourceView = source
        popover.sourceRect = CGRect(x: 20, y: 20, width: 40, height: 40)
        let sourceCode = presenter.isViewLoaded ? "\(name(presenter)).view" : windowName
        emit("\(n).popoverPresentationController?.sourceView = \(sourceCode)")
        emit("\(n).popoverPresentationController?.sourceRect = CGRect(x: 20, y: 20, width: 40, height: 40)")
        if let v = presenter.viewIfLoaded {
          popover.passthroughViews = [v]
          emit("\(n).popoverPresentationController?.passthroughViews = [\(name(presenter)).view]")
        }
      }
    }
  }

  private func misuse(_ kind: ChaosOp.Misuse, _ at: Int) {
    let all = reachable()
    guard let vc = pick(all, at) else { return }
    switch kind {
    case .presentActive:
      guard let root = window?.rootViewController else { return }
      emit("\(name(root)).present(\(name(vc)), animated: true)  // misuse: an active controller")
      expectDiagnostic { root.present(vc, animated: true) }
    case .presentSelf:
      emit("\(name(vc)).present(\(name(vc)), animated: false)  // misuse: on itself")
      expectDiagnostic { vc.present(vc, animated: false) }
    case .presentChild:
      guard let child = vc.children.first else { return }
      let other = make(.plain)
      emit("\(name(other)).present(\(name(child)), animated: true)  // misuse: a child")
      expectDiagnostic { other.present(child, animated: true) }
    case .presentFromOffscreen:
      let loose = make(.plain)
      let other = make(.plain)
      emit("\(name(loose)).present(\(name(other)), animated: true)  // misuse: presenter not in a window")
      expectDiagnostic { loose.present(other, animated: true) }
    case .pushTwice:
      guard let nav = pick(all.compactMap { $0 as? UINavigationController }, at), let top = nav.topViewController else { return }
      emit("\(name(nav)).pushViewController(\(name(top)), animated: true)  // misuse: already in the stack")
      expectDiagnostic { nav.pushViewController(top, animated: true) }
    case .pushNavigation:
      guard let nav = pick(all.compactMap { $0 as? UINavigationController }, at) else { return }
      let other = make(.navigation)
      emit("\(name(nav)).pushViewController(\(name(other)), animated: true)  // misuse: a navigation controller")
      expectDiagnostic { nav.pushViewController(other, animated: true) }
    case .popoverWithoutAnchor:
      let other = make(.plain)
      other.modalPresentationStyle = .popover
      emit("\(name(other)).modalPresentationStyle = .popover")
      emit("\(name(vc)).present(\(name(other)), animated: true)  // misuse: no anchor")
      expectDiagnostic { vc.present(other, animated: true) }
    }
  }

  /// A call that may be refused: when it records a diagnostic, nothing may have changed.
  func checked(_ body: () -> Void) {
    let before = ChaosInvariants.snapshot(self)
    let count = UIApplication.shared.diagnostics.count
    body()
    if UIApplication.shared.diagnostics.count > count {
      let after = ChaosInvariants.snapshot(self)
      if after != before {
        let message = UIApplication.shared.diagnostics.last?.message ?? ""
        violations.append("misuse: a refused call changed the state (\(message))\n  before: \(before)\n  after:  \(after)")
      }
    }
  }

  /// Misuse: UIKit's diagnostic and no change.
  private func expectDiagnostic(_ body: () -> Void) {
    let count = UIApplication.shared.diagnostics.count
    let before = ChaosInvariants.snapshot(self)
    body()
    if UIApplication.shared.diagnostics.count == count {
      violations.append("misuse: no diagnostic for \(transcript.last ?? "")")
    }
    let after = ChaosInvariants.snapshot(self)
    if after != before {
      violations.append("misuse: state changed by \(transcript.last ?? "")\n  before: \(before)\n  after:  \(after)")
    }
  }

  // MARK: Settling and tearing down

  package func settle(finish: Bool) {
    if let t = heldTouch {
      emit("touch.lift()")
      t.lift()
      heldTouch = nil
    }
    if let (driver, n) = activeDriver {
      emit(finish ? "\(n).finish()" : "\(n).cancel()")
      if finish { driver.finish() } else { driver.cancel() }
      activeDriver = nil
    }
    emit("UIApplication.shared.runUntilIdle()")
    UIApplication.shared.runUntilIdle()
    adoptUnnamed()
    violations += ChaosInvariants.check(self)
  }

  /// The window goes away: everything made for it must be released.
  package func teardownWindow() {
    guard let boxes = detachWindow() else { return }
    UIApplication.shared.runUntilIdle()
    let alive = boxes.filter { $0.object != nil }.map(\.label)
    if !alive.isEmpty {
      violations.append("leak: alive after their window went away: \(alive.joined(separator: ", "))")
    }
    if !PresentationTransition.active.isEmpty {
      violations.append("stuck: \(PresentationTransition.active.count) presentation transition(s) outlive their window")
      // Not to blame the next run for them.
      PresentationTransition.active.removeAll()
    }
  }

  /// Hides the window, drops it, and returns weak references to everything made for it.
  private func detachWindow() -> [WeakBox]? {
    guard let w = window else { return nil }
    heldTouch?.lift()
    heldTouch = nil
    activeDriver?.driver.cancel()
    activeDriver = nil
    var boxes = tracked + [WeakBox(w, label: windowName)]
    for vc in reachable() {
      if let v = vc.viewIfLoaded { boxes.append(WeakBox(v, label: "\(name(vc)).view")) }
      if let pc = vc._presentationController { boxes.append(WeakBox(pc, label: "presentationController of \(name(vc))")) }
    }
    for d in delegates {
      if let d = d.object as? ChaosTransitioningDelegate { boxes += d.handedOut }
    }
    emit("\(windowName).isHidden = true; \(windowName).rootViewController = nil  // the window goes away")
    w.isHidden = true
    w.rootViewController = nil
    window = nil
    tracked = []
    delegates = []
    return boxes
  }

  /// Leaves the process as a test found it.
  package func finish() {
    teardownWindow()
    UIView.setAnimationsEnabled(true)
  }
}

extension UIModalPresentationStyle {
  package init(_ s: ChaosOp.Style) {
    switch s {
    case .fullScreen: self = .fullScreen
    case .overFullScreen: self = .overFullScreen
    case .currentContext: self = .currentContext
    case .overCurrentContext: self = .overCurrentContext
    case .pageSheet: self = .pageSheet
    case .formSheet: self = .formSheet
    case .popover: self = .popover
    case .automatic: self = .automatic
    case .customKeeping, .customRemoving: self = .custom
    }
  }
}

extension UIModalTransitionStyle {
  package init(_ t: ChaosOp.Transition) {
    switch t {
    case .coverVertical: self = .coverVertical
    case .crossDissolve: self = .crossDissolve
    case .flipHorizontal: self = .flipHorizontal
    case .partialCurl: self = .partialCurl
    }
  }
}

import Foundation
import OpenQuartzCore
import Testing

@testable import OpenUIKit

// cycles8/cycles9 (issue 15): the back-links to views and controllers (superview, the layer's
// delegate, the view's controller) are unretained links their owners clear, and the links to
// windows and to a presenter's old home are `_ViewLink`s (unretained plus a liveness token), not
// weak references. Each answers what a weak reference would: never a dead object.

/// Whether the Swift runtime gave `object` a side table (weak references do; every retain and
/// release of such an object then takes the slow path). The inline reference count's two top
/// bits (UseSlowRC, SideTableMark) on 64-bit targets.
func hasSideTable(_ object: AnyObject) -> Bool {
  #if arch(x86_64) || arch(arm64)
    let bits = withExtendedLifetime(object) {
      UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()).load(fromByteOffset: 8, as: UInt64.self)
    }
    return bits >> 62 == 0b11
  #else
    return false
  #endif
}

@MainActor
@Test("Back-link: a subview that outlives its superview has no superview (deep chains too); a kept subtree keeps its links")
func subviewOutlivesSuperview() {
  var kept: UIView?
  var keptDeep: UIView?
  do {
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    kept = child
    var level = UIView()
    parent.addSubview(level)
    for i in 0..<200 {
      let next = UIView()
      level.addSubview(next)
      if i == 150 { keptDeep = next }
      level = next
    }
    #expect(child.superview === parent)
  }
  CATransaction._commitImplicit()
  #expect(kept?.superview == nil)
  #expect(keptDeep?.superview == nil)
  #expect(keptDeep?.subviews.count == 1, "the kept view keeps its own subtree")
  #expect(keptDeep?.subviews.first?.superview === keptDeep)
  #expect(kept?.next == nil, "the responder chain does not reach the dead superview")
}

@MainActor
@Test("Back-link: a removed view has no superview; moving it links it to the new superview only")
func removedViewHasNoSuperview() {
  let a = UIView(), b = UIView(), child = UIView()
  a.addSubview(child)
  child.removeFromSuperview()
  #expect(child.superview == nil && a.subviews.isEmpty)
  a.addSubview(child)
  b.addSubview(child)
  #expect(child.superview === b && a.subviews.isEmpty && b.subviews.first === child)
}

@MainActor
@Test("Back-link: a layer kept after its view died has a nil delegate; so has a presentation copy made before")
func layerOutlivesItsView() {
  var layer: CALayer?
  var copy: CALayer?
  do {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    layer = view.layer
    #expect(view.layer.delegate === view)
    CATransaction._commitImplicit()
    copy = view.layer.presentation()
    #expect(copy?.delegate === view, "a presentation copy's delegate is its model layer's view")
    #expect(CALayer(layer: view.layer).delegate === view, "so is any copy's")
  }
  CATransaction._commitImplicit()
  #expect(layer?.delegate == nil)
  #expect(copy?.delegate == nil)
  #expect(layer.map { CALayer(layer: $0).delegate == nil } == true)
}

@MainActor
@Test("Back-link: a view's layer takes another delegate and the view back; other delegates stay weak")
func layerDelegateReassigned() {
  final class Other: NSObject, CALayerDelegate {}
  let view = UIView()
  var other: Other? = Other()
  view.layer.delegate = other
  #expect(view.layer.delegate === other)
  other = nil
  #expect(view.layer.delegate == nil, "another delegate is held weakly")
  view.layer.delegate = view
  #expect(view.layer.delegate === view)
  view.layer.delegate = nil
  #expect(view.layer.delegate == nil)
}

@MainActor
@Test("Back-link: a controller that dies before its view leaves the view without a controller")
func controllerDiesBeforeItsView() {
  var view: UIView?
  do {
    let controller = UIViewController()
    view = controller.view
    #expect(view?._viewController === controller)
    #expect(view?.next === controller)
  }
  CATransaction._commitImplicit()
  #expect(view?._viewController == nil)
  #expect(view?.next == nil, "the responder chain does not reach the dead controller")
}

@MainActor
@Test("Back-link: a controller's replaced view has no controller; a view taken by a second controller names that one")
func replacedViewHasNoController() {
  let a = UIViewController(), b = UIViewController()
  let first = a.view!
  a.view = UIView()
  #expect(first._viewController == nil && a.view._viewController === a)
  let shared = UIView()
  a.view = shared
  b.view = shared
  #expect(shared._viewController === b)
  b.view = UIView()
  #expect(shared._viewController == nil, "the last controller let it go")
}

@MainActor
@Test("Back-link: views in a hierarchy, their layers' delegate links, presentation copies and controllers' views give the views no side table")
func hierarchyFormsNoSideTables() {
  let controller = UIViewController()
  let root = controller.view!
  let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
  root.addSubview(child)
  CATransaction._commitImplicit()
  _ = child.layer.presentation()
  _ = child.layer.delegate
  _ = child.superview
  _ = root.next
  #expect(!hasSideTable(child))
  #expect(!hasSideTable(root))
}

@MainActor
@Test("View link: a view that outlives its window has no window; the app's lists drop the dead window")
func viewOutlivesItsWindow() {
  var view: UIView?
  var touch: UITouch?
  do {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.makeKeyAndVisible()
    let v = UIView()
    window.addSubview(v)
    #expect(v.window === window)
    #expect(UIApplication.shared._keyWindow === window)
    #expect(UIApplication.shared._windows.contains { $0 === window })
    touch = UITouch(phase: .began, location: .zero, window: window, timestamp: 0)
    #expect(touch?.window === window)
    window.isHidden = true
    view = v
  }
  CATransaction._commitImplicit()
  #expect(view?.window == nil, "the cached window reads nil once the window died")
  #expect(view?.superview == nil)
  #expect(touch?.window == nil)
  #expect(UIApplication.shared._keyWindow?.subviews.contains { $0 === view } != true)
  #expect(!UIApplication.shared._windows.contains { w in w.subviews.contains { $0 === view } })
}

@MainActor
@Test("View link: a view keeps its window while both live, across removal and re-insertion")
func viewWindowFollowsMoves() {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  let parent = UIView(), child = UIView()
  parent.addSubview(child)
  window.addSubview(parent)
  #expect(child.window === window && parent.window === window)
  parent.removeFromSuperview()
  #expect(child.window == nil && parent.window == nil)
  window.addSubview(parent)
  #expect(child.window === window)
  #expect(!hasSideTable(window))
}

@MainActor
@Test("View link: the window, the presenter's and presented views and the container of an animated custom present+dismiss get no side table")
func presentDismissFormsNoViewSideTables() {
  final class Dimming: UIPresentationController {
    let dimming = UIView()
    override var frameOfPresentedViewInContainerView: CGRect {
      let b = containerView?.bounds ?? .zero
      return CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
    }
    override func presentationTransitionWillBegin() {
      guard let container = containerView else { return }
      dimming.frame = container.bounds
      container.insertSubview(dimming, at: 0)
    }
  }
  final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
      Dimming(presentedViewController: presented, presenting: presenting)
    }
  }
  let a = UIViewController()
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
  window.rootViewController = a
  window.makeKeyAndVisible()
  UIApplication.shared.runUntilIdle()
  let delegate = Delegate()
  let b = UIViewController()
  b.modalPresentationStyle = .custom
  b.transitioningDelegate = delegate
  a.present(b, animated: true)
  UIApplication.shared.advance(by: 0.1)
  let container = b._presentationController?.containerView
  #expect(container != nil)
  UIApplication.shared.runUntilIdle()
  #expect(a.presentedViewController === b)
  for object in [window, a.view!, b.view!] as [UIView] { #expect(!hasSideTable(object), "\(object)") }
  if let container { #expect(!hasSideTable(container)) }
  b.dismiss(animated: true)
  UIApplication.shared.runUntilIdle()
  #expect(a.presentedViewController == nil && b.view.window == nil)
  for object in [window, a.view!, b.view!] as [UIView] { #expect(!hasSideTable(object), "\(object)") }
  if let container { #expect(!hasSideTable(container) && container.superview == nil) }
  window.isHidden = true
}

@MainActor
@Test("View link: a full-screen presentation puts the presenter's view back in its home among its neighbours; a record forgets views that died")
func presenterHomeLinks() {
  let a = UIViewController()
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
  window.rootViewController = a
  window.makeKeyAndVisible()
  let below = UIView(), above = UIView()
  window.insertSubview(below, belowSubview: a.view)
  window.addSubview(above)
  UIApplication.shared.runUntilIdle()
  let b = UIViewController()
  b.modalPresentationStyle = .fullScreen
  a.present(b, animated: false)
  UIApplication.shared.runUntilIdle()
  #expect(a.view.superview == nil)
  #expect(b._presentationController?._record?.presenterViewHome === window)
  #expect(b._presentationController?._record?.presenterViewBelow === below)
  b.dismiss(animated: false)
  UIApplication.shared.runUntilIdle()
  #expect(a.view.superview === window)
  let i = window.subviews.firstIndex { $0 === a.view }
  #expect(i != nil && i! > 0 && window.subviews[i! - 1] === below)
  window.isHidden = true

  var record = PresentationRecord(
    style: .fullScreen, transitionStyle: .coverVertical, displayed: nil, removesPresenterView: true,
    presenterViewHome: nil, presenterViewIndex: 0, presenterViewFrame: .zero)
  do {
    let home = UIView()
    let view = UIView()
    home.addSubview(UIView())
    home.addSubview(view)
    record.rememberHome(of: view)
    #expect(record.presenterViewHome === home && record.presenterViewBelow != nil && record.presenterViewAbove == nil)
  }
  CATransaction._commitImplicit()
  #expect(record.presenterViewHome == nil && record.presenterViewBelow == nil, "as weak references: nil once they died")
}

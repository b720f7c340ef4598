import Testing
import UIKit
import OpenUIKitTesting

/// The everyday-API code (EverydayAPICode.swift) runs, not only compiles.
@MainActor @Suite(.serialized) struct EverydayAPITests {
  @Test("UIKit: a navigation delegate's animator pushes with frames from the context, springs, keyframes and a property animator; no diagnostics")
  func pushWithEverydayAnimator() {
    let root = UIViewController()
    let nav = UINavigationController(rootViewController: root)
    let delegate = EverydayNavigationDelegate()
    nav.delegate = delegate
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = nav
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    UIApplication.shared.removeAllDiagnostics()
    let pushed = UIViewController()
    nav.pushViewController(pushed, animated: true)
    UIApplication.shared.advance(by: 0.15)
    // Mid-way the pushed view is below its final frame, moving up.
    let y = pushed.view.layer.presentation()?.frame.minY ?? 0
    #expect(y > pushed.view.frame.minY)
    UIApplication.shared.runUntilIdle()
    #expect(nav.topViewController === pushed)
    #expect(pushed.view.window === window)
    #expect(root.view.transform == .identity)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("UIKit: UINavigationBar.isTranslucent — a translucent bar lets content through, an opaque one does not")
  func translucentBar() {
    let bar = UINavigationController(rootViewController: UIViewController()).navigationBar
    #expect(bar.isTranslucent)
    #expect((bar.backgroundColor?.cgColor.alpha ?? 1) < 1)
    bar.isTranslucent = false
    #expect(bar.backgroundColor?.cgColor.alpha == 1)
    bar.barTintColor = .red
    #expect(bar.backgroundColor == UIColor.red)
  }

  @Test("UIKit: a custom container swaps children with transition(from:to:duration:options:animations:completion:) using its SDK defaults")
  func containerSwap() {
    let container = EverydayContainer()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = container
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    let first = UIViewController(), second = UIViewController()
    container.show(child: first)
    container.show(child: second)
    UIApplication.shared.runUntilIdle()
    #expect(container.children == [second])
    #expect(second.view.superview === container.view)
    #expect(first.view.superview == nil)
  }
}

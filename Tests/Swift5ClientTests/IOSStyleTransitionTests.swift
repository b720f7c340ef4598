import Testing
import UIKit
import OpenUIKitTesting

/// Swift 5-mode iOS code (IOSStyleTransitionCode.swift) runs as on a device (issue 10, item 1).
@MainActor @Suite(.serialized) struct IOSStyleTransitionTests {
  init() { registerIOSStyleActions() }

  private func settledWindow(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    UIApplication.shared.removeAllDiagnostics()
    return window
  }

  @Test("UIKit: a nonisolated NSObject animator and presentation controller present, mid-way and complete, with no diagnostics")
  func presentsWithNonisolatedAnimator() {
    let root = UIViewController()
    let window = settledWindow(root)
    let delegate = CardTransitionDelegate()
    let card = CardViewController()
    card.cardDelegate = delegate
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = delegate
    var completed = false
    root.present(card, animated: true) { completed = true }

    UIApplication.shared.advance(by: 0.2)
    let pc = card.presentationController as? DimmingPresentationController
    #expect(pc != nil)
    // Mid-way: the card's centre is between its start (off screen) and end positions.
    let midY = card.view.layer.presentation()?.position.y ?? 0
    #expect(midY > 844 * 0.75 && midY < 844 * 1.75)
    #expect((pc?.dimmingView.layer.presentation()?.opacity ?? 0) > 0)

    UIApplication.shared.runUntilIdle()
    #expect(completed)
    #expect(card.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
    #expect(pc?.dimmingView.alpha == 1)
    #expect(card.view.window === window)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("UIKit: a pan recognizer with a registered selector drives an interactive dismissal that cancels, then finishes")
  func interactiveDismissCancelThenFinish() {
    let root = UIViewController()
    let window = settledWindow(root)
    let delegate = CardTransitionDelegate()
    let card = CardViewController()
    card.cardDelegate = delegate
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = delegate
    root.present(card, animated: true)
    UIApplication.shared.runUntilIdle()

    // A short drag (under half the card's height): cancelled, the card stays.
    window.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 560), duration: 0.2)
    UIApplication.shared.runUntilIdle()
    #expect(delegate.interactiveDismissals == 1)
    #expect(root.presentedViewController === card)
    #expect(card.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
    #expect(card.view.window === window)

    // A long drag: finished, the card is dismissed.
    window.drag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 800), duration: 0.3)
    UIApplication.shared.runUntilIdle()
    #expect(delegate.interactiveDismissals == 2)
    #expect(root.presentedViewController == nil)
    #expect(card.view.window == nil)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("UIKit: controllers and recognizers are NSObjects — ==, isEqual, hash, Set, firstIndex(of:) and NSObjectProtocol generics")
  func nsObjectIdentity() {
    let a = UIViewController(), b = UIViewController()
    let keeper = ControllerBookkeeper()
    keeper.note(a); keeper.note(a); keeper.note(b)
    #expect(keeper.seen.count == 2)
    #expect(keeper.index(of: b, in: [a, b]) == 1)
    #expect(a == a && a != b)
    #expect(a.isEqual(a) && !a.isEqual(b))
    #expect(a.hash == a.hash)
    #expect(keeper.same(a, a) && !keeper.same(a, b))
    let view = UIView()
    let pan = UIPanGestureRecognizer(target: nil, action: nil)
    view.addGestureRecognizer(pan)
    #expect(keeper.recognizers(on: view).firstIndex(of: pan) == 0)
    // UIColor compares by value, as UIKit's isEqual does.
    #expect(UIColor(white: 0, alpha: 0.4) == UIColor(white: 0, alpha: 0.4))
  }

  @Test("UIKit: responds(to:) answers for UIKit's own methods, registered actions and declared optional methods")
  func respondsToSelector() {
    let card = CardViewController()
    #expect(card.responds(to: Selector("viewDidLoad")))
    #expect(card.responds(to: Selector("presentViewController:animated:completion:")))
    #expect(card.responds(to: Selector("handlePan:")))
    #expect(!card.responds(to: Selector("pushViewController:animated:")))
    let delegate: UIViewControllerTransitioningDelegate = CardTransitionDelegate()
    #expect(delegate.responds(to: Selector("animationControllerForDismissedController:")))
    #expect(!delegate.responds(to: Selector("interactionControllerForPresentation:")))
    let animator: UIViewControllerAnimatedTransitioning = SlideAnimator(presenting: true)
    #expect(animator.responds(to: Selector("animateTransition:")))
    #expect(UINavigationController().responds(to: Selector("pushViewController:animated:")))
  }

  @Test("UIKit: an action sent to a target that does not respond raises 'unrecognized selector sent to instance'; nothing else happens")
  func unrecognizedSelector() {
    let root = UIViewController()
    let window = settledWindow(root)
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 10, y: 100, width: 100, height: 44)
    root.view.addSubview(button)
    let target = ControllerBookkeeper()
    button.addTarget(target, action: Selector("buttonTapped:"), for: .touchUpInside)
    window.tap(at: CGPoint(x: 50, y: 120))
    UIApplication.shared.runUntilIdle()
    let messages = UIApplication.shared.diagnostics.map(\.message)
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("-[ControllerBookkeeper buttonTapped:]: unrecognized selector sent to instance 0x") == true)
    #expect(UIApplication.shared.diagnostics.first?.kind == .exception)
    // perform(_:) of an unknown selector: the same exception, no effect.
    UIApplication.shared.removeAllDiagnostics()
    root.perform(Selector("refreshEverything"))
    #expect(UIApplication.shared.diagnostics.map(\.message).first?.contains("-[UIViewController refreshEverything]: unrecognized selector") == true)
  }

  @Test("UIKit: a nonisolated delegate's deinit may touch UIKit (Swift 5 mode, @preconcurrency classes)")
  func deinitTouchesUIKit() {
    let vc = UIViewController()
    vc.view.alpha = 0.5
    var delegate: CardTransitionDelegate? = CardTransitionDelegate()
    delegate?.lastPresented = vc
    delegate = nil
    #expect(vc.view.alpha == 1)
  }
}

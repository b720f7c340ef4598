import Testing
import UIKit
import OpenUIKitTesting

/// An iOS card library (Tests/PortInputs/CardKit.swift: blur dimming through the coordinator,
/// a shape-masked sheet kept in shape by KVO of the frame, an interruptible spring animator that
/// completes on DispatchQueue.main, a pan-driven interactive dismissal, @objc optional protocol
/// members) runs after `openuikit-port` alone, in Swift 5 mode (issue 10, "Done when").
@MainActor @Suite(.serialized) struct PortedCardKitTests {
  @Test("Ported card library: presents (spring mid-way, masked, blurred), cancels and finishes an interactive dismissal, no diagnostics")
  func cardLibraryRuns() {
    registerPortedTypes()
    let root = UIViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    UIApplication.shared.removeAllDiagnostics()
    let card = E2ECardViewController()
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = card.cardTransitioningDelegate
    root.present(card, animated: true)
    UIApplication.shared.advance(by: 0.2)
    let finalY = 844 - 844 * 0.6
    let midY = card.view.layer.presentation()?.frame.minY ?? 0
    #expect(midY > finalY && midY < 844)
    UIApplication.shared.runUntilIdle()
    #expect(root.presentedViewController === card)
    #expect(abs(card.view.frame.minY - finalY) < 0.001)
    #expect(card.view.layer.mask is CAShapeLayer)
    let blur = card.presentationController?.containerView?.subviews.first as? UIVisualEffectView
    #expect(blur?.effect != nil)

    window.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 450), duration: 0.2)
    UIApplication.shared.runUntilIdle()
    #expect(root.presentedViewController === card)
    #expect(abs(card.view.frame.minY - finalY) < 0.001)

    window.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 800), duration: 0.3)
    UIApplication.shared.runUntilIdle()
    #expect(root.presentedViewController == nil)
    #expect(card.view.window == nil)
    #expect(UIApplication.shared.diagnostics.isEmpty)
    window.isHidden = true
  }
}

import Foundation
import OpenUIKitRender
import OpenUIKitTesting
import Testing
import UIKit
@testable import OpenQuartzCore
@testable import OpenUIKit

/// ConfettiCode.swift: a presented success screen throwing confetti for a second
/// (CAEmitterLayer, Docs/Behaviour/emitter14.md).
@MainActor @Suite(.serialized) struct ConfettiTests {
    @Test("Confetti on a presented success screen: emission starts in viewDidAppear, pieces fall in the drawn frames (SVG) but not in the layer tree, stop being born after 1 s, and runUntilIdle returns once the last piece's lifetime is over")
    func confettiOnSuccessScreen() {
        UIApplication.shared.useLinkedSDK(.iOS17)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let checkout = UIViewController()
        window.rootViewController = checkout
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()

        let success = PaymentSuccessViewController()
        success.modalPresentationStyle = .fullScreen
        checkout.present(success, animated: true)
        // The presentation's slide, then viewDidAppear.
        UIApplication.shared.advance(by: 0.6)
        #expect(success.confettiStarted)
        #expect(!success.confettiStopped)
        let layer = success.confettiLayer
        #expect(layer.superlayer === success.view.layer)
        #expect(layer.emitterCells?.count == 4)

        UIApplication.shared.advance(by: 0.5)
        let frame = layer._renderSnapshot()
        let pieces = frame.sublayers.filter { $0.name?.hasPrefix("particle of confetti") == true }
        #expect(pieces.count > 10)
        // Pieces were thrown from above the top edge and fall.
        #expect(pieces.allSatisfy { $0.position.y > -20 })
        // Only what is drawn has them.
        #expect(layer.sublayers == nil)
        let svg = SVGRenderer().render(
            RenderSnapshot(time: CACurrentMediaTime(), size: CGSize(width: 393, height: 852), root: window.layer._renderSnapshot()))
        #expect(svg.contains("particle of confetti"))

        // The block queued in viewDidAppear stops the emission one second after it started.
        UIApplication.shared.advance(by: 0.6)
        #expect(success.confettiStopped)
        #expect(layer.birthRate == 0)
        let stoppedAt = CACurrentMediaTime()
        // The longest lifetime is 6 s (5 ± 1): the last piece is gone at most that long after
        // the stop, and runUntilIdle waits at least until then (other suites' work may keep
        // the shared clock busy longer).
        let end = layer._particlesEnd
        #expect(end <= stoppedAt + 6.1 && end >= stoppedAt + 4)
        UIApplication.shared.runUntilIdle()
        #expect(CACurrentMediaTime() >= end)
        #expect(layer._renderSnapshot().sublayers.isEmpty)

        success.dismiss(animated: true)
        UIApplication.shared.runUntilIdle()
        withExtendedLifetime(window) {}
    }
}

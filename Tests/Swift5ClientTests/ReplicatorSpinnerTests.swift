import Foundation
import OpenUIKitTesting
import Testing
import UIKit
@testable import OpenQuartzCore
@testable import OpenUIKit

/// ReplicatorSpinnerCode.swift: a CAReplicatorLayer spinner in a presented card
/// (Docs/Behaviour/replicator.md).
@MainActor @Suite(.serialized) struct ReplicatorSpinnerTests {
    @Test("A replicated dot spinner: eight dots on a circle about the spinner's centre, each copy's fade 1/8 s behind the one before, dimmer by the alpha offset; stopped when the card goes")
    func spinnerInPresentedCard() {
        UIApplication.shared.useLinkedSDK(.iOS17)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let card = UploadCardController()
        card.modalPresentationStyle = .fullScreen
        root.present(card, animated: true)
        UIApplication.shared.runUntilIdle()
        let spinner = card.spinner
        #expect(spinner.replicator.frame == CGRect(x: 0, y: 0, width: 60, height: 60))
        #expect(spinner.dot.animation(forKey: "fade") != nil)

        MediaClock.shared.advance(by: 0.25)
        let node = spinner.replicator._renderSnapshot()
        #expect(node.sublayers.count == 8)
        // Copy 2 is turned a quarter about (30, 30): the dot at (30, 6) is drawn at (54, 30).
        let copy2 = node.sublayers[2]
        let p = CGPoint(x: 30 - copy2.bounds.midX, y: 6 - copy2.bounds.midY)
        let t = copy2.transform
        let drawn = CGPoint(x: copy2.position.x + p.x * t.m11 + p.y * t.m21, y: copy2.position.y + p.x * t.m12 + p.y * t.m22)
        #expect(abs(drawn.x - 54) < 1e-6 && abs(drawn.y - 30) < 1e-6)
        // Each copy's fade lags: opacities differ along the ring; the source is the model's value
        // under the animation; copy k is dimmer by k × 0.05 in its colour's alpha.
        let sourceOpacity = node.sublayers[0].opacity
        let copyOpacity = copy2.sublayers[0].opacity
        #expect(sourceOpacity != copyOpacity)
        #expect(abs((copy2.sublayers[0].backgroundColor?.alpha ?? 0) - 0.9) < 1e-6)
        #expect(spinner.replicator.sublayers?.count == 1)

        card.dismiss(animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(spinner.dot.animation(forKey: "fade") == nil)
        withExtendedLifetime(window) {}
    }
}

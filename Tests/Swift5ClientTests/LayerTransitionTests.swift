import Foundation
import OpenUIKitTesting
import Testing
import UIKit
@testable import OpenQuartzCore
@testable import OpenUIKit

/// LayerTransitionCode.swift: CATransition and UIView.transition as apps use them
/// (Docs/Behaviour/core.md "Layer transitions").
@MainActor @Suite(.serialized) struct LayerTransitionTests {
    /// Every node of a render tree, depth first.
    func nodes(_ root: RenderLayer) -> [RenderLayer] {
        var out: [RenderLayer] = []
        var stack = [root]
        while let n = stack.popLast() { out.append(n); stack.append(contentsOf: n.sublayers.reversed()) }
        return out
    }

    /// A key window on an iPhone-sized screen with `root`, linked against iOS 17, settled.
    func show(_ root: UIViewController) -> UIWindow {
        UIApplication.shared.useLinkedSDK(.iOS17)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = root
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        return window
    }

    @Test("CATransition push from the top: mid-way the old digit leaves downwards and the new one enters from above; the label's text is the new one at once")
    func counterRolls() {
        let list = FadePushListController()
        let nav = UINavigationController(rootViewController: list)
        let window = show(nav)
        list.counter.increment()
        #expect(list.counter.label.text == "1")
        MediaClock.shared.advance(by: 0.15)
        let node = list.counter.label.layer._renderSnapshot()
        #expect(node.sublayers.count == 2)
        let texts = node.sublayers.map { nodes($0).compactMap { $0.text?.string }.first }
        #expect(texts == ["0", "1"])
        // Old moves down (+y), new comes from above (−y), each by the label's height at most.
        #expect(node.sublayers[0].transform.m42 > 0 && node.sublayers[1].transform.m42 < 0)
        #expect(node.sublayers[1].transform.m42 > -60)
        MediaClock.shared.advance(by: 0.3)
        #expect(list.counter.label.layer._renderSnapshot().sublayers.isEmpty)
        #expect(list.statusBarHeight == UIApplication.shared.statusBarFrame.height)
        withExtendedLifetime(window) {}
    }

    @Test("CATransition fade on the navigation controller's view + push without animation: the old screen fades into the new one; the stack changes at once")
    func fadePush() {
        let list = FadePushListController()
        let nav = UINavigationController(rootViewController: list)
        let window = show(nav)
        list.openDetail()
        #expect(nav.viewControllers.count == 2)
        MediaClock.shared.advance(by: 0.175)
        let node = nav.view.layer._renderSnapshot()
        #expect(node.sublayers.count == 2)
        #expect(node.sublayers[0].opacity > 0.2 && node.sublayers[0].opacity < 0.8)
        #expect(abs(node.sublayers[0].opacity + node.sublayers[1].opacity - 1) < 1e-9)
        MediaClock.shared.advance(by: 0.3)
        #expect(nav.view.layer.animation(forKey: kCATransition) == nil)
        withExtendedLifetime(window) {}
    }

    @Test("UIView.transition(with:) cross-dissolve: the completion runs once after 0.25 s and the image is the new one throughout")
    func photoSwap() {
        let root = UIViewController()
        let window = show(root)
        let photo = PhotoSwapView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        root.view.addSubview(photo)
        UIApplication.shared.runUntilIdle()
        let image = UIImage(systemName: "star")
        var done = 0
        photo.show(image) { done += 1 }
        #expect(photo.image === image)
        MediaClock.shared.advance(by: 0.1)
        #expect(done == 0 && photo.layer.animation(forKey: kCATransition) != nil)
        MediaClock.shared.advance(by: 0.2)
        #expect(done == 1)
        withExtendedLifetime(window) {}
    }
}

import Testing
import UIKit

/// A layer that keeps every animation `add(_:forKey:)` receives.
private final class KeepingLayer: CALayer {
  var received: [CAAnimation] = []
  override func add(_ anim: CAAnimation, forKey key: String?) {
    received.append(anim)
    super.add(anim, forKey: key)
  }
}

private final class KeepingView: UIView {
  override class var layerClass: AnyClass { KeepingLayer.self }
}

/// The cost rules of the present+dismiss cycle that a client can observe (Docs/Behaviour.md
/// "Present + dismiss cycle cost").
@MainActor
@Suite(.serialized)
struct BlockAnimationAttachmentTests {
  /// Core Animation (Apple docs, `add(_:forKey:)`): "the animation object is copied" — a client's
  /// animation is attached as a copy. Behaviour.md **[U]**: the animation UIKit builds for a
  /// property change inside an animation block is attached itself (nothing else holds it).
  @Test func clientAnimationsAreCopiedBlockAnimationsAttachedThemselves() throws {
    let view = KeepingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let layer = try #require(view.layer as? KeepingLayer)

    let mine = CABasicAnimation(keyPath: "opacity")
    mine.fromValue = 1.0
    mine.toValue = 0.0
    mine.duration = 1
    layer.add(mine, forKey: "mine")
    #expect(layer.received.last === mine)
    let attachedMine = try #require(layer.animation(forKey: "mine"))
    #expect(attachedMine !== mine)

    UIView.animate(withDuration: 0.5) { view.alpha = 0.5 }
    let built = try #require(layer.received.last)
    #expect(built !== mine)
    let key = try #require(layer.animationKeys()?.first { $0 != "mine" })
    #expect(layer.animation(forKey: key) === built)
  }
}

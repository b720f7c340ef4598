import Foundation
@testable import OpenQuartzCore
@testable import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// anim17 (issue 15): a block animation recorded without its object is one engine entry holding
/// its values; its evaluable track is made the first time someone evaluates the layer's
/// presentation, and what it then gives is what the track made at once gave (the built path).
@MainActor
@Suite(.serialized)
struct RecordedEntryTests {
  final class BuiltLayer: CALayer {
    override func add(_ anim: CAAnimation, forKey key: String?) { super.add(anim, forKey: key) }
  }

  final class BuiltView: UIView {
    override class var layerClass: AnyClass { BuiltLayer.self }
  }

  private static func settle() {
    UIApplication.shared.useLinkedSDK(.iOS17)
    UIApplication.shared.runUntilIdle()
  }

  @Test("Lazy track (anim17): a recorded block animation's track is not made by adding, stacking, reading keys or finishing; a presentation read makes it, and every frame's presentation values equal a built animation's")
  func trackIsMadeOnFirstEvaluation() {
    Self.settle()
    let recorded = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let built = BuiltView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    for view in [recorded, built] {
      UIView.animate(withDuration: 0.3) {
        view.frame = CGRect(x: 40, y: 200, width: 100, height: 50)
        view.alpha = 0.5
      }
      UIView.animate(withDuration: 0.2) { view.center.x += 30 }
    }
    let entries = recorded.layer._animationEntryStorage
    #expect(entries.count == 3 && entries.allSatisfy { $0.isRecorded && !$0._nodeIsMade })
    #expect(built.layer._animationEntryStorage.allSatisfy { !$0.isRecorded && $0._nodeIsMade })
    #expect(recorded.layer.animationKeys() == built.layer.animationKeys())
    #expect(entries.allSatisfy { !$0._nodeIsMade }, "reading the keys makes no track")
    for step in 0..<24 {
      UIApplication.shared.advance(by: 1.0 / 60)
      if step < 3 { continue }
      let r = recorded.layer.presentation()
      let b = built.layer.presentation()
      #expect(r?.position == b?.position && r?.opacity == b?.opacity, "frame \(step)")
    }
    #expect(entries.allSatisfy { $0._nodeIsMade }, "a presentation read made the tracks")
    Self.settle()
    #expect(recorded.layer.animationKeys() == nil && built.layer.animationKeys() == nil)
    // Finishing without any read makes none.
    let unread = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    UIView.animate(withDuration: 0.1) { unread.alpha = 0 }
    let entry = unread.layer._animationEntryStorage.first
    Self.settle()
    #expect(entry?.isRecorded == true && entry?._nodeIsMade == false)
    #expect(unread.layer.animationKeys() == nil)
  }
}

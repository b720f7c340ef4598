import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

@MainActor
@Suite(.serialized)
struct KeyValueObservingTests {
  @Test("KVO: observe(\\.frame) reports new and old values; the token stops observing when invalidated")
  func frameNewOld() {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var changes: [(CGRect?, CGRect?)] = []
    let token = v.observe(\.frame, options: [.new, .old]) { view, change in
      #expect(view === v)
      changes.append((change.oldValue, change.newValue))
    }
    v.frame = CGRect(x: 10, y: 0, width: 100, height: 100)
    #expect(changes.count == 1)
    #expect(changes.first?.0 == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(changes.first?.1 == CGRect(x: 10, y: 0, width: 100, height: 100))
    token.invalidate()
    v.frame = .zero
    #expect(changes.count == 1)
  }

  @Test("KVO: frame is derived — observers hear center, bounds and transform changes that move the frame (layer-backed KVO, Docs/Behaviour.md)")
  func frameDerived() {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var frames: [CGRect] = []
    let token = v.observe(\.frame, options: [.new]) { _, change in frames.append(change.newValue ?? .null) }
    v.center = CGPoint(x: 100, y: 100)
    v.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
    v.transform = CGAffineTransform(scaleX: 2, y: 2)
    v.bounds = CGRect(x: 20, y: 20, width: 50, height: 50)  // origin only: the frame stays
    #expect(frames == [
      CGRect(x: 50, y: 50, width: 100, height: 100),
      CGRect(x: 75, y: 75, width: 50, height: 50),
      CGRect(x: 50, y: 50, width: 100, height: 100),
    ])
    _ = token
  }

  @Test("KVO options: .initial sends at once, .prior sends before the change with the old value, no options send neither value")
  func options() {
    let v = UIView()
    var log: [String] = []
    let token = v.observe(\.alpha, options: [.initial, .prior, .old, .new]) { _, c in
      log.append("\(c.isPrior ? "prior" : "after") old=\(c.oldValue.map { "\($0)" } ?? "nil") new=\(c.newValue.map { "\($0)" } ?? "nil")")
    }
    v.alpha = 0.5
    #expect(log == ["after old=nil new=1.0", "prior old=1.0 new=nil", "after old=1.0 new=0.5"])
    var bare: [Bool] = []
    let token2 = v.observe(\.isHidden) { _, c in bare.append(c.newValue == nil && c.oldValue == nil) }
    v.isHidden = true
    #expect(bare == [true])
    _ = (token, token2)
  }

  @Test("KVO: a deinitialised token stops observing")
  func deinitStops() {
    let v = UIView()
    var count = 0
    do {
      let token = v.observe(\.center) { _, _ in count += 1 }
      v.center = CGPoint(x: 1, y: 1)
      _ = token
    }
    v.center = CGPoint(x: 2, y: 2)
    #expect(count == 1)
  }

  @Test("KVO on scroll views: contentOffset (also when dragged or set through bounds) and contentSize")
  func scrollView() {
    let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var offsets: [CGPoint] = []
    var sizes: [CGSize] = []
    let t1 = s.observe(\.contentOffset, options: [.new]) { _, c in offsets.append(c.newValue ?? .zero) }
    let t2 = s.observe(\.contentSize, options: [.new]) { _, c in sizes.append(c.newValue ?? .zero) }
    s.contentSize = CGSize(width: 100, height: 500)
    s.contentOffset = CGPoint(x: 0, y: 30)
    s.bounds.origin = CGPoint(x: 0, y: 60)
    #expect(offsets == [CGPoint(x: 0, y: 30), CGPoint(x: 0, y: 60)])
    #expect(sizes == [CGSize(width: 100, height: 500)])
    // A frame observer on a scroll view uses the view overload.
    var frames = 0
    let t3 = s.observe(\.frame) { _, _ in frames += 1 }
    s.center = CGPoint(x: 10, y: 10)
    #expect(frames == 1)
    _ = (t1, t2, t3)
  }
}

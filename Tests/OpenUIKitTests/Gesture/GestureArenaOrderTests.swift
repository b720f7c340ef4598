import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Which recognizer recognizes when two could (Behaviour.md "Competing recognizers").
///
/// UIKit: only one gesture is recognized at a time unless the delegate allows simultaneous
/// recognition (Apple docs "Coordinating multiple gesture recognizers"); Apple documents no order
/// for recognizers of one view. Here: the hit view's recognizers before its ancestors' (a scroll
/// view inside a view with a pan scrolls, as reported for reveal-menu pans), and on one view the
/// last added first (a pan added to a table view takes over its scrolling, as reported).
/// The delegate methods override the order.
@MainActor
@Suite(.serialized)
struct GestureArenaOrderTests {
  @MainActor final class Recorder {
    var began: [String] = []
    func watch(_ pan: UIPanGestureRecognizer, _ name: String) {
      pan.addAction(UIAction { [unowned self] _ in if pan.state == .began { self.began.append(name) } })
    }
  }

  @MainActor final class Delegate: NSObject, UIGestureRecognizerDelegate {
    var simultaneous = false
    var requireFailureOf: UIGestureRecognizer?
    var requiredToFailBy: UIGestureRecognizer?
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { simultaneous }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer) -> Bool { other === requireFailureOf }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool { other === requiredToFailBy }
  }

  func setUp() -> (UIWindow, UIView, UIPanGestureRecognizer, UIPanGestureRecognizer, Recorder) {
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    w.makeKeyAndVisible()
    let v = UIView(frame: w.bounds)
    w.addSubview(v)
    let first = UIPanGestureRecognizer()
    let second = UIPanGestureRecognizer()
    let recorder = Recorder()
    recorder.watch(first, "first")
    recorder.watch(second, "second")
    v.addGestureRecognizer(first)
    v.addGestureRecognizer(second)
    return (w, v, first, second, recorder)
  }

  func drag(_ w: UIWindow) {
    w.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300), duration: 0.3)
  }

  @Test("Two pans on one view: the one added last recognizes, the other fails")
  func lastAddedWins() {
    let (w, _, _, _, recorder) = setUp()
    drag(w)
    #expect(recorder.began == ["second"])
  }

  @Test("A pan on the hit view wins over a pan on its superview, whatever the order of addition")
  func deepestViewWins() {
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    w.makeKeyAndVisible()
    let outer = UIView(frame: w.bounds)
    let inner = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    w.addSubview(outer)
    outer.addSubview(inner)
    let innerPan = UIPanGestureRecognizer()
    let outerPan = UIPanGestureRecognizer()
    let recorder = Recorder()
    recorder.watch(innerPan, "inner")
    recorder.watch(outerPan, "outer")
    outer.addGestureRecognizer(outerPan)
    inner.addGestureRecognizer(innerPan)
    drag(w)
    #expect(recorder.began == ["inner"])
  }

  @Test("UIKit: shouldRecognizeSimultaneouslyWith true lets both recognize")
  func simultaneous() {
    let (w, _, first, _, recorder) = setUp()
    let delegate = Delegate()
    delegate.simultaneous = true
    first.delegate = delegate
    drag(w)
    #expect(Set(recorder.began) == ["first", "second"])
  }

  @Test("UIKit: the later pan's delegate requiring failure of the earlier one lets the earlier one win")
  func requireFailureOf() {
    let (w, _, first, second, recorder) = setUp()
    let delegate = Delegate()
    delegate.requireFailureOf = first
    second.delegate = delegate
    drag(w)
    #expect(recorder.began == ["first"])
  }

  @Test("UIKit: the earlier pan's delegate saying it must fail before the later one lets the earlier one win")
  func requiredToFailBy() {
    let (w, _, first, second, recorder) = setUp()
    let delegate = Delegate()
    delegate.requiredToFailBy = second
    first.delegate = delegate
    drag(w)
    #expect(recorder.began == ["first"])
  }

  @Test("require(toFail:) on the later pan lets the earlier one win")
  func requireToFail() {
    let (w, _, first, second, recorder) = setUp()
    second.require(toFail: first)
    drag(w)
    #expect(recorder.began == ["first"])
  }
}

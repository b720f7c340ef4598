import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Issue 16 item 3: `prefersScrollingExpandsWhenScrolledToEdge` — a scroll view in the sheet.
@MainActor
@Suite(.serialized)
struct SheetScrollingExpandsTests {
  /// A medium/large sheet whose content is a tall scroll view resting at its top edge.
  private func sheetWithScrollView(prefers: Bool?) -> (PresentedSheet, UIScrollView) {
    let s = PresentedSheet { sheet in
      if let prefers { sheet.prefersScrollingExpandsWhenScrolledToEdge = prefers }
    }
    let scroll = UIScrollView(frame: s.b.view.bounds)
    scroll.contentSize = CGSize(width: s.b.view.bounds.width, height: 3000)
    scroll.contentInsetAdjustmentBehavior = .never
    s.b.view.addSubview(scroll)
    return (s, scroll)
  }

  @Test("UIKit (Doc prefersScrollingExpandsWhenScrolledToEdge): true by default; scrolling up at the top edge grows the sheet to its larger detent instead of scrolling")
  func scrollingExpandsByDefault() {
    let (s, scroll) = sheetWithScrollView(prefers: nil)
    #expect(s.sheet.prefersScrollingExpandsWhenScrolledToEdge)
    s.drag(by: -200, duration: 0.3)
    UIApplication.shared.runUntilIdle()
    #expect(s.sheet.selectedDetentIdentifier == .large)
    #expect(s.b.view.frame.minY == s.largeTop)
    #expect(scroll.contentOffset.y == 0)
    #expect(s.delegate.calls == ["didChangeDetent(com.apple.UIKit.large)"])
  }

  @Test("UIKit (Doc prefersScrollingExpandsWhenScrolledToEdge): after the sheet reaches its largest detent, scrolling begins")
  func scrollsAtLargestDetent() {
    let (s, scroll) = sheetWithScrollView(prefers: nil)
    s.sheet.selectedDetentIdentifier = .large
    UIApplication.shared.advance(by: 1.0 / 60)  // the next layout pass moves the sheet
    #expect(s.b.view.frame.minY == s.largeTop)
    s.drag(by: -200, duration: 0.3)
    UIApplication.shared.runUntilIdle()
    #expect(s.b.view.frame.minY == s.largeTop)
    #expect(scroll.contentOffset.y > 100)
  }

  @Test("UIKit (Doc prefersScrollingExpandsWhenScrolledToEdge): false — the content scrolls and the sheet stays at its detent")
  func falseScrolls() {
    let (s, scroll) = sheetWithScrollView(prefers: false)
    s.drag(by: -200, duration: 0.3)
    UIApplication.shared.runUntilIdle()
    #expect(s.sheet.selectedDetentIdentifier == nil)
    #expect(s.b.view.frame.minY == s.mediumTop)
    #expect(scroll.contentOffset.y > 100)
    #expect(s.delegate.calls.isEmpty)
  }

  @Test("UIKit (Doc prefersScrollingExpandsWhenScrolledToEdge): content scrolled away from its top edge scrolls; the sheet stays")
  func awayFromEdgeScrolls() {
    let (s, scroll) = sheetWithScrollView(prefers: nil)
    scroll.contentOffset = CGPoint(x: 0, y: 300)
    s.drag(by: -200, duration: 0.3)
    UIApplication.shared.runUntilIdle()
    #expect(s.b.view.frame.minY == s.mediumTop)
    #expect(scroll.contentOffset.y > 400)
  }

  // MARK: One drag handed over (Docs/Behaviour.md "Sheets": the hand-over rule)

  @Test("UIKit (Doc prefersScrollingExpandsWhenScrolledToEdge; hand-over rule in Behaviour.md): one upward drag grows the sheet to its largest detent, then the same drag scrolls the content")
  func oneDragExpandsThenScrolls() {
    let (s, scroll) = sheetWithScrollView(prefers: nil)
    let climb = s.mediumTop - s.largeTop
    let start = CGPoint(x: s.window.bounds.midX, y: s.b.view.frame.minY + 60)
    let finger = s.window.touchDown(at: start)
    finger.move(to: CGPoint(x: start.x, y: start.y - climb / 2), duration: 0.2)
    // Halfway: only the sheet moved.
    #expect(abs(s.b.view.frame.minY - (s.mediumTop - climb / 2)) < 1.5)
    #expect(scroll.contentOffset.y == 0)
    finger.move(to: CGPoint(x: start.x, y: start.y - climb - 150), duration: 0.3)
    // Past the largest detent: the sheet stops there (no rubber band) and the rest scrolls.
    #expect(abs(s.b.view.frame.minY - s.largeTop) < 0.5)
    #expect(abs(scroll.contentOffset.y - 150) < 1.5)
    finger.move(to: CGPoint(x: start.x, y: start.y - climb - 150), duration: 0.2)  // hold still
    finger.lift()
    UIApplication.shared.runUntilIdle()
    #expect(s.sheet.selectedDetentIdentifier == .large)
    #expect(s.b.view.frame.minY == s.largeTop)
    #expect(abs(scroll.contentOffset.y - 150) < 1.5)
    #expect(s.delegate.calls == ["didChangeDetent(com.apple.UIKit.large)"])
  }

  @Test("UIKit (hand-over rule in Behaviour.md): released while the content scrolls, the content keeps the velocity and the sheet stays at its largest detent")
  func flingAfterHandOverScrolls() {
    let (s, scroll) = sheetWithScrollView(prefers: nil)
    s.drag(by: -(s.mediumTop - s.largeTop) - 200, duration: 0.3)
    UIApplication.shared.runUntilIdle()
    #expect(s.b.view.frame.minY == s.largeTop)
    #expect(scroll.contentOffset.y > 300)  // 200 dragged, then deceleration
  }

  @Test("UIKit (hand-over rule in Behaviour.md): a downward drag scrolls the content back to its top edge, then the same drag moves the sheet down to a smaller detent")
  func downwardScrollsThenMovesSheet() {
    let (s, scroll) = sheetWithScrollView(prefers: nil)
    s.sheet.selectedDetentIdentifier = .large
    UIApplication.shared.advance(by: 1.0 / 60)  // the next layout pass moves the sheet
    #expect(s.b.view.frame.minY == s.largeTop)
    scroll.contentOffset = CGPoint(x: 0, y: 100)
    let start = CGPoint(x: s.window.bounds.midX, y: s.largeTop + 100)
    let finger = s.window.touchDown(at: start)
    finger.move(to: CGPoint(x: start.x, y: start.y + 60), duration: 0.2)
    #expect(abs(scroll.contentOffset.y - 40) < 1.5)
    #expect(s.b.view.frame.minY == s.largeTop)
    finger.move(to: CGPoint(x: start.x, y: start.y + 400), duration: 0.5)
    #expect(scroll.contentOffset.y == 0)
    #expect(abs(s.b.view.frame.minY - (s.largeTop + 300)) < 1.5)
    finger.move(to: CGPoint(x: start.x, y: start.y + 400), duration: 0.2)  // hold still
    finger.lift()
    UIApplication.shared.runUntilIdle()
    #expect(s.sheet.selectedDetentIdentifier == .medium)
    #expect(s.b.view.frame.minY == s.mediumTop)
    #expect(scroll.contentOffset.y == 0)
    #expect(s.delegate.calls == ["didChangeDetent(com.apple.UIKit.medium)"])
  }

  @Test("UIKit (sheets spec §A2; hand-over rule): a fast downward drag in content at its top edge dismisses the sheet, asking the delegate as the sheet's own drag does")
  func downwardAtTopEdgeDismisses() {
    let (s, scroll) = sheetWithScrollView(prefers: nil)
    s.drag(by: 350, duration: 0.2)
    UIApplication.shared.runUntilIdle()
    #expect(s.a.presentedViewController == nil)
    #expect(scroll.contentOffset.y == 0)
    #expect(s.delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
  }

  @Test("UIKit (Doc prefersScrollingExpandsWhenScrolledToEdge = false; hand-over rule): the sheet may move down and back within a drag but never above the detent it started at; the rest scrolls")
  func falseNeverExpandsWithinADrag() {
    let (s, scroll) = sheetWithScrollView(prefers: false)
    // A smaller detent below medium, so that moving down from medium is not yet a dismissal.
    s.sheet.detents = [.custom(identifier: .init("small")) { _ in 200 }, .medium(), .large()]
    s.sheet.selectedDetentIdentifier = .medium
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(s.b.view.frame.minY == s.mediumTop)
    let start = CGPoint(x: s.window.bounds.midX, y: s.mediumTop + 60)
    let finger = s.window.touchDown(at: start)
    finger.move(to: CGPoint(x: start.x, y: start.y + 80), duration: 0.2)
    #expect(abs(s.b.view.frame.minY - (s.mediumTop + 80)) < 1.5)
    finger.move(to: CGPoint(x: start.x, y: start.y - 120), duration: 0.3)
    #expect(abs(s.b.view.frame.minY - s.mediumTop) < 0.5)
    #expect(abs(scroll.contentOffset.y - 120) < 1.5)
    finger.move(to: CGPoint(x: start.x, y: start.y - 120), duration: 0.2)
    finger.lift()
    UIApplication.shared.runUntilIdle()
    #expect(s.b.view.frame.minY == s.mediumTop)
    #expect(s.delegate.calls.isEmpty)
  }
}

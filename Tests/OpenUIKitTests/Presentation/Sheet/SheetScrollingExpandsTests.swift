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
    UIApplication.shared.runUntilIdle()
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
}

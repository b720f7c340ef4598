import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

@MainActor
@Suite(.serialized)
struct UIPageControlTests {
  @Test("UIKit: currentPage stays in 0..<numberOfPages; hidesForSinglePage hides a one-page control")
  func pages() {
    let p = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
    p.numberOfPages = 3
    p.currentPage = 7
    #expect(p.currentPage == 2)
    p.numberOfPages = 2
    #expect(p.currentPage == 1)
    p.hidesForSinglePage = true
    #expect(!p.isHidden)
    p.numberOfPages = 1
    #expect(p.isHidden)
    p.numberOfPages = 4
    #expect(!p.isHidden)
    #expect(p.subviews.count == 4)
  }

  @Test("UIKit: a tap right of the current dot advances, left of it goes back, each sending .valueChanged")
  func tapSides() {
    let p = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
    p.numberOfPages = 3
    let w = window(with: p)
    let rec = EventRecorder(p, [("changed", .valueChanged)])
    p.currentPage = 1
    #expect(rec.events.isEmpty)
    w.tap(at: CGPoint(x: 190, y: 13))
    #expect(p.currentPage == 2)
    w.tap(at: CGPoint(x: 190, y: 13))
    #expect(p.currentPage == 2)
    w.tap(at: CGPoint(x: 10, y: 13))
    #expect(p.currentPage == 1)
    #expect(rec.events == ["changed", "changed"])
  }
}

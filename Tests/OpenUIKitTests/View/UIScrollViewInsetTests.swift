import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Records `adjustedContentInsetDidChange()` calls with the offset seen at the time.
@MainActor
private final class InsetRecordingScrollView: UIScrollView {
  var changes: [CGFloat] = []
  override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    changes.append(contentOffset.y)
  }
}

@MainActor
private final class InsetDelegate: NSObject, UIScrollViewDelegate {
  var insetChanges = 0
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { insetChanges += 1 }
}

/// Safe areas and scroll views: where content rests when the adjusted content inset changes
/// (UIScrollView docs: adjustedContentInset, contentInsetAdjustmentBehavior,
/// adjustedContentInsetDidChange(); Docs/Behaviour.md, "Scroll view insets").
@MainActor
@Suite(.serialized)
struct UIScrollViewInsetTests {
  /// A full-screen scroll view in an iPhone 15 window (59 pt safe area at the top, 34 at the bottom).
  fileprivate func make(_ configure: (UIScrollView) -> Void = { _ in }) -> (InsetRecordingScrollView, UIWindow, InsetDelegate) {
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let s = InsetRecordingScrollView(frame: w.bounds)
    s.contentSize = CGSize(width: 393, height: 3000)
    let d = InsetDelegate()
    s.delegate = d
    configure(s)
    w.addSubview(s)
    w.makeKeyAndVisible()
    // Layout runs in the next frame's layout phase (runUntilIdle alone does not lay out).
    UIApplication.shared.advance(by: 1.0 / 60)
    return (s, w, d)
  }

  @Test("UIKit: content at rest at its top keeps showing its top when the adjusted inset changes (offset = -adjustedContentInset.top); adjustedContentInsetDidChange and the delegate hear of it")
  func restingAtTopFollows() {
    let (s, w, d) = make()
    #expect(s.adjustedContentInset.top == 59)
    #expect(s.contentOffset.y == -59)
    #expect(s.changes == [-59])
    #expect(d.insetChanges == 1)
    // The window moves down: its safe area shrinks; the resting content follows again.
    w.frame = CGRect(x: 0, y: 20, width: 393, height: 832)
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(s.adjustedContentInset.top == 39)
    #expect(s.contentOffset.y == -39)
    #expect(d.insetChanges == 2)
    w.isHidden = true
  }

  @Test("Scrolled content keeps its offset when the adjusted inset changes (Docs/Behaviour.md: only content resting at the edge follows)")
  func scrolledKeepsOffset() {
    let (s, w, d) = make()
    s.contentOffset = CGPoint(x: 0, y: 300)
    w.frame = CGRect(x: 0, y: 20, width: 393, height: 832)
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(s.adjustedContentInset.top == 39)
    #expect(s.contentOffset.y == 300)
    #expect(d.insetChanges == 2)
    w.isHidden = true
  }

  @Test("UIKit: .never leaves the safe area out of adjustedContentInset, so the offset stays at zero")
  func neverIgnoresSafeArea() {
    let (s, w, d) = make { $0.contentInsetAdjustmentBehavior = .never }
    #expect(s.adjustedContentInset == .zero)
    #expect(s.contentOffset.y == 0)
    #expect(d.insetChanges == 0)
    w.isHidden = true
  }

  @Test("UIKit: .scrollableAxes adds the top and bottom safe area only when the content scrolls vertically; .always adds every edge")
  func scrollableAxesAndAlways() {
    let (short, w1, _) = make {
      $0.contentInsetAdjustmentBehavior = .scrollableAxes
      $0.contentSize = CGSize(width: 393, height: 100)
    }
    #expect(short.adjustedContentInset == .zero)
    #expect(short.contentOffset.y == 0)
    w1.isHidden = true
    let (tall, w2, _) = make { $0.contentInsetAdjustmentBehavior = .scrollableAxes }
    #expect(tall.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(tall.contentOffset.y == -59)
    w2.isHidden = true
  }

  @Test("UIKit: adjustedContentInset is contentInset plus the safe area; content resting at -contentInset.top rests at -(contentInset.top + safe top) in a window")
  func contentInsetAddsToSafeArea() {
    let (s, w, _) = make {
      $0.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
      $0.contentOffset = CGPoint(x: 0, y: -10)
    }
    #expect(s.adjustedContentInset.top == 69)
    #expect(s.contentOffset.y == -69)
    w.isHidden = true
  }

  @Test("Setting contentInset by code tells the delegate and keeps the offset (Docs/Behaviour.md)")
  func contentInsetByCodeKeepsOffset() {
    let (s, w, d) = make()
    #expect(s.contentOffset.y == -59)
    s.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    #expect(d.insetChanges == 2)
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(s.adjustedContentInset.top == 79)
    #expect(s.contentOffset.y == -59)
    #expect(d.insetChanges == 2)
    w.isHidden = true
  }

  @Test("UIKit: .automatic insets a table under a navigation bar by the bar's bottom: its first row shows below the bar, tiled in the same layout pass")
  func tableUnderNavigationBar() throws {
    let source = ListDataSource(counts: [30])
    let tableController = UITableViewController(style: .plain)
    let table = tableController.tableView!
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.dataSource = source
    table.delegate = source
    let navigation = UINavigationController(rootViewController: tableController)
    let w = makeWindow(root: navigation, size: CGSize(width: 393, height: 852), sdk: .iOS17)
    UIApplication.shared.advance(by: 1.0 / 60)
    let barBottom = navigation.navigationBar.convert(CGPoint(x: 0, y: navigation.navigationBar.bounds.maxY), to: nil).y
    #expect(barBottom == 98)
    #expect(table.adjustedContentInset.top == 98)
    #expect(table.contentOffset.y == -98)
    let firstRow = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(firstRow.convert(CGPoint.zero, to: nil).y == 98)
    // A tap on the first row's centre selects it (the bar no longer covers it).
    w.tap(at: windowPoint(ofRow: IndexPath(row: 0, section: 0), in: table))
    #expect(source.log.last == "didSelect 0.0")
    // The bar hides: the resting table follows up to the status bar's safe area.
    navigation.setNavigationBarHidden(true, animated: false)
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(table.adjustedContentInset.top == 59)
    #expect(table.contentOffset.y == -59)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.convert(CGPoint.zero, to: nil).y == 59)
    w.isHidden = true
  }

  @Test("UIKit: the offset follows in the layout pass the inset changed in (layoutIfNeeded, no frame stepped)")
  func followsInTheSameLayoutPass() {
    let (s, w, _) = make()
    w.frame = CGRect(x: 0, y: 20, width: 393, height: 832)
    w.layoutIfNeeded()
    #expect(s.contentOffset.y == -39)
    w.isHidden = true
  }
}

import Testing
import UIKit
import OpenUIKitTesting

/// The pan-modal style sheet (PanSheetCode.swift) on a 393 × 852 phone: short form 300 pt
/// (top at 552), long form 700 pt (top at 152), the sheet 700 pt tall; a 40-row table of 44-pt
/// rows 24 pt below the sheet's top.
@MainActor @Suite(.serialized) struct PanSheetTests {
  @MainActor final class Scene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let root = NowPlayingViewController()
    var sheet: SongListSheet!
    var controller: PanSheetPresentationController!
    var table: UITableView { sheet.tableView }
    var sheetTop: CGFloat { sheet.view.frame.minY }
  }

  func present(allowsDragToDismiss: Bool = true) -> Scene {
    registerPanSheetActions()
    let scene = Scene()
    scene.window.rootViewController = scene.root
    scene.window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    let sheet = SongListSheet()
    sheet.allowsDragToDismiss = allowsDragToDismiss
    scene.root.presentPanSheet(sheet, delegate: scene.root.sheetDelegate)
    UIApplication.shared.runUntilIdle()
    scene.sheet = sheet
    scene.controller = sheet.presentationController as? PanSheetPresentationController
    return scene
  }

  /// A drag that ends with the finger held still (no flick): the release velocity is ~0.
  func slowDrag(_ window: UIWindow, from a: CGPoint, to b: CGPoint) {
    let finger = window.touchDown(at: a)
    finger.move(to: b, duration: 0.5)
    finger.move(to: b, duration: 0.2)
    finger.lift()
  }

  @Test("UIKit: the custom presentation controller from the transitioning delegate; the presenting controller is its adaptive delegate and is asked with compact traits; the sheet springs up to short form over the dimming view")
  func presentsAtShortForm() {
    registerPanSheetActions()
    let scene = Scene()
    scene.window.rootViewController = scene.root
    scene.window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    defer { scene.window.isHidden = true }
    let sheet = scene.root.showQueue()
    let controller = sheet.presentationController as? PanSheetPresentationController
    #expect(controller != nil)
    #expect(controller?.delegate === scene.root)
    UIApplication.shared.advance(by: 0.15)
    let midway = sheet.view.layer.presentation()?.frame.minY ?? 0
    #expect(midway > 552 && midway < 852)
    let dimming = controller?.dimmingView.layer.presentation()?.opacity ?? -1
    #expect(dimming > 0 && dimming < 1)
    UIApplication.shared.runUntilIdle()
    #expect(scene.root.adaptationAsked.contains(.compact))
    #expect(sheet.view.frame == CGRect(x: 0, y: 552, width: 393, height: 700))
    #expect(controller?.dimmingView.frame == scene.window.bounds)
    #expect(controller?.dimmingView.alpha == 1)
    #expect(controller?.dragIndicator.superview === sheet.view)
    #expect(abs((controller?.dragIndicator.frame.midX ?? 0) - 196.5) < 0.5)
    #expect(sheet.view.layer.cornerRadius == 10)
    #expect(sheet.tableView.contentOffset.y == 0)
    #expect(sheet.tableView.visibleCells.first?.textLabel?.text == "Song 1")
  }

  @Test("Pan sheet: a slow drag up moves the sheet with the finger while KVO holds the table still; past long form the rest of the drag scrolls the table from where it was held (no jump)")
  func dragUpAnchorsThenScrollsTable() {
    let scene = present()
    defer { scene.window.isHidden = true }
    let finger = scene.window.touchDown(at: CGPoint(x: 200, y: 700))
    finger.move(to: CGPoint(x: 200, y: 500), duration: 0.3)
    // Half way: the sheet followed the finger, the table did not scroll.
    #expect(scene.sheetTop < 552 - 150 && scene.sheetTop > 552 - 210)
    #expect(scene.table.contentOffset.y == 0)
    finger.move(to: CGPoint(x: 200, y: 250), duration: 0.4)
    finger.move(to: CGPoint(x: 200, y: 250), duration: 0.2)
    // 450 pt of drag: 400 took the sheet to long form, the remainder scrolled the table.
    #expect(scene.sheetTop == 152)
    #expect(scene.table.contentOffset.y > 20 && scene.table.contentOffset.y < 70, "\(scene.table.contentOffset.y)")
    finger.lift()
    UIApplication.shared.runUntilIdle()
    #expect(scene.sheetTop == 152)
    #expect(scene.controller.isAnchored)
    #expect(scene.controller.snapLog.isEmpty)
  }

  @Test("Pan sheet: at long form with the table scrolled, a downward drag scrolls the table back first; at the table's top the same drag moves the sheet down; released nearer short form, it springs to short form")
  func downwardDragAtTableTopMovesSheet() {
    let scene = present()
    defer { scene.window.isHidden = true }
    scene.controller.snap(to: scene.controller.longFormY, "long")
    UIApplication.shared.runUntilIdle()
    scene.table.contentOffset = CGPoint(x: 0, y: 200)
    let finger = scene.window.touchDown(at: CGPoint(x: 200, y: 300))
    finger.move(to: CGPoint(x: 200, y: 420), duration: 0.3)
    #expect(scene.sheetTop == 152)
    #expect(scene.table.contentOffset.y > 70 && scene.table.contentOffset.y < 130, "\(scene.table.contentOffset.y)")
    finger.move(to: CGPoint(x: 200, y: 750), duration: 0.5)
    finger.move(to: CGPoint(x: 200, y: 750), duration: 0.2)
    #expect(scene.table.contentOffset.y == 0)
    #expect(scene.sheetTop > 350 && scene.sheetTop < 450, "\(scene.sheetTop)")
    finger.lift()
    UIApplication.shared.advance(by: 0.1)
    #expect(scene.controller.snapLog == ["long", "short"])
    let moving = scene.sheet.view.layer.presentation()?.frame.minY ?? 0
    #expect(moving > scene.sheetTop - 200 && moving < 552)
    UIApplication.shared.runUntilIdle()
    #expect(scene.sheetTop == 552)
    #expect(scene.table.contentOffset.y == 0)
  }

  @Test("Pan sheet: a flick up from short form springs to long form (UIView spring animation) and the table's scrollViewWillEndDragging target is pinned: no glide")
  func flickUpGoesLong() {
    let scene = present()
    defer { scene.window.isHidden = true }
    scene.window.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 620), duration: 0.1)
    #expect(scene.controller.snapLog == ["long"])
    #expect(scene.sheet.willEndDragging.count == 1)
    #expect(scene.sheet.willEndDragging.first?.target == 0)
    #expect((scene.sheet.willEndDragging.first?.velocity ?? 0) > 0)
    UIApplication.shared.advance(by: 0.1)
    let moving = scene.sheet.view.layer.presentation()?.frame.minY ?? 0
    #expect(moving > 152 && moving < 552 - 80)
    UIApplication.shared.runUntilIdle()
    #expect(scene.sheetTop == 152)
    #expect(scene.table.contentOffset.y == 0)
    #expect(!scene.table.isDecelerating)
  }

  @Test("Pan sheet: a flick down from short form dismisses; a programmatic dismiss does not call presentationControllerDidDismiss (UIKit docs)")
  func flickDownDismisses() {
    let scene = present()
    defer { scene.window.isHidden = true }
    scene.window.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 780), duration: 0.1)
    #expect(scene.controller.snapLog == ["dismiss"])
    UIApplication.shared.runUntilIdle()
    #expect(scene.root.presentedViewController == nil)
    #expect(scene.controller.dimmingView.superview == nil)
    #expect(scene.sheet.view.window == nil)
    #expect(scene.root.didDismissCount == 0)
  }

  @Test("Pan sheet: with allowsDragToDismiss false a flick down springs back to short form")
  func flickDownWithoutDismissReturns() {
    let scene = present(allowsDragToDismiss: false)
    defer { scene.window.isHidden = true }
    scene.window.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 780), duration: 0.1)
    #expect(scene.controller.snapLog == ["short"])
    UIApplication.shared.runUntilIdle()
    #expect(scene.root.presentedViewController === scene.sheet)
    #expect(scene.sheetTop == 552)
  }

  @Test("Pan sheet: a flick down from long form (table at its top) goes to short form, not away")
  func flickDownFromLongGoesShort() {
    let scene = present()
    defer { scene.window.isHidden = true }
    scene.controller.snap(to: scene.controller.longFormY, "long")
    UIApplication.shared.runUntilIdle()
    scene.window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 380), duration: 0.1)
    #expect(scene.controller.snapLog == ["long", "short"])
    UIApplication.shared.runUntilIdle()
    #expect(scene.sheetTop == 552)
    #expect(scene.root.presentedViewController === scene.sheet)
  }

  @Test("Pan sheet: a slow drag down released nearer the bottom than short form dismisses")
  func slowDragToBottomDismisses() {
    let scene = present()
    defer { scene.window.isHidden = true }
    slowDrag(scene.window, from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 840))
    #expect(scene.controller.snapLog == ["dismiss"])
    UIApplication.shared.runUntilIdle()
    #expect(scene.root.presentedViewController == nil)
  }

  @Test("Pan sheet: a tap on the dimming view dismisses; a tap on the sheet does not")
  func tapDimmingDismisses() {
    let scene = present()
    defer { scene.window.isHidden = true }
    scene.window.tap(at: CGPoint(x: 200, y: 600))
    UIApplication.shared.runUntilIdle()
    #expect(scene.root.presentedViewController === scene.sheet)
    scene.window.tap(at: CGPoint(x: 200, y: 300))
    UIApplication.shared.runUntilIdle()
    #expect(scene.root.presentedViewController == nil)
    #expect(scene.controller.dimmingView.superview == nil)
  }
}

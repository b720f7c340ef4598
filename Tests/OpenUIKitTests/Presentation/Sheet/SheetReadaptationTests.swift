import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Issue 16 follow-up: re-adaptation on trait changes under `.iOS17` (VCPG-P "Adapting" with
/// today's rules, Docs/Behaviour.md "Linked SDK and today's sheets").
@MainActor
@Suite(.serialized)
struct SheetReadaptationTests {
  @Test("UIKit (Doc adaptiveSheetPresentationController): a popover on screen becomes its sheet when the width turns compact, and a popover again when regular")
  func popoverReadaptsToSheet() {
    let log = Log()
    let a = LoggingViewController("A", log: log)
    // An iPad-like window, regular in both size classes (the window's overrides).
    let window = makeWindow(root: a, size: regularSize, sdk: .iOS17)
    window.traitOverrides.horizontalSizeClass = .regular
    window.traitOverrides.verticalSizeClass = .regular
    UIApplication.shared.runUntilIdle()
    let b = LoggingViewController("B", log: log)
    b.modalPresentationStyle = .popover
    b.preferredContentSize = CGSize(width: 300, height: 200)
    b.popoverPresentationController!.sourceView = a.view
    b.popoverPresentationController!.sourceRect = CGRect(x: 100, y: 100, width: 10, height: 10)
    b.popoverPresentationController!.adaptiveSheetPresentationController.detents = [.medium()]
    a.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(b.presentationController!.presentationStyle == .popover)
    #expect(b.view.frame.size == CGSize(width: 300, height: 200))
    log.clear()

    window.traitOverrides.horizontalSizeClass = .compact
    window.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
    UIApplication.shared.runUntilIdle()
    #expect(b.presentationController!.presentationStyle == .formSheet)
    let maximum = window.bounds.height - (max(30, window.safeAreaInsets.top) + 10) - window.safeAreaInsets.bottom
    #expect(b.view.frame.minY == window.bounds.height - window.safeAreaInsets.bottom - (maximum / 2).rounded())
    #expect(b.view.frame.maxY == window.bounds.height)
    #expect(a.view.window === window)
    #expect(log.appearance("A").isEmpty)

    window.traitOverrides.horizontalSizeClass = .regular
    window.frame = CGRect(origin: .zero, size: regularSize)
    UIApplication.shared.runUntilIdle()
    #expect(b.presentationController!.presentationStyle == .popover)
    #expect(b.view.frame.size == CGSize(width: 300, height: 200))
    #expect(log.appearance("A").isEmpty)
    b.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(a.presentedViewController == nil)
  }

  @Test("UIKit (Doc adaptiveSheetPresentationController): a popover re-adapted into its sheet is dragged like a sheet — a fling down dismisses it")
  func readaptedPopoverSheetDrags() {
    let a = UIViewController()
    let window = makeWindow(root: a, size: regularSize, sdk: .iOS17)
    window.traitOverrides.horizontalSizeClass = .regular
    window.traitOverrides.verticalSizeClass = .regular
    UIApplication.shared.runUntilIdle()
    let b = UIViewController()
    b.modalPresentationStyle = .popover
    b.popoverPresentationController!.sourceView = a.view
    b.popoverPresentationController!.adaptiveSheetPresentationController.detents = [.medium()]
    a.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
    window.traitOverrides.horizontalSizeClass = .compact
    window.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
    UIApplication.shared.runUntilIdle()
    #expect(b.presentationController!.presentationStyle == .formSheet)
    let start = CGPoint(x: window.bounds.midX, y: b.view.frame.minY + 20)
    window.drag(from: start, to: CGPoint(x: start.x, y: start.y + 300), duration: 0.1)
    UIApplication.shared.runUntilIdle()
    #expect(a.presentedViewController == nil)
  }

  @Test("UIKit (Doc prefersEdgeAttachedInCompactHeight, sheets spec §A1): a card sheet goes full screen when the height turns compact — the presenter leaves — and back to a card")
  func cardSheetReadaptsToFullScreen() {
    let log = Log()
    let a = LoggingViewController("A", log: log)
    let window = makeWindow(root: a, sdk: .iOS17)
    let b = LoggingViewController("B", log: log)
    a.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(b.presentationController!.presentationStyle == .pageSheet)
    #expect(b.view.frame.minY == max(30, window.safeAreaInsets.top) + 10)
    #expect(a.view.window === window)
    log.clear()

    window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
    UIApplication.shared.runUntilIdle()
    #expect(b.presentationController!.presentationStyle == .fullScreen)
    #expect(b.view.frame == window.bounds)
    #expect(a.view.window == nil)
    #expect(log.appearance("A") == ["A.viewWillDisappear", "A.viewDidDisappear"])
    log.clear()

    window.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
    UIApplication.shared.runUntilIdle()
    #expect(b.presentationController!.presentationStyle == .pageSheet)
    #expect(b.view.frame.minY == max(30, window.safeAreaInsets.top) + 10)
    #expect(a.view.window === window)
    #expect(log.appearance("A") == ["A.viewWillAppear", "A.viewDidAppear"])
  }
}

import Testing
import UIKit
import OpenUIKitTesting

/// The sheet-library code (SheetLibraryCode.swift) presents, lays out and dismisses as on a device.
@MainActor @Suite(.serialized) struct SheetLibraryTests {
  @Test("UIKit: a custom sheet — frame from frameOfPresentedViewInContainerView, Auto Layout-pinned blur and dimming fading alongside, rounded top mask, configuration buttons in a stack, tap on the dimming view dismisses")
  func sheetPresentsAndDismisses() {
    registerSheetLibraryActions()
    let start = UIApplication.shared.diagnostics.count
    let root = UIViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = root
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    defer { window.isHidden = true }

    let sheet = SheetContentViewController()
    root.present(sheet, animated: true)
    let controller = sheet.presentationController as? SheetPresentationController
    #expect(controller != nil)
    UIApplication.shared.advance(by: 0.1)
    let dimming = controller?.dimmingView.layer.presentation()?.opacity ?? -1
    #expect(dimming > 0 && dimming < 1)
    UIApplication.shared.runUntilIdle()
    // 320 pt of content plus the 34-pt home area, at the bottom.
    #expect(sheet.view.frame == CGRect(x: 0, y: 852 - 354, width: 393, height: 354))
    #expect(controller?.dimmingView.frame == window.bounds)
    #expect(controller?.blurView.frame == window.bounds)
    #expect(controller?.dimmingView.alpha == 1)
    #expect((controller?.didLayoutContainer ?? 0) >= 1)
    #expect(sheet.view.layer.mask is CAShapeLayer)
    // The stack: three configuration buttons, leading-aligned, inside its margins.
    #expect(sheet.stack.arrangedSubviews.count == 3)
    let first = sheet.stack.arrangedSubviews[0] as! UIButton
    #expect(first.currentTitle == "Share")
    #expect(first.frame.minX == 20)
    #expect(first.titleLabel!.frame.minX == 12)
    // Centred, to the 1/3-pt pixel grid: 178.5 rounds to 178⅔.
    #expect(sheet.handle.frame == CGRect(x: 536.0 / 3, y: 8, width: 36, height: 5))

    // A tap on the dimmed area above the sheet dismisses it.
    window.tap(at: CGPoint(x: 200, y: 100))
    UIApplication.shared.runUntilIdle()
    #expect(root.presentedViewController == nil)
    #expect(controller?.dimmingView.superview == nil)
    #expect(UIApplication.shared.diagnostics.dropFirst(start).filter { $0.message.contains("Unable to simultaneously") }.isEmpty)
  }
}

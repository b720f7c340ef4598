import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// `prefersPageSizing` (iOS 17) and `sourceView` (iOS 15) of sheets floating in regular size
/// classes (Docs/Behaviour.md "Sheets").
@MainActor
@Suite(.serialized)
struct SheetSizingTests {
  /// An iPad-like window (regular in both size classes) under `sdk` with A at its root.
  private func padWindow(sdk: UIKitSDK = .iOS17) -> (UIViewController, UIWindow) {
    let a = UIViewController()
    let window = makeWindow(root: a, size: regularSize, sdk: sdk)
    window.traitOverrides.verticalSizeClass = .regular
    UIApplication.shared.runUntilIdle()
    return (a, window)
  }

  private func present(_ b: UIViewController, from a: UIViewController) {
    a.present(b, animated: false)
    UIApplication.shared.runUntilIdle()
  }

  @Test("UIKit (Doc prefersPageSizing): true for a page sheet by default — the page size; false — form-sheet sizing from preferredContentSize")
  func pageSizing() {
    let (a, _) = padWindow()
    let b = UIViewController()
    b.modalPresentationStyle = .pageSheet
    b.preferredContentSize = CGSize(width: 400, height: 300)
    #expect(b.sheetPresentationController!.prefersPageSizing)
    present(b, from: a)
    #expect(b.view.frame == CGRect(x: (1024 - 704) / 2, y: 40, width: 704, height: 728))
    b.sheetPresentationController!.prefersPageSizing = false
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(b.view.frame == CGRect(x: 312, y: 234, width: 400, height: 300))
    b.preferredContentSize = CGSize(width: 500, height: 300)
    #expect(b.view.frame.width == 500)
  }

  @Test("UIKit (Doc prefersPageSizing; form sheet style [U]): a form sheet does not prefer page sizing unless told; true gives it the page size")
  func formSheetPrefersFormSizing() {
    let (a, _) = padWindow()
    let b = UIViewController()
    b.modalPresentationStyle = .formSheet
    #expect(!b.sheetPresentationController!.prefersPageSizing)
    b.sheetPresentationController!.prefersPageSizing = true
    present(b, from: a)
    #expect(b.view.frame.width == 704)
  }

  @Test("UIKit (Doc sourceView): a floating sheet centres itself over its source view, kept within margins; nil centres it in the window")
  func sourceViewCentres() {
    let (a, _) = padWindow()
    let anchor = UIView(frame: CGRect(x: 600, y: 300, width: 100, height: 100))
    a.view.addSubview(anchor)
    let b = UIViewController()
    b.modalPresentationStyle = .formSheet
    b.preferredContentSize = CGSize(width: 300, height: 200)
    b.sheetPresentationController!.sourceView = anchor
    present(b, from: a)
    #expect(b.view.frame == CGRect(x: 500, y: 250, width: 300, height: 200))
    anchor.frame.origin = CGPoint(x: 950, y: 650)  // near the corner: clamped 20 pt inside
    b.sheetPresentationController!.sourceView = anchor
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(b.view.frame == CGRect(x: 1024 - 20 - 300, y: 768 - 20 - 200, width: 300, height: 200))
    b.sheetPresentationController!.sourceView = nil
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(b.view.frame == CGRect(x: 362, y: 284, width: 300, height: 200))
  }

  @Test("UIKit (H:VC: iOS 12 had neither property): under .iOS12 the style alone sizes the sheet and sourceView is not used")
  func ignoredBeforeIOS13() {
    let (a, _) = padWindow(sdk: .iOS12)
    let anchor = UIView(frame: CGRect(x: 600, y: 300, width: 100, height: 100))
    a.view.addSubview(anchor)
    let b = UIViewController()
    b.modalPresentationStyle = .formSheet
    b.preferredContentSize = CGSize(width: 300, height: 200)
    b.sheetPresentationController!.sourceView = anchor
    b.sheetPresentationController!.prefersPageSizing = true
    present(b, from: a)
    #expect(b.view.frame == CGRect(x: 362, y: 284, width: 300, height: 200))
  }
}

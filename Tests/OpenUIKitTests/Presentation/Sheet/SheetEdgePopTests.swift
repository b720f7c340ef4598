import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// A navigation controller shown as a card sheet (`.iOS17`) keeps its edge-swipe pop: the sheet's
/// pan only takes vertical drags (Docs/Behaviour.md "Sheets: horizontal drags").
@MainActor
@Suite(.serialized)
struct SheetEdgePopTests {
  /// A navigation controller with a pushed controller, presented as a sheet with `detents`.
  private func presentNavigationSheet(detents: [UISheetPresentationController.Detent])
    -> (window: UIWindow, nav: UINavigationController, root: UIViewController, sheet: UISheetPresentationController)
  {
    let presenter = UIViewController()
    let window = makeWindow(root: presenter, sdk: .iOS17)
    let root = UIViewController()
    let nav = UINavigationController(rootViewController: root)
    nav.modalPresentationStyle = .pageSheet
    let sheet = nav.sheetPresentationController!
    sheet.detents = detents
    presenter.present(nav, animated: false)
    UIApplication.shared.runUntilIdle()
    nav.pushViewController(UIViewController(), animated: false)
    UIApplication.shared.runUntilIdle()
    return (window, nav, root, sheet)
  }

  @Test("UIKit (Doc interactivePopGestureRecognizer; sheets spec §A3): a left-edge swipe inside a card sheet pops the navigation controller; the sheet stays where it rests")
  func edgeSwipePopsInsideSheet() {
    for detents in [[UISheetPresentationController.Detent.large()], [.medium(), .large()]] {
      let (window, nav, root, sheet) = presentNavigationSheet(detents: detents)
      let restingFrame = nav.view.frame
      let y = nav.view.frame.midY
      window.drag(from: CGPoint(x: 5, y: y), to: CGPoint(x: 300, y: y + 10), duration: 0.5)
      UIApplication.shared.runUntilIdle()
      #expect(nav.topViewController === root)
      #expect(nav.viewControllers.count == 1)
      #expect(nav.presentingViewController != nil)
      #expect(nav.view.frame == restingFrame)
      #expect(sheet.selectedDetentIdentifier == nil)
    }
  }

  @Test("UIKit (sheets spec §A3): a vertical drag from the left edge still moves the sheet, not the navigation stack")
  func verticalEdgeDragMovesSheet() {
    let (window, nav, _, sheet) = presentNavigationSheet(detents: [.medium(), .large()])
    let top = nav.view.frame.minY
    window.drag(from: CGPoint(x: 5, y: top + 40), to: CGPoint(x: 10, y: top - 300), duration: 0.5)
    UIApplication.shared.runUntilIdle()
    #expect(nav.viewControllers.count == 2)
    #expect(sheet.selectedDetentIdentifier == .large)
    #expect(nav.view.frame.minY < top)
  }
}

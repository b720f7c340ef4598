import Foundation
import OpenUIKitChaos
import OpenUIKitTesting
import Testing
import UIKit

/// Minimal cases of the third sweep (seeds 1…1000 × 300 operations, and the soak), written as
/// plain UIKit code, each named after the rule it pins.
@MainActor
@Suite(.serialized)
struct ChaosSweepFound3Tests {
  /// Seed 806.
  @Test("UIKit: UIPresentationController holds its presentingViewController strongly — a split's detail replaced by showDetailViewController while it presents lives on, and its presentation stays on screen until dismissed")
  func replacedDetailKeepsItsPresentation() {
    let root = ChaosController("root")
    let nav = ChaosNavigationController("nav", root: root)
    var detail: ChaosController? = ChaosController("detail")
    let split = ChaosSplitViewController("split", columns: [nav, detail!])
    let window = ChaosTestSupport.window(split, regular: true)
    weak let weakDetail = detail
    weak var weakCard: UIViewController?
    detail!.definesPresentationContext = true
    do {
      let over = ChaosController("over")
      over.modalPresentationStyle = .overCurrentContext
      detail!.present(over, animated: false)
      UIApplication.shared.runUntilIdle()
      let card = ChaosController("card")
      ChaosTestSupport.custom(card, removesPresenter: false)
      over.present(card, animated: false)
      weakCard = card
    }
    UIApplication.shared.runUntilIdle()
    split.showDetailViewController(ChaosController("next"), sender: nil)
    detail = nil
    UIApplication.shared.runUntilIdle()
    #expect(weakDetail != nil)
    #expect(weakCard?.presentingViewController != nil)
    #expect(weakCard?.view.window === window)
    #expect(weakCard.map { ChaosTestSupport.tapReaches($0, in: window) } == true)
    // Dismissed, the chain goes.
    weakDetail?.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(weakDetail == nil)
    #expect(weakCard == nil)
    window.isHidden = true
    window.rootViewController = nil
  }

  /// Seed 230 (shrunk from 300 operations to 30; the drift needed many presentations to take the
  /// root's centre out of the window). Linked against today's SDK (ChaosTestSupport.window sets
  /// it): under the guide's, the compact form sheet adapts to full screen and scales nothing back,
  /// so the case passed without its fix whenever a suite using `.iOS12` ran before it; checked
  /// failing with `_dismissedWithinChain` emptied.
  @Test("UIKit: dismissing a chain from below (dismiss(animated:) on the root) ends every presentation in it — a sheet that is not the top one no longer scales its presenter back")
  func chainDismissalRestoresSheetPresenter() {
    let root = ChaosController("root")
    let window = ChaosTestSupport.window(root)
    let sheet = ChaosController("sheet")
    sheet.modalPresentationStyle = .formSheet
    root.present(sheet, animated: false)
    UIApplication.shared.runUntilIdle()
    let over = ChaosController("over")
    over.modalPresentationStyle = .overCurrentContext
    sheet.present(over, animated: false)
    UIApplication.shared.runUntilIdle()
    root.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(root.presentedViewController == nil)
    #expect(root.view.transform == .identity)
    #expect(root.view.frame == window.bounds)
    #expect(ChaosTestSupport.tapReaches(root, in: window))
  }
}

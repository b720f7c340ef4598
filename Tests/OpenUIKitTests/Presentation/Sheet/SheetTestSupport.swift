import Foundation
import OpenUIKitTesting
import UIKit

/// Records a sheet's delegate calls in order.
@MainActor
final class SheetDelegateRecorderLog: NSObject, UISheetPresentationControllerDelegate {
  var calls: [String] = []
  var allow = true
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    calls.append("shouldDismiss")
    return allow
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls.append("willDismiss") }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("didDismiss") }
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
    calls.append("didAttemptToDismiss")
  }
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
    calls.append("didChangeDetent(\(sheet.selectedDetentIdentifier?.rawValue ?? "nil"))")
  }
}

/// A presented card sheet under `.iOS17` in a phone-sized window.
@MainActor
struct PresentedSheet {
  let log: Log
  let a: LoggingViewController
  let b: LoggingViewController
  let sheet: UISheetPresentationController
  let delegate: SheetDelegateRecorderLog
  let window: UIWindow

  init(
    detents: [UISheetPresentationController.Detent] = [.medium(), .large()],
    style: UIModalPresentationStyle = .automatic,
    configure: (UISheetPresentationController) -> Void = { _ in }
  ) {
    log = Log()
    a = LoggingViewController("A", log: log)
    window = makeWindow(root: a, sdk: .iOS17)
    b = LoggingViewController("B", log: log)
    b.modalPresentationStyle = style
    sheet = b.sheetPresentationController!
    sheet.detents = detents
    delegate = SheetDelegateRecorderLog()
    sheet.delegate = delegate
    configure(sheet)
    a.present(b, animated: true)
    UIApplication.shared.runUntilIdle()
    log.clear()
  }

  var container: UIView { sheet.containerView! }
  /// The card's top for a detent value (spec §A3: value + bottom safe inset from the bottom).
  func top(forValue value: CGFloat) -> CGFloat {
    container.bounds.height - window.safeAreaInsets.bottom - value
  }
  var largeTop: CGFloat { max(30, window.safeAreaInsets.top) + 10 }
  var maximum: CGFloat { container.bounds.height - largeTop - window.safeAreaInsets.bottom }
  var mediumTop: CGFloat { top(forValue: (maximum / 2).rounded()) }

  /// A vertical drag on the sheet from 20 pt below its top by `dy` over `duration`.
  func drag(by dy: CGFloat, duration: TimeInterval) {
    let start = CGPoint(x: window.bounds.midX, y: b.view.frame.minY + 20)
    window.drag(from: start, to: CGPoint(x: start.x, y: start.y + dy), duration: duration)
  }
}

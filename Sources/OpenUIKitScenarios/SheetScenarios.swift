import Foundation
import OpenUIKitTesting
import UIKit

/// Today's sheets (`.iOS17`): detents, dragging, grabber, an undimmed detent, stacking and
/// refusal; and the guide's scenarios again under `.iOS17`, side by side with the seeds' `.iOS12`.
extension ScenarioCatalogue {
  /// The same scenarios as the guide's, run as an app linked against today's SDK.
  static func ios17Variants(of scenarios: [Scenario]) -> [Scenario] {
    scenarios.map { s in
      var copy = s
      copy.name = s.name + "-ios17"
      copy.title = s.title + " — iOS 17"
      copy.summary = s.summary + " (Linked against the iOS 17 SDK: today's rules.)"
      copy.linkedSDK = .iOS17
      return copy
    }
  }

  /// Catches the sheet's delegate calls into the trace.
  final class SheetDelegateRecorder: NSObject, UISheetPresentationControllerDelegate {
    var shouldDismiss = true
    var log: [String] = []
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
      log.append("shouldDismiss")
      return shouldDismiss
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
      log.append("didAttemptToDismiss")
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
      log.append("didChangeDetent(\(sheet.selectedDetentIdentifier?.rawValue ?? "nil"))")
    }
  }

  /// Shows A and presents a medium/large sheet B configured by `configure`; returns B.
  @MainActor
  static func presentMediumSheet(
    _ run: ScenarioRun, configure: (UISheetPresentationController) -> Void = { _ in }
  ) -> (a: UIViewController, b: UIViewController, delegate: SheetDelegateRecorder) {
    let a = ColorViewController("A", color: base)
    run.show(a)
    let b = ColorViewController("Sheet", color: third)
    let delegate = SheetDelegateRecorder()
    if let sheet = b.sheetPresentationController {
      sheet.detents = [.medium(), .large()]
      sheet.delegate = delegate
      configure(sheet)
    }
    run.objects["a"] = a
    run.objects["b"] = b
    run.objects["delegate"] = delegate
    a.present(b, animated: true)
    run.settle(tail: 0.2)
    return (a, b, delegate)
  }

  static var sheetScenarios: [Scenario] {
    let mid = ScenarioRun.phoneSize.width / 2
    return [
      Scenario(
        "sheet-medium-to-large", title: "Sheet: drag from medium to large",
        summary: "A sheet with medium and large detents rests at medium; a drag up releases fast enough to settle at large with the spring; the dimming and the presenter's scale follow the sheet.",
        linkedSDK: .iOS17
      ) { run in
        let (_, b, _) = presentMediumSheet(run) { $0.prefersGrabberVisible = true }
        let top = b.view.frame.minY
        run.drag(from: CGPoint(x: mid, y: top + 20), to: CGPoint(x: mid, y: top - 200), duration: 0.3)
      },
      Scenario(
        "sheet-fling-dismiss", title: "Sheet: a fling down dismisses",
        summary: "From the medium detent a quick downward fling projects below the smallest detent: ShouldDismiss, WillDismiss, the sheet leaves, DidDismiss; the presenter gets no appearance calls.",
        linkedSDK: .iOS17
      ) { run in
        let (_, b, _) = presentMediumSheet(run)
        let top = b.view.frame.minY
        run.drag(from: CGPoint(x: mid, y: top + 20), to: CGPoint(x: mid, y: top + 140), duration: 0.1)
      },
      Scenario(
        "sheet-grabber", title: "Sheet: grabber and corner radius",
        summary: "prefersGrabberVisible draws the 36×5 grabber 5 pt below the sheet's top; preferredCornerRadius 24 rounds the top corners.",
        linkedSDK: .iOS17
      ) { run in
        _ = presentMediumSheet(run) {
          $0.prefersGrabberVisible = true
          $0.preferredCornerRadius = 24
        }
      },
      Scenario(
        "sheet-undimmed-medium", title: "Sheet: undimmed medium detent, touchable presenter",
        summary: "largestUndimmedDetentIdentifier = .medium: at medium nothing dims, the presenter is not scaled and a tap above the sheet reaches it; animateChanges to large dims.",
        linkedSDK: .iOS17
      ) { run in
        let (a, _, _) = presentMediumSheet(run) { $0.largestUndimmedDetentIdentifier = .medium }
        let button = UIButton(type: .system)
        button.setTitle("Tap me", for: .normal)
        button.frame = CGRect(x: 40, y: 200, width: 200, height: 44)
        button.addAction(UIAction { _ in a.view.backgroundColor = ScenarioCatalogue.accent }, for: .touchUpInside)
        a.view.addSubview(button)
        run.objects["button"] = button
        run.tap(CGPoint(x: 140, y: 222))
        run.wait(0.3)
        if let sheet = (run.objects["b"] as? UIViewController)?.sheetPresentationController {
          sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        }
      },
      Scenario(
        "sheet-stacked", title: "Sheet: a sheet over a sheet",
        summary: "A large sheet presents another sheet: the covered sheet scales back and moves up, the new one takes its place; dismissing the top one brings the first forward again.",
        linkedSDK: .iOS17
      ) { run in
        let a = ColorViewController("A", color: base)
        run.show(a)
        let b = ColorViewController("B", color: third)
        let c = ColorViewController("C", color: accent)
        b.sheetPresentationController?.prefersGrabberVisible = true
        c.sheetPresentationController?.prefersGrabberVisible = true
        run.objects["b"] = b
        run.objects["c"] = c
        a.present(b, animated: true)
        run.settle(tail: 0.2)
        b.present(c, animated: true)
        run.settle(tail: 0.4)
        c.dismiss(animated: true)
      },
      Scenario(
        "sheet-modal-refuses", title: "Sheet: isModalInPresentation refuses a swipe",
        summary: "The presented controller is modal in presentation: dragging down rubber-bands below the smallest detent, DidAttemptToDismiss on release, and the sheet springs back.",
        linkedSDK: .iOS17
      ) { run in
        let (_, b, _) = presentMediumSheet(run)
        b.isModalInPresentation = true
        let top = b.view.frame.minY
        run.drag(from: CGPoint(x: mid, y: top + 20), to: CGPoint(x: mid, y: top + 220), duration: 0.4)
      },
    ] + compactFormSheetPair
  }

  /// The classic and the modern compact form sheet, side by side.
  static var compactFormSheetPair: [Scenario] {
    [UIKitSDK.iOS12, .iOS17].map { sdk in
      Scenario(
        "sheet-compact-formsheet-\(sdk == .iOS12 ? "classic" : "modern")",
        title: "Form sheet in compact width — \(sdk == .iOS12 ? "the guide (iOS 12)" : "today (iOS 17)")",
        summary: sdk == .iOS12
          ? "The guide's rule: a form sheet in compact width adapts to full screen and the presenter disappears."
          : "Today's rule: a form sheet in compact width is a card; the presenter stays, scaled back behind it.",
        linkedSDK: sdk
      ) { run in
        let a = ColorViewController("A", color: base)
        run.show(a)
        let b = ColorViewController("B", color: accent)
        b.modalPresentationStyle = .formSheet
        run.objects["a"] = a
        run.objects["b"] = b
        a.present(b, animated: true)
        run.settle(tail: 0.3)
        b.dismiss(animated: true)
      }
    }
  }
}

import Foundation
import OpenUIKitTesting
import UIKit

/// Alerts and action sheets (`UIAlertController`) as apps present them (Docs/Behaviour.md "Alerts").
extension ScenarioCatalogue {
  /// The middle of the action button titled `title` in `view`, in window coordinates.
  @MainActor
  static func alertButtonCenter(_ title: String, in view: UIView) -> CGPoint? {
    if view is UIControl, view.accessibilityLabel == title {
      return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }
    for sub in view.subviews {
      if let p = alertButtonCenter(title, in: sub) { return p }
    }
    return nil
  }

  static var alertScenarios: [Scenario] {
    [
      Scenario(
        "alert-tap-action", title: "Alert: tap an action",
        summary: "An alert scales down from 1.2 and fades in over a dimming view; tapping Delete fades it out, and the action's handler runs once the dismissal has ended.",
        linkedSDK: .iOS17
      ) { run in
        let a = ColorViewController("A", color: base)
        run.show(a)
        let alert = UIAlertController(title: "Delete Photo?", message: "This photo will be deleted from all your devices.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in a.title = "A (deleted)" })
        run.objects["alert"] = alert
        a.present(alert, animated: true)
        run.settle(tail: 0.3)
        if let p = alertButtonCenter("Delete", in: alert.view) { run.tap(p) }
        run.settle()
      },
      Scenario(
        "action-sheet-outside-tap", title: "Action sheet: slide up, tap outside",
        summary: "On a phone an action sheet slides up from the bottom with its cancel action apart; a tap on the dimming view performs the cancel action: the sheet slides back down.",
        linkedSDK: .iOS17
      ) { run in
        let a = ColorViewController("A", color: base)
        run.show(a)
        let sheet = UIAlertController(title: nil, message: "Share this photo", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        run.objects["sheet"] = sheet
        a.present(sheet, animated: true)
        run.settle(tail: 0.3)
        run.tap(CGPoint(x: ScenarioRun.phoneSize.width / 2, y: 150))
        run.settle()
      },
    ]
  }
}

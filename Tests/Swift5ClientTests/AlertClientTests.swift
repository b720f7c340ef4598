// An alert and an action sheet presented the way iOS apps write them (Swift 5 mode): that this
// compiles is half the check, the test below runs it.
import Testing
import UIKit
import OpenUIKitTesting

final class DeleteConfirmingViewController: UIViewController {
  var log: [String] = []

  func confirmDelete() {
    let alert = UIAlertController(title: "Delete Photo?", message: "This photo will be deleted.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
      self?.log.append("deleted")
    })
    alert.addTextField { textField in
      textField.placeholder = "Type DELETE"
    }
    present(alert, animated: true, completion: nil)
  }

  func showOptions(from sender: UIView) {
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Share", style: .default, handler: { action in
      self.log.append(action.title ?? "")
    }))
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    if let popover = sheet.popoverPresentationController {
      popover.sourceView = sender
      popover.sourceRect = sender.bounds
    }
    present(sheet, animated: true)
  }
}

@MainActor @Suite(.serialized) struct AlertClientTests {
  @Test("Alerts: Swift 5 client code presents an alert and an action sheet; tapping their buttons runs the handlers")
  func presentAlertAndSheet() {
    let vc = DeleteConfirmingViewController()
    UIApplication.shared.useLinkedSDK(.iOS17)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = vc
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    UIApplication.shared.removeAllDiagnostics()

    vc.confirmDelete()
    UIApplication.shared.runUntilIdle()
    let alert = vc.presentedViewController as? UIAlertController
    #expect(alert?.textFields?.count == 1)
    #expect(alert?.view.frame.width == 270)
    // The alert's buttons are controls labelled with their titles.
    func button(_ title: String, in view: UIView) -> UIView? {
      if view is UIControl && view.accessibilityLabel == title { return view }
      return view.subviews.lazy.compactMap { button(title, in: $0) }.first
    }
    if let delete = alert.flatMap({ button("Delete", in: $0.view) }) {
      window.tap(at: delete.convert(CGPoint(x: delete.bounds.midX, y: delete.bounds.midY), to: nil))
    }
    UIApplication.shared.runUntilIdle()
    #expect(vc.log == ["deleted"])
    #expect(vc.presentedViewController == nil)

    vc.showOptions(from: vc.view)
    UIApplication.shared.runUntilIdle()
    let sheet = vc.presentedViewController as? UIAlertController
    #expect(sheet?.preferredStyle == .actionSheet)
    if let share = sheet.flatMap({ button("Share", in: $0.view) }) {
      window.tap(at: share.convert(CGPoint(x: share.bounds.midX, y: share.bounds.midY), to: nil))
    }
    UIApplication.shared.runUntilIdle()
    #expect(vc.log == ["deleted", "Share"])
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }
}

import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// The keyboard and the dismissal of the screen whose text field is first responder.
@MainActor
@Suite(.serialized)
struct KeyboardDismissalTests {
  final class FieldViewController: UIViewController {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
    var log: [String] = []
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      view.addSubview(field)
    }
    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      log.append("viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      log.append("viewDidDisappear")
    }
  }

  private func present(_ style: UIModalPresentationStyle) -> (UIWindow, UIViewController, FieldViewController) {
    UIApplication.shared.endEditingForTesting()
    UIApplication.shared.useLinkedSDK(.iOS17)
    UIScreen.useDevice(.iPhone15)
    let root = UIViewController()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = root
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    let sheet = FieldViewController()
    sheet.modalPresentationStyle = style
    root.present(sheet, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(sheet.field.becomeFirstResponder())
    UIApplication.shared.runUntilIdle()
    return (window, root, sheet)
  }

  @Test("Behaviour/keyboard2.md Dismissal: the keyboard goes down as the dismissal of the screen holding the first responder begins, right after its viewWillDisappear, and slides with it")
  func hidesAtDismissalStart() throws {
    for style in [UIModalPresentationStyle.pageSheet, .fullScreen] {
      let (window, root, sheet) = present(style)
      defer { window.isHidden = true }
      let log = KeyboardNotificationLog { sheet.log.append($0) }
      defer { log.stop() }
      sheet.dismiss(animated: true)
      UIApplication.shared.advance(by: 1.0 / 60)
      #expect(sheet.isBeingDismissed, "\(style)")
      #expect(!sheet.field.isFirstResponder, "\(style)")
      #expect(sheet.log == ["viewWillDisappear", "willChangeFrame", "willHide"], "\(style)")
      #expect(UIApplication.shared.keyboardFrame == nil, "\(style)")
      UIApplication.shared.runUntilIdle()
      #expect(root.presentedViewController == nil, "\(style)")
      #expect(sheet.log.suffix(3).sorted() == ["didChangeFrame", "didHide", "viewDidDisappear"], "\(style)")
      #expect(log.names == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"], "\(style)")
    }
  }

  @Test("Behaviour/keyboard2.md Dismissal: a dismissal that leaves the first responder on screen (it sits below) leaves the keyboard up")
  func otherResponderStays() throws {
    let (window, root, sheet) = present(.pageSheet)
    defer { window.isHidden = true }
    let below = UITextField(frame: CGRect(x: 20, y: 60, width: 200, height: 34))
    root.view.addSubview(below)
    #expect(below.becomeFirstResponder())
    UIApplication.shared.runUntilIdle()
    let log = KeyboardNotificationLog()
    defer { log.stop() }
    sheet.dismiss(animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(below.isFirstResponder)
    #expect(log.names.isEmpty)
    UIApplication.shared.endEditingForTesting()
  }

  @Test("Behaviour/keyboard2.md Dismissal: a sheet dragged down and let go (cancelled dismissal) gives the field first responder and the keyboard back")
  func cancelledDragRestores() throws {
    let (window, root, sheet) = present(.pageSheet)
    defer { window.isHidden = true }
    let log = KeyboardNotificationLog()
    defer { log.stop() }
    let top = sheet.view.convert(CGPoint(x: sheet.view.bounds.midX, y: 20), to: window)
    let finger = window.touchDown(at: top)
    finger.move(to: CGPoint(x: top.x, y: top.y + 30), duration: 0.1)
    #expect(!sheet.field.isFirstResponder)
    #expect(log.names == ["willChangeFrame", "willHide"])
    finger.move(to: CGPoint(x: top.x, y: top.y + 30), duration: 0.2)  // held still: no flick
    finger.lift()
    UIApplication.shared.runUntilIdle()
    #expect(root.presentedViewController === sheet)
    #expect(sheet.field.isFirstResponder)
    #expect(UIApplication.shared.keyboardFrame != nil)
    #expect(Array(log.names.suffix(4)) == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
    UIApplication.shared.endEditingForTesting()
    UIApplication.shared.runUntilIdle()
  }
}

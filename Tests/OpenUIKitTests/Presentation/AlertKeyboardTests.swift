import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// An alert's text fields and the keyboard (Docs/Behaviour/pop18.md "Alert text fields and the
/// keyboard"): the first field edits as the alert appears, the alert stays in the room above
/// the keyboard, and the keyboard goes down as the alert is dismissed.
@MainActor
@Suite(.serialized)
struct AlertKeyboardTests {
  @MainActor final class KeyboardLog {
    var names: [String] = []
    var tokens: [any NSObjectProtocol] = []
    init() {
      for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
        tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
          let name = note.name.rawValue
          MainActor.assumeIsolated { self?.names.append(name) }
        })
      }
    }
    func stop() { tokens.forEach(NotificationCenter.default.removeObserver) }
  }

  func presentLogin(animated: Bool = true) -> (UIViewController, UIAlertController, UIWindow) {
    let a = UIViewController()
    let window = makeWindow(root: a, sdk: .iOS17)
    let alert = UIAlertController(title: "Sign In", message: "Enter your name and password", preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "Name" }
    alert.addTextField { $0.placeholder = "Password"; $0.isSecureTextEntry = true }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(UIAlertAction(title: "Sign In", style: .default) { [weak alert] _ in
      SignInForm.entered = alert?.textFields?.map { $0.text ?? "" } ?? []
    })
    a.present(alert, animated: animated)
    return (a, alert, window)
  }

  @Test("UIKit [O]: an alert with text fields appears editing its first field — the keyboard comes up with it")
  func firstFieldEdits() throws {
    let log = KeyboardLog()
    defer { log.stop() }
    let (_, alert, _) = presentLogin()
    UIApplication.shared.runUntilIdle()
    let fields = try #require(alert.textFields)
    #expect(fields[0].isFirstResponder)
    #expect(!fields[1].isFirstResponder)
    #expect(log.names == [UIResponder.keyboardWillShowNotification.rawValue])
    alert.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
  }

  @Test("UIKit [O]: with the keyboard up the alert sits in the middle of the room above it, and moves there with the keyboard")
  func alertAvoidsKeyboard() throws {
    let (_, alert, window) = presentLogin()
    UIApplication.shared.advance(by: 0.1)
    // Mid-slide: the alert is on its way up from the screen's middle.
    let midway = alert.view.layer.presentation()?.position.y ?? 0
    UIApplication.shared.runUntilIdle()
    let keyboardTop = window.bounds.height - 336  // the 393×852 phone's keyboard
    let frame = alert.view.frame
    #expect(abs(frame.midY - keyboardTop / 2) <= 0.5)
    #expect(frame.maxY < keyboardTop)
    #expect(midway > frame.midY && midway < window.bounds.midY)
    alert.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
  }

  @Test("UIKit [O]: tapping an action ends editing as the dismissal begins — the keyboard goes down, the alert fades where it is, the handler reads the fields")
  func dismissalEndsEditing() throws {
    let log = KeyboardLog()
    defer { log.stop() }
    SignInForm.entered = []
    let (_, alert, window) = presentLogin()
    UIApplication.shared.runUntilIdle()
    let fields = try #require(alert.textFields)
    fields[0].text = "ada"
    fields[1].text = "secret"
    let resting = alert.view.frame
    let button = try #require(alertButton("Sign In", in: alert.view))
    tapMiddle(of: button, in: window)
    UIApplication.shared.advance(by: 0.1)
    #expect(!fields[0].isFirstResponder)
    #expect(alert.view.frame == resting)
    #expect(log.names.last == UIResponder.keyboardWillHideNotification.rawValue)
    UIApplication.shared.runUntilIdle()
    #expect(SignInForm.entered == ["ada", "secret"])
  }

  @Test("UIKit: an alert without text fields does not take the first responder")
  func noFieldsNoKeyboard() throws {
    let a = UIViewController()
    _ = makeWindow(root: a, sdk: .iOS17)
    let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    a.present(alert, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(!_SoftwareKeyboard.current.isShown)
    let centre = alert.view.frame.midY
    #expect(abs(centre - 852 / 2) <= 0.5)
    alert.dismiss(animated: false)
    UIApplication.shared.runUntilIdle()
  }

  /// Presents the sign-in alert with its "Sign In" action preferred (or not).
  func presentPreferred(_ preferred: Bool, enabled: Bool = true) -> (UIAlertController, UIWindow) {
    let (_, alert, window) = presentLogin()
    if preferred {
      let signIn = alert.actions[1]
      signIn.isEnabled = enabled
      alert.preferredAction = signIn
    }
    UIApplication.shared.runUntilIdle()
    return (alert, window)
  }

  @Test("UIKit [D]: Return in an alert's text field performs the preferred action — the alert is dismissed, then its handler reads the fields")
  func returnPerformsPreferredAction() throws {
    SignInForm.entered = []
    let (alert, window) = presentPreferred(true)
    let fields = try #require(alert.textFields)
    window.type("ada")
    fields[1].becomeFirstResponder()
    window.type("secret\n")
    #expect(SignInForm.entered.isEmpty)
    UIApplication.shared.runUntilIdle()
    #expect(alert.presentingViewController == nil)
    #expect(SignInForm.entered == ["ada", "secret"])
    #expect(!_SoftwareKeyboard.current.isShown)
  }

  @Test("UIKit [U] (Docs/Behaviour/main19.md): without a preferred action, or with a disabled one, Return does nothing and the field goes on editing")
  func returnWithoutPreferredActionDoesNothing() throws {
    for (preferred, enabled) in [(false, true), (true, false)] {
      SignInForm.entered = []
      let (alert, window) = presentPreferred(preferred, enabled: enabled)
      let fields = try #require(alert.textFields)
      window.type("ada\n")
      UIApplication.shared.runUntilIdle()
      #expect(alert.presentingViewController != nil)
      #expect(fields[0].isFirstResponder)
      #expect(SignInForm.entered.isEmpty)
      alert.dismiss(animated: false)
      UIApplication.shared.runUntilIdle()
    }
  }

  @MainActor final class RefusesReturn: NSObject, UITextFieldDelegate {
    var asked = 0
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      asked += 1
      return textField.text?.isEmpty == false
    }
  }

  @Test("UIKit: the field's delegate decides first — textFieldShouldReturn returning false keeps the alert up")
  func delegateGatesReturn() throws {
    SignInForm.entered = []
    let (alert, window) = presentPreferred(true)
    let fields = try #require(alert.textFields)
    let delegate = RefusesReturn()
    fields[0].delegate = delegate
    window.type("\n")
    UIApplication.shared.runUntilIdle()
    #expect(delegate.asked == 1)
    #expect(alert.presentingViewController != nil)
    window.type("ada\n")
    UIApplication.shared.runUntilIdle()
    #expect(delegate.asked == 2)
    #expect(alert.presentingViewController == nil)
    #expect(SignInForm.entered == ["ada", ""])
  }
}

@MainActor private enum SignInForm { static var entered: [String] = [] }

import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// isModalInPresentation set on a child of the presented controller (Docs/Behaviour/libs18.md).
@MainActor
@Suite(.serialized)
struct ModalInPresentationChildTests {
  func swipe(modalRoot: Bool, pushOver: Bool) -> (SheetDelegateLog, UIViewController, UINavigationController) {
    let a = UIViewController()
    let window = makeWindow(root: a, size: regularSize, sdk: .iOS17)
    window.traitOverrides.verticalSizeClass = .regular
    UIApplication.shared.runUntilIdle()
    let editor = UIViewController()
    editor.isModalInPresentation = modalRoot
    let navigation = UINavigationController(rootViewController: editor)
    if pushOver { navigation.pushViewController(UIViewController(), animated: false) }
    navigation.modalPresentationStyle = .formSheet
    let delegate = SheetDelegateLog()
    navigation.presentationController?.delegate = delegate
    a.present(navigation, animated: true)
    UIApplication.shared.runUntilIdle()
    let top = navigation.view.convert(CGPoint(x: navigation.view.bounds.midX, y: 40), to: window)
    window.drag(from: top, to: CGPoint(x: top.x, y: top.y + 450), duration: 0.4)
    UIApplication.shared.runUntilIdle()
    window.isHidden = true
    return (delegate, a, navigation)
  }

  @Test("UIKit (WWDC 2019 'Modernizing Your UI for iOS 13'): isModalInPresentation on the controller shown inside the presented navigation controller refuses the swipe — only presentationControllerDidAttemptToDismiss")
  func childOnScreenRefusesSwipe() {
    let (delegate, a, navigation) = swipe(modalRoot: true, pushOver: false)
    #expect(delegate.calls == ["didAttemptToDismiss"])
    #expect(a.presentedViewController === navigation)
  }

  @Test("A child with isModalInPresentation that is not on screen (covered by a push) does not refuse the swipe (Docs/Behaviour/libs18.md)")
  func childOffScreenDoesNotRefuse() {
    let (delegate, a, _) = swipe(modalRoot: true, pushOver: true)
    #expect(delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    #expect(a.presentedViewController == nil)
  }
}

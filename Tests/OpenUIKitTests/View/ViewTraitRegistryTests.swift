import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// A view's trait-change registry is made with its first handler (sbview13); what handlers
/// hear is unchanged.
@MainActor
@Suite(.serialized)
struct ViewTraitRegistryTests {
  final class RegisteringView: UIView {
    var heard: [UIUserInterfaceStyle] = []
    var didChangeCalls = 0
    var registersOnNextChange = false
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      didChangeCalls += 1
      guard registersOnNextChange else { return }
      registersOnNextChange = false
      registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: RegisteringView, _: UITraitCollection) in
        view.heard.append(view.traitCollection.userInterfaceStyle)
      }
    }
  }

  @Test("sbview13: a handler registered in traitCollectionDidChange hears the change being delivered, then later ones")
  func handlerRegisteredDuringDeliveryHearsIt() {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.makeKeyAndVisible()
    let view = RegisteringView()
    window.addSubview(view)
    // Traits recorded (a first delivery records them without a call).
    view.traitOverrides.horizontalSizeClass = .regular
    view.traitOverrides.horizontalSizeClass = .compact
    let calls = view.didChangeCalls
    view.registersOnNextChange = true
    view.traitOverrides.userInterfaceStyle = .dark
    #expect(view.didChangeCalls == calls + 1)
    #expect(view.heard == [.dark])
    view.traitOverrides.userInterfaceStyle = .light
    #expect(view.didChangeCalls == calls + 2)
    #expect(view.heard == [.dark, .light])
    window.isHidden = true
    UIApplication.shared.runUntilIdle()
  }

  @Test("sbview13: a view with no handler gets traitCollectionDidChange; unregistering on it is harmless; a handler added later hears later changes")
  func viewWithoutRegistry() {
    UIApplication.shared.useLinkedSDK(.iOS17)
    final class Probe: UIView {
      var calls = 0
      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { calls += 1 }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.makeKeyAndVisible()
    let other = UIView()
    let registration = other.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, _: UITraitCollection) in }
    let view = Probe()
    view.unregisterForTraitChanges(registration)
    window.addSubview(view)
    view.traitOverrides.horizontalSizeClass = .regular
    view.traitOverrides.horizontalSizeClass = .compact
    let calls = view.calls
    view.traitOverrides.userInterfaceStyle = .dark
    #expect(view.calls == calls + 1)
    var heard = 0
    view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: Probe, _: UITraitCollection) in heard += 1 }
    view.traitOverrides.userInterfaceStyle = .light
    #expect(view.calls == calls + 2)
    #expect(heard == 1)
    window.isHidden = true
    UIApplication.shared.runUntilIdle()
  }
}

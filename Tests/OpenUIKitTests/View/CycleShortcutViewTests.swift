import Foundation
import OpenQuartzCore
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// A view recording `UITraitCollection.current` while it lays out, around a nested
/// `performAsCurrent`.
@MainActor
private final class CurrentTraitsView: UIView {
  var seen: [UITraitCollection] = []
  let nested = UITraitCollection(userInterfaceStyle: .dark)
  override func layoutSubviews() {
    super.layoutSubviews()
    seen.append(UITraitCollection.current)
    nested.performAsCurrent { seen.append(UITraitCollection.current) }
    seen.append(UITraitCollection.current)
  }
}

// Session 16 (cycle16v): shortcuts a present+dismiss cycle takes through views.
@MainActor @Suite struct CycleShortcutViewTests {
  @Test("UIKit: a view's traits are UITraitCollection.current while it lays out, a nested performAsCurrent's inside it, and neither after")
  func currentTraitsDuringLayout() {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let vc = UIViewController()
    vc.overrideUserInterfaceStyle = .dark
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = vc
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    let view = CurrentTraitsView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    vc.view.addSubview(view)
    view.setNeedsLayout()
    view.layoutIfNeeded()
    #expect(view.seen.count == 3)
    #expect(view.seen.first === view.traitCollection)
    #expect(view.seen.first?.userInterfaceStyle == .dark)
    #expect(view.seen.dropFirst().first === view.nested)
    #expect(view.seen.last === view.traitCollection)
    // Outside layout: the default again (the main screen's light traits).
    #expect(UITraitCollection.current.userInterfaceStyle != .dark)
    withExtendedLifetime(window) {}
  }

  @Test("UIKit: a view's layer entering or leaving a superview inside an animation block gets no animation")
  func viewLayerOrderEventsAddNoAnimation() {
    UIApplication.shared.useLinkedSDK(.iOS17)
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(child.action(for: child.layer, forKey: "onOrderIn") is NSNull)
    UIView.animate(withDuration: 0.3) {
      #expect(child.action(for: child.layer, forKey: "onOrderIn") is NSNull)
      #expect(child.action(for: child.layer, forKey: "onOrderOut") is NSNull)
      container.addSubview(child)
    }
    #expect(child.layer.animationKeys() == nil)
    UIView.animate(withDuration: 0.3) { child.removeFromSuperview() }
    #expect(child.layer.animationKeys() == nil)
    UIApplication.shared.runUntilIdle()
  }
}

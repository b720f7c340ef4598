import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Dynamic colours (UIColor(dynamicProvider:), system colours) resolve with the traits in effect.
@MainActor @Suite struct DynamicColorTests {
  @Test("UIKit: resolvedColor(with:) gives a dynamic colour's value for a trait collection; system colours have dark values")
  func resolution() {
    let color = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
    #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .black)
    #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .white)
    #expect(UIColor.systemBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
    #expect(UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
    #expect(UIColor.red.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .red)
  }

  @Test("UIKit: cgColor resolves with UITraitCollection.current; performAsCurrent sets it for a closure")
  func currentTraits() {
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    var resolved: CGColor?
    dark.performAsCurrent { resolved = UIColor.systemBackground.cgColor }
    #expect(resolved == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    #expect(UIColor.systemBackground.cgColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
  }

  @Test("UIKit: a view's dynamic background follows its appearance — resolved with its traits, again when overrideUserInterfaceStyle changes")
  func viewBackgroundFollowsAppearance() {
    let vc = UIViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = vc
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    let card = UIView()
    vc.view.addSubview(card)
    card.backgroundColor = .secondarySystemBackground
    #expect(card.layer.backgroundColor == CGColor(red: 0.949, green: 0.949, blue: 0.969, alpha: 1))
    vc.overrideUserInterfaceStyle = .dark
    #expect(card.layer.backgroundColor == CGColor(red: 0.11, green: 0.11, blue: 0.118, alpha: 1))
    #expect(card.backgroundColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor(red: 0.11, green: 0.11, blue: 0.118, alpha: 1))
    vc.overrideUserInterfaceStyle = .unspecified
    #expect(card.layer.backgroundColor == CGColor(red: 0.949, green: 0.949, blue: 0.969, alpha: 1))
    window.isHidden = true
  }
}

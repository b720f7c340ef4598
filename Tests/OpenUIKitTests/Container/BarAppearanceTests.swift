import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Bar appearance APIs transition code uses to make bars transparent or tinted.
@MainActor @Suite struct BarAppearanceTests {
  @Test("UIKit: setBackgroundImage(UIImage(), for: .default) with shadowImage = UIImage() gives a clear bar without its hairline")
  func transparentNavigationBar() {
    // The pre-iOS 15 idiom: linked on iOS 15+ a bar without appearance objects is transparent at
    // the scroll edge anyway (LargeTitleTests.scrollEdgeTransparencyByLinkedSDK).
    UIApplication.shared.useLinkedSDK(.iOS12)
    defer { UIApplication.shared.useLinkedSDK(.iOS17) }
    let nav = UINavigationController(rootViewController: UIViewController())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = nav
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    let bar = nav.navigationBar
    let hairline = bar.subviews.first { $0.frame.minY == bar.bounds.height && $0.frame.width == bar.bounds.width }
    #expect(hairline != nil)
    #expect(hairline?.isHidden == false)
    bar.setBackgroundImage(UIImage(), for: .default)
    bar.shadowImage = UIImage()
    #expect(bar.backgroundColor == UIColor.clear)
    #expect(bar.backgroundImage(for: .default) != nil)
    #expect(hairline?.isHidden == true)
    bar.setBackgroundImage(nil, for: .default)
    #expect((bar.backgroundColor?.cgColor.alpha ?? 0) > 0.9)
    window.isHidden = true
  }

  @Test("UIKit: UIBarButtonItem(image:style:target:action:) draws its image in its bar button and sends its action")
  func imageBarButtonItem() {
    final class Target: NSObject { var taps = 0 }
    let target = Target()
    ActionRegistry.register(Target.self, "close:") { t, _ in t.taps += 1 }
    let vc = UIViewController()
    let nav = UINavigationController(rootViewController: vc)
    let item = UIBarButtonItem(image: UIImage(systemName: "xmark"), style: .plain, target: target, action: Selector("close:"))
    vc.navigationItem.rightBarButtonItem = item
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = nav
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    let button = nav.navigationBar.subviews.compactMap { $0 as? UIButton }.last
    #expect(button?.subviews.contains { $0 is UIImageView } == true)
    if let button {
      window.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window))
    }
    UIApplication.shared.runUntilIdle()
    #expect(target.taps == 1)
    window.isHidden = true
  }

  @Test("UIKit: UITabBarItem(title:image:tag:) and an opaque tab bar")
  func tabBarItemAndTranslucency() {
    let item = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 3)
    #expect(item.title == "Home" && item.tag == 3 && item.image != nil)
    let tab = UITabBarController()
    #expect((tab.tabBar.backgroundColor?.cgColor.alpha ?? 1) < 1)
    tab.tabBar.isTranslucent = false
    #expect(tab.tabBar.backgroundColor?.cgColor.alpha == 1)
  }
}

/// System bar button items as UIKit makes them.
@MainActor @Suite struct SystemBarButtonItemTests {
  @Test("UIKit: a system item has no title; its bar draws the system label (Done, +) and nothing for spaces")
  func systemItemsHaveNoTitle() {
    let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
    #expect(done.title == nil)
    let vc = UIViewController()
    vc.navigationItem.rightBarButtonItems = [done, UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)]
    let nav = UINavigationController(rootViewController: vc)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = nav
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    let titles = nav.navigationBar.subviews.compactMap { ($0 as? UIButton)?.title(for: .normal) }
    #expect(titles.contains("Done") && titles.contains("+"))
    #expect(UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil).title == nil)
    window.isHidden = true
  }
}

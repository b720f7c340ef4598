import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Layout margins rules (UIView.layoutMargins, insetsLayoutMarginsFromSafeArea,
/// preservesSuperviewLayoutMargins; UIViewController.viewRespectsSystemMinimumLayoutMargins,
/// systemMinimumLayoutMargins docs; spec B3).
@MainActor
@Suite(.serialized)
struct LayoutMarginsTests {
  @Test("UIKit: a root view's margins are the system minimum at the sides (16 pt compact) and the safe area above and below (systemMinimumLayoutMargins, insetsLayoutMarginsFromSafeArea docs)")
  func rootViewMargins() {
    let controller = UIViewController()
    let window = makeWindow(root: controller)
    window.layoutIfNeeded()
    #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    #expect(controller.view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 59, width: 393 - 32, height: 852 - 59 - 34))
    controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 40)
    #expect(controller.view.layoutMarginsGuide.layoutFrame.minX == 16)
    #expect(abs(controller.view.layoutMarginsGuide.layoutFrame.maxX - (393 - 40)) < 1e-9)
    controller.viewRespectsSystemMinimumLayoutMargins = false
    #expect(controller.view.layoutMarginsGuide.layoutFrame.minX == 10)
    window.isHidden = true
  }

  @Test("UIKit: the system minimum side margin is 20 pt in a regular-width environment (systemMinimumLayoutMargins docs, spec B3)")
  func regularWidthMinimum() {
    defer { UIScreen.useDevice(.iPhone15) }
    UIScreen.useDevice(.iPadPro11)
    let controller = UIViewController()
    let window = makeWindow(root: controller, size: UIScreen.main.bounds.size)
    window.layoutIfNeeded()
    #expect(controller.traitCollection.horizontalSizeClass == .regular)
    #expect(controller.systemMinimumLayoutMargins.leading == 20)
    #expect(controller.view.layoutMarginsGuide.layoutFrame.minX == 20)
    window.isHidden = true
  }

  @Test("UIKit: insetsLayoutMarginsFromSafeArea (default true) keeps a full-screen view's margins inside the safe area; false leaves them at the bounds (insetsLayoutMarginsFromSafeArea docs)")
  func marginsFromSafeArea() {
    let controller = UIViewController()
    let window = makeWindow(root: controller)
    let panel = UIView(frame: controller.view.bounds)
    controller.view.addSubview(panel)
    window.layoutIfNeeded()
    #expect(panel.insetsLayoutMarginsFromSafeArea)
    #expect(panel.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 59 + 8, width: 393 - 16, height: 852 - 59 - 34 - 16))
    panel.insetsLayoutMarginsFromSafeArea = false
    #expect(panel.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 393 - 16, height: 852 - 16))
    window.isHidden = true
  }

  @Test("UIKit: preservesSuperviewLayoutMargins takes the superview's margin where it reaches further into the view (preservesSuperviewLayoutMargins docs)")
  func preservesSuperviewMargins() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    root.layoutMargins = UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
    let child = UIView(frame: CGRect(x: 10, y: 0, width: 380, height: 100))
    root.addSubview(child)
    #expect(!child.preservesSuperviewLayoutMargins)
    #expect(child.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 364, height: 84))
    child.preservesSuperviewLayoutMargins = true
    #expect(child.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 30, width: 340, height: 62))
  }
}

import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// Counts notifications. Safe as @unchecked Sendable: the notifications these tests observe are
/// posted synchronously on the main actor, where the tests read the box.
final class NotificationBox: @unchecked Sendable {
  var count = 0
  var entries: [String] = []
}

@MainActor
final class MemoryWarningController: UIViewController {
  var warnings = 0
  override func didReceiveMemoryWarning() { warnings += 1 }
}

@MainActor
@Suite(.serialized)
struct DeviceTests {
  @Test("UIDevice.current follows the screen's device profile: idiom, model, system name, orientation")
  func deviceFollowsProfile() {
    defer { UIScreen.useDevice(.iPhone15) }
    let device = UIDevice.current
    #expect(device === UIDevice.current)
    #expect(device.userInterfaceIdiom == .phone && device.model == "iPhone" && device.systemName == "iOS")
    #expect(device.orientation == .portrait)
    UIScreen.useDevice(.iPadPro11, landscape: true)
    #expect(device.userInterfaceIdiom == .pad && device.model == "iPad")
    #expect(device.orientation.isLandscape)
    #expect(UIApplication.shared.statusBarOrientation == .landscapeRight)
  }

  @Test("UIKit: orientation notifications are posted only while generating them (beginGeneratingDeviceOrientationNotifications docs)")
  func orientationNotifications() {
    defer { UIScreen.useDevice(.iPhone15) }
    let posts = NotificationBox()
    let token = NotificationCenter.default.addObserver(
      forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) { _ in posts.count += 1 }
    defer { NotificationCenter.default.removeObserver(token) }
    UIScreen.useDevice(.iPhone15, landscape: true)
    UIScreen.useDevice(.iPhone15)
    #expect(posts.count == 0)
    UIDevice.current.beginGeneratingDeviceOrientationNotifications()
    #expect(UIDevice.current.isGeneratingDeviceOrientationNotifications)
    UIScreen.useDevice(.iPhone15, landscape: true)
    UIScreen.useDevice(.iPhone15, landscape: true)
    UIScreen.useDevice(.iPhone15)
    UIDevice.current.endGeneratingDeviceOrientationNotifications()
    #expect(posts.count == 2)
  }

  @Test("UIKit SDK defaults: supportedInterfaceOrientations is allButUpsideDown on iPhone and all on iPad; shouldAutorotate true")
  func orientationDefaults() {
    defer { UIScreen.useDevice(.iPhone15) }
    let phone = UIViewController()
    let w = makeWindow(root: phone)
    #expect(phone.supportedInterfaceOrientations == .allButUpsideDown)
    #expect(phone.shouldAutorotate)
    #expect(phone.preferredInterfaceOrientationForPresentation == .portrait)
    w.isHidden = true
    UIScreen.useDevice(.iPadAir)
    let pad = UIViewController()
    let w2 = UIWindow()
    w2.rootViewController = pad
    w2.makeKeyAndVisible()
    #expect(pad.supportedInterfaceOrientations == .all)
    w2.isHidden = true
    #expect(UIInterfaceOrientationMask.landscape == [.landscapeLeft, .landscapeRight])
    #expect(UIInterfaceOrientation.landscapeLeft.rawValue == UIDeviceOrientation.landscapeRight.rawValue)
  }

  @Test("UIKit: a memory warning calls didReceiveMemoryWarning() on live controllers, then posts didReceiveMemoryWarningNotification")
  func memoryWarning() {
    let a = MemoryWarningController()
    let b = MemoryWarningController()
    let order = NotificationBox()
    let token = NotificationCenter.default.addObserver(
      forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil) { _ in
        MainActor.assumeIsolated { order.entries.append("notification:\(a.warnings + b.warnings)") }
      }
    defer { NotificationCenter.default.removeObserver(token) }
    UIApplication.shared.simulateMemoryWarning()
    #expect(a.warnings == 1 && b.warnings == 1)
    #expect(order.entries == ["notification:2"])
  }

  @Test("accessibilityIdentifier / accessibilityLabel are stored on views and bar items; controls and labels are accessibility elements by default")
  func accessibility() {
    let v = UIView()
    #expect(v.accessibilityIdentifier == nil && !v.isAccessibilityElement)
    v.accessibilityIdentifier = "card"
    v.accessibilityLabel = "Card"
    #expect(v.accessibilityIdentifier == "card" && v.accessibilityLabel == "Card")
    #expect(UIButton().isAccessibilityElement && UILabel().isAccessibilityElement && UISwitch().isAccessibilityElement)
    let label = UILabel()
    label.isAccessibilityElement = false
    #expect(!label.isAccessibilityElement)
    let item = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
    item.accessibilityIdentifier = "done"
    #expect(item.accessibilityIdentifier == "done" && item.isAccessibilityElement)
  }
}

import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// A controller with settable status bar preferences.
@MainActor
final class StatusBarController: UIViewController {
  var style: UIStatusBarStyle = .default
  var hidden = false
  var animation: UIStatusBarAnimation = .fade
  var child: UIViewController?
  override var preferredStatusBarStyle: UIStatusBarStyle { style }
  override var prefersStatusBarHidden: Bool { hidden }
  override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { animation }
  override var childForStatusBarStyle: UIViewController? { child }
  override var childForStatusBarHidden: UIViewController? { child }
}

@MainActor
@Suite(.serialized)
struct StatusBarTests {
  var app: UIApplication { UIApplication.shared }

  @Test("UIKit: the root controller decides the style; changes apply on setNeedsStatusBarAppearanceUpdate() (preferredStatusBarStyle docs)")
  func rootDecides() {
    let root = StatusBarController()
    root.style = .lightContent
    let w = makeWindow(root: root)
    #expect(app.statusBarStyle == .lightContent)
    root.style = .darkContent
    #expect(app.statusBarStyle == .lightContent)  // not re-read until asked
    root.setNeedsStatusBarAppearanceUpdate()
    #expect(app.statusBarStyle == .darkContent)
    w.isHidden = true
  }

  @Test("UIKit (iOS 13 UIStatusBarManager, UIWindowScene.interfaceOrientation): the scene's status bar manager reports the deciding controller's style and visibility and the status bar frame; the scene's orientation follows the device")
  func sceneStatusBarManager() throws {
    UIScreen.useDevice(.iPhone15)
    defer { UIScreen.useDevice(.iPhone15) }
    let root = StatusBarController()
    root.style = .lightContent
    let w = makeWindow(root: root)
    let scene = try #require(w.windowScene)
    let manager = try #require(scene.statusBarManager)
    #expect(manager.statusBarStyle == .lightContent && !manager.isStatusBarHidden)
    #expect(manager.statusBarFrame.height > 0 && manager.statusBarFrame == app.statusBarFrame)
    #expect(scene.interfaceOrientation == .portrait)
    root.hidden = true
    root.setNeedsStatusBarAppearanceUpdate()
    app.runUntilIdle()
    #expect(manager.isStatusBarHidden && manager.statusBarFrame == .zero)
    UIScreen.useDevice(.iPadPro11, landscape: true)
    #expect(scene.interfaceOrientation.isLandscape)
    w.isHidden = true
  }

  @Test("UIKit: a full-screen presented controller takes over the status bar; an over-full-screen one does not unless it captures appearance (modalPresentationCapturesStatusBarAppearance docs)")
  func presentedDecides() {
    let root = StatusBarController()
    let w = makeWindow(root: root)
    let full = StatusBarController()
    full.style = .lightContent
    full.modalPresentationStyle = .fullScreen
    root.present(full, animated: true)
    app.runUntilIdle()
    #expect(app.statusBarStyle == .lightContent)
    full.dismiss(animated: true)
    app.runUntilIdle()
    #expect(app.statusBarStyle == .default)

    // Over full screen is not full screen: the presenter keeps the status bar.
    let sheet = StatusBarController()
    sheet.style = .lightContent
    sheet.hidden = true
    sheet.modalPresentationStyle = .overFullScreen
    root.present(sheet, animated: true)
    app.runUntilIdle()
    #expect(app.statusBarStyle == .default)
    #expect(!app.isStatusBarHidden)
    sheet.dismiss(animated: false)
    app.runUntilIdle()

    let capturing = StatusBarController()
    capturing.style = .lightContent
    capturing.modalPresentationStyle = .overCurrentContext
    capturing.modalPresentationCapturesStatusBarAppearance = true
    root.present(capturing, animated: true)
    app.runUntilIdle()
    #expect(app.statusBarStyle == .lightContent)
    capturing.dismiss(animated: false)
    app.runUntilIdle()
    w.isHidden = true
  }

  @Test("UIKit: childForStatusBarStyle / childForStatusBarHidden hand the decision to a child (childForStatusBarStyle docs)")
  func childForwarding() {
    let root = StatusBarController()
    let child = StatusBarController()
    child.style = .lightContent
    child.hidden = true
    root.child = child
    let w = makeWindow(root: root)
    #expect(app.statusBarStyle == .lightContent)
    #expect(app.isStatusBarHidden)
    #expect(app.statusBarFrame == .zero)
    root.child = nil
    root.setNeedsStatusBarAppearanceUpdate()
    #expect(app.statusBarStyle == .default && !app.isStatusBarHidden)
    w.isHidden = true
  }

  @Test("Containers: a tab bar controller asks its selected child; a navigation controller asks its top child for hidden, and for style only with its bar hidden")
  func containers() {
    let top = StatusBarController()
    top.style = .lightContent
    top.hidden = true
    let nav = UINavigationController(rootViewController: top)
    let w = makeWindow(root: nav)
    #expect(app.isStatusBarHidden)
    #expect(app.statusBarStyle == .default)
    nav.setNavigationBarHidden(true, animated: false)
    nav.setNeedsStatusBarAppearanceUpdate()
    #expect(app.statusBarStyle == .lightContent)
    w.isHidden = true

    let first = StatusBarController()
    let second = StatusBarController()
    second.style = .lightContent
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    let w2 = makeWindow(root: tabs)
    #expect(app.statusBarStyle == .default)
    tabs.selectedIndex = 1
    app.runUntilIdle()
    #expect(app.statusBarStyle == .lightContent)
    w2.isHidden = true
  }

  @Test("Changes are recorded in the event trace; hiding inside an animation block records the controller's update animation")
  func traced() {
    let root = StatusBarController()
    let w = makeWindow(root: root)
    let tracer = EventTracer()
    root.animation = .slide
    root.hidden = true
    UIView.animate(withDuration: 0.3) { root.setNeedsStatusBarAppearanceUpdate() }
    root.style = .lightContent
    root.setNeedsStatusBarAppearanceUpdate()
    tracer.stop()
    let events = tracer.events.filter { $0.category == "statusBar" }
    #expect(events.map(\.name) == ["hidden", "frame", "style"])
    #expect(events.first?.detail == "animation: slide")
    root.hidden = false
    root.style = .default
    root.setNeedsStatusBarAppearanceUpdate()
    w.isHidden = true
  }

  @Test("statusBarFrame follows the device (54 pt on iPhone 15, 20 pt on iPhone SE, none on an iPhone in landscape) and posts didChangeStatusBarFrameNotification")
  func frameAndNotification() {
    let root = StatusBarController()
    let w = makeWindow(root: root)
    #expect(app.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 54))
    let posts = NotificationBox()
    let token = NotificationCenter.default.addObserver(
      forName: UIApplication.didChangeStatusBarFrameNotification, object: nil, queue: nil) { _ in posts.count += 1 }
    UIScreen.useDevice(.iPhoneSE)
    #expect(app.statusBarFrame == CGRect(x: 0, y: 0, width: 375, height: 20))
    UIScreen.useDevice(.iPhoneSE, landscape: true)
    #expect(app.statusBarFrame == .zero)
    UIScreen.useDevice(.iPadAir, landscape: true)
    #expect(app.statusBarFrame == CGRect(x: 0, y: 0, width: 1180, height: 24))
    UIScreen.useDevice(.iPhone15)
    NotificationCenter.default.removeObserver(token)
    #expect(posts.count == 4)
    w.isHidden = true
  }

  @Test("UIKit (UIStatusBarStyle docs: .default picks light or dark content by the interface style since iOS 13; .lightContent is for dark backgrounds): the content drawn, as recorded for each frame")
  func contentAppearance() {
    let root = StatusBarController()
    let w = makeWindow(root: root, sdk: .iOS17)
    #expect(!StatusBarState.shared.hasLightContent)
    root.style = .lightContent
    root.setNeedsStatusBarAppearanceUpdate()
    #expect(StatusBarState.shared.hasLightContent)
    root.style = .darkContent
    root.overrideUserInterfaceStyle = .dark
    root.setNeedsStatusBarAppearanceUpdate()
    #expect(!StatusBarState.shared.hasLightContent)
    root.style = .default
    root.setNeedsStatusBarAppearanceUpdate()
    #expect(StatusBarState.shared.hasLightContent)  // dark mode: light content
    // What a recorded frame carries.
    let recorder = TransitionRecorder(window: w)
    recorder.start()
    root.hidden = true
    root.setNeedsStatusBarAppearanceUpdate()
    UIApplication.shared.advance(by: 1.0 / 60)
    recorder.stop()
    #expect(recorder.frames.first?.statusBar == RenderStatusBar(isHidden: false, hasLightContent: true))
    #expect(recorder.frames.last?.statusBar == RenderStatusBar(isHidden: true, hasLightContent: true))
    root.hidden = false
    root.overrideUserInterfaceStyle = .unspecified
    root.setNeedsStatusBarAppearanceUpdate()
    w.isHidden = true
  }

  @Test("UIKit (iOS 12 had no dark mode): under .iOS12 .default is dark content whatever the interface style")
  func defaultIsDarkBeforeIOS13() {
    let root = StatusBarController()
    root.overrideUserInterfaceStyle = .dark
    let w = makeWindow(root: root, sdk: .iOS12)
    #expect(!StatusBarState.shared.hasLightContent)
    w.isHidden = true
  }

  @Test("UIKit (sheets spec §A1, O-flutter: behind the scaled-back presenter the backdrop is black and the status bar turns light): a card sheet gives light content until it is dismissed")
  func lightOverCardSheetBackdrop() {
    let root = StatusBarController()
    let w = makeWindow(root: root, sdk: .iOS17)
    #expect(!StatusBarState.shared.hasLightContent)
    let sheet = UIViewController()
    root.present(sheet, animated: true)
    app.runUntilIdle()
    #expect(root.view.transform.a < 1)
    #expect(StatusBarState.shared.hasLightContent)
    #expect(app.statusBarStyle == .default)  // the controllers' preference is unchanged
    sheet.dismiss(animated: true)
    app.runUntilIdle()
    #expect(!StatusBarState.shared.hasLightContent)
    w.isHidden = true
  }
}

import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// The status bar resolved for a deciding controller of class `UIViewController` itself
/// (Application/UIStatusBar.swift, issue 15): its answers are the base class's, so they are not
/// asked, and the home indicator is not re-read when it already shows them. Each test changes
/// one thing the shortcut depends on and proves the status bar and the indicator follow it.
@MainActor
@Suite(.serialized)
struct StatusBarResolutionTests {
  var app: UIApplication { UIApplication.shared }

  @Test("StatusBarState: a plain UIViewController deciding gives .default, shown, and light content exactly when its traits are dark under .iOS17")
  func plainDeciderFollowsItsTraits() {
    UIScreen.useDevice(.iPhone15)
    let root = UIViewController()
    let w = makeWindow(root: root, sdk: .iOS17)
    #expect(app.statusBarStyle == .default)
    #expect(!app.isStatusBarHidden)
    #expect(!StatusBarState.shared.hasLightContent)
    #expect(app.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 54))
    // A trait override on the decider: dark mode gives light content.
    root.traitOverrides.userInterfaceStyle = .dark
    root.setNeedsStatusBarAppearanceUpdate()
    #expect(StatusBarState.shared.hasLightContent)
    #expect(app.statusBarStyle == .default)
    // An override on the window it inherits from (the decider's own override removed).
    root.traitOverrides = UITraitOverrides()
    root.setNeedsStatusBarAppearanceUpdate()
    #expect(!StatusBarState.shared.hasLightContent)
    w.traitOverrides.userInterfaceStyle = .dark
    root.setNeedsStatusBarAppearanceUpdate()
    #expect(StatusBarState.shared.hasLightContent)
    w.traitOverrides = UITraitOverrides()
    root.setNeedsStatusBarAppearanceUpdate()
    #expect(!StatusBarState.shared.hasLightContent)
    w.isHidden = true
  }

  @Test("StatusBarState: a status-bar style change from a newly presented full-screen controller is applied, and the plain presenter decides again after the dismissal")
  func presentedSubclassDecidesThenPlainPresenter() {
    UIScreen.useDevice(.iPhone15)
    let root = UIViewController()
    let w = makeWindow(root: root, sdk: .iOS17)
    let presented = StatusBarController()
    presented.style = .lightContent
    presented.hidden = true
    presented.modalPresentationStyle = .fullScreen
    root.present(presented, animated: true)
    app.runUntilIdle()
    #expect(app.statusBarStyle == .lightContent)
    #expect(app.isStatusBarHidden)
    #expect(app.statusBarFrame == .zero)
    presented.dismiss(animated: true)
    app.runUntilIdle()
    #expect(app.statusBarStyle == .default)
    #expect(!app.isStatusBarHidden)
    #expect(app.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 54))
    w.isHidden = true
  }

  @Test("HomeIndicatorState: after a presented controller that auto-hides the indicator and defers edges is dismissed, the plain presenter decides again and the indicator shows")
  func homeIndicatorFollowsBackToPlainDecider() {
    UIScreen.useDevice(.iPhone15)
    let root = UIViewController()
    let w = makeWindow(root: root, sdk: .iOS17)
    #expect(!HomeIndicatorState.shared.prefersAutoHidden)
    let presented = HomeIndicatorController()
    presented.hidesIndicator = true
    presented.deferred = .bottom
    presented.modalPresentationStyle = .fullScreen
    root.present(presented, animated: true)
    app.runUntilIdle()
    #expect(HomeIndicatorState.shared.prefersAutoHidden)
    #expect(HomeIndicatorState.shared.deferredEdges == .bottom)
    presented.dismiss(animated: true)
    app.runUntilIdle()
    #expect(!HomeIndicatorState.shared.prefersAutoHidden)
    #expect(HomeIndicatorState.shared.deferredEdges == [])
    w.isHidden = true
  }

  @Test("StatusBarState: the frame kept between updates follows a device profile change and a rotation to landscape")
  func frameFollowsProfile() {
    UIScreen.useDevice(.iPhone15)
    let root = UIViewController()
    let w = makeWindow(root: root, sdk: .iOS17)
    #expect(app.statusBarFrame.height == 54)
    UIScreen.useDevice(.iPhoneSE)
    #expect(app.statusBarFrame == CGRect(x: 0, y: 0, width: 375, height: 20))
    UIScreen.useDevice(.iPhone15)
    #expect(app.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 54))
    UIScreen.useDevice(.iPhone15, landscape: true)
    #expect(app.statusBarFrame == .zero)
    UIScreen.useDevice(.iPhone15)
    #expect(app.statusBarFrame.height == 54)
    w.isHidden = true
  }
}

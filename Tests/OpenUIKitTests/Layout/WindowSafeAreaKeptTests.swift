import Foundation
@testable import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// A window keeps its device insets (`UIWindow._deviceSafeAreaInsets`, win18) while its screen,
/// the screen's profile and its frame stay: each test changes one of them and proves the next
/// read sees it (spec B3's device insets, clipped where the window leaves the screen's edges).
@MainActor
@Suite(.serialized)
struct WindowSafeAreaKeptTests {
  @Test("Safe area (win18): a window's kept insets follow its frame, its screen and the device profile")
  func keptInsetsFollowTheirInputs() {
    let saved = UIScreen.main.profile
    defer { UIScreen.setProfile(saved) }
    UIScreen.setProfile(.iPhone15)
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    w.makeKeyAndVisible()
    #expect(w.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(w.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    // The frame: 30 points down leaves 29 of the top inset; the bottom edge is off screen.
    w.frame = CGRect(x: 0, y: 30.5, width: 393, height: 852)
    #expect(w.safeAreaInsets == UIEdgeInsets(top: 28.5, left: 0, bottom: 64.5, right: 0))
    w.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
    #expect(w.safeAreaInsets.top == 59)
    // The device profile of the same screen object.
    UIScreen.useDevice(.iPhoneSE)
    #expect(w.safeAreaInsets.top == 20)
    UIScreen.setProfile(.iPhone15)
    #expect(w.safeAreaInsets.top == 59)
    // Another screen.
    w.screen = UIScreen(profile: .iPadPro11)
    #expect(w.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 0, right: 0))
    // A subview reads through the window's kept insets.
    let sub = UIView(frame: CGRect(x: 0, y: 10.25, width: 100, height: 100))
    w.addSubview(sub)
    #expect(sub.safeAreaInsets == UIEdgeInsets(top: 13.75, left: 0, bottom: 0, right: 0))
  }
}

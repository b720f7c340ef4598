import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// Scenes, haptics, accessibility settings and appearance overrides that modern transition code
/// reads (issue 10: everyday API).
@MainActor @Suite(.serialized) struct ScenePlatformTests {
  @Test("UIKit (iOS 13): a shown window belongs to the app's window scene; connectedScenes finds the key window")
  func windowJoinsTheScene() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(window.windowScene == nil)
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
    #expect(scenes.count == 1)
    let key = scenes.flatMap { $0.windows }.first { $0.isKeyWindow }
    #expect(key === window)
    #expect(window.windowScene === scenes.first)
    #expect(window.windowScene?.keyWindow === window)
    #expect(window.windowScene?.activationState == .foregroundActive)
    window.isHidden = true
  }

  @Test("UIKit (iOS 13): UIWindow(windowScene:) is in that scene at once, sized to its screen; windowScene = nil detaches")
  func windowSceneInitializer() {
    let scene = UIApplication.shared.connectedScenes.first as! UIWindowScene
    let window = UIWindow(windowScene: scene)
    #expect(window.windowScene === scene)
    #expect(scene.windows.contains { $0 === window })
    #expect(window.frame == scene.screen.bounds)
    window.windowScene = nil
    #expect(!scene.windows.contains { $0 === window })
  }

  @Test("Haptics are recorded in the trace: impact with style and clamped intensity, selection, notification")
  func feedbackGeneratorsAreTraced() {
    let tracer = EventTracer()
    let impact = UIImpactFeedbackGenerator(style: .rigid)
    impact.prepare()
    impact.impactOccurred(intensity: 1.7)
    UISelectionFeedbackGenerator().selectionChanged()
    UINotificationFeedbackGenerator().notificationOccurred(.warning)
    tracer.stop()
    let haptics = tracer.events.filter { $0.category == "haptic" }
    #expect(haptics.map(\.description) == [
      "UIImpactFeedbackGenerator.prepare", "UIImpactFeedbackGenerator.impactOccurred",
      "UISelectionFeedbackGenerator.selectionChanged", "UINotificationFeedbackGenerator.notificationOccurred",
    ])
    #expect(haptics[1].detail == "rigid 1.0")
    #expect(haptics[3].detail == "warning")
  }

  @Test("UIKit: Reduce Motion is off by default; switching it posts reduceMotionStatusDidChangeNotification once")
  func reduceMotion() {
    #expect(!UIAccessibility.isReduceMotionEnabled)
    final class Counter: @unchecked Sendable { var posts = 0 }  // posted synchronously on this actor
    let counter = Counter()
    let token = NotificationCenter.default.addObserver(
      forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil
    ) { _ in counter.posts += 1 }
    UIAccessibility.setReduceMotionForTesting(true)
    UIAccessibility.setReduceMotionForTesting(true)
    #expect(UIAccessibility.isReduceMotionEnabled)
    #expect(counter.posts == 1)
    UIAccessibility.setReduceMotionForTesting(false)
    NotificationCenter.default.removeObserver(token)
    #expect(counter.posts == 2)
  }

  @Test("UIKit (iOS 13/17): overrideUserInterfaceStyle is the userInterfaceStyle trait override of the subtree")
  func overrideUserInterfaceStyle() {
    let vc = UIViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = vc
    window.makeKeyAndVisible()
    let child = UIView()
    vc.view.addSubview(child)
    #expect(child.traitCollection.userInterfaceStyle == .light)
    vc.overrideUserInterfaceStyle = .dark
    #expect(vc.overrideUserInterfaceStyle == .dark)
    #expect(child.traitCollection.userInterfaceStyle == .dark)
    child.overrideUserInterfaceStyle = .light
    #expect(child.traitCollection.userInterfaceStyle == .light)
    window.isHidden = true
  }

  @Test("UIKit: semanticContentAttribute forces a layout direction; playback and spatial stay left-to-right")
  func semanticContentAttribute() {
    #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
    #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
    let v = UIView()
    #expect(v.effectiveUserInterfaceLayoutDirection == .leftToRight)
    v.semanticContentAttribute = .forceRightToLeft
    #expect(v.effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }

  @Test("UIKit: endEditing(_:) resigns a first responder inside the view, and leaves one outside alone")
  func endEditing() {
    final class Field: UIView { override var canBecomeFirstResponder: Bool { true } }
    let container = UIView(), outside = UIView()
    let field = Field()
    container.addSubview(field)
    #expect(field.becomeFirstResponder())
    #expect(outside.endEditing(false))
    #expect(field.isFirstResponder)
    #expect(container.endEditing(false))
    #expect(!field.isFirstResponder)
  }
}

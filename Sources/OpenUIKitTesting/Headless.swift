import Foundation
import OpenQuartzCore
import OpenUIKit

// The headless contract of DESIGN.md. Other tools and tests depend on these exact names.

extension UIApplication {
  /// Moves the virtual media clock forward by `seconds`, frame by frame, running run-loop work,
  /// display links, animations, transitions and gesture recognizers due in that span. Run-loop
  /// work includes blocks sent to `DispatchQueue.main` and `RunLoop.main`, main-run-loop `Timer`s,
  /// `asyncAfter` and delayed performs, with their delays in media time (Docs/Behaviour.md).
  public func advance(by seconds: TimeInterval) {
    MediaClock.shared.advance(by: seconds)
  }

  /// Advances until nothing is scheduled or running (at most 60 s of virtual time). Pending
  /// main-queue blocks, delayed blocks and valid main-run-loop timers count as scheduled; a
  /// visible window's pending layout (`setNeedsLayout`, constraint changes) gets one more frame. A
  /// transition stuck waiting for `completeTransition` does not count as running.
  public func runUntilIdle() {
    MediaClock.shared.runUntilIdle(limit: 60)
  }

  /// Every UIKit warning and exception recorded so far, oldest first.
  public var diagnostics: [Diagnostic] {
    Diagnostics.records.map(Diagnostic.init)
  }

  /// Forgets the recorded diagnostics (for tests that check "no diagnostics").
  public func removeAllDiagnostics() {
    Diagnostics.removeAllForTesting()
  }

  /// The current media time (`CACurrentMediaTime()`).
  public var mediaTime: TimeInterval { CACurrentMediaTime() }
}

/// A named device for `UIScreen.main`.
public enum DeviceProfile: String, CaseIterable, Sendable {
  case iPhone15 = "iPhone 15"
  case iPhoneSE = "iPhone SE"
  case iPhone15ProMax = "iPhone 15 Pro Max"
  case iPadPro11 = "iPad Pro 11-inch"
  case iPadAir = "iPad Air"

  @MainActor var profile: UIScreen.Profile {
    UIScreen.Profile.all.first { $0.name == rawValue } ?? .iPhone15
  }
}

extension UIScreen {
  /// Switches `UIScreen.main` to a device profile (idiom, scale, size; landscape swaps sides).
  public static func useDevice(_ device: DeviceProfile, landscape: Bool = false) {
    var p = device.profile
    if landscape { p.size = CGSize(width: p.size.height, height: p.size.width) }
    UIScreen.setProfile(p)
  }
}

extension UIWindow {
  /// A synthesized tap: one touch down and up at `point` (window coordinates), delivered
  /// through hit-testing and gesture recognizers.
  public func tap(at point: CGPoint) {
    let touch = UITouch(phase: .began, location: point, window: self, timestamp: CACurrentMediaTime())
    sendEvent(UIEvent(touches: [touch], timestamp: touch.timestamp))
    touch._move(to: point, phase: .ended, timestamp: CACurrentMediaTime())
    sendEvent(UIEvent(touches: [touch], timestamp: touch.timestamp))
  }

  /// A one-finger drag from `start` to `end` (window coordinates), moved once per frame over
  /// `duration` seconds of media time (the clock advances by `duration`).
  public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval) {
    let touch = UITouch(phase: .began, location: start, window: self, timestamp: CACurrentMediaTime())
    sendEvent(UIEvent(touches: [touch], timestamp: touch.timestamp))
    let frame = 1.0 / Double(UIScreen.main.maximumFramesPerSecond)
    let steps = max(1, Int((duration / frame).rounded()))
    for i in 1...steps {
      MediaClock.shared.advance(by: duration / Double(steps))
      let f = CGFloat(i) / CGFloat(steps)
      let p = CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)
      touch._move(to: p, phase: .moved, timestamp: CACurrentMediaTime())
      sendEvent(UIEvent(touches: [touch], timestamp: touch.timestamp))
    }
    touch._move(to: end, phase: .ended, timestamp: CACurrentMediaTime())
    sendEvent(UIEvent(touches: [touch], timestamp: touch.timestamp))
  }

  /// Starts a touch and returns a handle to move and lift it (for gestures that pause).
  public func touchDown(at point: CGPoint) -> SyntheticTouch {
    let touch = UITouch(phase: .began, location: point, window: self, timestamp: CACurrentMediaTime())
    sendEvent(UIEvent(touches: [touch], timestamp: touch.timestamp))
    return SyntheticTouch(touch: touch, window: self)
  }
}

/// A finger held down by a test.
@preconcurrency @MainActor
public final class SyntheticTouch {
  let touch: UITouch
  let window: UIWindow
  init(touch: UITouch, window: UIWindow) { self.touch = touch; self.window = window }

  /// Moves the finger to `point` over `duration` (one step per frame; the clock advances).
  public func move(to point: CGPoint, duration: TimeInterval = 0) {
    let start = touch.location(in: nil)
    let frame = 1.0 / Double(UIScreen.main.maximumFramesPerSecond)
    let steps = max(1, Int((duration / frame).rounded()))
    for i in 1...steps {
      if duration > 0 { MediaClock.shared.advance(by: duration / Double(steps)) }
      let f = CGFloat(i) / CGFloat(steps)
      let p = CGPoint(x: start.x + (point.x - start.x) * f, y: start.y + (point.y - start.y) * f)
      touch._move(to: p, phase: .moved, timestamp: CACurrentMediaTime())
      window.sendEvent(UIEvent(touches: [touch], timestamp: touch.timestamp))
    }
  }

  /// Lifts the finger.
  public func lift() {
    touch._move(to: touch.location(in: nil), phase: .ended, timestamp: CACurrentMediaTime())
    window.sendEvent(UIEvent(touches: [touch], timestamp: touch.timestamp))
  }
}

extension UIApplication {
  /// Starts the headless app over as if it were linked against `sdk` (tests and scenarios):
  /// unlike setting `linkedSDK`, it is accepted after windows were shown. Windows shown earlier
  /// keep running under the new value, so call it before building the next window.
  public func useLinkedSDK(_ sdk: UIKitSDK) {
    _linkedSDK = sdk
  }
}

extension UIApplication {
  /// Launches an app the way UIKit launches it from the home screen, with `delegate` as its app
  /// delegate (Docs/Behaviour.md "App and scene life cycle"):
  /// - without `sceneDelegateClass`, an app without scenes: `storyboard` (the Info.plist's main
  ///   storyboard) becomes the delegate's window, then `application(_:willFinishLaunchingWithOptions:)`,
  ///   `application(_:didFinishLaunchingWithOptions:)`, the window made key and visible, and
  ///   `applicationDidBecomeActive(_:)`;
  /// - with it, an app whose Info.plist scene manifest has one window-application configuration
  ///   named `configurationName` with that delegate class and `storyboard`: the launch methods,
  ///   `application(_:configurationForConnecting:options:)`, the scene delegate made (register
  ///   its class with `StoryboardClassRegistry.registerDelegate`), the storyboard's window given
  ///   to it, `scene(_:willConnectTo:options:)`, the window shown, `sceneWillEnterForeground(_:)`
  ///   and `sceneDidBecomeActive(_:)`.
  /// The clock does not move; call `runUntilIdle()` to let the first frames happen. Launching
  /// again disconnects the previous launch's scene and hides the windows it made.
  public func launch(
    delegate: UIApplicationDelegate, sceneDelegateClass: AnyClass? = nil, storyboard: UIStoryboard? = nil,
    configurationName: String = "Default Configuration", options: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) {
    let manifest = sceneDelegateClass.map {
      UISceneConfiguration(manifestName: configurationName, role: .windowApplication, delegateClass: $0, storyboard: storyboard)
    }
    _launch(delegate: delegate, sceneConfiguration: manifest, mainStoryboard: manifest == nil ? storyboard : nil, options: options)
  }
}

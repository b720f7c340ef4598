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

extension UIWindow {
  /// Puts several fingers down at once at `points` (window coordinates) in one event and returns
  /// a handle to move and lift them. Each finger is hit-tested where it lands.
  public func touchesDown(at points: [CGPoint]) -> SyntheticTouches {
    let now = CACurrentMediaTime()
    let touches = points.map { UITouch(phase: .began, location: $0, window: self, timestamp: now) }
    if !touches.isEmpty { sendEvent(UIEvent(orderedTouches: touches, timestamp: now)) }
    return SyntheticTouches(touches: touches, window: self)
  }

  /// A two-finger pinch centred on `center` (window coordinates): the fingers go down
  /// `startDistance` apart on a line at `angle` radians (0: side by side, clockwise positive), move
  /// apart or together to `endDistance` once per frame over `duration` seconds of media time (the
  /// clock advances by `duration`), and lift together.
  public func pinch(
    at center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, angle: CGFloat = 0, duration: TimeInterval
  ) {
    func fingers(_ distance: CGFloat) -> [CGPoint] {
      let dx = cos(angle) * distance / 2, dy = sin(angle) * distance / 2
      return [CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy)]
    }
    let hand = touchesDown(at: fingers(startDistance))
    hand.step(duration: duration) { f in fingers(startDistance + (endDistance - startDistance) * f) }
    hand.lift()
  }

  /// A two-finger rotation about `center` (window coordinates): the fingers go down opposite each
  /// other `radius` points from it, the line between them at `startAngle` radians (clockwise
  /// positive), turn along the circle to `endAngle` once per frame over `duration` seconds of
  /// media time (the clock advances by `duration`), and lift together.
  public func rotate(at center: CGPoint, radius: CGFloat, from startAngle: CGFloat, to endAngle: CGFloat, duration: TimeInterval) {
    func fingers(_ angle: CGFloat) -> [CGPoint] {
      let dx = cos(angle) * radius, dy = sin(angle) * radius
      return [CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy)]
    }
    let hand = touchesDown(at: fingers(startAngle))
    hand.step(duration: duration) { f in fingers(startAngle + (endAngle - startAngle) * f) }
    hand.lift()
  }
}

/// Fingers held down together by a test (`touchesDown(at:)`). Every event it sends carries all
/// its fingers still down; one that did not move in a step is `.stationary`.
@preconcurrency @MainActor
public final class SyntheticTouches {
  let touches: [UITouch]
  let window: UIWindow
  private var lifted = Set<Int>()
  init(touches: [UITouch], window: UIWindow) { self.touches = touches; self.window = window }

  /// Where the fingers are (window coordinates), lifted ones included, in the order given.
  public var locations: [CGPoint] { touches.map { $0.location(in: nil) } }

  /// Moves the fingers straight to `points` (one point per finger, in the order they went down;
  /// a lifted finger's point and points beyond the fingers are ignored) over `duration`, one
  /// step per frame; the clock advances.
  public func move(to points: [CGPoint], duration: TimeInterval = 0) {
    let starts = locations
    step(duration: duration) { f in
      starts.indices.map { i in
        guard i < points.count else { return starts[i] }
        return CGPoint(x: starts[i].x + (points[i].x - starts[i].x) * f, y: starts[i].y + (points[i].y - starts[i].y) * f)
      }
    }
  }

  /// Moves the fingers along `path` (from the fraction 0…1 of `duration` to one point per
  /// finger), one step per frame; the clock advances by `duration`.
  func step(duration: TimeInterval, path: (CGFloat) -> [CGPoint]) {
    let frame = 1.0 / Double(UIScreen.main.maximumFramesPerSecond)
    let steps = max(1, Int((duration / frame).rounded()))
    for i in 1...steps {
      if duration > 0 { MediaClock.shared.advance(by: duration / Double(steps)) }
      let points = path(CGFloat(i) / CGFloat(steps))
      let now = CACurrentMediaTime()
      var event: [UITouch] = []
      for (index, touch) in touches.enumerated() where !lifted.contains(index) {
        let p = index < points.count ? points[index] : touch.location(in: nil)
        touch._move(to: p, phase: p == touch.location(in: nil) ? .stationary : .moved, timestamp: now)
        event.append(touch)
      }
      if !event.isEmpty { window.sendEvent(UIEvent(orderedTouches: event, timestamp: now)) }
    }
  }

  /// Lifts one finger (its index in the order they went down); the others stay down and are in
  /// the event as `.stationary`. Lifting a finger twice does nothing.
  public func lift(finger index: Int) {
    guard touches.indices.contains(index), !lifted.contains(index) else { return }
    send(ending: [index])
  }

  /// Lifts every finger still down, in one event.
  public func lift() {
    send(ending: Set(touches.indices).subtracting(lifted))
  }

  private func send(ending: Set<Int>) {
    guard !ending.isEmpty else { return }
    let now = CACurrentMediaTime()
    var event: [UITouch] = []
    for (index, touch) in touches.enumerated() where !lifted.contains(index) {
      touch._move(to: touch.location(in: nil), phase: ending.contains(index) ? .ended : .stationary, timestamp: now)
      event.append(touch)
    }
    lifted.formUnion(ending)
    window.sendEvent(UIEvent(orderedTouches: event, timestamp: now))
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

import Foundation
import OpenQuartzCore

/// Recognizes taps: `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers, each
/// within `Self.allowableMovement` of where it began; taps of a multi-tap must follow within
/// `Self.maximumTapInterval` (Docs/Behaviour.md).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  public static let allowableMovement: CGFloat = 10
  public static let maximumTapInterval: TimeInterval = 0.35
  public static let maximumPressDuration: TimeInterval = 0.75

  open var numberOfTapsRequired = 1
  open var numberOfTouchesRequired = 1

  private var tapsSoFar = 0
  private var start: CGPoint?
  private var startTime: CFTimeInterval = 0
  private var timer: Int?
  private var maxTouches = 0

  override var _isWaitingForMoreInput: Bool { timer != nil }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if let t = timer { MediaClock.shared.cancelTimer(t); timer = nil }
    if start == nil, let first = touches.first {
      start = first.locationInWindow
      startTime = CACurrentMediaTime()
    }
    let down = _touches.filter { $0.phase != .ended && $0.phase != .cancelled }.count
    maxTouches = max(maxTouches, down)
    if down > numberOfTouchesRequired { state = .failed }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let start, let t = touches.first else { return }
    let p = t.locationInWindow
    if hypot(p.x - start.x, p.y - start.y) > Self.allowableMovement { state = .failed }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible else { return }
    let stillDown = _touches.filter { $0.phase != .ended && $0.phase != .cancelled }
    guard stillDown.isEmpty else { return }
    if maxTouches != numberOfTouchesRequired || CACurrentMediaTime() - startTime > Self.maximumPressDuration {
      state = .failed
      return
    }
    tapsSoFar += 1
    if tapsSoFar >= numberOfTapsRequired {
      state = .ended
    } else {
      start = nil
      maxTouches = 0
      timer = MediaClock.shared.schedule(after: Self.maximumTapInterval) { [weak self] in
        guard let self else { return }
        self.timer = nil
        if self.state == .possible { self.state = .failed }
        GestureArena.settle()
      }
    }
  }

  open override func reset() {
    tapsSoFar = 0
    start = nil
    maxTouches = 0
    if let t = timer { MediaClock.shared.cancelTimer(t); timer = nil }
  }
}

/// Recognizes a drag: begins once the finger has moved `Self.hysteresis` points; reports
/// translation and velocity (from the media clock).
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  public static let hysteresis: CGFloat = 10
  /// Samples older than this are ignored for velocity.
  static let velocityWindow: CFTimeInterval = 0.1

  open var minimumNumberOfTouches = 1
  open var maximumNumberOfTouches = Int.max

  var startPoint: CGPoint?
  /// Translation origin in window coordinates (moved by setTranslation).
  var translationOrigin: CGPoint = .zero
  var samples: [(time: CFTimeInterval, point: CGPoint)] = []

  /// The translation since the gesture began (or the last setTranslation), in `view`'s space.
  open func translation(in view: UIView?) -> CGPoint {
    guard let current = samples.last?.point else { return .zero }
    let a = convert(translationOrigin, to: view)
    let b = convert(current, to: view)
    return CGPoint(x: b.x - a.x, y: b.y - a.y)
  }

  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    guard let current = samples.last?.point else { return }
    // Pick the window-space origin that makes translation(in: view) == translation.
    let currentInView = convert(current, to: view)
    let originInView = CGPoint(x: currentInView.x - translation.x, y: currentInView.y - translation.y)
    translationOrigin = view?.convert(originInView, to: nil) ?? originInView
  }

  /// Points per second in `view`'s coordinates, over the last tenth of a second.
  open func velocity(in view: UIView?) -> CGPoint {
    guard let last = samples.last else { return .zero }
    let recent = samples.filter { last.time - $0.time <= Self.velocityWindow }
    guard let first = recent.first, last.time > first.time else { return .zero }
    let a = convert(first.point, to: view), b = convert(last.point, to: view)
    let dt = CGFloat(last.time - first.time)
    return CGPoint(x: (b.x - a.x) / dt, y: (b.y - a.y) / dt)
  }

  private func convert(_ windowPoint: CGPoint, to view: UIView?) -> CGPoint {
    guard let view else { return windowPoint }
    return view.convert(windowPoint, from: nil)
  }

  /// Whether this pan may begin from where it started (edge pans restrict it).
  func _canBegin(from start: CGPoint, to current: CGPoint) -> Bool { true }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if _downCount > maximumNumberOfTouches {
      if state == .possible {
        state = .failed
      } else {
        // Recognizing: fingers beyond the maximum are not part of the pan.
        let down = _touches.filter { $0.phase != .ended && $0.phase != .cancelled }
        for t in down.dropFirst(maximumNumberOfTouches) where touches.contains(t) { ignore(t, for: event) }
      }
      return
    }
    if startPoint == nil {
      let p = centroid()
      startPoint = p
      translationOrigin = p
      samples = [(CACurrentMediaTime(), p)]
    } else {
      rebase()
    }
  }

  override func _touchesDidChange() { if startPoint != nil { rebase() } }

  /// A finger added or lifted moves the centroid without any finger moving: translation and
  /// velocity carry on from where they were (Docs/Behaviour.md "Multi-touch").
  private func rebase() {
    guard let last = samples.last?.point else { return }
    let p = centroid()
    let dx = p.x - last.x, dy = p.y - last.y
    guard dx != 0 || dy != 0 else { return }
    startPoint = startPoint.map { CGPoint(x: $0.x + dx, y: $0.y + dy) }
    translationOrigin = CGPoint(x: translationOrigin.x + dx, y: translationOrigin.y + dy)
    samples = samples.map { ($0.time, CGPoint(x: $0.point.x + dx, y: $0.point.y + dy)) }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    let p = centroid()
    samples.append((CACurrentMediaTime(), p))
    if samples.count > 64 { samples.removeFirst(samples.count - 64) }
    switch state {
    case .possible:
      guard let start = startPoint, _downCount >= minimumNumberOfTouches else { return }
      if hypot(p.x - start.x, p.y - start.y) >= Self.hysteresis {
        if _canBegin(from: start, to: p) {
          state = .began
        } else {
          state = .failed
        }
      }
    case .began, .changed:
      state = .changed
    default: break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    let remaining = _touches.filter { $0.phase != .ended && $0.phase != .cancelled }
    guard remaining.isEmpty else { return }
    samples.append((CACurrentMediaTime(), centroid()))
    switch state {
    case .began, .changed: state = .ended
    case .possible: state = .failed
    default: break
    }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .began, .changed: state = .cancelled
    case .possible: state = .failed
    default: break
    }
  }

  open override func reset() {
    startPoint = nil
    samples = []
  }

  /// The centroid of the fingers down (of all its touches once every finger lifted).
  private func centroid() -> CGPoint {
    guard !_touches.isEmpty else { return samples.last?.point ?? .zero }
    let down = _touches.filter { $0.phase != .ended && $0.phase != .cancelled }
    let touches = down.isEmpty ? _touches : down
    var x: CGFloat = 0, y: CGFloat = 0
    for t in touches { x += t.locationInWindow.x; y += t.locationInWindow.y }
    return CGPoint(x: x / CGFloat(touches.count), y: y / CGFloat(touches.count))
  }
}

/// A pan that begins near an edge of the screen (within `Self.edgeRegion` points of one of
/// `edges` of the window) and moves away from it.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  public static let edgeRegion: CGFloat = 20
  open var edges: UIRectEdge = []

  override func _canBegin(from start: CGPoint, to current: CGPoint) -> Bool {
    guard let window = view?.window else { return false }
    let b = window.bounds
    let dx = current.x - start.x, dy = current.y - start.y
    if edges.contains(.left) && start.x - b.minX <= Self.edgeRegion && dx > 0 && abs(dx) >= abs(dy) { return true }
    if edges.contains(.right) && b.maxX - start.x <= Self.edgeRegion && dx < 0 && abs(dx) >= abs(dy) { return true }
    if edges.contains(.top) && start.y - b.minY <= Self.edgeRegion && dy > 0 && abs(dy) >= abs(dx) { return true }
    if edges.contains(.bottom) && b.maxY - start.y <= Self.edgeRegion && dy < 0 && abs(dy) >= abs(dx) { return true }
    return false
  }
}

/// A quick stroke in a direction: at least `Self.minimumDistance` points along `direction`
/// within `Self.maximumDuration`, with the cross-axis movement under half the distance.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  public struct Direction: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }
  public static let minimumDistance: CGFloat = 50
  public static let maximumDuration: TimeInterval = 0.5

  open var direction: Direction = .right
  open var numberOfTouchesRequired = 1
  private var start: CGPoint?
  private var startTime: CFTimeInterval = 0

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if start == nil, let t = touches.first {
      start = t.locationInWindow
      startTime = CACurrentMediaTime()
    }
    if _touches.count > numberOfTouchesRequired { state = .failed }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, let start, let t = touches.first else { return }
    if CACurrentMediaTime() - startTime > Self.maximumDuration { state = .failed; return }
    let p = t.locationInWindow
    let dx = p.x - start.x, dy = p.y - start.y
    let along: CGFloat, across: CGFloat
    var matched = false
    for (d, a, c) in [(Direction.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx)] where direction.contains(d) {
      if a >= Self.minimumDistance && abs(c) < a / 2 { matched = true }
    }
    (along, across) = (hypot(dx, dy), 0)
    _ = across
    if matched && _touches.count == numberOfTouchesRequired {
      state = .ended
    } else if along > Self.minimumDistance * 3 {
      state = .failed
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = .failed }
  }

  open override func reset() { start = nil }
}

/// A press held for `minimumPressDuration` without moving more than `allowableMovement`.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  open var minimumPressDuration: TimeInterval = 0.5
  open var allowableMovement: CGFloat = 10
  open var numberOfTouchesRequired = 1
  open var numberOfTapsRequired = 0
  private var start: CGPoint?
  private var timer: Int?

  override var _isWaitingForMoreInput: Bool { timer != nil }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard start == nil, let t = touches.first else { return }
    start = t.locationInWindow
    timer = MediaClock.shared.schedule(after: minimumPressDuration) { [weak self] in
      guard let self else { return }
      self.timer = nil
      if self.state == .possible && TouchDispatcher.hasActiveTouches { self.state = .began }
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let start, let t = touches.first else { return }
    let p = t.locationInWindow
    switch state {
    case .possible:
      if hypot(p.x - start.x, p.y - start.y) > allowableMovement { cancelTimer(); state = .failed }
    case .began, .changed: state = .changed
    default: break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    cancelTimer()
    switch state {
    case .began, .changed: state = .ended
    case .possible: state = .failed
    default: break
    }
  }

  open override func reset() {
    start = nil
    cancelTimer()
  }

  private func cancelTimer() {
    if let t = timer { MediaClock.shared.cancelTimer(t) }
    timer = nil
  }
}

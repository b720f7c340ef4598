import Foundation

/// A range of frame rates a display link would like (iOS 15).
public struct CAFrameRateRange: Hashable, Sendable {
  public var minimum: Float
  public var maximum: Float
  public var preferred: Float?

  public init(minimum: Float, maximum: Float, preferred: Float?) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred
  }

  public init(minimum: Float, maximum: Float) {
    self.init(minimum: minimum, maximum: maximum, preferred: nil)
  }

  /// No preference: the display's own rate.
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)

  public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}

/// A timer synchronised with the display's frames, fired from the media clock's
/// `.displayLinks` phase (before input, animations and layout of the same frame).
///
/// Linux has no Objective-C runtime, so `init(target:selector:)` cannot exist; the closure
/// initialiser `init(handler:)` is OpenQuartzCore's documented addition in its place.
/// A display link does not keep `runUntilIdle` busy (it would never end).
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
  private let handler: @MainActor (CADisplayLink) -> Void
  private var modes: Set<String> = []
  private var isInvalidated = false
  private var framesSinceFire = 0

  /// OpenQuartzCore addition (Linux): calls `handler` with the link once per frame.
  public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
    self.handler = handler
    super.init()
  }

  /// Time of the frame being prepared when the handler last ran (0 before the first call).
  open private(set) var timestamp: CFTimeInterval = 0

  /// Time of the next frame the link will fire for.
  open private(set) var targetTimestamp: CFTimeInterval = 0

  /// Time between display frames (1 / framesPerSecond of the media clock).
  open var duration: CFTimeInterval { MediaClock.shared.frameInterval }

  /// Pausing stops the calls without removing the link.
  open var isPaused = false

  /// 0 (the default) means every frame; otherwise the link fires every
  /// round(fps / preferredFramesPerSecond) frames.
  open var preferredFramesPerSecond: Int = 0

  /// Its `preferred` (else `maximum`) rate is used like `preferredFramesPerSecond` when that is 0.
  open var preferredFrameRateRange: CAFrameRateRange = .default

  /// Schedules the link (any run loop and mode: there is one media clock). The run loop keeps
  /// the link alive until `invalidate()`.
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    guard !isInvalidated else { return }
    modes.insert(mode.rawValue)
    _DisplayLinkDriver.shared.add(self)
  }

  /// Unschedules the link from `mode`; it stops when no mode is left.
  open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
    modes.remove(mode.rawValue)
    if modes.isEmpty { _DisplayLinkDriver.shared.remove(self) }
  }

  /// Removes the link from every mode and releases it; it never fires again.
  open func invalidate() {
    isInvalidated = true
    modes.removeAll()
    _DisplayLinkDriver.shared.remove(self)
  }

  /// Frames between calls at the clock's rate.
  private var frameStride: Int {
    let fps = MediaClock.shared.framesPerSecond
    var wanted = Double(preferredFramesPerSecond)
    if wanted <= 0 {
      wanted = Double(preferredFrameRateRange.preferred ?? preferredFrameRateRange.maximum)
    }
    guard wanted > 0, wanted < Double(fps) else { return 1 }
    return max(1, Int((Double(fps) / wanted).rounded()))
  }

  /// True while `tick` does something at every frame.
  fileprivate var isTicking: Bool { !isPaused && !isInvalidated }

  fileprivate func tick(at time: CFTimeInterval) {
    guard !isPaused, !isInvalidated else { return }
    framesSinceFire += 1
    let stride = frameStride
    if timestamp != 0 && framesSinceFire < stride { return }
    framesSinceFire = 0
    timestamp = time
    targetTimestamp = time + Double(stride) * duration
    handler(self)
  }
}

/// The `.displayLinks` frame handler and the run loop's strong references to links.
@preconcurrency @MainActor
private final class _DisplayLinkDriver {
  static let shared = _DisplayLinkDriver()
  private var links: [CADisplayLink] = []
  private var installed = false

  func add(_ link: CADisplayLink) {
    if !installed {
      installed = true
      // A running link counts every frame; paused or invalidated links do nothing.
      MediaClock.shared.addFrameHandler(
        order: MediaClock.Phase.displayLinks,
        wake: { _DisplayLinkDriver.shared.links.contains { $0.isTicking } ? -.infinity : .infinity }
      ) { time in
        _DisplayLinkDriver.shared.tick(at: time)
      }
    }
    if !links.contains(where: { $0 === link }) { links.append(link) }
  }

  func remove(_ link: CADisplayLink) {
    links.removeAll { $0 === link }
  }

  func tick(at time: CFTimeInterval) {
    for link in links { link.tick(at: time) }
  }
}

import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitRender

extension TransitionRecorder {
  /// A layer's presentation values in one recorded frame (what `layer.presentation()` answered
  /// then).
  public struct LayerState: Hashable, Sendable {
    public let bounds: CGRect
    public let position: CGPoint
    public let anchorPoint: CGPoint
    public let zPosition: CGFloat
    public let transform: CATransform3D
    public let opacity: Float
    public let isHidden: Bool
    public let cornerRadius: CGFloat
    /// The frame in the superlayer's coordinates, as `CALayer.frame` computes it: the bounding
    /// box of the bounds placed by position, anchor point and the transform's affine part.
    public let frame: CGRect

    init(_ layer: RenderLayer) {
      bounds = layer.bounds
      position = layer.position
      anchorPoint = layer.anchorPoint
      zPosition = CGFloat(layer.zPosition)
      transform = layer.transform
      opacity = Float(layer.opacity)
      isHidden = layer.isHidden
      cornerRadius = CGFloat(layer.cornerRadius)
      frame = RenderTreeTextRenderer.frame(of: layer)
    }
  }

  /// One recorded event: a lifecycle, delegate, transition, gesture or animation callback, a
  /// diagnostic (category "diagnostic", subject "warning" or "exception") or a test's mark.
  public typealias Event = EventTracer.Event

  /// Seconds from `start()` to the last recorded frame (to `stop()` once stopped).
  public var duration: TimeInterval { (frames.last?.time ?? startTime) - startTime }

  /// The times of the recorded frames, seconds since `start()`, oldest first.
  public var frameTimes: [TimeInterval] { frames.map { $0.time - startTime } }

  /// The recorded events in the order UIKit delivered them; times are seconds since `start()`.
  public var events: [Event] {
    traceEvents.map {
      Event(category: $0.category, time: $0.time - startTime, subject: $0.subject, name: $0.name, detail: $0.detail)
    }
  }

  /// "Subject.name" strings of the recorded events in order, optionally only some categories
  /// ("appearance", "lifecycle", "delegate", "transition", "presentation", "gesture",
  /// "animation", "diagnostic", "test").
  public func lines(categories: Set<String>? = nil) -> [String] {
    events.filter { categories?.contains($0.category) ?? true }.map(\.description)
  }

  /// The names of the callbacks one subject (a controller's title or class name) received, in
  /// order.
  public func callbacks(for subject: String) -> [String] {
    events.filter { $0.subject == subject }.map(\.name)
  }

  /// `layer`'s presentation values in the frame shown at `time` (seconds since `start()`): the
  /// last frame sampled at or before it. Nil before the first frame or when the layer was not
  /// in the window's layer tree then.
  public func presentationState(of layer: CALayer, at time: TimeInterval) -> LayerState? {
    guard let frame = frame(at: time) else { return nil }
    return Self.find(layer._layerID, in: frame.root).map(LayerState.init)
  }

  /// The presentation values of `view`'s layer at `time` (see `presentationState(of:at:)`).
  public func presentationState(of view: UIView, at time: TimeInterval) -> LayerState? {
    presentationState(of: view.layer, at: time)
  }

  /// Whether the last recorded frame shows exactly what the first one showed (as the SVG
  /// renderer draws them: geometry, colours, opacity, text, to 1/1000 point): what a cancelled
  /// interactive transition must leave behind.
  public var screenAfterMatchesScreenBefore: Bool {
    guard let first = frames.first, let last = frames.last else { return true }
    let renderer = SVGRenderer()
    return renderer.render(Self.screen(first)) == renderer.render(Self.screen(last))
  }

  /// The recording as the self-contained HTML timeline page of `openuikit demo` (player,
  /// layer inspector and event log, nothing fetched), for a person to scrub through.
  public func timelinePage(title: String = "Transition", summary: String = "") -> String {
    HTMLTimelineRenderer(title: title).render([timeline(name: "recording", title: title, summary: summary)])
  }

  /// The recording as a timeline, times relative to `start()`.
  package func timeline(name: String, title: String, summary: String) -> Timeline {
    let frames = self.frames.map { f -> RenderSnapshot in
      var f = f
      f.time -= startTime
      return f
    }
    let events = traceEvents.map { e -> TraceEvent in
      var e = e
      e.time -= startTime
      return e
    }
    return Timeline(
      name: name, title: title, summary: summary, viewportSize: frames.last?.size ?? window.bounds.size,
      frames: frames, events: events)
  }

  /// The frame shown at `time` seconds since `start()`.
  package func frame(at time: TimeInterval) -> RenderSnapshot? {
    let t = startTime + time
    guard let first = frames.first, t >= first.time - Timeline.timeTolerance else { return nil }
    return frames.last { $0.time <= t + Timeline.timeTolerance }
  }

  /// The frame without what is not the screen (its time and the fingers' markers).
  private static func screen(_ frame: RenderSnapshot) -> RenderSnapshot {
    RenderSnapshot(time: 0, size: frame.size, root: frame.root)
  }

  private static func find(_ id: Int, in layer: RenderLayer) -> RenderLayer? {
    if layer.id == id { return layer }
    for sublayer in layer.sublayers {
      if let found = find(id, in: sublayer) { return found }
    }
    return nil
  }
}

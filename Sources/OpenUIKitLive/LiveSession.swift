import Foundation
import OpenQuartzCore
import OpenUIKitRender
import OpenUIKitScenarios
import OpenUIKitTesting
import UIKit

/// What the session answers to a message: a reply to the sender, or a message for every tab.
public enum LiveOutput: Equatable, Sendable {
  case reply(String)
  case broadcast(String)
}

/// The live app the studio serves: one window running a scene, the media clock following the
/// wall clock (slow motion, pause, single-frame step), browser pointers as touches through the
/// real event path, and each frame's render-model changes as deltas.
///
/// All tabs share this one app (Docs/Behaviour.md, "Live studio"): they see the same frames,
/// and one finger is down at a time.
@preconcurrency @MainActor
public final class LiveSession {
  /// Caps that keep memory bounded over a long session.
  public struct Limits: Sendable {
    public var maxMessageBytes = 4096
    public var eventHistory = 2000
    public var recordedFrames = 1800
    public var curveSamples = 600
    /// The longest media step one tick may take (a stalled server does not jump ahead).
    public var maxStep: Double = 0.1
    /// The largest storyboard the page may open.
    public var maxStoryboardBytes = 512 * 1024
    public init() {}
  }

  public let limits: Limits
  private(set) var window: UIWindow
  private var stage: LiveStage
  private(set) var scene: LiveScene
  private var actions: [LiveAction] = []
  private(set) var device: LiveDevice
  public private(set) var speed: Double = 1
  public private(set) var paused = false
  private var pendingSteps = 0
  private var nodes = LiveFrame()
  private var encodingCache: LiveFrameDiff.Cache = [:]
  private var fingers: [Int: UITouch] = [:]
  private var acks: [Int: Double] = [:]
  private var traceToken: Int?
  private var pendingEvents: [LiveJSON] = []
  private(set) var eventHistory: [LiveJSON] = []
  private var eventSeq = 0
  private(set) var recordedFrames: [RenderSnapshot] = []
  private var recordedEvents: [TraceEvent] = []
  private var replay: [RenderSnapshot] = []
  private var replayIndex = 0
  private var replayTime = 0.0
  private var inspected: Int?
  /// The screen before the session changed it (restored by `close()`).
  private let savedProfile: UIScreen.Profile
  /// The linked SDK before the session changed it (restored by `close()`).
  private let savedSDK: UIKitSDK
  private(set) var curve: [LiveJSON] = []
  /// The screen description last sent (frames carry it again only when it changes).
  private var sentScreen: LiveJSON?

  /// Loads storyboard files as scenes ("storyboard:NAME", first in the scene list), custom
  /// classes as stand-ins; returns the scene names.
  @discardableResult
  public static func loadStoryboards(_ paths: [String]) throws(LiveStoryboardError) -> [String] {
    try LiveStoryboards.load(paths)
    return LiveStoryboards.scenes.map(\.name)
  }

  /// Opens a storyboard sent from the page (its XML text, at most `maxStoryboardBytes`): it
  /// becomes a scene ("storyboard:NAME", stand-ins for its custom classes) and the app shows it.
  /// Returns the scene name; a bad file throws and changes nothing.
  public func openStoryboard(text: String, fileName: String) throws(LiveStoryboardError) -> String {
    let scene = try LiveStoryboards.add(text: text, fileName: fileName, maxBytes: limits.maxStoryboardBytes)
    load(scene)
    return scene.name
  }

  public init(scene name: String? = nil, limits: Limits = Limits()) {
    self.limits = limits
    savedProfile = UIScreen.main.profile
    savedSDK = UIApplication.shared.linkedSDK
    let chosen = name.flatMap(LiveSceneCatalogue.named) ?? LiveStoryboards.scenes.first ?? LiveSceneCatalogue.all[0]
    scene = chosen
    device = chosen.device
    Self.applyScreen(for: chosen.device)
    window = UIWindow(frame: CGRect(origin: .zero, size: chosen.device.size))
    stage = LiveStage(window: window)
    traceToken = EventTrace.addListener { [weak self] e in self?.record(e) }
    load(chosen)
  }

  /// Stops listening to the trace and hides the window.
  public func close() {
    if let traceToken { EventTrace.removeListener(traceToken) }
    traceToken = nil
    cancelAllTouches()
    window.rootViewController = nil
    window.isHidden = true
    UIApplication.shared.runUntilIdle()
    if UIScreen.main.profile != savedProfile { UIScreen.setProfile(savedProfile) }
    UIApplication.shared.useLinkedSDK(savedSDK)
  }

  // MARK: Scenes and devices

  private static func applyScreen(for device: LiveDevice) {
    let profile = device.isPad ? UIScreen.Profile.iPadPro11 : UIScreen.Profile.iPhone15
    var p = profile
    p.size = device.size
    UIScreen.setProfile(p)
  }

  private func load(_ next: LiveScene) {
    cancelAllTouches()
    window.rootViewController = nil
    window.isHidden = true
    UIApplication.shared.runUntilIdle()
    scene = next
    device = next.device
    // The scene's rules (a scripted scene replays its scenario as the catalogue records it).
    UIApplication.shared.useLinkedSDK(next.linkedSDK)
    Self.applyScreen(for: device)
    window = UIWindow(frame: CGRect(origin: .zero, size: device.size))
    stage = LiveStage(window: window)
    actions = next.setUp(stage)
    if stage.window !== window {
      window.isHidden = true
      window = stage.window
    }
    if next.isScripted {
      let scene = next
      actions.append(LiveAction(name: "replay") { [weak self] in self?.load(scene) })
    }
    replay = stage.replay
    stage.replay = []
    replayIndex = 0
    replayTime = 0
    inspected = nil
    curve = []
  }

  private func setDevice(_ next: LiveDevice) {
    guard next != device else { return }
    cancelAllTouches()
    if next.isPad != device.isPad {
      // Another idiom is another device: the scene starts again on it.
      var moved = scene
      moved.device = next
      load(moved)
      return
    }
    device = next
    Self.applyScreen(for: next)
    window.frame = CGRect(origin: .zero, size: next.size)
  }

  // MARK: Clients

  /// The first message a tab gets: scenes, devices, state, the whole current frame and the
  /// recent event log.
  public func connect(client: Int) -> String {
    if nodes.tree.isEmpty { _ = captureFrame(replay.first) }
    return LiveJSON.object([
      ("type", .string("hello")),
      ("client", .number(Double(client))),
      ("scenes", .array(LiveSceneCatalogue.everything.map { s in
        .object([
          ("name", .string(s.name)), ("title", .string(s.title)), ("summary", .string(s.summary)),
          ("drives", .array(s.drives.map(\.json))), ("sizes", .array(s.sizes.map { .string($0.name) })),
        ])
      })),
      ("devices", .array(LiveDevice.all.map { .string($0.name) })),
      ("state", stateJSON),
      ("full", LiveFrameDiff.full(nodes)),
      ("screen", screenJSON),
      ("events", .array(Array(eventHistory.suffix(200)))),
    ]).text
  }

  /// A tab went away: its finger, if down, is cancelled (no transition is left half-way).
  public func disconnect(client: Int) {
    if let touch = fingers.removeValue(forKey: client) { send(touch, .cancelled, at: touch.location(in: nil)) }
    acks[client] = nil
  }

  var stateJSON: LiveJSON {
    .object([
      ("scene", .string(scene.name)),
      ("title", .string(scene.title)),
      ("summary", .string(scene.summary)),
      ("actions", .array(actions.map { .string($0.name) })),
      ("device", .string(device.name)),
      ("sdk", .string(scene.linkedSDK == .iOS12 ? "iOS 12" : "iOS 17")),
      ("size", .array([.number(device.size.width), .number(device.size.height)])),
      ("speed", .number(speed)),
      ("paused", .bool(paused)),
    ])
  }

  private var stateMessage: LiveOutput {
    .broadcast(LiveJSON.object([("type", .string("state")), ("state", stateJSON)]).text)
  }

  private func error(_ text: String) -> [LiveOutput] {
    [.reply(LiveJSON.object([("type", .string("error")), ("message", .string(text))]).text)]
  }

  /// Handles one message from a tab. Anything malformed gets an error reply and changes nothing.
  public func receive(_ text: String, from client: Int) -> [LiveOutput] {
    guard text.utf8.count <= limits.maxMessageBytes else {
      return error("message too long (\(text.utf8.count) bytes, at most \(limits.maxMessageBytes))")
    }
    guard let message = LiveJSON.parse(text, maxBytes: limits.maxMessageBytes), case .object = message else {
      return error("not a JSON object")
    }
    guard let type = message["type"]?.stringValue else { return error("missing \"type\"") }
    switch type {
    case "pointer": return pointer(message, client: client)
    case "scene":
      guard let name = message["name"]?.stringValue, let next = LiveSceneCatalogue.named(name) else {
        return error("unknown scene")
      }
      load(next)
      return [stateMessage]
    case "action":
      guard let name = message["name"]?.stringValue, let action = actions.first(where: { $0.name == name }) else {
        return error("unknown action")
      }
      action.run()
      return []
    case "device":
      guard let name = message["name"]?.stringValue, let next = LiveDevice.named(name) else {
        return error("unknown device")
      }
      setDevice(next)
      return [stateMessage]
    case "speed":
      guard let value = message["value"]?.numberValue, value >= 0.1, value <= 1 else {
        return error("speed must be a number from 0.1 to 1")
      }
      speed = value
      return [stateMessage]
    case "pause":
      guard let value = message["paused"]?.boolValue else { return error("\"paused\" must be true or false") }
      paused = value
      return [stateMessage]
    case "step":
      guard paused else { return error("step works while paused") }
      pendingSteps = min(pendingSteps + 1, 60)
      return []
    case "inspect":
      guard let id = message["id"]?.numberValue, let layer = findLayer(Int(id)) else { return error("unknown layer") }
      inspected = Int(id)
      curve = []
      return [.reply(inspection(of: layer))]
    case "record":
      return [.reply(LiveJSON.object([("type", .string("record")), ("html", .string(timelineHTML()))]).text)]
    default:
      return error("unknown message type")
    }
  }

  // MARK: Touches

  private func pointer(_ m: LiveJSON, client: Int) -> [LiveOutput] {
    guard let phase = m["phase"]?.stringValue, let x = m["x"]?.numberValue, let y = m["y"]?.numberValue,
      abs(x) < 100_000, abs(y) < 100_000
    else { return error("pointer needs \"phase\" and finite \"x\", \"y\"") }
    if let seq = m["seq"]?.numberValue { acks[client] = seq }
    let point = CGPoint(x: x, y: y)
    switch phase {
    case "down":
      guard replay.isEmpty else { return error("the scenario's script is playing; the app is live when it ends") }
      guard fingers[client] == nil else { return error("the finger is already down") }
      guard fingers.isEmpty else { return error("another tab's finger is down") }
      let touch = UITouch(phase: .began, location: point, window: window, timestamp: CACurrentMediaTime())
      fingers[client] = touch
      window.sendEvent(UIEvent(touches: [touch], timestamp: touch.timestamp))
    case "move":
      guard let touch = fingers[client] else { return error("no finger down") }
      send(touch, .moved, at: point)
    case "up":
      guard let touch = fingers.removeValue(forKey: client) else { return error("no finger down") }
      send(touch, .ended, at: point)
    case "cancel":
      // The browser took the pointer away (pointercancel): touchesCancelled, no transition is
      // left half-way.
      guard let touch = fingers.removeValue(forKey: client) else { return error("no finger down") }
      send(touch, .cancelled, at: point)
    default:
      return error("phase must be down, move, up or cancel")
    }
    return []
  }

  private func send(_ touch: UITouch, _ phase: UITouch.Phase, at point: CGPoint) {
    touch._move(to: point, phase: phase, timestamp: CACurrentMediaTime())
    touch.window?.sendEvent(UIEvent(touches: [touch], timestamp: touch.timestamp))
  }

  private func cancelAllTouches() {
    for (client, touch) in fingers {
      send(touch, .cancelled, at: touch.location(in: nil))
      fingers[client] = nil
    }
  }

  /// Where the finger is (window coordinates), while one is down.
  var finger: CGPoint? { fingers.values.first.map { $0.location(in: nil) } }

  // MARK: Frames

  /// Moves the media clock by `wallSeconds` × speed (or one frame when stepping while paused),
  /// then returns the frame message for every tab: the render-model delta, new events, input
  /// acknowledgements, the finger and the inspected layer's sample. Nil when nothing changed.
  public func tick(wallSeconds: Double) -> String? {
    let clock = MediaClock.shared
    if !replay.isEmpty { return replayTick(wallSeconds: wallSeconds) }
    if paused {
      guard pendingSteps > 0 else { return nil }
      pendingSteps -= 1
      clock.advance(by: clock.frameInterval)
    } else if wallSeconds.isFinite, wallSeconds > 0 {
      clock.advance(by: min(wallSeconds * speed, limits.maxStep))
    }
    let delta = captureFrame()
    var sample: LiveJSON?
    if let id = inspected, let layer = findLayer(id) {
      let s = Self.sample(layer.presentation() ?? layer)
      sample = s
      curve.append(s)
      if curve.count > limits.curveSamples { curve.removeFirst(curve.count - limits.curveSamples) }
    }
    let events = pendingEvents
    pendingEvents = []
    let ackList = acks
    acks = [:]
    let screen = screenJSON
    let screenChanged = screen != sentScreen
    sentScreen = screen
    if delta == nil && events.isEmpty && ackList.isEmpty && sample == nil && !screenChanged { return nil }
    var members: [(String, LiveJSON)] = [("type", .string("frame")), ("t", .number(clock.now))]
    if let delta { members.append(("delta", delta)) }
    if !events.isEmpty { members.append(("events", .array(events))) }
    if !ackList.isEmpty {
      members.append(("acks", .object(ackList.sorted { $0.key < $1.key }.map { (String($0.key), .number($0.value)) })))
    }
    members.append(("finger", finger.map { .array([.number($0.x), .number($0.y)]) } ?? .null))
    if let sample { members.append(("sample", sample)) }
    if screenChanged { members.append(("screen", screen)) }
    return LiveJSON.object(members).text
  }

  /// Plays the scripted scene's recorded frames at the chosen speed (pause and step work too);
  /// after the last one the app is live.
  private func replayTick(wallSeconds: Double) -> String? {
    if paused {
      guard pendingSteps > 0 else { return nil }
      pendingSteps -= 1
      replayTime += MediaClock.shared.frameInterval
    } else if wallSeconds.isFinite, wallSeconds > 0 {
      replayTime += min(wallSeconds * speed, limits.maxStep)
    }
    let start = replay[0].time
    while replayIndex + 1 < replay.count, replay[replayIndex + 1].time - start <= replayTime + 1e-9 { replayIndex += 1 }
    let frame = replay[replayIndex]
    if replayIndex == replay.count - 1 { replay = [] }
    let delta = captureFrame(frame)
    let events = pendingEvents
    pendingEvents = []
    var members: [(String, LiveJSON)] = [("type", .string("frame")), ("t", .number(frame.time))]
    if let delta { members.append(("delta", delta)) }
    if !events.isEmpty { members.append(("events", .array(events))) }
    members.append(("finger", .null))
    return LiveJSON.object(members).text
  }

  /// Snapshots the window (or takes a recorded frame) and returns what changed since the last
  /// capture.
  private func captureFrame(_ recorded: RenderSnapshot? = nil) -> LiveJSON? {
    let snapshot = recorded ?? window.layer._renderFrame(size: window.bounds.size)
    recordedFrames.append(snapshot)
    if recordedFrames.count > limits.recordedFrames {
      recordedFrames.removeFirst(recordedFrames.count - limits.recordedFrames)
    }
    let next = LiveFrameDiff.frame(snapshot.root, cache: &encodingCache)
    let delta = LiveFrameDiff.delta(from: nodes, to: next)
    nodes = next
    return delta
  }

  private func record(_ e: TraceEvent) {
    eventSeq += 1
    let item = LiveJSON.array([
      .number(Double(eventSeq)), .number(e.time), .string(e.category), .string(e.subject), .string(e.name),
    ])
    pendingEvents.append(item)
    if pendingEvents.count > limits.eventHistory { pendingEvents.removeFirst(pendingEvents.count - limits.eventHistory) }
    eventHistory.append(item)
    if eventHistory.count > limits.eventHistory { eventHistory.removeFirst(eventHistory.count - limits.eventHistory) }
    recordedEvents.append(e)
    if recordedEvents.count > limits.eventHistory { recordedEvents.removeFirst(recordedEvents.count - limits.eventHistory) }
  }

  // MARK: Inspecting

  func findLayer(_ id: Int) -> CALayer? {
    func search(_ layer: CALayer) -> CALayer? {
      if layer._layerID == id { return layer }
      for s in layer.sublayers ?? [] { if let found = search(s) { return found } }
      return nil
    }
    return search(window.layer)
  }

  /// `[time, position.x, position.y, opacity, width, height, translation x, translation y]`.
  static func sample(_ l: CALayer) -> LiveJSON {
    .array(
      [
        CACurrentMediaTime(), Double(l.position.x), Double(l.position.y), Double(l.opacity),
        Double(l.bounds.width), Double(l.bounds.height), Double(l.transform.m41), Double(l.transform.m42),
      ].map { .number($0) })
  }

  static func values(_ l: CALayer) -> LiveJSON {
    .object([
      ("position", .array([.number(l.position.x), .number(l.position.y)])),
      ("bounds", .array([.number(l.bounds.minX), .number(l.bounds.minY), .number(l.bounds.width), .number(l.bounds.height)])),
      ("anchorPoint", .array([.number(l.anchorPoint.x), .number(l.anchorPoint.y)])),
      ("opacity", .number(Double(l.opacity))),
      ("transform", LiveFrameDiff.matrix(l.transform)),
      ("cornerRadius", .number(l.cornerRadius)),
      ("isHidden", .bool(l.isHidden)),
    ])
  }

  private func inspection(of layer: CALayer) -> String {
    LiveJSON.object([
      ("type", .string("inspect")),
      ("id", .number(Double(layer._layerID))),
      ("name", layer.name.map { .string($0) } ?? .string(layer._debugName ?? "CALayer")),
      ("model", Self.values(layer)),
      ("presentation", Self.values(layer.presentation() ?? layer)),
      ("animations", .array((layer.animationKeys() ?? []).map { .string($0) })),
    ]).text
  }

  /// The model's frame of a layer in window coordinates and its presentation frame (for tests
  /// and the browser test, which compares them with what the page draws).
  public func modelJSON() -> String {
    var items: [LiveJSON] = []
    func visit(_ layer: CALayer, hiddenAbove: Bool) {
      let hidden = hiddenAbove || layer.isHidden
      let frame = window.layer.convert(layer.bounds, from: layer)
      items.append(
        .array([
          .number(Double(layer._layerID)), .string(layer.name ?? layer._debugName ?? ""),
          .array([.number(frame.minX), .number(frame.minY), .number(frame.width), .number(frame.height)]),
          .bool(hidden),
        ]))
      for s in layer.sublayers ?? [] { visit(s, hiddenAbove: hidden) }
    }
    visit(window.layer, hiddenAbove: false)
    var top: UIViewController? = window.rootViewController
    var presentedFrame: LiveJSON = .null
    while let vc = top {
      if let presented = vc.presentedViewController, !presented.isBeingDismissed {
        top = presented
        let f = presented.view.convert(presented.view.bounds, to: nil)
        presentedFrame = .array([.number(f.minX), .number(f.minY), .number(f.width), .number(f.height)])
      } else if let nav = vc as? UINavigationController, let t = nav.topViewController {
        top = t
        if t === vc { break }
      } else if let tab = vc as? UITabBarController, let t = tab.selectedViewController {
        top = t
        if t === vc { break }
      } else {
        break
      }
    }
    return LiveJSON.object([
      ("state", stateJSON), ("t", .number(CACurrentMediaTime())), ("layers", .array(items)), ("screen", screenJSON),
      ("fingerDown", .bool(!fingers.isEmpty)), ("top", top?.title.map { .string($0) } ?? .null),
      ("presented", presentedFrame),
      ("window", .array([.number(window.bounds.width), .number(window.bounds.height)])),
    ]).text
  }

  // MARK: Recording

  /// The session so far (the last `recordedFrames` frames) as a timeline page in the `demo`
  /// format.
  public func timelineHTML() -> String {
    guard let first = recordedFrames.first else { return HTMLTimelineRenderer(title: "OpenUIKit studio").render([]) }
    let frames = recordedFrames.map { f -> RenderSnapshot in
      var f = f
      f.time -= first.time
      return f
    }
    let events = recordedEvents.filter { $0.time >= first.time }.map { e -> TraceEvent in
      var e = e
      e.time -= first.time
      return e
    }
    let timeline = Timeline(
      name: "studio", title: "Studio session: \(scene.title)", summary: scene.summary,
      viewportSize: frames.last?.size ?? device.size, frames: frames, events: events)
    return HTMLTimelineRenderer(title: "OpenUIKit studio").render([timeline])
  }
}

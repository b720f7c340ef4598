import Foundation
import OpenUIKitTesting
import Testing
import UIKit

@testable import OpenUIKitLive
import OpenUIKitScenarios

/// The studio's live engine: frames as deltas, the mouse as a finger, misuse answered with
/// errors (issue 13).
@MainActor
@Suite("Live session", .serialized)
struct LiveSessionTests {
  func json(_ text: String) -> [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
  }

  /// Runs `seconds` of wall time in 60 Hz ticks; returns the frame messages.
  @discardableResult
  func run(_ s: LiveSession, _ seconds: Double) -> [String] {
    var out: [String] = []
    for _ in 0..<Int((seconds * 60).rounded()) { if let f = s.tick(wallSeconds: 1.0 / 60) { out.append(f) } }
    return out
  }

  func topTitle(_ s: LiveSession) -> String? {
    guard let nav = s.window.rootViewController as? UINavigationController else { return nil }
    return nav.topViewController?.title
  }

  @Test("UIKit: an edge pan past half way pops (interactivePopGestureRecognizer), driven by pointer messages")
  func edgeDragPops() {
    let s = LiveSession(scene: "nav-edge-pop")
    defer { s.close() }
    _ = s.connect(client: 1)
    run(s, 0.2)
    #expect(topTitle(s) == "B")
    let w = s.window.bounds.width
    #expect(s.receive(#"{"type":"pointer","phase":"down","x":3,"y":400}"#, from: 1).isEmpty)
    for i in 1...20 {
      _ = s.receive(#"{"type":"pointer","phase":"move","x":\#(3 + Double(i) * w * 0.04),"y":400}"#, from: 1)
      run(s, 1.0 / 60)
    }
    #expect(s.finger != nil)
    _ = s.receive(#"{"type":"pointer","phase":"up","x":\#(w * 0.8),"y":400}"#, from: 1)
    run(s, 1)
    #expect(topTitle(s) == "A")
  }

  @Test("UIKit: a tab that disconnects mid-drag cancels its touch; the interactive pop cancels (touchesCancelled)")
  func disconnectCancels() {
    let s = LiveSession(scene: "nav-edge-pop")
    defer { s.close() }
    _ = s.connect(client: 7)
    run(s, 0.2)
    let w = s.window.bounds.width
    _ = s.receive(#"{"type":"pointer","phase":"down","x":3,"y":400}"#, from: 7)
    for i in 1...20 {
      _ = s.receive(#"{"type":"pointer","phase":"move","x":\#(3 + Double(i) * w * 0.04),"y":400}"#, from: 7)
      run(s, 1.0 / 60)
    }
    s.disconnect(client: 7)
    #expect(s.finger == nil)
    run(s, 1)
    #expect(topTitle(s) == "B")
    let nav = s.window.rootViewController as? UINavigationController
    #expect(nav?.viewControllers.count == 2)
  }

  @Test("Malformed and hostile messages get an error reply and change nothing")
  func malformed() {
    let s = LiveSession(scene: "nav-edge-pop")
    defer { s.close() }
    _ = s.connect(client: 1)
    run(s, 0.1)
    let before = s.modelJSON()
    let bad = [
      "", "nonsense", "[1,2]", "{}", #"{"type":3}"#, #"{"type":"warp"}"#, #"{"type":"speed","value":50}"#,
      #"{"type":"speed","value":"fast"}"#, #"{"type":"scene","name":"nope"}"#, #"{"type":"device","name":"toaster"}"#,
      #"{"type":"pointer","phase":"move","x":1,"y":1}"#, #"{"type":"pointer","phase":"down","x":1e300,"y":1}"#,
      #"{"type":"pointer","phase":"hover","x":1,"y":1}"#, #"{"type":"inspect","id":-5}"#, #"{"type":"action","name":"explode"}"#,
      String(repeating: "[", count: 5000), "{\"type\":\"pointer\",\"pad\":\"" + String(repeating: "x", count: 10_000) + "\"}",
      #"{"type":"step"}"#,
    ]
    for message in bad {
      let out = s.receive(message, from: 1)
      #expect(out.count == 1)
      if case .reply(let text) = out.first { #expect(json(text)["type"] as? String == "error") }
    }
    #expect(s.speed == 1)
    #expect(s.modelJSON() == before)
  }

  @Test("Frames stream as deltas: only changed layers and properties, nothing when nothing moves")
  func deltas() {
    let s = LiveSession(scene: "sheet-page")
    defer { s.close() }
    let hello = json(s.connect(client: 1))
    #expect(((hello["full"] as? [String: Any])?["defs"] as? [Any])?.isEmpty == false)
    run(s, 0.5)
    #expect(s.tick(wallSeconds: 1.0 / 60) == nil)
    _ = s.receive(#"{"type":"action","name":"present"}"#, from: 1)
    let frames = run(s, 1)
    #expect(!frames.isEmpty)
    let first = json(frames[0])
    let delta = first["delta"] as? [String: Any]
    #expect(delta?["defs"] != nil, "the presented layers are defined")
    #expect(delta?["tree"] != nil, "and put in the tree")
    // A mid-animation frame sets a few properties of a few layers, without defs or a new tree.
    let deltas = frames.map(json).compactMap { $0["delta"] as? [String: Any] }
    let mid = deltas.first { $0["defs"] == nil && $0["tree"] == nil && $0["set"] != nil }
    let sets = (mid?["set"] as? [[Any]]) ?? []
    let layerCount = s.recordedFrames.last.map { LiveFrameDiff.frame($0.root).count } ?? 0
    #expect(!sets.isEmpty)
    #expect(sets.count < layerCount, "fewer property changes than layers")
    #expect(Set(sets.compactMap { $0[1] as? String }).isSubset(of: ["t", "o", "w", "h", "b"]))
  }

  @Test("Pause stops the clock; step moves exactly one frame; speed scales the media time")
  func clockControl() {
    let s = LiveSession(scene: "sheet-page")
    defer { s.close() }
    _ = s.connect(client: 1)
    let t0 = CACurrentMediaTime()
    _ = s.receive(#"{"type":"speed","value":0.25}"#, from: 1)
    run(s, 1)
    #expect(abs(CACurrentMediaTime() - t0 - 0.25) < 1e-6)
    _ = s.receive(#"{"type":"pause","paused":true}"#, from: 1)
    let t1 = CACurrentMediaTime()
    run(s, 1)
    #expect(CACurrentMediaTime() == t1)
    _ = s.receive(#"{"type":"step"}"#, from: 1)
    run(s, 1)
    #expect(abs(CACurrentMediaTime() - t1 - 1.0 / 60) < 1e-6)
  }

  @Test("UIKit: a form sheet in compact width adapts to full screen (adaptivePresentationStyle); the device menu resizes the window through viewWillTransition")
  func formSheetAdapts() {
    let screenBefore = UIScreen.main.bounds.size
    let s = LiveSession(scene: "sheet-form")
    defer { s.close() }
    _ = s.connect(client: 1)
    _ = s.receive(#"{"type":"action","name":"present"}"#, from: 1)
    run(s, 1)
    let b = s.window.rootViewController?.presentedViewController
    #expect(b != nil)
    let regularWidth = b?.view.frame.width ?? 0
    #expect(regularWidth < s.window.bounds.width)
    _ = s.receive(#"{"type":"device","name":"iPad split 1/3"}"#, from: 1)
    run(s, 1)
    #expect(s.window.bounds.width == 375)
    #expect(s.window.traitCollection.horizontalSizeClass == .compact)
    #expect(b?.view.frame.width == 375)
    #expect(s.eventHistory.contains { "\($0)".contains("viewWillTransition") })
    s.close()
    #expect(UIScreen.main.bounds.size == screenBefore, "close() gives the screen back")
  }

  @Test("Only one finger at a time across tabs; memory stays bounded")
  func oneFingerAndBounds() {
    var limits = LiveSession.Limits()
    limits.recordedFrames = 30
    limits.eventHistory = 20
    let s = LiveSession(scene: "sheet-page", limits: limits)
    defer { s.close() }
    _ = s.connect(client: 1)
    _ = s.connect(client: 2)
    #expect(s.receive(#"{"type":"pointer","phase":"down","x":10,"y":10}"#, from: 1).isEmpty)
    #expect(s.receive(#"{"type":"pointer","phase":"down","x":10,"y":10}"#, from: 2).count == 1)
    _ = s.receive(#"{"type":"pointer","phase":"up","x":10,"y":10}"#, from: 1)
    for _ in 0..<5 {
      _ = s.receive(#"{"type":"action","name":"present"}"#, from: 1)
      run(s, 1)
      _ = s.receive(#"{"type":"action","name":"dismiss"}"#, from: 1)
      run(s, 1)
    }
    #expect(s.recordedFrames.count == 30)
    #expect(s.eventHistory.count == 20)
    #expect(s.timelineHTML().contains("<html"))
  }

  @Test("Every catalogue scenario is a scene: its script plays back at the chosen speed, then the app is live")
  func scriptedScenes() {
    let s = LiveSession(scene: "play:nav-interactive-pop-finished")
    defer { s.close() }
    let hello = json(s.connect(client: 1))
    let names = (hello["scenes"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
    for scenario in ScenarioCatalogue.all { #expect(names.contains("play:" + scenario.name)) }
    #expect(s.receive(#"{"type":"pointer","phase":"down","x":3,"y":400}"#, from: 1).count == 1)
    let frames = run(s, 0.25)
    #expect(frames.count == 15)
    #expect(topTitle(s) == "A", "the script already ran in media time")
    run(s, 30)
    #expect(s.receive(#"{"type":"pointer","phase":"down","x":200,"y":400}"#, from: 1).isEmpty)
    _ = s.receive(#"{"type":"pointer","phase":"up","x":200,"y":400}"#, from: 1)
    _ = s.receive(#"{"type":"action","name":"replay"}"#, from: 1)
    #expect(s.receive(#"{"type":"pointer","phase":"down","x":3,"y":400}"#, from: 1).count == 1)
  }

  @Test("UIKit: a scripted scene replays under its scenario's linked SDK (the guide's .iOS12 rules, e.g. a compact page sheet is full screen); live scenes run today's; close() restores it")
  func scriptedSceneLinkedSDK() {
    let before = UIApplication.shared.linkedSDK
    let s = LiveSession(scene: "play:style-pageSheet-compact")
    #expect(UIApplication.shared.linkedSDK == .iOS12)
    #expect((json(s.connect(client: 1))["state"] as? [String: Any])?["sdk"] as? String == "iOS 12")
    _ = s.receive(#"{"type":"scene","name":"play:style-pageSheet-compact-ios17"}"#, from: 1)
    #expect(UIApplication.shared.linkedSDK == .iOS17)
    _ = s.receive(#"{"type":"scene","name":"play:style-pageSheet-compact"}"#, from: 1)
    _ = s.receive(#"{"type":"scene","name":"sheet-page"}"#, from: 1)
    #expect(UIApplication.shared.linkedSDK == .iOS17)
    s.close()
    #expect(UIApplication.shared.linkedSDK == before)
  }

  @Test("UIKit: a storyboard given to the studio is a scene showing its initial controller, custom classes as stand-ins; a missing file is a typed error")
  func storyboards() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    let path = root.appendingPathComponent("Fixtures/Storyboards/AppleCustomTransitions/Main.storyboard").path
    let names = try LiveSession.loadStoryboards([path])
    #expect(names == ["storyboard:Main"])
    let s = LiveSession(scene: "storyboard:Main")
    defer { s.close() }
    let hello = json(s.connect(client: 1))
    #expect((hello["state"] as? [String: Any])?["scene"] as? String == "storyboard:Main")
    #expect(s.window.rootViewController != nil)
    #expect(throws: LiveStoryboardError.self) { try LiveSession.loadStoryboards(["/nonexistent/x.storyboard"]) }
  }
}

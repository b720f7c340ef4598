import Foundation
import OpenQuartzCore
import OpenUIKitTesting
import Testing
import UIKit

@testable import OpenUIKitLive

/// Every interactive transition of the studio's scenes, driven by pointer messages as the page
/// sends them, to its end and cancelled, in a phone and a tablet size (issue 13, "Done when").
@MainActor
@Suite("Live drives", .serialized)
struct LiveDriveTests {
  /// The scenes with interactive transitions (a test checks the list is the catalogue's).
  nonisolated static let scenes = [
    "nav-edge-pop", "sheet-page", "sheet-form", "sheet-detents", "seed000-interactive-pan", "seed001-swipe",
    "seed002-container", "tab-slide",
  ]

  func run(_ s: LiveSession, _ seconds: Double) {
    for _ in 0..<Int((seconds * 60).rounded()) { _ = s.tick(wallSeconds: 1.0 / 60) }
  }

  func screen(_ s: LiveSession) -> [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(s.screenJSON.text.utf8))) as? [String: Any] ?? [:]
  }

  func pointer(_ s: LiveSession, _ phase: String, _ p: CGPoint) {
    let errors = s.receive(#"{"type":"pointer","phase":"\#(phase)","x":\#(Double(p.x)),"y":\#(Double(p.y))}"#, from: 1)
    #expect(errors.isEmpty, "pointer \(phase) refused: \(errors)")
  }

  /// What is drawn: every layer's presentation values (an interactive transition's model
  /// values are its end values from the start; the presentation follows the finger).
  func drawn(_ s: LiveSession) -> [String] {
    var out: [String] = []
    func visit(_ layer: CALayer) {
      let p = layer.presentation() ?? layer
      out.append("\(p.position) \(p.bounds.size) \(p.opacity) \(p.transform.m41) \(p.transform.m42) \(p.transform.m11)")
      for sub in layer.sublayers ?? [] { visit(sub) }
    }
    visit(s.window.layer)
    return out.sorted()
  }

  /// Runs `drive` as the page would: its actions, then a drag of `steps` moves one frame apart;
  /// before the finger lifts, something on screen must have moved (the drag drives the transition).
  func perform(_ drive: LiveDrive, in s: LiveSession) {
    for action in drive.actions {
      #expect(s.receive(#"{"type":"action","name":"\#(action)"}"#, from: 1).isEmpty)
      run(s, 1)
    }
    let presented = screen(s)["presented"] as? [Double]
    let top = presented?[1] ?? 0
    let size = s.window.bounds.size
    let a = drive.from.resolved(in: size, presentedTop: top)
    let b = drive.to.resolved(in: size, presentedTop: top)
    let still = drawn(s)
    pointer(s, "down", a)
    for i in 1...drive.steps {
      let f = CGFloat(i) / CGFloat(drive.steps)
      pointer(s, "move", CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))
      run(s, 1.0 / 60)
    }
    #expect(drawn(s) != still, "\(drive.transition) \(drive.outcome.rawValue): the drag moves the transition along")
    pointer(s, "up", b)
    run(s, 1.5)
  }

  @Test("UIKit: a pointer the browser takes away (pointercancel) is touchesCancelled: the interactive pop cancels even past half way")
  func pointerCancel() {
    let s = LiveSession(scene: "nav-edge-pop")
    defer { s.close() }
    _ = s.connect(client: 1)
    run(s, 0.5)
    let w = Double(s.window.bounds.width)
    pointer(s, "down", CGPoint(x: 3, y: 400))
    for i in 1...20 {
      pointer(s, "move", CGPoint(x: 3 + Double(i) * w * 0.04, y: 400))
      run(s, 1.0 / 60)
    }
    pointer(s, "cancel", CGPoint(x: w * 0.8, y: 400))
    run(s, 1.5)
    #expect(screen(s)["top"] as? String == "B")
    #expect(s.finger == nil)
    #expect(!s.receive(#"{"type":"pointer","phase":"cancel","x":1,"y":1}"#, from: 1).isEmpty, "no finger down: an error")
  }

  @Test(
    "UIKit: every interactive transition finishes past its threshold and cancels before it, leaving the screen as it was (UIPercentDrivenInteractiveTransition finish/cancel, interactivePopGestureRecognizer, sheet drag and detents)",
    arguments: scenes)
  func drive(_ name: String) throws {
    let scene = try #require(LiveSceneCatalogue.named(name))
    #expect(scene.drives.contains { $0.outcome == .finish } && scene.drives.contains { $0.outcome == .cancel })
    for device in scene.sizes { drive(scene, on: device) }
  }

  func drive(_ scene: LiveScene, on device: LiveDevice) {
    let s = LiveSession(scene: scene.name)
    defer { s.close() }
    _ = s.connect(client: 1)
    _ = s.receive(#"{"type":"device","name":"\#(device.name)"}"#, from: 1)
    run(s, 0.5)
    #expect(s.window.bounds.size == device.size)
    for drive in scene.drives {
      let before = screen(s)
      perform(drive, in: s)
      let after = screen(s)
      let label = "\(drive.transition) \(drive.outcome.rawValue) on \(device.name)"
      #expect(after["top"] as? String == drive.top, "\(label): \(after)")
      #expect(after["transitioning"] as? Bool == false, "\(label): at rest")
      if let detent = drive.detent { #expect(after["detent"] as? String == detent, "\(label): \(after)") }
      #expect(s.finger == nil)
      if drive.outcome == .cancel && drive.actions.isEmpty {
        #expect(after["onScreen"] as? [String] == before["onScreen"] as? [String], "\(label): screen as before")
      }
    }
  }

  @Test("The screen state lists the frontmost controller last: a sheet presented from a navigation stack's top controller comes after the stack (UIKit presents from the context-defining ancestor)")
  func screenOrder() {
    let s = LiveSession(scene: "nav-edge-pop")
    defer { s.close() }
    _ = s.connect(client: 1)
    run(s, 0.3)
    #expect(screen(s)["onScreen"] as? [String] == ["B"])
    let nav = s.window.rootViewController as? UINavigationController
    let c = UIViewController()
    c.title = "C"
    c.modalPresentationStyle = .pageSheet
    nav?.topViewController?.present(c, animated: true)
    run(s, 1)
    let after = screen(s)
    #expect(after["onScreen"] as? [String] == ["B", "C"])
    #expect(after["top"] as? String == "C")
    #expect(after["detent"] as? String == UISheetPresentationController.Detent.Identifier.large.rawValue)
    #expect((after["presented"] as? [Double])?.count == 4)
    #expect(after["transitioning"] as? Bool == false)
  }

  @Test("Every interactive scene proves its drives in a phone size and a tablet size")
  func sizesCoverPhoneAndTablet() {
    let interactive = LiveSceneCatalogue.all.filter { !$0.drives.isEmpty }
    #expect(interactive.map(\.name) == Self.scenes)
    for scene in interactive {
      #expect(scene.sizes.contains { !$0.isPad } && scene.sizes.contains { $0.isPad }, "\(scene.name)")
    }
  }
}

/// The studio's device menu uses the same Split View widths as the command line's devices.
@MainActor
@Suite("Live devices")
struct LiveDeviceTests {
  /// iPadOS Split View on the 11-inch iPad in landscape (1194 pt): half is the screen less the
  /// 10 pt divider, halved — 592 pt; a third is 375 pt (`openuikit storyboard --device
  /// iPadSplitHalf/iPadSplitThird`, Sources/openuikit/StoryboardSteps.swift).
  @Test("Split View presets: half = (1194 − 10) / 2 = 592 pt, a third = 375 pt, screen height 834 pt")
  func splitViewWidths() throws {
    let half = try #require(LiveDevice.named("iPad split 1/2"))
    let third = try #require(LiveDevice.named("iPad split 1/3"))
    #expect(half.size == CGSize(width: (1194 - 10) / 2, height: 834))
    #expect(third.size == CGSize(width: 375, height: 834))
    #expect(half.isPad && third.isPad)
  }
}

import Foundation
import OpenQuartzCore
import OpenUIKitRender
import OpenUIKitScenarios
import Testing

@testable import openuikit

/// The optional device frame (`openuikit render --device-frame`): iOS's screen corners, status
/// bar (time, battery, Dynamic Island) and home indicator around a frame, as render-model
/// layers (Docs/Behaviour.md "Device frame"; Apple HIG "Layout": status bar, home indicator).
@MainActor
@Suite struct DeviceFrameTests {
  func appFrame(size: CGSize = CGSize(width: 393, height: 852)) -> RenderSnapshot {
    var root = RenderLayer(id: 1)
    root.bounds = CGRect(origin: .zero, size: size)
    root.position = CGPoint(x: size.width / 2, y: size.height / 2)
    root.backgroundColor = RenderColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
    return RenderSnapshot(time: 0, size: size, root: root)
  }

  func find(_ name: String, in layer: RenderLayer) -> RenderLayer? {
    if layer.name == name { return layer }
    for sub in layer.sublayers { if let hit = find(name, in: sub) { return hit } }
    return nil
  }

  @Test("A phone's frame: the app clipped to 55 pt screen corners, status bar with 9:41 and the island, home indicator at the bottom")
  func phone() throws {
    let framed = DeviceFrame.fitting(CGSize(width: 393, height: 852)).decorate(appFrame())
    let screen = framed.root
    #expect(screen.masksToBounds && screen.cornerRadius == 55)
    #expect(screen.sublayers.first?.id == 1)  // the app, untouched, below the frame's layers
    let time = try #require(find("status bar time", in: screen))
    #expect(time.text?.string == "9:41")
    let island = try #require(find("dynamic island", in: screen))
    #expect(abs(island.position.x - 393 / 2) < 0.001 && island.bounds.width == 125)
    let home = try #require(find("home indicator", in: screen))
    #expect(home.bounds.size == CGSize(width: 134, height: 5))
    #expect(home.position.y == 852 - 8 - 2.5)
    #expect(find("status bar battery", in: screen)?.shape != nil)
    // Frame layers never take a live layer's id.
    #expect(screen.id < 0)
  }

  @Test("A tablet's frame: 18 pt corners and a 24 pt status bar without an island")
  func tablet() throws {
    let framed = DeviceFrame.fitting(CGSize(width: 1024, height: 768)).decorate(appFrame(size: CGSize(width: 1024, height: 768)))
    #expect(framed.root.cornerRadius == 18)
    #expect(find("status bar", in: framed.root)?.bounds.height == 24)
    #expect(find("dynamic island", in: framed.root) == nil)
  }

  @Test("render --device-frame writes the framed SVG (and without the flag, the bare frame)")
  func renderFlag() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-device-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("framed.svg").path
    var command = try OpenUIKitCommand.parseAsRoot(["render", "seed000-half-width", "--at", "0.3", "--device-frame", "--svg", path])
    try command.run()
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.contains("9:41") && svg.contains("home indicator"))
    var bare = try OpenUIKitCommand.parseAsRoot(["render", "seed000-half-width", "--at", "0.3", "--svg", path])
    try bare.run()
    #expect(try !String(contentsOfFile: path, encoding: .utf8).contains("9:41"))
  }

  @Test("UIKit (UIStatusBarStyle): the frame draws the status bar the app asked for — dark content black, light content white, nothing but the island while hidden")
  func statusBarStyle() throws {
    var app = appFrame()
    let dark = DeviceFrame.fitting(app.size).decorate(app)
    #expect(try #require(find("status bar time", in: dark.root)).text?.color == RenderColor(red: 0, green: 0, blue: 0, alpha: 1))
    app.statusBar = RenderStatusBar(isHidden: false, hasLightContent: true)
    let light = DeviceFrame.fitting(app.size).decorate(app)
    #expect(try #require(find("status bar time", in: light.root)).text?.color == RenderColor(red: 1, green: 1, blue: 1, alpha: 1))
    #expect(find("status bar battery level", in: light.root)?.backgroundColor == RenderColor(red: 1, green: 1, blue: 1, alpha: 1))
    #expect(find("dynamic island", in: light.root)?.backgroundColor == RenderColor(red: 0, green: 0, blue: 0, alpha: 1))
    app.statusBar.isHidden = true
    let hidden = DeviceFrame.fitting(app.size).decorate(app)
    #expect(find("status bar time", in: hidden.root) == nil && find("status bar battery", in: hidden.root) == nil)
    #expect(find("status bar signal 1", in: hidden.root) == nil)
    #expect(find("dynamic island", in: hidden.root) != nil)
  }

  @Test("render --device-frame of a navigation scenario: the bar sits below the status bar, whose strip shows the bar's colour")
  func navigationBarBelowStatusBar() throws {
    let recording = ScenarioRecorder.record(try #require(ScenarioCatalogue.all.first { $0.name == "nav-push-pop" }), capturesFrames: false)
    let last = try #require(recording.frames.last)
    func bars(_ layer: RenderLayer, offset: CGPoint, into found: inout [CGRect]) {
      let origin = CGPoint(
        x: offset.x + layer.position.x - layer.bounds.width * layer.anchorPoint.x,
        y: offset.y + layer.position.y - layer.bounds.height * layer.anchorPoint.y)
      if layer.name == "UINavigationBar" { found.append(CGRect(origin: origin, size: layer.bounds.size)) }
      for sub in layer.sublayers { bars(sub, offset: CGPoint(x: origin.x - layer.bounds.minX, y: origin.y - layer.bounds.minY), into: &found) }
    }
    var found: [CGRect] = []
    bars(last.root, offset: .zero, into: &found)
    #expect(found.contains { $0.minY == 54 && $0.height == 44 })
  }
}

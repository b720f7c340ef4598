import Foundation
import OpenQuartzCore
import OpenUIKitRender
import Testing

/// The device frame's home indicator follows the app's auto-hidden preference as recorded in
/// each frame (`RenderStatusBar.homeIndicatorOpacity`; Docs/Behaviour/sysui13.md).
@Suite struct HomeIndicatorFrameTests {
  func appFrame(opacity: Double) -> RenderSnapshot {
    let size = CGSize(width: 393, height: 852)
    var root = RenderLayer(id: 1)
    root.bounds = CGRect(origin: .zero, size: size)
    root.position = CGPoint(x: size.width / 2, y: size.height / 2)
    root.backgroundColor = RenderColor(red: 0, green: 0, blue: 0, alpha: 1)
    return RenderSnapshot(time: 0, size: size, root: root, statusBar: RenderStatusBar(homeIndicatorOpacity: opacity))
  }

  func homeIndicator(in layer: RenderLayer) -> RenderLayer? {
    if layer.name == "home indicator" { return layer }
    for sub in layer.sublayers { if let hit = homeIndicator(in: sub) { return hit } }
    return nil
  }

  @Test("UIKit (prefersHomeIndicatorAutoHidden) [U]: shown, the indicator is drawn opaque; faded out, it keeps its layer (same id) but is not drawn in the SVG; mid-fade it is drawn at that opacity")
  func drawnOrNot() throws {
    let frame = DeviceFrame.fitting(CGSize(width: 393, height: 852))
    let shown = frame.decorate(appFrame(opacity: 1))
    let hidden = frame.decorate(appFrame(opacity: 0))
    let fading = frame.decorate(appFrame(opacity: 0.4))
    let shownLayer = try #require(homeIndicator(in: shown.root))
    let hiddenLayer = try #require(homeIndicator(in: hidden.root))
    #expect(!shownLayer.isHidden && shownLayer.opacity == 1)
    #expect(hiddenLayer.isHidden && hiddenLayer.id == shownLayer.id)
    #expect(try #require(homeIndicator(in: fading.root)).opacity == 0.4)
    let renderer = SVGRenderer()
    #expect(renderer.render(shown).contains("data-name=\"home indicator\""))
    #expect(!renderer.render(hidden).contains("data-name=\"home indicator\""))
    #expect(renderer.render(fading).contains("data-name=\"home indicator\""))
    // The default status bar of a snapshot shows the indicator.
    #expect(RenderStatusBar().homeIndicatorOpacity == 1)
  }
}

import Foundation
import OpenQuartzCore
import OpenUIKitRender
import Testing

/// The player's data for the device frame (`device`: the same `DeviceFrame` layers the SVG
/// renderer draws with `--device-frame`) and for the inspector's model values (`m`).
@Suite struct DeviceAndModelTracksTests {
  func decode(_ timeline: Timeline) throws -> [String: Any] {
    let json = TimelineTrackEncoder.json(for: timeline)
    return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  func layers(_ object: [String: Any]) throws -> [[String: Any]] {
    try #require(object["layers"] as? [[String: Any]])
  }

  @Test("Device frame (UIStatusBarStyle per frame): the status bar's time is black while the app asks for dark content, white for light, gone while hidden")
  func deviceTracks() throws {
    var timeline = SyntheticTimelines.timeline(named: "synthetic-slide")!
    let n = timeline.frames.count
    for i in (n / 2)..<n { timeline.frames[i].statusBar = RenderStatusBar(isHidden: false, hasLightContent: true) }
    timeline.frames[n - 1].statusBar.isHidden = true
    let data = try decode(timeline)
    let device = try #require(data["device"] as? [String: Any])
    let frame = DeviceFrame.fitting(timeline.viewportSize)
    #expect(device["radius"] as? Double == frame.screenCornerRadius)
    let safe = frame.safeAreaInsets
    #expect(device["safe"] as? [Double] == [safe.top, safe.left, safe.bottom, safe.right])
    let time = try #require(try layers(device).first { $0["name"] as? String == "status bar time" })
    let text = try #require((time["tracks"] as? [String: [Any]])?["x"])
    // [frame, [string, size, bold, colour, alignment], …]: dark from 0, light from n / 2.
    #expect(text.count == 4)
    #expect(text[0] as? Int == 0 && ((text[1] as? [Any])?[3] as? String)?.hasPrefix("rgba(0,0,0") == true)
    #expect(text[2] as? Int == n / 2 && ((text[3] as? [Any])?[3] as? String)?.hasPrefix("rgba(255,255,255") == true)
    // The tree leaves the time out in the hidden last frame.
    let tree = try #require(device["tree"] as? [[Any]])
    let timeID = try #require(time["id"] as? Int)
    let last = try #require(tree.last)
    let lastPairs = try #require(last[1] as? [Int])
    let firstPairs = try #require(tree.first?[1] as? [Int])
    #expect(last[0] as? Int == n - 1)
    #expect(!lastPairs.contains(timeID))
    #expect(firstPairs.contains(timeID))
    // The app's own layers are untouched: no device layer among them.
    #expect(try layers(data).allSatisfy { ($0["id"] as? Int ?? 0) >= 0 })
  }

  @Test("Inspector (CA model vs presentation): the m track carries the model values that differ from the drawn ones, 0 otherwise")
  func modelTrack() throws {
    var layer = RenderLayer(id: 7)
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.opacity = 0.25
    var model = layer
    model.opacity = 1
    model.position = CGPoint(x: 40, y: 0)
    layer.model = model
    let values = LayerState.values(of: layer, parent: nil)
    let m = values[LayerState.codes.firstIndex(of: "m")!]
    let object = try #require(try JSONSerialization.jsonObject(with: Data(m.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["o", "t"])
    #expect(object["o"] as? Double == 1)
    #expect((object["t"] as? String)?.contains("matrix(1,0,0,1,35,-5)") == true)  // position 40, 0 less half the bounds
    layer.model = nil
    #expect(LayerState.values(of: layer, parent: nil)[LayerState.codes.firstIndex(of: "m")!] == "0")
  }
}

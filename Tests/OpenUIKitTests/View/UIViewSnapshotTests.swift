import Foundation
import OpenQuartzCore
import OpenUIKitTesting
import Testing
import UIKit

/// snapshotView, resizableSnapshotView, layer contents and isDoubleSided (UIKit / Core
/// Animation documentation).
@MainActor
@Suite(.serialized)
struct UIViewSnapshotTests {
  func host() -> (UIWindow, UIView) {
    let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    w.makeKeyAndVisible()
    let v = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 60))
    v.backgroundColor = .red
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    label.text = "Card"
    v.addSubview(label)
    w.addSubview(v)
    UIApplication.shared.runUntilIdle()
    return (w, v)
  }

  func captured(_ view: UIView) -> RenderLayer? {
    guard let contents = view.layer._renderSnapshot().contents, case .layers(let root) = contents.image.content
    else { return nil }
    return root
  }

  @Test("snapshotView: draws what the source showed; a change made after the snapshot does not reach it")
  func snapshotKeepsOldContent() throws {
    let (w, v) = host()
    let snapshot = try #require(v.snapshotView(afterScreenUpdates: false))
    #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
    v.backgroundColor = .blue
    (v.subviews[0] as! UILabel).text = "Changed"
    w.addSubview(snapshot)
    let root = try #require(captured(snapshot))
    #expect(root.backgroundColor == RenderColor(red: 1, green: 0, blue: 0, alpha: 1), "still red")
    #expect(root.sublayers.first?.text?.string == "Card")
    // In the window's frame the snapshot draws it, through contents.
    let svgSource = w.layer._renderSnapshot()
    #expect(svgSource.sublayers.last?.contents != nil)
  }

  @Test("snapshotView: the source's position and transform are not part of the image; an off-screen view not updated is blank")
  func snapshotGeometry() throws {
    let (_, v) = host()
    v.transform = CGAffineTransform(rotationAngle: 0.3)
    let snap = try #require(v.snapshotView(afterScreenUpdates: true))
    let root = try #require(captured(snap))
    #expect(root.transform == CATransform3DIdentity)
    #expect(root.position == CGPoint(x: 50, y: 30))
    let offscreen = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    offscreen.backgroundColor = .red
    let blankView = try #require(offscreen.snapshotView(afterScreenUpdates: false))
    let blank = try #require(captured(blankView))
    #expect(blank.backgroundColor == nil && blank.sublayers.isEmpty, "UIKit: a view not yet rendered has no visible content")
    let renderedView = try #require(offscreen.snapshotView(afterScreenUpdates: true))
    let rendered = try #require(captured(renderedView))
    #expect(rendered.backgroundColor != nil)
  }

  @Test("resizableSnapshotView: captures the rect; cap insets become the stretchable centre")
  func resizable() throws {
    let (_, v) = host()
    let part = try #require(
      v.resizableSnapshotView(
        from: CGRect(x: 50, y: 0, width: 50, height: 60), afterScreenUpdates: false,
        withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)))
    #expect(part.bounds.size == CGSize(width: 50, height: 60))
    #expect(part.layer.contentsCenter == CGRect(x: 0.2, y: 10.0 / 60, width: 0.6, height: 40.0 / 60))
    let frame = try #require(captured(part))
    #expect(frame.masksToBounds)
    let x = try #require(frame.sublayers.first?.position.x)
    #expect(abs(x) < 1e-9, "the rect's left edge (x = 50) is the image's left edge: \(x)")
  }

  @Test("Checkerboard: tiles showing one snapshot each through its own contentsRect")
  func checkerboardTiles() throws {
    let (w, v) = host()
    let image = try #require(v.snapshotView(afterScreenUpdates: false)?.layer.contents as? CGImage)
    var tiles: [CALayer] = []
    for row in 0..<2 {
      for column in 0..<2 {
        let tile = CALayer()
        tile.frame = CGRect(x: CGFloat(column) * 50, y: CGFloat(row) * 30, width: 50, height: 30)
        tile.contents = image
        tile.contentsRect = CGRect(x: CGFloat(column) * 0.5, y: CGFloat(row) * 0.5, width: 0.5, height: 0.5)
        w.layer.addSublayer(tile)
        tiles.append(tile)
      }
    }
    let last = try #require(tiles.last?._renderSnapshot().contents)
    #expect(last.contentsRect == CGRect(x: 0.5, y: 0.5, width: 0.5, height: 0.5))
    #expect(last.image == image._image)
  }

  @Test("isDoubleSided, shouldRasterize and rasterizationScale are stored and reach the render model")
  func layerFlags() {
    let layer = CALayer()
    #expect(layer.isDoubleSided && !layer.shouldRasterize && layer.rasterizationScale == 1)
    layer.isDoubleSided = false
    layer.shouldRasterize = true
    layer.rasterizationScale = 3
    #expect(!layer._renderSnapshot().isDoubleSided)
    #expect(layer.shouldRasterize && layer.rasterizationScale == 3)
  }

  @Test("view.mask: the mask view's layer becomes the layer's mask")
  func viewMask() {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let m = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    m.backgroundColor = .black
    v.mask = m
    #expect(v.mask === m && v.layer.mask === m.layer)
    v.mask = nil
    #expect(v.layer.mask == nil)
  }
}

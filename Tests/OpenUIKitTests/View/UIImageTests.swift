import Foundation
import OpenQuartzCore
import OpenUIKitTesting
import Testing
import UIKit

/// UIImage, UIImageView and image drawing (UIKit documentation).
@MainActor
@Suite(.serialized)
struct UIImageTests {
  @Test("UIImage: system symbols and named images are sized placeholders; symbols draw as templates")
  func placeholders() throws {
    let symbol = try #require(UIImage(systemName: "xmark"))
    #expect(symbol.isSymbolImage && symbol.size == CGSize(width: 20, height: 20))
    #expect(symbol.renderingMode == .automatic)
    let named = try #require(UIImage(named: "Hero"))
    #expect(!named.isSymbolImage && named.size == CGSize(width: 100, height: 100))
    #expect(UIImage().size == .zero && UIImage().cgImage == nil)
    #expect(named.cgImage?.width == 100)
  }

  @Test("UIImage: withRenderingMode and withTintColor (UIKit: the tinted copy is alwaysOriginal)")
  func renderingModes() throws {
    let symbol = try #require(UIImage(systemName: "star"))
    #expect(symbol.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
    let red = symbol.withTintColor(.red)
    #expect(red.renderingMode == .alwaysOriginal)
    #expect(red.size == symbol.size)
  }

  @Test("UIImageView(image:) and init(image:highlightedImage:) show the image at once: the layer has its contents before any later change (Swift runs no observers in a class's own initializer)")
  func initializerSetsContents() throws {
    let image = try #require(UIImage(systemName: "heart"))
    let view = UIImageView(image: image)
    #expect(view.layer.contents != nil)
    #expect(view.layer._renderSnapshot().contents?.image.size == image.size)
    let highlighted = try #require(UIImage(systemName: "star"))
    let both = UIImageView(image: image, highlightedImage: highlighted)
    #expect(both.layer._renderSnapshot().contents?.image.size == image.size)
    #expect(UIImageView(image: nil).layer.contents == nil)
  }

  @Test("UIImageView: intrinsic size is the image size; contents, gravity and template tint reach the render model")
  func imageView() throws {
    let symbol = try #require(UIImage(systemName: "heart"))
    let view = UIImageView(image: symbol)
    #expect(view.frame.size == symbol.size, "UIKit: init(image:) sizes the view to the image")
    #expect(view.intrinsicContentSize == symbol.size)
    #expect(!view.isUserInteractionEnabled, "UIKit: image views ignore touches by default")
    view.tintColor = .red
    view.contentMode = .scaleAspectFit
    var contents = try #require(view.layer._renderSnapshot().contents)
    #expect(contents.gravity == "resizeAspect")
    #expect(contents.tint == RenderColor(red: 1, green: 0, blue: 0, alpha: 1))
    view.image = symbol.withRenderingMode(.alwaysOriginal)
    contents = try #require(view.layer._renderSnapshot().contents)
    #expect(contents.tint == nil, "original rendering ignores the tint colour")
    let other = try #require(UIImage(named: "Selected"))
    view.highlightedImage = other
    view.isHighlighted = true
    contents = try #require(view.layer._renderSnapshot().contents)
    #expect(contents.image.size == other.size)
    view.image = nil
    view.isHighlighted = false
    #expect(view.layer._renderSnapshot().contents == nil)
    #expect(view.intrinsicContentSize.width == UIView.noIntrinsicMetric)
  }

  @Test("UIGraphicsImageRenderer: drawHierarchy draws the view's content into the image")
  func rendererDrawHierarchy() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
    view.backgroundColor = .blue
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
    child.backgroundColor = .red
    view.addSubview(child)
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 80))
    let image = renderer.image { ctx in
      UIColor.green.setFill()
      ctx.fill(CGRect(x: 0, y: 0, width: 100, height: 80))
      view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 100, height: 80), afterScreenUpdates: true)
    }
    #expect(image.size == CGSize(width: 100, height: 80))
    #expect(image.scale == UIScreen.main.scale)
    guard case .layers(let root) = try #require(image.cgImage)._image.content else {
      Issue.record("expected captured layers"); return
    }
    #expect(root.sublayers.count == 2, "the fill, then the view")
    #expect(root.sublayers[0].shape?.fillColor == RenderColor(red: 0, green: 1, blue: 0, alpha: 1))
    let drawn = try #require(root.sublayers[1].sublayers.first?.contents)
    guard case .layers(let captured) = drawn.image.content else { Issue.record("no layers"); return }
    #expect(captured.backgroundColor == RenderColor(red: 0, green: 0, blue: 1, alpha: 1))
    #expect(captured.sublayers.first?.backgroundColor == RenderColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(UIGraphicsGetCurrentContext() == nil, "the context is current only inside image(actions:)")
  }

  @Test("UIGraphicsBeginImageContextWithOptions: layer.render(in:) and UIBezierPath drawing make an image; scale 0 is the screen's")
  func beginImageContext() throws {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
    layer.backgroundColor = CGColor(gray: 0.5, alpha: 1)
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 30, height: 30), false, 0)
    let context = try #require(UIGraphicsGetCurrentContext())
    layer.render(in: context)
    UIColor.red.setStroke()
    UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 20, height: 20)).stroke()
    let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    #expect(image.scale == UIScreen.main.scale && image.size == CGSize(width: 30, height: 30))
    guard case .layers(let root) = image.cgImage!._image.content else { Issue.record("no layers"); return }
    #expect(root.sublayers.count == 2)
    #expect(root.sublayers[1].shape?.strokeColor == RenderColor(red: 1, green: 0, blue: 0, alpha: 1))
  }
}

import Foundation
import OpenQuartzCore
import OpenUIKitTesting
import Testing
import UIKit
@testable import OpenUIKit

/// Asset catalogues (`.xcassets`) read as Xcode writes them (Apple's Asset Catalog Format
/// Reference): colour sets, image sets, namespaces, malformed files (Docs/Behaviour/assets13.md).
/// The shared catalogue is Resources/Assets.xcassets (a `.copy` resource, read through
/// Bundle.module); malformed catalogues are written to a temporary directory by each test.
@MainActor
@Suite struct AssetCatalogTests {
  private static let light = UITraitCollection(userInterfaceStyle: .light)
  private static let dark = UITraitCollection(userInterfaceStyle: .dark)

  private func rgba(_ color: UIColor?) -> [Double] {
    guard let color else { return [] }
    return [color.red, color.green, color.blue, color.alpha].map { (Double($0) * 1000).rounded() / 1000 }
  }

  private func rgba(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> [Double] {
    [r, g, b, a].map { ($0 * 1000).rounded() / 1000 }
  }

  /// A bundle directory holding `Assets.xcassets` with `files` (path inside the catalogue →
  /// contents).
  private func temporaryBundle(
    _ files: [String: String], binary: [String: [UInt8]] = [:], besideCatalog: [String: String] = [:]
  ) throws -> (Bundle, URL) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("assets13-\(UUID().uuidString)")
    let catalog = root.appendingPathComponent("Assets.xcassets")
    try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
    for (name, text) in besideCatalog {
      try Data(text.utf8).write(to: root.appendingPathComponent(name))
    }
    for (path, text) in files {
      let url = catalog.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    for (path, bytes) in binary {
      let url = catalog.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
    return (try #require(Bundle(url: root)), catalog)
  }

  /// The issues `bundle`'s catalogue found that mention `text` (each is also a warning
  /// diagnostic; the shared diagnostics list is not read here, since other suites clear it).
  private func issues(_ bundle: Bundle, mentioning text: String) -> [String] {
    AssetCatalog.catalogs(in: bundle).flatMap(\.issues).map(\.description).filter { $0.contains(text) }
  }

  // MARK: Colours

  @Test("Colour set components: sRGB decimal strings, 0–255 integers (dark appearance) and hexadecimal strings; JSON numbers are 0–1")
  func componentFormats() throws {
    let accent = try #require(UIColor(named: "Accent", in: .module, compatibleWith: nil))
    #expect(rgba(accent.resolvedColor(with: Self.light)) == rgba(0, 0.478, 1, 1))
    #expect(rgba(accent.resolvedColor(with: Self.dark)) == rgba(10 / 255, 132 / 255, 1, 1))
    let hex = try #require(UIColor(named: "Hex", in: .module, compatibleWith: nil))
    #expect(rgba(hex) == rgba(1, 128 / 255, 0, 0.5))
    let idiom = try #require(UIColor(named: "Idiom", in: .module, compatibleWith: nil))
    #expect(rgba(idiom) == rgba(1, 0, 0, 1))
  }

  @Test("Colour spaces: display-p3 and extended-srgb as written, gray-gamma-22 as a grey level; an unknown colour space is a diagnostic and nil")
  func colorSpaces() throws {
    #expect(rgba(UIColor(named: "Brand/Primary", in: .module, compatibleWith: nil)) == rgba(0.6, 0.4, 0.2, 1))
    #expect(rgba(UIColor(named: "Secondary", in: .module, compatibleWith: nil)) == rgba(0.3, 0.3, 0.3, 1))
    #expect(rgba(UIColor(named: "Gray", in: .module, compatibleWith: nil)) == rgba(0.25, 0.25, 0.25, 1))
    let (bundle, catalog) = try temporaryBundle([
      "Linear.colorset/Contents.json": """
        {"colors":[{"idiom":"universal","color":{"color-space":"extended-linear-srgb","components":{"red":"0.214","green":"1.000","blue":"0.000","alpha":"1.000"}}}]}
        """,
      "Lab.colorset/Contents.json": """
        {"colors":[{"idiom":"universal","color":{"color-space":"lab","components":{"red":"1","green":"1","blue":"1","alpha":"1"}}}]}
        """,
    ])
    // extended-linear-srgb goes through the sRGB transfer curve (0.214 linear ≈ 0.5 encoded).
    let linear = try #require(UIColor(named: "Linear", in: bundle, compatibleWith: nil))
    #expect(abs(Double(linear.red) - 0.5) < 0.002 && abs(Double(linear.green) - 1) < 1e-9 && linear.blue == 0)
    #expect(UIColor(named: "Lab", in: bundle, compatibleWith: nil) == nil)
    let file = catalog.appendingPathComponent("Lab.colorset/Contents.json").path
    #expect(issues(bundle, mentioning: file).contains { $0.contains("'color-space'") && $0.contains("lab") })
  }

  @Test("Appearances: a set with a dark variant is a dynamic colour resolved by the trait collection, as UIColor(dynamicProvider:); high-contrast variants are not picked (no accessibilityContrast trait)")
  func dynamicAppearance() throws {
    let accent = try #require(UIColor(named: "Accent", in: .module, compatibleWith: nil))
    #expect(accent._isDynamic)
    #expect(rgba(accent) == rgba(0, 0.478, 1, 1))  // the light resolution
    var cg: [CGFloat] = []
    Self.dark.performAsCurrent { cg = accent.cgColor.components ?? [] }
    #expect(abs(Double(cg.first ?? -1) - 10 / 255) < 1e-9)
    // A view's background follows its traits.
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let view = UIView(frame: window.bounds)
    view.backgroundColor = accent
    window.addSubview(view)
    window.makeKeyAndVisible()
    window.overrideUserInterfaceStyle = .dark
    UIApplication.shared.runUntilIdle()
    #expect(abs(Double(view.layer.backgroundColor?.components?[0] ?? -1) - 10 / 255) < 1e-9)
    window.isHidden = true
  }

  @Test("Idiom variants: an iPad trait collection picks the ipad variant, others the universal one; with a trait collection UIColor(named:in:compatibleWith:) is that variant")
  func idiomVariants() throws {
    let pad = UITraitCollection(userInterfaceIdiom: .pad)
    let phone = UITraitCollection(userInterfaceIdiom: .phone)
    let idiom = try #require(UIColor(named: "Idiom", in: .module, compatibleWith: nil))
    #expect(rgba(idiom.resolvedColor(with: pad)) == rgba(0, 1, 0, 1))
    #expect(rgba(idiom.resolvedColor(with: phone)) == rgba(1, 0, 0, 1))
    let forPad = try #require(UIColor(named: "Idiom", in: .module, compatibleWith: pad))
    #expect(!forPad._isDynamic && rgba(forPad) == rgba(0, 1, 0, 1))
    let darkAccent = try #require(UIColor(named: "Accent", in: .module, compatibleWith: Self.dark))
    #expect(rgba(darkAccent) == rgba(10 / 255, 132 / 255, 1, 1))
  }

  @Test("Namespaces: a group with provides-namespace prefixes its children's names ('Brand/Primary'); a plain group does not ('Secondary')")
  func namespaces() throws {
    #expect(UIColor(named: "Brand/Primary", in: .module, compatibleWith: nil) != nil)
    #expect(UIColor(named: "Primary", in: .module, compatibleWith: nil) == nil)
    #expect(UIColor(named: "Secondary", in: .module, compatibleWith: nil) != nil)
    #expect(UIColor(named: "Plain/Secondary", in: .module, compatibleWith: nil) == nil)
    #expect(UIImage(named: "Icons/logo", in: .module, compatibleWith: nil) != nil)
    #expect(UIImage(named: "logo", in: .module, compatibleWith: nil) == nil)
  }

  @Test("Caching: UIColor(named:) gives equal colours on every call; a catalogue's sets are read once")
  func caching() throws {
    let a = try #require(UIColor(named: "Accent", in: .module, compatibleWith: nil))
    let b = try #require(UIColor(named: "Accent", in: .module, compatibleWith: nil))
    #expect(a == b && a.hash == b.hash)
    let catalogs = AssetCatalog.catalogs(in: .module)
    #expect(catalogs.count == 1)
    #expect(catalogs[0] === AssetCatalog.catalogs(in: .module)[0])
    #expect(catalogs[0].colorNames.contains("Brand/Primary"))
    #expect(catalogs[0].imageNames == ["Icons/logo", "badge", "close", "hero"])
  }

  @Test("Missing names: UIColor(named:) and UIImage(named:) are nil, as on iOS; a bundle without any catalogue answers UIImage(named:) with the named placeholder (the Linux stand-in) and UIColor(named:) with nil")
  func missingNames() throws {
    #expect(UIColor(named: "NoSuchColor", in: .module, compatibleWith: nil) == nil)
    #expect(UIImage(named: "NoSuchImage", in: .module, compatibleWith: nil) == nil)
    #expect(UIColor(named: "NoSuchColor") == nil)
    let placeholder = try #require(UIImage(named: "NoSuchImage"))
    #expect(placeholder.size == UIImage.namedPlaceholderSize && placeholder.imageAsset == nil)
  }

  @Test("UIKit: the description of a catalogue colour names its set")
  func colorDescription() throws {
    let accent = try #require(UIColor(named: "Accent", in: .module, compatibleWith: nil))
    #expect(accent.description.hasPrefix("<UIDynamicCatalogColor: "))
    #expect(accent.description.hasSuffix("; name = Accent>"))
  }

  // MARK: Images

  @Test("Image scales: the file of the display scale; a missing scale takes the nearest larger file; size in points is the PNG header's pixels over the scale")
  func imageScales() throws {
    for (scale, points) in [(1.0, 24.0), (2, 24), (3, 24)] {
      let image = try #require(UIImage(named: "close", in: .module, compatibleWith: UITraitCollection(displayScale: CGFloat(scale))))
      #expect(image.scale == CGFloat(scale))
      #expect(image.size == CGSize(width: points, height: points))
    }
    let hero = try #require(UIImage(named: "hero", in: .module, compatibleWith: UITraitCollection(displayScale: 1)))
    #expect(hero.scale == 2 && hero.size == CGSize(width: 100, height: 60))
    let hero3 = try #require(UIImage(named: "hero", in: .module, compatibleWith: UITraitCollection(displayScale: 3)))
    #expect(hero3.scale == 2 && hero3.size == CGSize(width: 100, height: 60))
    // UIImage(named:) uses the main screen (iPhone 15: 3x).
    let main = try #require(UIImage(named: "close", in: .module, compatibleWith: nil))
    #expect(main.scale == UIScreen.main.scale)
    #expect(main.cgImage?.width == Int(24 * UIScreen.main.scale))
  }

  @Test("Image appearances: the dark variant for a dark trait collection, the any variant otherwise; imageAsset gives either; appearance is chosen before scale (a 1x screen without a dark 1x file takes the dark 2x one)")
  func imageAppearances() throws {
    let dark3 = UITraitCollection(traitsFrom: [Self.dark, UITraitCollection(displayScale: 3)])
    let image = try #require(UIImage(named: "close", in: .module, compatibleWith: dark3))
    #expect(image.size == CGSize(width: 30, height: 30))  // close-dark@3x.png is 90 px
    let asset = try #require(image.imageAsset)
    #expect(asset.image(with: UITraitCollection(traitsFrom: [Self.light, UITraitCollection(displayScale: 3)])).size == CGSize(width: 24, height: 24))
    #expect(asset.image(with: dark3).size == CGSize(width: 30, height: 30))
    let dark1 = UITraitCollection(traitsFrom: [Self.dark, UITraitCollection(displayScale: 1)])
    #expect(asset.image(with: dark1).size == CGSize(width: 30, height: 30) && asset.image(with: dark1).scale == 2)
  }

  @Test("Image views show the variant for their traits and switch on an appearance change (UIKit's image views resolve their image's asset)")
  func imageViewFollowsAppearance() throws {
    let image = try #require(UIImage(named: "close", in: .module, compatibleWith: UITraitCollection(displayScale: 3)))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let imageView = UIImageView()
    imageView.image = image
    window.addSubview(imageView)
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    #expect((imageView.layer.contents as? CGImage)?.width == 72)
    window.overrideUserInterfaceStyle = .dark
    UIApplication.shared.runUntilIdle()
    #expect((imageView.layer.contents as? CGImage)?.width == 90)
    #expect(imageView.image === image)
    window.overrideUserInterfaceStyle = .light
    UIApplication.shared.runUntilIdle()
    #expect((imageView.layer.contents as? CGImage)?.width == 72)
    window.isHidden = true
  }

  @Test("template-rendering-intent: template → .alwaysTemplate, original → .alwaysOriginal, absent → .automatic; copies keep the asset")
  func renderingIntent() throws {
    let close = try #require(UIImage(named: "close", in: .module, compatibleWith: nil))
    #expect(close.renderingMode == .alwaysTemplate && close._drawsAsTemplate)
    #expect(try #require(UIImage(named: "Icons/logo", in: .module, compatibleWith: nil)).renderingMode == .alwaysOriginal)
    #expect(try #require(UIImage(named: "hero", in: .module, compatibleWith: nil)).renderingMode == .automatic)
    #expect(close.withRenderingMode(.alwaysOriginal).imageAsset === close.imageAsset)
  }

  @Test("Vector images: a single-scale PDF is its MediaBox in points at the screen's scale; an SVG its width/height or viewBox; UIImage(named:in:with:) takes the configuration's traits")
  func vectorImages() throws {
    let logo = try #require(UIImage(named: "Icons/logo", in: .module, compatibleWith: UITraitCollection(displayScale: 2)))
    #expect(logo.size == CGSize(width: 40, height: 30) && logo.scale == 2)
    let badge = try #require(UIImage(named: "badge", in: .module, with: nil))
    #expect(badge.size == CGSize(width: 18, height: 12))
    #expect(AssetImageHeader.svgSize("<svg width=\"24px\" height='10' viewBox=\"0 0 1 1\">") == CGSize(width: 24, height: 10))
    #expect(AssetImageHeader.svgSize("<svg width=\"50%\">") == nil)
  }

  @Test("JPEG sizes are read from the SOF marker")
  func jpegHeader() {
    // SOI, an APP0 segment of 4 bytes, SOF0 with height 0x0102 and width 0x0304.
    let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0x02, 0x03, 0x04, 0x03, 0, 0, 0, 0]
    #expect(AssetImageHeader.jpegSize(bytes) == CGSize(width: 0x0304, height: 0x0102))
    #expect(AssetImageHeader.jpegSize([0xFF, 0xD8, 0xFF]) == nil)
  }

  // MARK: Malformed catalogues

  @Test("Malformed Contents.json never crashes: nil plus a warning naming the file and what is wrong (not JSON, not an object, a component out of range, a wrong type, no colors)")
  func malformedColorSets() throws {
    let (bundle, catalog) = try temporaryBundle([
      "NotJSON.colorset/Contents.json": "{ colors: ",
      "Array.colorset/Contents.json": "[1, 2]",
      "Range.colorset/Contents.json": """
        {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"300","green":"0","blue":"0","alpha":"1"}}}]}
        """,
      "Type.colorset/Contents.json": #"{"colors":{"idiom":"universal"}}"#,
      "Empty.colorset/Contents.json": #"{"info":{"version":1}}"#,
      "Appearance.colorset/Contents.json": """
        {"colors":[{"appearances":[{"appearance":"luminosity","value":"dim"}],"idiom":"universal","color":{"components":{"red":"1","green":"0","blue":"0","alpha":"1"}}}]}
        """,
      "NoFile.colorset/.keep": "",
    ])
    func file(_ name: String) -> String { catalog.appendingPathComponent("\(name).colorset/Contents.json").path }
    for name in ["NotJSON", "Array", "Range", "Type", "Empty", "Appearance", "NoFile"] {
      #expect(UIColor(named: name, in: bundle, compatibleWith: nil) == nil, "\(name)")
    }
    #expect(issues(bundle, mentioning: file("NotJSON")).contains { $0.contains("is not JSON") })
    #expect(issues(bundle, mentioning: file("Array")).contains { $0.contains("top level is not an object") })
    #expect(issues(bundle, mentioning: file("Range")).contains { $0.contains("'components.red'") && $0.contains("300") })
    #expect(issues(bundle, mentioning: file("Type")).contains { $0.contains("'colors'") })
    #expect(issues(bundle, mentioning: file("Empty")).contains { $0.contains("missing 'colors'") })
    #expect(issues(bundle, mentioning: file("Appearance")).contains { $0.contains("luminosity=dim") })
    #expect(issues(bundle, mentioning: file("NoFile")).contains { $0.contains("cannot be read") })
    // Reported once: the set is not read again.
    _ = UIColor(named: "NotJSON", in: bundle, compatibleWith: nil)
    #expect(issues(bundle, mentioning: file("NotJSON")).count == 1)
    #expect(AssetCatalog.catalogs(in: bundle)[0].issues.count == 7)
  }

  @Test("Malformed image sets: a missing file loses that variant with a warning; an image whose size cannot be read is a placeholder with a warning; an unknown rendering intent or scale is nil with a warning")
  func malformedImageSets() throws {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 10, 0, 0, 0, 20]
    let (bundle, catalog) = try temporaryBundle(
      [
        "Partial.imageset/Contents.json": """
          {"images":[{"filename":"a.png","idiom":"universal","scale":"1x"},{"filename":"gone@2x.png","idiom":"universal","scale":"2x"}]}
          """,
        "Broken.imageset/Contents.json": #"{"images":[{"filename":"broken.pdf","idiom":"universal"}]}"#,
        "Broken.imageset/broken.pdf": "%PDF-1.4 no media box here",
        "Intent.imageset/Contents.json": #"{"images":[{"filename":"a.png","idiom":"universal"}],"properties":{"template-rendering-intent":"sepia"}}"#,
        "Scale.imageset/Contents.json": #"{"images":[{"filename":"a.png","idiom":"universal","scale":"two"}]}"#,
        "Nothing.imageset/Contents.json": #"{"images":[{"idiom":"universal","scale":"1x"}]}"#,
      ],
      binary: ["Partial.imageset/a.png": png, "Intent.imageset/a.png": png, "Scale.imageset/a.png": png])
    func file(_ name: String) -> String { catalog.appendingPathComponent("\(name).imageset/Contents.json").path }
    let partial = try #require(UIImage(named: "Partial", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
    #expect(partial.scale == 1 && partial.size == CGSize(width: 10, height: 20))
    #expect(issues(bundle, mentioning: file("Partial")).contains { $0.contains("'gone@2x.png'") })
    let broken = try #require(UIImage(named: "Broken", in: bundle, compatibleWith: nil))
    #expect(broken.size == UIImage.namedPlaceholderSize)
    #expect(!issues(bundle, mentioning: catalog.appendingPathComponent("Broken.imageset/broken.pdf").path).isEmpty)
    #expect(UIImage(named: "Intent", in: bundle, compatibleWith: nil) == nil)
    #expect(issues(bundle, mentioning: file("Intent")).contains { $0.contains("sepia") })
    #expect(UIImage(named: "Scale", in: bundle, compatibleWith: nil) == nil)
    #expect(issues(bundle, mentioning: file("Scale")).contains { $0.contains("'scale'") })
    #expect(UIImage(named: "Nothing", in: bundle, compatibleWith: nil) == nil)
    #expect(issues(bundle, mentioning: file("Nothing")).contains { $0.contains("missing 'filename'") })
  }

  @Test("A group's malformed Contents.json is a warning; its children are still indexed without a namespace")
  func malformedGroup() throws {
    let (bundle, catalog) = try temporaryBundle([
      "Group/Contents.json": #"{"properties":{"provides-namespace":"yes"}}"#,
      "Group/Inner.colorset/Contents.json": """
        {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.1","green":"0.2","blue":"0.3","alpha":"1"}}}]}
        """,
    ])
    #expect(rgba(UIColor(named: "Inner", in: bundle, compatibleWith: nil)) == rgba(0.1, 0.2, 0.3, 1))
    #expect(issues(bundle, mentioning: catalog.appendingPathComponent("Group/Contents.json").path).contains { $0.contains("'provides-namespace'") })
  }

  // MARK: Storyboards

  @Test("Storyboard <namedColor>: resolved from the asset catalogue next to the storyboard when it has the colour (a dynamic colour), else the storyboard's own resource value")
  func storyboardNamedColors() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="vc1">
          <scenes>
              <scene sceneID="sc1">
                  <objects>
                      <viewController id="vc1" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="v1">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                              <color key="backgroundColor" name="Tint"/>
                              <color key="tintColor" name="OnlyInStoryboard"/>
                          </view>
                      </viewController>
                      <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                  </objects>
              </scene>
          </scenes>
          <resources>
              <namedColor name="Tint">
                  <color red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
              </namedColor>
              <namedColor name="OnlyInStoryboard">
                  <color red="0.0" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
              </namedColor>
          </resources>
      </document>
      """
    let (bundle, _) = try temporaryBundle([
      "Tint.colorset/Contents.json": """
        {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.1","green":"0.2","blue":"0.3","alpha":"1"}}},
         {"appearances":[{"appearance":"luminosity","value":"dark"}],"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.9","green":"0.8","blue":"0.7","alpha":"1"}}}]}
        """
    ], besideCatalog: ["Themed.storyboard": xml])
    let storyboard = UIStoryboard(name: "Themed", bundle: bundle)
    let controller = try #require(storyboard.instantiateInitialViewController())
    let view = try #require(controller.view)
    let background = try #require(view.backgroundColor)
    #expect(rgba(background.resolvedColor(with: Self.light)) == rgba(0.1, 0.2, 0.3, 1))
    #expect(rgba(background.resolvedColor(with: Self.dark)) == rgba(0.9, 0.8, 0.7, 1))
    #expect(rgba(view.tintColor) == rgba(0, 0.5, 0, 1))
  }
}

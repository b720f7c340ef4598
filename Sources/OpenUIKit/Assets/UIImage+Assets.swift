import Foundation
import OpenQuartzCore

// UIImage(named:) and UIImageAsset over asset catalogues (AssetCatalog.swift). The pixels are not
// decoded: the image is a placeholder named after the asset, of the size the file's header gives
// at the scale of the variant picked (Docs/Behaviour/assets13.md).

extension UIImage {
  /// UIKit: the image `name` of the main bundle's asset catalogue, for the main screen's scale
  /// and idiom and the current trait collection's appearance. Nil when the catalogue has no such
  /// image. A bundle with no asset catalogue at all answers every name with the named placeholder
  /// of `namedPlaceholderSize` (the stand-in for artwork Linux cannot read).
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// UIKit: the image `name` of `bundle`'s asset catalogue (nil: the main bundle) for
  /// `traitCollection` (its unspecified traits taken from the main screen).
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    let bundle = bundle ?? Bundle.main
    let catalogs = AssetCatalog.catalogs(in: bundle)
    guard !catalogs.isEmpty else {
      self.init(
        _content: RenderImage(
          size: UIImage.namedPlaceholderSize, scale: 1, content: .placeholder(name: name, isSymbol: false)),
        scale: 1)
      return
    }
    guard let set = catalogs.lazy.compactMap({ $0.imageSet(named: name) }).first else { return nil }
    let asset = UIImageAsset(set: set)
    let (content, scale) = asset._content(for: traitCollection)
    self.init(_content: content, scale: scale, renderingMode: set.renderingMode, imageAsset: asset)
  }

  /// UIKit: the image `name` of `bundle`'s asset catalogue for `configuration`'s traits.
  public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
    self.init(named: name, in: bundle, compatibleWith: configuration?.traitCollection)
  }

  /// UIKit: the asset the image came from, which has its variants for other traits (nil for
  /// images not made from an asset catalogue).
  public var imageAsset: UIImageAsset? { _imageAsset }
}

/// UIKit: the variants of one image for different trait collections — an image set of an asset
/// catalogue, or images registered in code.
open class UIImageAsset: NSObject, @unchecked Sendable {
  // @unchecked Sendable: `registered` is read and written under `lock`; `set` is a constant.
  package let _set: AssetImageSet?
  private let lock = NSLock()
  private var registered: [(traits: UITraitCollection, image: UIImage)] = []

  public override init() {
    _set = nil
    super.init()
  }

  init(set: AssetImageSet) {
    _set = set
    super.init()
  }

  /// UIKit: the variant for `traitCollection`. A catalogue asset picks its file for those traits
  /// (unspecified ones taken from the main screen); registered images are matched by the most
  /// traits they specify that `traitCollection` has, else the first registered; an asset with
  /// neither gives an empty image.
  open func image(with traitCollection: UITraitCollection) -> UIImage {
    lock.lock()
    let candidates = registered
    lock.unlock()
    let matching = candidates.filter { traitCollection.containsTraits(in: $0.traits) }
    if let best = matching.max(by: { Self.specifiedCount($0.traits) < Self.specifiedCount($1.traits) }) {
      return best.image
    }
    if let set = _set {
      let (content, scale) = _content(for: traitCollection)
      return UIImage(_content: content, scale: scale, renderingMode: set.renderingMode, imageAsset: self)
    }
    return candidates.first?.image ?? UIImage()
  }

  /// UIKit: adds `image` as the variant for `traitCollection` (replacing one registered for the
  /// same traits).
  open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
    lock.lock()
    defer { lock.unlock() }
    registered.removeAll { $0.traits == traitCollection }
    registered.append((traitCollection, image))
  }

  /// UIKit: removes the variant registered for `traitCollection`.
  open func unregisterImage(with traitCollection: UITraitCollection) {
    lock.lock()
    defer { lock.unlock() }
    registered.removeAll { $0.traits == traitCollection }
  }

  /// Whether the asset's variants differ by appearance (an image view follows its traits).
  package var _hasAppearanceVariants: Bool {
    if let set = _set { return set.hasAppearanceVariants }
    lock.lock()
    defer { lock.unlock() }
    return registered.contains { $0.traits.userInterfaceStyle != .unspecified }
  }

  /// The placeholder content and scale of the catalogue variant for `traits`.
  func _content(for traits: UITraitCollection?) -> (RenderImage?, CGFloat) {
    guard let set = _set else { return (nil, 1) }
    let resolved = UITraitCollection(traitsFrom: [Self.defaultTraits(), traits].compactMap { $0 })
    let (variant, scale) = set.variant(for: resolved, defaultScale: Double(resolved.displayScale > 0 ? resolved.displayScale : 3))
    let size: CGSize
    if let fileSize = variant.fileSize {
      size = variant.isVector
        ? fileSize : CGSize(width: Double(fileSize.width) / scale, height: Double(fileSize.height) / scale)
    } else {
      size = UIImage.namedPlaceholderSize
    }
    return (RenderImage(size: size, scale: scale, content: .placeholder(name: set.name, isSymbol: false)), CGFloat(scale))
  }

  /// The traits `UIImage(named:)` loads for: the main screen's scale and idiom, and the current
  /// trait collection's appearance.
  static func defaultTraits() -> UITraitCollection {
    let screen: UITraitCollection
    if Thread.isMainThread {
      screen = MainActor.assumeIsolated { UIScreen.main.traitCollection }
    } else {
      screen = UITraitCollection(traitsFrom: [
        UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(displayScale: 3),
      ])
    }
    return UITraitCollection(traitsFrom: [
      screen, UITraitCollection(userInterfaceStyle: UITraitCollection.current.userInterfaceStyle),
    ])
  }

  private static func specifiedCount(_ traits: UITraitCollection) -> Int {
    var count = 0
    if traits.horizontalSizeClass != .unspecified { count += 1 }
    if traits.verticalSizeClass != .unspecified { count += 1 }
    if traits.userInterfaceIdiom != .unspecified { count += 1 }
    if traits.userInterfaceStyle != .unspecified { count += 1 }
    if traits.layoutDirection != .unspecified { count += 1 }
    if traits.displayScale != 0 { count += 1 }
    return count
  }
}

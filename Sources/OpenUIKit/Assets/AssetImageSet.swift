import Foundation

/// A `NAME.imageset`: its image files by slot and scale, its rendering intent and whether it
/// keeps vector data.
package struct AssetImageSet: Sendable, Hashable {
  package struct Variant: Sendable, Hashable {
    package var slot: AssetSlot
    /// 1, 2 or 3 for "1x"/"2x"/"3x"; nil for a single-scale image (any scale).
    package var scale: Double?
    package var filename: String
    /// The file's size: pixels for raster images, points for PDF and SVG; nil if unreadable.
    package var fileSize: CGSize?
    package var isVector: Bool
  }

  /// The name, with its namespace ("Icons/close").
  package let name: String
  package let variants: [Variant]
  /// `properties.template-rendering-intent`: "template" → `.alwaysTemplate`, "original" →
  /// `.alwaysOriginal`, absent → `.automatic`.
  package let renderingMode: UIImage.RenderingMode
  package let preservesVectorRepresentation: Bool

  /// Reads `url/Contents.json` and the headers of the files it names; throws what makes the set
  /// unusable, and appends to `issues` what only loses a variant or its size.
  init(name: String, url: URL, issues: inout [AssetCatalogIssue]) throws(AssetCatalogIssue) {
    let file = url.appendingPathComponent("Contents.json")
    let path = file.path
    let json = try AssetJSON.object(at: file)
    guard let images = try json.array("images", file: path) else { throw .missingKey(file: path, key: "images") }
    let properties = try json.dictionary("properties", file: path)
    switch try properties?.string("template-rendering-intent", file: path) {
    case nil: renderingMode = .automatic
    case "template"?: renderingMode = .alwaysTemplate
    case "original"?: renderingMode = .alwaysOriginal
    case let other?: throw .invalidValue(file: path, key: "template-rendering-intent", value: "\"\(other)\"")
    }
    preservesVectorRepresentation = try properties?.bool("preserves-vector-representation", file: path) ?? false
    var variants: [Variant] = []
    for entry in images {
      guard let filename = try entry.string("filename", file: path) else { continue }  // an empty slot
      let (luminosity, highContrast) = try entry.appearances(file: path)
      let slot = AssetSlot(
        idiom: try entry.string("idiom", file: path) ?? "universal", luminosity: luminosity,
        highContrast: highContrast, displayGamut: try entry.string("display-gamut", file: path))
      var scale: Double?
      if let text = try entry.string("scale", file: path) {
        guard text.hasSuffix("x"), let value = Double(text.dropLast()), value > 0 else {
          throw .invalidValue(file: path, key: "scale", value: "\"\(text)\"")
        }
        scale = value
      }
      let imageURL = url.appendingPathComponent(filename)
      guard FileManager.default.fileExists(atPath: imageURL.path) else {
        issues.append(.missingImageFile(file: path, filename: filename))
        continue
      }
      let ext = imageURL.pathExtension.lowercased()
      let fileSize = AssetImageHeader.size(of: imageURL)
      if fileSize == nil { issues.append(.unreadableImageSize(file: imageURL.path)) }
      variants.append(
        Variant(slot: slot, scale: scale, filename: filename, fileSize: fileSize, isVector: ext == "pdf" || ext == "svg"))
    }
    guard !variants.isEmpty else { throw .missingKey(file: path, key: "filename") }
    self.name = name
    self.variants = variants
  }

  /// The variant for `traits` and its scale: the slot as colours pick it, then the file of the
  /// trait's display scale (0: `defaultScale`), else the nearest larger one, else the largest;
  /// a single-scale file serves any scale.
  package func variant(for traits: UITraitCollection, defaultScale: Double) -> (variant: Variant, scale: Double) {
    let wanted = traits.displayScale > 0 ? Double(traits.displayScale) : defaultScale
    let candidates = AssetSlot.best(variants, slot: \.slot, for: traits)
    if let exact = candidates.first(where: { $0.scale == wanted }) { return (exact, wanted) }
    let scaled = candidates.filter { $0.scale != nil }.sorted { $0.scale! < $1.scale! }
    if let single = candidates.first(where: { $0.scale == nil }) {
      // Vector files draw at the screen's scale; a single raster file is 1x.
      return (single, single.isVector ? wanted : 1)
    }
    if let larger = scaled.first(where: { $0.scale! > wanted }) { return (larger, larger.scale!) }
    let largest = scaled.last ?? candidates[0]
    return (largest, largest.scale ?? 1)
  }

  /// Whether the set's variants differ by appearance (an image that follows dark mode).
  package var hasAppearanceVariants: Bool { variants.contains { $0.slot.luminosity != nil } }
}

/// Sizes read from image file headers, without decoding pixels.
package enum AssetImageHeader {
  /// Pixels for PNG and JPEG; points for PDF (the first page's MediaBox) and SVG (the root's
  /// width and height in px or unitless, else its viewBox). Nil when the header cannot be read.
  package static func size(of url: URL) -> CGSize? {
    guard let data = try? Data(contentsOf: url) else { return nil }
    let bytes = [UInt8](data)
    switch url.pathExtension.lowercased() {
    case "png": return pngSize(bytes)
    case "jpg", "jpeg": return jpegSize(bytes)
    case "pdf": return pdfSize(bytes)
    case "svg": return svgSize(String(decoding: bytes, as: UTF8.self))
    default: return pngSize(bytes) ?? jpegSize(bytes)
    }
  }

  static func pngSize(_ b: [UInt8]) -> CGSize? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard b.count >= 24, Array(b[0..<8]) == signature, Array(b[12..<16]) == Array("IHDR".utf8) else { return nil }
    let width = bigEndian(b, 16, 4), height = bigEndian(b, 20, 4)
    guard width > 0, height > 0 else { return nil }
    return CGSize(width: width, height: height)
  }

  static func jpegSize(_ b: [UInt8]) -> CGSize? {
    guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
    var i = 2
    while i + 9 < b.count {
      guard b[i] == 0xFF else { return nil }
      let marker = b[i + 1]
      if marker == 0xFF { i += 1; continue }
      if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
      let length = bigEndian(b, i + 2, 2)
      // SOF0…SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
      if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
        let height = bigEndian(b, i + 5, 2), width = bigEndian(b, i + 7, 2)
        guard width > 0, height > 0 else { return nil }
        return CGSize(width: width, height: height)
      }
      guard length >= 2 else { return nil }
      i += 2 + length
    }
    return nil
  }

  static func pdfSize(_ b: [UInt8]) -> CGSize? {
    guard b.count > 5, Array(b[0..<5]) == Array("%PDF-".utf8) else { return nil }
    let text = String(decoding: b.map { $0 < 0x80 ? $0 : 0x20 }, as: UTF8.self)
    guard let range = text.range(of: "/MediaBox") else { return nil }
    let rest = text[range.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\r" }
    guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return nil }
    let numbers = rest[rest.index(after: rest.startIndex)..<close].split { $0 == " " || $0 == "\n" || $0 == "\r" }
      .compactMap { Double($0) }
    guard numbers.count == 4 else { return nil }
    let width = abs(numbers[2] - numbers[0]), height = abs(numbers[3] - numbers[1])
    guard width > 0, height > 0 else { return nil }
    return CGSize(width: width, height: height)
  }

  static func svgSize(_ text: String) -> CGSize? {
    guard let start = text.range(of: "<svg") else { return nil }
    guard let end = text[start.upperBound...].firstIndex(of: ">") else { return nil }
    let tag = String(text[start.upperBound..<end])
    func attribute(_ name: String) -> String? {
      for quote in ["\"", "'"] {
        guard let r = tag.range(of: " \(name)=\(quote)") ?? tag.range(of: "\n\(name)=\(quote)") ?? tag.range(of: "\t\(name)=\(quote)")
        else { continue }
        guard let close = tag[r.upperBound...].firstIndex(of: Character(quote)) else { return nil }
        return String(tag[r.upperBound..<close])
      }
      return nil
    }
    func length(_ value: String?) -> Double? {
      guard var v = value?.trimmingCharacters(in: .whitespaces) else { return nil }
      if v.hasSuffix("px") { v.removeLast(2) }
      guard let number = Double(v), number > 0 else { return nil }
      return number
    }
    if let width = length(attribute("width")), let height = length(attribute("height")) {
      return CGSize(width: width, height: height)
    }
    if let box = attribute("viewBox") {
      let numbers = box.split { $0 == " " || $0 == "," }.compactMap { Double($0) }
      if numbers.count == 4, numbers[2] > 0, numbers[3] > 0 { return CGSize(width: numbers[2], height: numbers[3]) }
    }
    return nil
  }

  private static func bigEndian(_ b: [UInt8], _ offset: Int, _ count: Int) -> Int {
    guard offset + count <= b.count else { return 0 }
    var value = 0
    for k in 0..<count { value = value << 8 | Int(b[offset + k]) }
    return value
  }
}

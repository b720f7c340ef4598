import Foundation

// Asset catalogues (`.xcassets` directories) read as Xcode writes them (Apple's "Asset Catalog
// Format Reference"): colour sets and image sets, with groups that provide a namespace. On iOS
// `actool` compiles a catalogue into `Assets.car`; on Linux the source directory itself ships in
// the bundle (a SwiftPM `.copy("Assets.xcassets")` resource) and is read here, lazily, once.
// Docs/Behaviour/assets13.md has the choices where UIKit is undocumented.

/// What is wrong with a file of an asset catalogue: recorded once per file as a warning
/// diagnostic naming the file, and the asset it belongs to is answered as missing (nil).
package enum AssetCatalogIssue: Error, Sendable, Hashable, CustomStringConvertible {
  /// `Contents.json` is not a JSON object (`reason` says what the parser found).
  case malformedJSON(file: String, reason: String)
  /// A key holds a value of the wrong type or an unknown value.
  case invalidValue(file: String, key: String, value: String)
  /// A required key is missing.
  case missingKey(file: String, key: String)
  /// `Contents.json` names an image file the set does not contain.
  case missingImageFile(file: String, filename: String)
  /// The pixel or page size of an image file could not be read (an unknown format, a truncated
  /// header, a PDF without a MediaBox, an SVG without width/height or viewBox).
  case unreadableImageSize(file: String)

  package var file: String {
    switch self {
    case .malformedJSON(let file, _), .invalidValue(let file, _, _), .missingKey(let file, _),
      .missingImageFile(let file, _), .unreadableImageSize(let file):
      return file
    }
  }

  package var description: String {
    switch self {
    case .malformedJSON(let file, let reason):
      return "Asset catalog file \(file) is not valid: \(reason)"
    case .invalidValue(let file, let key, let value):
      return "Asset catalog file \(file) has an invalid value for '\(key)': \(value)"
    case .missingKey(let file, let key):
      return "Asset catalog file \(file) is missing '\(key)'"
    case .missingImageFile(let file, let filename):
      return "Asset catalog file \(file) names the image file '\(filename)', which does not exist"
    case .unreadableImageSize(let file):
      return "Asset catalog image \(file) has no size that can be read; it is shown as a placeholder"
    }
  }
}

/// One `.xcassets` directory: an index of its colour and image sets by name (a group with
/// "provides-namespace" prefixes its children's names with "Group/"), and the sets parsed on
/// first use and kept.
package final class AssetCatalog: @unchecked Sendable {
  // @unchecked Sendable: the mutable caches are read and written under `lock`.
  package let url: URL
  private let colorSetURLs: [String: URL]
  private let imageSetURLs: [String: URL]
  private let lock = NSLock()
  private var colorSets: [String: AssetColorSet?] = [:]
  private var imageSets: [String: AssetImageSet?] = [:]
  /// Every issue found in this catalogue so far (each also recorded as a diagnostic).
  package private(set) var issues: [AssetCatalogIssue] = []

  init(url: URL) {
    self.url = url
    var colors: [String: URL] = [:]
    var images: [String: URL] = [:]
    var issues: [AssetCatalogIssue] = []
    Self.index(url, prefix: "", colors: &colors, images: &images, issues: &issues)
    self.colorSetURLs = colors
    self.imageSetURLs = images
    self.issues = issues
    issues.forEach(AssetCatalog.report)
  }

  /// The names of the colour sets (with their namespaces), sorted.
  package var colorNames: [String] { colorSetURLs.keys.sorted() }
  /// The names of the image sets (with their namespaces), sorted.
  package var imageNames: [String] { imageSetURLs.keys.sorted() }

  /// The colour set `name`, nil when the catalogue has none or its file is malformed.
  package func colorSet(named name: String) -> AssetColorSet? {
    guard let setURL = colorSetURLs[name] else { return nil }
    lock.lock()
    defer { lock.unlock() }
    if let cached = colorSets[name] { return cached }
    let parsed: AssetColorSet?
    do { parsed = try AssetColorSet(name: name, url: setURL) } catch {
      parsed = nil
      record(error)
    }
    colorSets[name] = .some(parsed)
    return parsed
  }

  /// The image set `name`, nil when the catalogue has none or its file is malformed.
  package func imageSet(named name: String) -> AssetImageSet? {
    guard let setURL = imageSetURLs[name] else { return nil }
    lock.lock()
    defer { lock.unlock() }
    if let cached = imageSets[name] { return cached }
    var found: [AssetCatalogIssue] = []
    let parsed: AssetImageSet?
    do { parsed = try AssetImageSet(name: name, url: setURL, issues: &found) } catch {
      parsed = nil
      found.append(error)
    }
    found.forEach(record)
    imageSets[name] = .some(parsed)
    return parsed
  }

  /// Keeps and reports an issue (called under `lock`).
  private func record(_ issue: AssetCatalogIssue) {
    issues.append(issue)
    Self.report(issue)
  }

  /// Records `issue` as a warning diagnostic: at once on the main thread, else on the main actor.
  private static func report(_ issue: AssetCatalogIssue) {
    let message = issue.description
    if Thread.isMainThread {
      MainActor.assumeIsolated { Diagnostics.warning(message) }
    } else {
      Task { @MainActor in Diagnostics.warning(message) }
    }
  }

  private static func index(
    _ directory: URL, prefix: String, colors: inout [String: URL], images: inout [String: URL],
    issues: inout [AssetCatalogIssue]
  ) {
    let fm = FileManager.default
    guard let entries = try? fm.contentsOfDirectory(atPath: directory.path) else { return }
    for entry in entries.sorted() {
      let child = directory.appendingPathComponent(entry)
      var isDirectory: ObjCBool = false
      guard fm.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
      let ext = child.pathExtension
      let base = child.deletingPathExtension().lastPathComponent
      switch ext {
      case "colorset":
        if colors[prefix + base] == nil { colors[prefix + base] = child }
      case "imageset":
        if images[prefix + base] == nil { images[prefix + base] = child }
      case "":
        // A group: its Contents.json may say it provides a namespace.
        var childPrefix = prefix
        let contents = child.appendingPathComponent("Contents.json")
        if fm.fileExists(atPath: contents.path) {
          do {
            let json = try AssetJSON.object(at: contents)
            let properties = try json.dictionary("properties", file: contents.path)
            if try properties?.bool("provides-namespace", file: contents.path) == true {
              childPrefix = prefix + entry + "/"
            }
          } catch {
            issues.append(error)
          }
        }
        index(child, prefix: childPrefix, colors: &colors, images: &images, issues: &issues)
      default:
        continue  // app icons, data sets, symbol sets…: not read here
      }
    }
  }

  // MARK: Catalogues of a bundle

  nonisolated(unsafe) private static var catalogs: [String: AssetCatalog] = [:]
  nonisolated(unsafe) private static var bundleCatalogs: [String: [AssetCatalog]] = [:]
  /// The bundle `catalogs(in:)` answered last, and its catalogues.
  nonisolated(unsafe) private static var lastBundle: (bundle: Bundle, catalogs: [AssetCatalog])?
  private static let cacheLock = NSLock()

  /// The catalogue at `url`, indexed once per process.
  package static func catalog(at url: URL) -> AssetCatalog {
    let key = url.standardizedFileURL.path
    cacheLock.lock()
    if let cached = catalogs[key] {
      cacheLock.unlock()
      return cached
    }
    cacheLock.unlock()
    let made = AssetCatalog(url: url.standardizedFileURL)
    cacheLock.lock()
    defer { cacheLock.unlock() }
    if let raced = catalogs[key] { return raced }
    catalogs[key] = made
    return made
  }

  /// The catalogues of `bundle`: the `.xcassets` directories at the top of its resource
  /// directory (and of its bundle directory when that differs), in name order.
  package static func catalogs(in bundle: Bundle) -> [AssetCatalog] {
    // The bundle asked last (a storyboard's named colours ask the same one again and again):
    // its catalogues without standardising its URL (sbload14). The bundle is held, so the
    // identity cannot name another bundle later.
    cacheLock.lock()
    if let last = lastBundle, last.bundle === bundle {
      cacheLock.unlock()
      return last.catalogs
    }
    cacheLock.unlock()
    let key = bundle.bundleURL.standardizedFileURL.path
    cacheLock.lock()
    if let cached = bundleCatalogs[key] {
      lastBundle = (bundle, cached)
      cacheLock.unlock()
      return cached
    }
    cacheLock.unlock()
    var directories: [URL] = []
    for root in [bundle.resourceURL, bundle.bundleURL].compactMap({ $0?.standardizedFileURL }) {
      guard !directories.contains(root) else { continue }
      directories.append(root)
    }
    var found: [URL] = []
    for directory in directories {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      for entry in entries.sorted() where entry.hasSuffix(".xcassets") {
        let url = directory.appendingPathComponent(entry)
        if !found.contains(url) { found.append(url) }
      }
    }
    let made = found.map { catalog(at: $0) }
    cacheLock.lock()
    defer { cacheLock.unlock() }
    bundleCatalogs[key] = made
    lastBundle = (bundle, made)
    return made
  }

  /// The first colour set named `name` in `bundle`'s catalogues.
  package static func colorSet(named name: String, in bundle: Bundle) -> AssetColorSet? {
    for catalog in catalogs(in: bundle) {
      if let set = catalog.colorSet(named: name) { return set }
    }
    return nil
  }

  /// The first image set named `name` in `bundle`'s catalogues.
  package static func imageSet(named name: String, in bundle: Bundle) -> AssetImageSet? {
    for catalog in catalogs(in: bundle) {
      if let set = catalog.imageSet(named: name) { return set }
    }
    return nil
  }
}

// MARK: Reading Contents.json

/// A JSON object of a `Contents.json`, with typed reads that name the file when a value is wrong.
package struct AssetJSON {
  let values: [String: Any]

  static func object(at url: URL) throws(AssetCatalogIssue) -> AssetJSON {
    let data: Data
    do { data = try Data(contentsOf: url) } catch {
      throw .malformedJSON(file: url.path, reason: "it cannot be read")
    }
    let parsed: Any
    do { parsed = try JSONSerialization.jsonObject(with: data) } catch {
      throw .malformedJSON(file: url.path, reason: "it is not JSON")
    }
    guard let object = parsed as? [String: Any] else {
      throw .malformedJSON(file: url.path, reason: "its top level is not an object")
    }
    return AssetJSON(values: object)
  }

  func dictionary(_ key: String, file: String) throws(AssetCatalogIssue) -> AssetJSON? {
    guard let value = values[key] else { return nil }
    guard let object = value as? [String: Any] else { throw .invalidValue(file: file, key: key, value: Self.text(value)) }
    return AssetJSON(values: object)
  }

  func array(_ key: String, file: String) throws(AssetCatalogIssue) -> [AssetJSON]? {
    guard let value = values[key] else { return nil }
    guard let array = value as? [Any] else { throw .invalidValue(file: file, key: key, value: Self.text(value)) }
    var result: [AssetJSON] = []
    for element in array {
      guard let object = element as? [String: Any] else {
        throw .invalidValue(file: file, key: key, value: Self.text(element))
      }
      result.append(AssetJSON(values: object))
    }
    return result
  }

  func string(_ key: String, file: String) throws(AssetCatalogIssue) -> String? {
    guard let value = values[key] else { return nil }
    guard let string = value as? String else { throw .invalidValue(file: file, key: key, value: Self.text(value)) }
    return string
  }

  func bool(_ key: String, file: String) throws(AssetCatalogIssue) -> Bool? {
    guard let value = values[key] else { return nil }
    guard !(value is String), let bool = value as? Bool else {
      throw .invalidValue(file: file, key: key, value: Self.text(value))
    }
    return bool
  }

  /// The appearance variant a `colors` or `images` entry is for: its luminosity ("light",
  /// "dark"; nil: any) and whether it is the high-contrast one.
  func appearances(file: String) throws(AssetCatalogIssue) -> (luminosity: String?, highContrast: Bool) {
    var luminosity: String?
    var highContrast = false
    for appearance in try array("appearances", file: file) ?? [] {
      let kind = try appearance.string("appearance", file: file)
      let value = try appearance.string("value", file: file)
      switch (kind, value) {
      case ("luminosity", "light"?), ("luminosity", "dark"?): luminosity = value
      case ("contrast", "high"?): highContrast = true
      default:
        throw .invalidValue(file: file, key: "appearances", value: "\(kind ?? "nil")=\(value ?? "nil")")
      }
    }
    return (luminosity, highContrast)
  }

  static func text(_ value: Any) -> String {
    if let string = value as? String { return "\"\(string)\"" }
    return String(describing: value)
  }
}

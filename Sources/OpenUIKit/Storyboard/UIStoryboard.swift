import Foundation

/// A `.storyboard` file: a graph of scenes whose view controllers it instantiates on request.
///
/// `UIStoryboard(name:bundle:)` looks for `name.storyboard` in the bundle's resource folder, then
/// in the folders registered with `StoryboardSearchPath` (Linux apps rarely have bundles).
/// `UIStoryboard(contentsOf:)` (an OpenUIKit extra) loads a file directly and throws a
/// `StoryboardLoadError` that says what is wrong and where.
///
/// Storyboard references (`viewControllerPlaceholder`) load the storyboard they name the same
/// way, from the referring storyboard's folder first.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
  open nonisolated override var description: String {
    "<UIStoryboard: \(ObjectIdentifier(self).debugAddress)>"
  }

  /// The parsed document; nil for a storyboard that could not be found or read (UIKit raises).
  package let document: StoryboardDocument?
  /// The name the storyboard was loaded by ("Main"), the file name without extension.
  package let name: String
  package let bundle: Bundle?
  /// The file, when loaded from one.
  package let url: URL?

  package init(document: StoryboardDocument?, name: String, bundle: Bundle?, url: URL?) {
    self.document = document
    self.name = name
    self.bundle = bundle
    self.url = url
  }

  /// The storyboard `name.storyboard` in `bundle` (nil: the main bundle) or in a
  /// `StoryboardSearchPath` folder. A storyboard that cannot be found or read is an exception
  /// diagnostic (UIKit raises) and yields a storyboard with no scenes.
  public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    let bundle = storyboardBundleOrNil ?? Bundle.main
    guard let url = StoryboardSearchPath.locate(name, bundle: bundle) else {
      Diagnostics.exception(
        "Could not find a storyboard named '\(name)' in bundle NSBundle <\(bundle.bundlePath)> (loaded)")
      self.init(document: nil, name: name, bundle: bundle, url: nil)
      return
    }
    do {
      let document = try StoryboardDocumentCache.document(at: url)
      self.init(document: document, name: name, bundle: bundle, url: url)
    } catch {
      Diagnostics.exception("Could not load the storyboard named '\(name)': \(error.description)")
      self.init(document: nil, name: name, bundle: bundle, url: url)
    }
  }

  /// OpenUIKit extra: the storyboard in the file at `url`. Throws `StoryboardLoadError` for a
  /// missing, unreadable or malformed file.
  public convenience init(contentsOf url: URL) throws(StoryboardLoadError) {
    do {
      let document = try StoryboardDocumentCache.document(at: url)
      self.init(document: document, name: url.deletingPathExtension().lastPathComponent, bundle: nil, url: url)
    } catch {
      throw StoryboardLoadError(error)
    }
  }

  /// OpenUIKit extra: a storyboard from XML data (`fileName` names it in errors and is its
  /// name for references).
  public convenience init(data: Data, fileName: String) throws(StoryboardLoadError) {
    do {
      let document = try StoryboardParser.parse(data: data, fileName: fileName)
      self.init(document: document, name: (fileName as NSString).deletingPathExtension, bundle: nil, url: nil)
    } catch {
      throw StoryboardLoadError(error)
    }
  }

  // MARK: Instantiation

  /// The storyboard's initial view controller (its entry point), nil when it has none.
  open func instantiateInitialViewController() -> UIViewController? {
    instantiateInitial(creator: nil)
  }

  /// iOS 13: the initial view controller, created by `creator` (with the storyboard's coder)
  /// when it returns one, else by the storyboard.
  public func instantiateInitialViewController<ViewController: UIViewController>(
    creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController? {
    var erased: (@MainActor (NSCoder) -> UIViewController?)?
    if let creator { erased = { coder in creator(coder) } }
    let made = instantiateInitial(creator: erased)
    guard let made else { return nil }
    guard let typed = made as? ViewController else {
      Diagnostics.exception(
        "Storyboard (\(self)) initial view controller \(made) is not a \(ViewController.self)", name: "NSInternalInconsistencyException")
      return nil
    }
    return typed
  }

  /// The view controller of the scene with this storyboard identifier. An unknown identifier is
  /// UIKit's exception (a diagnostic here); the result is then a plain, unconfigured controller.
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    instantiate(identifier: identifier, creator: nil) ?? UIViewController()
  }

  /// iOS 13: the controller with this identifier, created by `creator` when it returns one.
  public func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController {
    var erased: (@MainActor (NSCoder) -> UIViewController?)?
    if let creator { erased = { coder in creator(coder) } }
    let made = instantiate(identifier: identifier, creator: erased)
    if let typed = made as? ViewController { return typed }
    if let made {
      Diagnostics.exception(
        "Storyboard (\(self)) view controller '\(identifier)' is a \(type(of: made)), not a \(ViewController.self)",
        name: "NSInternalInconsistencyException")
    }
    let coder = StoryboardCoder(attributes: [:])
    guard let fallback = ViewController(coder: coder) else {
      preconditionFailure("\(ViewController.self).init(coder:) returned nil for an empty storyboard coder")
    }
    return fallback
  }

  private func instantiateInitial(creator: (@MainActor (NSCoder) -> UIViewController?)?) -> UIViewController? {
    guard let document, let object = document.initialViewController else { return nil }
    return StoryboardInstantiator(storyboard: self).instantiateController(object, creator: creator)
  }

  private func instantiate(identifier: String, creator: (@MainActor (NSCoder) -> UIViewController?)?) -> UIViewController? {
    guard let object = document?.viewController(withStoryboardIdentifier: identifier) else {
      Diagnostics.exception("Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)'")
      return nil
    }
    return StoryboardInstantiator(storyboard: self).instantiateController(object, creator: creator)
  }

  // MARK: References

  /// Storyboards loaded alongside this one (the CLI's files), by name, searched first for
  /// storyboard references.
  package var siblings: [String: UIStoryboard] = [:]

  /// The storyboard a reference names: this one when `name` is nil or its own name, a sibling,
  /// the file next to this one, or `UIStoryboard(name:bundle:)`.
  package func referencedStoryboard(named name: String?) -> UIStoryboard? {
    guard let name, name != self.name else { return self }
    if let sibling = siblings[name] { return sibling }
    if let folder = url?.deletingLastPathComponent() {
      let candidate = folder.appendingPathComponent(name + ".storyboard")
      if FileManager.default.fileExists(atPath: candidate.path), let loaded = try? UIStoryboard(contentsOf: candidate) {
        loaded.siblings = siblings
        return loaded
      }
    }
    let loaded = UIStoryboard(name: name, bundle: bundle)
    return loaded.document == nil ? nil : loaded
  }
}

/// A storyboard that could not be loaded (OpenUIKit extra): missing or unreadable file,
/// malformed XML, not a storyboard, or an inconsistent document. `description` reads like a
/// compiler diagnostic (`Main.storyboard:12:5: error: …`).
public struct StoryboardLoadError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file (or path, for file-system errors) the error is about.
  public let file: String
  /// The 1-based line, when known.
  public let line: Int?
  public let description: String
  package let underlying: StoryboardError

  package init(_ error: StoryboardError) {
    underlying = error
    file = error.file
    line = error.line
    description = error.description
  }
}

/// Where `UIStoryboard(name:bundle:)` looks besides the bundle (OpenUIKit extra): folders holding
/// `.storyboard` files, searched in the order added, and single files registered by name.
///
/// ```swift
/// StoryboardSearchPath.add(URL(fileURLWithPath: "Resources/Storyboards"))
/// let main = UIStoryboard(name: "Main", bundle: nil)   // Resources/Storyboards/Main.storyboard
/// ```
@preconcurrency @MainActor
public enum StoryboardSearchPath {
  public private(set) static var folders: [URL] = []
  private static var files: [String: URL] = [:]

  /// Adds a folder to search (once).
  public static func add(_ folder: URL) {
    let folder = folder.standardizedFileURL
    if !folders.contains(folder) { folders.append(folder) }
  }

  public static func remove(_ folder: URL) {
    folders.removeAll { $0 == folder.standardizedFileURL }
  }

  /// Registers one file under a name (default: its file name without extension).
  public static func register(_ file: URL, name: String? = nil) {
    files[name ?? file.deletingPathExtension().lastPathComponent] = file
  }

  /// The file `UIStoryboard(name:bundle:)` would load.
  public static func locate(_ name: String, bundle: Bundle?) -> URL? {
    if let bundle, let url = bundle.url(forResource: name, withExtension: "storyboard") { return url }
    if let file = files[name] { return file }
    for folder in folders {
      let url = folder.appendingPathComponent(name + ".storyboard")
      if FileManager.default.fileExists(atPath: url.path) { return url }
    }
    return nil
  }
}

/// Parsed documents by file path and modification date: a storyboard loaded again (storyboard
/// references, external-storyboard segues) is not parsed again.
@preconcurrency @MainActor
enum StoryboardDocumentCache {
  private static var entries: [String: (date: Date?, document: StoryboardDocument)] = [:]

  static func document(at url: URL) throws(StoryboardError) -> StoryboardDocument {
    let path = url.standardizedFileURL.path
    let date = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    if let entry = entries[path], entry.date == date, date != nil { return entry.document }
    let document = try StoryboardParser.parse(contentsOf: url)
    entries[path] = (date, document)
    return document
  }
}

import Foundation

/// A storyboard that cannot be read, and where (DESIGN.md "Errors and misuse": recoverable input
/// errors are typed errors that say what and where).
///
/// `file` is the name the caller gave (`parse(data:fileName:)`) or the URL's last path component;
/// lines and columns are 1-based and come from the XML parser. `description` reads like a compiler
/// diagnostic: `Main.storyboard:12:5: error: …`.
package enum StoryboardError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No file at `path`.
  case fileNotFound(path: String)
  /// A file exists but could not be read (a directory, no permission…).
  case unreadableFile(path: String, reason: String)
  /// The data is not well-formed XML (unbalanced tags, bad characters, empty data…).
  case malformedXML(file: String, line: Int, column: Int, message: String)
  /// Well-formed XML, but not an Interface Builder storyboard document; `found` says what it is.
  case notAStoryboard(file: String, found: String)
  /// An element that needs an attribute to mean anything lacks it (a `<segue>` without
  /// `destination`, a `<scene>` without `sceneID`…).
  case missingAttribute(file: String, element: String, attribute: String, line: Int)
  /// An attribute whose value cannot be read as what the format says it is (a frame with
  /// `x="wide"`, a colour component that is not a number…).
  case invalidAttributeValue(file: String, element: String, attribute: String, value: String, line: Int)
  /// The document's `initialViewController` names no scene's view controller.
  case unknownInitialViewController(file: String, id: String)
  /// Two objects (or connections) share an `id`; Interface Builder ids are unique per document.
  case duplicateID(file: String, id: String, line: Int, firstLine: Int)
  /// A segue's `destination` names no object in the document.
  case unknownSegueDestination(file: String, segueID: String, destination: String, line: Int)
  /// A segue (other than an unwind) whose destination is not a view controller: an `<exit>`, a
  /// `<view>`… (`element` is the destination's element name).
  case segueDestinationNotAController(file: String, segueID: String, destination: String, element: String, line: Int)
  /// A tvOS, macOS or watchOS storyboard (`targetRuntime`): this is UIKit for iOS.
  case notIOS(file: String, targetRuntime: String)

  package var description: String {
    switch self {
    case .fileNotFound(let path):
      return "\(path): error: no storyboard file at this path"
    case .unreadableFile(let path, let reason):
      return "\(path): error: the storyboard file could not be read: \(reason)"
    case .malformedXML(let file, let line, let column, let message):
      return "\(file):\(line):\(column): error: malformed XML: \(message)"
    case .notAStoryboard(let file, let found):
      return "\(file): error: not an Interface Builder storyboard (found \(found))"
    case .missingAttribute(let file, let element, let attribute, let line):
      return "\(file):\(line): error: <\(element)> is missing its '\(attribute)' attribute"
    case .invalidAttributeValue(let file, let element, let attribute, let value, let line):
      return "\(file):\(line): error: <\(element)> has an invalid \(attribute)=\"\(value)\""
    case .unknownInitialViewController(let file, let id):
      return "\(file): error: initialViewController \"\(id)\" is not the view controller of any scene"
    case .duplicateID(let file, let id, let line, let firstLine):
      return "\(file):\(line): error: id \"\(id)\" is already used on line \(firstLine)"
    case .unknownSegueDestination(let file, let segueID, let destination, let line):
      return "\(file):\(line): error: segue \"\(segueID)\" points to \"\(destination)\", which is no object in this storyboard"
    case .segueDestinationNotAController(let file, let segueID, let destination, let element, let line):
      return "\(file):\(line): error: segue \"\(segueID)\" points to <\(element) id=\"\(destination)\">, which is not a view controller"
    case .notIOS(let file, let targetRuntime):
      return "\(file): error: not an iOS storyboard (targetRuntime \"\(targetRuntime)\" is \(Self.platform(of: targetRuntime)))"
    }
  }

  /// The platform a `targetRuntime` names.
  static func platform(of targetRuntime: String) -> String {
    if targetRuntime.hasPrefix("AppleTV") { return "tvOS" }
    if targetRuntime.hasPrefix("MacOSX") { return "macOS" }
    if targetRuntime.lowercased().hasPrefix("watchkit") { return "watchOS" }
    return "not iOS"
  }

  /// True for runtimes that are not iOS's (`iOS.CocoaTouch`, `iOS.CocoaTouch.iPad`, or none).
  static func isForeign(_ targetRuntime: String) -> Bool {
    platform(of: targetRuntime) != "not iOS"
  }

  /// The file the error is about (the path for file-system errors).
  package var file: String {
    switch self {
    case .fileNotFound(let path), .unreadableFile(let path, _): return path
    case .malformedXML(let file, _, _, _), .notAStoryboard(let file, _),
      .missingAttribute(let file, _, _, _), .invalidAttributeValue(let file, _, _, _, _),
      .unknownInitialViewController(let file, _), .duplicateID(let file, _, _, _),
      .unknownSegueDestination(let file, _, _, _), .segueDestinationNotAController(let file, _, _, _, _),
      .notIOS(let file, _):
      return file
    }
  }

  /// The 1-based line the error is about, when it has one.
  package var line: Int? {
    switch self {
    case .malformedXML(_, let line, _, _), .missingAttribute(_, _, _, let line),
      .invalidAttributeValue(_, _, _, _, let line), .duplicateID(_, _, let line, _),
      .unknownSegueDestination(_, _, _, let line), .segueDestinationNotAController(_, _, _, _, let line):
      return line
    case .fileNotFound, .unreadableFile, .notAStoryboard, .unknownInitialViewController, .notIOS:
      return nil
    }
  }
}

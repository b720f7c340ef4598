import Foundation
import OpenUIKit

/// The real storyboards in `Tests/Fixtures/Storyboards`, found from this file's path so the tests
/// do not depend on the working directory.
enum StoryboardFixtures {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Storyboard
    .deletingLastPathComponent()  // OpenUIKitTests
    .deletingLastPathComponent()  // Tests
    .appendingPathComponent("Fixtures/Storyboards", isDirectory: true)

  /// Every fixture storyboard: Apple's CustomTransitions sample (Xcode 7, tools 8191–9532) and
  /// Blackboard (Xcode 10, tools 14460).
  static let all = [
    "AppleCustomTransitions/AdaptivePresentation.storyboard",
    "AppleCustomTransitions/Checkerboard.storyboard",
    "AppleCustomTransitions/CrossDissolve.storyboard",
    "AppleCustomTransitions/CustomPresentation.storyboard",
    "AppleCustomTransitions/Main.storyboard",
    "AppleCustomTransitions/Slide.storyboard",
    "AppleCustomTransitions/Swipe.storyboard",
    "Blackboard/Account.storyboard",
    "Blackboard/Main.storyboard",
    "Blackboard/Photo.storyboard",
  ]

  static func url(_ path: String) -> URL { directory.appendingPathComponent(path) }

  static func load(_ path: String) throws -> StoryboardDocument {
    try StoryboardParser.parse(contentsOf: url(path))
  }
}

extension StoryboardDocument {
  /// The object with `id`, or a test failure naming the id.
  func requireObject(_ id: String) throws -> StoryboardObject {
    guard let object = object(withID: id) else { throw FixtureError.missing("object \(id) in \(fileName)") }
    return object
  }

  func requireSegue(_ id: String) throws -> StoryboardSegueDescription {
    guard let segue = segue(withID: id) else { throw FixtureError.missing("segue \(id) in \(fileName)") }
    return segue
  }
}

enum FixtureError: Error, CustomStringConvertible {
  case missing(String)
  var description: String {
    switch self {
    case .missing(let what): return "missing \(what)"
    }
  }
}

/// Parses storyboard XML written inline in a test.
func parseStoryboard(_ xml: String, fileName: String = "Inline.storyboard") throws(StoryboardError) -> StoryboardDocument {
  try StoryboardParser.parse(data: Data(xml.utf8), fileName: fileName)
}

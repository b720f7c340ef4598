import Foundation
import OpenQuartzCore
import OpenUIKitScenarios
import UIKit

/// A storyboard the studio could not load: which file and why.
public struct LiveStoryboardError: Error, CustomStringConvertible {
  public var path: String
  public var reason: String
  public var description: String { "\(path): \(reason)" }
}

/// Storyboards given to the studio: each is a scene showing its initial controller, its custom
/// controller classes as stand-ins (the `--stand-ins` of `openuikit storyboard`), driven by
/// taps and drags.
@MainActor
enum LiveStoryboards {
  /// Loaded storyboards by scene name ("storyboard:Main").
  private(set) static var scenes: [LiveScene] = []

  /// Loads every file (the first error stops) and makes a scene of each.
  static func load(_ paths: [String]) throws(LiveStoryboardError) {
    AppleCustomTransitionsSample.register()
    var loaded: [(String, UIStoryboard, StoryboardDocument)] = []
    for path in paths {
      let storyboard: UIStoryboard
      do {
        storyboard = try UIStoryboard(contentsOf: URL(fileURLWithPath: path))
      } catch {
        throw LiveStoryboardError(path: path, reason: error.description)
      }
      guard let document = storyboard.document else { throw LiveStoryboardError(path: path, reason: "the file could not be read") }
      loaded.append((path, storyboard, document))
    }
    StoryboardStandIns.register(for: loaded.map(\.2))
    scenes = loaded.map { path, storyboard, _ in
      LiveScene(
        name: "storyboard:" + storyboard.name, title: "Storyboard " + storyboard.name,
        summary: "\(path): its initial controller; tap and drag to follow its segues.", device: .phone
      ) { stage in
        guard let initial = storyboard.instantiateInitialViewController() else { return [] }
        stage.show(initial)
        return []
      }
    }
  }
}

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

  /// A storyboard opened from the page: its XML text (at most `maxBytes`) under `fileName`
  /// becomes a scene like a command-line one (stand-ins for its custom classes); one with the
  /// same name is replaced. A malformed file throws and changes nothing.
  static func add(text: String, fileName: String, maxBytes: Int) throws(LiveStoryboardError) -> LiveScene {
    let name = (fileName as NSString).lastPathComponent
    guard name.hasSuffix(".storyboard"), name.count > ".storyboard".count, name.count <= 200 else {
      throw LiveStoryboardError(path: name, reason: "not a .storyboard file")
    }
    guard text.utf8.count <= maxBytes else {
      throw LiveStoryboardError(path: name, reason: "too large (\(text.utf8.count) bytes, at most \(maxBytes))")
    }
    AppleCustomTransitionsSample.register()
    let storyboard: UIStoryboard
    do {
      storyboard = try UIStoryboard(data: Data(text.utf8), fileName: name)
    } catch {
      throw LiveStoryboardError(path: name, reason: error.description)
    }
    guard let document = storyboard.document else { throw LiveStoryboardError(path: name, reason: "the file could not be read") }
    guard document.initialViewControllerID != nil else {
      throw LiveStoryboardError(path: name, reason: "it has no initial view controller")
    }
    StoryboardStandIns.register(for: [document])
    let scene = LiveScene(
      name: "storyboard:" + storyboard.name, title: "Storyboard " + storyboard.name,
      summary: "\(name) (opened from the page): its initial controller; tap and drag to follow its segues.",
      device: .phone
    ) { stage in
      guard let initial = storyboard.instantiateInitialViewController() else { return [] }
      stage.show(initial)
      return []
    }
    scenes.removeAll { $0.name == scene.name }
    scenes.insert(scene, at: 0)
    return scene
  }
}

import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitRender
import OpenUIKitScenarios
import OpenUIKitTesting

/// `openuikit storyboard PATH… [--perform ID]… [--html FILE]`: the logic, apart from argument
/// parsing so that tests can call it.
///
/// Files load together: a storyboard reference in one resolves to another of the files by name
/// before the file system is searched. The listing prints, per file, each scene's controller
/// (class, custom class, storyboard identifier, title) and every segue (kind, identifier,
/// source, destination). `--perform` shows the first file's initial controller in a window and
/// performs each identifier in turn on the visible controller that has it (the top of the
/// presentation chain first, then down the chain; inside navigation and tab bar controllers the
/// visible child first), letting the run settle after each; the trace is printed as
/// "time subject.name" lines.
@MainActor
struct StoryboardTool {
  let urls: [URL]
  private(set) var storyboards: [(name: String, storyboard: UIStoryboard)] = []

  init(paths: [String]) throws {
    // The classes of Apple's CustomTransitions sample (the fixtures) are known to the tool.
    AppleCustomTransitionsSample.register()
    urls = paths.map { URL(fileURLWithPath: $0) }
    for url in urls {
      guard FileManager.default.fileExists(atPath: url.path) else {
        throw CommandError.storyboard("no storyboard file at '\(url.path)'")
      }
      do {
        let storyboard = try UIStoryboard(contentsOf: url)
        storyboards.append((url.deletingPathExtension().lastPathComponent, storyboard))
      } catch {
        throw CommandError.storyboard("cannot load '\(url.path)': \(error.description)")
      }
    }
    let byName = Dictionary(storyboards.map { ($0.name, $0.storyboard) }, uniquingKeysWith: { first, _ in first })
    for entry in storyboards { entry.storyboard.siblings = byName }
  }

  /// Scenes, controllers and segues of every file.
  func listing() -> String {
    var lines: [String] = []
    for (name, storyboard) in storyboards {
      guard let document = storyboard.document else { continue }
      lines.append("\(name).storyboard — \(document.scenes.count) scenes, initial: \(describe(document.initialViewController))")
      for scene in document.scenes {
        if let reference = scene.reference {
          lines.append("  scene \(scene.sceneID): reference to \(reference.storyboardName ?? name).storyboard"
            + (reference.referencedIdentifier.map { " #\($0)" } ?? " (initial)"))
          continue
        }
        lines.append("  scene \(scene.sceneID): \(describe(scene.viewController))")
      }
      for segue in document.segues {
        let source = describe(document.object(withID: segue.sourceViewControllerID ?? ""))
        let destination: String
        if segue.kind == .unwind {
          destination = "unwind \(segue.unwindAction ?? "?")"
        } else {
          destination = describe(document.object(withID: segue.destinationID))
        }
        let identifier = segue.identifier.map { "'\($0)'" } ?? "(no identifier)"
        lines.append("  segue \(segue.kind) \(identifier): \(source) → \(destination)")
      }
    }
    return lines.joined(separator: "\n")
  }

  private func describe(_ object: StoryboardObject?) -> String {
    guard let object else { return "?" }
    var text = object.customClass ?? object.effectiveClassName ?? object.elementName
    if let identifier = object.storyboardIdentifier { text += " #\(identifier)" }
    if let title = object.title { text += " \"\(title)\"" }
    if let id = object.id { text += " (\(id))" }
    return text
  }

  /// Every segue identifier of the first file's scenes and the files they reference.
  var availableIdentifiers: [String] {
    Array(Set(storyboards.flatMap { $0.storyboard.document?.segues.compactMap(\.identifier) ?? [] })).sorted()
  }

  /// Runs `identifiers` from the first file's initial controller and records the run.
  func perform(_ identifiers: [String]) throws -> ScenarioRecording {
    guard let first = storyboards.first else { throw CommandError.storyboard("no storyboard given") }
    for id in identifiers where !availableIdentifiers.contains(id) {
      throw CommandError.storyboard(
        "no segue with identifier '\(id)' in the given storyboards; available: \(availableIdentifiers.joined(separator: ", "))")
    }
    var failure: String?
    let scenario = Scenario(
      "storyboard-\(first.name)", title: "\(first.name).storyboard",
      summary: "The initial controller of \(first.name).storyboard, then the segues " + identifiers.joined(separator: ", ")
    ) { run in
      guard let root = first.storyboard.instantiateInitialViewController() else {
        failure = "\(first.name).storyboard has no initial view controller"
        return
      }
      run.show(root)
      for id in identifiers {
        guard let source = Self.controller(withSegue: id, from: root) else {
          failure = "no visible controller has a segue with identifier '\(id)'"
          return
        }
        run.note("performSegue('\(id)') on \(source._traceName)")
        source.performSegue(withIdentifier: id, sender: nil)
        run.settle()
      }
    }
    let recording = ScenarioRecorder.record(scenario)
    if let failure { throw CommandError.storyboard(failure) }
    return recording
  }

  /// The visible controller with a segue `identifier`: from the top of the presentation chain
  /// down to the root, each controller's visible child first.
  static func controller(withSegue identifier: String, from root: UIViewController) -> UIViewController? {
    var chain: [UIViewController] = [root]
    while let next = chain.last?.presentedViewController, next !== chain.last { chain.append(next) }
    for top in chain.reversed() {
      for candidate in visibleControllers(top) where hasSegue(identifier, candidate) { return candidate }
    }
    return nil
  }

  private static func visibleControllers(_ vc: UIViewController) -> [UIViewController] {
    var result: [UIViewController] = []
    if let nav = vc as? UINavigationController, let top = nav.topViewController { result += visibleControllers(top) }
    if let tab = vc as? UITabBarController, let selected = tab.selectedViewController { result += visibleControllers(selected) }
    for child in vc.children where !result.contains(where: { $0 === child }) { result += visibleControllers(child) }
    result.append(vc)
    return result
  }

  private static func hasSegue(_ identifier: String, _ vc: UIViewController) -> Bool {
    guard let context = vc._storyboardContext, let id = context.object.id else { return false }
    return context.document?.segue(withIdentifier: identifier, fromViewControllerID: id) != nil
  }

  /// The trace as "time subject.name" lines.
  static func traceLines(_ recording: ScenarioRecording) -> String {
    recording.events.map { String(format: "%8.3f  ", $0.time) + "\($0.subject).\($0.name)" }.joined(separator: "\n")
  }

  static func timeline(_ recording: ScenarioRecording) -> Timeline {
    Timeline(
      name: recording.name, title: recording.title, summary: recording.summary, viewportSize: recording.size,
      frames: recording.frames, events: recording.events)
  }
}

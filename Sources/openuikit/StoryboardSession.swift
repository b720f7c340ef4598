import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitRender
import OpenUIKitScenarios

/// The storyboard files of one `openuikit storyboard` invocation, loaded together: describes
/// their scenes and segues, and runs segues by identifier from the first file's initial
/// controller, recording the run as a timeline.
///
/// Storyboard references among the files resolve to each other (`UIStoryboard.siblings`); a
/// reference to a file not given is looked up next to the referring file, then on the
/// storyboard search path. The classes of Apple's CustomTransitions sample (the test fixtures)
/// are registered, so its custom segues and unwind actions run; other custom classes load as
/// their Interface Builder element's UIKit class (UIKit's "Unknown class" warning, which shows
/// in the trace as a diagnostic).
@MainActor
final class StoryboardSession {
  /// One loaded file.
  struct File {
    /// The path as given on the command line.
    var path: String
    var storyboard: UIStoryboard
    var document: StoryboardDocument
    /// "Main", the name references use.
    var name: String
  }

  let files: [File]

  /// Loads every file; the first error stops (`CommandError.invalidStoryboard` carrying the
  /// parser's `StoryboardError` description, or `.duplicateStoryboardName`).
  init(paths: [String]) throws(CommandError) {
    var files: [File] = []
    for path in paths {
      let storyboard: UIStoryboard
      do {
        storyboard = try UIStoryboard(contentsOf: URL(fileURLWithPath: path))
      } catch {
        throw .invalidStoryboard(path, reason: error.description)
      }
      guard let document = storyboard.document else {
        throw .invalidStoryboard(path, reason: "the file could not be read")
      }
      if let other = files.first(where: { $0.name == storyboard.name }) {
        throw .duplicateStoryboardName(storyboard.name, path: path, other: other.path)
      }
      files.append(File(path: path, storyboard: storyboard, document: document, name: storyboard.name))
    }
    self.files = files
  }

  /// The file a storyboard reference names, when it was given.
  func loadedFile(named name: String) -> File? { files.first { $0.name == name } }

  // MARK: Listing

  /// Every file's scenes (with their controllers, storyboard references resolved among the
  /// files) and segues (kind, identifier, source → destination), one per line.
  func listing() -> String {
    var out = ""
    for file in files {
      let document = file.document
      out += "\(document.fileName) (\(file.path)): \(document.scenes.count) scenes, \(document.segues.count) segues"
      if let initial = document.initialViewController {
        out += ", initial controller \(Self.shortName(initial))"
      } else {
        out += ", no initial controller"
      }
      out += "\n  scenes:\n"
      for scene in document.scenes {
        out += "    \(scene.label ?? scene.sceneID): "
        if let controller = scene.viewController {
          out += describe(controller, in: file)
          if controller.id != nil, controller.id == document.initialViewControllerID { out += " (initial)" }
        } else {
          out += "no view controller"
        }
        out += "\n"
      }
      out += "  segues:\n"
      for segue in document.segues {
        out += "    \(describe(segue, in: document))\n"
      }
    }
    return out
  }

  /// A scene's controller: class, element, id, storyboard identifier and title; a reference
  /// says what it resolves to.
  private func describe(_ object: StoryboardObject, in file: File) -> String {
    if let reference = object.storyboardReference {
      var s = "reference to \(Self.referenceName(reference)) [\(object.id ?? "?")]"
      let targetName = reference.storyboardName ?? file.name
      guard let target = loadedFile(named: targetName) else {
        return s + " → \(targetName).storyboard not loaded (looked up next to this file at run time)"
      }
      let resolved =
        reference.referencedIdentifier.map { target.document.viewController(withStoryboardIdentifier: $0) }
        ?? target.document.initialViewController
      if let resolved {
        s += " → \(Self.shortName(resolved)) in \(target.document.fileName)"
      } else {
        s += " → nothing in \(target.document.fileName) (no such controller)"
      }
      return s
    }
    var details = object.customClass == nil ? [] : [object.elementName]
    if let id = object.id { details.append("id \(id)") }
    if let identifier = object.storyboardIdentifier { details.append("storyboard id \"\(identifier)\"") }
    if let title = object.title { details.append("title \"\(title)\"") }
    return "\(object.customClass ?? object.elementName) (\(details.joined(separator: ", ")))"
  }

  /// `kind "identifier" source → destination (details)`.
  private func describe(_ segue: StoryboardSegueDescription, in document: StoryboardDocument) -> String {
    let source = segue.sourceViewControllerID.flatMap { document.object(withID: $0) }.map(Self.shortName) ?? "?"
    let destination = document.object(withID: segue.destinationID).map(Self.shortName) ?? segue.destinationID
    var s = "\(segue.kind) \(segue.identifier.map { "\"\($0)\"" } ?? "-") \(source) → \(destination)"
    var details: [String] = []
    if let relationship = segue.relationship { details.append(relationship) }
    if let action = segue.unwindAction { details.append(action) }
    if let customClass = segue.customClass { details.append("class \(customClass)") }
    if let style = segue.modalPresentationStyle { details.append(style) }
    if !segue.kind.isStructural {
      details.append(segue.isManual ? "manual" : "from \(segue.ownerElementName)")
    }
    if !segue.animates { details.append("not animated") }
    if !details.isEmpty { s += " (\(details.joined(separator: ", ")))" }
    return s
  }

  /// `AAPLMenuViewController [pGg-6v-bdr]`, `Exit`, `Account.storyboard:OpenAccountNavigationController`.
  static func shortName(_ object: StoryboardObject) -> String {
    if object.category == .exit { return "Exit" }
    if let reference = object.storyboardReference { return referenceName(reference) }
    let label = object.customClass ?? object.userLabel ?? object.storyboardIdentifier ?? object.title ?? object.elementName
    return "\(label) [\(object.id ?? "?")]"
  }

  private static func referenceName(_ reference: StoryboardReference) -> String {
    let file = reference.storyboardName.map { "\($0).storyboard" } ?? "this storyboard"
    return file + (reference.referencedIdentifier.map { ":\($0)" } ?? "")
  }

  /// Every segue identifier of the files that `performSegue(withIdentifier:sender:)` can run,
  /// sorted, once each.
  var performableIdentifiers: [String] {
    let all = files.flatMap(\.document.segues).filter { $0.kind != .relationship }.compactMap(\.identifier)
    return Array(Set(all)).sorted()
  }

  // MARK: Running

  /// Shows the first file's initial controller in a window, then performs each segue (or unwind)
  /// in order, letting the run settle after each, and returns the recording.
  func run(performing identifiers: [String], size: CGSize = ScenarioRun.phoneSize, sdk: UIKitSDK = .iOS17) throws(CommandError) -> Timeline {
    try run(steps: identifiers.map(StoryboardStep.perform), size: size, sdk: sdk)
  }

  /// Shows the first file's initial controller in a window of `size`, then runs each step in
  /// order (a segue by identifier, a tap on what a storyboard id or text names, the back button,
  /// a tab), letting the run settle after each, and returns the recording. A `--perform`
  /// identifier no file has is rejected before anything runs (`.unknownSegue`); one that no
  /// visible controller has when its turn comes stops the run (`.segueNotVisible`); a tap target
  /// that is not on screen stops it with `.stepFailed`, naming the steps that ran.
  /// `registersSample`: registers Apple's CustomTransitions classes first (false: no classes).
  func run(
    steps: [StoryboardStep], size: CGSize = ScenarioRun.phoneSize, sdk: UIKitSDK = .iOS17, registersSample: Bool = true
  ) throws(CommandError) -> Timeline {
    let available = performableIdentifiers
    for case .perform(let identifier) in steps where !available.contains(identifier) {
      throw .unknownSegue(identifier, available: available)
    }
    let first = files[0]
    guard first.document.initialViewController != nil else {
      throw .noInitialViewController(first.path)
    }
    if registersSample { AppleCustomTransitionsSample.register() }
    let storyboards = Dictionary(files.map { ($0.name, $0.storyboard) }, uniquingKeysWith: { a, _ in a })
    for file in files { file.storyboard.siblings = storyboards }
    defer { for file in files { file.storyboard.siblings = [:] } }

    let failure = FailureBox()
    let described = steps.isEmpty ? "" : ", then \(steps.map(\.description).joined(separator: " "))"
    let scenario = Scenario(
      "storyboard-\(first.name)", title: "Storyboard: \(first.document.fileName)",
      summary: "\(files.map(\.document.fileName).joined(separator: ", ")): the initial controller of \(first.document.fileName)\(described).",
      size: size, linkedSDK: sdk
    ) { run in
      guard let initial = first.storyboard.instantiateInitialViewController() else {
        failure.error = .noInitialViewController(first.path)
        return
      }
      run.show(initial)
      run.settle()
      var ran: [StoryboardStep] = []
      for step in steps {
        if let error = Self.runStep(step, in: run, ran: ran) {
          failure.error = error
          return
        }
        run.settle()
        ran.append(step)
      }
    }
    let recording = ScenarioRecorder.record(scenario)
    if let error = failure.error { throw error }
    return Timeline(
      name: recording.name, title: recording.title, summary: recording.summary, viewportSize: recording.size,
      frames: recording.frames, events: recording.events)
  }

  /// Runs one step; the error when it cannot.
  private static func runStep(_ step: StoryboardStep, in run: ScenarioRun, ran: [StoryboardStep]) -> CommandError? {
    let visible = visibleControllers(in: run.window)
    switch step {
    case .perform(let identifier):
      guard let source = visible.first(where: { hasSegue(identifier, $0) }) else {
        return .segueNotVisible(
          identifier, visible: visible.map(\._traceName),
          available: Array(Set(visible.flatMap(performableIdentifiers))).sorted())
      }
      run.note("performSegue(\"\(identifier)\") on \(source._traceName)")
      source.performSegue(withIdentifier: identifier, sender: nil)
    case .tap(let query):
      guard let (point, kind) = StoryboardTapFinder.point(for: query, in: run.window, controllers: visible) else {
        return .stepFailed(
          step, reason: "nothing on screen has the storyboard id, title or text '\(query)' (on screen: \(visible.map(\._traceName).joined(separator: ", ")))",
          ran: ran)
      }
      run.note("tap \"\(query)\" (\(kind))")
      run.tap(point)
    case .back:
      guard let point = StoryboardTapFinder.backButtonPoint(controllers: visible) else {
        return .stepFailed(step, reason: "no navigation bar on screen shows a back button", ran: ran)
      }
      run.note("tap back button")
      run.tap(point)
    case .tab(let index):
      guard let (point, count) = StoryboardTapFinder.tabPoint(index, controllers: visible) else {
        return .stepFailed(step, reason: "no tab bar is on screen", ran: ran)
      }
      guard index >= 0, index < count else {
        return .stepFailed(step, reason: "the tab bar on screen has \(count) items (0…\(count - 1))", ran: ran)
      }
      run.note("tap tab \(index)")
      run.tap(point)
    case .drag(let drag):
      let (start, end) = drag.points(in: run.window.bounds)
      run.note("drag \(drag) from (\(Int(start.x)), \(Int(start.y))) to (\(Int(end.x)), \(Int(end.y)))")
      run.drag(from: start, to: end, duration: 0.3)
    }
    return nil
  }

  /// Where a run's error is left by the (non-throwing) scenario script.
  private final class FailureBox {
    var error: CommandError?
  }

  /// The controllers on screen, where a segue identifier is looked for: presentation levels
  /// from the top-most down; within a level the visible leaves before their containers (the top
  /// of a navigation stack, a tab bar's selected controller, other containers' children last
  /// added first), so the most specific controller wins.
  static func visibleControllers(in window: UIWindow) -> [UIViewController] {
    var levels: [[UIViewController]] = []
    var seen = Set<ObjectIdentifier>()
    var level = window.rootViewController
    while let root = level, seen.insert(ObjectIdentifier(root)).inserted {
      let path = visiblePath(root)
      levels.append(path)
      level = path.lazy.compactMap(\._presentedViewController).first
    }
    return levels.reversed().flatMap { $0 }
  }

  private static func visiblePath(_ controller: UIViewController) -> [UIViewController] {
    let shown: [UIViewController]
    switch controller {
    case let navigation as UINavigationController:
      shown = navigation.topViewController.map { [$0] } ?? []
    case let tabBar as UITabBarController:
      shown = tabBar.selectedViewController.map { [$0] } ?? []
    default:
      shown = controller.children.reversed()
    }
    return shown.flatMap(visiblePath) + [controller]
  }

  /// True when `performSegue(withIdentifier:sender:)` on `controller` finds a segue.
  static func hasSegue(_ identifier: String, _ controller: UIViewController) -> Bool {
    guard let context = controller._storyboardContext, let id = context.object.id else { return false }
    return context.document?.segue(withIdentifier: identifier, fromViewControllerID: id) != nil
  }

  /// The identifiers `performSegue` on `controller` can run.
  static func performableIdentifiers(_ controller: UIViewController) -> [String] {
    guard let context = controller._storyboardContext, let id = context.object.id else { return [] }
    return (context.document?.segues(fromViewControllerID: id) ?? [])
      .filter { $0.kind != .relationship }.compactMap(\.identifier)
  }

  // MARK: Trace

  /// One event per line: the time in seconds from the start of the run (3 decimals), the
  /// category, `subject.name`, then the detail when there is one.
  static func traceLines(_ events: [TraceEvent]) -> String {
    var out = ""
    for event in events {
      out += String(format: "%8.3f", event.time) + "  \(event.category)  \(event.subject).\(event.name)"
      if let detail = event.detail { out += "  \(detail)" }
      out += "\n"
    }
    return out
  }
}

import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitScenarios

/// What `StoryboardSession.walk` found: every segue a control owns (button, table cell, bar
/// button item, gesture recognizer's view) reached from the initial controller by taps, fired
/// by a tap on its owner, and where it landed.
struct StoryboardWalkReport: Equatable {
  /// Segues owned by a control (not manual, not structural) in the files.
  var ownedSegues = 0
  /// Owned segues fired by a tap (unwinds included).
  var fired = 0
  /// Of those, unwind segues.
  var unwinds = 0
  /// Owned segues no sequence of taps put on screen.
  var unreached: [String] = []
  /// One line per segue that did not land where UIKit would land it.
  var failures: [String] = []
  /// Runs made (one per fired segue, plus the first).
  var runs = 0
  /// Unwinds fired where no controller up the source's parents and presenters answers the
  /// action: UIKit performs nothing, and the source stayed on screen (counted in `fired`, not
  /// in `unwinds`).
  var unwindsWithoutDestination = 0
  /// Where the walk's runs started: the first file, then each file with segues the first
  /// file's taps did not reach (entered by the app's code, absent here), then "File/identifier"
  /// for scenes only the app's code shows.
  var roots: [String] = []
  /// The same counts per file, in the order given.
  var files: [FileCounts] = []

  /// One file's counts.
  struct FileCounts: Equatable {
    var name: String
    /// Every segue of the file (relationships, embeds and manual ones included).
    var segues = 0
    var owned = 0
    var fired = 0
    /// Unwinds that landed on their destination.
    var unwinds = 0
    var unwindsWithoutDestination = 0
    var failures = 0
  }

  var summary: String {
    var s = "walk: \(ownedSegues) segues owned by controls, \(fired) fired by taps (\(unwinds) unwinds), \(failures.count) failures, \(unreached.count) unreached, \(runs) runs"
    if unwindsWithoutDestination > 0 {
      s += "\n  \(unwindsWithoutDestination) unwinds found no destination (UIKit performs nothing; the source stayed)"
    }
    if roots.count > 1 { s += "\n  walked from: \(roots.joined(separator: ", "))" }
    if files.count > 1 {
      for f in files {
        s += "\n  \(f.name).storyboard: \(f.segues) segues, \(f.owned) owned by controls, \(f.fired) fired"
        s += " (\(f.unwinds) unwinds landed, \(f.unwindsWithoutDestination) without destination), \(f.failures) failures"
      }
    }
    for failure in failures { s += "\n  failed: \(failure)" }
    for segue in unreached { s += "\n  unreached: \(segue)" }
    return s
  }
}

extension StoryboardSession {
  /// Where a walk's runs start: a file's initial controller, or a scene only the app's code
  /// shows (`instantiateViewController(withIdentifier:)`), shown as the window's root.
  private struct WalkRoot {
    var file: File
    var sceneIdentifier: String?
    var name: String { sceneIdentifier.map { "\(file.name)/\($0)" } ?? file.name }
    var sceneID: String? {
      sceneIdentifier.flatMap { file.document.viewController(withStoryboardIdentifier: $0)?.id } ?? file.document.initialViewController?.id
    }
    @MainActor func instantiate() -> UIViewController? {
      guard let sceneIdentifier else { return file.storyboard.instantiateInitialViewController() }
      return file.storyboard.instantiateViewController(withIdentifier: sceneIdentifier)
    }
  }

  /// The walk's roots in order: the first file's initial controller, the other files' initial
  /// controllers, then every scene with a storyboard identifier that no segue, relationship or
  /// storyboard reference leads to and that is not initial (only the app's code shows it).
  private func walkRoots() -> [WalkRoot] {
    var roots = files.filter { $0.document.initialViewController != nil }.map { WalkRoot(file: $0, sceneIdentifier: nil) }
    if let first = roots.firstIndex(where: { $0.file.name == files[0].name }), first != 0 { roots.swapAt(0, first) }
    for file in files {
      let led = Set(file.document.segues.map(\.destinationID))
      let referenced = Set(
        files.flatMap { other in
          other.document.scenes.flatMap(\.objects).compactMap(\.storyboardReference).filter {
            ($0.storyboardName ?? other.name) == file.name
          }.compactMap(\.referencedIdentifier)
        })
      for scene in file.document.scenes {
        guard let controller = scene.viewController, let id = controller.id, let identifier = controller.storyboardIdentifier,
          id != file.document.initialViewController?.id, !led.contains(id), !referenced.contains(identifier)
        else { continue }
        roots.append(WalkRoot(file: file, sceneIdentifier: identifier))
      }
    }
    return roots
  }

  /// A segue of a loaded file, with the file it is in.
  private struct OwnedSegue {
    var segue: StoryboardSegueDescription
    var file: File
    var key: String { "segue:\(file.name):\(segue.id)" }
  }

  /// Walks the files breadth first from the first file's initial controller: each run starts
  /// over, taps the owners of the segues that led to a state, then taps the owner of one segue
  /// not fired yet and checks where it landed — a segue's destination controller on screen; an
  /// unwind's destination (the nearest controller up the source's parents and presenters,
  /// children before their container, that answers `canPerformUnwindSegueAction`) on screen
  /// and the source gone (no such controller: UIKit performs nothing, and the source must stay);
  /// a custom segue class, a controller new on screen. Every owned segue is fired once;
  /// `maxRuns` bounds the walk. Segues of other files the first file's taps do not reach are
  /// walked from their file's initial controller (the app's code that enters them is absent),
  /// then those of scenes only code shows from the scene itself (`walkRoots`).
  /// `registersSample`: registers Apple's CustomTransitions classes first (false for a run with
  /// no classes of the app present).
  func walk(
    size: CGSize = ScenarioRun.phoneSize, sdk: UIKitSDK = .iOS17, maxRuns: Int = 400, registersSample: Bool = true
  ) -> StoryboardWalkReport {
    if registersSample { AppleCustomTransitionsSample.register() }
    let storyboards = Dictionary(files.map { ($0.name, $0.storyboard) }, uniquingKeysWith: { a, _ in a })
    for file in files { file.storyboard.siblings = storyboards }
    defer { for file in files { file.storyboard.siblings = [:] } }

    var owned: [String: OwnedSegue] = [:]
    for file in files {
      for segue in file.document.segues where !segue.kind.isStructural && !segue.isManual && segue.ownerID != nil {
        let entry = OwnedSegue(segue: segue, file: file)
        owned[entry.key] = entry
      }
    }
    var report = StoryboardWalkReport()
    report.ownedSegues = owned.count
    report.files = files.map { file in
      StoryboardWalkReport.FileCounts(
        name: file.name, segues: file.document.segues.count, owned: owned.values.filter { $0.file.name == file.name }.count)
    }
    var done = Set<String>()
    for (index, root) in walkRoots().enumerated() where report.runs < maxRuns {
      // Later roots only for segues not reached yet in their scene (initial: in their file).
      guard
        index == 0
          || owned.values.contains(where: {
            $0.file.name == root.file.name && !done.contains($0.key)
              && (root.sceneIdentifier == nil || $0.segue.sourceViewControllerID == root.sceneID)
          })
      else { continue }
      report.roots.append(root.name)
      var queue: [[String]] = [[]]  // paths of step keys ("segue:…", "action:…", "tab:…")
      while !queue.isEmpty, report.runs < maxRuns {
        let path = queue.removeFirst()
        // Run the path, then list what can be tapped on screen: segue owners, action controls, tabs.
        let (ok, available, _) = runPath(path, from: root, owned: owned, size: size, sdk: sdk, fire: nil, report: &report)
        guard ok else { continue }
        for key in available where !done.contains(key) && report.runs < maxRuns {
          done.insert(key)
          if let entry = owned[key] {
            let failuresBefore = report.failures.count
            let (landed, _, stayed) = runPath(path, from: root, owned: owned, size: size, sdk: sdk, fire: entry, report: &report)
            let f = report.files.firstIndex { $0.name == entry.file.name }
            report.fired += 1
            f.map { report.files[$0].fired += 1 }
            if report.failures.count > failuresBefore {
              f.map { report.files[$0].failures += 1 }
            } else if stayed {
              report.unwindsWithoutDestination += 1
              f.map { report.files[$0].unwindsWithoutDestination += 1 }
            } else if entry.segue.kind == .unwind {
              report.unwinds += 1
              f.map { report.files[$0].unwinds += 1 }
            }
            if landed && !stayed { queue.append(path + [key]) }
          } else {
            // An IB action or a tab: not checked (the app's code decides), explored from.
            queue.append(path + [key])
          }
        }
      }
    }
    report.unreached = owned.keys.filter { !done.contains($0) }.sorted()
    return report
  }

  /// One run: `root`'s initial controller, the taps of `path`, then (with `fire`) a tap on that
  /// segue's owner, checked. Returns whether the run got through, the owned segues whose
  /// owners are on screen at the end, and whether the fired segue was an unwind that found no
  /// destination.
  private func runPath(
    _ path: [String], from root: WalkRoot, owned: [String: OwnedSegue], size: CGSize, sdk: UIKitSDK, fire: OwnedSegue?,
    report: inout StoryboardWalkReport
  ) -> (Bool, [String], Bool) {
    report.runs += 1
    let box = WalkBox()
    let scenario = Scenario("walk", title: "walk", summary: "walk", size: size, linkedSDK: sdk) { run in
      guard let initial = root.instantiate() else {
        box.failure = "no initial controller in \(root.name)"
        return
      }
      run.show(initial)
      run.settle()
      for key in path {
        guard self.runStep(key, owned: owned, in: run) else {
          box.failure = "path step \(key) not on screen"
          return
        }
        run.settle()
      }
      if let fire {
        box.failure = self.fireAndCheck(fire, in: run, stayed: &box.stayed)
        if box.failure != nil { return }
      }
      box.available = self.segueKeysOnScreen(owned, in: run) + self.actionAndTabKeysOnScreen(in: run)
    }
    _ = ScenarioRecorder.record(scenario, capturesFrames: false)
    if let failure = box.failure {
      if let fire { report.failures.append("\(describeSegue(fire)): \(failure)") }
      return (false, [], box.stayed)
    }
    return (true, box.available, box.stayed)
  }

  private final class WalkBox {
    var failure: String?
    var stayed = false
    var available: [String] = []
  }

  private func describeSegue(_ entry: OwnedSegue) -> String {
    let segue = entry.segue
    let name = segue.identifier.map { "\"\($0)\"" } ?? segue.unwindAction ?? segue.id
    return "\(entry.file.name) \(segue.kind) \(name) from \(segue.ownerElementName) \(segue.ownerID ?? "?")"
  }

  /// Taps the owner of `segue` (its view, bar button item's button, cell, or gesture
  /// recognizer's view) among the visible controllers' storyboard objects; nil when not on screen.
  private static func tapOwner(_ segue: StoryboardSegueDescription, in run: ScenarioRun) -> CGPoint? {
    guard let ownerID = segue.ownerID else { return nil }
    let visible = visibleControllers(in: run.window)
    // A gesture recognizer owns the segue: tap its view (by the view's id when it has one).
    for controller in visible {
      if let recognizer = controller._storyboardContext?.objects[ownerID] as? UIGestureRecognizer, let view = recognizer.view {
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        run.note("tap gesture recognizer \(ownerID)")
        run.tap(point)
        return point
      }
    }
    // An accessory-action segue: tap its cell's detail button.
    if segue.attributes["trigger"] == "accessoryAction" {
      for controller in visible {
        guard let cell = controller._storyboardContext?.objects[ownerID] as? UITableViewCell, cell.window != nil,
          let button = cell._detailButtonFrame
        else { continue }
        let point = cell.convert(CGPoint(x: button.midX, y: button.midY), to: nil)
        run.note("tap the detail button of \(ownerID)")
        run.tap(point)
        return point
      }
      return nil
    }
    guard let (point, _) = StoryboardTapFinder.point(for: ownerID, in: run.window, controllers: visible) else { return nil }
    run.note("tap \(ownerID)")
    run.tap(point)
    return point
  }

  /// Runs one step of a path: a segue owner's tap, an action control's tap ("action:FILE:ID"),
  /// a tab ("tab:FILE:TABBARID:INDEX"). False when its target is not on screen.
  private func runStep(_ key: String, owned: [String: OwnedSegue], in run: ScenarioRun) -> Bool {
    if let entry = owned[key] { return Self.tapOwner(entry.segue, in: run) != nil }
    let parts = key.split(separator: ":").map(String.init)
    let visible = Self.visibleControllers(in: run.window)
    if parts.first == "action", parts.count == 3 {
      guard let (point, _) = StoryboardTapFinder.point(for: parts[2], in: run.window, controllers: visible) else { return false }
      run.note("tap \(parts[2]) (action)")
      run.tap(point)
      return true
    }
    if parts.first == "tab", parts.count == 4, let index = Int(parts[3]) {
      guard let (point, count) = StoryboardTapFinder.tabPoint(index, controllers: visible), index < count else { return false }
      run.note("tap tab \(index)")
      run.tap(point)
      return true
    }
    return false
  }

  /// Controls with IB actions and tab bar items on screen now, as step keys.
  private func actionAndTabKeysOnScreen(in run: ScenarioRun) -> [String] {
    let visible = Self.visibleControllers(in: run.window)
    var keys: [String] = []
    for controller in visible {
      guard let context = controller._storyboardContext, let scene = context.document?.scenes.first(where: {
        $0.viewController?.id == context.object.id
      }) else { continue }
      for object in scene.objects.flatMap(\.descendantsAndSelf) where !object.actions.isEmpty {
        guard let id = object.id, context.objects[id] is UIView || context.objects[id] is UIBarButtonItem,
          StoryboardTapFinder.point(for: id, in: run.window, controllers: visible) != nil
        else { continue }
        keys.append("action:\(context.storyboard.name):\(id)")
      }
      if let tabBar = controller as? UITabBarController, tabBar.tabBar.window != nil, let id = context.object.id {
        for index in 0..<(tabBar.tabBar.items?.count ?? 0) { keys.append("tab:\(context.storyboard.name):\(id):\(index)") }
      }
    }
    return keys
  }

  /// The owned segues whose owner is on screen now, in a visible controller made from the
  /// segue's file and scene.
  private func segueKeysOnScreen(_ owned: [String: OwnedSegue], in run: ScenarioRun) -> [String] {
    let visible = Self.visibleControllers(in: run.window)
    var keys: [String] = []
    for (key, entry) in owned.sorted(by: { $0.key < $1.key }) {
      guard let ownerID = entry.segue.ownerID else { continue }
      let source = visible.first { controller in
        controller._storyboardContext?.object.id == entry.segue.sourceViewControllerID
          && controller._storyboardContext?.storyboard.name == entry.file.name
      }
      guard let source, source._storyboardContext?.objects[ownerID] != nil else { continue }
      if source._storyboardContext?.objects[ownerID] is UIGestureRecognizer
        || StoryboardTapFinder.point(for: ownerID, in: run.window, controllers: visible) != nil
      {
        keys.append(key)
      }
    }
    return keys
  }

  /// Taps the segue's owner and checks the landing; the failure, or nil.
  private func fireAndCheck(_ entry: OwnedSegue, in run: ScenarioRun, stayed: inout Bool) -> String? {
    let segue = entry.segue
    let visibleBefore = Self.visibleControllers(in: run.window)
    let source = visibleBefore.first {
      $0._storyboardContext?.object.id == segue.sourceViewControllerID && $0._storyboardContext?.storyboard.name == entry.file.name
    }
    guard let source else { return "its source controller is not on screen" }
    var expectedUnwind: UIViewController?
    if segue.kind == .unwind {
      guard let action = segue.unwindAction else { return "no unwind action" }
      expectedUnwind = Self.unwindDestination(Selector(action), from: source)
      if expectedUnwind == nil {
        // UIKit finds no destination and performs nothing: the source stays.
        guard Self.tapOwner(segue, in: run) != nil else { return "its owner is not on screen" }
        run.settle()
        stayed = true
        return Self.visibleControllers(in: run.window).contains { $0 === source }
          ? nil : "no controller answers \(action), yet its source \(source._traceName) left the screen"
      }
    }
    guard Self.tapOwner(segue, in: run) != nil else { return "its owner is not on screen" }
    run.settle()
    let visible = Self.visibleControllers(in: run.window)
    if let expected = expectedUnwind {
      guard visible.contains(where: { $0 === expected }) else {
        return "the unwind should land on \(expected._traceName); on screen: \(visible.map(\._traceName).joined(separator: ", "))"
      }
      if expected !== source && visible.contains(where: { $0 === source }) {
        return "the unwind landed but its source \(source._traceName) is still on screen"
      }
      return nil
    }
    if segue.kind == .custom {
      // A custom segue class decides what it shows (Apple's sample loads another storyboard
      // in its place): it lands when a controller that was not on screen is.
      let before = Set(visibleBefore.map(ObjectIdentifier.init))
      return visible.contains { !before.contains(ObjectIdentifier($0)) }
        ? nil : "nothing new is on screen: \(visible.map(\._traceName).joined(separator: ", "))"
    }
    guard let (name, id) = destination(of: segue, in: entry.file) else {
      return "its destination \(segue.destinationID) resolves to nothing"
    }
    let landed = visible.contains { $0._storyboardContext?.object.id == id && $0._storyboardContext?.storyboard.name == name }
    return landed ? nil : "destination \(id) in \(name).storyboard not on screen; on screen: \(visible.map(\._traceName).joined(separator: ", "))"
  }

  /// The storyboard name and controller id a segue's destination is (a storyboard reference
  /// resolved among the files).
  private func destination(of segue: StoryboardSegueDescription, in file: File) -> (String, String)? {
    guard let object = file.document.object(withID: segue.destinationID) else { return nil }
    guard let reference = object.storyboardReference else { return object.id.map { (file.name, $0) } }
    guard let target = loadedFile(named: reference.storyboardName ?? file.name) else { return nil }
    let resolved =
      reference.referencedIdentifier.map { target.document.viewController(withStoryboardIdentifier: $0) }
      ?? target.document.initialViewController
    guard let id = resolved?.id else { return nil }
    return (target.name, id)
  }

  /// UIKit's unwind destination search (UIViewController docs, "Unwind segues"; iOS 9+): from
  /// the source up its parents, then to the presenting controller, each container's other
  /// allowed children (last first) before the container itself; the first that
  /// `canPerformUnwindSegueAction(_:from:sender:)` answers true.
  static func unwindDestination(_ action: Selector, from source: UIViewController) -> UIViewController? {
    var current: UIViewController = source
    var seen = Set<ObjectIdentifier>()
    while seen.insert(ObjectIdentifier(current)).inserted {
      let next: UIViewController
      if let parent = current.parent {
        next = parent
      } else if let presenting = current.presentingViewController {
        next = presenting
      } else {
        return nil
      }
      for child in next.children.reversed() where child !== current {
        if child.canPerformUnwindSegueAction(action, from: source, sender: nil) { return child }
      }
      if next.canPerformUnwindSegueAction(action, from: source, sender: nil) { return next }
      current = next
    }
    return nil
  }
}

extension CommandError {
  /// `--walk` found segues that did not land where UIKit lands them; carries what was printed.
  static func walkFailed(_ output: String) -> CommandError {
    CommandError(kind: .walkFailed, description: output)
  }
}

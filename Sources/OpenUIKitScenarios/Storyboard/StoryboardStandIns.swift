import Foundation
import OpenUIKit

/// `--stand-ins`: a storyboard's custom controller classes that are not registered get a
/// stand-in, a subclass of their element's UIKit class that answers the IB actions the
/// storyboard connects to that scene and the unwind actions meant for it, each recorded in the
/// trace ("stand-in  MainViewController [BYZ-38-t0r].unwindToMain:"). So unwind segues find
/// their destination as UIKit would with the app's classes present.
///
/// A storyboard rarely says which class implements an unwind action (Xcode offers every
/// action of the project): which stand-in answers which unwind is chosen in
/// StoryboardStandIns+Unwinds (`<classes>` when present, else the action's name, else every
/// stand-in; Docs/Behaviour.md).
@MainActor
package enum StoryboardStandIns {
  /// Unregistered custom classes of controllers, views and custom segues in `documents`, sorted.
  package static func missingClasses(in documents: [StoryboardDocument]) -> [String] {
    var names = Set<String>()
    for document in documents {
      for scene in document.scenes {
        for object in scene.objects.flatMap(\.descendantsAndSelf) {
          guard let name = object.customClass else { continue }
          let known: Bool
          switch object.category {
          case .viewController: known = StoryboardClassRegistry.controllerFactory(name, module: object.customModule) != nil
          case .view: known = StoryboardClassRegistry.viewFactory(name, module: object.customModule) != nil
          default: continue
          }
          if !known { names.insert(name) }
        }
      }
    }
    return names.union(missingSegueClasses(in: documents)).union(missingObjectClasses(in: documents)).sorted()
  }

  /// Registers a stand-in for every unregistered controller, custom segue and custom object
  /// class of `documents`; returns their names.
  @discardableResult
  package static func register(for documents: [StoryboardDocument]) -> [String] {
    var scenesByClass: [String: [StoryboardObject]] = [:]
    var unwindActions = Set<String>()
    for document in documents {
      for segue in document.segues where segue.kind == .unwind {
        if let action = segue.unwindAction { unwindActions.insert(action) }
      }
      for scene in document.scenes {
        guard let controller = scene.viewController, let name = controller.customClass,
          StoryboardClassRegistry.controllerFactory(name, module: controller.customModule) == nil
        else { continue }
        scenesByClass[name, default: []].append(controller)
      }
    }
    let classes = Array(scenesByClass.keys).sorted()
    var declarations = StoryboardClassDeclarations()
    for document in documents { declarations.merge(document.classDeclarations) }
    let unwindAnswers = unwindAnswers(actions: unwindActions, classes: classes, declarations: declarations)
    let segueClasses = missingSegueClasses(in: documents)
    for name in segueClasses { registerStandInSegue(name) }
    let objectClasses = registerObjectStandIns(for: documents)
    for name in classes {
      let scenes = scenesByClass[name] ?? []
      // IB actions the storyboard sends to this class's scenes.
      var actions = Set<String>()
      for document in documents {
        for object in document.scenes.flatMap(\.objects).flatMap(\.descendantsAndSelf) {
          for action in object.actions where scenes.contains(where: { $0.id == action.destinationID }) {
            actions.insert(action.selector)
          }
        }
      }
      let unwinds = unwindAnswers[name] ?? [:]
      let element = scenes.first?.elementName ?? "viewController"
      registerStandIn(name, element: element, actions: actions, unwinds: unwinds)
    }
    return Array(Set(classes).union(segueClasses).union(objectClasses)).sorted()
  }

  /// Unregistered `customClass`es of custom (not unwind) segues in `documents`, sorted.
  package static func missingSegueClasses(in documents: [StoryboardDocument]) -> [String] {
    var names = Set<String>()
    for document in documents {
      for segue in document.segues where segue.kind == .custom {
        guard let name = segue.customClass, StoryboardClassRegistry.segueFactory(name, module: segue.customModule) == nil
        else { continue }
        names.insert(name)
      }
    }
    return names.sorted()
  }

  /// A stand-in for a custom segue class whose code is absent: it presents its destination
  /// (UIKit has no rule here — it raises when the class is missing; Docs/Behaviour.md).
  private static func registerStandInSegue(_ name: String) {
    StoryboardClassRegistry.registerSegue(StandInSegue.self, name: name) { identifier, source, destination in
      StandInSegue(className: name, identifier: identifier, source: source, destination: destination)
    }
  }

  /// Forgets the stand-ins `register(for:)` made (their names), so later loads see the
  /// classes as missing again.
  package static func unregister(_ names: [String]) {
    for name in names {
      StoryboardClassRegistry.unregisterController(named: name)
      StoryboardClassRegistry.unregisterSegue(named: name)
      StoryboardClassRegistry.unregisterObject(named: name)
    }
  }

  private static func registerStandIn(
    _ name: String, element: String, actions: Set<String>, unwinds: [String: UnwindReason]
  ) {
    let answers = StandInAnswers(className: name, actions: actions, unwinds: unwinds)
    switch element {
    case "tableViewController":
      StoryboardClassRegistry.register(StandInTableViewController.self, name: name) { _ in StandInTableViewController(answers) }
    case "navigationController":
      StoryboardClassRegistry.register(StandInNavigationController.self, name: name) { _ in StandInNavigationController(answers) }
    case "tabBarController":
      StoryboardClassRegistry.register(StandInTabBarController.self, name: name) { _ in StandInTabBarController(answers) }
    case "splitViewController":
      StoryboardClassRegistry.register(StandInSplitViewController.self, name: name) { _ in StandInSplitViewController(answers) }
    default:
      StoryboardClassRegistry.register(StandInViewController.self, name: name) { _ in StandInViewController(answers) }
    }
    for selector in actions.union(unwinds.keys) {
      for type in [
        StandInViewController.self, StandInTableViewController.self, StandInNavigationController.self,
        StandInTabBarController.self, StandInSplitViewController.self,
      ] as [UIViewController.Type] {
        ActionRegistry.register(type, Selector(selector)) { (controller: UIViewController, _: Any?) in
          guard let standIn = controller as? StandIn, standIn.answers.answers(selector) else { return }
          EventTrace.record("stand-in", controller, selector, standIn.answers.unwinds[selector]?.rawValue)
        }
      }
    }
  }
}

/// The stand-in of a custom segue class that is not registered: `perform()` presents the
/// destination modally (with the segue's *Animates* flag, as the storyboard runtime applies
/// it), recorded in the trace as a "stand-in" event naming the missing class.
@MainActor
final class StandInSegue: UIStoryboardSegue {
  let className: String
  init(className: String, identifier: String?, source: UIViewController, destination: UIViewController) {
    self.className = className
    super.init(identifier: identifier, source: source, destination: destination)
  }
  override func perform() {
    if let (name, initial) = externalStoryboardInitialController() {
      EventTrace.record(
        "stand-in", source, "\(className).perform",
        "\(identifier ?? ""): the identifier names \(name).storyboard; its initial controller stands for the empty placeholder")
      source.present(initial, animated: true)
      return
    }
    EventTrace.record("stand-in", source, "\(className).perform", identifier ?? "")
    source.present(destination, animated: true)
  }

  /// A custom segue drawn to an empty placeholder scene (a container with no relationship, or a
  /// controller whose view has no subviews) whose identifier is the name of another storyboard
  /// of the app (loaded alongside, or the file next to the source's): the storyboard's name
  /// and initial controller. This is the pattern of storyboards that predate storyboard
  /// references (Apple's external-storyboard segue): the code the stand-in replaces swaps in that
  /// storyboard's initial controller (Docs/Behaviour.md, "Unwinds without the app's classes").
  private func externalStoryboardInitialController() -> (String, UIViewController)? {
    guard let identifier, !identifier.isEmpty, let storyboard = source._storyboardContext?.storyboard,
      identifier != storyboard.name, let placeholder = destination._storyboardContext,
      let document = placeholder.document, let id = placeholder.object.id
    else { return nil }
    let isEmpty =
      document.relationshipSegues(ofViewControllerID: id).isEmpty && (placeholder.object.view?.subviews.isEmpty ?? true)
    guard isEmpty else { return nil }
    let sibling: UIStoryboard?
    if let loaded = storyboard.siblings[identifier] {
      sibling = loaded
    } else if let folder = storyboard.url?.deletingLastPathComponent(),
      FileManager.default.fileExists(atPath: folder.appendingPathComponent(identifier + ".storyboard").path)
    {
      sibling = storyboard.referencedStoryboard(named: identifier)
    } else {
      sibling = nil
    }
    guard let sibling, sibling !== storyboard, sibling.document?.initialViewControllerID != nil,
      let initial = sibling.instantiateInitialViewController()
    else { return nil }
    return (identifier, initial)
  }
}

/// What one stand-in answers.
struct StandInAnswers {
  var className: String
  var actions: Set<String>
  /// The unwind actions it answers, with why (StoryboardStandIns+Unwinds).
  var unwinds: [String: StoryboardStandIns.UnwindReason]
  func answers(_ selector: String) -> Bool { actions.contains(selector) || unwinds[selector] != nil }
  /// `canPerformUnwindSegueAction`: an action it answers, and never for the unwind's own source
  /// (UIKit's default: "responds to the action and is not fromViewController").
  @MainActor func canPerformUnwind(_ action: Selector, from source: UIViewController, receiver: UIViewController) -> Bool {
    unwinds[action.name] != nil && source !== receiver
  }
}

/// A stand-in controller: names its class in traces, answers its unwind actions.
@MainActor
protocol StandIn: UIViewController {
  var answers: StandInAnswers { get }
}

extension StandIn {
  func nameInTraces() { _storyboardContext?.traceClassName = answers.className }
}

@MainActor
final class StandInViewController: UIViewController, StandIn {
  let answers: StandInAnswers
  init(_ answers: StandInAnswers) {
    self.answers = answers
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func awakeFromNib() { nameInTraces() }
  override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
    answers.canPerformUnwind(action, from: fromViewController, receiver: self)
  }
}

@MainActor
final class StandInTableViewController: UITableViewController, StandIn {
  let answers: StandInAnswers
  init(_ answers: StandInAnswers) {
    self.answers = answers
    super.init(style: .plain)
  }
  required init?(coder: NSCoder) { nil }
  override func awakeFromNib() { nameInTraces() }
  override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
    answers.canPerformUnwind(action, from: fromViewController, receiver: self)
  }
}

@MainActor
final class StandInNavigationController: UINavigationController, StandIn {
  let answers: StandInAnswers
  init(_ answers: StandInAnswers) {
    self.answers = answers
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func awakeFromNib() { nameInTraces() }
  override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
    answers.canPerformUnwind(action, from: fromViewController, receiver: self)
  }
}

@MainActor
final class StandInTabBarController: UITabBarController, StandIn {
  let answers: StandInAnswers
  init(_ answers: StandInAnswers) {
    self.answers = answers
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func awakeFromNib() { nameInTraces() }
  override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
    answers.canPerformUnwind(action, from: fromViewController, receiver: self)
  }
}

@MainActor
final class StandInSplitViewController: UISplitViewController, StandIn {
  let answers: StandInAnswers
  init(_ answers: StandInAnswers) {
    self.answers = answers
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func awakeFromNib() { nameInTraces() }
  override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
    answers.canPerformUnwind(action, from: fromViewController, receiver: self)
  }
}

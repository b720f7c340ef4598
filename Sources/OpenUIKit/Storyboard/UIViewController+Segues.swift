import Foundation

extension UIViewController {
  /// `performSegue(withIdentifier:sender:)`: the segue with that identifier in this controller's
  /// scene (triggered or manual; never relationship segues), without `shouldPerformSegue`. An
  /// unknown identifier, or a controller not made by a storyboard, is UIKit's exception.
  func _performSegue(withIdentifier identifier: String, sender: Any?) {
    guard let context = _storyboardContext, let id = context.object.id,
      let segue = context.document?.segue(withIdentifier: identifier, fromViewControllerID: id)
    else {
      Diagnostics.exception("Receiver (\(self)) has no segue with identifier '\(identifier)'")
      return
    }
    StoryboardSegueTemplate(storyboard: context.storyboard, segue: segue)
      .run(from: self, sender: sender, asksShouldPerform: false)
  }
}

/// The segue UIKit makes for an unwind: its `perform()` walks the containers between the
/// destination and the source (`unwind(for:towards:)`) and dismisses what is presented above
/// the destination, only the top-most presentation animated.
@preconcurrency @MainActor
final class StoryboardUnwindSegue: UIStoryboardSegue {
  override func perform() {
    UIViewController._performUnwindTransition(self)
  }
}

extension UIViewController {
  // MARK: Defaults of the overridable unwind methods

  func _defaultCanPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController) -> Bool {
    self !== fromViewController && ActionRegistry.responds(self, to: action)
  }

  func _defaultAllowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
    let containing = childContaining(source)
    return children.filter { $0 !== containing }
  }

  /// The child of the receiver that `vc` is, or is inside (through parents and presenters).
  func _childContaining(_ vc: UIViewController) -> UIViewController? {
    var current: UIViewController? = vc
    while let c = current {
      if c._parent === self { return c }
      current = c._parent ?? c._presentingViewController
    }
    return nil
  }

  func _defaultUnwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
    StoryboardContainerUnwinding.unwind(self, for: unwindSegue, towards: subsequentVC)
  }

  // MARK: Search (spec §8.3)

  /// The unwind destination for `source` (iOS 9+): from the source up through parents and
  /// presenters; at each ancestor its allowed children (and their allowed children) are asked
  /// first, last child first (the top of a navigation stack), then the ancestor itself. nil when
  /// nobody accepts.
  package static func _unwindDestination(for source: UIStoryboardUnwindSegueSource) -> UIViewController? {
    var current = source.source
    var visited: Set<ObjectIdentifier> = [ObjectIdentifier(current)]
    while let next = current._parent ?? current._presentingViewController {
      guard visited.insert(ObjectIdentifier(next)).inserted else { return nil }
      for child in next.allowedChildrenForUnwinding(from: source).reversed() where child !== current {
        if let found = child._unwindCandidate(source, visited: &visited) { return found }
      }
      if next.canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: source.sender) {
        return next
      }
      current = next
    }
    return nil
  }

  private func _unwindCandidate(_ source: UIStoryboardUnwindSegueSource, visited: inout Set<ObjectIdentifier>) -> UIViewController? {
    guard visited.insert(ObjectIdentifier(self)).inserted else { return nil }
    if canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: source.sender) { return self }
    for child in allowedChildrenForUnwinding(from: source).reversed() {
      if let found = child._unwindCandidate(source, visited: &visited) { return found }
    }
    return nil
  }

  // MARK: Execution

  /// Runs an unwind segue from this controller: search, then source `prepare(for:sender:)`, the
  /// destination's unwind action (through `ActionRegistry`, with the segue as argument), then
  /// `perform()`. No destination: nothing happens (UIKit fails silently).
  package func _performUnwindSegue(action: Selector, identifier: String?, sender: Any?, template: StoryboardSegueTemplate?) {
    let unwindSource = UIStoryboardUnwindSegueSource(source: self, unwindAction: action, sender: sender)
    guard let destination = Self._unwindDestination(for: unwindSource) else {
      EventTrace.record("segue", self, "unwind found no destination", action.name)
      return
    }
    var segue: UIStoryboardSegue?
    if let template, let customClass = template.segue.customClass {
      if let factory = StoryboardClassRegistry.segueFactory(customClass, module: template.segue.customModule) {
        segue = factory(identifier, self, destination)
      } else {
        Diagnostics.warningPrintedOnce("Unknown class \(customClass) in Interface Builder file.")
      }
    }
    let made = segue ?? StoryboardUnwindSegue(identifier: identifier, source: self, destination: destination)
    made._animates = template?.segue.animates ?? true
    EventTrace.record("segue", self, "prepare(for:sender:)", identifier ?? action.name)
    prepare(for: made, sender: sender)
    EventTrace.record("segue", destination, action.name)
    ActionRegistry.perform(action, on: destination, sender: made)
    made._performFromStoryboard()
  }

  /// The default unwind transition: containers between the destination and the root of its
  /// presentation level show the child towards it (top-down), then the presentation above the
  /// destination that holds the source is dismissed (UIKit animates only the top one).
  static func _performUnwindTransition(_ segue: UIStoryboardSegue) {
    let destination = segue.destination
    let level = destination._containmentRoot
    // The presenter at the destination's level whose presentation holds the source.
    var presenter: UIViewController?
    var current: UIViewController? = segue.source
    while let c = current {
      if let p = c._presentingViewController {
        if p._containmentRoot === level {
          presenter = p
          break
        }
        current = p
      } else {
        current = c._parent
      }
    }
    var path: [(container: UIViewController, child: UIViewController)] = []
    var child = destination
    while let parent = child._parent {
      path.append((parent, child))
      child = parent
    }
    StoryboardContainerUnwinding.dismissing = presenter != nil
    for step in path.reversed() {
      step.container.unwind(for: segue, towards: step.child)
    }
    StoryboardContainerUnwinding.dismissing = false
    if let presenter {
      presenter.dismiss(animated: segue._animates)
    }
  }

  /// The top of this controller's containment tree.
  var _containmentRoot: UIViewController {
    var vc = self
    while let parent = vc._parent { vc = parent }
    return vc
  }
}

/// What built-in containers do in `unwind(for:towards:)`.
@preconcurrency @MainActor
enum StoryboardContainerUnwinding {
  /// True while the unwind also dismisses a presentation above the containers: their own
  /// changes are then not animated (only the top-most presentation is).
  static var dismissing = false

  static func unwind(_ container: UIViewController, for segue: UIStoryboardSegue, towards child: UIViewController) {
    EventTrace.record("segue", container, "unwind(for:towards:)", child._traceName)
    switch container {
    case let navigation as UINavigationController:
      navigation._unwindPop(toChildContaining: child, animated: !dismissing)
    case let tabBar as UITabBarController:
      tabBar._unwindSelect(childContaining: child)
    default:
      break
    }
  }
}

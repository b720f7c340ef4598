import Foundation

/// A storyboard segue waiting to run (UIKit's private `UIStoryboardSegueTemplate`): triggered by
/// a control, bar button item or gesture recognizer, or run by `performSegue(withIdentifier:)`.
///
/// Running it follows spec §8.1: `shouldPerformSegue(withIdentifier:sender:)` (triggered only) →
/// destination instantiated (through a registered segue action when the segue has a
/// `destinationCreationSelector`) → segue created (`customClass` through the registry, or a
/// built-in kind) → source `prepare(for:sender:)` → `perform()` (animations disabled when the
/// segue's *Animates* is off). Unwind segues go to `UIViewController._performUnwindSegue`.
@preconcurrency @MainActor
package struct StoryboardSegueTemplate {
  package let storyboard: UIStoryboard
  package let segue: StoryboardSegueDescription

  package init(storyboard: UIStoryboard, segue: StoryboardSegueDescription) {
    self.storyboard = storyboard
    self.segue = segue
  }

  /// A control, bar item or gesture fired the segue: asks `shouldPerformSegue` first.
  package func trigger(from source: UIViewController, sender: Any?) {
    run(from: source, sender: sender, asksShouldPerform: true)
  }

  package func run(from source: UIViewController, sender: Any?, asksShouldPerform: Bool) {
    if asksShouldPerform {
      let identifier = segue.identifier ?? ""
      EventTrace.record("segue", source, "shouldPerformSegue", identifier)
      guard source.shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return }
    }
    if segue.kind == .unwind {
      source._performUnwindSegue(
        action: Selector(segue.unwindAction ?? ""), identifier: segue.identifier, sender: sender, template: self)
      return
    }
    guard let destination = makeDestination(source: source, sender: sender) else { return }
    let made = makeSegue(source: source, destination: destination, sender: sender)
    EventTrace.record("segue", source, "prepare(for:sender:)", segue.identifier ?? segue.kind.rawValue)
    source.prepare(for: made, sender: sender)
    made._performFromStoryboard()
  }

  /// Embed segue of a container view: the child is added while the parent's view loads.
  func embed(in containerView: UIView, source: UIViewController) {
    guard let destination = makeDestination(source: source, sender: source) else { return }
    let made = UIStoryboardSegue(identifier: segue.identifier, source: source, destination: destination) {
      [weak containerView] in
      guard let containerView else { return }
      Self.embed(destination, in: containerView, parent: source)
    }
    EventTrace.record("segue", source, "prepare(for:sender:)", segue.identifier ?? "embed")
    source.prepare(for: made, sender: source)
    made._performFromStoryboard()
  }

  private static func embed(_ child: UIViewController, in containerView: UIView, parent: UIViewController) {
    parent.addChild(child)
    let view: UIView = child.view
    view.frame = containerView.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    containerView.addSubview(view)
    child.didMove(toParent: parent)
  }

  private func makeDestination(source: UIViewController, sender: Any?) -> UIViewController? {
    guard let object = storyboard.document?.object(withID: segue.destinationID) else {
      Diagnostics.exception("Could not find the destination \"\(segue.destinationID)\" of segue \(segue.id)")
      return nil
    }
    var creator: (@MainActor (NSCoder) -> UIViewController?)?
    if let selector = segue.attributes["destinationCreationSelector"] {
      if let make = StoryboardClassRegistry.segueAction(selector, on: source) {
        creator = { [weak source] coder in source.flatMap { make($0, coder, sender) } }
      } else {
        Diagnostics.exception("\(source) does not implement the segue action '\(selector)'")
        return nil
      }
    }
    return StoryboardInstantiator(storyboard: storyboard).instantiateController(object, creator: creator)
  }

  /// The segue object: the registered custom class, else a built-in kind.
  func makeSegue(source: UIViewController, destination: UIViewController, sender: Any?) -> UIStoryboardSegue {
    var made: UIStoryboardSegue?
    if let customClass = segue.customClass {
      if let factory = StoryboardClassRegistry.segueFactory(customClass, module: segue.customModule) {
        made = factory(segue.identifier, source, destination)
      } else {
        Diagnostics.warningPrintedOnce("Unknown class \(customClass) in Interface Builder file.")
      }
    }
    let result =
      made
      ?? UIStoryboardSegue(
        identifier: segue.identifier, source: source, destination: destination,
        performHandler: builtInPerformHandler(source: source, destination: destination, sender: sender))
    result._animates = segue.animates
    return result
  }

  /// What each built-in kind does (spec §8.1 table; legacy kinds as their modern equivalents).
  private func builtInPerformHandler(
    source: UIViewController, destination: UIViewController, sender: Any?
  ) -> @MainActor () -> Void {
    let segue = self.segue
    let animated = segue.animates
    switch segue.kind {
    case .show, .push:
      return { source.show(destination, sender: sender) }
    case .showDetail, .replace:
      return { source.showDetailViewController(destination, sender: sender) }
    case .presentation, .modal:
      return {
        if let style = segue.modalPresentationStyle.flatMap(storyboardPresentationStyle) {
          destination.modalPresentationStyle = style
        }
        if let style = segue.modalTransitionStyle.flatMap(storyboardTransitionStyle) {
          destination.modalTransitionStyle = style
        }
        source.present(destination, animated: animated)
      }
    case .popoverPresentation, .popover:
      return {
        destination.modalPresentationStyle = .popover
        if let popover = destination.popoverPresentationController {
          let objects = source._storyboardContext?.objects ?? [:]
          if let id = segue.popoverAnchorViewID, let view = objects[id] as? UIView {
            popover.sourceView = view
            popover.sourceRect = view.bounds
          } else if let id = segue.popoverAnchorBarButtonItemID, let item = objects[id] as? UIBarButtonItem {
            popover.barButtonItem = item
          } else if let item = sender as? UIBarButtonItem {
            popover.barButtonItem = item
          } else if let view = sender as? UIView {
            popover.sourceView = view
            popover.sourceRect = view.bounds
          }
          if let directions = segue.popoverArrowDirections {
            popover.permittedArrowDirections = UIPopoverArrowDirection(rawValue: directions.rawValue)
          }
        }
        source.present(destination, animated: animated)
      }
    case .embed:
      // Performed by identifier: into the container view that owns the segue (loading the
      // source's view if needed), else the source's root view.
      let ownerID = segue.ownerID
      return {
        let owner = source.view != nil ? ownerID.flatMap { source._storyboardContext?.objects[$0] } : nil
        let containerView = owner as? UIView ?? source.viewIfLoaded
        if let containerView {
          Self.embed(destination, in: containerView, parent: source)
        }
      }
    case .custom:
      // A custom segue whose class is not registered (already reported): UIStoryboardSegue's
      // own perform does nothing.
      return {}
    case .relationship, .unwind:
      return {}
    case .unknown(let raw):
      return { Diagnostics.warning("Unknown segue kind '\(raw)' in Interface Builder file.") }
    }
  }
}

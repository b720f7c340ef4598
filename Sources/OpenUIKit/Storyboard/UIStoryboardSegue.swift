import Foundation

/// A transition between two view controllers of a storyboard (or made in code).
///
/// Storyboard segues are created by the storyboard runtime right before they run: the source's
/// `shouldPerformSegue(withIdentifier:sender:)` (triggered segues only), the destination is
/// instantiated, the segue is created, the source's `prepare(for:sender:)`, then `perform()`.
/// Subclass and override `perform()` for a custom segue; register the subclass for storyboards
/// with `StoryboardClassRegistry.registerSegue(_:name:factory:)`.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
  open nonisolated override var description: String {
    MainActor.assumeIsolated {
      "<\(type(of: self)): \(ObjectIdentifier(self).debugAddress) identifier=\(identifier.map { "'\($0)'" } ?? "nil")>"
    }
  }

  public let identifier: String?
  public let source: UIViewController
  public let destination: UIViewController

  private final var performHandler: (@MainActor () -> Void)?
  /// The storyboard segue's *Animates* checkbox (false runs `perform` with UIView animations
  /// disabled).
  package var _animates = true

  /// A segue from `source` to `destination`; its `perform()` does nothing until overridden.
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
  }

  /// A segue whose `perform()` runs `performHandler`.
  public convenience init(
    identifier: String?, source: UIViewController, destination: UIViewController,
    performHandler: @escaping @MainActor () -> Void
  ) {
    self.init(identifier: identifier, source: source, destination: destination)
    self.performHandler = performHandler
  }

  /// Performs the transition. The default runs the perform handler, if any.
  open func perform() {
    performHandler?()
  }

  /// Runs `perform()` as the storyboard runtime does: with animations disabled when the segue's
  /// *Animates* checkbox is off (UIStoryboardSegue.h).
  package func _performFromStoryboard() {
    EventTrace.record("segue", source, "perform", identifier ?? String(describing: type(of: self)))
    if _animates {
      perform()
      return
    }
    let wereEnabled = UIView.areAnimationsEnabled
    UIView.setAnimationsEnabled(false)
    perform()
    UIView.setAnimationsEnabled(wereEnabled)
  }
}

/// What an unwind segue starts from: UIKit hands it to `allowedChildrenForUnwinding(from:)` and
/// `childContaining(_:)` while it searches for the destination.
@preconcurrency @MainActor
open class UIStoryboardUnwindSegueSource: NSObject {
  /// The controller the unwind segue starts from.
  open var source: UIViewController { _source }
  /// The unwind action (`unwindToMenu:`), resolved through `ActionRegistry`.
  open var unwindAction: Selector { _unwindAction }
  /// The object that triggered the segue.
  open var sender: Any? { _sender }

  private let _source: UIViewController
  private let _unwindAction: Selector
  private let _sender: Any?

  package init(source: UIViewController, unwindAction: Selector, sender: Any?) {
    _source = source
    _unwindAction = unwindAction
    _sender = sender
  }
}

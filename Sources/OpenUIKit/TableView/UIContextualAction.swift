import Foundation

/// iOS 11: an action a swipe on a table row shows (UIKit's `UIContextualAction`).
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
  public enum Style: Int, Sendable {
    case normal = 0, destructive
  }

  /// Runs when the user taps the action (or swipes fully for the first action): call
  /// `completionHandler(true)` when the action was performed, `false` when it was not.
  public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping @MainActor (Bool) -> Void) -> Void

  public let style: Style
  open var title: String?
  open var handler: Handler
  /// The button's colour (default: red for destructive actions, grey for normal ones).
  open var backgroundColor: UIColor!
  open var image: UIImage?

  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    self.backgroundColor = style == .destructive ? .systemRed : .systemGray
    super.init()
  }
}

/// iOS 11: the actions of one side of a row's swipe.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
  public let actions: [UIContextualAction]
  /// Whether swiping all the way across performs the first action (default true).
  open var performsFirstActionWithFullSwipe = true

  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}

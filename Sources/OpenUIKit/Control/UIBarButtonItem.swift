import Foundation

/// An item on a navigation bar, toolbar or tab bar.
/// Bar sizes a bar appearance can be given for (`setBackgroundImage(_:for:)`).
public enum UIBarMetrics: Int, Sendable {
  case `default` = 0
  case compact = 1
  case defaultPrompt = 101
  case compactPrompt = 102
}

@preconcurrency @MainActor
open class UIBarItem: NSObject {
  public override init() { super.init() }
  /// A change while the item is shown on a bar redraws the bar's button (UIKit).
  open var title: String? { didSet { if title != oldValue { _barItemDidChange() } } }
  open var isEnabled: Bool = true { didSet { if isEnabled != oldValue { _barItemDidChange() } } }
  open var tag: Int = 0
  /// The item's image (navigation bars draw it when the item has no title).
  open var image: UIImage? { didSet { if image !== oldValue { _barItemDidChange() } } }
  /// Tells the bar showing the item that its look changed (bar button items override it).
  package func _barItemDidChange() {}
  /// A string that identifies the item in UI tests.
  open var accessibilityIdentifier: String?
  open var accessibilityLabel: String?
  open var accessibilityHint: String?
  /// Bar items are accessibility elements by default.
  open var isAccessibilityElement: Bool = true
}

/// A button on a navigation bar or toolbar; also a popover anchor.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
  public enum Style: Int, Sendable { case plain, bordered, done }
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
    case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
  }

  open var style: Style = .plain
  /// The colour of the item's title and image on its bar (nil: the bar's tint colour).
  open var tintColor: UIColor? { didSet { if tintColor !== oldValue { _barItemDidChange() } } }

  /// The item's title, image, enabled state or tint changed: the navigation bar or toolbar
  /// showing it redraws its button (Docs/Behaviour/motion19.md "Bar button items redraw").
  package override func _barItemDidChange() {
    guard customView == nil, let button = _anchorView as? UIButton else { return }
    if let bar = button.superview as? UINavigationBar {
      bar._barButtonItemDidChange(self)
    } else if let toolbar = button.superview as? UIToolbar {
      toolbar._barButtonItemDidChange(self)
    }
  }

  /// What a bar draws for this item: its title, else the system item's label as iOS shows it
  /// (system items have no `title`, as in UIKit; spaces draw nothing).
  package var _displayTitle: String {
    if let title { return title }
    guard let systemItem else { return "" }
    switch systemItem {
    case .flexibleSpace, .fixedSpace: return ""
    case .add: return "+"
    case .fastForward: return "Fast Forward"
    default:
      let name = "\(systemItem)"
      return name.prefix(1).uppercased() + name.dropFirst()
    }
  }
  open var width: CGFloat = 0
  open var customView: UIView?
  open weak var target: AnyObject?
  open var action: Selector?
  open var primaryAction: UIAction?
  package private(set) var systemItem: SystemItem?
  /// iOS 14: the menu a tap shows when the item has no action, else a long press
  /// (Menu/UIBarButtonItem+Menu.swift).
  open var menu: UIMenu? { didSet { _syncAnchorMenu(previous: _anchorView) } }

  /// The view that draws this item while it is on a bar (the popover anchor).
  package weak var _anchorView: UIView? { didSet { _syncAnchorMenu(previous: oldValue) } }

  public override init() { super.init() }

  public convenience init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
    self.init()
    self.title = title
    self.style = style
    self.target = target
    self.action = action
  }

  /// UIKit: an item showing `image` (drawn centred in its button on navigation bars).
  public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
    self.init()
    self.image = image
    self.style = style
    self.target = target
    self.action = action
  }

  public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
    self.init()
    self.systemItem = systemItem
    self.target = target
    self.action = action
  }

  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// iOS 14: an item that performs `primaryAction` (whose title and image it shows unless
  /// given its own) and shows `menu`.
  public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.init()
    self.title = title ?? primaryAction?.title
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// iOS 14: an item that performs `primaryAction`.
  public convenience init(primaryAction: UIAction?) {
    self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
  }

  /// iOS 14: a system item that performs `primaryAction` and shows `menu` (the system item's
  /// own look wins over the action's title and image).
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.init()
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// Performs the item's action as a tap on it would.
  package func _performAction() {
    guard isEnabled else { return }
    if let primaryAction {
      primaryAction._perform(sender: self)
    } else if let action {
      UIApplication.shared.sendAction(action, to: target, from: self, for: nil)
    } else if menu != nil {
      _showMenu()
    }
  }
}

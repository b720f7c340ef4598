import Foundation

/// What a navigation bar shows for one controller: a title, a back button for the controller
/// above it, and bar button items on either side.
///
/// A controller's `navigationItem` is made on first use; its `title` follows the controller's
/// `title` until set. Changes redraw the bar that shows the item.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  private var _title: String?
  package weak var _owner: UIViewController?
  /// The bar currently showing this item (as top or back item).
  package weak var _navigationBar: UINavigationBar?
  /// The item's appearance overrides (UINavigationBar+Appearance.swift).
  var _appearanceSlots = _NavigationBarAppearanceSlots()
  /// The item's search controller and its scrolling rule (UINavigationItem+Search.swift).
  var _searchSlots = _NavigationItemSearchSlots()

  public init(title: String) {
    _title = title
  }

  package init(owner: UIViewController) {
    _owner = owner
  }

  open var title: String? {
    get { _title ?? _owner?.title }
    set { _title = newValue; _changed() }
  }

  /// The button shown on the *next* item's bar to come back to this one.
  open var backBarButtonItem: UIBarButtonItem? { didSet { _changed() } }
  /// The title of the back button that leads to this item (iOS 11).
  open var backButtonTitle: String? { didSet { _changed() } }
  /// How the back button leading to this item picks its title when `backBarButtonItem` is nil.
  open var backButtonDisplayMode: UINavigationItem.BackButtonDisplayMode = .default { didSet { _changed() } }
  open var hidesBackButton: Bool = false { didSet { _changed() } }
  open var leftItemsSupplementBackButton: Bool = false { didSet { _changed() } }
  open var titleView: UIView? { didSet { _changed() } }
  open var prompt: String? { didSet { _changed() } }
  /// UIKit (iOS 11): how the bar shows this item's title when the bar prefers large titles;
  /// `.automatic` (the default) follows the item below (UINavigationBar+LargeTitle.swift).
  open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic { didSet { _changed() } }

  open var leftBarButtonItems: [UIBarButtonItem]? { didSet { _changed() } }
  open var rightBarButtonItems: [UIBarButtonItem]? { didSet { _changed() } }

  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

  /// The title a back button leading to this item shows when there is room.
  package var _backTitle: String {
    _backTitleCandidates.first ?? ""
  }

  /// The back button's titles in the order UIKit tries them, each used if it fits beside the
  /// bar's title (`UINavigationBar._fittingBackTitle`): an explicit `backBarButtonItem` title
  /// alone; else per `backButtonDisplayMode` — default: `backButtonTitle` or `title`, then the
  /// generic "Back", then none; generic: "Back", then none; minimal: none.
  package var _backTitleCandidates: [String] {
    if let explicit = backBarButtonItem?.title { return [explicit] }
    switch backButtonDisplayMode {
    case .minimal: return [""]
    case .generic: return ["Back", ""]
    case .default:
      let specific = backButtonTitle ?? title
      return (specific.map { [$0] } ?? []) + (specific == "Back" ? [""] : ["Back", ""])
    }
  }

  private func _changed() { _navigationBar?._reloadItems() }
}

extension UINavigationItem {
  /// UIKit (iOS 11): how an item's title is sized when it is the top item of a bar that
  /// prefers large titles.
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// The previous item's choice; the first item shows a large title when the bar prefers them.
    case automatic = 0
    /// A large title whenever this item is the top one.
    case always = 1
    /// A standard (small) title whenever this item is the top one.
    case never = 2
  }

  /// The display modes of the back button (iOS 14).
  public enum BackButtonDisplayMode: Int, Sendable {
    /// The specific title (`backButtonTitle`, else `title`), the generic "Back" or no title,
    /// whichever fits.
    case `default` = 0
    /// The generic "Back" or no title, whichever fits.
    case generic = 1
    /// The back indicator alone.
    case minimal = 2
  }
}

import Foundation

/// An element of a menu: an action (`UIAction`), a menu (`UIMenu`) or a deferred element.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  /// How an element looks and behaves in a menu.
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shown dimmed; choosing it does nothing.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Shown in red.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// iOS 16: choosing it leaves the menu open.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// The check mark an element shows.
  public enum State: Int, Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }

  package var _title: String
  package var _image: UIImage?
  open var title: String { _title }
  open var image: UIImage? { _image }
  /// iOS 15: a second line under the title.
  open var subtitle: String?

  init(title: String, subtitle: String? = nil, image: UIImage? = nil) {
    _title = title
    _image = image
    self.subtitle = subtitle
  }
}

/// A menu: a title and child elements (actions, submenus, deferred elements).
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  public struct Options: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The children show in the parent menu, set apart by separators, instead of as a submenu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// The submenu row is drawn as destructive (red).
    public static let destructive = Options(rawValue: 1 << 1)
    /// At most one action of the menu (and its inline children) is `.on`; choosing one turns
    /// the others off.
    public static let singleSelection = Options(rawValue: 1 << 5)
    /// iOS 17: the children show as a row of small elements.
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  /// iOS 16: how large the children are drawn.
  public enum ElementSize: Int, Sendable {
    case small = 0
    case medium = 1
    case large = 2
    /// iOS 17: the system chooses.
    case automatic = -1
  }

  public let identifier: Identifier
  public let options: Options
  public let children: [UIMenuElement]
  open var preferredElementSize: ElementSize

  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
    options: Options = [], preferredElementSize: ElementSize = .automatic, children: [UIMenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier(_MenuIdentifiers.next())
    self.options = options
    self.preferredElementSize = preferredElementSize
    self.children = children
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// A copy of this menu (same title, image, identifier and options) with other children.
  open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      preferredElementSize: preferredElementSize, children: newChildren)
  }

  /// iOS 16: the actions in this menu and its submenus whose state is `.on`.
  open var selectedElements: [UIMenuElement] {
    var found: [UIMenuElement] = []
    func visit(_ elements: [UIMenuElement]) {
      for element in elements {
        if let action = element as? UIAction, action.state == .on { found.append(action) }
        if let menu = element as? UIMenu { visit(menu.children) }
      }
    }
    visit(children)
    return found
  }
}

/// Deterministic identifiers for menus made without one.
@preconcurrency @MainActor
enum _MenuIdentifiers {
  private static var counter = 0
  static func next() -> String {
    counter += 1
    return "com.openuikit.menu.\(counter)"
  }
}

/// iOS 14: a placeholder whose elements are provided when the menu shows (shown as a
/// "Loading…" row until the provider calls its completion).
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
  public typealias ElementProvider = (@escaping ([UIMenuElement]) -> Void) -> Void
  package let _provider: ElementProvider
  package let _cached: Bool
  package var _elements: [UIMenuElement]?

  /// A deferred element whose elements are asked for the first time a menu shows it and kept.
  public init(_ elementProvider: @escaping ElementProvider) {
    _provider = elementProvider
    _cached = true
    super.init(title: "")
  }

  private init(uncached elementProvider: @escaping ElementProvider) {
    _provider = elementProvider
    _cached = false
    super.init(title: "")
  }

  /// iOS 15: a deferred element whose elements are asked for every time a menu shows it.
  public static func uncached(_ elementProvider: @escaping ElementProvider) -> UIDeferredMenuElement {
    UIDeferredMenuElement(uncached: elementProvider)
  }

  /// Asks the provider (unless cached elements exist); `update` runs when they arrive
  /// (at once when the provider answers synchronously).
  package func _load(_ update: @escaping ([UIMenuElement]) -> Void) {
    if _cached, let elements = _elements { update(elements); return }
    var answered = false
    _provider { [weak self] elements in
      guard !answered else { return }
      answered = true
      if self?._cached == true { self?._elements = elements }
      update(elements)
    }
  }
}

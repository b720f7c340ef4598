import Foundation

/// The general pasteboard, in memory for the process (headless: no other app reads it).
///
/// Strings, URLs and images, each item one value; setting one of the typed properties replaces
/// every item, as UIKit's setters do, and `changeCount` counts the changes.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
  /// The system-wide pasteboard.
  public static let general = UIPasteboard()

  /// Posted (object: the pasteboard) when its contents change.
  public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

  private var _items: [Any] = []

  /// Increments on every change of the contents.
  open private(set) var changeCount: Int = 0

  open var numberOfItems: Int { _items.count }

  open var string: String? {
    get { strings?.first }
    set { _replaceItems(with: newValue.map { [$0] } ?? []) }
  }
  open var strings: [String]? {
    get { _values(String.self) }
    set { _replaceItems(with: newValue ?? []) }
  }
  open var url: URL? {
    get { urls?.first }
    set { _replaceItems(with: newValue.map { [$0] } ?? []) }
  }
  open var urls: [URL]? {
    get { _values(URL.self) }
    set { _replaceItems(with: newValue ?? []) }
  }
  open var image: UIImage? {
    get { images?.first }
    set { _replaceItems(with: newValue.map { [$0] } ?? []) }
  }
  open var images: [UIImage]? {
    get { _values(UIImage.self) }
    set { _replaceItems(with: newValue ?? []) }
  }

  open var hasStrings: Bool { _items.contains { $0 is String } }
  open var hasURLs: Bool { _items.contains { $0 is URL } }
  open var hasImages: Bool { _items.contains { $0 is UIImage } }

  private func _values<T>(_ type: T.Type) -> [T]? {
    let values = _items.compactMap { $0 as? T }
    return values.isEmpty ? nil : values
  }

  /// Whether `item` is a kind the pasteboard keeps (strings, URLs, images).
  static func _isPasteboardItem(_ item: Any) -> Bool { item is String || item is URL || item is UIImage }

  /// Replaces the contents (kinds the pasteboard does not keep are left out).
  func _replaceItems(with items: [Any]) {
    _items = items.filter(Self._isPasteboardItem)
    changeCount += 1
    NotificationCenter.default.post(name: Self.changedNotification, object: self)
  }
}

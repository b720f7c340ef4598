import Foundation

/// A service an activity view controller offers: the system's (Copy) or an app's own subclass.
///
/// Subclass it the way UIKit apps do: override `activityType`, `activityTitle`, `activityImage`,
/// `canPerform(withActivityItems:)`, `prepare(withActivityItems:)`, and either `perform()` or
/// `activityViewController`; call `activityDidFinish(_:)` when the work is done, and the system
/// dismisses the activity view controller (Docs/Behaviour/activity16.md).
@preconcurrency @MainActor
open class UIActivity: NSObject {
  /// The identifier of a kind of service (the SDK's NSString constants, as a Swift struct).
  public struct ActivityType: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// Where the activity appears: the row of sharing services or the list of actions.
  public enum Category: Int, Sendable {
    case action = 0
    case share = 1
  }

  /// `.action` unless a subclass overrides it (UIKit's default).
  open class var activityCategory: Category { .action }

  /// The default implementation returns nil; subclasses return their own identifier.
  open var activityType: ActivityType? { nil }
  /// The title under the activity's icon; nil by default.
  open var activityTitle: String? { nil }
  /// The activity's icon; nil by default.
  open var activityImage: UIImage? { nil }

  /// Whether the activity can act on the items; false by default (an activity that does not
  /// override it is never shown).
  open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
  /// Called with the items before the activity is performed or its view controller is shown.
  open func prepare(withActivityItems activityItems: [Any]) {}
  /// A view controller the system presents instead of calling `perform()`; nil by default.
  open var activityViewController: UIViewController? { nil }
  /// Does the work when there is no view controller; the default only finishes, not completed.
  open func perform() { activityDidFinish(false) }

  /// Tells the system the activity is done: the activity view controller (and the activity's
  /// own view controller) is dismissed, then the completion handler hears `completed`. A call
  /// when the activity is not running has no effect.
  open func activityDidFinish(_ completed: Bool) {
    guard let controller = _controller else { return }
    _controller = nil
    controller._activityDidFinish(self, completed: completed)
  }

  /// The activity view controller running this activity, from its choice until it finishes.
  weak var _controller: UIActivityViewController?

  open nonisolated override var description: String {
    "<\(type(of: self)): \(ObjectIdentifier(self).debugAddress)>"
  }
}

extension UIActivity.ActivityType {
  private static func system(_ name: String) -> Self { Self("com.apple.UIKit.activity." + name) }
  public static let postToFacebook = system("PostToFacebook")
  public static let postToTwitter = system("PostToTwitter")
  public static let postToWeibo = system("PostToWeibo")
  public static let message = system("Message")
  public static let mail = system("Mail")
  public static let print = system("Print")
  public static let copyToPasteboard = system("CopyToPasteboard")
  public static let assignToContact = system("AssignToContact")
  public static let saveToCameraRoll = system("SaveToCameraRoll")
  public static let addToReadingList = system("AddToReadingList")
  public static let postToFlickr = system("PostToFlickr")
  public static let postToVimeo = system("PostToVimeo")
  public static let postToTencentWeibo = system("TencentWeibo")
  public static let airDrop = system("AirDrop")
  public static let openInIBooks = system("OpenInIBooks")
  public static let markupAsPDF = system("MarkupAsPDF")
  public static let sharePlay = system("SharePlay")
  public static let collaborationInviteWithLink = system("CollaborationInviteWithLink")
  public static let collaborationCopyLink = system("CollaborationCopyLink")
  public static let addToHomeScreen = system("AddToHomeScreen")
}

/// An object that stands in for the data an activity acts on, answering per activity type.
@preconcurrency @MainActor
public protocol UIActivityItemSource: NSObjectProtocol {
  /// An item of the kind the real one will be (decides which activities are offered).
  func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
  /// The item for the chosen activity; nil leaves it out.
  func activityViewController(
    _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
  ) -> Any?
  /// The subject (for mail-like services); "" by default.
  func activityViewController(
    _ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?
  ) -> String
}

extension UIActivityItemSource {
  public func activityViewController(
    _ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?
  ) -> String { "" }
}

/// The system's Copy service: strings, URLs and images go to the general pasteboard.
final class _CopyActivity: UIActivity {
  private var items: [Any] = []
  override var activityType: ActivityType? { .copyToPasteboard }
  override var activityTitle: String? { "Copy" }
  override var activityImage: UIImage? { UIImage(systemName: "doc.on.doc") }
  override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
    activityItems.contains { UIPasteboard._isPasteboardItem($0) }
  }
  override func prepare(withActivityItems activityItems: [Any]) { items = activityItems }
  override func perform() {
    UIPasteboard.general._replaceItems(with: items.filter { UIPasteboard._isPasteboardItem($0) })
    activityDidFinish(true)
  }
}

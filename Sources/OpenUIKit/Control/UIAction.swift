import Foundation

/// A closure-based action (iOS 14) for controls, bar items and — on Linux — gesture recognizers.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  public let title: String
  init(title: String) { self.title = title }
}

@preconcurrency @MainActor
public final class UIAction: UIMenuElement {
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  public let identifier: Identifier
  public let handler: (UIAction) -> Void
  /// The object that sent the action while the handler runs (the control, bar item or
  /// gesture recognizer).
  public private(set) var sender: Any?

  public init(title: String = "", identifier: Identifier? = nil, handler: @escaping (UIAction) -> Void) {
    self.identifier = identifier ?? Identifier(UUIDString.next())
    self.handler = handler
    super.init(title: title)
  }

  package func _perform(sender: Any?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}

/// Deterministic identifiers for actions made without one.
@preconcurrency @MainActor
enum UUIDString {
  private static var counter = 0
  static func next() -> String {
    counter += 1
    return "com.openuikit.action.\(counter)"
  }
}

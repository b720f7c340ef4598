import Foundation

/// The closure a `UIAction` runs.
public typealias UIActionHandler = (UIAction) -> Void

/// A closure-based action (iOS 14) for controls, bar items and — on Linux — gesture recognizers;
/// also a menu element (UIMenuElement.swift, Menu/).
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

  /// UIKit: an action's title, image, subtitle, attributes and state can change after it is
  /// made (a menu shows the values at the time it appears).
  public override var title: String {
    get { _title }
    set { _title = newValue }
  }
  public override var image: UIImage? {
    get { _image }
    set { _image = newValue }
  }
  /// iOS 17: the image shown while `state` is `.on`.
  public var selectedImage: UIImage?
  public var discoverabilityTitle: String?
  public var attributes: UIMenuElement.Attributes = []
  public var state: UIMenuElement.State = .off

  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
    identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
    handler: @escaping (UIAction) -> Void
  ) {
    self.identifier = identifier ?? Identifier(UUIDString.next())
    self.handler = handler
    self.selectedImage = selectedImage
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    super.init(title: title, subtitle: subtitle, image: image)
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

import Foundation

/// One button of an alert or action sheet: a title, a style and a handler called when the user
/// taps it (after the alert has been dismissed — Docs/Behaviour.md "Alerts").
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
  /// How the button looks and where it goes (UIAlertActionStyle values).
  public enum Style: Int, Sendable {
    case `default` = 0
    case cancel = 1
    case destructive = 2
  }

  open private(set) var title: String?
  open private(set) var style: Style = .default
  /// A disabled action's button is drawn dimmed and ignores taps; changing it while the alert is
  /// on screen updates the button.
  open var isEnabled: Bool = true {
    didSet { if oldValue != isEnabled { _view?._update() } }
  }

  package private(set) var _handler: ((UIAlertAction) -> Void)?
  /// The button that shows this action while its alert's view is loaded.
  weak var _view: AlertActionView?

  public override init() { super.init() }

  public convenience init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.init()
    self.title = title
    self.style = style
    self._handler = handler
  }

  open nonisolated override var description: String {
    "<\(type(of: self)): \(ObjectIdentifier(self).debugAddress)>"
  }
}

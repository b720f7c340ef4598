import Foundation
import OpenQuartzCore

/// How an alert controller is on screen: a centred alert, an action sheet sliding up from the
/// bottom (compact width), or an action sheet in a popover (regular width).
enum AlertPresentationMode: Sendable { case alert, sheet, popover }

/// An alert or action sheet: a title, a message, buttons (`UIAlertAction`) and, for alerts,
/// text fields. Presented with `present(_:animated:completion:)` as iOS code does; UIKit's
/// geometry, animations and rules are in Docs/Behaviour.md "Alerts".
///
/// An alert presents with its own presentation controller (`.custom`, centred over a dimming
/// view). An action sheet's `modalPresentationStyle` is `.popover` (UIKit's exception text says
/// so): in regular width it is a popover and needs an anchor; in compact width it slides up
/// from the bottom instead, with its cancel action apart at the bottom.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  /// UIAlertControllerStyle values.
  public enum Style: Int, Sendable {
    case actionSheet = 0
    case alert = 1
  }

  open private(set) var preferredStyle: Style = .actionSheet

  open override var title: String? {
    didSet { _contentDidChange() }
  }

  open var message: String? {
    didSet { _contentDidChange() }
  }

  /// The actions in the order they were added.
  open var actions: [UIAlertAction] { _actions }
  private var _actions: [UIAlertAction] = []

  /// The action drawn in bold (alerts): it must be one of `actions`.
  open var preferredAction: UIAlertAction? {
    didSet { _contentDidChange() }
  }

  /// The text fields added with `addTextField(configurationHandler:)`, nil when there are none.
  open var textFields: [UITextField]? { _textFields.isEmpty ? nil : _textFields }
  private var _textFields: [UITextField] = []

  /// Vends the alert's presentation controller and animators (UIKit's alert is its own
  /// transitioning delegate; `transitioningDelegate` is weak, so the alert keeps this one).
  private let _transitions = AlertTransitioningDelegate()

  /// How the current (or last) presentation shows the alert.
  var _mode: AlertPresentationMode = .alert {
    didSet { if oldValue != _mode { _contentDidChange() } }
  }

  /// Set from the tap of an action until its dismissal ends: further taps do nothing.
  var _isDismissingForAction = false

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    _applyStyle()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    _applyStyle()
  }

  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.preferredStyle = preferredStyle
    self.title = title
    self.message = message
    _applyStyle()
  }

  private func _applyStyle() {
    modalPresentationStyle = preferredStyle == .alert ? .custom : .popover
    transitioningDelegate = _transitions
    _mode = preferredStyle == .alert ? .alert : .sheet
  }

  // MARK: Content

  /// Adds an action. A second `.cancel` action is UIKit's NSInternalInconsistencyException:
  /// recorded, and the action is not added.
  open func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, _actions.contains(where: { $0.style == .cancel }) {
      Diagnostics.exception(
        "UIAlertController can only have one action with a style of UIAlertActionStyleCancel",
        name: "NSInternalInconsistencyException")
      return
    }
    _actions.append(action)
    _contentDidChange()
  }

  /// Adds a text field below the message (alerts only; on an action sheet it is UIKit's
  /// NSInternalInconsistencyException, recorded, and nothing is added).
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      Diagnostics.exception(
        "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert",
        name: "NSInternalInconsistencyException")
      return
    }
    let field = UITextField(frame: .zero)
    field.borderStyle = .roundedRect
    field.font = .systemFont(ofSize: AlertMetrics.textFieldFontSize)
    _textFields.append(field)
    field._returnKeyHandler = { [weak self] _ in self?._returnKeyPressed() }
    configurationHandler?(field)
    _contentDidChange()
  }

  open override func loadView() {
    view = AlertContentView(controller: self)
  }

  /// An alert with text fields appears editing its first one: the keyboard comes up with it
  /// (Docs/Behaviour/pop18.md "Alert text fields and the keyboard").
  func _beginEditingFirstField() {
    guard _mode == .alert, let field = _textFields.first, field.window != nil else { return }
    field.becomeFirstResponder()
  }

  /// A popover action sheet asks for its width and its content's height (unless the app set
  /// a size of its own).
  open override var preferredContentSize: CGSize {
    get {
      let own = super.preferredContentSize
      guard own == .zero, _mode == .popover else { return own }
      let width = AlertMetrics.popoverWidth
      return CGSize(width: width, height: AlertLayout(alert: self, mode: .popover, width: width).size.height)
    }
    set { super.preferredContentSize = newValue }
  }

  /// Title, message, actions or text fields changed: the view is rebuilt and, on screen, the
  /// presentation lays it out again.
  private func _contentDidChange() {
    guard let view = viewIfLoaded as? AlertContentView else { return }
    view._rebuild()
    if let container = _presentationController?._containerView {
      container.setNeedsLayout()
    }
  }

  // MARK: Taps

  /// The user tapped an action's button: the alert is dismissed (animated), then the action's
  /// handler runs — so the handler may present another controller from the presenter. Taps
  /// while the alert is not presented, is in a transition or is already going away do nothing.
  func _actionTapped(_ action: UIAlertAction) {
    guard action.isEnabled, !_isDismissingForAction, _presentingViewController != nil,
      transitionCoordinator == nil, !isBeingDismissed
    else { return }
    EventTrace.record("alert", self, "tapped(\(action.title ?? ""))")
    _isDismissingForAction = true
    presentingViewController?.dismiss(animated: true) { [weak self, action] in
      self?._isDismissingForAction = false
      action._handler?(action)
    }
  }

  /// The return key in one of the alert's text fields (after the field's delegate allowed it in
  /// `textFieldShouldReturn`): the preferred action, as if its button had been tapped — Apple
  /// documents this for a physical keyboard's Return key. Without a preferred action, or with a
  /// disabled one, nothing happens and the field goes on editing (Docs/Behaviour/main19.md).
  func _returnKeyPressed() {
    guard _mode == .alert, let preferred = preferredAction, _actions.contains(where: { $0 === preferred }),
      preferred.isEnabled
    else { return }
    _actionTapped(preferred)
  }

  /// A tap outside an action sheet (its dimming view on a phone, around its popover on a
  /// tablet): the cancel action if it has one, as if its button had been tapped.
  func _outsideTap() {
    guard preferredStyle == .actionSheet, let cancel = _actions.first(where: { $0.style == .cancel }) else { return }
    _actionTapped(cancel)
  }

  /// The popover's own outside-tap dismissal ended (regular width): the cancel action's handler
  /// runs, as for a tap on its button.
  override func _popoverDismissedByOutsideTap() {
    guard let cancel = _actions.first(where: { $0.style == .cancel }) else { return }
    EventTrace.record("alert", self, "tapped(\(cancel.title ?? ""))")
    cancel._handler?(cancel)
  }

  // MARK: Presentation

  /// The presentation controller for a presentation from `presenter`: an action sheet in
  /// compact width slides up (its own controller) instead of showing as a popover.
  override func _systemPresentationController(for presenter: UIViewController) -> UIPresentationController? {
    guard preferredStyle == .actionSheet else {
      _mode = .alert
      return nil
    }
    let compact = presenter.traitCollection.horizontalSizeClass != .regular
    _mode = compact ? .sheet : .popover
    return compact ? AlertPresentationController(presentedViewController: self, presenting: presenter) : nil
  }

  /// UIKit's exception text for an action sheet shown as a popover without an anchor.
  override func _missingPopoverAnchorMessage(
    _ popover: UIPopoverPresentationController, presenter: UIViewController
  ) -> String? {
    "Your application has presented a UIAlertController (\(self)) of style UIAlertControllerStyleActionSheet from "
      + "\(type(of: presenter)) (\(presenter)). The modalPresentationStyle of a UIAlertController with this style is "
      + "UIModalPresentationPopover. You must provide location information for this popover through the alert "
      + "controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a "
      + "barButtonItem.  If this information is not known when you present the alert controller, you may provide it "
      + "in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation."
  }
}

extension UIAlertController {
  /// VoiceOver's escape on an alert or action sheet: its cancel action, as if tapped (false when
  /// it has none; Docs/Behaviour/a11y13.md).
  func _accessibilityEscape() -> Bool {
    guard let cancel = actions.first(where: { $0.style == .cancel }), cancel.isEnabled,
      !isBeingDismissed, transitionCoordinator == nil
    else { return false }
    _actionTapped(cancel)
    return true
  }
}

import Foundation
import OpenQuartzCore

/// An alert controller's view: the card (blur backdrop, 14 pt corners) with the title, the
/// message, the text fields, hairline separators and one tappable button per action; an
/// action sheet in compact width has a second card for its cancel action. Laid out from
/// `AlertLayout` for its width.
@preconcurrency @MainActor
final class AlertContentView: UIView {
  private weak var controller: UIAlertController?
  private var groups: [UIView] = []
  private let titleLabel = UILabel(frame: .zero)
  private let messageLabel = UILabel(frame: .zero)
  private var separators: [UIView] = []
  private var buttons: [AlertActionView] = []

  init(controller: UIAlertController) {
    self.controller = controller
    super.init(frame: CGRect(x: 0, y: 0, width: AlertMetrics.alertWidth, height: 0))
    for label in [titleLabel, messageLabel] {
      label.numberOfLines = 0
      label.textAlignment = .center
    }
    _rebuild()
  }

  required init?(coder: NSCoder) { nil }

  /// The button showing `action`, if any (tests and the tap path find buttons through it).
  func _button(for action: UIAlertAction) -> AlertActionView? { buttons.first { $0.action === action } }

  /// Makes the subviews again from the controller's content and mode.
  func _rebuild() {
    guard let controller else { return }
    UIView.performWithoutAnimation {
      for group in groups { group.removeFromSuperview() }
      groups = []
      separators = []
      buttons = []
      let mode = controller._mode
      let layout = AlertLayout(alert: controller, mode: mode, width: max(bounds.width, 1))
      let main = makeGroup(mode: mode)
      titleLabel.font = AlertMetrics.titleFont(mode)
      titleLabel.textColor = mode == .alert ? .label : .secondaryLabel
      titleLabel.text = controller.title
      messageLabel.font = AlertMetrics.messageFont(mode)
      messageLabel.textColor = mode == .alert ? .label : .secondaryLabel
      messageLabel.text = controller.message
      main.addSubview(titleLabel)
      main.addSubview(messageLabel)
      for field in controller.textFields ?? [] { main.addSubview(field) }
      for _ in layout.separators {
        let line = UIView(frame: .zero)
        line.backgroundColor = .separator
        line.isUserInteractionEnabled = false
        separators.append(line)
        main.addSubview(line)
      }
      for button in layout.buttons {
        let view = AlertActionView(action: button.action, alert: controller, fontSize: AlertMetrics.buttonFontSize(mode), bold: button.isBold)
        buttons.append(view)
        main.addSubview(view)
      }
      addSubview(main)
      groups.append(main)
      if let cancel = layout.cancelButton {
        let group = makeGroup(mode: mode)
        let view = AlertActionView(action: cancel.action, alert: controller, fontSize: AlertMetrics.buttonFontSize(mode), bold: true)
        buttons.append(view)
        group.addSubview(view)
        addSubview(group)
        groups.append(group)
      }
      apply(layout)
    }
  }

  /// A card: rounded (not in a popover, whose outline rounds it) with a blur backdrop.
  private func makeGroup(mode: AlertPresentationMode) -> UIView {
    let group = UIView(frame: .zero)
    if mode != .popover {
      group.layer.cornerRadius = AlertMetrics.cornerRadius
      group.clipsToBounds = true
      let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
      blur.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      blur.isUserInteractionEnabled = false
      group.addSubview(blur)
    }
    return group
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    guard let controller else { return }
    apply(AlertLayout(alert: controller, mode: controller._mode, width: bounds.width))
  }

  private func apply(_ layout: AlertLayout) {
    guard let main = groups.first else { return }
    main.frame = layout.mainGroup
    main.subviews.first { $0 is UIVisualEffectView }?.frame = main.bounds
    titleLabel.frame = layout.titleFrame ?? .zero
    titleLabel.isHidden = layout.titleFrame == nil
    messageLabel.frame = layout.messageFrame ?? .zero
    messageLabel.isHidden = layout.messageFrame == nil
    for (field, frame) in zip(controller?.textFields ?? [], layout.textFieldFrames) { field.frame = frame }
    for (line, frame) in zip(separators, layout.separators) { line.frame = frame }
    for (view, button) in zip(buttons, layout.buttons) { view.frame = button.frame }
    if let cancel = layout.cancelButton, let frame = layout.cancelGroup, groups.count > 1 {
      groups[1].frame = frame
      groups[1].subviews.first { $0 is UIVisualEffectView }?.frame = groups[1].bounds
      buttons.last?.frame = cancel.frame
    }
  }
}

/// One action's button: a control with the action's title, coloured by its style (blue,
/// red for destructive, grey when disabled), bold when preferred or cancel.
@preconcurrency @MainActor
final class AlertActionView: UIControl {
  let action: UIAlertAction
  private weak var alert: UIAlertController?
  let titleLabel = UILabel(frame: .zero)

  init(action: UIAlertAction, alert: UIAlertController, fontSize: CGFloat, bold: Bool) {
    self.action = action
    self.alert = alert
    super.init(frame: .zero)
    titleLabel.text = action.title
    titleLabel.font = .systemFont(ofSize: fontSize, weight: bold ? .semibold : .regular)
    titleLabel.textAlignment = .center
    titleLabel.lineBreakMode = .byTruncatingMiddle
    titleLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(titleLabel)
    accessibilityLabel = action.title
    action._view = self
    _update()
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.frame = bounds
  }

  /// Follows the action's `isEnabled`.
  func _update() {
    isEnabled = action.isEnabled
    UIView.performWithoutAnimation {
      titleLabel.textColor = !action.isEnabled ? .secondaryLabel : action.style == .destructive ? .systemRed : .systemBlue
    }
  }

  override func sendActions(for controlEvents: UIControl.Event) {
    super.sendActions(for: controlEvents)
    if controlEvents.contains(.touchUpInside) { alert?._actionTapped(action) }
  }
}

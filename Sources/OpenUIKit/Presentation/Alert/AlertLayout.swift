import Foundation
import OpenQuartzCore

/// Alert and action-sheet geometry (Docs/Behaviour.md "Alerts"; [U] values are observed or chosen).
enum AlertMetrics {
  /// UIKit's observed alert width.
  static let alertWidth: CGFloat = 270
  static let cornerRadius: CGFloat = 14
  static let alertButtonHeight: CGFloat = 44
  static let alertTextInset: CGFloat = 16
  static let alertTextTop: CGFloat = 19
  static let alertTextBottom: CGFloat = 19
  static let titleMessageSpacing: CGFloat = 2
  static let textFieldHeight: CGFloat = 28
  static let textFieldSpacing: CGFloat = 4
  static let textFieldFontSize: CGFloat = 13
  /// Action sheets: the margin to the screen's sides and between the groups.
  static let sheetMargin: CGFloat = 8
  static let sheetRowHeight: CGFloat = 57
  static let sheetTextVertical: CGFloat = 14
  /// An action sheet in a popover (regular width) [U].
  static let popoverWidth: CGFloat = 304
  static let dimmingAlpha: CGFloat = 0.2

  static func titleFont(_ mode: AlertPresentationMode) -> UIFont {
    mode == .alert ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 13, weight: .semibold)
  }
  static func messageFont(_ mode: AlertPresentationMode) -> UIFont { .systemFont(ofSize: 13) }
  static func buttonFontSize(_ mode: AlertPresentationMode) -> CGFloat { mode == .alert ? 17 : 20 }
}

/// Where everything of an alert's content goes, for a width: computed from the controller's
/// model (no views), so the presentation controller can size the alert before its view lays out.
@preconcurrency @MainActor
struct AlertLayout {
  struct Button {
    let action: UIAlertAction
    let frame: CGRect
    /// Drawn in bold: the preferred action, else the cancel action.
    let isBold: Bool
  }

  let mode: AlertPresentationMode
  /// The whole content (both groups of an action sheet).
  var size: CGSize = .zero
  /// The card holding the text and the actions (the first group of an action sheet).
  var mainGroup: CGRect = .zero
  /// An action sheet's separate cancel group (compact width only).
  var cancelGroup: CGRect?
  var titleFrame: CGRect?
  var messageFrame: CGRect?
  var textFieldFrames: [CGRect] = []
  /// Buttons in the main group's coordinates (the cancel group's one in its own).
  var buttons: [Button] = []
  var cancelButton: Button?
  /// Hairlines in the main group's coordinates.
  var separators: [CGRect] = []

  init(alert: UIAlertController, mode: AlertPresentationMode, width: CGFloat) {
    self.mode = mode
    let hairline = 1 / max(1, UIScreen.main.scale)
    let actions = alert.actions
    let cancel = actions.first { $0.style == .cancel }
    let others = actions.filter { $0.style != .cancel }
    let bold: (UIAlertAction) -> Bool = { action in
      if let preferred = alert.preferredAction, actions.contains(where: { $0 === preferred }) { return action === preferred }
      return action.style == .cancel
    }

    // Text.
    let inset = AlertMetrics.alertTextInset
    let textWidth = max(0, width - 2 * inset)
    var y: CGFloat = 0
    let title = alert.title.flatMap { $0.isEmpty ? nil : $0 }
    let message = alert.message.flatMap { $0.isEmpty ? nil : $0 }
    if title != nil || message != nil {
      y = mode == .alert ? AlertMetrics.alertTextTop : AlertMetrics.sheetTextVertical
      if let title {
        let h = Self.textHeight(title, font: AlertMetrics.titleFont(mode), width: textWidth)
        titleFrame = CGRect(x: inset, y: y, width: textWidth, height: h)
        y += h
      }
      if let message {
        if title != nil { y += AlertMetrics.titleMessageSpacing }
        let h = Self.textHeight(message, font: AlertMetrics.messageFont(mode), width: textWidth)
        messageFrame = CGRect(x: inset, y: y, width: textWidth, height: h)
        y += h
      }
      y += mode == .alert ? AlertMetrics.alertTextBottom : AlertMetrics.sheetTextVertical
    } else if mode == .alert {
      y = AlertMetrics.alertTextTop
    }
    if mode == .alert, let fields = alert.textFields {
      for _ in fields {
        textFieldFrames.append(CGRect(x: inset, y: y, width: textWidth, height: AlertMetrics.textFieldHeight))
        y += AlertMetrics.textFieldHeight + AlertMetrics.textFieldSpacing
      }
      y += AlertMetrics.alertTextBottom - AlertMetrics.textFieldSpacing
    }

    // Actions.
    switch mode {
    case .alert:
      var ordered = others
      let sideBySide = actions.count == 2 && actions.allSatisfy { action in
        let w = TextMetrics.width(of: action.title ?? "", fontSize: 17, isBold: bold(action))
        return CGFloat(w) <= width / 2 - 2 * 8
      }
      if let cancel { ordered = sideBySide ? [cancel] + others : others + [cancel] }
      let h = AlertMetrics.alertButtonHeight
      if sideBySide {
        separators.append(CGRect(x: 0, y: y, width: width, height: hairline))
        separators.append(CGRect(x: width / 2, y: y, width: hairline, height: h))
        for (i, action) in ordered.enumerated() {
          buttons.append(Button(action: action, frame: CGRect(x: CGFloat(i) * width / 2, y: y, width: width / 2, height: h), isBold: bold(action)))
        }
        y += h
      } else {
        for action in ordered {
          separators.append(CGRect(x: 0, y: y, width: width, height: hairline))
          buttons.append(Button(action: action, frame: CGRect(x: 0, y: y, width: width, height: h), isBold: bold(action)))
          y += h
        }
      }
      mainGroup = CGRect(x: 0, y: 0, width: width, height: y)
      size = mainGroup.size

    case .sheet, .popover:
      let h = AlertMetrics.sheetRowHeight
      for action in others {
        if y > 0 { separators.append(CGRect(x: 0, y: y, width: width, height: hairline)) }
        buttons.append(Button(action: action, frame: CGRect(x: 0, y: y, width: width, height: h), isBold: bold(action)))
        y += h
      }
      mainGroup = CGRect(x: 0, y: 0, width: width, height: y)
      size = mainGroup.size
      if mode == .sheet, let cancel {
        let top = y > 0 ? y + AlertMetrics.sheetMargin : 0
        cancelGroup = CGRect(x: 0, y: top, width: width, height: h)
        cancelButton = Button(action: cancel, frame: CGRect(x: 0, y: 0, width: width, height: h), isBold: true)
        size.height = top + h
      }
    }
  }

  /// The height of `text` wrapped to `width` in `font`.
  static func textHeight(_ text: String, font: UIFont, width: CGFloat) -> CGFloat {
    let label = UILabel(frame: .zero)
    label.numberOfLines = 0
    label.font = font
    label.text = text
    return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
  }
}

import Foundation

/// The share sheet's measurements (undocumented; Docs/Behaviour/activity16.md).
enum ActivityMetrics {
  static let popoverWidth: CGFloat = 375
  static let margin: CGFloat = 16
  static let headerHeight: CGFloat = 72
  static let closeSize: CGFloat = 30
  static let shareRowHeight: CGFloat = 110
  static let shareCellWidth: CGFloat = 76
  static let shareIconSize: CGFloat = 60
  static let actionRowHeight: CGFloat = 52
  static let groupCornerRadius: CGFloat = 10
}

/// The share sheet's view: a header with what is shared and a close button, the row of sharing
/// services, and the grouped list of actions. One tappable control per service.
@preconcurrency @MainActor
final class ActivityContentView: UIView {
  private weak var controller: UIActivityViewController?
  private let titleLabel = UILabel(frame: .zero)
  private let closeButton = ActivityServiceControl(title: "Close", image: UIImage(systemName: "xmark"), showsTitle: false)
  private var shareCells: [ActivityServiceControl] = []
  private var actionRows: [ActivityServiceControl] = []
  private let actionGroup = UIView(frame: .zero)

  init(controller: UIActivityViewController) {
    self.controller = controller
    super.init(frame: CGRect(x: 0, y: 0, width: ActivityMetrics.popoverWidth, height: 0))
    backgroundColor = .systemGroupedBackground
    titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
    titleLabel.textColor = .label
    closeButton.backgroundColor = UIColor.systemGray.withAlphaComponent(0.2)
    closeButton.layer.cornerRadius = ActivityMetrics.closeSize / 2
    closeButton.addAction(UIAction { [weak controller] _ in controller?._close() }, for: .touchUpInside)
    actionGroup.backgroundColor = .systemBackground
    actionGroup.layer.cornerRadius = ActivityMetrics.groupCornerRadius
    actionGroup.clipsToBounds = true
    addSubview(titleLabel)
    addSubview(closeButton)
    addSubview(actionGroup)
    rebuild()
  }

  required init?(coder: NSCoder) { nil }

  /// The height the content needs (the popover's preferred height).
  static func height(for controller: UIActivityViewController) -> CGFloat {
    let offered = controller._offeredActivities
    let shares = offered.filter { type(of: $0).activityCategory == .share }.count
    let actions = offered.count - shares
    var height = ActivityMetrics.headerHeight
    if shares > 0 { height += ActivityMetrics.shareRowHeight }
    if actions > 0 { height += CGFloat(actions) * ActivityMetrics.actionRowHeight + ActivityMetrics.margin }
    return height + ActivityMetrics.margin
  }

  /// Makes one control per offered service again.
  func rebuild() {
    guard let controller else { return }
    titleLabel.text = Self.previewTitle(controller._items(for: nil, placeholders: true))
    for control in shareCells + actionRows { control.removeFromSuperview() }
    shareCells = []
    actionRows = []
    for activity in controller._offeredActivities {
      let control = ActivityServiceControl(title: activity.activityTitle ?? "", image: activity.activityImage)
      control.addAction(UIAction { [weak controller, weak activity] _ in
        if let activity { controller?._choose(activity) }
      }, for: .touchUpInside)
      if type(of: activity).activityCategory == .share {
        control.isShareCell = true
        shareCells.append(control)
        addSubview(control)
      } else {
        actionRows.append(control)
        actionGroup.addSubview(control)
      }
    }
    setNeedsLayout()
  }

  /// What the header names: the first text, else the first URL, else a count of the items.
  static func previewTitle(_ items: [Any]) -> String {
    if let text = items.first(where: { $0 is String }) as? String { return text }
    if let url = items.first(where: { $0 is URL }) as? URL { return url.absoluteString }
    return items.count == 1 ? "1 Item" : "\(items.count) Items"
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let m = ActivityMetrics.self
    let width = bounds.width
    let top = safeAreaInsets.top
    closeButton.frame = CGRect(
      x: width - m.margin - m.closeSize, y: top + (m.headerHeight - m.closeSize) / 2, width: m.closeSize, height: m.closeSize)
    titleLabel.frame = CGRect(x: m.margin, y: top, width: max(0, closeButton.frame.minX - 2 * m.margin), height: m.headerHeight)
    var y = top + m.headerHeight
    for (index, cell) in shareCells.enumerated() {
      cell.frame = CGRect(x: m.margin + CGFloat(index) * m.shareCellWidth, y: y, width: m.shareCellWidth, height: m.shareRowHeight)
    }
    if !shareCells.isEmpty { y += m.shareRowHeight }
    actionGroup.isHidden = actionRows.isEmpty
    actionGroup.frame = CGRect(
      x: m.margin, y: y, width: max(0, width - 2 * m.margin), height: CGFloat(actionRows.count) * m.actionRowHeight)
    for (index, row) in actionRows.enumerated() {
      row.frame = CGRect(x: 0, y: CGFloat(index) * m.actionRowHeight, width: actionGroup.bounds.width, height: m.actionRowHeight)
    }
  }
}

/// One service: an icon and a title, tappable. A share cell puts the icon over the title; an
/// action row puts the title at the leading edge and the icon at the trailing edge.
@preconcurrency @MainActor
final class ActivityServiceControl: UIControl {
  let title: String
  private let label = UILabel(frame: .zero)
  private let icon = UIImageView(frame: .zero)
  var isShareCell = false {
    didSet {
      label.textAlignment = isShareCell ? .center : .natural
      label.font = .systemFont(ofSize: isShareCell ? 11 : 17)
      setNeedsLayout()
    }
  }

  /// `showsTitle` false: an icon-only button (the close button), its title spoken only.
  init(title: String, image: UIImage?, showsTitle: Bool = true) {
    self.title = title
    super.init(frame: .zero)
    label.text = showsTitle ? title : nil
    label.font = .systemFont(ofSize: 17)
    label.textColor = .label
    icon.image = image
    icon.tintColor = .label
    icon.contentMode = .scaleAspectFit
    addSubview(label)
    addSubview(icon)
    accessibilityLabel = title
    isAccessibilityElement = true
    accessibilityTraits = .button
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    let m = ActivityMetrics.self
    if isShareCell {
      icon.frame = CGRect(x: (bounds.width - m.shareIconSize) / 2, y: 12, width: m.shareIconSize, height: m.shareIconSize)
      label.frame = CGRect(x: 0, y: icon.frame.maxY + 6, width: bounds.width, height: 14)
    } else if label.text == nil {
      icon.frame = bounds.insetBy(dx: 8, dy: 8)
      label.frame = .zero
    } else {
      icon.frame = CGRect(x: bounds.width - m.margin - 24, y: (bounds.height - 24) / 2, width: 24, height: 24)
      label.frame = CGRect(x: m.margin, y: 0, width: max(0, icon.frame.minX - 2 * m.margin), height: bounds.height)
    }
  }
}

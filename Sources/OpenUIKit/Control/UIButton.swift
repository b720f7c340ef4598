import Foundation
import OpenQuartzCore

/// A button with a title; tapping it sends `.touchUpInside` (and its primary action).
@preconcurrency @MainActor
open class UIButton: UIControl {
  public enum ButtonType: Int, Sendable { case custom = 0, system = 1, detailDisclosure, infoLight, infoDark, contactAdd, close }

  public private(set) var buttonType: ButtonType = .system
  /// The label that draws the title.
  public let titleLabel: UILabel?
  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  /// The chevron of a navigation bar's back button (drawn before the title).
  package var _backIndicator: UIView?

  public override init(frame: CGRect) {
    let label = UILabel(frame: CGRect(origin: .zero, size: frame.size))
    titleLabel = label
    super.init(frame: frame)
    label.textAlignment = .center
    // UIKit: a button's title is shortened in the middle ("Sta…rt") when it does not fit.
    label.lineBreakMode = .byTruncatingMiddle
    label.textColor = tintColor
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(label)
  }

  public required init?(coder: NSCoder) {
    titleLabel = UILabel()
    super.init(coder: coder)
  }

  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// iOS 14: a system button that performs `primaryAction` when tapped.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    if let primaryAction {
      addAction(primaryAction, for: .primaryActionTriggered)
      setTitle(primaryAction.title, for: .normal)
    }
  }

  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction {
      addAction(primaryAction, for: .primaryActionTriggered)
      setTitle(primaryAction.title, for: .normal)
    }
  }

  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    updateTitle()
  }

  open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

  open func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
    updateTitle()
  }

  open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] }

  open var currentTitle: String? { title(for: state) }

  open override var isHighlighted: Bool { didSet { updateTitle() } }

  private func updateTitle() {
    titleLabel?.text = title(for: state)
    titleLabel?.textColor = titleColor(for: state) ?? tintColor
    titleLabel?.alpha = isHighlighted ? 0.5 : 1
  }

  open override var intrinsicContentSize: CGSize {
    let size = titleLabel?.intrinsicContentSize ?? .zero
    return CGSize(width: size.width + 16, height: max(size.height + 12, 44))
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}

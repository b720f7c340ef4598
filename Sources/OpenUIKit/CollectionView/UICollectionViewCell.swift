import Foundation

/// A view a collection view reuses: it carries the identifier it is queued under and is told
/// before it is handed out again.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  package var _reuseIdentifier: String?

  /// The identifier the collection view reuses the view under (the registration's or the
  /// storyboard prototype's).
  open var reuseIdentifier: String? { _reuseIdentifier }

  /// Called before the collection view hands the view out again from its reuse queue.
  open func prepareForReuse() {}

  /// Called with the layout's attributes each time the collection view places the view.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}

/// One item of a collection view: a `contentView` for your subviews over an optional
/// `backgroundView`, and a `selectedBackgroundView` shown between them while the cell is selected
/// or highlighted. A cell has no background colour and no selection look of its own.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  private let _contentView: UIView

  /// The view that holds the cell's content; add your subviews here.
  open var contentView: UIView { _contentView }

  /// Segues a storyboard connected to the cell: selecting its item by a tap triggers them.
  package var _selectionSegues: [@MainActor (UICollectionViewCell) -> Void] = []

  public override init(frame: CGRect) {
    _contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    _setUpCell()
  }

  public required init?(coder: NSCoder) {
    _contentView = UIView()
    super.init(coder: coder)
    _contentView.frame = bounds
    _setUpCell()
  }

  private func _setUpCell() {
    _contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(_contentView)
  }

  /// Whether the item is selected; the collection view sets it.
  open var isSelected = false {
    didSet {
      _updateSelectedBackground()
      _configurationStateDidChange()
    }
  }

  /// Whether a touch is on the item; the collection view sets it.
  open var isHighlighted = false {
    didSet {
      _updateSelectedBackground()
      _configurationStateDidChange()
    }
  }

  /// A view behind everything else in the cell, the cell's size.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView {
        insertSubview(backgroundView, at: 0)
        UIView.performWithoutAnimation { backgroundView.frame = bounds }
      }
    }
  }

  /// A view above the background view, shown while the cell is selected or highlighted.
  open var selectedBackgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let view = selectedBackgroundView {
        if let backgroundView, backgroundView.superview === self {
          insertSubview(view, aboveSubview: backgroundView)
        } else {
          insertSubview(view, at: 0)
        }
        UIView.performWithoutAnimation { view.frame = bounds }
      }
      _updateSelectedBackground()
    }
  }

  private func _updateSelectedBackground() {
    guard let view = selectedBackgroundView else { return }
    let shows = isSelected || isHighlighted
    if view.isHidden == shows { UIView.performWithoutAnimation { view.isHidden = !shows } }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    _updateConfigurationIfNeeded()
    let contentFrame = _contentViewFrame
    UIView.performWithoutAnimation {
      backgroundView?.frame = bounds
      selectedBackgroundView?.frame = bounds
      if _contentView.frame != contentFrame { _contentView.frame = contentFrame }
    }
    _layoutBackgroundView()
  }

  /// Where the content view goes: the bounds (a list cell leaves room for its accessories).
  package var _contentViewFrame: CGRect { bounds }

  // MARK: Configurations (iOS 14; the rest is in Configuration/UICollectionViewCell+Configuration.swift)

  /// Content and background configurations, update handler and pending update; nil until used.
  package var _configurationStorage: _CellConfigurationStorage?

  /// The cell's state for its configurations: traits, selection and highlight.
  open var configurationState: UICellConfigurationState {
    _baseConfigurationState(isSelected: isSelected, isHighlighted: isHighlighted)
  }

  /// Asks for `updateConfiguration(using:)` on the next layout (requests coalesce).
  open func setNeedsUpdateConfiguration() { _setNeedsUpdateConfiguration() }

  /// Override to configure the cell for `state`; the default does nothing. Runs after the
  /// automatic configuration updates and before `configurationUpdateHandler`.
  open func updateConfiguration(using state: UICellConfigurationState) {}

  /// iOS 16: the background configuration for the cell's style (a plain cell: clear).
  open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }
}

import Foundation

/// iOS 14: a collection view cell for lists — a list content configuration by default, the
/// list background (selection in systemGray4), accessories beside the content and indentation
/// (Docs/Behaviour/lists16c.md "Accessories").
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// The accessories: system ones in their fixed places (delete, insert and multiselect from
  /// the leading edge, the others ending at the trailing edge) whatever the array's order;
  /// custom ones where their placement puts them (`UICellAccessory._arranged`).
  open var accessories: [UICellAccessory] = [] {
    didSet {
      _rebuildAccessoryViews()
      setNeedsLayout()
    }
  }

  /// Levels the content (and, with `indentsAccessories`, the leading accessories) moves in by.
  open var indentationLevel: Int = 0 { didSet { setNeedsLayout() } }
  /// Points per indentation level ([U] 10).
  open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
  open var indentsAccessories = true { didSet { setNeedsLayout() } }

  /// The views showing `accessories` that are displayed, with their accessory.
  private var _accessoryViews: [(accessory: UICellAccessory, view: UIView, width: CGFloat)] = []

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundConfiguration = defaultBackgroundConfiguration()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    backgroundConfiguration = defaultBackgroundConfiguration()
  }

  /// A list content configuration for the cell (`UIListContentConfiguration.cell()`).
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

  /// The list cell's background: a plain list's cell background.
  open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }

  /// The accessories' views, for tests: displayed ones in layout order.
  package var _accessoryViewsForTesting: [UIView] { _accessoryViews.map(\.view) }

  private func _rebuildAccessoryViews() {
    for entry in _accessoryViews { entry.view.removeFromSuperview() }
    _accessoryViews = []
    let editing = configurationState.isEditing
    let displayed = accessories.filter { $0._isDisplayed(editing: editing) }
    let arranged = UICellAccessory._arranged(displayed)
    for accessory in arranged.leading + arranged.trailing {
      let view: UIView
      var width: CGFloat
      switch accessory._kind {
      case .customView(let custom, _):
        view = custom
        width = custom.bounds.width
      case .label(let text, let font):
        let label = UILabel()
        label.text = text
        label.font = font ?? .preferredFont(forTextStyle: .body)
        label.textColor = accessory._tintColor ?? .secondaryLabel
        label.textAlignment = .right
        view = label
        width = label.intrinsicContentSize.width
      default:
        let glyph = accessory._glyph!
        if let handler = accessory._actionHandler {
          let button = UIButton(type: .system, primaryAction: UIAction { _ in handler() })
          button.setTitle(glyph.text, for: .normal)
          if let color = accessory._tintColor ?? glyph.color { button.setTitleColor(color, for: .normal) }
          view = button
        } else {
          let label = UILabel()
          label.text = glyph.text
          label.textAlignment = .center
          label.textColor = accessory._tintColor ?? glyph.color ?? tintColor
          view = label
        }
        width = glyph.width
      }
      switch accessory._reservedLayoutWidth {
      case .custom(let w)?: width = max(width, w)
      case .actual?, .standard?, nil: break
      }
      view.tintColor = accessory._tintColor
      _accessoryViews.append((accessory, view, width))
      addSubview(view)
    }
  }

  /// Space at the trailing edge after the last accessory, and between accessories ([U]).
  static let _accessoryMargin: CGFloat = 16
  static let _accessorySpacing: CGFloat = 8

  private var _indentation: CGFloat { CGFloat(max(0, indentationLevel)) * indentationWidth }

  private var _leadingAccessoryWidth: CGFloat {
    let leading = _accessoryViews.filter { $0.accessory._isLeading }
    guard !leading.isEmpty else { return 0 }
    return Self._accessoryMargin + leading.reduce(0) { $0 + $1.width + Self._accessorySpacing }
  }

  private var _trailingAccessoryWidth: CGFloat {
    let trailing = _accessoryViews.filter { !$0.accessory._isLeading }
    guard !trailing.isEmpty else { return 0 }
    return Self._accessoryMargin + trailing.reduce(0) { $0 + $1.width } + Self._accessorySpacing * CGFloat(trailing.count - 1)
  }

  package override var _contentViewFrame: CGRect {
    let leading = _leadingAccessoryWidth + _indentation
    let trailing = _trailingAccessoryWidth
    return CGRect(x: leading, y: 0, width: max(0, bounds.width - leading - trailing), height: bounds.height)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let height = bounds.height
    UIView.performWithoutAnimation {
      var x = Self._accessoryMargin + (indentsAccessories ? _indentation : 0)
      for entry in _accessoryViews where entry.accessory._isLeading {
        entry.view.frame = _accessoryFrame(entry, x: x, height: height)
        x += entry.width + Self._accessorySpacing
      }
      var trailingX = bounds.width - Self._accessoryMargin
      for entry in _accessoryViews.reversed() where !entry.accessory._isLeading {
        trailingX -= entry.width
        entry.view.frame = _accessoryFrame(entry, x: trailingX, height: height)
        trailingX -= Self._accessorySpacing
      }
    }
  }

  /// A custom view keeps its height (centred); the system accessories fill the row's height.
  private func _accessoryFrame(_ entry: (accessory: UICellAccessory, view: UIView, width: CGFloat), x: CGFloat, height: CGFloat) -> CGRect {
    if case .customView(let view, _) = entry.accessory._kind {
      let h = min(height, view.bounds.height > 0 ? view.bounds.height : height)
      return CGRect(x: x + (entry.width - view.bounds.width) / 2, y: (height - h) / 2, width: view.bounds.width, height: h)
    }
    return CGRect(x: x, y: 0, width: entry.width, height: height)
  }
}

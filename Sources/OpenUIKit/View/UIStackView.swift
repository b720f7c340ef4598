import Foundation

/// A view that lays out its arranged subviews in a row or a column with Auto Layout: it makes
/// and keeps up to date the constraints that place them (along the axis by `distribution` and
/// `spacing`, across it by `alignment`), as UIKit's stack view does. A hidden arranged subview
/// collapses: it stays a subview, sized 0 along the axis, and takes no spacing.
///
/// Apple docs (UIStackView): arranged subviews are subviews; adding one sets its
/// `translatesAutoresizingMaskIntoConstraints` to false; `removeArrangedSubview(_:)` leaves the
/// view a subview; hiding an arranged subview removes it from the arrangement.
@preconcurrency @MainActor
open class UIStackView: UIView {
  public enum Distribution: Int, Sendable {
    case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  public enum Alignment: Int, Sendable {
    case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
    public static var top: Alignment { .leading }
    public static var bottom: Alignment { .trailing }
  }

  public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
  public static let spacingUseSystem: CGFloat = -.greatestFiniteMagnitude

  open private(set) var arrangedSubviews: [UIView] = []
  open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { _rebuildArrangement() } }
  open var distribution: Distribution = .fill { didSet { _rebuildArrangement() } }
  open var alignment: Alignment = .fill { didSet { _rebuildArrangement() } }
  open var spacing: CGFloat = 0 { didSet { _rebuildArrangement() } }
  open var isLayoutMarginsRelativeArrangement = false { didSet { _rebuildArrangement() } }
  open var isBaselineRelativeArrangement = false { didSet { _rebuildArrangement() } }

  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  private var arrangementConstraints: [NSLayoutConstraint] = []
  private var spacerGuides: [UILayoutGuide] = []

  public override init(frame: CGRect) { super.init(frame: frame) }

  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` in the arrangement at `stackIndex` (and as the last subview when it is not
  /// one yet). UIKit raises for an index past the end: a diagnostic here, and no effect.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    guard stackIndex >= 0, stackIndex <= arrangedSubviews.count else {
      Diagnostics.exception(
        "Insertion index \(stackIndex) is out of bounds for the stack view's \(arrangedSubviews.count) arranged subviews.")
      return
    }
    if let existing = arrangedSubviews.firstIndex(where: { $0 === view }) {
      arrangedSubviews.remove(at: existing)
      arrangedSubviews.insert(view, at: min(stackIndex, arrangedSubviews.count))
    } else {
      arrangedSubviews.insert(view, at: stackIndex)
    }
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    _rebuildArrangement()
  }

  /// Takes `view` out of the arrangement; it stays a subview (Apple docs).
  open func removeArrangedSubview(_ view: UIView) {
    guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
    arrangedSubviews.remove(at: index)
    customSpacings[ObjectIdentifier(view)] = nil
    _rebuildArrangement()
  }

  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    _rebuildArrangement()
  }

  /// The spacing after `arrangedSubview`: its custom spacing, else `spacingUseDefault`.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
  }

  /// A subview removed from the stack view leaves the arrangement too (Apple docs).
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    if let index = arrangedSubviews.firstIndex(where: { $0 === subview }) {
      arrangedSubviews.remove(at: index)
      customSpacings[ObjectIdentifier(subview)] = nil
      _rebuildArrangement(removing: subview)
    }
  }

  open override func didMoveToSuperview() {
    super.didMoveToSuperview()
    _rebuildArrangement()
  }

  /// Called by an arranged subview whose `isHidden` changed.
  func _arrangedSubviewVisibilityChanged(_ view: UIView) {
    if arrangedSubviews.contains(where: { $0 === view }) { _rebuildArrangement() }
  }

  // MARK: Constraints

  private func gap(after view: UIView) -> CGFloat {
    let custom = customSpacings[ObjectIdentifier(view)]
    guard let custom, custom != UIStackView.spacingUseDefault else { return spacing == UIStackView.spacingUseSystem ? 8 : spacing }
    return custom == UIStackView.spacingUseSystem ? 8 : custom
  }

  private func _rebuildArrangement(removing leaving: UIView? = nil) {
    NSLayoutConstraint.deactivate(arrangementConstraints)
    arrangementConstraints = []
    for guide in spacerGuides { removeLayoutGuide(guide) }
    spacerGuides = []
    // A stack view outside any superview has no size of its own yet: its arrangement is made
    // when it gets one (a superview-less view is a layout root pinned at its bounds here, and a
    // chain with spacing inside a zero-sized root cannot be satisfied).
    guard superview != nil else { return }
    var made: [NSLayoutConstraint] = []
    let horizontal = axis == .horizontal
    let shown = arrangedSubviews.filter { !$0.isHidden && $0 !== leaving }
    let useMargins = isLayoutMarginsRelativeArrangement
    func attr(_ a: NSLayoutConstraint.Attribute, margin: Bool) -> NSLayoutConstraint.Attribute {
      guard margin else { return a }
      switch a {
      case .leading: return .leadingMargin
      case .trailing: return .trailingMargin
      case .top: return .topMargin
      case .bottom: return .bottomMargin
      case .centerX: return .centerXWithinMargins
      case .centerY: return .centerYWithinMargins
      default: return a
      }
    }
    func c(
      _ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation = .equal,
      _ b: AnyObject?, _ ba: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, _ constant: CGFloat = 0,
      priority: UILayoutPriority = .required
    ) {
      let constraint = NSLayoutConstraint(
        item: a, attribute: aa, relatedBy: relation, toItem: b, attribute: ba, multiplier: multiplier, constant: constant)
      constraint.priority = priority
      made.append(constraint)
    }
    let lead: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
    let trail: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
    let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height
    let centre: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY
    let crossLead: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
    let crossTrail: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
    let crossSize: NSLayoutConstraint.Attribute = horizontal ? .height : .width
    let crossCentre: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX

    // Hidden arranged subviews collapse along the axis.
    for view in arrangedSubviews where view.isHidden && view !== leaving {
      c(view, size, .equal, nil, .notAnAttribute, 0)
    }
    // Along the axis: the chain from the stack's leading edge to its trailing edge.
    if let first = shown.first, let last = shown.last {
      c(first, lead, .equal, self, attr(lead, margin: useMargins))
      c(last, trail, .equal, self, attr(trail, margin: useMargins))
      let spaced = distribution == .equalSpacing || distribution == .equalCentering
      var firstGuide: UILayoutGuide?
      for (previous, next) in zip(shown, shown.dropFirst()) {
        let space = gap(after: previous)
        if spaced {
          let guide = UILayoutGuide()
          guide.identifier = distribution == .equalSpacing ? "UISV-distributing" : "UISV-distributing-edge"
          addLayoutGuide(guide)
          spacerGuides.append(guide)
          // The guide spans the gap (equalSpacing) or centre to centre (equalCentering).
          let from = distribution == .equalSpacing ? trail : centre
          let to = distribution == .equalSpacing ? lead : centre
          c(guide, lead, .equal, previous, from)
          c(guide, trail, .equal, next, to)
          c(next, lead, .greaterThanOrEqual, previous, trail, space)
          if let firstGuide {
            c(guide, size, .equal, firstGuide, size, priority: distribution == .equalSpacing ? .required : UILayoutPriority(999))
          } else {
            firstGuide = guide
          }
        } else if !horizontal && isBaselineRelativeArrangement {
          // Spacing between the previous view's last baseline and the next one's first.
          c(next, .firstBaseline, .equal, previous, .lastBaseline, space)
        } else {
          c(next, lead, .equal, previous, trail, space)
        }
      }
      if distribution == .equalSpacing || distribution == .equalCentering {
        // The chain hugs its content when the stack's size is not set from outside.
        c(self, size, .equal, nil, .notAnAttribute, 0, priority: .fittingSizeLevel)
      }
      switch distribution {
      case .fillEqually:
        for view in shown.dropFirst() { c(view, size, .equal, first, size) }
      case .fillProportionally:
        // Sizes in the ratio of the intrinsic sizes (views without one keep theirs).
        let intrinsic = shown.map { horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
        if intrinsic[0] > 0 {
          for (view, value) in zip(shown, intrinsic).dropFirst() where value > 0 {
            c(view, size, .equal, first, size, multiplier: value / intrinsic[0], priority: UILayoutPriority(999))
          }
        }
      default: break
      }
    }
    // Across the axis, by alignment.
    for view in shown {
      switch alignment {
      case .fill:
        c(view, crossLead, .equal, self, attr(crossLead, margin: useMargins))
        c(view, crossTrail, .equal, self, attr(crossTrail, margin: useMargins))
      case .leading:
        c(view, crossLead, .equal, self, attr(crossLead, margin: useMargins))
        c(view, crossTrail, .lessThanOrEqual, self, attr(crossTrail, margin: useMargins))
      case .trailing:
        c(view, crossTrail, .equal, self, attr(crossTrail, margin: useMargins))
        c(view, crossLead, .greaterThanOrEqual, self, attr(crossLead, margin: useMargins))
      case .center:
        c(view, crossCentre, .equal, self, attr(crossCentre, margin: useMargins))
        c(view, crossLead, .greaterThanOrEqual, self, attr(crossLead, margin: useMargins))
        c(view, crossTrail, .lessThanOrEqual, self, attr(crossTrail, margin: useMargins))
      case .firstBaseline, .lastBaseline:
        // Baselines line up with the first arranged subview's (horizontal stacks; a vertical
        // stack aligns as .fill, as UIKit treats baseline alignment across a column).
        if horizontal, let first = shown.first, view !== first {
          let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
          c(view, baseline, .equal, first, baseline)
        }
        if horizontal {
          c(view, crossLead, .greaterThanOrEqual, self, attr(crossLead, margin: useMargins))
          c(view, crossTrail, .lessThanOrEqual, self, attr(crossTrail, margin: useMargins))
        } else {
          c(view, crossLead, .equal, self, attr(crossLead, margin: useMargins))
          c(view, crossTrail, .equal, self, attr(crossTrail, margin: useMargins))
        }
      }
    }
    if alignment != .fill, !shown.isEmpty {
      // Without a size from outside, the stack hugs its largest arranged subview across the axis.
      c(self, crossSize, .equal, nil, .notAnAttribute, 0, priority: .fittingSizeLevel)
    }
    arrangementConstraints = made
    NSLayoutConstraint.activate(made)
    setNeedsLayout()
  }
}

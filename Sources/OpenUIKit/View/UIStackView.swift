import Foundation

/// A view that lines up its arranged subviews along an axis with Auto Layout constraints it makes
/// itself (as UIKit's does): a chain along the axis for the distribution, edges or centres across
/// it for the alignment. Hidden arranged views collapse to zero length and take no spacing.
/// The constraints are rebuilt whenever a property, the arrangement or an arranged view's
/// `isHidden` changes, so a change inside an animation block followed by `layoutIfNeeded()`
/// animates (UIKit's collapse animation). See Docs/Behaviour.md, "Stack views".
@preconcurrency @MainActor
open class UIStackView: UIView {
  public enum Distribution: Int, Sendable {
    case fill = 0, fillEqually = 1, fillProportionally = 2, equalSpacing = 3, equalCentering = 4
  }

  public enum Alignment: Int, Sendable {
    case fill = 0, leading = 1, firstBaseline = 2, center = 3, trailing = 4, lastBaseline = 5
    /// Same value as `leading` (vertical alignment in a horizontal stack).
    public static var top: Alignment { .leading }
    /// Same value as `trailing`.
    public static var bottom: Alignment { .trailing }
  }

  /// `customSpacing(after:)` of a view with no custom spacing: the stack's `spacing` applies.
  public class var spacingUseDefault: CGFloat { CGFloat(Float.greatestFiniteMagnitude) }
  /// A spacing value meaning the system spacing (8 pt here, as `constraint(equalToSystemSpacingAfter:)`).
  public class var spacingUseSystem: CGFloat { CGFloat(Float.leastNormalMagnitude) }

  public private(set) var arrangedSubviews: [UIView] = []
  open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { _rebuildArrangement() } }
  open var distribution: Distribution = .fill { didSet { _rebuildArrangement() } }
  open var alignment: Alignment = .fill { didSet { _rebuildArrangement() } }
  open var spacing: CGFloat = 0 { didSet { _rebuildArrangement() } }
  open var isBaselineRelativeArrangement = false { didSet { _rebuildArrangement() } }
  open var isLayoutMarginsRelativeArrangement = false { didSet { _rebuildArrangement() } }

  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The constraints and spacer guides the stack made for the current arrangement.
  private var arrangementConstraints: [NSLayoutConstraint] = []
  private var spacerGuides: [UILayoutGuide] = []
  /// While set, arrangement changes only mark the arrangement stale; clearing it rebuilds once.
  /// A storyboard's stack view is built this way: its arranged subviews arrive one by one, and
  /// rebuilding after each one re-made every constraint of the earlier ones (issue 15).
  var _defersArrangement = false {
    didSet { if !_defersArrangement && _arrangementIsStale { _rebuildArrangement() } }
  }
  private var _arrangementIsStale = false

  public override init(frame: CGRect) { super.init(frame: frame) }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  // MARK: Arrangement

  /// Adds `view` at the end of the arrangement (and as the last subview if it is not one).
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` in the arrangement; a view already arranged moves to `stackIndex`.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    guard view !== self else { return }
    guard stackIndex >= 0 && stackIndex <= arrangedSubviews.count else {
      Diagnostics.exception("Insertion index \(stackIndex) out of bounds for the arranged subviews of \(self)", name: "NSInvalidArgumentException")
      return
    }
    var index = stackIndex
    if let old = arrangedSubviews.firstIndex(where: { $0 === view }) {
      arrangedSubviews.remove(at: old)
      if old < index { index -= 1 }
    }
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    arrangedSubviews.insert(view, at: min(index, arrangedSubviews.count))
    _rebuildArrangement()
  }

  /// Takes `view` out of the arrangement; it stays a subview (UIKit).
  open func removeArrangedSubview(_ view: UIView) {
    guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
    arrangedSubviews.remove(at: index)
    customSpacings[ObjectIdentifier(view)] = nil
    _rebuildArrangement()
  }

  /// A view removed from the stack view leaves the arrangement too (UIKit).
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    _rebuildArrangement()
  }

  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
  }

  /// A proportional stack follows its views' intrinsic lengths: when they changed since the
  /// arrangement was made (a label's new text, `invalidateIntrinsicContentSize()`), the layout
  /// pass re-proportions before placing the views (UIKit: `.fillProportionally` sizes views
  /// "proportionally based on their intrinsic content size along the stacking axis").
  open override func layoutSubviews() {
    if distribution == .fillProportionally, !_defersArrangement, _proportionsChanged {
      _rebuildArrangement()
      // The pass placed the views before this call: place them again with the new proportions.
      LayoutEngine.shared.applyFrames(toSubviewsOf: self)
    }
    super.layoutSubviews()
  }

  /// Whether the visible arranged views' intrinsic lengths no longer give the multipliers of
  /// the arrangement's proportional constraints.
  private var _proportionsChanged: Bool {
    let horizontal = axis == .horizontal
    let sizes = arrangedSubviews.filter { !$0.isHidden }.map {
      horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height
    }
    let expected = sizes.allSatisfy { $0 > 0 } ? sizes.dropFirst().map { $0 / sizes[0] } : []
    let current = arrangementConstraints.filter { $0.identifier == "UISV-fill-proportionally" }.map(\.multiplier)
    guard expected.count == current.count else { return true }
    return zip(expected, current).contains { abs($0 - $1) > 1e-9 }
  }

  /// An arranged view's `isHidden` changed: it collapses or comes back.
  func _arrangedSubviewVisibilityChanged(_ view: UIView) {
    if arrangedSubviews.contains(where: { $0 === view }) { _rebuildArrangement() }
  }

  // MARK: Constraints

  private func resolvedSpacing(after view: UIView) -> CGFloat {
    var value = customSpacing(after: view)
    if value == UIStackView.spacingUseDefault { value = spacing }
    return value == UIStackView.spacingUseSystem ? _systemSpacing : value
  }

  func _rebuildArrangement() {
    _arrangementIsStale = _defersArrangement
    if _defersArrangement { return }
    NSLayoutConstraint.deactivate(arrangementConstraints)
    arrangementConstraints = []
    for guide in spacerGuides { removeLayoutGuide(guide) }
    spacerGuides = []
    var made: [NSLayoutConstraint] = []
    let box = _Edges(isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self)
    let visible = arrangedSubviews.filter { !$0.isHidden }
    made += alongConstraints(visible, box)
    made += hiddenConstraints(box)
    made += acrossConstraints(arrangedSubviews, box)
    arrangementConstraints = made
    NSLayoutConstraint.activate(made)
    setNeedsLayout()
  }

  private func alongConstraints(_ views: [UIView], _ box: _Edges) -> [NSLayoutConstraint] {
    let h = axis == .horizontal
    guard let first = views.first, let last = views.last else { return [] }
    var made = [
      named(_Edges(first).start(h).constraint(equalTo: box.start(h)), "UISV-canvas-connection"),
      named(_Edges(last).end(h).constraint(equalTo: box.end(h)), "UISV-canvas-connection"),
    ]
    for (prev, next) in zip(views, views.dropFirst()) {
      let gap = resolvedSpacing(after: prev)
      let (a, b) = spacingAnchors(prev, next)
      switch distribution {
      case .fill, .fillEqually, .fillProportionally:
        made.append(named(b.constraint(equalTo: a, constant: gap), "UISV-spacing"))
      case .equalSpacing, .equalCentering:
        made.append(named(b.constraint(greaterThanOrEqualTo: a, constant: gap), "UISV-spacing"))
        let guide = UILayoutGuide()
        guide.identifier = "UISV-distributing"
        addLayoutGuide(guide)
        spacerGuides.append(guide)
        let g = _Edges(guide)
        let from = distribution == .equalSpacing ? _Edges(prev).end(h) : _Edges(prev).center(h)
        let to = distribution == .equalSpacing ? _Edges(next).start(h) : _Edges(next).center(h)
        made += [
          named(g.start(h).constraint(equalTo: from), "UISV-distributing-edge"),
          named(g.end(h).constraint(equalTo: to), "UISV-distributing-edge"),
        ]
      }
    }
    switch distribution {
    case .fill:
      // Ties between equal hugging (or compression) priorities go to the first view: every later
      // view pays a feeble extra cost per point it stretches.
      for view in views.dropFirst() {
        let c = _Edges(view).length(h).constraint(lessThanOrEqualToConstant: 0)
        c.priority = UILayoutPriority(1)
        made.append(named(c, "UISV-fill-tiebreak"))
      }
    case .fillEqually:
      for view in views.dropFirst() {
        made.append(named(_Edges(view).length(h).constraint(equalTo: _Edges(first).length(h)), "UISV-fill-equally"))
      }
    case .fillProportionally:
      let sizes = views.map { h ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
      if sizes.allSatisfy({ $0 > 0 }) {
        for (view, size) in zip(views, sizes).dropFirst() {
          let c = _Edges(view).length(h).constraint(equalTo: _Edges(first).length(h), multiplier: size / sizes[0])
          c.priority = UILayoutPriority(999)
          made.append(named(c, "UISV-fill-proportionally"))
        }
      }
    case .equalSpacing, .equalCentering:
      if let firstGuide = spacerGuides.first {
        for guide in spacerGuides.dropFirst() {
          made.append(named(_Edges(guide).length(h).constraint(equalTo: _Edges(firstGuide).length(h)), "UISV-distributing"))
        }
        // With nothing stretching the stack, the spacers shrink to the smallest allowed.
        let tight = _Edges(firstGuide).length(h).constraint(equalToConstant: 0)
        tight.priority = UILayoutPriority(49)
        made.append(named(tight, "UISV-canvas-fit"))
      }
    }
    return made
  }

  /// The anchors the spacing separates: edges, or baselines in a baseline-relative vertical stack.
  private func spacingAnchors(_ prev: UIView, _ next: UIView) -> (NSLayoutAnchor<AnyObject>, NSLayoutAnchor<AnyObject>) {
    if axis == .vertical && isBaselineRelativeArrangement {
      return (prev.lastBaselineAnchor._erased, next.firstBaselineAnchor._erased)
    }
    let h = axis == .horizontal
    return (_Edges(prev).end(h), _Edges(next).start(h))
  }

  /// Hidden arranged views: zero length where they would sit in the chain (UIKit's "UISV-hiding").
  private func hiddenConstraints(_ box: _Edges) -> [NSLayoutConstraint] {
    let h = axis == .horizontal
    var made: [NSLayoutConstraint] = []
    var previousVisible: UIView?
    for view in arrangedSubviews {
      guard view.isHidden else {
        previousVisible = view
        continue
      }
      let anchor = previousVisible.map { _Edges($0).end(h) } ?? box.start(h)
      made += [
        named(_Edges(view).length(h).constraint(equalToConstant: 0), "UISV-hiding"),
        named(_Edges(view).start(h).constraint(equalTo: anchor), "UISV-hiding"),
      ]
    }
    return made
  }

  private func acrossConstraints(_ views: [UIView], _ box: _Edges) -> [NSLayoutConstraint] {
    let across = axis != .horizontal
    var alignment = self.alignment
    if axis == .vertical {
      if alignment == .firstBaseline { alignment = .leading }
      if alignment == .lastBaseline { alignment = .trailing }
    }
    var made: [NSLayoutConstraint] = []
    let reference = views.first { !$0.isHidden }
    for view in views {
      let e = _Edges(view)
      switch alignment {
      case .fill:
        made += [e.start(across).constraint(equalTo: box.start(across)), e.end(across).constraint(equalTo: box.end(across))]
      case .leading:
        made += [e.start(across).constraint(equalTo: box.start(across)), e.end(across).constraint(lessThanOrEqualTo: box.end(across))]
      case .trailing:
        made += [e.start(across).constraint(greaterThanOrEqualTo: box.start(across)), e.end(across).constraint(equalTo: box.end(across))]
      case .center:
        made += [
          e.center(across).constraint(equalTo: box.center(across)),
          e.start(across).constraint(greaterThanOrEqualTo: box.start(across)),
        ]
      case .firstBaseline, .lastBaseline:
        made += [
          e.start(across).constraint(greaterThanOrEqualTo: box.start(across)),
          e.end(across).constraint(lessThanOrEqualTo: box.end(across)),
        ]
        if let reference, reference !== view {
          let c =
            alignment == .firstBaseline
            ? view.firstBaselineAnchor.constraint(equalTo: reference.firstBaselineAnchor)
            : view.lastBaselineAnchor.constraint(equalTo: reference.lastBaselineAnchor)
          made.append(c)
        }
      }
      if alignment != .fill {
        // A view with nothing sizing it across the axis stays empty rather than ambiguous.
        let suppress = e.length(across).constraint(equalToConstant: 0)
        suppress.priority = UILayoutPriority(25)
        made.append(named(suppress, "UISV-ambiguity-suppression"))
      }
    }
    if alignment != .fill && !views.isEmpty {
      // The stack hugs its largest arranged view across the axis when nothing else sizes it.
      let fit = box.length(across).constraint(equalToConstant: 0)
      fit.priority = UILayoutPriority(49)
      made.append(named(fit, "UISV-canvas-fit"))
    }
    for c in made where c.identifier == nil { c.identifier = "UISV-alignment" }
    return made
  }

  private func named(_ c: NSLayoutConstraint, _ name: String) -> NSLayoutConstraint {
    c.identifier = name
    return c
  }
}

/// The edges of a view or guide by axis (`true` = horizontal), as untyped anchors.
@MainActor
struct _Edges {
  let item: AnyObject
  init(_ item: AnyObject) { self.item = item }

  // A view's anchors are made here directly, as the type-erased anchor the arrangement uses
  // (the same single term `UIView.leadingAnchor` holds): no key path applied, one anchor
  // object instead of two (sbbutton18). A layout guide's come from its (open) properties.
  func start(_ horizontal: Bool) -> NSLayoutAnchor<AnyObject> {
    if let view = item as? UIView { return NSLayoutAnchor(item: view, attribute: horizontal ? .leading : .top) }
    let guide = item as! UILayoutGuide
    return horizontal ? guide.leadingAnchor._erased : guide.topAnchor._erased
  }
  func end(_ horizontal: Bool) -> NSLayoutAnchor<AnyObject> {
    if let view = item as? UIView { return NSLayoutAnchor(item: view, attribute: horizontal ? .trailing : .bottom) }
    let guide = item as! UILayoutGuide
    return horizontal ? guide.trailingAnchor._erased : guide.bottomAnchor._erased
  }
  func center(_ horizontal: Bool) -> NSLayoutAnchor<AnyObject> {
    if let view = item as? UIView { return NSLayoutAnchor(item: view, attribute: horizontal ? .centerX : .centerY) }
    let guide = item as! UILayoutGuide
    return horizontal ? guide.centerXAnchor._erased : guide.centerYAnchor._erased
  }
  func length(_ horizontal: Bool) -> NSLayoutDimension {
    if let view = item as? UIView { return horizontal ? view.widthAnchor : view.heightAnchor }
    let guide = item as! UILayoutGuide
    return horizontal ? guide.widthAnchor : guide.heightAnchor
  }
}

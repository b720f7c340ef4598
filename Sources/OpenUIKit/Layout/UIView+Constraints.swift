import Foundation

extension NSLayoutConstraint {
  public enum Axis: Int, Sendable {
    case horizontal = 0, vertical = 1
  }
}

extension UIView {
  // MARK: Anchors

  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

  // MARK: Installed constraints

  /// The constraints installed on this view (it is the nearest common ancestor of their items).
  public var constraints: [NSLayoutConstraint] { _autoLayout.constraints }

  public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
  public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    if constraint._owner === self { constraint.isActive = false }
  }
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for c in constraints { removeConstraint(c) }
  }

  // MARK: Layout guides

  public var layoutGuides: [UILayoutGuide] { _autoLayout.guides }

  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    _autoLayout.guides.append(layoutGuide)
    layoutGuide.owningView = self
  }

  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.owningView === self else { return }
    for c in LayoutEngine.shared.installedConstraints(involving: layoutGuide) { c.isActive = false }
    _autoLayout.guides.removeAll { $0 === layoutGuide }
    layoutGuide.owningView = nil
  }

  func _systemGuide(_ role: UILayoutGuide.SystemRole, _ identifier: String, _ slot: ReferenceWritableKeyPath<UIViewLayoutStorage, UILayoutGuide?>) -> UILayoutGuide {
    if let guide = _autoLayout[keyPath: slot] { return guide }
    let guide = UILayoutGuide()
    guide.identifier = identifier
    guide._role = role
    _autoLayout[keyPath: slot] = guide
    guide.owningView = self
    return guide
  }

  /// The view's bounds inset by its `layoutMargins`.
  public var layoutMarginsGuide: UILayoutGuide { _systemGuide(.margins, "UIViewLayoutMarginsGuide", \.marginsGuide) }
  /// The view's bounds inset by its `safeAreaInsets`.
  public var safeAreaLayoutGuide: UILayoutGuide { _systemGuide(.safeArea, "UIViewSafeAreaLayoutGuide", \.safeAreaGuide) }
  /// Centred in the margins guide, no wider than the readable width (672 pt).
  public var readableContentGuide: UILayoutGuide { _systemGuide(.readableContent, "UIViewReadableContentGuide", \.readableGuide) }

  // MARK: Content priorities

  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? _autoLayout.hugging.horizontal : _autoLayout.hugging.vertical
  }

  public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal { _autoLayout.hugging.horizontal = priority } else { _autoLayout.hugging.vertical = priority }
    superview?.setNeedsLayout()
  }

  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? _autoLayout.compression.horizontal : _autoLayout.compression.vertical
  }

  public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal { _autoLayout.compression.horizontal = priority } else { _autoLayout.compression.vertical = priority }
    superview?.setNeedsLayout()
  }

  // MARK: Constraint updates

  /// Asks for `updateConstraints()` before the next layout.
  public func setNeedsUpdateConstraints() {
    _autoLayout.needsUpdateConstraints = true
    LayoutEngine.shared.pendingUpdateConstraints[ObjectIdentifier(self)] = LayoutEngine.Weak(object: self)
    LayoutEngine.shared.state(for: self)
    setNeedsLayout()
  }

  public func needsUpdateConstraints() -> Bool { _autoLayout.needsUpdateConstraints }

  /// Runs the pending constraint updates of this view and its subviews now (deepest first).
  public func updateConstraintsIfNeeded() {
    var pending: [UIView] = []
    var stack: [UIView] = [self]
    while let v = stack.popLast() {
      if v._autoLayout.needsUpdateConstraints { pending.append(v) }
      stack.append(contentsOf: v.subviews)
    }
    for v in pending.reversed() where v._autoLayout.needsUpdateConstraints {
      v._autoLayout.needsUpdateConstraints = false
      LayoutEngine.shared.pendingUpdateConstraints[ObjectIdentifier(v)] = nil
      if let vc = v._viewController { vc.updateViewConstraints() } else { v.updateConstraints() }
    }
  }

  // MARK: Fitting size

  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// UIKit: the target for "as large as possible" (the value is undocumented; Docs/Behaviour.md).
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// The smallest size (for `layoutFittingCompressedSize`) or the size nearest `targetSize` that
  /// satisfies the constraints of this view's subtree.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
  }

  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    let engine = LayoutEngine.shared
    engine.installPending(in: LayoutEngine.topmost(self))
    engine.prepareLayoutPass()
    let s = engine.state(for: self)
    let solver = engine.solver
    // Free the view's own size from its placement for the measurement, keeping its position.
    for id in s.placement { try? solver.remove(id) }
    s.placement = []
    s.placementKey = nil
    // Constraints broken while the view's size was fixed (a cell's estimated height) count in
    // the measurement, as on iOS (LayoutEngine+Broken.swift).
    var temporary = engine.addBrokenConstraintsForMeasurement(inside: self)
    let x = solver.value(of: s.x), y = solver.value(of: s.y)
    temporary += [try? solver.add(LinearExpression([(s.x, 1)], constant: -x), .equal), try? solver.add(LinearExpression([(s.y, 1)], constant: -y), .equal)].compactMap { $0 }
    temporary += [
      try? solver.add(LinearExpression([(s.width, 1)], constant: -targetSize.width), .equal, strength: horizontalFittingPriority._strength),
      try? solver.add(LinearExpression([(s.height, 1)], constant: -targetSize.height), .equal, strength: verticalFittingPriority._strength),
      try? solver.add(LinearExpression([(s.width, 1)]), .greaterThanOrEqual),
      try? solver.add(LinearExpression([(s.height, 1)]), .greaterThanOrEqual),
    ].compactMap { $0 }
    let size = CGSize(width: solver.value(of: s.width), height: solver.value(of: s.height))
    for id in temporary { try? solver.remove(id) }
    engine.syncPlacement(of: self)
    return size
  }

  // MARK: Debugging

  /// True when the engine can move or resize the view without breaking or worsening anything.
  public var hasAmbiguousLayout: Bool {
    LayoutEngine.shared.isAmbiguous(self, horizontal: true, dimension: nil)
      || LayoutEngine.shared.isAmbiguous(self, horizontal: false, dimension: nil)
  }

  /// Moves an ambiguously laid-out view to another of its equally good solutions.
  public func exerciseAmbiguityInLayout() {
    let engine = LayoutEngine.shared
    engine.installPending(in: LayoutEngine.topmost(self))
    guard let s = _autoLayout.item else { return }
    for variable in [s.x, s.y, s.width, s.height] { engine.solver.exerciseAmbiguity(of: variable, offset: 50) }
    superview?.setNeedsLayout()
  }

  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
    let mask: [NSLayoutConstraint] = _autoLayout.item?.autoresizing.filter(\._isActive) ?? []
    return (LayoutEngine.shared.installedConstraints(involving: self) + mask).filter { $0.firstAttribute._isHorizontal == (axis == .horizontal) }
  }
}

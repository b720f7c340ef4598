import Foundation

/// A linear relation between two layout attributes:
/// `firstItem.firstAttribute ⋈ multiplier × secondItem.secondAttribute + constant`.
///
/// Lifecycle: created inactive → `isActive = true` installs it on the items' nearest common
/// ancestor and in the layout engine → `isActive = false` (or removing an item from the
/// hierarchy) uninstalls it. An installed required constraint that conflicts is *broken*: it stays
/// active, as in UIKit, and the engine leaves it out of the solution while the conflict lasts; it
/// takes part again once the conflict is gone, and in fitting-size measurements
/// (Docs/Behaviour/tables18.md).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
  public let firstAnchor: NSLayoutAnchor<AnyObject>
  public let secondAnchor: NSLayoutAnchor<AnyObject>?
  public let relation: Relation
  public let multiplier: CGFloat
  open var identifier: String?
  open var shouldBeArchived = false

  /// Set by the layout engine while the constraint is in the solver. A constraint that dies in
  /// the solver (its views died without deactivating it) hands its id to the engine, whose next
  /// sweep retires the row (no per-constraint index needed).
  /// (nonisolated(unsafe) only so the nonisolated `deinit` can read it: nothing else holds the
  /// constraint then.)
  @exclusivity(unchecked) nonisolated(unsafe) var _solverID: LayoutConstraintID?
  /// Activated while its hierarchy had no engine yet: recorded on its owner, not yet in the
  /// solver (the engine adds it when the hierarchy is first laid out or queried).
  @exclusivity(unchecked) var _isPending = false
  /// The solver expression's constant apart from `constant` (baseline offsets), while installed.
  @exclusivity(unchecked) var _baseConstant = 0.0
  /// The view whose `constraints` list holds this constraint while active, through its layout
  /// storage (nil once the view died, as a weak reference would read; no side table for the view).
  var _owner: UIView? {
    get { _ownerStorage?.liveView }
    set { _ownerStorage = newValue?._autoLayout }
  }
  /// Held strongly: the storage lets go of its constraints when its view dies (`viewDied`), and
  /// the constraint of its storage when deactivated, so neither keeps the other.
  @exclusivity(unchecked) var _ownerStorage: UIViewLayoutStorage?
  @exclusivity(unchecked) var _isActive = false
  /// Made between a leading/trailing and a left/right attribute: UIKit raises; it never activates.
  @exclusivity(unchecked) var _isInvalid = false
  /// Broken by the engine to recover from a conflict: active, not in the solver, listed in
  /// `LayoutEngine.brokenConstraints` until it is back in or deactivated.
  @exclusivity(unchecked) var _isBroken = false
  /// Activation order (the unsatisfiable diagnostic lists constraints in this order).
  @exclusivity(unchecked) var _serial = 0
  /// The directions its leading/trailing terms were installed with.
  @exclusivity(unchecked) var _directionKey = DirectionKey()

  init(first: NSLayoutAnchor<AnyObject>, relation: Relation, second: NSLayoutAnchor<AnyObject>?, multiplier: CGFloat, constant: CGFloat) {
    firstAnchor = first
    secondAnchor = second
    self.relation = relation
    self.multiplier = multiplier
    _constant = constant
    super.init()
    // UIKit raises NSInternalInconsistencyException; here the constraint never activates.
    if !multiplier.isFinite {
      Diagnostics.exception(
        "Multiplier is not finite!  That's illegal.  multiplier:\(NSLayoutConstraint._nonFiniteName(multiplier))",
        name: "NSInternalInconsistencyException")
      _isInvalid = true
    }
    if !constant.isFinite {
      _reportNonFiniteConstant(constant)
      _isInvalid = true
    }
  }

  /// UIKit's exception for a constant that is infinite or NaN.
  func _reportNonFiniteConstant(_ value: CGFloat) {
    func name(_ anchor: NSLayoutAnchor<AnyObject>) -> String {
      let attribute = anchor._attribute
      let kind = attribute._isDimension ? "NSLayoutDimension" : attribute._isHorizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor"
      return "<\(kind):\"\(anchor._debugName)\">"
    }
    let second = secondAnchor.map(name) ?? "(null)"
    Diagnostics.exception(
      "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(NSLayoutConstraint._nonFiniteName(value)) "
        + "firstAnchor:\(name(firstAnchor)) secondAnchor:\(second)",
      name: "NSInternalInconsistencyException")
  }

  static func _nonFiniteName(_ value: CGFloat) -> String { value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }

  deinit {
    if let id = _solverID { LayoutEngine.retiredSolverIDs.append(id) }
  }

  /// UIKit's original factory (the anchors are preferred). `view2` nil with `.notAnAttribute`
  /// makes a constant-only constraint.
  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    let item1 = view1 as AnyObject
    let item2 = view2.map { $0 as AnyObject }
    let second = (item2 != nil && attr2 != .notAnAttribute) ? NSLayoutAnchor<AnyObject>(item: item2!, attribute: attr2) : nil
    self.init(
      first: NSLayoutAnchor<AnyObject>(item: item1, attribute: attr1), relation: relation, second: second,
      multiplier: multiplier, constant: c)
  }

  open var firstItem: AnyObject? { firstAnchor.item }
  open var secondItem: AnyObject? { secondAnchor?.item }
  open var firstAttribute: Attribute { firstAnchor._attribute }
  open var secondAttribute: Attribute { secondAnchor?._attribute ?? .notAnAttribute }

  private var _constant: CGFloat
  /// The only mutable term; changing it on an active constraint re-solves incrementally.
  open var constant: CGFloat {
    get { _constant }
    set {
      guard newValue != _constant else { return }
      // UIKit raises; here the constant stays as it was.
      guard newValue.isFinite else { return _reportNonFiniteConstant(newValue) }
      _constant = newValue
      if _isActive { LayoutEngine.shared.constantChanged(self) }
    }
  }

  private var _priority = UILayoutPriority.required
  open var priority: UILayoutPriority {
    get { _priority }
    set {
      let clamped = UILayoutPriority(min(1000, max(1, newValue.rawValue)))
      if _isActive && (clamped == .required) != (_priority == .required) {
        Diagnostics.exception(
          "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(NSLayoutConstraint._format(CGFloat(clamped.rawValue))) and the existing priority was \(NSLayoutConstraint._format(CGFloat(_priority.rawValue))).",
          name: "NSInternalInconsistencyException")
        return
      }
      guard clamped != _priority else { return }
      _priority = clamped
      if _isActive { LayoutEngine.shared.reinstall(self) }
    }
  }

  open var isActive: Bool {
    get { _isActive }
    set { newValue ? LayoutEngine.shared.activate(self) : LayoutEngine.shared.deactivate(self) }
  }

  open class func activate(_ constraints: [NSLayoutConstraint]) {
    // Traits do not change while constraints activate: leading/trailing terms read each view's
    // layout direction from one memoized trait computation per view, not one per constraint.
    // The solver optimises once for the batch, not once per constraint; a large batch (a screen
    // built at once) folds its required equalities (LayoutEngine.foldingBatchSize).
    let engine = LayoutEngine.shared
    let folds = engine.foldsEqualities
    engine.foldsEqualities = constraints.count >= LayoutEngine.foldingBatchSize
    defer { engine.foldsEqualities = folds }
    UIView._traitMemo.scope {
      engine.inDirectionBatch {
        engine.solver.deferringOptimization {
          engine.activate(batch: constraints)
        }
      }
    }
  }

  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    LayoutEngine.shared.deactivate(constraints)
  }

  open nonisolated override var description: String {
    MainActor.assumeIsolated { _description }
  }

  var _description: String {
    var text = "<NSLayoutConstraint:\(ObjectIdentifier(self).debugAddress)"
    if let identifier { text += " '\(identifier)'" }
    text += " " + firstAnchor._debugName
    text += relation == .equal ? " == " : relation == .lessThanOrEqual ? " <= " : " >= "
    if let secondAnchor {
      if multiplier != 1 { text += NSLayoutConstraint._format(multiplier) + "*" }
      text += secondAnchor._debugName
      if _constant != 0 { text += (_constant < 0 ? " - " : " + ") + NSLayoutConstraint._format(abs(_constant)) }
    } else {
      text += NSLayoutConstraint._format(_constant)
    }
    if _priority != .required { text += " @" + NSLayoutConstraint._format(CGFloat(_priority.rawValue)) }
    text += _isActive ? "   (active)>" : "   (inactive)>"
    return text
  }

  static func _format(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%g", Double(value))
  }
}

extension NSObject {
  /// "UIView:0x…" as constraint descriptions name items.
  @MainActor var _layoutDebugName: String {
    if let guide = self as? UILayoutGuide {
      return "UILayoutGuide:\(ObjectIdentifier(guide).debugAddress) '\(guide.identifier)'"
    }
    return "\(type(of: self)):\(ObjectIdentifier(self).debugAddress)"
  }
}

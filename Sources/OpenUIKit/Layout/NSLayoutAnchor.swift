import Foundation

/// One attribute of a view or layout guide (or, for `anchorWithOffset(to:)`, a difference of
/// two), from which constraints are made. The anchor type parameter keeps X, Y and dimension
/// anchors apart at compile time.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  typealias Term = LayoutAnchorTerm

  let _terms: [Term]
  /// The first term's view storage (`Term.storage`), kept beside the terms so the engine
  /// reaches the anchor's view without copying a term (a weak reference) out of the array.
  let _firstStorage: UIViewLayoutStorage?

  init(terms: [Term]) {
    _terms = terms
    _firstStorage = terms.first?.storage
    super.init()
  }

  convenience init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.init(terms: [Term(item: item, attribute: attribute, coefficient: 1)])
  }

  /// The view or layout guide the anchor belongs to.
  open var item: AnyObject? { _terms.first?.item }
  var _attribute: NSLayoutConstraint.Attribute { _terms.first?.attribute ?? .notAnAttribute }

  /// "UIView:0x….leading", as in constraint descriptions.
  open var name: String { _debugName }

  var _debugName: String {
    _terms.map { term in
      let itemName = (term.item as? NSObject)?._layoutDebugName ?? "nil"
      let prefix = term.coefficient == 1 ? "" : term.coefficient == -1 ? "-" : NSLayoutConstraint._format(term.coefficient) + "*"
      return prefix + itemName + "." + term.attribute._name
    }.joined(separator: " + ")
  }

  var _erased: NSLayoutAnchor<AnyObject> { NSLayoutAnchor<AnyObject>(terms: _terms) }

  func _constraint(
    _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1, constant: CGFloat = 0
  ) -> NSLayoutConstraint {
    let c = NSLayoutConstraint(first: _erased, relation: relation, second: other?._erased, multiplier: multiplier, constant: constant)
    if let other, _mixesDirectionalAndAbsolute(_attribute, other._attribute) {
      Diagnostics.exception(
        "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.",
        name: "NSInvalidArgumentException")
      c._isInvalid = true
    }
    return c
  }

  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    _constraint(.equal, anchor)
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    _constraint(.greaterThanOrEqual, anchor)
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    _constraint(.lessThanOrEqual, anchor)
  }
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    _constraint(.equal, anchor, constant: c)
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    _constraint(.greaterThanOrEqual, anchor, constant: c)
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    _constraint(.lessThanOrEqual, anchor, constant: c)
  }

  /// The active constraints that involve this anchor's item on this anchor's axis.
  open var constraintsAffectingLayout: [NSLayoutConstraint] {
    guard let item else { return [] }
    let horizontal = _attribute._isHorizontal
    return LayoutEngine.shared.installedConstraints(involving: item).filter { c in
      c.firstAttribute._isHorizontal == horizontal
    }
  }

  /// True when the engine can move this anchor's attribute without breaking or worsening anything.
  open var hasAmbiguousLayout: Bool {
    guard let item else { return false }
    return LayoutEngine.shared.isAmbiguous(item, horizontal: _attribute._isHorizontal, dimension: _attribute._isDimension)
  }
}

func _mixesDirectionalAndAbsolute(_ a: NSLayoutConstraint.Attribute, _ b: NSLayoutConstraint.Attribute) -> Bool {
  // (A switch, not two sets: this runs for every constraint an anchor makes.)
  func kind(_ attribute: NSLayoutConstraint.Attribute) -> Int {
    switch attribute {
    case .leading, .trailing, .leadingMargin, .trailingMargin: 1
    case .left, .right, .leftMargin, .rightMargin: 2
    default: 0
    }
  }
  let (x, y) = (kind(a), kind(b))
  return x != 0 && y != 0 && x != y
}

extension NSLayoutConstraint.Attribute {
  var _isHorizontal: Bool {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
      .trailingMargin, .centerXWithinMargins:
      true
    default: false
    }
  }
  var _isDimension: Bool { self == .width || self == .height }
}

/// One `coefficient × item.attribute` of an anchor.
@MainActor
struct LayoutAnchorTerm {
  /// The item: a view through its storage (nil once the view died, as a weak reference would
  /// read), anything else (a layout guide) through a weak reference. A view is not referenced
  /// weakly (issue 17: a weak reference gives the view a side table, which sends every retain
  /// and release of it down the runtime's slow path, ≈ 15 % of a from-scratch layout).
  var item: AnyObject? {
    if let storage { return storage.liveView }
    return otherItem
  }
  /// A non-view item (a layout guide).
  private weak var otherItem: AnyObject?
  var attribute: NSLayoutConstraint.Attribute
  var coefficient: CGFloat
  /// A view item's Auto Layout storage, held strongly (it holds nothing of the view): the engine
  /// reaches the view and its solver state through it (`UIViewLayoutStorage.liveView`).
  let storage: UIViewLayoutStorage?

  init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute, coefficient: CGFloat) {
    self.attribute = attribute
    self.coefficient = coefficient
    if let view = item as? UIView {
      storage = view._autoLayout
    } else {
      storage = nil
      otherItem = item
    }
  }

  init(negating term: LayoutAnchorTerm) {
    otherItem = term.otherItem
    attribute = term.attribute
    coefficient = -term.coefficient
    storage = term.storage
  }
}

/// The standard space between sibling views (Docs/Behaviour.md).
let _systemSpacing: CGFloat = 8

@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// A dimension measuring from this anchor to `otherAnchor`.
  open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(terms: otherAnchor._terms + _terms.map { Term(negating: $0) })
  }
  open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
    _constraint(.equal, anchor, constant: multiplier * _systemSpacing)
  }
  open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
    _constraint(.greaterThanOrEqual, anchor, constant: multiplier * _systemSpacing)
  }
  open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
    _constraint(.lessThanOrEqual, anchor, constant: multiplier * _systemSpacing)
  }
}

@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(terms: otherAnchor._terms + _terms.map { Term(negating: $0) })
  }
  open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
    _constraint(.equal, anchor, constant: multiplier * _systemSpacing)
  }
  open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
    _constraint(.greaterThanOrEqual, anchor, constant: multiplier * _systemSpacing)
  }
  open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
    _constraint(.lessThanOrEqual, anchor, constant: multiplier * _systemSpacing)
  }
}

@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { _constraint(.equal, nil, constant: c) }
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    _constraint(.greaterThanOrEqual, nil, constant: c)
  }
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    _constraint(.lessThanOrEqual, nil, constant: c)
  }
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    _constraint(.equal, anchor, multiplier: m)
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    _constraint(.greaterThanOrEqual, anchor, multiplier: m)
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    _constraint(.lessThanOrEqual, anchor, multiplier: m)
  }
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
    _constraint(.equal, anchor, multiplier: m, constant: c)
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
    _constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
    _constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}

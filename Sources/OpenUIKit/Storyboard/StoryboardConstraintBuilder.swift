import Foundation

/// Instantiates a scene's Auto Layout from the file (spec B7): each view's `<constraints>` (the
/// owning view is the default first item), `<viewLayoutGuide key="safeArea">` as the view's
/// `safeAreaLayoutGuide`, old `<viewControllerLayoutGuide type="top|bottom">` as the root view's
/// safe-area top and bottom, content hugging and compression-resistance attributes. Constraints
/// and subviews under `<variation>` masks, and per-size-class constants, follow the scene root's
/// size classes (`StoryboardSizeClassVariations`).
/// They are activated once the view tree exists, before outlets connect and `awakeFromNib`.
@preconcurrency @MainActor
struct StoryboardConstraintBuilder {
  let context: StoryboardControllerContext
  let sceneObject: StoryboardObject

  /// Content priorities from the view's attributes (default 250 / 750 as for views made in code).
  static func applyContentPriorities(_ attributes: StoryboardViewAttributes, to view: UIView) {
    // The order the per-name lookups ran in; no array is built per view.
    if let value = attributes.double(.horizontalHuggingPriority) {
      view.setContentHuggingPriority(UILayoutPriority(Float(value)), for: .horizontal)
    }
    if let value = attributes.double(.verticalHuggingPriority) {
      view.setContentHuggingPriority(UILayoutPriority(Float(value)), for: .vertical)
    }
    if let value = attributes.double(.horizontalCompressionResistancePriority) {
      view.setContentCompressionResistancePriority(UILayoutPriority(Float(value)), for: .horizontal)
    }
    if let value = attributes.double(.verticalCompressionResistancePriority) {
      view.setContentCompressionResistancePriority(UILayoutPriority(Float(value)), for: .vertical)
    }
  }

  func install(_ built: [(StoryboardObject, AnyObject)], root: UIView) {
    // Guides first, so constraints can name them by id.
    var guides: [String: (UILayoutGuide, StoryboardObject?)] = [:]
    for (object, instance) in built {
      guard let view = instance as? UIView else { continue }
      for child in object.children where child.elementName == "viewLayoutGuide" && child.key == "safeArea" {
        if let id = child.id { guides[id] = (view.safeAreaLayoutGuide, nil) }
      }
    }
    for guide in sceneObject.children(in: "layoutGuides") where guide.elementName == "viewControllerLayoutGuide" {
      if let id = guide.id { guides[id] = (root.safeAreaLayoutGuide, guide) }
    }
    var constraints: [NSLayoutConstraint] = []
    let variations = StoryboardSizeClassVariations(root: root)
    for (object, instance) in built {
      guard let owner = instance as? UIView else { continue }
      let rules = StoryboardSizeClassVariations.maskRules(object, "constraints")
      for constraintObject in object.constraints {
        if constraintObject.boolAttribute("placeholder") == true { continue }
        guard let c = makeConstraint(constraintObject, owner: owner, guides: guides) else { continue }
        var rule = constraintObject.id.flatMap { rules[$0] } ?? StoryboardSizeClassVariations.Rule()
        rule.constants = StoryboardSizeClassVariations.constantVariations(constraintObject)
        constraints.append(c)
        variations.constraints.append(.init(constraint: c, rule: rule, baseConstant: c.constant))
      }
      let subviewRules = StoryboardSizeClassVariations.maskRules(object, "subviews")
      guard !subviewRules.isEmpty else { continue }
      var before: [UIView] = []
      for subview in object.subviews {
        guard let view = subview.id.flatMap({ context.objects[$0] as? UIView }) else { continue }
        if let id = subview.id, let rule = subviewRules[id] {
          variations.subviews.append(.init(view: view, superview: owner, declaredBefore: before, rule: rule))
        }
        before.append(view)
      }
    }
    // A scene with variations has every constraint follow them (in file order), so one naming
    // an uninstalled subview comes back with it.
    if variations.subviews.isEmpty && variations.constraints.allSatisfy({ $0.rule.entries.isEmpty && $0.rule.constants.isEmpty }) {
      NSLayoutConstraint.activate(constraints)
    } else {
      LayoutEngine.shared.sizeClassVariations[ObjectIdentifier(root)] = variations
      variations.apply(root.traitCollection)
    }
  }

  /// The constraint a `<constraint>` element describes (inactive), registered under its id.
  func makeConstraint(_ constraintObject: StoryboardObject, owner: UIView, guides: [String: (UILayoutGuide, StoryboardObject?)]) -> NSLayoutConstraint? {
    let spec = StoryboardConstraint(constraintObject)
    guard let first = item(spec.firstItemID, owner: owner, guides: guides),
      let firstAttribute = Self.attribute(spec.firstAttribute, guide: first.1)
    else { return nil }
    var second: (AnyObject, StoryboardObject?)?
    var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
    if spec.secondItemID != nil || spec.secondAttribute != nil {
      guard let resolved = item(spec.secondItemID, owner: owner, guides: guides),
        let attribute = Self.attribute(spec.secondAttribute, guide: resolved.1)
      else { return nil }
      second = resolved
      secondAttribute = attribute
    }
    let relation: NSLayoutConstraint.Relation =
      spec.relation == "lessThanOrEqual" ? .lessThanOrEqual : spec.relation == "greaterThanOrEqual" ? .greaterThanOrEqual : .equal
    // What `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` makes, from
    // items that are objects already: its `Any`-to-`AnyObject` bridging of each item cost
    // ≈ 3,900 instructions (issue 15). The anchors are made in its order (second, then first).
    // (No closure here: one made in this main-actor type checks its executor when called.)
    var secondAnchor: NSLayoutAnchor<AnyObject>?
    if let second, secondAttribute != .notAnAttribute {
      secondAnchor = NSLayoutAnchor<AnyObject>(item: second.0, attribute: secondAttribute)
    }
    let c = NSLayoutConstraint(
      first: NSLayoutAnchor<AnyObject>(item: first.0, attribute: firstAttribute), relation: relation, second: secondAnchor,
      multiplier: CGFloat(spec.multiplier), constant: CGFloat(spec.constant))
    c.priority = UILayoutPriority(Float(spec.priority))
    c.identifier = spec.identifier
    if let id = spec.id { context.objects[id] = c }
    return c
  }

  func item(_ id: String?, owner: UIView, guides: [String: (UILayoutGuide, StoryboardObject?)]) -> (AnyObject, StoryboardObject?)? {
    guard let id else { return (owner, nil) }
    if let guide = guides[id] { return (guide.0, guide.1) }
    if let view = context.objects[id] as? UIView { return (view, nil) }
    return nil
  }

  /// IB's attribute names; an old top layout guide's bottom is the safe area's top, a bottom
  /// guide's top its bottom (spec B3).
  static func attribute(_ name: String?, guide: StoryboardObject?) -> NSLayoutConstraint.Attribute? {
    if let guide, let type = guide.attributes["type"] {
      if type == "top" && (name == "bottom" || name == "top") { return .top }
      if type == "bottom" && (name == "top" || name == "bottom") { return .bottom }
    }
    switch name {
    case "left": return .left
    case "right": return .right
    case "top": return .top
    case "bottom": return .bottom
    case "leading": return .leading
    case "trailing": return .trailing
    case "width": return .width
    case "height": return .height
    case "centerX": return .centerX
    case "centerY": return .centerY
    case "baseline", "lastBaseline": return .lastBaseline
    case "firstBaseline": return .firstBaseline
    case "leftMargin": return .leftMargin
    case "rightMargin": return .rightMargin
    case "topMargin": return .topMargin
    case "bottomMargin": return .bottomMargin
    case "leadingMargin": return .leadingMargin
    case "trailingMargin": return .trailingMargin
    case "centerXWithinMargins": return .centerXWithinMargins
    case "centerYWithinMargins": return .centerYWithinMargins
    default: return nil
    }
  }
}

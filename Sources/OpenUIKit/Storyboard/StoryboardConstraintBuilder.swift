import Foundation

/// Instantiates a scene's Auto Layout from the file (spec B7): each view's `<constraints>` (the
/// owning view is the default first item), `<viewLayoutGuide key="safeArea">` as the view's
/// `safeAreaLayoutGuide`, old `<viewControllerLayoutGuide type="top|bottom">` as the root view's
/// safe-area top and bottom, content hugging and compression-resistance attributes. Constraints
/// excluded by `<variation key="default"><mask key="constraints"><exclude …/>` are not installed.
/// They are activated once the view tree exists, before outlets connect and `awakeFromNib`.
@preconcurrency @MainActor
struct StoryboardConstraintBuilder {
  let context: StoryboardControllerContext
  let sceneObject: StoryboardObject

  /// Content priorities from the view's attributes (default 250 / 750 as for views made in code).
  static func applyContentPriorities(_ object: StoryboardObject, to view: UIView) {
    let pairs: [(String, NSLayoutConstraint.Axis, Bool)] = [
      ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
      ("horizontalCompressionResistancePriority", .horizontal, false),
      ("verticalCompressionResistancePriority", .vertical, false),
    ]
    for (name, axis, hugging) in pairs {
      guard let value = object.doubleAttribute(name) else { continue }
      if hugging {
        view.setContentHuggingPriority(UILayoutPriority(Float(value)), for: axis)
      } else {
        view.setContentCompressionResistancePriority(UILayoutPriority(Float(value)), for: axis)
      }
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
    for (object, instance) in built {
      guard let owner = instance as? UIView else { continue }
      let excluded = Self.excludedIDs(object)
      for constraintObject in object.constraints {
        if let id = constraintObject.id, excluded.contains(id) { continue }
        if constraintObject.boolAttribute("placeholder") == true { continue }
        let spec = StoryboardConstraint(constraintObject)
        guard let first = item(spec.firstItemID, owner: owner, guides: guides),
          let firstAttribute = Self.attribute(spec.firstAttribute, guide: first.1)
        else { continue }
        var second: (AnyObject, StoryboardObject?)?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if spec.secondItemID != nil || spec.secondAttribute != nil {
          guard let resolved = item(spec.secondItemID, owner: owner, guides: guides),
            let attribute = Self.attribute(spec.secondAttribute, guide: resolved.1)
          else { continue }
          second = resolved
          secondAttribute = attribute
        }
        let relation: NSLayoutConstraint.Relation =
          spec.relation == "lessThanOrEqual" ? .lessThanOrEqual : spec.relation == "greaterThanOrEqual" ? .greaterThanOrEqual : .equal
        let c = NSLayoutConstraint(
          item: first.0, attribute: firstAttribute, relatedBy: relation, toItem: second?.0, attribute: secondAttribute,
          multiplier: CGFloat(spec.multiplier), constant: CGFloat(spec.constant))
        c.priority = UILayoutPriority(Float(spec.priority))
        c.identifier = spec.identifier
        if let id = spec.id { context.objects[id] = c }
        constraints.append(c)
      }
    }
    NSLayoutConstraint.activate(constraints)
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

  /// Ids listed in `<variation key="default"><mask key="constraints"><exclude reference=…>`.
  static func excludedIDs(_ object: StoryboardObject) -> Set<String> {
    var ids = Set<String>()
    for variation in object.properties where variation.name == "variation" && variation.key == "default" {
      for mask in variation.children where mask.name == "mask" && mask.key == "constraints" {
        for exclude in mask.children where exclude.name == "exclude" {
          if let reference = exclude["reference"] { ids.insert(reference) }
        }
      }
    }
    return ids
  }
}

import Foundation

/// `<stackView>` elements: a `UIStackView` whose `<subviews>` become its arranged subviews, in
/// document order, with `axis`, `distribution`, `alignment`, `spacing`,
/// `baselineRelativeArrangement` and `layoutMarginsRelativeArrangement` from the attributes
/// (Interface Builder leaves out the defaults: horizontal, fill, fill, 0).
@MainActor
enum StoryboardStackViewBuilder {
  static func apply(_ object: StoryboardObject, to view: UIView) {
    guard let stack = view as? UIStackView else { return }
    if object.attributes["axis"] == "vertical" { stack.axis = .vertical }
    switch object.attributes["distribution"] {
    case "fillEqually": stack.distribution = .fillEqually
    case "fillProportionally": stack.distribution = .fillProportionally
    case "equalSpacing": stack.distribution = .equalSpacing
    case "equalCentering": stack.distribution = .equalCentering
    default: break
    }
    switch object.attributes["alignment"] {
    case "top", "leading": stack.alignment = .leading
    case "bottom", "trailing": stack.alignment = .trailing
    case "center": stack.alignment = .center
    case "firstBaseline": stack.alignment = .firstBaseline
    case "lastBaseline": stack.alignment = .lastBaseline
    default: break
    }
    if let spacing = object.doubleAttribute("spacing") { stack.spacing = CGFloat(spacing) }
    if let baseline = object.boolAttribute("baselineRelativeArrangement") { stack.isBaselineRelativeArrangement = baseline }
    if let margins = object.boolAttribute("layoutMarginsRelativeArrangement") { stack.isLayoutMarginsRelativeArrangement = margins }
  }

  /// Adds a built subview: arranged in a stack view, plain otherwise.
  static func add(_ subview: UIView, to parent: UIView) {
    if let stack = parent as? UIStackView { stack.addArrangedSubview(subview) } else { parent.addSubview(subview) }
  }
}

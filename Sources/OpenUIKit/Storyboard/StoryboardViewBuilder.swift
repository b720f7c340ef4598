import Foundation

/// Builds a scene's view hierarchy: `view`, `containerView` and every element without a class
/// here become `UIView`s; `label` a `UILabel`, `button` a `UIButton`, `stackView` a `UIStackView` (StoryboardStackViewBuilder); a `customClass` goes
/// through `StoryboardClassRegistry`. Frames, autoresizing masks, background colours, hidden,
/// alpha, clipping, interaction, tags, label texts, fonts and colours and button titles are
/// applied; constraints are instantiated by `StoryboardConstraintBuilder`, so frames follow Auto
/// Layout on every device size. Scroll views and controls (`scrollView`, `slider`, `switch`, `segmentedControl`, `stepper`, `textField`,
/// `activityIndicatorView`, `progressView`, `pageControl`, `imageView`) load as their classes with their
/// values (StoryboardViewBuilder+Controls.swift); table views and cells are built by
/// `StoryboardTableBuilder`, collection views by `StoryboardCollectionBuilder`, toolbars by `StoryboardToolbarBuilder`. Other
/// unimplemented classes load as plain views with their frame and colour, without content
/// (their `subviews` still load).
@preconcurrency @MainActor
struct StoryboardViewBuilder {
  let context: StoryboardControllerContext

  /// Builds the view of `root` and its subview tree. The tree is walked from an explicit stack,
  /// not by recursion, so a chain of 100,000 nested views loads (issue 12): each view is made and
  /// configured on the way down and, once its subviews are built and added, finishes loading and
  /// is added to its superview, as the recursive order did.
  func makeView(_ root: StoryboardObject, built: inout [(StoryboardObject, AnyObject)]) -> UIView {
    var stack = [(view: makeSingleView(root, built: &built), subviews: root.subviews, next: 0)]
    while let top = stack.last {
      if top.next < top.subviews.count {
        stack[stack.count - 1].next += 1
        let subview = top.subviews[top.next]
        stack.append((makeSingleView(subview, built: &built), subview.subviews, 0))
      } else {
        stack.removeLast()
        // Every arranged subview is in: the stack view makes its constraints once (as the last
        // `addArrangedSubview` did when each one rebuilt the arrangement).
        (top.view as? UIStackView)?._defersArrangement = false
        Self.finishLoading(top.view)
        guard let parent = stack.last else { return top.view }
        StoryboardStackViewBuilder.add(top.view, to: parent.view)
      }
    }
    preconditionFailure("the stack always holds the root until it returns")
  }

  /// One view without its subviews: made, recorded, configured, table and toolbar content added.
  private func makeSingleView(_ object: StoryboardObject, built: inout [(StoryboardObject, AnyObject)]) -> UIView {
    var view: UIView?
    if let customClass = object.customClass {
      if let factory = StoryboardClassRegistry.viewFactory(customClass, module: object.customModule) {
        view = factory(StoryboardCoder(attributes: object.attributes))
      } else {
        Diagnostics.warningPrintedOnce("Unknown class \(customClass) in Interface Builder file.")
      }
    }
    let frame = object.frame ?? .zero
    let made: UIView
    if let view {
      made = view
      made.frame = frame
    } else {
      switch object.elementName {
      case "label": made = UILabel(frame: frame)
      case "button": made = UIButton(frame: frame)
      case "stackView": made = UIStackView(frame: frame)
      default:
        made =
          Self.makeControl(object.elementName, frame: frame)
          ?? StoryboardTableBuilder.makeView(object, frame: frame) ?? StoryboardToolbarBuilder.makeView(object, frame: frame)
          ?? StoryboardCollectionBuilder.makeView(object, frame: frame) ?? UIView(frame: frame)
      }
    }
    (made as? UIStackView)?._defersArrangement = true
    if let id = object.id { context.objects[id] = made }
    built.append((object, made))
    apply(object, to: made)
    StoryboardTableBuilder(viewBuilder: self).populate(object, made, built: &built)
    StoryboardCollectionBuilder(viewBuilder: self).populate(object, made, built: &built)
    StoryboardToolbarBuilder.populate(object, made, context: context, built: &built)
    return made
  }

  func color(_ color: StoryboardColor?) -> UIColor? {
    guard let color else { return nil }
    // A named colour comes from the asset catalogue of the storyboard's bundle (or of the folder
    // it was loaded from) when one has it; else the value Xcode copied into `<resources>`.
    if case .named(let name) = color.value, let catalogued = Self.catalogueColor(name, storyboard: context.storyboard) {
      return catalogued
    }
    guard let rgba = context.document?.resolvedColor(color) else { return nil }
    return UIColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
  }

  /// The asset-catalogue colour `name` for a storyboard: from its bundle, then from catalogues
  /// next to its file.
  static func catalogueColor(_ name: String, storyboard: UIStoryboard) -> UIColor? {
    if let color = UIColor(named: name, in: storyboard.bundle ?? Bundle.main, compatibleWith: nil) { return color }
    guard let folder = storyboard.url?.deletingLastPathComponent(), let bundle = folderBundle(folder) else { return nil }
    return UIColor(named: name, in: bundle, compatibleWith: nil)
  }

  /// `Bundle(url: folder)`, made once per folder (sbload14: one was made per named colour, and
  /// each new bundle object had its URL standardised again to find its catalogues). A folder
  /// with no bundle is asked again next time (it may have been made since).
  private static func folderBundle(_ folder: URL) -> Bundle? {
    if let bundle = folderBundles[folder] { return bundle }
    guard let bundle = Bundle(url: folder) else { return nil }
    folderBundles[folder] = bundle
    return bundle
  }
  private static var folderBundles: [URL: Bundle] = [:]

  func apply(_ object: StoryboardObject, to view: UIView) {
    // One pass over the attributes instead of a hashed lookup per name (StoryboardViewAttributes).
    let attributes = StoryboardViewAttributes(object.attributes)
    if let mask = object.autoresizingMask {
      view.autoresizingMask = UIView.AutoresizingMask(rawValue: mask.rawValue)
    }
    if attributes.bool(.translatesAutoresizingMaskIntoConstraints) == false {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    StoryboardConstraintBuilder.applyContentPriorities(attributes, to: view)
    if let preserves = attributes.bool(.preservesSuperviewLayoutMargins) { view.preservesSuperviewLayoutMargins = preserves }
    if let insets = attributes.bool(.insetsLayoutMarginsFromSafeArea) { view.insetsLayoutMarginsFromSafeArea = insets }
    if let background = color(object.backgroundColor) { view.backgroundColor = background }
    if let tint = color(object.tintColor) { view.tintColor = tint }
    if attributes.bool(.hidden) == true { view.isHidden = true }
    if let alpha = attributes.double(.alpha) { view.alpha = CGFloat(alpha) }
    if attributes.bool(.clipsSubviews) == true { view.clipsToBounds = true }
    if let enabled = attributes.bool(.userInteractionEnabled) { view.isUserInteractionEnabled = enabled }
    if let opaque = attributes.bool(.opaque) { view.isOpaque = opaque }
    if let tag = attributes[.tag].flatMap(Int.init) { view.tag = tag }
    // <accessibility key="accessibilityConfiguration" identifier="…" label="…" hint="…">
    //   <bool key="isElement" value="YES"/></accessibility>
    if let a11y = object.property(named: "accessibility", key: "accessibilityConfiguration") {
      if let identifier = a11y["identifier"] { view.accessibilityIdentifier = identifier }
      if let label = a11y["label"] { view.accessibilityLabel = label }
      if let hint = a11y["hint"] { view.accessibilityHint = hint }
      if let isElement = a11y.children.first(where: { $0.name == "bool" && $0["key"] == "isElement" }) {
        if let value = storyboardBool(isElement["value"]) { view.isAccessibilityElement = value }
      }
    }

    if let label = view as? UILabel {
      // `StoryboardObject.text`: the attribute, else a `<string key="text">` child.
      label.text = attributes[.text] ?? object.property(named: "string", key: "text")?.text
      if let alignment = attributes[.textAlignment] { label.textAlignment = Self.alignment(alignment) }
      if let textColor = color(object.textColor) { label.textColor = textColor }
      if let lines = attributes[.numberOfLines].flatMap(Int.init) { label.numberOfLines = lines }
      if let font = object.font { label.font = Self.font(font) }
    }
    if let button = view as? UIButton {
      for state in object.states {
        guard let controlState = Self.controlState(state.key) else { continue }
        if let title = state.title { button.setTitle(title, for: controlState) }
        if let titleColor = color(state.color(forKey: "titleColor")) { button.setTitleColor(titleColor, for: controlState) }
      }
      if object.states.isEmpty, let title = object.buttonTitle { button.setTitle(title, for: .normal) }
      if let font = object.font { button.titleLabel?.font = Self.font(font) }
    }
    if let control = view as? UIControl {
      if attributes.bool(.enabled) == false { control.isEnabled = false }
      if attributes.bool(.selected) == true { control.isSelected = true }
    }
    applyControlAttributes(object, to: view)
    StoryboardStackViewBuilder.apply(object, to: view)
  }

  static func alignment(_ raw: String) -> NSTextAlignment {
    switch raw {
    case "left": return .left
    case "center": return .center
    case "right": return .right
    case "justified": return .justified
    default: return .natural
    }
  }

  static func controlState(_ key: String) -> UIControl.State? {
    switch key {
    case "normal": return .normal
    case "highlighted": return .highlighted
    case "selected": return .selected
    case "disabled": return .disabled
    default: return nil
    }
  }

  /// System fonts of the size written (17 pt for text styles), bold for `boldSystem`, with the
  /// weight written; named fonts fall back to the system font of their size.
  static func font(_ font: StoryboardFont) -> UIFont {
    let size = CGFloat(font.pointSize ?? 17)
    if font.type == "boldSystem" { return .boldSystemFont(ofSize: size) }
    switch font.weight {
    case "bold", "heavy", "black", "semibold": return .boldSystemFont(ofSize: size)
    default: return .systemFont(ofSize: size)
    }
  }
}

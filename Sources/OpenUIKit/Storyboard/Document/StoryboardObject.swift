import Foundation

/// What kind of Interface Builder object an element is, from its element name.
package enum StoryboardObjectCategory: String, Sendable, Hashable {
  /// `viewController`, `navigationController`, `tabBarController`, `splitViewController`,
  /// `tableViewController`, `collectionViewController`, `pageViewController`…
  case viewController
  /// `viewControllerPlaceholder`: a storyboard reference.
  case viewControllerPlaceholder
  /// Any UIView: `view`, `label`, `button`, `imageView`, `tableView`, `tableViewCell`,
  /// `containerView`, `navigationBar`, `tabBar`, `toolbar`, `stackView`…
  case view
  /// `barButtonItem`, `tabBarItem`.
  case barItem
  case navigationItem
  /// `tapGestureRecognizer`, `panGestureRecognizer`, `screenEdgePanGestureRecognizer`…
  case gestureRecognizer
  /// `placeholder` (First Responder, `placeholderIdentifier="IBFirstResponder"`).
  case placeholder
  /// `exit`: the scene's Exit, destination of its unwind segues.
  case exit
  /// `viewControllerLayoutGuide` (top/bottom), `viewLayoutGuide` (safe area).
  case layoutGuide
  /// `constraint`, kept raw.
  case constraint
  /// `customObject`.
  case customObject
  /// Anything else (`tableViewSection`, `collectionViewFlowLayout`, `segment`…).
  case other
}

/// One Interface Builder object of a storyboard: an element with an `id` (or a known object
/// element such as a collection cell's id-less `<view key="contentView">`), with its raw attributes,
/// its property elements typed where the runtime needs them and raw otherwise, its child objects in
/// document order, and its connections.
///
/// Objects are built by `StoryboardParser` and never change after the document is returned.
/// (`@unchecked Sendable`: the `internal(set)` properties are written only by the parser, on one
/// thread, before the document that owns the object is published; afterwards the object is
/// immutable.)
package final class StoryboardObject: @unchecked Sendable, CustomStringConvertible {
  /// The XML element name: `viewController`, `navigationController`, `view`, `label`, `button`,
  /// `barButtonItem`, `tableViewCell`, `tapGestureRecognizer`, `exit`…
  package let elementName: String
  /// Every attribute as written.
  package let attributes: StoryboardAttributes
  /// 1-based line of the start tag.
  package let line: Int
  /// The scene the object belongs to.
  package let sceneID: String
  /// The wrapper element the object was listed in: "subviews", "cells", "sections", "prototypes",
  /// "items", "gestureRecognizers", "constraints", "layoutGuides", "toolbarItems"…; nil for
  /// objects set through a `key` (`<view key="view">`) and for the scene's top-level objects.
  package let collection: String?
  /// The enclosing object; nil for a scene's top-level objects. Not retained (the document owns
  /// the tree) and not weak either (sbparse19): a weak reference gave every parent object a side
  /// table, which sent all its later retains and releases down the runtime's slow path. The
  /// parent's `deinit` clears its children's `parent`, as a view clears its subviews' superview,
  /// so it never dangles.
  package internal(set) unowned(unsafe) var parent: StoryboardObject?
  /// Child objects in document order (keyed and listed alike).
  package internal(set) var children: [StoryboardObject] = []
  /// The object's `<connections>`: outlets, actions and segues, in document order.
  package internal(set) var connections: [StoryboardConnection] = []
  /// Property elements as written (everything that is not an object or a connection).
  package internal(set) var properties: [StoryboardElement] = []
  /// `<rect key="frame" …/>`.
  package internal(set) var frame: CGRect?
  /// `<autoresizingMask key="autoresizingMask" …/>`.
  package internal(set) var autoresizingMask: StoryboardAutoresizingMask?
  /// Every `<color key=…>` property (backgroundColor, textColor, tintColor, highlightedColor…).
  package internal(set) var colors: [StoryboardColor] = []
  /// `<fontDescription key="fontDescription">`.
  package internal(set) var font: StoryboardFont?
  /// A button's `<state key=…>` elements.
  package internal(set) var states: [StoryboardControlState] = []
  /// `<userDefinedRuntimeAttributes>`.
  package internal(set) var runtimeAttributes: [StoryboardRuntimeAttribute] = []
  /// Keys explicitly set to nil: `<nil key="textColor"/>` (the property is reset, not defaulted).
  package internal(set) var nilKeys: [String] = []

  /// `id` is `attributes["id"]`, which the parser has already looked up.
  package init(
    elementName: String, attributes: StoryboardAttributes, id: String?, line: Int, sceneID: String, collection: String?
  ) {
    self.elementName = elementName
    self.attributes = attributes
    self.id = id
    self.line = line
    self.sceneID = sceneID
    self.collection = collection
    key = attributes["key"]
  }

  /// Releases a deep object tree (100,000 nested views) level by level from an explicit stack,
  /// not through one nested `deinit` per level (issue 12).
  /// Every object whose parent goes away has its `parent` cleared (it is not a weak reference).
  deinit {
    var pending = children
    children = []
    for child in pending { child.parent = nil }
    while var object = pending.popLast() {
      // An object still held elsewhere (the document's id index) keeps its children.
      guard isKnownUniquelyReferenced(&object) else { continue }
      let grandchildren = object.children
      object.children = []
      // `object` is released at the end of this iteration.
      for child in grandchildren { child.parent = nil }
      pending.append(contentsOf: grandchildren)
    }
  }

  package var description: String {
    var text = "<\(elementName)"
    if let id { text += " id=\"\(id)\"" }
    if let customClass { text += " customClass=\"\(customClass)\"" }
    return text + ">"
  }

  // MARK: Identity

  /// The `id` attribute (stored: the runtime and the parser's indexes ask for it often).
  package let id: String?
  /// The property of the parent this object sets (`view`, `navigationItem`, `leftBarButtonItem`,
  /// `contentView`, `tabBar`…).
  /// (Stored: `child(forKey:)` asks every child for it.)
  package let key: String?
  package var customClass: String? { attributes["customClass"] }
  package var customModule: String? { attributes["customModule"] }
  /// "target" when the module is the app target's.
  package var customModuleProvider: String? { attributes["customModuleProvider"] }
  package var storyboardIdentifier: String? { attributes["storyboardIdentifier"] }
  package var restorationIdentifier: String? {
    if let explicit = attributes["restorationIdentifier"] { return explicit }
    return storyboardBool(attributes["useStoryboardIdentifierAsRestorationIdentifier"]) == true
      ? storyboardIdentifier : nil
  }
  package var title: String? { attributes["title"] }
  /// The label shown in Interface Builder's outline; no runtime meaning.
  package var userLabel: String? { attributes["userLabel"] }
  /// "viewController" for a scene's view controller, "firstResponder", "exit".
  package var sceneMemberID: String? { attributes["sceneMemberID"] }

  package func boolAttribute(_ name: String) -> Bool? { storyboardBool(attributes[name]) }
  package func doubleAttribute(_ name: String) -> Double? { attributes[name].flatMap(Double.init) }

  // MARK: Kind and class

  package var category: StoryboardObjectCategory { Self.category(ofElement: elementName, sceneMemberID: sceneMemberID) }

  package var isViewController: Bool { category == .viewController }

  /// The UIKit class Interface Builder instantiates for the element (`viewController` →
  /// `UIViewController`, `tapGestureRecognizer` → `UITapGestureRecognizer`, `containerView` →
  /// `UIView`); nil for placeholders, exits and table sections, which are not instantiated.
  package var defaultClassName: String? { Self.defaultClassName(ofElement: elementName) }

  /// `customClass` when set, else `defaultClassName`.
  package var effectiveClassName: String? { customClass ?? defaultClassName }

  // MARK: Children

  /// The child that sets `key` on this object (`view`, `navigationItem`, `tabBarItem`,
  /// `leftBarButtonItem`, `navigationBar`, `contentView`…).
  package func child(forKey key: String) -> StoryboardObject? { children.first { $0.key == key } }

  /// The children listed in a wrapper element (`subviews`, `cells`, `constraints`…).
  package func children(in collection: String) -> [StoryboardObject] { children.filter { $0.collection == collection } }

  package var view: StoryboardObject? { child(forKey: "view") }
  package var subviews: [StoryboardObject] { children(in: "subviews") }
  package var navigationItem: StoryboardObject? { child(forKey: "navigationItem") }
  package var tabBarItem: StoryboardObject? { child(forKey: "tabBarItem") }
  /// `<constraints>` of a view, kept raw; see `StoryboardConstraint` for a typed reading.
  package var constraints: [StoryboardObject] { children(in: "constraints") }

  /// This object and all objects below it, depth first in document order.
  package var descendantsAndSelf: [StoryboardObject] {
    var result: [StoryboardObject] = []
    var stack: [StoryboardObject] = [self]
    while let next = stack.popLast() {
      result.append(next)
      stack.append(contentsOf: next.children.reversed())
    }
    return result
  }

  // MARK: Connections

  package var outlets: [StoryboardOutlet] {
    connections.compactMap { if case .outlet(let outlet) = $0 { return outlet } else { return nil } }
  }
  package var actions: [StoryboardAction] {
    connections.compactMap { if case .action(let action) = $0 { return action } else { return nil } }
  }
  /// Segues this object owns (triggers, or manual / relationship segues of a view controller).
  package var segues: [StoryboardSegueDescription] {
    connections.compactMap { if case .segue(let segue) = $0 { return segue } else { return nil } }
  }

  // MARK: Properties

  /// The first raw property element with this name (and key, when given).
  package func property(named name: String, key: String? = nil) -> StoryboardElement? {
    properties.first { $0.name == name && (key == nil || $0.key == key) }
  }

  package func color(forKey key: String) -> StoryboardColor? { colors.first { $0.key == key } }
  package var backgroundColor: StoryboardColor? { color(forKey: "backgroundColor") }
  package var textColor: StoryboardColor? { color(forKey: "textColor") }
  package var tintColor: StoryboardColor? { color(forKey: "tintColor") }

  /// A label's, text field's or text view's text: the `text` attribute, or a `<string
  /// key="text">` child, which Xcode writes for text with line breaks.
  package var text: String? {
    attributes["text"] ?? property(named: "string", key: "text")?.text
  }
  /// Raw `textAlignment` ("natural", "left", "center", "right", "justified").
  package var textAlignment: String? { attributes["textAlignment"] }

  package func state(forKey key: String) -> StoryboardControlState? { states.first { $0.key == key } }

  /// A button's title: the normal state's title, or the title of an Xcode 13+
  /// `<buttonConfiguration key="configuration" title="…">`.
  package var buttonTitle: String? {
    state(forKey: "normal")?.title ?? property(named: "buttonConfiguration", key: "configuration")?["title"]
  }

  /// The reference of a `viewControllerPlaceholder`; nil for other objects.
  package var storyboardReference: StoryboardReference? {
    guard elementName == "viewControllerPlaceholder" else { return nil }
    return StoryboardReference(
      storyboardName: attributes["storyboardName"], referencedIdentifier: attributes["referencedIdentifier"],
      storyboardIdentifier: storyboardIdentifier, bundleIdentifier: attributes["bundleIdentifier"])
  }
}

/// A storyboard reference (`<viewControllerPlaceholder storyboardName="Photo"
/// referencedIdentifier="PhotoNavigationController" …>`): the scene stands for a view controller of
/// another storyboard — its initial view controller when `referencedIdentifier` is nil — or of this
/// one when `storyboardName` is nil.
package struct StoryboardReference: Sendable, Hashable {
  package var storyboardName: String?
  package var referencedIdentifier: String?
  /// The placeholder's own storyboard identifier (rare).
  package var storyboardIdentifier: String?
  package var bundleIdentifier: String?
}

/// A typed reading of a raw `<constraint>` object. There is no layout solver here; the runtime
/// decides what to do with them.
package struct StoryboardConstraint: Sendable, Hashable {
  package var id: String?
  /// nil means the view that holds the constraint.
  package var firstItemID: String?
  package var firstAttribute: String?
  /// "equal" unless `relation` says "lessThanOrEqual" / "greaterThanOrEqual".
  package var relation: String
  package var secondItemID: String?
  package var secondAttribute: String?
  /// `multiplier`, written as a number or a ratio ("16:9").
  package var multiplier: Double
  package var constant: Double
  package var priority: Double
  package var identifier: String?

  /// Reads the element's attributes in one pass (not nine hashed lookups, issue 15); the same
  /// values as `attributes[name]` for each name.
  package init(_ object: StoryboardObject) {
    id = object.id
    var firstItem: String?, firstAttribute: String?, relation: String?, secondItem: String?
    var secondAttribute: String?, multiplier: String?, constant: String?, priority: String?
    var identifier: String?
    for (name, value) in object.attributes {
      switch name {
      case "firstItem": firstItem = value
      case "firstAttribute": firstAttribute = value
      case "relation": relation = value
      case "secondItem": secondItem = value
      case "secondAttribute": secondAttribute = value
      case "multiplier": multiplier = value
      case "constant": constant = value
      case "priority": priority = value
      case "identifier": identifier = value
      default: continue
      }
    }
    firstItemID = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation ?? "equal"
    secondItemID = secondItem
    self.secondAttribute = secondAttribute
    self.multiplier = Self.ratio(multiplier) ?? 1
    self.constant = constant.flatMap(Double.init) ?? 0
    self.priority = priority.flatMap(Double.init) ?? 1000
    self.identifier = identifier
  }

  private static func ratio(_ text: String?) -> Double? {
    guard let text else { return nil }
    let parts = text.split(separator: ":")
    if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 { return a / b }
    return Double(text)
  }
}

extension StoryboardObject {
  private static let viewElementNames: Set<String> = [
    "label", "button", "slider", "switch", "segmentedControl", "stepper", "textField", "pageControl",
    "datePicker", "toolbar",
  ]

  package static func category(ofElement name: String, sceneMemberID: String?) -> StoryboardObjectCategory {
    switch name {
    case "viewControllerPlaceholder": return .viewControllerPlaceholder
    case "placeholder": return .placeholder
    case "exit": return .exit
    case "navigationItem": return .navigationItem
    case "barButtonItem", "tabBarItem": return .barItem
    case "constraint": return .constraint
    case "viewControllerLayoutGuide", "viewLayoutGuide", "layoutGuide": return .layoutGuide
    case "customObject": return .customObject
    default: break
    }
    if sceneMemberID == "viewController" || name.hasSuffix("Controller") { return .viewController }
    if name.hasSuffix("GestureRecognizer") { return .gestureRecognizer }
    if name.hasSuffix("View") || name.hasSuffix("Cell") || name.hasSuffix("Bar") || viewElementNames.contains(name) {
      return .view
    }
    return .other
  }

  private static let classNameExceptions: [String: String?] = [
    "placeholder": nil, "exit": nil, "viewControllerPlaceholder": nil, "tableViewSection": nil,
    "containerView": "UIView", "customObject": "NSObject", "constraint": "NSLayoutConstraint",
    "viewControllerLayoutGuide": "_UILayoutGuide", "viewLayoutGuide": "UILayoutGuide",
    "layoutGuide": "UILayoutGuide", "wkWebView": "WKWebView", "mapView": "MKMapView",
    "avPlayerViewController": "AVPlayerViewController", "glkView": "GLKView",
    "glkViewController": "GLKViewController", "sceneKitView": "SCNView", "skView": "SKView",
  ]

  package static func defaultClassName(ofElement name: String) -> String? {
    if let exception = classNameExceptions[name] { return exception }
    guard let first = name.first else { return nil }
    return "UI" + first.uppercased() + name.dropFirst()
  }
}

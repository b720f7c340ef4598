import Foundation

/// What a controller instantiated from a storyboard remembers of its scene: the storyboard, its
/// object in the document, and the objects made from the scene so far (the controller, its
/// views, bar items and gesture recognizers, by id) for connections, popover anchors and
/// outlets. The controller's view is built from the scene when it is first loaded.
@preconcurrency @MainActor
package final class StoryboardControllerContext {
  package let storyboard: UIStoryboard
  package let object: StoryboardObject
  /// Objects made from this scene, by storyboard id.
  package var objects = StoryboardSceneObjects()
  /// The class name traces show for the controller instead of its Swift type (a stand-in for a
  /// storyboard class that is not registered says which class it stands in for).
  package var traceClassName: String?

  init(storyboard: UIStoryboard, object: StoryboardObject) {
    self.storyboard = storyboard
    self.object = object
  }

  package var document: StoryboardDocument? { storyboard.document }

  /// Builds the scene's view hierarchy for `controller` (the default `loadView`): views with
  /// their frames, colours, texts and titles, gesture recognizers, action and segue connections,
  /// registered outlets, `awakeFromNib`, then the container views' embed segues. False when the
  /// scene has no view (containers), so the default view is made.
  package func loadView(of controller: UIViewController) -> Bool {
    guard object.view != nil else { return false }
    // An embed cycle leaves the nested controller with the default view.
    return StoryboardCycleGuard.loading(object, in: storyboard) { _loadView(of: controller) } ?? false
  }

  private func _loadView(of controller: UIViewController) -> Bool {
    guard let viewObject = object.view else { return false }
    // The view tree's objects go in next: room for a dozen at once (a table that ends with 16
    // buckets, the size a scene of 7 to 12 objects grows to anyway).
    objects.reserveCapacity(12)
    var built: [(StoryboardObject, AnyObject)] = []
    let root = StoryboardViewBuilder(context: self).makeView(viewObject, built: &built)
    controller.view = root
    // Gesture recognizers are top-level scene objects the views collect by outlet.
    for (viewObject, instance) in built {
      guard let view = instance as? UIView else { continue }
      for outlet in viewObject.outlets where outlet.property == "gestureRecognizers" {
        guard let recognizerObject = document?.object(withID: outlet.destinationID),
          let recognizer = makeGestureRecognizer(recognizerObject)
        else { continue }
        view.addGestureRecognizer(recognizer)
        built.append((recognizerObject, recognizer))
      }
    }
    StoryboardConstraintBuilder(context: self, sceneObject: object).install(built, root: root)
    for (object, instance) in built { connect(object, instance, controller: controller) }
    connectOutlets(of: object, owner: controller)
    for (_, instance) in built { (instance as? UIView)?.awakeFromNib() }
    for (object, instance) in built where object.elementName == "containerView" {
      guard let containerView = instance as? UIView else { continue }
      for segue in document?.segues(ownedBy: object.id ?? "", where: { $0 == .embed }) ?? [] {
        StoryboardSegueTemplate(storyboard: storyboard, segue: segue).embed(in: containerView, source: controller)
      }
    }
    return true
  }

  private func makeGestureRecognizer(_ object: StoryboardObject) -> UIGestureRecognizer? {
    let recognizer: UIGestureRecognizer
    switch object.elementName {
    case "tapGestureRecognizer":
      let tap = UITapGestureRecognizer()
      if let taps = object.attributes["numberOfTapsRequired"].flatMap(Int.init) { tap.numberOfTapsRequired = taps }
      recognizer = tap
    case "panGestureRecognizer": recognizer = UIPanGestureRecognizer()
    case "screenEdgePanGestureRecognizer": recognizer = UIScreenEdgePanGestureRecognizer()
    case "swipeGestureRecognizer": recognizer = UISwipeGestureRecognizer()
    case "longPressGestureRecognizer": recognizer = UILongPressGestureRecognizer()
    default:
      Diagnostics.warningPrintedOnce("Unknown class \(object.effectiveClassName ?? object.elementName) in Interface Builder file.")
      return nil
    }
    if let id = object.id { objects[id] = recognizer }
    return recognizer
  }

  /// Action connections, triggered segues and outlets of one object.
  func connect(_ object: StoryboardObject, _ instance: AnyObject, controller: UIViewController) {
    // Actions, outlets and the segues it owns all come from its `<connections>` (ids are unique
    // in a document), so an object without any has nothing to connect: no lookups.
    guard !object.connections.isEmpty else { return }
    for action in object.actions {
      let isFirstResponder = document?.object(withID: action.destinationID)?.category == .placeholder
      let target: AnyObject? = isFirstResponder ? nil : objects[action.destinationID]
      // An action whose target lives in another scene (Xcode allows the connection) has no
      // object to reach at run time: skipped.
      if !isFirstResponder && target == nil { continue }
      let selector = Selector(action.selector)
      switch instance {
      case let control as UIControl:
        guard let events = controlEvents(action.eventType) else { continue }
        control.addTarget(target, action: selector, for: events)
      case let item as UIBarButtonItem:
        item.target = target
        item.action = selector
      case let recognizer as UIGestureRecognizer:
        recognizer.addAction(
          UIAction { [weak target, weak recognizer] _ in
            guard let recognizer, recognizer.state == .ended || recognizer.state == .began else { return }
            UIApplication.shared.sendAction(selector, to: target, from: recognizer, for: nil)
          })
      default:
        continue
      }
    }
    guard let id = object.id, object !== self.object else { return }
    for segue in document?.segues(ownedBy: id, where: { !$0.isStructural }) ?? [] {
      let template = StoryboardSegueTemplate(storyboard: storyboard, segue: segue)
      switch instance {
      case let control as UIControl:
        control.addAction(
          UIAction { [weak controller] action in
            guard let controller else { return }
            template.trigger(from: controller, sender: action.sender)
          }, for: .touchUpInside)
      case let item as UIBarButtonItem:
        item.primaryAction = UIAction(title: item.title ?? "") { [weak controller] action in
          guard let controller else { return }
          template.trigger(from: controller, sender: action.sender)
        }
      case let recognizer as UIGestureRecognizer:
        recognizer.addAction(
          UIAction { [weak controller, weak recognizer] _ in
            guard let controller, let recognizer, recognizer.state == .ended else { return }
            template.trigger(from: controller, sender: recognizer)
          })
      case let cell as UITableViewCell:
        // Selection segues fire when the row is selected by a tap, accessory-action segues when
        // its detail button is tapped; the cell is the sender.
        let fire: @MainActor (UITableViewCell) -> Void = { [weak controller] cell in
          guard let controller else { return }
          template.trigger(from: controller, sender: cell)
        }
        if segue.attributes["trigger"] == "accessoryAction" {
          cell._accessorySegues.append(fire)
        } else {
          cell._selectionSegues.append(fire)
        }
      case let cell as UICollectionViewCell:
        // Segues from a collection view cell fire when its item is selected by a tap.
        cell._selectionSegues.append { [weak controller] cell in
          guard let controller else { return }
          template.trigger(from: controller, sender: cell)
        }
      default:
        continue
      }
    }
    connectOutlets(of: object, owner: instance)
  }

  /// Outlets of `object` registered with `StoryboardClassRegistry.registerOutlet`, whose
  /// destination exists; others are skipped.
  func connectOutlets(of object: StoryboardObject, owner: AnyObject) {
    for outlet in object.outlets where outlet.property != "gestureRecognizers" {
      guard let destination = objects[outlet.destinationID],
        let setter = StoryboardClassRegistry.outletSetter(outlet.property, on: owner)
      else { continue }
      setter(owner, destination)
    }
  }

  private func controlEvents(_ raw: String?) -> UIControl.Event? {
    switch raw ?? "touchUpInside" {
    case "touchUpInside": return .touchUpInside
    case "touchUpOutside": return .touchUpOutside
    case "touchDown": return .touchDown
    case "touchDownRepeat": return .touchDownRepeat
    case "touchDragInside": return .touchDragInside
    case "touchDragOutside": return .touchDragOutside
    case "touchDragEnter": return .touchDragEnter
    case "touchDragExit": return .touchDragExit
    case "touchCancel": return .touchCancel
    case "valueChanged": return .valueChanged
    case "primaryActionTriggered": return .primaryActionTriggered
    case "editingDidBegin": return .editingDidBegin
    case "editingChanged": return .editingChanged
    case "editingDidEnd": return .editingDidEnd
    case "editingDidEndOnExit": return .editingDidEndOnExit
    default: return nil
    }
  }
}

/// Instantiates scene view controllers of one storyboard.
@preconcurrency @MainActor
package struct StoryboardInstantiator {
  package let storyboard: UIStoryboard

  package init(storyboard: UIStoryboard) { self.storyboard = storyboard }

  /// The controller for a scene's view controller object, or for a storyboard reference the
  /// controller it names. nil (with a diagnostic) when a reference cannot be resolved.
  package func instantiateController(
    _ object: StoryboardObject, creator: (@MainActor (NSCoder) -> UIViewController?)? = nil
  ) -> UIViewController? {
    StoryboardCycleGuard.instantiating(object, in: storyboard) { _instantiate(object, creator: creator) }
  }

  private func _instantiate(
    _ object: StoryboardObject, creator: (@MainActor (NSCoder) -> UIViewController?)?
  ) -> UIViewController? {
    if let reference = object.storyboardReference {
      return instantiateReference(reference, creator: creator)
    }
    let coder = StoryboardCoder(attributes: object.attributes)
    var controller: UIViewController? = creator?(coder)
    if controller == nil, let customClass = object.customClass {
      if let factory = StoryboardClassRegistry.controllerFactory(customClass, module: object.customModule) {
        controller = factory(coder)
      } else {
        Diagnostics.warningPrintedOnce("Unknown class \(customClass) in Interface Builder file.")
      }
    }
    let made = controller ?? Self.makeBuiltInController(object.elementName, coder: coder)
    configure(made, from: object)
    EventTrace.record("lifecycle", made, "awakeFromNib")
    made.awakeFromNib()
    return made
  }

  private func instantiateReference(
    _ reference: StoryboardReference, creator: (@MainActor (NSCoder) -> UIViewController?)?
  ) -> UIViewController? {
    guard let target = storyboard.referencedStoryboard(named: reference.storyboardName) else {
      Diagnostics.exception(
        "Could not find a storyboard named '\(reference.storyboardName ?? storyboard.name)' referenced from \(storyboard.name).storyboard")
      return nil
    }
    let object: StoryboardObject?
    if let identifier = reference.referencedIdentifier {
      object = target.document?.viewController(withStoryboardIdentifier: identifier)
      if object == nil {
        Diagnostics.exception("Storyboard (\(target)) doesn't contain a view controller with identifier '\(identifier)'")
        return nil
      }
    } else {
      object = target.document?.initialViewController
      if object == nil {
        Diagnostics.exception("Storyboard (\(target)) named '\(target.name)' has no initial view controller")
        return nil
      }
    }
    guard let object else { return nil }
    return StoryboardInstantiator(storyboard: target).instantiateController(object, creator: creator)
  }

  /// The base UIKit class of a scene element.
  package static func makeBuiltInController(_ elementName: String, coder: NSCoder? = nil) -> UIViewController {
    switch elementName {
    case "pageViewController":
      // Style, orientation, spine and double-sidedness come from the scene's attributes.
      return UIPageViewController(coder: coder ?? StoryboardCoder(attributes: [:]))
        ?? UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    case "navigationController": return UINavigationController(nibName: nil, bundle: nil)
    case "tabBarController": return UITabBarController(nibName: nil, bundle: nil)
    case "splitViewController": return UISplitViewController(nibName: nil, bundle: nil)
    case "tableViewController": return UITableViewController(style: .plain)
    case "collectionViewController": return UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
    default: return UIViewController()
    }
  }

  /// Relationship segues: a navigation controller's root, a tab bar controller's view
  /// controllers in order, a split view controller's master and detail.
  private func wireRelationships(_ controller: UIViewController, object: StoryboardObject) {
    guard let id = object.id, let document = storyboard.document else { return }
    var children: [(relationship: String, controller: UIViewController)] = []
    for segue in document.relationshipSegues(ofViewControllerID: id) {
      guard let destination = document.object(withID: segue.destinationID),
        let child = instantiateController(destination)
      else { continue }
      children.append((segue.relationship ?? "", child))
    }
    guard !children.isEmpty else { return }
    switch controller {
    case let navigation as UINavigationController:
      navigation.setViewControllers(children.map(\.controller), animated: false)
    case let tabBar as UITabBarController:
      tabBar.setViewControllers(children.map(\.controller), animated: false)
    case let split as UISplitViewController:
      let master = children.first { $0.relationship == "masterViewController" }?.controller
      let detail = children.first { $0.relationship == "detailViewController" }?.controller
      split.viewControllers = [master, detail].compactMap { $0 }
    default:
      Diagnostics.warning("\(controller) is not a container; its relationship segues are ignored.")
    }
  }

  /// The navigation item's title and its left and right bar button items, with their actions
  /// and segues.
  private func configureNavigationItem(_ controller: UIViewController, object: StoryboardObject, context: StoryboardControllerContext) {
    guard let itemObject = object.navigationItem else { return }
    let item = controller.navigationItem
    if let title = itemObject.title { item.title = title }
    // Xcode writes `largeTitleDisplayMode="always"`/`"never"` (automatic is the default, omitted).
    switch itemObject.attributes["largeTitleDisplayMode"] {
    case "always": item.largeTitleDisplayMode = .always
    case "never": item.largeTitleDisplayMode = .never
    default: break
    }
    func barButtonItem(_ object: StoryboardObject) -> UIBarButtonItem {
      // System items (`systemItem="done"`…) as in toolbars: a bar draws "Done", not nothing.
      let barItem = StoryboardToolbarBuilder.makeBarButtonItem(object, context: context)
      context.connect(object, barItem, controller: controller)
      return barItem
    }
    var left: [UIBarButtonItem] = []
    var right: [UIBarButtonItem] = []
    for child in itemObject.children where child.elementName == "barButtonItem" {
      switch child.key ?? child.collection {
      case "leftBarButtonItem", "leftBarButtonItems": left.append(barButtonItem(child))
      case "rightBarButtonItem", "rightBarButtonItems": right.append(barButtonItem(child))
      case "backBarButtonItem": item.backBarButtonItem = barButtonItem(child)
      default: continue
      }
    }
    if !left.isEmpty { item.leftBarButtonItems = left }
    if !right.isEmpty { item.rightBarButtonItems = right }
  }

  private func configure(_ controller: UIViewController, from object: StoryboardObject) {
    let context = StoryboardControllerContext(storyboard: storyboard, object: object)
    if let id = object.id { context.objects[id] = controller }
    controller._storyboardContext = context
    if let title = object.title { controller.title = title }
    if let restorationIdentifier = object.restorationIdentifier { controller.restorationIdentifier = restorationIdentifier }
    if let style = object.attributes["modalPresentationStyle"].flatMap(storyboardPresentationStyle) {
      controller.modalPresentationStyle = style
    }
    if let style = object.attributes["modalTransitionStyle"].flatMap(storyboardTransitionStyle) {
      controller.modalTransitionStyle = style
    }
    if let defines = object.boolAttribute("definesPresentationContext") { controller.definesPresentationContext = defines }
    if let provides = object.boolAttribute("providesPresentationContextTransitionStyle") {
      controller.providesPresentationContextTransitionStyle = provides
    }
    if let size = object.property(named: "size", key: "preferredContentSize"),
      let width = size["width"].flatMap(Double.init), let height = size["height"].flatMap(Double.init)
    {
      controller.preferredContentSize = CGSize(width: width, height: height)
    }
    let customObjects = StoryboardCustomObjects.instantiate(sceneOf: object, context: context)
    configureNavigationItem(controller, object: object, context: context)
    // A navigation controller's bar: "Prefers Large Titles" is `largeTitles="YES"`.
    if let navigation = controller as? UINavigationController,
      object.children.contains(where: { $0.elementName == "navigationBar" && $0.boolAttribute("largeTitles") == true })
    {
      navigation.navigationBar.prefersLargeTitles = true
    }
    StoryboardToolbarBuilder.configure(controller, object: object, context: context)
    wireRelationships(controller, object: object)
    StoryboardCustomObjects.connect(customObjects, controller: controller, controllerObject: object, context: context)
  }
}

/// Raw `modalPresentationStyle` values of storyboards.
func storyboardPresentationStyle(_ raw: String) -> UIModalPresentationStyle? {
  switch raw {
  case "fullScreen": return .fullScreen
  case "pageSheet": return .pageSheet
  case "formSheet": return .formSheet
  case "currentContext": return .currentContext
  case "overFullScreen": return .overFullScreen
  case "overCurrentContext": return .overCurrentContext
  case "popover": return .popover
  case "custom": return .custom
  case "automatic": return .automatic
  case "none": return UIModalPresentationStyle.none
  default: return nil
  }
}

/// Raw `modalTransitionStyle` values of storyboards.
func storyboardTransitionStyle(_ raw: String) -> UIModalTransitionStyle? {
  switch raw {
  case "coverVertical": return .coverVertical
  case "crossDissolve": return .crossDissolve
  case "flipHorizontal": return .flipHorizontal
  case "partialCurl": return .partialCurl
  default: return nil
  }
}

import Foundation

/// Toolbars of storyboards: a controller's `<toolbarItems>` (shown by its navigation controller's
/// toolbar), a navigation controller's `toolbarHidden`, and `<toolbar>` views with their
/// `<items>`. Bar button items get their title, style, system item (`flexibleSpace`,
/// `fixedSpace` with its `width`, `add`…), enabled state and tag, and their actions and segues
/// (a popover segue anchored to one finds it through the scene's objects).
@preconcurrency @MainActor
enum StoryboardToolbarBuilder {
  /// A bar button item for a `<barButtonItem>`, registered in the scene's objects (not yet
  /// connected).
  static func makeBarButtonItem(_ object: StoryboardObject, context: StoryboardControllerContext) -> UIBarButtonItem {
    let item: UIBarButtonItem
    if let raw = object.attributes["systemItem"], let systemItem = systemItem(raw) {
      item = UIBarButtonItem(barButtonSystemItem: systemItem, target: nil, action: nil)
      if let title = object.title { item.title = title }
    } else {
      item = UIBarButtonItem(title: object.title, style: object.attributes["style"] == "done" ? .done : .plain, target: nil, action: nil)
    }
    if let width = object.doubleAttribute("width") { item.width = CGFloat(width) }
    if object.boolAttribute("enabled") == false { item.isEnabled = false }
    if let tag = object.attributes["tag"].flatMap(Int.init) { item.tag = tag }
    if let id = object.id { context.objects[id] = item }
    return item
  }

  /// The controller's `<toolbarItems>`, connected; a navigation controller's `toolbarHidden`.
  static func configure(_ controller: UIViewController, object: StoryboardObject, context: StoryboardControllerContext) {
    if let navigation = controller as? UINavigationController, let hidden = object.boolAttribute("toolbarHidden") {
      navigation.isToolbarHidden = hidden
    }
    let itemObjects = object.children(in: "toolbarItems").filter { $0.elementName == "barButtonItem" }
    guard !itemObjects.isEmpty else { return }
    let items = itemObjects.map { makeBarButtonItem($0, context: context) }
    for (itemObject, item) in zip(itemObjects, items) { context.connect(itemObject, item, controller: controller) }
    controller.toolbarItems = items
  }

  /// A `UIToolbar` for a `<toolbar>` element, else nil.
  static func makeView(_ object: StoryboardObject, frame: CGRect) -> UIView? {
    object.elementName == "toolbar" ? UIToolbar(frame: frame) : nil
  }

  /// A toolbar view's `<items>`; they join `built`, so the scene connects their actions and segues.
  static func populate(_ object: StoryboardObject, _ view: UIView, context: StoryboardControllerContext, built: inout [(StoryboardObject, AnyObject)]) {
    guard let toolbar = view as? UIToolbar, object.elementName == "toolbar" else { return }
    if object.boolAttribute("translucent") == false { toolbar.isTranslucent = false }
    let itemObjects = object.children(in: "items").filter { $0.elementName == "barButtonItem" }
    let items = itemObjects.map { makeBarButtonItem($0, context: context) }
    for pair in zip(itemObjects, items) { built.append((pair.0, pair.1)) }
    toolbar.setItems(items, animated: false)
  }

  static func systemItem(_ raw: String) -> UIBarButtonItem.SystemItem? {
    switch raw {
    case "done": return .done
    case "cancel": return .cancel
    case "edit": return .edit
    case "save": return .save
    case "add": return .add
    case "flexibleSpace": return .flexibleSpace
    case "fixedSpace": return .fixedSpace
    case "compose": return .compose
    case "reply": return .reply
    case "action": return .action
    case "organize": return .organize
    case "bookmarks": return .bookmarks
    case "search": return .search
    case "refresh": return .refresh
    case "stop": return .stop
    case "camera": return .camera
    case "trash": return .trash
    case "play": return .play
    case "pause": return .pause
    case "rewind": return .rewind
    case "fastForward": return .fastForward
    case "undo": return .undo
    case "redo": return .redo
    case "close": return .close
    default: return nil
    }
  }
}

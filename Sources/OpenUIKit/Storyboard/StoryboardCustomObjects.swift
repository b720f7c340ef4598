import Foundation

/// `<customObject>` elements: plain objects of a scene (a tab bar controller's delegate, a
/// transitioning delegate wired to an outlet), made from their `customClass` through the class
/// registry when the scene's controller is instantiated, kept for the controller's life by its
/// storyboard context, and connected: their outlets (registered with `registerOutlet`), and the
/// controller's `delegate` (navigation and tab bar controllers) and `transitioningDelegate`
/// outlets that point at them. An unregistered class is UIKit's "Unknown class" warning, and the
/// object is not made.
@preconcurrency @MainActor
enum StoryboardCustomObjects {
  /// Makes the scene's custom objects into `context.objects`; returns them with their elements.
  static func instantiate(sceneOf controllerObject: StoryboardObject, context: StoryboardControllerContext)
    -> [(StoryboardObject, NSObject)]
  {
    guard let id = controllerObject.id, let scene = context.document?.scene(containing: id) else { return [] }
    var made: [(StoryboardObject, NSObject)] = []
    for object in scene.objects where object.elementName == "customObject" {
      guard let name = object.customClass else { continue }
      guard let factory = StoryboardClassRegistry.objectFactory(name, module: object.customModule) else {
        Diagnostics.warningPrintedOnce("Unknown class \(name) in Interface Builder file.")
        continue
      }
      let instance = factory()
      if let objectID = object.id { context.objects[objectID] = instance }
      made.append((object, instance))
    }
    return made
  }

  /// The controller's built-in delegate outlets, then every custom object's registered outlets.
  static func connect(
    _ made: [(StoryboardObject, NSObject)], controller: UIViewController, controllerObject: StoryboardObject,
    context: StoryboardControllerContext
  ) {
    guard !made.isEmpty else { return }
    for outlet in controllerObject.outlets {
      guard let destination = context.objects[outlet.destinationID] else { continue }
      switch (outlet.property, controller) {
      case ("delegate", let tabBar as UITabBarController):
        tabBar.delegate = destination as? UITabBarControllerDelegate
      case ("delegate", let navigation as UINavigationController):
        navigation.delegate = destination as? UINavigationControllerDelegate
      case ("transitioningDelegate", _):
        controller.transitioningDelegate = destination as? UIViewControllerTransitioningDelegate
      default:
        continue
      }
    }
    for (object, instance) in made { context.connectOutlets(of: object, owner: instance) }
  }
}

/// Plain objects (`<customObject customClass="…">`) for storyboards:
///
/// ```swift
/// StoryboardClassRegistry.registerObject(SlideTransitionDelegate.self) { SlideTransitionDelegate() }
/// ```
extension StoryboardClassRegistry {
  private static var objectFactories: [String: @MainActor () -> NSObject] = [:]

  /// Registers how to make a storyboard's custom object of `type` (name: the type's name).
  public static func registerObject<T: NSObject>(_ type: T.Type, name: String? = nil, factory: @escaping @MainActor () -> T) {
    objectFactories[name ?? String(describing: type)] = { factory() }
  }

  /// The object registrations, saved and restored by `withoutRegistrations`.
  static var objectFactoriesForSnapshot: [String: @MainActor () -> NSObject] {
    get { objectFactories }
    set { objectFactories = newValue }
  }

  /// Forgets the object class registered under `name` (stand-ins made for one run).
  package static func unregisterObject(named name: String) {
    objectFactories[name] = nil
  }

  package static func objectFactory(_ name: String, module: String?) -> (@MainActor () -> NSObject)? {
    if let module, let entry = objectFactories["\(module).\(name)"] { return entry }
    if let entry = objectFactories[name] { return entry }
    if let dot = name.lastIndex(of: ".") { return objectFactories[String(name[name.index(after: dot)...])] }
    return nil
  }
}

import Foundation

/// The class registry: what a storyboard's `customClass` names mean, without the Objective-C
/// runtime (which is how UIKit finds them with `NSClassFromString`).
///
/// Register every custom class a storyboard names, once, before instantiating it:
///
/// ```swift
/// // View controllers are created with their `init?(coder:)` (UIViewController's required
/// // initializer, as on iOS), or with a factory closure of your own:
/// StoryboardClassRegistry.register(MenuViewController.self)                 // name "MenuViewController"
/// StoryboardClassRegistry.register(DetailViewController.self, name: "AAPLDetailViewController")
/// StoryboardClassRegistry.register(SettingsViewController.self) { _ in SettingsViewController(model: .shared) }
///
/// // Views the same way (`init?(coder:)`, or a factory):
/// StoryboardClassRegistry.register(BadgeView.self)
///
/// // Segue subclasses with a factory (their initializer is not required):
/// StoryboardClassRegistry.registerSegue(FadeSegue.self) { identifier, source, destination in
///   FadeSegue(identifier: identifier, source: source, destination: destination)
/// }
///
/// // @IBSegueAction: a segue's `destinationCreationSelector` builds the destination.
/// StoryboardClassRegistry.registerSegueAction(ListViewController.self, "makeDetail:sender:") { list, coder, sender in
///   DetailViewController(coder: coder, item: list.selectedItem)
/// }
///
/// // Outlets, as named setters (optional; unregistered outlets are skipped):
/// StoryboardClassRegistry.registerOutlet(SecondViewController.self, "slider") { vc, object in
///   vc.slider = object as? UIView
/// }
/// ```
///
/// Names are looked up as written in `customClass`, first qualified by `customModule`
/// ("StandardApp.MainViewController"), then bare. A name registered nowhere is reported as
/// UIKit does ("Unknown class X in Interface Builder file.", a warning) and the object is created
/// with the base UIKit class of its element. A class registered under a name is also found for
/// its subclasses' lookups only under their own names: register each class a storyboard names.
@preconcurrency @MainActor
public enum StoryboardClassRegistry {
  private static var controllers: [String: @MainActor (NSCoder) -> UIViewController?] = [:]
  private static var views: [String: @MainActor (NSCoder) -> UIView?] = [:]
  private static var segues: [String: @MainActor (String?, UIViewController, UIViewController) -> UIStoryboardSegue] = [:]
  private static var segueActions: [String: [(type: AnyClass, make: @MainActor (AnyObject, NSCoder, Any?) -> UIViewController?)]] = [:]
  private static var outlets: [String: [(type: AnyClass, set: @MainActor (AnyObject, AnyObject) -> Void)]] = [:]

  // MARK: View controllers

  /// Registers a view controller class created with its `init?(coder:)`; `name` defaults to the
  /// type's name (module-qualified names are also accepted: "App.MyViewController").
  public static func register<T: UIViewController>(_ type: T.Type, name: String? = nil) {
    controllers[name ?? String(describing: type)] = { coder in T(coder: coder) }
  }

  /// Registers a view controller class created by `factory` (which receives the storyboard's
  /// coder; ignore it if the class has no coder initializer).
  public static func register<T: UIViewController>(
    _ type: T.Type, name: String? = nil, factory: @escaping @MainActor (NSCoder) -> T?
  ) {
    controllers[name ?? String(describing: type)] = { coder in factory(coder) }
  }

  // MARK: Views

  /// Registers a view class created with its `init?(coder:)`.
  public static func register<T: UIView>(_ type: T.Type, name: String? = nil) {
    views[name ?? String(describing: type)] = { coder in T(coder: coder) }
  }

  /// Registers a view class created by `factory`.
  public static func register<T: UIView>(
    _ type: T.Type, name: String? = nil, factory: @escaping @MainActor (NSCoder) -> T?
  ) {
    views[name ?? String(describing: type)] = { coder in factory(coder) }
  }

  // MARK: Segues

  /// Registers a `UIStoryboardSegue` subclass for `customClass` on `<segue>` elements.
  public static func registerSegue<T: UIStoryboardSegue>(
    _ type: T.Type, name: String? = nil,
    factory: @escaping @MainActor (_ identifier: String?, _ source: UIViewController, _ destination: UIViewController) -> T
  ) {
    segues[name ?? String(describing: type)] = { identifier, source, destination in factory(identifier, source, destination) }
  }

  /// Registers an `@IBSegueAction`: the segue whose `destinationCreationSelector` is `selector`
  /// asks `make` (called on the segue's source) for its destination. Returning nil lets the
  /// storyboard create the destination itself.
  public static func registerSegueAction<T: UIViewController>(
    _ type: T.Type, _ selector: Selector,
    make: @escaping @MainActor (_ source: T, _ coder: NSCoder, _ sender: Any?) -> UIViewController?
  ) {
    var entries = segueActions[selector.name] ?? []
    entries.removeAll { $0.type == type }
    entries.append((type, { object, coder, sender in (object as? T).flatMap { make($0, coder, sender) } }))
    segueActions[selector.name] = entries
  }

  // MARK: Outlets

  /// Registers an outlet: after the scene loads, `set` receives the object the outlet points to.
  public static func registerOutlet<T: AnyObject>(
    _ type: T.Type, _ property: String, set: @escaping @MainActor (_ owner: T, _ object: AnyObject) -> Void
  ) {
    var entries = outlets[property] ?? []
    entries.removeAll { $0.type == type }
    entries.append((type, { owner, object in if let owner = owner as? T { set(owner, object) } }))
    outlets[property] = entries
  }

  /// Forgets the controller class registered under `name` (stand-ins made for one run).
  package static func unregisterController(named name: String) {
    controllers[name] = nil
  }

  /// Forgets the segue class registered under `name` (stand-ins made for one run).
  package static func unregisterSegue(named name: String) {
    segues[name] = nil
  }

  /// Runs `body` with no class, segue, segue action, outlet or object registered (a storyboard
  /// run "with none of the app's classes present"), then puts every registration back.
  package static func withoutRegistrations<T>(_ body: () throws -> T) rethrows -> T {
    let saved = (controllers, views, segues, segueActions, outlets, objectFactoriesForSnapshot)
    controllers = [:]
    views = [:]
    segues = [:]
    segueActions = [:]
    outlets = [:]
    objectFactoriesForSnapshot = [:]
    defer { (controllers, views, segues, segueActions, outlets, objectFactoriesForSnapshot) = saved }
    return try body()
  }

  /// Forgets every registration (tests).
  public static func removeAll() {
    controllers.removeAll()
    views.removeAll()
    segues.removeAll()
    segueActions.removeAll()
    outlets.removeAll()
  }

  // MARK: Lookups (package)

  private static func lookup<V>(_ table: [String: V], _ name: String, module: String?) -> V? {
    if let module, let entry = table["\(module).\(name)"] { return entry }
    if let entry = table[name] { return entry }
    // "App.Class" written in customClass itself.
    if let unqualified = unqualifiedClassName(name) { return table[String(unqualified)] }
    return nil
  }

  /// The part of "App.Class" after its last dot; nil without a dot. An ASCII name (every class
  /// name Xcode writes in practice) is searched byte by byte, where each byte is a whole
  /// Character; others Character by Character, as before. The Character search of an unknown
  /// class's 40-letter name was ≈ 10k instructions, 3.6 % of a storyboard scene's
  /// instantiation (sbinst19). Nonisolated, with a plain loop: a closure made here would be
  /// main-actor isolated and check its executor on every byte.
  nonisolated package static func unqualifiedClassName(_ name: String) -> Substring? {
    var dot: Int?
    var offset = 0
    for byte in name.utf8 {
      if byte >= 0x80 {
        guard let index = name.lastIndex(of: ".") else { return nil }
        return name[name.index(after: index)...]
      }
      if byte == UInt8(ascii: ".") { dot = offset }
      offset += 1
    }
    guard let dot else { return nil }
    return name[name.utf8.index(name.utf8.startIndex, offsetBy: dot + 1)...]
  }

  package static func controllerFactory(_ name: String, module: String?) -> (@MainActor (NSCoder) -> UIViewController?)? {
    lookup(controllers, name, module: module)
  }

  package static func viewFactory(_ name: String, module: String?) -> (@MainActor (NSCoder) -> UIView?)? {
    lookup(views, name, module: module)
  }

  package static func segueFactory(_ name: String, module: String?)
    -> (@MainActor (String?, UIViewController, UIViewController) -> UIStoryboardSegue)?
  {
    lookup(segues, name, module: module)
  }

  package static func segueAction(_ selector: String, on source: AnyObject) -> (@MainActor (AnyObject, NSCoder, Any?) -> UIViewController?)? {
    guard let entries = segueActions[selector] else { return nil }
    var cls: AnyClass? = type(of: source)
    while let c = cls {
      if let entry = entries.first(where: { $0.type == c }) { return entry.make }
      cls = class_getSuperclassPortable(c)
    }
    return nil
  }

  package static func outletSetter(_ property: String, on owner: AnyObject) -> (@MainActor (AnyObject, AnyObject) -> Void)? {
    guard let entries = outlets[property] else { return nil }
    var cls: AnyClass? = type(of: owner)
    while let c = cls {
      if let entry = entries.first(where: { $0.type == c }) { return entry.set }
      cls = class_getSuperclassPortable(c)
    }
    return nil
  }
}

/// The coder a storyboard hands to `init?(coder:)` and to creator blocks: it answers the scene
/// object's attributes by key (`decodeObject(forKey: "title")`), and `storyboardIdentifier`.
/// There is no archive behind it; controllers and views are configured after they are created.
public final class StoryboardCoder: NSCoder, @unchecked Sendable {
  /// The scene object's attributes as written (`title`, `storyboardIdentifier`, `customClass`…).
  public var attributes: [String: String] { elementAttributes.dictionary }
  /// The attributes as the document holds them (sbparse19: no dictionary is built per coder).
  package let elementAttributes: StoryboardAttributes
  /// The storyboard identifier of the scene being instantiated, if any.
  public var storyboardIdentifier: String? { elementAttributes["storyboardIdentifier"] }

  package init(attributes: StoryboardAttributes) {
    elementAttributes = attributes
    super.init()
  }

  public override var allowsKeyedCoding: Bool { true }
  public override func containsValue(forKey key: String) -> Bool { elementAttributes[key] != nil }
  public override func decodeObject(forKey key: String) -> Any? { elementAttributes[key] }
  public override func decodeBool(forKey key: String) -> Bool { storyboardBool(elementAttributes[key]) ?? false }
  public override func decodeInteger(forKey key: String) -> Int { elementAttributes[key].flatMap { Int($0) } ?? 0 }
  public override func decodeDouble(forKey key: String) -> Double { elementAttributes[key].flatMap { Double($0) } ?? 0 }
}

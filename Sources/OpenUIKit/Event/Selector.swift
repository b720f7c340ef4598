import Foundation

#if !canImport(ObjectiveC)
/// A method name, as Objective-C selectors are spelled (`"unwindToMenu:"`).
///
/// Linux has no Objective-C runtime, so `#selector` does not exist: write `Selector("name:")`
/// or a string literal, and register what the name does with `ActionRegistry`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  public let name: String
  public init(_ name: String) { self.name = name }
  public init(stringLiteral value: String) { self.name = value }
  public var description: String { name }
}
#endif

/// The action registry: what a selector name means for a class, without the Objective-C runtime.
///
/// Register once, usually next to the class:
/// ```swift
/// ActionRegistry.register(MenuViewController.self, "unwindToMenu:") { vc, sender in
///   vc.unwindToMenu(sender as! UIStoryboardSegue)
/// }
/// ```
/// Target-action (`addTarget(_:action:for:)`, gesture recognizers, bar button items), storyboard
/// action connections and unwind actions (`canPerformUnwindSegueAction` asks "does the receiver
/// implement it?") all resolve names here, walking up the receiver's superclass chain.
@preconcurrency @MainActor
public enum ActionRegistry {
  private static var table: [String: [(type: AnyClass, perform: @MainActor (AnyObject, Any?) -> Void)]] = [:]
  private static var implemented: [String: [AnyClass]] = [:]

  /// Declares that instances of `type` (and its subclasses) respond to `selector`.
  public static func register<T: AnyObject>(
    _ type: T.Type, _ selector: Selector, perform: @escaping @MainActor (T, Any?) -> Void
  ) {
    var entries = table[selector.name] ?? []
    entries.removeAll { $0.type == type }
    entries.append((type, { object, sender in
      if let target = object as? T { perform(target, sender) }
    }))
    table[selector.name] = entries
  }

  /// Declares a selector with no sender argument (`"refresh"`).
  public static func register<T: AnyObject>(
    _ type: T.Type, _ selector: Selector, perform: @escaping @MainActor (T) -> Void
  ) {
    register(type, selector) { (target: T, _: Any?) in perform(target) }
  }

  /// Declares that instances of `type` (and its subclasses) implement the methods named by
  /// `selectors` — optional protocol methods, typically, which Swift cannot discover at run time
  /// (the Objective-C runtime would). `responds(to:)` answers from it; `openuikit-port`
  /// generates these declarations.
  public static func registerImplemented(_ type: AnyClass, _ selectors: [Selector]) {
    for selector in selectors {
      var types = implemented[selector.name] ?? []
      if !types.contains(where: { $0 == type }) { types.append(type) }
      implemented[selector.name] = types
    }
  }

  /// True if `object`'s class or a superclass registered `selector` as an action.
  public static func responds(_ object: AnyObject, to selector: Selector) -> Bool {
    handler(for: object, selector) != nil
  }

  /// True if `object` responds to `selector` as the Objective-C runtime would answer: a
  /// registered action, a method declared with `registerImplemented`, or a method UIKit's own
  /// class (or a protocol it conforms to) implements (`UIKitSelectors`).
  package static func implements(_ object: AnyObject, _ selector: Selector) -> Bool {
    if handler(for: object, selector) != nil { return true }
    if let types = implemented[selector.name] {
      var cls: AnyClass? = type(of: object)
      while let c = cls {
        if types.contains(where: { $0 == c }) { return true }
        cls = class_getSuperclassPortable(c)
      }
    }
    return UIKitSelectors.implements(object, selector.name)
  }

  /// Sends `selector` to a definite target, as `objc_msgSend` does: when the target does not
  /// respond, UIKit raises "unrecognized selector sent to instance" — recorded as that exception
  /// diagnostic, and nothing happens.
  @discardableResult
  package static func send(_ selector: Selector, to object: AnyObject, sender: Any?) -> Bool {
    if perform(selector, on: object, sender: sender) { return true }
    reportUnrecognized(selector, object)
    return false
  }

  package static func reportUnrecognized(_ selector: Selector, _ object: AnyObject) {
    let address = ObjectIdentifier(object).debugAddress
    Diagnostics.exception("-[\(type(of: object)) \(selector.name)]: unrecognized selector sent to instance \(address)")
  }

  /// Sends `selector` to `object`; false (and nothing happens) if it does not respond.
  @discardableResult
  public static func perform(_ selector: Selector, on object: AnyObject, sender: Any?) -> Bool {
    guard let h = handler(for: object, selector) else { return false }
    h(object, sender)
    return true
  }

  private static func handler(for object: AnyObject, _ selector: Selector) -> (@MainActor (AnyObject, Any?) -> Void)? {
    guard let entries = table[selector.name] else { return nil }
    var cls: AnyClass? = type(of: object)
    while let c = cls {
      if let e = entries.first(where: { $0.type == c }) { return e.perform }
      cls = class_getSuperclassPortable(c)
    }
    return nil
  }
}

/// `class_getSuperclass` without the Objective-C runtime.
func class_getSuperclassPortable(_ cls: AnyClass) -> AnyClass? {
  _getSuperclass(cls)
}

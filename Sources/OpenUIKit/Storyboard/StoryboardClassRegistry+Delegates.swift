import Foundation

extension StoryboardClassRegistry {
  /// Registers an app-delegate or scene-delegate class with the factory that makes it. UIKit
  /// creates these by name (`UIApplicationMain`'s delegate class name, the scene manifest's
  /// `UISceneDelegateClassName`) or from a configuration's `delegateClass`; Linux has no runtime
  /// for that, so the registry does it:
  ///
  /// ```swift
  /// StoryboardClassRegistry.registerDelegate(AppDelegate.self) { AppDelegate() }
  /// StoryboardClassRegistry.registerDelegate(SceneDelegate.self) { SceneDelegate() }
  /// ```
  public static func registerDelegate<T: NSObject>(
    _ type: T.Type, name: String? = nil, factory: @escaping @MainActor () -> T
  ) {
    DelegateFactories.byName[name ?? String(describing: type)] = factory
    DelegateFactories.byClass[ObjectIdentifier(type)] = factory
  }

  /// A new instance of the delegate class registered under `name` (nil when none is).
  package static func _makeDelegate(named name: String) -> NSObject? {
    if let factory = DelegateFactories.byName[name] { return factory() }
    // A module-qualified name ("App.AppDelegate") also finds the bare registration.
    if let dot = name.lastIndex(of: "."), let factory = DelegateFactories.byName[String(name[name.index(after: dot)...])] {
      return factory()
    }
    return nil
  }

  /// A new instance of the registered delegate class `type` (nil when it is not registered).
  package static func _makeDelegate(ofClass type: AnyClass) -> NSObject? {
    DelegateFactories.byClass[ObjectIdentifier(type)]?()
  }
}

@MainActor
private enum DelegateFactories {
  static var byName: [String: @MainActor () -> NSObject] = [:]
  static var byClass: [ObjectIdentifier: @MainActor () -> NSObject] = [:]
}

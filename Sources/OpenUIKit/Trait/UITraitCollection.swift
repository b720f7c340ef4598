import Foundation

public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}

public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
  case unspecified = -1
  case phone = 0
  case pad = 1
  case tv = 2
  case carPlay = 3
  case mac = 5
  case vision = 6
}

public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
  case unspecified = -1
  case leftToRight = 0
  case rightToLeft = 1
}

/// The traits UIKit tracks here. Unset traits are `.unspecified` (or 0 for the display scale).
/// Immutable, as in UIKit.
public final class UITraitCollection: NSObject, @unchecked Sendable {
  // @unchecked Sendable: immutable after init.
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  public let verticalSizeClass: UIUserInterfaceSizeClass
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  public let userInterfaceStyle: UIUserInterfaceStyle
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  public let displayScale: CGFloat

  public convenience override init() {
    self.init(h: .unspecified, v: .unspecified, idiom: .unspecified, style: .unspecified, direction: .unspecified, scale: 0)
  }

  init(
    h: UIUserInterfaceSizeClass, v: UIUserInterfaceSizeClass, idiom: UIUserInterfaceIdiom,
    style: UIUserInterfaceStyle, direction: UITraitEnvironmentLayoutDirection, scale: CGFloat
  ) {
    horizontalSizeClass = h; verticalSizeClass = v; userInterfaceIdiom = idiom
    userInterfaceStyle = style; layoutDirection = direction; displayScale = scale
  }

  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(h: horizontalSizeClass, v: .unspecified, idiom: .unspecified, style: .unspecified, direction: .unspecified, scale: 0)
  }
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(h: .unspecified, v: verticalSizeClass, idiom: .unspecified, style: .unspecified, direction: .unspecified, scale: 0)
  }
  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
    self.init(h: .unspecified, v: .unspecified, idiom: userInterfaceIdiom, style: .unspecified, direction: .unspecified, scale: 0)
  }
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(h: .unspecified, v: .unspecified, idiom: .unspecified, style: userInterfaceStyle, direction: .unspecified, scale: 0)
  }
  public convenience init(displayScale: CGFloat) {
    self.init(h: .unspecified, v: .unspecified, idiom: .unspecified, style: .unspecified, direction: .unspecified, scale: displayScale)
  }
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(h: .unspecified, v: .unspecified, idiom: .unspecified, style: .unspecified, direction: layoutDirection, scale: 0)
  }

  /// Combines collections; later collections' specified traits win (UIKit's rule).
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    var m = UITraitOverrides()
    for t in traitCollections { m.apply(t) }
    self.init(m)
  }

  /// iOS 17: builds a collection by mutating an empty set of traits.
  public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
    var traits: any UIMutableTraits = UITraitOverrides()
    mutations(&traits)
    self.init((traits as? UITraitOverrides) ?? UITraitOverrides())
  }

  convenience init(_ o: UITraitOverrides) {
    self.init(
      h: o.horizontalSizeClass, v: o.verticalSizeClass, idiom: o.userInterfaceIdiom,
      style: o.userInterfaceStyle, direction: o.layoutDirection, scale: o.displayScale)
  }

  /// iOS 17: a copy with some traits changed.
  public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
    var o = UITraitOverrides()
    o.apply(self)
    var traits: any UIMutableTraits = o
    mutations(&traits)
    return UITraitCollection((traits as? UITraitOverrides) ?? o)
  }

  /// True if every trait specified in `trait` has the same value here.
  public func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let t = trait else { return true }
    if t.horizontalSizeClass != .unspecified && t.horizontalSizeClass != horizontalSizeClass { return false }
    if t.verticalSizeClass != .unspecified && t.verticalSizeClass != verticalSizeClass { return false }
    if t.userInterfaceIdiom != .unspecified && t.userInterfaceIdiom != userInterfaceIdiom { return false }
    if t.userInterfaceStyle != .unspecified && t.userInterfaceStyle != userInterfaceStyle { return false }
    if t.layoutDirection != .unspecified && t.layoutDirection != layoutDirection { return false }
    if t.displayScale != 0 && t.displayScale != displayScale { return false }
    return true
  }

  /// The traits that differ between two collections.
  func changedTraits(from other: UITraitCollection?) -> [UITrait] {
    guard let other else { return UITraitCatalog.all }
    var result: [UITrait] = []
    if other.horizontalSizeClass != horizontalSizeClass { result.append(UITraitHorizontalSizeClass.self) }
    if other.verticalSizeClass != verticalSizeClass { result.append(UITraitVerticalSizeClass.self) }
    if other.userInterfaceIdiom != userInterfaceIdiom { result.append(UITraitUserInterfaceIdiom.self) }
    if other.userInterfaceStyle != userInterfaceStyle { result.append(UITraitUserInterfaceStyle.self) }
    if other.layoutDirection != layoutDirection { result.append(UITraitLayoutDirection.self) }
    if other.displayScale != displayScale { result.append(UITraitDisplayScale.self) }
    return result
  }

  public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    userInterfaceStyle != traitCollection?.userInterfaceStyle
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let b = object as? UITraitCollection else { return false }
    let a = self
    return a.horizontalSizeClass == b.horizontalSizeClass && a.verticalSizeClass == b.verticalSizeClass
      && a.userInterfaceIdiom == b.userInterfaceIdiom && a.userInterfaceStyle == b.userInterfaceStyle
      && a.layoutDirection == b.layoutDirection && a.displayScale == b.displayScale
  }
  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(horizontalSizeClass); hasher.combine(verticalSizeClass)
    hasher.combine(userInterfaceIdiom); hasher.combine(displayScale)
    return hasher.finalize()
  }

  public override var description: String {
    "<UITraitCollection; HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), UserInterfaceIdiom = \(userInterfaceIdiom), DisplayScale = \(displayScale)>"
  }
}

// MARK: iOS 17 trait definitions

/// A trait definition (iOS 17). Only UIKit's own system traits are supported here.
public protocol UITraitDefinition {
  static var identifier: String { get }
}
public typealias UITrait = any UITraitDefinition.Type

public enum UITraitHorizontalSizeClass: UITraitDefinition { public static let identifier = "UITraitHorizontalSizeClass" }
public enum UITraitVerticalSizeClass: UITraitDefinition { public static let identifier = "UITraitVerticalSizeClass" }
public enum UITraitUserInterfaceIdiom: UITraitDefinition { public static let identifier = "UITraitUserInterfaceIdiom" }
public enum UITraitUserInterfaceStyle: UITraitDefinition { public static let identifier = "UITraitUserInterfaceStyle" }
public enum UITraitLayoutDirection: UITraitDefinition { public static let identifier = "UITraitLayoutDirection" }
public enum UITraitDisplayScale: UITraitDefinition { public static let identifier = "UITraitDisplayScale" }

enum UITraitCatalog {
  static var all: [UITrait] {
    [
      UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitUserInterfaceIdiom.self,
      UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self, UITraitDisplayScale.self,
    ]
  }
}

/// The mutable trait surface (iOS 17).
public protocol UIMutableTraits {
  var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
  var verticalSizeClass: UIUserInterfaceSizeClass { get set }
  var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
  var userInterfaceStyle: UIUserInterfaceStyle { get set }
  var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
  var displayScale: CGFloat { get set }
}

/// Trait overrides of a window, view, view controller or presentation controller (iOS 17).
public struct UITraitOverrides: UIMutableTraits, Hashable, Sendable {
  public var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
  public var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
  public var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
  public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
  public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
  public var displayScale: CGFloat = 0

  public init() {}

  /// True if any trait is overridden.
  public var isEmpty: Bool { self == UITraitOverrides() }

  public func contains(_ trait: UITrait) -> Bool {
    switch trait.identifier {
    case UITraitHorizontalSizeClass.identifier: return horizontalSizeClass != .unspecified
    case UITraitVerticalSizeClass.identifier: return verticalSizeClass != .unspecified
    case UITraitUserInterfaceIdiom.identifier: return userInterfaceIdiom != .unspecified
    case UITraitUserInterfaceStyle.identifier: return userInterfaceStyle != .unspecified
    case UITraitLayoutDirection.identifier: return layoutDirection != .unspecified
    case UITraitDisplayScale.identifier: return displayScale != 0
    default: return false
    }
  }

  public mutating func remove(_ trait: UITrait) {
    switch trait.identifier {
    case UITraitHorizontalSizeClass.identifier: horizontalSizeClass = .unspecified
    case UITraitVerticalSizeClass.identifier: verticalSizeClass = .unspecified
    case UITraitUserInterfaceIdiom.identifier: userInterfaceIdiom = .unspecified
    case UITraitUserInterfaceStyle.identifier: userInterfaceStyle = .unspecified
    case UITraitLayoutDirection.identifier: layoutDirection = .unspecified
    case UITraitDisplayScale.identifier: displayScale = 0
    default: break
    }
  }

  /// Overlays the specified traits of `t` onto these.
  mutating func apply(_ t: UITraitCollection?) {
    guard let t else { return }
    if t.horizontalSizeClass != .unspecified { horizontalSizeClass = t.horizontalSizeClass }
    if t.verticalSizeClass != .unspecified { verticalSizeClass = t.verticalSizeClass }
    if t.userInterfaceIdiom != .unspecified { userInterfaceIdiom = t.userInterfaceIdiom }
    if t.userInterfaceStyle != .unspecified { userInterfaceStyle = t.userInterfaceStyle }
    if t.layoutDirection != .unspecified { layoutDirection = t.layoutDirection }
    if t.displayScale != 0 { displayScale = t.displayScale }
  }

  mutating func apply(_ o: UITraitOverrides) {
    // Field by field, as `apply(_: UITraitCollection)` does, without building a collection.
    if o.horizontalSizeClass != .unspecified { horizontalSizeClass = o.horizontalSizeClass }
    if o.verticalSizeClass != .unspecified { verticalSizeClass = o.verticalSizeClass }
    if o.userInterfaceIdiom != .unspecified { userInterfaceIdiom = o.userInterfaceIdiom }
    if o.userInterfaceStyle != .unspecified { userInterfaceStyle = o.userInterfaceStyle }
    if o.layoutDirection != .unspecified { layoutDirection = o.layoutDirection }
    if o.displayScale != 0 { displayScale = o.displayScale }
  }
}

/// A registration returned by `registerForTraitChanges`; pass it to `unregisterForTraitChanges`.
public protocol UITraitChangeRegistration: Sendable {}

struct TraitChangeRegistration: UITraitChangeRegistration, Hashable {
  let id: Int
}

/// Objects that have a trait collection and hear about changes.
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
  var traitCollection: UITraitCollection { get }
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// iOS 17: the handler type of `registerForTraitChanges`.
public typealias UITraitChangeHandler<TraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

/// Storage for trait-change registrations; owned by each trait environment.
@preconcurrency @MainActor
final class TraitChangeRegistry {
  private var entries: [(id: Int, traits: [String], handler: @MainActor (any UITraitEnvironment, UITraitCollection) -> Void)] = []
  private static var nextID = 1

  func add(_ traits: [UITrait], _ handler: @escaping @MainActor (any UITraitEnvironment, UITraitCollection) -> Void) -> TraitChangeRegistration {
    let id = Self.nextID
    Self.nextID += 1
    entries.append((id, traits.map { $0.identifier }, handler))
    return TraitChangeRegistration(id: id)
  }

  /// No handler is registered.
  var isEmpty: Bool { entries.isEmpty }

  func remove(_ registration: any UITraitChangeRegistration) {
    guard let r = registration as? TraitChangeRegistration else { return }
    entries.removeAll { $0.id == r.id }
  }

  /// Records `current`; when it differs from the last traits the environment heard about, calls
  /// `traitCollectionDidChange` and the registered handlers. Returns the previous traits when it
  /// notified. (The first traits an environment gets are recorded without a call.)
  ///
  /// `record` stores the new traits before any callback runs: the callbacks may add or move
  /// views (a split view expanding on a size-class change), and those re-read the environment's
  /// last traits, so no access to that storage may be open while they run.
  @discardableResult
  func deliver(
    to environment: any UITraitEnvironment, current: UITraitCollection, last: UITraitCollection?,
    record: (UITraitCollection) -> Void
  ) -> UITraitCollection? {
    guard current != last else { return nil }
    record(current)
    guard let previous = last else { return nil }
    environment.traitCollectionDidChange(previous)
    notify(environment, changed: current.changedTraits(from: previous), previous: previous)
    return previous
  }

  /// A controller's or presentation controller's part of a propagation: `deliver` with the
  /// trait memo suspended while callbacks run (they may change what traits depend on, so the
  /// memo is cleared when they ran); `afterChange` runs after the callbacks, only on a change.
  func deliverSuspendingMemo(
    to environment: any UITraitEnvironment, current: UITraitCollection, last: UITraitCollection?,
    record: (UITraitCollection) -> Void, afterChange: () -> Void
  ) {
    UIView._traitMemo.suspend {
      guard deliver(to: environment, current: current, last: last, record: record) != nil else { return false }
      afterChange()
      return true
    }
  }

  func notify(_ environment: any UITraitEnvironment, changed: [UITrait], previous: UITraitCollection) {
    let ids = Set(changed.map { $0.identifier })
    for entry in entries where entry.traits.contains(where: ids.contains) {
      entry.handler(environment, previous)
    }
  }
}

/// The documented default size classes for a window of a given size (Docs/Behaviour.md):
/// phone: width regular only in landscape at ≥ 896 pt, height compact in landscape;
/// pad and others: width regular at ≥ 678 pt, height regular at ≥ 678 pt.
package func defaultSizeClasses(
  for size: CGSize, idiom: UIUserInterfaceIdiom
) -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
  let landscape = size.width > size.height
  switch idiom {
  case .phone:
    return (landscape && size.width >= 896 ? .regular : .compact, landscape ? .compact : .regular)
  default:
    return (size.width >= 678 ? .regular : .compact, size.height >= 678 ? .regular : .compact)
  }
}

import Foundation

// Key-value observation as Foundation spells it on Apple platforms. swift-corelibs-foundation has
// no KVO, so these types are defined here (OpenUIKit: UIKit's observable properties only).

/// What a change notification carries.
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Include the new value.
  public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
  /// Include the old value.
  public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
  /// Send a notification at once, when observing starts.
  public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
  /// Send a notification before each change as well as after it.
  public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change (UIKit's observable properties are only ever set).
public enum NSKeyValueChange: UInt, Sendable {
  case setting = 1
  case insertion = 2
  case removal = 3
  case replacement = 4
}

/// One change of an observed property.
public struct NSKeyValueObservedChange<Value> {
  public typealias Kind = NSKeyValueChange
  public let kind: Kind
  /// The value after the change (with `.new`; nil in a prior notification).
  public let newValue: Value?
  /// The value before the change (with `.old`).
  public let oldValue: Value?
  /// Indexes of a to-many change (never for UIKit's properties).
  public let indexes: IndexSet?
  /// True for the notification sent before the change (`.prior`).
  public let isPrior: Bool
}

extension NSKeyValueObservedChange: Sendable where Value: Sendable {}

/// Foundation's marker for types that offer `observe(_:options:changeHandler:)`.
public protocol _KeyValueCodingAndObserving {}

/// A running observation. Observing stops when it is invalidated or deinitialised.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
  // Safe as @unchecked Sendable: the only state is the registration, whose mutable parts are
  // behind its lock.
  let registration: KVORegistration

  init(registration: KVORegistration) {
    self.registration = registration
    super.init()
  }

  /// Stops observing; the change handler is released.
  public func invalidate() { registration.invalidate() }

  deinit { registration.invalidate() }
}

/// One observer of one key of one object: the handler while active.
final class KVORegistration: @unchecked Sendable {
  // Safe as @unchecked Sendable: `handler` and `isActive` are read and written under `lock`;
  // the handler itself is only called on the main actor by the observed view.
  private let lock = NSLock()
  private var _handler: ((_ phase: KVOPhase) -> Void)?
  let key: UIViewObservableKey?
  let options: NSKeyValueObservingOptions

  init(key: UIViewObservableKey?, options: NSKeyValueObservingOptions, handler: @escaping (_ phase: KVOPhase) -> Void) {
    self.key = key
    self.options = options
    _handler = handler
  }

  var isActive: Bool { lock.withLock { _handler != nil } }

  func invalidate() { lock.withLock { _handler = nil } }

  func send(_ phase: KVOPhase) {
    let handler = lock.withLock { _handler }
    handler?(phase)
  }
}

/// The moments a registration hears about.
enum KVOPhase {
  case initial
  /// Before a change: remember the old value, send the prior notification if asked.
  case willChange
  /// After a change; `derived` changes (frame after a center change) are sent only if the
  /// value differs.
  case didChange(derived: Bool)
}

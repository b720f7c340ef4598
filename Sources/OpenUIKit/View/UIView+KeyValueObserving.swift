import Foundation
import OpenQuartzCore

/// The properties of views and scroll views that `observe(_:options:changeHandler:)` reports.
///
/// A change to one of them also reports the properties derived from it, as layer-backed KVO
/// does for `frame` (Docs/Behaviour.md "Key-value observation"): setting `center`, `bounds` or
/// `transform` reports `frame` (when it changed), setting `frame` reports `center` and `bounds`
/// (when they changed), and a scroll view's `bounds` origin is its `contentOffset`.
package enum UIViewObservableKey: Hashable, Sendable {
  case frame, bounds, center, transform, alpha, isHidden
  case contentOffset, contentSize
}

extension UIView: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: UIView {
  /// Observes one of UIKit's observable view properties (`frame`, `bounds`, `center`,
  /// `transform`, `alpha`, `isHidden`). Other key paths are not observable: only `.initial`
  /// is sent for them.
  @MainActor
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    _kvoObserve(keyPath, key: UIView._viewKey(keyPath, Self.self), options: options, changeHandler: changeHandler)
  }
}

extension _KeyValueCodingAndObserving where Self: UIScrollView {
  /// Observes one of UIKit's observable scroll view properties (`contentOffset`,
  /// `contentSize`) or view properties.
  @MainActor
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    let any = keyPath as AnyKeyPath
    let key: UIViewObservableKey?
    if any == \Self.contentOffset as AnyKeyPath {
      key = .contentOffset
    } else if any == \Self.contentSize as AnyKeyPath {
      key = .contentSize
    } else {
      key = UIView._viewKey(keyPath, Self.self)
    }
    return _kvoObserve(keyPath, key: key, options: options, changeHandler: changeHandler)
  }
}

extension _KeyValueCodingAndObserving where Self: UIView {
  @MainActor
  func _kvoObserve<Value>(
    _ keyPath: KeyPath<Self, Value>, key: UIViewObservableKey?, options: NSKeyValueObservingOptions,
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    var old: Value?
    let registration = KVORegistration(key: key, options: options) { [weak self] phase in
      MainActor.assumeIsolated {
        guard let self else { return }
        let current = self[keyPath: keyPath]
        switch phase {
        case .initial:
          changeHandler(self, NSKeyValueObservedChange(
            kind: .setting, newValue: options.contains(.new) ? current : nil, oldValue: nil, indexes: nil, isPrior: false))
        case .willChange:
          old = current
          if options.contains(.prior) {
            changeHandler(self, NSKeyValueObservedChange(
              kind: .setting, newValue: nil, oldValue: options.contains(.old) ? current : nil, indexes: nil, isPrior: true))
          }
        case .didChange(let derived):
          let before = old
          old = nil
          if derived, let before, _kvoEqual(before, current) { return }
          changeHandler(self, NSKeyValueObservedChange(
            kind: .setting, newValue: options.contains(.new) ? current : nil,
            oldValue: options.contains(.old) ? before : nil, indexes: nil, isPrior: false))
        }
      }
    }
    if key != nil { _kvoRegistrations.append(registration) }
    if options.contains(.initial) { registration.send(.initial) }
    return NSKeyValueObservation(registration: registration)
  }
}

/// True if both values are equal `Equatable`s of the same type.
private func _kvoEqual(_ a: Any, _ b: Any) -> Bool {
  guard let a = a as? any Equatable else { return false }
  return a._isEqual(to: b)
}

extension Equatable {
  fileprivate func _isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

extension UIView {
  static func _viewKey<V: UIView>(_ keyPath: AnyKeyPath, _ type: V.Type) -> UIViewObservableKey? {
    switch keyPath {
    case \V.frame: return .frame
    case \V.bounds: return .bounds
    case \V.center: return .center
    case \V.transform: return .transform
    case \V.alpha: return .alpha
    case \V.isHidden: return .isHidden
    default: return nil
    }
  }

  /// The keys a change of `key` reports (itself first).
  package func _kvoKeys(changing key: UIViewObservableKey) -> [UIViewObservableKey] {
    switch key {
    case .frame: return [.frame, .center, .bounds]
    case .bounds: return self is UIScrollView ? [.bounds, .frame, .contentOffset] : [.bounds, .frame]
    case .center, .transform: return [key, .frame]
    default: return [key]
    }
  }

  /// Runs `change`, reporting it to the observers of `key` and of the keys derived from it.
  @inline(__always)
  package func _kvoChange(_ key: UIViewObservableKey, _ change: () -> Void) {
    if _kvoRegistrations.isEmpty {
      change()
      return
    }
    _kvoRegistrations.removeAll { !$0.isActive }
    let keys = _kvoKeys(changing: key)
    let affected = _kvoRegistrations.filter { $0.key.map(keys.contains) ?? false }
    for r in affected { r.send(.willChange) }
    change()
    for r in affected { r.send(.didChange(derived: r.key != key)) }
  }
}

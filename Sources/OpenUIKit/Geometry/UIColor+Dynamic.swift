import Foundation
import OpenQuartzCore

// Dynamic colours (iOS 13): a colour whose value depends on the trait collection it is resolved
// with. Views resolve their background colour with their own traits, and again when their
// `userInterfaceStyle` changes; `cgColor` resolves with `UITraitCollection.current`.

extension UIColor {
  /// UIKit: a colour computed by `dynamicProvider` for each trait collection it is resolved with.
  public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    self.init(named: nil, provider: dynamicProvider)
  }

  /// UIKit: the colour for `traitCollection` (a plain colour resolves to itself).
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    guard let provider = _provider else { return self }
    return provider(traitCollection).resolvedColor(with: traitCollection)
  }

  /// A system colour with Apple's light and dark component values.
  static func dynamic(
    _ name: String, light: (CGFloat, CGFloat, CGFloat, CGFloat), dark: (CGFloat, CGFloat, CGFloat, CGFloat)
  ) -> UIColor {
    UIColor(named: name, light: light, dark: dark) { traits in
      let c = traits.userInterfaceStyle == .dark ? dark : light
      return UIColor(red: c.0, green: c.1, blue: c.2, alpha: c.3)
    }
  }

  var _isDynamic: Bool { _provider != nil }
}

extension UITraitCollection {
  /// The trait collection UIKit resolves dynamic colours with: the traits of the view or
  /// controller whose `layoutSubviews`, `traitCollectionDidChange` or `draw` is running, else the
  /// main screen's (light appearance). Settable, as in UIKit; `performAsCurrent(_:)` sets it for
  /// the duration of a closure.
  /// (UIKit keeps it per thread; here it is process-wide and only UIKit's main-actor work
  /// changes it.)
  public static var current: UITraitCollection {
    get {
      guard let entry = _currentStack.last else { return _currentDefault ?? _screenDefault }
      if let collection = entry.collection { return collection }
      return _viewTraitsReader.unsafelyUnwrapped(entry.view.unsafelyUnwrapped)
    }
    set { _currentDefault = newValue }
  }

  /// One entry of the current-traits stack: a collection (`performAsCurrent`), or a view whose
  /// traits are computed only if read (`_performWithCurrent(traitsOf:_:)`). A plain pair, not a
  /// closure: making a view's traits current allocates nothing (issue 15: a closure context per
  /// view laid out).
  private struct _CurrentEntry {
    let collection: UITraitCollection?
    /// Alive while its entry is on the stack: the caller holds it for the whole call.
    unowned(unsafe) let view: UIView?
  }

  // nonisolated(unsafe): written only by main-actor code (performAsCurrent, the setter in UI
  // code); UIColor.cgColor may read it from anywhere, as UIKit allows. Unchecked exclusivity:
  // no access to it overlaps another (each is one append, removal or read).
  @exclusivity(unchecked) nonisolated(unsafe) private static var _currentStack: [_CurrentEntry] = []
  nonisolated(unsafe) private static var _currentDefault: UITraitCollection?
  /// Reads a view's traits for a view entry (made once, by the first `_performWithCurrent`).
  @exclusivity(unchecked) nonisolated(unsafe) private static var _viewTraitsReader: ((UIView) -> UITraitCollection)?
  /// The main screen's traits: light appearance, left-to-right.
  private static let _screenDefault = UITraitCollection(
    h: .unspecified, v: .unspecified, idiom: .unspecified, style: .light, direction: .leftToRight, scale: 0)

  /// UIKit: runs `actions` with this collection as `UITraitCollection.current`.
  @preconcurrency @MainActor
  public func performAsCurrent(_ actions: () throws -> Void) rethrows {
    UITraitCollection._currentStack.append(_CurrentEntry(collection: self, view: nil))
    defer { UITraitCollection._currentStack.removeLast() }
    try actions()
  }

  /// Runs `actions` with `view`'s traits as current, computed only if read — a view's layout
  /// makes its traits current without paying for computing them (deep trees). The caller
  /// keeps `view` alive until this returns.
  @preconcurrency @MainActor
  package static func _performWithCurrent(traitsOf view: UIView, _ actions: () throws -> Void) rethrows {
    if _viewTraitsReader == nil { _viewTraitsReader = { $0.traitCollection } }
    _currentStack.append(_CurrentEntry(collection: nil, view: view))
    defer { _currentStack.removeLast() }
    try actions()
  }
}

import Foundation

/// UIKit's appearance proxies for bars: `UINavigationBar.appearance()`, `UITabBar.appearance()`,
/// `UIToolbar.appearance()`. A proxy is an instance of the bar class that records which
/// appearance properties were set on it; a bar takes the recorded values each time it enters a
/// window, except the properties set on the bar itself ([D] UIAppearance: "iOS applies appearance
/// changes when a view enters a window, but it doesn't change the appearance of a view that's
/// already in a window"). A proxy of a subclass applies to that subclass's bars, after the
/// proxies of its superclasses.
@MainActor
package enum _AppearanceProxies {
  struct Entry {
    let type: AnyClass
    let proxy: UIView
    var keys: [String] = []
  }
  static var entries: [Entry] = []

  static func proxy<Bar: UIView>(for type: AnyClass, make: () -> Bar) -> Bar {
    if let entry = entries.first(where: { $0.type == type }), let bar = entry.proxy as? Bar { return bar }
    let bar = make()
    entries.append(Entry(type: type, proxy: bar))
    return bar
  }

  /// Forgets every proxy (tests: proxies are process-wide, as in an app).
  package static func reset() { entries = [] }

  static func isProxy(_ view: UIView) -> Bool {
    entries.contains { $0.proxy === view }
  }

  /// Notes `key` set on `view`: recorded when `view` is a proxy; true when it was one.
  static func record(_ key: String, on view: UIView) -> Bool {
    guard let i = entries.firstIndex(where: { $0.proxy === view }) else { return false }
    if !entries[i].keys.contains(key) { entries[i].keys.append(key) }
    return true
  }

  /// The proxies that apply to `view`, superclasses' first.
  static func proxies(for view: UIView) -> [Entry] {
    let matching = entries.filter { view.isKind(of: $0.type) && $0.proxy !== view }
    // A class's depth among the matching ones: how many of their classes it descends from.
    func depth(_ type: AnyClass) -> Int {
      matching.count { other in other.type != type && ((type as? NSObject.Type)?.isSubclass(of: other.type) ?? false) }
    }
    return matching.sorted { depth($0.type) < depth($1.type) }
  }
}

/// The per-bar state of appearance proxies: properties the bar set itself, and whether a proxy
/// is being applied (its sets are not the bar's own).
struct _AppearanceCustomization {
  var ownKeys: Set<String> = []
  var applying = false
}

@MainActor
protocol _AppearanceProxyable: UIView {
  var _appearanceCustomization: _AppearanceCustomization { get set }
  /// Copies the property `key` from `proxy` to the receiver.
  func _copyAppearanceProperty(_ key: String, from proxy: Self)
}

extension _AppearanceProxyable {
  var _isAppearanceProxy: Bool { _AppearanceProxies.isProxy(self) }

  /// Called by each appearance property's setter.
  func _noteAppearanceProperty(_ key: String) {
    if _AppearanceProxies.entries.isEmpty {
      if !_appearanceCustomization.applying { _appearanceCustomization.ownKeys.insert(key) }
      return
    }
    if _AppearanceProxies.record(key, on: self) { return }
    if !_appearanceCustomization.applying { _appearanceCustomization.ownKeys.insert(key) }
  }

  /// Applies every proxy's recorded properties that the bar did not set itself.
  func _applyAppearanceProxies() {
    guard !_AppearanceProxies.entries.isEmpty, !_isAppearanceProxy else { return }
    _appearanceCustomization.applying = true
    defer { _appearanceCustomization.applying = false }
    for entry in _AppearanceProxies.proxies(for: self) {
      guard let proxy = entry.proxy as? Self else { continue }
      for key in entry.keys where !_appearanceCustomization.ownKeys.contains(key) {
        _copyAppearanceProperty(key, from: proxy)
      }
    }
  }
}

extension UINavigationBar: _AppearanceProxyable {
  /// UIKit: the proxy whose appearance properties every navigation bar (of this class) takes
  /// when it enters a window.
  public class func appearance() -> UINavigationBar {
    _AppearanceProxies.proxy(for: self) { UINavigationBar(frame: .zero) }
  }

  func _copyAppearanceProperty(_ key: String, from proxy: UINavigationBar) {
    switch key {
    case "standardAppearance": standardAppearance = proxy.standardAppearance
    case "compactAppearance": compactAppearance = proxy.compactAppearance
    case "scrollEdgeAppearance": scrollEdgeAppearance = proxy.scrollEdgeAppearance
    case "compactScrollEdgeAppearance": compactScrollEdgeAppearance = proxy.compactScrollEdgeAppearance
    case "titleTextAttributes": titleTextAttributes = proxy.titleTextAttributes
    case "largeTitleTextAttributes": largeTitleTextAttributes = proxy.largeTitleTextAttributes
    case "prefersLargeTitles": prefersLargeTitles = proxy.prefersLargeTitles
    case "barTintColor": barTintColor = proxy.barTintColor
    case "isTranslucent": isTranslucent = proxy.isTranslucent
    case "shadowImage": shadowImage = proxy.shadowImage
    case "tintColor": tintColor = proxy.tintColor
    case "backgroundImage": setBackgroundImage(proxy.backgroundImage(for: .default), for: .default)
    default: break
    }
  }
}

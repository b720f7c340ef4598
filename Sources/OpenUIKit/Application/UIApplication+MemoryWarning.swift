import Foundation

extension UIApplication {
  /// Posted when the app receives a memory warning, after every live controller got
  /// `didReceiveMemoryWarning()`.
  public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

  /// Delivers a memory warning: `didReceiveMemoryWarning()` to every live view controller in
  /// creation order (each UIKit controller observes the warning from its initialiser on), then
  /// `didReceiveMemoryWarningNotification`. OpenUIKitTesting's `simulateMemoryWarning()` calls it.
  package func _deliverMemoryWarning() {
    EventTrace.record("application", "UIApplication", "didReceiveMemoryWarning")
    for controller in MemoryWarningRegistry.liveControllers() {
      controller.didReceiveMemoryWarning()
    }
    NotificationCenter.default.post(name: Self.didReceiveMemoryWarningNotification, object: self)
  }
}

/// Every live view controller, held weakly, in creation order.
@MainActor
enum MemoryWarningRegistry {
  private struct Entry { weak var controller: UIViewController? }
  private static var entries: [Entry] = []
  private static var compactAt = 64

  static func register(_ controller: UIViewController) {
    entries.append(Entry(controller: controller))
    if entries.count >= compactAt {
      // A plain loop (a main-actor predicate closure would check the executor per element).
      var live: [Entry] = []
      live.reserveCapacity(entries.count)
      for entry in entries where entry.controller != nil { live.append(entry) }
      entries = live
      compactAt = Swift.max(64, entries.count * 2)
    }
  }

  static func liveControllers() -> [UIViewController] {
    entries.removeAll { $0.controller == nil }
    return entries.compactMap(\.controller)
  }
}

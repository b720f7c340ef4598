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

/// Every live view controller, in creation order: a list linked through the controllers
/// themselves (`_liveListPrevious`, `_liveListNext`, unretained). A controller joins it in its
/// initialiser and leaves it in its `deinit`, so registering and leaving take no allocation and
/// no search, and no controller needs a weak reference (a weak reference gives the object a side
/// table, and every retain and release of it then takes the runtime's slow path).
@MainActor
enum MemoryWarningRegistry {
  // nonisolated(unsafe): changed on the main actor, and by a controller's nonisolated `deinit`,
  // which runs where its last owner (main-actor code) let it go.
  nonisolated(unsafe) private static var head: Unmanaged<UIViewController>?
  nonisolated(unsafe) private static var tail: Unmanaged<UIViewController>?

  static func register(_ controller: UIViewController) {
    let link = Unmanaged.passUnretained(controller)
    controller._liveListPrevious = tail
    controller._liveListNext = nil
    if let tail {
      tail.takeUnretainedValue()._liveListNext = link
    } else {
      head = link
    }
    tail = link
  }

  /// Takes a dying controller out (from its `deinit`; a controller never listed is left alone).
  nonisolated static func unregister(_ controller: UIViewController) {
    let me = Unmanaged.passUnretained(controller).toOpaque()
    let previous = controller._liveListPrevious
    let next = controller._liveListNext
    if let previous {
      previous.takeUnretainedValue()._liveListNext = next
    } else if head?.toOpaque() == me {
      head = next
    } else {
      return
    }
    if let next {
      next.takeUnretainedValue()._liveListPrevious = previous
    } else {
      tail = previous
    }
    controller._liveListPrevious = nil
    controller._liveListNext = nil
  }

  static func liveControllers() -> [UIViewController] {
    var controllers: [UIViewController] = []
    var link = head
    while let current = link {
      let controller = current.takeUnretainedValue()
      controllers.append(controller)
      link = controller._liveListNext
    }
    return controllers
  }
}

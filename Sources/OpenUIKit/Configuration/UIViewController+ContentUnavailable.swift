import Foundation

// iOS 17 content-unavailable configurations on view controllers. UIViewController keeps no
// stored property for them: a registry holds each controller's configuration, view and pending
// update, weakly, and is empty (one check per layout) until a controller uses the API.

extension UIViewController {
  /// The controller's content-unavailable configuration: its view is placed over the
  /// controller's view, filling it, in front of every other subview (Docs/Behaviour/
  /// lists16c.md "Content unavailable"); nil removes it.
  public var contentUnavailableConfiguration: UIContentConfiguration? {
    get { _ContentUnavailableRegistry.entry(self)?.configuration }
    set {
      let entry = _ContentUnavailableRegistry.entry(self, create: newValue != nil)
      entry?.configuration = newValue
      if let entry { _ContentUnavailableRegistry.apply(entry, to: self) }
    }
  }

  /// Asks for `updateContentUnavailableConfiguration(using:)` on the view's next layout.
  public func setNeedsUpdateContentUnavailableConfiguration() {
    guard let entry = _ContentUnavailableRegistry.entry(self, create: true) else { return }
    entry.needsUpdate = true
    viewIfLoaded?.setNeedsLayout()
  }

  func _makeContentUnavailableConfigurationState() -> UIContentUnavailableConfigurationState {
    var state = UIContentUnavailableConfigurationState(traitCollection: traitCollection)
    state.searchText = _navigationItem?.searchController?.searchBar.text
    return state
  }
}

@MainActor
enum _ContentUnavailableRegistry {
  final class Entry {
    weak var controller: UIViewController?
    var configuration: UIContentConfiguration?
    var view: (UIView & UIContentView)?
    var needsUpdate = false
    init(_ controller: UIViewController) { self.controller = controller }
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]

  static func entry(_ controller: UIViewController, create: Bool = false) -> Entry? {
    let key = ObjectIdentifier(controller)
    if let entry = entries[key] {
      if entry.controller === controller { return entry }
      entries[key] = nil  // a dead controller's entry at a reused address
    }
    guard create else { return nil }
    if entries.count >= 64 { entries = entries.filter { $0.value.controller != nil } }
    let entry = Entry(controller)
    entries[key] = entry
    return entry
  }

  /// From the controller's layout callbacks: runs a pending update, then places the view.
  static func layout(_ controller: UIViewController) {
    guard !entries.isEmpty, let entry = entry(controller) else { return }
    if entry.needsUpdate {
      entry.needsUpdate = false
      controller.updateContentUnavailableConfiguration(using: controller.contentUnavailableConfigurationState)
    }
    place(entry, in: controller)
  }

  /// Shows the configuration (updated for the controller's state) in the installed view when it
  /// takes it, else in a new one; nil removes the view.
  static func apply(_ entry: Entry, to controller: UIViewController) {
    guard let configuration = entry.configuration else {
      entry.view?.removeFromSuperview()
      entry.view = nil
      return
    }
    let updated = configuration.updated(for: controller.contentUnavailableConfigurationState)
    if let view = entry.view, type(of: view.configuration) == type(of: updated), view.supports(updated) {
      view.configuration = updated
    } else {
      entry.view?.removeFromSuperview()
      entry.view = updated.makeContentView()
    }
    place(entry, in: controller)
  }

  /// The view fills the controller's view's bounds, frontmost ([U] placement).
  static func place(_ entry: Entry, in controller: UIViewController) {
    guard let view = entry.view, let host = controller.viewIfLoaded else { return }
    UIView.performWithoutAnimation {
      if view.superview !== host || host.subviews.last !== view { host.addSubview(view) }
      if view.frame != host.bounds { view.frame = host.bounds }
    }
  }
}

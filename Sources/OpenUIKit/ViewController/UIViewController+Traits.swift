import Foundation
import OpenQuartzCore

extension UIViewController {
  /// Traits flow window → root controller → children; a presented controller inherits from its
  /// presentation controller (container traits plus `overrideTraitCollection`).
  func _inheritedTraitCollection() -> UITraitCollection {
    if let parent = _parent { return parent.traitCollection }
    if _presentingViewController != nil, let pc = _presentationController { return pc.traitCollection }
    if let superview = _view?.superview { return superview.traitCollection }
    if let window = _view?.window { return window.traitCollection }
    return UIScreen.main.traitCollection
  }

  /// The traits computed from `inherited` and `traitOverrides`.
  @inline(__always)
  func _traitCollection(inheriting inherited: UITraitCollection) -> UITraitCollection {
    // Nothing overridden: the inherited (immutable) collection itself, not an equal copy.
    if traitOverrides.isEmpty { return inherited }
    var o = UITraitOverrides()
    o.apply(inherited)
    o.apply(traitOverrides)
    return UITraitCollection(o)
  }

  /// Re-computes traits for this controller, its view subtree, children and presented
  /// controller, and notifies where they changed (Trait/TraitPropagation.swift).
  package func _propagateTraitChanges() {
    TraitPropagation.propagate(from: self)
  }

  /// This controller's part of a propagation: records its traits and notifies when they
  /// changed (callbacks run with the trait memo suspended).
  func _deliverTraitChange() {
    let current = traitCollection
    if let registry = _traitRegistryStorage {
      registry.deliverSuspendingMemo(to: self, current: current, last: _lastNotifiedTraits,
        record: { self._lastNotifiedTraits = $0 }, afterChange: { EventTrace.record("traits", self, "traitCollectionDidChange") })
      return
    }
    // No handler registered: the change goes through a registry that never has one; a handler
    // `traitCollectionDidChange` registers hears this change, as it would in the controller's
    // own registry (notified right after the call), before the trace.
    UIView._traitMemo.suspend {
      guard
        let previous = UIViewController._registryOfNoHandlers.deliver(
          to: self, current: current, last: _lastNotifiedTraits, record: { self._lastNotifiedTraits = $0 })
      else { return false }
      if let registry = _traitRegistryStorage {
        registry.notify(self, changed: current.changedTraits(from: previous), previous: previous)
      }
      EventTrace.record("traits", self, "traitCollectionDidChange")
      return true
    }
  }

  /// Records the traits this controller and its children have now as what they were last told,
  /// where nothing was recorded yet (a presented controller arriving on screen), so the next
  /// change reaches `traitCollectionDidChange` and registered handlers.
  func _recordTraitBaselines() {
    if _lastNotifiedTraits == nil { _lastNotifiedTraits = traitCollection }
    // No stack for a controller without children (most presented controllers).
    guard !_children.isEmpty else { return }
    var stack = _children
    while let controller = stack.popLast() {
      if controller._lastNotifiedTraits == nil { controller._lastNotifiedTraits = controller.traitCollection }
      stack.append(contentsOf: controller._children)
    }
  }

  /// Delivers trait changes of controllers with no registry of their own (it never gets a handler).
  private static let _registryOfNoHandlers = TraitChangeRegistry()

  /// Default `viewWillTransition(to:with:)`: children get the size the container gives them;
  /// the presented controller hears through its presentation controller.
  func _forwardViewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    for child in _children {
      let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
      child.viewWillTransition(to: childSize, with: coordinator)
    }
  }
}

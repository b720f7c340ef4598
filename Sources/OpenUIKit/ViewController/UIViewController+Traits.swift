import Foundation
import OpenQuartzCore

extension UIViewController {
  /// Traits flow window → root controller → children; a presented controller inherits from its
  /// presentation controller (container traits plus `overrideTraitCollection`).
  func _computeTraitCollection() -> UITraitCollection {
    let inherited: UITraitCollection
    if let parent = _parent {
      inherited = parent.traitCollection
    } else if _presentingViewController != nil, let pc = _presentationController {
      inherited = pc.traitCollection
    } else if let superview = _view?.superview {
      inherited = superview.traitCollection
    } else if let window = _view?.window {
      inherited = window.traitCollection
    } else {
      inherited = UIScreen.main.traitCollection
    }
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
    _traitRegistry.deliverSuspendingMemo(to: self, current: traitCollection, last: _lastNotifiedTraits,
      record: { self._lastNotifiedTraits = $0 }, afterChange: { EventTrace.record("traits", self, "traitCollectionDidChange") })
  }

  /// Default `viewWillTransition(to:with:)`: children get the size the container gives them;
  /// the presented controller hears through its presentation controller.
  func _forwardViewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    for child in _children {
      let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
      child.viewWillTransition(to: childSize, with: coordinator)
    }
  }
}

import Foundation

// A `.currentContext` presentation takes its context's view out and puts its container where
// that view was. Containers (navigation, tab bar, split, custom) keep adding and removing their
// children's views; while such a presentation rests over a child, its container stands in for
// the child's view: inserted where the child's view is asked to go, removed when the detached
// child's view is asked to leave. The presentation goes wherever its context goes — pushed away
// with it, back with it — as `.overCurrentContext` does by living inside the context's view
// (Docs/Behaviour.md "Found by random testing").
extension UIView {
  /// The container standing in for this view: this view is a controller's view that a context
  /// presentation at rest took out of the hierarchy.
  var _presentationStandIn: UIView? {
    guard let vc = _viewController, vc._view === self, _superview == nil, let p = vc._presentedViewController,
      p._presentingViewController === vc, !p._isBeingPresented, !p._isBeingDismissed,
      let pc = p._presentationController, let record = pc._record, record.removesPresenterView, record.containerStandsIn,
      let container = pc._containerView, container !== self
    else { return nil }
    return container
  }
}

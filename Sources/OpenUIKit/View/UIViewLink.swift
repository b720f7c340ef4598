import Foundation

/// Whether a view (or a presentation controller) still lives: it marks the token first thing in
/// its `deinit`. Links to it hold this small object (never weakly referenced) so they can tell
/// without a weak reference.
package final class _ViewLiveness: @unchecked Sendable {
  // Marked by the owner's nonisolated `deinit`, read on the main actor (one thread).
  // Unchecked: read by every link (each view's window, the key window…) many times a frame;
  // a checked access costs a runtime access record each time (issue 15).
  @exclusivity(unchecked) package var isAlive = true
  package init() {}
}

/// A link to a view that answers as a weak reference would (nil once the view's `deinit` began)
/// without giving the view a Swift side table: the view unretained, plus a strong reference to
/// its liveness token, which outlives it. A weak reference would give the view a side table and
/// send every retain and release of it — many each frame for a window — down the runtime's slow
/// path (issue 15). Used for each view's cached window, the app's and the scene's window lists,
/// the key window, the window keeping a presenter alive, a touch's window, and where a
/// presenter's view lived before its presentation (home and neighbours).
@preconcurrency @MainActor
package struct _ViewLink<V: UIView> {
  // `Unmanaged`: the view is never loaded once it began to die.
  private var _view: Unmanaged<V>?
  private var _liveness: _ViewLiveness?

  package init(_ view: V? = nil) {
    // No `Optional.map` closure: a main-actor closure checks the executor when called (issue 15:
    // a link is made for each view entering or leaving a window).
    if let view {
      _view = Unmanaged.passUnretained(view)
      _liveness = view._liveness
    } else {
      _view = nil
      _liveness = nil
    }
  }

  package var view: V? {
    @inline(__always) get {
      guard let _liveness, _liveness.isAlive, let _view else { return nil }
      return _view.takeUnretainedValue()
    }
    set { self = _ViewLink(newValue) }
  }
}

import Foundation
import OpenQuartzCore

/// Gesture-driven page turns (only with a data source, only while the page view controller is
/// on screen and no other change runs).
///
/// A pan along the navigation axis picks its direction when it begins (towards min: forward;
/// the other way with the spine at max), asks the data source for the neighbour(s), tells the
/// delegate (`willTransitionTo`) and tracks the finger: progress is the travel over one page
/// pitch (scroll) or one page's extent (curl), kept within 0…1 — the pages do not bounce past
/// either end, and at the first or last page (the data source answers nil) nothing moves. On
/// lift it completes when flung onwards faster than 300 pt/s, or past half way unless flung back
/// as fast; else it goes back. A page-curl tap in the outer fifth of the page area turns one
/// page that way. The delegate's `didFinishAnimating` follows every gesture-driven change.
extension UIPageViewController {
  /// Speed (points per second) past which a lift completes or cancels whatever the distance.
  package static let flingVelocity: CGFloat = 300

  private var _isHorizontal: Bool { navigationOrientation == .horizontal }

  /// Travel for a whole turn along the axis.
  private var _turnExtent: CGFloat {
    let area = _pageArea
    let length = _isHorizontal ? area.width : area.height
    if transitionStyle == .scroll { return max(1, length + _interPageSpacing) }
    return max(1, _spineLocation == .mid ? length / 2 : length)
  }

  /// +1 when moving towards max goes forward (spine at max), else −1.
  private var _forwardSign: CGFloat { transitionStyle == .pageCurl && _spineLocation == .max ? 1 : -1 }

  private var _acceptsGestures: Bool {
    dataSource != nil && _transition == nil && _gestureTransition == nil && !_pages.isEmpty
      && isViewLoaded && view.window != nil && _appearance == .appeared
  }

  /// The pages a turn in `direction` would show, from the data source; nil at the edge.
  package func _neighbourPages(_ direction: NavigationDirection) -> [UIViewController]? {
    guard let dataSource, let first = _pages.first, let last = _pages.last else { return nil }
    let forward = direction == .forward
    func step(_ vc: UIViewController) -> UIViewController? {
      forward
        ? dataSource.pageViewController(self, viewControllerAfter: vc)
        : dataSource.pageViewController(self, viewControllerBefore: vc)
    }
    guard _requiredPageCount == 2 else { return step(first).map { [$0] } }
    // Two pages: facing pages [min, max] with the spine in the middle; else [front, back].
    let mid = _spineLocation == .mid
    guard let a = step(forward && mid ? last : first), let b = step(a) else { return nil }
    return forward && mid ? [a, b] : [b, a]
  }

  /// Starts a gesture's turn; false at the edge.
  private func _beginGestureTurn(_ direction: NavigationDirection) -> PageTransition? {
    guard let pages = _neighbourPages(direction) else { return nil }
    EventTrace.record("pageview", self, "gesture(\(direction == .forward ? "forward" : "reverse"))")
    delegate?.pageViewController(self, willTransitionTo: pages)
    let t = PageTransition(owner: self, from: _pages, to: pages, direction: direction, interactive: true)
    let previous = _pages
    t.onEnd = { [weak self] completed in
      guard let self else { return }
      if completed, self.transitionStyle == .scroll, self._showsPageControl {
        self._pageControl.currentPage += direction == .forward ? 1 : -1
      }
      self.delegate?.pageViewController(
        self, didFinishAnimating: true, previousViewControllers: previous, transitionCompleted: completed)
    }
    t.beginInteractive()
    return t
  }

  func _handlePan(_ g: UIPanGestureRecognizer) {
    let translation = g.translation(in: view)
    let along = _isHorizontal ? translation.x : translation.y
    let across = _isHorizontal ? translation.y : translation.x
    switch g.state {
    case .began:
      guard _acceptsGestures, abs(along) >= abs(across), along != 0 else { return }
      let direction: NavigationDirection = along * _forwardSign > 0 ? .forward : .reverse
      _panDirection = direction
      _ = _beginGestureTurn(direction)
    case .changed:
      guard let t = _gestureTransition, t.interactive, let direction = _panDirection else { return }
      t.update(_panProgress(along, direction))
    case .ended, .cancelled, .failed:
      defer { _panDirection = nil }
      guard let t = _gestureTransition, t.interactive, let direction = _panDirection else { return }
      let progress = _panProgress(along, direction)
      t.update(progress)
      let velocity = g.velocity(in: view)
      let speed = (_isHorizontal ? velocity.x : velocity.y) * _forwardSign * (direction == .forward ? 1 : -1)
      let completes = g.state == .ended
        && (speed > Self.flingVelocity || (progress > 0.5 && speed > -Self.flingVelocity))
      t.finish(complete: completes)
    default:
      break
    }
  }

  private func _panProgress(_ along: CGFloat, _ direction: NavigationDirection) -> CGFloat {
    let signed = along * _forwardSign * (direction == .forward ? 1 : -1)
    return min(max(signed / _turnExtent, 0), 1)
  }

  func _handleTap(_ g: UITapGestureRecognizer) {
    guard transitionStyle == .pageCurl, g.state == .ended, _acceptsGestures else { return }
    let area = _pageArea
    let p = g.location(in: view)
    let position = _isHorizontal ? (p.x - area.minX) / max(1, area.width) : (p.y - area.minY) / max(1, area.height)
    let towardsMax: Bool
    if position >= 0.8 {
      towardsMax = true
    } else if position <= 0.2 {
      towardsMax = false
    } else {
      return
    }
    // Tapping the max side turns forward (the other way with the spine at max).
    let forward = towardsMax != (_spineLocation == .max)
    guard let t = _beginGestureTurn(forward ? .forward : .reverse) else { return }
    t.finish(complete: true)
  }
}

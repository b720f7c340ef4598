import Foundation
import OpenQuartzCore

/// Dragging, deceleration and animated scrolling of `UIScrollView`, on the media clock.
///
/// Numbers (Docs/Behaviour.md "Scroll views"):
/// - rubber band past an edge: `(1 − 1 / (excess · 0.55 / dimension + 1)) · dimension`;
/// - velocity given to `scrollViewWillEndDragging` is in points per millisecond, as UIKit's;
/// - the projected resting offset is `offset + v · r / (1 − r)` for deceleration rate `r` per ms
///   (clamped to the content; with paging, the next page in the direction of a flick faster than
///   `pagingFlickVelocity`, else the nearest page);
/// - deceleration approaches the target as `target + (start − target) · r^ms`, which starts at
///   the release velocity for the projected target and ends within `restDistance`;
/// - a release outside the content (after rubber-banding) returns to the nearest edge with the
///   fast rate;
/// - `setContentOffset(_:animated: true)` runs `scrollAnimationDuration` with ease-in-ease-out.
extension UIScrollView {
  package static let rubberBandCoefficient: CGFloat = 0.55
  package static let scrollAnimationDuration: CFTimeInterval = 0.3
  package static let restDistance: CGFloat = 0.5
  /// Points per millisecond above which a paging flick moves to the next page.
  package static let pagingFlickVelocity: CGFloat = 0.3

  // MARK: Dragging

  func _handlePan() {
    let pan = panGestureRecognizer
    switch pan.state {
    case .began:
      _stopMotion()
      _dragStartOffset = contentOffset
      _dragLastOffset = contentOffset
      _dragLastTranslation = .zero
      isDragging = true
      // Inside a card sheet the drag is shared with the sheet (Presentation/Sheet/SheetScrollHandOff).
      _sheetHandOff = SheetScrollHandOff.begin(for: self)
      _keyboardDismissDragBegan()
      delegate?.scrollViewWillBeginDragging(self)
      _followFinger()
      _keyboardDismissDragChanged()
    case .changed:
      _followFinger()
      _keyboardDismissDragChanged()
    case .ended:
      var velocity = pan.velocity(in: self)
      if let handOff = _sheetHandOff {
        _sheetHandOff = nil
        if !handOff.end(velocity: pan.velocity(in: nil).y) { velocity.y = 0 }
      }
      _endDrag(velocity: velocity)
      _keyboardDismissDragEnded()
    case .cancelled, .failed:
      _sheetHandOff?.cancel()
      _sheetHandOff = nil
      _endDrag(velocity: .zero)
      _keyboardDismissDragEnded(cancelled: true)
    default:
      break
    }
  }

  private func _followFinger() {
    var t = panGestureRecognizer.translation(in: superview ?? self)
    if let handOff = _sheetHandOff {
      handOff.change(translation: panGestureRecognizer.translation(in: nil).y)
      t.y = handOff.contentTranslation
    }
    if let last = _dragLastOffset, contentOffset != last {
      // Set by code since the last move (a scrollViewDidScroll or KVO observer holding the
      // content still): the drag goes on from there by the finger's further movement, as on a
      // device, instead of jumping to where the whole translation would put it.
      if _scrollsHorizontally { _dragStartOffset.x = contentOffset.x + _dragLastTranslation.x }
      if _scrollsVertically { _dragStartOffset.y = contentOffset.y + _dragLastTranslation.y }
    }
    var p = _dragStartOffset
    let range = _offsetRange
    if _scrollsHorizontally {
      p.x = _resisted(_dragStartOffset.x - t.x, range.x, dimension: bounds.width)
    }
    if _scrollsVertically {
      p.y = _resisted(_dragStartOffset.y - t.y, range.y, dimension: bounds.height)
    }
    if p != contentOffset { contentOffset = p }
    // What the drag set (an observer may have changed it since: the next move notices).
    _dragLastOffset = p
    _dragLastTranslation = t
  }

  private func _resisted(_ value: CGFloat, _ range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
    let bound = value < range.lowerBound ? range.lowerBound : value > range.upperBound ? range.upperBound : value
    let excess = value - bound
    guard excess != 0 else { return value }
    guard bounces, dimension > 0 else { return bound }
    let band = (1 - 1 / (abs(excess) * Self.rubberBandCoefficient / dimension + 1)) * dimension
    return bound + (excess < 0 ? -band : band)
  }

  private func _endDrag(velocity fingerVelocity: CGPoint) {
    _dragLastOffset = nil
    // A refresh started in this drag adds its inset now (Control/UIRefreshControl.swift).
    _refreshControl?._dragWillEnd()
    // The content moves against the finger; UIKit reports points per millisecond.
    var v = CGPoint(x: _scrollsHorizontally ? -fingerVelocity.x / 1000 : 0, y: _scrollsVertically ? -fingerVelocity.y / 1000 : 0)
    let offset = contentOffset
    let outside = _clamped(offset) != offset
    if outside { v = .zero }
    var target = outside ? _clamped(offset) : _projectedTarget(from: offset, velocity: v)
    withUnsafeMutablePointer(to: &target) { pointer in
      delegate?.scrollViewWillEndDragging(self, withVelocity: v, targetContentOffset: pointer)
    }
    isDragging = false
    let decelerate = _distance(target, offset) >= Self.restDistance
    delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
    guard decelerate else { return }
    isDecelerating = true
    delegate?.scrollViewWillBeginDecelerating(self)
    _startDeceleration(to: target, rate: outside ? DecelerationRate.fast.rawValue : decelerationRate.rawValue)
  }

  private func _projectedTarget(from offset: CGPoint, velocity v: CGPoint) -> CGPoint {
    if isPagingEnabled {
      func page(_ value: CGFloat, _ velocity: CGFloat, _ size: CGFloat) -> CGFloat {
        guard size > 0 else { return value }
        let index: CGFloat
        if velocity > Self.pagingFlickVelocity {
          index = (value / size).rounded(.up)
        } else if velocity < -Self.pagingFlickVelocity {
          index = (value / size).rounded(.down)
        } else {
          index = (value / size).rounded()
        }
        return index * size
      }
      return _clamped(CGPoint(x: page(offset.x, v.x, bounds.width), y: page(offset.y, v.y, bounds.height)))
    }
    let r = decelerationRate.rawValue
    let factor = r / (1 - r)
    return _clamped(CGPoint(x: offset.x + v.x * factor, y: offset.y + v.y * factor))
  }

  private func _distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }

  // MARK: Motions

  func _startAnimation(to target: CGPoint) {
    let motion = ScrollMotion(scrollView: self, kind: .animation(
      from: contentOffset, to: target, start: CACurrentMediaTime(), duration: Self.scrollAnimationDuration))
    _motion = motion
    motion.start()
  }

  func _startDeceleration(to target: CGPoint, rate: CGFloat) {
    let motion = ScrollMotion(scrollView: self, kind: .deceleration(
      from: contentOffset, to: target, start: CACurrentMediaTime(), rate: rate))
    _motion = motion
    motion.start()
  }

  /// Stops a running animation or deceleration where it is (no end callbacks, as when a finger
  /// catches decelerating content).
  func _stopMotion() {
    _motion?.stop()
    _motion = nil
    isDecelerating = false
  }

  /// One frame of the running motion.
  func _stepMotion(_ motion: ScrollMotion, at time: CFTimeInterval) {
    switch motion.kind {
    case let .animation(from, to, start, duration):
      let x = Swift.min(1, Swift.max(0, (time - start) / duration))
      let f = CGFloat(CAMediaTimingFunction(name: .easeInEaseOut)._solve(x))
      contentOffset = CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
      if x >= 1 {
        _finishMotion(motion)
        delegate?.scrollViewDidEndScrollingAnimation(self)
      }
    case let .deceleration(from, to, start, rate):
      let ms = CGFloat((time - start) * 1000)
      let k = pow(rate, ms)
      var p = CGPoint(x: to.x + (from.x - to.x) * k, y: to.y + (from.y - to.y) * k)
      let done = _distance(p, to) < Self.restDistance
      if done { p = to }
      contentOffset = p
      if done {
        _finishMotion(motion)
        isDecelerating = false
        delegate?.scrollViewDidEndDecelerating(self)
      }
    }
  }

  private func _finishMotion(_ motion: ScrollMotion) {
    motion.stop()
    if _motion === motion { _motion = nil }
  }
}

/// A scroll view's animated offset change or deceleration, stepped once per frame in the
/// animation phase; keeps `runUntilIdle` busy while it runs.
@preconcurrency @MainActor
final class ScrollMotion {
  enum Kind {
    case animation(from: CGPoint, to: CGPoint, start: CFTimeInterval, duration: CFTimeInterval)
    case deceleration(from: CGPoint, to: CGPoint, start: CFTimeInterval, rate: CGFloat)
  }

  weak var scrollView: UIScrollView?
  let kind: Kind
  private var handler: Int?

  static var running = 0
  private static var registered = false

  init(scrollView: UIScrollView, kind: Kind) {
    self.scrollView = scrollView
    self.kind = kind
  }

  func start() {
    if !Self.registered {
      Self.registered = true
      MediaClock.shared.addBusyCheck { ScrollMotion.running > 0 }
    }
    Self.running += 1
    // The clock holds the motion until it stops (the scroll view may go away first).
    handler = MediaClock.shared.addFrameHandler(order: MediaClock.Phase.animations) { time in
      guard let view = self.scrollView else {
        self.stop()
        return
      }
      view._stepMotion(self, at: time)
    }
  }

  func stop() {
    guard let handler else { return }
    MediaClock.shared.removeFrameHandler(handler)
    self.handler = nil
    Self.running -= 1
  }
}

import Foundation

/// What presentation values and presentation copies depend on, and when they go stale.
///
/// A layer's presentation values are a function of its model values, its animations, the layer
/// timing of its ancestors and the media time. They are computed once per frame (per `epoch` and
/// local time, `_PresentationValuesCache`) and shared by `presentation()`, hit-testing of
/// presentation copies and render snapshots.
///
/// `presentation()` copies one layer; the copies of its sublayers and mask are made when first
/// asked for (`_LazyPresentation`), so a copy of a large tree costs one layer until it is walked.
/// A copy is a snapshot of the moment it was made: before anything its lazy parts depend on
/// changes (a model layer's values, animations, tree, timing or drawn properties, or the media
/// time), the copies still held by someone are completed (`flush`).
@preconcurrency @MainActor
package enum _PresentationState {
  /// Bumped by every model change that can move a presentation value.
  // Unchecked (main actor only): every model setter reads `pending` and bumps `epoch`, and a
  // checked static costs a runtime access record each time (issue 15: ≈ 65 a present+dismiss).
  @exclusivity(unchecked) private(set) static var epoch: UInt64 = 1
  /// Presentation copies whose sublayers and mask are not made yet (weakly: a copy no one holds
  /// any more needs nothing).
  @exclusivity(unchecked) private static var pending: [_WeakLayer] = []

  /// A model layer is about to change (values, animations, tree, timing or drawn properties).
  @inline(__always)
  package static func modelWillChange() {
    // Complete held copies first: they read the values of before the change (and may cache
    // them under the current epoch, which the bump then retires).
    if !pending.isEmpty { flush() }
    epoch &+= 1
  }

  /// The media time is about to move.
  @inline(__always)
  package static func timeWillChange() {
    if !pending.isEmpty { flush() }
  }

  static func didMakeLazyCopy(_ copy: CALayer) {
    // Many copies within one frame (nothing changing in between): drop the dead entries.
    if pending.count >= 1024 && pending.count.isMultiple(of: 1024) {
      pending.removeAll { $0.layer == nil }
    }
    pending.append(_WeakLayer(layer: copy))
  }

  /// Completes the lazy copies someone still holds (their subtrees, with the values of the
  /// moment they were made); drops the others.
  private static func flush() {
    var list = pending
    pending = []
    while let entry = list.popLast() {
      entry.layer?._completePresentationSubtree()
    }
  }
}

/// A presentation copy waiting for its lazy parts, held weakly.
struct _WeakLayer {
  weak var layer: CALayer?
}

/// The inputs of a presentation copy whose sublayers and mask are still to be made.
package struct _LazyPresentation {
  /// Media time of the copy.
  let time: CFTimeInterval
  /// The model layer's local time at `time`.
  let layerTime: CFTimeInterval
}

/// A layer's presentation values at one local time, valid while the epoch has not moved.
package final class _PresentationValuesCache {
  var epoch: UInt64
  var layerTime: CFTimeInterval
  var values: _LayerValues

  init(epoch: UInt64, layerTime: CFTimeInterval, values: _LayerValues) {
    self.epoch = epoch
    self.layerTime = layerTime
    self.values = values
  }
}

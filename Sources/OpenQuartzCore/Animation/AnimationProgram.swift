import Foundation

/// A layer's attached animations compiled for evaluating a frame: one contiguous array, in the
/// order they were added, so computing presentation values reads one block of memory instead of
/// following an entry, a node and a track object per animation (at 10,000 animating layers the
/// pointer chasing, not the arithmetic, was the cost).
///
/// Tracks with fixed endpoints (`_FixedEndpoints`) are stored by value with their timing and
/// progress curve; the others (keyframes, groups, additive, cumulative and driven animations)
/// keep their node and evaluate as before. Rebuilt when the layer's animations change.
package struct _AnimationProgram {
  package enum Item {
    case fixed(_FixedTrack)
    case node(_AnimationNode)
  }

  package var items: ContiguousArray<Item> = []
  /// False when a property animator drives one of the animations: its progress moves without
  /// the media time or the model changing, so the values may not be kept for the frame.
  package var isCacheable = true

  @MainActor
  package init(entries: [_AnimationEntry]) {
    items.reserveCapacity(entries.count)
    for entry in entries {
      guard let node = entry.node else { continue }
      if entry.isDriven { isCacheable = false }
      if case .property(let track) = node, let fixed = track.fixed, !track.isCumulative, !entry.isDriven,
        track.driver == nil
      {
        items.append(
          .fixed(
            _FixedTrack(
              timing: track.timing, path: track.path, progress: _FixedTrack.Progress(track), endpoints: fixed)))
      } else {
        items.append(.node(node))
      }
    }
  }

  /// Applies the animations at the layer's local time `layerTime` to `values`.
  @inline(__always)
  package func apply(to values: inout _LayerValues, layerTime: Double) {
    for i in items.indices {
      switch items[i] {
      case .fixed(let track): track.apply(to: &values, parentTime: layerTime)
      case .node(let node): node.apply(to: &values, parentTime: layerTime)
      }
    }
  }
}

/// A non-additive, non-cumulative basic or spring animation with fixed endpoints (the same
/// arithmetic as `_PropertyTrack.apply`). A class: the program's items stay one pointer each, so
/// walking them copies no endpoints (by value, every item was copied on each evaluation).
package final class _FixedTrack {
  package enum Progress {
    case linear
    case function(CAMediaTimingFunction)
    case spring(SpringSolver)

    /// The progress curve of a fixed-endpoint property track.
    init(_ track: _PropertyTrack) {
      switch track.curve {
      case .spring(let spring, _, _, _): self = .spring(spring)
      default: self = track.timingFunction.map { .function($0) } ?? .linear
      }
    }
  }

  let timing: _TimingModel
  let path: _LayerKeyPath
  let progress: Progress
  let endpoints: _FixedEndpoints

  init(timing: _TimingModel, path: _LayerKeyPath, progress: Progress, endpoints: _FixedEndpoints) {
    self.timing = timing
    self.path = path
    self.progress = progress
    self.endpoints = endpoints
  }

  @inline(__always)
  func apply(to values: inout _LayerValues, parentTime tp: Double) {
    guard let f = Self.fraction(timing: timing, progress: progress, parentTime: tp) else { return }
    endpoints.mix(f, into: &values, at: path)
  }

  /// The mixing fraction at parent time `tp` (nil: the animation has no effect then). The
  /// per-frame store's `_CompactTrack.fraction` repeats these operations on its unretained
  /// timing function (so both compute the same bits; AnimatedValueStoreTests compares them):
  /// change both together.
  @inline(__always)
  static func fraction(timing: _TimingModel, progress: Progress, parentTime tp: Double) -> Double? {
    guard let sample = timing.sample(parentTime: tp) else { return nil }
    switch progress {
    case .spring(let spring):
      return spring.progress(at: sample.time)
    case .linear:
      let d = timing.duration
      return d > 0 ? sample.time / d : 1
    case .function(let function):
      let d = timing.duration
      return function._solve(d > 0 ? sample.time / d : 1)
    }
  }
}

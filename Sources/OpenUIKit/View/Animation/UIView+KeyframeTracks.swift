import Foundation
import OpenQuartzCore

/// The keyframes of one `animateKeyframes` block in a cubic, paced or discrete calculation
/// mode, gathered per animated property while the block's closure runs and turned into one
/// `CAKeyframeAnimation` per property when it returns, as UIKit does
/// (Docs/Behaviour/motion19.md "Keyframe calculation modes").
///
/// States: collecting (the block's closure runs; `record` adds keyframes) → flushed (`flush`
/// added the animations; nothing is recorded after).
///
/// The linear mode keeps its own form (one additive segment per keyframe, the same values as a
/// linear keyframe animation through the same key times), so it never comes here.
@preconcurrency @MainActor
final class KeyframeTracks {
  /// One animated property of one layer: the value before the block and each keyframe's value.
  final class Track {
    let layer: CALayer
    let key: String
    let path: _LayerKeyPath
    let old: AnimatableValue
    /// (relative start, relative end, value after the keyframe), in the order recorded.
    var frames: [(start: Double, end: Double, value: AnimatableValue)] = []

    init(layer: CALayer, key: String, path: _LayerKeyPath, old: AnimatableValue) {
      self.layer = layer
      self.key = key
      self.path = path
      self.old = old
    }
  }

  let mode: CAAnimationCalculationMode
  private var tracks: [Track] = []
  private var flushed = false

  init(mode: CAAnimationCalculationMode) { self.mode = mode }

  /// The calculation mode of a keyframe block's options (bits 10–12), nil for linear (and for
  /// values UIKit does not define).
  static func mode(of options: UIView.KeyframeAnimationOptions) -> CAAnimationCalculationMode? {
    switch (options.rawValue >> 10) & 0x7 {
    case 1: .discrete
    case 2: .paced
    case 3: .cubic
    case 4: .cubicPaced
    default: nil
    }
  }

  /// A change of `key` on `layer` inside the keyframe `window` (relative start and duration).
  /// The first change of a property keeps the value it started from; a second change in the
  /// same keyframe replaces that keyframe's value.
  func record(
    layer: CALayer, key: String, path: _LayerKeyPath, old: AnimatableValue, new: AnimatableValue,
    window: (start: Double, duration: Double)
  ) {
    guard !flushed else { return }
    let track: Track
    if let known = tracks.first(where: { $0.layer === layer && $0.key == key }) {
      track = known
    } else {
      track = Track(layer: layer, key: key, path: path, old: old)
      tracks.append(track)
    }
    let start = window.start
    let end = start + window.duration
    if let last = track.frames.last, last.start == start, last.end == end {
      track.frames[track.frames.count - 1].value = new
    } else {
      track.frames.append((start, end, new))
    }
  }

  /// Adds one keyframe animation per recorded property, timed by `block` (its delay, duration,
  /// repeat and autoreverse options), each telling `block.tracker` when it stops.
  func flush(block: UIViewAnimationState.Block) {
    guard !flushed else { return }
    flushed = true
    for track in tracks {
      add(track, block: block)
    }
    tracks = []
  }

  /// The values and key times of a track (fractions of the whole duration):
  /// - cubic: the value before the block at 0; each keyframe's value at its end;
  ///   where a keyframe starts after the previous key time, the previous value again at that
  ///   start (the property holds still in between); the last value at 1;
  /// - discrete: the value before the block from 0, each keyframe's value from its start (one
  ///   more key time than values: the end, 1);
  /// - paced and cubic paced: the value before the block and each keyframe's value, no key
  ///   times (Core Animation spaces them by distance; the keyframes' own times are ignored).
  /// Keyframes are taken in order of their start times (the order recorded among equal ones).
  func keyframes(of track: Track) -> (values: [AnimatableValue], keyTimes: [Double]?) {
    let ordered = track.frames.enumerated().sorted {
      $0.element.start == $1.element.start ? $0.offset < $1.offset : $0.element.start < $1.element.start
    }.map(\.element)
    var values = [track.old]
    switch mode {
    case .paced, .cubicPaced:
      values += ordered.map(\.value)
      return (values, nil)
    case .discrete:
      var times = [0.0]
      for frame in ordered {
        values.append(frame.value)
        times.append(max(frame.start, times[times.count - 1]))
      }
      times.append(1)
      return (values, times)
    default:
      var times = [0.0]
      for frame in ordered {
        let last = times[times.count - 1]
        if frame.start > last {
          values.append(values[values.count - 1])
          times.append(frame.start)
        }
        values.append(frame.value)
        times.append(max(frame.end, times[times.count - 1]))
      }
      if times[times.count - 1] < 1 {
        values.append(values[values.count - 1])
        times.append(1)
      }
      return (values, times)
    }
  }

  private func add(_ track: Track, block: UIViewAnimationState.Block) {
    let layer = track.layer
    guard let model = layer._animatableValue(at: track.path, keyPath: track.key) else { return }
    let (values, keyTimes) = keyframes(of: track)
    // Additive offsets from the model value, as every other block animation of this engine
    // (iOS 8+), so animations of the same key stack; transforms animate by value.
    let additive = track.path != .transform
    let animation = CAKeyframeAnimation(keyPath: track.key)
    animation.values = values.map { value -> Any in
      let shown = additive ? value - model : value
      return shown._roundTripsThroughBoxing ? shown.boxed : shown
    }
    animation.keyTimes = keyTimes?.map { NSNumber(value: $0) }
    animation.calculationMode = mode
    animation.isAdditive = additive
    animation.duration = block.duration
    let now = layer.convertTime(CACurrentMediaTime(), from: nil)
    animation.beginTime = now + block.delay
    animation.fillMode = .backwards
    if block.options.contains(.repeat) { animation.repeatCount = .infinity }
    if block.options.contains(.autoreverse) { animation.autoreverses = true }
    animation.delegate = block.tracker
    block.tracker.pending += 1
    layer.add(animation, forKey: additive ? UIViewAnimationState.freeKey(track.key, on: layer) : track.key)
  }
}

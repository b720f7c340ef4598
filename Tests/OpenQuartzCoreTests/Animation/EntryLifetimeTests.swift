import Foundation
import Testing

@testable import OpenQuartzCore

// anim17 (issue 15): an animation entry and the per-frame store refer to their layer
// unowned(unsafe), with no weak reference and no lifetime token; the layer's deinit marks its
// entries and its store slot dead. Nothing the engine or the store can reach may refer to a
// dead layer unmarked: these tests release layers in every state an entry can be in.

@MainActor
private func fade(duration: Double, removedOnCompletion: Bool = true) -> (CABasicAnimation, AnimationRecorder) {
  let animation = CABasicAnimation(keyPath: "opacity")
  animation.fromValue = 0
  animation.toValue = 1
  animation.duration = duration
  animation.isRemovedOnCompletion = removedOnCompletion
  let recorder = AnimationRecorder()
  animation.delegate = recorder
  return (animation, recorder)
}

@MainActor
@Test("Lifetime (anim17): an entry whose layer is released while it runs has no layer from then on; the engine ends it unfinished at its end time, as before, and the store slot is given back")
func entryOfReleasedLayerEndsUnfinished() {
  MediaClock.shared.runUntilIdle()
  let store = _AnimatedValueStore.shared
  let (animation, recorder) = fade(duration: 0.1)
  var entry: _AnimationEntry?
  weak var released: CALayer?
  var slot: Int32 = -1
  do {
    let layer = CALayer()
    layer.add(animation, forKey: "fade")
    entry = layer._animationEntryStorage.first
    advance(frame)
    _ = layer.presentation()
    #expect(entry?.layer === layer)
    slot = layer._valueSlot
    #expect(store._slotIsInUse(slot), "the layer holds a slot while it animates")
    released = layer
  }
  #expect(released == nil, "nothing but the layer's owner kept it alive")
  #expect(entry?.layer == nil, "the entry knows its layer is gone at once")
  #expect(recorder.events == ["start"])
  advance(0.2)
  #expect(recorder.events == ["start", "stop(false)"], "ended unfinished at its end time")
  #expect(entry?.liveIndex == -1)
  #expect(!store._slotIsInUse(slot), "the dead layer's slot was given back")
}

@MainActor
@Test("Lifetime (anim17): a finished animation kept on its layer (isRemovedOnCompletion false), and one removed from it, refer to no dead layer after the layer goes")
func keptAndRemovedEntriesOfReleasedLayer() {
  MediaClock.shared.runUntilIdle()
  let (kept, keptRecorder) = fade(duration: 0.05, removedOnCompletion: false)
  let (removed, removedRecorder) = fade(duration: 1)
  var keptEntry: _AnimationEntry?
  var removedEntry: _AnimationEntry?
  do {
    let layer = CALayer()
    layer.add(kept, forKey: "kept")
    layer.add(removed, forKey: "removed")
    keptEntry = layer._animationEntryStorage.first
    removedEntry = layer._animationEntryStorage.last
    advance(0.1)
    #expect(keptRecorder.events == ["start", "stop(true)"])
    #expect(layer.animationKeys() == ["kept", "removed"], "the finished one stays attached")
    layer.removeAnimation(forKey: "removed")
    #expect(keptEntry?.layer === layer)
    #expect(removedEntry?.layer == nil, "a removed entry refers to no layer")
  }
  #expect(keptEntry?.layer == nil, "a kept entry learns its layer is gone")
  advance(frame)
  MediaClock.shared.runUntilIdle()
  #expect(removedRecorder.events == ["start", "stop(false)"])
  #expect(removedEntry?.liveIndex == -1)
}

@MainActor
@Test("Lifetime (anim17): 300 layers released in every state (running, finished and kept, removed, never read) leave no live entry and no store slot behind, and no frame touches them")
func manyReleasedLayers() {
  MediaClock.shared.runUntilIdle()
  let store = _AnimatedValueStore.shared
  let engine = _AnimationEngine.shared
  let liveBefore = store.liveCount
  let entriesBefore = engine.liveCount
  var entries: [_AnimationEntry] = []
  for i in 0..<300 {
    let layer = CALayer()
    let (animation, _) = fade(duration: 0.05 + Double(i % 7) / 60, removedOnCompletion: i % 4 != 1)
    layer.add(animation, forKey: "fade")
    entries.append(contentsOf: layer._animationEntryStorage)
    if i % 2 == 0 { _ = layer.presentation() }
    if i % 4 == 2 { layer.removeAllAnimations() }
    if i % 5 == 0 { advance(frame) }
  }
  #expect(entries.allSatisfy { $0.layer == nil })
  advance(0.5)
  MediaClock.shared.runUntilIdle()
  #expect(engine.liveCount == entriesBefore)
  #expect(store.liveCount <= liveBefore)
}

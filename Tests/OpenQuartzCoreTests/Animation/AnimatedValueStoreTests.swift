import Foundation
import Testing

@testable import OpenQuartzCore

// The per-frame store of animated values (issue 15): presentation values read from the store
// must be the bits the per-layer evaluation (`_AnimationProgram.apply`) computes — CALayer docs:
// `presentation()` is "the state of the layer as it currently appears onscreen" — and the
// store may not grow beyond the layers that animate at once.

/// SplitMix64: a reproducible sequence for the random animations.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The values of the per-layer evaluation, as before the store.
@MainActor
private func referenceValues(_ layer: CALayer, at t: CFTimeInterval) -> _LayerValues {
  var values = layer._storedValues
  let program = _AnimationProgram(entries: layer._animationEntryStorage)
  program.apply(to: &values, layerTime: layer._localTime(fromMedia: t))
  return values
}

private func bits(_ v: _LayerValues) -> [UInt] {
  var result = [v.position.x, v.position.y].map(\.bitPattern)
  result += [v.bounds.origin.x, v.bounds.origin.y, v.bounds.size.width, v.bounds.size.height].map(\.bitPattern)
  result += v.transform._elements.map(\.bitPattern)
  result.append(UInt(v.opacity.bitPattern))
  return result
}

@MainActor
private func randomAnimation(_ rng: inout SeededGenerator, layer: CALayer) -> CAAnimation {
  let functions: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
  let kind = Int.random(in: 0..<7, using: &rng)
  let animation: CAPropertyAnimation
  switch kind {
  case 0:
    let a = CABasicAnimation(keyPath: "position")
    a.fromValue = CGPoint(x: .random(in: -100...100, using: &rng), y: .random(in: -100...100, using: &rng))
    a.toValue = CGPoint(x: .random(in: -100...100, using: &rng), y: .random(in: -100...100, using: &rng))
    animation = a
  case 1:
    let a = CABasicAnimation(keyPath: "opacity")
    a.fromValue = Float.random(in: 0...1, using: &rng)
    a.toValue = Float.random(in: 0...1, using: &rng)
    animation = a
  case 2:
    let a = CASpringAnimation(keyPath: "transform")
    a.fromValue = CATransform3DMakeScale(.random(in: 0.1...2, using: &rng), .random(in: 0.1...2, using: &rng), 1)
    a.toValue = CATransform3DMakeRotation(.random(in: -3...3, using: &rng), 0, 0, 1)
    a.damping = .random(in: 2...30, using: &rng)
    a.duration = a.settlingDuration
    animation = a
  case 3:
    let a = CABasicAnimation(keyPath: "bounds")
    a.fromValue = CGRect(x: 0, y: 0, width: .random(in: 1...50, using: &rng), height: 10)
    a.byValue = CGRect(x: 5, y: 5, width: 20, height: .random(in: 1...50, using: &rng))
    animation = a
  case 4:
    // Not storable: key frames (evaluated per layer).
    let a = CAKeyframeAnimation(keyPath: "position")
    a.values = [CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 10), CGPoint(x: 20, y: 90)]
    animation = a
  case 5:
    // Not storable: additive.
    let a = CABasicAnimation(keyPath: "position")
    a.fromValue = CGPoint(x: -20, y: 0)
    a.toValue = CGPoint(x: 0, y: 0)
    a.isAdditive = true
    animation = a
  default:
    // Only `toValue`: its start is the underlying value (evaluated per layer).
    let a = CABasicAnimation(keyPath: "opacity")
    a.toValue = Float(0.25)
    animation = a
  }
  if kind != 2 { animation.duration = .random(in: 0.2...2, using: &rng) }
  animation.timingFunction = CAMediaTimingFunction(name: functions.randomElement(using: &rng)!)
  animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + .random(in: -0.3...0.5, using: &rng)
  animation.fillMode = [.removed, .forwards, .backwards, .both].randomElement(using: &rng)!
  animation.isRemovedOnCompletion = Bool.random(using: &rng)
  if Int.random(in: 0..<4, using: &rng) == 0 { animation.autoreverses = true }
  if Int.random(in: 0..<4, using: &rng) == 0 { animation.repeatCount = Float.random(in: 1...3, using: &rng) }
  if Int.random(in: 0..<5, using: &rng) == 0 { animation.speed = Float.random(in: 0.5...2, using: &rng) }
  return animation
}

@MainActor
@Test("CA: presentation values read from the per-frame store are bit-identical to the per-layer evaluation (random animations, random times)")
func storeMatchesPerLayerEvaluation() {
  var rng = SeededGenerator(state: 0x15)
  let root = CALayer()
  let slow = CALayer()
  slow.speed = 0.5
  slow.timeOffset = 0.1
  root.addSublayer(slow)
  var layers: [CALayer] = []
  for i in 0..<300 {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.position = CGPoint(x: Double(i), y: 2 * Double(i))
    layer.opacity = 0.75
    (i % 3 == 0 ? slow : root).addSublayer(layer)
    for _ in 0..<Int.random(in: 1...4, using: &rng) {
      layer.add(randomAnimation(&rng, layer: layer), forKey: nil)
    }
    layers.append(layer)
  }
  let store = _AnimatedValueStore.shared
  var storedReads = 0
  var reads = 0
  for step in 0..<40 {
    // Whole frames: the clock stays on its frame grid for the tests that follow.
    advance(Double(Int.random(in: 0...12, using: &rng)) * frame)
    // Changes between frames: a model value, a new animation, an ancestor's timing.
    if step % 7 == 3 { layers[Int.random(in: 0..<layers.count, using: &rng)].position = CGPoint(x: 3, y: 4) }
    if step % 11 == 5 {
      let layer = layers[Int.random(in: 0..<layers.count, using: &rng)]
      layer.add(randomAnimation(&rng, layer: layer), forKey: nil)
    }
    if step == 20 { slow.speed = 2 }
    let t = MediaClock.currentTime
    for (i, layer) in layers.enumerated() where (i + step) % 3 != 0 {
      let expected = bits(referenceValues(layer, at: t))
      if layer._valueSlot >= 0, store.values(layer._valueSlot, at: t) != nil { storedReads += 1 }
      reads += 1
      #expect(bits(layer.presentation()!._storedValues) == expected, "layer \(i) at step \(step)")
      #expect(bits(layer._presentationValues(at: t)) == expected, "layer \(i) at step \(step)")
      if step % 5 == 0 {
        // Read twice in one frame: the second read comes from what the first left.
        #expect(bits(layer.presentation()!._storedValues) == expected, "layer \(i) at step \(step), again")
      }
    }
  }
  #expect(storedReads > reads / 4, "the store served the storable layers (\(storedReads) of \(reads) reads)")
  // Leave the shared clock idle for the tests that follow.
  for layer in layers { layer.removeAllAnimations() }
  root.sublayers = nil
  MediaClock.shared.runUntilIdle()
}

@MainActor
@Test("CA: a render snapshot and a presentation copy's hit test read the store's values")
func snapshotAndHitTestReadTheStore() {
  let root = CALayer()
  root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
  root.position = CGPoint(x: 100, y: 100)
  let layer = CALayer()
  layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
  layer.position = CGPoint(x: 150, y: 150)
  root.addSublayer(layer)
  let animation = CABasicAnimation(keyPath: "position")
  animation.fromValue = CGPoint(x: 0, y: 0)
  animation.toValue = CGPoint(x: 100, y: 100)
  animation.duration = 1
  layer.add(animation, forKey: "move")
  advance(0.5)
  let stored = _AnimatedValueStore.shared.values(layer._valueSlot, at: MediaClock.currentTime)
  let expected = referenceValues(layer, at: MediaClock.currentTime).position
  #expect(stored?.values.position == expected)
  #expect(abs(expected.x - 50) < 1e-9)
  let snapshot = root._renderSnapshot()
  #expect(snapshot.sublayers.first?.position.x == expected.x)
  let copy = root.presentation()!
  #expect(copy.hitTest(CGPoint(x: 50, y: 50))?.model() === layer)
  #expect(copy.hitTest(CGPoint(x: 150, y: 150))?.model() !== layer)
  layer.removeAllAnimations()
  root.sublayers = nil
  MediaClock.shared.runUntilIdle()
}

@MainActor
@Test("CA: a layer holds its store slot while it animates and gives it back when the animation ends or is removed")
func slotFollowsTheAnimations() {
  let layer = CALayer()
  let animation = CABasicAnimation(keyPath: "opacity")
  animation.fromValue = 0
  animation.toValue = 1
  animation.duration = 0.1
  layer.add(animation, forKey: "fade")
  let slot = layer._valueSlot
  #expect(slot >= 0)
  advance(0.05)
  _ = layer.presentation()
  #expect(layer._valueSlot == slot, "stable while the animation runs")
  layer.add(animation, forKey: "other")
  #expect(layer._valueSlot == slot, "stable when another animation is added")
  advance(0.2)
  #expect(layer.animationKeys() == nil)
  #expect(layer._valueSlot == -1, "freed when the animations ended")
}

@MainActor
@Test("CA: 1,000 animation start/stop cycles (removed, finished, or the layer released) leave the store bounded")
func storeStaysBounded() {
  let store = _AnimatedValueStore.shared
  let liveBefore = store.liveCount
  let capacityBefore = store.capacity
  var peak = store.capacity
  for cycle in 0..<1_000 {
    let layer = CALayer()
    let animation = CABasicAnimation(keyPath: "position")
    animation.fromValue = CGPoint(x: 0, y: 0)
    animation.toValue = CGPoint(x: 1, y: 1)
    animation.duration = 1.0 / 30
    layer.add(animation, forKey: "move")
    advance(frame)
    _ = layer.presentation()
    switch cycle % 3 {
    case 0: layer.removeAllAnimations()
    case 1: advance(0.1)
    default: break  // released while animating
    }
    peak = max(peak, store.capacity)
  }
  advance(0.1)
  MediaClock.shared.runUntilIdle()
  #expect(peak <= max(capacityBefore, 64, 2 * (liveBefore + 2)), "capacity \(peak), \(capacityBefore) before")
  #expect(store.liveCount <= liveBefore, "every slot given back (released layers: when their animation ends)")
}



@MainActor
@Test("CA: the store writes only animated values — a value whose animation has no effect yet is the model's (no backwards fill), the others come from their tracks; two transform animations are evaluated per layer")
func storeWritesOnlyAnimatedValues() {
  // CAMediaTiming: before `beginTime`, an animation without a backwards fill has no effect,
  // so the presentation value is the model value.
  let layer = CALayer()
  layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
  layer.position = CGPoint(x: 7, y: 9)
  layer.opacity = 0.5
  let now = layer.convertTime(CACurrentMediaTime(), from: nil)
  let move = CABasicAnimation(keyPath: "position")
  move.fromValue = CGPoint(x: 0, y: 0)
  move.toValue = CGPoint(x: 100, y: 100)
  move.duration = 1
  move.beginTime = now + 0.5
  layer.add(move, forKey: "move")
  let fade = CABasicAnimation(keyPath: "opacity")
  fade.fromValue = Float(0)
  fade.toValue = Float(1)
  fade.duration = 1
  layer.add(fade, forKey: "fade")
  advance(6 * frame)
  let t = MediaClock.currentTime
  let stored = _AnimatedValueStore.shared.values(layer._valueSlot, at: t)
  #expect(stored != nil, "position and opacity tracks are stored")
  #expect(stored?.values.position == CGPoint(x: 7, y: 9), "not begun: the model's position")
  #expect(bits(layer.presentation()!._storedValues) == bits(referenceValues(layer, at: t)))
  advance(36 * frame)
  #expect(bits(layer.presentation()!._storedValues) == bits(referenceValues(layer, at: MediaClock.currentTime)))
  #expect(layer.presentation()!.position.x > 0 && layer.presentation()!.position.x < 100)

  // One transform pair a slot: a second transform animation makes the layer general.
  let spin = CABasicAnimation(keyPath: "transform")
  spin.fromValue = CATransform3DMakeRotation(0.5, 0, 0, 1)
  spin.toValue = CATransform3DIdentity
  spin.duration = 1
  let grow = CABasicAnimation(keyPath: "transform")
  grow.fromValue = CATransform3DMakeScale(2, 2, 1)
  grow.toValue = CATransform3DIdentity
  grow.duration = 2
  layer.add(spin, forKey: "spin")
  layer.add(grow, forKey: "grow")
  advance(3 * frame)
  #expect(_AnimatedValueStore.shared.values(layer._valueSlot, at: MediaClock.currentTime) == nil)
  #expect(bits(layer.presentation()!._storedValues) == bits(referenceValues(layer, at: MediaClock.currentTime)))
  layer.removeAllAnimations()
  MediaClock.shared.runUntilIdle()
}

@MainActor
@Test("CA: springs shared by many layers (same constants, same time) are evaluated once a frame and read back with the bits of each layer's own evaluation; layers with other begin times, speeds or constants get their own")
func sharedSpringsMatchPerLayerEvaluation() {
  // CASpringAnimation's progress is a pure function of the spring's constants and the time, so
  // the store's memo of (spring, time) must give every layer the per-layer evaluation's bits.
  let root = CALayer()
  let fast = CALayer()
  fast.speed = 1.5
  root.addSublayer(fast)
  var layers: [CALayer] = []
  CATransaction.begin()
  CATransaction.setDisableActions(true)
  for i in 0..<240 {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.position = CGPoint(x: Double(i), y: 1)
    (i % 5 == 4 ? fast : root).addSublayer(layer)
    let spring = CASpringAnimation(keyPath: i % 2 == 0 ? "transform" : "position")
    if i % 2 == 0 {
      spring.fromValue = CATransform3DMakeScale(0.5, 0.5, 1)
      spring.toValue = CATransform3DIdentity
    } else {
      spring.fromValue = CGPoint(x: 0, y: 0)
      spring.toValue = CGPoint(x: Double(i), y: 1)
    }
    // Seven shared springs: under-, critically and over-damped.
    spring.damping = [2, 8, 11, 14, 20, 40, 60][i % 7]
    spring.initialVelocity = i % 3 == 0 ? 0 : 4
    spring.duration = spring.settlingDuration
    // Most begin together; every eighth a frame and a half later (another time, same spring).
    if i % 8 == 7 { spring.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 1.5 * frame }
    layer.add(spring, forKey: "spring")
    layers.append(layer)
  }
  CATransaction.commit()
  let store = _AnimatedValueStore.shared
  var storedReads = 0
  for step in 0..<90 {
    advance(step % 4 == 3 ? 3 * frame : frame)
    let t = MediaClock.currentTime
    for (i, layer) in layers.enumerated() {
      let expected = bits(referenceValues(layer, at: t))
      if layer._valueSlot >= 0, store.values(layer._valueSlot, at: t) != nil { storedReads += 1 }
      #expect(bits(layer.presentation()!._storedValues) == expected, "layer \(i) at step \(step)")
      #expect(bits(layer._presentationValues(at: t)) == expected, "layer \(i) at step \(step)")
    }
  }
  #expect(storedReads > 240 * 10, "the store served the springs (\(storedReads) reads)")
  for layer in layers { layer.removeAllAnimations() }
  root.sublayers = nil
  MediaClock.shared.runUntilIdle()
}

/// The engine's end-time heap as it was before frame10 (swaps level by level): the reference
/// for the hole-moving sifts.
private struct SwapHeap {
  var items: [(time: Double, id: Int)] = []

  mutating func push(_ item: (time: Double, id: Int)) {
    items.append(item)
    var i = items.count - 1
    while i > 0 {
      let parent = (i - 1) / 2
      if items[parent].time <= items[i].time { break }
      items.swapAt(parent, i)
      i = parent
    }
  }

  mutating func popMin() -> (time: Double, id: Int)? {
    guard !items.isEmpty else { return nil }
    items.swapAt(0, items.count - 1)
    let result = items.removeLast()
    var i = 0
    let n = items.count
    while true {
      let l = 2 * i + 1
      let r = l + 1
      var smallest = i
      if l < n && items[l].time < items[smallest].time { smallest = l }
      if r < n && items[r].time < items[smallest].time { smallest = r }
      if smallest == i { break }
      items.swapAt(i, smallest)
      i = smallest
    }
    return result
  }
}

@MainActor
@Test("CA: the animation engine's end-time heap pops in the order it always did, ties and infinite times included (delegate callbacks of animations ending in one frame keep their order)")
func entryHeapKeepsItsOrder() {
  var rng = SeededGenerator(state: 0x10)
  let layer = CALayer()
  let animation = CABasicAnimation(keyPath: "opacity")
  var entries: [_AnimationEntry] = []
  for _ in 0..<64 { entries.append(_AnimationEntry(key: nil, animation: animation, node: nil, layer: layer)) }
  for round in 0..<200 {
    var heap = _EntryHeap()
    var reference = SwapHeap()
    for _ in 0..<Int.random(in: 0..<300, using: &rng) {
      if Int.random(in: 0..<3, using: &rng) == 0, !reference.items.isEmpty {
        let popped = heap.popMin()
        let expected = reference.popMin()
        #expect(popped?.generation == expected?.id, "round \(round)")
        #expect(popped.map { $0.entry === entries[$0.generation % entries.count] } == true)
      } else {
        // Few distinct times: many ties.
        let time = [0.5, 1, 1, 2, .infinity, 3.25][Int.random(in: 0..<6, using: &rng)]
        let id = Int.random(in: 0..<10_000, using: &rng)
        heap.push(.init(time: time, entry: entries[id % entries.count], generation: id))
        reference.push((time, id))
      }
    }
    while let expected = reference.popMin() {
      #expect(heap.popMin()?.generation == expected.id, "round \(round), draining")
    }
    #expect(heap.isEmpty)
  }
  withExtendedLifetime(layer) {}
}

@MainActor
@Test("CA: tracks with the same timing and curve share one fraction source in the store (sampled once a frame), every layer reads its own evaluation's bits — under a faster parent too — and a source goes with its last track")
func sharedFractionSourcesMatchPerLayerEvaluation() {
  // A track's fraction is a pure function of its timing, its curve and the layer's local time,
  // so one source per (timing, curve) must give each layer the per-layer evaluation's bits,
  // including layers whose local time differs (a parent with another speed) and a change of
  // model values while animating (the slot is refreshed and finds the same sources).
  let store = _AnimatedValueStore.shared
  let sourcesBefore = store.sourcesInUse
  let root = CALayer()
  let fast = CALayer()
  fast.speed = 1.5
  root.addSublayer(fast)
  let ease = CAMediaTimingFunction(name: .easeInEaseOut)
  var layers: [CALayer] = []
  CATransaction.begin()
  CATransaction.setDisableActions(true)
  for i in 0..<120 {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.position = CGPoint(x: Double(i), y: 2)
    (i % 6 == 5 ? fast : root).addSublayer(layer)
    let move = CABasicAnimation(keyPath: "position")
    move.fromValue = CGPoint(x: 0, y: 0)
    move.toValue = CGPoint(x: Double(i), y: 2)
    move.duration = i % 2 == 0 ? 0.5 : 0.8
    // Equal control points, different objects: one source.
    move.timingFunction = i % 3 == 0 ? ease : CAMediaTimingFunction(name: .easeInEaseOut)
    layer.add(move, forKey: "move")
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = Float(0)
    fade.toValue = Float(1)
    fade.duration = 0.4
    fade.fillMode = .both
    fade.autoreverses = i % 4 == 0
    layer.add(fade, forKey: "fade")
    layers.append(layer)
  }
  CATransaction.commit()
  advance(frame)
  for layer in layers { _ = layer.presentation() }
  // position: 2 durations; opacity: with and without autoreverses; each for the layers under
  // `root` and under `fast` (whose begin times, in their local time, differ).
  #expect(store.sourcesInUse - sourcesBefore <= 8, "\(store.sourcesInUse - sourcesBefore) sources for 240 tracks")
  for step in 0..<70 {
    advance(step % 5 == 4 ? 2 * frame : frame)
    if step == 20 {
      // A model change while animating: the slots are refreshed.
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      for layer in layers.prefix(10) { layer.opacity = 0.25 }
      CATransaction.commit()
    }
    let t = MediaClock.currentTime
    for (i, layer) in layers.enumerated() {
      let expected = bits(referenceValues(layer, at: t))
      #expect(bits(layer.presentation()!._storedValues) == expected, "layer \(i) at step \(step)")
    }
  }
  #expect(store.sourcesInUse - sourcesBefore <= 8)
  for layer in layers { layer.removeAllAnimations() }
  #expect(store.sourcesInUse <= sourcesBefore, "every source freed with its last track")
  root.sublayers = nil
  MediaClock.shared.runUntilIdle()
}

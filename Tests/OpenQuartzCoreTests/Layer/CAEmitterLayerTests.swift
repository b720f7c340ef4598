import Foundation
import Testing

@testable import OpenQuartzCore

/// CAEmitterLayer and CAEmitterCell (Core Animation documentation: the classes, their
/// properties and defaults; Docs/Behaviour/emitter14.md for the choices it leaves open).
@MainActor
@Suite(.serialized)
struct CAEmitterLayerTests {
  /// An 8 × 8 white square image.
  static func dot() -> CGImage {
    var root = RenderLayer(id: 1)
    root.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
    root.position = CGPoint(x: 4, y: 4)
    root.backgroundColor = RenderColor(red: 1, green: 1, blue: 1, alpha: 1)
    return CGImage(_image: RenderImage(size: CGSize(width: 8, height: 8), scale: 1, content: .layers(root)))
  }

  /// A confetti emitter: a line across the top, particles falling for 4 s.
  static func confetti(seed: UInt32 = 7, rate: Float = 30) -> CAEmitterLayer {
    let emitter = CAEmitterLayer()
    emitter.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
    emitter.emitterPosition = CGPoint(x: 200, y: -10)
    emitter.emitterShape = .line
    emitter.emitterSize = CGSize(width: 400, height: 1)
    emitter.seed = seed
    let cell = CAEmitterCell()
    cell.name = "confetti"
    cell.birthRate = rate
    cell.lifetime = 4
    cell.velocity = 150
    cell.velocityRange = 50
    cell.emissionLongitude = .pi / 2
    cell.emissionRange = .pi / 4
    cell.yAcceleration = 100
    cell.spin = 2
    cell.spinRange = 3
    cell.scaleRange = 0.25
    cell.color = CGColor(red: 1, green: 0.2, blue: 0.4, alpha: 1)
    cell.redRange = 0.2
    cell.contents = dot()
    emitter.emitterCells = [cell]
    return emitter
  }

  func settle() {
    MediaClock.shared.runUntilIdle()
  }

  @Test("CAEmitterLayer/CAEmitterCell: documented defaults — layer birthRate, lifetime, velocity, scale, spin 1; point shape, volume mode, unordered render mode; cell birthRate/lifetime 0, enabled, scale 1, opaque white colour, unit contentsRect")
  func defaults() {
    let layer = CAEmitterLayer()
    #expect(layer.emitterCells == nil)
    #expect(layer.birthRate == 1 && layer.lifetime == 1 && layer.velocity == 1 && layer.scale == 1 && layer.spin == 1)
    #expect(layer.emitterPosition == .zero && layer.emitterZPosition == 0 && layer.emitterSize == .zero && layer.emitterDepth == 0)
    #expect(layer.emitterShape == .point && layer.emitterMode == .volume && layer.renderMode == .unordered)
    #expect(layer.emitterShape.rawValue == "point" && CAEmitterLayerEmitterMode.outline.rawValue == "outline")
    #expect(CAEmitterLayerRenderMode.oldestFirst.rawValue == "oldestFirst")
    #expect(!layer.preservesDepth && layer.seed == 0)
    let cell = CAEmitterCell()
    #expect(cell.name == nil && cell.isEnabled)
    #expect(cell.birthRate == 0 && cell.lifetime == 0 && cell.lifetimeRange == 0)
    #expect(cell.emissionLatitude == 0 && cell.emissionLongitude == 0 && cell.emissionRange == 0)
    #expect(cell.velocity == 0 && cell.velocityRange == 0)
    #expect(cell.xAcceleration == 0 && cell.yAcceleration == 0 && cell.zAcceleration == 0)
    #expect(cell.scale == 1 && cell.scaleRange == 0 && cell.scaleSpeed == 0 && cell.spin == 0 && cell.spinRange == 0)
    #expect(_RGBA(cell.color) == _RGBA(r: 1, g: 1, b: 1, a: 1))
    #expect(cell.redRange == 0 && cell.alphaRange == 0 && cell.redSpeed == 0 && cell.alphaSpeed == 0)
    #expect(cell.contents == nil && cell.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1) && cell.contentsScale == 1)
    #expect(cell.minificationFilter == "linear" && cell.magnificationFilter == "linear" && cell.minificationFilterBias == 0)
    #expect(cell.emitterCells == nil && cell.style == nil)
    #expect(cell.beginTime == 0 && cell.duration == 0 && cell.speed == 1 && cell.timeOffset == 0 && cell.repeatCount == 0)
    #expect(CAEmitterCell.defaultValue(forKey: "scale") as? CGFloat == 1)
    // A layer without cells draws no particles.
    #expect(layer._renderSnapshot().sublayers.isEmpty)
  }

  @Test("CAEmitterLayer: particles exist only in render snapshots, above the background and below the sublayers; the layer tree and presentation() do not see them; ids are negative, unique and stable across frames")
  func particlesOnlyInSnapshots() {
    settle()
    let emitter = Self.confetti()
    let badge = CALayer()
    badge.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    emitter.addSublayer(badge)
    MediaClock.shared.advance(by: 1)
    let node = emitter._renderSnapshot()
    let particles = node.sublayers.filter { $0.id != badge._layerID }
    #expect(particles.count > 20)
    #expect(node.sublayers.last?.id == badge._layerID)
    #expect(particles.allSatisfy { $0.id < 0 && $0.name == "particle of confetti" && $0.contents != nil })
    #expect(Set(particles.map(\.id)).count == particles.count)
    #expect(emitter.sublayers?.count == 1 && emitter.presentation()?.sublayers?.count == 1)
    // One frame later most particles are the same ones, moved.
    MediaClock.shared.advance(by: 1.0 / 60)
    let next = emitter._renderSnapshot().sublayers.filter { $0.id != badge._layerID }
    let common = Set(particles.map(\.id)).intersection(next.map(\.id))
    #expect(common.count >= particles.count - 2)
    let before = particles.first { common.contains($0.id) }!
    let after = next.first { $0.id == before.id }!
    #expect(after.position != before.position)
    emitter.birthRate = 0
    settle()
  }

  @Test("CAEmitterLayer: closed form — the snapshot at a time computed in advance, after stepping every frame, and after jumping the clock over idle frames are identical")
  func steppedVersusJumped() {
    settle()
    MediaClock.shared.skipsIdleFrames = false
    defer { MediaClock.shared.skipsIdleFrames = true }
    // Stepped: every frame runs and is drawn.
    let stepped = Self.confetti()
    stepped.beginTime = MediaClock.currentTime
    let target = MediaClock.currentTime + 1.5
    let predicted = stepped._renderSnapshot(at: target)
    for _ in 0..<90 {
      MediaClock.shared.advance(by: 1.0 / 60)
      _ = stepped._renderSnapshot()
    }
    #expect(abs(MediaClock.currentTime - target) < 1e-9)
    // (At `target` itself: 90 additions of 1/60 may differ from it in the last bit.)
    let drawn = stepped._renderSnapshot(at: target)
    #expect(drawn.sublayers.count > 30)
    #expect(drawn.sublayers == predicted.sublayers)
    stepped.birthRate = 0
    // Jumped: the same emitter (its local time starting at 0 too), the clock skipping frames.
    MediaClock.shared.skipsIdleFrames = true
    let jumped = Self.confetti()
    jumped.beginTime = MediaClock.currentTime
    let framesBefore = MediaClock.shared.framesRun
    MediaClock.shared.advance(by: 1.5)
    #expect(MediaClock.shared.framesRun - framesBefore < 90)
    func summary(_ layer: CAEmitterLayer) -> [String] {
      layer._particles(at: 1.45).map {
        "\($0.key) \($0.birth) \($0.position) \($0.scale) \($0.rotation) \($0.color)"
      }
    }
    // (At 1.45: `stepped` stopped at 1.5, where a particle may be born at age 0.)
    let steppedAtTarget = stepped._particles(at: 1.45).map {
      "\($0.key) \($0.birth) \($0.position) \($0.scale) \($0.rotation) \($0.color)"
    }
    #expect(summary(jumped) == steppedAtTarget)
    jumped.birthRate = 0
    settle()
  }

  @Test("CAEmitterLayer: births are evenly spaced at a constant rate — 30 a second for 1 s gives 30 particles (± 1)")
  func birthCount() {
    settle()
    let emitter = Self.confetti()
    let t0 = emitter._localTime(fromMedia: MediaClock.currentTime)
    let particles = emitter._particles(at: t0 + 1)
    #expect(abs(particles.count - 30) <= 1)
    let births = particles.map(\.birth).sorted()
    let gaps = zip(births, births.dropFirst()).map { $1 - $0 }
    #expect(gaps.allSatisfy { abs($0 - 1.0 / 30) < 1e-6 })
    emitter.birthRate = 0
    settle()
  }

  @Test("CAEmitterLayer: birthRate 0 stops emission from that time; the particles alive fly on, runUntilIdle waits for the longest lifetime, then the emitter is idle and draws nothing")
  func stopAndIdle() {
    settle()
    let emitter = Self.confetti()
    MediaClock.shared.advance(by: 1)
    emitter.birthRate = 0
    let stop = MediaClock.currentTime
    MediaClock.shared.advance(by: 0.5)
    let alive = emitter._particles(at: emitter._localTime(fromMedia: MediaClock.currentTime))
    #expect(!alive.isEmpty)
    #expect(alive.allSatisfy { $0.birth <= emitter._localTime(fromMedia: stop) + CAEmitterLayer.slot })
    #expect(_EmitterRegistry.shared.isBusy)
    settle()
    // The clock stopped within a frame of the last particle's end (lifetime 4 s).
    let now = MediaClock.currentTime
    #expect(now >= stop + 4 && now < stop + 4 + 0.05)
    #expect(emitter._renderSnapshot().sublayers.isEmpty)
    #expect(!_EmitterRegistry.shared.isBusy)
  }

  @Test("CAEmitterLayer: an emitting emitter is like a repeating animation — runUntilIdle does not wait for it, and skipping idle frames draws the same particles")
  func endlessEmitterDoesNotKeepBusy() {
    settle()
    let emitter = Self.confetti()
    #expect(emitter._particlesEnd == .infinity)
    let start = MediaClock.currentTime
    settle()
    #expect(MediaClock.currentTime - start < 1)
    emitter.birthRate = 0
    settle()
  }

  @Test("CAEmitterLayer: the seed changes the pattern; the same seed repeats it")
  func seed() {
    settle()
    let a = Self.confetti(seed: 1), b = Self.confetti(seed: 1), c = Self.confetti(seed: 2)
    let t = a._localTime(fromMedia: MediaClock.currentTime) + 1
    let pa = a._particles(at: t).map(\.position), pb = b._particles(at: t).map(\.position)
    let pc = c._particles(at: t).map(\.position)
    #expect(pa == pb)
    #expect(pa != pc && pa.count == pc.count)
    for e in [a, b, c] { e.birthRate = 0 }
    settle()
  }

  @Test("CAEmitterLayer: setValue(_:forKeyPath: \"emitterCells.NAME.birthRate\") changes the cell and the emission from now on; a change made to the cell object directly is not seen until emitterCells is set again")
  func keyPathBirthRate() {
    settle()
    let emitter = Self.confetti()
    MediaClock.shared.advance(by: 0.5)
    emitter.setValue(0, forKeyPath: "emitterCells.confetti.birthRate")
    #expect(emitter.value(forKeyPath: "emitterCells.confetti.birthRate") as? Float == 0)
    #expect(emitter.emitterCells?.first?.birthRate == 0)
    let stop = emitter._localTime(fromMedia: MediaClock.currentTime)
    MediaClock.shared.advance(by: 1)
    let now = emitter._localTime(fromMedia: MediaClock.currentTime)
    #expect(emitter._particles(at: now).allSatisfy { $0.birth <= stop + CAEmitterLayer.slot })
    // The cell object alone: not seen.
    emitter.emitterCells?.first?.birthRate = 50
    MediaClock.shared.advance(by: 0.5)
    let later = emitter._localTime(fromMedia: MediaClock.currentTime)
    #expect(emitter._particles(at: later).allSatisfy { $0.birth <= stop + CAEmitterLayer.slot })
    // Setting the cells again takes it.
    let cells = emitter.emitterCells
    emitter.emitterCells = cells
    MediaClock.shared.advance(by: 0.5)
    let last = emitter._localTime(fromMedia: MediaClock.currentTime)
    #expect(emitter._particles(at: last).contains { $0.birth > later })
    // The layer's own multipliers by key path too.
    emitter.setValue(Float(0), forKeyPath: "birthRate")
    #expect(emitter.birthRate == 0)
    settle()
  }

  @Test("CAEmitterLayer: a CABasicAnimation of emitterCells.NAME.birthRate drives the births while it runs (0 → 60 over 1 s linear: about 30 particles), then ends and is removed")
  func animatedBirthRate() {
    settle()
    let emitter = Self.confetti(rate: 0)
    let burst = CABasicAnimation(keyPath: "emitterCells.confetti.birthRate")
    burst.fromValue = 0
    burst.toValue = 60
    burst.duration = 1
    emitter.add(burst, forKey: "burst")
    #expect(emitter.animation(forKey: "burst") != nil)
    let start = emitter._localTime(fromMedia: MediaClock.currentTime)
    let count = emitter._particles(at: start + 1).count
    #expect(abs(count - 30) <= 2)
    // Later births are denser: the rate rises.
    let births = emitter._particles(at: start + 1).map(\.birth)
    #expect(births.filter { $0 > start + 0.5 }.count > births.filter { $0 <= start + 0.5 }.count)
    MediaClock.shared.advance(by: 1.1)
    #expect(emitter.animation(forKey: "burst") == nil)
    let after = emitter._particles(at: emitter._localTime(fromMedia: MediaClock.currentTime))
    #expect(after.allSatisfy { $0.birth <= start + 1 + CAEmitterLayer.slot })
    settle()
  }

  @Test("CAEmitterCell: sub-cells — each particle emits its cell's sub-cells from where it is, for its life; sub-cell beginTime/duration gate emission in the particle's age")
  func subCells() {
    settle()
    let emitter = CAEmitterLayer()
    emitter.emitterPosition = CGPoint(x: 100, y: 300)
    emitter.beginTime = CACurrentMediaTime()
    let rocket = CAEmitterCell()
    rocket.name = "rocket"
    rocket.birthRate = 1
    rocket.lifetime = 1
    rocket.velocity = 200
    rocket.emissionLongitude = -.pi / 2
    rocket.contents = Self.dot()
    let spark = CAEmitterCell()
    spark.name = "spark"
    spark.birthRate = 100
    spark.lifetime = 0.5
    spark.beginTime = 0.8
    spark.duration = 0.1
    spark.velocity = 50
    spark.emissionRange = 2 * .pi
    spark.contents = Self.dot()
    rocket.emitterCells = [spark]
    emitter.emitterCells = [rocket]
    let t0 = emitter._localTime(fromMedia: MediaClock.currentTime)
    // Rockets are born at local times 0, 1, 2…
    #expect(abs(t0) < 1e-9)
    let early = emitter._particles(at: t0 + 0.5)
    #expect(early.count == 1 && early[0].cellName == "rocket")
    let burst = emitter._particles(at: t0 + 1.05)
    let sparks = burst.filter { $0.cellName == "spark" }
    // 0.1 s at 100 a second from the first rocket (born at local 0), around y = 300 − 200 · 0.85.
    #expect(abs(sparks.count - 10) <= 1)
    #expect(sparks.allSatisfy { abs(Double($0.position.y) - 130) < 30 && abs(Double($0.position.x) - 100) < 30 })
    emitter.birthRate = 0
    settle()
  }

  @Test("CAEmitterLayer: renderMode oldestLast draws the oldest particle on top; at most maxRenderedParticles are drawn (the youngest)")
  func orderAndCap() {
    settle()
    let emitter = Self.confetti(rate: 1000)
    let t = emitter._localTime(fromMedia: MediaClock.currentTime) + 3
    #expect(emitter._particles(at: t).count > CAEmitterLayer.maxRenderedParticles)
    let drawn = emitter._particleLayers(at: t)
    #expect(drawn.count == CAEmitterLayer.maxRenderedParticles)
    emitter.renderMode = .oldestLast
    let reversed = emitter._particleLayers(at: t)
    #expect(reversed.map(\.id) == drawn.map(\.id).reversed())
    emitter.birthRate = 0
    settle()
  }
}

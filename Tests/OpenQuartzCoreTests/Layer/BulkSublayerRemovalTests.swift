import Foundation
import Testing

@testable import OpenQuartzCore

/// Records each event a layer's delegate is asked about, with the superlayer's sublayers and
/// the layer's superlayer as they are at that moment.
@MainActor
private final class EventRecorder: NSObject, CALayerDelegate {
  let root: CALayer
  var events: [(name: String, event: String, siblings: [String], attached: Bool)] = []
  init(root: CALayer) { self.root = root }
  func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
    guard event == "onOrderOut" || event == "onOrderIn" else { return nil }
    events.append(
      (layer.name ?? "?", event, (root.sublayers ?? []).map { $0.name ?? "?" }, layer.superlayer === root))
    return nil
  }
}

/// A subclass whose action lookup is its own code (so the engine cannot skip looking at it).
private final class RecordingLayer: CALayer {
  var onOrderOut: (() -> Void)?
  override func action(forKey event: String) -> (any CAAction)? {
    if event == "onOrderOut" { onOrderOut?() }
    return super.action(forKey: event)
  }
}

@MainActor
private func named(_ name: String, _ layer: CALayer = CALayer()) -> CALayer {
  layer.name = name
  return layer
}

@MainActor
@Test("CA: sublayers = nil detaches every sublayer front to back; an observer sees the remaining ones")
func bulkRemovalDetachesInOrder() {
  let root = CALayer()
  let recorder = EventRecorder(root: root)
  let watched = named("c"), subclassed = RecordingLayer()
  subclassed.name = "e"
  watched.delegate = recorder
  let layers = [named("a"), named("b"), watched, named("d"), subclassed, named("f")]
  var seenBySubclass: [String] = []
  subclassed.onOrderOut = { seenBySubclass = (root.sublayers ?? []).map { $0.name ?? "?" } }
  for layer in layers { root.addSublayer(layer) }
  recorder.events.removeAll()

  root.sublayers = nil

  #expect(root.sublayers == nil)
  for layer in layers { #expect(layer.superlayer == nil) }
  #expect(recorder.events.count == 1)
  #expect(recorder.events.first?.event == "onOrderOut")
  #expect(recorder.events.first?.siblings == ["d", "e", "f"], "the layers before it are gone, it and those after not yet")
  #expect(recorder.events.first?.attached == false)
  #expect(seenBySubclass == ["f"])
  root._checkInvariants()
  // Many plain layers: all detached, the tree consistent.
  let many = (0..<200).map { _ in CALayer() }
  for layer in many { root.addSublayer(layer) }
  root.sublayers = nil
  #expect(many.allSatisfy { $0.superlayer == nil })
  #expect(root.sublayers == nil)
}

@MainActor
@Test("CA: assigning sublayers keeps the layers it names, in the new order, and detaches the rest")
func bulkReplacementKeepsNamedLayers() {
  let root = CALayer(), other = CALayer()
  let recorder = EventRecorder(root: root)
  let a = named("a"), b = named("b"), c = named("c"), d = named("d"), elsewhere = named("x")
  b.delegate = recorder
  for layer in [a, b, c, d] { root.addSublayer(layer) }
  other.addSublayer(elsewhere)
  recorder.events.removeAll()

  root.sublayers = [c, elsewhere, b]

  #expect(root.sublayers?.map { $0.name ?? "?" } == ["c", "x", "b"])
  #expect(c.superlayer === root && b.superlayer === root && elsewhere.superlayer === root)
  #expect(a.superlayer == nil && d.superlayer == nil)
  #expect(other.sublayers == nil, "a layer moved in leaves its old superlayer")
  // A kept layer leaves and comes back: "onOrderOut" while the others after it are still
  // there, then "onOrderIn" once it is attached again.
  #expect(recorder.events.map(\.event) == ["onOrderOut", "onOrderIn"])
  #expect(recorder.events.first?.siblings == ["c", "d"])
  #expect(recorder.events.last?.siblings == ["c", "x", "b"] && recorder.events.last?.attached == true)
  root._checkInvariants()
  other._checkInvariants()
}

@MainActor
@Test("CA: with actions disabled, sublayers = nil detaches delegate-less and delegated layers alike")
func bulkRemovalWithActionsDisabled() {
  let root = CALayer()
  let recorder = EventRecorder(root: root)
  let layers = (0..<8).map { named("\($0)") }
  layers[3].delegate = recorder
  for layer in layers { root.addSublayer(layer) }
  recorder.events.removeAll()
  CATransaction.begin()
  CATransaction.setDisableActions(true)
  root.sublayers = nil
  CATransaction.commit()
  #expect(layers.allSatisfy { $0.superlayer == nil })
  #expect(recorder.events.isEmpty, "no action is looked up while actions are disabled")
  root._checkInvariants()
}

import Foundation
import Testing

@testable import OpenQuartzCore

/// sbload9: a layer's debug name can be set from a type and made when first read.
@MainActor
struct LayerDebugNameTests {
  private final class NamedLayer: CALayer {}

  @Test("Rule: a debug name set from a type reads as \"\\(type)\" and changes the copied revision as setting the text does (a kept presentation copy is not reused after it)")
  func nameFromTypeIsLazyAndRevised() {
    let layer = CALayer()
    let start = layer._copiedRevision
    layer._setDebugName(typeOf: NamedLayer.self)
    #expect(layer._copiedRevision == start &+ 1)
    #expect(CALayer(layer: layer)._debugName == "\(NamedLayer.self)")
    #expect(layer._debugName == "\(NamedLayer.self)")
    // Reading makes the text once; it changes nothing a copy compares.
    #expect(layer._copiedRevision == start &+ 1)
    layer._debugName = "Other"
    #expect(layer._copiedRevision == start &+ 2)
    #expect(layer._debugName == "Other")
    layer._setDebugName(typeOf: CALayer.self)
    #expect(layer._debugName == "CALayer")
    layer._debugName = nil
    #expect(layer._debugName == nil)
    #expect(CALayer(layer: layer)._debugName == nil)
  }
}

import Foundation
import OpenQuartzCore

/// Where layers of a render model are, computed the way Core Animation composes them.
///
/// A layer's own coordinate space is its *bounds* space (the point `bounds.origin` is its
/// top-left corner). Core Animation maps a point `p` of a layer into its superlayer as
///
///     p · T(−bounds.origin − anchorPoint·bounds.size) · transform · T(position, zPosition) · S
///
/// where `S` is the superlayer's `sublayerTransform` applied about the superlayer's anchor
/// point, `T(−a) · sublayerTransform · T(a)`. Every non-3D layer then *flattens* what it drew
/// onto its own plane (z dropped, perspective divided out); CSS's `transform-style: flat` does
/// the same, which is why the HTML player can mirror the layer tree one element per layer.
package enum RenderGeometry {
  /// The uniform alpha a layer's mask multiplies it by (CA: a mask "uses the alpha channel of
  /// its content"): the mask's opacity times its fill colour's alpha (a shape mask) or its
  /// background colour's alpha (a mask without one counts as opaque: it clips to its bounds);
  /// 1 without a mask. Masks are uniform here (their own sublayers and contents not drawn), so
  /// the renderers multiply the masked layer's group opacity by it.
  package static func maskAlpha(of layer: RenderLayer) -> Double {
    guard let mask = layer.mask.first, !mask.isHidden else { return 1 }
    let fill = mask.shape.map { $0.fills ? ($0.fillColor?.alpha ?? 0) : 0 } ?? (mask.backgroundColor?.alpha ?? 1)
    return min(max(mask.opacity, 0), 1) * min(max(fill, 0), 1)
  }

  /// The opacity a layer is drawn with: its own times its mask's alpha (`maskAlpha(of:)`).
  package static func drawnOpacity(of layer: RenderLayer) -> Double {
    min(max(layer.opacity, 0), 1) * maskAlpha(of: layer)
  }

  /// The map from `layer`'s bounds space into `parent`'s bounds space (or into the viewport
  /// for the root, `parent == nil`).
  package static func layerToParent(_ layer: RenderLayer, parent: RenderLayer?) -> RenderMatrix {
    let size = layer.bounds.size
    let ax = Double(layer.bounds.origin.x + layer.anchorPoint.x * size.width)
    let ay = Double(layer.bounds.origin.y + layer.anchorPoint.y * size.height)
    var m = RenderMatrix(layer.transform).preTranslated(x: -ax, y: -ay)
    m = m.translated(x: Double(layer.position.x), y: Double(layer.position.y), z: layer.zPosition)
    if let parent {
      let sublayer = RenderMatrix(parent.sublayerTransform)
      if !sublayer.isIdentity {
        let psize = parent.bounds.size
        let px = Double(parent.bounds.origin.x + parent.anchorPoint.x * psize.width)
        let py = Double(parent.bounds.origin.y + parent.anchorPoint.y * psize.height)
        m = m.translated(x: -px, y: -py) * sublayer.translated(x: px, y: py)
      }
    }
    return m
  }

  /// The map from `layer`'s *element* space (origin at the top-left of its bounds, what an
  /// HTML element or an SVG shape at 0,0 uses) into `parent`'s element space.
  package static func elementToParent(_ layer: RenderLayer, parent: RenderLayer?) -> RenderMatrix {
    var m = layerToParent(layer, parent: parent)
      .preTranslated(x: Double(layer.bounds.origin.x), y: Double(layer.bounds.origin.y))
    if let parent {
      m = m.translated(x: -Double(parent.bounds.origin.x), y: -Double(parent.bounds.origin.y))
    }
    return m
  }

  /// One visible layer and where its bounds land in the viewport.
  package struct Placement: Hashable, Sendable {
    package var id: Int
    package var name: String?
    /// The bounds' corners in viewport points: top-left, top-right, bottom-right, bottom-left.
    package var quad: [CGPoint]
    /// The smallest rectangle holding `quad` (what a browser's `getBoundingClientRect` gives).
    package var frame: CGRect
    /// The layer-to-viewport map.
    package var map: PlaneMap
  }

  /// Every visible layer of a frame, in drawing order. Hidden layers, layers that are not
  /// double-sided while their back faces the viewer, and their sublayers are left out, as they
  /// draw nothing.
  package static func placements(in snapshot: RenderSnapshot) -> [Placement] {
    var result: [Placement] = []
    collect(snapshot.root, parent: nil, parentMap: .identity, into: &result)
    return result
  }

  /// The viewport frame of the first visible layer named `name`, in drawing order.
  package static func frame(ofLayerNamed name: String, in snapshot: RenderSnapshot) -> CGRect? {
    placements(in: snapshot).first { $0.name == name }?.frame
  }

  /// Pre-order from an explicit stack, so a deep tree needs no call stack.
  private static func collect(
    _ root: RenderLayer, parent rootParent: RenderLayer?, parentMap rootMap: PlaneMap,
    into result: inout [Placement]
  ) {
    var stack: [(layer: RenderLayer, parent: RenderLayer?, parentMap: PlaneMap)] = [(root, rootParent, rootMap)]
    while let (layer, parent, parentMap) = stack.popLast() {
      guard !layer.isHidden else { continue }
      let map = layerToParent(layer, parent: parent).planar.then(parentMap)
      if !layer.isDoubleSided && map.determinant < 0 { continue }
      let b = layer.bounds
      let corners = [(b.minX, b.minY), (b.maxX, b.minY), (b.maxX, b.maxY), (b.minX, b.maxY)]
      let quad = corners.map { c -> CGPoint in
        let p = map.apply(Double(c.0), Double(c.1))
        return CGPoint(x: p.x, y: p.y)
      }
      let xs = quad.map(\.x)
      let ys = quad.map(\.y)
      let frame = CGRect(
        x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
      result.append(Placement(id: layer.id, name: layer.name, quad: quad, frame: frame, map: map))
      for sublayer in layer.sublayers.reversed() {
        stack.append((sublayer, layer, map))
      }
    }
  }
}

import Foundation
import OpenQuartzCore
import OpenUIKitRender

/// One frame as the stage renderer of the player draws it (`Resources/Player/stage.js`): each
/// layer's values in `LayerState.codes` order (CSS-ready JSON, the timeline player's own
/// encoding), names, and the tree as `[id, parentId, …]` in drawing order.
struct LiveFrame: Equatable {
  var values: [Int: [String]] = [:]
  var names: [Int: String] = [:]
  var tree: [Int] = []
  var count: Int { values.count }
}

/// Flattens render frames and computes the changes between two of them in the stage
/// renderer's `apply(delta)` format — `{defs, set, tree}` — so the studio streams only the
/// layers and properties that changed.
enum LiveFrameDiff {
  /// What a layer's encoded values depend on: the layer without its sublayers, the parent's
  /// geometry that places it, and whether it shows its back.
  struct EncodingKey: Equatable {
    var layer: RenderLayer
    var parentBounds: CGRect?
    var parentSublayerTransform: CATransform3D?
    var showsBack: Bool
  }

  /// Encoded values of the last frame by layer id: a layer that did not change is not encoded
  /// again (most layers of most frames).
  typealias Cache = [Int: (key: EncodingKey, values: [String])]

  static func frame(_ root: RenderLayer, cache: inout Cache) -> LiveFrame {
    var f = LiveFrame()
    var next: Cache = [:]
    // Parents first in drawing order, from an explicit stack: a deep tree needs no call stack.
    var stack: [(layer: RenderLayer, parent: RenderLayer?, toViewport: PlaneMap)] = [(root, nil, .identity)]
    while let (layer, parent, toViewport) = stack.popLast() {
      let accumulated = RenderGeometry.layerToParent(layer, parent: parent).planar.then(toViewport)
      f.tree.append(layer.id)
      f.tree.append(parent?.id ?? -1)
      if let name = layer.name { f.names[layer.id] = name }
      var bare = layer
      bare.sublayers = []
      let key = EncodingKey(
        layer: bare, parentBounds: parent?.bounds, parentSublayerTransform: parent?.sublayerTransform,
        showsBack: !layer.isDoubleSided && accumulated.determinant < 0)
      let values: [String]
      if let cached = cache[layer.id], cached.key == key {
        values = cached.values
      } else {
        values = LayerState.values(of: layer, parent: parent, showsBack: key.showsBack)
      }
      next[layer.id] = (key, values)
      f.values[layer.id] = values
      for s in layer.sublayers.reversed() { stack.append((s, layer, accumulated)) }
    }
    cache = next
    return f
  }

  static func frame(_ root: RenderLayer) -> LiveFrame {
    var cache: Cache = [:]
    return frame(root, cache: &cache)
  }

  private static func def(_ id: Int, _ f: LiveFrame) -> LiveJSON {
    .array([.number(Double(id)), f.names[id].map { .string($0) } ?? .null])
  }

  private static func sets(_ id: Int, _ values: [String], changedFrom old: [String]?) -> [LiveJSON] {
    var out: [LiveJSON] = []
    for (i, value) in values.enumerated() where old?[i] != value {
      out.append(.array([.number(Double(id)), .string(LayerState.codes[i]), .raw(value)]))
    }
    return out
  }

  /// The whole frame (every layer, every property, the tree).
  static func full(_ f: LiveFrame) -> LiveJSON {
    var defs: [LiveJSON] = []
    var set: [LiveJSON] = []
    for i in stride(from: 0, to: f.tree.count, by: 2) {
      let id = f.tree[i]
      defs.append(def(id, f))
      set += sets(id, f.values[id] ?? [], changedFrom: nil)
    }
    return .object([("defs", .array(defs)), ("set", .array(set)), ("tree", .array(f.tree.map { .number(Double($0)) }))])
  }

  /// What changed from `old` to `new`; nil when nothing did.
  static func delta(from old: LiveFrame, to new: LiveFrame) -> LiveJSON? {
    var defs: [LiveJSON] = []
    var set: [LiveJSON] = []
    for i in stride(from: 0, to: new.tree.count, by: 2) {
      let id = new.tree[i]
      let previous = old.values[id]
      if previous == nil { defs.append(def(id, new)) }
      if previous != new.values[id] { set += sets(id, new.values[id] ?? [], changedFrom: previous) }
    }
    let treeChanged = old.tree != new.tree
    if defs.isEmpty && set.isEmpty && !treeChanged { return nil }
    var members: [(String, LiveJSON)] = []
    if !defs.isEmpty { members.append(("defs", .array(defs))) }
    if !set.isEmpty { members.append(("set", .array(set))) }
    if treeChanged { members.append(("tree", .array(new.tree.map { .number(Double($0)) }))) }
    return .object(members)
  }

  static func matrix(_ m: CATransform3D) -> LiveJSON {
    .array(
      [m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44]
        .map { .number(Double($0)) })
  }
}

/// The player's front-end files (the stage renderer and its style sheet), shared with the
/// demo page: the studio serves them as they are.
public enum LivePlayerAssets {
  public static let files = HTMLTimelineAssets.scriptFiles + HTMLTimelineAssets.styleFiles

  public static func text(of file: String) -> String? {
    files.contains(file) ? HTMLTimelineAssets.text(of: file) : nil
  }
}

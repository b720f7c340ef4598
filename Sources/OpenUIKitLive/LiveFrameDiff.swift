import Foundation
import OpenQuartzCore

/// One layer of a frame, flattened: its parent, its sublayers in drawing order and the values
/// the page draws, by property name.
struct LiveNode: Equatable {
  var parent: Int
  var children: [Int]
  var props: [String: LiveJSON]
}

/// Flattens render frames and computes what changed between two of them: the frame deltas
/// the studio streams (only changed layers, only changed properties).
enum LiveFrameDiff {
  /// The layers of `root`'s tree by id (the root's parent is 0).
  static func flatten(_ root: RenderLayer) -> [Int: LiveNode] {
    var nodes: [Int: LiveNode] = [:]
    func visit(_ layer: RenderLayer, parent: Int) {
      nodes[layer.id] = LiveNode(parent: parent, children: layer.sublayers.map(\.id), props: props(of: layer))
      for s in layer.sublayers { visit(s, parent: layer.id) }
    }
    visit(root, parent: 0)
    return nodes
  }

  /// The drawn values of one layer. Defaults are left out (a missing key means the default).
  static func props(of l: RenderLayer) -> [String: LiveJSON] {
    var p: [String: LiveJSON] = [:]
    p["b"] = .array([.number(l.bounds.minX), .number(l.bounds.minY), .number(l.bounds.width), .number(l.bounds.height)])
    p["p"] = .array([.number(l.position.x), .number(l.position.y)])
    if l.anchorPoint != CGPoint(x: 0.5, y: 0.5) { p["a"] = .array([.number(l.anchorPoint.x), .number(l.anchorPoint.y)]) }
    if !CATransform3DIsIdentity(l.transform) { p["t"] = matrix(l.transform) }
    if !CATransform3DIsIdentity(l.sublayerTransform) { p["st"] = matrix(l.sublayerTransform) }
    if l.opacity != 1 { p["o"] = .number(l.opacity) }
    if l.isHidden { p["h"] = .bool(true) }
    if l.zPosition != 0 { p["z"] = .number(l.zPosition) }
    if let c = l.backgroundColor { p["bg"] = color(c) }
    if l.cornerRadius > 0 {
      p["r"] = .number(l.cornerRadius)
      if l.maskedCorners != 15 { p["rm"] = .number(Double(l.maskedCorners)) }
    }
    if l.masksToBounds { p["clip"] = .bool(true) }
    if l.borderWidth > 0, let c = l.borderColor { p["bw"] = .number(l.borderWidth); p["bc"] = color(c) }
    if l.shadowOpacity > 0, let c = l.shadowColor {
      p["sh"] = .array([
        color(c), .number(l.shadowOpacity), .number(l.shadowRadius), .number(l.shadowOffset.width),
        .number(l.shadowOffset.height),
      ])
    }
    if let t = l.text {
      p["tx"] = .array([
        .string(t.string), .number(t.fontSize), .bool(t.isBold), color(t.color), .string(t.alignment.rawValue),
      ])
    }
    if let g = l.gradient, let first = g.stops.first, let last = g.stops.last {
      // The page draws a linear approximation of any gradient kind between its end stops.
      p["gr"] = .array([
        .string(g.kind.rawValue), .number(g.startPoint.x), .number(g.startPoint.y), .number(g.endPoint.x),
        .number(g.endPoint.y), color(first.color), color(last.color),
      ])
    }
    if let shape = l.shape, let fill = shape.fillColor, shape.fills { p["fill"] = color(fill) }
    if let name = l.name { p["n"] = .string(name) }
    return p
  }

  static func matrix(_ m: CATransform3D) -> LiveJSON {
    .array(
      [m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44]
        .map { .number(Double($0)) })
  }

  static func color(_ c: RenderColor) -> LiveJSON {
    .string(
      "rgba(\(Int((c.red * 255).rounded())),\(Int((c.green * 255).rounded())),\(Int((c.blue * 255).rounded())),\(LiveJSON.format(c.alpha)))"
    )
  }

  /// The whole tree as one message member: `[[id, parent, children, props], …]` parents first.
  static func full(_ nodes: [Int: LiveNode], root: Int) -> LiveJSON {
    var items: [LiveJSON] = []
    func visit(_ id: Int) {
      guard let n = nodes[id] else { return }
      items.append(.array([.number(Double(id)), .number(Double(n.parent)), ids(n.children), object(n.props)]))
      for c in n.children { visit(c) }
    }
    visit(root)
    return .array(items)
  }

  /// What changed from `old` to `new`: `add` (new layers, parents first, whole), `set`
  /// (changed properties of kept layers; `null` resets a property to its default), `kids`
  /// (new sublayer orders) and `del` (removed layer ids). Nil when nothing changed.
  static func delta(from old: [Int: LiveNode], to new: [Int: LiveNode], root: Int) -> LiveJSON? {
    var add: [LiveJSON] = []
    var set: [LiveJSON] = []
    var kids: [LiveJSON] = []
    func visit(_ id: Int) {
      guard let n = new[id] else { return }
      if let o = old[id], o.parent == n.parent {
        if o.props != n.props {
          var changed: [(String, LiveJSON)] = []
          for (k, v) in n.props.sorted(by: { $0.key < $1.key }) where o.props[k] != v { changed.append((k, v)) }
          for k in o.props.keys.sorted() where n.props[k] == nil { changed.append((k, .null)) }
          set.append(.array([.number(Double(id)), .object(changed)]))
        }
        if o.children != n.children { kids.append(.array([.number(Double(id)), ids(n.children)])) }
      } else {
        add.append(.array([.number(Double(id)), .number(Double(n.parent)), ids(n.children), object(n.props)]))
      }
      for c in n.children { visit(c) }
    }
    visit(root)
    let removed = old.keys.filter { id in new[id].map { $0.parent != old[id]!.parent } ?? true }.sorted()
    if add.isEmpty && set.isEmpty && kids.isEmpty && removed.isEmpty { return nil }
    var members: [(String, LiveJSON)] = []
    if !removed.isEmpty { members.append(("del", ids(removed))) }
    if !add.isEmpty { members.append(("add", .array(add))) }
    if !set.isEmpty { members.append(("set", .array(set))) }
    if !kids.isEmpty { members.append(("kids", .array(kids))) }
    return .object(members)
  }

  static func ids(_ ids: [Int]) -> LiveJSON { .array(ids.map { .number(Double($0)) }) }

  static func object(_ props: [String: LiveJSON]) -> LiveJSON {
    .object(props.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
  }
}

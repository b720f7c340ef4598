/*
 * OpenUIKit stage renderer: draws one frame's layer states into a DOM element.
 *
 * Shared by the timeline player (demo page) and the live studio, which calls it with frames
 * decoded from the server. Plain ES2017, no libraries, no globals but `OpenUIKitFrontEnd`.
 *
 * Interface (all on `OpenUIKitFrontEnd.Stage`):
 *
 *   var stage = new OpenUIKitFrontEnd.Stage(element)
 *       `element` is the stage: a positioned box the size of the viewport (in points = CSS px).
 *       Give it the class "stage" so the style sheet (stage.css) positions the layer elements.
 *
 *   stage.define(id, name)
 *       Makes the element of layer `id` (an integer, stable over the layer's life; see
 *       RenderLayer.id). `name` is the layer's name or null (kept as `data-name`). Idempotent.
 *
 *   stage.set(id, code, value)
 *       Writes one property of layer `id`; `code` and `value` are those of
 *       TimelineTrackEncoder's table (t transform, w/h size, o opacity, v visible,
 *       b background, r corner radius, c masksToBounds, e border, s shadow, k clip path,
 *       x text, p shape markup, g contents markup, i gradient, f backdrop, q shadow path; m model values,
 *       kept in node.values for the inspector, not drawn).
 *
 *   stage.setTree(pairs)
 *       The layer tree in drawing order as a flat array [id, parentId, id, parentId, …];
 *       parentId -1 is the stage itself. Layers not listed are taken off the stage (their
 *       elements and state are kept for when they come back).
 *
 *   stage.apply(delta)
 *       One frame's changes: { defs: [[id, name], …]?, tree: [pairs]?, set: [[id, code, value], …]? }
 *       — defines, then sets properties, then (if present) replaces the tree. A full frame is
 *       the same object with every layer's every property.
 *
 *   stage.node(id)          -> { el, name } of a defined layer, or undefined
 *   stage.ids()             -> ids of the layers on the stage, in drawing order
 *   stage.layerAt(x, y)     -> id of the topmost visible layer element under the client point, or -1
 *
 * The stage never reads time: the caller decides which frame to show.
 */
(function () {
  "use strict";
  var ns = window.OpenUIKitFrontEnd = window.OpenUIKitFrontEnd || {};

  // Style setters per track code (see TimelineTrackEncoder).
  var SET = {
    t: function (n, v) { n.s.transform = v; },
    w: function (n, v) { n.s.width = v + "px"; },
    h: function (n, v) { n.s.height = v + "px"; },
    o: function (n, v) { n.s.opacity = String(v); },
    v: function (n, v) { n.s.display = v ? "" : "none"; },
    b: function (n, v) {
      n.bg = v;
      if (n.shadow) { n.shadow.lastChild.style.backgroundColor = v || "transparent"; n.s.backgroundColor = "transparent"; }
      else { n.s.backgroundColor = v || "transparent"; }
    },
    r: function (n, v) { n.s.borderRadius = typeof v === "string" ? v : v + "px"; },
    c: function (n, v) { n.s.overflow = v ? "hidden" : "visible"; },
    e: function (n, v) {
      if (v) { n.s.outline = v[0] + "px solid " + v[1]; n.s.outlineOffset = (-v[0]) + "px"; }
      else { n.s.outline = "none"; }
    },
    s: function (n, v) { n.s.filter = v || "none"; },
    k: function (n, v) { n.s.clipPath = v || "none"; },
    x: function (n, v) {
      if (!v) { if (n.text) { n.text.remove(); n.text = null; } return; }
      if (!n.text) { n.text = document.createElement("span"); n.text.className = "x"; }
      if (n.text.parentNode !== n.el) { n.el.insertBefore(n.text, n.el.firstChild); }
      n.text.textContent = v[0];
      var st = n.text.style;
      st.fontSize = v[1] + "px";
      st.fontWeight = v[2] ? "bold" : "normal";
      st.color = v[3];
      var a = v[4] === "center" ? "center" : v[4] === "right" ? "flex-end" : "flex-start";
      st.justifyContent = a;
      st.textAlign = v[4] === "center" ? "center" : v[4] === "right" ? "right" : "left";
    },
    // A shape layer's paths in an <svg> child covering the element (overflow visible).
    p: function (n, v) {
      if (!v) { if (n.shape) { n.shape.remove(); n.shape = null; } return; }
      if (!n.shape) { n.shape = document.createElement("div"); n.shape.className = "p"; }
      if (n.shape.parentNode !== n.el) { n.el.insertBefore(n.shape, n.text ? n.text.nextSibling : n.el.firstChild); }
      // The HTML parser puts <svg> content in the SVG namespace.
      n.shape.innerHTML = "<svg width=\"100%\" height=\"100%\">" + v + "</svg>";
    },
    // The layer's contents image: an <svg> child below the text and the shape.
    g: function (n, v) {
      if (!v) { if (n.image) { n.image.remove(); n.image = null; } return; }
      if (!n.image) { n.image = document.createElement("div"); n.image.className = "p"; }
      if (n.image.parentNode !== n.el) { n.el.insertBefore(n.image, n.grad ? n.grad.nextSibling : n.el.firstChild); }
      n.image.innerHTML = "<svg width=\"100%\" height=\"100%\">" + v + "</svg>";
    },
    // A gradient layer's gradient: a 100px square with the CSS gradient, scaled to the
    // bounds, in a wrapper clipped to the border radius, below everything else.
    i: function (n, v) {
      if (!v) { if (n.grad) { n.grad.remove(); n.grad = null; } return; }
      if (!n.grad) {
        n.grad = document.createElement("div"); n.grad.className = "p";
        n.grad.style.overflow = "hidden"; n.grad.style.borderRadius = "inherit";
        var sq = document.createElement("div"), q = sq.style;
        q.position = "absolute"; q.left = "0"; q.top = "0"; q.width = "100px"; q.height = "100px";
        q.transformOrigin = "0 0";
        n.grad.appendChild(sq);
      }
      if (n.grad.parentNode !== n.el) { n.el.insertBefore(n.grad, n.el.firstChild); }
      var gs = n.grad.firstChild.style;
      gs.backgroundImage = v[0];
      gs.transform = "scale(" + v[1] + "," + v[2] + ")";
    },
    // A visual effect's backdrop: blur what lies behind, then the tint over it.
    f: function (n, v) {
      var blur = v ? "blur(" + v[0] + "px)" : "none";
      n.s.backdropFilter = blur;
      n.s.webkitBackdropFilter = blur;
      n.s.backgroundImage = v ? "linear-gradient(" + v[1] + "," + v[1] + ")" : "none";
    },
    // A shadow path's shadow: an <svg> first child, then a child painting the background
    // above it (the element's own background would be below every child).
    q: function (n, v) {
      if (!v) {
        if (n.shadow) { n.shadow.remove(); n.shadow = null; n.s.backgroundColor = n.bg || "transparent"; }
        return;
      }
      if (!n.shadow) {
        n.shadow = document.createElement("div"); n.shadow.className = "p"; n.shadow.style.borderRadius = "inherit";
        n.shadow.appendChild(document.createElement("div"));
        var fill = document.createElement("div"); fill.className = "p"; fill.style.borderRadius = "inherit";
        n.shadow.appendChild(fill);
        fill.style.backgroundColor = n.bg || "transparent";
        n.s.backgroundColor = "transparent";
      }
      n.shadow.firstChild.innerHTML = "<svg width=\"100%\" height=\"100%\">" + v + "</svg>";
    },
    // The model values that differ from the drawn ones: not drawn, kept for the inspector.
    m: function () {}
  };

  function Stage(element) {
    this.element = element;
    this.nodes = new Map();
    this.order = [];
  }

  Stage.prototype.define = function (id, name) {
    if (this.nodes.has(id)) return this.nodes.get(id);
    var el = document.createElement("div");
    el.className = "l";
    el.setAttribute("data-id", String(id));
    if (name !== null && name !== undefined) el.setAttribute("data-name", name);
    var node = { id: id, el: el, s: el.style, text: null, name: name === undefined ? null : name, values: {} };
    this.nodes.set(id, node);
    return node;
  };

  Stage.prototype.set = function (id, code, value) {
    var node = this.nodes.get(id), setter = SET[code];
    if (!node || !setter) return;
    node.values[code] = value;
    setter(node, value);
    // The shadow path's shadow stays below every other child.
    if (node.shadow && node.el.firstChild !== node.shadow) node.el.insertBefore(node.shadow, node.el.firstChild);
  };

  Stage.prototype.setTree = function (pairs) {
    var nodes = this.nodes, seen = new Set(), order = [];
    for (var i = 0; i + 1 < pairs.length; i += 2) {
      var node = nodes.get(pairs[i]);
      if (!node) continue;
      var parent = pairs[i + 1] < 0 ? this.element : nodes.get(pairs[i + 1]);
      parent = parent && parent.el ? parent.el : parent;
      if (!parent) continue;
      parent.appendChild(node.el);
      seen.add(pairs[i]);
      order.push(pairs[i]);
    }
    nodes.forEach(function (node, id) { if (!seen.has(id) && node.el.parentNode) node.el.remove(); });
    this.order = order;
    this.parents = pairs.slice();
  };

  Stage.prototype.apply = function (delta) {
    var self = this;
    if (delta.defs) delta.defs.forEach(function (d) { self.define(d[0], d[1]); });
    if (delta.set) delta.set.forEach(function (s) { self.set(s[0], s[1], s[2]); });
    if (delta.tree) this.setTree(delta.tree);
  };

  Stage.prototype.node = function (id) { return this.nodes.get(id); };
  Stage.prototype.ids = function () { return this.order.slice(); };

  Stage.prototype.layerAt = function (x, y) {
    var hits = document.elementsFromPoint(x, y);
    for (var i = 0; i < hits.length; i++) {
      var el = hits[i].closest ? hits[i].closest(".l") : null;
      if (el && this.element.contains(el)) return Number(el.getAttribute("data-id"));
    }
    return -1;
  };

  Stage.codes = Object.keys(SET);

  // A Stage in `element` with every layer's element made once: tracks with one value are
  // applied now; animated tracks are returned as `dynamic` ({id, code, arr, cur}) for the
  // caller's per-frame render.
  Stage.build = function (element, layers) {
    var stage = new Stage(element), dynamic = [];
    layers.forEach(function (layer) {
      stage.define(layer.id, layer.name);
      Object.keys(layer.tracks).forEach(function (code) {
        var arr = layer.tracks[code];
        if (arr.length === 2) stage.set(layer.id, code, arr[1]);
        else if (arr.length > 2) dynamic.push({ id: layer.id, code: code, arr: arr, cur: -1 });
      });
    });
    return { stage: stage, dynamic: dynamic };
  };
  ns.Stage = Stage;
})();

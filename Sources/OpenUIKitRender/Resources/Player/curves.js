/*
 * The curve view: one small plot per animated property of a layer over the whole scenario
 * (opacity, position x/y and scale from the transform, width, height, corner radius), a line at
 * the frame shown; clicking a plot seeks there. Like a browser's animation inspector.
 *
 *   new OpenUIKitFrontEnd.Curves(player, layerId, parentElement)
 */
(function () {
  "use strict";
  var ns = window.OpenUIKitFrontEnd = window.OpenUIKitFrontEnd || {};
  var u = ns.util;

  // Numbers in a CSS transform: [tx, ty, scale].
  function transformParts(v) {
    var m = /matrix(3d)?\(([^)]*)\)/.exec(v || "");
    if (!m) return [0, 0, 1];
    var n = m[2].split(",").map(Number);
    if (m[1]) return [n[12], n[13], Math.hypot(n[0], n[1])];
    return [n[4], n[5], Math.hypot(n[0], n[1])];
  }

  // [{label, values per frame}] of the layer's tracks that change.
  function series(sc, layerId) {
    var layer = null;
    for (var i = 0; i < sc.layers.length; i++) if (sc.layers[i].id === layerId) { layer = sc.layers[i]; break; }
    if (!layer) return [];
    var frames = sc.times.length, out = [];
    function sample(arr, pick) {
      var values = new Array(frames);
      for (var f = 0; f < frames; f++) {
        var k = u.keyAt(arr, f);
        values[f] = k < 0 ? null : pick(arr[2 * k + 1]);
      }
      return values;
    }
    function add(code, label, pick) {
      var arr = layer.tracks[code];
      if (!arr || arr.length <= 2) return;
      var values = sample(arr, pick), lo = Infinity, hi = -Infinity;
      values.forEach(function (v) { if (v !== null && isFinite(v)) { lo = Math.min(lo, v); hi = Math.max(hi, v); } });
      if (hi - lo > 1e-9) out.push({ label: label, values: values, lo: lo, hi: hi });
    }
    add("o", "opacity", Number);
    add("t", "x", function (v) { return transformParts(v)[0]; });
    add("t", "y", function (v) { return transformParts(v)[1]; });
    add("t", "scale", function (v) { return transformParts(v)[2]; });
    add("w", "width", Number);
    add("h", "height", Number);
    add("r", "cornerRadius", function (v) { return typeof v === "number" ? v : parseFloat(v); });
    return out;
  }

  function Curves(player, layerId, parent) {
    var list = series(player.sc, layerId), box = document.createElement("div"), nows = [];
    this.nows = nows;
    this.frames = player.sc.times.length;
    box.className = "curves";
    if (!list.length) {
      var p = document.createElement("p"); p.className = "hint";
      p.textContent = "No animated property on this layer.";
      box.appendChild(p); parent.appendChild(box); return;
    }
    var frames = player.sc.times.length, W = 300, H = 44;
    list.forEach(function (s) {
      var fig = document.createElement("figure");
      var cap = document.createElement("figcaption");
      cap.textContent = s.label + " " + (Math.round(s.lo * 1000) / 1000) + " \u2192 " + (Math.round(s.hi * 1000) / 1000);
      var pts = [];
      s.values.forEach(function (v, f) {
        if (v === null) return;
        var px = frames > 1 ? f / (frames - 1) * W : 0, py = H - 2 - (v - s.lo) / (s.hi - s.lo) * (H - 4);
        pts.push(px.toFixed(1) + "," + py.toFixed(1));
      });
      var x = frames > 1 ? player.frame / (frames - 1) * W : 0;
      // The HTML parser puts <svg> content in the SVG namespace.
      var holder = document.createElement("div");
      holder.innerHTML = "<svg viewBox=\"0 0 " + W + " " + H + "\" preserveAspectRatio=\"none\">" +
        "<polyline class=\"curve\" points=\"" + pts.join(" ") + "\"></polyline>" +
        "<line class=\"now\" x1=\"" + x + "\" x2=\"" + x + "\" y1=\"0\" y2=\"" + H + "\"></line></svg>";
      var svg = holder.firstChild;
      svg.setAttribute("data-property", s.label);
      nows.push(svg.lastChild);
      svg.addEventListener("click", function (e) {
        var r = svg.getBoundingClientRect(), f = Math.round((e.clientX - r.left) / r.width * (frames - 1));
        player.pause(); player.seek(player.times[Math.min(Math.max(f, 0), frames - 1)]); player.changed();
      });
      fig.append(cap, svg);
      box.appendChild(fig);
    });
    parent.appendChild(box);
  }

  // Moves the line of the frame shown.
  Curves.prototype.setFrame = function (f) {
    var x = this.frames > 1 ? f / (this.frames - 1) * 300 : 0;
    this.nows.forEach(function (n) { n.setAttribute("x1", x); n.setAttribute("x2", x); });
  };

  Curves.series = series;
  ns.Curves = Curves;
})();

/*
 * The layer inspector: click a layer on the stage to select it. The panel shows its name, the
 * view or controller that owns it (from the layer's name: "B.view" is controller B's view),
 * its frame on the stage, opacity, transform, size, colours and the other drawn values at the
 * shown frame, the layer tree (click an entry to select it), and the curve plot of each of its
 * animated properties (curves.js).
 *
 *   var inspector = new OpenUIKitFrontEnd.Inspector(player, panelElement)
 *   inspector.select(id)   selects a layer (-1: none); inspector.update() after a new frame.
 *
 * The recording holds what is drawn, i.e. the presentation values, and, while an animation
 * shows other values than the model's, the model values (the `m` track): the table shows
 * both, the model's in a second column ("model") where they differ.
 */
(function () {
  "use strict";
  var ns = window.OpenUIKitFrontEnd = window.OpenUIKitFrontEnd || {};

  var LABELS = { t: "transform", w: "width", h: "height", o: "opacity", v: "visible", b: "backgroundColor",
    r: "cornerRadius", c: "masksToBounds", e: "border", s: "shadow", k: "mask", x: "text",
    p: "shape", g: "contents", i: "gradient", f: "backdrop", q: "shadowPath" };
  var SHOWN = ["o", "t", "w", "h", "b", "r", "c", "v", "e", "s", "x", "f"];

  function short(v) {
    var s = typeof v === "string" ? v : JSON.stringify(v);
    return s.length > 90 ? s.slice(0, 87) + "\u2026" : s;
  }

  function owner(name) {
    if (!name) return "";
    var m = /^(.*)\.view$/.exec(name);
    if (m) return "the view of controller " + m[1];
    var dot = name.lastIndexOf(".");
    return dot > 0 ? name.slice(0, dot) : "";
  }

  function Inspector(player, panel) {
    this.player = player;
    this.panel = panel;
    this.selected = -1;
    var self = this;
    this.highlight = document.createElement("div");
    this.highlight.className = "sel";
    this.highlight.hidden = true;
    player.stageBox.appendChild(this.highlight);
    player.stageBox.addEventListener("click", function (e) {
      self.select(player.stage.layerAt(e.clientX, e.clientY));
    });
    this.render();
  }

  Inspector.prototype.select = function (id) {
    this.selected = this.player.stage.node(id) ? id : -1;
    this.render();
  };

  Inspector.prototype.update = function () {
    if (this.selected >= 0) this.fill();
  };

  Inspector.prototype.render = function () {
    var panel = this.panel, player = this.player, stage = player.stage, self = this;
    panel.textContent = "";
    var node = this.selected >= 0 ? stage.node(this.selected) : null;
    var head = document.createElement("p");
    head.className = "hint";
    if (!node) {
      head.textContent = "Click a layer on the stage (or in the tree) to inspect it.";
      panel.appendChild(head);
      this.highlight.hidden = true;
      this.appendTree();
      return;
    }
    head.textContent = "";
    var title = document.createElement("b");
    title.textContent = (node.name || "layer #" + node.id);
    head.append(title);
    var who = owner(node.name);
    if (who) head.append(" \u2014 " + who);
    panel.appendChild(head);

    this.table = document.createElement("table");
    panel.appendChild(this.table);
    var note = document.createElement("p");
    note.className = "hint";
    note.textContent = "Presentation values at the frame shown (what is drawn); the model column lists the layer's model values where a running animation shows others.";
    panel.appendChild(note);
    this.curves = ns.Curves ? new ns.Curves(player, this.selected, panel) : null;
    this.appendTree();
    this.fill();
    void self;
  };

  // The values table and the highlight box for the frame shown.
  Inspector.prototype.fill = function () {
    var node = this.player.stage.node(this.selected), table = this.table, player = this.player;
    if (!node || !table) return;
    table.textContent = "";
    var model = node.values.m || null;
    function row(label, value, modelValue, code) {
      var tr = document.createElement("tr"), th = document.createElement("th"), td = document.createElement("td");
      th.textContent = label; td.textContent = value;
      tr.append(th, td);
      if (model) {
        var tm = document.createElement("td");
        tm.className = "model";
        tm.textContent = modelValue === undefined ? "" : modelValue;
        tr.appendChild(tm);
      }
      if (code) tr.setAttribute("data-code", code);
      table.appendChild(tr);
    }
    if (model) {
      var head = document.createElement("tr");
      head.className = "columns";
      ["", "presentation", "model"].forEach(function (t) { var th = document.createElement("th"); th.textContent = t; head.appendChild(th); });
      table.appendChild(head);
    }
    var frame = this.frameOnStage(node);
    row("frame", frame ? frame.map(function (v) { return Math.round(v * 10) / 10; }).join(", ") + " (on the stage)" : "not on the stage");
    SHOWN.forEach(function (code) {
      if (node.values[code] === undefined) return;
      row(LABELS[code], short(node.values[code]), model && model[code] !== undefined ? short(model[code]) : undefined, code);
    });
    if (this.curves) this.curves.setFrame(player.frame);
    // The highlight box, in the stage box's (unscaled) coordinates.
    if (frame) {
      var r = node.el.getBoundingClientRect(), box = player.stageBox.getBoundingClientRect(), h = this.highlight.style;
      h.left = (r.left - box.left) + "px"; h.top = (r.top - box.top) + "px";
      h.width = r.width + "px"; h.height = r.height + "px";
      this.highlight.hidden = false;
    } else {
      this.highlight.hidden = true;
    }
  };

  // [x, y, width, height] of the element's bounding box on the stage, in points.
  Inspector.prototype.frameOnStage = function (node) {
    if (!node.el.isConnected) return null;
    var r = node.el.getBoundingClientRect(), s = this.player.stageElement.getBoundingClientRect(), k = this.player.scale;
    return [(r.left - s.left) / k, (r.top - s.top) / k, r.width / k, r.height / k];
  };

  // The layer tree at the shown frame, indented; the selected layer marked.
  Inspector.prototype.appendTree = function () {
    var stage = this.player.stage, pairs = stage.parents || [], depth = new Map(), self = this;
    var details = document.createElement("details");
    details.className = "tree";
    details.open = this.treeOpen === true;
    details.addEventListener("toggle", function () { self.treeOpen = details.open; });
    var summary = document.createElement("summary");
    summary.textContent = "Layer tree (" + pairs.length / 2 + " layers)";
    details.appendChild(summary);
    var list = document.createElement("ul");
    for (var i = 0; i + 1 < pairs.length && i < 800; i += 2) {
      var id = pairs[i], parent = pairs[i + 1], d = parent < 0 ? 0 : (depth.get(parent) || 0) + 1;
      depth.set(id, d);
      var node = stage.node(id), li = document.createElement("li");
      li.style.paddingLeft = (d * 10) + "px";
      li.textContent = node && node.name ? node.name : "#" + id;
      li.setAttribute("data-id", String(id));
      if (id === this.selected) li.className = "on";
      li.addEventListener("click", (function (layer) { return function () { self.treeOpen = true; self.select(layer); }; })(id));
      list.appendChild(li);
    }
    details.appendChild(list);
    this.panel.appendChild(details);
  };

  ns.Inspector = Inspector;
})();

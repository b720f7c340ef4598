/*
 * The timeline player: plays one scenario's recorded frames (TimelineTrackEncoder's JSON) on a
 * Stage, with play/pause, frame-step buttons, a frame scrubber with a tick per event, speed,
 * loop, the clock, the event log and its category filters.
 *
 *   var player = new OpenUIKitFrontEnd.Player(scenario, sectionElement, options)
 *
 * The device frame (status bar as each frame asks, home indicator, safe-area guides, screen
 * corners; device.js) is drawn over the stage while its "Device" box is checked.
 *
 * Where a synthesized touch is down, a finger marker (a translucent disc, `.finger`) is drawn
 * over the stage (the scenario's "fingers" track).
 *
 * options.onChange(player) is called when the shown time changes by a user action or playback
 * stops (the page writes the time into the URL). The stage scales down to fit its box
 * (player.fit(maxWidth, maxHeight)); player.scale is the factor.
 */
(function () {
  "use strict";
  var ns = window.OpenUIKitFrontEnd = window.OpenUIKitFrontEnd || {};
  var u = ns.util;

  function Player(sc, section, options) {
    this.sc = sc;
    this.section = section;
    this.options = options || {};
    this.stageElement = section.querySelector(".stage");
    this.stageBox = section.querySelector(".stagebox");
    this.button = section.querySelector(".play");
    this.scrub = section.querySelector(".scrub");
    this.speedSelect = section.querySelector(".speed");
    this.loopBox = section.querySelector(".loop");
    this.clock = section.querySelector(".clock");
    this.times = sc.times;
    this.t = sc.times.length ? sc.times[0] : 0;
    this.frame = -1;
    this.treeIndex = -1;
    this.playing = false;
    this.speed = 1;
    this.loop = true;
    this.scale = 1;
    this.last = null;
    this.held = 0;
    this.build();
    this.fingers = sc.fingers || [];
    this.fingerIndex = -1;
    this.fingerBox = document.createElement("div");
    this.fingerBox.className = "fingers";
    this.stageBox.appendChild(this.fingerBox);
    var self = this;
    this.log = new ns.Log(section.querySelector(".log"), sc.events, function (t) {
      self.pause(); self.seek(t); self.changed();
    });
    this.buildTicks();
    this.buildFilters();
    this.device = ns.Device ? new ns.Device(this) : null;
    this.deviceBox = section.querySelector(".devicebox");
    if (ns.Inspector) {
      var panel = section.querySelector(".inspector");
      if (!panel) {
        panel = document.createElement("div");
        panel.className = "inspector";
        section.querySelector(".logpane").appendChild(panel);
      }
      this.inspector = new ns.Inspector(this, panel);
    }
    // Buttons give the focus back to the page so the keys keep working after a click.
    function onClick(selector, action) {
      var b = section.querySelector(selector);
      if (b) b.addEventListener("click", function () { action(); b.blur(); });
    }
    onClick(".play", function () { if (self.playing) self.pause(); else self.play(); });
    onClick(".prev", function () { self.stepFrames(-1); });
    onClick(".next", function () { self.stepFrames(1); });
    onClick(".first", function () { self.pause(); self.seek(self.times[0]); self.changed(); });
    onClick(".last", function () { self.pause(); self.seek(self.times[self.times.length - 1]); self.changed(); });
    this.scrub.addEventListener("input", function () {
      var i = Number(self.scrub.value);
      if (i >= 0 && i < self.times.length) { self.seek(self.times[i]); self.changed(); }
    });
    this.speedSelect.addEventListener("change", function () {
      self.setSpeed(Number(self.speedSelect.value) || 1);
      if (self.options.onSpeed) self.options.onSpeed(self.speed);
      self.speedSelect.blur();
    });
    if (this.loopBox) this.loopBox.addEventListener("change", function () {
      self.loop = self.loopBox.checked;
      if (self.options.onLoop) self.options.onLoop(self.loop);
      self.loopBox.blur();
    });
    if (this.deviceBox) this.deviceBox.addEventListener("change", function () {
      self.setDevice(self.deviceBox.checked);
      if (self.options.onDevice) self.options.onDevice(self.device ? self.device.shown : false);
      self.deviceBox.blur();
    });
    this.tick = function (ts) { self.step(ts); };
    this.render(true);
  }

  // Every layer's element once; static tracks applied now, animated ones kept for render().
  Player.prototype.build = function () {
    var built = ns.Stage.build(this.stageElement, this.sc.layers), stage = built.stage, dynamic = built.dynamic;
    this.stage = stage;
    this.dynamic = dynamic;
  };

  // A tick on the scrubber at each distinct event frame, coloured by its first category.
  Player.prototype.buildTicks = function () {
    var box = this.section.querySelector(".ticks");
    if (!box || this.times.length < 2) return;
    var last = this.times.length - 1, seen = new Set(), self = this;
    this.sc.events.forEach(function (e) {
      var f = self.frameAt(e[0]);
      if (seen.has(f)) return;
      seen.add(f);
      var tick = document.createElement("span");
      tick.className = "tick";
      tick.setAttribute("data-category", e[1]);
      tick.style.left = (100 * f / last) + "%";
      tick.title = u.fmt(e[0]) + " s " + e[2] + " " + e[3];
      box.appendChild(tick);
    });
  };

  // One checkbox per event category: unchecking hides its log lines.
  Player.prototype.buildFilters = function () {
    var box = this.section.querySelector(".filters"), log = this.log;
    if (!box) return;
    log.categories.forEach(function (cat) {
      var label = document.createElement("label"), input = document.createElement("input");
      input.type = "checkbox"; input.checked = true; input.value = cat;
      input.addEventListener("change", function () { log.setHidden(cat, !input.checked); input.blur(); });
      label.append(input, " " + cat);
      box.appendChild(label);
    });
  };

  // The finger markers of frame f: one disc per touch down, in stage-box pixels.
  Player.prototype.showFingers = function (f, force) {
    var list = this.fingers, k = -1;
    for (var lo = 0, hi = list.length - 1; lo <= hi;) {
      var mid = (lo + hi) >> 1;
      if (list[mid][0] <= f) { k = mid; lo = mid + 1; } else { hi = mid - 1; }
    }
    if (k === this.fingerIndex && !force) return;
    this.fingerIndex = k;
    var points = k >= 0 ? list[k][1] : [], box = this.fingerBox;
    while (box.children.length > points.length / 2) box.lastChild.remove();
    while (box.children.length < points.length / 2) {
      var dot = document.createElement("span"); dot.className = "finger"; box.appendChild(dot);
    }
    for (var i = 0; i < points.length / 2; i++) {
      var st = box.children[i].style;
      st.left = (points[2 * i] * this.scale) + "px";
      st.top = (points[2 * i + 1] * this.scale) + "px";
    }
  };

  // Centres of the finger markers shown, in stage points (for tests).
  Player.prototype.fingerPoints = function () {
    var k = this.fingerIndex;
    return k >= 0 ? this.fingers[k][1].slice() : [];
  };

  Player.prototype.frameAt = function (t) {
    return Math.max(u.countUpTo(this.times, t + u.EPS) - 1, 0);
  };

  Player.prototype.render = function (force) {
    if (!this.times.length) return;
    var f = this.frameAt(this.t);
    if (f !== this.frame || force) {
      this.frame = f;
      var tree = this.sc.tree, ti = -1;
      for (var lo = 0, hi = tree.length - 1; lo <= hi;) {
        var mid = (lo + hi) >> 1;
        if (tree[mid][0] <= f) { ti = mid; lo = mid + 1; } else { hi = mid - 1; }
      }
      var treeChanged = ti !== this.treeIndex;
      if (treeChanged) { this.treeIndex = ti; if (ti >= 0) this.stage.setTree(tree[ti][1]); }
      for (var i = 0; i < this.dynamic.length; i++) {
        var tr = this.dynamic[i], k = u.keyAt(tr.arr, f);
        if (k !== tr.cur) { tr.cur = k; if (k >= 0) this.stage.set(tr.id, tr.code, tr.arr[2 * k + 1]); }
      }
      if (Number(this.scrub.value) !== f) this.scrub.value = String(f);
      this.showFingers(f);
      if (this.device) this.device.render(f, false);
      if (this.mirror) this.mirror.show(this.t);
      // The inspector lists the tree again when it changes (rare), else refreshes its values.
      if (this.inspector) { if (treeChanged) this.inspector.render(); else this.inspector.update(); }
      if (this.options.onFrame) this.options.onFrame(this);
    }
    if (this.mirror) this.mirror.show(this.t);
    this.log.sync(this.t);
    this.clock.textContent = u.fmt(this.t) + " s / " + u.fmt(this.times[this.times.length - 1]) +
      " s \u00b7 frame " + this.frame + "/" + (this.times.length - 1);
  };

  Player.prototype.seek = function (t) {
    if (!this.times.length) return;
    var first = this.times[0], end = this.times[this.times.length - 1];
    this.t = Math.min(Math.max(Number(t) || 0, first), end);
    this.last = null;
    this.render(false);
  };

  Player.prototype.stepFrames = function (n) {
    this.pause();
    var f = Math.min(Math.max(this.frame + n, 0), this.times.length - 1);
    this.seek(this.times[f]);
    this.changed();
  };

  Player.prototype.changed = function () { if (this.options.onChange) this.options.onChange(this); };

  Player.prototype.setSpeed = function (speed) {
    this.speed = speed;
    if (Number(this.speedSelect.value) !== speed) this.speedSelect.value = String(speed);
  };

  Player.prototype.setLoop = function (loop) {
    this.loop = loop;
    if (this.loopBox) this.loopBox.checked = loop;
  };

  // The device frame (device.js) on or off.
  Player.prototype.setDevice = function (on) {
    if (this.device) this.device.setShown(on);
    if (this.deviceBox) this.deviceBox.checked = !!(this.device && this.device.shown);
  };

  Player.prototype.play = function () {
    if (this.playing || !this.times.length) return;
    if (this.t >= this.times[this.times.length - 1] - u.EPS) this.seek(this.times[0]);
    this.playing = true;
    this.last = null;
    this.button.textContent = "Pause";
    this.section.classList.add("playing");
    requestAnimationFrame(this.tick);
  };

  Player.prototype.pause = function () {
    if (!this.playing) return;
    this.playing = false;
    this.button.textContent = "Play";
    this.section.classList.remove("playing");
    this.changed();
  };

  Player.prototype.step = function (ts) {
    if (!this.playing) return;
    var dt = this.last === null ? 0 : (ts - this.last) / 1000 * this.speed;
    this.last = ts;
    var first = this.times[0], end = this.times[this.times.length - 1];
    if (this.t >= end - u.EPS && this.loop && end > first) {
      // Looping: hold the last frame for 0.6 s of media time, then start over.
      this.held += dt;
      if (this.held >= 0.6) { this.held = 0; this.t = first; this.render(false); }
      requestAnimationFrame(this.tick);
      return;
    }
    this.held = 0;
    this.t += dt;
    if (this.t >= end) {
      this.t = end; this.render(false);
      if (!this.loop || end <= first) { this.pause(); return; }
    } else {
      this.render(false);
    }
    requestAnimationFrame(this.tick);
  };

  // Scales the stage down (never up) to fit maxWidth × maxHeight CSS px.
  Player.prototype.fit = function (maxWidth, maxHeight) {
    var w = this.sc.width, h = this.sc.height;
    var s = Math.min(1, maxWidth / w, maxHeight / h);
    if (!(s > 0)) s = 1;
    this.scale = s;
    this.stageElement.style.transform = s === 1 ? "" : "scale(" + s + ")";
    this.stageBox.style.width = (w * s) + "px";
    this.stageBox.style.height = (h * s) + "px";
    this.showFingers(this.frame, true);
    if (ns.Compare) ns.Compare.fit(this);
  };

  Player.prototype.layerRect = function (name) {
    var els = this.stageElement.querySelectorAll(".l");
    for (var i = 0; i < els.length; i++) {
      if (els[i].getAttribute("data-name") === name) return u.plainRect(els[i].getBoundingClientRect());
    }
    return null;
  };

  ns.Player = Player;
})();

/*
 * The timeline player: plays one scenario's recorded frames (TimelineTrackEncoder's JSON) on a
 * Stage, with play/pause, a frame scrubber, a speed control, the clock and the event log.
 * `new OpenUIKitFrontEnd.Player(scenario, sectionElement)`.
 */
(function () {
  "use strict";
  var ns = window.OpenUIKitFrontEnd = window.OpenUIKitFrontEnd || {};
  var u = ns.util;

  function Player(sc, section) {
    this.sc = sc;
    this.section = section;
    this.stageElement = section.querySelector(".stage");
    this.button = section.querySelector(".play");
    this.scrub = section.querySelector(".scrub");
    this.speedSelect = section.querySelector(".speed");
    this.clock = section.querySelector(".clock");
    this.times = sc.times;
    this.t = sc.times.length ? sc.times[0] : 0;
    this.frame = -1;
    this.treeIndex = -1;
    this.playing = false;
    this.speed = 1;
    this.last = null;
    this.build();
    this.log = new ns.Log(section.querySelector(".log"), sc.events);
    var self = this;
    this.button.addEventListener("click", function () { if (self.playing) self.pause(); else self.play(); });
    this.scrub.addEventListener("input", function () {
      var i = Number(self.scrub.value);
      if (i >= 0 && i < self.times.length) self.seek(self.times[i]);
    });
    this.speedSelect.addEventListener("change", function () { self.speed = Number(self.speedSelect.value) || 1; });
    this.tick = function (ts) { self.step(ts); };
    this.render(true);
  }

  // Every layer's element once; static tracks applied now, animated ones kept for render().
  Player.prototype.build = function () {
    var stage = new ns.Stage(this.stageElement), dynamic = [];
    this.sc.layers.forEach(function (layer) {
      stage.define(layer.id, layer.name);
      Object.keys(layer.tracks).forEach(function (code) {
        var arr = layer.tracks[code];
        if (arr.length === 2) stage.set(layer.id, code, arr[1]);
        else if (arr.length > 2) dynamic.push({ id: layer.id, code: code, arr: arr, cur: -1 });
      });
    });
    this.stage = stage;
    this.dynamic = dynamic;
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
      if (ti !== this.treeIndex) { this.treeIndex = ti; if (ti >= 0) this.stage.setTree(tree[ti][1]); }
      for (var i = 0; i < this.dynamic.length; i++) {
        var tr = this.dynamic[i], k = u.keyAt(tr.arr, f);
        if (k !== tr.cur) { tr.cur = k; if (k >= 0) this.stage.set(tr.id, tr.code, tr.arr[2 * k + 1]); }
      }
      if (Number(this.scrub.value) !== f) this.scrub.value = String(f);
    }
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

  Player.prototype.play = function () {
    if (this.playing || !this.times.length) return;
    if (this.t >= this.times[this.times.length - 1] - u.EPS) this.seek(this.times[0]);
    this.playing = true;
    this.last = null;
    this.button.textContent = "Pause";
    requestAnimationFrame(this.tick);
  };

  Player.prototype.pause = function () {
    this.playing = false;
    this.button.textContent = "Play";
  };

  Player.prototype.step = function (ts) {
    if (!this.playing) return;
    if (this.last !== null) this.t += (ts - this.last) / 1000 * this.speed;
    this.last = ts;
    var end = this.times[this.times.length - 1];
    if (this.t >= end) { this.t = end; this.render(false); this.pause(); return; }
    this.render(false);
    requestAnimationFrame(this.tick);
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

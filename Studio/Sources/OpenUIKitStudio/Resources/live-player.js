/*
 * The live adapter: what the demo page's inspector and curve view (the player's inspector.js and
 * curves.js) read from a recorded scenario — `sc.times`, `sc.layers[].tracks` (per property code,
 * [frame, value] keys, a value holding until the next key), `frame`, `stage` — built from the
 * studio's frame deltas as they arrive, over a rolling window of the last `maxFrames` frames.
 * Deltas hold only what changed, which is exactly a track's keys.
 *
 *   var live = new OpenUIKitStudio.LivePlayer(renderer, stageElement, stageBox, hooks)
 *   live.record(time, delta)   after each frame (the whole frame after hello or a resync)
 *
 * A live app cannot seek: clicking a plot pauses the app (hooks.pause) instead.
 */
(function () {
  "use strict";
  var ns = window.OpenUIKitStudio = window.OpenUIKitStudio || {};

  function LivePlayer(renderer, stageElement, stageBox, hooks) {
    this.stage = renderer;
    this.stageElement = stageElement;
    this.stageBox = stageBox;
    this.hooks = hooks || {};
    this.maxFrames = 600;
    this.sc = { times: [], layers: [] };
    this.times = this.sc.times;
    this.byId = new Map();
    this.frame = -1;
  }

  Object.defineProperty(LivePlayer.prototype, "scale", { get: function () { return this.hooks.scale ? this.hooks.scale() : 1; } });

  LivePlayer.prototype.layer = function (id) {
    var layer = this.byId.get(id);
    if (!layer) {
      layer = { id: id, tracks: {} };
      this.byId.set(id, layer);
      this.sc.layers.push(layer);
    }
    return layer;
  };

  // Appends one frame: every value the delta sets becomes a key of its layer's track.
  LivePlayer.prototype.record = function (time, delta) {
    if (this.sc.times.length >= this.maxFrames) this.trim(this.maxFrames / 2);
    this.sc.times.push(time);
    var f = this.sc.times.length - 1, self = this;
    this.frame = f;
    if (!delta || !delta.set) return;
    delta.set.forEach(function (s) {
      var tracks = self.layer(s[0]).tracks, arr = tracks[s[1]] || (tracks[s[1]] = []);
      if (arr.length && arr[arr.length - 2] === f) arr[arr.length - 1] = s[2];
      else arr.push(f, s[2]);
    });
  };

  // Drops the oldest `count` frames: each track keeps the value it had at the new first frame.
  LivePlayer.prototype.trim = function (count) {
    var u = window.OpenUIKitFrontEnd.util;
    this.sc.times.splice(0, count);
    this.sc.layers.forEach(function (layer) {
      Object.keys(layer.tracks).forEach(function (code) {
        var arr = layer.tracks[code], k = u.keyAt(arr, count), out = [];
        if (k >= 0) out.push(0, arr[2 * k + 1]);
        for (var i = Math.max(k + 1, 0); 2 * i < arr.length; i++) out.push(arr[2 * i] - count, arr[2 * i + 1]);
        layer.tracks[code] = out;
      });
    });
  };

  LivePlayer.prototype.pause = function () { if (this.hooks.pause) this.hooks.pause(); };
  LivePlayer.prototype.seek = function () {};
  LivePlayer.prototype.changed = function () {};

  ns.LivePlayer = LivePlayer;
})();

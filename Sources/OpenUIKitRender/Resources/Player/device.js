/*
 * The device frame on the demo page: the screen's rounded corners, the status bar (time,
 * signal, battery and Dynamic Island, drawn as each recorded frame asks: dark or light
 * content, hidden), the home indicator and the device's safe-area guides, over the stage.
 *
 * The layers come from the scenario's `device` tracks (TimelineTrackEncoder: the same
 * DeviceFrame layers `openuikit render --device-frame` draws in SVG and PNG), on a Stage of
 * their own in a `.device` box above the app's layers; nothing there takes clicks, so the
 * inspector still picks the app's layers.
 *
 *   var device = new OpenUIKitFrontEnd.Device(player)   // off until shown
 *   device.setShown(bool); device.shown
 *   device.render(frame, force)                          // the player calls it per frame
 *   device.safeRect()  -> [x, y, width, height] of the safe area on the stage (points)
 */
(function () {
  "use strict";
  var ns = window.OpenUIKitFrontEnd = window.OpenUIKitFrontEnd || {};
  var u = ns.util;

  function Device(player) {
    this.player = player;
    this.data = player.sc.device || null;
    this.shown = false;
    this.box = null;
  }

  // The overlay, built when first shown.
  Device.prototype.build = function () {
    var d = this.data, sc = this.player.sc, box = document.createElement("div");
    box.className = "device";
    var layers = document.createElement("div");
    layers.className = "device-layers";
    var safe = document.createElement("div");
    safe.className = "safe-area";
    safe.title = "Safe area";
    var s = d.safe;
    safe.style.left = s[1] + "px"; safe.style.top = s[0] + "px";
    safe.style.width = Math.max(sc.width - s[1] - s[3], 0) + "px";
    safe.style.height = Math.max(sc.height - s[0] - s[2], 0) + "px";
    box.append(safe, layers);
    var built = ns.Stage.build(layers, d.layers), stage = built.stage, dynamic = built.dynamic;
    this.stage = stage;
    this.dynamic = dynamic;
    this.treeIndex = -1;
    this.box = box;
  };

  Device.prototype.setShown = function (on) {
    on = !!on && !!this.data;
    this.shown = on;
    var el = this.player.stageElement;
    if (on && !this.box) this.build();
    if (on && this.box.parentNode !== el) el.appendChild(this.box);
    if (!on && this.box && this.box.parentNode) this.box.remove();
    // The screen's corners clip the app, as the glass does.
    el.style.borderRadius = on ? this.data.radius + "px" : "";
    this.player.stageBox.classList.toggle("device-on", on);
    if (on) this.render(this.player.frame, true);
  };

  Device.prototype.render = function (f, force) {
    if (!this.shown || f < 0) return;
    var tree = this.data.tree, ti = -1;
    for (var lo = 0, hi = tree.length - 1; lo <= hi;) {
      var mid = (lo + hi) >> 1;
      if (tree[mid][0] <= f) { ti = mid; lo = mid + 1; } else { hi = mid - 1; }
    }
    if (ti !== this.treeIndex || force) { this.treeIndex = ti; if (ti >= 0) this.stage.setTree(tree[ti][1]); }
    for (var i = 0; i < this.dynamic.length; i++) {
      var tr = this.dynamic[i], k = u.keyAt(tr.arr, f);
      if (k !== tr.cur || force) { tr.cur = k; if (k >= 0) this.stage.set(tr.id, tr.code, tr.arr[2 * k + 1]); }
    }
  };

  Device.prototype.safeRect = function () {
    var s = this.data.safe, sc = this.player.sc;
    return [s[1], s[0], sc.width - s[1] - s[3], sc.height - s[0] - s[2]];
  };

  ns.Device = Device;
})();

/*
 * Side by side: a second scenario drawn next to the player's stage on the same clock (the
 * player's media time, clamped to the other scenario's range) — finished next to cancelled,
 * compact next to regular.
 *
 *   var view = new OpenUIKitFrontEnd.TimelineView(scenario, stageElement)
 *   view.show(t)       draws the frame shown at media time t
 *   OpenUIKitFrontEnd.Compare.attach(player, scenarios)   adds the "Side by side" chooser
 */
(function () {
  "use strict";
  var ns = window.OpenUIKitFrontEnd = window.OpenUIKitFrontEnd || {};
  var u = ns.util;

  // A scenario's frames on a Stage, without controls.
  function TimelineView(sc, element) {
    var built = ns.Stage.build(element, sc.layers), stage = built.stage, dynamic = built.dynamic;
    this.sc = sc; this.stage = stage; this.dynamic = dynamic; this.frame = -1; this.treeIndex = -1;
  }

  TimelineView.prototype.show = function (t) {
    var times = this.sc.times;
    if (!times.length) return;
    var f = Math.max(u.countUpTo(times, t + u.EPS) - 1, 0);
    if (f === this.frame) return;
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
  };

  var Compare = {
    attach: function (player, scenarios) {
      var controls = player.section.querySelector(".controls");
      if (!controls || scenarios.length < 2) return;
      var label = document.createElement("label"), select = document.createElement("select");
      select.className = "compare";
      var none = document.createElement("option"); none.value = ""; none.textContent = "\u2014";
      select.appendChild(none);
      scenarios.forEach(function (sc) {
        if (sc.name === player.sc.name) return;
        var o = document.createElement("option"); o.value = sc.name; o.textContent = sc.title; select.appendChild(o);
      });
      label.append("Side by side ", select);
      controls.appendChild(label);
      select.addEventListener("change", function () {
        var sc = null;
        scenarios.forEach(function (s) { if (s.name === select.value) sc = s; });
        Compare.show(player, sc);
        select.blur();
      });
    },

    // Shows `sc` beside the player's stage (null: none), scaled like the player's stage.
    show: function (player, sc) {
      if (player.mirrorBox) { player.mirrorBox.remove(); player.mirrorBox = null; player.mirror = null; }
      if (!sc) { if (player.onLayout) player.onLayout(); return; }
      var box = document.createElement("div"), el = document.createElement("div");
      box.className = "stagebox mirror";
      el.className = "stage";
      el.style.width = sc.width + "px"; el.style.height = sc.height + "px";
      box.appendChild(el);
      var caption = document.createElement("div"); caption.className = "mirror-title"; caption.textContent = sc.title;
      box.appendChild(caption);
      player.stageBox.after(box);
      player.mirrorBox = box;
      player.mirror = new TimelineView(sc, el);
      player.mirror.show(player.t);
      if (player.onLayout) player.onLayout();
    },

    // Scales the mirror's stage like the player's.
    fit: function (player) {
      if (!player.mirror) return;
      var s = player.scale, sc = player.mirror.sc, box = player.mirrorBox, el = box.firstChild;
      el.style.transform = s === 1 ? "" : "scale(" + s + ")";
      box.style.width = (sc.width * s) + "px"; box.style.height = (sc.height * s) + "px";
    }
  };

  ns.TimelineView = TimelineView;
  ns.Compare = Compare;
})();

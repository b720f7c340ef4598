// The inline style sheet and player script of `HTMLTimelineRenderer`. Plain ES2017, no
// libraries; it reads `#openuikit-data` (see `TimelineTrackEncoder` for the format).

enum HTMLTimelineAssets {
  static let css = #"""
    :root { color-scheme: light; }
    body { margin: 0; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; color: #1c1c1e; background: #f2f2f7; }
    header { padding: 12px 20px; background: #1c1c1e; color: #fff; }
    header h1 { margin: 0; font-size: 18px; }
    #index ul { list-style: none; margin: 0; padding: 8px 20px; display: flex; flex-wrap: wrap; gap: 8px; }
    #index li { background: #fff; border-radius: 8px; padding: 6px 10px; max-width: 320px; box-shadow: 0 1px 2px rgba(0,0,0,.1); }
    #index li.current { outline: 2px solid #007aff; }
    #index a { color: #007aff; text-decoration: none; }
    #index p { margin: 2px 0 0; font-size: 12px; color: #555; }
    main { padding: 0 20px 20px; }
    .player h2 { margin: 8px 0 0; font-size: 16px; }
    .player h2 code, #index code { font-size: 12px; color: #666; }
    .summary { margin: 2px 0 8px; color: #444; }
    .controls { display: flex; align-items: center; gap: 10px; margin-bottom: 10px; flex-wrap: wrap; }
    .controls .play { min-width: 64px; }
    .controls .scrub { width: 320px; }
    .clock { font: 12px ui-monospace, "DejaVu Sans Mono", monospace; }
    .body { display: flex; gap: 16px; align-items: flex-start; }
    .stage { position: relative; flex: none; overflow: hidden; background: #fff; box-shadow: 0 0 0 1px #c7c7cc; }
    .stage .l { position: absolute; left: 0; top: 0; box-sizing: border-box; transform-origin: 0 0 0; }
    .stage .p { position: absolute; left: 0; top: 0; width: 100%; height: 100%; pointer-events: none; }
    .stage .p svg { position: absolute; left: 0; top: 0; overflow: visible; }
    .stage .x { position: absolute; left: 0; top: 0; right: 0; bottom: 0; display: flex; align-items: center; white-space: pre; line-height: 1.2; font-family: Helvetica, Arial, "DejaVu Sans", sans-serif; }
    .log { margin: 0; padding: 4px 0; width: 460px; overflow: auto; position: relative; list-style: none; background: #fff; box-shadow: 0 0 0 1px #c7c7cc; font: 12px ui-monospace, "DejaVu Sans Mono", monospace; }
    .log li { display: grid; grid-template-columns: 52px 80px 1fr; column-gap: 6px; padding: 1px 8px; color: #8e8e93; overflow-wrap: anywhere; }
    .log li.past { color: #1c1c1e; }
    .log li.now { background: #fff3b0; }
    .log .t { text-align: right; }
    .log .c { font-size: 11px; overflow: hidden; text-overflow: ellipsis; }
    .log li.past .c { color: #007aff; }
    .log li.past[data-category="diagnostic"] .c { color: #d70015; }
    .log li.past[data-category="transition"] .c { color: #248a3d; }
    .log .d { color: #8e8e93; }

    """#

  static let script = #"""
    (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("openuikit-data").textContent);
      var EPS = 1e-6; // Timeline.timeTolerance: times closer than this are the same instant

      // Style setters per track code (see TimelineTrackEncoder).
      var SET = {
        t: function (n, v) { n.s.transform = v; },
        w: function (n, v) { n.s.width = v + "px"; },
        h: function (n, v) { n.s.height = v + "px"; },
        o: function (n, v) { n.s.opacity = String(v); },
        v: function (n, v) { n.s.display = v ? "" : "none"; },
        b: function (n, v) { n.s.backgroundColor = v || "transparent"; },
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
        }
      };

      // Index of the last pair [frame, value] whose frame <= f, or -1.
      function keyAt(arr, f) {
        var lo = 0, hi = arr.length / 2 - 1, k = -1;
        while (lo <= hi) {
          var mid = (lo + hi) >> 1;
          if (arr[2 * mid] <= f) { k = mid; lo = mid + 1; } else { hi = mid - 1; }
        }
        return k;
      }
      // Number of sorted values <= x.
      function countUpTo(values, x) {
        var lo = 0, hi = values.length;
        while (lo < hi) { var mid = (lo + hi) >> 1; if (values[mid] <= x) lo = mid + 1; else hi = mid; }
        return lo;
      }
      function plainRect(r) {
        return { x: r.x, y: r.y, width: r.width, height: r.height, left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      }
      function fmt(t) { return t.toFixed(3); }

      function Player(sc, section) {
        this.sc = sc;
        this.section = section;
        this.stage = section.querySelector(".stage");
        this.log = section.querySelector(".log");
        this.button = section.querySelector(".play");
        this.scrub = section.querySelector(".scrub");
        this.speedSelect = section.querySelector(".speed");
        this.clock = section.querySelector(".clock");
        this.times = sc.times;
        this.t = sc.times.length ? sc.times[0] : 0;
        this.frame = -1;
        this.treeIndex = -1;
        this.eventCount = -1;
        this.playing = false;
        this.speed = 1;
        this.last = null;
        this.build();
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

      Player.prototype.build = function () {
        var nodes = new Map(), dynamic = [];
        this.sc.layers.forEach(function (layer) {
          var el = document.createElement("div");
          el.className = "l";
          if (layer.name !== null) el.setAttribute("data-name", layer.name);
          var node = { el: el, s: el.style, text: null, name: layer.name };
          nodes.set(layer.id, node);
          Object.keys(layer.tracks).forEach(function (code) {
            var arr = layer.tracks[code];
            if (arr.length === 2) SET[code](node, arr[1]);
            else if (arr.length > 2) dynamic.push({ node: node, code: code, arr: arr, cur: -1 });
          });
        });
        this.nodes = nodes;
        this.dynamic = dynamic;
        var log = this.log, items = [];
        this.eventTimes = this.sc.events.map(function (e) { return e[0]; });
        this.sc.events.forEach(function (e) {
          var li = document.createElement("li");
          li.setAttribute("data-category", e[1]);
          var t = document.createElement("span"); t.className = "t"; t.textContent = fmt(e[0]);
          var c = document.createElement("span"); c.className = "c"; c.textContent = e[1];
          var m = document.createElement("span");
          var who = document.createElement("b"); who.textContent = e[2];
          m.append(who, " " + e[3]);
          if (e[4] !== null) { var d = document.createElement("span"); d.className = "d"; d.textContent = " " + e[4]; m.append(d); }
          li.append(t, c, m);
          log.appendChild(li);
          items.push(li);
        });
        this.items = items;
      };

      Player.prototype.frameAt = function (t) {
        return Math.max(countUpTo(this.times, t + EPS) - 1, 0);
      };

      Player.prototype.applyTree = function (pairs) {
        var nodes = this.nodes, seen = new Set();
        for (var i = 0; i < pairs.length; i += 2) {
          var node = nodes.get(pairs[i]);
          var parent = pairs[i + 1] < 0 ? this.stage : nodes.get(pairs[i + 1]).el;
          parent.appendChild(node.el);
          seen.add(pairs[i]);
        }
        nodes.forEach(function (node, id) { if (!seen.has(id) && node.el.parentNode) node.el.remove(); });
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
          if (ti !== this.treeIndex) { this.treeIndex = ti; if (ti >= 0) this.applyTree(tree[ti][1]); }
          for (var i = 0; i < this.dynamic.length; i++) {
            var tr = this.dynamic[i], k = keyAt(tr.arr, f);
            if (k !== tr.cur) { tr.cur = k; if (k >= 0) SET[tr.code](tr.node, tr.arr[2 * k + 1]); }
          }
          if (Number(this.scrub.value) !== f) this.scrub.value = String(f);
        }
        this.syncLog();
        this.clock.textContent = fmt(this.t) + " s / " + fmt(this.times[this.times.length - 1]) +
          " s \u00b7 frame " + this.frame + "/" + (this.times.length - 1);
      };

      // Events up to the shown time are "past"; the latest is "now" and scrolled into view.
      Player.prototype.syncLog = function () {
        var n = countUpTo(this.eventTimes, this.t + EPS), old = this.eventCount;
        if (n === old) return;
        var items = this.items, from = Math.max(Math.min(n, old), 0), to = Math.max(n, old);
        for (var i = from; i < to; i++) items[i].classList.toggle("past", i < n);
        if (old > 0) items[old - 1].classList.remove("now");
        this.eventCount = n;
        if (n > 0) {
          var li = items[n - 1];
          li.classList.add("now");
          var top = li.offsetTop, bottom = top + li.offsetHeight, log = this.log;
          if (top < log.scrollTop || bottom > log.scrollTop + log.clientHeight) {
            log.scrollTop = Math.max(0, top - log.clientHeight / 2);
          }
        }
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
        if (this.t >= this.times[this.times.length - 1] - EPS) this.seek(this.times[0]);
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
        var els = this.stage.querySelectorAll(".l");
        for (var i = 0; i < els.length; i++) {
          if (els[i].getAttribute("data-name") === name) return plainRect(els[i].getBoundingClientRect());
        }
        return null;
      };

      var sections = new Map(), players = new Map(), current = null;
      document.querySelectorAll("section.player").forEach(function (s) { sections.set(s.getAttribute("data-scenario"), s); });
      var byName = new Map();
      data.scenarios.forEach(function (sc) { byName.set(sc.name, sc); });

      function show(name) {
        if (!byName.has(name) || !sections.has(name)) return false;
        if (current && current.sc.name !== name) current.pause();
        sections.forEach(function (s, n) { s.hidden = n !== name; });
        document.querySelectorAll("#index li").forEach(function (li) {
          var a = li.querySelector("a");
          li.classList.toggle("current", a !== null && a.getAttribute("data-scenario") === name);
        });
        if (!players.has(name)) players.set(name, new Player(byName.get(name), sections.get(name)));
        current = players.get(name);
        if (decodeURIComponent(location.hash.slice(1)) !== name) history.replaceState(null, "", "#" + encodeURIComponent(name));
        return true;
      }

      window.addEventListener("hashchange", function () { show(decodeURIComponent(location.hash.slice(1))); });
      // Keys: space plays or pauses, arrows step one frame (the focused scrubber steps by itself).
      document.addEventListener("keydown", function (e) {
        var tag = e.target && e.target.tagName;
        if (!current || tag === "INPUT" || tag === "SELECT" || tag === "BUTTON" || e.altKey || e.ctrlKey || e.metaKey) return;
        if (e.key === " ") { e.preventDefault(); if (current.playing) current.pause(); else current.play(); }
        else if (e.key === "ArrowLeft" || e.key === "ArrowRight") {
          e.preventDefault();
          current.pause();
          var f = Math.min(Math.max(current.frame + (e.key === "ArrowLeft" ? -1 : 1), 0), current.times.length - 1);
          current.seek(current.times[f]);
        }
      });
      window.openuikit = {
        scenarios: data.scenarios.map(function (sc) { return sc.name; }),
        show: show,
        seek: function (t) { if (current) current.seek(t); },
        play: function () { if (current) current.play(); },
        pause: function () { if (current) current.pause(); },
        isPlaying: function () { return current ? current.playing : false; },
        currentTime: function () { return current ? current.t : 0; },
        frameIndex: function () { return current ? current.frame : -1; },
        layerRect: function (name) { return current ? current.layerRect(name) : null; },
        stageRect: function () { return current ? plainRect(current.stage.getBoundingClientRect()) : null; }
      };
      if (data.scenarios.length) {
        if (!show(decodeURIComponent(location.hash.slice(1)))) show(data.scenarios[0].name);
      }
    })();

    """#
}

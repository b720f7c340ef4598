/*
 * The demo page: reads #openuikit-data, shows one Player at a time beside the scenario list,
 * keeps the URL (#name or #name@seconds), speed and loop across scenarios, fits the stage to
 * the window, handles the keys, and exposes `window.openuikit` for browser tests
 * (see HTMLTimelineRenderer).
 *
 * Keys: Space play/pause; ←/→ one frame (Shift: ten); Home/End first/last frame;
 * [ and ] slower/faster; L loop; D device frame (also `?device` in the link). They work whatever has the focus, except a text field.
 */
(function () {
  "use strict";
  var ns = window.OpenUIKitFrontEnd;
  var u = ns.util;
  var data = JSON.parse(document.getElementById("openuikit-data").textContent);
  var SPEEDS = [0.1, 0.25, 0.5, 1, 2];

  var sections = new Map(), players = new Map(), current = null;
  // The device frame is on when the link says so (`?device`), and then kept across scenarios.
  var prefs = { speed: 1, loop: true, device: /(^|[?&])device(=1|=true)?(&|$)/.test(location.search.slice(1)) };
  document.querySelectorAll("section.player").forEach(function (s) { sections.set(s.getAttribute("data-scenario"), s); });
  var byName = new Map();
  data.scenarios.forEach(function (sc) {
    // The device frame's tracks are shared between scenarios (data.devices).
    if (typeof sc.device === "number" && data.devices) sc.device = data.devices[sc.device];
    byName.set(sc.name, sc);
  });

  // "#name@1.25" → { name, time }; time null without "@".
  function parseHash() {
    var h = decodeURIComponent(location.hash.slice(1)), at = h.lastIndexOf("@");
    if (at > 0 && byName.has(h.slice(0, at)) && isFinite(Number(h.slice(at + 1))) && h.slice(at + 1) !== "") {
      return { name: h.slice(0, at), time: Number(h.slice(at + 1)) };
    }
    return { name: h, time: null };
  }

  // The URL follows what is shown (#name while playing, #name@seconds when paused), written
  // at most every 200 ms so scrubbing stays cheap and under the browser's history rate limit.
  var hashTimer = null;
  function writeHashNow() {
    hashTimer = null;
    if (!current) return;
    var hash = "#" + encodeURIComponent(current.sc.name);
    if (!current.playing) hash += "@" + Number(current.t.toFixed(4));
    var search = prefs.device ? "?device" : "";
    if (location.hash !== hash || location.search !== search) history.replaceState(null, "", location.pathname + search + hash);
  }
  function writeHash() { if (hashTimer === null) hashTimer = setTimeout(writeHashNow, 200); }

  // Scrolls the list (never the page) so the current scenario's entry shows.
  function revealInList(li) {
    var box = document.querySelector("#index .groups");
    if (!box || box.scrollHeight <= box.clientHeight) return;
    var top = li.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
    if (top < box.scrollTop || top + li.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = Math.max(0, top - box.clientHeight / 3);
    }
  }

  // Scales the stage to the window: beside a log of 320 px or more when the window is wide,
  // above it (full width) when it is not; never taller than the window.
  function fitCurrent() {
    if (!current) return;
    var body = current.section.querySelector(".body"), log = current.section.querySelector(".log");
    var width = Math.max(body.clientWidth, 120), beside = width >= 700;
    var top = current.stageBox.getBoundingClientRect().top + window.scrollY;
    var height = Math.max(window.innerHeight - Math.min(top, 200) - 16, 240);
    var mirror = current.mirror ? current.mirror.sc : null;
    var room = beside ? width - 332 : width;
    if (mirror) {
      // Two stages side by side: one scale for both, so the same points compare.
      var s = Math.min(1, (room - 12) / (current.sc.width + mirror.width), height / Math.max(current.sc.height, mirror.height));
      current.fit(current.sc.width * s, current.sc.height * s);
    } else {
      current.fit(room, height);
    }
    log.style.maxHeight = beside ? Math.max(current.sc.height * current.scale - 24, 200) + "px" : "50vh";
  }

  function player(name) {
    if (!players.has(name)) {
      var p = new ns.Player(byName.get(name), sections.get(name), {
        onChange: writeHash,
        onSpeed: function (s) { prefs.speed = s; },
        onLoop: function (l) { prefs.loop = l; },
        onDevice: function (d) { prefs.device = d; writeHashNow(); }
      });
      p.onLayout = fitCurrent;
      if (ns.Compare) ns.Compare.attach(p, data.scenarios);
      if (ns.Export) ns.Export.attach(p);
      players.set(name, p);
    }
    return players.get(name);
  }

  // Shows a scenario, paused at its start (or at `time`); false for unknown names.
  function show(name, time) {
    if (!byName.has(name) || !sections.has(name)) return false;
    if (current) current.pause();
    sections.forEach(function (s, n) { s.hidden = n !== name; });
    document.querySelectorAll("#index li").forEach(function (li) {
      var a = li.querySelector("a"), on = a !== null && a.getAttribute("data-scenario") === name;
      li.classList.toggle("current", on);
      if (on) revealInList(li);
    });
    current = player(name);
    current.setSpeed(prefs.speed);
    current.setLoop(prefs.loop);
    current.setDevice(prefs.device);
    fitCurrent();
    current.seek(time === null || time === undefined ? current.times[0] : time);
    writeHash();
    return true;
  }

  // Opens what the URL names: a moment (paused there) or a scenario (playing from its start).
  function openHash() {
    var h = parseHash();
    if (current && h.name === current.sc.name && h.time !== null && Math.abs(h.time - current.t) < 1e-4) return;
    if (!show(h.name, h.time)) {
      if (!data.scenarios.length) return;
      show(data.scenarios[0].name, null);
      h.time = null;
    }
    if (h.time === null) current.play();
  }

  window.addEventListener("hashchange", openHash);
  window.addEventListener("resize", fitCurrent);

  // The list: clicking a scenario plays it (also when it is the current one).
  document.querySelectorAll("#index a[data-scenario]").forEach(function (a) {
    a.addEventListener("click", function (e) {
      e.preventDefault();
      show(a.getAttribute("data-scenario"), null);
      current.play();
      a.blur();
      // On narrow windows the list is below the player: bring the player back into view.
      var r = current.section.getBoundingClientRect();
      if (r.top < 0 || r.top > window.innerHeight / 2) current.section.scrollIntoView({ block: "start" });
    });
  });
  // The filter: hides scenarios whose title, name or summary lacks every typed word.
  var filter = document.getElementById("filter");
  // Escape leaves the filter field, so the player's keys work again.
  if (filter) filter.addEventListener("keydown", function (e) { if (e.key === "Escape") filter.blur(); });
  if (filter) filter.addEventListener("input", function () {
    var words = filter.value.toLowerCase().split(/\s+/).filter(Boolean);
    document.querySelectorAll("#index li").forEach(function (li) {
      var text = li.textContent.toLowerCase() + " " + (li.getAttribute("title") || "").toLowerCase();
      li.hidden = !words.every(function (w) { return text.indexOf(w) >= 0; });
    });
    document.querySelectorAll("#index details").forEach(function (d) {
      var visible = d.querySelectorAll("li:not([hidden])").length;
      d.hidden = visible === 0;
      if (words.length) d.open = true;
    });
  });

  function changeSpeed(direction) {
    var i = SPEEDS.indexOf(current.speed);
    if (i < 0) i = SPEEDS.indexOf(1);
    i = Math.min(Math.max(i + direction, 0), SPEEDS.length - 1);
    prefs.speed = SPEEDS[i];
    current.setSpeed(prefs.speed);
  }

  document.addEventListener("keydown", function (e) {
    var target = e.target, tag = target && target.tagName;
    if (!current || e.altKey || e.ctrlKey || e.metaKey) return;
    if (tag === "TEXTAREA" || (tag === "INPUT" && (target.type === "text" || target.type === "search"))) return;
    var k = e.key, handled = true;
    if (k === " " || k === "k" || k === "K") { if (current.playing) current.pause(); else current.play(); }
    else if (k === "ArrowLeft") current.stepFrames(e.shiftKey ? -10 : -1);
    else if (k === "ArrowRight") current.stepFrames(e.shiftKey ? 10 : 1);
    else if (k === "Home") { current.pause(); current.seek(current.times[0]); current.changed(); }
    else if (k === "End") { current.pause(); current.seek(current.times[current.times.length - 1]); current.changed(); }
    else if (k === "[") changeSpeed(-1);
    else if (k === "]") changeSpeed(1);
    else if (k === "l" || k === "L") { prefs.loop = !current.loop; current.setLoop(prefs.loop); }
    else if (k === "d" || k === "D") { current.setDevice(!prefs.device); prefs.device = current.device ? current.device.shown : false; writeHashNow(); }
    else handled = false;
    if (handled) e.preventDefault();
  });

  window.openuikit = {
    scenarios: data.scenarios.map(function (sc) { return sc.name; }),
    current: function () { return current ? current.sc.name : null; },
    show: function (name) { return show(name, null); },
    seek: function (t) { if (current) current.seek(t); },
    play: function () { if (current) current.play(); },
    pause: function () { if (current) current.pause(); },
    isPlaying: function () { return current ? current.playing : false; },
    currentTime: function () { return current ? current.t : 0; },
    frameIndex: function () { return current ? current.frame : -1; },
    speed: function () { return current ? current.speed : prefs.speed; },
    stageScale: function () { return current ? current.scale : 1; },
    compare: function (name) {
      if (!current) return false;
      var sc = name ? byName.get(name) : null;
      if (name && !sc) return false;
      ns.Compare.show(current, sc);
      return true;
    },
    compareFrame: function () { return current && current.mirror ? current.mirror.frame : -1; },
    fingers: function () { return current ? current.fingerPoints() : []; },
    // The device frame: setDevice(bool) turns it on or off; device() says whether it is shown;
    // safeArea() is the safe area's [x, y, width, height] on the stage (points) or null.
    setDevice: function (on) { if (!current) return; current.setDevice(on); prefs.device = current.device ? current.device.shown : false; writeHashNow(); },
    device: function () { return !!(current && current.device && current.device.shown); },
    safeArea: function () { return current && current.device && current.device.shown ? current.device.safeRect() : null; },
    layerRect: function (name) { return current ? current.layerRect(name) : null; },
    stageRect: function () { return current ? u.plainRect(current.stageElement.getBoundingClientRect()) : null; }
  };
  openHash();
})();

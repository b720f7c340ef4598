/*
 * The demo page: reads #openuikit-data, wires the scenario index, the URL hash and the keys to
 * one Player per scenario, and exposes `window.openuikit` for browser tests
 * (see HTMLTimelineRenderer).
 */
(function () {
  "use strict";
  var ns = window.OpenUIKitFrontEnd;
  var u = ns.util;
  var data = JSON.parse(document.getElementById("openuikit-data").textContent);

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
    if (!players.has(name)) players.set(name, new ns.Player(byName.get(name), sections.get(name)));
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
    stageRect: function () { return current ? u.plainRect(current.stageElement.getBoundingClientRect()) : null; }
  };
  if (data.scenarios.length) {
    if (!show(decodeURIComponent(location.hash.slice(1)))) show(data.scenarios[0].name);
  }
})();

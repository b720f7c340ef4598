// The studio's client: draws the live app's layers from the server's frame deltas, turns the
// pointer into a finger, and shows the event log and the inspector.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const stage = $("stage"), fingerEl = $("finger");
  let socket = null, clientID = 0, seq = 0, scale = 1, size = [393, 852], fingerDown = false;
  const acked = new Map(); // seq -> sent time (for latency)
  const latencies = [];
  let frameCount = 0;
  const categories = new Map(); // category -> shown
  const events = [];
  let scenes = [], screen = null, sceneName = "";

  // ---- drawing: the player's stage renderer (Resources/Player/stage.js of OpenUIKitRender) ----
  const renderer = new OpenUIKitFrontEnd.Stage(stage);

  // ---- the demo page's inspector and curve view, fed live (live-player.js) -------------------
  // Clicks reach the inspector only in inspect mode (otherwise the mouse is a finger); its
  // highlight box lives in the stage area, over the scaled stage.
  const area = $("stage-area");
  const stageBox = {
    appendChild: (el) => area.appendChild(el),
    addEventListener: (type, handler) => area.addEventListener(type, (e) => { if ($("inspect-mode").checked) handler(e); }),
    getBoundingClientRect: () => area.getBoundingClientRect(),
  };
  const live = new OpenUIKitStudio.LivePlayer(renderer, stage, stageBox, {
    scale: () => scale,
    pause: () => send({ type: "pause", paused: true }),
  });
  const inspector = new OpenUIKitFrontEnd.Inspector(live, $("inspector"));
  const selectLayer = inspector.select.bind(inspector);
  // Selecting a layer also asks the server for its model and presentation values.
  inspector.select = (id) => { selectLayer(id); if (inspector.selected >= 0) send({ type: "inspect", id: inspector.selected }); };
  let sinceRender = 0;
  function inspectorFrame() {
    if (inspector.selected < 0) return;
    // The curves grow with the session: rebuilt a few times a second, the values every frame.
    if (++sinceRender >= 10) { sinceRender = 0; inspector.render(); } else inspector.update();
  }

  function fit() {
    const area = $("stage-area");
    stage.style.width = size[0] + "px";
    stage.style.height = size[1] + "px";
    scale = Math.min(1, (area.clientWidth - 16) / size[0], (area.clientHeight - 16) / size[1]);
    stage.style.transform = `scale(${scale})`;
    // The layout box takes the scaled size, so the stage is centred and never clipped (an
    // unscaled box wider than the area would hide the stage's left edge, and the edge pan).
    stage.style.marginRight = `${size[0] * (scale - 1)}px`;
    stage.style.marginBottom = `${size[1] * (scale - 1)}px`;
  }
  window.addEventListener("resize", fit);

  // ---- controls -----------------------------------------------------------------------------
  function send(message) {
    if (socket && socket.readyState === 1) socket.send(JSON.stringify(message));
  }

  function showState(state) {
    $("scene").value = state.scene;
    $("device").value = state.device;
    $("summary").textContent = state.summary;
    sceneName = state.scene;
    showDrives();
    $("speed").value = state.speed;
    $("speed-value").textContent = state.speed + "×";
    $("pause").checked = state.paused;
    size = state.size;
    fit();
    const box = $("actions");
    box.replaceChildren();
    for (const name of state.actions) {
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = name;
      b.dataset.action = name;
      b.onclick = () => send({ type: "action", name });
      box.appendChild(b);
    }
  }

  // What is on screen (the server's controller state) and the scene's interactive transitions.
  function showScreen(next) {
    screen = next;
    const parts = [next.onScreen.join(" › ") || "—"];
    if (next.detent) parts.push("detent " + next.detent.replace("com.apple.UIKit.", ""));
    if (next.transitioning) parts.push("transitioning");
    $("screen").textContent = "On screen: " + parts.join(" · ");
  }

  function showDrives() {
    const scene = scenes.find((s) => s.name === sceneName);
    const list = $("drives");
    list.replaceChildren();
    for (const d of (scene && scene.drives) || []) {
      const li = document.createElement("li");
      li.textContent = `${d.transition} (${d.outcome}): ${d.hint}`;
      list.appendChild(li);
    }
    list.hidden = list.children.length === 0;
  }

  $("scene").onchange = (e) => send({ type: "scene", name: e.target.value });
  $("device").onchange = (e) => send({ type: "device", name: e.target.value });
  $("speed").oninput = (e) => send({ type: "speed", value: Number(e.target.value) });
  $("pause").onchange = (e) => send({ type: "pause", paused: e.target.checked });
  $("step").onclick = () => send({ type: "step" });

  // Open storyboard: the file's text goes to the server, which makes it a scene and sends
  // every tab the new state; a bad file's error is shown in the error box.
  $("storyboard-file").onchange = async (e) => {
    const file = e.target.files[0];
    e.target.value = "";
    if (!file) return;
    $("error").textContent = "";
    try {
      const response = await fetch("/storyboard?name=" + encodeURIComponent(file.name), {
        method: "POST", headers: { "Content-Type": "text/plain" }, body: await file.text(),
      });
      const reply = await response.json();
      if (!response.ok) $("error").textContent = "Storyboard not opened: " + reply.error;
    } catch (err) {
      $("error").textContent = "Storyboard not opened: " + err;
    }
  };

  // ---- the finger ---------------------------------------------------------------------------
  function windowPoint(e) {
    const r = stage.getBoundingClientRect();
    return { x: (e.clientX - r.left) / scale, y: (e.clientY - r.top) / scale };
  }

  function pointer(phase, e) {
    const p = windowPoint(e);
    seq += 1;
    acked.set(seq, performance.now());
    send({ type: "pointer", phase, x: p.x, y: p.y, seq });
  }

  stage.addEventListener("pointerdown", (e) => {
    if ($("inspect-mode").checked) return;  // the inspector takes the click
    // No text selection and no native drag-and-drop: a drag starting on text selected by the
    // previous one would otherwise be taken over by the browser (pointercancel).
    e.preventDefault();
    stage.setPointerCapture(e.pointerId);
    fingerDown = true;
    pointer("down", e);
  });
  stage.addEventListener("pointermove", (e) => { if (fingerDown) pointer("move", e); });
  stage.addEventListener("pointerup", (e) => { if (fingerDown) { fingerDown = false; pointer("up", e); } });
  // The browser took the pointer away: the touch is cancelled (touchesCancelled), as when a
  // tab closes mid-drag.
  stage.addEventListener("pointercancel", (e) => { if (fingerDown) { fingerDown = false; pointer("cancel", e); } });

  // ---- inspector and event log --------------------------------------------------------------
  // The server's answer for the selected layer: its model and presentation values.
  function showInspection(m) {
    const rows = Object.keys(m.model).map((k) =>
      `<tr><td>${k}</td><td>${fmt(m.model[k])}</td><td>${fmt(m.presentation[k])}</td></tr>`).join("");
    $("values").innerHTML = `<div>${escapeHTML(m.name)} #${m.id} — animations: ${escapeHTML(m.animations.join(", ") || "none")}</div>` +
      `<table><tr><td></td><td>model</td><td>presentation</td></tr>${rows}</table>`;
  }

  function fmt(v) {
    if (Array.isArray(v)) return v.map((x) => (typeof x === "number" ? +x.toFixed(2) : x)).join(", ");
    return typeof v === "number" ? +v.toFixed(3) : String(v);
  }

  function escapeHTML(s) { return String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]); }

  function addEvents(list) {
    for (const e of list) {
      events.push(e);
      const category = e[2];
      if (!categories.has(category)) {
        categories.set(category, true);
        const label = document.createElement("label");
        label.innerHTML = `<input type="checkbox" checked data-category="${escapeHTML(category)}"> ${escapeHTML(category)}`;
        label.querySelector("input").onchange = (ev) => { categories.set(category, ev.target.checked); redrawEvents(); };
        $("filters").appendChild(label);
      }
    }
    if (events.length > 500) events.splice(0, events.length - 500);
    redrawEvents();
  }

  function redrawEvents() {
    const ol = $("events");
    const shown = events.filter((e) => categories.get(e[2]));
    ol.innerHTML = shown.slice(-300).map((e) =>
      `<li data-category="${escapeHTML(e[2])}"><span class="time">${e[1].toFixed(3)}</span>${escapeHTML(e[3])}.${escapeHTML(e[4])}</li>`).join("");
    ol.parentElement.scrollTop = ol.parentElement.scrollHeight;
  }

  // ---- connection ---------------------------------------------------------------------------
  function onMessage(m) {
    switch (m.type) {
      case "hello": {
        clientID = m.client;
        const sceneSelect = $("scene");
        sceneSelect.replaceChildren(...m.scenes.map((s) => new Option(s.title, s.name)));
        scenes = m.scenes;
        $("device").replaceChildren(...m.devices.map((d) => new Option(d, d)));
        showState(m.state);
        renderer.apply(m.full);
        live.record(0, m.full);
        showScreen(m.screen);
        addEvents(m.events);
        break;
      }
      case "state": showState(m.state); break;
      case "frame": {
        frameCount += 1;
        if (m.delta) renderer.apply(m.delta);
        live.record(m.t, m.delta);
        inspectorFrame();
        if (m.events) addEvents(m.events);
        if (m.finger) {
          fingerEl.style.display = "block";
          fingerEl.style.left = m.finger[0] + "px";
          fingerEl.style.top = m.finger[1] + "px";
        } else fingerEl.style.display = "none";
        const ack = m.acks && m.acks[String(clientID)];
        if (ack !== undefined) {
          const now = performance.now();
          for (const [s, t] of acked) { if (s <= ack) { latencies.push(now - t); acked.delete(s); } }
          if (latencies.length > 2000) latencies.splice(0, latencies.length - 2000);
        }
        if (m.screen) showScreen(m.screen);
        break;
      }
      case "inspect": showInspection(m); break;
      case "error": $("error").textContent = m.message; break;
    }
  }

  function connect() {
    socket = new WebSocket(`ws://${location.host}/ws`);
    socket.onopen = () => { $("status").textContent = "live"; };
    socket.onclose = () => { $("status").textContent = "disconnected — retrying"; setTimeout(connect, 1000); };
    socket.onmessage = (e) => onMessage(JSON.parse(e.data));
  }
  connect();

  // For the browser test and the benchmark.
  window.studio = {
    get frames() { return frameCount; },
    get latencies() { return latencies.slice(); },
    get client() { return clientID; },
    get scale() { return scale; },
    get scenes() { return scenes; },
    get screen() { return screen; },
    send,
    nodeRect(id) { const n = renderer.node(id); return n && n.el.isConnected ? n.el.getBoundingClientRect() : null; },
    stageRect() { return stage.getBoundingClientRect(); },
    // What is drawn: every connected layer's box and opacity (the drive test compares it
    // before and during a drag).
    drawn() {
      return [...renderer.nodes.values()].filter((n) => n.el.isConnected).map((n) => {
        const r = n.el.getBoundingClientRect();
        return [r.left, r.top, r.width, r.height].map((v) => v.toFixed(1)).join(",") + " " + getComputedStyle(n.el).opacity;
      }).sort();
    },
  };
})();

#!/usr/bin/env python3
"""Browser test and benchmark of the live studio (issue 13).

Starts `openuikit-studio --port 0`, opens its page in Debian's Chromium through Playwright and
drives the live app with the mouse, checking what happens against the server's model
(`/model.json`):

  * the drawn layers are where the model puts them (within 1.5 px),
  * a drag from the left edge past half way pops; one released early cancels and leaves the
    screen as it was,
  * a downward drag dismisses a page sheet,
  * switching the device to compact width adapts a form sheet,
  * inspect mode shows the server's model and presentation values and the demo page's own
    inspector and curve view (inspector.js, curves.js) fed live,
  * opening a storyboard from the page shows it (a malformed one shows its error),
  * every interactive transition of the studio's scenes (the drives each scene lists in the
    hello message: edge pops, sheet drags and detents, percent-driven and container pans, the
    tab slide) is driven with the mouse to its end and cancelled, in the scene's phone size and
    its tablet size; the resulting controller state is read from the studio's state messages
    (`window.studio.screen`) and must agree with the server's model; a cancel leaves every
    layer where it was.

With --bench it measures instead: input-to-frame latency on loopback (pointer message sent →
first frame acknowledging it, p50/p95; goal p95 < 50 ms) and frames delivered per second with
200 animating layers (goal 60).

Usage: studio_test.py STUDIO_BINARY [--bench]
Exit status: 0 pass, 1 a check failed, 2 the browser or Playwright is missing.
"""

import json
import os
import re
import subprocess
import sys
import time
import urllib.request

CHROMIUM = "/usr/bin/chromium"
TOLERANCE_PX = 1.5
SAMPLE_STORYBOARD = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "Tests", "PortSample", "Main.storyboard")
failures = []


def check(condition, message):
    print(("ok   " if condition else "FAIL ") + message)
    if not condition:
        failures.append(message)


def start_server(binary):
    proc = subprocess.Popen([binary, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    deadline = time.time() + 60
    while time.time() < deadline:
        line = proc.stdout.readline()
        m = re.search(r"(http://127\.0\.0\.1:\d+/)", line or "")
        if m:
            return proc, m.group(1)
        if proc.poll() is not None:
            break
    proc.kill()
    raise RuntimeError("the studio did not print its URL")


def model(url):
    with urllib.request.urlopen(url + "model.json") as r:
        return json.load(r)


class Studio:
    def __init__(self, page, url):
        self.page, self.url = page, url

    def wait_ready(self):
        self.page.wait_for_function("window.studio && window.studio.client > 0", timeout=20000)

    def settle(self, seconds=1.2):
        self.page.wait_for_timeout(int(seconds * 1000))

    def choose(self, select, value):
        self.page.select_option("#" + select, value)
        self.settle(1.0)

    def action(self, name):
        self.page.click('#actions button[data-action="%s"]' % name)
        self.settle(1.2)

    def to_page(self, x, y):
        """Window coordinates → page coordinates of the scaled stage."""
        r = self.page.evaluate("(() => { const r = window.studio.stageRect(); return [r.left, r.top, window.studio.scale]; })()")
        return r[0] + x * r[2], r[1] + y * r[2]

    def drag(self, start, end, steps=30, step_ms=16, before_release=None):
        mouse = self.page.mouse
        mouse.move(*self.to_page(*start))
        mouse.down()
        for i in range(1, steps + 1):
            f = i / steps
            mouse.move(*self.to_page(start[0] + (end[0] - start[0]) * f, start[1] + (end[1] - start[1]) * f))
            self.page.wait_for_timeout(step_ms)
        if before_release:
            before_release()
        mouse.up()

    def check_layers_match(self, label, min_layers=4):
        m = model(self.url)
        scale = self.page.evaluate("window.studio.scale")
        stage = self.page.evaluate("(() => { const r = window.studio.stageRect(); return [r.left, r.top]; })()")
        worst, compared = 0.0, 0
        for layer_id, name, frame, hidden in m["layers"]:
            if hidden:
                continue
            rect = self.page.evaluate("(id) => { const r = window.studio.nodeRect(id); return r && [r.left, r.top, r.width, r.height]; }", layer_id)
            if rect is None or frame[2] <= 0 or frame[3] <= 0:
                continue
            drawn = [(rect[0] - stage[0]) / scale, (rect[1] - stage[1]) / scale, rect[2] / scale, rect[3] / scale]
            worst = max(worst, max(abs(a - b) for a, b in zip(drawn, frame)))
            compared += 1
        check(compared >= min_layers and worst <= TOLERANCE_PX,
              "%s: %d drawn layers where the model puts them (worst %.2f px)" % (label, compared, worst))


def layer_key(layers):
    """Layers by name and frame: a cancelled transition may rebuild views (ids and sibling
    order may change); what is on screen may not."""
    return sorted((name, tuple(round(v, 1) for v in frame), hidden) for _, name, frame, hidden in layers)


def run_drives(studio):
    """Every drive of every interactive scene, in each of the scene's sizes."""
    page, url = studio.page, studio.url
    counts = {}
    for scene in page.evaluate("window.studio.scenes"):
        if not scene["drives"]:
            continue
        for size in scene["sizes"]:
            studio.choose("scene", scene["name"])
            if model(url)["state"]["device"] != size:
                studio.choose("device", size)
            m = model(url)
            check(m["state"]["scene"] == scene["name"] and m["state"]["device"] == size,
                  "%s runs on %s" % (scene["name"], size))
            w, h = m["window"]
            for d in scene["drives"]:
                label = "%s: %s %s on %s" % (scene["name"], d["transition"], d["outcome"], size)
                for a in d["actions"]:
                    studio.action(a)
                screen = page.evaluate("window.studio.screen")
                top = screen["presented"][1] if screen["presented"] else 0
                point = lambda p: (p[0] * w, (top if p[2] else 0) + p[1] * h)
                before = model(url)
                still = page.evaluate("window.studio.drawn()")
                moving = []
                studio.drag(point(d["from"]), point(d["to"]), steps=int(d["steps"]),
                            before_release=lambda: moving.append((page.evaluate("window.studio.drawn()"), model(url))))
                check(moving[0][0] != still and moving[0][1]["fingerDown"],
                      "%s: the drag moves the transition along before the finger lifts" % label)
                studio.settle(1.3)
                screen = page.evaluate("window.studio.screen")
                after = model(url)
                ok = screen["top"] == d["top"] and not screen["transitioning"] and not after["fingerDown"]
                if d["detent"]:
                    ok = ok and screen["detent"] == d["detent"]
                check(ok, "%s → %s%s (page: %s)" % (label, d["top"], ", " + d["detent"].split(".")[-1] if d["detent"] else "",
                                                   " · ".join(screen["onScreen"]) + (" @" + screen["detent"].split(".")[-1] if screen["detent"] else "")))
                check(screen == after["screen"], "%s: the page's state messages agree with the server's model" % label)
                if d["outcome"] == "cancel" and not before["screen"]["transitioning"]:
                    moved = [x for x in layer_key(after["layers"]) if x not in layer_key(before["layers"])]
                    check(layer_key(before["layers"]) == layer_key(after["layers"]),
                          "%s: every layer is back where it was (differing: %s)" % (label, moved[:3]))
                else:
                    studio.check_layers_match(label, min_layers=2)
                key = (d["transition"], size, d["outcome"])
                counts[key] = counts.get(key, 0) + 1
    transitions = sorted({t for t, _, _ in counts})
    sizes = sorted({s for _, s, _ in counts})
    print("drove %d interactive transitions in %d sizes, %d drags (finish %d, cancel %d)" % (
        len(transitions), len(sizes), len(counts),
        sum(1 for k in counts if k[2] == "finish"), sum(1 for k in counts if k[2] == "cancel")))
    for t in transitions:
        print("  %s: %s" % (t, ", ".join(sorted("%s %s" % (s, o) for tt, s, o in counts if tt == t))))
    check(len(transitions) >= 9, "every interactive transition of the catalogue is driven (%d)" % len(transitions))


def run_checks(studio):
    url = studio.url
    studio.choose("scene", "nav-edge-pop")
    check(model(url)["top"] == "B", "navigation scene starts with B on top")
    studio.check_layers_match("navigation at rest")
    w = model(url)["window"][0]
    # Early release: cancels, and the screen is as it was.
    before = model(url)
    studio.drag((3, 400), (w * 0.3, 400))
    studio.settle()
    after = model(url)
    check(after["top"] == "B", "an edge drag released before half way cancels the pop")
    # Compared by name and frame (a cancelled pop may rebuild the bar's item views, so ids and
    # sibling order may change; what is on screen may not).
    key = lambda layers: sorted((name, tuple(round(v, 1) for v in frame), hidden) for _, name, frame, hidden in layers)
    moved = [x for x in key(after["layers"]) if x not in key(before["layers"])]
    check(key(before["layers"]) == key(after["layers"]),
          "after the cancelled pop every layer is back where it was (%d → %d layers; differing: %s)"
          % (len(before["layers"]), len(after["layers"]), moved[:3]))
    check(not after["fingerDown"], "the finger is up")
    # Past half way: pops.
    studio.drag((3, 400), (w * 0.8, 400))
    studio.settle()
    check(model(url)["top"] == "A", "an edge drag past half way pops B")
    studio.check_layers_match("navigation after the pop")

    studio.choose("scene", "sheet-page")
    studio.action("present")
    m = model(url)
    check(m["top"] == "B" and m["presented"] is not None, "the page sheet is presented")
    studio.check_layers_match("page sheet")
    top = m["presented"][1]
    studio.drag((m["window"][0] / 2, top + 60), (m["window"][0] / 2, top + 600), steps=25)
    studio.settle(1.5)
    check(model(url)["top"] == "A", "a downward drag dismisses the page sheet")

    studio.choose("scene", "sheet-form")
    studio.action("present")
    m = model(url)
    check(m["presented"] is not None and m["presented"][2] < m["window"][0], "a form sheet in regular width is narrower than the window")
    studio.choose("device", "iPad split 1/3")
    studio.settle(1.0)
    m = model(url)
    check(m["window"][0] == 375 and m["presented"] is not None and abs(m["presented"][2] - 375) < 0.5,
          "in compact width the form sheet adapts to the full width (%s)" % (m["presented"],))
    studio.check_layers_match("adapted form sheet")

    # Inspector: a click in inspect mode shows the layer's model and presentation values.
    page = studio.page
    page.check("#inspect-mode")
    page.mouse.click(*studio.to_page(187, 400))
    page.wait_for_timeout(500)
    text = page.inner_text("#values")
    check("model" in text and "presentation" in text and "position" in text, "inspect mode shows a layer's model and presentation values")
    check("on the stage" in page.inner_text("#inspector"), "the player's inspector shows the selected layer's drawn values")
    page.uncheck("#inspect-mode")
    # Open storyboard: a bad file shows its error; a good one becomes the shown scene.
    page.set_input_files("#storyboard-file", files=[{"name": "Broken.storyboard", "mimeType": "text/xml", "buffer": b"<document"}])
    page.wait_for_function("document.getElementById('error').textContent.includes('Broken.storyboard')", timeout=5000)
    check("Broken.storyboard" in page.inner_text("#error"), "a malformed storyboard shows its error on the page")
    page.set_input_files("#storyboard-file", SAMPLE_STORYBOARD)
    page.wait_for_function("document.getElementById('scene').value === 'storyboard:Main'", timeout=10000)
    studio.settle(1.0)
    check(page.eval_on_selector("#scene", "s => s.value") == "storyboard:Main", "an opened storyboard becomes the shown scene")
    studio.check_layers_match("opened storyboard")
    # The player's curve view, fed live: a layer animating forever plots its opacity and x.
    studio.choose("scene", "stress-200")
    page.wait_for_function("window.studio.drawn().length > 200", timeout=10000)
    page.check("#inspect-mode")
    page.mouse.click(*studio.to_page(21, 55))
    try:
        page.wait_for_function("document.querySelectorAll('#inspector .curves svg').length >= 2", timeout=10000)
    except Exception:
        pass
    plotted = page.eval_on_selector_all("#inspector .curves svg", "l => l.map(s => s.getAttribute('data-property'))")
    check("opacity" in plotted and "x" in plotted,
          "the player's curve view plots a live layer's animated properties (%s)" % plotted)
    page.uncheck("#inspect-mode")
    # Record: the session so far as a timeline page.
    with urllib.request.urlopen(url + "record.html") as r:
        html = r.read().decode("utf-8")
        disposition = r.headers.get("Content-Disposition", "")
    check(html.startswith("<!") and "<script" in html and "attachment" in disposition, "Record downloads a timeline page")


def percentile(values, p):
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p / 100.0 * (len(s) - 1))))]


def run_bench(studio):
    page = studio.page
    studio.choose("scene", "sheet-page")
    # Latency: a drag of 300 moves, one every 16 ms; each pointer message carries a sequence
    # number, and the page times it until the first frame that acknowledges it.
    studio.drag((200, 400), (200, 420), steps=300, step_ms=16)
    studio.settle(0.5)
    lat = page.evaluate("window.studio.latencies")
    if lat:
        print("latency: %d samples, p50 %.1f ms, p95 %.1f ms, max %.1f ms" % (len(lat), percentile(lat, 50), percentile(lat, 95), max(lat)))
        check(percentile(lat, 95) < 50, "input-to-frame latency p95 < 50 ms")
    else:
        check(False, "latency samples were collected")
    # Frames per second with 200 animating layers.
    studio.choose("scene", "stress-200")
    studio.settle(1.0)
    f0, t0 = page.evaluate("window.studio.frames"), time.time()
    page.wait_for_timeout(5000)
    f1, t1 = page.evaluate("window.studio.frames"), time.time()
    fps = (f1 - f0) / (t1 - t0)
    print("frames delivered with 200 animating layers: %.1f per second" % fps)
    check(fps >= 55, "about 60 frames per second with 200 animating layers")


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    binary, bench = sys.argv[1], "--bench" in sys.argv[2:]
    if not os.path.exists(CHROMIUM):
        print("MISSING chromium: %s not found (Tests/Browser/ensure_browser.sh installs it)" % CHROMIUM)
        return 2
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("MISSING playwright (Tests/Browser/ensure_browser.sh installs it)")
        return 2
    proc, url = start_server(binary)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 1600, "height": 1000})
            page.goto(url)
            studio = Studio(page, url)
            studio.wait_ready()
            if bench:
                run_bench(studio)
            else:
                run_checks(studio)
                run_drives(studio)
            browser.close()
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
    print("%d failure(s)" % len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

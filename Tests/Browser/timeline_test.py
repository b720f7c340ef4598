#!/usr/bin/env python3
"""Browser test of the HTML timeline player (OpenUIKitRender's HTMLTimelineRenderer).

Opens a generated player in Debian's Chromium through Playwright and checks it against the
render model:

  * every named layer is where the model puts it (getBoundingClientRect within 1 px of the
    bounding box of the layer's projected bounds, relative to the stage) at chosen times,
  * the event log marks the events up to the shown time and keeps the latest in view,
  * play advances time, pause holds it, the speed control scales it, arrow keys step,
  * the cost of showing a frame over the longest scenario is printed (a figure, not a check:
    speed is measured by benchmarks, never asserted in tests),
  * the scrubber seeks, and the layers follow,
  * a screenshot of the page is not blank,
  * the page opens on a player already playing, with the list beside it; the list filters and
    a click plays the chosen scenario; `#name@seconds` links open that moment; speed is kept
    across scenarios; loop starts over; frame-step buttons and keys (also after clicking a
    button); clicking a log line jumps to its moment; one scrubber tick per event frame;
    category filters; repeated lines folded; at 390 px wide nothing scrolls sideways,
  * the device frame (checkbox, key D, `?device` link): status bar as each frame asks (dark,
    light, hidden), time and home indicator where the model's DeviceFrame puts them, the
    safe-area guide, the screen's corners; kept across scenarios.

Usage: timeline_test.py PLAYER.html EXPECTATIONS.json SCREENSHOT.png

EXPECTATIONS.json is written by the Swift test (TimelineBrowserTests) from the model:
  {"scenarios": [{"name": ..., "times": [...], "eventTimes": [...],
                  "checks": [{"time": t, "layers": {name: [x, y, width, height]}}]}],
   "scrub": {"scenario": ..., "layer": ..., "rects": [[x, y, w, h] per frame]},
   "screenshot": {"scenario": ..., "time": t}}

Exit status: 0 pass, 1 a check failed, 2 the browser or Playwright is missing.
"""

import bisect
import json
import re
import os
import sys
import time

CHROMIUM = "/usr/bin/chromium"
TOLERANCE_PX = 1.0
# What the printed per-frame cost is compared with (a 60 Hz frame, 16.7 ms, leaves room for
# painting below this). Printed only: timing depends on the machine's load.
FRAME_TARGET_MS = 4.0

failures = []
expectations_first_name = [None]


def check(condition, message):
    if condition:
        print("ok   " + message)
    else:
        print("FAIL " + message)
        failures.append(message)


def rect_close(actual, expected):
    return all(abs(a - e) <= TOLERANCE_PX for a, e in zip(actual, expected))


def main():
    if len(sys.argv) != 4:
        print(__doc__)
        return 2
    html_path, expectations_path, screenshot_path = sys.argv[1:]
    if not os.path.exists(CHROMIUM):
        print("MISSING chromium: %s not found; install it with "
              "`apt-get install -y --no-install-recommends chromium fonts-dejavu-core`" % CHROMIUM)
        return 2
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("MISSING playwright: the Python package is not installed; install it with "
              "`python3 -m pip install playwright`")
        return 2

    with open(expectations_path) as f:
        expectations = json.load(f)

    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=["--no-sandbox", "--disable-gpu"])
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1100})
            page_errors = []
            page.on("pageerror", lambda e: page_errors.append(str(e)))
            page.goto("file://" + os.path.abspath(html_path))
            page.wait_for_function("window.openuikit !== undefined")
            check_opening(page, expectations)

            names = page.evaluate("openuikit.scenarios")
            expected_names = [s["name"] for s in expectations["scenarios"]]
            check(all(n in names for n in expected_names),
                  "the page lists the scenarios %s" % expected_names)

            check_positions(page, expectations)
            check_playback(page, expectations)
            check_scrubber(page, expectations["scrub"])
            check_controls(page, expectations)
            check_log(page, expectations)
            expectations_first_name[0] = expectations["scenarios"][0]["name"]
            check_inspector(page, expectations["scrub"])
            check_fingers(page, expectations)
            check_side_by_side(page, expectations)
            check_export(page, expectations["scrub"])
            check_device(page, browser, html_path, expectations["device"])
            take_screenshot(page, expectations["screenshot"], screenshot_path)
            check(not page_errors, "no script errors (%s)" % "; ".join(page_errors))
            check_narrow(browser, html_path, expectations)
        finally:
            browser.close()

    if failures:
        print("%d check(s) failed" % len(failures))
        return 1
    print("all browser checks passed")
    return 0


def rects_at(page, seconds, layer_names):
    """Seeks, then returns the stage-relative rectangles of the named layers."""
    return page.evaluate(
        """([t, names]) => {
             openuikit.seek(t);
             const s = openuikit.stageRect(), k = openuikit.stageScale();
             return names.map(n => {
               const r = openuikit.layerRect(n);
               return r === null ? null : [(r.x - s.x) / k, (r.y - s.y) / k, r.width / k, r.height / k];
             });
           }""",
        [seconds, layer_names])


def check_positions(page, expectations):
    page.evaluate("openuikit.pause()")
    for scenario in expectations["scenarios"]:
        check(page.evaluate("n => openuikit.show(n)", scenario["name"]),
              "%s: shown" % scenario["name"])
        for c in scenario["checks"]:
            names = sorted(c["layers"].keys())
            actual = rects_at(page, c["time"], names)
            wrong = []
            for name, rect in zip(names, actual):
                expected = c["layers"][name]
                if rect is None or not rect_close(rect, expected):
                    wrong.append("%s at %s, model %s" % (name, rect, expected))
            check(not wrong, "%s at t=%.4f: %d layers where the model puts them (1 px)%s" % (
                scenario["name"], c["time"], len(names), "; " + "; ".join(wrong[:5]) if wrong else ""))
            # Event log: events up to t are marked, the latest is the current one and visible.
            past = page.evaluate("""() => {
                let n = 0;
                document.querySelectorAll('section.player:not([hidden]) .log li.past')
                  .forEach(li => { n += Number(li.getAttribute('data-shown')); });
                return n;
              }""")
            expected_past = sum(1 for e in scenario["eventTimes"] if e <= c["time"] + 1e-6)
            check(past == expected_past, "%s at t=%.4f: %d events marked, model %d" % (
                scenario["name"], c["time"], past, expected_past))
            if expected_past > 0:
                visible = page.evaluate("""() => {
                    const log = document.querySelector('section.player:not([hidden]) .log');
                    const now = log.querySelectorAll('li.now');
                    if (now.length !== 1) return false;
                    const l = log.getBoundingClientRect(), r = now[0].getBoundingClientRect();
                    return r.top >= l.top - 1 && r.bottom <= l.bottom + 1;
                  }""")
                check(visible, "%s at t=%.4f: the latest event is highlighted and in view" % (
                    scenario["name"], c["time"]))


def check_playback(page, expectations):
    scenario = max(expectations["scenarios"], key=lambda s: s["times"][-1] - s["times"][0])
    name, start = scenario["name"], scenario["times"][0]
    page.evaluate("n => openuikit.show(n)", name)
    page.evaluate("t => openuikit.seek(t)", start)
    page.evaluate("openuikit.play()")
    time.sleep(0.4)
    t1 = page.evaluate("openuikit.currentTime()")
    check(page.evaluate("openuikit.isPlaying()") and t1 > start + 0.1,
          "%s: play advances time (%.3f s after 0.4 s)" % (name, t1 - start))
    page.evaluate("openuikit.pause()")
    t2 = page.evaluate("openuikit.currentTime()")
    time.sleep(0.2)
    check(page.evaluate("openuikit.currentTime()") == t2, "%s: pause holds the time" % name)

    # Speed control: 0.25x through the page's own select element.
    page.select_option("section.player:not([hidden]) select.speed", "0.25")
    page.evaluate("t => openuikit.seek(t)", start)
    begin = time.monotonic()
    page.evaluate("openuikit.play()")
    time.sleep(0.8)
    advanced = page.evaluate("openuikit.currentTime()") - start
    wall = time.monotonic() - begin
    page.evaluate("openuikit.pause()")
    ratio = advanced / wall
    check(0.1 <= ratio <= 0.35, "%s: at 0.25x time runs at %.2fx" % (name, ratio))
    page.select_option("section.player:not([hidden]) select.speed", "1")

    # Keys: the right arrow steps one frame.
    page.evaluate("t => openuikit.seek(t)", start)
    page.keyboard.press("ArrowRight")
    frame = page.evaluate("openuikit.frameIndex()")
    check(frame == 1, "%s: the right arrow key steps one frame (shows frame %d)" % (name, frame))

    # Cost of showing a frame: every frame of the longest scenario, styles applied and laid out.
    # The first pass warms the script engine up; the fastest of the next three is the cost (other
    # work on a loaded machine only ever adds time).
    passes = page.evaluate("""(times) => {
        const result = [];
        for (let pass = 0; pass < 4; pass++) {
          const begin = performance.now();
          for (const t of times) { openuikit.seek(t); document.body.getBoundingClientRect(); }
          result.push((performance.now() - begin) / times.length);
        }
        return result.slice(1).sort((a, b) => a - b);
      }""", scenario["times"])
    per_frame = passes[0]
    print("info %s: showing a frame takes %.3f ms (target %.1f ms, %d frames)" % (
        name, per_frame, FRAME_TARGET_MS, len(scenario["times"])))


def check_scrubber(page, scrub):
    page.evaluate("n => openuikit.show(n)", scrub["scenario"])
    page.evaluate("openuikit.seek(0)")
    rects = scrub["rects"]
    slider = page.locator("section.player:not([hidden]) input.scrub")
    box = slider.bounding_box()
    page.mouse.click(box["x"] + box["width"] * 0.7, box["y"] + box["height"] / 2)
    frame = page.evaluate("openuikit.frameIndex()")
    last = len(rects) - 1
    check(abs(frame - 0.7 * last) <= max(3, 0.05 * last),
          "%s: clicking the scrubber at 70%% shows frame %d of %d" % (scrub["scenario"], frame, last))
    actual = page.evaluate("""(n) => {
        const s = openuikit.stageRect(), r = openuikit.layerRect(n), k = openuikit.stageScale();
        return r === null ? null : [(r.x - s.x) / k, (r.y - s.y) / k, r.width / k, r.height / k];
      }""", scrub["layer"])
    check(actual is not None and rect_close(actual, rects[frame]),
          "%s: after scrubbing, %s is at %s, model %s" % (
              scrub["scenario"], scrub["layer"], actual, rects[frame]))
    time_shown = page.evaluate("openuikit.currentTime()")
    check(time_shown > 0, "%s: scrubbing moved the time to %.4f s" % (scrub["scenario"], time_shown))


def visible_section(selector=""):
    return "section.player:not([hidden]) " + selector


def frame_at(times, t):
    return max(bisect.bisect_right(times, t + 1e-6) - 1, 0)


def check_opening(page, expectations):
    """Player first: playing on load, the stage and the list in the first screen."""
    first = page.evaluate("openuikit.scenarios[0]")
    t0 = page.evaluate("openuikit.currentTime()")
    time.sleep(0.3)
    check(page.evaluate("openuikit.isPlaying()") and page.evaluate("openuikit.current()") == first
          and page.evaluate("openuikit.currentTime()") != t0,
          "the page opens playing its first scenario (%s)" % first)
    stage = page.evaluate("openuikit.stageRect()")
    nav = page.evaluate("(() => { const r = document.querySelector('#index').getBoundingClientRect(); return [r.top, r.left]; })()")
    height = page.evaluate("innerHeight")
    check(stage["top"] < 200 and stage["bottom"] <= height + 1,
          "the stage is in the first screen (top %.0f, bottom %.0f of %d)" % (stage["top"], stage["bottom"], height))
    check(nav[0] < height / 2, "the scenario list is in the first screen (top %.0f)" % nav[0])
    # The filter hides what does not match; a click on an entry plays it, the filter cleared.
    target = expectations["scrub"]["scenario"]
    page.fill("#filter", target)
    shown = page.evaluate("[...document.querySelectorAll('#index li:not([hidden]) a')].map(a => a.dataset.scenario)")
    check(shown == [target], "typing %r in the filter leaves only that scenario (%s)" % (target, shown))
    page.click("#index a[data-scenario='%s']" % target)
    check(page.evaluate("openuikit.current()") == target and page.evaluate("openuikit.isPlaying()"),
          "clicking %s in the list plays it" % target)
    page.fill("#filter", "")
    page.keyboard.press("Escape")
    count = page.evaluate("document.querySelectorAll('#index li:not([hidden])').length")
    check(count == len(page.evaluate("openuikit.scenarios")), "clearing the filter shows every scenario")
    page.evaluate("openuikit.pause()")


def check_controls(page, expectations):
    scenario = expectations["scrub"]["scenario"]
    times = next(s["times"] for s in expectations["scenarios"] if s["name"] == scenario)
    # A link with a time opens that moment, paused.
    page.evaluate("h => { location.hash = h; }", "#%s@0.35" % scenario)
    page.wait_for_function("Math.abs(openuikit.currentTime() - 0.35) < 1e-6")
    check(page.evaluate("openuikit.current()") == scenario and not page.evaluate("openuikit.isPlaying()"),
          "#%s@0.35 opens %s paused at 0.35 s" % (scenario, scenario))
    check(page.evaluate("openuikit.frameIndex()") == frame_at(times, 0.35),
          "#%s@0.35 shows frame %d" % (scenario, frame_at(times, 0.35)))
    # Stepping writes the moment into the URL.
    page.click(visible_section("button.next"))
    expected_hash = "#%s@%s" % (scenario, ("%.4f" % times[frame_at(times, 0.35) + 1]).rstrip("0").rstrip("."))
    try:
        page.wait_for_function("h => decodeURIComponent(location.hash) === h", arg=expected_hash, timeout=3000)
    except Exception:
        pass
    check(page.evaluate("decodeURIComponent(location.hash)") == expected_hash,
          "the URL carries the shown time (%s, expected %s)" % (page.evaluate("location.hash"), expected_hash))

    # Frame-step buttons, then keys working after a button was clicked.
    page.evaluate("openuikit.seek(0)")
    page.click(visible_section("button.next"))
    page.click(visible_section("button.next"))
    check(page.evaluate("openuikit.frameIndex()") == 2, "the next-frame button steps two frames")
    page.click(visible_section("button.prev"))
    check(page.evaluate("openuikit.frameIndex()") == 1, "the previous-frame button steps back")
    page.keyboard.press("ArrowRight")
    check(page.evaluate("openuikit.frameIndex()") == 2, "→ steps a frame after clicking a button")
    page.keyboard.press("End")
    check(page.evaluate("openuikit.frameIndex()") == len(times) - 1, "End shows the last frame")
    page.keyboard.press("Home")
    check(page.evaluate("openuikit.frameIndex()") == 0, "Home shows the first frame")
    page.click(visible_section("button.play"))
    check(page.evaluate("openuikit.isPlaying()"), "the play button plays")
    page.keyboard.press("Space")
    check(not page.evaluate("openuikit.isPlaying()"), "Space pauses after clicking the play button")
    page.keyboard.press("Space")
    check(page.evaluate("openuikit.isPlaying()"), "Space plays again")
    page.evaluate("openuikit.pause()")

    # Speed is kept across scenarios, 0.1x offered.
    page.select_option(visible_section("select.speed"), "0.1")
    other = next(s["name"] for s in expectations["scenarios"] if s["name"] != scenario)
    page.evaluate("n => openuikit.show(n)", other)
    check(page.evaluate("openuikit.speed()") == 0.1 and
          page.eval_on_selector(visible_section("select.speed"), "e => e.value") == "0.1",
          "speed 0.1x is kept when switching to %s" % other)
    page.keyboard.press("]")
    check(page.evaluate("openuikit.speed()") == 0.25, "] makes it faster (0.25x)")
    page.select_option(visible_section("select.speed"), "1")

    # Loop: played past the end, the scenario starts over and keeps playing.
    other_times = next(s["times"] for s in expectations["scenarios"] if s["name"] == other)
    page.evaluate("t => openuikit.seek(t)", other_times[-1] - 0.05)
    page.evaluate("openuikit.play()")
    time.sleep(1.2)
    check(page.evaluate("openuikit.isPlaying()") and page.evaluate("openuikit.currentTime()") < other_times[-1] - 0.1,
          "%s: with loop on, playback starts over after the end (t = %.3f)" % (other, page.evaluate("openuikit.currentTime()")))
    page.evaluate("openuikit.pause()")


def check_log(page, expectations):
    for scenario in expectations["scenarios"]:
        check_log_of(page, scenario)


def check_log_of(page, scenario):
    name, times, events = scenario["name"], scenario["times"], scenario["events"]
    page.evaluate("n => openuikit.show(n)", name)
    # Folding: one line per run of identical consecutive events.
    def shape(e):
        return [e[1], e[2]] + [None if x is None else re.sub(r"-?[0-9]+(\.[0-9]+)?", "#", x) for x in e[3:]]
    runs = []
    for e in events:
        if runs and shape(runs[-1][0]) == shape(e):
            runs[-1].append(e)
        else:
            runs.append([e])
    lines = page.evaluate("document.querySelectorAll('%s').length" % visible_section(".log li"))
    check(lines == len(runs), "%s: %d events as %d lines (repeats folded), model %d runs" % (
        name, len(events), lines, len(runs)))
    folded = [len(r) for r in runs if len(r) > 1]
    if folded:
        badge = page.evaluate("[...document.querySelectorAll('%s')].map(e => e.textContent).filter(Boolean)" % visible_section(".log .n"))
        check(badge and badge[0].strip() == "\u00d7%d" % folded[0], "%s: a folded line counts its repeats (%s)" % (name, badge[:1]))
    # Ticks: one per distinct event frame.
    frames = sorted(set(frame_at(times, e[0]) for e in events))
    ticks = page.evaluate("document.querySelectorAll('%s').length" % visible_section(".ticks .tick"))
    check(ticks == len(frames), "%s: %d scrubber ticks, model %d event frames" % (name, ticks, len(frames)))
    # Clicking a line jumps to its moment, paused.
    if len(runs) > 1:
        k = len(runs) // 2
        page.evaluate("openuikit.play()")
        page.click("%s:nth-child(%d)" % (visible_section(".log li"), k + 1))
        t = page.evaluate("openuikit.currentTime()")
        check(abs(t - runs[k][0][0]) < 1e-6 and not page.evaluate("openuikit.isPlaying()"),
              "%s: clicking log line %d shows its moment (%.4f s, model %.4f s)" % (name, k, t, runs[k][0][0]))
    # Category filters.
    category = events[0][1] if events else None
    if category:
        box = visible_section(".filters input[value='%s']" % category)
        page.uncheck(box)
        hidden = page.evaluate("""c => [...document.querySelectorAll('section.player:not([hidden]) .log li')]
            .filter(li => li.dataset.category === c).every(li => li.offsetParent === null)""", category)
        check(hidden, "%s: unchecking %s hides its lines" % (name, category))
        page.check(box)


def check_inspector(page, scrub):
    """Clicking a layer inspects it: name, values, tree, one curve per animated property."""
    name, layer, rects = scrub["scenario"], scrub["layer"], scrub["rects"]
    page.evaluate("n => openuikit.show(n)", name)
    last = len(rects) - 1
    page.evaluate("t => openuikit.seek(t)", 10 ** 6)
    r = page.evaluate("n => openuikit.layerRect(n)", layer)
    page.mouse.click(r["x"] + r["width"] / 2, r["y"] + min(r["height"] / 2, 20))
    title = page.evaluate("document.querySelector('%s').textContent" % visible_section(".inspector .hint b"))
    hit = page.evaluate("""([x, y]) => { const e = document.elementFromPoint(x, y).closest('.l');
        return e ? e.getAttribute('data-name') || ('layer #' + e.getAttribute('data-id')) : null; }""",
        [r["x"] + r["width"] / 2, r["y"] + min(r["height"] / 2, 20)])
    check(title == hit, "%s: clicking the stage inspects the topmost layer there (%r)" % (name, title))
    # Choose the layer itself in the tree.
    page.click(visible_section(".inspector .tree summary"))
    page.click(visible_section(".inspector .tree li") + ":text-is('%s')" % layer)
    title = page.evaluate("document.querySelector('%s').textContent" % visible_section(".inspector .hint b"))
    check(title == layer, "%s: choosing %s in the layer tree inspects it (%r)" % (name, layer, title))
    values = page.evaluate("[...document.querySelectorAll('%s')].map(th => th.textContent)" % visible_section(".inspector th"))
    check("frame" in values and "opacity" in values and "transform" in values,
          "%s: the inspector shows frame, opacity and transform (%s)" % (name, values))
    # The model column: while the sheet moves, its model transform (where it ends) beside the
    # drawn one; at the end (no animation) no model column.
    check(page.evaluate("document.querySelector('%s') === null" % visible_section(".inspector td.model")),
          "%s: no model column at the last frame (nothing animates)" % name)
    times = page.evaluate(
        "n => JSON.parse(document.getElementById('openuikit-data').textContent).scenarios.find(s => s.name === n).times", name)
    page.evaluate("t => openuikit.seek(t)", times[last // 2])
    row = page.evaluate("""() => { const tr = document.querySelector("%s");
        return tr ? [...tr.children].map(c => c.textContent) : null; }""" % visible_section(".inspector tr[data-code='t']"))
    moving_mid = rects[last // 2] != rects[last]
    check(row is not None and len(row) == 3 and (not moving_mid or (row[2] and row[2] != row[1])),
          "%s mid-way: the transform row shows presentation and model (%s)" % (name, row))
    page.evaluate("t => openuikit.seek(t)", 10 ** 6)
    curves = page.evaluate("[...document.querySelectorAll('%s')].map(s => s.dataset.property)" % visible_section(".curves svg"))
    moving = len(set(tuple(x) for x in rects)) > 1
    check(not moving or "y" in curves, "%s: the curve view plots %s's motion (%s)" % (name, layer, curves))
    if curves:
        box = page.locator(visible_section(".curves svg")).first.bounding_box()
        page.mouse.click(box["x"] + box["width"] * 0.5, box["y"] + box["height"] / 2)
        frame = page.evaluate("openuikit.frameIndex()")
        check(abs(frame - last / 2) <= max(2, 0.03 * last), "%s: clicking the middle of a curve shows frame %d of %d" % (name, frame, last))
    tree = page.evaluate("document.querySelectorAll('%s').length" % visible_section(".inspector .tree li"))
    check(tree > 1, "%s: the inspector lists the layer tree (%d layers)" % (name, tree))
    # With nothing selected, the tree of the frame shown is listed too.
    page.evaluate("n => openuikit.show(n)", expectations_first_name[0])
    summary = page.evaluate("document.querySelector('%s').textContent" % visible_section(".inspector .tree summary"))
    check(not summary.endswith("(0 layers)"), "the inspector of a freshly shown scenario lists its tree (%s)" % summary)


def check_fingers(page, expectations):
    """A finger marker wherever the model has a touch down, centred on it (1 px)."""
    for scenario in expectations["scenarios"]:
        fingers = scenario["fingers"]
        frames = [i for i, f in enumerate(fingers) if f]
        if not frames:
            continue
        name, times = scenario["name"], scenario["times"]
        page.evaluate("n => openuikit.show(n)", name)
        for i in [frames[0] - 1, frames[0], frames[len(frames) // 2], frames[-1], frames[-1] + 1]:
            if i < 0 or i >= len(times):
                continue
            page.evaluate("t => openuikit.seek(t)", times[i])
            shown = page.evaluate("""() => {
                const s = openuikit.stageRect(), k = openuikit.stageScale();
                return [...document.querySelectorAll('section.player:not([hidden]) .finger')].map(d => {
                  const r = d.getBoundingClientRect();
                  return [(r.x + r.width / 2 - s.x) / k, (r.y + r.height / 2 - s.y) / k];
                });
              }""")
            expected = fingers[i]
            flat = [v for p in shown for v in p]
            ok = len(flat) == len(expected) and all(abs(a - b) <= 1.0 for a, b in zip(flat, expected))
            check(ok, "%s frame %d: finger markers at %s, model %s" % (name, i, flat, expected))


def check_side_by_side(page, expectations):
    """A second scenario beside the first, on the same clock, through the page's chooser."""
    a, b = expectations["scenarios"][0], expectations["scenarios"][2]
    page.evaluate("n => openuikit.show(n)", a["name"])
    page.select_option(visible_section("select.compare"), b["name"])
    for t in [a["times"][0], a["times"][len(a["times"]) // 2], a["times"][-1]]:
        page.evaluate("t => openuikit.seek(t)", t)
        shown = page.evaluate("openuikit.compareFrame()")
        expected = frame_at(b["times"], min(max(t, b["times"][0]), b["times"][-1]))
        check(shown == expected, "%s beside %s at %.3f s: frame %d, model %d" % (b["name"], a["name"], t, shown, expected))
    boxes = page.evaluate("""() => [...document.querySelectorAll('section.player:not([hidden]) .stagebox')]
        .map(e => { const r = e.getBoundingClientRect(); return [r.left, r.right, r.top]; })""")
    check(len(boxes) == 2 and boxes[1][0] >= boxes[0][1] and abs(boxes[1][2] - boxes[0][2]) < 1,
          "the two stages are side by side (%s)" % boxes)
    page.select_option(visible_section("select.compare"), "")
    check(page.evaluate("document.querySelectorAll('section.player:not([hidden]) .stagebox').length") == 1,
          "choosing none removes the second stage")


def check_export(page, scrub):
    """The frame shown downloads as SVG and as a PNG the browser rasterises from it."""
    page.evaluate("n => openuikit.show(n)", scrub["scenario"])
    page.evaluate("openuikit.seek(1.0)")
    with page.expect_download() as info:
        page.click(visible_section("button.export-svg"))
    text = open(info.value.path(), encoding="utf-8").read()
    check(text.startswith("<svg") and "foreignObject" in text and 'data-name="%s"' % scrub["layer"] in text,
          "the SVG button downloads the frame (%d bytes, %s)" % (len(text), info.value.suggested_filename))
    with page.expect_download() as info:
        page.click(visible_section("button.export-png"))
    data = open(info.value.path(), "rb").read()
    ok = data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = (int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")) if ok else (0, 0)
    ratio = page.evaluate("window.devicePixelRatio || 1")
    size = page.evaluate("(() => { const s = openuikit.stageRect(), k = openuikit.stageScale(); return [s.width / k, s.height / k]; })()")
    check(ok and abs(width - size[0] * ratio) <= 1 and abs(height - size[1] * ratio) <= 1,
          "the PNG button downloads a %dx%d PNG (stage %s x %s)" % (width, height, size, ratio))
    colours = 0
    try:
        from PIL import Image
        import io
        with Image.open(io.BytesIO(data)) as image:
            colours = len(image.convert("RGB").getcolors(maxcolors=1 << 20) or [])
    except ImportError:
        colours = 99
    check(colours >= 3, "the PNG is not blank (%d colours)" % colours)


def check_device(page, browser, html_path, device):
    """The device frame over the stage: the model's DeviceFrame layers, frame by frame."""
    name = device["scenario"]
    page.evaluate("n => openuikit.show(n)", name)
    page.evaluate("openuikit.setDevice(false)")
    check(page.evaluate("openuikit.layerRect('status bar time')") is None and not page.evaluate("openuikit.device()"),
          "%s: no device frame until asked" % name)
    page.click(visible_section("input.devicebox"))
    check(page.evaluate("openuikit.device()"), "the Device box turns the device frame on")
    check(page.evaluate("location.search") == "?device", "the link carries the device frame (%s)" % page.evaluate("location.search"))
    statuses = device["statusBars"]
    picks = {}
    for i, (hidden, light) in enumerate(statuses):
        picks.setdefault((hidden, light), i)
    times = page.evaluate(
        "n => JSON.parse(document.getElementById('openuikit-data').textContent).scenarios.find(s => s.name === n).times", name)
    for (hidden, light), i in sorted(picks.items(), key=lambda kv: kv[1]):
        page.evaluate("t => openuikit.seek(t)", times[i])
        got = page.evaluate("""() => {
            const s = openuikit.stageRect(), k = openuikit.stageScale();
            const rect = n => { const r = openuikit.layerRect(n); return r && [(r.x - s.x) / k, (r.y - s.y) / k, r.width / k, r.height / k]; };
            const el = document.querySelector("section.player:not([hidden]) .device [data-name='status bar time'] .x");
            return { time: rect('status bar time'), home: rect('home indicator'),
                     colour: el && el.isConnected ? getComputedStyle(el).color : null };
          }""")
        label = "%s frame %d (status bar %s)" % (name, i, "hidden" if hidden else ("light" if light else "dark"))
        if hidden:
            check(got["time"] is None, "%s: no time shown" % label)
        else:
            colour = "rgb(255, 255, 255)" if light else "rgb(0, 0, 0)"
            check(got["colour"] == colour, "%s: the time is %s (%s)" % (label, colour, got["colour"]))
            check(got["time"] is not None and rect_close(got["time"], device["time"][i]),
                  "%s: the time at %s, model %s" % (label, got["time"], device["time"][i]))
        check(got["home"] is not None and rect_close(got["home"], device["home"][i]),
              "%s: the home indicator at %s, model %s" % (label, got["home"], device["home"][i]))
    check(len(picks) == 3, "the scenario shows dark, light and hidden status bars (%s)" % sorted(picks))
    safe = page.evaluate("""() => {
        const s = openuikit.stageRect(), k = openuikit.stageScale();
        const r = document.querySelector("section.player:not([hidden]) .safe-area").getBoundingClientRect();
        return [(r.x - s.x) / k, (r.y - s.y) / k, r.width / k, r.height / k];
      }""")
    check(rect_close(safe, device["safe"]) and rect_close(page.evaluate("openuikit.safeArea()"), device["safe"]),
          "the safe-area guide at %s, model %s" % (safe, device["safe"]))
    radius = page.evaluate("getComputedStyle(document.querySelector('section.player:not([hidden]) .stage')).borderTopLeftRadius")
    check(radius == "%gpx" % device["radius"], "the screen's corners: %s (model %g pt)" % (radius, device["radius"]))
    # Clicking the stage still inspects the app's layers, not the frame's.
    other = next(n for n in page.evaluate("openuikit.scenarios") if n != name)
    page.evaluate("n => openuikit.show(n)", other)
    check(page.evaluate("openuikit.device()") and page.evaluate("openuikit.layerRect('home indicator')") is not None,
          "the device frame is kept when switching to %s" % other)
    page.keyboard.press("d")
    check(not page.evaluate("openuikit.device()") and page.evaluate("openuikit.layerRect('home indicator')") is None,
          "D turns the device frame off")
    check(page.evaluate("location.search") == "", "the link drops ?device")
    # A link with ?device opens with the frame on.
    fresh = browser.new_page(viewport={"width": 1000, "height": 900})
    try:
        fresh.goto("file://%s?device#%s@0" % (os.path.abspath(html_path), name))
        fresh.wait_for_function("window.openuikit !== undefined")
        check(fresh.evaluate("openuikit.device()") and fresh.evaluate("openuikit.layerRect('status bar time')") is not None,
              "a ?device link opens with the device frame on")
    finally:
        fresh.close()


def check_narrow(browser, html_path, expectations):
    """At 390 px wide (a phone) everything fits the width: no sideways scrolling."""
    page = browser.new_page(viewport={"width": 390, "height": 844})
    try:
        for scenario in expectations["scenarios"]:
            page.goto("file://%s#%s" % (os.path.abspath(html_path), scenario["name"]))
            page.wait_for_function("window.openuikit !== undefined")
            width = page.evaluate("document.documentElement.scrollWidth")
            stage = page.evaluate("openuikit.stageRect()")
            check(width <= 390 and stage["right"] <= 390 + 0.5,
                  "%s at 390 px: page %d px wide, stage right edge %.1f" % (scenario["name"], width, stage["right"]))
    finally:
        page.close()


def take_screenshot(page, shot, path):
    page.evaluate("n => openuikit.show(n)", shot["scenario"])
    page.evaluate("t => openuikit.seek(t)", shot["time"])
    page.screenshot(path=path, full_page=True)
    size = os.path.getsize(path)
    try:
        from PIL import Image
    except ImportError:
        check(size > 20000, "screenshot %s is not blank (%d bytes; PIL not installed)" % (path, size))
        return
    with Image.open(path) as image:
        colours = image.convert("RGB").getcolors(maxcolors=1 << 24)
    count = len(colours) if colours is not None else 1 << 24
    check(count >= 50, "screenshot %s is not blank (%d distinct colours)" % (path, count))


if __name__ == "__main__":
    sys.exit(main())

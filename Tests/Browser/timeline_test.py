#!/usr/bin/env python3
"""Browser test of the HTML timeline player (OpenUIKitRender's HTMLTimelineRenderer).

Opens a generated player in Debian's Chromium through Playwright and checks it against the
render model:

  * every named layer is where the model puts it (getBoundingClientRect within 1 px of the
    bounding box of the layer's projected bounds, relative to the stage) at chosen times,
  * the event log marks the events up to the shown time and keeps the latest in view,
  * play advances time, pause holds it, the speed control scales it, arrow keys step,
  * showing a frame stays cheap (per-frame budget over the longest scenario),
  * the scrubber seeks, and the layers follow,
  * a screenshot of the page is not blank.

Usage: timeline_test.py PLAYER.html EXPECTATIONS.json SCREENSHOT.png

EXPECTATIONS.json is written by the Swift test (TimelineBrowserTests) from the model:
  {"scenarios": [{"name": ..., "times": [...], "eventTimes": [...],
                  "checks": [{"time": t, "layers": {name: [x, y, width, height]}}]}],
   "scrub": {"scenario": ..., "layer": ..., "rects": [[x, y, w, h] per frame]},
   "screenshot": {"scenario": ..., "time": t}}

Exit status: 0 pass, 1 a check failed, 2 the browser or Playwright is missing.
"""

import json
import os
import sys
import time

CHROMIUM = "/usr/bin/chromium"
TOLERANCE_PX = 1.0
# Average time to apply one frame's styles and lay out, far under a 60 Hz frame (16.7 ms) so
# playback has room for painting even on a loaded CI machine.
FRAME_BUDGET_MS = 4.0

failures = []


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

            names = page.evaluate("openuikit.scenarios")
            expected_names = [s["name"] for s in expectations["scenarios"]]
            check(all(n in names for n in expected_names),
                  "the page lists the scenarios %s" % expected_names)

            check_positions(page, expectations)
            check_playback(page, expectations)
            check_scrubber(page, expectations["scrub"])
            take_screenshot(page, expectations["screenshot"], screenshot_path)
            check(not page_errors, "no script errors (%s)" % "; ".join(page_errors))
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
             const s = openuikit.stageRect();
             return names.map(n => {
               const r = openuikit.layerRect(n);
               return r === null ? null : [r.x - s.x, r.y - s.y, r.width, r.height];
             });
           }""",
        [seconds, layer_names])


def check_positions(page, expectations):
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
            past = page.evaluate(
                "document.querySelectorAll('section.player:not([hidden]) .log li.past').length")
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
    check(page.evaluate("openuikit.frameIndex()") == 1, "%s: the right arrow key steps one frame" % name)

    # Cost of showing a frame: every frame of the longest scenario, styles applied and laid out.
    per_frame = page.evaluate("""(times) => {
        const begin = performance.now();
        for (const t of times) { openuikit.seek(t); document.body.getBoundingClientRect(); }
        return (performance.now() - begin) / times.length;
      }""", scenario["times"])
    check(per_frame < FRAME_BUDGET_MS, "%s: showing a frame takes %.3f ms (budget %.1f ms, %d frames)" % (
        name, per_frame, FRAME_BUDGET_MS, len(scenario["times"])))


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
        const s = openuikit.stageRect(), r = openuikit.layerRect(n);
        return r === null ? null : [r.x - s.x, r.y - s.y, r.width, r.height];
      }""", scrub["layer"])
    check(actual is not None and rect_close(actual, rects[frame]),
          "%s: after scrubbing, %s is at %s, model %s" % (
              scrub["scenario"], scrub["layer"], actual, rects[frame]))
    time_shown = page.evaluate("openuikit.currentTime()")
    check(time_shown > 0, "%s: scrubbing moved the time to %.4f s" % (scrub["scenario"], time_shown))


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

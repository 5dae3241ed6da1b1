#!/usr/bin/env python3
"""The static page of Tools/web (the library compiled to WebAssembly, no Swift server) in headless
Chromium: a toss comes to rest on a corner, a recorded flick replays to the same frames natively, the
page works on a phone's screen, and the .wasm size and the page's time per frame are reported. Run through Scripts/wasm-browser-test, which
installs and builds what it needs; prints "N passed, M failed".
The browser helpers (driver, real pointer drags, polling) are Scripts/browser-test.py's."""
import functools
import http.server
import importlib.util
import json
import pathlib
import subprocess
import sys
import tempfile
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
SITE = ROOT / ".build-wasm" / "web"
spec = importlib.util.spec_from_file_location("browser_test", ROOT / "Scripts" / "browser-test.py")
browser = importlib.util.module_from_spec(spec)
spec.loader.exec_module(browser)
BENCH = browser.BENCH


class StaticSite:
    """.build-wasm/web from a plain static file server on a free loopback port."""

    def __init__(self):
        handler = functools.partial(Quiet, directory=str(SITE))
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self):
        self.server.shutdown()


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


def state(driver):
    return driver.execute_script("var m = window.motion; return m && {ready: m.ready, error: m.error, interaction: m.interaction, replay: m.replay,"
                                 " guides: m.guides, state: m.state, settled: m.settled, layers: m.layers, frames: m.frames,"
                                 " events: m.events, refused: m.refused, frameMicros: m.frameMicros, wasmBytes: m.wasmBytes,"
                                 " readings: m.readings};")


def open_demo(driver, site, interaction):
    driver.get(site.url + "?interaction=" + interaction)
    return browser.wait_for(lambda: (lambda s: s and s["ready"] and s["interaction"] == interaction and s["frames"] > 3 and s)(state(driver)),
                            what=f"the {interaction} demo to load and draw")


def check_toss_comes_to_rest_on_a_corner(driver, site):
    shown = open_demo(driver, site, "pip")
    corners = [browser.centre(g) for g in shown["guides"]]
    x, y = shown["layers"][0][0], shown["layers"][0][1]
    assert (x, y) == corners[1], f"the layer starts at {(x, y)}, not on the top-right corner {corners[1]}"
    # A throw towards the bottom left by a finger, let go below the middle: the lower left corner by
    # momentum and by position, so a late release in headless timing cannot change the corner.
    points = [(x - 14 * i, y + 30 * i) for i in range(15)]
    browser.drag(driver, points, kind=browser.POINTER_TOUCH)
    rest = browser.wait_for(lambda: (lambda s: s["settled"] and s["state"] == "idle" and s["events"] >= 3 and s)(state(driver)),
                            what="the toss to come to rest")
    assert rest["refused"] == 0, f"{rest['refused']} pointer events refused"
    layer = rest["layers"][0]
    assert (layer[0], layer[1]) == corners[2], f"came to rest at {(layer[0], layer[1])}, not on the bottom-left corner {corners[2]}"


def without_events(frames):
    """Native `bench replay` frames without their feedback events, which the page does not show."""
    return [{key: value for key, value in frame.items() if key != "events"} for frame in frames]


def check_recorded_flick_replays_to_the_same_frames_natively(driver, site):
    shown = open_demo(driver, site, "flick")
    x, y = shown["layers"][0][0], shown["layers"][0][1]
    browser.drag(driver, [(x + 15 * i, y - 20 * i) for i in range(10)], kind=browser.POINTER_TOUCH, step_ms=10)
    browser.wait_for(lambda: (lambda s: s["settled"] and s["state"] in ("dismissed", "idle"))(state(driver)),
                     what="the flick to end")
    recording = driver.execute_script("return window.motion.recording();")
    replay = driver.execute_script("return window.motion.replay;")
    width, height = driver.execute_script("var c = document.getElementById('stage'); return [c.clientWidth, c.clientHeight];")
    assert replay == {"interaction": "flick-dismiss", "arguments": []}, f"unexpected replay {replay}"
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
        json.dump({"container": {"x": 0, "y": 0, "width": width, "height": height}, "events": recording["events"]}, file)
    native = without_events(json.loads(subprocess.run([str(BENCH), "replay", replay["interaction"], file.name] + replay["arguments"],
                                                      capture_output=True, text=True, check=True).stdout))
    frames = recording["frames"]
    assert len(frames) > 10 and len(recording["events"]) >= 3, f"too little recorded: {len(recording['events'])} events, {len(frames)} frames"
    assert frames == native, (f"{len(frames)} page frames, {len(native)} native; first difference at "
                              f"{next((i for i, (a, b) in enumerate(zip(frames, native)) if a != b), min(len(frames), len(native)))}")
    pathlib.Path(file.name).unlink()


def replays_natively(driver, recording, replay):
    """The page's recorded frames are what native `bench replay` computes for its events."""
    width, height = driver.execute_script("var c = document.getElementById('stage'); return [c.clientWidth, c.clientHeight];")
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
        json.dump({"container": {"x": 0, "y": 0, "width": width, "height": height}, "events": recording["events"]}, file)
    native = without_events(json.loads(subprocess.run([str(BENCH), "replay", replay["interaction"], file.name] + replay["arguments"],
                                                      capture_output=True, text=True, check=True).stdout))
    pathlib.Path(file.name).unlink()
    frames = recording["frames"]
    # `bench replay` stops at the first frame at rest after the last event; the page's grid runs on while an
    # input may still change what it showed (a release delivered after frames past its timestamp: the
    # loop re-runs them, and they then show the rest too). Those frames past native's end must be that rest.
    shared = frames[:len(native)]
    assert shared == native, (f"{replay['interaction']}: {len(frames)} page frames, {len(native)} native; first difference at "
                              f"{next((i for i, (a, b) in enumerate(zip(frames, native)) if a != b), min(len(frames), len(native)))}")
    rest = {key: value for key, value in native[-1].items() if key != "t"}
    beyond = [{key: value for key, value in frame.items() if key != "t"} for frame in frames[len(native):]]
    assert all(frame == rest for frame in beyond), f"{replay['interaction']}: after native's last frame {rest}, the page shows {beyond}"
    return frames


def check_list_demos_land_exactly_and_replay_natively(driver, site):
    """Pull to refresh returns to exactly 0 after the demo ends the refresh; the picker lands exactly on a
    row; the carousel rests its next item on the first keyline; each recording is what native `bench
    replay` computes for its events."""
    shown = open_demo(driver, site, "refresh")
    width = driver.execute_script("return document.getElementById('stage').clientWidth")
    browser.drag(driver, [(width / 2, 80 + 25 * i) for i in range(14)], kind=browser.POINTER_TOUCH, step_ms=20)
    rest = browser.wait_for(lambda: (lambda s: s["settled"] and s["state"] == "idle" and s)(state(driver)), timeout=15,
                            what="the refresh to end")
    frames = replays_natively(driver, driver.execute_script("return window.motion.recording();"), shown["replay"])
    states = [f["state"] for f in frames]
    assert "refreshing" in states and frames[-1]["offset"] == 0 and dict(rest["readings"])["offset"] == 0, f"{frames[-1]}"
    assert any(f["state"] == "refreshing" and f["offset"] == 56 for f in frames), "never held at 56"

    shown = open_demo(driver, site, "picker")
    wheel_band = shown["guides"][0]
    x = wheel_band[0] + wheel_band[2] / 2
    browser.drag(driver, [(x, wheel_band[1] + 190 - 20 * i) for i in range(9)], kind=browser.POINTER_TOUCH, step_ms=12)
    rest = browser.wait_for(lambda: (lambda s: s["settled"] and s["state"] == "idle" and s)(state(driver)), what="the wheel to land")
    readings = dict(rest["readings"])
    assert readings["selected"] > 0 and readings["offset"] == readings["selected"] * 32, f"landed at {readings}"
    if shown["replay"]:
        replays_natively(driver, driver.execute_script("return window.motion.recording();"), shown["replay"])

    shown = open_demo(driver, site, "carousel")
    band = shown["guides"][0]
    browser.drag(driver, [(band[2] - 40 - 30 * i, band[1] + band[3] / 2) for i in range(8)], kind=browser.POINTER_TOUCH, step_ms=12)
    rest = browser.wait_for(lambda: (lambda s: s["settled"] and s["state"] == "idle" and s)(state(driver)), what="the carousel to rest")
    readings = dict(rest["readings"])
    assert readings["focused"] == 1 and readings["offset"] > 0, f"rests at {readings}"
    frames = replays_natively(driver, driver.execute_script("return window.motion.recording();"), shown["replay"])
    assert frames[-1]["focused"] == 1 and frames[-1]["offset"] == readings["offset"], f"{frames[-1]}"


def check_wheel_notches_land_on_their_target(driver, site):
    """Two mouse wheel notches down (DOM deltaY +100 each, dispatched by the browser) on the header's list:
    it animates by Chromium's curve and lands exactly 200 points down; the recording holds the wheel
    events and replays natively (`bench replay scroll` with wheel events) to the same frames."""
    shown = open_demo(driver, site, "header")
    browser.wheel(driver, 180, 400, 100)
    time.sleep(0.05)
    browser.wheel(driver, 180, 400, 100)
    rest = browser.wait_for(lambda: (lambda s: s["settled"] and dict(s["readings"])["offset"] == 200 and s)(state(driver)),
                            what="the list to land 200 points down")
    assert rest["refused"] == 0 and rest["events"] >= 1, f"{rest['events']} events taken, {rest['refused']} refused"
    recording = driver.execute_script("return window.motion.recording();")
    wheels = [e for e in recording["events"] if e.get("kind") == "wheel"]
    assert wheels and sum(e["dy"] for e in wheels) == -200, f"wheel events {wheels}"
    frames = replays_natively(driver, recording, shown["replay"])
    assert "decelerating" in [f["state"] for f in frames] and frames[-1]["offset"] == 200, f"{frames[-1]}"


def check_size_and_frame_time(driver, site):
    open_demo(driver, site, "header")
    browser.drag(driver, [(200, 500 - 40 * i) for i in range(9)], kind=browser.POINTER_TOUCH, step_ms=10)
    time.sleep(1.0)
    s = state(driver)
    micros = sorted(s["frameMicros"])
    assert micros, "no frame timed"
    median = micros[len(micros) // 2]
    print(f"      motion.wasm {s['wasmBytes']} bytes; a display frame in the page (the module's frames, the JSON "
          f"out and parsed): median {median:.0f} µs, worst {micros[-1]:.0f} µs over {len(micros)} moving frames")
    assert s["wasmBytes"] > 0 and median < 4000, f"a frame takes {median} µs"


def check_phone(driver, site):
    """On a phone's screen (390 × 844 CSS pixels, 3 device pixels each, touch): a sharp canvas that the
    browser does not pan or zoom, and the card follows a finger."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    try:
        shown = open_demo(driver, site, "flick")
        canvas = driver.execute_script("var c = document.getElementById('stage'); return [c.width, c.height, c.clientWidth,"
                                       " c.clientHeight, getComputedStyle(c).touchAction, window.devicePixelRatio];")
        assert canvas[5] == 3 and canvas[0] == 3 * canvas[2] and canvas[1] == 3 * canvas[3], f"canvas {canvas}"
        assert canvas[4] == "none", f"touch-action {canvas[4]}"
        assert canvas[2] <= 390, f"the stage is {canvas[2]} wide on a 390-pixel screen"
        x, y = shown["layers"][0][0], shown["layers"][0][1]
        browser.drag(driver, [(x + 12 * i, y - 25 * i) for i in range(12)], kind=browser.POINTER_TOUCH)
        rest = browser.wait_for(lambda: (lambda s: s["settled"] and s)(state(driver)), what="the card to rest")
        assert rest["events"] >= 12 and rest["refused"] == 0, f"{rest['events']} touch events taken, {rest['refused']} refused"
        frames = driver.execute_script("return window.motion.recording().frames;")
        dragged = [f for f in frames if f["state"] == "dragging" and f["y"] < y - 100]
        assert dragged, "the card never followed the finger"
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})


PHONE = {"width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": True}


def on_a_phone(driver):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", PHONE)
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})


def off_the_phone(driver):
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})


def content_origin(driver):
    """The canvas's content box in the viewport: its bounding box less its border."""
    return driver.execute_script("var c = document.getElementById('stage'), r = c.getBoundingClientRect();"
                                 " return [r.left + c.clientLeft, r.top + c.clientTop];")


def touch(driver, kind, points):
    """A touch event dispatched by the browser (CDP), at stage points (content-box coordinates)."""
    x0, y0 = content_origin(driver)
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [
        {"x": x0 + x, "y": y0 + y, "id": index} for index, (x, y) in enumerate(points)]})


def check_phone_stage_fits_and_touches_land_under_the_finger(driver, site):
    """On a phone, every demo's stage ends on the screen (its title laid out first), and a touch at a
    stage point is that point to the interaction (the canvas's border is not counted)."""
    on_a_phone(driver)
    try:
        for demo in ["pip", "flick", "dock", "pop", "header", "photo", "canvas", "sheet", "drawer", "swipe-row", "mail", "sheet-rows", "photo-grid", "predictive-back", "reorder", "refresh", "picker", "carousel"]:
            open_demo(driver, site, demo)
            bottom, screen = driver.execute_script("return [document.getElementById('stage').getBoundingClientRect().bottom,"
                                                   " window.visualViewport.height];")
            assert bottom <= screen, f"{demo}: the stage ends at {bottom}, below the {screen}-pixel screen"
        shown = open_demo(driver, site, "dock")
        band = shown["guides"][0]
        point = (band[0] + 123.25, band[1] + 61.5)
        touch(driver, "touchStart", [point])
        seen = browser.wait_for(lambda: (lambda s: s["readings"] and s["state"] in ("began", "moved") and s)(state(driver)),
                                what="the dock to see the touch")
        px, py = seen["readings"][0][1], seen["readings"][1][1]
        touch(driver, "touchEnd", [])
        expected = ((point[0] - band[0]) / band[2], (point[1] - band[1]) / band[3])
        assert abs(px - expected[0]) < 1e-3 and abs(py - expected[1]) < 1e-3, f"the touch landed at {(px, py)}, not {expected}"
    finally:
        off_the_phone(driver)


def check_phone_demos_draw_where_they_should(driver, site):
    """On a phone: the photo opens centred at its fit; the swipe row's label says it is not closed while
    the finger holds it open; the dock's squares never overlap."""
    on_a_phone(driver)
    try:
        shown = open_demo(driver, site, "photo")
        stage = shown["guides"][0]
        photo = shown["layers"][0]
        assert abs(photo[1] - (stage[1] + stage[3] / 2)) < 0.5 and abs(photo[0] - (stage[0] + stage[2] / 2)) < 0.5, \
            f"the photo's centre is {photo[:2]}, not the stage's {browser.centre(stage)}"
        shown = open_demo(driver, site, "swipe-row")
        row = shown["guides"][0]
        y = row[1] + row[3] / 2
        touch(driver, "touchStart", [(300, y)])
        for step in range(1, 12):
            touch(driver, "touchMove", [(300 - 10.5 * step, y)])
            time.sleep(0.016)
        held = browser.wait_for(lambda: (lambda s: s["layers"] and abs(s["layers"][-1][0] - (row[0] + row[2] / 2)) > 100 and s)(state(driver)),
                                what="the row to follow the finger")
        assert held["state"] != "closed", f"the row is {held['layers'][-1][0] - row[2] / 2} points open and reads {held['state']}"
        touch(driver, "touchEnd", [])
        browser.wait_for(lambda: state(driver)["settled"], what="the row to settle")
        shown = open_demo(driver, site, "dock")
        band = shown["guides"][0]
        for x in [band[2] * f for f in (0.1, 0.3, 0.5, 0.7, 0.9)]:
            touch(driver, "touchStart", [(x, band[1] + band[3] / 2)])
            time.sleep(0.4)
            layers = state(driver)["layers"]
            touch(driver, "touchEnd", [])
            extents = sorted((l[0] - l[2] * l[5] / 2, l[0] + l[2] * l[5] / 2) for l in layers)
            for (_, right), (left, _) in zip(extents, extents[1:]):
                assert right <= left + 1e-9, f"with the finger at {x}, squares overlap: {extents}"
            browser.wait_for(lambda: state(driver)["settled"], what="the dock to settle")
    finally:
        off_the_phone(driver)


def check_report_on_a_phone(driver, site):
    """The bench report on a phone: no sideways scroll, and every plot at least 300 pixels wide."""
    report = pathlib.Path(tempfile.mkdtemp()) / "report.html"
    result = subprocess.run([str(BENCH), "report", "--frames", "200", "-o", str(report)], capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stderr
    on_a_phone(driver)
    try:
        driver.get(report.as_uri())
        browser.wait_for(lambda: driver.execute_script("return document.body.dataset.players"), what="the report's players")
        width, scroll, plots = driver.execute_script(
            "return [window.innerWidth, document.documentElement.scrollWidth,"
            " Array.prototype.map.call(document.querySelectorAll('.plot svg'), function(s){ return s.getBoundingClientRect().width; })];")
        assert scroll <= width, f"the report is {scroll} pixels wide on a {width}-pixel screen"
        assert plots and min(plots) >= 300, f"plots {min(plots)} to {max(plots)} pixels wide"
    finally:
        off_the_phone(driver)


def check_navigation_and_sheet_rows_demos(driver, site):
    """The page's photo grid zooms a tapped photo to the stage and a drag down flies it back into its
    cell, moved one slot on by the grid's reflow; the predictive back commits at exactly 1; a sideways
    swipe on a row of the sheet of swipe rows opens that row and leaves the sheet where it is."""
    shown = open_demo(driver, site, "photo-grid")
    stage = shown["guides"][0]
    side = (stage[2] - 16) / 3
    cell = (stage[0] + 8 + side * 1.5, stage[1] + 8 + side * 1.5)
    browser.drag(driver, [cell], kind=browser.POINTER_TOUCH)
    presented = browser.wait_for(lambda: (lambda s: s["settled"] and s["state"] == "presented" and s)(state(driver)),
                                 what="the photo to zoom in")
    assert presented["layers"][-1][:4] == [stage[0] + stage[2] / 2, stage[1] + stage[3] / 2, stage[2], stage[3]], presented["layers"][-1]
    browser.drag(driver, [(stage[2] / 2, stage[3] * 0.2 + i * stage[3] * 0.05) for i in range(14)], kind=browser.POINTER_TOUCH)
    rest = browser.wait_for(lambda: (lambda s: s["settled"] and s["state"] == "grid" and s)(state(driver)),
                            what="the photo to fly back into its cell")
    moved = [stage[0] + 8 + side * 2.5 + 4, cell[1]]
    assert dict(rest["readings"])["reflow"] == 1 and any(layer[:2] == moved for layer in rest["layers"]), f"no cell at {moved}"

    open_demo(driver, site, "predictive-back")
    width = driver.execute_script("return document.getElementById('stage').clientWidth")
    browser.drag(driver, [(4 + i * width * 0.05, 300 + 2 * i) for i in range(14)], kind=browser.POINTER_TOUCH)
    back = browser.wait_for(lambda: (lambda s: s["settled"] and s["state"] in ("committed", "cancelled") and s)(state(driver)),
                            what="the back gesture to end")
    readings = dict(back["readings"])
    assert back["state"] == "committed" and readings["progress"] == 1 and readings["scale"] == 0.9, f"{back['state']} {readings}"
    assert len(back["layers"]) == 5, f"{len(back['layers'])} layers: the top screen is still drawn"

    shown = open_demo(driver, site, "sheet-rows")
    width, height = driver.execute_script("var c = document.getElementById('stage'); return [c.clientWidth, c.clientHeight];")
    low = dict(shown["readings"])["height"]
    row = height - low + 40
    browser.drag(driver, [(width - 60 - 12 * i, row) for i in range(14)], kind=browser.POINTER_TOUCH, step_ms=30)
    opened = browser.wait_for(lambda: (lambda s: s["settled"] and dict(s["readings"])["open row"] == 0 and s)(state(driver)),
                              what="row 0 to open")
    readings = dict(opened["readings"])
    actions = 2 * min(74, (width - 2 * min(12, width / 10)) // 5)
    assert readings["row offset"] == -actions and readings["height"] == low, f"readings {readings}"


CHECKS = [check_toss_comes_to_rest_on_a_corner, check_recorded_flick_replays_to_the_same_frames_natively, check_size_and_frame_time,
          check_phone, check_phone_stage_fits_and_touches_land_under_the_finger, check_phone_demos_draw_where_they_should,
          check_report_on_a_phone, check_navigation_and_sheet_rows_demos, check_list_demos_land_exactly_and_replay_natively,
          check_wheel_notches_land_on_their_target]


def main():
    for path in (BENCH, SITE / "motion.wasm"):
        if not path.exists():
            print(f"wasm-browser-test: {path} is not built (run Scripts/wasm-browser-test)", file=sys.stderr)
            return 2
    site = StaticSite()
    driver = browser.make_driver()
    try:
        passed, failed = browser.run_checks(CHECKS, driver, site)
    finally:
        driver.quit()
        site.stop()
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())

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
    return driver.execute_script("var m = window.motion; return m && {ready: m.ready, error: m.error, interaction: m.interaction,"
                                 " guides: m.guides, state: m.state, settled: m.settled, layers: m.layers, frames: m.frames,"
                                 " events: m.events, refused: m.refused, frameMicros: m.frameMicros, wasmBytes: m.wasmBytes};")


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
    native = json.loads(subprocess.run([str(BENCH), "replay", replay["interaction"], file.name] + replay["arguments"],
                                       capture_output=True, text=True, check=True).stdout)
    frames = recording["frames"]
    assert len(frames) > 10 and len(recording["events"]) >= 3, f"too little recorded: {len(recording['events'])} events, {len(frames)} frames"
    assert frames == native, (f"{len(frames)} page frames, {len(native)} native; first difference at "
                              f"{next((i for i, (a, b) in enumerate(zip(frames, native)) if a != b), min(len(frames), len(native)))}")
    pathlib.Path(file.name).unlink()


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


CHECKS = [check_toss_comes_to_rest_on_a_corner, check_recorded_flick_replays_to_the_same_frames_natively, check_size_and_frame_time,
          check_phone]


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

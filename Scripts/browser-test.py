#!/usr/bin/env python3
"""End-to-end: the playground and the report in headless Chromium, with real pointer events.

Run through Scripts/browser-test, which installs Chromium, chromedriver and Selenium when missing and
builds the bench and the playground first. Each check prints one line; the last line is
"N passed, M failed". Screenshots are saved in $BROWSER_TEST_OUTPUT (.build/browser-test by default).
"""
import base64
import json
import os
import queue
import subprocess
import sys
import threading
import time
import traceback
import urllib.request
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.interaction import POINTER_MOUSE, POINTER_TOUCH
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.by import By

ROOT = Path(__file__).resolve().parent.parent
OUTPUT = Path(os.environ.get("BROWSER_TEST_OUTPUT", ROOT / ".build" / "browser-test"))
BENCH = ROOT / ".build" / "debug" / "bench"
PLAYGROUND = ROOT / "Tools" / "playground" / ".build" / "debug" / "playground"


def wait_for(condition, timeout=10.0, what="a condition"):
    """Polls `condition` until it returns something truthy; raises after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout} s waiting for {what}")
        time.sleep(0.02)


class Server:
    """The playground on a free loopback port, saving recordings in OUTPUT."""

    def __init__(self):
        self.process = subprocess.Popen(
            [str(PLAYGROUND), "--host", "127.0.0.1", "--port", "0", "--recordings", str(OUTPUT)],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        lines = queue.Queue()
        threading.Thread(target=lambda: [lines.put(line) for line in self.process.stdout], daemon=True).start()
        deadline = time.monotonic() + 60
        self.url = None
        while self.url is None:
            try:
                line = lines.get(timeout=max(0.1, deadline - time.monotonic()))
            except queue.Empty:
                raise AssertionError("the playground did not start within 60 s")
            if line.startswith("playground: serving "):
                self.url = line.split(" ")[2].strip()
        self.lines = lines

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()


def make_driver():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=900,1000", "--force-color-profile=srgb"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service(executable_path="/usr/bin/chromedriver"), options=options)


def page_state(driver):
    return driver.execute_script("return window.playground")


def open_demo(driver, server, interaction):
    driver.get(server.url + "?interaction=" + interaction)
    wait_for(lambda: (lambda s: s and s["connected"] and s["interaction"] == interaction and s["frames"] > 3)(page_state(driver)),
             what=f"the {interaction} demo to connect and draw")
    return page_state(driver)


def canvas_origin(driver):
    box = driver.execute_script("var r = document.getElementById('stage').getBoundingClientRect(); return [r.left, r.top];")
    return box[0], box[1]


def drag(driver, points, kind=POINTER_MOUSE, step_ms=16):
    """A real pointer (mouse by default) down at points[0], through the others, up at the last."""
    pointer = PointerInput(kind, "finger" if kind == POINTER_TOUCH else "mouse")
    actions = ActionBuilder(driver, mouse=pointer, duration=step_ms)
    x0, y0 = canvas_origin(driver)
    first = points[0]
    actions.pointer_action.move_to_location(int(x0 + first[0]), int(y0 + first[1]))
    actions.pointer_action.pointer_down()
    for x, y in points[1:]:
        actions.pointer_action.move_to_location(int(x0 + x), int(y0 + y))
    actions.pointer_action.pointer_up()
    actions.perform()


def wheel(driver, x, y, delta_y):
    """A mouse wheel's notch dispatched by the browser (CDP): a DOM `wheel` event of `deltaY` pixels at the
    stage point (x, y) of the canvas's content box."""
    box = driver.execute_script("var c = document.getElementById('stage'), r = c.getBoundingClientRect();"
                                " return [r.left + c.clientLeft, r.top + c.clientTop];")
    driver.execute_cdp_cmd("Input.dispatchMouseEvent", {"type": "mouseWheel", "x": box[0] + x, "y": box[1] + y,
                                                        "deltaX": 0, "deltaY": delta_y})


def centre(rect):
    return rect[0] + rect[2] / 2, rect[1] + rect[3] / 2


def screenshot(driver, name):
    path = OUTPUT / name
    driver.save_screenshot(str(path))
    return path


# --- the checks -------------------------------------------------------------------------------

def check_toss_to_a_corner(driver, server):
    """Flick the picture-in-picture from its corner down and left: it is tossed to the lower left and rests there."""
    state = open_demo(driver, server, "pip")
    guides, layer = state["guides"], state["layers"][0]
    top_right, bottom_left = centre(guides[1]), centre(guides[2])
    assert abs(layer["x"] - top_right[0]) < 1e-9 and abs(layer["y"] - top_right[1]) < 1e-9, f"starts at {layer}"
    start = (layer["x"], layer["y"])
    # Down and left, let go below the middle and moving: the lower left corner both by momentum and by
    # position, so a late pointer-up (headless timing) that loses the velocity cannot change the corner.
    drag(driver, [(start[0] - 14 * i, start[1] + 30 * i) for i in range(0, 15)])
    time.sleep(0.05)
    screenshot(driver, "playground-toss-in-flight.png")
    final = wait_for(lambda: (lambda s: s if s["settled"] and s["state"] == "idle" and s["frames"] > 0 else None)(page_state(driver)),
                     timeout=8, what="the toss to come to rest")
    screenshot(driver, "playground-toss-at-rest.png")
    assert "dragging" in final["states"] and "tossing" in final["states"], f"states shown: {final['states']}"
    rest = final["layers"][0]
    assert abs(rest["x"] - bottom_left[0]) < 1e-6 and abs(rest["y"] - bottom_left[1]) < 1e-6, \
        f"rests at ({rest['x']}, {rest['y']}), not the lower left corner {bottom_left}"
    assert final["errors"] == [], f"errors: {final['errors']}"
    kinds = set(final["pointers"].values())
    assert kinds == {"mouse"}, f"pointer kinds {kinds}"


def check_touches_carry_their_ids(driver, server):
    """Two touches at once reach the server with the browser's own pointer ids and kind."""
    open_demo(driver, server, "dock")
    x0, y0 = canvas_origin(driver)
    builder = ActionBuilder(driver, duration=16)
    one = builder.add_pointer_input(POINTER_TOUCH, "one")
    two = builder.add_pointer_input(POINTER_TOUCH, "two")
    one.create_pointer_move(x=int(x0 + 60), y=int(y0 + 600), duration=0)
    two.create_pointer_move(x=int(x0 + 300), y=int(y0 + 600), duration=0)
    one.create_pointer_down(button=0)
    two.create_pointer_down(button=0)
    for i in range(1, 6):
        one.create_pointer_move(x=int(x0 + 60 + 20 * i), y=int(y0 + 600), duration=16)
        two.create_pointer_move(x=int(x0 + 300 - 20 * i), y=int(y0 + 600), duration=16)
    one.create_pointer_up(button=0)
    two.create_pointer_up(button=0)
    builder.perform()
    state = wait_for(lambda: (lambda s: s if s["settled"] and len(s["pointers"]) >= 2 else None)(page_state(driver)),
                     timeout=8, what="two touches and rest")
    screenshot(driver, "playground-dock.png")
    assert set(state["pointers"].values()) == {"touch"}, f"kinds {state['pointers']}"
    assert len(set(state["pointers"].keys())) == 2, f"ids {state['pointers']}"
    assert state["errors"] == [], f"errors: {state['errors']}"


def check_recording_replays_to_the_same_frames(driver, server):
    """Record a flick of the card; bench replay of the saved trace prints the frames the page was shown."""
    state = open_demo(driver, server, "flick")
    for old in OUTPUT.glob("playground-flick-*.json"):
        old.unlink()
    driver.find_element(By.ID, "record").click()
    wait_for(lambda: page_state(driver)["recording"], what="the recording to start")
    card = state["layers"][0]
    grab = (card["x"] + 50, card["y"] - 80)
    drag(driver, [(grab[0] + 10 * i, grab[1] + 16 * i) for i in range(0, 13)])
    # Dismissed when the release velocity was caught; snapped back if a late pointer-up lost it. Either
    # way the recording must replay to the frames shown.
    outcome = wait_for(lambda: (lambda s: s["state"] if s["state"] in ("dismissed", "idle") and s["settled"] and s["frames"] else None)(page_state(driver)),
                       timeout=8, what="the card to be dismissed or back at rest")
    screenshot(driver, "playground-flick-dismissed.png")
    driver.find_element(By.ID, "record").click()
    recording = wait_for(lambda: page_state(driver)["lastRecording"], what="the recording")
    content = recording["content"]
    path = OUTPUT / "recorded-flick.json"
    path.write_text(json.dumps(content))
    spec = content["playground"]["replay"]
    assert spec["interaction"] == "flick-dismiss", spec
    result = subprocess.run([str(BENCH), "replay", spec["interaction"], str(path)] + spec["arguments"],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    # The playground's frames carry what it draws; the feedback events of bench's frames are not drawn.
    replayed = [{key: value for key, value in frame.items() if key != "events"} for frame in json.loads(result.stdout)]
    shown = content["playground"]["frames"]
    assert len(replayed) > 10 and len(shown) >= len(replayed), f"{len(replayed)} replayed, {len(shown)} shown"
    for index, (a, b) in enumerate(zip(replayed, shown)):
        assert a == b, f"frame {index}: bench replay {a} != playground {b}"
    assert replayed[-1]["state"] == outcome, f"{replayed[-1]} after the page showed {outcome}"
    assert "dragging" in [frame["state"] for frame in replayed], "the recording holds no drag"
    saved = OUTPUT / recording["file"]
    wait_for(lambda: saved.exists(), what=f"the server to save {saved}")
    assert json.loads(saved.read_text())["events"] == content["events"], f"{saved} holds other events"


def check_pop_ends_at_exactly_one_or_zero(driver, server):
    """Swipe the pop from the left edge past halfway: it finishes at exactly 1 (or cancels at exactly 0 if a late pointer-up lost the velocity)."""
    state = open_demo(driver, server, "pop")
    width = driver.execute_script("return parseFloat(document.getElementById('stage').style.width)")  # the stage, no border
    edge = state["guides"][0]
    assert edge[0] == 0 and edge[2] == 20, f"edge guide {edge}"
    drag(driver, [(6 + 18 * i, 300) for i in range(0, 16)])
    final = wait_for(lambda: (lambda s: s if s["settled"] and s["state"] in ("finished", "cancelled") else None)(page_state(driver)),
                     timeout=8, what="the pop to finish or cancel")
    screenshot(driver, "playground-pop-ended.png")
    assert "interactive" in final["states"], f"states shown: {final['states']}"
    percent = dict(final["readings"])["percent"]
    top = final["layers"][5]      # the top screen's background: the five layers below are the screen below
    if final["state"] == "finished":
        assert percent == 1 and top["x"] == width / 2 + width, f"finished at {percent}, top screen at {top['x']}"
    else:
        assert percent == 0 and top["x"] == width / 2, f"cancelled at {percent}, top screen at {top['x']}"
    assert final["errors"] == [], f"errors: {final['errors']}"


def check_photo_grid_flies_back_into_its_moving_cell(driver, server):
    """Tap a photo of the grid: it zooms to the stage; drag it down past halfway: it flies back into its
    cell, which the grid's reflow moved one slot on meanwhile, and lands there exactly."""
    state = open_demo(driver, server, "photo-grid")
    stage = state["guides"][0]
    side = (stage[2] - 16) / 3
    cell = (stage[0] + 8 + side * 1.5, stage[1] + 8 + side * 1.5)      # photo 4, the second row's middle
    drag(driver, [cell])
    presented = wait_for(lambda: (lambda s: s if s["settled"] and s["state"] == "presented" else None)(page_state(driver)),
                         timeout=8, what="the photo to zoom in")
    photo = presented["layers"][-1]
    assert (photo["x"], photo["y"], photo["w"], photo["h"]) == (stage[0] + stage[2] / 2, stage[1] + stage[3] / 2, stage[2], stage[3]), \
        f"presented at {photo}, not the stage {stage}"
    drag(driver, [(stage[2] / 2, stage[3] * 0.2 + i * stage[3] * 0.05) for i in range(0, 14)])
    final = wait_for(lambda: (lambda s: s if s["settled"] and s["state"] == "grid" else None)(page_state(driver)),
                     timeout=8, what="the photo to fly back into its cell")
    screenshot(driver, "playground-photo-grid.png")
    for shown in ["opening", "presented", "dragging", "dismissing", "grid"]:
        assert shown in final["states"], f"states shown: {final['states']}"
    readings = dict(final["readings"])
    moved = (stage[0] + 8 + side * 2.5 + 4, cell[1])                     # slot 5: one slot on
    assert readings["reflow"] == 1, f"the grid's reflow is at {readings['reflow']}"
    assert any(abs(layer["x"] - moved[0]) < 1e-9 and abs(layer["y"] - moved[1]) < 1e-9 and abs(layer["w"] - side) < 1e-9
               for layer in final["layers"]), f"no cell at {moved}"
    assert final["errors"] == [], f"errors: {final['errors']}"


def check_predictive_back_commits_at_exactly_one(driver, server):
    """Swipe in from the left edge past 60 %: the screen shrinks toward 0.9 with rounded corners, then the
    back commits at exactly 1 and the screen below shows."""
    state = open_demo(driver, server, "predictive-back")
    width = driver.execute_script("return parseFloat(document.getElementById('stage').style.width)")
    drag(driver, [(4 + i * width * 0.05, 300 + 2 * i) for i in range(0, 14)])
    final = wait_for(lambda: (lambda s: s if s["settled"] and s["state"] in ("committed", "cancelled") else None)(page_state(driver)),
                     timeout=8, what="the back gesture to end")
    screenshot(driver, "playground-predictive-back.png")
    readings = dict(final["readings"])
    assert "dragging" in final["states"] and final["state"] == "committed", f"states shown: {final['states']}"
    assert readings["progress"] == 1 and readings["scale"] == 0.9 and readings["corner"] == 32, f"readings {readings}"
    assert len(final["layers"]) == 5, f"{len(final['layers'])} layers: the top screen is still drawn"
    assert final["errors"] == [], f"errors: {final['errors']}"


def check_sheet_rows_share_the_touch(driver, server):
    """In the sheet of swipe rows, a sideways swipe on a row opens it and leaves the sheet where it is;
    a drag up on that row moves the sheet and closes the row."""
    state = open_demo(driver, server, "sheet-rows")
    width = driver.execute_script("return parseFloat(document.getElementById('stage').style.width)")
    height = driver.execute_script("return parseFloat(document.getElementById('stage').style.height)")
    low = dict(state["readings"])["height"]
    row = height - low + 8 + 32                                           # row 0's middle
    drag(driver, [(width - 60 - 12 * i, row) for i in range(0, 14)], step_ms=30)
    opened = wait_for(lambda: (lambda s: s if s["settled"] and dict(s["readings"])["open row"] == 0 else None)(page_state(driver)),
                      timeout=8, what="row 0 to open")
    readings = dict(opened["readings"])
    actions = 2 * min(74, (width - 2 * min(12, width / 10)) // 5)
    assert readings["row offset"] == -actions and readings["height"] == low, f"readings {readings}"
    drag(driver, [(width / 2, row - 25 * i) for i in range(0, 12)])
    moved = wait_for(lambda: (lambda s: s if s["settled"] and dict(s["readings"])["height"] > low else None)(page_state(driver)),
                     timeout=8, what="the sheet to grow")
    readings = dict(moved["readings"])
    assert readings["open row"] == -1 and readings["row offset"] == 0, f"readings {readings}"
    screenshot(driver, "playground-sheet-rows.png")
    assert moved["errors"] == [], f"errors: {moved['errors']}"


def check_wheel_notches_land_on_their_target(driver, server):
    """Two mouse wheel notches down (DOM deltaY +100 each) on the header's list: it animates by Chromium's
    curve and lands exactly 200 points down; the page sent wheel events, none refused."""
    open_demo(driver, server, "header")
    wheel(driver, 180, 400, 100)
    time.sleep(0.05)
    wheel(driver, 180, 400, 100)
    final = wait_for(lambda: (lambda s: s if s["settled"] and dict(s["readings"]).get("offset") == 200 else None)(page_state(driver)),
                     timeout=8, what="the list to land 200 points down")
    assert final["wheels"] >= 1 and final["errors"] == [], f"{final['wheels']} wheel events sent, errors {final['errors']}"
    assert "decelerating" in final["states"], f"states shown: {final['states']}"


def check_bad_messages_never_stop_the_server(driver, server):
    """Malformed WebSocket messages and an unknown interaction get clear errors; the server goes on."""
    replies = driver.execute_async_script("""
        var done = arguments[arguments.length - 1], replies = [];
        var socket = new WebSocket("ws://" + location.host + "/session");
        socket.onopen = function(){
          ["garbage", "{\\"type\\":\\"frame\\",\\"t\\":\\"soon\\"}", "{\\"type\\":\\"pointer\\",\\"id\\":1,\\"phase\\":\\"moved\\",\\"x\\":1,\\"y\\":1,\\"t\\":1}",
           "{\\"type\\":\\"select\\",\\"interaction\\":\\"rocket\\",\\"width\\":300,\\"height\\":300}"].forEach(function(m){ socket.send(m); });
          socket.send(new Uint8Array([1, 2, 3]));
          socket.send("{\\"type\\":\\"frame\\",\\"t\\":1}");
        };
        socket.onmessage = function(event){
          var message = JSON.parse(event.data); replies.push(message);
          if (message.type === "frame") { socket.close(); done(replies); }
        };
        setTimeout(function(){ done(replies); }, 5000);
    """)
    errors = [reply["message"] for reply in replies if reply["type"] == "error"]
    assert errors == ["not a JSON object", 'frame: "t" must be a number', "pointer: moved for pointer 1, which is not down",
                      'unknown interaction "rocket" (one of: pip, flick, dock, pop, header, photo, canvas, sheet, drawer, swipe-row, mail, sheet-rows, photo-grid, predictive-back, reorder, refresh, picker, carousel)', "binary messages are not understood"], errors
    assert replies[-1]["type"] == "frame", replies[-1]
    with urllib.request.urlopen(server.url + "health", timeout=5) as response:
        assert response.read() == b"ok"
    driver.get(server.url + "?interaction=rocket")
    state = wait_for(lambda: (lambda s: s if s and s["errors"] else None)(page_state(driver)), what="the page's error")
    assert state["errors"][0].startswith('unknown interaction "rocket"'), state["errors"]
    open_demo(driver, server, "pip")


def check_report_offline(driver, server):
    """The report opens offline without errors, every player starts, and a full-page screenshot shows every interaction."""
    report = OUTPUT / "report.html"
    result = subprocess.run([str(BENCH), "report", "--frames", "500", "-o", str(report)], capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions",
                           {"offline": True, "latency": 0, "downloadThroughput": 0, "uploadThroughput": 0})
    try:
        driver.get_log("browser")
        driver.get(report.as_uri())
        players = wait_for(lambda: driver.execute_script("return document.body.dataset.players"), what="the players to start")
        expected = driver.execute_script("return document.querySelectorAll('canvas.player').length")
        assert int(players) == expected and expected >= 6, f"{players} players started of {expected}"
        time.sleep(0.5)
        problems = [entry for entry in driver.get_log("browser") if entry["level"] in ("SEVERE", "WARNING")]
        assert problems == [], f"console: {problems}"
        sections = driver.execute_script(
            "return Array.prototype.map.call(document.querySelectorAll('section'), function(s){ return s.id; })")
        for name in ["tossable", "flick-dismiss", "relative-position", "transition", "scroll", "motion-math", "bench"]:
            assert name in sections, f"no section {name} in {sections}"
        rows = driver.execute_script("return document.querySelectorAll('#bench tbody tr').length")
        assert rows >= 7, f"{rows} bench rows"
        height = driver.execute_script("return Math.ceil(document.documentElement.scrollHeight)")
        width = 1400
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": min(height, 16000), "deviceScaleFactor": 1, "mobile": False})
        shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True})
        (OUTPUT / "report.png").write_bytes(base64.b64decode(shot["data"]))
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    finally:
        driver.execute_cdp_cmd("Network.emulateNetworkConditions",
                               {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})


CHECKS = [
    check_toss_to_a_corner,
    check_touches_carry_their_ids,
    check_recording_replays_to_the_same_frames,
    check_pop_ends_at_exactly_one_or_zero,
    check_photo_grid_flies_back_into_its_moving_cell,
    check_predictive_back_commits_at_exactly_one,
    check_sheet_rows_share_the_touch,
    check_wheel_notches_land_on_their_target,
    check_bad_messages_never_stop_the_server,
    check_report_offline,
]


def run_checks(checks, driver, context, on_failure=None):
    """Runs every check with the driver and the page's host; a failed check is reported (with
    `on_failure`, best effort) and the others still run. Returns (passed, failed)."""
    passed = failed = 0
    for check in checks:
        started = time.monotonic()
        try:
            check(driver, context)
            passed += 1
            print(f"ok    {check.__name__} ({time.monotonic() - started:.1f} s)", flush=True)
        except Exception as error:  # a failed check is reported and the others still run
            failed += 1
            print(f"FAIL  {check.__name__}: {error}", flush=True)
            traceback.print_exc(limit=3)
            if on_failure:
                try:
                    on_failure(check)
                except Exception:
                    pass
    return passed, failed


def main():
    OUTPUT.mkdir(parents=True, exist_ok=True)
    for path in (BENCH, PLAYGROUND):
        if not path.exists():
            print(f"browser-test: {path} is not built (run Scripts/browser-test)", file=sys.stderr)
            return 2
    selected = [check for check in CHECKS if len(sys.argv) < 2 or any(name in check.__name__ for name in sys.argv[1:])]
    server = Server()
    driver = make_driver()
    try:
        passed, failed = run_checks(selected, driver, server,
                                    on_failure=lambda check: screenshot(driver, f"failed-{check.__name__}.png"))
    finally:
        driver.quit()
        server.stop()
    print(f"browser-test: screenshots in {OUTPUT}")
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())

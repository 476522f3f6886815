#!/usr/bin/env python3
"""The first contentful paint of a page in headless Chromium, in milliseconds, for bench.sh --preview (issue 42).

    python3 Scripts/first-paint.py FILE.html [RUNS] [CHROMIUM]

Each run starts a fresh headless Chromium (its own empty profile) driven through the DevTools protocol over
--remote-debugging-pipe (file descriptors 3 and 4, NUL-separated JSON; nothing but Python's standard library), opens
the page from file://, waits in real time (no virtual time, which leaves the Paint Timing entry out) for the
page's `firstContentfulPaint` lifecycle event and its load, then reads the Paint Timing API:
`performance.getEntriesByName('first-contentful-paint')[0].startTime`, milliseconds from the navigation's start.
Prints one number per run, then `median N` (the median of the runs). Exit 1 when a run gets no paint in 60 s.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time


def first_paint(url, chromium):
    to_browser_read, to_browser_write = os.pipe()
    from_browser_read, from_browser_write = os.pipe()
    # Copies that are not 3 or 4 already, so that dup2 in the child always makes fresh, inheritable descriptors.
    child_read, child_write = os.dup(to_browser_read), os.dup(from_browser_write)

    def wire():
        os.dup2(child_read, 3)
        os.dup2(child_write, 4)
        os.set_inheritable(3, True)
        os.set_inheritable(4, True)

    profile = tempfile.mkdtemp(prefix="scenec-first-paint-")
    browser = subprocess.Popen(
        [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
         "--user-data-dir=" + profile, "--window-size=1400,1000", "--remote-debugging-pipe", "about:blank"],
        preexec_fn=wire, close_fds=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for descriptor in (to_browser_read, from_browser_write, child_read, child_write):
        os.close(descriptor)
    pending = b""
    last_id = 0

    def send(method, params=None, session=None):
        nonlocal last_id
        last_id += 1
        message = {"id": last_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(to_browser_write, json.dumps(message).encode() + b"\0")
        return last_id

    def receive():
        nonlocal pending
        while b"\0" not in pending:
            chunk = os.read(from_browser_read, 1 << 16)
            if not chunk:
                raise EOFError("chromium closed the pipe")
            pending += chunk
        message, pending = pending.split(b"\0", 1)
        return json.loads(message)

    def until(accept, seconds=60):
        deadline = time.time() + seconds
        while time.time() < deadline:
            message = receive()
            if accept(message):
                return message
        raise TimeoutError("no answer from chromium")

    def call(method, params=None, session=None):
        number = send(method, params, session)
        return until(lambda message: message.get("id") == number).get("result", {})

    try:
        target = call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        call("Page.enable", session=session)
        call("Page.setLifecycleEventsEnabled", {"enabled": True}, session=session)
        number = send("Page.navigate", {"url": url}, session=session)
        seen = set()
        loader = None

        # The page's own lifecycle events (its navigation's loader), not those of about:blank before it.
        def painted_and_loaded(message):
            nonlocal loader
            if message.get("id") == number:
                loader = message.get("result", {}).get("loaderId")
            elif message.get("method") == "Page.lifecycleEvent" and message["params"].get("loaderId") == loader:
                seen.add(message["params"]["name"])
            return "firstContentfulPaint" in seen and "load" in seen

        until(painted_and_loaded)
        expression = ("(function () { var p = performance.getEntriesByName('first-contentful-paint')[0]; "
                      "return p ? p.startTime : -1; }())")
        # The Paint Timing entry is queued with the paint; read it again for up to a second if it is not there yet.
        for _ in range(20):
            result = call("Runtime.evaluate", {"expression": expression, "returnByValue": True}, session=session)
            value = result["result"]["value"]
            if value >= 0:
                break
            time.sleep(0.05)
        send("Browser.close")
        return value
    finally:
        try:
            browser.wait(timeout=10)
        except subprocess.TimeoutExpired:
            browser.kill()
            browser.wait()
        os.close(to_browser_write)
        os.close(from_browser_read)
        shutil.rmtree(profile, ignore_errors=True)


def main():
    if len(sys.argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    url = "file://" + os.path.abspath(sys.argv[1])
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    chromium = sys.argv[3] if len(sys.argv) > 3 else "chromium"
    paints = []
    for _ in range(runs):
        paint = first_paint(url, chromium)
        if paint < 0:
            print("first-paint.py: no first-contentful-paint entry", file=sys.stderr)
            return 1
        paints.append(paint)
        print("%.0f" % paint)
    paints.sort()
    middle = len(paints) // 2
    median = paints[middle] if len(paints) % 2 else (paints[middle - 1] + paints[middle]) / 2
    print("median %.0f" % median)
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Drives headless Chromium over the DevTools protocol (standard library only): opens URL, waits
for the page's picture, runs THEN (a shell command: the test types a statement at the lps
prompt), waits for the open page to change, takes a screenshot, and prints what it saw as JSON:
{"before": n, "after": n, "versionBefore": v, "versionAfter": v, "screenshot": path}.

    cdp.py CHROMIUM URL THEN SCREENSHOT.png
"""
import base64, json, subprocess, sys, tempfile, time, urllib.request

from devtools import DevToolsSocket as Socket, free_port

chromium, url, then, shot = sys.argv[1:5]

port = free_port()
profile = tempfile.mkdtemp(prefix="lps-cdp-")
browser = subprocess.Popen([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                            f"--remote-debugging-port={port}", "--remote-debugging-address=127.0.0.1",
                            f"--user-data-dir={profile}", "--window-size=900,700", "about:blank"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

try:
    targets = None
    for _ in range(150):
        try:
            targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=2))
            if any(t.get("type") == "page" for t in targets): break
        except OSError:
            pass
        time.sleep(0.2)
    page = next(t for t in targets if t.get("type") == "page")
    ws = Socket(page["webSocketDebuggerUrl"])
    ws.call("Page.enable")
    ws.call("Page.navigate", url=url)

    def look():
        r = ws.call("Runtime.evaluate", expression="JSON.stringify([document.querySelectorAll('#lps-picture [data-kind]').length, (document.getElementById('lps-picture') || {dataset: {}}).dataset.version || ''])", returnByValue=True)
        return json.loads(r["result"]["value"])

    def wait(predicate, seconds):
        end = time.time() + seconds
        seen = look()
        while not predicate(seen) and time.time() < end:
            time.sleep(0.2)
            seen = look()
        return seen

    before = wait(lambda s: s[0] > 0, 15)
    subprocess.run(then, shell=True, check=True)
    after = wait(lambda s: s != before, 15)
    image = ws.call("Page.captureScreenshot", format="png")
    with open(shot, "wb") as f:
        f.write(base64.b64decode(image["data"]))
    print(json.dumps({"before": before[0], "after": after[0], "versionBefore": before[1], "versionAfter": after[1], "screenshot": shot}))
finally:
    browser.terminate()
    try: browser.wait(10)
    except subprocess.TimeoutExpired: browser.kill()
    subprocess.run(["rm", "-rf", profile])

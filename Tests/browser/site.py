#!/usr/bin/env python3
"""A lesson's static site in a real browser: 'lps render --site DIR LESSON', then headless Chromium
opens DIR/index.html from file:// (no server) and walks it with the keyboard and the links, driven
over the DevTools protocol (standard library only). Every request the pages make must be a file of
the folder (no network, no fetch); each step page shows its picture fitted to the window, its code
and the check. Screenshots go to SHOTS. Prints PASS/FAIL lines and ends with 'N passed, M failed'.

    site.py CHROMIUM LPS LESSON SHOTS
"""
import os, subprocess, sys, tempfile

from devtools import Checks, DevToolsSocket, new_target, start_chromium, stop_chromium

chromium, lps, lesson, shots = sys.argv[1:5]
os.makedirs(shots, exist_ok=True)
check = Checks()


class Tab(DevToolsSocket):
    """A page target that also keeps the URL of every request the page makes."""

    def __init__(self, ws_url):
        super().__init__(ws_url, timeout=60)
        self.requests = []
        self.errors = []

    def receive(self):
        message = super().receive()
        method = message.get("method")
        if method == "Network.requestWillBeSent":
            self.requests.append(message["params"]["request"]["url"])
        elif method == "Runtime.exceptionThrown":
            self.errors.append(message["params"]["exceptionDetails"].get("text", "exception"))
        return message

    def key(self, key, code, keycode):
        for kind in ("keyDown", "keyUp"):
            self.call("Input.dispatchKeyEvent", type=kind, key=key, code=code, windowsVirtualKeyCode=keycode)

    def at(self, name):
        return self.wait(f"location.href.endsWith('/{name}') && document.readyState === 'complete'")

    def shot(self, name):
        return self.screenshot(os.path.join(shots, name))


work = tempfile.mkdtemp(prefix="lps-site-test-")
site = os.path.join(work, "site")
made = subprocess.run([lps, "render", lesson, "--site", site], capture_output=True, text=True, timeout=300)
check("lps render --site writes the lesson's site", made.returncode == 0 and os.path.isfile(site + "/index.html"),
      made.stdout + made.stderr)
pages = sorted(name for name in os.listdir(site) if name != "index.html") if os.path.isdir(site) else []
if not pages:
    check.finish()

profile = tempfile.mkdtemp(prefix="lps-site-cdp-")
# No network at all: a proxy that does not exist, so anything fetched from outside would fail.
browser, port = start_chromium(chromium, profile, ["--proxy-server=127.0.0.1:9"])
try:
    tab = Tab(new_target(port))
    tab.call("Page.enable")
    tab.call("Network.enable")
    tab.call("Runtime.enable")
    tab.call("Emulation.setDeviceMetricsOverride", width=1280, height=900, deviceScaleFactor=1, mobile=False)
    tab.call("Page.navigate", url="file://" + site + "/index.html")

    check("the index opens from file://", tab.at("index.html"), tab.js("location.href"))
    listed = tab.js("document.querySelectorAll('ol.contents li a').length")
    check(f"the index lists every step ({len(pages)})", listed == len(pages), listed)
    tab.shot("site-index.png")

    # The keyboard: → goes to step 1, then step 2; ← back to step 1; i to the contents.
    tab.key("ArrowRight", "ArrowRight", 39)
    check("→ on the index opens step 1", tab.at(pages[0]), tab.js("location.href"))
    shown = tab.js("""(() => {
        const svg = document.querySelector('section.solution figure svg');
        const r = svg ? svg.getBoundingClientRect() : null;
        return { title: document.querySelector('h1').textContent,
                 cells: svg ? svg.querySelectorAll('g[data-kind=cell]').length : 0,
                 width: r ? Math.round(r.width) : 0, natural: svg ? Number(svg.getAttribute('width')) : 0,
                 task: !!document.querySelector('section.task pre.code'),
                 check: document.querySelector('section.check') ? document.querySelector('section.check').innerText : '' };
    })()""")
    check("step 1 shows its title, task, solution picture and check",
          shown["title"].startswith("1. ") and shown["task"] and shown["cells"] > 0 and "frames" in shown["check"],
          shown)
    check("the picture is fitted to the window (wider than one pixel per point)",
          shown["width"] > shown["natural"] > 0, shown)
    tab.shot("site-step-1.png")
    tab.key("f", "KeyF", 70)
    natural = tab.js("Math.round(document.querySelector('section.solution figure svg').getBoundingClientRect().width)")
    check("f shows the pictures at 100%", natural == shown["natural"], [natural, shown["natural"]])
    tab.key("ArrowRight", "ArrowRight", 39)
    check("→ goes to step 2", tab.at(pages[1]), tab.js("location.href"))
    tab.key("ArrowLeft", "ArrowLeft", 37)
    check("← goes back to step 1", tab.at(pages[0]), tab.js("location.href"))
    tab.key("i", "KeyI", 73)
    check("i goes to the contents", tab.at("index.html"), tab.js("location.href"))

    # The links: the contents' link to the last step, a hint opened, Next absent there.
    last = pages[-1]
    tab.js(f"document.querySelector('ol.contents a[href=\"{last}\"]').click()")
    check(f"the contents link opens the last step ({last})", tab.at(last), tab.js("location.href"))
    state = tab.js("""(() => {
        const hint = document.querySelector('details.hint');
        if (hint) hint.open = true;
        return { next: !!document.querySelector('nav a[rel=next]'), previous: !!document.querySelector('nav a[rel=prev]'),
                 hints: document.querySelectorAll('details.hint').length };
    })()""")
    check("the last step links back but not on", state["previous"] and not state["next"], state)
    tab.shot("site-last-step.png")
    tab.js("document.getElementById('previous').click()")
    check("Previous goes to the step before", tab.at(pages[-2]), tab.js("location.href"))

    outside = [url for url in tab.requests if not url.startswith("file://" + site + "/")]
    check(f"every request was a file of the site ({len(tab.requests)} requests, no network)",
          tab.requests and not outside, outside)
    check("no script error on any page", not tab.errors, tab.errors)
    for name in ("site-index.png", "site-step-1.png", "site-last-step.png"):
        path = os.path.join(shots, name)
        check(f"screenshot {name}", os.path.getsize(path) > 10_000, os.path.getsize(path))
except Exception as error:  # a broken page or protocol: a failure, with what happened
    check("the browser session ran to its end", False, repr(error))
finally:
    stop_chromium(browser)
    subprocess.run(["rm", "-rf", profile, work])

check.finish()

#!/usr/bin/env python3
"""The workshop server in a real browser: 'lps serve --workshop LESSON' and headless Chromium with
three attendee tabs and the teacher's tab, driven over the DevTools protocol (standard library
only). The attendees join, type in the editor, check, take hints, run a mistake (its line is
marked), use the solution and go to the next step; the teacher's page lists all three and puts one
attendee's picture on the projector. Screenshots of every tab go to SHOTS. Prints PASS/FAIL lines
and ends with 'N passed, M failed'.

    workshop.py CHROMIUM LPS LESSON SHOTS
"""
import json, os, re, subprocess, sys, tempfile, time

from devtools import Checks, DevToolsSocket, new_target, start_chromium, stop_chromium

chromium, lps, lesson, shots = sys.argv[1:5]
MISTAKE = ("let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), "
           "heightDimension: .absolute(44))\nlet item = NSCollectionLayoutItem(layoutSize: itemSise)\n")
os.makedirs(shots, exist_ok=True)
check = Checks()


class Tab(DevToolsSocket):
    """One page target (see devtools.py), with the waits and typing the test uses."""

    def __init__(self, ws_url):
        super().__init__(ws_url, timeout=60)

    def type_into(self, selector, text):
        """Focuses the element, selects what it holds and types `text` as the keyboard would insert it."""
        self.js(f"(() => {{ const e = document.querySelector({json.dumps(selector)}); "
                "e.focus(); e.select && e.select(); })()")
        self.call("Input.insertText", text=text)

    def click(self, selector):
        self.js(f"document.querySelector({json.dumps(selector)}).click()")

    def shot(self, name):
        return self.screenshot(os.path.join(shots, name))


server = subprocess.Popen([lps, "serve", "--workshop", lesson, "--port", "0"], stdin=subprocess.PIPE,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
attendee_url = teacher_url = None
printed = []
for _ in range(40):
    line = server.stdout.readline()
    if not line: break
    printed.append(line.rstrip())
    m = re.search(r"attendees open: (http://\S+)", line)
    if m: attendee_url = m.group(1)
    m = re.search(r"teacher's page .*?: (http://\S+)", line)
    if m: teacher_url = m.group(1)
    if attendee_url and teacher_url: break
check("lps serve --workshop prints the attendees' and the teacher's addresses", attendee_url and teacher_url, printed)
if not (attendee_url and teacher_url):
    server.kill()
    check.finish()

profile = tempfile.mkdtemp(prefix="lps-workshop-cdp-")
browser, port = start_chromium(chromium, profile)
try:
    def new_tab(url):
        tab = Tab(new_target(port, url))
        tab.call("Page.enable")
        tab.call("Emulation.setDeviceMetricsOverride", width=1280, height=900, deviceScaleFactor=1, mobile=False)
        return tab

    names = ["Ana", "Bo", "Chen"]
    tabs = []
    for name in names:
        tab = new_tab(attendee_url)
        check(f"{name}'s page loads the join form", tab.wait("!!document.getElementById('join-form')"))
        tab.type_into("#name", name)
        tab.click("#join-button")
        check(f"{name} joins and sees step 1 with the task in the editor",
              tab.wait("document.body.dataset.step === '1' && document.getElementById('code').value.length > 0"),
              tab.js("document.body.innerText.slice(0, 500)"))
        tabs.append(tab)
    ana, bo, chen = tabs

    # Chen: checks the placeholder as it stands (not yet), asks for a hint, then the solution, puts
    # it in the editor and checks again (passed), then goes on to step 2.
    chen.click("#check")
    check("checking the untouched placeholder says 'not yet' with what differs",
          chen.wait("document.body.dataset.checked === 'failed' && "
                    "document.querySelectorAll('#check-result li').length > 0"),
          chen.js("document.getElementById('check-result').innerText"))
    chen.click("#hint")
    check("a hint appears", chen.wait("document.querySelectorAll('#hints li').length === 1"))
    chen.click("#solution")
    chen.wait("!document.getElementById('solution-box').hidden")
    solution = chen.js("document.getElementById('solution-code').textContent")
    check("the solution is shown", bool(solution and "NSCollectionLayout" in solution), solution)
    chen.click("#use-solution")
    chen.click("#check")
    check("the solution in the editor passes the check",
          chen.wait("document.body.dataset.checked === 'passed'"),
          chen.js("document.getElementById('check-result').innerText"))
    check("a passed check draws the picture and lists the frames",
          chen.js("document.querySelectorAll('#lps-picture [data-kind=cell]').length > 0 && "
                  "document.getElementById('frames').textContent.includes('cell')"))
    chen.click("#next")
    check("'Next' goes on to step 2 with its own task",
          chen.wait("document.body.dataset.step === '2' && document.body.dataset.checked === ''"),
          chen.js("document.getElementById('step-title').textContent"))

    # Ana types the solution herself and checks: passed.
    ana.type_into("#code", solution)
    check("typing in the editor highlights the Swift",
          ana.wait("document.querySelectorAll('#highlight .tk-t').length > 0 && "
                   "document.querySelectorAll('#highlight .tk-k').length > 0"))
    ana.click("#check")
    check("Ana's typed solution passes", ana.wait("document.body.dataset.checked === 'passed'"),
          ana.js("document.getElementById('check-result').innerText"))

    # Bo types a mistake: the run stops there, and the editor marks its line and column.
    bo.type_into("#code", MISTAKE)
    bo.click("#run")
    check("a mistake is marked at its line in the editor",
          bo.wait("document.querySelector('#gutter .err') && "
                  "document.querySelector('#gutter .err').textContent === '2' && "
                  "!!document.querySelector('#highlight .err-at')"),
          bo.js("document.getElementById('error-mark').textContent + ' | ' + "
                "document.getElementById('output').innerText"))
    said = bo.js("document.getElementById('error-mark').textContent") or ""
    check("the error's message names the culprit", "itemSise" in said, said)
    bo.click("#hint")
    bo.wait("document.querySelectorAll('#hints li').length === 1")
    # A save becomes a download, never a file.
    bo.type_into("#code", 'save "../../../../tmp/lps-workshop-browser-save.lps"\n')
    bo.click("#run")
    check("'save' offers a download instead of writing a file",
          bo.wait("document.querySelectorAll('#downloads a').length === 1")
          and not os.path.exists("/tmp/lps-workshop-browser-save.lps"),
          bo.js("document.getElementById('output').innerText"))
    bo.type_into("#code", MISTAKE)
    bo.click("#run")
    bo.wait("!!document.querySelector('#gutter .err')")

    # The teacher: every attendee with their step and last check; Ana's picture on the projector.
    teacher = new_tab(teacher_url)
    check("the teacher's page lists the three attendees",
          teacher.wait("document.querySelectorAll('#attendees tbody tr').length === 3"),
          teacher.js("document.body.innerText.slice(0, 800)"))
    rows = teacher.js("Array.from(document.querySelectorAll('#attendees tbody tr')).map(r => r.innerText)")
    check("the list shows each step and last check",
          any("Chen" in r and "2 of" in r for r in rows) and any("Ana" in r and "step 1 passed" in r for r in rows),
          rows)
    # (The list is drawn again every second: find Ana's row and press its button in one go.)
    teacher.wait("(() => { const r = Array.from(document.querySelectorAll('#attendees tbody tr'))"
                 ".find(r => r.innerText.includes('Ana')); if (!r) return false; "
                 "r.querySelector('button').click(); return true; })()")
    check("'Project' puts Ana's picture on the projector",
          teacher.wait("document.getElementById('projected-name').textContent.startsWith('Ana') && "
                       "document.querySelectorAll('#lps-picture [data-kind=cell]').length > 0"),
          teacher.js("document.getElementById('projected-name').textContent"))
    projector = new_tab(teacher_url.replace("/teacher?", "/projector?"))
    check("the projector window shows the projected picture",
          projector.wait("document.querySelectorAll('#lps-picture [data-kind=cell]').length > 0"))
    fit = projector.js("(() => { const r = document.querySelector('#lps-picture svg').getBoundingClientRect(); "
                       "return [r.width, r.height]; })()")
    check("the projector fits the picture to the window (wider than one pixel per point)", fit and max(fit) > 500, fit)
    projector.click("[data-zoom=in]")
    check("the zoom control changes the picture's size",
          projector.wait("document.querySelector('.zoom-level').textContent.endsWith('%')"),
          projector.js("document.querySelector('.zoom-level').textContent"))
    projector.click("[data-zoom=fit]")

    # Ana goes on to step 2 while the teacher watches: the projector follows her.
    ana.click("#next")
    ana.wait("document.body.dataset.step === '2'")
    check("the projector follows the projected attendee to step 2",
          projector.wait("document.getElementById('projected-name').textContent.includes('step 2')"),
          projector.js("document.getElementById('projected-name').textContent"))
    time.sleep(1.2)
    for name, tab in [("ana", ana), ("bo", bo), ("chen", chen), ("teacher", teacher), ("projector", projector)]:
        path = tab.shot(f"workshop-{name}.png")
        check(f"screenshot {os.path.basename(path)}", os.path.getsize(path) > 10_000, os.path.getsize(path))
except Exception as error:  # a broken page or protocol: a failure, with what happened
    check("the browser session ran to its end", False, repr(error))
finally:
    stop_chromium(browser)
    subprocess.run(["rm", "-rf", profile])
    server.stdin.close()
    try:
        tail = server.stdout.read()
        status = server.wait(20)
    except subprocess.TimeoutExpired:
        server.kill()
        status = None
    check("the workshop ends when its standard input does", status == 0, (status, tail))
    joins = "\n".join(printed).count("joined") + tail.count("joined")
    check("the terminal printed each join", joins == 3, tail)

check.finish()

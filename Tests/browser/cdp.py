#!/usr/bin/env python3
"""Drives headless Chromium over the DevTools protocol (standard library only): opens URL, waits
for the page's picture, runs THEN (a shell command: the test types a statement at the lps
prompt), waits for the open page to change, takes a screenshot, and prints what it saw as JSON:
{"before": n, "after": n, "versionBefore": v, "versionAfter": v, "screenshot": path}.

    cdp.py CHROMIUM URL THEN SCREENSHOT.png
"""
import base64, json, os, socket, subprocess, sys, tempfile, time, urllib.request

chromium, url, then, shot = sys.argv[1:5]

def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]

port = free_port()
profile = tempfile.mkdtemp(prefix="lps-cdp-")
browser = subprocess.Popen([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                            f"--remote-debugging-port={port}", "--remote-debugging-address=127.0.0.1",
                            f"--user-data-dir={profile}", "--window-size=900,700", "about:blank"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

class Socket:
    """A minimal WebSocket client: text frames, masked as a client must."""
    def __init__(self, ws_url):
        rest = ws_url.split("://", 1)[1]
        hostport, path = rest.split("/", 1)
        host, p = hostport.split(":")
        self.sock = socket.create_connection((host, int(p)), timeout=30)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET /{path} HTTP/1.1\r\nHost: {hostport}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                           f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            head += self.sock.recv(1)
        assert b" 101 " in head.split(b"\r\n")[0], head
        self.next_id = 0

    def send(self, text):
        data = text.encode()
        mask = os.urandom(4)
        header = bytes([0x81])
        n = len(data)
        if n < 126: header += bytes([0x80 | n])
        elif n < 65536: header += bytes([0x80 | 126]) + n.to_bytes(2, "big")
        else: header += bytes([0x80 | 127]) + n.to_bytes(8, "big")
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))

    def exact(self, n):
        out = b""
        while len(out) < n:
            chunk = self.sock.recv(n - len(out))
            if not chunk: raise EOFError
            out += chunk
        return out

    def receive(self):
        message = b""
        while True:
            b0, b1 = self.exact(2)
            n = b1 & 0x7F
            if n == 126: n = int.from_bytes(self.exact(2), "big")
            elif n == 127: n = int.from_bytes(self.exact(8), "big")
            message += self.exact(n)
            if b0 & 0x80: return json.loads(message)

    def call(self, method, **params):
        self.next_id += 1
        self.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            reply = self.receive()
            if reply.get("id") == self.next_id:
                if "error" in reply: raise RuntimeError(reply["error"])
                return reply.get("result", {})

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

"""What the browser tests share: a free loopback port, a minimal DevTools client over one
WebSocket (text frames, masked as a client must; standard library only), headless Chromium
started with its DevTools port, and the PASS/FAIL tally each test prints."""
import base64, json, os, socket, subprocess, sys, time, urllib.request


class Checks:
    """Prints PASS or FAIL for each check and ends with the total, `N passed, M failed`."""

    def __init__(self):
        self.passed = self.failed = 0

    def __call__(self, name, ok, detail=""):
        if ok:
            self.passed += 1
            print("PASS " + name)
        else:
            self.failed += 1
            print("FAIL " + name + ("\n    " + str(detail)[:2000] if detail else ""))
        sys.stdout.flush()

    def finish(self):
        print(f"{self.passed} passed, {self.failed} failed")
        sys.exit(0 if self.failed == 0 else 1)


def start_chromium(chromium, profile, extra=()):
    """Headless Chromium on a free loopback DevTools port, once that port answers: (process, port)."""
    port = free_port()
    browser = subprocess.Popen([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                f"--remote-debugging-port={port}", "--remote-debugging-address=127.0.0.1",
                                f"--user-data-dir={profile}", "--window-size=1280,900", *extra, "about:blank"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(150):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/json/version", timeout=2)
            break
        except OSError:
            time.sleep(0.2)
    return browser, port


def stop_chromium(browser):
    browser.terminate()
    try: browser.wait(10)
    except subprocess.TimeoutExpired: browser.kill()


def new_target(port, url="about:blank"):
    """A new page target's WebSocket URL."""
    req = urllib.request.Request(f"http://127.0.0.1:{port}/json/new?{url}", method="PUT")
    return json.load(urllib.request.urlopen(req, timeout=10))["webSocketDebuggerUrl"]


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class DevToolsSocket:
    """One DevTools target over its own WebSocket."""
    def __init__(self, ws_url, timeout=30):
        rest = ws_url.split("://", 1)[1]
        hostport, path = rest.split("/", 1)
        host, p = hostport.split(":")
        self.sock = socket.create_connection((host, int(p)), timeout=timeout)
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

    def js(self, expression):
        r = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in r: raise RuntimeError(r["exceptionDetails"])
        return r["result"].get("value")

    def wait(self, expression, seconds=30):
        """Whether `expression` becomes true within `seconds` (a page still loading counts as not yet)."""
        end = time.time() + seconds
        while time.time() < end:
            try:
                if self.js(expression): return True
            except (RuntimeError, EOFError, OSError):
                pass
            time.sleep(0.1)
        return False

    def screenshot(self, path):
        image = self.call("Page.captureScreenshot", format="png", captureBeyondViewport=False)
        with open(path, "wb") as f:
            f.write(base64.b64decode(image["data"]))
        return path

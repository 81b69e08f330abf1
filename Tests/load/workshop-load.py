#!/usr/bin/env python3
"""A load test of the workshop server on loopback: 'lps serve --workshop LESSON --port 0', then N
simulated attendees (threads, standard library HTTP) work through the lesson's steps as people
would: join; at each step check the task as it stands, take a hint, ask for the solution, check
it, go to the next step, with a pause between actions. Every request goes to 127.0.0.1 only; the
run is bounded in count (each attendee's steps) and in time (--seconds), and stops by itself.

Reports the check latency (p50, p95, max), the requests and failures, and the server's peak
memory (VmHWM of lps-workshop, read from /proc), with the targets: p95 <= 100 ms, <= 2 GB.
Exit status 1 when a request failed or a target was missed.

    Tests/load/workshop-load.py LPS LESSON [--attendees 100] [--seconds 600] [--pause 0.5] [--seed 1]
                                [--runaways N] [--runaway-lead SECONDS]

With --runaways N, N more attendees run 'while true {}' (stopped by the run's deadline) over and
over until the others are done: the others' check latency shows whether the server keeps them
waiting behind the loops (it runs at most one job per attendee and shares the cores).
"""
import argparse, json, os, random, re, subprocess, sys, threading, time, urllib.error, urllib.request

parser = argparse.ArgumentParser()
parser.add_argument("lps")
parser.add_argument("lesson")
parser.add_argument("--attendees", type=int, default=100)
parser.add_argument("--seconds", type=float, default=600, help="the whole run stops after this long")
parser.add_argument("--pause", type=float, default=0.5, help="mean pause between an attendee's actions (s)")
parser.add_argument("--seed", type=int, default=1)
parser.add_argument("--runaways", type=int, default=0,
                    help="extra attendees who run a loop that never ends, again and again, meanwhile")
parser.add_argument("--runaway-lead", type=float, default=1.0,
                    help="seconds the runaways run before the others arrive")
options = parser.parse_args()
if not 1 <= options.attendees <= 1000: sys.exit("--attendees takes 1 to 1000")

server = subprocess.Popen([options.lps, "serve", "--workshop", options.lesson, "--port", "0", "--idle", "5"],
                          stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
url = None
started = time.time()
while time.time() - started < 120:
    line = server.stdout.readline()
    if not line: break
    m = re.search(r"attendees open: (http://127\.0\.0\.1:\d+/)", line)
    if m:
        url = m.group(1)
        break
if not url:
    server.kill()
    sys.exit("the workshop did not start: " + (server.stdout.read() or ""))
# Keep reading what lps prints (joins), so its pipe never fills.
threading.Thread(target=lambda: [None for _ in server.stdout], daemon=True).start()


def server_pid():
    """lps-workshop: the child of lps."""
    for pid in os.listdir("/proc"):
        if not pid.isdigit(): continue
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            with open(f"/proc/{pid}/comm") as f:
                name = f.read().strip()
        except OSError:
            continue
        if int(fields[1]) == server.pid and name.startswith("lps-workshop"): return int(pid)
    return None


def memory(pid):
    """(VmRSS, VmHWM) in bytes."""
    values = {}
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            key, _, rest = line.partition(":")
            if key in ("VmRSS", "VmHWM"): values[key] = int(rest.split()[0]) * 1024
    return values.get("VmRSS", 0), values.get("VmHWM", 0)


origin = url.rstrip("/")
deadline = started + options.seconds
lock = threading.Lock()
checks, requests, failures, passes = [], [0], [], [0]
rss_samples = []


def call(path, body=None, token=None, timeout=60):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url.rstrip("/") + path, data=data, method="GET" if body is None else "POST")
    request.add_header("Origin", origin)
    request.add_header("Content-Type", "application/json")
    if token: request.add_header("X-LPS-Attendee", token)
    began = time.perf_counter()
    with urllib.request.urlopen(request, timeout=timeout) as response:
        answer = json.load(response)
    with lock: requests[0] += 1
    return answer, time.perf_counter() - began


def attendee(number):
    rng = random.Random(options.seed * 1000 + number)
    pause = lambda: time.sleep(min(max(0.0, deadline - time.time()), rng.expovariate(1 / options.pause)))
    try:
        time.sleep(rng.uniform(0, 2.0))  # people do not all arrive in the same millisecond
        joined, _ = call("/api/join", {"name": f"load {number}"})
        token, state = joined["token"], joined["state"]
        while time.time() < deadline:
            pause()
            state, seconds = call("/api/check", {"code": state["code"]}, token)
            with lock: checks.append(seconds)
            pause()
            state, _ = call("/api/hint", {}, token)
            pause()
            state, _ = call("/api/solution", {}, token)
            pause()
            state, seconds = call("/api/check", {"code": "\n".join(state["solution"])}, token)
            with lock:
                checks.append(seconds)
                if state["check"]["passed"]: passes[0] += 1
                else: failures.append(f"attendee {number}: step {state['step']['number']}'s solution did not pass")
            if state["step"]["number"] >= state["step"]["count"]: return
            pause()
            state, _ = call("/api/step", {"step": state["step"]["number"] + 1}, token)
    except (urllib.error.URLError, OSError, KeyError, ValueError) as error:
        detail = error.read().decode(errors="replace")[:200] if isinstance(error, urllib.error.HTTPError) else ""
        with lock: failures.append(f"attendee {number}: {error} {detail}")


done = threading.Event()
runaway_runs = [0]


def runaway(number):
    """Runs a loop that never ends, again and again, until the others are done."""
    try:
        joined, _ = call("/api/join", {"name": f"runaway {number}"})
        token = joined["token"]
        while not done.is_set() and time.time() < deadline:
            call("/api/run", {"code": "var n = 0\nwhile true { n += 1 }"}, token)
            with lock: runaway_runs[0] += 1
    except (urllib.error.URLError, OSError, KeyError, ValueError) as error:
        detail = error.read().decode(errors="replace")[:200] if isinstance(error, urllib.error.HTTPError) else ""
        with lock: failures.append(f"runaway {number}: {error} {detail}")


pid = None
for _ in range(50):
    pid = server_pid()
    if pid: break
    time.sleep(0.1)
runaways = [threading.Thread(target=runaway, args=(n,), daemon=True) for n in range(1, options.runaways + 1)]
for t in runaways: t.start()
if runaways: time.sleep(options.runaway_lead)  # the loops are running before the others arrive
threads = [threading.Thread(target=attendee, args=(n,), daemon=True) for n in range(1, options.attendees + 1)]
for t in threads: t.start()
while any(t.is_alive() for t in threads) and time.time() < deadline + 70:
    if pid:
        try: rss_samples.append(memory(pid)[0])
        except OSError: pass
    time.sleep(0.25)
alive = sum(t.is_alive() for t in threads)
done.set()
for t in runaways: t.join(15)
elapsed = time.time() - started
peak = memory(pid)[1] if pid else 0
server.stdin.close()
try: server.wait(30)
except subprocess.TimeoutExpired: server.kill()

checks.sort()
def percentile(p):
    if not checks: return float("nan")
    return checks[min(len(checks) - 1, int(round(p / 100 * (len(checks) - 1))))] * 1000


p50, p95, worst = percentile(50), percentile(95), (checks[-1] * 1000 if checks else float("nan"))
print(f"workshop load: {options.attendees} attendees, {os.path.basename(options.lesson)}, "
      f"pause {options.pause} s (mean), {elapsed:.1f} s")
if runaways: print(f"runaways {options.runaways}: {runaway_runs[0]} runs of a loop that never ends, meanwhile")
print(f"requests {requests[0]}, checks {len(checks)}, solutions passed {passes[0]}, failures {len(failures)}, "
      f"attendees unfinished at the time limit {alive}")
print(f"check latency: p50 {p50:.1f} ms, p95 {p95:.1f} ms, max {worst:.1f} ms (target p95 <= 100 ms)")
largest = max(rss_samples or [0])
print(f"server peak memory (VmHWM): {peak / 2**20:.1f} MiB; largest RSS sampled {largest / 2**20:.1f} MiB "
      f"(target <= 2048 MiB)")
for failure in failures[:10]: print("  " + failure)
ok = not failures and alive == 0 and p95 <= 100 and peak <= 2 << 30
print(f"{1 if ok else 0} passed, {0 if ok else 1} failed")
sys.exit(0 if ok else 1)

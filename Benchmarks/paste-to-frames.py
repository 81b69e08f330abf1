#!/usr/bin/env python3
"""Paste-to-frames latency (issue #33 item 3; target <= 20 ms median per file): each real file of
../shared/real-swift whose driver runs (ends without an error and prints `cell` frames, as
Tests/PlaygroundScriptTests/Swift/RealSwiftDriverTests.swift counts them), from the first byte of
`lps run DRIVER` to its printed frames. Runs are interleaved with `lps run EMPTY.lps`, so load on a
shared machine hits both alike: "start-up included" is the driver's median wall time, "start-up
excluded" the same median minus the empty script's; the CPU column (user + system, from wait4) is
what the driver costs on a busy machine, where wall time is mostly waiting for a core.

Usage: Benchmarks/paste-to-frames.py PATH_TO_LPS [runs] [drivers directory]
       (defaults: .build/release/lps, 20 runs, ../shared/real-swift/drivers next to the repository)
"""
import os, statistics, subprocess, sys, tempfile, time

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(here)
lps = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, ".build/release/lps"))
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 20
drivers = sys.argv[3] if len(sys.argv) > 3 else os.path.join(os.path.dirname(root), "shared/real-swift/drivers")
if not os.path.isdir(drivers):
    sys.exit(f"no drivers at {drivers} (the real files are kept next to the repository, in shared/real-swift)")

def run(argv):
    """Wall ms, CPU ms, exit status and standard output of one run, in the drivers' directory."""
    start = time.perf_counter()
    child = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, cwd=drivers)
    out = child.stdout.read()
    _, status, usage = os.wait4(child.pid, 0)
    wall = (time.perf_counter() - start) * 1000
    return wall, (usage.ru_utime + usage.ru_stime) * 1000, os.waitstatus_to_exitcode(status), out

empty = tempfile.NamedTemporaryFile("w", suffix=".lps", delete=False)
empty.close()
names = sorted(n for n in os.listdir(drivers) if n.endswith(".lps"))
running = []
for name in names:
    _, _, status, out = run([lps, "run", name])
    if status == 0 and any(line.startswith(b"cell ") for line in out.splitlines()):
        running.append(name)
wall = {n: [] for n in running + ["EMPTY"]}
cpu = {n: [] for n in running + ["EMPTY"]}
for _ in range(runs):
    for name in ["EMPTY"] + running:
        w, c, status, _ = run([lps, "run", empty.name if name == "EMPTY" else name])
        if status != 0:
            sys.exit(f"{name} failed with status {status}")
        wall[name].append(w)
        cpu[name].append(c)
os.unlink(empty.name)
base = statistics.median(wall["EMPTY"])
cpu_base = statistics.median(cpu["EMPTY"])
print(f"{len(running)} of {len(names)} drivers print frames; {runs} interleaved runs each; "
      f"lps run EMPTY.lps: {base:.1f} ms median wall, {cpu_base:.1f} ms CPU")
print("| driver | wall, start-up included ms | wall, start-up excluded ms | CPU, included ms | CPU, excluded ms |")
print("|:--|--:|--:|--:|--:|")
for name in running:
    m, c = statistics.median(wall[name]), statistics.median(cpu[name])
    print(f"| {name} | {m:.1f} | {m - base:.1f} | {c:.1f} | {c - cpu_base:.1f} |")
m = statistics.median([statistics.median(wall[n]) for n in running])
c = statistics.median([statistics.median(cpu[n]) for n in running])
print(f"| median of the files | {m:.1f} | {m - base:.1f} | {c:.1f} | {c - cpu_base:.1f} |")

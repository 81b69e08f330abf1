#!/usr/bin/env python3
"""Start-up of lps (issue #14 target: <= 30 ms to the first prompt and for `lps run` of an empty
script). Interleaved runs of each command, so load on a shared machine hits all of them alike;
prints the median and best wall time of each, its difference from the same run's `true` (process
spawn) baseline, and the median CPU time (user + system, from wait4): on a loaded machine the
wall time is mostly waiting for a core, the CPU time is what start-up costs.

Usage: Benchmarks/startup.py PATH_TO_LPS [runs]
The first prompt in a real terminal is measured by Benchmarks/tmux-startup.sh (it needs tmux).
"""
import os, statistics, subprocess, sys, tempfile, time

lps = sys.argv[1] if len(sys.argv) > 1 else ".build/release/lps"
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 50
empty = tempfile.NamedTemporaryFile("w", suffix=".lps", delete=False)
empty.close()
commands = [
    ("true (process spawn baseline)", ["true"], None),
    ("lps run EMPTY.lps", [lps, "run", empty.name], None),
    ("lps < /dev/null (session set-up, end of input)", [lps], b""),
    ("printf 'quit\\n' | lps", [lps], b"quit\n"),
]
times = {name: [] for name, _, _ in commands}
cpu = {name: [] for name, _, _ in commands}
for _ in range(runs):
    for name, argv, stdin in commands:
        start = time.perf_counter()
        child = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        child.stdin.write(stdin or b"")
        child.stdin.close()
        _, status, usage = os.wait4(child.pid, 0)
        times[name].append((time.perf_counter() - start) * 1000)
        cpu[name].append((usage.ru_utime + usage.ru_stime) * 1000)
        child.returncode = os.waitstatus_to_exitcode(status)
        if child.returncode != 0:
            sys.exit(f"{name} failed with status {child.returncode}")
os.unlink(empty.name)
base = statistics.median(times[commands[0][0]])
print(f"| command | wall median ms | wall best ms | wall median − baseline ms | CPU median ms |")
print(f"|:--|--:|--:|--:|--:|")
for name, _, _ in commands:
    t = times[name]
    print(f"| {name} | {statistics.median(t):.1f} | {min(t):.1f} | {statistics.median(t) - base:.1f} | {statistics.median(cpu[name]):.1f} |")
print(f"\n{runs} interleaved runs each; load average {open('/proc/loadavg').read().split()[:3]}")

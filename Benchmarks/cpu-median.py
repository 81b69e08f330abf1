#!/usr/bin/env python3
# CPU time (user + system, from wait4) and wall time of `BIN run SCRIPT > /dev/null` for several lps
# builds and scripts, interleaved (each round runs every build on every script once); prints medians.
# CPU counts the parsing thread too, and unlike `time -f %U` it is not rounded to 10 ms:
#   python3 Benchmarks/cpu-median.py 11 /tmp/lps-base,.build/release/lps /tmp/grow-1000.lps,/tmp/grow-10000.lps
import os, statistics, subprocess, sys, time

rounds = int(sys.argv[1])
builds = sys.argv[2].split(",")
scripts = sys.argv[3].split(",")
samples = {(b, s): [] for b in builds for s in scripts}
for _ in range(rounds):
    for b in builds:
        for s in scripts:
            start = time.perf_counter()
            process = subprocess.Popen([b, "run", s], stdout=subprocess.DEVNULL)
            _, status, usage = os.wait4(process.pid, 0)
            if status != 0:
                sys.exit(f"{b} run {s}: exit status {status}")
            samples[(b, s)].append((usage.ru_utime + usage.ru_stime, time.perf_counter() - start))
for (b, s), runs in samples.items():
    cpu = statistics.median(r[0] for r in runs) * 1000
    wall = statistics.median(r[1] for r in runs) * 1000
    print(f"{b} {s}: CPU {cpu:.1f} ms, wall {wall:.1f} ms (medians of {len(runs)})")
print("load:", open("/proc/loadavg").read().strip())

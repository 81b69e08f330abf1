#!/usr/bin/env python3
# Wall time of `BIN run SCRIPT > /dev/null` for several lps builds, interleaved (each run times every
# build once, in order), process start included; prints the median and minimum in ms, the median CPU
# time (user + system from wait4: counts the parsing thread, and is not rounded to 10 ms as
# `time -f %U` is) and the load.
#   Benchmarks/interleave.py 9 /tmp/apply-10000.lps /tmp/lps-baseline .build/release/lps
import os, statistics, subprocess, sys, time
runs = int(sys.argv[1]); script = sys.argv[2]; bins = sys.argv[3:]
times = {b: [] for b in bins}
cpu = {b: [] for b in bins}
for i in range(runs):
    for b in bins:
        t = time.perf_counter()
        process = subprocess.Popen([b, 'run', script], stdout=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        if status != 0:
            sys.exit(f"{b} run {script}: exit status {status}")
        times[b].append((time.perf_counter() - t) * 1000)
        cpu[b].append((usage.ru_utime + usage.ru_stime) * 1000)
for b in bins:
    ts = times[b]
    print(f"{b}: median {statistics.median(ts):.1f} ms, min {min(ts):.1f} ms, CPU median "
          f"{statistics.median(cpu[b]):.1f} ms, n={len(ts)}  [{', '.join(f'{x:.0f}' for x in ts)}]")
print("load:", open('/proc/loadavg').read().strip())

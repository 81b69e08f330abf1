#!/usr/bin/env python3
# Wall time of `BIN run SCRIPT > /dev/null` for several lps builds, interleaved (each run times every
# build once, in order), process start included; prints the median and minimum in ms and the load.
#   Benchmarks/interleave.py 9 /tmp/apply-10000.lps /tmp/lps-baseline .build/release/lps
import subprocess, sys, time, statistics, os
runs = int(sys.argv[1]); script = sys.argv[2]; bins = sys.argv[3:]
times = {b: [] for b in bins}
devnull = open(os.devnull, 'w')
for i in range(runs):
    for b in bins:
        t = time.perf_counter()
        subprocess.run([b, 'run', script], stdout=devnull, check=True)
        times[b].append((time.perf_counter() - t) * 1000)
for b in bins:
    ts = times[b]
    print(f"{b}: median {statistics.median(ts):.1f} ms, min {min(ts):.1f} ms, n={len(ts)}  [{', '.join(f'{x:.0f}' for x in ts)}]")
print("load:", open('/proc/loadavg').read().strip())

#!/usr/bin/env python3
# Interleaved pairs (base, new) of `BIN run SCRIPT > /dev/null`, kept only when the machine was idle
# (> 90 % of both cores over 0.5 s) right before and right after the pair: on a shared machine the
# replay's two threads overlap only while the other core is free (BENCHMARKS.md, step 6: replay).
#   Benchmarks/quiet-pairs.py PAIRS TIMEOUT_S SCRIPT BASE_BIN NEW_BIN
import time, subprocess, sys, statistics, os
def idle_frac(dt=0.5):
    def read():
        v = list(map(int, open('/proc/stat').readline().split()[1:]))
        return v[3] + v[4], sum(v)
    i1, t1 = read(); time.sleep(dt); i2, t2 = read()
    return (i2 - i1) / max(1, t2 - t1)
want = int(sys.argv[1]); timeout = float(sys.argv[2]); script = sys.argv[3]; bins = sys.argv[4:]
devnull = open(os.devnull, 'w')
kept = {b: [] for b in bins}; tried = 0
deadline = time.time() + timeout
while time.time() < deadline and len(kept[bins[0]]) < want:
    if idle_frac() < 0.9: continue
    ts = {}
    for b in bins:
        t = time.perf_counter(); subprocess.run([b, 'run', script], stdout=devnull, check=True); ts[b] = (time.perf_counter() - t) * 1000
    tried += 1
    if idle_frac() < 0.9: continue
    for b in bins: kept[b].append(ts[b])
print(time.strftime('%H:%M:%S'), script, f'kept {len(kept[bins[0]])} of {tried} pairs')
for b in bins:
    ts = kept[b]
    if ts: print(f"  {b}: median {statistics.median(ts):.1f} ms, min {min(ts):.1f} ms [{', '.join(f'{x:.0f}' for x in ts)}]")
print('  load:', open('/proc/loadavg').read().strip(), flush=True)

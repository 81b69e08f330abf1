#!/usr/bin/env bash
# The benchmark suite of issue #6 (see BENCHMARKS.md). One command from the repository root:
#   Benchmarks/run.sh                 all workloads; results in Benchmarks/results/
#   Benchmarks/run.sh --peer-100k     also CollectionDifference at 100,000 on 10/10/1 (about a minute)
#   Benchmarks/run.sh --target Diff   only the suites whose target name matches (a regexp)
# Needs: Swift 6.1+, network access to the package mirror for ordo-one/benchmark, hyperfine
# (apt-get install -y hyperfine) for the start-up time; without it a shell loop is used.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
out="$here/results"
target=".*"
while [ $# -gt 0 ]; do
  case "$1" in
    --peer-100k) export LPS_BENCH_PEER_100K=1 ;;
    --target) shift; target="$1" ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
  shift
done
mkdir -p "$out"

{
  echo "date (UTC): $(date -u '+%Y-%m-%d %H:%M')"
  echo "nproc: $(nproc)"
  echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //')"
  echo "memory: $(awk '/MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo)"
  echo "swift: $(swift --version 2>&1 | grep -m1 'Swift version')"
  echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee "$out/machine.txt"

cd "$here"
echo "== building (release)" >&2
swift build -c release >&2

echo "== suites (ordo-one/benchmark)" >&2
status=0
swift package --allow-writing-to-package-directory benchmark --target "$target" \
  --no-progress --format markdown | tee "$out/suite.md" || status=1

if [[ "Memory" =~ $target || "$target" == ".*" ]]; then
  echo "== peak memory: 1,000,000-item snapshot plus its layout" >&2
  { .build/release/lps-bench-memory per-item; echo; .build/release/lps-bench-memory uniform; } | tee "$out/memory.txt"
fi

if [[ "Startup" =~ $target || "$target" == ".*" ]]; then
  echo "== lps start-up to a ready prompt" >&2
  "$root/tools/build-release"
  lps="$root/.build/release/lps"
  if command -v hyperfine > /dev/null; then
    # Through a shell (for the redirection); hyperfine subtracts the measured shell spawn time.
    hyperfine --warmup 5 --runs 100 --export-markdown "$out/startup.md" "$lps < /dev/null" >&2
    hyperfine --warmup 5 --runs 100 --export-markdown "$out/startup-quit.md" "printf 'quit\\n' | $lps" >&2
    cat "$out/startup.md" "$out/startup-quit.md"
    if command -v tmux > /dev/null; then "$here/tmux-startup.sh" "$lps" 30 | tee "$out/startup-tmux.txt"; fi
  else
    start=$(date +%s%N)
    for _ in $(seq 100); do "$lps" < /dev/null > /dev/null; done
    echo "lps < /dev/null: $(( ($(date +%s%N) - start) / 100000 )) µs per run (mean of 100)" | tee "$out/startup.md"
  fi
fi
if command -v python3 > /dev/null && [ -s "$out/suite.md" ]; then
  python3 "$here/summarize.py" "$out/suite.md" | tee "$out/summary.md"
fi
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$out/machine.txt"
exit $status

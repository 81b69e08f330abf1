#!/usr/bin/env bash
# Start-up to a ready prompt in a real terminal: launches `lps` in a detached tmux session and polls
# the pane until the prompt shows, `runs` times; then the same for a stand-in that prints the
# prompt at once, so the tmux and polling overhead can be subtracted.
# Usage: tmux-startup.sh PATH_TO_LPS [runs]
set -uo pipefail
lps="$1"; runs="${2:-20}"
stub="$(mktemp)"; printf '#!/bin/sh\necho "lps> "\nsleep 5\n' > "$stub"; chmod +x "$stub"
measure() {
  local program="$1" total=0 best=999999999 n start end us
  for _ in $(seq "$runs"); do
    tmux kill-session -t lps-bench-startup 2> /dev/null
    start=$(date +%s%N)
    tmux new-session -d -s lps-bench-startup -x 120 -y 30 "$program"
    n=0
    while [ $n -lt 100000 ] && ! tmux capture-pane -p -t lps-bench-startup 2> /dev/null | grep -q '^lps>'; do n=$((n + 1)); done
    end=$(date +%s%N)
    tmux kill-session -t lps-bench-startup 2> /dev/null
    us=$(( (end - start) / 1000 )); total=$((total + us)); [ $us -lt $best ] && best=$us
  done
  echo "$2: mean $((total / runs / 1000)) ms, best $((best / 1000)) ms ($runs runs)"
}
measure "$lps" "lps to its prompt in tmux"
measure "$stub" "stand-in printing the prompt at once (tmux + polling overhead)"
rm -f "$stub"

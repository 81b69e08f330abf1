#!/usr/bin/env bash
# Runs one libFuzzer harness for a given time: ./run.sh script|snapshot|outline SECONDS [extra libFuzzer flags]
#
# Builds the nested package with the fuzzer and address sanitizer (release, so it is fast), seeds a
# working corpus from Fuzz/corpus/<harness> (and, for 'script', from playground-scripts/ and the
# examples in docs/commands.md), and runs with:
#   -max_len      inputs up to 4 KB (scripts) / 1 KB (operation sequences)
#   -timeout=10   one input taking longer than 10 s is a finding (a hang)
#   -rss_limit_mb=2048  memory beyond 2 GB is a finding (unbounded work)
# Crashes, hangs and leaks land in Fuzz/findings/<harness>/ as crash-*, timeout-*, leak-*, oom-*;
# minimize one with: ./run.sh <harness> min <file>
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
harness="${1:?usage: run.sh script|snapshot|outline SECONDS | run.sh HARNESS min FILE}"
case "$harness" in
    script) target=FuzzScript; max_len=4096 ;;
    snapshot) target=FuzzSnapshot; max_len=1024 ;;
    outline) target=FuzzOutline; max_len=1024 ;;
    *) echo "unknown harness '$harness' (script, snapshot, outline)" >&2; exit 2 ;;
esac
cd "$here"
swift build -c release --product "$target" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -use-ld=lld >&2
binary="$here/.build/release/$target"
findings="$here/findings/$harness"
work="$here/.work/$harness"
mkdir -p "$findings" "$work" "$here/corpus/$harness"

if [ "${2:-}" = "min" ]; then
    file="${3:?run.sh $harness min FILE}"
    exec "$binary" -minimize_crash=1 -runs=20000 -max_len="$max_len" -timeout=10 \
        -exact_artifact_path="$file.min" "$file"
fi
seconds="${2:?run.sh $harness SECONDS}"
shift 2

if [ "$harness" = script ]; then
    # Seeds: every checked script, and each fenced example block of the reference (first byte = cursor seed).
    if [ -d "$root/playground-scripts" ]; then
        find "$root/playground-scripts" -name '*.lps' -size -4k | while read -r f; do
            { printf '\001'; cat "$f"; } > "$work/seed-$(basename "$f")"
        done
    fi
    awk -v dir="$work" '/^```$/ { if (open) { close(f); open = 0 } else { n++; f = dir "/seed-doc-" n; printf "\002" > f; open = 1 } ; next }
                        open { print > f }' "$root/docs/commands.md"
fi
dict=()
[ -f "$here/dict/$harness.dict" ] && dict=(-dict="$here/dict/$harness.dict")

# The working corpus grows in .work/; the checked-in corpus keeps the seeds.
exec "$binary" "$work" "$here/corpus/$harness" \
    -max_total_time="$seconds" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$findings/" -print_final_stats=1 "${dict[@]}" "$@"

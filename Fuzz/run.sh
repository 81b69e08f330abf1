#!/usr/bin/env bash
# Runs one libFuzzer harness for a given time: ./run.sh script|snapshot|outline|swift SECONDS [extra libFuzzer flags]
#
# Builds the nested package with the fuzzer and address sanitizer (release, so it is fast), seeds a
# working corpus from Fuzz/corpus/<harness> (and, for 'script' and 'swift', from playground-scripts/;
# for 'script' also the examples in docs/commands.md), and runs with:
#   -max_len      inputs up to 4 KB (scripts) / 8 KB (Swift) / 1 KB (operation sequences)
#   -timeout=10   one input taking longer than 10 s is a finding (a hang)
#   -rss_limit_mb=2048  memory beyond 2 GB is a finding (unbounded work)
# Crashes, hangs and leaks land in Fuzz/findings/<harness>/ as crash-*, timeout-*, leak-*, oom-*;
# minimize one with: ./run.sh <harness> min <file>
#
# The checked-in corpus (Fuzz/corpus/<harness>/) is a small set libFuzzer keeps because each input
# adds coverage; after a long run, fold the working corpus into it with: ./run.sh <harness> merge
# (-set_cover_merge=1, libFuzzer's -merge=1 with a smaller set cover: the fewest inputs that keep
# every feature of both, beyond what the seeds already cover).
# LPS_FUZZ_NO_BUILD=1 skips the build (Fuzz/ci.sh builds once for every harness); LPS_FUZZ_WORK and
# LPS_FUZZ_FINDINGS put the working corpus and the findings elsewhere (Fuzz/ci.sh uses fresh ones).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
harness="${1:?usage: run.sh script|snapshot|outline|swift SECONDS | run.sh HARNESS min FILE | run.sh HARNESS merge}"
case "$harness" in
    script) target=FuzzScript; max_len=4096 ;;
    snapshot) target=FuzzSnapshot; max_len=1024 ;;
    outline) target=FuzzOutline; max_len=1024 ;;
    swift) target=FuzzSwift; max_len=8192 ;;
    *) echo "unknown harness '$harness' (script, snapshot, outline, swift)" >&2; exit 2 ;;
esac
cd "$here"
if [ -z "${LPS_FUZZ_NO_BUILD:-}" ]; then
    swift build -c release --product "$target" \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -use-ld=lld >&2
fi
binary="$here/.build/release/$target"
# Swift's own crash backtracer reads other threads' stacks, which ASan reports as a second error
# after a trap; without it a trap is reported once, with libFuzzer's stack.
export SWIFT_BACKTRACE=enable=no
findings="${LPS_FUZZ_FINDINGS:-$here/findings/$harness}"
work="${LPS_FUZZ_WORK:-$here/.work/$harness}"
mkdir -p "$findings" "$work" "$here/corpus/$harness"

if [ "${2:-}" = "min" ]; then
    file="${3:?run.sh $harness min FILE}"
    exec "$binary" -minimize_crash=1 -runs=20000 -max_len="$max_len" -timeout=10 \
        -exact_artifact_path="$file.min" "$file"
fi
if [ "${2:-}" = "merge" ]; then
    # Minimize the checked-in corpus and the working corpus into a new checked-in corpus. The
    # seeds (seed-* in the working corpus, made from playground-scripts/ and docs/ by every run)
    # go in first, so only inputs that add coverage beyond them are kept, and then go out again.
    merged="$(mktemp -d)"
    trap 'rm -rf "$merged"' EXIT
    cp "$work"/seed-* "$merged"/ 2>/dev/null || true
    "$binary" -set_cover_merge=1 -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 "$merged" "$here/corpus/$harness" "$work" >&2
    rm -f "$merged"/seed-*
    rm -rf "$here/corpus/$harness"
    mkdir -p "$here/corpus/$harness"
    cp "$merged"/* "$here/corpus/$harness/" 2>/dev/null || true
    echo "corpus/$harness: $(ls "$here/corpus/$harness" | wc -l) inputs, $(du -sk "$here/corpus/$harness" | cut -f1) KB" >&2
    exit 0
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
if [ "$harness" = swift ] && [ -d "$root/playground-scripts" ]; then
    # Seeds: every checked script and any Swift file under playground-scripts/ (first byte = mode:
    # 0 as written, Swift mixed with commands).
    find "$root/playground-scripts" \( -name '*.lps' -o -name '*.swift' \) -size -9k | while read -r f; do
        rel="${f#"$root/playground-scripts/"}"
        { printf '\000'; cat "$f"; } > "$work/seed-${rel//\//-}"
    done
fi
dict=()
[ -f "$here/dict/$harness.dict" ] && dict=(-dict="$here/dict/$harness.dict")

# The working corpus grows in .work/; the checked-in corpus keeps the seeds.
exec "$binary" "$work" "$here/corpus/$harness" \
    -max_total_time="$seconds" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$findings/" -print_final_stats=1 "${dict[@]}" "$@"

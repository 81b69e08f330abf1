#!/usr/bin/env bash
# Runs one libFuzzer harness for a given time: ./run.sh script|snapshot|outline|swift SECONDS [extra libFuzzer flags]
# or, deterministically, for a number of inputs: ./run.sh HARNESS runs=N [extra libFuzzer flags]
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
#
# runs=N is what CI runs (Fuzz/ci.sh): N inputs with a fixed -seed (LPS_FUZZ_SEED, default 1), from
# a working corpus that must start empty; the checked-in corpus and the seeds are copied into it in
# name order and it is the only corpus directory, so wall time never decides what runs (exact for
# the snapshot and outline harnesses; script and swift can still drift, see CONTRIBUTING.md). Its -timeout is
# LPS_FUZZ_TIMEOUT (ci.sh: 30 s, a margin for a loaded machine; exploring keeps 10 s, so an input
# slow here is found and fixed long before it could time out in CI).
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
amount="${2:?run.sh $harness SECONDS|runs=N}"
shift 2
case "$amount" in
    runs=*) runs="${amount#runs=}" ;;
    *) runs="" ;;
esac
case "${runs:-$amount}" in ''|*[!0-9]*) echo "run.sh: SECONDS or runs=N must be a whole number" >&2; exit 2 ;; esac
timeout="${LPS_FUZZ_TIMEOUT:-10}"
if [ -n "$runs" ]; then
    if [ -n "$(ls -A "$work")" ]; then echo "run.sh: runs=N needs an empty working corpus ($work)" >&2; exit 2; fi
    for f in $(ls "$here/corpus/$harness" | LC_ALL=C sort); do cp "$here/corpus/$harness/$f" "$work/$f"; done
fi

if [ "$harness" = script ]; then
    # Seeds: every checked script, and each fenced example block of the reference (first byte = cursor seed).
    if [ -d "$root/playground-scripts" ]; then
        find "$root/playground-scripts" -name '*.lps' -size -4k | LC_ALL=C sort | while read -r f; do
            { printf '\001'; cat "$f"; } > "$work/seed-$(basename "$f")"
        done
    fi
    awk -v dir="$work" '/^```$/ { if (open) { close(f); open = 0 } else { n++; f = dir "/seed-doc-" n; printf "\002" > f; open = 1 } ; next }
                        open { print > f }' "$root/docs/commands.md"
fi
if [ "$harness" = swift ] && [ -d "$root/playground-scripts" ]; then
    # Seeds: every checked script and any Swift file under playground-scripts/ (first byte = mode:
    # 0 as written, Swift mixed with commands).
    find "$root/playground-scripts" \( -name '*.lps' -o -name '*.swift' \) -size -9k | LC_ALL=C sort | while read -r f; do
        rel="${f#"$root/playground-scripts/"}"
        { printf '\000'; cat "$f"; } > "$work/seed-${rel//\//-}"
    done
fi
dict=()
[ -f "$here/dict/$harness.dict" ] && dict=(-dict="$here/dict/$harness.dict")

if [ -n "$runs" ]; then
    # What else varied between two runs of the same seed (measured: the outline harness's corpus
    # after 12,000 inputs differed until all four were off): libFuzzer's once-a-second threads
    # (-reload rereads the corpus, the RSS check allocates, and an allocation inside an input makes
    # libFuzzer run that input again to look for a leak), Swift's per-process random hashing seed,
    # and addresses (ASLR) that comparisons feed into the mutations. Memory is bounded per
    # allocation here (-malloc_limit_mb); the total (-rss_limit_mb) only when exploring.
    export SWIFT_DETERMINISTIC_HASHING=1
    norandom=()
    setarch "$(uname -m)" -R true 2>/dev/null && norandom=(setarch "$(uname -m)" -R)
    exec "${norandom[@]}" "$binary" "$work" -runs="$runs" -seed="${LPS_FUZZ_SEED:-1}" -max_len="$max_len" -timeout="$timeout" \
        -rss_limit_mb=0 -malloc_limit_mb=2048 -reload=0 \
        -artifact_prefix="$findings/" -print_final_stats=1 "${dict[@]}" "$@"
fi
# The working corpus grows in .work/; the checked-in corpus is read, never written.
exec "$binary" "$work" "$here/corpus/$harness" \
    -max_total_time="$amount" -max_len="$max_len" -timeout="$timeout" -rss_limit_mb=2048 \
    -artifact_prefix="$findings/" -print_final_stats=1 "${dict[@]}" "$@"

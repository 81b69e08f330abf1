#!/usr/bin/env bash
# A bounded fuzz run for CI: ./ci.sh [SECONDS_PER_HARNESS] [HARNESS...]   (default 45 s; all four)
#
# Builds the fuzz package once (release, fuzzer + address sanitizer), then runs each harness with
# run.sh for the given time from the checked-in corpus (Fuzz/corpus/<harness>/, plus the seeds
# run.sh adds) in a fresh working corpus. A crash, trap, hang (-timeout=10), memory beyond 2 GB or
# a leak is a finding: it fails that harness, and its input is printed (base64) and kept in
# Fuzz/findings/ci/<harness>/. Prints per harness its executions, libFuzzer's coverage (cov: and ft:
# from the last stats line) and its findings; the last line is `N passed, M failed` (one per harness).
# Exit status 0 only when every harness ran clean.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
seconds="${1:-45}"
shift || true
harnesses=("$@")
[ ${#harnesses[@]} -eq 0 ] && harnesses=(script snapshot outline swift)
case "$seconds" in ''|*[!0-9]*) echo "usage: ci.sh [SECONDS_PER_HARNESS] [HARNESS...]" >&2; exit 2 ;; esac
cd "$here"

log=$(mktemp)
scratch=$(mktemp -d)
trap 'rm -rf "$log" "$scratch"' EXIT

echo "== fuzz: building the harnesses (release, -sanitize=fuzzer,address)"
start=$(date +%s)
if ! swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -use-ld=lld >"$log" 2>&1; then
    tail -n 40 "$log"
    echo "fuzz: the build failed"
    echo "0 passed, ${#harnesses[@]} failed"
    exit 1
fi
echo "built in $(( $(date +%s) - start )) s"

passed=0
failed=0
for harness in "${harnesses[@]}"; do
    echo "== fuzz $harness (${seconds} s)"
    findings="$here/findings/ci/$harness"
    rm -rf "$findings" "$scratch/$harness"
    mkdir -p "$findings" "$scratch/$harness"
    began=$(date +%s)
    LPS_FUZZ_NO_BUILD=1 LPS_FUZZ_WORK="$scratch/$harness" LPS_FUZZ_FINDINGS="$findings" \
        "$here/run.sh" "$harness" "$seconds" >"$log" 2>&1
    status=$?
    took=$(( $(date +%s) - began ))
    execs=$(sed -n 's/^stat::number_of_executed_units: *\([0-9]*\).*/\1/p' "$log" | tail -1)
    stats=$(grep -E '^#[0-9]+[[:space:]].*cov: [0-9]+ ft: [0-9]+' "$log" | tail -1)
    cov=$(sed -n 's/.* cov: \([0-9]*\) .*/\1/p' <<<"$stats")
    ft=$(sed -n 's/.* ft: \([0-9]*\) .*/\1/p' <<<"$stats")
    corpus=$(sed -n 's/.* corp: \([0-9]*\)\/.*/\1/p' <<<"$stats")
    artifacts=("$findings"/*)
    [ -e "${artifacts[0]}" ] || artifacts=()
    count=${#artifacts[@]}
    # A non-zero exit with no artifact (a build or setup error, a crash in libFuzzer itself) is a failure too.
    [ "$status" -ne 0 ] && [ "$count" -eq 0 ] && count=1
    summary="$harness: ${execs:-?} executions, cov: ${cov:-?}, ft: ${ft:-?}, corpus ${corpus:-?} inputs, $count finding$([ "$count" = 1 ] || echo s) (${took} s)"
    if [ "$status" -eq 0 ] && [ "$count" -eq 0 ]; then
        echo "$summary — passed"
        passed=$((passed + 1))
    else
        # The finding: libFuzzer's report (from the first error line), and each input to reproduce it.
        awk '/^==[0-9]+==|^(Fatal error|.*Fatal error:)|ALARM|out-of-memory|^=+ *(ERROR|WARNING)/ { on = 1 } on' "$log" | head -n 60
        [ -s "$log" ] && ! grep -qE '^==[0-9]+==|Fatal error|ALARM|out-of-memory' "$log" && tail -n 40 "$log"
        for a in "${artifacts[@]}"; do
            echo "input $(basename "$a") ($(wc -c <"$a") bytes), base64:"
            base64 -w 0 "$a"; echo
        done
        target="Fuzz$(tr '[:lower:]' '[:upper:]' <<<"${harness:0:1}")${harness:1}"
        echo "reproduce: Fuzz/.build/release/$target FILE; minimize: Fuzz/run.sh $harness min FILE (FILE in Fuzz/findings/ci/$harness/)"
        echo "$summary — FAILED"
        failed=$((failed + 1))
    fi
done
echo "== fuzz: all harnesses"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

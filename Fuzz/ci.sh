#!/usr/bin/env bash
# The fuzz run CI makes: ./ci.sh [HARNESS...]   (all four when none is named)
#
# Builds the fuzz package once (release, fuzzer + address sanitizer), then runs each harness with
# `run.sh HARNESS runs=N`: a fixed number of inputs (below; LPS_FUZZ_RUNS overrides them all) with
# a fixed seed, from the checked-in corpus (Fuzz/corpus/<harness>/) and the seeds run.sh makes, in a
# fresh working corpus. No clock decides how much runs; snapshot and outline run exactly the same
# inputs on every run, script and swift the same corpus and seeds and then mutations that can still
# differ slightly (see CONTRIBUTING.md, "In CI"). A crash,
# trap, hang (-timeout=30), memory beyond 2 GB or a leak is a finding: it fails that harness, and
# its input is printed (base64) and kept in Fuzz/findings/ci/<harness>/. Prints per harness its
# executions, libFuzzer's coverage (cov: and ft: from the last stats line) and its findings; the
# last line is `N passed, M failed` (one per harness). Exit status 0 only when every harness ran clean.
# Exploring for longer, by time, is run.sh's job: Fuzz/run.sh HARNESS SECONDS.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
harnesses=("$@")
[ ${#harnesses[@]} -eq 0 ] && harnesses=(script snapshot outline swift)
# Inputs per harness (with the checked-in corpus loaded first, which counts too): about a minute
# each on this project's 2-core machine, measured in CONTRIBUTING.md ("In CI").
runs_for() {
    case "$1" in
        script) echo 4000 ;;
        snapshot) echo 100000 ;;
        outline) echo 100000 ;;
        swift) echo 2000 ;;
        *) echo "unknown harness '$1' (script, snapshot, outline, swift)" >&2; exit 2 ;;
    esac
}
for harness in "${harnesses[@]}"; do runs_for "$harness" >/dev/null || exit 2; done
cd "$here"

log=$(mktemp)
# The working corpora on tmpfs where there is one: libFuzzer reads a directory in the order the
# file system lists it, and tmpfs lists files in the order they were made (ext4 in hash order).
scratch=$(mktemp -d -p /dev/shm 2>/dev/null || mktemp -d)
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
    runs="${LPS_FUZZ_RUNS:-$(runs_for "$harness")}"
    echo "== fuzz $harness ($runs inputs, seed ${LPS_FUZZ_SEED:-1})"
    findings="$here/findings/ci/$harness"
    rm -rf "$findings" "$scratch/$harness"
    mkdir -p "$findings" "$scratch/$harness"
    began=$(date +%s)
    LPS_FUZZ_NO_BUILD=1 LPS_FUZZ_WORK="$scratch/$harness" LPS_FUZZ_FINDINGS="$findings" LPS_FUZZ_TIMEOUT="${LPS_FUZZ_TIMEOUT:-30}" \
        "$here/run.sh" "$harness" "runs=$runs" >"$log" 2>&1
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

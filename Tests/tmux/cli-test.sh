#!/usr/bin/env bash
# The lps command line without a terminal: modes, exit statuses, messages, files.
#
#   Tests/tmux/cli-test.sh .build/debug/lps
#
# Only behaviour the shell owns is checked (the scripts are mostly comments and 'quit', which any
# version of the language runs silently, and 'save'/'record', whose files the shell writes).
# Ends with 'N passed, M failed'; exit 0 when all pass.
set -u

if [ $# -ne 1 ] || [ ! -x "$1" ]; then
    echo "usage: $0 path/to/lps" >&2
    exit 2
fi
case "$1" in
    /*) LPS=$1 ;;
    *) LPS=$PWD/$1 ;;
esac
TMP=$(mktemp -d "${TMPDIR:-/tmp}/lps-cli-test.XXXXXX")
cleanup() {
    if [ -n "${MOUNTED:-}" ]; then umount "$MOUNTED"; fi
    rm -rf "$TMP"
}
trap cleanup EXIT
export NO_COLOR=1 LPS_HISTORY="$TMP/history"
passed=0
failed=0

# expect NAME STATUS EXPECTED-STDOUT EXPECTED-STDERR -- COMMAND...  (stdin from /dev/null)
expect() {
    local name=$1 status=$2 out=$3 err=$4
    shift 5
    local actual_out actual_err actual_status
    actual_out=$(timeout 20 "$@" </dev/null 2>"$TMP/stderr")
    actual_status=$?
    actual_err=$(cat "$TMP/stderr")
    if [ "$actual_status" = "$status" ] && [ "$actual_out" = "$out" ] && [ "$actual_err" = "$err" ]; then
        passed=$((passed + 1))
        echo "PASS $name"
    else
        failed=$((failed + 1))
        echo "FAIL $name"
        echo "    status: $actual_status (expected $status)"
        echo "    stdout: $(printf '%q' "$actual_out") (expected $(printf '%q' "$out"))"
        echo "    stderr: $(printf '%q' "$actual_err") (expected $(printf '%q' "$err"))"
    fi
}

mkdir -p "$TMP/scripts/sub" "$TMP/scripts/.hidden"
printf '# a comment\n\n' >"$TMP/scripts/b.lps"
printf '# nested\n' >"$TMP/scripts/sub/a.lps"
printf '# hidden: skipped\n' >"$TMP/scripts/.hidden/h.lps"
printf 'not a script\n' >"$TMP/scripts/notes.txt"
printf '\377\376\n' >"$TMP/bad.lps"
printf '# one\nquit\n' >"$TMP/quit.lps"

# The engine used alone as a library: Examples/CoreExample links PlaygroundCore and nothing else
# (on Linux it needs libm named by the library), and prints what README's library example says.
expect core-library 0 "cell [0, 0] (0, 0, 192.5, 80)
cell [0, 1] (200.5, 0, 192.5, 80)
cell [0, 2] (0, 80, 192.5, 80)
cell [0, 3] (200.5, 80, 192.5, 80)
contentSize: 393x160
deletes: [\"b\"] inserts: [\"d\"] moves: [\"c\"]" "" -- "$(dirname "$LPS")/CoreExample"
expect version 0 "$("$LPS" --version)" "" -- "$LPS" --version
expect help 0 "$("$LPS" --help)" "" -- "$LPS" --help
expect run-comment 0 "" "" -- "$LPS" run "$TMP/scripts/b.lps"
expect run-quit 0 "" "" -- "$LPS" run "$TMP/quit.lps" "$TMP/scripts/b.lps"
expect run-missing 2 "" "lps: error: cannot read '$TMP/nope.lps': no such file" -- "$LPS" run "$TMP/nope.lps"
expect run-directory 2 "" "lps: error: cannot read '$TMP/scripts': is a directory" -- "$LPS" run "$TMP/scripts"
expect run-endless-device 2 "" "lps: error: cannot read '/dev/zero': larger than 67108864 bytes (the script size limit)" -- "$LPS" run /dev/zero
printf 'include "/dev/zero"\n' >"$TMP/zero.lps"
expect include-endless-device 1 "" "error: cannot read '/dev/zero': larger than 67108864 bytes (the script size limit)
 --> $TMP/zero.lps:1:9
  |
1 | include \"/dev/zero\"
  |         ^^^^^^^^^^^" -- "$LPS" run "$TMP/zero.lps"
expect run-not-utf8 2 "" "lps: error: cannot read '$TMP/bad.lps': not valid UTF-8" -- "$LPS" run "$TMP/bad.lps"
expect run-no-file 2 "" "lps: error: missing script file (usage: lps run FILE.lps...)
Usage: lps run [--keep-going] [--no-color] [--json] [<file.lps> ...]
  See 'lps run --help' for more information." -- "$LPS" run
expect unknown-option 2 "" "lps: error: unknown option '--frobnicate'
Usage: lps run [--keep-going] [--no-color] [--json] [<file.lps> ...]
  See 'lps run --help' for more information." -- "$LPS" run --frobnicate x.lps
expect check-dir 0 "2 passed, 0 failed" "" -- "$LPS" check "$TMP/scripts"
expect check-file-and-dir 0 "2 passed, 0 failed" "" -- "$LPS" check "$TMP/scripts/sub/a.lps" "$TMP/scripts"
expect check-missing 2 "" "lps: error: cannot read '$TMP/nope': no such file" -- "$LPS" check "$TMP/nope"
expect stdin-quit 0 "" "" -- sh -c "printf '# c\nquit\n' | '$LPS'"
# A line far over the limit (here without a newline for 500 KB) is reported and dropped without
# being kept in memory; the next line runs. (lps < /dev/zero runs in constant memory this way.)
expect stdin-endless-line 1 "after" "error: line is 500000 bytes long; the limit is 100000 characters
 --> <stdin>:1:1" -- sh -c "{ head -c 500000 /dev/zero; printf '\\nprint \"after\"\\n'; } | '$LPS'"
expect stdin-no-history 0 "" "" -- sh -c "printf '# c\n' | '$LPS' && test ! -e '$LPS_HISTORY'"

# A write that fails is the statement's error: no "saved" line, the run stops and exits 1.
printf 'print "before"\nsave "missing/dir/x.lps"\nprint "after"\n' >"$TMP/save-missing.lps"
expect save-missing-folder 1 "before" "error: cannot save to 'missing/dir/x.lps': its folder does not exist
 --> $TMP/save-missing.lps:2:6
  |
2 | save \"missing/dir/x.lps\"
  |      ^^^^^^^^^^^^^^^^^^^" -- "$LPS" run "$TMP/save-missing.lps"
expect save-missing-folder-keep-going 1 "before
after" "error: cannot save to 'missing/dir/x.lps': its folder does not exist
 --> $TMP/save-missing.lps:2:6
  |
2 | save \"missing/dir/x.lps\"
  |      ^^^^^^^^^^^^^^^^^^^" -- "$LPS" run --keep-going "$TMP/save-missing.lps"
expect record-missing-folder 1 "" "error: cannot record to 'missing/r.lps': its folder does not exist
 --> <stdin>:1:8
  |
1 | record \"missing/r.lps\"
  |        ^^^^^^^^^^^^^^^" -- sh -c "cd '$TMP' && printf 'record \"missing/r.lps\"\n' | '$LPS'"

# save and record never replace a file lps did not write (the first line says who did);
# 'overwrite: true' does, keeping no NAME~ of the user's file; replacing a file lps wrote keeps
# its previous version as NAME~. FIFOs and directories are refused (even with 'overwrite: true')
# and stay as they were.
mkdir "$TMP/save"
printf '# my handout\nprint "hello"\n' >"$TMP/save/handout.lps"
cp "$TMP/save/handout.lps" "$TMP/handout-before.lps"
printf 'print "before"\nsave "handout.lps"\nprint "after"\n' >"$TMP/save/refused.lps"
expect save-refuses-a-handwritten-file 1 "before" "error: cannot save to 'handout.lps': the file exists and was not written by lps
 --> $TMP/save/refused.lps:2:6
  |
2 | save \"handout.lps\"
  |      ^^^^^^^^^^^^^
  = note: lps replaces only files whose first line is '# written by lps' (files it wrote)
  = help: to replace it: save \"handout.lps\" overwrite: true" -- "$LPS" run "$TMP/save/refused.lps"
expect save-refused-leaves-the-file 0 "handout.lps
refused.lps" "" -- sh -c "cmp '$TMP/save/handout.lps' '$TMP/handout-before.lps' && ls -A '$TMP/save'"
printf 'save "handout.lps" overwrite: true\n' >"$TMP/save/overwrite.lps"
expect save-overwrite-true 0 "saved 0 commands to handout.lps" "" -- "$LPS" run "$TMP/save/overwrite.lps"
expect save-overwrite-keeps-no-backup-of-the-users-file 0 "# written by lps: replay with 'lps run FILE'
handout.lps
overwrite.lps
refused.lps" "" -- sh -c "cat '$TMP/save/handout.lps' && ls -A '$TMP/save'"
expect save-over-its-own-file 0 "saved 0 commands to handout.lps (the previous version is kept as 'handout.lps~')" "" \
    -- "$LPS" run "$TMP/save/overwrite.lps"
expect save-over-its-own-file-keeps-the-previous 0 "# written by lps: replay with 'lps run FILE'
handout.lps
handout.lps~
overwrite.lps
refused.lps" "" -- sh -c "cat '$TMP/save/handout.lps~' && ls -A '$TMP/save'"
mkfifo "$TMP/save/fifo"
mkdir "$TMP/save/folder.lps"
printf 'save "fifo"\n' >"$TMP/save/fifo.lps"
expect save-refuses-a-fifo 1 "" "error: cannot save to 'fifo': it is a FIFO, not a regular file
 --> $TMP/save/fifo.lps:1:6
  |
1 | save \"fifo\"
  |      ^^^^^^" -- "$LPS" run "$TMP/save/fifo.lps"
expect record-refuses-a-directory 1 "" "error: cannot record to 'folder.lps': it is a directory, not a regular file
 --> <stdin>:1:8
  |
1 | record \"folder.lps\" overwrite: true
  |        ^^^^^^^^^^^^" -- sh -c "cd '$TMP/save' && printf 'record \"folder.lps\" overwrite: true\n' | '$LPS'"
expect fifo-and-directory-untouched 0 "" "" -- sh -c "test -p '$TMP/save/fifo' && test -d '$TMP/save/folder.lps' && test -z \"\$(ls -A '$TMP/save/folder.lps')\""

# A full disk: a 16 KB tmpfs, mounted only where this user may (root), else skipped. The file
# saved before stays as it was, no temporary is left, nothing claims the save, exit status 1.
mkdir "$TMP/full"
if mount -t tmpfs -o size=16k lps-cli-test "$TMP/full" 2>/dev/null; then
    MOUNTED=$TMP/full
    printf 'let a = 1\nsave "%s"\n' "$TMP/full/keep.lps" >"$TMP/small.lps"
    "$LPS" run "$TMP/small.lps" >/dev/null
    cp "$TMP/full/keep.lps" "$TMP/keep-before.lps"
    dd if=/dev/zero of="$TMP/full/fill" bs=1024 2>/dev/null
    printf 'let a = 1\nlet b = 2\nsave "%s"\nprint "after"\n' "$TMP/full/keep.lps" >"$TMP/big.lps"
    target="\"$TMP/full/keep.lps\""
    expect full-disk 1 "" "error: cannot save to '$TMP/full/keep.lps': no space left on device
 --> $TMP/big.lps:3:6
  |
3 | save $target
  |      $(printf '%*s' ${#target} '' | tr ' ' '^')" -- "$LPS" run "$TMP/big.lps"
    expect full-disk-keeps-the-old-file 0 "fill
keep.lps" "" -- sh -c "cmp '$TMP/full/keep.lps' '$TMP/keep-before.lps' && ls -A '$TMP/full'"
else
    echo "SKIP full-disk (cannot mount a tmpfs here)"
fi

echo "$passed passed, $failed failed"
[ $failed -eq 0 ]

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
expect core-library 0 "cell [0, 0] (0, 0, 192.333, 80)
cell [0, 1] (200.333, 0, 192.333, 80)
cell [0, 2] (0, 80, 192.333, 80)
cell [0, 3] (200.333, 80, 192.333, 80)
contentSize: 393x160
deletes: [\"b\"] inserts: [\"d\"] moves: [\"c\"]" "" -- "$(dirname "$LPS")/CoreExample"
expect version 0 "$("$LPS" --version)" "" -- "$LPS" --version
expect help 0 "$("$LPS" --help)" "" -- "$LPS" --help
expect run-comment 0 "" "" -- "$LPS" run "$TMP/scripts/b.lps"
expect run-quit 0 "" "" -- "$LPS" run "$TMP/quit.lps" "$TMP/scripts/b.lps"
# Into a file, standard output is written in blocks, not a statement at a time, yet an error
# still lands between the outputs around it when both streams share the file (standard output is
# flushed before anything goes to standard error), and nothing is lost at the end.
{ for i in $(seq 1 1500); do echo "print \"line $i\""; done; echo 'nope'; for i in $(seq 1501 3000); do echo "print \"line $i\""; done; } >"$TMP/interleave.lps"
"$LPS" run --keep-going "$TMP/interleave.lps" >"$TMP/interleave.out" 2>&1
interleave_status=$?
if [ "$interleave_status" = 1 ] && [ "$(sed -n '1500p' "$TMP/interleave.out")" = "line 1500" ] \
    && [ "$(sed -n '1501p' "$TMP/interleave.out")" = "error: unknown command or name 'nope'" ] \
    && [ "$(grep -c '^line ' "$TMP/interleave.out")" = 3000 ] && [ "$(tail -1 "$TMP/interleave.out")" = "line 3000" ]; then
    passed=$((passed + 1)); echo "PASS run-into-a-file-keeps-order"
else
    failed=$((failed + 1)); echo "FAIL run-into-a-file-keeps-order (status $interleave_status)"
    sed -n '1498,1506p' "$TMP/interleave.out" | sed 's/^/    /'
fi
expect run-missing 2 "" "lps: error: cannot read '$TMP/nope.lps': no such file" -- "$LPS" run "$TMP/nope.lps"
expect run-directory 2 "" "lps: error: cannot read '$TMP/scripts': is a directory" -- "$LPS" run "$TMP/scripts"
expect run-endless-device 2 "" "lps: error: cannot read '/dev/zero': larger than 67108864 bytes (the script size limit)" -- "$LPS" run /dev/zero
printf 'include "/dev/zero"\n' >"$TMP/zero.lps"
expect include-device 1 "" "error: cannot read '/dev/zero': it is a device, not a regular file
 --> $TMP/zero.lps:1:9
  |
1 | include \"/dev/zero\"
  |         ^^^^^^^^^^^" -- "$LPS" run "$TMP/zero.lps"
expect run-not-utf8 1 "" "lps: error: cannot read '$TMP/bad.lps': not valid UTF-8 (byte 0xFF at $TMP/bad.lps:1:1)" -- "$LPS" run "$TMP/bad.lps"
expect check-not-utf8 1 "0 passed, 1 failed" "lps: error: cannot read '$TMP/bad.lps': not valid UTF-8 (byte 0xFF at $TMP/bad.lps:1:1)" -- "$LPS" check "$TMP/bad.lps"
expect render-not-utf8 1 "" "lps: error: cannot read '$TMP/bad.lps': not valid UTF-8 (byte 0xFF at $TMP/bad.lps:1:1)" -- "$LPS" render "$TMP/bad.lps" -o "$TMP/bad-picture.svg"
printf 'let a = 1\nlet s = "\303\251\377"\n' >"$TMP/bad2.lps"
expect run-not-utf8-located 1 "" "lps: error: cannot read '$TMP/bad2.lps': not valid UTF-8 (byte 0xFF at $TMP/bad2.lps:2:11)" -- "$LPS" run "$TMP/bad2.lps"
printf 'let a = 1\nsave "saved-dir/"\n' >"$TMP/folder-save.lps"
expect save-folder-path 1 "" "error: cannot save to 'saved-dir/': the path names a folder (it ends in '/'), not a file
 --> $TMP/folder-save.lps:2:6
  |
2 | save \"saved-dir/\"
  |      ^^^^^^^^^^^^
  = help: name the file in it, as in \"saved-dir/session.lps\"" -- "$LPS" run "$TMP/folder-save.lps"
expect run-no-file 2 "" "lps: error: missing script file (usage: lps run FILE.lps...)
Usage: lps run [--keep-going] [--step] [--echo] [--no-color] [--json] [<file.lps> ...]
  See 'lps run --help' for more information." -- "$LPS" run
expect unknown-option 2 "" "lps: error: unknown option '--frobnicate'
Usage: lps run [--keep-going] [--step] [--echo] [--no-color] [--json] [<file.lps> ...]
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
  = note: lps replaces only scripts it wrote, whose first line begins '# written by lps'
  = help: to replace it: save \"handout.lps\" overwrite: true" -- "$LPS" run "$TMP/save/refused.lps"
expect save-refused-leaves-the-file 0 "handout.lps
refused.lps" "" -- sh -c "cmp '$TMP/save/handout.lps' '$TMP/handout-before.lps' && ls -A '$TMP/save'"
printf 'save "handout.lps" overwrite: true\n' >"$TMP/save/overwrite.lps"
expect save-overwrite-true 0 "saved 0 commands to handout.lps" "" -- "$LPS" run "$TMP/save/overwrite.lps"
expect save-overwrite-keeps-no-backup-of-the-users-file 0 "# written by lps (script): replay with 'lps run FILE'
handout.lps
overwrite.lps
refused.lps" "" -- sh -c "cat '$TMP/save/handout.lps' && ls -A '$TMP/save'"
expect save-over-its-own-file 0 "saved 0 commands to handout.lps (the previous version is kept as 'handout.lps~')" "" \
    -- "$LPS" run "$TMP/save/overwrite.lps"
expect save-over-its-own-file-keeps-the-previous 0 "# written by lps (script): replay with 'lps run FILE'
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

# lps render: a script's picture, written under the rules of 'save'.
printf 'let i = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)))\nlayout = CompositionalLayout(section: LayoutSection(group: LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [i])))\nvar s = Snapshot()\ns.appendSections([main])\ns.appendItems([a, b, c], toSection: main)\ndataSource.apply(s)\n' >"$TMP/grid.lps"
mkdir -p "$TMP/render"
expect render-svg 0 "exported svg (content, 393 x 852 pt, 3 elements) to $TMP/render/grid.svg" "" -- sh -c "cd '$TMP/render' && '$LPS' render ../grid.lps -o grid.svg"
expect render-svg-marked 0 "<!-- written by lps (svg): export svg -->" "" -- head -1 "$TMP/render/grid.svg"
expect render-html-viewport 0 "exported html (viewport, 393 x 852 pt, 3 elements) to $TMP/render/grid.html" "" -- "$LPS" render "$TMP/grid.lps" -o "$TMP/render/grid.html" --view viewport --scale 2
expect render-again-keeps-backup 0 "exported svg (content, 393 x 852 pt, 3 elements) to $TMP/render/grid.svg (the previous version is kept as '$TMP/render/grid.svg~')" "" -- "$LPS" render "$TMP/grid.lps" -o "$TMP/render/grid.svg"
expect render-same-bytes 0 "" "" -- cmp "$TMP/render/grid.svg" "$TMP/render/grid.svg~"
expect render-animate 0 "exported html animating the last apply (content, 393 x 852 pt, 3 elements) to $TMP/render/apply.html" "" -- "$LPS" render "$TMP/grid.lps" -o "$TMP/render/apply.html" --animate
expect render-animate-needs-html 2 "" "lps: error: --animate needs an .html output (an SVG does not animate here)
Usage: lps render [--output <file>] [--format <format>] [--view <content|viewport>] [--scale <N>] [--animate] [--site <dir>] [--overwrite] [--no-color] [--json] <file.lps>
  See 'lps render --help' for more information." -- "$LPS" render "$TMP/grid.lps" -o "$TMP/render/apply.svg" --animate
# lps render to Swift: a .swift name writes 'export swift', --format swift alone prints it.
expect render-swift 0 "exported swift (27 lines: createLayout(), makeSnapshot()) to $TMP/render/Grid.swift" "" -- "$LPS" render "$TMP/grid.lps" -o "$TMP/render/Grid.swift"
expect render-swift-marked 0 "// written by lps (swift): export swift" "" -- head -1 "$TMP/render/Grid.swift"
expect render-swift-prints 0 "$(cat "$TMP/render/Grid.swift" 2>/dev/null)" "" -- "$LPS" render "$TMP/grid.lps" --format swift
printf 'import UIKit\n' >"$TMP/render/Mine.swift"
# (Its refusal names the flag that lifts it, not the script line 'lps render' runs.)
expect render-swift-refuses-users-file 1 "" "error: cannot write '$TMP/render/Mine.swift': the file exists and was not written by lps
  = note: lps replaces only Swift files it wrote, whose first line begins '// written by lps'
  = help: to replace it, add --overwrite" -- "$LPS" render "$TMP/grid.lps" -o "$TMP/render/Mine.swift"
expect render-swift-users-file-kept 0 "import UIKit" "" -- cat "$TMP/render/Mine.swift"
expect render-swift-overwrite 0 "exported swift (27 lines: createLayout(), makeSnapshot()) to $TMP/render/Mine.swift" "" -- "$LPS" render "$TMP/grid.lps" -o "$TMP/render/Mine.swift" --overwrite
expect render-swift-no-scale 2 "" "lps: error: --view and --scale are for pictures, not for Swift
Usage: lps render [--output <file>] [--format <format>] [--view <content|viewport>] [--scale <N>] [--animate] [--site <dir>] [--overwrite] [--no-color] [--json] <file.lps>
  See 'lps render --help' for more information." -- "$LPS" render "$TMP/grid.lps" -o "$TMP/render/x.swift" --scale 2
printf '<svg xmlns="http://www.w3.org/2000/svg"/>\n' >"$TMP/render/mine.svg"
expect render-refuses-users-file 1 "" "error: cannot write '$TMP/render/mine.svg': the file exists and was not written by lps
  = note: lps replaces only SVG pictures it wrote, whose first line begins '<!-- written by lps'
  = help: to replace it, add --overwrite" -- "$LPS" render "$TMP/grid.lps" -o "$TMP/render/mine.svg"
expect render-bad-extension 2 "" "lps: error: the output must end in .svg, .html or .swift (or give --format), found 'x.png'
Usage: lps render [--output <file>] [--format <format>] [--view <content|viewport>] [--scale <N>] [--animate] [--site <dir>] [--overwrite] [--no-color] [--json] <file.lps>
  See 'lps render --help' for more information." -- "$LPS" render "$TMP/grid.lps" -o x.png
expect render-failing-script 1 "" "error: unknown command or name 'nope'
 --> $TMP/fails.lps:1:1
  |
1 | nope
  | ^^^^" -- sh -c "printf 'nope\n' >'$TMP/fails.lps' && '$LPS' render '$TMP/fails.lps' -o '$TMP/render/f.svg'"

# lps render --site: a folder of pages, written as one; a folder lps did not write is never replaced.
expect render-site 0 "wrote a site of 6 statements to $TMP/render/site/index.html" "" -- "$LPS" render "$TMP/grid.lps" --site "$TMP/render/site"
expect render-site-files 0 "01.html
02.html
03.html
04.html
05.html
06.html
index.html" "" -- ls "$TMP/render/site"
expect render-site-marked 0 "<!-- written by lps (site): export site -->" "" -- head -1 "$TMP/render/site/06.html"
expect render-site-again-keeps-backup 0 "wrote a site of 6 statements to $TMP/render/site/index.html (the previous site is kept as '$TMP/render/site~')" "" -- "$LPS" render "$TMP/grid.lps" --site "$TMP/render/site/"
expect render-site-same-bytes 0 "" "" -- diff -r "$TMP/render/site" "$TMP/render/site~"
mkdir -p "$TMP/render/mine"
printf 'my notes\n' >"$TMP/render/mine/notes.txt"
expect render-site-refuses-users-folder 1 "" "lps: error: cannot write '$TMP/render/mine': the folder exists and lps did not write it (a static site is written only into a new or empty folder, or over one lps wrote, whose index.html begins '<!-- written by lps (site)')" -- "$LPS" render "$TMP/grid.lps" --site "$TMP/render/mine"
expect render-site-users-folder-kept 0 "notes.txt" "" -- ls "$TMP/render/mine"
expect render-site-refuses-a-file 1 "" "lps: error: cannot write '$TMP/render/grid.svg': it is a file, not a folder" -- "$LPS" render "$TMP/grid.lps" --site "$TMP/render/grid.svg"
expect render-site-no-overwrite 2 "" "lps: error: --site replaces only a site lps wrote, never another folder, so it does not go with --overwrite
Usage: lps render [--output <file>] [--format <format>] [--view <content|viewport>] [--scale <N>] [--animate] [--site <dir>] [--overwrite] [--no-color] [--json] <file.lps>
  See 'lps render --help' for more information." -- "$LPS" render "$TMP/grid.lps" --site "$TMP/render/x" --overwrite
expect render-site-failing-script 1 "" "error: unknown command or name 'nope'
 --> $TMP/fails.lps:1:1
  |
1 | nope
  | ^^^^" -- "$LPS" render "$TMP/fails.lps" --site "$TMP/render/failed"
expect render-site-failing-writes-nothing 1 "" "" -- test -e "$TMP/render/failed"
printf '#%% lesson: Tiny\n# A lesson of one step.\n#%% step: One\n# Make a one.\n#%% task\n#| let a = 0\nlet a = 1\n#%% hint: One, not zero.\n#%% check\na\n#> 1\n' \
    >"$TMP/render/tiny-lesson.lps"
expect render-site-lesson 0 "wrote a site of 1 step to $TMP/render/lesson/index.html" "" -- "$LPS" render "$TMP/render/tiny-lesson.lps" --site "$TMP/render/lesson"
expect render-site-lesson-step 0 "1" "" -- grep -c "Hint 1 of 1" "$TMP/render/lesson/01.html"
# In a script or at the prompt: export site "DIR" writes the session's statements.
{ cat "$TMP/grid.lps"; printf 'export site "session"\n'; } >"$TMP/render/export-site.lps"
expect export-site 0 "exported site (6 pages and index.html) to session" "" -- sh -c "'$LPS' run '$TMP/render/export-site.lps' | tail -1"
expect export-site-beside-the-script 0 "<!-- written by lps (site): export site -->" "" -- head -1 "$TMP/render/session/index.html"

# A writer replaces only a file lps wrote of its own kind (the first line names it): a picture never
# replaces a script, in a script or through 'lps render'; --overwrite (overwrite: true) does, keeping
# no NAME~. A picture an earlier version wrote (its marker named no kind) is still an SVG.
mkdir "$TMP/kinds"
cp "$TMP/grid.lps" "$TMP/kinds/w.lps"
printf 'save "work.lps"\nexport svg "work.lps"\n' >>"$TMP/kinds/w.lps"
expect export-svg-refuses-a-script 1 "reloadData (first apply): 1 section, 3 items
saved 6 commands to work.lps" "error: cannot export to 'work.lps': the file is a script lps wrote, not an SVG picture
 --> $TMP/kinds/w.lps:8:12
  |
8 | export svg \"work.lps\"
  |            ^^^^^^^^^^
  = note: lps replaces a file it wrote only with a file of the same kind
  = help: to replace it anyway: export svg \"work.lps\" overwrite: true" -- "$LPS" run "$TMP/kinds/w.lps"
expect export-svg-refused-keeps-the-script 0 "# written by lps (script): replay with 'lps run FILE'
w.lps
work.lps" "" -- sh -c "head -1 '$TMP/kinds/work.lps' && ls -A '$TMP/kinds'"
expect render-refuses-a-script 1 "" "error: cannot write 'work.lps': the file is a script lps wrote, not an SVG picture
  = note: lps replaces a file it wrote only with a file of the same kind
  = help: to replace it anyway, add --overwrite" -- sh -c "cd '$TMP/kinds' && '$LPS' render work.lps -o work.lps --format svg"
expect render-refused-keeps-the-script 0 "# written by lps (script): replay with 'lps run FILE'
w.lps
work.lps" "" -- sh -c "head -1 '$TMP/kinds/work.lps' && ls -A '$TMP/kinds'"
expect render-overwrite-replaces-another-kind 0 "<!-- written by lps (svg): export svg -->
w.lps
work.lps" "" -- sh -c "cd '$TMP/kinds' && '$LPS' render work.lps -o work.lps --format svg --overwrite >/dev/null && head -1 work.lps && ls -A"
printf '<!-- written by lps: export svg -->\n<svg/>\n' >"$TMP/kinds/old.svg"
expect render-replaces-an-older-versions-svg 0 "exported svg (content, 393 x 852 pt, 3 elements) to $TMP/kinds/old.svg (the previous version is kept as '$TMP/kinds/old.svg~')
<!-- written by lps: export svg -->" "" -- sh -c "'$LPS' render '$TMP/grid.lps' -o '$TMP/kinds/old.svg' && head -1 '$TMP/kinds/old.svg~'"

# lps check --update rewrites expectations by the parser's view of the file: lines that look like
# expectations inside a multi-line string literal or a /* */ comment are Swift text (kept, and run
# by 'lps run'); a first-line shebang, CRLF line breaks and a byte-order mark stay as they were. A
# .swift file (named, or behind a link), or a picture lps wrote, is refused before anything is
# checked or written.
mkdir "$TMP/update"
printf '#!/usr/bin/env lps\nlet s = """\n#> in a string\n"""\nprint(s)\n/*\n#! error: in a comment\n*/\nprint("x")\n#> old\n' >"$TMP/update/text.lps"
printf '#!/usr/bin/env lps\nlet s = """\n#> in a string\n"""\nprint(s)\n#> #> in a string\n/*\n#! error: in a comment\n*/\nprint("x")\n#> x\n' >"$TMP/update/text.expected"
expect run-keeps-swift-text 0 "#> in a string
x" "" -- "$LPS" run "$TMP/update/text.lps"
expect check-update-keeps-swift-text 0 "1 passed, 0 failed" "" -- sh -c "'$LPS' check --update '$TMP/update/text.lps' | tail -1 && cmp '$TMP/update/text.lps' '$TMP/update/text.expected'"
printf '\357\273\277print("a")\r\n#> b\r\nprint("c")\r\n' >"$TMP/update/crlf.lps"
printf '\357\273\277print("a")\r\n#> a\r\nprint("c")\r\n#> c\r\n' >"$TMP/update/crlf.expected"
cp "$TMP/update/crlf.lps" "$TMP/update/crlf.before"
printf 'print("hello")\n' >"$TMP/update/Hello.swift"
ln -s Hello.swift "$TMP/update/link.lps"
expect check-update-refuses-swift 2 "" "lps: error: --update cannot rewrite '$TMP/update/Hello.swift': it is Swift, where #> and #! lines do not compile (--update rewrites .lps scripts; check a .swift file without it)" -- "$LPS" check --update "$TMP/update/crlf.lps" "$TMP/update/Hello.swift"
expect check-update-refuses-a-link-to-swift 2 "" "lps: error: --update cannot rewrite '$TMP/update/link.lps': it is Swift, where #> and #! lines do not compile (--update rewrites .lps scripts; check a .swift file without it)" -- "$LPS" check --update "$TMP/update/link.lps"
expect check-update-refused-wrote-nothing 0 "print(\"hello\")" "" -- sh -c "cmp '$TMP/update/crlf.lps' '$TMP/update/crlf.before' && cat '$TMP/update/Hello.swift'"
# A picture lps wrote under a .lps name (as earlier versions could leave one) is no script to update.
printf '<!-- written by lps: export svg -->\n<svg/>\n' >"$TMP/update/picture.lps"
expect check-update-refuses-a-picture 2 "" "lps: error: --update cannot rewrite '$TMP/update/picture.lps': it is an SVG picture lps wrote, not a script (its first line says so)" -- "$LPS" check --update "$TMP/update/crlf.lps" "$TMP/update/picture.lps"
expect check-update-refused-picture-kept 0 "<!-- written by lps: export svg -->
<svg/>" "" -- sh -c "cat '$TMP/update/picture.lps' && cmp '$TMP/update/crlf.lps' '$TMP/update/crlf.before'"
rm "$TMP/update/picture.lps"
expect check-update-keeps-crlf-and-bom 0 "1 passed, 0 failed" "" -- sh -c "'$LPS' check --update '$TMP/update/crlf.lps' | tail -1 && cmp '$TMP/update/crlf.lps' '$TMP/update/crlf.expected'"

# lps run --step / --echo: workshop mode (keys from standard input).
printf '# Step 1: a value\nlet a = 1\n#> never shown\nprint "one"\n# Step 2\nprint "two"\nprint "three"\n' >"$TMP/steps.lps"
expect run-echo 0 "# Step 1: a value
lps> let a = 1
lps> print \"one\"
one
# Step 2
lps> print \"two\"
two
lps> print \"three\"
three" "" -- "$LPS" run --echo "$TMP/steps.lps"
expect run-step-quit 0 "# Step 1: a value
lps> let a = 1
lps> print \"one\"
one" "-- Enter: next, c: run the rest, q: quit -- -- Enter: next, c: run the rest, q: quit -- " -- sh -c "printf '\\nq\\n' | '$LPS' run --step '$TMP/steps.lps'"
expect run-step-continue 0 "# Step 1: a value
lps> let a = 1
lps> print \"one\"
one
# Step 2
lps> print \"two\"
two
lps> print \"three\"
three" "-- Enter: next, c: run the rest, q: quit -- " -- sh -c "printf 'c\\n' | '$LPS' run --step '$TMP/steps.lps'"
expect run-step-end-of-input-stops 0 "# Step 1: a value
lps> let a = 1" "-- Enter: next, c: run the rest, q: quit -- " -- "$LPS" run --step "$TMP/steps.lps"
expect run-step-stdin-script 2 "" "lps: error: --step reads its keys from standard input, so the script cannot come from it
Usage: lps run [--keep-going] [--step] [--echo] [--no-color] [--json] [<file.lps> ...]
  See 'lps run --help' for more information." -- "$LPS" run --step -

# lps serve with piped input: serve, serve again, stop, stop again; a port in use.
out=$(printf 'serve\nserve stop\nserve stop\n' | timeout 20 "$LPS" serve --port 0 "$TMP/grid.lps" 2>"$TMP/serve.err"); status=$?
if [ $status = 1 ] && echo "$out" | grep -qE '^serving http://127\.0\.0\.1:[0-9]+/: the page follows the session' \
    && echo "$out" | grep -qE '^already serving at http://127\.0\.0\.1:[0-9]+/$' && echo "$out" | grep -qE '^stopped serving http://127\.0\.0\.1:[0-9]+/$' \
    && [ "$(cat "$TMP/serve.err")" = "error: not serving" ]; then passed=$((passed + 1)); echo "PASS serve-piped"
else failed=$((failed + 1)); echo "FAIL serve-piped"; echo "    status $status: $out / $(cat "$TMP/serve.err")"; fi
(sleep 4 | "$LPS" serve --port 0 "$TMP/grid.lps" >"$TMP/serve-first.out" 2>&1 &)
for _ in $(seq 1 50); do grep -q serving "$TMP/serve-first.out" 2>/dev/null && break; sleep 0.1; done
busy=$(grep -oE '127\.0\.0\.1:[0-9]+' "$TMP/serve-first.out" | head -1 | cut -d: -f2)
expect serve-port-in-use 1 "reloadData (first apply): 1 section, 3 items" "error: cannot serve on 127.0.0.1:$busy: the port is in use (port: 0 picks a free one)" -- "$LPS" serve --port "$busy" "$TMP/grid.lps"
# The server is its own program (lps-serve, next to lps); it leaves with lps, and the port with it.
if [ -n "$busy" ]; then
    for _ in $(seq 1 100); do (exec 3<>"/dev/tcp/127.0.0.1/$busy") 2>/dev/null || break; sleep 0.1; done
    if (exec 3<>"/dev/tcp/127.0.0.1/$busy") 2>/dev/null; then failed=$((failed + 1)); echo "FAIL serve-stops-with-lps"
        echo "    port $busy still open after lps left"
    else passed=$((passed + 1)); echo "PASS serve-stops-with-lps"; fi
else failed=$((failed + 1)); echo "FAIL serve-stops-with-lps"; echo "    no port: $(cat "$TMP/serve-first.out")"; fi
# An lps without lps-serve next to it says how to build the server, and its playground goes on.
mkdir -p "$TMP/alone/debug"
cp "$LPS" "$TMP/alone/debug/lps"
expect serve-not-built 1 "reloadData (first apply): 1 section, 3 items" "error: cannot serve: the live view's server is not built \
(no lps-serve next to lps in $TMP/alone/debug); in the lps repository, build it with swift build --product lps-serve" \
    -- "$TMP/alone/debug/lps" serve --port 0 "$TMP/grid.lps"
printf 'serve\n' >"$TMP/serve.lps"
expect run-does-not-serve 0 "" "note: 'serve' starts a live view at the prompt only (lps serve SCRIPT serves a script)" -- "$LPS" run "$TMP/serve.lps"

# lps serve --workshop: a lesson it cannot read, or a script that is no lesson, is refused before any
# server starts; a lesson with a script is a usage error; without lps-workshop next to lps it says how
# to build it; with standard input at its end the workshop starts, prints its addresses and ends.
printf '#%% lesson: Tiny\n#%% step: One\n# Make a one.\n#%% task\n#| let a = 0\nlet a = 1\n#%% check\na\n#> 1\n' \
    >"$TMP/tiny-lesson.lps"
expect workshop-unreadable 2 "" "lps: error: cannot read '$TMP/nope.lps': no such file" \
    -- "$LPS" serve --workshop "$TMP/nope.lps"
expect workshop-not-a-lesson 2 "" "error: not a lesson: no '#% lesson: TITLE' line
 --> grid.lps" -- "$LPS" serve --workshop "$TMP/grid.lps"
expect workshop-and-script 2 "" "lps: error: --workshop serves a lesson: it replays no script (drop $TMP/grid.lps)
Usage: lps serve [--port <N>] [--host <address>] [--workshop <lesson.lps>] [--idle <minutes>] [--step] [--no-color] [--json] [<file.lps>]
  See 'lps serve --help' for more information." -- "$LPS" serve --workshop "$TMP/tiny-lesson.lps" "$TMP/grid.lps"
expect workshop-not-built 1 "" "error: cannot serve: the workshop server is not built \
(no lps-workshop next to lps in $TMP/alone/debug); in the lps repository, build it with swift build --product lps-workshop" \
    -- "$TMP/alone/debug/lps" serve --workshop "$TMP/tiny-lesson.lps"
out=$(timeout 60 "$LPS" serve --workshop "$TMP/tiny-lesson.lps" --port 0 </dev/null 2>&1); status=$?
if [ $status = 0 ] && echo "$out" | grep -qx 'workshop: Tiny (1 step)' \
    && echo "$out" | grep -qE '^attendees open: http://127\.0\.0\.1:[0-9]+/$' \
    && echo "$out" | grep -qE "^the teacher's page .*: http://127\.0\.0\.1:[0-9]+/teacher\?token=[0-9a-f]{32}$" \
    && [ "$(echo "$out" | tail -1)" = "workshop ended" ]; then passed=$((passed + 1)); echo "PASS workshop-starts-and-ends"
else failed=$((failed + 1)); echo "FAIL workshop-starts-and-ends"; echo "    status $status: $out"; fi

# 'frames' is written to standard output as it is made when lps prints as it runs ('lps run',
# standard input: chunks of the table, never its lines held), and compared as lines by 'lps check'
# (not streamed): both must be the same bytes. 'lps check --update' writes the lines it compares.
cat >"$TMP/frames.lps" <<'SCRIPT'
let badge = LayoutSupplementaryItem(layoutSize: LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)), elementKind: "badge", containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
let cell = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.3333), heightDimension: .fractionalHeight(1)), supplementaryItems: [badge])
let row = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44.5)), subitems: [cell])
layout = CompositionalLayout(section: LayoutSection(group: row))
var snapshot = Snapshot()
snapshot.appendSections([main, "second one"])
snapshot.appendItems([item1...item3000], toSection: main)
snapshot.appendItems(["café", "two words"], toSection: "second one")
dataSource.apply(snapshot, animatingDifferences: false)
frames
frames --json
frames section: 1 kind: cells
print "after"
SCRIPT
"$LPS" check --update "$TMP/frames.lps" >/dev/null 2>&1
frames_out=$(sed -n 's/^#> \{0,1\}//p' "$TMP/frames.lps")
expect frames-check 0 "1 passed, 0 failed" "" -- "$LPS" check "$TMP/frames.lps"
expect frames-run-streams-the-checked-lines 0 "$frames_out" "" -- "$LPS" run "$TMP/frames.lps"
expect frames-stdin-streams-the-checked-lines 0 "$frames_out" "" -- sh -c "grep -v '^#>' '$TMP/frames.lps' | '$LPS'"
expect frames-table-size 0 "6011" "" -- sh -c "'$LPS' run '$TMP/frames.lps' | wc -l"

# README's first example, the tour replayed with --echo: what it shows (up to its '...') is how the
# real output begins, each statement as 'lps> ...' above its answer.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
readme_tour=$(sed -n '/^\$ tools\/lps run --echo playground-scripts\/tour.lps$/,/^\.\.\.$/p' "$ROOT/README.md" | sed '1d;$d')
readme_lines=$(printf '%s\n' "$readme_tour" | grep -c .)
expect readme-tour-echo 0 "$readme_tour" "" -- sh -c "cd '$ROOT' && '$LPS' run --echo playground-scripts/tour.lps 2>/dev/null | head -n $readme_lines"
[ "$readme_lines" -ge 5 ] || { failed=$((failed + 1)); echo "FAIL readme-tour-echo: no example in README.md"; }

echo "$passed passed, $failed failed"
[ $failed -eq 0 ]

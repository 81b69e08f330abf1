#!/usr/bin/env bash
# `lps lesson` in a real terminal (tmux), as an attendee would use it: two steps of
# lessons/compositional-layout.lps typed at the prompt (a multi-line statement on '...>' lines),
# a check that fails and says why, a hint, a check that passes, 'next', and a resumed lesson.
#
#   Tests/tmux/lesson-test.sh .build/debug/lps
#
# Every wait is bounded. Prints each case's result (the screen of a failure) and ends with
# 'N passed, M failed'; exit status 0 only when all pass.
set -u

if [ $# -ne 1 ]; then
    echo "usage: $0 path/to/lps" >&2
    exit 2
fi
case "$1" in
    /*) LPS=$1 ;;
    *) LPS=$PWD/$1 ;;
esac
if [ ! -x "$LPS" ]; then
    echo "lesson-test: not an executable: $1" >&2
    exit 2
fi
if ! command -v tmux >/dev/null 2>&1; then
    echo "lesson-test: tmux is not installed" >&2
    echo "0 passed, 1 failed"
    exit 1
fi

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
LESSON=$ROOT/lessons/compositional-layout.lps
TMP=$(mktemp -d "${TMPDIR:-/tmp}/lps-lesson-test.XXXXXX")
SOCK=$TMP/tmux.sock
STATE=$TMP/state
passed=0
failed=0

cleanup() {
    timeout 5 tmux -S "$SOCK" kill-server >/dev/null 2>&1
    rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

t() { timeout 5 tmux -S "$SOCK" "$@"; }

# start NAME ARGS...: a new session running `lps lesson ARGS`; waits for a step's prompt.
start() {
    local name=$1
    shift
    local cmd="cd '$TMP' && exec env LANG=C.UTF-8 LC_ALL= TERM=xterm-256color EDITRC=/dev/null NO_COLOR=1"
    cmd+=" LPS_HISTORY='$TMP/history' HOME='$TMP' XDG_STATE_HOME='$STATE' '$LPS' lesson $*"
    if ! t has-session 2>/dev/null; then
        t -f /dev/null new-session -d -s "$name" -x 120 -y 50 "$cmd" \; set-option -g remain-on-exit on >/dev/null
    else
        t new-session -d -s "$name" -x 120 -y 50 "$cmd" >/dev/null
    fi
    wait_for "$name" '^step [0-9]*> *$' 15
}

screen() { t capture-pane -p -S -200 -t "$1" 2>/dev/null; }

# wait_for NAME REGEX SECONDS: polls the screen's last non-blank line until it matches.
wait_for() {
    local name=$1 regex=$2 tries=$(($3 * 10))
    while [ $tries -gt 0 ]; do
        if screen "$name" | sed -e 's/[[:space:]]*$//' | grep -v '^$' | tail -n 1 | grep -qE "$regex"; then
            return 0
        fi
        sleep 0.1
        tries=$((tries - 1))
    done
    return 1
}

# type NAME TEXT: types a line and presses Enter.
type_line() {
    t send-keys -t "$1" -l "$2"
    t send-keys -t "$1" Enter
}

# run NAME TEXT: types a line and waits for the step's prompt again.
run() {
    type_line "$1" "$2"
    wait_for "$1" '^step [0-9]*> *$' 15
}

has() { screen "$1" | grep -qF -- "$2"; }

result() {
    local name=$1 case_name=$2 ok=$3
    if [ "$ok" = yes ]; then
        passed=$((passed + 1))
        echo "PASS $case_name"
    else
        failed=$((failed + 1))
        echo "FAIL $case_name"
        screen "$name" | sed -e 's/[[:space:]]*$//' | grep -v '^$' | tail -n 40 | sed 's/^/  | /'
    fi
}

ITEM='let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))'
GROUP_SIZE='let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))'

# Step 1: a wrong answer is told what differs, a hint, then the answer typed over several lines.
case_two_steps() {
    local ok=yes
    start one "'$LESSON'" || ok=no
    has one "== Step 1 of 9: A one-column list ==" || ok=no
    has one "Your task" || ok=no
    run one "$ITEM" || ok=no
    run one "let item = NSCollectionLayoutItem(layoutSize: itemSize)" || ok=no
    run one 'let tall = NSCollectionLayoutGroup.horizontal(layoutSize: itemSize, subitems: [item])' || ok=no
    run one 'collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: tall))' || ok=no
    run one check || ok=no
    has one "check: not yet" || ok=no
    has one "frames: every cell in section 0 is 852 high, the step wants 44" || ok=no
    run one hint || ok=no
    has one "hint 1 of 2:" || ok=no
    run one "$GROUP_SIZE" || ok=no
    # A statement over three lines: the prompt continues with '...>'.
    type_line one 'let group = NSCollectionLayoutGroup.horizontal('
    wait_for one '^\.\.\.> *$' 5 || ok=no
    type_line one '    layoutSize: groupSize,'
    wait_for one '^\.\.\.> *$' 5 || ok=no
    run one '    subitems: [item])' || ok=no
    run one 'collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))' || ok=no
    run one check || ok=no
    has one "check: passed. 'next' goes on to step 2: A grid" || ok=no
    run one next || ok=no
    has one "== Step 2 of 9: A grid ==" || ok=no
    # Step 2, typed in part before leaving: 'quit' keeps it.
    run one "$ITEM" || ok=no
    run one "let item = NSCollectionLayoutItem(layoutSize: itemSize)" || ok=no
    run one 'let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(1.0 / 3)), subitem: item, count: 3)' || ok=no
    run one 'group.interItemSpacing = .fixed(2)' || ok=no
    run one steps || ok=no
    has one "  1. A one-column list  (solved)" || ok=no
    has one "> 2. A grid" || ok=no
    type_line one quit
    sleep 0.5
    has one "progress kept; 'lps lesson $LESSON' resumes at step 2" || ok=no
    ls "$STATE"/lps/lessons/compositional-layout-*.progress >/dev/null 2>&1 || ok=no
    head -n 1 "$STATE"/lps/lessons/compositional-layout-*.progress 2>/dev/null | grep -q '^# written by lps (progress)' || ok=no
    result one "two steps: a failing check says why, a hint, a multi-line answer passes, next, quit keeps the progress" $ok
}

# The lesson resumes at step 2 with the code typed for it; finishing it passes.
case_resume() {
    local ok=yes
    start two "'$LESSON'" || ok=no
    has two "== Step 2 of 9: A grid ==" || ok=no
    has two "(resumed: your 4 statements for this step ran again)" || ok=no
    run two 'let section = NSCollectionLayoutSection(group: group)' || ok=no
    run two 'section.interGroupSpacing = 2' || ok=no
    run two 'collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(section: section)' || ok=no
    run two check || ok=no
    has two "check: passed. 'next' goes on to step 3: Nested groups" || ok=no
    type_line two quit
    result two "the lesson resumes at step 2 with the code typed for it" $ok
}

# A --progress file that lps did not write is read as nothing and never replaced.
case_foreign_progress() {
    local ok=yes
    printf 'my own notes\n' >"$TMP/notes.txt"
    start three "'$LESSON'" --progress "'$TMP/notes.txt'" || ok=no
    has three "is not a progress file lps wrote" || ok=no
    has three "== Step 1 of 9: A one-column list ==" || ok=no
    run three hint || ok=no
    type_line three quit
    sleep 0.5
    [ "$(cat "$TMP/notes.txt")" = "my own notes" ] || ok=no
    result three "a --progress file lps did not write is left alone" $ok
}

case_two_steps
case_resume
case_foreign_progress
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

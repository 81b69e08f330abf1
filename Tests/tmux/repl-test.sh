#!/usr/bin/env bash
# The lps REPL in a real terminal (tmux), as a person would use it.
#
#   Tests/tmux/repl-test.sh .build/debug/lps
#
# Each case runs lps in a fresh tmux session on a private server, types keys, and polls the
# screen (every wait is bounded). The last cases run this repository's tools/lps, which builds
# the debug lps, then the release lps, when its sources changed (minutes on a fresh clone). Prints
# each case's result and the screen of failures, ends with 'N passed, M failed'; exit status 0 only
# when all pass.
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
    echo "repl-test: not an executable: $1" >&2
    exit 2
fi
if ! command -v tmux >/dev/null 2>&1; then
    echo "repl-test: tmux is not installed" >&2
    echo "0 passed, 1 failed"
    exit 1
fi

# The repository holding this script: its tools/lps is tested too (case_tools_lps_builds_once).
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
TMP=$(mktemp -d "${TMPDIR:-/tmp}/lps-repl-test.XXXXXX")
SOCK=$TMP/tmux.sock
HIST=$TMP/state/history # its directory does not exist yet: lps must create it
PROMPT='lps>'
passed=0
failed=0
failures=()

cleanup() {
    timeout 5 tmux -S "$SOCK" kill-server >/dev/null 2>&1
    rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

t() { timeout 5 tmux -S "$SOCK" "$@"; }

# start NAME: a new session running lps; waits for the prompt.
start() {
    local name=$1
    # The shell around lps also records its exit status in a file: tmux 3.3 now and then marks
    # a pane dead without ever filling in #{pane_dead_status}.
    local cmd="cd '${START_DIR:-$TMP}' && exec env LANG=C.UTF-8 LC_ALL= TERM=xterm-256color EDITRC=/dev/null NO_COLOR=1"
    cmd+=" LPS_HISTORY='${START_HISTORY:-$HIST}' HOME='$TMP'"
    # libedit passes a signal that arrives while it reads on to the whole process group
    # (kill(0, sig)); the sh that records the status waits it out with a trap.
    cmd+=" sh -c 'trap true TERM HUP; \"\$0\"; s=\$?; echo \$s >\"\$1\"; exit \$s' '$LPS' '$TMP/status.$name'"
    if ! t has-session 2>/dev/null; then
        # One invocation: the option is set before any pane can exit.
        t -f /dev/null new-session -d -s "$name" -x 100 -y 30 "$cmd" \; \
            set-option -g remain-on-exit on >/dev/null
    else
        t new-session -d -s "$name" -x 100 -y 30 "$cmd" >/dev/null
    fi
    wait_screen "$name" prompt_shown 5
}

screen() { t capture-pane -p -t "$1" 2>/dev/null; }

# The last non-blank line of the screen.
last_line() { screen "$1" | sed -e 's/[[:space:]]*$//' | grep -v '^$' | tail -n 1; }

prompt_shown() { [ "$(last_line "$1")" = "$PROMPT" ] || last_line "$1" | grep -q "^$PROMPT "; }

# wait_screen NAME PREDICATE SECONDS [ARGS...]: polls until PREDICATE NAME ARGS succeeds.
wait_screen() {
    local name=$1 predicate=$2 seconds=$3
    shift 3
    local tries=$((seconds * 10))
    while [ $tries -gt 0 ]; do
        if "$predicate" "$name" "$@"; then return 0; fi
        sleep 0.1
        tries=$((tries - 1))
    done
    return 1
}

has_line() { screen "$1" | sed -e 's/[[:space:]]*$//' | grep -qxF -- "$2"; }
has_text() { screen "$1" | grep -qF -- "$2"; }
fresh_prompt() { [ "$(last_line "$1")" = "$PROMPT" ]; }
pane_dead() { [ "$(t display-message -p -t "$1" '#{pane_dead}' 2>/dev/null)" = 1 ]; }
dead_status_known() { [ -n "$(t display-message -p -t "$1" '#{pane_dead_status}' 2>/dev/null)" ]; }

keys() { local name=$1; shift; t send-keys -t "$name" "$@"; }
text() { t send-keys -t "$1" -l -- "$2"; }

stop() { t kill-session -t "$1" >/dev/null 2>&1; }

# result NAME OK DESCRIPTION: records a case, printing the screen when it failed.
result() {
    local name=$1 ok=$2 description=$3
    if [ "$ok" = 1 ]; then
        passed=$((passed + 1))
        echo "PASS $name: $description"
    else
        failed=$((failed + 1))
        failures+=("$name")
        echo "FAIL $name: $description"
        screen "$name" | sed -e 's/[[:space:]]*$//' | grep -v '^$' | sed -e 's/^/    | /'
    fi
    stop "$name"
}

# (a) TAB completes a partial command word (needs the real language's completions).
case_completion() {
    local ok=0
    if start complete; then
        text complete "hel"
        keys complete Tab
        if wait_screen complete last_line_is 3 "$PROMPT help"; then ok=1; fi
    fi
    result complete $ok "'hel' + TAB completes to 'help'"
}
last_line_is() { [ "$(last_line "$1")" = "$2" ]; }

# (b) A command entered, Ctrl-D, a new session: Up recalls it.
case_history() {
    local ok=0 marker="# history marker 7391"
    if start history1; then
        text history1 "$marker"
        keys history1 Enter
        if wait_screen history1 fresh_prompt 3; then
            keys history1 C-d
            if wait_screen history1 pane_dead 5 && start history2; then
                keys history2 Up
                if wait_screen history2 last_line_is 3 "$PROMPT $marker"; then ok=1; fi
            fi
        fi
    fi
    stop history1
    result history2 $ok "history survives a restart (Up recalls the last command)"
}

# (c) Ctrl-C on a half-typed line: a fresh prompt, and the line never ran.
case_ctrl_c() {
    local ok=0
    if start ctrlc; then
        text ctrlc "half typed xyzzy"
        keys ctrlc C-c
        if wait_screen ctrlc fresh_prompt 3; then
            # Only the cancelled prompt line may mention it: no output, no diagnostic.
            local mentions
            mentions=$(screen ctrlc | grep -c xyzzy)
            if [ "$mentions" = 1 ] && ! grep -q xyzzy "$HIST" 2>/dev/null; then
                # The fresh prompt takes input.
                text ctrlc "# still alive"
                keys ctrlc Enter
                if wait_screen ctrlc fresh_prompt 3 && has_line ctrlc "$PROMPT # still alive"; then ok=1; fi
            fi
        fi
    fi
    result ctrlc $ok "Ctrl-C cancels the half-typed line and gives a fresh prompt"
}

# (d) Ctrl-D on an empty line exits with status 0.
case_ctrl_d() {
    local ok=0
    if start ctrld; then
        keys ctrld C-d
        if wait_screen ctrld pane_dead 5; then
            local status=""
            if wait_screen ctrld dead_status_known 2; then
                status=$(t display-message -p -t ctrld '#{pane_dead_status}')
            elif [ -f "$TMP/status.ctrld" ]; then
                status=$(cat "$TMP/status.ctrld")
            fi
            [ "$status" = 0 ] && ok=1
        fi
    fi
    result ctrld $ok "Ctrl-D on an empty line exits with status 0"
}

# (e) UTF-8 typed (and edited: Backspace over a multibyte character) comes back intact: on the
# line, in the output ('print' echoes its text), and from the history.
case_utf8() {
    local ok=0 words="café タスク ✓" typed='print "café タスク ✓"'
    if start utf8; then
        text utf8 "${typed}é"
        keys utf8 BSpace
        keys utf8 Enter
        if wait_screen utf8 fresh_prompt 3 && has_line utf8 "$PROMPT $typed" && has_line utf8 "$words"; then
            # And the history gives it back intact.
            keys utf8 Up
            if wait_screen utf8 last_line_is 3 "$PROMPT $typed"; then ok=1; fi
        fi
    fi
    result utf8 $ok "UTF-8 input is echoed back intact"
}

# (f) Ctrl-C during a long command: the prompt is back at once, nothing the command did is kept,
# and the session goes on.
case_interrupt_long_command() {
    local ok=0 script=$TMP/long.lps
    : >"$script"
    for i in $(seq 1 200); do echo "let ids = [a1...a1000000]" >>"$script"; done
    if start longcmd; then
        text longcmd "let kept = 1"
        keys longcmd Enter
        wait_screen longcmd fresh_prompt 3
        text longcmd "include \"$script\""
        keys longcmd Enter
        sleep 0.5
        keys longcmd C-c
        # The terminal echoes ^C on the same line as the message.
        if wait_screen longcmd has_text 3 "lps: interrupted: the command was abandoned; the session is as it was" \
            && wait_screen longcmd fresh_prompt 3; then
            text longcmd "list"
            keys longcmd Enter
            if wait_screen longcmd has_line 3 "kept         Int                  defined" \
                && ! screen longcmd | grep -q "^ids "; then ok=1; fi
        fi
    fi
    result longcmd $ok "Ctrl-C abandons a long command at once and keeps the session as it was"
}

# cpu_ticks PID: the user and system CPU time the process has used, in clock ticks.
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat" 2>/dev/null; }

# (f2) Ctrl-C stops the work itself, not only the wait for it: a comparison of two shared
# 999,999 x 999,999 arrays (with the step budget raised, it would run for hours) is abandoned,
# the prompt comes back, the process goes idle (its CPU time stops growing) and the session
# still holds what it held before.
case_interrupt_stops_work() {
    local ok=0 pid before after
    if [ ! -r /proc/self/stat ]; then
        result stopwork 1 "Ctrl-C stops the work itself (skipped: no /proc)"
        return
    fi
    if start stopwork; then
        for line in "set steps 10000000000" \
            "let a = Array(repeating: Array(0..<999_999), count: 999_999)" \
            "let b = Array(repeating: Array(0..<999_999), count: 999_999)"; do
            text stopwork "$line"
            keys stopwork Enter
            wait_screen stopwork fresh_prompt 10
        done
        text stopwork "print(a == b)"
        keys stopwork Enter
        sleep 1
        keys stopwork C-c
        if wait_screen stopwork has_text 3 "lps: interrupted: the command was abandoned; the session is as it was" \
            && wait_screen stopwork fresh_prompt 3; then
            pid=$(lps_pid stopwork)
            sleep 0.5
            before=$(cpu_ticks "$pid")
            sleep 2
            after=$(cpu_ticks "$pid")
            text stopwork "print(a.count, b[3].count)"
            keys stopwork Enter
            # Idle: under 0.2 s of CPU in 2 s (the abandoned comparison used a whole core).
            if [ -n "$before" ] && [ -n "$after" ] && [ $((after - before)) -lt 20 ] \
                && wait_screen stopwork has_line 5 "999999 999999"; then ok=1; fi
            [ "$ok" = 1 ] || echo "    (CPU ticks in 2 s after Ctrl-C: $before -> $after)"
        fi
    fi
    result stopwork $ok "Ctrl-C stops an abandoned comparison itself: the process goes idle, the session is kept"
}

# rss_kb PID: the resident memory of the process, in kB.
rss_kb() { awk '/^VmRSS:/ { print $2 }' "/proc/$1/status" 2>/dev/null; }
rss_over() { local kb; kb=$(rss_kb "$2"); [ -n "$kb" ] && [ "$kb" -gt "$3" ]; }
rss_under() { local kb; kb=$(rss_kb "$2"); [ -n "$kb" ] && [ "$kb" -lt "$3" ]; }

# (f3) Ctrl-C gives the memory back: a loop that keeps appending million-element arrays (the step
# budget raised) is abandoned once the process holds over 300 MB; its values are freed and the
# allocator returns them to the system (under 150 MB again within 3 s).
case_interrupt_frees_memory() {
    local ok=0 pid
    if [ ! -r /proc/self/status ]; then
        result freemem 1 "Ctrl-C gives the memory back (skipped: no /proc)"
        return
    fi
    if start freemem; then
        pid=$(lps_pid freemem)
        text freemem "set steps 10000000000"
        keys freemem Enter
        wait_screen freemem fresh_prompt 3
        text freemem "var keep: [[Int]] = []; for i in 0..<1000 { keep.append(Array(i..<i+999_999)) }"
        keys freemem Enter
        if wait_screen freemem rss_over 20 "$pid" 300000; then
            keys freemem C-c
            if wait_screen freemem has_text 3 "lps: interrupted: the command was abandoned; the session is as it was" \
                && wait_screen freemem rss_under 3 "$pid" 150000; then ok=1; fi
        fi
        [ "$ok" = 1 ] || echo "    (resident memory at the end: $(rss_kb "$pid") kB)"
    fi
    result freemem $ok "Ctrl-C during a loop holding over 300 MB gives the memory back (under 150 MB)"
}

# lps_pid NAME: the lps process in the pane (a child of the sh that records its status).
lps_pid() { pgrep -P "$(t display-message -p -t "$1" '#{pane_pid}')" | head -n 1; }
exit_status() {
    local name=$1
    if wait_screen "$name" dead_status_known 2; then
        t display-message -p -t "$name" '#{pane_dead_status}'
    elif [ -f "$TMP/status.$name" ]; then
        cat "$TMP/status.$name"
    fi
}

# (g) SIGTERM/SIGHUP at the prompt: lps leaves with 128+signal, and every line entered is in the
# history. SIGKILL (no chance to clean up): the lines are there too, saved as they were entered.
case_signals_keep_history() {
    local signal expected
    for signal in TERM HUP KILL; do
        # (libedit's history file encodes spaces, so the marker has none)
        local ok=0 name="sig$signal" marker="#entered-before-SIG$signal-$RANDOM"
        case $signal in TERM) expected=143 ;; HUP) expected=129 ;; KILL) expected=137 ;; esac
        if start "$name"; then
            text "$name" "$marker"
            keys "$name" Enter
            if wait_screen "$name" fresh_prompt 3; then
                kill "-$signal" "$(lps_pid "$name")"
                if wait_screen "$name" pane_dead 5 && [ "$(exit_status "$name")" = "$expected" ] \
                    && grep -qF -- "$marker" "$HIST"; then ok=1; fi
            fi
        fi
        result "$name" $ok "SIG$signal at the prompt: exit status $expected, the history keeps the lines entered"
    done
}

# (h) SIGTERM while a command runs: lps leaves at once with 143; the command's line is in history.
case_sigterm_while_busy() {
    local ok=0 script=$TMP/busy.lps
    : >"$script"
    for i in $(seq 1 200); do echo "let ids = [b1...b1000000]" >>"$script"; done
    if start busyterm; then
        text busyterm "include \"$script\""
        keys busyterm Enter
        sleep 0.5
        kill -TERM "$(lps_pid busyterm)"
        if wait_screen busyterm pane_dead 3 && [ "$(exit_status busyterm)" = 143 ] \
            && grep -qF -- "$script" "$HIST"; then ok=1; fi
    fi
    result busyterm $ok "SIGTERM during a long command: exit status 143 at once, the line is in the history"
}

# (i) LPS_HISTORY naming a file lps did not write, or a FIFO: a warning, and the file is never
# replaced (the history is kept for the session only).
case_history_not_ours() {
    local ok=0 notes=$TMP/notes.txt fifo=$TMP/history.fifo
    printf 'my notes\n' >"$notes"
    mkfifo "$fifo"
    if START_HISTORY=$notes start notours \
        && wait_screen notours has_text 3 "lps: warning: not using the history file '$notes'"; then
        text notours "# typed"
        keys notours Enter
        if wait_screen notours fresh_prompt 3 && [ "$(cat "$notes")" = "my notes" ]; then ok=1; fi
    fi
    result notours $ok "a history file lps did not write is left as it is"
    ok=0
    if START_HISTORY=$fifo start fifohist \
        && wait_screen fifohist has_text 3 "lps: warning: not using the history file '$fifo': it is a FIFO"; then
        text fifohist "# typed"
        keys fifohist Enter
        if wait_screen fifohist fresh_prompt 3 && [ -p "$fifo" ]; then ok=1; fi
    fi
    result fifohist $ok "a FIFO named as the history file is not replaced"
}

# (j) Swift over several lines: an open brace continues on a '...>' prompt, the statement runs
# when it is complete, Up recalls it as one entry, and Ctrl-C abandons a half-typed statement.
case_multiline() {
    local ok=0
    if start multi; then
        text multi "func triple(_ x: Int) -> Int {"
        keys multi Enter
        if wait_screen multi last_line_is 3 "...>"; then
            text multi "return x * 3"
            keys multi Enter
            text multi "}"
            keys multi Enter
            wait_screen multi fresh_prompt 3
            text multi "print(triple(14))"
            keys multi Enter
            if wait_screen multi has_line 3 "42" && wait_screen multi fresh_prompt 3; then
                # Up twice: the function comes back whole, as one history entry.
                keys multi Up
                keys multi Up
                if wait_screen multi has_text 3 "lps> func triple(_ x: Int) -> Int {"; then
                    keys multi C-c
                    wait_screen multi fresh_prompt 3
                    text multi "let pending = ["
                    keys multi Enter
                    text multi "1,"
                    keys multi Enter
                    keys multi C-c
                    if wait_screen multi fresh_prompt 3; then
                        text multi "print(pending)"
                        keys multi Enter
                        if wait_screen multi has_text 3 "error: cannot find 'pending' in scope"; then ok=1; fi
                    fi
                fi
            fi
        fi
    fi
    result multi $ok "a statement over several lines continues on '...>', is one history entry, Ctrl-C drops it"
}

# (k) TAB as a newcomer uses it: a name completes without a space so '.member' follows, members
# and argument labels complete, a section identifier after 'toSection:', a file after 'include'.
case_completion_kinds() {
    local ok=0
    mkdir -p "$TMP/work/scripts"
    printf 'print("included")\n' >"$TMP/work/scripts/grid.lps"
    if START_DIR="$TMP/work" start kinds; then
        text kinds 'var snapshot = Snapshot()'; keys kinds Enter
        text kinds 'snapshot.appendSections([main, extra])'; keys kinds Enter
        if wait_screen kinds fresh_prompt 10; then
            text kinds 'snaps'; keys kinds Tab
            if wait_screen kinds last_line_is 10 "$PROMPT snapshot"; then
                text kinds '.appendI'; keys kinds Tab
                if wait_screen kinds last_line_is 10 "$PROMPT snapshot.appendItems"; then
                    text kinds '([a1], '; keys kinds Tab
                    if wait_screen kinds last_line_is 10 "$PROMPT snapshot.appendItems([a1], toSection:"; then
                        text kinds ' m'; keys kinds Tab
                        if wait_screen kinds last_line_is 10 "$PROMPT snapshot.appendItems([a1], toSection: main"; then
                            keys kinds C-u
                            text kinds 'include "scr'; keys kinds Tab
                            if wait_screen kinds last_line_is 10 "$PROMPT include \"scripts/"; then
                                keys kinds Tab
                                if wait_screen kinds last_line_is 10 "$PROMPT include \"scripts/grid.lps"; then
                                    text kinds '"'; keys kinds Enter
                                    if wait_screen kinds has_line 10 "included"; then ok=1; fi
                                fi
                            fi
                        fi
                    fi
                fi
            fi
        fi
    fi
    result kinds $ok "TAB: 'snaps' -> snapshot (no space), .appendItems, toSection:, a section id, a file after include"
}

# (l) A note shows the first time only; 'notes' brings it back with the line that caused it.
case_notes() {
    local ok=0 line
    if start notes; then
        for line in 'environment.profile = .ios14' 'var s = Snapshot()' 's.appendSections([m])' \
            'dataSource.apply(s, animatingDifferences: false)' 'dataSource.apply(s, animatingDifferences: false)' \
            'dataSource.apply(s, animatingDifferences: false)'; do
            text notes "$line"; keys notes Enter
            wait_screen notes fresh_prompt 10
        done
        local shown
        shown=$(screen notes | grep -c '^note: on iOS 13/14 animatingDifferences: false means reloadData')
        text notes 'notes'; keys notes Enter
        if [ "$shown" = 1 ] && wait_screen notes has_line 10 "1. <repl>:5: dataSource.apply(s, animatingDifferences: false)"; then ok=1; fi
    fi
    result notes $ok "a note is shown once; 'notes' lists it with its line"
}

# (i) What other REPLs take to leave ends the session with status 0.
case_quit_words() {
    local word i=0 all=1
    for word in exit quit .quit '\q' ':q'; do
        i=$((i + 1))
        local ok=0
        if start "quit$i"; then
            text "quit$i" "$word"
            keys "quit$i" Enter
            if wait_screen "quit$i" pane_dead 10 && [ "$(exit_status "quit$i")" = 0 ]; then ok=1; fi
        fi
        [ $ok = 1 ] || all=0
        result "quit$i" $ok "'$word' ends the session with status 0"
    done
}

# (j) 'device' alone prints the current device and is no undo step.
case_device_question() {
    local ok=0
    if start device; then
        text device "device"
        keys device Enter
        if wait_screen device has_line 10 "device: iPhone15 (portrait)"; then
            text device "undo"
            keys device Enter
            if wait_screen device has_text 10 "error: nothing to undo"; then ok=1; fi
        fi
    fi
    result device $ok "'device' alone shows iPhone15 and leaves nothing to undo"
}

# (tools/lps) The README's first command as a new user runs it: once with its output in a file,
# then in a terminal, for each build: $1 is debug or release. The first call builds when the sources
# changed since the last build of that configuration (the first time, minutes). SwiftPM passes the
# compiler -color-diagnostics when its output is a terminal and -no-color-diagnostics otherwise, and
# a changed flag rebuilt everything: tools/build never lets SwiftPM write to the terminal, so in the
# terminal it compiles nothing, and tools/lps then starts the playground without running SwiftPM at
# all (the binary not written again, no build output on the screen). The banner names a debug
# build. The release run asks for no build: tools/lps runs the optimised lps because it is up to date.
tools_lps_builds_once() {
    local config=$1 name=toolslps$1 ok=0 detail="" started elapsed="" ask="LPS_BUILD=$1"
    [ "$config" = release ] && ask=""
    printf 'print "from a file"\n' >"$TMP/first.lps"
    if ! env LPS_BUILD="$config" "$ROOT/tools/lps" run "$TMP/first.lps" >"$TMP/first.out" 2>&1 \
        || [ "$(tail -n 1 "$TMP/first.out")" != "from a file" ]; then
        result "$name" 0 "LPS_BUILD=$config tools/lps run FILE >FILE builds and runs: $(tail -n 5 "$TMP/first.out" \
            | tr '\n' ' ')"
        return
    fi
    touch "$TMP/built"
    local cmd="cd '$ROOT' && exec env LANG=C.UTF-8 LC_ALL= TERM=xterm-256color EDITRC=/dev/null LPS_HISTORY='$HIST'"
    cmd+=" sh -c 'tools/build $config; echo build exit \$?; read go; exec env $ask tools/lps'"
    if ! t has-session 2>/dev/null; then
        t -f /dev/null new-session -d -s "$name" -x 100 -y 30 "$cmd" \; set-option -g remain-on-exit on >/dev/null
    else
        t new-session -d -s "$name" -x 100 -y 30 "$cmd" >/dev/null
    fi
    # tools/build in the terminal: SwiftPM runs, and must find nothing to compile.
    if wait_screen "$name" has_text 120 "build exit"; then
        if ! has_line "$name" "build exit 0" || [ "$(screen "$name" | grep -c .)" -ne 1 ]; then
            detail="tools/build $config printed more than its exit status in a terminal"
        elif grep -qE '^\[[0-9]+/[0-9]+\] (Compiling|Linking)' "$ROOT/.build/build-$config.log"; then
            detail="SwiftPM compiled again in a terminal: $(grep -cE '^\[[0-9]+/[0-9]+\] Compiling' \
                "$ROOT/.build/build-$config.log") steps"
        else
            # tools/lps in the terminal: the prompt, with nothing built before it.
            started=$(date +%s%N)
            keys "$name" Enter
            if wait_screen "$name" prompt_shown 30; then
                elapsed=$(( ($(date +%s%N) - started) / 1000000 ))
                # (SwiftPM rewrites its lists of sources when it plans a build; the binary must stay.)
                if [ -n "$(find "$ROOT/.build/$config/lps" -newer "$TMP/built")" ]; then
                    detail="the $config lps was written again"
                elif screen "$name" | grep -q 'tools/build'; then
                    detail="tools/lps built again"
                elif [ "$config" = debug ] && ! has_text "$name" "(debug build) — type 'help'"; then
                    detail="the banner does not say that this is the debug build"
                elif [ "$config" = release ] && has_text "$name" "(debug build)"; then
                    detail="tools/lps ran the debug build although the optimised one is up to date"
                else ok=1; fi
            else detail="no prompt from tools/lps"; fi
        fi
    else detail="tools/build $config did not finish in 120 s"; fi
    [ -n "$detail" ] && echo "    $detail"
    result "$name" $ok "tools/lps ($config) into a file, then in a terminal: the second start builds nothing${elapsed:+ (prompt in $elapsed ms)}"
}

# (tools/lps) Which build runs, with no optimised build at all (a fresh clone): the debug one, and
# nothing is built when it is up to date. A copy of the repository's tools and package files, whose
# .build/debug is the repository's (built by tools_lps_builds_once debug just before) and which has
# no .build/release. LPS_BUILD other than debug or release is refused.
case_tools_lps_chooses_debug() {
    local name=toolslpschoice ok=0 copy="$TMP/copy" out status
    mkdir -p "$copy/.build" "$copy/Sources"
    cp -pR "$ROOT/tools" "$copy/tools"
    cp -p "$ROOT/Package.swift" "$copy/"
    [ -e "$ROOT/Package.resolved" ] && cp -p "$ROOT/Package.resolved" "$copy/"
    touch -d @0 "$copy/Sources"
    ln -s "$ROOT/.build/debug" "$copy/.build/debug"
    out=$("$copy/tools/lps" --version 2>&1)
    if [ "$out" != "$("$ROOT/.build/debug/lps" --version)" ] || [[ "$out" != *"(debug build)" ]]; then
        echo "    tools/lps --version with no optimised build printed: $out"
    else
        out=$(LPS_BUILD=fast "$copy/tools/lps" --version 2>&1); status=$?
        if [ $status -ne 2 ] || [ "$out" != "tools/lps: LPS_BUILD is 'fast'; it may be debug or release" ]; then
            echo "    LPS_BUILD=fast: exit $status, $out"
        else ok=1; fi
    fi
    result "$name" $ok "tools/lps with no optimised build runs the debug one without building; LPS_BUILD=fast is refused"
}

case_tools_lps_builds_once() {
    tools_lps_builds_once debug
    case_tools_lps_chooses_debug
    tools_lps_builds_once release
}

case_completion
case_completion_kinds
case_quit_words
case_device_question
case_notes
case_multiline
case_history_not_ours
case_interrupt_long_command
case_interrupt_stops_work
case_interrupt_frees_memory
case_signals_keep_history
case_sigterm_while_busy
case_history
case_ctrl_c
case_ctrl_d
case_utf8
case_tools_lps_builds_once

if [ $failed -gt 0 ]; then echo "failed: ${failures[*]}"; fi
echo "$passed passed, $failed failed"
[ $failed -eq 0 ]

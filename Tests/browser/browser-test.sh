#!/usr/bin/env bash
# The live view in a real browser: 'lps serve' in a real terminal (tmux) and headless Chromium
# against it. The page loads with the script's picture; a statement typed at the prompt changes
# the open page (server-sent events) and a fresh load; a screenshot is taken and must not be
# blank; quitting the playground closes the port.
#
#   Tests/browser/browser-test.sh .build/debug/lps        (LPS_SCREENSHOTS=DIR keeps the screenshots)
#
# Then 'lps serve --step' walks the script with the page following each statement, and
# 'lps lesson --serve' shows a lesson's step and what is typed at its prompt.
# Ends with 'N passed, M failed'; exit 0 when all pass.
set -u
if [ $# -ne 1 ] || [ ! -x "$1" ]; then echo "usage: $0 path/to/lps" >&2; exit 2; fi
case "$1" in /*) LPS=$1 ;; *) LPS=$PWD/$1 ;; esac
BROWSER=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$BROWSER" ]; then echo "browser-test: chromium is missing (tools/setup --with-browser installs it)"; echo "0 passed, 1 failed"; exit 1; fi
TMP=$(mktemp -d "${TMPDIR:-/tmp}/lps-browser-test.XXXXXX")
SESSION="lps-browser-$$"
cleanup() { tmux kill-session -t "$SESSION" 2>/dev/null; [ -n "${CURL:-}" ] && kill "$CURL" 2>/dev/null; rm -rf "$TMP"; }
trap cleanup EXIT
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "PASS $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; shift; for line in "$@"; do echo "    $line"; done; }
# The elements a page or an event stream shows: its <g data-kind=...> count.
elements() { grep -o 'data-kind="[a-z]*"' "$1" | wc -l | tr -d ' '; }

printf '%s\n' \
  'let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(80)))' \
  'layout = CompositionalLayout(section: LayoutSection(group: LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item])))' \
  'var s = Snapshot()' 's.appendSections([main])' 's.appendItems([a, b, c], toSection: main)' 'dataSource.apply(s)' >"$TMP/grid.lps"

tmux new-session -d -s "$SESSION" -x 200 -y 50 "cd '$TMP' && NO_COLOR=1 LPS_HISTORY= '$LPS' serve --port 0 grid.lps; echo EXITED \$?; sleep 30"
url=""
for _ in $(seq 1 200); do
    url=$(tmux capture-pane -p -t "$SESSION" | grep -o 'serving http://127\.0\.0\.1:[0-9]*/' | head -1 | sed 's/^serving //')
    [ -n "$url" ] && break
    sleep 0.2
done
if [ -n "$url" ]; then pass "lps serve prints its loopback address"; else
    fail "lps serve prints its loopback address" "$(tmux capture-pane -p -t "$SESSION")"; echo "$passed passed, $failed failed"; exit 1; fi

# The page in the browser: the script's 3 cells. Then a statement typed at the prompt, and the
# open page must change to the new picture (5 cells), pushed to it by the server.
curl -sN --max-time 60 "${url}events" >"$TMP/events.txt" &
CURL=$!
seen=$(python3 "$(dirname "$0")/cdp.py" "$BROWSER" "$url" \
    "tmux send-keys -t '$SESSION' 's.appendItems([d, e], toSection: main); dataSource.apply(s)' Enter" "$TMP/live.png")
echo "browser: $seen"
field() { echo "$seen" | python3 -c "import json, sys; print(json.load(sys.stdin)['$1'])"; }
if [ "$(field before)" = 3 ]; then pass "the page shows the script's 3 elements"; else fail "the page shows the script's 3 elements" "$seen"; fi
if [ "$(field after)" = 5 ] && [ "$(field versionAfter)" -gt "$(field versionBefore)" ]; then
    pass "the open page changed to the new picture (5 elements, a newer version)"
else fail "the open page changed to the new picture (5 elements, a newer version)" "$seen"; fi
events=$(grep -c '^event: picture' "$TMP/events.txt")
if [ "$events" -ge 2 ] && grep -q 'data: <g class="lps-element lps-cell" data-kind="cell" data-id="e"' "$TMP/events.txt"; then
    pass "the event stream sent the new picture"
else fail "the event stream sent the new picture" "$events picture events"; fi
if tmux capture-pane -p -t "$SESSION" | grep -q 'performBatchUpdates (animated): 2 inserts'; then pass "the statement ran at the prompt"
else fail "the statement ran at the prompt" "$(tmux capture-pane -p -t "$SESSION" | tail -5)"; fi
# A fresh load shows the new picture too.
if curl -s --max-time 10 "$url" | grep -c 'data-kind=' | grep -qx 5; then pass "a fresh load shows the 5 elements"
else fail "a fresh load shows the 5 elements"; fi
verdict=$(python3 - "$TMP/live.png" <<'PY'
import struct, sys, zlib
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
pos, idat, width, height, ctype = 8, b"", 0, 0, 0
while pos < len(data):
    length, kind = struct.unpack(">I4s", data[pos:pos + 8])
    body = data[pos + 8:pos + 8 + length]
    if kind == b"IHDR": width, height, depth, ctype = struct.unpack(">IIBB", body[:10])
    if kind == b"IDAT": idat += body
    pos += 12 + length
channels = {2: 3, 6: 4}[ctype]
raw = zlib.decompress(idat)
stride = width * channels
rows, prev, i = [], bytearray(stride), 0
for _ in range(height):
    f = raw[i]; line = bytearray(raw[i + 1:i + 1 + stride]); i += 1 + stride
    for x in range(stride):
        a = line[x - channels] if x >= channels else 0
        b = prev[x]; c = prev[x - channels] if x >= channels else 0
        if f == 1: line[x] = (line[x] + a) & 255
        elif f == 2: line[x] = (line[x] + b) & 255
        elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
        elif f == 4:
            p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    rows.append(line); prev = line
colours, inked = set(), 0
for line in rows[::4]:
    for x in range(0, stride, channels * 4):
        px = tuple(line[x:x + 3]); colours.add(px)
        if px != (255, 255, 255): inked += 1
total = len(rows[::4]) * len(range(0, stride, channels * 4))
print(f"{width}x{height} {len(colours)} colours {100 * inked // total}% inked")
PY
)
if echo "$verdict" | awk '{ exit !($2 >= 5 && $4 + 0 >= 5) }'; then pass "the screenshot is not blank ($verdict)"
else fail "the screenshot is not blank" "$verdict"; fi
if [ -n "${LPS_SCREENSHOTS:-}" ]; then mkdir -p "$LPS_SCREENSHOTS" && cp "$TMP/live.png" "$LPS_SCREENSHOTS/live.png"; fi

# Labels as Chromium draws them: every element's label inside its element, and none under its
# section's label (the picture sizes them by Helvetica's widths; Liberation Sans shares them).
printf '%s\n' \
  'environment.containerSize = (width: 300, height: 400)' \
  'let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(44)))' \
  'let tall = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])' \
  'let small = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .absolute(18)))' \
  'let short = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(18)), subitems: [small])' \
  'layout = CompositionalLayout { index, environment in LayoutSection(group: index == 0 ? tall : short) }' \
  'var t = Snapshot()' 't.appendSections(["a-section-with-a-rather-long-identifier", "WWWWWWWWWWWWWWWWWWWWWW"])' \
  't.appendItems(["x", "an-item-whose-name-is-much-too-long-for-half-a-row", "y", "MMMMMMMMMMMMMMMMMMMMMMMM"], toSection: "a-section-with-a-rather-long-identifier")' \
  't.appendItems(["p", "q", "r", "mmmmmmmmmmmmmmmmmmmm", "s", "WWWWWWWWWWWWWWWWWWWW"], toSection: "WWWWWWWWWWWWWWWWWWWWWW")' \
  'dataSource.apply(t)' 'export svg "labels.svg"' >"$TMP/labels.lps"
if (cd "$TMP" && NO_COLOR=1 "$LPS" run labels.lps >/dev/null 2>"$TMP/labels.err"); then
    { echo '<!DOCTYPE html><html><body>'; tail -n +2 "$TMP/labels.svg"; cat <<'JS'
<script>
const problems = [], boxes = {};
for (const t of document.querySelectorAll("text.lps-section-label")) {
  const b = t.getBBox(); boxes[t.textContent.split(" ")[1]] = b;
}
let labels = 0;
for (const g of document.querySelectorAll("g.lps-element")) {
  const t = g.querySelector("text"); if (!t) continue;
  labels++;
  const r = g.querySelector("rect").getBBox(), b = t.getBBox(), s = boxes[g.dataset.indexPath.split(",")[0]];
  if (b.x + b.width > r.x + r.width + 0.5) problems.push(t.textContent + " runs out of its element by " + (b.x + b.width - r.x - r.width).toFixed(1));
  if (s && b.x < s.x + s.width && s.x < b.x + b.width && b.y < s.y + s.height - 1 && s.y < b.y + b.height - 1) problems.push(t.textContent + " is under its section's label");
}
document.body.setAttribute("data-labels", labels + " labels; " + (problems.join("; ") || "no problems"));
</script></body></html>
JS
    } >"$TMP/labels.html"
    result=$("$BROWSER" --headless --no-sandbox --disable-gpu --dump-dom "file://$TMP/labels.html" 2>/dev/null | grep -o 'data-labels="[^"]*"')
    if echo "$result" | grep -q '"7 labels; no problems"'; then pass "labels stay inside their elements and clear of their section's label in Chromium"
    else fail "labels stay inside their elements and clear of their section's label in Chromium" "$result"; fi
else fail "the labels script runs" "$(cat "$TMP/labels.err")"; fi

# Quitting the playground stops the server: the port is closed and the event stream ended.
tmux send-keys -t "$SESSION" 'quit' Enter
for _ in $(seq 1 50); do tmux capture-pane -p -t "$SESSION" | grep -q 'EXITED' && break; sleep 0.2; done
if tmux capture-pane -p -t "$SESSION" | grep -q 'EXITED 0'; then pass "quit leaves lps serve with status 0"
else fail "quit leaves lps serve with status 0" "$(tmux capture-pane -p -t "$SESSION" | tail -3)"; fi
if curl -s --max-time 5 "$url" >/dev/null; then fail "the port is closed after quit"; else pass "the port is closed after quit"; fi
# Ended, not left open: curl exits 0 when the server finished the stream, 18 when the connection
# closed before the last chunk (a shutdown on a loaded machine); 28 would be its 60 s timeout.
wait "$CURL"; code=$?
if [ "$code" -eq 0 ] || [ "$code" -eq 18 ]; then pass "the event stream ended with the server (curl exit $code)"
else fail "the event stream ended with the server" "curl exit $code"; fi
CURL=""

# lps serve --step: the page follows a walk through the script, statement by statement.
STEP="lps-browser-step-$$"
tmux new-session -d -s "$STEP" -x 200 -y 50 "cd '$TMP' && NO_COLOR=1 LPS_HISTORY= '$LPS' serve --step --port 0 grid.lps; echo EXITED \$?; sleep 30"
step_url=""
for _ in $(seq 1 200); do
    step_url=$(tmux capture-pane -p -t "$STEP" | grep -o 'serving http://127\.0\.0\.1:[0-9]*/' | head -1 | sed 's/^serving //')
    [ -n "$step_url" ] && tmux capture-pane -p -t "$STEP" | grep -q 'Enter: next' && break
    sleep 0.2
done
page() { curl -s --max-time 10 "$step_url"; }
if page | grep -q 'var s = Snapshot()'; then fail "the page waits at the walk's first statements" "$(page | grep -o 'lps-statement.\{0,200\}')"
elif page | grep -q 'let item = LayoutItem'; then pass "the page shows the walk's first statement"
else fail "the page shows the walk's first statement" "$(tmux capture-pane -p -t "$STEP" | tail -5)"; fi
tmux send-keys -t "$STEP" Enter
for _ in $(seq 1 50); do page | grep -q 'layout = CompositionalLayout' && break; sleep 0.2; done
if page | grep -q 'layout = CompositionalLayout'; then pass "Enter runs the next statement and the page follows"
else fail "Enter runs the next statement and the page follows" "$(tmux capture-pane -p -t "$STEP" | tail -5)"; fi
tmux send-keys -t "$STEP" c   # one key, no Enter, at a terminal
for _ in $(seq 1 50); do tmux capture-pane -p -t "$STEP" | grep -q '^lps> *$' && break; sleep 0.2; done
if [ "$(page | grep -c 'data-kind=')" = 3 ] && page | grep -q 'dataSource.apply(s)'; then
    pass "c runs the rest: the page shows the last statement and the 3 elements"
else fail "c runs the rest: the page shows the last statement and the 3 elements" "$(tmux capture-pane -p -t "$STEP" | tail -5)"; fi
if tmux capture-pane -p -t "$STEP" | grep -q '^lps> *$'; then pass "the prompt opens at the script's end"
else fail "the prompt opens at the script's end" "$(tmux capture-pane -p -t "$STEP" | tail -5)"; fi
tmux send-keys -t "$STEP" 'quit' Enter
for _ in $(seq 1 50); do tmux capture-pane -p -t "$STEP" | grep -q 'EXITED' && break; sleep 0.2; done
if tmux capture-pane -p -t "$STEP" | grep -q 'EXITED 0'; then pass "quit ends lps serve --step with status 0"
else fail "quit ends lps serve --step with status 0" "$(tmux capture-pane -p -t "$STEP" | tail -3)"; fi
tmux kill-session -t "$STEP" 2>/dev/null

# lps lesson --serve: the page follows the lesson's step and what is typed at its prompt.
printf '%s\n' '#% lesson: Two' '#% step: Grow' '# Append one.' '#% task' '#| s.appendItems([x], toSection: main)' \
  's.appendItems([d], toSection: main)' '#% check' 's.numberOfItems' >"$TMP/two.lps"
printf '%s\n' '#% lesson: Two' >"$TMP/lesson.lps"; cat "$TMP/grid.lps" >>"$TMP/lesson.lps"; tail -n +2 "$TMP/two.lps" >>"$TMP/lesson.lps"
LESSON="lps-browser-lesson-$$"
tmux new-session -d -s "$LESSON" -x 200 -y 50 "cd '$TMP' && NO_COLOR=1 LPS_HISTORY= '$LPS' lesson --serve --port 0 --progress '$TMP/progress' lesson.lps; echo EXITED \$?; sleep 30"
lesson_url=""
for _ in $(seq 1 200); do
    lesson_url=$(tmux capture-pane -p -t "$LESSON" | grep -o 'serving http://127\.0\.0\.1:[0-9]*/' | head -1 | sed 's/^serving //')
    [ -n "$lesson_url" ] && tmux capture-pane -p -t "$LESSON" | grep -q '^step 1> *$' && break
    sleep 0.2
done
if curl -s --max-time 10 "$lesson_url" | grep -q 'step 1 of 1: Grow'; then pass "lps lesson --serve: the page shows the step"
else fail "lps lesson --serve: the page shows the step" "$(tmux capture-pane -p -t "$LESSON" | tail -5)"; fi
tmux send-keys -t "$LESSON" 's.appendItems([d], toSection: main); dataSource.apply(s)' Enter
for _ in $(seq 1 50); do [ "$(curl -s --max-time 10 "$lesson_url" | grep -c 'data-kind=')" = 4 ] && break; sleep 0.2; done
if [ "$(curl -s --max-time 10 "$lesson_url" | grep -c 'data-kind=')" = 4 ]; then pass "lps lesson --serve: the page follows what is typed (4 elements)"
else fail "lps lesson --serve: the page follows what is typed (4 elements)" "$(tmux capture-pane -p -t "$LESSON" | tail -5)"; fi
tmux send-keys -t "$LESSON" 'quit' Enter
for _ in $(seq 1 50); do tmux capture-pane -p -t "$LESSON" | grep -q 'EXITED' && break; sleep 0.2; done
if tmux capture-pane -p -t "$LESSON" | grep -q 'EXITED 0' && ! curl -s --max-time 5 "$lesson_url" >/dev/null; then
    pass "quit ends the lesson and its server"
else fail "quit ends the lesson and its server" "$(tmux capture-pane -p -t "$LESSON" | tail -3)"; fi
tmux kill-session -t "$LESSON" 2>/dev/null

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

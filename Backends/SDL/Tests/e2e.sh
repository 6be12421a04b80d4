#!/usr/bin/env bash
# End-to-end test of the SDL backend: responder-play in a real X window (Xvfb), driven by
# xdotool (the mouse as a pointer: hover, clicks of both buttons, drags and the wheel; keys) and by
# synthetic SDL finger events (Xvfb has no touch device).
# Needs: libsdl2-dev libsdl2-ttf-dev libcairo2-dev xvfb xdotool imagemagick fonts-dejavu-core.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1; then export PATH="/opt/swift/usr/bin:$PATH"; fi

swift build --product responder-play 2>&1 | grep -v "prohibited flag(s): -D_REENTRANT" | tail -n 1
play="$(swift build --show-bin-path)/responder-play"
example="$(cd ../.. && pwd)/Examples/playground.json"
work=$(mktemp -d)

display=""
for number in $(seq 91 120); do
  if [ ! -e "/tmp/.X11-unix/X$number" ] && [ ! -e "/tmp/.X$number-lock" ]; then display=":$number"; break; fi
done
[ -n "$display" ] || { echo "no free X display" >&2; exit 1; }
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb=$!
player=""
cleanup() {
  [ -n "$player" ] && kill "$player" 2>/dev/null || true
  kill "$xvfb" 2>/dev/null || true
  [ -n "${KEEP_E2E:-}" ] && echo "kept $work" || rm -rf "$work"
}
trap cleanup EXIT
export DISPLAY="$display" SDL_VIDEODRIVER=x11
for _ in $(seq 1 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done

failures=0
check() {  # check DESCRIPTION COMMAND...
  if "${@:2}"; then echo "ok   $1"; else echo "FAIL $1"; failures=$((failures + 1)); fi
}
# Whether the trace has these lines in this order (other lines may come between).
in_order() {
  local file=$1; shift
  awk -v want="$(printf '%s\n' "$@")" 'BEGIN { n = split(want, lines, "\n"); i = 1 }
    i <= n && $0 == lines[i] { i++ } END { exit (i > n ? 0 : 1) }' "$file"
}
# Whether, per responder and finger, touchesBegan lines match touchesEnded + touchesCancelled.
# Recognizers (the ids with `state` or `reset` lines) are left out: as in UIKit, one that has
# reset ignores the rest of the sequence's touches.
balanced() {
  awk 'NR == FNR { if ($2 == "state" || $2 == "reset") recognizer[$1] = 1; next }
    !($1 in recognizer) && $2 ~ /^touches(Began|Ended|Cancelled)$/ {
      split(substr($3, 9), fingers, ",")
      for (i in fingers) count[$1 " " fingers[i]] += ($2 == "touchesBegan" ? 1 : -1)
    }
    END { for (k in count) if (count[k] != 0) { print "     unbalanced: " k; bad = 1 } exit bad }' "$1" "$1"
}
# The colour of one pixel of a PNG, as #RRGGBB.
pixel() { convert "$1" -crop "1x1+$2+$3" -depth 8 txt:- | grep -o '#[0-9A-F]\{6\}' | head -n 1; }
colour_at() { [ "$(pixel "$1" "$2" "$3")" = "$4" ] || { echo "     pixel ($2, $3) is $(pixel "$1" "$2" "$3"), expected $4"; return 1; }; }

echo "== mouse and keys through X (xdotool)"
"$play" "$example" --trace "$work/mouse.trace" --screenshots "$work" --quit-after 12 >"$work/mouse.out" 2>&1 &
player=$!
window=$(xdotool search --sync --onlyvisible --name "responder-play" | head -n 1)
xdotool mousemove --window "$window" 10 10 && xdotool windowfocus --sync "$window" 2>/dev/null || true
sleep 0.5
# A click on the button, which is inside the tap recognizer's view.
xdotool mousemove --window "$window" 200 100 click 1
sleep 0.5
# A drag on the pan view.
xdotool mousemove --window "$window" 100 500 mousedown 1
for x in 110 120 130 140 150 160; do sleep 0.05; xdotool mousemove --window "$window" "$x" 510; done
xdotool mouseup 1
sleep 0.5
# Alt + drag: finger 2 mirrors finger 1 through the centre (300, 300), so the pinch view
# gets two fingers that move apart (280 and 320, to 240 and 360).
xdotool mousemove --window "$window" 280 300 keydown alt mousedown 1
for x in 270 260 250 240; do sleep 0.05; xdotool mousemove --window "$window" "$x" 300; done
xdotool mouseup 1 keyup alt
sleep 0.5
xdotool key F2   # a screenshot with the overlay
sleep 0.3
xdotool key F1   # overlay off
sleep 0.3
xdotool key F2   # a screenshot of the app alone
wait "$player" || { echo "responder-play failed:"; cat "$work/mouse.out"; exit 1; }
player=""

check "click: the button's action fired and the tap recognizer failed" in_order "$work/mouse.trace" \
  "button event name=touchDown" "tap state to=failed" "button event name=touchUpInside" \
  "vc action name=buttonTapped sender=button"
check "drag: the pan recognizer began, changed and ended" in_order "$work/mouse.trace" \
  "pan state to=began" "vc action name=panned sender=pan" "pan state to=changed" "pan state to=ended"
check "Alt + drag: two fingers pinch the pinch view" in_order "$work/mouse.trace" \
  "pinch touchesBegan touches=1,2" "pinch state to=began" "pinch state to=changed" "pinch state to=ended"
check "every touch a responder saw begin ended or was cancelled once" balanced "$work/mouse.trace"
check "two screenshots were written" test -f "$work/responder-play-2.png"
if [ -f "$work/responder-play-2.png" ]; then
  shot="$work/responder-play-2.png"
  check "screenshot: the app alone is 600 × 600" test "$(identify -format '%wx%h' "$shot")" = "600x600"
  check "screenshot: the tap view is blue at (40, 160)" colour_at "$shot" 40 160 "#4A90D9"
  check "screenshot: the button is orange at (200, 120)" colour_at "$shot" 200 120 "#F5A623"
  check "screenshot: the pinch view is purple at (100, 380)" colour_at "$shot" 100 380 "#BD10E0"
  check "screenshot: the pan view is green at (300, 560)" colour_at "$shot" 300 560 "#7ED321"
  check "screenshot: the root view is light grey at (5, 590)" colour_at "$shot" 5 590 "#EEEEEE"
  # W1/W2: the checkbox's drawing (a tick from (8, 20) to (16, 30) to (32, 10), 3 pt wide, in
  # the pinch view at (320, 220)) is painted with Cairo over its white fill.
  check "screenshot: the checkbox's drawn tick is blue at (344, 240)" colour_at "$shot" 344 240 "#007AFF"
  check "screenshot: the checkbox is white beside its tick at (350, 250)" colour_at "$shot" 350 250 "#FFFFFF"
  with="$work/responder-play-1.png"
  check "screenshot with the overlay: the panel is right of the app" \
    test "$(identify -format '%w' "$with")" -gt 600
  check "screenshot with the overlay: the panel is dark at (1070, 590)" colour_at "$with" 1070 590 "#18181C"
  check "screenshot with the overlay: the app is unchanged under it" colour_at "$with" 200 120 "#F5A623"
fi

echo "== scrolling: the wheel and a mouse drag (xdotool)"
# The scroll view is at (400, 20), 180 × 560, with 960 pt of content: six 120-pt buttons 40 pt
# apart from 20 pt down. The point (490, 150) shows content point 130 + the offset: the first
# button (red) at offset 0, the second (yellow) at 80, the fourth (dark green) at 400, the end.
"$play" "$example" --trace "$work/scroll.trace" --screenshots "$work/scroll" --no-overlay --quit-after 7 \
  >"$work/scroll.out" 2>&1 &
player=$!
mkdir -p "$work/scroll"
window=$(xdotool search --sync --onlyvisible --name "responder-play" | head -n 1)
xdotool mousemove --window "$window" 10 10 && xdotool windowfocus --sync "$window" 2>/dev/null || true
sleep 0.5
xdotool key F2   # 1: before
sleep 0.3
# Two notches of the wheel towards the user (X button 5): 40 pt each, shown at once.
xdotool mousemove --window "$window" 490 300 click 5
sleep 0.3
xdotool click 5
sleep 0.3
xdotool key F2   # 2: after the wheel
sleep 0.3
# A quick drag up in the scroll view's margin, beside the buttons: far past the end, so the
# release returns to the end (offset 400) whatever the speed.
xdotool mousemove --window "$window" 570 500 mousedown 1
for y in 450 400 350 300 250 200 150 100; do sleep 0.02; xdotool mousemove --window "$window" 570 "$y"; done
xdotool mouseup 1
sleep 2.5        # the motion back to the end runs on the live clock
xdotool key F2   # 3: after the drag
wait "$player" || { echo "responder-play failed:"; cat "$work/scroll.out"; exit 1; }
player=""

check "wheel: each notch is a scroll event the scroll view's pan takes, 40 pt" in_order "$work/scroll.trace" \
  "scroller.pan state to=began" "scroller scroll event=didScroll offset=0,40" "scroller.pan state to=ended" \
  "scroller.pan state to=began" "scroller scroll event=didScroll offset=0,80" "scroller.pan state to=ended"
check "wheel: no button in the scroll view got a touch" \
  bash -c "! grep -q '^item[0-9] touchesBegan' '$work/scroll.trace'"
check "drag: the scroll view dragged, and its release came back to the end" in_order "$work/scroll.trace" \
  "scroller scroll event=willBeginDragging" "scroller scroll event=didEndDragging decelerate=true" \
  "scroller scroll event=willBeginDecelerating" "scroller scroll event=didScroll offset=0,400" \
  "scroller scroll event=didEndDecelerating"
check "every touch a responder saw begin ended or was cancelled once" balanced "$work/scroll.trace"
for n in 1 2 3; do check "scrolling: screenshot $n was written" test -f "$work/scroll/responder-play-$n.png"; done
if [ -f "$work/scroll/responder-play-3.png" ]; then
  check "screenshot before scrolling: the first button (red) at (490, 150)" \
    colour_at "$work/scroll/responder-play-1.png" 490 150 "#D0021B"
  check "screenshot after two wheel notches: the second button (yellow) at (490, 150)" \
    colour_at "$work/scroll/responder-play-2.png" 490 150 "#F8E71C"
  check "screenshot after the drag: the fourth button (dark green) at (490, 150)" \
    colour_at "$work/scroll/responder-play-3.png" 490 150 "#417505"
  check "screenshot after the drag: the content is clipped above the scroll view, at (490, 10)" \
    colour_at "$work/scroll/responder-play-3.png" 490 10 "#EEEEEE"
  check "screenshot before scrolling: the content is clipped below the scroll view, at (490, 590)" \
    colour_at "$work/scroll/responder-play-1.png" 490 590 "#EEEEEE"
fi

echo "== the mouse as a pointer: hover and a right click (xdotool)"
"$play" "$example" --trace "$work/pointer.trace" --screenshots "$work/pointer" --no-overlay --quit-after 8 \
  >"$work/pointer.out" 2>&1 &
player=$!
mkdir -p "$work/pointer"
window=$(xdotool search --sync --onlyvisible --name "responder-play" | head -n 1)
xdotool mousemove --window "$window" 10 590 && xdotool windowfocus --sync "$window" 2>/dev/null || true
sleep 0.5
# Hover over the button (inside the tap view): the tap view's hover recognizer begins and the
# button takes its hover colour.
xdotool mousemove --window "$window" 150 90
sleep 0.1
xdotool mousemove --window "$window" 200 100
sleep 0.4
xdotool key F2   # 1: hovering the button
sleep 0.3
# A right click on the tap view, away from the button: a touch of the pointer with the
# secondary button, which the tap recognizer (primary only) does not take.
xdotool mousemove --window "$window" 40 160 click 3
sleep 0.4
# Out of the hover recognizer's view, onto the root: hover ends, the button's colour comes back.
xdotool mousemove --window "$window" 10 590
sleep 0.4
xdotool key F2   # 2: hovering nothing
sleep 0.3
# A right click on the pan view opens its context menu at once (M6), drawn as a list of its
# item titles (Copy, Share, Delete; 28 pt each) from the click; a left click on Share chooses it.
xdotool mousemove --window "$window" 100 500 click 3
sleep 0.5
xdotool key F2   # 3: the menu
sleep 0.3
xdotool mousemove --window "$window" 150 542 click 1
sleep 0.5
xdotool key F2   # 4: the menu gone
wait "$player" || { echo "responder-play failed:"; cat "$work/pointer.out"; exit 1; }
player=""
check "hover: the tap view's hover recognizer began, changed and ended, with its action" in_order \
  "$work/pointer.trace" "hover state to=began" "vc action name=hovered sender=hover" "hover state to=changed" \
  "hover state to=ended" "hover reset"
check "right click: the tap view got the pointer's touch (finger -1)" in_order "$work/pointer.trace" \
  "tapView touchesBegan touches=-1" "tapView touchesEnded touches=-1"
check "right click: the tap recognizer (primary button) did not take it" \
  bash -c "! grep -q 'vc action name=viewTap' '$work/pointer.trace' && ! grep -q 'tap touchesBegan' '$work/pointer.trace'"
check "hover never calls touches: no touch before the right click" \
  bash -c "[ \"\$(grep -m1 -n 'touchesBegan' '$work/pointer.trace' | cut -d: -f2-)\" = 'tapView touchesBegan touches=-1' ]"
check "every touch a responder saw begin ended or was cancelled once" balanced "$work/pointer.trace"
check "right click: the pan view's context menu opened at once, compact" in_order "$work/pointer.trace" \
  "panView touchesBegan touches=-1" "panView.contextMenu configurationForMenu at=80,80" \
  "panView.contextMenu willDisplayMenu"
check "menu: a click on Share chose it and the menu ended" in_order "$work/pointer.trace" \
  "panView.contextMenu willDisplayMenu" "panView.contextMenu menuAction title=Share" "panView.contextMenu willEnd"
for n in 1 2 3 4; do check "pointer: screenshot $n was written" test -f "$work/pointer/responder-play-$n.png"; done
if [ -f "$work/pointer/responder-play-4.png" ]; then
  check "screenshot of the menu: its list is white at (230, 575), over the pan view" \
    colour_at "$work/pointer/responder-play-3.png" 230 575 "#FFFFFF"
  check "screenshot after choosing: the pan view is green again there" \
    colour_at "$work/pointer/responder-play-4.png" 230 575 "#7ED321"
fi
if [ -f "$work/pointer/responder-play-2.png" ]; then
  check "screenshot while hovering: the button has its hover colour at (200, 120)" \
    colour_at "$work/pointer/responder-play-1.png" 200 120 "#FFD27F"
  check "screenshot after the hover: the button is orange again at (200, 120)" \
    colour_at "$work/pointer/responder-play-2.png" 200 120 "#F5A623"
fi

echo "== synthetic touch-screen fingers (SDL_PushEvent)"
cat >"$work/fingers.push" <<'PUSH'
# Two fingers on the pinch view move apart and turn: pinch and rotation together.
0.3 finger down 11 150 300
0.3 finger down 12 250 300
0.4 finger move 11 130 290
0.4 finger move 12 270 310
0.5 finger move 11 100 270
0.5 finger move 12 300 330
0.6 finger up 11 100 270
0.6 finger up 12 300 330
# One finger taps the button.
0.8 finger down 13 200 100
0.85 finger up 13 200 100
1.0 key F2
1.3 quit
PUSH
"$play" "$example" --trace "$work/fingers.trace" --screenshots "$work/fingers" --push "$work/fingers.push" \
  >"$work/fingers.out" 2>&1 || { echo "responder-play failed:"; cat "$work/fingers.out"; exit 1; } &
mkdir -p "$work/fingers"
wait $!
check "two fingers: pinch and rotation are recognized together" in_order "$work/fingers.trace" \
  "pinch touchesBegan touches=3" "pinch touchesBegan touches=4" "pinch state to=began" "rotation state to=began" \
  "pinch state to=ended" "rotation state to=ended"
check "a finger tap on the button fires its action" in_order "$work/fingers.trace" \
  "button event name=touchUpInside" "vc action name=buttonTapped sender=button"
check "every finger a responder saw begin ended or was cancelled once" balanced "$work/fingers.trace"
check "the screenshot key pushed as an SDL event wrote a picture" test -f "$work/fingers/responder-play-1.png"

echo "== a list: a click selects a row, a leftward drag opens its action, a drag up scrolls (xdotool)"
list="$(cd ../.. && pwd)/Examples/list-playground.json"
"$play" "$list" --trace "$work/list.trace" --screenshots "$work/list" --no-overlay --quit-after 7 \
  >"$work/list.out" 2>&1 &
player=$!
mkdir -p "$work/list"
window=$(xdotool search --sync --onlyvisible --name "responder-play" | head -n 1)
xdotool mousemove --window "$window" 10 590 && xdotool windowfocus --sync "$window" 2>/dev/null || true
sleep 0.5
xdotool key F2   # 1: the rows before any touch, for their titles
sleep 0.3
# Row 2 spans y 120-180.
xdotool mousemove --window "$window" 300 150 click 1
sleep 0.5
# A leftward drag on row 1 (y 60-120) opens its trailing action; a click on it runs it.
xdotool mousemove --window "$window" 560 90 mousedown 1
for x in 540 510 470 420 360; do sleep 0.03; xdotool mousemove --window "$window" "$x" 90; done
xdotool mouseup 1
sleep 0.6
xdotool mousemove --window "$window" 585 90 click 1
sleep 0.5
# A drag up from row 6 scrolls the list and selects nothing.
xdotool mousemove --window "$window" 300 400 mousedown 1
for y in 390 370 340 300 250 200; do sleep 0.03; xdotool mousemove --window "$window" 300 "$y"; done
xdotool mouseup 1
sleep 0.5
xdotool key F2
wait "$player" || true
player=""
check "list: the click highlighted row 2 and selected it" in_order "$work/list.trace" \
  "table.delegate didHighlightRowAt row=0,2" "table.delegate didUnhighlightRowAt row=0,2" \
  "table.delegate didSelectRowAt row=0,2"
check "list: the leftward drag opened row 1's action, and the click ran it" in_order "$work/list.trace" \
  "table.delegate trailingSwipeActionsConfigurationForRowAt row=0,1 actions=Delete" \
  "table.delegate willBeginEditingRowAt row=0,1" "table.delegate swipeAction title=Delete row=0,1"
check "list: the drag up scrolled the list" in_order "$work/list.trace" \
  "table.pan state to=began" "table scroll event=willBeginDragging"
check "list: the drag selected nothing (L6)" bash -c "! grep -q 'didSelectRowAt row=0,6' '$work/list.trace'"
check "every touch a responder saw begin ended or was cancelled once" balanced "$work/list.trace"
check "list: two screenshots were written" test -f "$work/list/responder-play-2.png"
# The rows' titles are read back from the first screenshot: each row's label (x 16, 568 wide,
# the row's 60 pt high, L1's cell layout) is compared with a label showing the expected title,
# painted as the window paints it (responder-play --sample-text), over the row's own colour.
# The crop leaves out the row's edges; the fuzz allows for rounding in SDL's blending.
differing() {  # differing A.png B.png: how many pixels differ
  compare -metric AE -fuzz 3% "$1" "$2" null: 2>&1 | awk '{ printf "%d", $1 }'
}
title_at() {  # title_at SCREENSHOT ROW TITLE: whether the row shows TITLE
  local top=$(($2 * 60)) background
  background=$(pixel "$1" 20 $((top + 4)) | tr -d '#')
  "$play" --sample-text "$3" --size 568,60 --background "$background" --out "$work/sample.png" || return 1
  convert "$work/sample.png" -crop 568x56+0+2 +repage "$work/expected.png"
  convert "$1" -crop "568x56+16+$((top + 2))" +repage "$work/shown.png"
  local count
  count=$(differing "$work/expected.png" "$work/shown.png")
  [ "$count" -le 12 ] || { echo "     row $2: $count pixels differ from \"$3\""; return 1; }
}
not_title_at() { ! title_at "$@" >/dev/null; }
if [ -f "$work/list/responder-play-1.png" ]; then
  rows="$work/list/responder-play-1.png"
  check "list screenshot: row 0 shows its title, Inbox" title_at "$rows" 0 Inbox
  check "list screenshot: row 1 shows its title, Drafts" title_at "$rows" 1 Drafts
  check "list screenshot: row 2 shows its title, Sent" title_at "$rows" 2 Sent
  check "list screenshot: the comparison tells titles apart (row 1 is not Sent)" not_title_at "$rows" 1 Sent
fi

echo "== the app shell: a sheet over a navigation bar and a tab bar; a dimming tap, then a tab (xdotool)"
# Examples/shell-playground.json: a tab bar controller (tabs Mail and Settings, 49 pt at the
# bottom) whose Mail tab is a navigation controller showing Inbox (its bar 44 pt at the top,
# its title's label from x 8, a Compose item on the right), and a sheet at its medium detent
# presented over them: the sheet covers the lower half, a dimming view the upper.
shell="$(cd ../.. && pwd)/Examples/shell-playground.json"
"$play" "$shell" --trace "$work/shell.trace" --screenshots "$work/shell" --no-overlay --quit-after 6 \
  >"$work/shell.out" 2>&1 &
player=$!
mkdir -p "$work/shell"
window=$(xdotool search --sync --onlyvisible --name "responder-play" | head -n 1)
xdotool mousemove --window "$window" 10 10 && xdotool windowfocus --sync "$window" 2>/dev/null || true
sleep 0.8
xdotool key F2   # 1: the sheet
sleep 0.3
# A click on the dimming view above the sheet dismisses it (Q9, Q12).
xdotool mousemove --window "$window" 300 100 click 1
sleep 1.2
xdotool key F2   # 2: the navigation bar and the tab bar, Mail selected
sleep 0.3
# A click on the Settings tab (the right half of the tab bar) switches to it (N14).
xdotool mousemove --window "$window" 450 575 click 1
sleep 0.8
xdotool key F2   # 3: Settings selected
wait "$player" || { echo "responder-play failed:"; cat "$work/shell.out"; exit 1; }
player=""
check "shell: the dimming tap dismissed the sheet" in_order "$work/shell.trace" \
  "sheet.dimmingTap state to=recognized" "sheet viewWillDisappear animated=true" "sheet viewDidDisappear animated=true"
check "shell: the click on the Settings tab switched to it" in_order "$work/shell.trace" \
  "settings.tab event name=touchUpInside" "tabs shouldSelect controller=settings" "settings viewDidAppear animated=false" \
  "tabs didSelect controller=settings"
check "every touch a responder saw begin ended or was cancelled once" balanced "$work/shell.trace"
for n in 1 2 3; do check "shell: screenshot $n was written" test -f "$work/shell/responder-play-$n.png"; done
# Pixels near a colour (15% fuzz: the titles' antialiased text) in a region WxH+X+Y.
near() {  # near SCREENSHOT GEOMETRY COLOUR: how many pixels
  convert "$1" -crop "$2" +repage -fuzz 15% -fill '#000000' -opaque "$3" -fill '#FFFFFF' +opaque '#000000' \
    -format '%[fx:int((1-mean)*w*h+0.5)]' info:
}
some() { [ "$(near "$1" "$2" "$3")" -ge 20 ] || { echo "     $(near "$1" "$2" "$3") pixels near $3 in $2"; return 1; }; }
none() { [ "$(near "$1" "$2" "$3")" -le 2 ] || { echo "     $(near "$1" "$2" "$3") pixels near $3 in $2"; return 1; }; }
# The bar's title is read back as the list's row titles are: its label (left-aligned, 44 pt
# high) against a label showing the expected title, over the bar's own colour.
bar_title() {  # bar_title SCREENSHOT TITLE: whether the navigation bar's title is TITLE
  local background
  background=$(pixel "$1" 300 5 | tr -d '#')
  "$play" --sample-text "$2" --size 200,44 --background "$background" --out "$work/sample.png" || return 1
  convert "$work/sample.png" -crop 200x40+0+2 +repage "$work/expected.png"
  convert "$1" -crop 200x40+8+2 +repage "$work/shown.png"
  local count
  count=$(differing "$work/expected.png" "$work/shown.png")
  [ "$count" -le 12 ] || { echo "     bar title: $count pixels differ from \"$2\""; return 1; }
}
not_bar_title() { ! bar_title "$@" >/dev/null; }
if [ -f "$work/shell/responder-play-3.png" ]; then
  sheet="$work/shell/responder-play-1.png"
  bars="$work/shell/responder-play-2.png"
  switched="$work/shell/responder-play-3.png"
  check "shell screenshot of the sheet: the sheet (orange) fills the lower half, over the tab bar" \
    colour_at "$sheet" 150 575 "#F5A623"
  check "shell screenshot of the sheet: above it, the Inbox content's blue is dimmed (20% black)" \
    colour_at "$sheet" 300 150 "#3B73AE"
  check "shell screenshot after the dismissal: the Inbox content is blue" colour_at "$bars" 300 300 "#4A90D9"
  check "shell screenshot: the navigation bar is drawn in the bar's grey at (300, 5)" colour_at "$bars" 300 5 "#F9F9F9"
  check "shell screenshot: the navigation bar shows its title, Inbox" bar_title "$bars" Inbox
  check "shell screenshot: the comparison tells bar titles apart (the title is not Mail)" \
    not_bar_title "$bars" Mail
  check "shell screenshot: the bar's Compose item shows its title in blue" some "$bars" 90x40+505+2 "#007AFF"
  check "shell screenshot: the tab bar is drawn in the bar's grey at (450, 560)" colour_at "$bars" 450 560 "#F9F9F9"
  check "shell screenshot: the selected Mail tab's title is blue" some "$bars" 300x48+0+552 "#007AFF"
  check "shell screenshot: the Settings tab's title is grey, not blue" some "$bars" 300x48+300+552 "#8E8E93"
  check "shell screenshot: no blue in the Settings tab before the click" none "$bars" 300x48+300+552 "#007AFF"
  check "shell screenshot after the tab click: the Settings content is green" colour_at "$switched" 300 300 "#7ED321"
  check "shell screenshot after the tab click: the Settings tab's title is blue" \
    some "$switched" 300x48+300+552 "#007AFF"
  check "shell screenshot after the tab click: no blue in the Mail tab" none "$switched" 300x48+0+552 "#007AFF"
fi

echo "== a bad file is reported, not played"
if "$play" /nonexistent.json >"$work/bad.out" 2>&1; then
  check "a missing file exits non-zero" false
else
  check "a missing file exits non-zero with the file named" grep -q "nonexistent.json" "$work/bad.out"
fi

if [ "$failures" -ne 0 ]; then
  echo "$failures end-to-end check(s) failed; traces follow" >&2
  for f in "$work"/*.trace; do echo "--- $f"; grep -v 'hitTest\|pointInside' "$f"; done
  exit 1
fi
echo "all end-to-end checks passed"

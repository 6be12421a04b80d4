#!/usr/bin/env bash
# Opens a generated timeline (`responder timeline`) in headless Chromium, as a user's browser
# would: the page must draw its lanes, run its script without an error, and show a picture.
# Uses the `responder` binary CI already built (debug, or release with RESPONDER=...); installs
# Debian's `chromium` only when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

responder="${RESPONDER:-.build/debug/responder}"
scenario="${1:-Examples/playground.json}"
if [ ! -x "$responder" ]; then
  echo "timeline-check: no $responder; build it first (swift build)" >&2
  exit 1
fi
if ! command -v chromium >/dev/null 2>&1; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends chromium >/dev/null
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
page="$work/timeline.html"
"$responder" timeline "$scenario" --out "$page" >/dev/null
lanes=$(grep -o 'class="lane"' "$page" | wc -l)
if [ "$lanes" -lt 2 ]; then
  echo "timeline-check: $page has $lanes lanes" >&2
  exit 1
fi

# Chromium wants a writable home and profile; each run gets its own.
browser=(chromium --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir="$work/profile"
  --window-size=1200,900)
HOME="$work" timeout 90 "${browser[@]}" --screenshot="$work/shot.png" "file://$page" >"$work/shot.log" 2>&1 || {
  cat "$work/shot.log" >&2
  exit 1
}
# The DOM after the page's script ran, and the console (an uncaught error is logged there).
HOME="$work" timeout 90 "${browser[@]}" --enable-logging=stderr --v=0 --dump-dom "file://$page" \
  >"$work/dom.html" 2>"$work/console.log" || {
  cat "$work/console.log" >&2
  exit 1
}
if grep -E "Uncaught|CONSOLE.*(Error|error)" "$work/console.log"; then
  echo "timeline-check: the page's script failed" >&2
  exit 1
fi

python3 - "$work/shot.png" "$work/dom.html" "$lanes" <<'PY'
import re, struct, sys, zlib

shot, dom_path, lanes = sys.argv[1], sys.argv[2], int(sys.argv[3])
dom = open(dom_path, encoding="utf-8").read()
body = re.search(r"<body([^>]*)>", dom)
attributes = dict(re.findall(r'(data-[a-z]+)="([^"]*)"', body.group(1) if body else ""))
if attributes.get("data-ok") != "1":
    sys.exit("timeline-check: the page's script did not finish (no data-ok on body)")
if int(attributes.get("data-lanes", "0")) != lanes or dom.count('class="lane"') != lanes:
    sys.exit(f"timeline-check: the browser drew {attributes.get('data-lanes')} lanes, the file has {lanes}")
if int(attributes.get("data-items", "0")) < lanes:
    sys.exit("timeline-check: too few items drawn")

# The screenshot: a PNG whose rows are not all alike (the lanes and marks are drawn).
data = open(shot, "rb").read()
if data[:8] != b"\x89PNG\r\n\x1a\n":
    sys.exit("timeline-check: the screenshot is not a PNG")
position, idat, header = 8, b"", None
while position < len(data):
    length, kind = struct.unpack(">I4s", data[position:position + 8])
    chunk = data[position + 8:position + 8 + length]
    if kind == b"IHDR":
        header = struct.unpack(">IIBBBBB", chunk)
    elif kind == b"IDAT":
        idat += chunk
    position += 12 + length
width, height, depth, colour = header[:4]
channels = {2: 3, 6: 4, 0: 1, 4: 2}[colour]
stride = width * channels * depth // 8
raw = zlib.decompress(idat)
rows, previous = [], bytearray(stride)
for y in range(height):
    kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
    for i in range(stride):
        left = line[i - channels] if i >= channels else 0
        up, corner = previous[i], previous[i - channels] if i >= channels else 0
        if kind == 1: line[i] = (line[i] + left) & 255
        elif kind == 2: line[i] = (line[i] + up) & 255
        elif kind == 3: line[i] = (line[i] + (left + up) // 2) & 255
        elif kind == 4:
            p = left + up - corner
            pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
            line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
    rows.append(bytes(line))
    previous = line
distinct_rows = len(set(rows))
colours = {rows[y][x:x + 3] for y in range(0, height, 4) for x in range(0, stride, channels * 4)}
if distinct_rows < 50 or len(colours) < 8:
    sys.exit(f"timeline-check: the screenshot looks blank ({distinct_rows} distinct rows, {len(colours)} colours)")
print(f"timeline-check: {lanes} lanes, {attributes['data-items']} items drawn; screenshot {width}×{height}, "
      f"{distinct_rows} distinct rows, {len(colours)} colours")
PY

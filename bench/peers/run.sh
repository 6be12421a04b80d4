#!/usr/bin/env bash
# Builds and runs the GTK4 peer on responder-bench's trees and points, under Xvfb.
# Installs Debian's libgtk-4-dev and xvfb when they are missing.
set -euo pipefail
cd "$(dirname "$0")"
root=$(cd ../.. && pwd)
if ! pkg-config --exists gtk4 || ! command -v xvfb-run >/dev/null; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libgtk-4-dev xvfb xauth >/dev/null
fi
build=$(mktemp -d)
cc -O2 -o "$build/gtk_pick" gtk_pick.c $(pkg-config --cflags --libs gtk4)
(cd "$root" && swift run -c release responder-bench --emit-trees "$build/trees" >/dev/null)
for tree in ${TREES:-balanced-100 balanced-1000 balanced-10000 balanced-100000 flat-100 flat-1000 flat-10000 deep-10000}; do
  printf '%s ' "$tree"
  GDK_BACKEND=x11 xvfb-run -a -s "-screen 0 2200x2200x24" "$build/gtk_pick" "$build/trees/$tree.txt" \
    "$build/trees/points.txt" 2>/dev/null
done

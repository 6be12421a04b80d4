#!/usr/bin/env bash
# Builds ResponderKit's documentation (Sources/ResponderKit/ResponderKit.docc) with the
# toolchain's docc, from the library's symbol graphs. Any docc warning (a broken link, an
# unknown symbol, a malformed page) fails the build.
#
#   Scripts/docs.sh              build into .build/docs/site and print the coverage summary
#   Scripts/docs.sh --serve      build, then serve it at http://localhost:8000/documentation/responderkit/
#
# Environment: DOCS_BUILD_PATH (default .build/docs) is the SwiftPM build path, kept apart from
# the default .build so that building the docs never invalidates an ordinary build.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v docc >/dev/null 2>&1; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi

build_path="${DOCS_BUILD_PATH:-.build/docs}"
graphs="$build_path/symbol-graphs"
site="$build_path/site"

# RESPONDERKIT_DOCUMENTATION leaves out the module's re-export of Foundation, whose symbols would
# otherwise join ResponderKit's (Sources/ResponderKit/Support/Foundation+Reexport.swift).
# The compiler writes the symbol graphs as it compiles the module, so an up-to-date build
# writes none: keep the folder between runs, and force a compile when it has no graph.
build_docs_module() {
  mkdir -p "$graphs"
  swift build --target ResponderKit --build-path "$build_path" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
    -Xswiftc -symbol-graph-skip-synthesized-members -Xswiftc -emit-extension-block-symbols \
    -Xswiftc -DRESPONDERKIT_DOCUMENTATION 2>&1 | tail -n 1
}
build_docs_module
if [ ! -f "$graphs/ResponderKit.symbols.json" ]; then
  rm -rf "$build_path"/*/ResponderKit.build
  build_docs_module
fi

rm -rf "$site"
docc convert Sources/ResponderKit/ResponderKit.docc \
  --additional-symbol-graph-dir "$graphs" \
  --output-path "$site" \
  --fallback-display-name ResponderKit \
  --fallback-bundle-identifier org.responderkit.ResponderKit \
  --transform-for-static-hosting \
  --warnings-as-errors \
  --experimental-documentation-coverage --coverage-summary-level brief

echo "documentation: $site (open documentation/responderkit/index.html through a web server)"

if [ "${1:-}" = "--serve" ]; then
  echo "serving at http://localhost:8000/documentation/responderkit/"
  cd "$site" && exec python3 -m http.server 8000
fi

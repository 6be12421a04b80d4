#!/usr/bin/env bash
# Runs the suite under the address sanitizer, then the suites that run code off the main thread
# under the thread sanitizer (the live clock's timers and host loop, deinit isolation, the XCTest
# main-actor bridge; everything else runs on the main actor, where the thread sanitizer has no
# race to find). Each builds the whole package again, with its own build path; together they
# take longer than CI's time allows, so `.ci/run` fuzzes under the address sanitizer instead.
# Run it after changing unsafe storage (UnsafeLink, unchecked exclusivity), LiveClock,
# DeinitIsolation or the test kit's XCTest bridge.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
# The corpus check type-checks files with the compiler, which no sanitizer instruments. The
# random-app property tests run 250 cases here (2,000 in the plain run).
echo "== the suite under the address sanitizer"
ASAN_OPTIONS=detect_leaks=0 RESPONDERKIT_PROPERTY_CASES=250 swift test --sanitize=address --build-path .build/asan \
  --skip CorpusCheckTests 2>&1 | tail -n 3
echo "== the suites that run code off the main thread under the thread sanitizer"
swift test --sanitize=thread --build-path .build/tsan \
  --filter "ClockTests|SubclassDeinitTests|MainActorXCTestTests|ApplicationTests" 2>&1 | tail -n 3

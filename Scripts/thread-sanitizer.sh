#!/usr/bin/env bash
# Runs the suites that run code off the main thread under the thread sanitizer: the live clock's
# timers and host loop, deinit isolation, and the XCTest main-actor bridge. Everything else runs
# on the main actor, where the thread sanitizer has no race to find. Run it after changing
# LiveClock, DeinitIsolation or the test kit's XCTest bridge; `.ci/run` leaves it out for time
# (it builds the whole package a third time) and runs the address sanitizer over everything.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
swift test --sanitize=thread --build-path .build/tsan \
  --filter "ClockTests|SubclassDeinitTests|MainActorXCTestTests|ApplicationTests" 2>&1 | tail -n 3

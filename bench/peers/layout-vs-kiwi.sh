#!/usr/bin/env bash
# Times responder-bench's layout workloads and kiwisolver (the C++ Cassowary solver behind the
# Python package) on the same 1,000-view system, one after the other in one run, and prints the
# medians and their ratios. Manual: CI does not run it. Installs kiwisolver from PyPI when it is
# missing. SOLVES and EDITS set the repetitions; VIEWS the size of the system.
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 -c 'import kiwisolver' 2>/dev/null || python3 -m pip install --quiet kiwisolver
solves=${SOLVES:-9}
edits=${EDITS:-2000}
views=${VIEWS:-1000}
swift build -c release --product responder-bench >/dev/null
bench=.build/release/responder-bench
median() { sed -n 's/.*median-us \([0-9.]*\).*/\1/p'; }
ours_solve=$($bench --workload layoutsolve --units "$solves" --prepared "$solves" --views "$views" --timing | median)
ours_edit=$($bench --workload layoutconstant --units "$edits" --views "$views" --timing | median)
kiwi=$(python3 bench/peers/kiwi_layout.py --views "$views" --solves "$solves" --edits "$edits")
kiwi_solve=$(grep 'kiwi layoutsolve' <<<"$kiwi" | median)
kiwi_edit=$(grep 'kiwi layoutconstant' <<<"$kiwi" | median)
printf '%-44s %12s %12s %7s\n' "median wall-clock, $views views" "ResponderKit" "kiwi" "ratio"
awk -v a="$ours_solve" -v b="$kiwi_solve" \
  'BEGIN { printf "%-44s %9.1f us %9.1f us %6.2fx\n", "full solve (layoutsolve)", a, b, a / b }'
awk -v a="$ours_edit" -v b="$kiwi_edit" \
  'BEGIN { printf "%-44s %9.1f us %9.1f us %6.2fx\n", "one constant + pass (layoutconstant)", a, b, a / b }'

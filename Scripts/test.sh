#!/usr/bin/env bash
# The whole test suite: lint the formatting, build with warnings as errors, every test target, then the DocC
# documentation (Scripts/docs.sh).
# Ends with one plain line: "scenec tests: N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/format.sh --lint
swift build --build-tests -Xswiftc -warnings-as-errors
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
swift test --skip-build 2>&1 | tee "$log" || status=$?
# The DocC catalogues must build without warnings.
bash Scripts/docs.sh || status=1
passed=$(grep -cE '^✔ Test .*(passed|with [0-9]+ test cases passed)' "$log" || true)
failed=$(grep -cE '^✘ Test .* failed' "$log" || true)
echo "scenec tests: ${passed} passed, ${failed} failed"
exit "$status"

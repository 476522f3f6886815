#!/usr/bin/env bash
# The whole test suite: lint the formatting, build with warnings as errors, every test target, then the DocC
# documentation (Scripts/docs.sh) and, when SCENEC_IOS_SDK names an iOS SDK, the iOS type-check
# (Scripts/ios-typecheck.sh).
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
# The iOS side type-checked against a real iOS SDK, where one is given (CI has none).
if [[ -n "${SCENEC_IOS_SDK:-}" ]]; then
    bash Scripts/ios-typecheck.sh || status=1
else
    echo "ios-typecheck: not run (set SCENEC_IOS_SDK to an iPhoneOS SDK to type-check ScenecUIKit for iOS)"
fi
# Tests run in parallel and their lines can run together, so counting lines that start with a mark varies from run
# to run: the total is swift-testing's own summary, the failures each failed test's one "failed after" line.
total=$(grep -oE 'Test run with [0-9]+ tests?' "$log" | tail -1 | grep -oE '[0-9]+' || true)
failed=$({ grep -oE '✘ Test [^✘✔◇↳]*failed after' "$log" || true; } | { grep -v '^✘ Test run with' || true; } | sort -u | wc -l)
if [[ -z "$total" ]]; then
    echo "scenec tests: no summary from swift test" >&2
    status=1
    total=0
fi
passed=$((total - failed))
echo "scenec tests: ${passed} passed, ${failed} failed"
exit "$status"

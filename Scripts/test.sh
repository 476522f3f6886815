#!/usr/bin/env bash
# The whole test suite: lint the formatting, build with warnings as errors, every test target, then the DocC
# documentation (Scripts/docs.sh) and, when SCENEC_IOS_SDK names an iOS SDK, the iOS type-check
# (Scripts/ios-typecheck.sh).
# Ends with the time of each step ("scenec test time: …": wall, user and system seconds, the CPU of every process a
# step ran included, and the load average at the start: on a shared machine the CPU seconds are what compares) and
# one plain line: "scenec tests: N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
load=$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo "?")
steps=()
# Runs a step ($1 its name, then its command) and records its times; its output and status are the command's.
timed() {
    local name=$1 timing status=0
    shift
    local TIMEFORMAT="%R %U %S"
    exec 3>&1 4>&2
    timing=$({ time "$@" 1>&3 2>&4; } 2>&1) || status=$?
    exec 3>&- 4>&-
    steps+=("$name $timing")
    return "$status"
}
# The four tests that build nested packages (one package at a time, in one scratch path) are the longest sequence of
# the tests step. On Linux the test binary therefore runs twice at once, as `swift test` runs it once (XCTest first,
# then swift-testing): the nested-package tests at normal priority, every other test at nice 10 (in a session of its
# own, below), so that the nested builds get the cores when they can use them and the other tests fill the rest (2
# cores: about the step's CPU time divided by two, instead of the nested sequence's length while a core idles;
# Benchmarks/README.md, item 9).
# Elsewhere (the bundle is run by Xcode's tools on macOS), `swift test` as before.
nested='MusicAppTests|InitPackageTests|RuntimeLinkTests|GeneratedPackageTests'
run_tests() {
    if [[ $(uname) != Linux ]]; then
        swift test --skip-build 2>&1 | tee "$log"
        return
    fi
    local bin=.build/debug/scenecPackageTests.xctest status=0
    "$bin" 2>&1 | tee "$log" || status=1
    # In a session of its own, at nice 10 as a whole: what these tests start (scenec, chromium, swiftc's frontends,
    # most of their CPU) does not keep its parent's nice (seen on Linux: Foundation's Process and the Swift driver start
    # children at 0), and where the kernel schedules each session as one group (autogroup, the default of Debian's and
    # Ubuntu's kernels) the group's nice (/proc/<pid>/autogroup) weighs all of it against the nested builds.
    setsid -w bash -c '{ echo 10 >/proc/self/autogroup; } 2>/dev/null; exec nice -n 10 "$@"' others \
        "$bin" --testing-library swift-testing --skip "$nested" >"$log.others" 2>&1 &
    local others=$!
    "$bin" --testing-library swift-testing --filter "$nested" 2>&1 | tee "$log.nested" || status=1
    wait "$others" || status=1
    cat "$log.others"
    # swift-testing colours its lines on its own; the summary below reads them plain.
    sed 's/\x1b\[[0-9;]*m//g' "$log.nested" "$log.others" >>"$log"
    return "$status"
}
timed lint bash Scripts/format.sh --lint
# The test product and what it depends on (every source target, scenec and scenec-generate included), not
# `--build-tests`: that builds every plugin's tools too, a second time for the host ("-tool" variants of scenec's
# compiler modules, scenec, scenec-generate, swift-argument-parser and its generate-manual and generate-docc-reference,
# DocC's SymbolKit and snippet-extract), which no test runs (the nested packages build their own).
timed build swift build --product scenecPackageTests -Xswiftc -warnings-as-errors
log=$(mktemp)
trap 'rm -f "$log" "$log.nested" "$log.others"' EXIT
status=0
timed tests run_tests || status=$?
# The DocC catalogues must build without warnings.
timed docs bash Scripts/docs.sh || status=1
# The iOS side type-checked against a real iOS SDK, where one is given (CI has none).
if [[ -n "${SCENEC_IOS_SDK:-}" ]]; then
    timed ios-typecheck bash Scripts/ios-typecheck.sh || status=1
else
    echo "ios-typecheck: not run (set SCENEC_IOS_SDK to an iPhoneOS SDK to type-check ScenecUIKit for iOS)"
fi
# Tests run in parallel and their lines can run together, so counting lines that start with a mark varies from run
# to run: the total is swift-testing's own summary, the failures each failed test's one "failed after" line.
# On Linux swift-testing ran twice (the nested-package tests and the others): the total is the sum of each run's own
# last summary line (a failed nested test may print a nested package's output, summary lines included).
run_total() { sed 's/\x1b\[[0-9;]*m//g' "$1" | grep -oE 'Test run with [0-9]+ tests?' | tail -1 | grep -oE '[0-9]+' || true; }
if [[ -s "$log.nested" ]]; then
    nested_total=$(run_total "$log.nested")
    others_total=$(run_total "$log.others")
    total=$([[ -n "$nested_total" && -n "$others_total" ]] && echo $((nested_total + others_total)) || true)
else
    total=$(run_total "$log")
fi
failed=$({ grep -oE '✘ Test [^✘✔◇↳]*failed after' "$log" || true; } | { grep -v '^✘ Test run with' || true; } | sort -u | wc -l)
if [[ -z "$total" ]]; then
    echo "scenec tests: no summary from swift test" >&2
    status=1
    total=0
fi
passed=$((total - failed))
echo "scenec test time (wall / user / system s; load average $load at the start):$(printf ' %s' "${steps[@]}" \
    | awk '{ for (i = 1; i <= NF; i += 4) printf " %s %s / %s / %s;", $i, $(i + 1), $(i + 2), $(i + 3) }')"
echo "scenec tests: ${passed} passed, ${failed} failed"
exit "$status"

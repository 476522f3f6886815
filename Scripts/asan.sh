#!/usr/bin/env bash
# Runs every test under AddressSanitizer.
#
#   Scripts/asan.sh [swift-test-option...]        # for example: --filter ScenecSyntaxTests
#
# - Release configuration: a debug ASan build spends more than 30 minutes on one file (the
#   large explanation tables in ScenecDiagnostics); release builds it in about 10 on 2 cores.
#   The tests do not use @testable, so release runs them all.
# - Leak detection is off by default (ASAN_OPTIONS=detect_leaks=0): LeakSanitizer reports
#   Swift's lazily initialised globals (the SceneSchema key tables), swift-foundation's
#   Data(contentsOf:) and Process, and XCTest, none of them scenec's leaks; every report makes
#   the scenec subprocesses the CLI tests run exit 1. Set ASAN_OPTIONS to override.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
export SWIFT_BACKTRACE=enable=no   # Swift's backtracer would trip ASan on a crash
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
exec swift test -c release --scratch-path .build-asan --sanitize=address "$@"

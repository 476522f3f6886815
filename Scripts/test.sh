#!/usr/bin/env bash
# The whole test suite: build with warnings as errors, then every test target.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests -Xswiftc -warnings-as-errors
swift test --skip-build

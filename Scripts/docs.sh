#!/usr/bin/env bash
# The API documentation of ScenecRuntime and ScenecUIKit (DocC catalogues), built with swift-docc-plugin.
# Fails on any DocC warning (a broken symbol link, an undocumented parameter). Output: .build/plugins/Swift-DocC.
set -euo pipefail
cd "$(dirname "$0")/.."
# The modules are built with Scripts/test.sh's flags (-warnings-as-errors), so that after its build nothing is compiled
# again: without them the symbol graphs' build compiled ScenecRuntime, ScenecUIKit, the stand-in, ScenecUIPlans and
# ScenecUIKitPlatform again, 86 files (Benchmarks/README.md, "The test suite's time").
swift package -Xswiftc -warnings-as-errors generate-documentation --target ScenecUIKit --target ScenecRuntime \
    --warnings-as-errors

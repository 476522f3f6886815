#!/usr/bin/env bash
# The API documentation of ScenecRuntime and ScenecUIKit (DocC catalogues), built with swift-docc-plugin.
# Fails on any DocC warning (a broken symbol link, an undocumented parameter). Output: .build/plugins/Swift-DocC.
set -euo pipefail
cd "$(dirname "$0")/.."
swift package generate-documentation --target ScenecUIKit --target ScenecRuntime --warnings-as-errors

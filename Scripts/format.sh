#!/usr/bin/env bash
# Formats the Swift sources with the project's .swift-format (the toolchain's `swift format`), or with
# --lint only checks them (exit 1 on any finding). Goldens are never touched: they are generated output.
set -euo pipefail
cd "$(dirname "$0")/.."
files=()
while IFS= read -r -d '' file; do files+=("$file"); done < <(
    find Sources Plugins Tests Benchmarks/Sources Fuzz/Sources Package.swift -name '*.swift' \
        -not -path '*/Golden/*' -not -path '*/Fixtures/*' -not -path '*/.build*' -print0 | sort -z)
if [ "${1:-}" = "--lint" ]; then
    swift format lint --strict --parallel "${files[@]}"
else
    swift format format --in-place --parallel "${files[@]}"
fi

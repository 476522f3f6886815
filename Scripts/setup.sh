#!/usr/bin/env bash
# One-time set-up of a fresh Debian/Ubuntu machine for building and testing scenec:
# libyaml (required), pkg-config, graphviz and librsvg2-bin (the tests render graphs with `dot`
# and SVG wireframes with `rsvg-convert`), chromium (the tests open `scenec preview` pages in headless
# Chromium and click through them) and check-jsonschema (the tests check the scene JSON Schema and
# the SARIF output with it). The tests fail, naming this script, when a tool is missing.
# Safe to run again: it installs only what is missing, then checks that every tool runs.
set -euo pipefail

packages=(libyaml-dev pkg-config graphviz librsvg2-bin chromium)
missing=()
for package in "${packages[@]}"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if ((${#missing[@]})); then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
fi

if ! command -v check-jsonschema >/dev/null 2>&1; then
    python3 -m pip install --quiet --disable-pip-version-check check-jsonschema
fi

# Every program the tests run (Sources/ScenecTestSupport/Tool.swift); `swift format` comes with
# the Swift 6 toolchain.
status=0
for tool in dot rsvg-convert chromium check-jsonschema; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "error: '$tool' is still not on PATH after the installation" >&2
        status=1
    fi
done
if ! swift format --version >/dev/null 2>&1; then
    echo "error: 'swift format' does not run; install a Swift 6 toolchain (it includes swift-format)" >&2
    status=1
fi
[ "$status" -eq 0 ] || exit 1
echo "scenec set-up complete"

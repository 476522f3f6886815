#!/usr/bin/env bash
# One-time set-up of a fresh Debian/Ubuntu machine for building and testing scenec:
# libyaml (required), pkg-config, graphviz and librsvg2-bin (used by the tests to render
# graphs and SVG wireframes), and check-jsonschema (tests the JSON Schema).
# Safe to run again: it installs only what is missing.
set -euo pipefail

packages=(libyaml-dev pkg-config graphviz librsvg2-bin)
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
echo "scenec set-up complete"

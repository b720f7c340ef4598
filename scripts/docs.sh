#!/usr/bin/env bash
# Builds the DocC catalogues (OpenUIKitTesting, OpenUIKitSnapshotTesting) with swift-docc-plugin,
# warnings as errors, so a broken symbol or article link fails. Archives land in
# .build/plugins/Swift-DocC/outputs/. Run from anywhere; CI runs it (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
for target in OpenUIKitTesting OpenUIKitSnapshotTesting; do
  swift package --disable-sandbox generate-documentation --target "$target" --warnings-as-errors
done

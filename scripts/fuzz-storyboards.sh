#!/usr/bin/env bash
# The storyboard fuzzer (issue 11 item 4): builds Fuzz/StoryboardFuzzer with libFuzzer
# (`swiftc -sanitize=fuzzer`, coverage on OpenQuartzCore, OpenUIKit and the harness) into
# .build-fuzz, then runs RUNS inputs (default 100000) seeded from the storyboard fixtures and
# Fuzz/Seeds. A per-input timeout makes hangs count. Crashes and hangs are written to
# .build-fuzz/artifacts/ (turn each into a regression test in StoryboardFuzzRegressionTests).
#
#   scripts/fuzz-storyboards.sh [RUNS]
# Environment: FUZZ_QUICK=1 (link with the debug build instead of instrumenting the libraries),
# FUZZ_SKIP_BUILD=1 (reuse built objects), FUZZ_VERBOSE=1 (say what each input did), FUZZ_TIMEOUT (seconds per input, default 10), FUZZ_MAX_LEN (bytes, default 65536),
# FUZZ_FIXTURES (default /work/shared/fixtures/storyboards), FUZZ_OPT (-O or -Onone, default -O).
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${1:-100000}"
TIMEOUT="${FUZZ_TIMEOUT:-10}"
MAX_LEN="${FUZZ_MAX_LEN:-65536}"
FIXTURES="${FUZZ_FIXTURES:-/work/shared/fixtures/storyboards}"
OPT="${FUZZ_OPT:--O}"
OUT=.build-fuzz
mkdir -p "$OUT/modules" "$OUT/corpus" "$OUT/artifacts"
export PATH=/opt/swift/usr/bin:$PATH

if [ -n "${FUZZ_QUICK:-}" ]; then
  # Quick mode: link the harness with the objects of the ordinary debug build (`swift build`
  # first). Only the harness is instrumented, so libFuzzer mutates with little feedback, but it
  # builds in seconds. The package name is the one SwiftPM gave the debug build.
  debug=.build/x86_64-unknown-linux-gnu/debug
  package=$(grep -o '"-package-name","[^"]*"' .build/debug.yaml | grep -v -e swift_syntax -e argument_parser | head -1 | cut -d'"' -f4)
  echo "linking the fuzzer with the debug build (package $package)…"
  swiftc -module-name StoryboardFuzzer -package-name "$package" -swift-version 6 -parse-as-library -Onone \
    -sanitize=fuzzer -I "$debug/Modules" Fuzz/StoryboardFuzzer/*.swift \
    "$debug"/OpenQuartzCore.build/*.o "$debug"/OpenUIKit.build/*.o "$debug"/OpenUIKitRender.build/*.o "$debug"/OpenUIKitTesting.build/*.o \
    -o "$OUT/storyboard-fuzzer"
else
  # One whole-module object per library; the package name lets the harness use `package` API.
  build_module() {
    local name="$1"; shift
    if [ -z "${FUZZ_SKIP_BUILD:-}" ] || [ ! -f "$OUT/$name.o" ]; then
      echo "building $name…"
      swiftc -module-name "$name" -package-name openuikit -swift-version 6 -parse-as-library "$OPT" \
        -sanitize=fuzzer -wmo -I "$OUT/modules" \
        -emit-module -emit-module-path "$OUT/modules/$name.swiftmodule" \
        -c -o "$OUT/$name.o" $(find "Sources/$name" -name '*.swift' | sort) "$@"
    fi
  }
  build_module OpenQuartzCore
  build_module OpenUIKit
  build_module OpenUIKitTesting
  echo "linking the fuzzer…"
  swiftc -module-name StoryboardFuzzer -package-name openuikit -swift-version 6 -parse-as-library "$OPT" \
    -sanitize=fuzzer -I "$OUT/modules" \
    Fuzz/StoryboardFuzzer/*.swift "$OUT/OpenQuartzCore.o" "$OUT/OpenUIKit.o" "$OUT/OpenUIKitTesting.o" \
    -o "$OUT/storyboard-fuzzer"
fi

# Seeds: the fixtures (not copied into the repository: their licences do not allow it) and the
# hand-written seeds of Fuzz/Seeds.
seeds=(Fuzz/Seeds)
[ -d "$FIXTURES" ] && seeds+=("$FIXTURES")
mkdir -p "$OUT/seeds"
# Named after their folder too: two projects may both have a Main.storyboard.
find "${seeds[@]}" -name '*.storyboard' | while read -r file; do
  cp "$file" "$OUT/seeds/$(basename "$(dirname "$file")")-$(basename "$file")"
done

echo "fuzzing: $RUNS inputs, ${TIMEOUT}s per input"
start=$(date +%s)
set +e
"$OUT/storyboard-fuzzer" -runs="$RUNS" -timeout="$TIMEOUT" -max_len="$MAX_LEN" -rss_limit_mb=4096 \
  -artifact_prefix="$OUT/artifacts/" -print_final_stats=1 "$OUT/corpus" "$OUT/seeds" 2>&1 | tee "$OUT/last-run.log" | grep -E "^#|Done|ERROR|SUMMARY|stat::" | tail -25
status=${PIPESTATUS[0]}
set -e
echo "time: $(( $(date +%s) - start )) s; exit status $status; artifacts: $(ls "$OUT/artifacts" | wc -l)"
exit "$status"

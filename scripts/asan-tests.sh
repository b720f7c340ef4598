#!/usr/bin/env bash
# The whole test suite under AddressSanitizer (issue 11): nothing in the engine may read or write
# freed memory. Own scratch path (.build-asan, ignored by git) so the ordinary debug build is kept.
#
#   scripts/asan-tests.sh                 # build with ASan, then run every test
#   scripts/asan-tests.sh --filter Chaos  # extra arguments go to `swift test`
#
# Nothing is excluded. Notes on what runs differently:
# - TimelineBrowserTests drives headless Chromium in its own process (not instrumented); the
#   Swift side of the test runs under ASan like the rest, and it says what is missing when the
#   browser is not installed (Tests/Browser/ensure_browser.sh installs it, as .ci/run does).
# - Leak detection (LeakSanitizer) is off: the test process keeps process-wide singletons
#   (UIApplication.shared, the media clock, caches) until exit by design; leaks of controllers,
#   views and animators are what the random tester's weak-reference checks measure instead.
# Known results: the first run (issue 11) aborted in DeepTreeTests with an ASan stack overflow —
# releasing a 20,000-deep view tree nested one deinit per level. Since views and layers tear down
# iteratively, DeepTreeTests passes under ASan (`scripts/asan-tests.sh --filter DeepTreeTests`:
# both tests, the 20,000-deep tree and the 100,000-deep storyboard chain, 199 s of tests after a
# 1,910 s build on a loaded 2-core machine).
# TimelineBrowserTests prints its per-frame cost and asserts no timing, so ASan's slowdown does
# not fail it.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1:halt_on_error=1}"
export SNAPSHOT_TESTING_RECORD=never
start=$(date +%s)
swift build --build-tests --sanitize=address --scratch-path .build-asan
built=$(date +%s)
status=0
swift test --skip-build --sanitize=address --scratch-path .build-asan "$@" || status=$?
end=$(date +%s)
echo "asan: build $((built - start)) s, tests $((end - built)) s, exit status $status"
exit $status

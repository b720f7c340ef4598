#!/usr/bin/env bash
# Installs what the browser test needs when it is missing: Debian's Chromium (with a font) and
# the Playwright and Pillow Python packages (Chromium and Pillow also make `openuikit render
# --gif/--apng`, tested by AnimationExportTests). Used by .ci/run and by the Swift browser test
# itself, so that a plain `swift test` sets itself up on a fresh machine of this kind.
set -u
status=0
if [ ! -x /usr/bin/chromium ]; then
  if command -v apt-get >/dev/null 2>&1; then
    export DEBIAN_FRONTEND=noninteractive
    SUDO=""
    [ "$(id -u)" = 0 ] || SUDO="sudo -n"
    ($SUDO apt-get update -qq && $SUDO apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core) \
      || { echo "ensure_browser: chromium could not be installed" >&2; status=1; }
  else
    echo "ensure_browser: no apt-get to install chromium" >&2; status=1
  fi
fi
# `python3 -m pip` installs for the python3 the test runs; Debian's own python3 refuses plain
# installs (PEP 668), hence the second try.
pip_install() {
  python3 -m pip install -q "$1" || python3 -m pip install -q --break-system-packages "$1"
}
if ! python3 -c "import playwright.sync_api" >/dev/null 2>&1; then
  pip_install playwright || { echo "ensure_browser: playwright could not be installed" >&2; status=1; }
fi
if ! python3 -c "import PIL" >/dev/null 2>&1; then
  pip_install pillow || echo "ensure_browser: pillow could not be installed (the browser test falls back to file size; render --gif/--apng and AnimationExportTests need it)" >&2
fi
exit $status

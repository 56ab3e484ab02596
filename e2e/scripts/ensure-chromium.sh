#!/usr/bin/env bash
# The journeys run Debian's Chromium at /usr/bin/chromium; Playwright never downloads a browser.
set -euo pipefail
[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "[e2e] installing Debian's chromium (apt-get)…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "[e2e] /usr/bin/chromium is missing. Install it with: sudo apt-get update && sudo apt-get install -y chromium" >&2
  exit 1
fi

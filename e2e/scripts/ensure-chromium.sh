#!/usr/bin/env bash
# The journeys run Debian's Chromium (/usr/bin/chromium) and its headless shell
# (/usr/bin/chromium-headless-shell); Playwright never downloads a browser.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || need+=(chromium-headless-shell)
((${#need[@]})) || exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "[e2e] installing Debian's ${need[*]} (apt-get)…"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null ||
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null; }
else
  echo "[e2e] missing ${need[*]}. Install with: sudo apt-get update && sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi

#!/usr/bin/env bash
# Makes sure the system services the test suite needs are here, then runs "$@" with them:
# Debian's PostgreSQL 15 (DATABASE_URL), Chromium and its headless shell for Playwright, ffmpeg and sox for audio
# fixtures, nginx for the storage benchmark's reference, strace for the durable-upload test.
# Installs what is missing (needs root).
set -euo pipefail

need=()
command -v pg_ctlcluster >/dev/null || need+=(postgresql postgresql-contrib)
command -v chromium >/dev/null || need+=(chromium)
command -v chromium-headless-shell >/dev/null || need+=(chromium-headless-shell)
command -v ffmpeg >/dev/null || need+=(ffmpeg)
command -v sox >/dev/null || need+=(sox)
command -v nginx >/dev/null || need+=(nginx-light)
command -v strace >/dev/null || need+=(strace)
[ -n "$(ls /usr/share/postgresql/*/extension/postgis.control 2>/dev/null)" ] || need+=(postgresql-15-postgis-3)
if ((${#need[@]})); then
  if [ "$(id -u)" != 0 ]; then
    echo "missing system packages; run: sudo apt-get install -y ${need[*]}" >&2
    exit 1
  fi
  echo "[test-services] installing ${need[*]}"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${need[@]}" >/dev/null ||
    { apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${need[@]}" >/dev/null; }
fi

if [ -z "${DATABASE_URL:-}" ]; then
  version=$(pg_lsclusters -h | awk 'NR==1{print $1}')
  if [ -z "$version" ]; then
    version=$(ls /usr/lib/postgresql | sort -n | tail -1)
    pg_createcluster "$version" main >/dev/null
  fi
  if ! pg_lsclusters -h | awk '$4=="online"' | grep -q .; then
    pg_ctlcluster "$version" main start
  fi
  port=$(pg_lsclusters -h | awk 'NR==1{print $3}')
  su postgres -c "psql -q -p $port -c \"alter user postgres password 'postgres'\"" >/dev/null
  export DATABASE_URL="postgres://postgres:postgres@127.0.0.1:$port/postgres"
fi
echo "[test-services] DATABASE_URL=$DATABASE_URL"
exec "$@"

#!/usr/bin/env bash
# Runs a command with another major version of Node first on PATH, e.g.
#   scripts/with-node.sh 24 pnpm test:unit
# The binary is the package registry's node-linux-<arch> (what the `node` package installs), fetched
# with npm the first time and kept in node_modules/.cache/node-<major>: no apt step, no other download.
# Hand-written: version managers (nvm, n, fnm) download from Node's own site, not the package registry.
set -euo pipefail
major=${1:?usage: scripts/with-node.sh <major> <command…>}
shift
root=$(cd "$(dirname "$0")/.." && pwd)
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "with-node: no Node package for $(uname -m)" >&2 && exit 1 ;;
esac
cache="$root/node_modules/.cache/node-$major"
if [ ! -x "$cache/bin/node" ]; then
  work=$(mktemp -d)
  # Packed outside the repository, so the project's .npmrc does not apply.
  tarball=$(cd "$work" && npm pack --silent "node-linux-$arch@$major")
  tar -xzf "$work/$tarball" -C "$work"
  mkdir -p "$(dirname "$cache")"
  rm -rf "$cache"
  mv "$work/package" "$cache"
  rm -rf "$work"
fi
export PATH="$cache/bin:$PATH"
echo "[with-node] $(node --version): $*" >&2
exec "$@"

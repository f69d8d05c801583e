#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium; never a browser downloaded by a test tool.
# With it, Debian's Noto fonts (fonts-noto-core): one pinned font family, so layout tests
# measure the same text on every machine.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
dpkg-query -W -f='${Status}' fonts-noto-core 2>/dev/null | grep -q 'install ok installed' || missing+=(fonts-noto-core)
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing ${missing[*]} from Debian packages…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

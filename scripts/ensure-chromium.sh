#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium; never a browser downloaded by a test tool.
set -euo pipefail
if [ ! -x /usr/bin/chromium ]; then
  echo "installing Chromium from Debian packages…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

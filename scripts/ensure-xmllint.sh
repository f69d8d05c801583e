#!/usr/bin/env bash
# The OAI-PMH test validates every answer with libxml2's xmllint against the committed
# schemas (server/modules/oai/xsd/): Debian's libxml2-utils, installed when missing.
set -euo pipefail
if ! command -v xmllint >/dev/null; then
  echo "installing libxml2-utils from Debian packages…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libxml2-utils >/dev/null
fi

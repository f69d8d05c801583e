#!/usr/bin/env bash
# The OAI-PMH test (tests/server/oai.test.ts) validates every answer with libxml2's xmllint
# against the committed schemas (server/modules/integration/oai/xsd/) and is harvested by a client
# written by others, Perl's HTTP::OAI: Debian's libxml2-utils and libhttp-oai-perl,
# installed when missing.
set -euo pipefail
missing=()
command -v xmllint >/dev/null || missing+=(libxml2-utils)
perl -MHTTP::OAI -e1 2>/dev/null || missing+=(libhttp-oai-perl)
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing ${missing[*]} from Debian packages…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

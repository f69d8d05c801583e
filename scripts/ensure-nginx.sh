#!/usr/bin/env bash
# The deployment test (tests/server/deploy-nginx.test.ts) runs the compiled server behind
# Debian's nginx with a self-signed certificate made by openssl: both installed when missing.
set -euo pipefail
missing=()
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v openssl >/dev/null || missing+=(openssl)
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing ${missing[*]} from Debian packages…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

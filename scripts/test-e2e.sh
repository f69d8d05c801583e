#!/usr/bin/env bash
# End-to-end: the built PWA served by the real server, driven by Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
[ -f dist/index.html ] || npm run build
# E2E_WORKERS workers, each with its own server and database (playwright.config.ts). One by
# default: on 2 cores two workers (two servers, two browsers) took 31 min for 125 tests, no
# better than one worker's pace, and pushed timing-sensitive tests past their limits.
E2E_WORKERS=${E2E_WORKERS:-1} npx playwright test "$@"

#!/usr/bin/env bash
# End-to-end: the built PWA served by the real server, driven by Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
[ -f dist/index.html ] || npm run build
# Two workers, each with its own server and database (playwright.config.ts).
E2E_WORKERS=${E2E_WORKERS:-2} npx playwright test "$@"

#!/usr/bin/env bash
# Everything CI runs (`npm test`): contract freshness, types, lint, unit, server tests on
# PGlite and PostgreSQL, the production build and the end-to-end tests in Chromium.
# Ends with one line counting every test that ran: "N passed, 0 failed".
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
log=$(mktemp)
trap 'rm -f "$log"' EXIT
step() { echo; echo "==== $1 ($(( $(date +%s) - start )) s)"; }
run() { "$@" 2>&1 | tee -a "$log"; }

step "contract types up to date"; run npm run --silent check:api
step "i18n catalogs complete in every language"; run npx lingui compile --strict --typescript
step "typecheck"; run npm run --silent typecheck
step "lint"; run npm run --silent lint
step "unit tests"; run npm run --silent test:unit
step "server tests"; run npm run --silent test:server
step "build"; run npm run --silent build
step "end-to-end tests"; run npm run --silent test:e2e
step "all passed"

# vitest: "Tests  108 passed (108)"; Playwright: "  3 passed (22.3s)".
passed=$(sed -E 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^\s*(Tests\s+)?[0-9]+ passed' | grep -oE '[0-9]+ passed' | awk '{s+=$1} END {print s+0}')
echo "$passed passed, 0 failed"

#!/usr/bin/env bash
# Everything CI runs (`npm test`): contract freshness, types, lint, unit, server tests on
# PGlite and PostgreSQL, the production build and the end-to-end tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
step() { echo; echo "==== $1 ($(( $(date +%s) - start )) s)"; }
step "contract types up to date"; npm run --silent check:api
step "i18n catalogs compile"; npm run --silent i18n:compile
step "typecheck"; npm run --silent typecheck
step "lint"; npm run --silent lint
step "unit tests"; npm run --silent test:unit
step "server tests"; npm run --silent test:server
step "build"; npm run --silent build
step "end-to-end tests"; npm run --silent test:e2e
step "all passed"

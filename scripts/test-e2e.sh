#!/usr/bin/env bash
# End-to-end: the built PWA served by the real server, driven by Debian's Chromium.
#
# The demo catalogue is seeded once into a PGlite folder (scripts/e2e-seed.ts) and each
# worker's server starts from a copy of it; scripts/test.sh seeds it while the unit tests run
# and passes it in E2E_SEEDED_DIR.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
[ -f dist/index.html ] || npm run build
port=${E2E_PORT:-8181}
# The servers' folders (scripts/e2e-server.mjs): Playwright kills the servers outright, so
# they are removed here.
cleanup="${TMPDIR:-/tmp}/catalogo-e2e-$port"
trap 'rm -rf $cleanup "${E2E_SEEDED_DIR:-}".partial-*' EXIT
if [ -z "${E2E_SEEDED_DIR:-}" ]; then
  export E2E_SEEDED_DIR="$PWD/.tmp/e2e-seeded-$port"
  cleanup="$cleanup $E2E_SEEDED_DIR"
  node --import tsx scripts/e2e-seed.ts "$E2E_SEEDED_DIR"
fi
# Workers: E2E_WORKERS, or one per two cores (playwright.config.ts).
npx playwright test "$@"

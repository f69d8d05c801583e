#!/usr/bin/env bash
# Server tests through app.inject: once on PGlite, once on a throwaway PostgreSQL (or on
# the server of TEST_DATABASE_URL when it is given). TEST_BACKENDS picks one of them
# ("pglite" or "postgresql"; both by default).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-oai-tools.sh
bash scripts/ensure-nginx.sh
backends=${TEST_BACKENDS:-pglite postgresql}
if [[ " $backends " == *" pglite "* ]]; then
  echo "== server tests on PGlite"
  TEST_DATABASE_URL= npx vitest run --project server "$@"
fi
[[ " $backends " == *" postgresql "* ]] || exit 0
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== server tests on PostgreSQL ($TEST_DATABASE_URL)"
  npx vitest run --project server "$@"
  exit
fi
dir=$(mktemp -d /tmp/catalogo-pg.XXXXXX)
trap 'bash tests/support/postgres.sh stop "$dir"' EXIT
url=$(bash tests/support/postgres.sh start "$dir")
echo "== server tests on PostgreSQL (throwaway cluster)"
TEST_DATABASE_URL="$url" npx vitest run --project server "$@"

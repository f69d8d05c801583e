#!/usr/bin/env bash
# The migrations hold the whole schema: `npm run db:generate` (drizzle-kit generate) finds
# nothing to write. A schema change committed without its migration fails here, before any
# database is made from the migrations (the files it would write are left for the developer).
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(npx drizzle-kit generate 2>&1) || { echo "$out"; exit 1; }
if ! grep -q "No schema changes" <<<"$out"; then
  echo "$out" | tail -5
  echo "server/db/schema.ts has changes no migration holds: run npm run db:generate and commit what it writes."
  exit 1
fi
echo "migrations hold the whole schema"

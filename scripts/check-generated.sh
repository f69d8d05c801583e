#!/usr/bin/env bash
# What the manual's generators write is what is committed: run each, then the tree must not
# have changed.
#   npm run db:generate    (drizzle-kit) finds no schema change without its migration;
#   npm run i18n:extract   (lingui) finds no message of the code missing from the catalogs
#                          (the "#:" lines, where a message sits in the code, are ignored);
#   npm run icons          draws the committed PNG icons byte for byte.
# A change found is left in the working tree for the developer to look at and commit.
set -euo pipefail
cd "$(dirname "$0")/.."
failed=0

out=$(npx drizzle-kit generate 2>&1) || { echo "$out"; exit 1; }
if grep -q "No schema changes" <<<"$out"; then
  echo "migrations: they hold the whole schema"
else
  echo "$out" | tail -5
  echo "migrations: server/db/schema.ts has changes no migration holds: run npm run db:generate and commit what it writes."
  failed=1
fi

npx lingui extract --clean > /dev/null
npm run --silent icons > /dev/null

if ! git rev-parse --git-dir > /dev/null 2>&1; then
  echo "not a git checkout: the catalogs and icons were regenerated but cannot be compared"
  exit $failed
fi
if git diff --quiet -I '^#: ' -- locales; then
  echo "catalogs: every message of the code is in them"
else
  git diff --stat -I '^#: ' -- locales
  echo "catalogs: npm run i18n:extract changed them (a message added, changed or removed in the code): run it, translate, commit."
  failed=1
fi
if git diff --quiet -- public/icons && [ -z "$(git ls-files --others --exclude-standard public/icons)" ]; then
  echo "icons: as committed"
else
  git status --short public/icons
  echo "icons: npm run icons draws them otherwise: run it and commit."
  failed=1
fi
exit $failed

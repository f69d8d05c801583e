#!/usr/bin/env bash
# Everything CI runs (`npm test`): contract freshness, types, lint, unit, server tests on
# PGlite and PostgreSQL, the production build and the end-to-end tests in Chromium.
# Ends with each stage's time and one line counting every test that ran: "N passed, 0 failed".
#
# Steps that neither need nor disturb each other run side by side, to use every core:
# typecheck, lint and the build are one process each; the end-to-end servers' demo
# database is seeded once while the unit tests run (scripts/e2e-seed.ts); the server tests
# (PGlite, then PostgreSQL) run beside the end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
log=$(mktemp)
lanes=$(mktemp -d)
seeded="$PWD/.tmp/e2e-seeded-$$"
stages=()
# Lanes run beside a stage, listed under it.
substages=()
stage_start=$start
stage_name=
summary=
# A stage ends when the next begins (or at the end): its name and seconds go to the table.
step() {
  local now; now=$(date +%s)
  [ -z "$stage_name" ] || stages+=("$stage_name|$(( now - stage_start ))" ${substages[@]+"${substages[@]}"})
  substages=()
  stage_name=$1; stage_start=$now
  echo; echo "==== $1 ($(( now - start )) s)"
}
table() {
  local rc=$? now; now=$(date +%s)
  [ -z "$stage_name" ] || stages+=("$stage_name$( [ $rc = 0 ] || echo ' (FAILED)' )|$(( now - stage_start ))" ${substages[@]+"${substages[@]}"})
  echo; echo "==== time per stage"
  local row
  for row in "${stages[@]}"; do printf '%6d s  %s\n' "${row##*|}" "${row%|*}"; done
  printf '%6d s  total\n' "$(( now - start ))"
  # A failed end-to-end test's report is far above the server lanes' output: repeated here,
  # where the end of the log shows it.
  if [ -s "$lanes/e2e-failures" ]; then
    echo; echo "==== end-to-end failures and flaky tests (repeated from above)"; head -c 12000 "$lanes/e2e-failures"
  fi
  rm -rf "$log" "$lanes" "$seeded" "$seeded".partial-*
  [ -z "$summary" ] || echo "$summary"
}
trap table EXIT
run() { "$@" 2>&1 | tee -a "$log"; }

# Runs "name command…" pairs at once; prints each one's output whole, in order, once all
# ended; fails when any failed.
side_by_side() {
  local names=() pids=() failed=0 i
  while [ $# -gt 0 ]; do
    names+=("$1"); shift
    local cmd=$1; shift
    bash -c "$cmd" >"$lanes/${#names[@]}.out" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    local rc=0
    wait "${pids[$i]}" || rc=$?
    echo "---- ${names[$i]} ($( [ $rc = 0 ] && echo ok || echo "FAILED, exit $rc" ))"
    tee -a "$log" <"$lanes/$(( i + 1 )).out"
    [ $rc = 0 ] || failed=1
  done
  return $failed
}

step "contract types up to date"; run npm run --silent check:api
step "generated files as committed (migrations, catalogs, icons)"; run bash scripts/check-generated.sh
step "i18n catalogs complete in every language"; run npx lingui compile --strict --typescript
# The catalogs are compiled just above: the build needs only Vite.
step "typecheck, lint and build (side by side)"
side_by_side typecheck "npm run --silent typecheck" lint "npm run --silent lint" build "npx vite build && node scripts/build-server.mjs"
step "initial JavaScript within its budget"; run npx tsx bench/bundle.ts dist --static-only
step "unit tests (and the end-to-end database seeded beside them)"
side_by_side unit "npm run --silent test:unit" "e2e seed" "bash scripts/ensure-chromium.sh && bash scripts/ensure-oai-tools.sh && node --import tsx scripts/e2e-seed.ts '$seeded'"
# The end-to-end tests run one browser worker, which mostly waits on one thing at a time
# (the page, then the server): the server tests run beside them, one file at a time and
# niced, so the browser and its server keep their pace; their output is shown after.
step "end-to-end tests (the server tests beside them)"
# The PostgreSQL pass runs under Node 24 (scripts/node-binary.sh; SERVER_TEST_NODE=system keeps
# the system's Node; SERVER_TEST_NODE_BACKEND=pglite gives Node 24 the PGlite pass instead):
# Node 20 runs everything else, the end-to-end server on PGlite included, so both Node
# versions are tested at no extra time. Node 24 goes to the shorter pass: the PGlite pass
# spends ~3.5× the PostgreSQL pass's time in its tests (each test app loads a 49 MB PGlite
# image), and CI measured PGlite under Node 24 at 1.6–2× its Node 20 time.
node24=
node24_backend=${SERVER_TEST_NODE_BACKEND:-postgresql}
if [ "${SERVER_TEST_NODE:-24}" != system ]; then node24=$(bash scripts/node-binary.sh "${SERVER_TEST_NODE:-24}"); fi
server_lane() {
  local backend rc=0 t path
  for backend in pglite postgresql; do
    t=$(date +%s)
    path=$PATH
    [ "$backend" = "$node24_backend" ] && [ -n "$node24" ] && path="$node24:$PATH"
    PATH=$path bash -c 'echo "(Node $(node --version))"' >"$lanes/$backend.out"
    PATH=$path TEST_BACKENDS=$backend SERVER_TEST_WORKERS=1 nice -n 10 npm run --silent test:server >>"$lanes/$backend.out" 2>&1 || rc=$?
    echo "$rc $(( $(date +%s) - t ))" >"$lanes/$backend.done"
    [ "$rc" = 0 ] || return "$rc"
  done
}
server_lane &
server_lane_pid=$!
e2e_rc=0
e2e_from=$(( $(wc -l <"$log") + 1 ))
# One retry: a test that fails once and then passes is "flaky" and does not fail the run, but
# its failure is reported (Playwright's numbered reports) and repeated at the end.
E2E_RETRIES=${E2E_RETRIES:-1} E2E_SEEDED_DIR="$seeded" run npm run --silent test:e2e || e2e_rc=$?
# Playwright's list reporter numbers each failed or flaky test's report ("  1) [chromium] › …")
# after the run: from the first one to the end of its output (or, when the run failed without
# one, its last 80 lines).
tail -n +"$e2e_from" "$log" | sed -E 's/\x1b\[[0-9;]*m//g' >"$lanes/e2e.out"
sed -n '/^  1) /,$p' "$lanes/e2e.out" >"$lanes/e2e-failures"
[ "$e2e_rc" = 0 ] || [ -s "$lanes/e2e-failures" ] || tail -n 80 "$lanes/e2e.out" >"$lanes/e2e-failures"
flaky=$(grep -oE '^\s+[0-9]+ flaky' "$lanes/e2e.out" | grep -oE '[0-9]+' || true)
wait "$server_lane_pid" || true
server_rc=0
for backend in pglite postgresql; do
  name="server tests on $( [ $backend = pglite ] && echo PGlite || echo PostgreSQL )"
  if [ ! -f "$lanes/$backend.done" ]; then echo "---- $name (not run)"; continue; fi
  read -r rc seconds <"$lanes/$backend.done"
  echo "---- $name ($( [ "$rc" = 0 ] && echo ok || echo "FAILED, exit $rc" ), $seconds s)"
  tee -a "$log" <"$lanes/$backend.out"
  substages+=("  beside: $name$( [ "$rc" = 0 ] || echo ' (FAILED)' )|$seconds")
  [ "$rc" = 0 ] || server_rc=1
done
[ "$e2e_rc" = 0 ] || exit "$e2e_rc"
[ "$server_rc" = 0 ] || exit 1

# vitest: "Tests  108 passed (108)"; Playwright: "  3 passed (22.3s)".
passed=$(sed -E 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^\s*(Tests\s+)?[0-9]+ passed' | grep -oE '[0-9]+ passed' | awk '{s+=$1} END {print s+0}')
step "all passed"
stage_name=
# Printed last, under the table of times.
summary="$passed passed, 0 failed${flaky:+ ($flaky flaky end-to-end: passed on retry, reported above)}"

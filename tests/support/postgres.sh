#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the tests: `start DIR` prints its URL, `stop DIR` ends
# it. Installs PostgreSQL from Debian when missing; initdb refuses root, so the cluster
# runs as the `postgres` user (or the current user when not root).
set -euo pipefail
cmd=${1:?start|stop}; dir=${2:?directory}

find_bin() {
  for d in /usr/lib/postgresql/*/bin; do [ -x "$d/initdb" ] && { echo "$d"; return; }; done
  command -v initdb >/dev/null && dirname "$(command -v initdb)"
}

run_as() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$cmd" in
  start)
    bin=$(find_bin || true)
    if [ -z "$bin" ]; then
      echo "installing PostgreSQL from Debian packages…" >&2
      (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql postgresql-contrib) >&2
      bin=$(find_bin)
    fi
    if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then useradd --system --home /var/lib/postgresql postgres; fi
    mkdir -p "$dir"; [ "$(id -u)" = 0 ] && chown postgres "$dir"
    port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
    run_as "$bin/initdb" -D "$dir/pgdata" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
    run_as "$bin/pg_ctl" -D "$dir/pgdata" -l "$dir/postgres.log" -w -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    bin=$(find_bin)
    [ -d "$dir/pgdata" ] && run_as "$bin/pg_ctl" -D "$dir/pgdata" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
esac

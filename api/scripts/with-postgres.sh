#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster, then removes the cluster.
#
#   api/scripts/with-postgres.sh npm run test --workspace api
#
# The command sees TEST_DATABASE_URL (a superuser URL; the tests create and drop their own
# databases). PG_BIN selects the PostgreSQL binaries (default: the newest /usr/lib/postgresql/*/bin,
# else initdb on the PATH). As root, the cluster runs as the 'postgres' user, since PostgreSQL
# refuses to run as root.
set -euo pipefail

PG_BIN=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)}
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  PG_BIN=$(dirname "$(command -v initdb)")
fi

DIR=$(mktemp -d /tmp/homeward-pg.XXXXXX)
PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
RUN_AS=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$DIR"
  RUN_AS=(runuser -u postgres --)
fi

cleanup() {
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 >/dev/null
# Durability settings are off: the cluster lives for one test run.
"${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w start \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on port $PORT" >&2
"$@"

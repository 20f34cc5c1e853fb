#!/usr/bin/env bash
# Runs a command with a throw-away PostgreSQL server on loopback, exported
# as BROKER_TEST_DATABASE_URL. Installs Debian's postgresql when missing.
set -euo pipefail

find_bin() {
  command -v "$1" 2>/dev/null && return
  ls /usr/lib/postgresql/*/bin/"$1" 2>/dev/null | sort -V | tail -n 1
}

if [ -z "$(find_bin initdb)" ]; then
  echo "PostgreSQL not found: installing Debian's postgresql…"
  bash "$(dirname "$0")/apt-install.sh" postgresql >/dev/null
fi
INITDB=$(find_bin initdb)
PG_CTL=$(find_bin pg_ctl)

PORT=${PG_TEST_PORT:-54329}
DIR=$(mktemp -d /tmp/broker-pg-XXXXXX)
# PostgreSQL refuses to run as root: run it as the postgres user when we are root.
RUN=()
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres 2>/dev/null || id postgres >/dev/null
  chown postgres "$DIR"
  RUN=(runuser -u postgres --)
fi

# --no-sync: a throw-away server (run with fsync=off too); initdb's final flush of every file took 2-3 s of its 4.
"${RUN[@]}" "$INITDB" -D "$DIR/data" -U broker --auth=trust -E UTF8 --no-sync >/dev/null
# The port was free when chosen, but anything started meanwhile (a test server on port 0 in a stage run side by
# side) may have taken it: on a failed start, a new free port, at most three tries, then the server's own log.
for try in 1 2 3; do
  if "${RUN[@]}" "$PG_CTL" -D "$DIR/data" -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" -l "$DIR/log" -w start >/dev/null; then
    break
  fi
  if [ "$try" = 3 ]; then
    tail -n 20 "$DIR/log" >&2 || true
    rm -rf "$DIR"
    exit 1
  fi
  echo "PostgreSQL did not start on port $PORT (try $try): another port" >&2
  PORT=$(node "$(dirname "$0")/free-port.mjs")
done
cleanup() { "${RUN[@]}" "$PG_CTL" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$DIR"; }
trap cleanup EXIT

export BROKER_TEST_DATABASE_URL="postgres://broker@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("${RUN[@]}" "$(find_bin postgres)" --version | awk '{print $3}') on 127.0.0.1:$PORT"
"$@"

#!/usr/bin/env bash
# Runs a command with a throw-away Redis server on loopback (no persistence),
# exported as REDIS_TEST_URL. Installs Debian's redis-server when missing.
set -euo pipefail

if ! command -v redis-server >/dev/null 2>&1; then
  echo "Redis not found: installing Debian's redis-server…"
  bash "$(dirname "$0")/apt-install.sh" --no-install-recommends redis-server >/dev/null
fi

PORT=${REDIS_TEST_PORT:-63799}
DIR=$(mktemp -d /tmp/portal-redis-XXXXXX)

# Answers when the server replies +PONG (redis-cli when present, else bash's /dev/tcp).
ping() {
  if command -v redis-cli >/dev/null 2>&1; then
    [ "$(redis-cli -h 127.0.0.1 -p "$PORT" ping 2>/dev/null)" = "PONG" ]
  else
    (
      exec 3<>"/dev/tcp/127.0.0.1/$PORT" || exit 1
      printf 'PING\r\n' >&3
      reply=""
      read -r -t 1 reply <&3 || true
      [ "${reply%$'\r'}" = "+PONG" ]
    ) 2>/dev/null
  fi
}

if ping; then
  echo "Port $PORT already answers PING: stop that server or set REDIS_TEST_PORT." >&2
  exit 1
fi

redis-server --bind 127.0.0.1 --port "$PORT" --save "" --appendonly no --daemonize no \
  --dir "$DIR" --logfile "$DIR/log" >/dev/null 2>&1 &
REDIS_PID=$!
cleanup() { kill "$REDIS_PID" 2>/dev/null || true; wait "$REDIS_PID" 2>/dev/null || true; rm -rf "$DIR"; }
trap cleanup EXIT

for _ in $(seq 1 100); do
  ping && break
  if ! kill -0 "$REDIS_PID" 2>/dev/null; then
    echo "redis-server did not start:" >&2; cat "$DIR/log" >&2 || true; exit 1
  fi
  sleep 0.1
done
ping || { echo "redis-server did not answer on 127.0.0.1:$PORT" >&2; cat "$DIR/log" >&2 || true; exit 1; }

export REDIS_TEST_URL="redis://127.0.0.1:$PORT"
echo "Redis $(redis-server --version | sed -n 's/.*v=\([^ ]*\).*/\1/p') on 127.0.0.1:$PORT"
"$@"

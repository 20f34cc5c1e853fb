#!/usr/bin/env bash
# Runs a command with a throw-away PostgreSQL and Redis (scripts/with-postgres.sh,
# scripts/with-redis.sh; each installs Debian's package when missing), on two
# distinct free ports unless PG_TEST_PORT / REDIS_TEST_PORT say which.
set -euo pipefail
cd "$(dirname "$0")/.."
read -r -d '' pg redis < <(node scripts/free-port.mjs 2; printf '\0') || true
# with-postgres.sh and with-redis.sh use PORT for their own: the caller's PORT and BROKER_PORT
# (scripts/cluster.mjs's proxies) travel as CLUSTER_PORT and CLUSTER_BROKER_PORT.
[ -n "${PORT:-}" ] && export CLUSTER_PORT=${CLUSTER_PORT:-$PORT}
[ -n "${BROKER_PORT:-}" ] && export CLUSTER_BROKER_PORT=${CLUSTER_BROKER_PORT:-$BROKER_PORT}
unset PORT BROKER_PORT
export PG_TEST_PORT=${PG_TEST_PORT:-$pg} REDIS_TEST_PORT=${REDIS_TEST_PORT:-$redis}
exec bash scripts/with-postgres.sh bash scripts/with-redis.sh "$@"

#!/usr/bin/env bash
# Installs Debian packages for the test scripts (with-postgres.sh, with-redis.sh, ensure-chromium.mjs,
# ensure-java.mjs, cluster.mjs's haproxy): `bash scripts/apt-install.sh [apt options] package…`.
# One apt at a time: `npm test` and `.ci/run` run stages side by side (scripts/parallel.sh), and two
# apt-get runs at once fail on dpkg's lock; the second waits here for the first instead.
set -euo pipefail
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
exec 9>"${TMPDIR:-/tmp}/broker-portal-apt.lock"
flock 9
$SUDO apt-get update -qq
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@"

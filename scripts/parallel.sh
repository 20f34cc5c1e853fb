#!/usr/bin/env bash
# Runs npm scripts side by side and fails when any fails: `bash scripts/parallel.sh typecheck lint build`.
# Each script's output is kept and printed whole once it ends (not interleaved), with its time.
# `npm test` and `.ci/run` run tsc, ESLint and the build this way: each is mostly one core's work,
# and one after the other they took 126 s of CI's 25 minutes on 2 cores (docs/decisions/0135).
# They run the unit, Redis, PostgreSQL and production stages this way too: each leaves part of the
# two cores idle (waits on PostgreSQL, npm ci, servers starting), together they fill them (decision 0204).
# PARALLEL_TIMINGS=file appends "stage <script>: N s" per script to that file (.ci/run prints them).
set -uo pipefail
dir=$(mktemp -d)
pids=()
for name in "$@"; do
  ( t0=$(date +%s); npm run --silent "$name" > "$dir/$name.log" 2>&1; status=$?
    echo "$status $(( $(date +%s) - t0 ))" > "$dir/$name.status" ) &
  pids+=($!)
done
wait "${pids[@]}"
failed=0
for name in "$@"; do
  read -r status seconds < "$dir/$name.status"
  echo "── npm run $name: exit $status in $seconds s"
  [ -z "${PARALLEL_TIMINGS:-}" ] || echo "  stage $name: $seconds s$([ "$status" -eq 0 ] || echo " (failed)")" >> "$PARALLEL_TIMINGS"
  cat "$dir/$name.log"
  [ "$status" -eq 0 ] || failed=1
done
rm -rf "$dir"
exit $failed

# bindings/dqlite/procs.sh — sourced by bench.sh and race.sh: stop what they
# started, by pid.  The caller sets WORK (a scratch directory) and the
# array ALL_PIDS (every process it starts) before sourcing this file.
stop_pid() {   # SIGTERM, wait up to 10 s, then SIGKILL
  local pid=$1 i=0
  kill -0 "$pid" 2>/dev/null || return 0
  kill -TERM "$pid" 2>/dev/null
  while kill -0 "$pid" 2>/dev/null && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
  kill -0 "$pid" 2>/dev/null && kill -KILL "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null; return 0
}
cleanup() { for pid in "${ALL_PIDS[@]}"; do stop_pid "$pid"; done; rm -rf "$WORK"; }
trap cleanup EXIT
trap 'exit 130' INT TERM

#!/usr/bin/env bash
# bindings/dqlite/race.sh BIN [N]: the "stored despite EOF" race of issue 27,
# counted (docs/cluster.md, "Lost leaders").  A 3-node cluster on
# 127.0.0.1; N times each (default 5):
#   replication  a fit stored under a fresh version; the leader killed the
#                moment a follower's Raft log is written (killwatch)
#   execution    a longer fit (pts x 40, about 0.3-1 s on the leader); the
#                leader killed at a random moment in its first half
# After each kill: a new leader, the killed node restarted, and the version
# looked up.  Prints one line per attempt and a table of (what the client
# said, whether the version was stored).  Every node is stopped by pid.
set -u
BIN=${1:-build/dqlite/bayes-dqlite}
N=${2:-5}
WORK=$(mktemp -d /tmp/bayes-dqlite-race.XXXXXX)
ALL_PIDS=()
declare -A PID_OF=() NAME_OF=()
. "$(dirname "$0")/procs.sh"
q() { local c=$1; shift; timeout -k 5 60 "$BIN" sql -c "$c" -timeout 50s "$@" 2>&1; }
members() { timeout -k 5 20 "$BIN" cluster -c "$1" -timeout 10s 2>/dev/null; }
leader_of() { members "$1" | awk '$NF == "leader" { print $2 }'; }
start_node() {  # NAME ADDR [JOIN]
  local args=(node -addr "$2" -dir "$WORK/$1")
  [ -n "${3:-}" ] && args+=(-join "$3")
  "$BIN" "${args[@]}" >>"$WORK/$1.log" 2>&1 &
  PID_OF[$2]=$!; NAME_OF[$2]=$1; ALL_PIDS+=($!)
}
wait_ready() { local i=0; while [ $i -lt 300 ]; do [ "$(grep -c '^ready ' "$WORK/$1.log" 2>/dev/null)" -gt "${2:-0}" ] && return 0; sleep 0.1; i=$((i + 1)); done; return 1; }
wait_voters() {
  local i=0 m
  while [ $i -lt 60 ]; do
    m=$(members "$C")
    [ "$(echo "$m" | grep -c ' voter')" -eq 3 ] && [ "$(echo "$m" | grep -c ' leader$')" -eq 1 ] && return 0
    sleep 0.5; i=$((i + 1))
  done
  return 1
}

set -- $(timeout 10 "$BIN" freeport 3)
A1=127.0.0.1:$1 A2=127.0.0.1:$2 A3=127.0.0.1:$3 C=127.0.0.1:$1,127.0.0.1:$2,127.0.0.1:$3
start_node n1 "$A1"; wait_ready n1 || { echo "race.sh: n1 not ready"; exit 1; }
start_node n2 "$A2" "$A1"; start_node n3 "$A3" "$A1"
wait_ready n2 && wait_ready n3 && wait_voters || { echo "race.sh: cluster not formed"; exit 1; }
q "$C" "SELECT bayes_models_install('sql')" | q "$C" >/dev/null
q "$C" "CREATE TABLE pts(i INTEGER, y TEXT, a REAL, b REAL, c REAL, d REAL)" \
  "INSERT INTO pts WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 20000)
   SELECT i, 'c' || (i * 7 % 3), (i * 7 % 3) + sin(i * 1.7), cos(i * 0.31) * 3, i * 13 % 17, i * 29 % 11 FROM c" \
  "CREATE TABLE k(j INTEGER)" \
  "INSERT INTO k WITH RECURSIVE c(j) AS (SELECT 1 UNION ALL SELECT j + 1 FROM c WHERE j < 40) SELECT j FROM c" >/dev/null
t0=$(date +%s%N)
q "$C" "SELECT length(bayes_fit('qda', y, a + j, b, c, d)) FROM pts, k" >/dev/null
T=$(( ($(date +%s%N) - t0) / 1000000 ))
echo "long fit (800,000 rows): ${T} ms through the client"

v=0
declare -A COUNT=()
for mode in replication execution; do
  for i in $(seq 1 "$N"); do
    v=$((v + 1))
    leader=$(leader_of "$C"); lpid=${PID_OF[$leader]}
    if [ $mode = replication ]; then
      dirs=""; for a in "$A1" "$A2" "$A3"; do [ "$a" != "$leader" ] && dirs="$dirs${dirs:+,}$WORK/${NAME_OF[$a]}"; done
      timeout -k 5 60 "$BIN" killwatch -pid "$lpid" -dir "$dirs" -timeout 50s > "$WORK/kw.out" 2>&1 & kw=$!
      j=0; while ! grep -q '^watching' "$WORK/kw.out" 2>/dev/null && [ $j -lt 100 ]; do sleep 0.05; j=$((j + 1)); done
      out=$(q "$C" "INSERT INTO bayes_model_versions(name, version, model) SELECT 'race', $v, bayes_fit('qda', y, a, b, c, d) FROM pts")
      wait $kw
    else
      delay=$(awk -v t="$T" -v r="$RANDOM" 'BEGIN { printf "%.3f", t * (0.1 + 0.4 * r / 32767) / 1000 }')
      ( sleep "$delay"; kill -KILL "$lpid" 2>/dev/null ) & kw=$!
      out=$(q "$C" "INSERT INTO bayes_model_versions(name, version, model) SELECT 'race', $v, bayes_fit('qda', y, a + j, b, c, d) FROM pts, k")
      wait $kw
    fi
    kill -KILL "$lpid" 2>/dev/null; wait "$lpid" 2>/dev/null
    j=0; while [ $j -lt 60 ]; do n=$(leader_of "$C"); [ -n "$n" ] && [ "$n" != "$leader" ] && break; sleep 0.5; j=$((j + 1)); done
    name=${NAME_OF[$leader]}; before=$(grep -c '^ready ' "$WORK/$name.log")
    start_node "$name" "$leader"; wait_ready "$name" "$before" && wait_voters || echo "  (recovery incomplete)"
    stored=$(q "$C" "SELECT count(*) FROM bayes_model_versions WHERE name = 'race' AND version = $v")
    case "$out" in "") said=ok;; *"may or may not have been applied"*) said=indeterminate;; *) said="other: $out";; esac
    echo "$mode $i: client $said, stored $stored"
    COUNT["$mode|$said|$stored"]=$(( ${COUNT["$mode|$said|$stored"]:-0} + 1 ))
  done
done
echo
echo "| kill at | client said | stored | times |"
echo "| --- | --- | --- | --- |"
for k in "${!COUNT[@]}"; do IFS='|' read -r m s st <<<"$k"; echo "| $m | $s | $st | ${COUNT[$k]} |"; done | sort

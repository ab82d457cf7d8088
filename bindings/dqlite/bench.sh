#!/usr/bin/env bash
# bindings/dqlite/bench.sh BIN: measurements for bayes on dqlite (make bench-dqlite).
# Prints a markdown report on stdout; bench/results-dqlite-*.md are its
# outputs.  Loopback only; every node is stopped by pid (EXIT trap).
#   DQLITE_BENCH_ROWS   rows for insert/fit, and total rows for sharding (1000000)
#   DQLITE_BENCH_LOAD   rows loaded through the client with bound parameters (100000)
set -u
BIN=${1:-build/dqlite/bayes-dqlite}
BAYES_SO=${BAYES_SO:-./bayes.so}
ROWS=${DQLITE_BENCH_ROWS:-1000000}
LOADN=${DQLITE_BENCH_LOAD:-100000}
WORK=$(mktemp -d /tmp/bayes-dqlite-bench.XXXXXX)
ALL_PIDS=()
declare -A PID_OF=() EXTRA_OF=()

. "$(dirname "$0")/procs.sh"

now() { date +%s.%N; }
sub() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", b - a }'; }
median() { tr ' ' '\n' | grep -v '^$' | sort -g | awk '{ v[NR] = $1 } END { printf "%.3f", v[int((NR + 1) / 2)] }'; }
rate() { awk -v n="$1" -v t="$2" 'BEGIN { printf "%.0f", (t > 0 ? n / t : 0) }'; }
q()  { local c=$1; shift; timeout -k 5 600 "$BIN" sql -c "$c" -timeout 590s "$@"; }
qt() { local c=$1; shift; timeout -k 5 600 "$BIN" sql -c "$c" -timeout 590s -timer "$@" 2>&1 >/dev/null | awk '/^time / { printf "%.3f\n", $2 }' | tail -n 1; }
lt() {  # lt DB SQL: plain SQLite's own timer for one statement
  printf '.timer on\n%s;\n' "$2" | timeout -k 5 600 sqlite3 -cmd ".load $BAYES_SO" "$1" 2>&1 | awk '/^Run Time:/ { t = $4 } END { print t }'
}
members() { timeout -k 5 20 "$BIN" cluster -c "$1" -timeout 10s 2>/dev/null; }
leader_of() { members "$1" | awk '$NF == "leader" { print $2 }'; }

start_node() {  # NAME ADDR [JOIN] [extra args...]
  local name=$1 addr=$2 join=${3:-}; shift 3 || shift $#
  [ $# -gt 0 ] && EXTRA_OF[$name]="$*"
  local args=(node -addr "$addr" -dir "$WORK/$name" ${EXTRA_OF[$name]:-})
  [ -n "$join" ] && args+=(-join "$join")
  "$BIN" "${args[@]}" >>"$WORK/$name.log" 2>&1 &
  PID_OF[$addr]=$!; ALL_PIDS+=($!)
}
wait_ready() {
  local i=0
  while [ $i -lt 600 ]; do
    [ "$(grep -c '^ready ' "$WORK/$1.log" 2>/dev/null)" -gt "${2:-0}" ] && return 0
    sleep 0.1; i=$((i + 1))
  done
  echo "bench: node $1 not ready" >&2; exit 1
}
wait_voters() {
  local i=0
  while [ $i -lt 120 ]; do
    [ "$(members "$1" | grep -c ' voter')" -eq "$2" ] && return 0
    sleep 0.5; i=$((i + 1))
  done
  echo "bench: cluster $1 has no $2 voters" >&2; exit 1
}
PORTS=($(timeout 10 "$BIN" freeport 24))
NEXT=0
start_cluster() {  # start_cluster NAME [node args...]: prints its address list
  local name=$1; shift
  local a1=127.0.0.1:${PORTS[$NEXT]} a2=127.0.0.1:${PORTS[$((NEXT + 1))]} a3=127.0.0.1:${PORTS[$((NEXT + 2))]}
  NEXT=$((NEXT + 3))
  start_node "${name}1" "$a1" "" "$@"; wait_ready "${name}1"
  start_node "${name}2" "$a2" "$a1" "$@"; start_node "${name}3" "$a3" "$a1" "$@"
  wait_ready "${name}2"; wait_ready "${name}3"
  wait_voters "$a1,$a2,$a3" 3
  CLUSTER="$a1,$a2,$a3"
}
stop_cluster() { local a; for a in ${1//,/ }; do stop_pid "${PID_OF[$a]}"; done; }

gen() {  # gen LO HI WHERE: rows LO..HI of test.sh's data, three classes, four features
  echo "WITH RECURSIVE c(i) AS (SELECT $1 UNION ALL SELECT i + 1 FROM c WHERE i < $2),
   r(i, y) AS (SELECT i, (i * 7) % 3 FROM c)
   SELECT * FROM (SELECT i, 'c' || y AS y, y + sin(i * 1.7) * 2 AS a, y * 0.5 + cos(i * 0.31) * 3 AS b,
          (i * 13 % 17) + y * 2 AS c, (i * 29 % 11) + (y = 1) * 3 AS d FROM r) WHERE $3"
}
# A statement that runs longer than the election timeout loses the leader
# (docs/cluster.md, "Long fits"), so rows are generated CHUNK at a time.
CHUNK=${DQLITE_BENCH_CHUNK:-50000}
gen_stmts() {  # gen_stmts TABLE N WHERE: INSERT statements, one per CHUNK rows
  local lo=1 hi
  while [ "$lo" -le "$2" ]; do
    hi=$((lo + CHUNK - 1)); [ "$hi" -gt "$2" ] && hi=$2
    echo "INSERT INTO $1 $(gen "$lo" "$hi" "$3");"
    lo=$((hi + 1))
  done
}
COLS="i INTEGER, y TEXT, a REAL, b REAL, c INTEGER, d INTEGER"
FIT="bayes_fit('gaussian_nb', y, a, b, c, d)"
LDA="bayes_fit('lda', y, a, b, c, d)"

cat <<HDR
# bayes on dqlite: measurements

Machine: $(nproc) CPUs ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')), load average at start $(cut -d' ' -f1-3 /proc/loadavg)
(the machine is shared; numbers are medians of 3 where marked, wall clock).
SQLite $(sqlite3 --version | cut -d' ' -f1), libdqlite $(dpkg-query -W -f '${Version}' libdqlite0 2>/dev/null), go-dqlite $(dpkg-query -W -f '${Version}' golang-github-canonical-go-dqlite-dev 2>/dev/null).
All nodes on 127.0.0.1; each node's data directory on the same disk.
Produced by \`make bench-dqlite\` (bindings/dqlite/bench.sh), DQLITE_BENCH_ROWS=$ROWS, DQLITE_BENCH_LOAD=$LOADN.

HDR

# ---------------------------------------------------------------- 1. throughput
start_cluster a
A=$CLUSTER
LDB=$WORK/plain.db
sqlite3 "$LDB" "PRAGMA journal_mode=WAL" >/dev/null
q "$A" "CREATE TABLE pts($COLS)" "CREATE TABLE loaded($COLS)" "CREATE TABLE one(i INTEGER, y TEXT)"
sqlite3 "$LDB" "CREATE TABLE pts($COLS); CREATE TABLE loaded($COLS); CREATE TABLE one(i INTEGER, y TEXT)"

gen_stmts pts "$ROWS" 1 > "$WORK/gen.sql"
t0=$(now); q "$A" < "$WORK/gen.sql"; t1=$(now); c_ins=$(sub "$t0" "$t1")
l_ins=$(lt "$LDB" "INSERT INTO pts $(gen 1 "$ROWS" 1)")
c_count=$(q "$A" "SELECT count(*) FROM pts")

sqlite3 -separator $'\t' "$LDB" "SELECT * FROM pts LIMIT $LOADN" > "$WORK/load.tsv"
t0=$(now); timeout -k 5 600 "$BIN" load -c "$A" -table loaded -batch 1000 < "$WORK/load.tsv" 2>/dev/null; t1=$(now)
c_load=$(sub "$t0" "$t1")
t0=$(now); sqlite3 "$LDB" ".mode tabs" "DELETE FROM loaded" ".import $WORK/load.tsv loaded"; t1=$(now); l_load=$(sub "$t0" "$t1")

NONE=300
seq 1 $NONE | awk '{ printf "%d\tx\n", $1 }' > "$WORK/one.tsv"
t0=$(now); timeout -k 5 600 "$BIN" load -c "$A" -table one -batch 1 < "$WORK/one.tsv" 2>/dev/null; t1=$(now)
c_one=$(sub "$t0" "$t1")
awk '{ printf "INSERT INTO one VALUES(%d, '"'"'x'"'"');\n", $1 }' "$WORK/one.tsv" > "$WORK/one.sql"
t0=$(now); sqlite3 "$LDB" < "$WORK/one.sql"; t1=$(now); l_one=$(sub "$t0" "$t1")

cf=() lf=() cl=() ll=() cs=() ls=()
for r in 1 2 3; do
  cf+=($(qt "$A" "SELECT length($FIT) FROM pts")); lf+=($(lt "$LDB" "SELECT length($FIT) FROM pts"))
  cl+=($(qt "$A" "SELECT length($LDA) FROM pts")); ll+=($(lt "$LDB" "SELECT length($LDA) FROM pts"))
done
q "$A" "CREATE TABLE m AS SELECT $FIT AS m FROM pts"
sqlite3 -cmd ".load $BAYES_SO" "$LDB" "CREATE TABLE m AS SELECT $FIT AS m FROM pts"
SCORE="SELECT sum(bayes_predict((SELECT m FROM m), a, b, c, d) = y) FROM pts"
for r in 1 2 3; do cs+=($(qt "$A" "$SCORE")); ls+=($(lt "$LDB" "$SCORE")); done
same=$( [ "$(q "$A" "SELECT hex(m) FROM m")" = "$(sqlite3 -cmd ".load $BAYES_SO" "$LDB" "SELECT hex(m) FROM m")" ] && echo yes || echo NO)

rss=""
for a in ${A//,/ }; do
  rss="$rss $(awk '/^VmRSS/ { printf "%.0f", $2 / 1024 }' /proc/${PID_OF[$a]}/status) MB"
done
dbsize=$(du -m "$LDB" | cut -f1)
cf_m=$(echo "${cf[*]}" | median) lf_m=$(echo "${lf[*]}" | median)
cl_m=$(echo "${cl[*]}" | median) ll_m=$(echo "${ll[*]}" | median)
cs_m=$(echo "${cs[*]}" | median) ls_m=$(echo "${ls[*]}" | median)
cat <<T1
## 1. Throughput: a 3-node cluster against plain SQLite

Plain SQLite: the sqlite3 shell on a WAL file on the same disk, bayes.so loaded.
Cluster: statements sent by \`bayes-dqlite sql\` to the leader (times measured in the client, one round trip included).

| operation | rows | 3-node dqlite | plain SQLite | dqlite rows/s | SQLite rows/s |
| --- | ---: | ---: | ---: | ---: | ---: |
| INSERT ... SELECT, rows generated on the leader (dqlite: $CHUNK rows a statement; SQLite: one statement) | $ROWS | $c_ins s | $l_ins s | $(rate "$ROWS" "$c_ins") | $(rate "$ROWS" "$l_ins") |
| rows sent by the client, bound parameters, 1000 rows a transaction (\`load\`; SQLite: \`.import\`) | $LOADN | $c_load s | $l_load s | $(rate "$LOADN" "$c_load") | $(rate "$LOADN" "$l_load") |
| one-row transactions (\`load -batch 1\`; SQLite: autocommit INSERTs) | $NONE | $c_one s | $l_one s | $(rate "$NONE" "$c_one") | $(rate "$NONE" "$l_one") |
| \`bayes_fit('gaussian_nb', y, 4 features)\`, median of 3 (runs: ${cf[*]} / ${lf[*]}) | $ROWS | $cf_m s | $lf_m s | $(rate "$ROWS" "$cf_m") | $(rate "$ROWS" "$lf_m") |
| \`bayes_fit('lda', y, 4 features)\`, median of 3 | $ROWS | $cl_m s | $ll_m s | $(rate "$ROWS" "$cl_m") | $(rate "$ROWS" "$ll_m") |
| \`bayes_predict\` on every row (a stored model), median of 3 | $ROWS | $cs_m s | $ls_m s | $(rate "$ROWS" "$cs_m") | $(rate "$ROWS" "$ls_m") |

Memory: each node's resident size with these tables (about $dbsize MB as a SQLite file): $rss.
Rows in the cluster's table: $c_count. The gaussian_nb model fitted through the cluster has the same bytes as plain SQLite's: $same.

T1

# ---------------------------------------------------------------- 2. failover
failover() {  # failover CLUSTER: kill -9 the leader; ELECT = time to a new leader, FAILOVER = to the first answer
  local c=$1 leader pid t0 te t1 i name before r
  leader=$(leader_of "$c"); pid=${PID_OF[$leader]}
  name=$(grep -l "^ready $leader " "$WORK"/*.log | head -n 1); name=$(basename "$name" .log)
  t0=$(now); kill -KILL "$pid"; wait "$pid" 2>/dev/null
  i=0
  while [ $i -lt 200 ]; do   # poll for a new leader, short timeouts
    r=$(timeout -k 2 3 "$BIN" cluster -c "$c" -timeout 500ms 2>/dev/null | awk '$NF == "leader" { print $2 }')
    [ -n "$r" ] && [ "$r" != "$leader" ] && break
    i=$((i + 1)); sleep 0.05
  done
  te=$(now)
  i=0
  until timeout -k 2 5 "$BIN" sql -c "$c" -timeout 3s "SELECT bayes_predict((SELECT m FROM m), 1, 1, 1, 1)" >/dev/null 2>&1; do
    i=$((i + 1)); [ $i -gt 60 ] && break; sleep 0.05
  done
  t1=$(now)
  ELECT=$(sub "$t0" "$te") FAILOVER=$(sub "$t0" "$t1")
  before=$(grep -c '^ready ' "$WORK/$name.log")
  start_node "$name" "$leader" ""     # restarted with the node's first arguments
  wait_ready "$name" "$before"; wait_voters "$c" 3
}
f_def=() e_def=()
for r in 1 2 3 4 5; do failover "$A"; f_def+=($FAILOVER); e_def+=($ELECT); done
stop_cluster "$A"
start_cluster f -latency 20ms
F=$CLUSTER
q "$F" "CREATE TABLE m AS SELECT $FIT AS m FROM ($(gen 1 1000 1))"
f_fast=() e_fast=()
for r in 1 2 3 4 5; do failover "$F"; f_fast+=($FAILOVER); e_fast+=($ELECT); done
stop_cluster "$F"
cat <<T2
## 2. Failover

\`kill -9\` of the leader's pid; "new leader" is when \`bayes-dqlite cluster\` (polled
every 50 ms, 0.5 s timeout) first names another leader; "first answer" is when a
scoring query (a fresh \`bayes-dqlite sql -timeout 3s\`, retried) first succeeds,
started after the new leader is seen; both from the kill.  The killed node is
restarted from its directory and rejoins between trials.

| node setting | new leader, 5 trials (s) | median | first answer, 5 trials (s) | median |
| --- | --- | ---: | --- | ---: |
| dqlite's defaults | ${e_def[*]} | $(echo "${e_def[*]}" | median) s | ${f_def[*]} | $(echo "${f_def[*]}" | median) s |
| \`-latency 20ms\` | ${e_fast[*]} | $(echo "${e_fast[*]}" | median) s | ${f_fast[*]} | $(echo "${f_fast[*]}" | median) s |

T2

# ---------------------------------------------------------------- 3. shards
echo "## 3. Sharded fit and merge"
echo
echo "$ROWS rows in all, split over K shards, each shard a 3-node cluster (3K nodes on"
echo "2 CPUs).  The coordinator sends the K \`bayes_fit\` queries at once (background jobs),"
echo "then stores the K shard models on shard 1 and runs one \`bayes_merge\` there in"
echo "canonical order.  Load = \`INSERT ... SELECT\` of each shard's rows ($CHUNK candidate rows a statement), all shards at once."
echo
echo "| K | rows per shard | load (parallel) | slowest shard fit: first, repeat | fan-out wall (K fits): first, repeat | merge | fit + merge (repeat) | merged = one fit's predictions |"
echo "| ---: | ---: | ---: | --- | --- | ---: | ---: | --- |"
for K in 1 2 4; do
  NEXT=0; CL=()
  for k in $(seq 0 $((K - 1))); do start_cluster "s${K}_$k"; CL+=($CLUSTER); done
  t0=$(now) JOBS=()
  for k in $(seq 0 $((K - 1))); do
    { echo "CREATE TABLE part($COLS);"; gen_stmts part "$ROWS" "i % $K = $k"; } | q "${CL[$k]}" &
    JOBS+=($!)
  done
  wait "${JOBS[@]}"; t1=$(now); load=$(sub "$t0" "$t1")
  t0=$(now) JOBS=()
  for k in $(seq 0 $((K - 1))); do
    ( q "${CL[$k]}" -timer "SELECT hex($FIT) FROM part" > "$WORK/m$k.hex" 2> "$WORK/t$k" ) &
    JOBS+=($!)
  done
  wait "${JOBS[@]}"; t1=$(now); fan=$(sub "$t0" "$t1")
  slow=$(cat "$WORK"/t* | awk '/^time / { printf "%.3f\n", $2 }' | sort -g | tail -n 1)
  rm -f "$WORK"/t*
  t0=$(now) JOBS=()   # the same fan-out again: pages now warm on every leader
  for k in $(seq 0 $((K - 1))); do
    ( q "${CL[$k]}" -timer "SELECT hex($FIT) FROM part" > "$WORK/m$k.hex" 2> "$WORK/t$k" ) &
    JOBS+=($!)
  done
  wait "${JOBS[@]}"; t1=$(now); fan2=$(sub "$t0" "$t1")
  slow2=$(cat "$WORK"/t* | awk '/^time / { printf "%.3f\n", $2 }' | sort -g | tail -n 1)
  rm -f "$WORK"/t*
  {
    echo "CREATE TABLE shard_models(shard INTEGER PRIMARY KEY, model BLOB);"
    for k in $(seq 0 $((K - 1))); do echo "INSERT INTO shard_models VALUES ($k, X'$(cat "$WORK/m$k.hex")');"; done
    echo "CREATE TABLE merged AS SELECT bayes_merge(model) AS m FROM (SELECT model FROM shard_models ORDER BY model);"
  } > "$WORK/merge.sql"
  t0=$(now); timeout -k 5 600 "$BIN" sql -c "${CL[0]}" < "$WORK/merge.sql"; t1=$(now); merge=$(sub "$t0" "$t1")
  # check: same predictions as one fit over all rows (plain SQLite on the full table)
  mhex=$(q "${CL[0]}" "SELECT hex(m) FROM merged")
  agree=$(sqlite3 -cmd ".load $BAYES_SO" "$LDB" \
    "SELECT CASE WHEN count(*) = 0 THEN 'yes' ELSE count(*) || ' differ' END FROM pts
     WHERE bayes_predict(X'$mhex', a, b, c, d) IS NOT bayes_predict((SELECT m FROM m), a, b, c, d)")
  echo "| $K | $((ROWS / K)) | $load s | $slow s, $slow2 s | $fan s, $fan2 s | $merge s | $(awk -v a="$fan2" -v b="$merge" 'BEGIN { printf "%.3f", a + b }') s | $agree |"
  for c in "${CL[@]}"; do stop_cluster "$c"; done
done
echo

#!/bin/sh
# fuzz/run.sh SECONDS TARGET... — run each libFuzzer target of build/fuzz/
# for SECONDS seconds (make fuzz, make fuzz-ci call this).
#
# Each target starts from its committed seeds (fuzz/corpus/TARGET/, read
# only) and keeps what it finds in build/fuzz/work/TARGET/ (not committed;
# it carries over between runs on one machine).  A finding — a crash, a
# sanitizer report, a leak, a timeout (FUZZ_TIMEOUT s per input, default
# 10), more than FUZZ_RSS_MB MiB of memory (default 2048), or a broken
# invariant of fuzz/fuzz.h — stops that target, leaves the input in
# build/fuzz/TARGET-crash-* (or -leak-, -timeout-, -oom-), and makes this
# script exit 1 after the others ran.  Reproduce with
#     build/fuzz/TARGET build/fuzz/TARGET-crash-...
# The last lines are a table: target, executions, seconds, result.
secs=${1:-30}
shift
timeout_s=${FUZZ_TIMEOUT:-10}
rss=${FUZZ_RSS_MB:-2048}
cd "$(dirname "$0")/.." || exit 2
status=0
summary=""
for t in "$@"; do
  mkdir -p "build/fuzz/work/$t"
  log="build/fuzz/$t.log"
  echo "fuzz: $t for $secs s"
  "./build/fuzz/$t" -max_total_time="$secs" -timeout="$timeout_s" \
      -rss_limit_mb="$rss" -print_final_stats=1 \
      -artifact_prefix="build/fuzz/$t-" \
      "build/fuzz/work/$t" "fuzz/corpus/$t" >"$log" 2>&1
  rc=$?
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  if [ $rc -eq 0 ]; then
    result=ok
  else
    result="FAILED (exit $rc)"
    status=1
    grep -E "FUZZ FINDING|ERROR: |runtime error|SUMMARY|detail:|sql:|Test unit written" "$log" | head -20
  fi
  summary="$summary$(printf '%-14s %10s execs %5s s  %s' "$t" "${execs:-?}" "$secs" "$result")
"
done
printf '%s' "$summary"
exit $status

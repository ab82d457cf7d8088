#!/bin/sh
# bindings/wasm/test/sizes.sh — the .wasm size the docs quote is what make wasm
# builds (make test-wasm runs it): README.md's "in a .wasm of about N KB"
# and docs/browser.md's table row "about N KB (about G KB gzipped)", each
# within 5% of the built file (so that small changes to ext/ do not need a
# docs change, and a large one does).
cd "$(dirname "$0")/../../.."
W=build/web/bayes-sqlite-core.wasm
[ -f "$W" ] || { echo "sizes.sh: no $W (make wasm)"; exit 1; }
bytes=$(wc -c < "$W")
gz=$(gzip -9c "$W" | wc -c)
fail=0
near() {   # near NAME SHOWN_KB ACTUAL_BYTES
  if [ -z "$2" ]; then echo "! $1: no size found in the docs"; fail=1; return; fi
  if awk -v s="$2" -v a="$3" 'BEGIN { d = a / 1000 - s; if (d < 0) d = -d; exit !(d <= 0.05 * s) }'; then
    echo "ok $1: about $2 KB shown, $3 bytes built"
  else
    echo "! $1: about $2 KB shown, but make wasm built $3 bytes (write about $(( ($3 + 5000) / 10000 * 10 )) KB)"
    fail=1
  fi
}
near README.md "$(sed -n 's/.*in a \.wasm of about \([0-9][0-9]*\) KB.*/\1/p' README.md)" "$bytes"
row=$(grep '^| `bayes-sqlite-core.wasm`' docs/browser.md)
near browser.md "$(echo "$row" | sed -n 's/.*| about \([0-9][0-9]*\) KB (.*/\1/p')" "$bytes"
near browser.md-gzip "$(echo "$row" | sed -n 's/.*(about \([0-9][0-9]*\) KB gzipped).*/\1/p')" "$gz"
exit $fail

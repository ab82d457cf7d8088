#!/bin/sh
# bindings/node/test.sh TGZ — the packed npm package installed into a scratch
# project with `npm install` (node-gyp compiles it there; better-sqlite3 from
# the npm registry, built from source: no prebuilt download), then
# `node --test` on the package's tests and the documented example.
. "$(dirname "$0")/../lib.sh"
TGZ=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
check npm-1 "$(printf '%s\n' package/LICENSE package/README.md package/bayes_models.sql package/binding.gyp package/index.d.ts \
  package/index.js package/package.json package/src/bayes-amalgamation.c package/src/sqlite3.h package/src/sqlite3ext.h)" \
  "$(tar tzf "$TGZ" | sort)"
# the license: LICENSE in the tarball, MIT in package.json
check npm-license-1 "$(cat LICENSE)" "$(tar xzOf "$TGZ" package/LICENSE 2>&1)"
check npm-license-2 MIT "$(tar xzOf "$TGZ" package/package.json | node -p 'JSON.parse(require("fs").readFileSync(0)).license')"
P=$TMP/proj
mkdir -p "$P" && cd "$P" || exit 1
printf '{ "name": "bayes-route-test", "version": "1.0.0", "private": true }\n' > package.json
# node-gyp finds the headers of the running node (npm_config_nodedir) and
# better-sqlite3 compiles its own SQLite instead of fetching a binary.
if [ -z "${npm_config_nodedir:-}" ] && [ -f /usr/include/node/node.h ]; then
  export npm_config_nodedir=/usr
fi
export npm_config_build_from_source=true npm_config_audit=false npm_config_fund=false \
       npm_config_update_notifier=false
# better-sqlite3 12 needs Node 20; Debian 12's Node is 18
BS3=better-sqlite3
[ "$(node -p 'process.versions.node.split(".")[0]')" -ge 20 ] || BS3=better-sqlite3@11
timeout 900 npm install --no-save --loglevel=error "$TGZ" "$BS3" >"$TMP/npm.log" 2>&1
rc=$?
check npm-install 0 "$rc"
[ "$rc" -eq 0 ] || tail -30 "$TMP/npm.log"
so=node_modules/sqlite-bayes/build/Release/bayes.so
check npm-2 "T sqlite3_bayes_init" "$(nm -D --defined-only "$so" 2>&1 | awk '{print $2, $3}')"
cp -R "$ROOT/bindings/node/test" "$ROOT/bindings/node/example.js" "$P/"
BAYES_EXPECT_VERSION="$VERSION" BAYES_NODE_EXAMPLE="$P/example.js" timeout 300 node --test test/ >"$TMP/test.log" 2>&1
rc=$?
check node-test 0 "$rc"
grep -E '^# (tests|pass|fail|skipped)|^not ok|^# Subtest' "$TMP/test.log"
[ "$rc" -eq 0 ] || tail -40 "$TMP/test.log"
cd "$ROOT"
# install.md and the README name the tarball where make node-pack writes it
check npm-path-readme 1 "$(grep -c 'npm install ./build/node/sqlite-bayes-\*\.tgz better-sqlite3' README.md)"
check npm-path-install 1 "$(grep -c "npm install /path/to/bayes/build/node/sqlite-bayes-$VERSION\.tgz better-sqlite3" docs/install.md)"
# docs/install.md shows the tested example, verbatim
check docs-node "$(cat bindings/node/example.js)" "$(block js docs/install.md)"
finish

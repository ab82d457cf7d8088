# mk/wasm.mk — bayes in the browser: SQLite + bayes compiled to WebAssembly
# with Debian's emscripten, an ES module API, the playground page, and its
# test in Debian's headless Chromium (docs/browser.md).
#
#   make deps-wasm   Debian packages (emscripten, chromium) and the pinned npm
#                    packages of bindings/wasm/package-lock.json (npm ci; no scripts run,
#                    no browser downloaded)
#   make wasm        build/web/: the page, bayes-sqlite.mjs (the JS API),
#                    bayes-sqlite-core.mjs + .wasm (emscripten's output), the
#                    example data; prints the sizes
#   make test-wasm   the browser test (bindings/wasm/test/browser.test.mjs): every kind
#                    trained on iris in the page, compared with ./bayes.so to
#                    1e-12; a screenshot in build/web-test/screenshot.png
#   make serve-wasm  serve build/web/ on http://127.0.0.1:$(WASM_PORT)/
#   make bench-wasm  fit/predict times in the page and native (bindings/wasm/test/timing.mjs)
#
# SQLite's source is the amalgamation inside the npm package better-sqlite3,
# pinned (version and integrity hash) in bindings/wasm/package-lock.json: SQLite
# 3.54.1 from better-sqlite3 13.2.0.  Nothing of better-sqlite3 is built.

WASM_PKGS    = emscripten chromium
WASM_NPM     = bindings/wasm/node_modules/.package-lock.json
WASM_SQLITE  = bindings/wasm/node_modules/better-sqlite3/deps/sqlite3
WASM_OUT     = build/web
WASM_OBJ     = build/wasm$(WASM_OPT)
WASM_PORT   ?= 8000
# -Oz: smallest; WASM_OPT=-O3 trades about a third more bytes for speed.
WASM_OPT    ?= -Oz
# Debian's emscripten runs its JS tools with node and finds acorn in
# Debian's node path, which a node not from Debian does not search.
WASM_ENV     = NODE_PATH=/usr/share/nodejs
EMCC         = $(WASM_ENV) emcc

# SQLite without what a page cannot use or does not need: no OS layer but
# bindings/wasm/bayes_wasm.c's in-memory one, no threads, no loadable extensions.
WASM_SQLITE_DEFS = -DSQLITE_OS_OTHER=1 -DSQLITE_OMIT_LOAD_EXTENSION \
  -DSQLITE_THREADSAFE=0 -DSQLITE_TEMP_STORE=3 -DSQLITE_DEFAULT_MEMSTATUS=0 \
  -DSQLITE_OMIT_DEPRECATED -DSQLITE_OMIT_SHARED_CACHE -DSQLITE_DQS=0 \
  -DSQLITE_OMIT_PROGRESS_CALLBACK -DSQLITE_ENABLE_MATH_FUNCTIONS \
  -DSQLITE_LIKE_DOESNT_MATCH_BLOBS
WASM_EXT_DEFS = -DSQLITE_CORE -DSQLITE_OMIT_LOAD_EXTENSION

# What the JS API calls; nothing else is exported (the linker drops the rest).
WASM_EXPORTS = _bayes_wasm_open _bayes_wasm_deserialize _bayes_wasm_bind_int \
  _bayes_wasm_column_int_is_safe _sqlite3_close_v2 _sqlite3_errmsg \
  _sqlite3_prepare_v2 _sqlite3_step _sqlite3_finalize _sqlite3_reset \
  _sqlite3_bind_parameter_count _sqlite3_bind_parameter_index \
  _sqlite3_bind_double _sqlite3_bind_text _sqlite3_bind_blob \
  _sqlite3_bind_null _sqlite3_column_count _sqlite3_column_name \
  _sqlite3_column_type _sqlite3_column_double _sqlite3_column_text \
  _sqlite3_column_blob _sqlite3_column_bytes \
  _sqlite3_serialize _sqlite3_malloc _sqlite3_free _sqlite3_libversion \
  _malloc _free
WASM_COMMA := ,
WASM_EMPTY :=
WASM_SPACE := $(WASM_EMPTY) $(WASM_EMPTY)
WASM_LDFLAGS = $(WASM_OPT) --no-entry -sMODULARIZE=1 -sEXPORT_ES6=1 \
  -sEXPORT_NAME=createBayesSqliteCore -sENVIRONMENT=web,worker \
  -sFILESYSTEM=0 -sALLOW_MEMORY_GROWTH=1 -sDYNAMIC_EXECUTION=0 \
  -sEXPORTED_FUNCTIONS=$(subst $(WASM_SPACE),$(WASM_COMMA),$(WASM_EXPORTS)) \
  -sEXPORTED_RUNTIME_METHODS=UTF8ToString,stringToUTF8,lengthBytesUTF8

WASM_EXT_OBJ = $(SRC:ext/%.c=$(WASM_OBJ)/ext/%.o)
WASM_PAGE    = $(wildcard examples/web/*)

# What `make wasm` needs (emscripten, npm packages); deps-wasm adds chromium.
deps-wasm-build:
	@sh tools/need-pkgs emscripten
	@command -v npm >/dev/null || sh tools/need-pkgs npm
deps-wasm: deps-wasm-build
	@sh tools/need-pkgs $(WASM_PKGS)

$(WASM_NPM): bindings/wasm/package.json bindings/wasm/package-lock.json
	cd bindings/wasm && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
	@touch $@

# the pinned npm packages (SQLite's source among them): fetched, not apt
$(WASM_SQLITE)/sqlite3.c: $(WASM_NPM)

$(WASM_OBJ)/sqlite3.o: $(WASM_SQLITE)/sqlite3.c mk/wasm.mk
	@mkdir -p $(WASM_OBJ)
	$(EMCC) $(WASM_OPT) $(WASM_SQLITE_DEFS) -c -o $@ $<

$(WASM_OBJ)/ext/%.o: ext/%.c $(HDR) $(WASM_SQLITE)/sqlite3.c mk/wasm.mk
	@mkdir -p $(@D)
	$(EMCC) $(WASM_OPT) $(WARN) $(WASM_EXT_DEFS) $(INC) -I$(WASM_SQLITE) -c -o $@ $<

$(WASM_OBJ)/bayes_wasm.o: bindings/wasm/bayes_wasm.c $(WASM_SQLITE)/sqlite3.c mk/wasm.mk
	@mkdir -p $(WASM_OBJ)
	$(EMCC) $(WASM_OPT) $(WARN) -I$(WASM_SQLITE) -c -o $@ $<

# linked per optimization level (build/wasm-Oz/, build/wasm-O3/), then
# copied into the site by `wasm`
$(WASM_OBJ)/bayes-sqlite-core.mjs: $(WASM_OBJ)/sqlite3.o $(WASM_EXT_OBJ) \
                                   $(WASM_OBJ)/bayes_wasm.o mk/wasm.mk
	$(EMCC) $(WASM_LDFLAGS) -o $@ $(WASM_OBJ)/sqlite3.o $(WASM_EXT_OBJ) \
	  $(WASM_OBJ)/bayes_wasm.o

wasm: $(WASM_OBJ)/bayes-sqlite-core.mjs bindings/wasm/bayes-sqlite.mjs $(WASM_PAGE) \
      examples/iris.csv examples/spam.csv
	@mkdir -p $(WASM_OUT)/data
	cp $(WASM_OBJ)/bayes-sqlite-core.mjs $(WASM_OBJ)/bayes-sqlite-core.wasm \
	  bindings/wasm/bayes-sqlite.mjs $(WASM_PAGE) $(WASM_OUT)/
	cp examples/iris.csv examples/spam.csv $(WASM_OUT)/data/
	@ls -l $(WASM_OUT)/bayes-sqlite-core.wasm $(WASM_OUT)/bayes-sqlite-core.mjs \
	  $(WASM_OUT)/bayes-sqlite.mjs | awk '{print "wasm: " $$5 " bytes  " $$9}'
	@printf 'wasm: %s bytes gzipped (.wasm)\n' \
	  "$$(gzip -9c $(WASM_OUT)/bayes-sqlite-core.wasm | wc -c)"

serve-wasm: wasm
	node bindings/wasm/serve.mjs $(WASM_OUT) $(WASM_PORT)

test-wasm: wasm bayes.so build/c/nothreads
	sh bindings/wasm/test/sizes.sh
	node bindings/wasm/test/browser.test.mjs
	./build/c/nothreads ./bayes.so

# The extension loaded into a SQLite without mutexes (SQLITE_THREADSAFE=0:
# its sqlite3_mutex_* slots are NULL), built from the SQLite source the
# WebAssembly build pins; run by test-wasm (test/c/nothreads.c)
build/c/nothreads: test/c/nothreads.c $(WASM_SQLITE)/sqlite3.c
	@mkdir -p build/c
	$(CC) -O1 -DSQLITE_THREADSAFE=0 -I$(WASM_SQLITE) -o $@ test/c/nothreads.c \
	  $(WASM_SQLITE)/sqlite3.c -lm -ldl

# Not a test: fit and predict times in the page next to the native build's
# (docs/browser.md), like make bench.
bench-wasm: wasm bayes.so
	nice node bindings/wasm/test/timing.mjs

.PHONY: deps-wasm deps-wasm-build wasm serve-wasm test-wasm bench-wasm

# bayes — generative classifiers inside SQLite.
#
#   make deps       install the Debian packages that make, make test and the
#                   hardening targets need (the only rule that runs apt);
#                   deps-routes: also those of make test-routes
#   make            build ./bayes.so (bayes.dylib on macOS, bayes.dll on
#                   Windows); only sqlite3_bayes_init is exported (checked)
#   make test       run the Tcl suite and the C drivers
#   make demo       train and score the iris example in the sqlite3 shell
#                   (both install the Debian packages they need when
#                   missing, or stop with the command to run)
#   make demo-spam  train and score the spam example (examples/spam.sql)
#   make bench      benchmarks against SQLite floors and Python (BENCH_SCALE=0.1
#                   for a quick run); see bench/bench.c
#   make install    the extension, the model-table SQL and the docs under
#                   $(DESTDIR)$(PREFIX) (PREFIX=/usr/local); make uninstall;
#                   make install-byname: a link so that .load bayes needs no
#                   path (docs/install.md)
#   make models-sql write sql/bayes_models.sql from the SQL compiled into
#                   the extension (ext/sql/models_table.c, its one source)
#   make test-asan  the whole suite (Tcl and C drivers) against an ASan+UBSan
#                   build (build/asan/bayes.so); any report fails it
#   make test-tsan  test/c/threads.c, test/c/serving.c and test/c/pool.c under
#                   ThreadSanitizer
#   make fuzz       every libFuzzer target for FUZZ_SECONDS (30) each;
#                   fuzz-ci: 20 s each; fuzz-corpus: regenerate the seeds
#   make amalgamation  build/bayes-amalgamation.c, the extension as one C file
#   make test-routes   every install route (mk/routes.mk, docs/install.md; each
#                   route's test is bindings/ROUTE/test.sh):
#                   install, deb, Python wheel, npm package, Windows DLL,
#                   sqlite-utils, Go, Rust, Ruby, R (mk/langs.mk)

CC      ?= cc
CFLAGS  ?= -O2 -g
WARN    = -std=c99 -Wall -Wextra
PIC     = -fPIC
LDLIBS  = -lm -lpthread
PREFIX  ?= /usr/local
DESTDIR ?=

# The version, from its one place (ext/version.h).
VERSION := $(shell sed -n 's/^.define BAYES_EXT_VERSION "\(.*\)"/\1/p' ext/version.h)

# Only the entry point is exported: everything is compiled with hidden
# visibility and sqlite3_bayes_init is marked default (BAYES_EXPORT).
VISIBILITY = -fvisibility=hidden

# The platform's loadable library.  Linux and other ELF systems: -z nodelete,
# because SQLite dlclose()s an extension whose init fails, but a failure
# part-way (out of memory) leaves the functions registered so far, whose
# destructors live in this library; it must stay mapped (test/c/oom.c).
# macOS (ld64) and Windows have no link-time equivalent of -z nodelete, so
# it is not passed there: on those platforms an init that runs out of
# memory part-way leaves the connection holding functions of an unloaded
# library (close that connection).  Windows: make dll cross-compiles.
UNAME_S := $(shell uname -s 2>/dev/null)
ifeq ($(OS),Windows_NT)
  SO_EXT  = dll
  SOFLAGS = -shared
else ifeq ($(UNAME_S),Darwin)
  SO_EXT  = dylib
  SOFLAGS = -dynamiclib
else
  SO_EXT  = so
  SOFLAGS = -shared -Wl,-z,nodelete
endif
BAYES_LIB = bayes.$(SO_EXT)

# ext/main.c registers; ext/core, ext/kinds and ext/sql are the three bands
# (docs/development.md); every header is in ext/ itself.
SRC  = $(sort $(wildcard ext/*.c ext/core/*.c ext/kinds/*.c ext/sql/*.c))
HDR  = $(wildcard ext/*.h)
INC  = -Iext

all: $(BAYES_LIB)

# The library, then the exports check (where nm -D works: ELF): exactly one
# defined dynamic symbol, sqlite3_bayes_init, or the build fails.
$(BAYES_LIB): $(SRC) $(HDR)
	$(CC) $(CFLAGS) $(WARN) $(INC) $(PIC) $(VISIBILITY) $(SOFLAGS) -o $@.tmp $(SRC) $(LDLIBS)
	@if [ "$(SO_EXT)" = so ]; then \
	  exp=$$(nm -D --defined-only $@.tmp | awk '{print $$2, $$3}'); \
	  if [ "$$exp" != "T sqlite3_bayes_init" ]; then \
	    echo "$@: must export only sqlite3_bayes_init; nm -D --defined-only says:"; \
	    echo "$$exp"; rm -f $@.tmp; exit 1; fi; fi
	@mv $@.tmp $@

# ------------------------------------------------------------ Debian packages
# `make deps` installs everything up front (tools/need-pkgs: only what is
# missing, as root or through sudo; nothing where dpkg is absent).
# make demo and make test install their own share through the same step
# when it is missing (BAYES_NO_INSTALL=1: never; they then say what to run).
BUILD_PKGS  = build-essential libsqlite3-dev
TEST_PKGS   = sqlite3 tcl libsqlite3-tcl python3
FUZZ_PKGS   = clang libclang-rt-14-dev
BENCH_PKGS  = python3-sklearn python3-numpy
# Weka 3.6 (java) for the golden and comparison scripts tools/*weka*.py;
# the committed suite does not need it.
WEKA_PKGS   = weka default-jre-headless python3-scipy
# matplotlib draws the figures of docs/ (make docs-figures); the committed
# suite does not need it (test/figures.test compares the data only).
DOCS_PKGS   = python3-matplotlib
ROUTES_PKGS = dpkg-dev fakeroot python3 python3-setuptools python3-wheel \
              python3-venv python3-pytest python3-apsw sqlite-utils mingw-w64 \
              python3-pandas python3-sklearn python3-numpy
# Node: Debian's nodejs, npm and headers (libnode-dev), unless node is
# already installed (e.g. from nodesource, whose nodejs carries npm).
NODE_PKGS   = nodejs npm libnode-dev

deps: deps-build deps-test deps-fuzz
deps-build:
	@sh tools/need-pkgs $(BUILD_PKGS)
deps-test: deps-build
	@sh tools/need-pkgs $(TEST_PKGS)
deps-fuzz: deps-build
	@sh tools/need-pkgs $(FUZZ_PKGS)
deps-bench: deps-build
	@sh tools/need-pkgs $(BENCH_PKGS)
deps-weka: deps-bench
	@sh tools/need-pkgs $(WEKA_PKGS)
deps-docs: deps-test
	@sh tools/need-pkgs $(DOCS_PKGS)
deps-routes: deps-test deps-langs
	@sh tools/need-pkgs $(ROUTES_PKGS)
	@command -v node >/dev/null 2>&1 && command -v npm >/dev/null 2>&1 || \
	  sh tools/need-pkgs $(NODE_PKGS)


# The C drivers (test/c/*.c) are linked with the system libsqlite3 and load
# $(BAYES_SO); test/all.tcl runs those in BAYES_C_DRIVERS like test files.
C_DRIVERS = build/c/oom build/c/threads build/c/serving build/c/linalg \
            build/c/static build/c/static-omit build/c/static-minver
build/c/%: test/c/%.c test/c/cases.h ext/kinds.h
	@mkdir -p build/c
	$(CC) $(CFLAGS) $(WARN) -o $@ $< -lsqlite3 -lpthread
# test/c/linalg.c checks ext/core/linalg.c on its own, compiled in (with
# the thread pool its products may use, and SQLite's mutex test)
build/c/linalg: test/c/linalg.c ext/core/linalg.c ext/core/pool.c ext/core/sqlite_api.c $(HDR)
	@mkdir -p build/c
	$(CC) $(CFLAGS) $(WARN) -DSQLITE_CORE -Iext -o $@ test/c/linalg.c ext/core/linalg.c ext/core/pool.c ext/core/sqlite_api.c -lsqlite3 -lm -lpthread


# sql/bayes_models.sql is generated: the model table's one source is the
# SQL text in ext/sql/models_table.c, which SELECT bayes_models_install()
# runs and bayes_models_install('sql') returns.  After changing it, run
# make models-sql and commit the file (test/models_install.test fails
# while the two differ).
models-sql: $(BAYES_LIB)
	printf '%s\n' "$$(sqlite3 :memory: '.load ./$(BAYES_LIB)' \
	  "SELECT bayes_models_install('sql')")" > sql/bayes_models.sql.tmp
	mv sql/bayes_models.sql.tmp sql/bayes_models.sql

# The single-file build (tools/amalgamate.tcl) and test/c/static.c, which
# links it into a program three ways (see that file).  The object of the
# amalgamation must define one global symbol, sqlite3_bayes_init.
AMALG = build/bayes-amalgamation.c
amalgamation: $(AMALG)
$(AMALG): $(SRC) $(HDR) tools/amalgamate.tcl LICENSE
	@mkdir -p build
	tclsh tools/amalgamate.tcl $@
AMALG_CFLAGS = $(CFLAGS) $(WARN) -Wno-unused-function -DEXPECT_VERSION='"$(VERSION)"'
build/c/static: test/c/static.c $(AMALG)
	@mkdir -p build/c
	$(CC) $(AMALG_CFLAGS) -DSQLITE_CORE -c -o build/c/amalg-core.o $(AMALG)
	@g=$$(nm -g --defined-only build/c/amalg-core.o | awk '{print $$2, $$3}'); \
	  if [ "$$g" != "T sqlite3_bayes_init" ]; then \
	    echo "$(AMALG): defines more than sqlite3_bayes_init:"; echo "$$g"; exit 1; fi
	$(CC) $(AMALG_CFLAGS) -DSQLITE_CORE -o $@ test/c/static.c build/c/amalg-core.o -lsqlite3 -lm
build/c/static-omit: test/c/static.c $(AMALG)
	@mkdir -p build/c
	$(CC) $(AMALG_CFLAGS) -DSQLITE_OMIT_LOAD_EXTENSION -o $@ test/c/static.c $(AMALG) -lsqlite3 -lm
build/c/static-minver: test/c/static.c $(AMALG)
	@mkdir -p build/c
	$(CC) $(AMALG_CFLAGS) -DSQLITE_CORE -DBAYES_SQLITE_MIN=3999000 -DEXPECT_TOO_OLD \
	  -o $@ test/c/static.c $(AMALG) -lsqlite3 -lm

# The link graph of ext/ (tools/check-deps.tcl): one object per source,
# nm; no call up a band (core, then kinds, then sql), no circle but
# kinds/registry.c with the kinds; the layer list it prints must be the
# one docs/development.md shows, and bayesInt.h's map must name every
# file.  make test runs it first.
DEPS_OBJ = $(SRC:ext/%.c=build/deps/%.o)
build/deps/%.o: ext/%.c $(HDR)
	@mkdir -p $(@D)
	@$(CC) -O0 $(WARN) $(INC) $(PIC) -c -o $@ $<
check-deps: $(DEPS_OBJ)
	@rm -f $(filter-out $(DEPS_OBJ),$(wildcard build/deps/*.o build/deps/*/*.o))
	tclsh tools/check-deps.tcl build/deps --check-doc docs/development.md

# make demo and make test are each the first command on a bare Debian
# machine: they install the packages they need (tools/need-pkgs --for: as
# root or through password-less sudo), or stop with the command to run.
# The build runs after the check (a sub-make, so also under -j).
test:
	@sh tools/need-pkgs --for "make test" $(BUILD_PKGS) $(TEST_PKGS)
	@$(MAKE) --no-print-directory check-deps $(BAYES_LIB) $(C_DRIVERS)
	BAYES_SO="$${BAYES_SO:-./$(BAYES_LIB)}" BAYES_C_DRIVERS="$(C_DRIVERS)" tclsh test/all.tcl

demo:
	@sh tools/need-pkgs --for "make demo" $(BUILD_PKGS) sqlite3
	@$(MAKE) --no-print-directory $(BAYES_LIB)
	sqlite3 :memory: < examples/iris.sql

demo-spam:
	@sh tools/need-pkgs --for "make demo-spam" $(BUILD_PKGS) sqlite3
	@$(MAKE) --no-print-directory $(BAYES_LIB)
	sqlite3 :memory: < examples/spam.sql

# Not part of `make test`: a benchmark reports, it does not fail the build.
bench/data/bench: bench/bench.c bench/bench.h
	@mkdir -p bench/data
	$(CC) $(CFLAGS) $(WARN) -o $@ bench/bench.c -lsqlite3 -lm

# every bench in one run (about 45 minutes on 2 idle cores),
# then bench/targets.py: each target, met or not, read off this run's files
bench: $(BAYES_LIB) bench/data/bench build/c/linalg
	@sh tools/need-pkgs $(BENCH_PKGS) libopenblas0-pthread
	@mkdir -p bench/data && date +%s > bench/data/bench-start
	./bench/data/bench $(BENCH_ARGS)
	/usr/bin/python3 bench/gridsearch.py
	@$(MAKE) --no-print-directory bench-byname
	@$(MAKE) --no-print-directory bench-serving
	/usr/bin/python3 bench/fit_query.py
	/usr/bin/python3 bench/scores.py
	/usr/bin/python3 bench/threads.py
	/usr/bin/python3 bench/parallel.py --out bench/data/results-parallel-run.md $(PARALLEL_ARGS)
	/usr/bin/python3 bench/targets.py --since $$(cat bench/data/bench-start)
# the one-pass grid search against GridSearchCV alone (bench/README.md)
bench-grid: $(BAYES_LIB)
	/usr/bin/python3 bench/gridsearch.py
# bayes_scores against scikit-learn's predict on OpenBLAS (bench/scores.py)
bench-scores: $(BAYES_LIB) build/c/linalg
	@sh tools/need-pkgs $(BENCH_PKGS) libopenblas0-pthread
	/usr/bin/python3 bench/scores.py

# ---------------------------------------------------------------- hardening
# AddressSanitizer + UndefinedBehaviorSanitizer: tclsh is not built with
# ASan, so the runtime is preloaded (LD_PRELOAD, cc's libasan); any report
# aborts the process and test/all.tcl counts the file as failed.
ASAN_CFLAGS = -g -O1 -fno-omit-frame-pointer -fsanitize=address,undefined \
              -fno-sanitize-recover=all -DBAYES_DEBUG
ASAN_ENV = LD_PRELOAD="$$($(CC) -print-file-name=libasan.so)" \
           ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
           UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
build/asan/bayes.so: $(SRC) $(HDR)
	@mkdir -p build/asan
	$(CC) $(ASAN_CFLAGS) $(WARN) $(INC) $(PIC) $(SOFLAGS) -o $@ $(SRC) $(LDLIBS)
build/asan/%: test/c/%.c test/c/cases.h ext/kinds.h
	@mkdir -p build/asan
	$(CC) $(ASAN_CFLAGS) $(WARN) -o $@ $< -lsqlite3 -lpthread
build/asan/linalg: test/c/linalg.c ext/core/linalg.c ext/core/pool.c ext/core/sqlite_api.c $(HDR)
	@mkdir -p build/asan
	$(CC) $(ASAN_CFLAGS) $(WARN) -DSQLITE_CORE -Iext -o $@ test/c/linalg.c ext/core/linalg.c ext/core/pool.c ext/core/sqlite_api.c -lsqlite3 -lm -lpthread
# the amalgamation linked statically (test/c/static.c), under ASan+UBSan
build/asan/static: test/c/static.c $(AMALG)
	@mkdir -p build/asan
	$(CC) $(ASAN_CFLAGS) $(WARN) -Wno-unused-function -DEXPECT_VERSION='"$(VERSION)"' \
	  -DSQLITE_CORE -o $@ test/c/static.c $(AMALG) -lsqlite3 -lm
ASAN_DRIVERS = build/asan/oom build/asan/threads build/asan/serving build/asan/linalg build/asan/static \
               build/asan/fts5tok build/asan/pool
# ASan makes test/c/oom.c several times slower (150 s alone, over 300 s on a
# loaded machine): a longer per-file limit than the suite's 300 s.
test-asan: build/asan/bayes.so $(ASAN_DRIVERS)
	$(ASAN_ENV) BAYES_SO=build/asan/bayes.so \
	  BAYES_TEST_TIMEOUT="$${BAYES_TEST_TIMEOUT:-900}" \
	  BAYES_C_DRIVERS="$(ASAN_DRIVERS)" tclsh test/all.tcl

# ThreadSanitizer (clang's runtime, linked into the driver)
build/tsan/bayes.so: $(SRC) $(HDR)
	@mkdir -p build/tsan
	clang -g -O1 -fsanitize=thread -DBAYES_DEBUG $(WARN) $(INC) $(PIC) $(SOFLAGS) -o $@ $(SRC) $(LDLIBS)
build/tsan/threads: test/c/threads.c test/c/cases.h
	@mkdir -p build/tsan
	clang -g -O1 -fsanitize=thread $(WARN) -o $@ $< -lsqlite3 -lpthread
build/tsan/serving: test/c/serving.c
	@mkdir -p build/tsan
	clang -g -O1 -fsanitize=thread $(WARN) -o $@ $< -lsqlite3 -lpthread
build/tsan/pool: test/c/pool.c
	@mkdir -p build/tsan
	clang -g -O1 -fsanitize=thread $(WARN) -o $@ $< -lsqlite3 -lpthread
test-tsan: build/tsan/bayes.so build/tsan/threads build/tsan/serving build/tsan/pool
	TSAN_OPTIONS=halt_on_error=1 ./build/tsan/threads build/tsan/bayes.so
	TSAN_OPTIONS=halt_on_error=1 ./build/tsan/serving build/tsan/bayes.so
	TSAN_OPTIONS=halt_on_error=1 ./build/tsan/pool build/tsan/bayes.so

# libFuzzer targets (fuzz/fuzz_*.c): the extension's sources compiled in
# with coverage, ASan and UBSan; SQLite is the system library.
FUZZ_SECONDS ?= 30
FUZZ_TARGETS ?= fuzz_model fuzz_json fuzz_f32 fuzz_spec fuzz_tokens fuzz_sql
FUZZ_CFLAGS = -g -O1 -fsanitize=fuzzer,address,undefined \
              -fno-sanitize-recover=undefined -DBAYES_DEBUG
build/fuzz/%: fuzz/%.c fuzz/fuzz.h $(SRC) $(HDR)
	@mkdir -p build/fuzz
	clang $(FUZZ_CFLAGS) $(WARN) -Iext -o $@ $< $(SRC) -lsqlite3 -lm
fuzz: $(FUZZ_TARGETS:%=build/fuzz/%)
	sh fuzz/run.sh $(FUZZ_SECONDS) $(FUZZ_TARGETS)
fuzz-ci:
	$(MAKE) fuzz FUZZ_SECONDS=20
fuzz-corpus: bayes.so
	tclsh fuzz/mkcorpus.tcl

clean:
	rm -f bayes.so bayes.dylib bayes.dll bayes.*.tmp
	rm -rf build

# Routes with their own rules (mk/*.mk: one file per route)
-include $(wildcard mk/*.mk)

.PHONY: all test demo demo-spam bench clean deps deps-build deps-test \
        deps-fuzz deps-bench deps-routes test-asan test-tsan fuzz fuzz-ci \
        fuzz-corpus amalgamation check-deps bench-grid deps-weka \
        bench-scores models-sql

# How cost grows with the rows (bench/scale.c, bench/README.md): 1M, 10M and
# 100M generated rows, on demand only (not in CI, not in `make bench`; about
# 20 minutes on 2 cores).  SCALE_ARGS="--sizes 1000000,10000000" for less.
bench/data/scale: bench/scale.c bench/bench.h
	@mkdir -p bench/data
	$(CC) $(CFLAGS) $(WARN) -D_POSIX_C_SOURCE=200809L -o $@ bench/scale.c -lsqlite3 -lm
bench-scale: $(BAYES_LIB) bench/data/scale
	./bench/data/scale --out bench/data/results-scale.md $(SCALE_ARGS)
	@cat bench/data/results-scale.md
# scoring by name (bayes_models' deployed version) against a bound BLOB,
# per 100k rows; also run by `make bench`
bench-byname: $(BAYES_LIB) bench/data/scale
	./bench/data/scale --byname --out bench/data/results-byname.md $(BYNAME_ARGS)
	@cat bench/data/results-byname.md
# A bounded text vocabulary: BLOB size, fit memory and by-name
# latency of multinomial_nb with every term, max_features with prune=1 and
# n_features (hashed), at 1M generated rows (bench-bounded, a few minutes)
# or 1M and 10M (bench-bounded-10m, about half an hour on 2 cores)
bench-bounded: $(BAYES_LIB) bench/data/scale
	./bench/data/scale --bounded --sizes 1000000 --out bench/data/results-bounded.md
	@cat bench/data/results-bounded.md
bench-bounded-10m: $(BAYES_LIB) bench/data/scale
	./bench/data/scale --bounded --sizes 1000000,10000000 --out bench/data/results-bounded-10m.md
	@cat bench/data/results-bounded-10m.md
.PHONY: bench-scale bench-byname bench-bounded bench-bounded-10m

# The serving table (bench/serving.c): single-row p50/p99 by
# name and by BLOB, first use, threads x connections throughput, for
# gaussian_nb, lda, qda on 784 features and the text model at 1M and 10M
# rows (about 6 minutes and 1 GB in TMPDIR; SERVING_ARGS="--text-rows
# 1000000" for less); also run by `make bench`.
bench/data/serving: bench/serving.c bench/bench.h
	@mkdir -p bench/data
	$(CC) $(CFLAGS) $(WARN) -o $@ bench/serving.c -lsqlite3 -lm -lpthread
bench-serving: $(BAYES_LIB) bench/data/serving
	./bench/data/serving --out bench/data/results-serving.md $(SERVING_ARGS)
	@cat bench/data/results-serving.md
.PHONY: bench-serving
# naive_bayes's numeric families (gaussian, discretize, kde,
# weka_normal) beside Weka 3.6's NaiveBayes, -K and -D on ten Weka data
# sets: the family chosen by 10-fold CV, the families blended, Weka's
# corrected t-test; rewrites the tables of docs/weka-comparison.md (work
# files in build/weka/; about 8 minutes). Not run by make test or CI.
weka-compare: deps-weka $(BAYES_LIB)
	/usr/bin/python3 tools/weka_compare.py
.PHONY: weka-compare
# The figures of docs/ (docs/figures/*.svg and the .tsv data each was drawn
# from), from the docs' own `-- figure: NAME` blocks (tools/docs_figures.py);
# test/figures.test fails when a block's data no longer equals its .tsv.
docs-figures: deps-docs $(BAYES_LIB)
	/usr/bin/python3 tools/docs_figures.py
.PHONY: docs-figures deps-docs
# docs/images/playground.png: the screenshot the Chromium test takes
# (make test-wasm), as it took it
docs-screenshot: test-wasm
	@mkdir -p docs/images
	cp build/web-test/screenshot.png docs/images/playground.png
.PHONY: docs-screenshot
# bayes_fit_query and the count kinds against their floors and scikit-learn
# (bench/fit_query.py): needs the database make bench generated
bench-fitq: $(BAYES_LIB)
	/usr/bin/python3 bench/fit_query.py
.PHONY: bench-fitq
# every core inside one statement: bayes_threads(1) and (2) against
# scikit-learn on 60,000 x 784 (bench/threads.py)
bench-threads: $(BAYES_LIB)
	@sh tools/need-pkgs $(BENCH_PKGS) libopenblas0-pthread
	/usr/bin/python3 bench/threads.py
.PHONY: bench-threads

# test/c/pool.c: worker threads inside one statement (bayes_threads(4)
# on two connections at once) give the one-thread results byte for byte;
# also run under ThreadSanitizer by test-tsan
C_DRIVERS += build/c/pool

# test/c/fts5tok.c: bayes_tokens' tokenize= with a tokenizer the
# application registers through fts5_api
C_DRIVERS += build/c/fts5tok

# test/c/jsonnum.c: ext/core/json.c's number reader (and features.c's inline
# integers, through the extension) give strtod's double, bit for bit
C_DRIVERS += build/c/jsonnum
build/c/jsonnum: test/c/jsonnum.c ext/core/json.c ext/core/blob.c $(HDR)
	@mkdir -p build/c
	$(CC) $(CFLAGS) $(WARN) -DSQLITE_CORE -Iext -o $@ test/c/jsonnum.c ext/core/json.c ext/core/blob.c -lsqlite3 -lm
# Every core: sqlite_bayes.fit_parallel's rowid shards merged with
# bayes_merge against the one-connection fit on 10M generated rows
# (bench/parallel.py; generates bench/data/parallel-10000000.db once)
bench-parallel: $(BAYES_LIB)
	/usr/bin/python3 bench/parallel.py $(PARALLEL_ARGS)
.PHONY: bench-parallel

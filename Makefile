# bayes — generative classifiers inside SQLite.
#
#   make            build ./bayes.so
#   make test       run the Tcl suite and the C drivers (installs what is missing)
#   make demo       train and score the iris example in the sqlite3 shell
#   make demo-spam  train and score the spam example (examples/spam.sql)
#   make bench      benchmarks against SQLite floors and Python (BENCH_SCALE=0.1
#                   for a quick run); see bench/bench.c
#   make install    copy bayes.so to $(DESTDIR)$(PREFIX)/lib/sqlite3/
#   make test-asan  the whole suite (Tcl and C drivers) against an ASan+UBSan
#                   build (build/asan/bayes.so); any report fails it
#   make test-tsan  test/c/threads.c under ThreadSanitizer
#   make fuzz       every libFuzzer target for FUZZ_SECONDS (30) each;
#                   fuzz-ci: 20 s each; fuzz-corpus: regenerate the seeds

CC      ?= cc
CFLAGS  ?= -O2 -g
WARN    = -std=c99 -Wall -Wextra
PIC     = -fPIC
LDLIBS  = -lm
# -z nodelete: SQLite dlclose()s an extension whose init fails, but a failure
# part-way (out of memory) leaves the functions registered so far, whose
# destructors live in this library; it must stay mapped (test/c/oom.c).
SOFLAGS = -shared -Wl,-z,nodelete
PREFIX  ?= /usr/local
DESTDIR ?=

SRC  = $(sort $(wildcard ext/*.c))
HDR  = $(wildcard ext/*.h)

all: bayes.so

bayes.so: $(SRC) $(HDR) | deps-build
	$(CC) $(CFLAGS) $(WARN) $(PIC) $(SOFLAGS) -o $@ $(SRC) $(LDLIBS)

# Debian packages each target needs; installed only when missing.
BUILD_PKGS = libsqlite3-dev
TEST_PKGS  = sqlite3 tcl libsqlite3-tcl
BENCH_PKGS = python3-sklearn python3-numpy

deps-build:
	@sh tools/need-pkgs $(BUILD_PKGS)
deps-test: deps-build
	@sh tools/need-pkgs $(TEST_PKGS)

# The C drivers (test/c/*.c) are linked with the system libsqlite3 and load
# $(BAYES_SO); test/all.tcl runs those in BAYES_C_DRIVERS like test files.
C_DRIVERS = build/c/oom build/c/threads build/c/linalg
build/c/%: test/c/%.c test/c/cases.h | deps-build
	@mkdir -p build/c
	$(CC) $(CFLAGS) $(WARN) -o $@ $< -lsqlite3 -lpthread
# test/c/linalg.c checks ext/linalg.c on its own, compiled in
build/c/linalg: test/c/linalg.c ext/linalg.c $(HDR) | deps-build
	@mkdir -p build/c
	$(CC) $(CFLAGS) $(WARN) -DSQLITE_CORE -Iext -o $@ test/c/linalg.c ext/linalg.c -lsqlite3 -lm

test: bayes.so $(C_DRIVERS) deps-test
	BAYES_C_DRIVERS="$(C_DRIVERS)" tclsh test/all.tcl

demo: bayes.so deps-test
	sqlite3 :memory: < examples/iris.sql

demo-spam: bayes.so deps-test
	sqlite3 :memory: < examples/spam.sql

# Not part of `make test`: a benchmark reports, it does not fail the build.
bench/data/bench: bench/bench.c | deps-build
	@mkdir -p bench/data
	$(CC) $(CFLAGS) $(WARN) -o $@ bench/bench.c -lsqlite3 -lm

bench: bayes.so bench/data/bench
	@sh tools/need-pkgs $(BENCH_PKGS)
	./bench/data/bench $(BENCH_ARGS)

# ---------------------------------------------------------------- hardening
# AddressSanitizer + UndefinedBehaviorSanitizer: tclsh is not built with
# ASan, so the runtime is preloaded (LD_PRELOAD, cc's libasan); any report
# aborts the process and test/all.tcl counts the file as failed.
ASAN_CFLAGS = -g -O1 -fno-omit-frame-pointer -fsanitize=address,undefined \
              -fno-sanitize-recover=all
ASAN_ENV = LD_PRELOAD="$$($(CC) -print-file-name=libasan.so)" \
           ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
           UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
build/asan/bayes.so: $(SRC) $(HDR) | deps-build
	@mkdir -p build/asan
	$(CC) $(ASAN_CFLAGS) $(WARN) $(PIC) $(SOFLAGS) -o $@ $(SRC) $(LDLIBS)
build/asan/%: test/c/%.c test/c/cases.h | deps-build
	@mkdir -p build/asan
	$(CC) $(ASAN_CFLAGS) $(WARN) -o $@ $< -lsqlite3 -lpthread
build/asan/linalg: test/c/linalg.c ext/linalg.c $(HDR) | deps-build
	@mkdir -p build/asan
	$(CC) $(ASAN_CFLAGS) $(WARN) -DSQLITE_CORE -Iext -o $@ test/c/linalg.c ext/linalg.c -lsqlite3 -lm
test-asan: build/asan/bayes.so build/asan/oom build/asan/threads build/asan/linalg deps-test
	$(ASAN_ENV) BAYES_SO=build/asan/bayes.so \
	  BAYES_C_DRIVERS="build/asan/oom build/asan/threads build/asan/linalg" tclsh test/all.tcl

# ThreadSanitizer (clang's runtime, linked into the driver)
FUZZ_PKGS = clang libclang-rt-14-dev
deps-fuzz: deps-build
	@sh tools/need-pkgs $(FUZZ_PKGS)
build/tsan/bayes.so: $(SRC) $(HDR) | deps-fuzz
	@mkdir -p build/tsan
	clang -g -O1 -fsanitize=thread $(WARN) $(PIC) $(SOFLAGS) -o $@ $(SRC) $(LDLIBS)
build/tsan/threads: test/c/threads.c test/c/cases.h | deps-fuzz
	@mkdir -p build/tsan
	clang -g -O1 -fsanitize=thread $(WARN) -o $@ $< -lsqlite3 -lpthread
test-tsan: build/tsan/bayes.so build/tsan/threads
	TSAN_OPTIONS=halt_on_error=1 ./build/tsan/threads build/tsan/bayes.so

# libFuzzer targets (fuzz/fuzz_*.c): the extension's sources compiled in
# with coverage, ASan and UBSan; SQLite is the system library.
FUZZ_SECONDS ?= 30
FUZZ_TARGETS ?= fuzz_model fuzz_json fuzz_f32 fuzz_spec fuzz_tokens
FUZZ_CFLAGS = -g -O1 -fsanitize=fuzzer,address,undefined \
              -fno-sanitize-recover=undefined
build/fuzz/%: fuzz/%.c fuzz/fuzz.h $(SRC) $(HDR) | deps-fuzz
	@mkdir -p build/fuzz
	clang $(FUZZ_CFLAGS) $(WARN) -Iext -o $@ $< $(SRC) -lsqlite3 -lm
fuzz: $(FUZZ_TARGETS:%=build/fuzz/%)
	sh fuzz/run.sh $(FUZZ_SECONDS) $(FUZZ_TARGETS)
fuzz-ci:
	$(MAKE) fuzz FUZZ_SECONDS=20
fuzz-corpus: bayes.so deps-test
	tclsh fuzz/mkcorpus.tcl

install: bayes.so
	install -d $(DESTDIR)$(PREFIX)/lib/sqlite3
	install -m 0644 bayes.so $(DESTDIR)$(PREFIX)/lib/sqlite3/bayes.so

clean:
	rm -f bayes.so
	rm -rf build

# Routes with their own rules (mk/*.mk: one file per route)
-include $(wildcard mk/*.mk)

.PHONY: all test demo demo-spam bench install clean deps-build deps-test \
        deps-fuzz test-asan test-tsan fuzz fuzz-ci fuzz-corpus

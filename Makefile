# bayes — generative classifiers inside SQLite.
#
#   make            build ./bayes.so
#   make test       run the Tcl suite and the C drivers (installs what is missing)
#   make demo       train and score the iris example in the sqlite3 shell
#   make demo-spam  train and score the spam example (examples/spam.sql)
#   make bench      benchmarks against SQLite floors and Python (BENCH_SCALE=0.1
#                   for a quick run); see bench/bench.c
#   make install    copy bayes.so to $(DESTDIR)$(PREFIX)/lib/sqlite3/

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

test: bayes.so deps-test
	tclsh test/all.tcl

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

install: bayes.so
	install -d $(DESTDIR)$(PREFIX)/lib/sqlite3
	install -m 0644 bayes.so $(DESTDIR)$(PREFIX)/lib/sqlite3/bayes.so

clean:
	rm -f bayes.so

.PHONY: all test demo demo-spam bench install clean deps-build deps-test

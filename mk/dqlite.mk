# bayes on dqlite clusters (bindings/dqlite/, docs/cluster.md)
#
#   make dqlite        build build/dqlite/bayes-dqlite: a dqlite node with the
#                      bayes functions compiled in, and its client commands
#   make test-dqlite   3-node cluster on 127.0.0.1: membership, fit/store/score,
#                      leader kill -9 and failover, sharded fit + bayes_merge
#   make race-dqlite   the lost-leader race, counted: kills at
#                      replication vs during execution (DQLITE_RACE_N each,
#                      default 5; docs/cluster.md "Lost leaders")
#   make bench-dqlite  throughput, failover and sharding measurements
#                      (DQLITE_BENCH_ROWS, default 200000) -> stdout
#   make deps-dqlite   the Debian packages these need
#
# The Go program is built from Debian's go-dqlite sources in GOPATH mode:
# nothing is downloaded (GO111MODULE=off, GOPROXY=off).  The extension
# itself gains no dependency: its sources are compiled a second time, with
# -DSQLITE_CORE, into build/dqlite/libbayes.a for this program only.

DQLITE_PKGS = libdqlite-dev golang-go golang-github-canonical-go-dqlite-dev \
              libsqlite3-dev
DQLITE_BIN  = build/dqlite/bayes-dqlite
DQLITE_GO   = $(wildcard bindings/dqlite/bayes-dqlite/*.go)
DQLITE_OBJ  = $(SRC:ext/%.c=build/dqlite/obj/%.o)
DQLITE_GOENV = GO111MODULE=off GOPATH=/usr/share/gocode GOPROXY=off \
  GOFLAGS= GOCACHE=$(CURDIR)/build/dqlite/gocache CGO_ENABLED=1 \
  CGO_LDFLAGS_ALLOW='-Wl,-z,now' \
  CGO_LDFLAGS="$(CURDIR)/build/dqlite/libbayes.a -lsqlite3 -lm"

deps-dqlite:
	@sh tools/need-pkgs $(DQLITE_PKGS)

# BAYES_NO_NESTED_WRITES: dqlite replicates only what an EXEC request
# writes; bayes_models_install() writes from inside a statement SQLite
# counts read-only, which a client may send as a QUERY, whose pages then
# stay on the leader (its node aborts at the next checkpoint).  So here it
# refuses, and says to run its SQL, bayes_models_install('sql'), as
# statements (docs/cluster.md).
build/dqlite/obj/%.o: ext/%.c $(HDR) mk/dqlite.mk
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(WARN) $(INC) -fPIC -DSQLITE_CORE -DBAYES_NO_NESTED_WRITES -c -o $@ $<

build/dqlite/libbayes.a: $(DQLITE_OBJ)
	rm -f $@
	ar rcs $@ $(DQLITE_OBJ)

$(DQLITE_BIN): $(DQLITE_GO) build/dqlite/libbayes.a
	@# the archive's checksum in -ldflags: go's build cache keys the link on
	@# its flags, not on the bytes of libbayes.a, and would otherwise relink
	@# an old copy of the extension after a change
	$(DQLITE_GOENV) go build -tags libsqlite3 \
	  -ldflags "-X main.bayesLibSum=$$(sha1sum build/dqlite/libbayes.a | cut -c1-40)" \
	  -o $@ ./bindings/dqlite/bayes-dqlite

dqlite: $(DQLITE_BIN)

test-dqlite: $(DQLITE_BIN) bayes.so
	$(DQLITE_GOENV) go test -tags libsqlite3 ./bindings/dqlite/bayes-dqlite
	nice timeout -k 10 600 bash bindings/dqlite/test.sh $(DQLITE_BIN)

race-dqlite: $(DQLITE_BIN)
	nice timeout -k 10 900 bash bindings/dqlite/race.sh $(DQLITE_BIN) $${DQLITE_RACE_N:-5}

bench-dqlite: $(DQLITE_BIN) bayes.so
	nice bash bindings/dqlite/bench.sh $(DQLITE_BIN)

.PHONY: dqlite test-dqlite bench-dqlite deps-dqlite race-dqlite

# mk/blas.mk — an optional build of the extension on Debian's OpenBLAS
# (BLAS and LAPACK measured against our own kernels).
#
#   make BLAS=openblas             bayes.so, test drivers and bench linked
#                                  with -lopenblas (libopenblas-pthread-dev)
#   make blas-compare              the linalg micro-benchmarks (co-moment
#                                  update 60,000 x 784, eigendecomposition and
#                                  Cholesky 784) with our kernels and with
#                                  OpenBLAS, side by side; writes nothing
#
# With BLAS=openblas, ext/core/linalg.c sends the co-moment products to
# cblas_dsyrk / cblas_dgemm and the eigendecomposition to LAPACK's dsyevd;
# everything else (the deflation rules around it, BayesGauss) is the same.
# The default build stays libc + libm + SQLite: see docs/performance.md for
# the figures behind that decision.  Start from `make clean` when switching.

BLAS_INC = /usr/include/x86_64-linux-gnu/openblas-pthread
BLAS_DEF = -DBAYES_OPENBLAS -I$(BLAS_INC)
# -lopenblas goes in front of the sources of rules that name their own
# libraries; --no-as-needed keeps it linked there.
BLAS_LIB = -Wl,--no-as-needed -lopenblas -Wl,--as-needed

ifeq ($(BLAS),openblas)
CFLAGS += $(BLAS_DEF) $(BLAS_LIB)
LDLIBS += -lopenblas
BUILD_PKGS += libopenblas-pthread-dev
endif

build/blas/linalg-own: test/c/linalg.c ext/core/linalg.c ext/core/pool.c ext/core/sqlite_api.c ext/linalg.h | deps-build
	@mkdir -p build/blas
	$(CC) -O2 -g $(WARN) -DSQLITE_CORE -Iext -o $@ test/c/linalg.c ext/core/linalg.c ext/core/pool.c ext/core/sqlite_api.c -lsqlite3 -lm -lpthread

build/blas/linalg-openblas: test/c/linalg.c ext/core/linalg.c ext/core/pool.c ext/core/sqlite_api.c ext/linalg.h | deps-build
	@mkdir -p build/blas
	$(CC) -O2 -g $(WARN) $(BLAS_DEF) -DSQLITE_CORE -Iext -o $@ test/c/linalg.c ext/core/linalg.c ext/core/pool.c ext/core/sqlite_api.c -lsqlite3 -lopenblas -lm -lpthread

blas-compare: build/blas/linalg-own build/blas/linalg-openblas
	@echo "== our kernels"; ./build/blas/linalg-own -bench | grep -v passed
	@echo "== OpenBLAS, 1 thread"; OPENBLAS_NUM_THREADS=1 ./build/blas/linalg-openblas -bench | grep -v passed
	@echo "== OpenBLAS, default threads"; ./build/blas/linalg-openblas -bench | grep -v passed

.PHONY: blas-compare

# mk/routes.mk — the ways users get the extension (docs/install.md): install,
# Debian package, Python wheel, npm package, Windows DLL, sqlite-utils.  Each
# route has a test beside its files, bindings/ROUTE/test.sh, that exercises
# the real thing (the installed files, the .deb, the wheel in a fresh venv,
# the packed npm tarball); `make test-routes` runs them all.  Their Debian
# packages come from `make deps-routes`.
#
#   make install [PREFIX=/usr/local] [DESTDIR=]   make uninstall
#   make deb          build/deb/sqlite3-bayes_VERSION-1_ARCH.deb (dpkg-deb)
#   make wheel        build/python/dist/sqlite_bayes-VERSION-py3-none-*.whl
#   make node-pack    build/node/sqlite-bayes-VERSION.tgz
#   make dll          build/win/bayes.dll (cross-compiled with mingw-w64)
#   make test-install test-amalgamation test-deb test-python test-node test-dll
#   make test-sqlite-utils
#   make test-go test-rust test-ruby test-r   (mk/langs.mk; make test-langs)
#   make test-routes  all of the above

# --------------------------------------------------------------- install
# Where SQLite users look: $(PREFIX)/lib/sqlite3/bayes.so (as Debian's
# sqlite3-pcre), the SQL next to it in share/, the docs in share/doc/.
#
# `.load bayes` without a path: SQLite hands dlopen() "bayes", then
# "bayes.so", and dlopen searches LD_LIBRARY_PATH, the ld.so.cache (which
# ldconfig fills only with lib*.so names, so never with bayes.so) and the
# system directories (on Debian /lib/MULTIARCH, /usr/lib/MULTIARCH, /lib,
# /usr/lib); neither $(PREFIX)/lib/sqlite3 nor /usr/local/lib is one.  So
# make install ends with a hint, make install-byname links the library
# into $(BYNAME_DIR) (root; make uninstall removes the link), and the .deb
# installs it there itself.
LIBDIR  ?= $(PREFIX)/lib/sqlite3
MULTIARCH := $(shell $(CC) -print-multiarch 2>/dev/null)
BYNAME_DIR ?= /usr/lib$(if $(MULTIARCH),/$(MULTIARCH))
DATADIR ?= $(PREFIX)/share/bayes
DOCDIR  ?= $(PREFIX)/share/doc/bayes
SQL_FILES = $(sort $(wildcard sql/*.sql))
# The docs keep the source tree's layout under $(DOCDIR) (README.md,
# docs/*.md, examples/, bench/README.md), so their relative links work there.
DOC_FILES = README.md LICENSE
DOC_MD    = $(sort $(wildcard docs/*.md))
DOC_FIG   = $(sort $(wildcard docs/figures/*.svg))
DOC_IMG   = $(sort $(wildcard docs/images/*.png))
DOC_EX    = $(sort $(wildcard examples/*.*))
DOC_BENCH = bench/README.md

install: $(BAYES_LIB)
	install -d $(DESTDIR)$(LIBDIR) $(DESTDIR)$(DATADIR) $(DESTDIR)$(DOCDIR)/docs \
	  $(DESTDIR)$(DOCDIR)/docs/figures $(DESTDIR)$(DOCDIR)/docs/images \
	  $(DESTDIR)$(DOCDIR)/examples $(DESTDIR)$(DOCDIR)/bench
	install -m 0644 $(BAYES_LIB) $(DESTDIR)$(LIBDIR)/$(BAYES_LIB)
	install -m 0644 $(SQL_FILES) $(DESTDIR)$(DATADIR)/
	install -m 0644 $(DOC_FILES) $(DESTDIR)$(DOCDIR)/
	install -m 0644 $(DOC_MD) $(DESTDIR)$(DOCDIR)/docs/
	install -m 0644 $(DOC_FIG) $(DESTDIR)$(DOCDIR)/docs/figures/
	install -m 0644 $(DOC_IMG) $(DESTDIR)$(DOCDIR)/docs/images/
	install -m 0644 $(DOC_EX) $(DESTDIR)$(DOCDIR)/examples/
	install -m 0644 $(DOC_BENCH) $(DESTDIR)$(DOCDIR)/bench/
	@[ -n "$(DESTDIR)" ] || [ "$(LIBDIR)" = "$(BYNAME_DIR)" ] || \
	  [ -e "$(BYNAME_DIR)/$(BAYES_LIB)" ] || printf '%s\n' \
	  "" "Installed.  Load it by its path:  .load $(LIBDIR)/bayes" \
	  "\`.load bayes' without a path finds it only in a directory the loader searches:" \
	  "  LD_LIBRARY_PATH=$(LIBDIR) sqlite3       (for one shell or session)" \
	  "  sudo make install-byname$(if $(filter /usr/local,$(PREFIX)),, PREFIX=$(PREFIX))    (a link in $(BYNAME_DIR); docs/install.md)"

# A link to the installed library in a system directory of the loader, so
# that `.load bayes` works with no path and no LD_LIBRARY_PATH.
install-byname:
	@[ -f "$(DESTDIR)$(LIBDIR)/$(BAYES_LIB)" ] || { echo "install-byname: no $(DESTDIR)$(LIBDIR)/$(BAYES_LIB): run make install first"; exit 1; }
	install -d $(DESTDIR)$(BYNAME_DIR)
	ln -sf $(LIBDIR)/$(BAYES_LIB) $(DESTDIR)$(BYNAME_DIR)/$(BAYES_LIB)

uninstall:
	@# the link of install-byname, if it is ours
	@if [ "$$(readlink $(DESTDIR)$(BYNAME_DIR)/$(BAYES_LIB) 2>/dev/null)" = "$(LIBDIR)/$(BAYES_LIB)" ]; then \
	  echo "rm -f $(DESTDIR)$(BYNAME_DIR)/$(BAYES_LIB)"; rm -f $(DESTDIR)$(BYNAME_DIR)/$(BAYES_LIB); fi
	rm -f $(DESTDIR)$(LIBDIR)/$(BAYES_LIB)
	rm -f $(addprefix $(DESTDIR)$(DATADIR)/,$(notdir $(SQL_FILES)))
	rm -f $(addprefix $(DESTDIR)$(DOCDIR)/,$(DOC_FILES) $(DOC_MD) $(DOC_FIG) $(DOC_IMG) $(DOC_EX) $(DOC_BENCH))
	-rmdir $(addprefix $(DESTDIR)$(DOCDIR)/,docs/figures docs/images docs examples bench) 2>/dev/null
	@# our folders, then the parents left empty: up to $(DESTDIR) when
	@# staging (all of it was made by install), else up to $(PREFIX) (kept)
	@stop="$(DESTDIR)"; [ -n "$$stop" ] || stop="$(PREFIX)"; \
	for d in $(DESTDIR)$(LIBDIR) $(DESTDIR)$(DATADIR) $(DESTDIR)$(DOCDIR); do \
	  rmdir "$$d" 2>/dev/null || continue; d=$$(dirname "$$d"); \
	  while [ "$${d#$$stop/}" != "$$d" ] && rmdir "$$d" 2>/dev/null; do d=$$(dirname "$$d"); done; \
	done; true

test-install: $(BAYES_LIB)
	sh bindings/install/test.sh

# --------------------------------------------------------- Debian package
# A binary package made with dpkg-deb from `make install` into a staging
# root, in Debian's layout: the library in the multiarch directory,
# /usr/lib/MULTIARCH/bayes.so (as libsqlite3-mod-spatialite's
# mod_spatialite.so), a system directory of the loader, so that
# `.load bayes` works without a path; /usr/lib/sqlite3/bayes.so a link to
# it (the path of earlier releases); /usr/share/sqlite3-bayes/*.sql,
# /usr/share/doc/sqlite3-bayes/.
DEB_ARCH := $(shell dpkg --print-architecture 2>/dev/null)
DEB_MULTIARCH := $(shell dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || $(CC) -print-multiarch 2>/dev/null)
DEB_ROOT  = build/deb/root
DEB       = build/deb/sqlite3-bayes_$(VERSION)-1_$(DEB_ARCH).deb
deb: $(DEB)
$(DEB): $(BAYES_LIB) $(SQL_FILES) $(DOC_FILES) $(DOC_MD) $(DOC_EX) $(DOC_BENCH) bindings/deb/control.in bindings/deb/copyright mk/routes.mk
	rm -rf $(DEB_ROOT)
	@[ -n "$(DEB_MULTIARCH)" ] || { echo "deb: no multiarch triplet (dpkg-architecture)"; exit 1; }
	$(MAKE) --no-print-directory install DESTDIR=$(CURDIR)/$(DEB_ROOT) PREFIX=/usr \
	  LIBDIR=/usr/lib/$(DEB_MULTIARCH) \
	  DATADIR=/usr/share/sqlite3-bayes DOCDIR=/usr/share/doc/sqlite3-bayes
	strip --strip-unneeded $(DEB_ROOT)/usr/lib/$(DEB_MULTIARCH)/bayes.so
	install -d $(DEB_ROOT)/usr/lib/sqlite3
	ln -s ../$(DEB_MULTIARCH)/bayes.so $(DEB_ROOT)/usr/lib/sqlite3/bayes.so
	install -m 0644 bindings/deb/copyright $(DEB_ROOT)/usr/share/doc/sqlite3-bayes/copyright
	ln -sf copyright $(DEB_ROOT)/usr/share/doc/sqlite3-bayes/LICENSE   # (the README links it)
	printf 'sqlite3-bayes (%s-1) unstable; urgency=medium\n\n  * Built from the bayes source tree (make deb).\n\n -- bayes maintainers <bayes@localhost>  %s\n' \
	  "$(VERSION)" "$$(date -R -u -d @$${SOURCE_DATE_EPOCH:-$$(git log -1 --format=%ct 2>/dev/null || date +%s)})" \
	  | gzip -9n > $(DEB_ROOT)/usr/share/doc/sqlite3-bayes/changelog.Debian.gz
	install -d $(DEB_ROOT)/DEBIAN
	sed -e 's/@VERSION@/$(VERSION)-1/' -e 's/@ARCH@/$(DEB_ARCH)/' \
	    -e "s/@SIZE@/$$(du -sk --exclude=DEBIAN $(DEB_ROOT) | cut -f1)/" \
	    bindings/deb/control.in > $(DEB_ROOT)/DEBIAN/control
	cd $(DEB_ROOT) && find usr -type f | sort | xargs md5sum > DEBIAN/md5sums
	dpkg-deb --root-owner-group -Zxz --build $(DEB_ROOT) $@

test-deb: $(DEB)
	sh bindings/deb/test.sh $(DEB)

# ------------------------------------------------------------ single file
# The amalgamation with the public SQLite headers beside it (the system's,
# from libsqlite3-dev), so that the Python and npm packages build anywhere.
build/include/sqlite3ext.h: /usr/include/sqlite3ext.h /usr/include/sqlite3.h
	@mkdir -p build/include
	cp /usr/include/sqlite3.h /usr/include/sqlite3ext.h build/include/

test-amalgamation: $(AMALG)
	sh bindings/amalgamation/test.sh

# ----------------------------------------------------------------- Python
# sqlite_bayes: the package in bindings/python/src/ (a src layout, so that
# a script run from bindings/python/, such as example.py, imports the
# installed wheel and not the source folder) and the files beside it (not
# test.sh), plus the amalgamation and headers in csrc/, staged flat and
# built into a wheel with Debian's setuptools and wheel (no index).
PYTHON ?= /usr/bin/python3
PY_STAGE = build/python/src
wheel: $(AMALG) build/include/sqlite3ext.h
	rm -rf $(PY_STAGE) build/python/dist
	mkdir -p $(PY_STAGE)/csrc
	cp -R bindings/python/. $(PY_STAGE)/
	rm -rf $(PY_STAGE)/test.sh $(PY_STAGE)/src
	cp -R bindings/python/src/sqlite_bayes $(PY_STAGE)/
	find $(PY_STAGE) -name __pycache__ -prune -exec rm -rf {} +
	cp LICENSE $(PY_STAGE)/
	cp $(AMALG) build/include/sqlite3.h build/include/sqlite3ext.h $(PY_STAGE)/csrc/
	cp sql/bayes_models.sql $(PY_STAGE)/sqlite_bayes/
	cd $(PY_STAGE) && $(PYTHON) -m pip wheel --no-index --no-build-isolation \
	  --no-deps -q -w ../dist .
	@ls -l build/python/dist/*.whl

test-python: wheel $(BAYES_LIB)
	sh bindings/python/test.sh

# ------------------------------------------------------------------- Node
# sqlite-bayes: bindings/node/ (not its test.sh) plus the amalgamation,
# headers and SQL, its version set from ext/version.h, packed with npm
# pack; compiled at install by node-gyp (binding.gyp), nothing prebuilt.
NODE_STAGE = build/node/pkg
NODE_TGZ   = build/node/sqlite-bayes-$(VERSION).tgz
node-pack: $(NODE_TGZ)
$(NODE_TGZ): $(AMALG) build/include/sqlite3ext.h $(filter-out bindings/node/test.sh,$(wildcard bindings/node/*.* bindings/node/test/*)) sql/bayes_models.sql LICENSE
	rm -rf $(NODE_STAGE)
	mkdir -p $(NODE_STAGE)/src
	cp -R bindings/node/. $(NODE_STAGE)/
	rm -f $(NODE_STAGE)/test.sh
	cp LICENSE $(NODE_STAGE)/
	cp $(AMALG) build/include/sqlite3.h build/include/sqlite3ext.h $(NODE_STAGE)/src/
	cp sql/bayes_models.sql $(NODE_STAGE)/
	sed -i 's/"version": *"[^"]*"/"version": "$(VERSION)"/' $(NODE_STAGE)/package.json
	cd build/node && npm pack --silent ./pkg >/dev/null
	@ls -l $@

test-node: $(NODE_TGZ)
	sh bindings/node/test.sh $(NODE_TGZ)

# ---------------------------------------------------------------- Windows
# A compile-and-link check of the Windows DLL with Debian's mingw-w64; its
# export table must hold sqlite3_bayes_init alone.
MINGW_CC ?= x86_64-w64-mingw32-gcc
dll: build/win/bayes.dll
build/win/bayes.dll: $(SRC) $(HDR) build/include/sqlite3ext.h
	@mkdir -p build/win
	$(MINGW_CC) -O2 -std=c99 -Wall -Wextra -shared -Ibuild/include $(INC) -o $@ $(SRC) -lm
test-dll: build/win/bayes.dll
	sh bindings/dll/test.sh $<

# ----------------------------------------------------------- sqlite-utils
test-sqlite-utils: $(BAYES_LIB)
	sh bindings/sqlite-utils/test.sh

# ------------------------------------------------------------------- all
ROUTE_TESTS = test-install test-amalgamation test-deb test-python test-node test-dll test-sqlite-utils \
              $(LANG_TESTS)
test-routes:
	@fail=0; for t in $(ROUTE_TESTS); do \
	  echo "== make $$t"; s=$$(date +%s); \
	  $(MAKE) --no-print-directory $$t || { echo "!! make $$t failed"; fail=1; }; \
	  echo "== make $$t: $$(( $$(date +%s) - s )) s"; \
	done; exit $$fail

.PHONY: install install-byname uninstall test-install test-amalgamation deb test-deb wheel test-python \
        node-pack test-node dll test-dll test-sqlite-utils test-routes

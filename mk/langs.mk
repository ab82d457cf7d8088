# mk/langs.mk — bayes from the languages SQLite users reach for, each with
# its usual SQLite binding from Debian's packages, offline (docs/install.md):
#
#   make deps-langs    the Debian packages below (tools/need-pkgs)
#   make test-go       mattn/go-sqlite3 (GOPATH from /usr/share/gocode)
#   make test-rust     rusqlite with its load_extension feature (cargo offline
#                      on Debian's crates, /usr/share/cargo/registry)
#   make test-ruby     the sqlite3 gem (ruby-sqlite3)
#   make test-r        RSQLite, and lda / naive Bayes against MASS and e1071
#   make test-langs    all four (make test-routes runs it)
#
# Each test (bindings/LANG/test.sh, with bindings/langs.sh) installs with
# make install into a scratch DESTDIR, runs bindings/LANG's example, and
# checks its prediction and probability against the sqlite3 shell's.
LANGS_PKGS = golang-go golang-github-mattn-go-sqlite3-dev \
             cargo rustc librust-rusqlite-dev \
             ruby ruby-sqlite3 \
             r-base-core r-cran-rsqlite r-cran-mass r-cran-e1071

deps-langs: deps-test
	@sh tools/need-pkgs $(LANGS_PKGS)

test-go test-rust test-ruby test-r: $(BAYES_LIB)
	sh bindings/$(@:test-%=%)/test.sh

LANG_TESTS = test-go test-rust test-ruby test-r
test-langs:
	@fail=0; for t in $(LANG_TESTS); do \
	  echo "== make $$t"; s=$$(date +%s); \
	  $(MAKE) --no-print-directory $$t || { echo "!! make $$t failed"; fail=1; }; \
	  echo "== make $$t: $$(( $$(date +%s) - s )) s"; \
	done; exit $$fail

.PHONY: deps-langs test-go test-rust test-ruby test-r test-langs

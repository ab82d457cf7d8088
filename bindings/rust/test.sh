#!/bin/sh
# bindings/rust/test.sh — bayes from Rust through rusqlite (its
# load_extension feature), from Debian's packages, offline
# (bindings/langs.sh says what is checked).
. "$(dirname "$0")/../lib.sh"
. "$(dirname "$0")/../langs.sh"
lang_setup rust
# Debian's cargo and rustc, crates from /usr/share/cargo/registry
# (bindings/rust/.cargo/config.toml): no network
out=$(cd "$TMP/src" && CARGO_HOME="$TMP/cargo" RUSTC=/usr/bin/rustc RUSTDOC=/usr/bin/rustdoc \
      timeout 900 /usr/bin/cargo run -q -- "$DB" 2>&1)
lang_check rust "$out" bindings/rust/src/main.rs
finish

#!/bin/sh
# bindings/dll/test.sh DLL — the Windows DLL cross-compiled by make dll: a
# PE32+ DLL whose export table holds sqlite3_bayes_init alone, importing
# nothing beyond the C runtime and KERNEL32 (no libsqlite3: SQLite's API
# comes through the pointer sqlite3_load_extension passes).
. "$(dirname "$0")/../lib.sh"
DLL=$1
OBJDUMP=${MINGW_OBJDUMP:-x86_64-w64-mingw32-objdump}
check dll-1 "pei-x86-64" "$($OBJDUMP -f "$DLL" | sed -n 's/.*file format //p')"
check dll-2 "sqlite3_bayes_init" \
  "$($OBJDUMP -p "$DLL" | sed -n '/\[Ordinal\/Name Pointer\] Table/,/^$/p' | sed -n 's/^\t\[ *[0-9]*\] //p')"
check dll-3 "" "$($OBJDUMP -p "$DLL" | sed -n 's/^\tDLL Name: //p' | grep -viE '^(KERNEL32|msvcrt|api-ms-win-crt-[a-z0-9-]*|USER32)\.dll$')"
finish

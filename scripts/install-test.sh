#!/usr/bin/env bash
# Tests scripts/install.sh as a user runs it: installs into a fresh prefix, then checks that
# the binary needs no Swift toolchain (no Swift runtime library in `ldd`, `--version` and a
# `check` under `env -i`), and that the completions and the man page are there.
#
#   bash scripts/install-test.sh [--clone] [PREFIX]
#
# PREFIX defaults to a new temporary folder. --clone installs from a fresh `git clone` of this
# checkout's HEAD (what CI's clean clone is) instead of from the working tree. The release build
# takes most of the time: 23 minutes on two cores shared with another build (12 without the
# importer, --without-importer), about 9 on two free cores.
set -euo pipefail
cd "$(dirname "$0")/.."

clone=0
if [ "${1:-}" = "--clone" ]; then clone=1; shift; fi
prefix="${1:-$(mktemp -d)/prefix}"
rm -rf "$prefix"
source_dir="$PWD"
if [ $clone = 1 ]; then
  source_dir="$(mktemp -d)/brickyard"
  git clone -q "$PWD" "$source_dir"
fi

fail() { echo "install-test: $*" >&2; exit 1; }

# The argument handling first (no build: --dry-run): a relative prefix is the caller's, an
# empty one is an error. (Tests/EndToEndTests/InstallScriptTests.swift covers the rest.)
work="$(mktemp -d)"
dry="$(cd "$work" && bash "$source_dir/scripts/install.sh" --dry-run --prefix rel)" \
  || fail "install.sh --dry-run failed"
echo "$dry" | grep -q "would install: $(cd -P "$work" && pwd)/rel/bin/brickyard" \
  || fail "a relative --prefix was not taken from the caller's folder: $dry"
if bash "$source_dir/scripts/install.sh" --dry-run --prefix "" 2>/dev/null; then
  fail "--prefix \"\" was accepted"
fi
rm -rf "$work"

start=$(date +%s)
bash "$source_dir/scripts/install.sh" --prefix "$prefix"
echo "install-test: install.sh took $(( $(date +%s) - start )) s"

binary="$prefix/bin/brickyard"
[ -x "$binary" ] || fail "no $binary"

if [ "$(uname -s)" = Linux ]; then
  libraries="$(ldd "$binary")"
  echo "$libraries" | sed 's/^/install-test: ldd: /'
  if echo "$libraries" | grep -E 'libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|libXCTest|not found'; then
    fail "$binary needs a Swift runtime library (above): it must be built with --static-swift-stdlib"
  fi
else
  otool -L "$binary" | grep -E '@rpath/libswift' && fail "$binary links Swift libraries by @rpath"
fi

# No PATH, no LD_LIBRARY_PATH, no HOME: what runs where no Swift is installed.
version="$(env -i "$binary" --version)" || fail "--version failed under env -i"
[ -n "$version" ] || fail "--version printed nothing under env -i"
echo "install-test: env -i brickyard --version: $version"
env -i "$binary" check "$source_dir/Layouts/sticky-product-page.yaml" >/dev/null \
  || fail "check of an example layout failed under env -i"
env -i TERM=dumb "$binary" frames "$source_dir/Layouts/sticky-product-page.yaml" \
  | grep -q '"contentSize"' || fail "frames printed no frames under env -i"

for file in share/bash-completion/completions/brickyard share/zsh/site-functions/_brickyard \
  share/fish/vendor_completions.d/brickyard.fish share/man/man1/brickyard.1; do
  [ -s "$prefix/$file" ] || fail "no $prefix/$file"
done
grep -q 'brickyard' "$prefix/share/bash-completion/completions/brickyard" \
  || fail "the bash completion does not complete brickyard"
grep -q '^#compdef brickyard' "$prefix/share/zsh/site-functions/_brickyard" \
  || fail "the zsh completion has no #compdef line"
grep -Eq "complete -c '?brickyard" "$prefix/share/fish/vendor_completions.d/brickyard.fish" \
  || fail "the fish completion does not complete brickyard"
grep -qi '^\.TH' "$prefix/share/man/man1/brickyard.1" || grep -q '^\.Dt' "$prefix/share/man/man1/brickyard.1" \
  || fail "the man page has no title line"
grep -q 'frames' "$prefix/share/man/man1/brickyard.1" || fail "the man page does not list frames"

echo "install-test: $prefix: binary ($(du -h "$binary" | cut -f1)), completions and man page installed"
[ $clone = 1 ] && rm -rf "$(dirname "$source_dir")"
exit 0

#!/usr/bin/env bash
# Builds brickyard from this checkout and installs it, with its shell completions and man page.
#
#   scripts/install.sh [--prefix DIR] [--without-importer] [--no-system-packages] [--deps-only]
#                      [--dry-run]
#
#   --prefix DIR          where to install: DIR/bin/brickyard,
#                         DIR/share/man/man1/brickyard.1, and completions for bash, zsh and fish
#                         under DIR/share (default /usr/local when writable, else ~/.local); a
#                         relative DIR is taken from the folder you run the script in
#   --without-importer    build without `brickyard import` (the Importer trait), which skips
#                         swift-syntax: about half the build time
#   --no-system-packages  never run apt-get or brew; only say what is missing
#   --deps-only           install what the build needs and stop (then `swift run brickyard`)
#   --dry-run             check the options, Swift and the prefix, say what would be built and
#                         installed where, and stop (nothing is built, installed or written)
#
# What the build needs and the system lacks is installed first: pkg-config and the ncurses
# headers with apt-get on Debian and Ubuntu (as root, or through sudo), nothing on macOS (the
# SDK's ncurses serves; Homebrew's `ncurses` is used when pkg-config finds it). On other systems
# it says what to install. It needs Swift 6.1 or later (swift.org, or Xcode 16.3 on macOS).
# SWIFT names the command that runs `swift` (default swift), for wrappers: the version check,
# the build and its --show-bin-path all use it.
#
# On Linux the binary is linked with --static-swift-stdlib, so it runs where no Swift toolchain
# is installed: it needs only the C library and ncurses.
set -euo pipefail

say() { echo "install: $*"; }
fail() { echo "install: $*" >&2; exit 1; }
usage_error() { echo "install: $* (see scripts/install.sh --help)" >&2; exit 2; }

# This script's own path with every symbolic link resolved (a linked copy, such as
# ~/bin/install-brickyard, builds the checkout the link points into). No `readlink -f`: macOS
# before 12.3 has none.
resolve_script() {
  local path="$1" link
  while [ -L "$path" ]; do
    link="$(readlink "$path")"
    case "$link" in
      /*) path="$link" ;;
      *) path="$(dirname "$path")/$link" ;;
    esac
  done
  (cd -P "$(dirname "$path")" && echo "$PWD/$(basename "$path")")
}
script="$(resolve_script "${BASH_SOURCE[0]:-$0}")"
checkout="$(cd -P "$(dirname "$script")/.." && pwd)"

prefix=""
prefix_given=0
importer=1
system_packages=1
deps_only=0
dry_run=0
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || usage_error "--prefix needs a folder"
      prefix="$2"; prefix_given=1; shift 2 ;;
    --prefix=*) prefix="${1#--prefix=}"; prefix_given=1; shift ;;
    --without-importer) importer=0; shift ;;
    --no-system-packages) system_packages=0; shift ;;
    --deps-only) deps_only=1; shift ;;
    --dry-run) dry_run=1; shift ;;
    -h|--help) sed -n '2,26p' "$script" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) usage_error "unknown option '$1'" ;;
  esac
done
if [ $prefix_given = 1 ] && [ -z "$prefix" ]; then
  usage_error "--prefix is empty: give a folder, such as --prefix ~/.local"
fi
if [ -z "$prefix" ]; then
  if [ -w /usr/local ] || { [ ! -e /usr/local ] && [ "$(id -u)" = 0 ]; }; then prefix=/usr/local
  else prefix="$HOME/.local"
  fi
fi
# A relative prefix is relative to where the script was run, so it is made absolute before
# the script changes to the checkout.
case "$prefix" in /*) ;; *) prefix="$PWD/$prefix" ;; esac
cd "$checkout"

# Temporary files are removed however the script ends: an error, Ctrl-C or a kill.
log=""
scratch=""
pending=""
cleanup() {
  [ -z "$log" ] || rm -f "$log"
  [ -z "$scratch" ] || rm -rf "$scratch"
  [ -z "$pending" ] || rm -f "$pending"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

# Each installed path must be a file or nothing: a folder there would take the new file inside
# it (checked before the build, so a long build does not end in this error).
for target in bin/brickyard share/bash-completion/completions/brickyard \
  share/zsh/site-functions/_brickyard share/fish/vendor_completions.d/brickyard.fish \
  share/man/man1/brickyard.1; do
  if [ -d "$prefix/$target" ] && [ ! -L "$prefix/$target" ]; then
    fail "$prefix/$target is a folder: remove it, or choose another --prefix"
  fi
done

system="$(uname -s)"
swift="${SWIFT:-swift}"

# --- What the system lacks -----------------------------------------------------------------

if ! command -v "$swift" >/dev/null 2>&1; then
  [ "$swift" = swift ] || fail "SWIFT=$swift: no such command"
  case "$system" in
    Darwin) fail "no swift: install Xcode 16.3 or later (or its command line tools: xcode-select --install)" ;;
    *) fail "no swift: install Swift 6.1 or later from https://www.swift.org/install/ and put it on PATH" ;;
  esac
fi
swift_version="$("$swift" --version 2>/dev/null | sed -n 's/.*Swift version \([0-9][0-9]*\.[0-9][0-9]*\).*/\1/p' | head -n 1)"
case "$swift_version" in
  "" ) say "could not read swift --version; trying anyway" ;;
  [0-5].*|6.0) fail "Swift $swift_version is too old: brickyard needs Swift 6.1 or later" ;;
esac

# Runs a package manager command as root: directly, or through sudo.
as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"
  elif command -v sudo >/dev/null 2>&1; then sudo "$@"
  else return 1
  fi
}

common=(-c release)
[ "$system" = Linux ] && common+=(--static-swift-stdlib)
[ $importer = 1 ] || common+=(--disable-default-traits)
build=("${common[@]}" --product brickyard)

if [ $dry_run = 1 ]; then
  say "checkout: $checkout"
  say "swift: $swift (Swift ${swift_version:-unknown})"
  say "would build: $swift build ${build[*]}"
  say "would install: $prefix/bin/brickyard, its man page and bash, zsh and fish completions"
  say "binary from: $("$swift" build "${build[@]}" --show-bin-path)/brickyard"
  exit 0
fi

if [ "$system" = Linux ]; then
  missing=()
  command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
  if ! { pkg-config --exists ncursesw 2>/dev/null || [ -e /usr/include/ncursesw/curses.h ]; }; then
    missing+=(ncurses)
  fi
  if [ ${#missing[@]} -gt 0 ]; then
    if command -v apt-get >/dev/null 2>&1; then
      packages=(pkg-config libncurses-dev)
      if [ $system_packages = 1 ] && { [ "$(id -u)" = 0 ] || command -v sudo >/dev/null 2>&1; }; then
        say "installing ${packages[*]} with apt-get"
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" \
          >/dev/null 2>&1 \
          || { as_root apt-get update -qq >/dev/null 2>&1 \
            && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
              "${packages[@]}" >/dev/null; } \
          || fail "apt-get could not install them: run sudo apt-get install ${packages[*]}"
      else
        fail "missing ${missing[*]}: run sudo apt-get install ${packages[*]}, then this again"
      fi
    elif command -v dnf >/dev/null 2>&1; then
      fail "missing ${missing[*]}: run sudo dnf install pkgconf-pkg-config ncurses-devel"
    elif command -v pacman >/dev/null 2>&1; then
      fail "missing ${missing[*]}: run sudo pacman -S pkgconf ncurses"
    elif command -v zypper >/dev/null 2>&1; then
      fail "missing ${missing[*]}: run sudo zypper install pkg-config ncurses-devel"
    else
      fail "missing ${missing[*]}: install pkg-config and the ncurses (ncursesw) development files"
    fi
  fi
elif [ "$system" = Darwin ]; then
  # The SDK's ncurses is enough; Homebrew's keg-only ncurses is used when pkg-config sees it.
  if command -v brew >/dev/null 2>&1; then
    nc="$(brew --prefix ncurses 2>/dev/null || true)"
    if [ -n "$nc" ] && [ -d "$nc/lib/pkgconfig" ]; then
      export PKG_CONFIG_PATH="$nc/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
    fi
  fi
else
  say "untested system $system: building anyway (needs Swift 6.1+ and ncurses with wide characters)"
fi

if [ $deps_only = 1 ]; then say "the build's system packages are there"; exit 0; fi

# --- Build ---------------------------------------------------------------------------------

say "building: $swift build ${build[*]} (a few minutes; swift-syntax is most of it)"
start=$(date +%s)
log="$(mktemp)"
if ! "$swift" build "${build[@]}" > "$log" 2>&1; then
  grep -E 'error:' "$log" | head -n 20 >&2 || tail -n 30 "$log" >&2
  fail "the build failed ($swift build ${build[*]})"
fi
rm -f "$log"
log=""
binary="$("$swift" build "${build[@]}" --show-bin-path)/brickyard"
[ -x "$binary" ] || fail "the build left no $binary"
say "built in $(( $(date +%s) - start )) s"

# --- Install -------------------------------------------------------------------------------

# Puts `source` at `target` through a temporary file in the same folder and a rename: a path
# that is a link is replaced by the file, never written through.
put() {
  local source="$1" target="$2" mode="$3"
  mkdir -p "$(dirname "$target")"
  if [ -d "$target" ] && [ ! -L "$target" ]; then
    fail "$target is a folder: remove it, or choose another --prefix"
  fi
  local temporary
  temporary="$(mktemp "$(dirname "$target")/.brickyard-install.XXXXXX")"
  pending="$temporary"
  cat "$source" > "$temporary" || fail "cannot write $target"
  chmod "$mode" "$temporary"
  # A link (even to a folder) is replaced, not written or moved through.
  if [ -L "$target" ]; then rm -f "$target"; fi
  mv -f "$temporary" "$target" || fail "cannot write $target"
  pending=""
}

scratch="$(mktemp -d)"

# Linux: the debug information is a quarter of the binary (125 MB to 94 MB); the symbols stay,
# so crash reports still name functions.
if [ "$system" = Linux ] && command -v strip >/dev/null 2>&1 \
  && strip --strip-debug -o "$scratch/brickyard" "$binary" 2>/dev/null; then
  binary="$scratch/brickyard"
fi
put "$binary" "$prefix/bin/brickyard" 755
installed="$prefix/bin/brickyard"

"$installed" --generate-completion-script bash > "$scratch/bash"
"$installed" --generate-completion-script zsh > "$scratch/zsh"
"$installed" --generate-completion-script fish > "$scratch/fish"
put "$scratch/bash" "$prefix/share/bash-completion/completions/brickyard" 644
put "$scratch/zsh" "$prefix/share/zsh/site-functions/_brickyard" 644
put "$scratch/fish" "$prefix/share/fish/vendor_completions.d/brickyard.fish" 644

# The man page, from the installed binary's own --help texts (scripts/manpage.sh).
# argument-parser's `generate-manual` is not a product of its package, so `swift build` cannot
# link it here, and its plugin rebuilds the whole package once more for itself.
bash scripts/manpage.sh "$installed" > "$scratch/brickyard.1"
manual="$scratch/brickyard.1"
put "$manual" "$prefix/share/man/man1/brickyard.1" 644

say "installed $installed ($("$installed" --version))"
say "completions in $prefix/share/{bash-completion/completions,zsh/site-functions,fish/vendor_completions.d}"
say "man page $prefix/share/man/man1/brickyard.1"
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) say "add $prefix/bin to PATH to run brickyard" ;;
esac

#!/usr/bin/env bash
# Writes brickyard's man page (roff, section 1) to standard output from the binary's own --help
# texts: the overview, then one section per subcommand. scripts/install.sh uses it when
# argument-parser's generate-manual tool cannot be built.
#
#   bash scripts/manpage.sh PATH/TO/brickyard > brickyard.1
set -euo pipefail
binary="${1:?usage: scripts/manpage.sh PATH/TO/brickyard}"

version="$("$binary" --version 2>/dev/null || echo unknown)"
# Subcommands: the names listed under SUBCOMMANDS in the top-level help.
subcommands="$("$binary" --help | awk '
  /^SUBCOMMANDS:/ { on = 1; next }
  on && /^[^ ]/ { on = 0 }
  on && /^  [a-z]/ { print $1 }')"

# Escapes text for roff: backslashes, and a leading dot or quote.
escape() { sed -e 's/\\/\\e/g' -e "s/^\\([.']\\)/\\\\\\&\\1/"; }

# One help text as roff: its headings (OVERVIEW:, USAGE:, ...) become subsections, the rest is
# kept as written (no filling), so the columns of options stay aligned.
section() {
  escape | awk '
    /^[A-Z][A-Z ]*:/ {
      heading = $0; sub(/:.*/, "", heading)
      rest = $0; sub(/^[A-Z][A-Z ]*: ?/, "", rest)
      if (open) print ".fi"
      print ".SS " heading
      print ".nf"
      open = 1
      if (rest != "") print rest
      next
    }
    { print }
    END { if (open) print ".fi" }'
}

cat <<EOF
.TH BRICKYARD 1 "" "brickyard $version" "User Commands"
.SH NAME
brickyard \\- preview BrickKit collection layouts in the terminal
.SH SYNOPSIS
.B brickyard
.RI [ FILE | FOLDER ]
.br
.B brickyard
.I subcommand
.RI [ options ]
.SH DESCRIPTION
EOF
"$binary" --help | section
for name in $subcommands; do
  [ "$name" = help ] && continue
  echo ".SH \"brickyard $name\""
  "$binary" "$name" --help 2>/dev/null | section
done
cat <<'EOF'
.SH FILES
The layout file's reference is docs/layout-file.md in brickyard's source; its JSON Schema,
for editors, is printed by
.BR "brickyard schema" .
.SH "EXIT STATUS"
0 on success; 1 when a layout has errors (printed with file, line and column) or, for
.BR "brickyard diff" ,
when anything changed.
EOF

#!/usr/bin/env bash
# Counts the types EndpointRuntime shows to a plain `import EndpointRuntime`: every public struct, class, enum,
# protocol, actor and type alias in its symbol graph, nested ones included, without SPI (`@_spi(Generated)`).
#
#   scripts/count-public-types.sh            # prints the count and the names, then checks the limit
#   scripts/count-public-types.sh --list     # the names only, one a line
#   LIMIT=54 scripts/count-public-types.sh   # the limit (default 54; issue 37's goal is 35, see docs/architecture.md)
#
# The limit is a ratchet: lower it when the count drops, never raise it without a reason in docs/architecture.md
# ("The runtime's public surface").
#
# Reads the module the last debug build left (`swift build` first); `--spi` counts the SPI symbols too.
set -euo pipefail
cd "$(dirname "$0")/.."

limit="${LIMIT:-54}"
list_only=false
spi_flags=()
for argument in "$@"; do
    case "$argument" in
        --list) list_only=true ;;
        --spi) spi_flags=(-include-spi-symbols) ;;
        *) echo "usage: $0 [--list] [--spi]" >&2; exit 64 ;;
    esac
done

bin="$(swift build --show-bin-path)"
modules="$bin/Modules"
[ -d "$modules" ] || modules="$bin"
[ -e "$modules/EndpointRuntime.swiftmodule" ] || { echo "error: build EndpointRuntime first (swift build)" >&2; exit 1; }

triple="$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')"
output="$(mktemp -d)"
trap 'rm -rf "$output"' EXIT
swift-symbolgraph-extract -module-name EndpointRuntime -target "$triple" -I "$modules" -I "$bin" \
    -minimum-access-level public "${spi_flags[@]}" -output-dir "$output" >/dev/null

names="$(python3 - "$output/EndpointRuntime.symbols.json" <<'PY'
import json, sys
graph = json.load(open(sys.argv[1]))
kinds = {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias", "swift.actor"}
names = sorted(
    ".".join(symbol["pathComponents"])
    for symbol in graph["symbols"]
    if symbol["kind"]["identifier"] in kinds
)
print("\n".join(names))
PY
)"
count="$(printf '%s\n' "$names" | grep -c . || true)"

if $list_only; then
    printf '%s\n' "$names"
    exit 0
fi
printf '%s\n' "$names" | sed 's/^/  /'
echo "EndpointRuntime: $count public types visible to a plain import (limit $limit)"
if [ "$count" -gt "$limit" ]; then
    echo "error: $count public types exceed the limit of $limit: put what only generated code calls behind" \
        "@_spi(Generated) (docs/architecture.md, 'The runtime's public surface')" >&2
    exit 1
fi

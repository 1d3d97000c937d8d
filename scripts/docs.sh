#!/usr/bin/env bash
# Builds the DocC archive for EndpointRuntime with the toolchain's own `docc` (no plugin package): the symbol graphs
# are extracted (`swift-symbolgraph-extract`) from the module the debug build leaves, so nothing is compiled again
# after `swift build`; the archive goes to .build/docs/EndpointRuntime.doccarchive. Fails on any documentation
# warning.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build/docs
archive="$scratch/EndpointRuntime.doccarchive"
runtime_graphs="$scratch/runtime-symbol-graphs"
rm -rf "$archive" "$runtime_graphs"
mkdir -p "$runtime_graphs"

swift build --target EndpointRuntime  # up to date after the debug build; builds it otherwise
bin="$(swift build --show-bin-path)"
modules="$bin/Modules"
[ -d "$modules" ] || modules="$bin"
triple="$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')"
swift-symbolgraph-extract -module-name EndpointRuntime -target "$triple" -I "$modules" -I "$bin" \
    -minimum-access-level public -output-dir "$runtime_graphs" >/dev/null

docc_bin=$(command -v docc || echo "$(dirname "$(command -v swift)")/docc")
"$docc_bin" convert Sources/EndpointRuntime/EndpointRuntime.docc \
    --additional-symbol-graph-dir "$runtime_graphs" \
    --fallback-display-name EndpointRuntime \
    --fallback-bundle-identifier org.endpointkit.EndpointRuntime \
    --output-path "$archive" \
    --warnings-as-errors

echo "DocC archive: $archive"

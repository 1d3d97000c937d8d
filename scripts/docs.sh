#!/usr/bin/env bash
# Builds the DocC archive for EndpointRuntime with the toolchain's own `docc` (no plugin package):
# symbol graphs come from `swift build`, the archive goes to .build/docs/EndpointRuntime.doccarchive.
# Fails on any documentation warning.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build/docs
graphs="$scratch/symbol-graphs"
archive="$scratch/EndpointRuntime.doccarchive"
rm -rf "$graphs" "$archive"
mkdir -p "$graphs"

swift build --scratch-path "$scratch/build" --target EndpointRuntime \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public

docc_bin=$(command -v docc || echo "$(dirname "$(command -v swift)")/docc")
"$docc_bin" convert Sources/EndpointRuntime/EndpointRuntime.docc \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name EndpointRuntime \
    --fallback-bundle-identifier org.endpointkit.EndpointRuntime \
    --output-path "$archive" \
    --warnings-as-errors

echo "DocC archive: $archive"

#!/usr/bin/env bash
# Builds the DocC archive for EndpointRuntime with the toolchain's own `docc` (no plugin package):
# symbol graphs come from `swift build`, the archive goes to .build/docs/EndpointRuntime.doccarchive.
# Fails on any documentation warning.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build/docs
graphs="$scratch/symbol-graphs"
archive="$scratch/EndpointRuntime.doccarchive"
rm -rf "$archive"  # symbol graphs are kept: an up-to-date build does not emit them again
mkdir -p "$graphs"

swift build --scratch-path "$scratch/build" --target EndpointRuntime \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public

# SwiftPM also compiles other modules (the plugin's tool) with these flags; document EndpointRuntime only.
runtime_graphs="$scratch/runtime-symbol-graphs"
rm -rf "$runtime_graphs"
mkdir -p "$runtime_graphs"
cp "$graphs"/EndpointRuntime.symbols.json "$graphs"/EndpointRuntime@*.symbols.json "$runtime_graphs"/ 2>/dev/null || \
    cp "$graphs"/EndpointRuntime.symbols.json "$runtime_graphs"/

docc_bin=$(command -v docc || echo "$(dirname "$(command -v swift)")/docc")
"$docc_bin" convert Sources/EndpointRuntime/EndpointRuntime.docc \
    --additional-symbol-graph-dir "$runtime_graphs" \
    --fallback-display-name EndpointRuntime \
    --fallback-bundle-identifier org.endpointkit.EndpointRuntime \
    --output-path "$archive" \
    --warnings-as-errors

echo "DocC archive: $archive"

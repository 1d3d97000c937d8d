#!/usr/bin/env bash
# Proves that EndpointGenPlugin declares its inputs and outputs exactly: a build with an unchanged spec must not
# run endpoint-gen again, and touching the spec must run it.
set -euo pipefail
cd "$(dirname "$0")/.."

generator_runs() { grep -c 'endpoint-gen.* generate .*spec/catalog.json' || true; }

swift build --target CatalogAPI >/dev/null
swift build --target CatalogAPI -v >/dev/null 2>&1  # settle any flag-dependent rebuild
unchanged=$(swift build --target CatalogAPI -v 2>&1 | generator_runs)
if [[ "$unchanged" != "0" ]]; then
    echo "error: endpoint-gen ran $unchanged time(s) although spec/catalog.json did not change" >&2
    exit 1
fi
touch spec/catalog.json
changed=$(swift build --target CatalogAPI -v 2>&1 | generator_runs)
if [[ "$changed" == "0" ]]; then
    echo "error: endpoint-gen did not run after spec/catalog.json changed" >&2
    exit 1
fi
echo "ok: unchanged spec -> generator skipped; changed spec -> generator ran"

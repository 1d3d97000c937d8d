#!/usr/bin/env bash
# Type-checks the plugins' Xcode-project code (`#if canImport(XcodeProjectPlugin)`), which a Linux build never
# compiles, against scripts/xcode-plugin-mock (the part of Xcode's XcodeProjectPlugin API the plugins use).
# It proves the Xcode branches are well-typed Swift 6 against that API; it cannot prove Xcode's API is unchanged.
set -euo pipefail
cd "$(dirname "$0")/.."

swift_bin=$(dirname "$(readlink -f "$(command -v swift)")")
plugin_api="$swift_bin/../lib/swift/pm/PluginAPI"
[ -d "$plugin_api" ] || { echo "error: PackagePlugin module not found at $plugin_api" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swiftc -emit-module -module-name XcodeProjectPlugin -swift-version 6 -package-description-version 6.1 \
    -I "$plugin_api" -o "$work/XcodeProjectPlugin.swiftmodule" scripts/xcode-plugin-mock/XcodeProjectPlugin.swift

for plugin in Plugins/EndpointGenPlugin Plugins/GenerateEndpointsCommand; do
    swiftc -typecheck -parse-as-library -swift-version 6 -package-description-version 6.1 -warnings-as-errors \
        -I "$plugin_api" -I "$work" "$plugin"/*.swift
    # The Xcode branch must really have been compiled: its conformance is referenced only there.
    grep -q 'canImport(XcodeProjectPlugin)' "$plugin"/*.swift ||
        { echo "error: $plugin has no Xcode-project conformance" >&2; exit 1; }
    echo "ok: $plugin type-checks with its Xcode-project conformance"
done

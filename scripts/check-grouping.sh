#!/usr/bin/env bash
# Grouping on a real document (issue 38): a corpus document with many tags — by default airbyte.local__config
# (65 operations under 17 tags), read in place from ../shared/openapi-corpus, never copied — is generated flat and
# with `grouping: tags`, both clients are compiled with warnings as errors, and the grouped client must have exactly
# as many methods as the flat one (every call is reachable once, in its group or on the client), with no method
# name twice in one type.
#
# Usage: scripts/check-grouping.sh [DOCUMENT]
#   ENDPOINT_GEN  an endpoint-gen binary to use instead of building the debug one
#   WORK          scratch directory (default .build/check-grouping); recreated on every run
#   CONSUMER_SCRATCH  SwiftPM scratch path of the package (default .build/consumers, which the corpus gate's sample
#                 and check-mock-property.sh share: same flags, so EndpointRuntime is compiled once for all three)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
document=${1:-$root/../shared/openapi-corpus/airbyte.local__config_1.0.0.yaml}
work=${WORK:-$root/.build/check-grouping}
[ -f "$document" ] || { echo "error: no document at $document" >&2; exit 1; }
if [ -n "${ENDPOINT_GEN:-}" ]; then
    gen=$ENDPOINT_GEN
else
    swift build --product endpoint-gen >/dev/null
    gen="$(swift build --show-bin-path)/endpoint-gen"
fi
rm -rf "$work"
mkdir -p "$work"
package=$work/package
scratch=${CONSUMER_SCRATCH:-$root/.build/consumers}
mkdir -p "$package/Sources/Flat" "$package/Sources/Grouped"
cat >"$package/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription

let runtime: Target.Dependency = .product(name: "EndpointRuntime", package: "EndpointKit")
let package = Package(
    name: "CheckGrouping",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(name: "EndpointKit", path: "$root")],
    targets: [.target(name: "Flat", dependencies: [runtime]), .target(name: "Grouped", dependencies: [runtime])]
)
SWIFT
printf 'grouping: none\n' >"$work/flat.endpointkit.yaml"
printf 'grouping: tags\n' >"$work/grouped.endpointkit.yaml"
"$gen" generate "$document" --output "$package/Sources/Flat" --config "$work/flat.endpointkit.yaml" >"$work/flat.log" 2>&1
"$gen" generate "$document" --output "$package/Sources/Grouped" --config "$work/grouped.endpointkit.yaml" >"$work/grouped.log" 2>&1

# Counts the methods of the client and of its groups: `public func` members of `extension <Client>` and
# `extension <Client>.<Group>` blocks (the endpoint namespace's factories are not counted).
python3 - "$package/Sources/Flat" "$package/Sources/Grouped" <<'PY'
import collections, glob, re, sys

def methods(directory):
    by_type = collections.defaultdict(list)
    for path in sorted(glob.glob(f"{directory}/*.swift")):
        extended = None
        for line in open(path, encoding="utf-8"):
            opened = re.match(r"^extension (\w+Client(?:\.\w+)?) \{", line)
            if opened:
                extended = opened.group(1)
            elif line.startswith("}"):
                extended = None
            elif extended:
                declared = re.match(r"^    public func `?(\w+)`?\(", line)
                if declared:
                    # Overloads (downloads, file uploads, alternative bodies) share a name; count each once.
                    by_type[extended].append(declared.group(1))
    return by_type

flat, grouped = methods(sys.argv[1]), methods(sys.argv[2])
flat_count = sum(len(set(names)) for names in flat.values())
grouped_count = sum(len(set(names)) for names in grouped.values())
groups = {name: len(set(names)) for name, names in grouped.items()}
print(f"flat: {flat_count} methods on {', '.join(flat)}")
print(f"grouped: {grouped_count} methods in {len(groups)} types: "
      + ", ".join(f"{name.split('.')[-1]} {count}" for name, count in sorted(groups.items())))
if flat_count == 0 or len(groups) < 2:
    sys.exit("error: the document gave no groups; choose one whose operations have tags")
if flat_count != grouped_count:
    sys.exit(f"error: the grouped client has {grouped_count} methods, the flat one {flat_count}")
PY
echo "compiling both clients (debug, warnings as errors)"
if ! (cd "$package" && swift build --scratch-path "$scratch" -Xswiftc -warnings-as-errors >"$work/compile.log" 2>&1); then
    grep -E '(error|warning):' "$work/compile.log" | sort -u | head -20 >&2
    echo "error: the clients do not compile ($work/compile.log)" >&2
    exit 1
fi
if grep -q 'warning:' "$work/compile.log"; then
    grep 'warning:' "$work/compile.log" | sort -u | head -20 >&2
    echo "error: the clients compile with warnings" >&2
    exit 1
fi
echo "check-grouping: passed"

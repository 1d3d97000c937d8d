#!/usr/bin/env bash
# Compile benchmark (issue 6): import the synthetic OpenAPI document, generate, and build the generated code in a
# scratch package in debug and release, sharded (as endpoint-gen writes it) and as one file; and the same API written
# by hand the plain way (scripts/make-handwritten-reference.py: structs with synthesized Codable, one method per
# operation over a generic send), so the generated client's build time is reported as a ratio of it (issue 17).
#
# Usage: scripts/compile-bench.sh [MAKE_SYNTHETIC_OPENAPI_PY] [--skip-one-file] [--skip-petstore] [--skip-hand-written]
#   MAKE_SYNTHETIC_OPENAPI_PY  default: ../shared/bench/make_synthetic_openapi.py (relative to the repository root)
#   BENCH_WORK                 scratch directory (default .build/compile-bench); recreated on every run
#   BUILD_TIMEOUT              seconds before a build is abandoned (default 900)
#   ENDPOINT_GEN               an endpoint-gen binary to use instead of building one in release
#
# Prints one `name wall_s=… peak_rss_mb=…` line per step and a summary; writes $BENCH_WORK/results.jsonl.
# Peak RSS is getrusage(RUSAGE_CHILDREN).ru_maxrss: the largest single descendant (the biggest swift-frontend),
# measured by scripts/bench-measure.py, so neither GNU time nor any other package is needed.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
synthetic_script="$root/../shared/bench/make_synthetic_openapi.py"
one_file=1
petstore=1
hand_written=1
for argument in "$@"; do
    case "$argument" in
        --skip-one-file) one_file=0 ;;
        --skip-petstore) petstore=0 ;;
        --skip-hand-written) hand_written=0 ;;
        -h | --help) sed -n '2,14p' "$0"; exit 0 ;;
        -*) echo "compile-bench: unknown option '$argument'" >&2; exit 64 ;;
        *) synthetic_script="$argument" ;;
    esac
done
# The Petstore document sits next to the bench script in the shared directory: ../shared/openapi/.
petstore_document="$(cd "$(dirname "$synthetic_script")/.." 2>/dev/null && pwd)/openapi/petstore-v3.json"
work="${BENCH_WORK:-$root/.build/compile-bench}"
timeout_seconds="${BUILD_TIMEOUT:-900}"

command -v python3 >/dev/null || { echo "compile-bench: python3 is required" >&2; exit 1; }
[ -f "$synthetic_script" ] || { echo "compile-bench: no synthetic document generator at $synthetic_script" >&2; exit 1; }

rm -rf "$work"
mkdir -p "$work"
export BENCH_RESULTS="$work/results.jsonl"
measure() { python3 "$root/scripts/bench-measure.py" "$@"; }
note() { echo "$*" | tee -a "$work/notes.txt"; }

# MARK: Tools
if [ -n "${ENDPOINT_GEN:-}" ]; then
    gen="$ENDPOINT_GEN"
else
    echo "== building endpoint-gen (release)"
    (cd "$root" && swift build -c release --product endpoint-gen >/dev/null)
    gen="$(cd "$root" && swift build -c release --show-bin-path)/endpoint-gen"
fi

# MARK: Synthetic document
python3 "$synthetic_script" --chain-block 10 -o "$work/synthetic.json"
note "document: $(wc -c <"$work/synthetic.json") bytes, from $synthetic_script --chain-block 10"

# MARK: Import and generate
if "$gen" --help 2>&1 | grep -q "import-openapi"; then
    importer="endpoint-gen import-openapi"
    import_command=("$gen" import-openapi "$work/synthetic.json" --output "$work/synthetic.endpoints.json")
else
    importer="scripts/bench-openapi-to-spec.py (fallback: endpoint-gen has no import-openapi yet)"
    import_command=(python3 "$root/scripts/bench-openapi-to-spec.py" "$work/synthetic.json" "$work/synthetic.endpoints.json")
    petstore=0
fi
note "importer: $importer"
measure import -- "${import_command[@]}"
package="$work/package"
mkdir -p "$package/Sources/Synthetic" "$package/Sources/SyntheticOneFile" "$package/Sources/EndpointRuntime" \
    "$package/Sources/HTTPSemantics" "$package/Sources/EndpointCurl" "$package/Sources/HandWritten"
measure generate -- "$gen" generate "$work/synthetic.endpoints.json" --output "$package/Sources/Synthetic"

generated_files=$(find "$package/Sources/Synthetic" -name '*.swift' | wc -l)
generated_lines=$(cat "$package/Sources/Synthetic"/*.swift | wc -l)
largest=$(wc -l "$package/Sources/Synthetic"/*.swift | sort -n | tail -2 | head -1)
note "generated: $generated_files files, $generated_lines lines (largest: $largest)"

# The plain hand-written version of the same API (the reference the generated client's build time is compared with).
python3 "$root/scripts/make-handwritten-reference.py" "$work/synthetic.json" "$package/Sources/HandWritten" >/dev/null
note "hand-written reference: $(find "$package/Sources/HandWritten" -name '*.swift' | wc -l) files, $(cat "$package/Sources/HandWritten"/*.swift | wc -l) lines"

# The same code as one file: one header and import block, then every file's declarations.
{
    echo "// All files endpoint-gen generated for the synthetic spec, concatenated (compile-bench one-file variant)."
    grep -h '^import ' "$package/Sources/Synthetic"/*.swift | sort -u
    for file in "$package/Sources/Synthetic"/*.swift; do
        grep -v -e '^import ' -e '^// Generated by endpoint-gen' -e '^// Change the spec and rebuild' "$file"
    done
} >"$package/Sources/SyntheticOneFile/Synthetic.swift"

# MARK: Scratch package
cp -R "$root/Sources/EndpointRuntime/." "$package/Sources/EndpointRuntime/"
cp -R "$root/Sources/HTTPSemantics/." "$package/Sources/HTTPSemantics/"
cp -R "$root/Sources/EndpointCurl/." "$package/Sources/EndpointCurl/"
cat >"$package/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "CompileBench",
    platforms: [.macOS(.v14), .iOS(.v17)],
    targets: [
        .target(name: "HTTPSemantics"),
        .target(name: "EndpointCurl", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(
            name: "EndpointRuntime",
            dependencies: ["HTTPSemantics", .target(name: "EndpointCurl", condition: .when(platforms: [.linux]))]
        ),
        .target(name: "Synthetic", dependencies: ["EndpointRuntime"]),
        .target(name: "SyntheticOneFile", dependencies: ["EndpointRuntime"]),
        .target(name: "Petstore", dependencies: ["EndpointRuntime"]),
        .target(name: "HandWritten"),
    ]
)
MANIFEST
mkdir -p "$package/Sources/Petstore"
echo "// Filled in when the Petstore document is imported." >"$package/Sources/Petstore/Placeholder.swift"

build() { # NAME CONFIGURATION TARGET
    local limit=""
    if command -v timeout >/dev/null; then limit="timeout $timeout_seconds"; fi
    measure "$1" -- bash -c "cd '$package' && exec $limit swift build -c '$2' --target '$3' >'$work/$1.log' 2>&1" \
        || note "$1: FAILED or timed out after ${timeout_seconds}s (see $work/$1.log)"
}

echo "== warming up: EndpointRuntime in debug and release (not timed)"
(cd "$package" && swift build --target EndpointRuntime >/dev/null && swift build -c release --target EndpointRuntime >/dev/null)

build build-debug debug Synthetic
build build-release release Synthetic
if [ "$hand_written" = 1 ]; then
    build hand-written-build-debug debug HandWritten
    build hand-written-build-release release HandWritten
fi
if [ "$one_file" = 1 ]; then
    build build-one-file-debug debug SyntheticOneFile
    build build-one-file-release release SyntheticOneFile
fi

# MARK: Petstore (only with the real importer; the fallback converter covers just the synthetic subset)
if [ "$petstore" = 1 ] && [ -f "$petstore_document" ]; then
    rm -f "$package/Sources/Petstore/Placeholder.swift"
    measure petstore-import -- "$gen" import-openapi "$petstore_document" --output "$work/petstore.endpoints.json"
    measure petstore-generate -- "$gen" generate "$work/petstore.endpoints.json" --output "$package/Sources/Petstore"
    note "petstore generated: $(ls "$package/Sources/Petstore"/*.swift | wc -l) files, $(cat "$package/Sources/Petstore"/*.swift | wc -l) lines"
    build petstore-build-debug debug Petstore
    build petstore-build-release release Petstore
fi

# MARK: Summary
echo
echo "== summary ($(nproc 2>/dev/null || echo '?') cores; load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?'))"
cat "$work/notes.txt"
python3 - "$BENCH_RESULTS" <<'SUMMARY'
import json, sys
# Issue 17's goals: debug <= 20 s, release <= 45 s, peak memory <= 1 GB, and at most 40% of the hand-written
# reference's build time.
goals = {"build-debug": (20, 1024), "build-release": (45, 1024)}
ratio_goal = 0.40
rows = [json.loads(line) for line in open(sys.argv[1])]
by_name = {row["name"]: row for row in rows}
for row in rows:
    print(f'{row["name"]:<28} {row["wall_s"]:>8.2f} s wall  {row["cpu_s"]:>8.2f} s CPU  '
          f'{row["peak_rss_mb"]:>6} MB peak process  status {row["status"]}')
if "import" in by_name and "generate" in by_name:
    total = by_name["import"]["wall_s"] + by_name["generate"]["wall_s"]
    cpu = by_name["import"]["cpu_s"] + by_name["generate"]["cpu_s"]
    print(f'{"import+generate":<28} {total:>8.2f} s wall  {cpu:>8.2f} s CPU')
for name in ("build-debug", "build-release"):
    if name in by_name:
        wall_goal, memory_goal = goals[name]
        row = by_name[name]
        verdict = "meets" if row["status"] == 0 and row["wall_s"] <= wall_goal and row["peak_rss_mb"] <= memory_goal else "MISSES"
        print(f'{name:<28} {verdict} the goal (<= {wall_goal} s, <= {memory_goal} MB)')
    reference = by_name.get("hand-written-" + name)
    if name in by_name and reference and reference["status"] == 0 and by_name[name]["status"] == 0:
        ratio = by_name[name]["wall_s"] / reference["wall_s"]
        verdict = "meets" if ratio <= ratio_goal else "MISSES"
        print(f'{name + " / hand-written":<28} {ratio:>8.2f}  {verdict} the goal (<= {ratio_goal:.2f})')
SUMMARY

#!/usr/bin/env bash
# Plugin-path build benchmark (issue 49): what a user of the build plugin waits for, on one OpenAPI document.
#
# Usage: scripts/plugin-build-bench.sh DOCUMENT [--rename MODEL] [--label NAME] [--compare-generate]
#   DOCUMENT   an OpenAPI document (JSON or YAML), or a directory holding a split one as openapi.yaml
#              (scripts/split-openapi.py writes one)
#   --rename   the document's name of the model the incremental step renames (default: the first schema)
#   --label    names the scratch directory and the result lines (default: the document's file name)
#   --compare-generate
#              also measures step 4 below (the same document through `endpoint-gen generate`)
#   BENCH_WORK scratch directory (default .build/plugin-build-bench/LABEL); recreated on every run but for the
#              scratch package's .build, so a second run does not build EndpointKit again
#
# In a scratch package whose target applies EndpointGenPlugin to the document (the README's recommended path,
# debug configuration), it measures, each with wall time, CPU time (user + system of every process) and their
# ratio (how many cores the step kept busy; on a two-core machine at most 2):
#   1. clean: the target's generated sources and objects removed, then `swift build` (the plugin runs the debug
#      endpoint-gen, then the driver compiles the client; EndpointKit itself was built beforehand and is reused);
#   2. generator: the debug endpoint-gen alone, with the plan the plugin passed (read back from the files written);
#   3. rename: a configuration renaming one model is added, then `swift build` (the plugin regenerates; files whose
#      bytes did not change are not rewritten, so the driver recompiles only what the rename touched); it also
#      counts the generated files rewritten;
#   4. generate (with --compare-generate): the same document through `endpoint-gen generate` with no plan (the
#      command-line path), its files in a second target, then a clean `swift build --target GeneratedAPI`: the
#      plugin path's clean build should be no slower than this one.
# No `swift build` runs with -v: with it SwiftPM compiles its plugins again on every build (and whenever the flag
# changes), which would put the plugins' compilation into a measured step.
# CPU time is less distorted by other work on a shared machine than wall time: report the load with the figures.
# Prints `LABEL step wall_s=… cpu_s=… cpu_per_wall=…` lines; appends JSON lines to $BENCH_WORK/results.jsonl.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
document=""
rename=""
label=""
compare_generate=0
while [ $# -gt 0 ]; do
    case "$1" in
        --rename) rename="$2"; shift 2 ;;
        --label) label="$2"; shift 2 ;;
        --compare-generate) compare_generate=1; shift ;;
        -h | --help) sed -n '2,25p' "$0"; exit 0 ;;
        -*) echo "plugin-build-bench: unknown option '$1'" >&2; exit 64 ;;
        *) document="$1"; shift ;;
    esac
done
[ -n "$document" ] || { echo "Error: Missing expected argument 'DOCUMENT'." >&2; exit 64; }
[ -e "$document" ] || { echo "Error: no document at '$document'." >&2; exit 1; }
document=$(cd "$(dirname "$document")" && pwd)/$(basename "$document")
[ -n "$label" ] || label=$(basename "$document" | sed 's/\.[a-z]*$//')
work="${BENCH_WORK:-$root/.build/plugin-build-bench/$label}"
results="$work/results.jsonl"

# Everything but the scratch package's build directory, so a second run reuses the built EndpointKit.
mkdir -p "$work/package"
find "$work" -mindepth 1 -maxdepth 1 ! -name package -exec rm -rf {} +
rm -rf "$work/package/Sources" "$work/package/Package.swift"
mkdir -p "$work/package/Sources/BenchAPI" "$work/package/Sources/GeneratedAPI"
echo "// Step 4 writes the command-line path's client here." >"$work/package/Sources/GeneratedAPI/GeneratedAPI.swift"
sources="$work/package/Sources/BenchAPI"
if [ -d "$document" ]; then
    cp -R "$document"/. "$sources/"
    entry="$sources/openapi.yaml"
else
    extension="${document##*.}"
    entry="$sources/openapi.$extension"
    cp "$document" "$entry"
fi
[ -f "$entry" ] || { echo "Error: no openapi.yaml in '$document'." >&2; exit 1; }
excluded=$(cd "$sources" && ls | sed 's/.*/"&"/' | paste -sd, -)
# One source file of its own, as a real target has (SwiftPM warns about a target whose files are all excluded).
echo "// The client is generated from the document by EndpointGenPlugin." >"$sources/BenchAPI.swift"

cat >"$work/package/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "PluginBuildBench",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(name: "EndpointKit", path: "$root")],
    targets: [
        .target(
            name: "BenchAPI",
            dependencies: [.product(name: "EndpointRuntime", package: "EndpointKit")],
            exclude: [$excluded],
            plugins: [.plugin(name: "EndpointGenPlugin", package: "EndpointKit")]
        ),
        .target(name: "GeneratedAPI", dependencies: [.product(name: "EndpointRuntime", package: "EndpointKit")]),
    ]
)
EOF

if [ -z "$rename" ]; then
    rename=$(python3 - "$entry" "$sources" <<'EOF'
import json, os, sys
entry, sources = sys.argv[1], sys.argv[2]
schemas = os.path.join(sources, "schemas")
if os.path.isdir(schemas):
    print(sorted(os.listdir(schemas))[0].rsplit(".", 1)[0])
    sys.exit()
text = open(entry, encoding="utf-8").read()
if entry.endswith(".json"):
    document = json.loads(text)
else:
    import yaml
    document = yaml.safe_load(text)
print(sorted((document.get("components") or {}).get("schemas") or {})[0])
EOF
)
fi

measure() {
    local step="$1"
    shift
    python3 - "$label" "$step" "$results" "$@" <<'EOF'
import json, resource, subprocess, sys, time
label, step, results, command = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
start = time.monotonic()
with open(f"{results}.{step}.log", "w") as log:
    status = subprocess.call(command, stdout=log, stderr=subprocess.STDOUT)
wall = time.monotonic() - start
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
cpu = usage.ru_utime + usage.ru_stime
print(f"{label} {step} wall_s={wall:.2f} cpu_s={cpu:.2f} cpu_per_wall={cpu / wall:.2f} status={status}")
with open(results, "a") as out:
    out.write(json.dumps({"label": label, "step": step, "wall_s": round(wall, 2), "cpu_s": round(cpu, 2),
                          "cpu_per_wall": round(cpu / wall, 2), "status": status}) + "\n")
if status != 0:
    sys.exit(f"{step} failed: see {results}.{step}.log")
EOF
}

cd "$work/package"
echo "== $label: $(find "$sources" -type f | wc -l) document files, renaming model '$rename'; load: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "== warming up (builds EndpointKit's runtime and the plugin's endpoint-gen, debug, on a one-operation document)"
mv "$sources" "$work/document"
mkdir -p "$sources"
cp "$work/document/BenchAPI.swift" "$sources/"
printf '%s\n' 'openapi: 3.0.3' 'info: { title: Warm Up, version: "1" }' \
    'paths: { /a: { get: { operationId: getA, responses: { "200": { description: OK } } } } }' >"$sources/openapi.yaml"
swift build >"$work/warm-up.log" 2>&1 || { tail -20 "$work/warm-up.log"; exit 1; }
rm -rf "$sources"
mv "$work/document" "$sources"

rm -rf "$(find .build -type d -path '*BenchAPI/destination/EndpointGenPlugin' | head -1)"
rm -rf "$(find .build -type d -name 'BenchAPI.build' | head -1)"
measure clean swift build
generated=$(find .build -type d -path '*BenchAPI/destination/EndpointGenPlugin/GeneratedSources' | head -1)
echo "   files: $(ls "$generated" | wc -l) generated, $(cat "$generated"/*.swift | wc -l) lines; load: $(cut -d' ' -f1-3 /proc/loadavg)"

# The generator alone, with the plan the plugin gave it, read back from the files it wrote (the plugin's tool is
# built for the host as `endpoint-gen-tool`).
tool=$(find .build -type f -perm -u+x \( -name endpoint-gen-tool -o -name endpoint-gen \) -path '*/debug/*' | head -1)
prefix=$(ls "$generated" | sed -n 's/Client\.swift$//p' | head -1)
endpoint_files=$(ls "$generated" | grep -c 'Endpoints\.swift$')
model_files=$(ls "$generated" | grep -c 'Models\.swift$')
scratch="$work/generator-output"
mkdir -p "$scratch"
arguments=("$entry" --output "$scratch" --file-prefix "$prefix" --endpoint-files "$endpoint_files" --model-files "$model_files"
    --no-config)
measure generator "$tool" generate "${arguments[@]}"

# A one-model rename through a configuration next to the document.
stamp="$work/before-rename"
touch "$stamp"
sleep 1
printf 'rename:\n  models: { %s: %sRenamed }\n' "$(python3 -c 'import json,sys; print(json.dumps(sys.argv[1]))' "$rename")" \
    "$(echo "$rename" | tr -cd 'A-Za-z0-9')" >"$(dirname "$entry")/openapi.endpointkit.yaml"
measure rename swift build
rewritten=$(find "$generated" -name '*.swift' -newer "$stamp" | wc -l)
echo "   rewritten by the rename: $rewritten of $(ls "$generated" | wc -l) files: $(find "$generated" -name '*.swift' -newer "$stamp" -exec basename {} \; | sort | paste -sd' ' -)"
echo "   load: $(cut -d' ' -f1-3 /proc/loadavg)"

[ "$compare_generate" = 1 ] || exit 0
# The same document through `endpoint-gen generate` with no plan (the configuration removed again), in a target of
# its own, built clean.
rm -f "$(dirname "$entry")/openapi.endpointkit.yaml"
"$tool" generate "$entry" --output "$work/package/Sources/GeneratedAPI" >"$work/generate-path.log" 2>&1 \
    || { tail -20 "$work/generate-path.log"; exit 1; }
rm -rf "$(find .build -type d -name 'GeneratedAPI.build' | head -1)"
measure generate swift build --target GeneratedAPI
echo "   command-line path: $(ls "$work/package/Sources/GeneratedAPI" | wc -l) files, $(cat "$work/package/Sources/GeneratedAPI"/*.swift | wc -l) lines; load: $(cut -d' ' -f1-3 /proc/loadavg)"

#!/usr/bin/env bash
# The real-document gate: every OpenAPI document of ../shared/openapi-corpus (141 public APIs, read in place, never
# copied into the project) must become a client, lose no more than docs/openapi.md records, and compile.
#
#   scripts/check-corpus.sh             generate all, loss report, YAML differential check, compile the sample
#   scripts/check-corpus.sh --update    the same, writing the loss totals into docs/openapi.md instead of checking
#   scripts/check-corpus.sh --no-compile
#                                       skip compiling the sample (the slowest step), for a quick look
#
# Steps (each fails the script):
#   1. `endpoint-gen generate` (release) of every document: 0 failures (a crash or an error is a failure).
#   2. `endpoint-gen loss-report` of every document: the table in .build/corpus/loss-report.txt (JSON beside it);
#      no total above the one docs/openapi.md keeps (scripts/corpus-losses.py).
#   3. The YAML differential check (scripts/yaml-differential.py): the tree EndpointKit's YAML reader loads equals
#      PyYAML's (Debian's python3-yaml, installed here if missing) for every YAML document.
#   2b. The naming census (issue 47; `endpoint-gen loss-report --naming`): status-named types, group words left in
#      grouped method names, acronyms in mixed case, plural names of single objects, deprecated names — in
#      .build/corpus/naming-census.txt (JSON beside it, and every name counted in naming-census-names.txt); no total
#      above the one docs/openapi.md keeps.
#   4. A deterministic sample — the first 50 documents under 300 KB in the order of the SHA-256 of their file
#      names, about 160,000 generated lines — generated with `grouping: tags` (issue 47: the grouped client holds
#      everything the flat one does, its calls moved into groups; flat clients are compiled by check-grouping.sh,
#      the test fixtures and Examples/OpenAPIClients) and compiled as one target each in one consumer package,
#      with warnings as errors: 0 errors, 0 warnings.
#   5. The round trips (issue 45): every JSON example of the sample's documents decodes into its generated type and
#      encodes back to the same JSON (undeclared members aside), and every JSON request body example is sent as
#      written (a PATCH member alone as itself); no more mismatches than docs/openapi.md records.
# Set CORPUS to read another directory of documents.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
corpus=${CORPUS:-$root/../shared/openapi-corpus}
work=$root/.build/corpus
update=false
compile=true
for argument in "$@"; do
    case "$argument" in
    --update) update=true ;;
    --no-compile) compile=false ;;
    -h | --help)
        sed -n '2,30p' "$0" | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    *)
        echo "Error: unknown option '$argument'. See 'scripts/check-corpus.sh --help'." >&2
        exit 64
        ;;
    esac
done
[ -d "$corpus" ] || { echo "error: no corpus at $corpus" >&2; exit 1; }
started=$SECONDS
elapsed() { echo "$((SECONDS - started)) s"; }

echo "--- building the release endpoint-gen"
swift build -c release --product endpoint-gen >/dev/null
generator="$(swift build -c release --show-bin-path)/endpoint-gen"
documents=()
while IFS= read -r file; do documents+=("$file"); done < <(cd "$corpus" && ls -1 | grep -E '\.(ya?ml|json)$' | sort)
echo "${#documents[@]} documents in $corpus ($(elapsed))"

# MARK: 1. Generate every document
echo "--- 1. generate every document"
rm -rf "$work/generated" "$work/failures"
mkdir -p "$work/generated" "$work/failures"
export generator corpus work
printf '%s\n' "${documents[@]}" | xargs -P 2 -I '{}' sh -c '
    if ! SWIFT_BACKTRACE=enable=yes "$generator" generate "$corpus/{}" --output "$work/generated/{}" \
        >"$work/failures/{}.log" 2>&1; then
        echo "FAILED: {}"
    else
        rm "$work/failures/{}.log"
    fi'
failures=$(ls "$work/failures" | wc -l)
if [ "$failures" -ne 0 ]; then
    for log in "$work/failures"/*.log; do
        echo "error: $(basename "$log" .log) does not generate; the last lines of its output:" >&2
        grep -E 'error:|Fatal|Crash|signal' "$log" | head -5 >&2 || tail -5 "$log" >&2
    done
    echo "error: $failures of ${#documents[@]} documents fail to generate" >&2
    exit 1
fi
lines=$(cat "$work"/generated/*/*.swift | wc -l)
echo "ok: ${#documents[@]}/${#documents[@]} documents generate, $lines lines ($(elapsed))"

# MARK: 2. Loss report
echo "--- 2. loss report"
(cd "$corpus" && "$generator" loss-report --json "${documents[@]}") >"$work/loss-report.json" || true
(cd "$corpus" && "$generator" loss-report "${documents[@]}") >"$work/loss-report.txt" || true
head -1 "$work/loss-report.txt"
tail -1 "$work/loss-report.txt"
echo "(per document: $work/loss-report.txt; JSON: $work/loss-report.json)"
if $update; then
    python3 scripts/corpus-losses.py "$work/loss-report.json" --update
else
    python3 scripts/corpus-losses.py "$work/loss-report.json"
fi
echo "($(elapsed))"

# MARK: 2b. Naming census
echo "--- 2b. naming census"
(cd "$corpus" && "$generator" loss-report --naming --list --json "${documents[@]}") >"$work/naming-census.json" || true
(cd "$corpus" && "$generator" loss-report --naming "${documents[@]}") >"$work/naming-census.txt" || true
tail -1 "$work/naming-census.txt"
if $update; then
    python3 scripts/corpus-naming.py "$work/naming-census.json" --update
else
    python3 scripts/corpus-naming.py "$work/naming-census.json"
fi
echo "($(elapsed))"

# MARK: 3. YAML differential check
echo "--- 3. YAML differential check against PyYAML"
scripts/yaml-differential.py "$corpus"
echo "($(elapsed))"

# MARK: 4. Compile a sample
$compile || { echo "ok: the corpus gate passed without compiling ($(elapsed))"; exit 0; }
echo "--- 4. compile a sample, grouped by tags, with warnings as errors"
sample=()
while IFS= read -r file; do sample+=("$file"); done < <(python3 - "$corpus" <<'PY'
import csv, hashlib, sys
rows = csv.DictReader(open(f"{sys.argv[1]}/index.tsv"), delimiter="\t")
files = sorted((r["file"] for r in rows if int(r["bytes"]) < 300_000), key=lambda f: hashlib.sha256(f.encode()).hexdigest())
print("\n".join(files[:50]))
PY
)
package=$work/package
# The SwiftPM scratch path check-grouping.sh and check-mock-property.sh share (same flags: EndpointRuntime is
# compiled once for the three); CONSUMER_SCRATCH names another.
scratch=${CONSUMER_SCRATCH:-$root/.build/consumers}
rm -rf "$package"
mkdir -p "$package/Sources"
targets=()
printf 'grouping: tags\n' >"$work/grouped.endpointkit.yaml"
swift build -c release --product round-trip-harness >/dev/null
harness="$(swift build -c release --show-bin-path)/round-trip-harness"
mkdir -p "$package/Sources/RoundTripSupport" "$package/Sources/RoundTripRunner"
cp "$root/scripts/round-trip/RoundTripSupport.swift" "$package/Sources/RoundTripSupport/"
runner=$package/Sources/RoundTripRunner/main.swift
echo "// Generated by scripts/check-corpus.sh: the round trips of every sampled client." >"$runner"
echo "import Foundation" >>"$runner"
echo "import RoundTripSupport" >>"$runner"
for file in "${sample[@]}"; do
    target="Corpus_$(echo "${file%.*}" | sed -E 's/[^A-Za-z0-9]+/_/g')"
    targets+=("$target")
    "$generator" generate "$corpus/$file" --output "$package/Sources/$target" --config "$work/grouped.endpointkit.yaml" \
        >"$work/grouped.log" 2>&1 || { cat "$work/grouped.log" >&2; exit 1; }
    echo "import $target" >>"$runner"
done
sample_lines=$(cat "$package"/Sources/Corpus_*/*.swift | wc -l)
# The round-trip check of each client (issue 45), compiled into its module: not counted in the sample's lines.
echo "let report = RoundTripReport()" >>"$runner"
for index in "${!sample[@]}"; do
    "$harness" "$corpus/${sample[$index]}" "${sample[$index]}" "$package/Sources/${targets[$index]}/RoundTrip.swift"
    echo "${targets[$index]}.RoundTrip.run(report)" >>"$runner"
done
echo 'print(report.summary())' >>"$runner"
{
    echo "// swift-tools-version: 6.1"
    echo "// Generated by scripts/check-corpus.sh: one target per sampled corpus document."
    echo "import PackageDescription"
    echo "let runtime: Target.Dependency = .product(name: \"EndpointRuntime\", package: \"EndpointKit\")"
    echo "let package = Package("
    echo "    name: \"CorpusSample\","
    echo "    platforms: [.macOS(.v14), .iOS(.v17)],"
    echo "    dependencies: [.package(name: \"EndpointKit\", path: \"$root\")],"
    echo "    targets: ["
    echo "        .target(name: \"RoundTripSupport\", dependencies: [runtime]),"
    for target in "${targets[@]}"; do
        echo "        .target(name: \"$target\", dependencies: [runtime, \"RoundTripSupport\"]),"
    done
    printf '        .executableTarget(name: "RoundTripRunner", dependencies: ["RoundTripSupport"'
    for target in "${targets[@]}"; do printf ', "%s"' "$target"; done
    echo "]),"
    echo "    ]"
    echo ")"
} >"$package/Package.swift"
echo "${#sample[@]} documents, $sample_lines generated lines"
if ! (cd "$package" && swift build --scratch-path "$scratch" -Xswiftc -warnings-as-errors >"$work/compile.log" 2>&1); then
    grep -E '^/.*(error|warning):' "$work/compile.log" | sed "s|^$package/Sources/||" | sort -u | head -40 >&2
    echo "error: the sample does not compile with warnings as errors ($(grep -c 'error:' "$work/compile.log") error lines; $work/compile.log)" >&2
    exit 1
fi
warnings=$(grep -c 'warning:' "$work/compile.log" || true)
if [ "$warnings" -ne 0 ]; then
    grep -E '^/.*warning:' "$work/compile.log" | sed "s|^$package/Sources/||" | sort -u | head -20 >&2
    echo "error: the sample compiles with $warnings warnings" >&2
    exit 1
fi
echo "ok: ${#sample[@]} documents (grouped by tags), $sample_lines lines compile with 0 errors and 0 warnings ($(elapsed))"

# MARK: 5. Round trips
echo "--- 5. round trips: every example through the generated types and back (issue 45)"
"$(cd "$package" && swift build --scratch-path "$scratch" --show-bin-path)/RoundTripRunner" >"$work/round-trip.txt"
grep -E '^MISMATCH' "$work/round-trip.txt" | head -40 || true
totals=$(tail -1 "$work/round-trip.txt")
echo "$totals"
found=$(echo "$totals" | sed -E 's/.* ([0-9]+) mismatches.*/\1/')
recorded=$(sed -nE 's/^Round-trip mismatches recorded: ([0-9]+)\.?$/\1/p' "$root/docs/openapi.md")
if $update; then
    python3 - "$root/docs/openapi.md" "$found" <<'PY'
import re, sys
path, found = sys.argv[1], sys.argv[2]
text = open(path, encoding="utf-8").read()
text = re.sub(r"^Round-trip mismatches recorded: \d+\.?$", f"Round-trip mismatches recorded: {found}.", text, flags=re.M)
open(path, "w", encoding="utf-8").write(text)
PY
    echo "ok: docs/openapi.md records $found round-trip mismatches"
elif [ -z "$recorded" ] || [ "$found" -gt "$recorded" ]; then
    echo "error: $found round-trip mismatches, more than the ${recorded:-0} docs/openapi.md records ($work/round-trip.txt)" >&2
    exit 1
else
    echo "ok: $found round-trip mismatches (docs/openapi.md records $recorded)"
fi
echo "ok: the corpus gate passed in $(elapsed)"

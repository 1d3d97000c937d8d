#!/usr/bin/env bash
# The mock server's schema-built answers decode through the generated client (issue 36), end to end, as a
# property over random documents: scripts/mock_property_documents.py makes one OpenAPI document per seed, without
# a single example, whose schemas use every type and format the generator supports (see its docstring); every
# document is generated into one scratch SwiftPM package (a target each, depending on this repository's
# EndpointRuntime by path), built once with warnings as errors, and served by `endpoint-gen serve --port 0`; the
# package's MockPropertyCalls executable then calls EVERY operation of every document through its generated
# client with the real URLSessionHTTPClient over loopback. Every call must answer 2xx and decode; a failing call
# prints its seed and operation, and the seed replays alone: `scripts/check-mock-property.sh SEED`.
#
# Usage: scripts/check-mock-property.sh [SEED...]     (default: the seeds below)
#   ENDPOINT_GEN  an endpoint-gen binary to use instead of building the debug one
#   WORK          scratch directory (default .build/mock-property); recreated on every run
#   CONSUMER_SCRATCH  SwiftPM scratch path of the package (default .build/consumers, which the corpus gate's sample
#                 and check-grouping.sh share: same flags, so EndpointRuntime is compiled once for all three, and a
#                 rerun rebuilds only the generated clients)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=${WORK:-$root/.build/mock-property}
seeds=("$@")
[ ${#seeds[@]} -gt 0 ] || seeds=(1 2 3 4 5 6 7 8)
started=$SECONDS
if [ -n "${ENDPOINT_GEN:-}" ]; then
    gen=$ENDPOINT_GEN
else
    swift build --product endpoint-gen >/dev/null
    gen="$(swift build --show-bin-path)/endpoint-gen"
fi
package=$work/package
scratch=${CONSUMER_SCRATCH:-$root/.build/consumers}
rm -rf "$work/documents" "$work/logs" "$package"
mkdir -p "$work/logs" "$package"
python3 "$root/scripts/mock_property_documents.py" --package "$package" "$work/documents" "${seeds[@]}"
for seed in "${seeds[@]}"; do
    document=$work/documents/doc$seed.openapi.json
    if ! "$gen" generate "$document" --output "$package/Sources/MockDoc$seed" --no-config \
        >"$work/logs/generate$seed.log" 2>&1; then
        cat "$work/logs/generate$seed.log" >&2
        echo "error: seed $seed: endpoint-gen generate failed ($document)" >&2
        exit 1
    fi
done
operations=$(python3 -c 'import json,sys; print(sum(len(d["operations"]) for d in json.load(open(sys.argv[1]))))' \
    "$work/documents/calls.json")
echo "${#seeds[@]} documents (seeds ${seeds[*]}), $operations operations; building their clients"
if ! (cd "$package" && swift build --scratch-path "$scratch" -Xswiftc -warnings-as-errors >"$work/logs/build.log" 2>&1); then
    grep -E '(error|warning):' "$work/logs/build.log" | sort -u | head -30 >&2
    echo "error: the generated clients do not build ($work/logs/build.log)" >&2
    exit 1
fi
caller="$(cd "$package" && swift build --scratch-path "$scratch" --show-bin-path)/MockPropertyCalls"

# MARK: Serve every document, then call every operation

servers=()
stop_servers() { for pid in "${servers[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap stop_servers EXIT
urls=()
for seed in "${seeds[@]}"; do
    "$gen" serve "$work/documents/doc$seed.openapi.json" --port 0 --no-config \
        >"$work/logs/serve$seed.log" 2>"$work/logs/serve$seed.err" &
    servers+=($!)
    url=""
    # The server prints its URL once it listens.
    for _ in $(seq 1 600); do
        url=$(grep -o 'http://127\.0\.0\.1:[0-9]*' "$work/logs/serve$seed.log" 2>/dev/null | head -1 || true)
        [ -n "$url" ] && break
        kill -0 "${servers[-1]}" 2>/dev/null || break
        sleep 0.1
    done
    if [ -z "$url" ]; then
        cat "$work/logs/serve$seed.err" >&2
        echo "error: seed $seed: endpoint-gen serve did not start" >&2
        exit 1
    fi
    urls+=("$url")
done
status=0
"$caller" "${urls[@]}" >"$work/logs/calls.log" 2>&1 || status=$?
stop_servers
trap - EXIT
if [ "$status" -ne 0 ]; then
    grep -v '^ok ' "$work/logs/calls.log" >&2 || true
    for seed in "${seeds[@]}"; do
        if grep -q "^FAIL seed $seed " "$work/logs/calls.log"; then
            echo "seed $seed: $work/documents/doc$seed.openapi.json; server log:" >&2
            grep -v ' 2[0-9][0-9] ' "$work/logs/serve$seed.log" | head -10 | sed 's/^/  /' >&2 || true
            echo "  replay: scripts/check-mock-property.sh $seed" >&2
        fi
    done
    echo "error: some schema-built answers did not reach or decode through the generated client" >&2
    exit 1
fi
tail -1 "$work/logs/calls.log"
echo "check-mock-property: ${#seeds[@]} documents, $operations operations called and decoded ($((SECONDS - started)) s)"

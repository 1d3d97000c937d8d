#!/usr/bin/env bash
# The mock server on real documents: `endpoint-gen serve` answers every GET operation of a few documents of
# ../shared/openapi-corpus (read in place, never copied) with 2xx, and every JSON body it answers passes
# `endpoint-gen check`.
#
#   scripts/check-serve-corpus.sh [DOCUMENT...]     the documents (names in the corpus); by default five of them,
#                                                   jellyfin.local__v1.yaml (220 GET operations) the largest
#
# For each document: `endpoint-gen import-openapi` names its operations; `endpoint-gen serve --port 0` serves it;
# scripts/serve-corpus-calls.py calls every GET operation whose required parameters are path or query parameters,
# with values generated from their schemas, and expects 2xx; `endpoint-gen check` checks the JSON bodies answered
# against the operation's response for that status (the first CHECK_LIMIT of each document, default 40: each check
# loads the whole document). Any failure fails the script; the counts are printed.
# Set CORPUS to read another directory, ENDPOINT_GEN to use another endpoint-gen (default: the release build).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
corpus=${CORPUS:-$root/../shared/openapi-corpus}
work=$root/.build/serve-corpus
check_limit=${CHECK_LIMIT:-40}
case "${1:-}" in
-h | --help)
    sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'
    exit 0
    ;;
esac
documents=("$@")
if [ ${#documents[@]} -eq 0 ]; then
    documents=(jellyfin.local__v1.yaml probely.com__1.2.0.yaml vocadb.net__v1.yaml
        abstractapi.com__geolocation_1.0.0.yaml 6-dot-authentiqio.appspot.com__6.yaml)
fi
python3 -c 'import yaml' 2>/dev/null || {
    echo "Error: PyYAML is missing (apt-get install python3-yaml)." >&2
    exit 1
}
if [ -z "${ENDPOINT_GEN:-}" ]; then
    swift build -c release --product endpoint-gen >/dev/null
    ENDPOINT_GEN="$(swift build -c release --show-bin-path)/endpoint-gen"
fi
rm -rf "$work"
mkdir -p "$work"

server=""
cleanup() { if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; fi; }
trap cleanup EXIT

failed=0
total_called=0
total_answered=0
total_checked=0
for name in "${documents[@]}"; do
    document="$corpus/$name"
    out="$work/${name%.*}"
    mkdir -p "$out"
    "$ENDPOINT_GEN" import-openapi "$document" -o "$out/spec.json" >/dev/null 2>&1
    "$ENDPOINT_GEN" serve "$document" --port 0 >"$out/serve.log" 2>"$out/serve.err" &
    server=$!
    url=""
    # The server prints its URL once it listens; a large document takes a few seconds to load.
    for _ in $(seq 1 600); do
        url=$(grep -o 'http://127\.0\.0\.1:[0-9]*' "$out/serve.log" 2>/dev/null | head -1 || true)
        [ -n "$url" ] && break
        kill -0 "$server" 2>/dev/null || break
        sleep 0.1
    done
    if [ -z "$url" ]; then
        echo "$name: serve did not start:" >&2
        cat "$out/serve.err" >&2
        failed=1
        continue
    fi
    echo "--- $name ($(head -1 "$out/serve.err" 2>/dev/null || true))"
    if ! python3 scripts/serve-corpus-calls.py "$document" "$out/spec.json" "$url" "$out" | tee "$out/calls.txt"; then
        failed=1
    fi
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    server=""
    read -r answered called < <(sed -n 's/^answered 2xx: \([0-9]*\) of \([0-9]*\).*/\1 \2/p' "$out/calls.txt")
    total_called=$((total_called + called))
    total_answered=$((total_answered + answered))
    checked=0
    while read -r endpoint status file content_type; do
        case "$content_type" in *json*) ;; *) continue ;; esac
        case "$content_type" in *problem+json*) continue ;; esac
        [ "$checked" -ge "$check_limit" ] && break
        if ! "$ENDPOINT_GEN" check "$document" --endpoint "$endpoint" --status "$status" "$file" >"$file.check" 2>&1; then
            echo "  check failed for $endpoint ($status):" >&2
            head -20 "$file.check" >&2
            failed=1
        fi
        checked=$((checked + 1))
    done <"$out/bodies.txt"
    echo "bodies passing 'endpoint-gen check': $checked of $(wc -l <"$out/bodies.txt") checked"
    total_checked=$((total_checked + checked))
done
echo "=== ${#documents[@]} documents: $total_answered of $total_called GET operations answered 2xx; $total_checked JSON bodies checked"
exit $failed

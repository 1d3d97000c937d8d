#!/usr/bin/env bash
# The mock server on real documents: `endpoint-gen serve` answers every GET operation of every document of
# ../shared/openapi-corpus (read in place, never copied) with 2xx, and every JSON body it answers passes
# `endpoint-gen check`.
#
#   scripts/check-serve-corpus.sh [DOCUMENT...]     the documents (names in the corpus); by default all of them
#
# For each document: `endpoint-gen import-openapi` names its operations; `endpoint-gen serve --port 0` serves it;
# scripts/serve-corpus-calls.py calls every GET operation whose parameters are path and query parameters (headers
# and cookies only when optional, and then left out), with values generated from their schemas, and expects 2xx;
# `endpoint-gen check --bodies` checks every JSON body answered against the operation's response for its status,
# loading the document once. Documents run two at a time (JOBS=N for another number). Any failure fails the
# script, printed with its document and operation; the totals are printed last (documents, GET operations called,
# answered 2xx, JSON bodies checked). Each document's work is kept in .build/serve-corpus/<document>/.
# Set CORPUS to read another directory, ENDPOINT_GEN to use another endpoint-gen (default: the release build).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
corpus=${CORPUS:-$root/../shared/openapi-corpus}
work=$root/.build/serve-corpus

# MARK: One document (run by xargs below as `check-serve-corpus.sh --one NAME`)

# Serves the document NAME, calls its GET operations and checks the bodies; writes OUT/result with one line
# `documents called answered checked` and prints what failed. Exits 1 when something failed.
serve_one() {
    local name=$1
    local document="$corpus/$name"
    local out="$work/${name%.*}"
    rm -rf "$out"
    mkdir -p "$out"
    local failed=0
    if ! "$ENDPOINT_GEN" import-openapi "$document" -o "$out/spec.json" >"$out/import.log" 2>&1; then
        echo "$name: import-openapi failed:" && tail -5 "$out/import.log"
        echo "1 0 0 0 0 0" >"$out/result"
        return 1
    fi
    "$ENDPOINT_GEN" serve "$document" --port 0 >"$out/serve.log" 2>"$out/serve.err" &
    local server=$!
    # shellcheck disable=SC2064 # the server of this document, now
    trap "kill $server 2>/dev/null || true" EXIT
    local url=""
    # The server prints its URL once it listens; the largest document takes a few seconds to load.
    for _ in $(seq 1 1200); do
        url=$(grep -o 'http://127\.0\.0\.1:[0-9]*' "$out/serve.log" 2>/dev/null | head -1 || true)
        [ -n "$url" ] && break
        kill -0 "$server" 2>/dev/null || break
        sleep 0.1
    done
    if [ -z "$url" ]; then
        echo "$name: serve did not start:" && tail -5 "$out/serve.err"
        echo "1 0 0 0 0 0" >"$out/result"
        return 1
    fi
    python3 "$root/scripts/serve-corpus-calls.py" "$document" "$out/spec.json" "$url" "$out" >"$out/calls.txt" ||
        failed=1
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    trap - EXIT
    local called=0 answered=0 checked=0 passing=0 other
    read -r answered called < <(sed -n 's/^answered 2xx: \([0-9]*\) of \([0-9]*\).*/\1 \2/p' "$out/calls.txt") || true
    other=$(sed -n 's/^other bodies (not JSON, not checked): //p' "$out/calls.txt")
    if [ -s "$out/bodies.txt" ]; then
        # The list's paths are relative to the document's directory of work.
        (cd "$out" && "$ENDPOINT_GEN" check "$document" --no-config --bodies bodies.txt >check.txt 2>&1) || failed=1
        read -r checked passing < <(sed -n 's/^bodies.txt: \([0-9]*\) bod[a-z]* checked, \([0-9]*\) match.*/\1 \2/p' \
            "$out/check.txt") || true
        if [ "$passing" != "$(wc -l <"$out/bodies.txt")" ]; then
            failed=1
            {
                echo "  endpoint-gen check --bodies bodies.txt (in $out):"
                grep -E ': (error|warning): |^bodies.txt: ' "$out/check.txt" | head -20 | sed 's/^/    /'
            } >>"$out/calls.txt"
        fi
    fi
    echo "1 ${called:-0} ${answered:-0} ${checked:-0} ${passing:-0} ${other:-0}" >"$out/result"
    if [ "$failed" -ne 0 ]; then
        echo "--- $name"
        grep -v -e '^answered 2xx:' -e '^other bodies' "$out/calls.txt" || true
        grep '^answered 2xx:' "$out/calls.txt" || true
    fi
    return "$failed"
}

case "${1:-}" in
-h | --help)
    sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'
    exit 0
    ;;
--one)
    serve_one "$2"
    exit $?
    ;;
esac

# MARK: Every document

[ -d "$corpus" ] || { echo "error: no corpus at $corpus" >&2; exit 1; }
python3 -c 'import yaml' 2>/dev/null || {
    echo "Error: PyYAML is missing (apt-get install python3-yaml)." >&2
    exit 1
}
started=$SECONDS
documents=("$@")
if [ ${#documents[@]} -eq 0 ]; then
    while IFS= read -r file; do documents+=("$file"); done < <(cd "$corpus" && ls -1 | grep -E '\.(ya?ml|json)$' | sort)
fi
if [ -z "${ENDPOINT_GEN:-}" ]; then
    swift build -c release --product endpoint-gen >/dev/null
    ENDPOINT_GEN="$(swift build -c release --show-bin-path)/endpoint-gen"
fi
export ENDPOINT_GEN corpus work
rm -rf "$work"
mkdir -p "$work"
echo "${#documents[@]} documents of $corpus, ${JOBS:-2} at a time"
failed=0
printf '%s\n' "${documents[@]}" | xargs -P "${JOBS:-2}" -I '{}' "$0" --one '{}' || failed=1

documents_done=0 called=0 answered=0 checked=0 passing=0 other=0
for name in "${documents[@]}"; do
    result="$work/${name%.*}/result"
    if [ ! -f "$result" ]; then
        echo "$name: no result (the run for it stopped early)" >&2
        failed=1
        continue
    fi
    read -r d c a k p o <"$result"
    documents_done=$((documents_done + d)) called=$((called + c)) answered=$((answered + a))
    checked=$((checked + k)) passing=$((passing + p)) other=$((other + o))
done
skipped=$(cat "$work"/*/calls.txt | sed -n 's/.*(\(.*\) skipped)$/\1/p' | tr ',' '\n' |
    awk '{ n[substr($0, index($0, "with ") + 5)] += $1 } END { for (k in n) { printf "%s%d with %s", s, n[k], k; s = ", " } }')
summary="$documents_done documents: $called GET operations called, $answered answered 2xx;"
summary+=" $checked JSON bodies checked by 'endpoint-gen check', $passing pass; $other other bodies (text, binary)"
echo "=== $summary${skipped:+; not called: $skipped} ($((SECONDS - started)) s)"
if [ "$failed" -ne 0 ]; then
    echo "error: some operations did not answer 2xx or answered a body 'endpoint-gen check' rejects (above)" >&2
    exit 1
fi

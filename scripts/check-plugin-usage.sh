#!/usr/bin/env bash
# Follows README.md's "Use it in your own package" LITERALLY, as a new user would: every block between
# `<!-- check-plugin-usage: PATH -->` and `<!-- end -->` in the README is written, unchanged, to PATH in a fresh
# consumer package next to a directory named `EndpointKit` (a link to this checkout, whatever its own directory
# is called, so the README's `.package(name: "EndpointKit", path: "../EndpointKit")` resolves as written). Then:
#   1. without the README's Swift file the target is skipped by SwiftPM, as the README says;
#   2. the README's package builds and its tests (the README's SpyHTTPClient examples) pass;
#   3. a target with no spec fails with a message that says what to do;
#   4. a target with two specs fails as ambiguous;
#   5. adding an endpoint to the spec makes it callable with no other edit than the call itself;
#   6. a broken spec fails the build with a located `file:line:column: error:` diagnostic;
#   7. the `generate-endpoints` command plugin writes the sources into the package for review.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
ln -s "$repo" "$work/EndpointKit"
pkg="$work/Weather"
mkdir -p "$pkg"

# The README's blocks, written where the README says.
python3 - "$repo/README.md" "$pkg" <<'PY'
import os, re, sys
readme, package = sys.argv[1], sys.argv[2]
lines = open(readme, encoding="utf-8").read().split("\n")
written, index = [], 0
while index < len(lines):
    match = re.fullmatch(r"\s*<!-- check-plugin-usage: (\S+) -->", lines[index])
    index += 1
    if not match:
        continue
    fence = lines[index]
    indent = fence[: len(fence) - len(fence.lstrip())]
    assert fence.strip().startswith("```"), f"README.md:{index + 1}: expected a code fence after the marker"
    body = []
    index += 1
    while lines[index].strip() != "```":
        line = lines[index]
        assert line.startswith(indent) or not line.strip(), f"README.md:{index + 1}: line not indented like its fence"
        body.append(line[len(indent):])
        index += 1
    assert lines[index + 1].strip() == "<!-- end -->", f"README.md:{index + 2}: expected '<!-- end -->'"
    path = os.path.join(package, match.group(1))
    os.makedirs(os.path.dirname(path), exist_ok=True)
    open(path, "w", encoding="utf-8").write("\n".join(body) + "\n")
    written.append(match.group(1))
expected = {"Package.swift", "Sources/WeatherAPI/endpoints.json", "Sources/WeatherAPI/WeatherAPI.swift",
            "Tests/WeatherAPITests/WeatherAPITests.swift"}
missing = expected - set(written)
assert not missing, f"README.md has no check-plugin-usage block for {sorted(missing)}"
print("extracted from README.md: " + ", ".join(written))
PY

log="$work/build.log"
run_in_package() {  # run_in_package COMMAND...: runs in the package, output in $log
    (cd "$pkg" && "$@" >"$log" 2>&1)
}

expect_failure() {  # expect_failure DESCRIPTION PATTERN
    if run_in_package swift build; then
        echo "error: expected the build to fail: $1" >&2
        exit 1
    fi
    if ! grep -qE "$2" "$log"; then
        echo "error: $1: the build failed without the expected message /$2/:" >&2
        tail -20 "$log" >&2
        exit 1
    fi
    echo "ok: $1"
}

expect_success() {  # expect_success DESCRIPTION COMMAND...
    local description="$1"
    shift
    if ! run_in_package "$@"; then
        echo "error: expected '$*' to succeed: $description" >&2
        tail -30 "$log" >&2
        exit 1
    fi
    echo "ok: $description"
}

# 1. Without the README's Swift file, SwiftPM skips the target, as the README says (a new user's first build).
mv "$pkg/Sources/WeatherAPI/WeatherAPI.swift" "$work/WeatherAPI.swift"
if run_in_package swift build --build-tests; then
    echo "error: expected the build to fail without Sources/WeatherAPI/WeatherAPI.swift" >&2
    exit 1
fi
grep -q "Source files for target WeatherAPI should be located" "$log" && grep -q "no such module 'WeatherAPI'" "$log" || {
    echo "error: without the Swift file, the build failed differently from what the README says:" >&2
    tail -20 "$log" >&2
    exit 1
}
echo "ok: a target holding only the spec is skipped, as the README says"

# 2. The README's package, as written (after a build without the file, the README says to touch Package.swift).
mv "$work/WeatherAPI.swift" "$pkg/Sources/WeatherAPI/WeatherAPI.swift"
touch "$pkg/Package.swift"
expect_success "the README's consumer package builds" swift build
expect_success "the README's tests pass" swift test
grep -q "decodesTheForecastAndRecordsTheRequest" "$log" || { echo "error: the README's tests did not run" >&2; exit 1; }

spec="$pkg/Sources/WeatherAPI/endpoints.json"
cp "$spec" "$work/endpoints.json"

# 3. No spec.
rm "$spec"
expect_failure "a target without a spec" "No endpoint spec found for target 'WeatherAPI'.*endpoints\.json"
for form in "'<name>\.openapi\.json'" "'openapi\.json'" "'endpointkit\.yaml' whose 'document' names the entry file"; do
    grep -qE "$form" "$log" || { echo "error: the no-spec message does not list $form" >&2; tail -5 "$log" >&2; exit 1; }
done
echo "ok: the no-spec message lists every accepted form"

# 3b. A spec under its published name, named by the configuration's `document` (one incremental build).
cp "$work/endpoints.json" "$pkg/Sources/WeatherAPI/Weather-published.v1.json"
printf '{ "document": "Weather-published.v1.json" }\n' >"$pkg/Sources/WeatherAPI/endpointkit.json"
expect_success "a configuration's 'document' names the entry file" swift build
rm "$pkg/Sources/WeatherAPI/Weather-published.v1.json" "$pkg/Sources/WeatherAPI/endpointkit.json"

# 4. Two specs.
cp "$work/endpoints.json" "$pkg/Sources/WeatherAPI/a.endpoints.json"
cp "$work/endpoints.json" "$pkg/Sources/WeatherAPI/b.endpoints.json"
expect_failure "a target with two specs" "more than one endpoint spec.*'a\.endpoints\.json', 'b\.endpoints\.json'"
rm "$pkg/Sources/WeatherAPI/a.endpoints.json" "$pkg/Sources/WeatherAPI/b.endpoints.json"

# 5. A second endpoint added to the spec, and called.
cp "$work/endpoints.json" "$spec"
python3 - "$spec" <<'PY'
import json, sys
path = sys.argv[1]
spec = json.load(open(path))
spec["endpoints"]["searchForecasts"] = {
    "method": "GET",
    "path": "/forecasts",
    "parameters": {"q": {"in": "query", "type": "string", "required": True}},
    "responses": {"200": {"type": "array", "items": {"$ref": "Forecast"}}},
}
json.dump(spec, open(path, "w"), indent=2)
PY
cat > "$pkg/Tests/WeatherAPITests/AddedEndpointTests.swift" <<'SWIFT'
import EndpointTesting
import Foundation
import Testing
import WeatherAPI

@Test func theAddedEndpointIsCallable() async throws {
    let http = SpyHTTPClient(json: #"[{"city": "Oslo", "high_c": 4.5, "warning": "ice"}]"#)
    let forecasts = try await WeatherClient(httpClient: http).searchForecasts(q: "Os")
    #expect(forecasts.map(\.warning) == ["ice"])
    #expect(http.requests.first?.url?.absoluteString == "https://weather.example.com/v1/forecasts?q=Os")
}
SWIFT
expect_success "an endpoint added to the spec is callable" swift test --filter theAddedEndpointIsCallable
grep -q "theAddedEndpointIsCallable" "$log" || { echo "error: the added endpoint's test did not run" >&2; exit 1; }

# 6. A broken spec is reported with its location.
sed -i 's/"\$ref": "Forecast"/"$ref": "Forcast"/' "$spec"
expect_failure "a dangling \$ref" "endpoints\.json:[0-9]+:[0-9]+: error: .*'Forcast'.*did you mean 'Forecast'"

# 7. The command plugin writes the generated sources into the package.
sed -i 's/"\$ref": "Forcast"/"$ref": "Forecast"/' "$spec"
(cd "$pkg" && swift package --allow-writing-to-package-directory generate-endpoints --target WeatherAPI >"$work/command.log" 2>&1) || {
    echo "error: generate-endpoints failed:" >&2
    tail -20 "$work/command.log" >&2
    exit 1
}
for file in WeatherClient.swift WeatherEndpoints.swift WeatherModels.swift WeatherMapping.swift WeatherRepositories.swift; do
    [[ -f "$pkg/Sources/WeatherAPI/Generated/$file" ]] || { echo "error: generate-endpoints did not write $file" >&2; exit 1; }
done
echo "ok: generate-endpoints wrote the sources into Sources/WeatherAPI/Generated"

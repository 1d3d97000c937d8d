#!/usr/bin/env bash
# Uses EndpointGenPlugin from a fresh consumer package, as a new user would, and checks that:
#   1. a target with no spec fails with a message that says what to do;
#   2. a target with two specs fails as ambiguous;
#   3. adding an endpoint to the spec makes it callable with no other edit than the call itself;
#   4. a broken spec fails the build with a located `file:line:column: error:` diagnostic;
#   5. the `generate-endpoints` command plugin writes the sources into the package for review.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
pkg="$work/Shop"
mkdir -p "$pkg/Sources/ShopAPI" "$pkg/Sources/shop"

cat > "$pkg/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Shop",
    dependencies: [.package(name: "EndpointKit", path: "$repo")],
    targets: [
        .target(
            name: "ShopAPI",
            dependencies: [.product(name: "EndpointRuntime", package: "EndpointKit")],
            plugins: [.plugin(name: "EndpointGenPlugin", package: "EndpointKit")]
        ),
        .executableTarget(
            name: "shop",
            dependencies: ["ShopAPI", .product(name: "EndpointRuntime", package: "EndpointKit")]
        ),
    ]
)
SWIFT
echo '// The client is generated from the spec.' > "$pkg/Sources/ShopAPI/ShopAPI.swift"

expect_failure() {  # expect_failure DESCRIPTION PATTERN
    local log="$work/build.log"
    if (cd "$pkg" && swift build >"$log" 2>&1); then
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

expect_success() {  # expect_success DESCRIPTION
    local log="$work/build.log"
    if ! (cd "$pkg" && swift build >"$log" 2>&1); then
        echo "error: expected the build to succeed: $1" >&2
        tail -30 "$log" >&2
        exit 1
    fi
    echo "ok: $1"
}

# 1. No spec.
cat > "$pkg/Sources/shop/main.swift" <<'SWIFT'
print("shop")
SWIFT
expect_failure "a target without a spec" "No endpoint spec found for target 'ShopAPI'.*endpoints\.json"

# 2. Two specs.
echo '{}' > "$pkg/Sources/ShopAPI/a.endpoints.json"
echo '{}' > "$pkg/Sources/ShopAPI/b.endpoints.json"
expect_failure "a target with two specs" "more than one endpoint spec.*'a\.endpoints\.json', 'b\.endpoints\.json'"
rm "$pkg/Sources/ShopAPI/a.endpoints.json" "$pkg/Sources/ShopAPI/b.endpoints.json"

# 3. One endpoint, then a second one added to the spec and called.
spec="$pkg/Sources/ShopAPI/endpoints.json"
cat > "$spec" <<'JSON'
{
  "name": "Shop",
  "models": { "Item": { "properties": { "id": { "type": "string" }, "title": { "type": "string" } } } },
  "endpoints": {
    "getItem": {
      "method": "GET",
      "path": "/items/{id}",
      "parameters": { "id": { "in": "path", "type": "string" } },
      "responses": { "200": { "$ref": "Item" } }
    }
  }
}
JSON
cat > "$pkg/Sources/shop/main.swift" <<'SWIFT'
import EndpointRuntime
import Foundation
import ShopAPI

let endpoint = ShopEndpoints.getItem(id: "a/b")
print(endpoint.method, endpoint.path)
SWIFT
expect_success "a spec with one endpoint"

python3 - "$spec" <<'PY'
import json, sys
path = sys.argv[1]
spec = json.load(open(path))
spec["endpoints"]["searchItems"] = {
    "method": "GET",
    "path": "/items",
    "parameters": {"q": {"in": "query", "type": "string", "required": True}},
    "responses": {"200": {"type": "array", "items": {"$ref": "Item"}}},
}
json.dump(spec, open(path, "w"), indent=2)
PY
cat >> "$pkg/Sources/shop/main.swift" <<'SWIFT'
let search = ShopEndpoints.searchItems(q: "lamp")
print(search.method, search.path, search.queryItems)
SWIFT
expect_success "an endpoint added to the spec is callable"
output="$(cd "$pkg" && swift run -q shop)"
[[ "$output" == *"GET /items/{id}"*"GET /items"*"lamp"* ]] || { echo "error: unexpected output: $output" >&2; exit 1; }
echo "ok: the generated endpoints run"

# 4. A broken spec is reported with its location.
sed -i 's/"\$ref": "Item"/"$ref": "Itme"/' "$spec"
expect_failure "a dangling \$ref" "endpoints\.json:[0-9]+:[0-9]+: error: .*'Itme'.*did you mean 'Item'"

# 5. The command plugin writes the generated sources into the package.
sed -i 's/"\$ref": "Itme"/"$ref": "Item"/' "$spec"
(cd "$pkg" && swift package --allow-writing-to-package-directory generate-endpoints --target ShopAPI >"$work/command.log" 2>&1) || {
    echo "error: generate-endpoints failed:" >&2
    tail -20 "$work/command.log" >&2
    exit 1
}
for file in ShopClient.swift ShopEndpoints.swift ShopModels.swift ShopMapping.swift ShopRepositories.swift; do
    [[ -f "$pkg/Sources/ShopAPI/Generated/$file" ]] || { echo "error: generate-endpoints did not write $file" >&2; exit 1; }
done
echo "ok: generate-endpoints wrote the sources into Sources/ShopAPI/Generated"

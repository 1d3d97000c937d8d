#!/usr/bin/env bash
# Fuzzes EndpointKit with libFuzzer + AddressSanitizer.
#
#   scripts/fuzz.sh TARGET SECONDS     run one target for SECONDS
#   scripts/fuzz.sh all SECONDS        run every target, SECONDS split evenly between them (for CI)
#   scripts/fuzz.sh list               print the targets
#
# Targets: spec, html-docs, yaml, openapi, references, event-stream, form, multipart, curl-head, link-header,
# catalog-response, responses, cli-arguments, jsonpath (entries in Fuzz/<target>/, seeds in Fuzz/corpus/<target>/).
#
# Each package module a target needs is compiled with `swiftc -sanitize=fuzzer,address` into a static library
# under .build/fuzz (rebuilt only when its sources change), in batch mode on every core; the entry is linked against
# them. The CatalogAPI
# sources are generated from spec/catalog.json with `swift run endpoint-gen generate`, as the plugin does.
# New inputs go to .build/fuzz/corpus/<target>/ (the checked-in seeds are only read); a crash writes
# .build/fuzz/artifacts/<target>/crash-*, prints it, and makes the script fail. Turn every crash into a
# regression test in Tests/HardeningTests/FuzzRegressionTests.swift and, if small, a seed.
set -euo pipefail
cd "$(dirname "$0")/.."

BUILD=.build/fuzz
TARGETS=(spec html-docs yaml openapi references event-stream form multipart curl-head link-header catalog-response responses
    cli-arguments jsonpath)
SWIFT_FLAGS=(-parse-as-library -swift-version 6 -enable-upcoming-feature ExistentialAny -sanitize=fuzzer,address
    -g -Onone -I "$BUILD/modules" -I "$BUILD/modules/EndpointCurl" -package-name EndpointKit) # one package, as SwiftPM builds it: `package` access
export SWIFT_BACKTRACE=enable=no # the backtracer would keep libFuzzer's crash output waiting

usage() {
    sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
}

# Every package module a target links, in one order each target's list keeps (dependencies first).
MODULE_ORDER=(HTTPSemantics JSONPath EndpointLocking EndpointSpec EndpointCodegen EndpointOpenAPI EndpointRuntime
    EndpointStubServer CatalogDomain CatalogApplication CatalogCache CatalogPresentation CatalogAPI CommandLineSupport
    CatalogCLI)

# The package modules each target links, dependencies first, in MODULE_ORDER.
modules_for() {
    case "$1" in
    spec | html-docs) echo "HTTPSemantics JSONPath EndpointSpec EndpointCodegen" ;;
    yaml) echo "HTTPSemantics JSONPath EndpointSpec" ;;
    openapi | references) echo "HTTPSemantics JSONPath EndpointSpec EndpointOpenAPI" ;;
    event-stream | form | curl-head | link-header) echo "HTTPSemantics EndpointRuntime" ;;
    multipart) echo "HTTPSemantics JSONPath EndpointLocking EndpointSpec EndpointRuntime EndpointStubServer" ;;
    catalog-response | responses) echo "HTTPSemantics EndpointRuntime CatalogDomain CatalogApplication CatalogAPI" ;;
    jsonpath) echo "JSONPath" ;;
    cli-arguments)
        echo "HTTPSemantics JSONPath EndpointLocking EndpointSpec EndpointRuntime EndpointStubServer CatalogDomain CatalogApplication" \
            "CatalogCache CatalogPresentation CatalogAPI CommandLineSupport CatalogCLI"
        ;;
    *) usage ;;
    esac
}

module_sources() {
    find "Sources/$1" -name '*.swift' | sort
    if [ "$1" = CatalogAPI ]; then find "$BUILD/generated/CatalogAPI" -name '*.swift' | sort; fi
}

generate_catalog_api() {
    local output=$BUILD/generated/CatalogAPI
    if [ -d "$output" ] && [ -z "$(find spec/catalog.json -newer "$output/.stamp" 2>/dev/null)" ] \
        && [ -f "$output/.stamp" ]; then
        return
    fi
    echo "--- generating CatalogAPI from spec/catalog.json"
    rm -rf "$output" && mkdir -p "$output"
    swift run --quiet endpoint-gen generate spec/catalog.json --output "$output" >/dev/null
    touch "$output/.stamp"
}

# EndpointRuntime imports the C target EndpointCurl on Linux (CurlHTTPClient): compile it with clang and give swiftc
# the module map SwiftPM would generate for it.
build_curl() {
    local library=$BUILD/lib/libEndpointCurl.a source=Sources/EndpointCurl/EndpointCurl.c
    local header=$PWD/Sources/EndpointCurl/include/EndpointCurl.h
    mkdir -p "$BUILD/modules/EndpointCurl" "$BUILD/obj"
    printf 'module EndpointCurl {\n    header "%s"\n    export *\n}\n' "$header" >"$BUILD/modules/EndpointCurl/module.modulemap"
    if [ -f "$library" ] && [ -z "$(find "$source" "$header" -newer "$library")" ]; then return; fi
    echo "--- compiling EndpointCurl with -fsanitize=address"
    clang -c -g -O0 -fsanitize=address -I Sources/EndpointCurl/include "$source" -o "$BUILD/obj/EndpointCurl.o"
    rm -f "$library" && ar rcs "$library" "$BUILD/obj/EndpointCurl.o"
}

# Compiles module $1 into a static library unless it is newer than its sources and than the libraries of the modules
# it is built after (${@:2}), whose interfaces it compiles against.
build_module() {
    local module=$1 library=$BUILD/lib/lib$1.a
    shift
    [ "$module" = CatalogAPI ] && generate_catalog_api
    if [ "$module" = EndpointRuntime ] && [ "$(uname)" = Linux ]; then
        build_curl
        set -- "$@" "$BUILD/lib/libEndpointCurl.a"
    fi
    mapfile -t sources < <(module_sources "$module")
    if [ -f "$library" ] && [ -z "$(find "${sources[@]}" "$@" -newer "$library")" ]; then
        return
    fi
    echo "--- compiling $module with -sanitize=fuzzer,address"
    local testing=()
    [ "$module" = CatalogCLI ] && testing=(-enable-testing) # the entry reaches the internal ArgumentParser
    # Objects in batch mode on every core (one frontend job a file, as `-emit-library` compiles, took four times as
    # long: 57 s for EndpointSpec against 13 s), each named in an output file map (two sources may share a file
    # name), then archived; `-emit-library -static` itself cannot batch (its autolink step looks for objects the
    # batch jobs never wrote).
    local objects=$BUILD/obj/$module map=$BUILD/obj/$module.json index=0 source
    rm -rf "$objects" && mkdir -p "$objects"
    {
        echo "{"
        for source in "${sources[@]}"; do
            index=$((index + 1))
            printf '  "%s": {"object": "%s/%d-%s.o"},\n' "$PWD/$source" "$objects" "$index" "$(basename "$source" .swift)"
        done
        printf '  "": {"swift-dependencies": "%s/module.swiftdeps"}\n}\n' "$objects"
    } >"$map"
    swiftc "${SWIFT_FLAGS[@]}" "${testing[@]}" -c -enable-batch-mode -j "$(nproc)" -output-file-map "$map" \
        -module-name "$module" -emit-module -emit-module-path "$BUILD/modules/$module.swiftmodule" \
        "${sources[@]/#/$PWD/}"
    rm -f "$library" && ar rcs "$library" "$objects"/*.o
}

build_target() {
    local target=$1 binary=$BUILD/bin/fuzz-$1
    mkdir -p "$BUILD/modules" "$BUILD/lib" "$BUILD/bin"
    local libraries=()
    for module in $(modules_for "$target"); do
        build_module "$module" "${libraries[@]}"
        libraries=("$BUILD/lib/lib$module.a" "${libraries[@]}") # dependents before their dependencies
    done
    if [ -f "$BUILD/lib/libEndpointRuntime.a" ] && [[ " $(modules_for "$target") " == *" EndpointRuntime "* ]] \
        && [ "$(uname)" = Linux ]; then
        libraries+=("$BUILD/lib/libEndpointCurl.a" -ldl)
    fi
    echo "--- linking $binary"
    swiftc "${SWIFT_FLAGS[@]}" -module-name "Fuzz_${target//-/_}" Fuzz/"$target"/*.swift "${libraries[@]}" -o "$binary" \
        2> >(grep -v "Cannot export local symbol" >&2)
}

# The longest input libFuzzer generates for a target: room for the largest seed.
max_length_for() {
    case "$1" in
    openapi) echo 32768 ;;
    spec | yaml | references) echo 8192 ;;
    *) echo 4096 ;;
    esac
}

run_target() {
    local target=$1 seconds=$2
    [ -n "${FUZZ_BUILT:-}" ] || build_target "$target"
    local corpus=$BUILD/corpus/$target artifacts=$BUILD/artifacts/$target
    mkdir -p "$corpus" "$artifacts"
    echo "--- fuzzing $target for ${seconds}s"
    if ! "$BUILD/bin/fuzz-$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len="$(max_length_for "$target")" \
        -print_final_stats=1 -detect_leaks=1 -artifact_prefix="$artifacts/" "$corpus" "Fuzz/corpus/$target" 2>"$BUILD/$target.log"; then
        tail -n 40 "$BUILD/$target.log"
        echo "FAILED: $target crashed; reproduce with $BUILD/bin/fuzz-$target <artifact>:" >&2
        ls -1 "$artifacts" >&2
        return 1
    fi
    grep -E '^stat::number_of_executed_units|^stat::peak_rss_mb' "$BUILD/$target.log" | sed "s/^/$target: /"
}

[ $# -ge 1 ] || usage
case "$1" in
list) printf '%s\n' "${TARGETS[@]}" ;;
all)
    [ $# -eq 2 ] || usage
    share=$(($2 / ${#TARGETS[@]}))
    [ "$share" -ge 1 ] || share=1
    # Every module once, in MODULE_ORDER, before any target: a target that compiled a module new to the run
    # (EndpointLocking for multipart) would otherwise make every module listed after it look stale and compile again.
    mkdir -p "$BUILD/modules" "$BUILD/lib" "$BUILD/bin"
    built=()
    for module in "${MODULE_ORDER[@]}"; do
        build_module "$module" "${built[@]}"
        built=("$BUILD/lib/lib$module.a" "${built[@]}")
    done
    for target in "${TARGETS[@]}"; do build_target "$target"; done
    FUZZ_BUILT=1
    failed=0
    for target in "${TARGETS[@]}"; do run_target "$target" "$share" || failed=1; done
    exit "$failed"
    ;;
*)
    [ $# -eq 2 ] || usage
    run_target "$1" "$2"
    ;;
esac

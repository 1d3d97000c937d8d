#!/usr/bin/env bash
# Runs the whole test suite under a sanitizer:
#
#   scripts/sanitize.sh thread     ThreadSanitizer (data races)
#   scripts/sanitize.sh address    AddressSanitizer (memory errors)
#
# Each sanitizer builds into its own scratch path (.build/sanitize-<name>), so the normal debug build is left
# alone. Suppressions for defects inside the toolchain's own libraries (never our code) live in
# scripts/sanitizer-suppressions/<name>.txt, each with the reason it is there.
set -euo pipefail
cd "$(dirname "$0")/.."

sanitizer=${1:-}
case "$sanitizer" in
thread | address) ;;
*)
    echo "usage: $0 thread|address" >&2
    exit 2
    ;;
esac

suppressions=$PWD/scripts/sanitizer-suppressions/$sanitizer.txt
export SWIFT_BACKTRACE=enable=no # let the sanitizer report, not the backtracer
case "$sanitizer" in
thread) export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 suppressions=$suppressions" ;;
address) export ASAN_OPTIONS="detect_leaks=0 halt_on_error=1 strict_string_checks=1" ;;
esac

# ThreadSanitizer looks for races, so it skips the suites whose code starts no thread and shares nothing: JSONPath
# and CommandLineSupport (modules without concurrency), and the YAML test suite, the deep-nesting checks, the
# loader's mutation property and the fuzz regressions, which run single-threaded parsers many thousand times (a fifth
# of the run's CPU time under TSan). The parallel stages they reach (JoinedThreads in loading, validation, import
# and generation) are run by every generator suite that stays.
skipped=()
[ "$sanitizer" = thread ] && skipped=(--skip 'JSONPathTests\.|CommandLineSupportTests\.|YAMLConformanceTests|YAMLStackDepthTests|MutationPropertyTests|FuzzRegressionTests')

scratch=.build/sanitize-$sanitizer
start=$(date +%s)
swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch"
swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" "${skipped[@]}"
echo "The suite passed under the $sanitizer sanitizer in $(($(date +%s) - start)) s."

#!/usr/bin/env bash
# Runs the suite and the generator on a loaded machine, to find what only fails under load (issue 34).
#
#   scripts/stress.sh              the full form: 3 suite runs, 1000 generator runs of each document
#   scripts/stress.sh --light      the CI form: 1 suite run, 300 generator runs of each document
#   options: --suite-runs N, --generator-runs M (each document), --generator-jobs J (processes per document at
#            once, default 2), --no-suite, --no-generator,
#            --synthetic-script PATH (default ../shared/bench/make_synthetic_openapi.py), --release (the release
#            generator instead of the debug one the build plugin runs in debug builds)
#
# While it runs, two CPU hogs (bash busy loops, one per core of a two-core machine, each bounded to an hour) keep
# both cores busy; the script starts them and kills them when it exits, however it exits. The suite runs
# (`swift test`) and the generator runs (`endpoint-gen generate` of the synthetic benchmark document and of
# spec/catalog.json, into a fresh directory and into the previous run's output in turn, with
# SWIFT_BACKTRACE=enable=yes so a crash prints a backtrace) go on at the same time, so each loads the other too.
# Every generator run must exit 0 and write the same files as the first run of its worker. The output of the first failure of
# each kind is kept under .build/stress/ and printed. Prints the counts at the end; exits 1 on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

suite_runs=3
generator_runs=1000
generator_jobs=2
run_suite=1
run_generator=1
configuration=debug
synthetic_script=../shared/bench/make_synthetic_openapi.py
usage() {
    sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'
    exit 64
}
while [ $# -gt 0 ]; do
    case "$1" in
    --light) suite_runs=1 generator_runs=300 ;;
    --suite-runs) suite_runs=${2:?} && shift ;;
    --generator-runs) generator_runs=${2:?} && shift ;;
    --generator-jobs) generator_jobs=${2:?} && shift ;;
    --no-suite) run_suite=0 ;;
    --no-generator) run_generator=0 ;;
    --release) configuration=release ;;
    --synthetic-script) synthetic_script=${2:?} && shift ;;
    -h | --help) usage ;;
    *)
        echo "stress: unknown argument '$1'" >&2
        usage
        ;;
    esac
    shift
done

# Each run keeps its failures in a directory of its own, so a later run never deletes the evidence of an earlier one.
kept=.build/stress/$(date -u +%Y%m%dT%H%M%SZ)-$$
mkdir -p "$kept"
work=$(mktemp -d "${TMPDIR:-/tmp}/endpointkit-stress.XXXXXX")
hogs=()
jobs_started=()
# Every background job runs in a process group of its own (set -m below), so ending the group ends what it started
# too (a suite run's `swift test` and the test processes under it).
cleanup() {
    local pid
    for pid in "${jobs_started[@]}" "${hogs[@]}"; do kill -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null || true; done
    for pid in "${jobs_started[@]}" "${hogs[@]}"; do wait "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

start=$(date +%s)

# MARK: Building (before the load, so the runs measure the code, not the compiler)

echo "--- building the tests and the $configuration generator"
[ "$run_suite" = 0 ] || swift build --build-tests 2>&1 | tail -n 3
swift build -c "$configuration" --product endpoint-gen 2>&1 | tail -n 3
generator=$(swift build -c "$configuration" --show-bin-path)/endpoint-gen

synthetic=$work/synthetic.json
if [ "$run_generator" = 1 ]; then
    if [ ! -f "$synthetic_script" ]; then
        echo "stress: the synthetic document's script $synthetic_script is missing (--synthetic-script PATH)" >&2
        exit 1
    fi
    python3 "$synthetic_script" --chain-block 10 --output "$synthetic" >/dev/null
fi

# MARK: Load

# Each hog is a busy loop bounded to an hour, so one that outlives the script (SIGKILL) still ends.
set -m
for _ in 1 2; do
    bash -c 'end=$((SECONDS + 3600)); while ((SECONDS < end)); do :; done' &
    hogs+=("$!")
done
echo "--- two CPU hogs running (pids ${hogs[*]}); load: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"

# MARK: Suite runs

suite_loop() {
    local run failures=0
    for ((run = 1; run <= suite_runs; run++)); do
        local log=$work/suite-$run.log
        local run_start=$(date +%s)
        if swift test >"$log" 2>&1; then
            echo "suite run $run/$suite_runs: passed in $(($(date +%s) - run_start)) s ($(grep -Eo 'Test run with [0-9]+ tests.*' "$log" | tail -n 1))"
        else
            failures=$((failures + 1))
            echo "suite run $run/$suite_runs: FAILED in $(($(date +%s) - run_start)) s"
            [ -f "$kept/suite-failure.log" ] || cp "$log" "$kept/suite-failure.log"
        fi
    done
    echo "$failures" >"$work/suite-failures"
}

# MARK: Generator runs

# The checksum of every file in directory $1, in name order.
checksum() {
    (cd "$1" && find . -type f -name '*.swift' | LC_ALL=C sort | xargs cat | cksum)
}

# Worker $3 of the runs of document $2 (named $1): runs $3, $3 + J, $3 + 2J... of the M runs.
generator_loop() {
    local name=$1 document=$2 worker=$3 run count=0 failures=0 expected=""
    local out=$work/out-$name-$worker log=$work/generate-$name-$worker.log
    for ((run = worker; run <= generator_runs; run += generator_jobs)); do
        count=$((count + 1))
        # Odd runs of a worker write every file into a fresh directory; even ones regenerate over the last output.
        [ $((count % 2)) = 0 ] || rm -rf "$out"
        local status=0
        SWIFT_BACKTRACE=enable=yes,interactive=no "$generator" generate "$document" --output "$out" >"$log" 2>&1 \
            || status=$?
        local problem=""
        if [ "$status" != 0 ]; then
            problem="exit status $status"
        else
            local sum
            sum=$(checksum "$out")
            if [ -z "$expected" ]; then
                expected=$sum
            elif [ "$sum" != "$expected" ]; then
                problem="different output (cksum $sum, first run $expected)"
            fi
        fi
        if [ -n "$problem" ]; then
            failures=$((failures + 1))
            echo "generate $name run $run/$generator_runs: FAILED: $problem"
            if [ ! -f "$kept/generate-$name-failure.log" ]; then
                { echo "run $run: $problem"; cat "$log"; } >"$kept/generate-$name-failure.log"
            fi
        fi
        if [ $((run % 100)) = 0 ]; then echo "generate $name: run $run/$generator_runs, $failures failed in this worker"; fi
    done
    echo "$count $failures" >"$work/generate-$name-$worker.count"
}

if [ "$run_suite" = 1 ]; then
    suite_loop &
    jobs_started+=("$!")
fi
if [ "$run_generator" = 1 ]; then
    for ((worker = 1; worker <= generator_jobs; worker++)); do
        generator_loop synthetic "$synthetic" "$worker" &
        jobs_started+=("$!")
        generator_loop catalog spec/catalog.json "$worker" &
        jobs_started+=("$!")
    done
fi
set +m
for pid in "${jobs_started[@]}"; do wait "$pid" || true; done
jobs_started=()

# MARK: Counts

suite_failures=0
[ "$run_suite" = 0 ] || suite_failures=$(cat "$work/suite-failures" 2>/dev/null || echo 1)
generator_done=0
generator_failures=0
if [ "$run_generator" = 1 ]; then
    for ((worker = 1; worker <= generator_jobs; worker++)); do
        for name in synthetic catalog; do
            read -r count failures <"$work/generate-$name-$worker.count" || { count=0 failures=1; }
            generator_done=$((generator_done + count))
            generator_failures=$((generator_failures + failures))
        done
    done
fi
for failure in "$kept"/*-failure.log; do
    [ -f "$failure" ] || continue
    echo "--- first failure kept in $failure:"
    # What failed and why: failed tests and their issues, and a crash's message and crashed thread, before the tail.
    grep -E -m 40 '✘|Fatal error|Crash|crashed|signal|Thread [0-9]+ crashed' "$failure" || true
    if grep -q -E '^Thread [0-9]+ .*crashed' "$failure"; then
        sed -n '/^Thread [0-9]* .*crashed/,/^$/p' "$failure" | head -n 60
    fi
    echo "--- its last lines:"
    tail -n 40 "$failure"
done
echo "--- stress: suite runs: $((run_suite * suite_runs)) ($suite_failures failed); generator runs: $generator_done" \
    "of $((run_generator * 2 * generator_runs)) ($generator_runs synthetic + $generator_runs catalog," \
    "$generator_failures failed); failures: $((suite_failures + generator_failures)); $(($(date +%s) - start)) s"
[ "$generator_done" = $((run_generator * 2 * generator_runs)) ] || generator_failures=$((generator_failures + 1))
[ $((suite_failures + generator_failures)) = 0 ]

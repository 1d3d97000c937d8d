#!/usr/bin/env python3
"""Runs a command and reports its wall time and the peak resident set size of its largest descendant process.

Usage: bench-measure.py LABEL -- COMMAND [ARG...]
Prints `LABEL wall_s=… cpu_s=… peak_rss_mb=… status=…` on stderr's last line and appends a JSON line to
$BENCH_RESULTS when that is set. The peak comes from getrusage(RUSAGE_CHILDREN).ru_maxrss, which is the
largest resident set of any single waited-for descendant (for `swift build`: the biggest swift-frontend),
not a sum. Linux reports it in kilobytes. cpu_s is the user + system CPU time of all descendants: on a shared
machine the wall time includes waiting for a core, the CPU time does not.
"""
import json
import os
import resource
import subprocess
import sys
import time


def main():
    if len(sys.argv) < 4 or sys.argv[2] != "--":
        sys.exit(__doc__)
    label, command = sys.argv[1], sys.argv[3:]
    start = time.monotonic()
    status = subprocess.call(command)
    wall = time.monotonic() - start
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    peak_kb = usage.ru_maxrss
    cpu = usage.ru_utime + usage.ru_stime
    peak_mb = peak_kb / 1024 if sys.platform != "darwin" else peak_kb / 1048576
    print(f"{label} wall_s={wall:.2f} cpu_s={cpu:.2f} peak_rss_mb={peak_mb:.0f} status={status}", file=sys.stderr)
    results = os.environ.get("BENCH_RESULTS")
    if results:
        with open(results, "a") as out:
            out.write(json.dumps({"name": label, "wall_s": round(wall, 3), "cpu_s": round(cpu, 3),
                                  "peak_rss_mb": round(peak_mb),
                                  "status": status}) + "\n")
    sys.exit(status)


if __name__ == "__main__":
    main()

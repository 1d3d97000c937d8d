#!/usr/bin/env python3
"""Build cost of each kind of generated declaration (issue 17): seconds per model, enum, union and endpoint.

For each kind, writes a spec with N of that kind beside a fixed base (one object model and one endpoint, which the
others refer to), generates it with endpoint-gen, and builds the generated target in a scratch package in debug and
release (EndpointRuntime pre-built, not timed). The cost of one unit is (time(kind) - time(base)) / N, each time the
median of --runs builds from clean. Prints a Markdown table and writes JSON lines to $WORK/unit-costs.jsonl.

Usage: scripts/compile-unit-costs.py [--count N] [--runs R] [--kinds model,enum,union,endpoint] [--endpoint-gen PATH]
                                     [--model-properties var|let]
  The scratch directory is .build/compile-unit-costs (recreated); BUILD_TIMEOUT (default 900 s) bounds each build.

The units are shaped like the synthetic benchmark document's (scripts/compile-bench.sh):
  model     an object model with five properties: string, date-time, optional int64, optional string array, and an
            optional reference to the next model (boxed), plus its DTO-to-domain nothing (no `domain` key)
  enum      a string enumeration model with eight values
  union     a union model of three object models with a discriminator (the three models counted in the base)
  endpoint  GET with a path parameter, an optional query parameter and an optional header, answering the base
            model (200) or an error model (404)
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
bench_package = __import__("bench-package")
MEASURE = os.path.join(ROOT, "scripts", "bench-measure.py")


# MARK: Specs

def base_models():
    """The models every spec has: the object model endpoints answer, an error model, and three union members."""
    models = {
        "Thing": {
            "description": "The base object model.",
            "properties": {
                "id": {"type": "string"},
                "created_at": {"type": "string", "format": "date-time"},
                "count": {"type": "integer", "format": "int64"},
            },
            "required": ["id", "created_at"],
        },
        "Problem": {"errorMessage": "message", "properties": {"message": {"type": "string"}}},
    }
    for letter in "ABC":
        models[f"Member{letter}"] = {
            "properties": {"kind": {"type": "string"}, "value": {"type": "string"}},
            "required": ["kind"],
        }
    return models


def base_endpoints():
    return {
        "getThing": {
            "method": "GET",
            "path": "/things/{id}",
            "parameters": {"id": {"in": "path", "type": "string"}},
            "responses": {"200": {"$ref": "Thing"}, "404": {"$ref": "Problem"}},
        }
    }


def model(index, count):
    following = f"Item{index + 1:04d}" if index + 1 < count and (index + 1) % 10 else None
    properties = {
        "id": {"type": "string"},
        "created_at": {"type": "string", "format": "date-time"},
        "count": {"type": "integer", "format": "int64"},
        "tags": {"type": "array", "items": {"type": "string"}},
    }
    if following:
        properties["next"] = {"$ref": following}
    else:
        properties["next"] = {"$ref": "Thing"}
    return {
        "description": f"Object model number {index}.",
        "properties": properties,
        "required": ["id", "created_at"],
    }


def spec(kind, count, model_properties="var"):
    models = base_models()
    endpoints = base_endpoints()
    for index in range(count if kind else 0):
        if kind == "model":
            models[f"Item{index:04d}"] = model(index, count)
        elif kind == "enum":
            models[f"Choice{index:04d}"] = {
                "description": f"Enumeration number {index}.",
                "type": "string",
                "enum": [f"value-{index}-{case}" for case in range(8)],
            }
        elif kind == "union":
            models[f"Either{index:04d}"] = {
                "description": f"Union number {index}.",
                "oneOf": [{"$ref": "MemberA"}, {"$ref": "MemberB"}, {"$ref": "MemberC"}],
                "discriminator": {"propertyName": "kind"},
            }
        elif kind == "endpoint":
            endpoints[f"getThing{index:04d}"] = {
                "description": f"Endpoint number {index}.",
                "method": "GET",
                "path": f"/things{index:04d}/{{id}}",
                "parameters": {
                    "id": {"in": "path", "type": "string"},
                    "limit": {"in": "query", "type": "integer", "required": False},
                    "X-Trace": {"in": "header", "type": "string", "required": False},
                },
                "responses": {"200": {"$ref": "Thing"}, "404": {"$ref": "Problem"}},
            }
    return {
        "name": "Units",
        "baseURL": "https://units.example.com",
        "modelProperties": model_properties,
        "models": models,
        "endpoints": endpoints,
    }


# MARK: Building



def run(command, cwd=None, timeout=None):
    return subprocess.run(command, cwd=cwd, timeout=timeout, capture_output=True, text=True)


def measured_build(package, configuration, work, timeout):
    """Builds every file of the Units target again and returns (wall, cpu) seconds.

    The sources are touched and the target's objects and dependency records removed, so nothing is reused; the
    build plan SwiftPM keeps beside them (the output file map) stays, as it must.
    """
    now = time.time()
    sources = os.path.join(package, "Sources", "Units")
    for name in os.listdir(sources):
        os.utime(os.path.join(sources, name), (now, now))
    objects = os.path.join(package, ".build", configuration, "Units.build")
    if os.path.isdir(objects):
        for name in os.listdir(objects):
            if name.endswith((".o", ".swiftdeps", ".swiftmodule", ".priors")):
                os.remove(os.path.join(objects, name))
    results = os.path.join(work, "measure.jsonl")
    if os.path.exists(results):
        os.remove(results)
    environment = dict(os.environ, BENCH_RESULTS=results)
    started = time.monotonic()
    process = subprocess.run(
        [sys.executable, MEASURE, "build", "--", "swift", "build", "-c", configuration, "--target", "Units"],
        cwd=package, env=environment, capture_output=True, text=True, timeout=timeout,
    )
    if process.returncode != 0:
        sys.exit(f"compile-unit-costs: the {configuration} build failed:\n{process.stdout}\n{process.stderr}")
    with open(results) as file:
        row = json.loads(file.readline())
    return row.get("wall_s", time.monotonic() - started), row.get("cpu_s", 0.0)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=200, help="units of each kind (default 200)")
    parser.add_argument("--runs", type=int, default=3, help="builds per measurement, median taken (default 3)")
    parser.add_argument("--kinds", default="model,enum,union,endpoint")
    parser.add_argument("--endpoint-gen", help="an endpoint-gen binary (default: build one in release)")
    parser.add_argument("--model-properties", choices=["var", "let"], default="var",
                        help="the spec's modelProperties (default var)")
    arguments = parser.parse_args()
    kinds = [kind for kind in arguments.kinds.split(",") if kind]
    unknown = [kind for kind in kinds if kind not in ("model", "enum", "union", "endpoint")]
    if unknown or arguments.count < 1 or arguments.runs < 1:
        print(f"compile-unit-costs: bad arguments: {unknown or 'count and runs must be at least 1'}", file=sys.stderr)
        return 64
    timeout = int(os.environ.get("BUILD_TIMEOUT", "900"))

    generator = arguments.endpoint_gen
    if not generator:
        if run(["swift", "build", "-c", "release", "--product", "endpoint-gen"], cwd=ROOT).returncode != 0:
            sys.exit("compile-unit-costs: could not build endpoint-gen")
        generator = os.path.join(run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT).stdout.strip(),
                                 "endpoint-gen")

    work = os.path.join(ROOT, ".build", "compile-unit-costs")
    shutil.rmtree(work, ignore_errors=True)
    package = os.path.join(work, "package")
    bench_package.write_package(package, "UnitCosts", ["Units"])
    for configuration in ("debug", "release"):
        if run(["swift", "build", "-c", configuration, "--target", "EndpointRuntime"], cwd=package).returncode:
            sys.exit(f"compile-unit-costs: EndpointRuntime did not build in {configuration}")

    rows = []
    for kind in [None] + kinds:
        name = kind or "base"
        spec_path = os.path.join(work, f"{name}.endpoints.json")
        with open(spec_path, "w") as file:
            json.dump(spec(kind, arguments.count, arguments.model_properties), file, indent=1)
        sources = os.path.join(package, "Sources", "Units")
        shutil.rmtree(sources)
        generated = run([generator, "generate", spec_path, "--output", sources])
        if generated.returncode != 0:
            sys.exit(f"compile-unit-costs: endpoint-gen failed for {name}:\n{generated.stderr}")
        lines = sum(1 for file in os.listdir(sources) for _ in open(os.path.join(sources, file)))
        row = {"kind": name, "count": arguments.count if kind else 0, "lines": lines}
        for configuration in ("debug", "release"):
            times = [measured_build(package, configuration, work, timeout) for _ in range(arguments.runs)]
            row[f"{configuration}_wall_s"] = statistics.median(wall for wall, _ in times)
            row[f"{configuration}_cpu_s"] = statistics.median(cpu for _, cpu in times)
        rows.append(row)
        print(f"{name:<9} {row['lines']:>7} lines  debug {row['debug_wall_s']:6.2f} s ({row['debug_cpu_s']:6.2f} CPU)  "
              f"release {row['release_wall_s']:6.2f} s ({row['release_cpu_s']:6.2f} CPU)", flush=True)

    with open(os.path.join(work, "unit-costs.jsonl"), "w") as file:
        for row in rows:
            file.write(json.dumps(row) + "\n")
    base = rows[0]
    print()
    print("| unit | lines each | debug, wall | debug, CPU | release, wall | release, CPU |")
    print("|---|---|---|---|---|---|")
    for row in rows[1:]:
        def each(key, scale=1000.0):
            return (row[key] - base[key]) / row["count"] * scale
        print(f"| {row['kind']} | {each('lines', 1.0):.0f} | {each('debug_wall_s'):.1f} ms | {each('debug_cpu_s'):.1f} ms "
              f"| {each('release_wall_s'):.1f} ms | {each('release_cpu_s'):.1f} ms |")
    print(f"\nbase: {base['lines']} lines, debug {base['debug_wall_s']:.2f} s, release {base['release_wall_s']:.2f} s; "
          f"{arguments.count} units of each kind, median of {arguments.runs} clean builds, "
          f"modelProperties {arguments.model_properties}; "
          f"load average {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Writes the scratch package the compile benchmarks build: a copy of EndpointRuntime and the targets it depends
on, plus empty targets for generated or hand-written code that depend on it.

One place knows the runtime's own targets, so a new dependency of EndpointRuntime (as EndpointCurl was) is added
here once for scripts/compile-bench.sh and scripts/compile-unit-costs.py alike.

Usage: bench-package.py PACKAGE_DIR PACKAGE_NAME TARGET[:standalone]...
  Each TARGET gets Sources/TARGET and depends on EndpointRuntime, or on nothing with `:standalone` (the hand-written
  reference, which uses only Foundation).
"""
import os
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# EndpointRuntime and what it depends on, as in the repository's Package.swift.
RUNTIME_TARGETS = """        .target(name: "HTTPSemantics"),
        .target(name: "EndpointCurl", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(
            name: "EndpointRuntime",
            dependencies: ["HTTPSemantics", .target(name: "EndpointCurl", condition: .when(platforms: [.linux]))]
        ),
"""
RUNTIME_SOURCES = ["HTTPSemantics", "EndpointCurl", "EndpointRuntime"]


def write_package(directory, name, targets):
    """Copies the runtime's sources into `directory` and writes its Package.swift with `targets`."""
    for source in RUNTIME_SOURCES:
        destination = os.path.join(directory, "Sources", source)
        shutil.rmtree(destination, ignore_errors=True)
        shutil.copytree(os.path.join(ROOT, "Sources", source), destination)
    lines = []
    for target in targets:
        target_name, _, kind = target.partition(":")
        os.makedirs(os.path.join(directory, "Sources", target_name), exist_ok=True)
        dependencies = "" if kind == "standalone" else ', dependencies: ["EndpointRuntime"]'
        lines.append(f'        .target(name: "{target_name}"{dependencies}),\n')
    with open(os.path.join(directory, "Package.swift"), "w") as manifest:
        manifest.write(
            "// swift-tools-version: 6.1\nimport PackageDescription\n\nlet package = Package(\n"
            f'    name: "{name}",\n    platforms: [.macOS(.v14), .iOS(.v17)],\n    targets: [\n'
            + RUNTIME_TARGETS + "".join(lines) + "    ]\n)\n"
        )


if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    write_package(sys.argv[1], sys.argv[2], sys.argv[3:])

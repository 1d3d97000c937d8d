#!/usr/bin/env python3
"""Copies what the YAML conformance test needs from the YAML test suite into the test resources.

    scripts/import-yaml-test-suite.py [SUITE]      (default: ../shared/yaml-test-suite next to the checkout)

For every case (a directory with in.yaml; multi-case tests have numbered subdirectories) it copies in.yaml and,
where present, in.json and error, to Tests/EndpointSpecTests/Resources/yaml-test-suite/<ID>[-<NN>]/, and writes
cases.tsv with one line per case, derived from the case's test.event (which is not copied):

    id <TAB> documents <TAB> tags <TAB> name

documents: how many documents the stream holds (+DOC events); tags: the tags its nodes carry (space-separated,
'-' when none). The License is copied too; PROVENANCE.md says where everything came from.
"""
import os
import re
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUITE = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "..", "shared", "yaml-test-suite")
if not os.path.isdir(SUITE):
    sys.exit(f"error: no YAML test suite at {SUITE}; pass its path")
DEST = os.path.join(ROOT, "Tests", "EndpointSpecTests", "Resources", "yaml-test-suite")


def cases():
    for entry in sorted(os.listdir(SUITE)):
        path = os.path.join(SUITE, entry)
        if not os.path.isdir(path) or os.path.islink(path) or entry in ("name", "tags"):
            continue
        if os.path.exists(os.path.join(path, "in.yaml")):
            yield entry, path
        for sub in sorted(os.listdir(path)):
            subpath = os.path.join(path, sub)
            if os.path.isdir(subpath) and os.path.exists(os.path.join(subpath, "in.yaml")):
                yield f"{entry}-{sub}", subpath


def main():
    if os.path.exists(DEST):
        shutil.rmtree(DEST)
    os.makedirs(DEST)
    lines = []
    for case_id, path in cases():
        target = os.path.join(DEST, case_id)
        os.makedirs(target)
        for name in ("in.yaml", "in.json", "error"):
            if os.path.exists(os.path.join(path, name)):
                shutil.copyfile(os.path.join(path, name), os.path.join(target, name))
        with open(os.path.join(path, "test.event"), encoding="utf-8") as events:
            text = events.read()
        documents = len(re.findall(r"^\+DOC", text, re.M))
        # A node's tag is written <tag> before its value (or after +SEQ/+MAP), possibly after its &anchor.
        tags = sorted(set(re.findall(r"^(?:\+SEQ|\+MAP|=VAL)(?: \{\}| \[\])?(?: &\S+)? <([^>]*)>", text, re.M)))
        with open(os.path.join(path, "==="), encoding="utf-8") as title:
            name = title.read().strip().replace("\t", " ")
        lines.append(f"{case_id}\t{documents}\t{' '.join(tags) or '-'}\t{name}")
    with open(os.path.join(DEST, "cases.tsv"), "w", encoding="utf-8") as manifest:
        manifest.write("\n".join(lines) + "\n")
    shutil.copyfile(os.path.join(SUITE, "License"), os.path.join(DEST, "License"))
    print(f"{len(lines)} cases copied to {os.path.relpath(DEST, ROOT)}")


main()

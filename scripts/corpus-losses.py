#!/usr/bin/env python3
"""Compares the corpus loss report's totals with the ones kept in docs/openapi.md, or updates them.

    scripts/corpus-losses.py REPORT.json            fail (exit 1) when any total is above the one in docs/openapi.md
    scripts/corpus-losses.py REPORT.json --update   write the report's totals into docs/openapi.md

REPORT.json is `endpoint-gen loss-report --json` of every corpus document. docs/openapi.md keeps the totals as a
table between the markers `<!-- corpus-totals:begin -->` and `<!-- corpus-totals:end -->`, so a change that loses
more shows in review: it fails here until the table is updated deliberately, in the same commit.
"""
import json
import re
import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent.parent / "docs" / "openapi.md"
BEGIN, END = "<!-- corpus-totals:begin -->", "<!-- corpus-totals:end -->"
# What each column of the loss report counts, as the table in docs/openapi.md explains it.
ROWS = [
    ("documents", "documents generated (of the corpus)"),
    ("failures", "documents that fail to generate"),
    ("endpoints", "endpoints generated"),
    ("models", "models generated"),
    ("operation", "operations left out"),
    ("credentials", "endpoints that send no credentials the document requires"),
    ("parameter", "parameters left out or typed more loosely"),
    ("body", "request bodies (or fields) left out or typed more loosely"),
    ("response", "responses, bodies or headers left out or typed more loosely"),
    ("schema", "schema constructs left out or typed more loosely"),
    ("example", "examples the mock server does not serve"),
    ("unused", "constructs a client does not use (XML hints, links, callbacks, …)"),
]
# Figures where more is better; every other figure must not grow.
MORE_IS_BETTER = {"documents", "endpoints", "models"}


def totals(report):
    documents = report["documents"]
    total = report["total"]
    figures = {
        "documents": sum(1 for d in documents if d["usable"]),
        "failures": sum(1 for d in documents if not d["usable"]),
        "endpoints": total["endpoints"],
        "models": total["models"],
    }
    figures.update(total["lost"])
    return figures


def table(figures):
    lines = ["| figure | total |", "|---|---:|"]
    lines += [f"| {label} (`{key}`) | {figures.get(key, 0):,} |" for key, label in ROWS]
    return "\n".join(lines)


def recorded():
    text = DOCS.read_text()
    if BEGIN not in text or END not in text:
        sys.exit(f"error: {DOCS} has no {BEGIN} … {END} table; run with --update to write it")
    block = text.split(BEGIN, 1)[1].split(END, 1)[0]
    return {m.group(1): int(m.group(2).replace(",", "")) for m in re.finditer(r"\(`(\w+)`\) \| ([\d,]+) \|", block)}


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    report = json.loads(Path(sys.argv[1]).read_text())
    figures = totals(report)
    if "--update" in sys.argv[2:]:
        text = DOCS.read_text()
        if BEGIN in text:
            before, rest = text.split(BEGIN, 1)
            after = rest.split(END, 1)[1]
            text = before + BEGIN + "\n" + table(figures) + "\n" + END + after
        else:
            text += f"\n{BEGIN}\n{table(figures)}\n{END}\n"
        DOCS.write_text(text)
        print(f"{DOCS.name}: corpus totals updated")
        return
    kept = recorded()
    worse = []
    for key, label in ROWS:
        now, then = figures.get(key, 0), kept.get(key)
        if then is None:
            worse.append(f"{key}: {now:,} (not in {DOCS.name})")
        elif (now < then) if key in MORE_IS_BETTER else (now > then):
            worse.append(f"{label} (`{key}`): {then:,} -> {now:,}")
    changed = [k for k, _ in ROWS if kept.get(k) is not None and figures.get(k, 0) != kept[k]]
    if worse:
        print("error: the corpus loses more than docs/openapi.md records:", file=sys.stderr)
        for line in worse:
            print(f"  {line}", file=sys.stderr)
        print("Fix the loss, or update the table deliberately: scripts/check-corpus.sh --update", file=sys.stderr)
        sys.exit(1)
    if changed:
        print("note: the corpus loses less than docs/openapi.md records ("
              + ", ".join(f"{k}: {kept[k]:,} -> {figures.get(k, 0):,}" for k in changed)
              + "); update the table with scripts/check-corpus.sh --update")
    print("ok: the corpus totals are within docs/openapi.md's")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Compares the corpus naming census's totals with the ones kept in docs/openapi.md, or updates them (issue 47).

    scripts/corpus-naming.py CENSUS.json            fail (exit 1) when any total is above the one in docs/openapi.md
    scripts/corpus-naming.py CENSUS.json --update   write the census's totals into docs/openapi.md

CENSUS.json is `endpoint-gen loss-report --naming --list --json` of every corpus document. Every name counted is
written beside it as naming-census-names.txt (document, figure, name), and a figure that rose prints its names. docs/openapi.md keeps the totals
as a table between `<!-- naming-census:begin -->` and `<!-- naming-census:end -->`: a change that makes more
machine-made names fails here until the table is updated deliberately, in the same commit.
"""
import json
import re
import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent.parent / "docs" / "openapi.md"
BEGIN, END = "<!-- naming-census:begin -->", "<!-- naming-census:end -->"
ROWS = [
    ("statusNamedTypes", "model types named after an operation and a status (`…Get200ResponseDTO`)"),
    ("groupPrefixes", "grouped methods whose names start with their group's words (`vpcs.vpcsList`)"),
    ("mixedCaseAcronyms", "names spelling one of the document's acronyms in mixed case (`GpuInfoDTO`)"),
    ("pluralSingleTypes", "plural names of object types an array holds one by one (`TagsDTO`)"),
    ("deprecatedNames", "types public signatures name other than the caller writes them (`_KernelDTO`)"),
]


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


def write_names(census, path):
    """Writes every name the census counted, a line `document<TAB>figure<TAB>name` each; returns them."""
    names = [(document["document"], name["figure"], name["name"])
             for document in census.get("documents", []) for name in document.get("names", [])]
    path.write_text("".join(f"{document}\t{figure}\t{name}\n" for document, figure, name in names))
    return names


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    census = json.loads(Path(sys.argv[1]).read_text())
    figures = census["total"]
    names = write_names(census, Path(sys.argv[1]).with_name("naming-census-names.txt"))
    if "--update" in sys.argv[2:]:
        text = DOCS.read_text()
        if BEGIN in text:
            before, rest = text.split(BEGIN, 1)
            text = before + BEGIN + "\n" + table(figures) + "\n" + END + rest.split(END, 1)[1]
        else:
            text += f"\n{BEGIN}\n{table(figures)}\n{END}\n"
        DOCS.write_text(text)
        print(f"{DOCS.name}: naming census totals updated")
        return
    kept = recorded()
    risen = [f"{key}: {figures.get(key, 0)} (docs/openapi.md records {kept.get(key, 0)})"
             for key, _ in ROWS if figures.get(key, 0) > kept.get(key, 0)]
    print("naming census: " + ", ".join(f"{key} {figures.get(key, 0)}" for key, _ in ROWS))
    if risen:
        for key, _ in ROWS:
            if figures.get(key, 0) > kept.get(key, 0):
                listed = [f"  {document}: {name}" for document, figure, name in names if figure == key]
                print(f"{key}:\n" + "\n".join(listed[:50]) + ("\n  …" if len(listed) > 50 else ""))
        sys.exit("error: the naming census rose: " + "; ".join(risen)
                 + " (fix the names, or run scripts/check-corpus.sh --update deliberately)")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""YAML differential check: EndpointKit's YAML reader against PyYAML, on real documents.

    scripts/yaml-differential.py [--tool PATH] [--jobs N] [PATH...]

For every YAML document (`*.yaml`, `*.yml`) of each PATH (a directory, searched recursively, or a file; default
../shared/openapi-corpus), compares the tree EndpointKit's reader loads (printed as JSON by the `yaml-to-json`
test tool, built here in release unless --tool names it) with the tree PyYAML loads, and prints the first
difference of each document with its place in the tree (a JSON pointer) and its line:

    FILE:LINE: /paths/~1pets/get/summary: EndpointKit reads 'a', PyYAML reads 'a\\n'

Exits with 1 when any document differs (or one of them loads in one reader only), 0 when all agree.

The reference is PyYAML from Debian's `python3-yaml` (its LibYAML parser when present), installed here with
apt-get when no Python 3 has it. PyYAML follows YAML 1.1; the differences that are only the schema's are
resolved by composing with a resolver of the YAML 1.2 core schema — the one EndpointKit implements — instead of
being ignored: `yes`/`no`/`on`/`off` and `y`/`n` are strings, `1_000`, `0b11`, sexagesimal `1:30`, `=` and
timestamps are strings, `0o17` is octal, `.inf`/`.nan` are floats (EndpointKit then rejects them as values: JSON
has no such numbers), mapping keys are their text as written, merge keys (`<<`) are applied as EndpointKit applies
them. Where PyYAML's syntax differs from YAML 1.2, narrowly: characters YAML 1.1 reads as line breaks or refuses
(see STAND_INS) are given to PyYAML as private-use stand-ins and restored after; a last line of blanks without a
line break gets one (YAML 1.2 ends it like any other line); a duplicate key both readers find is agreement (PyYAML
composes it, YAML 1.2 refuses it). Python and PyYAML are test tooling only, never a dependency of the package.
"""
import argparse
import concurrent.futures
import decimal
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
DEBIAN_PYTHON = "/usr/bin/python3"


# MARK: - Finding a Python with PyYAML


def has_yaml(python):
    return subprocess.run([python, "-c", "import yaml"], capture_output=True).returncode == 0


def ensure_pyyaml():
    """Re-runs this script under Debian's Python when it has PyYAML and this one is another (pyenv, venv), installs
    python3-yaml with apt-get when no Python has it, and stops with how to install it otherwise."""
    if os.environ.get("YAML_DIFFERENTIAL_REEXEC") != "1" and os.path.realpath(sys.executable) != os.path.realpath(
        DEBIAN_PYTHON
    ):
        if os.path.exists(DEBIAN_PYTHON) and not has_yaml(DEBIAN_PYTHON) and shutil.which("apt-get"):
            install_pyyaml()
        if os.path.exists(DEBIAN_PYTHON) and has_yaml(DEBIAN_PYTHON):
            os.environ["YAML_DIFFERENTIAL_REEXEC"] = "1"
            os.execv(DEBIAN_PYTHON, [DEBIAN_PYTHON, str(pathlib.Path(__file__).resolve()), *sys.argv[1:]])
    try:
        import yaml  # noqa: F401
    except ImportError:
        if shutil.which("apt-get") and os.path.realpath(sys.executable) == os.path.realpath(DEBIAN_PYTHON):
            install_pyyaml()
            os.execv(DEBIAN_PYTHON, [DEBIAN_PYTHON, str(pathlib.Path(__file__).resolve()), *sys.argv[1:]])
        sys.exit(
            "error: PyYAML is missing: install Debian's python3-yaml (apt-get install -y python3-yaml) "
            "or PyYAML for this Python (python3 -m pip install pyyaml)"
        )


def install_pyyaml():
    print("yaml-differential: installing python3-yaml with apt-get", file=sys.stderr)
    sudo = [] if os.geteuid() == 0 else ["sudo", "-n"]
    install = sudo + ["apt-get", "install", "-y", "-q", "python3-yaml"]
    if subprocess.run(install, stdout=subprocess.DEVNULL).returncode != 0:
        subprocess.run(sudo + ["apt-get", "update", "-q"], stdout=subprocess.DEVNULL)
        subprocess.run(install, stdout=subprocess.DEVNULL)


if __name__ == "__main__":
    ensure_pyyaml()

import yaml  # noqa: E402  (after ensure_pyyaml, which may re-run the script under another Python)
from yaml_core_schema import install_core_schema  # noqa: E402

# MARK: - PyYAML with the YAML 1.2 core schema


class Core12Resolver(yaml.resolver.BaseResolver):
    """The implicit tags of the YAML 1.2 core schema (and merge keys), instead of PyYAML's YAML 1.1 ones."""


install_core_schema(Core12Resolver)

if getattr(yaml, "__with_libyaml__", False):

    class Loader(yaml.cyaml.CParser, Core12Resolver):
        def __init__(self, stream):
            yaml.cyaml.CParser.__init__(self, stream)
            Core12Resolver.__init__(self)

else:

    class Loader(
        yaml.reader.Reader, yaml.scanner.Scanner, yaml.parser.Parser, yaml.composer.Composer, Core12Resolver
    ):
        def __init__(self, stream):
            yaml.reader.Reader.__init__(self, stream)
            yaml.scanner.Scanner.__init__(self)
            yaml.parser.Parser.__init__(self)
            yaml.composer.Composer.__init__(self)
            Core12Resolver.__init__(self)


# MARK: - Comparing


class Difference(Exception):
    def __init__(self, line, pointer, message):
        super().__init__(message)
        self.line, self.pointer, self.message = line, pointer, message


def pointer_of(path):
    return "/" + "/".join(str(part).replace("~", "~0").replace("/", "~1") for part in path) if path else "(root)"


def show(value, limit=60):
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def scalar_value(node):
    """The JSON value of a scalar node by the core schema: None, a bool, an int, a Decimal or a str; raises
    Difference for values JSON cannot hold (EndpointKit rejects them)."""
    tag = node.tag
    text = original_text(node)
    short = tag.rsplit(":", 1)[-1] if tag.startswith("tag:yaml.org,2002:") else None
    if short == "null":
        return None
    if short == "bool":
        return text in ("true", "True", "TRUE")
    if short == "int":
        if text.startswith("0x"):
            return int(text[2:], 16)
        if text.startswith("0o"):
            return int(text[2:], 8)
        return int(text)
    if short == "float":
        number = decimal.Decimal(re.sub(r"\.(?:inf|Inf|INF)", "Infinity", text))
        if not number.is_finite():
            raise Difference(node.start_mark.line + 1, None, f"{text!r} has no JSON value (EndpointKit: an error)")
        return number
    if short == "str" or tag == "!":
        return text
    raise Difference(node.start_mark.line + 1, None, f"the tag {tag} has no JSON type (EndpointKit: an error)")


def members_of(node, path):
    """A mapping node's members as EndpointKit reads them: its own, then those of its merged mappings (an earlier
    one first) that it does not define; each as (key text, key node, value node)."""
    own = []
    merged = []
    seen = {}
    for key, value in node.value:
        if key.tag == "tag:yaml.org,2002:merge":
            merged.extend(value.value if isinstance(value, yaml.SequenceNode) else [value])
            continue
        if not isinstance(key, yaml.ScalarNode):
            raise Difference(key.start_mark.line + 1, pointer_of(path), "a non-scalar key (EndpointKit: an error)")
        name = original_text(key)
        if name in seen:
            raise Difference(
                key.start_mark.line + 1,
                pointer_of(path + [name]),
                f"duplicate key {name!r}, first at line {seen[name] + 1} (EndpointKit: an error)",
            )
        seen[name] = key.start_mark.line
        own.append((name, key, value))
    for mapping in merged:
        if not isinstance(mapping, yaml.MappingNode):
            raise Difference(mapping.start_mark.line + 1, pointer_of(path), "a merge key's value is not a mapping")
        for member in members_of(mapping, path):
            if member[0] not in seen:
                seen[member[0]] = member[1].start_mark.line
                own.append(member)
    return own


def kind(value):
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, decimal.Decimal)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "a sequence"
    return "a mapping"


def compare(node, value, path):
    """Raises Difference at the first place where PyYAML's `node` and EndpointKit's JSON `value` differ."""
    line = node.start_mark.line + 1
    here = pointer_of(path)
    if isinstance(node, yaml.ScalarNode):
        try:
            expected = scalar_value(node)
        except Difference as difference:
            difference.pointer = here
            raise
        if kind(expected) != kind(value) or (
            expected != value if kind(value) != "a number" else decimal.Decimal(expected) != decimal.Decimal(value)
        ):
            raise Difference(line, here, f"EndpointKit reads {show(value)}, PyYAML reads {show(expected)}")
        return
    if isinstance(node, yaml.SequenceNode):
        if not isinstance(value, list):
            raise Difference(line, here, f"EndpointKit reads {kind(value)}, PyYAML reads a sequence")
        for index, (element, loaded) in enumerate(zip(node.value, value)):
            compare(element, loaded, path + [index])
        if len(node.value) != len(value):
            raise Difference(
                line, here, f"EndpointKit reads {len(value)} elements, PyYAML reads {len(node.value)}"
            )
        return
    if not isinstance(value, dict):
        raise Difference(line, here, f"EndpointKit reads {kind(value)}, PyYAML reads a mapping")
    members = members_of(node, path)
    keys = [member[0] for member in members]
    for key, key_node, member in members:
        if key not in value:
            raise Difference(key_node.start_mark.line + 1, pointer_of(path + [key]), "EndpointKit has no such key")
        compare(member, value[key], path + [key])
    extra = [key for key in value if key not in set(keys)]
    if extra:
        raise Difference(line, pointer_of(path + [extra[0]]), "PyYAML has no such key (EndpointKit has it)")
    if list(value) != keys:
        raise Difference(line, here, "the keys are in another order")


def first_refusal(node, path):
    """The first thing in PyYAML's tree that EndpointKit must refuse (a Difference), or None."""
    try:
        if isinstance(node, yaml.ScalarNode):
            scalar_value(node)
        elif isinstance(node, yaml.SequenceNode):
            for index, element in enumerate(node.value):
                refusal = first_refusal(element, path + [index])
                if refusal:
                    return refusal
        else:
            for key, _, member in members_of(node, path):
                refusal = first_refusal(member, path + [key])
                if refusal:
                    return refusal
    except Difference as difference:
        return difference
    return None


# MARK: - Where PyYAML's syntax differs from YAML 1.2

# Characters YAML 1.1 (PyYAML, LibYAML) reads otherwise than YAML 1.2: U+0085, U+2028 and U+2029 are line breaks
# in 1.1 and ordinary characters in 1.2; DEL, the C1 controls, U+FFFE and U+FFFF are refused by 1.1 and allowed
# by 1.2 in quoted scalars (nb-json, for JSON compatibility). Before PyYAML reads a document, each is replaced by a
# private-use character it reads as an ordinary one; the strings it loads get the originals back, and a control
# character found outside a quoted scalar is reported (YAML 1.2 refuses it there too).
YAML11_BREAKS = [0x85, 0x2028, 0x2029]
QUOTED_ONLY = [code for code in range(0x7F, 0xA0) if code != 0x85] + [0xFFFE, 0xFFFF]
STAND_INS = {code: chr(0xF0000 + index) for index, code in enumerate(YAML11_BREAKS + QUOTED_ONLY)}
ORIGINALS = {ord(stand_in): chr(code) for code, stand_in in STAND_INS.items()}
QUOTED_ONLY_STAND_INS = {STAND_INS[code] for code in QUOTED_ONLY}


def stand_in_text(text):
    """`text` with the characters PyYAML reads as YAML 1.1 replaced, or `text` itself when it already holds one of
    the stand-ins (then PyYAML reads it as it is)."""
    if any(chr(code) in text for code in ORIGINALS):
        return text
    return text.translate(STAND_INS)


def original_text(node):
    """A scalar node's text with the replaced characters restored; a Difference for a control character outside
    a quoted scalar."""
    text = node.value
    if node.style not in ("'", '"') and any(stand_in in text for stand_in in QUOTED_ONLY_STAND_INS):
        raise Difference(
            node.start_mark.line + 1,
            None,
            "a control character outside a quoted scalar (YAML 1.2: an error; EndpointKit reads it)",
        )
    return text.translate(ORIGINALS)


# MARK: - Checking one document


def check(path, tool):
    """(path, None) when both readers load the same tree, else (path, the first difference as a line of text)."""
    result = subprocess.run([tool, str(path)], capture_output=True)
    if result.returncode != 0:
        return path, f"{path}: yaml-to-json failed: {result.stderr.decode(errors='replace').strip()}"
    loaded = json.loads(result.stdout, parse_float=decimal.Decimal, parse_int=int)
    errors = loaded["errors"]
    try:
        text = stand_in_text(path.read_bytes().decode("utf-8-sig"))
    except UnicodeDecodeError as error:
        return path, None if errors else f"{path}: not UTF-8 ({error}); EndpointKit reads it"
    # YAML 1.2 ends a last line of blanks without a line break like any other line (yaml-test-suite JEF9-02:
    # `- |+` then spaces is ["\n"]); PyYAML drops it, so it reads the text with the line break.
    last_line = text[text.rfind("\n") + 1 :]
    if last_line and not last_line.strip(" \t") and "\r" not in last_line:
        text += "\n"
    try:
        documents = list(yaml.compose_all(text, Loader=Loader))
    except yaml.YAMLError as error:
        if errors:
            return path, None  # both readers reject it
        mark = getattr(error, "problem_mark", None)
        line = f"{mark.line + 1}:" if mark else ""
        problem = getattr(error, "problem", None) or str(error)
        return path, f"{path}:{line} PyYAML cannot read it ({problem}); EndpointKit reads it"
    if len(documents) != 1 or documents[0] is None:
        if errors:
            return path, None  # both readers reject it (EndpointKit reads one document per file)
        return path, f"{path}: PyYAML reads {len(documents)} documents, EndpointKit one"
    if errors:
        # PyYAML composes what YAML 1.2 or JSON refuse (a duplicate or complex key, .inf, an unknown tag): when it
        # is what EndpointKit refused first, at the same line, both readers reject the document.
        refusal = first_refusal(documents[0], [])
        if refusal and f":{refusal.line}:" in errors[0]:
            return path, None
        return path, f"{errors[0]} (PyYAML reads the document)"
    try:
        compare(documents[0], loaded["value"], [])
    except Difference as difference:
        return path, f"{path}:{difference.line}: {difference.pointer}: {difference.message}"
    return path, None


# MARK: - Running


def yaml_files(paths):
    files = []
    for path in paths:
        if path.is_dir():
            files.extend(p for p in path.rglob("*") if p.suffix.lower() in (".yaml", ".yml") and p.is_file())
        elif path.is_file():
            files.append(path)
        else:
            sys.exit(f"error: no such file or directory: {path}")
    return sorted(set(files))


def build_tool():
    print("yaml-differential: building yaml-to-json (release)", file=sys.stderr)
    build = ["swift", "build", "-c", "release", "--product", "yaml-to-json"]
    if subprocess.run(build, cwd=ROOT, stdout=subprocess.DEVNULL).returncode != 0:
        sys.exit("error: swift build -c release --product yaml-to-json failed")
    bin_path = subprocess.run(
        ["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.strip()
    return str(pathlib.Path(bin_path) / "yaml-to-json")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", type=pathlib.Path, help="directories or files (default: the corpus)")
    parser.add_argument("--tool", help="the yaml-to-json executable (default: built here, release)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2, help="documents checked at once")
    arguments = parser.parse_args()
    paths = arguments.paths or [ROOT.parent / "shared/openapi-corpus"]
    files = yaml_files(paths)
    if not files:
        sys.exit("error: no YAML documents (*.yaml, *.yml) in " + ", ".join(map(str, paths)))
    tool = arguments.tool or build_tool()
    started = time.monotonic()
    with concurrent.futures.ProcessPoolExecutor(max_workers=max(1, arguments.jobs)) as pool:
        results = dict(pool.map(check, files, [tool] * len(files)))
    differing = [results[file] for file in files if results[file]]
    for line in differing:
        print(line)
    reader = "LibYAML" if Loader.__mro__[1] is not yaml.reader.Reader else "pure Python"
    print(
        f"yaml-differential: {len(files) - len(differing)}/{len(files)} YAML documents load the same tree in "
        f"EndpointKit and PyYAML {yaml.__version__} ({reader}, YAML 1.2 core schema), "
        f"{time.monotonic() - started:.1f} s"
    )
    sys.exit(1 if differing else 0)


if __name__ == "__main__":
    main()

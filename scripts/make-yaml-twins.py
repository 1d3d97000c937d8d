#!/usr/bin/env python3
"""Prepares the JSON/YAML twins of real OpenAPI documents for EndpointKit's tests.

    scripts/make-yaml-twins.py [SHARED_OPENAPI_DIR]   (default: ../shared/openapi)

Writes Tests/EndpointOpenAPITests/Fixtures/yaml-twins/:
  - each YAML document of SHARED_OPENAPI_DIR copied verbatim (NAME.yaml) with its JSON twin (NAME.json);
  - a YAML twin (NAME.yaml) of each JSON document of the importer's corpus (Fixtures/corpus/NAME.json) and of
    Fixtures/petstore-v3.json (the JSON stays where it is).

The conversion is independent of EndpointKit: PyYAML's scanner, parser, composer, serializer and emitter, with
a resolver for the YAML 1.2 core schema (PyYAML's own follows YAML 1.1, where `on` and `yes` are booleans), so
the tests prove that EndpointKit's parser reads what another YAML implementation means and writes. Number
literals are kept as written (a JSON `1e-05` stays `1e-05` in YAML and back), keys are their text as written,
merge keys (`<<`) are applied. Every twin is read back and compared before it is written. Python and PyYAML are
needed only to run this script, never by the package.
"""
import json
import pathlib
import re
import sys

import yaml
from yaml_core_schema import install_core_schema

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "Tests/EndpointOpenAPITests/Fixtures"
OUTPUT = FIXTURES / "yaml-twins"
JSON_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?")


class Core12Resolver(yaml.resolver.BaseResolver):
    """The YAML 1.2 core schema's implicit tags."""


install_core_schema(Core12Resolver)


class Loader(yaml.reader.Reader, yaml.scanner.Scanner, yaml.parser.Parser, yaml.composer.Composer, Core12Resolver):
    def __init__(self, stream):
        yaml.reader.Reader.__init__(self, stream)
        yaml.scanner.Scanner.__init__(self)
        yaml.parser.Parser.__init__(self)
        yaml.composer.Composer.__init__(self)
        Core12Resolver.__init__(self)


class Number(str):
    """A number as its literal text."""


class Dumper(yaml.emitter.Emitter, yaml.serializer.Serializer, yaml.representer.SafeRepresenter, Core12Resolver):
    def __init__(self, stream, **options):
        yaml.emitter.Emitter.__init__(
            self,
            stream,
            indent=options.get("indent"),
            width=options.get("width"),
            allow_unicode=options.get("allow_unicode"),
        )
        yaml.serializer.Serializer.__init__(self)
        yaml.representer.SafeRepresenter.__init__(self, sort_keys=False)
        Core12Resolver.__init__(self)


Dumper.add_representer(
    Number,
    lambda dumper, value: dumper.represent_scalar(
        "tag:yaml.org,2002:" + ("float" if any(c in value for c in ".eE") else "int"), str(value)
    ),
)


# MARK: - YAML to a JSON value


def value_of(node):
    """The JSON value of a composed YAML node, as the YAML 1.2 core schema and EndpointKit mean it."""
    if isinstance(node, yaml.ScalarNode):
        tag = node.tag.rsplit(":", 1)[-1]
        text = node.value
        if tag == "null":
            return None
        if tag == "bool":
            return text in ("true", "True", "TRUE")
        if tag == "int":
            if text.startswith("0x"):
                return Number(str(int(text[2:], 16)))
            if text.startswith("0o"):
                return Number(str(int(text[2:], 8)))
            return Number(str(int(text)))
        if tag == "float":
            if not JSON_NUMBER.fullmatch(text):
                raise ValueError(f"line {node.start_mark.line + 1}: the float {text!r} has no JSON literal as written")
            return Number(text)
        if tag == "str" or node.tag == "!":
            return text
        raise ValueError(f"line {node.start_mark.line + 1}: unsupported tag {node.tag}")
    if isinstance(node, yaml.SequenceNode):
        return [value_of(element) for element in node.value]
    members = {}
    merged = []
    for key, value in node.value:
        if key.tag == "tag:yaml.org,2002:merge":
            merged.extend(value.value if isinstance(value, yaml.SequenceNode) else [value])
            continue
        if not isinstance(key, yaml.ScalarNode):
            raise ValueError(f"line {key.start_mark.line + 1}: a non-scalar key")
        if key.value in members:
            raise ValueError(f"line {key.start_mark.line + 1}: duplicate key {key.value!r}")
        members[key.value] = value_of(value)
    for mapping in merged:
        for key, value in value_of(mapping).items():
            members.setdefault(key, value)
    return members


def json_text(value, indent=0):
    """Pretty JSON (2 spaces), numbers as their literal text, non-ASCII as it is."""
    pad = "  " * (indent + 1)
    if isinstance(value, Number):
        return str(value)
    if value is None or isinstance(value, (bool, str)):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        if not value:
            return "[]"
        inner = ",\n".join(pad + json_text(element, indent + 1) for element in value)
        return "[\n" + inner + "\n" + "  " * indent + "]"
    if not value:
        return "{}"
    inner = ",\n".join(
        pad + json.dumps(key, ensure_ascii=False) + ": " + json_text(member, indent + 1) for key, member in value.items()
    )
    return "{\n" + inner + "\n" + "  " * indent + "}"


def json_value(text):
    return json.loads(text, parse_int=Number, parse_float=Number)


def yaml_value(text):
    return value_of(yaml.compose(text, Loader=Loader))


# MARK: - Writing the twins


def write(name, text):
    (OUTPUT / name).write_text(text, encoding="utf-8")
    print(f"wrote {(OUTPUT / name).relative_to(ROOT)}")


def main():
    shared = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT.parent / "shared/openapi"
    if not any(shared.glob("*.yaml")):
        sys.exit(f"error: no YAML documents in {shared}; pass the shared openapi directory as the argument")
    OUTPUT.mkdir(exist_ok=True)
    for source in sorted(shared.glob("*.yaml")):
        text = source.read_text(encoding="utf-8")
        value = yaml_value(text)
        twin = json_text(value) + "\n"
        assert json_value(twin) == value, source
        write(source.name, text)
        write(source.stem + ".json", twin)
    for source in sorted((FIXTURES / "corpus").glob("*.json")) + [FIXTURES / "petstore-v3.json"]:
        text = source.read_text(encoding="utf-8")
        value = json_value(text)
        twin = yaml.dump(value, Dumper=Dumper, allow_unicode=True, width=100, indent=2)
        assert yaml_value(twin) == value, source
        write(source.stem + ".yaml", twin)


if __name__ == "__main__":
    main()

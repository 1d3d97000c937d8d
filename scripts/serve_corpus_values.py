"""Values for the parameters of an OpenAPI document's operations, as a client would send them: used by
scripts/serve-corpus-calls.py.

A value is chosen from the candidates the document gives (the parameter's and the schema's `example`, the `enum`
members, the `default`), then one built from the schema (its `format`, bounds, lengths, and a string matching its
`pattern`, built from Python's parse of the regular expression); the first candidate that fits the schema is
sent, so an example that contradicts its own schema (a date written where a pattern is required, a list where an
integer is) is not sent. The document is read with the YAML 1.2 core schema, as EndpointKit reads it (`4_3` and
`2012-12-12T10:53:43Z` stay strings, `no` stays a string).
"""
import datetime
import re
import string

import yaml
from yaml_core_schema import install_core_schema

try:  # Python 3.11+
    import re._parser as sre_parse  # type: ignore
except ImportError:  # pragma: no cover
    import sre_parse  # type: ignore

# MARK: - YAML 1.2 core schema

Loader = type("Core12Loader", (getattr(yaml, "CSafeLoader", yaml.SafeLoader),), {})
install_core_schema(Loader)


def load(path):
    """The document at `path`, read as EndpointKit reads it (PyYAML refuses C1 control characters that EndpointKit
    reads; they only occur in descriptions, so they are read as spaces)."""
    with open(path, encoding="utf-8") as handle:
        content = handle.read()
    try:
        return yaml.load(content, Loader=Loader)
    except yaml.reader.ReaderError:
        return yaml.load(re.sub("[\x7f-\x84\x86-\x9f]", " ", content), Loader=Loader)


# MARK: - References


def resolve(document, node, depth=0):
    """`node` with `$ref`s into the document followed."""
    while isinstance(node, dict) and "$ref" in node and depth < 32:
        reference = node["$ref"]
        if not isinstance(reference, str) or not reference.startswith("#/"):
            return {}
        target = document
        for part in reference[2:].split("/"):
            part = part.replace("~1", "/").replace("~0", "~")
            target = target.get(part, {}) if isinstance(target, dict) else {}
        node = target
        depth += 1
    return node if isinstance(node, dict) else {}


def flatten(document, schema):
    """`schema` resolved, with the first alternative of a union and the parts of an `allOf` merged in."""
    schema = resolve(document, schema)
    for _ in range(8):
        key = next((k for k in ("allOf", "oneOf", "anyOf") if isinstance(schema.get(k), list) and schema[k]), None)
        if key is None:
            break
        merged = {k: v for k, v in schema.items() if k != key}
        parts = schema[key] if key == "allOf" else [next(
            (p for p in schema[key] if resolve(document, p).get("type") != "null"), schema[key][0])]
        for part in parts:
            for name, value in resolve(document, part).items():
                merged.setdefault(name, value)
        schema = merged
    return schema


# MARK: - Fitting


def text(value):
    """A value as a parameter's text."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value == int(value) and abs(value) < 1e15:
        return str(int(value))
    return str(value)


DATE_TIME = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)?$", re.IGNORECASE)
FORMATS = {
    "date-time": DATE_TIME,
    "date": re.compile(r"^\d{4}-\d\d-\d\d$"),
    "uuid": re.compile(r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"),
}


def kind_of(schema):
    kind = schema.get("type", "string")
    if isinstance(kind, list):
        kind = next((k for k in kind if k != "null"), "string")
    return kind


def fits(value, schema, location):
    """Whether the text `value` fits the scalar `schema` (as the mock server's validator reads it)."""
    if not isinstance(value, str) or (location == "path" and value == ""):
        return False
    kind = kind_of(schema)
    enum = schema.get("enum")
    if isinstance(enum, list) and [m for m in enum if m is not None]:
        if value not in [text(m) for m in enum if m is not None]:
            return False
    if kind in ("integer", "number"):
        try:
            number = int(value) if kind == "integer" else float(value)
        except ValueError:
            return False
        low, high = schema.get("minimum"), schema.get("maximum")
        if isinstance(low, (int, float)) and (number < low or (schema.get("exclusiveMinimum") is True and number == low)):
            return False
        if isinstance(high, (int, float)) and (number > high or (schema.get("exclusiveMaximum") is True and number == high)):
            return False
        return True
    if kind == "boolean":
        return value in ("true", "false")
    if kind != "string":
        return True
    form = FORMATS.get(schema.get("format"))
    if form is not None and not form.match(value):
        return False
    if isinstance(schema.get("minLength"), int) and len(value) < schema["minLength"]:
        return False
    if isinstance(schema.get("maxLength"), int) and len(value) > schema["maxLength"]:
        return False
    pattern = schema.get("pattern")
    if isinstance(pattern, str):
        try:
            return re.search(pattern, value) is not None
        except re.error:
            return True
    return True


# MARK: - Building


def built(schema):
    """A value built from the scalar `schema`'s type, format, bounds, lengths and pattern."""
    kind = kind_of(schema)
    if kind in ("integer", "number"):
        low, high = schema.get("minimum"), schema.get("maximum")
        value = 1
        if isinstance(low, (int, float)):
            value = max(value, low + (1 if schema.get("exclusiveMinimum") is True else 0))
        if isinstance(high, (int, float)) and value > high:
            value = high - (1 if schema.get("exclusiveMaximum") is True else 0)
        return text(int(value) if kind == "integer" else value)
    if kind == "boolean":
        return "true"
    if isinstance(schema.get("pattern"), str):
        sample = pattern_sample(schema["pattern"], schema)
        if sample is not None:
            return sample
    value = {
        "date-time": "2024-01-01T12:00:00Z",
        "date": "2024-01-01",
        "uuid": "3fa85f64-5717-4562-b3fc-2c963f66afa6",
        "uri": "https://example.com/",
        "email": "user@example.com",
        "byte": "ZXhhbXBsZQ==",
    }.get(schema.get("format"), "abc")
    if isinstance(schema.get("minLength"), int) and len(value) < schema["minLength"]:
        value += "x" * (schema["minLength"] - len(value))
    if isinstance(schema.get("maxLength"), int) and len(value) > schema["maxLength"]:
        value = value[: max(schema["maxLength"], 1)]
    return value


def pattern_sample(pattern, schema=None):
    """A short string the regular expression `pattern` finds (within the schema's lengths: each repetition once
    at least, then as few as allowed), or None when it cannot be built."""
    for at_least_one in (True, False):
        try:
            sample = "".join(_sample(sre_parse.parse(pattern), {}, at_least_one))
        except Exception:  # noqa: BLE001 - a pattern Python cannot parse, or a construct not built here
            return None
        if re.search(pattern, sample) and (schema is None or fits(sample, schema, "query")):
            return sample
    return None


CATEGORIES = {"CATEGORY_DIGIT": "1", "CATEGORY_WORD": "a", "CATEGORY_SPACE": " ", "CATEGORY_NOT_DIGIT": "a",
              "CATEGORY_NOT_WORD": "-", "CATEGORY_NOT_SPACE": "a"}


def _sample(tree, groups, at_least_one):
    out = []
    for op, av in tree:
        name = str(op)
        if name == "LITERAL":
            out.append(chr(av))
        elif name == "NOT_LITERAL":
            out.append("a" if chr(av) != "a" else "b")
        elif name == "ANY":
            out.append("a")
        elif name == "IN":
            out.append(_in(av))
        elif name == "BRANCH":
            out += _sample(av[1][0], groups, at_least_one)
        elif name == "SUBPATTERN":
            group, _, _, sub = av
            built_text = "".join(_sample(sub, groups, at_least_one))
            if group is not None:
                groups[group] = built_text
            out.append(built_text)
        elif name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
            low, high, sub = av
            count = max(low, 1) if at_least_one and high != 0 else low
            out += _sample(sub, groups, at_least_one) * count
        elif name == "GROUPREF":
            out.append(groups.get(av, ""))
        elif name in ("AT", "ASSERT", "ASSERT_NOT"):
            continue
        else:
            raise ValueError(f"not built: {name}")
    return out


def _in(items):
    negated = any(str(op) == "NEGATE" for op, _ in items)
    if negated:
        excluded = set()
        for op, av in items:
            if str(op) == "LITERAL":
                excluded.add(chr(av))
            elif str(op) == "RANGE":
                excluded.update(chr(c) for c in range(av[0], av[1] + 1))
        return next(c for c in string.ascii_letters + string.digits if c not in excluded)
    op, av = items[0]
    if str(op) == "LITERAL":
        return chr(av)
    if str(op) == "RANGE":
        return chr(av[0])
    if str(op) == "CATEGORY":
        return CATEGORIES.get(str(av), "a")
    raise ValueError(f"not built: {op}")


# MARK: - Parameters


def scalar_value(document, schema, location, given=()):
    """The text to send for the scalar `schema`: the first candidate that fits, else a built one (None when the
    schema is not a scalar)."""
    schema = flatten(document, schema)
    if kind_of(schema) in ("object", "array") or "properties" in schema:
        return None
    candidates = list(given)
    if "example" in schema:
        candidates.append(schema["example"])
    if isinstance(schema.get("examples"), list):
        candidates += schema["examples"]
    candidates += [m for m in schema.get("enum") or [] if m is not None]
    if "default" in schema:
        candidates.append(schema["default"])
    for candidate in candidates:
        if isinstance(candidate, (dict, list)) or candidate is None:
            continue
        if isinstance(candidate, (datetime.date, datetime.datetime)):
            candidate = candidate.isoformat()
        if fits(text(candidate), schema, location):
            return text(candidate)
    return built(schema)


def parameter_value(document, parameter):
    """The value to send for `parameter`: a text, a list of texts (an array), a dict of texts (an object), or None
    when none can be built."""
    location = parameter.get("in")
    given = []
    if "example" in parameter:
        given.append(parameter["example"])
    for example in (parameter.get("examples") or {}).values():
        example = resolve(document, example)
        if "value" in example:
            given.append(example["value"])
    schema = flatten(document, parameter.get("schema", {}))
    if kind_of(schema) == "array":
        items = flatten(document, schema.get("items", {}))
        if kind_of(items) == "object" or "properties" in items:
            item = object_value(document, items, location, depth=1)
            return None if item is None else [item] * max(1, schema.get("minItems") or 1)
        if kind_of(items) == "array":
            inner = scalar_value(document, items.get("items", {}), location)
            return None if inner is None else [[inner]]
        item = scalar_value(document, items, location, [g[0] for g in given if isinstance(g, list) and g])
        return None if item is None else [item] * max(1, schema.get("minItems") or 1)
    if kind_of(schema) == "object" or "properties" in schema:
        return object_value(document, schema, location, depth=0)
    return scalar_value(document, schema, location, given)


def object_value(document, schema, location, depth):
    """The properties of an object parameter: scalars and nested objects (required ones at least), None when a
    required property cannot be built."""
    required = set(schema.get("required") or [])
    fields = {}
    for name, property_schema in (schema.get("properties") or {}).items():
        property_schema = flatten(document, property_schema)
        if kind_of(property_schema) == "object" or "properties" in property_schema:
            value = object_value(document, property_schema, location, depth + 1) if depth < 3 else None
        elif kind_of(property_schema) == "array":
            items = flatten(document, property_schema.get("items", {}))
            if kind_of(items) == "object" or "properties" in items:
                item = object_value(document, items, location, depth + 1) if depth < 3 else None
            else:
                item = scalar_value(document, items, location)
            value = None if not item else [item]
        else:
            value = scalar_value(document, property_schema, location)
        if value is None or value == {}:
            if name in required:
                return None
            continue
        fields[name] = value
    return fields

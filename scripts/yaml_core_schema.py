"""The implicit tags of the YAML 1.2 core schema (and merge keys), for PyYAML, which resolves YAML 1.1's.

Shared by scripts/yaml-differential.py (which composes node trees) and scripts/serve_corpus_values.py (which loads
values): with YAML 1.1's tags, `no` is a boolean, `4_3` an integer and `2024-01-01` a date, where EndpointKit (and
YAML 1.2) read strings.
"""

import re

CORE_SCHEMA = [
    ("null", r"~|null|Null|NULL|", ["~", "n", "N", ""]),
    ("bool", r"true|True|TRUE|false|False|FALSE", list("tTfF")),
    ("int", r"[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+", list("-+0123456789")),
    (
        "float",
        r"[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)",
        list("-+0123456789."),
    ),
    ("merge", r"<<", ["<"]),
]


def install_core_schema(resolver_class):
    """Replaces `resolver_class`'s implicit tags (a PyYAML resolver or loader class) with the core schema's."""
    resolver_class.yaml_implicit_resolvers = {}
    for tag, pattern, first in CORE_SCHEMA:
        resolver_class.add_implicit_resolver("tag:yaml.org,2002:" + tag, re.compile("^(?:" + pattern + ")$"), first)

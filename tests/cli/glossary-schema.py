#!/usr/bin/python3
"""Judge glossaries by schemas/glossary.schema.json (draft 2020-12), whose
expressions and filters refer to schemas/plan.schema.json.

Usage: glossary-schema.py TOP_SRCDIR FILE...
Prints "accept FILE" or "reject FILE" per FILE.
"""
import json
import sys

from jsonschema import Draft202012Validator

top = sys.argv[1]
schemas = {}
for name in ("glossary", "plan"):
    with open("%s/schemas/%s.schema.json" % (top, name)) as f:
        schemas[name] = json.load(f)
# One schema: the plan schema's definitions beside the glossary's, its
# references made local (no "referencing" module needed)
PREFIX = "plan.schema.json#/$defs/"


def localise(node):
    if isinstance(node, dict):
        return {k: (v.replace(PREFIX, "#/$defs/") if k == "$ref" else
                    localise(v)) for k, v in node.items()}
    if isinstance(node, list):
        return [localise(v) for v in node]
    return node


schema = localise(schemas["glossary"])
for key, value in schemas["plan"]["$defs"].items():
    assert key not in schema["$defs"], key
    schema["$defs"][key] = value
Draft202012Validator.check_schema(schema)
validator = Draft202012Validator(schema)
for path in sys.argv[2:]:
    with open(path) as f:
        document = json.load(f)
    print("%s %s" % ("accept" if validator.is_valid(document) else "reject",
                     path))

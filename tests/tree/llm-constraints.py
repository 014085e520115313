#!/usr/bin/env python3
"""The structured-output constraints of `plansql ask` against the reader.

    llm-constraints.py TOP_SRCDIR PLANSQL

For each tier, grammar/plan-TIER.gbnf (through tests/tree/gbnf.py), the strict
schema schemas/llm/plan-TIER.strict.json (python3-jsonschema) and the plan
reader must agree on tests/data/llm/{valid,invalid}/*.json.  A file is named for
the lowest tier it is written for: minimal-*, standard-*, full-*.
  valid/T-*    accepted by the grammar and schema of T, rejected by those of
               the other tiers (strict mode requires every field of a tier);
               with the fields of a higher tier added as null, accepted by
               that tier's schema (each tier a subset of the next); accepted
               by the reader without an unknown-field warning and by
               schemas/plan.schema.json.
  invalid/T-*  rejected by the grammar and schema of T and the lower tiers;
               rejected by the reader too, unless the name has "-strict-"
               (the format allows it, the strict form does not).
Each strict schema must also obey the rules that OpenAI's strict mode and
the other servers impose (check_strict_rules), and the committed files
must be what scripts/llm-constraints writes.
"""
import json
import os
import subprocess
import sys
import tempfile

import jsonschema

TIERS = ["minimal", "standard", "full"]
FORBIDDEN = {"oneOf", "allOf", "not", "if", "then", "else", "pattern",
             "format", "uniqueItems", "multipleOf", "minLength", "maxLength",
             "patternProperties", "propertyNames", "contains", "prefixItems",
             "dependentRequired", "dependentSchemas", "unevaluatedProperties",
             "minimum", "maximum", "default"}
MAX_DEPTH, MAX_PROPERTIES, MAX_ENUM_VALUES = 10, 5000, 1000

failures = []


def fail(message):
    failures.append(message)
    print("FAIL: " + message, file=sys.stderr)


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


# ---- the strict-mode rules -------------------------------------------------

def check_strict_rules(tier, schema):
    where = "schemas/llm/plan-%s.strict.json" % tier
    defs = schema.get("$defs", {})
    counts = {"properties": 0, "enum": 0}

    def walk(node, pointer):
        if isinstance(node, list):
            for i, item in enumerate(node):
                walk(item, "%s/%d" % (pointer, i))
            return
        if not isinstance(node, dict):
            return
        for key in FORBIDDEN & node.keys():
            fail("%s%s: %s is not allowed" % (where, pointer, key))
        if "$ref" in node and not node["$ref"].startswith("#/$defs/"):
            fail("%s%s: only local $defs references" % (where, pointer))
        if "$ref" in node and node["$ref"].split("/")[-1] not in defs:
            fail("%s%s: undefined %s" % (where, pointer, node["$ref"]))
        if node.get("type") == "object":
            props = list(node.get("properties", {}))
            if node.get("required") != props:
                fail("%s%s: required must list every property, in order"
                     % (where, pointer))
            if node.get("additionalProperties") is not False:
                fail("%s%s: additionalProperties must be false"
                     % (where, pointer))
            counts["properties"] += len(props)
        counts["enum"] += len(node.get("enum", []))
        for key, value in node.items():
            if key == "properties":
                for name, sub in value.items():
                    walk(sub, "%s/properties/%s" % (pointer, name))
            elif key not in ("enum", "required"):
                walk(value, "%s/%s" % (pointer, key))

    walk(schema, "")
    if schema.get("type") != "object" or "anyOf" in schema:
        fail(where + ": the root must be an object, not an anyOf")
    for name, sub in defs.items():
        if "enum" in sub or "const" in sub:
            fail("%s: $defs/%s: an enum behind a $ref" % (where, name))
    if counts["properties"] > MAX_PROPERTIES:
        fail("%s: %d properties" % (where, counts["properties"]))
    if counts["enum"] > MAX_ENUM_VALUES:
        fail("%s: %d enum values" % (where, counts["enum"]))
    depth = object_depth(schema, defs, [])
    if depth > MAX_DEPTH:
        fail("%s: objects nest %d deep (at most %d)" % (where, depth, MAX_DEPTH))
    used = json.dumps(schema)
    for name in defs:
        if '"#/$defs/%s"' % name not in used:
            fail("%s: $defs/%s is never used" % (where, name))


def object_depth(node, defs, trail):
    """The deepest nesting of object schemas; recursion would be infinite."""
    if isinstance(node, list):
        return max([object_depth(n, defs, trail) for n in node] + [0])
    if not isinstance(node, dict):
        return 0
    if "$ref" in node:
        name = node["$ref"].split("/")[-1]
        if name in trail:
            fail("recursion through $defs/%s: unroll it" % name)
            return 0
        return object_depth(defs.get(name, {}), defs, trail + [name])
    inner = [v for k, v in node.items() if k not in ("$defs", "enum")]
    if "properties" in node:
        inner = list(node["properties"].values())
    here = 1 if node.get("type") == "object" else 0
    return here + max([object_depth(n, defs, trail) for n in inner] + [0])


# ---- a lower tier's document in a higher tier ------------------------------

class Misfit:
    """What lift returns for a document that no branch of the schema fits
    (None is a fit: the JSON null)."""


MISFIT = Misfit()


def lift(document, node, defs):
    """The document with every property that node has and it lacks added
    as null, following the anyOf branch the document fits; MISFIT if
    none."""
    if "$ref" in node:
        return lift(document, defs[node["$ref"].split("/")[-1]], defs)
    if "anyOf" in node:
        for branch in node["anyOf"]:
            lifted = lift(document, branch, defs)
            if lifted is not MISFIT:
                return lifted
        return MISFIT
    kind = node.get("type")
    if kind == "null":
        return None if document is None else MISFIT
    if kind == "object" and isinstance(document, dict):
        if not set(document) <= set(node["properties"]):
            return MISFIT
        out = {}
        for name, sub in node["properties"].items():
            given = document.get(name)
            out[name] = lift(given, sub, defs)
            if out[name] is MISFIT:
                return MISFIT
        return out
    if kind == "array" and isinstance(document, list):
        items = [lift(item, node["items"], defs) for item in document]
        return MISFIT if any(i is MISFIT for i in items) else items
    if "enum" in node:
        return document if document in node["enum"] else MISFIT
    scalar = {"string": str, "number": (int, float), "integer": int,
              "boolean": bool}.get(kind)
    fits = scalar and isinstance(document, scalar) and (
        kind == "boolean" or not isinstance(document, bool))
    return document if fits else MISFIT


def check_lifted(validator, schema, path, tier):
    lifted = lift(load(path), schema, schema["$defs"])
    if lifted is MISFIT or not validator.is_valid(lifted):
        fail("%s: with the fields of tier %s added as null, its schema "
             "rejects it" % (path, tier))


# ---- verdicts --------------------------------------------------------------

def grammar_verdicts(top, tier, files):
    out = subprocess.run(
        [sys.executable, os.path.join(top, "tests/tree/gbnf.py"),
         os.path.join(top, "grammar/plan-%s.gbnf" % tier)] + files,
        capture_output=True, text=True)
    if out.returncode != 0:
        fail("gbnf.py on tier %s: %s" % (tier, out.stderr.strip()))
        return {}
    return {line.split(" ", 1)[1]: line.split(" ", 1)[0]
            for line in out.stdout.splitlines()}


def schema_verdict(validator, path):
    try:
        document = load(path)
    except ValueError:
        return "reject"
    return "accept" if validator.is_valid(document) else "reject"


def reader_verdict(plansql, path):
    """accept: read and compiled (or terminated by the plan's decision),
    without an unknown-field warning."""
    out = subprocess.run([plansql, "compile", "--format", "json",
                          "--now", "2026-01-15", path],
                         capture_output=True, text=True)
    if out.returncode not in (0, 1):
        return "error %d" % out.returncode
    diagnostics = json.loads(out.stdout)["diagnostics"]
    codes = {d["code"] for d in diagnostics}
    errors = {d["code"] for d in diagnostics if d["severity"] == "error"}
    if "unknown-field" in codes or errors - {"plan-terminated"}:
        return "reject"
    return "accept"


def lowest_tier(path):
    tier = os.path.basename(path).split("-", 1)[0]
    if tier not in TIERS:
        fail("%s: the name must start with a tier" % path)
    return tier


def main():
    top, plansql = sys.argv[1], sys.argv[2]
    llm = os.path.join(top, "tests/data/llm")
    examples = {kind: sorted(os.path.join(llm, kind, f)
                             for f in os.listdir(os.path.join(llm, kind))
                             if f.endswith(".json"))
                for kind in ("valid", "invalid")}
    full_format = jsonschema.Draft202012Validator(
        load(os.path.join(top, "schemas/plan.schema.json")))
    checked = 0
    for tier in TIERS:
        schema = load(os.path.join(top, "schemas/llm/plan-%s.strict.json" % tier))
        check_strict_rules(tier, schema)
        jsonschema.Draft202012Validator.check_schema(schema)
        validator = jsonschema.Draft202012Validator(schema)
        for kind, files in examples.items():
            grammar = grammar_verdicts(top, tier, files)
            for path in files:
                written_for = TIERS.index(lowest_tier(path))
                if kind == "valid":
                    want = "accept" if TIERS.index(tier) == written_for else "reject"
                    if TIERS.index(tier) > written_for:
                        checked += 1
                        check_lifted(validator, schema, path, tier)
                else:
                    if TIERS.index(tier) > written_for:
                        continue
                    want = "reject"
                got = {"grammar": grammar.get(path, "missing"),
                       "schema": schema_verdict(validator, path)}
                for judge, verdict in got.items():
                    checked += 1
                    if verdict != want:
                        fail("%s: %s of tier %s says %s, expected %s"
                             % (path, judge, tier, verdict, want))
    for kind, files in examples.items():
        for path in files:
            want = "accept" if kind == "valid" or "-strict-" in path else "reject"
            verdict = reader_verdict(plansql, path)
            checked += 1
            if verdict != want:
                fail("%s: the reader says %s, expected %s" % (path, verdict, want))
            if kind == "valid" and not full_format.is_valid(load(path)):
                fail("%s: not valid against schemas/plan.schema.json" % path)
    check_generated(top)
    print("%d verdicts on %d examples, %d failures"
          % (checked, sum(map(len, examples.values())), len(failures)))
    return 1 if failures else 0


def check_generated(top):
    """The committed files are what the generator writes."""
    with tempfile.TemporaryDirectory() as work:
        subprocess.run([sys.executable, os.path.join(top, "scripts/llm-constraints"),
                        work], check=True)
        for tier in TIERS:
            for name in ("schemas/llm/plan-%s.strict.json" % tier,
                         "grammar/plan-%s.gbnf" % tier):
                with open(os.path.join(top, name)) as a, \
                        open(os.path.join(work, name)) as b:
                    if a.read() != b.read():
                        fail("%s differs from what scripts/llm-constraints "
                             "writes" % name)


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/python3
"""Check JSON documents against a JSON Schema (draft 2020-12).

Usage: /usr/bin/python3 tests/data/schema/validate.py SCHEMA FILE...

Prints one line per FILE: "accept FILE", or "reject FILE: MESSAGE" where
MESSAGE is the JSON Pointer of the offending node and the most relevant
validation error.  A FILE that is not strict JSON is rejected too, as
plansql's reader rejects it: NaN and Infinity, integers outside the 64-bit
range, other numbers too large for a double, duplicate keys, unpaired
surrogates and NUL characters in strings.  A leading UTF-8 byte order mark
is skipped.  plansql's size limits (nesting depth, list length, string
length) are not checked here.

Exit status: 0 when every file was judged (accepted or rejected), 2 when
the schema is unusable or a file cannot be read.
"""

import json
import math
import os
import re
import sys

import jsonschema
from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match


class NotJSON(ValueError):
    """A document that parses in Python but is not strict JSON."""


def _no_constants(name):
    """json.loads accepts NaN, Infinity and -Infinity; JSON does not."""
    raise NotJSON("invalid JSON: %s is not a JSON value" % name)


def _int64(text):
    """plansql keeps integers in 64 bits and rejects any that do not fit."""
    # A long digit string is out of range; int() would refuse one of
    # thousands of digits anyway.
    value = int(text) if len(text) <= 21 else 2**63
    if not -2**63 <= value < 2**63:
        raise NotJSON("invalid JSON: %s is outside the 64-bit integer range"
                      % text)
    return value


def _finite(text):
    """A fraction or exponent that overflows would become infinity."""
    value = float(text)
    if math.isinf(value):
        raise NotJSON("invalid JSON: %s is too large for a double" % text)
    return value


def _unique(pairs):
    """json.loads keeps the last of duplicate keys; reject them instead."""
    obj = {}
    for key, value in pairs:
        if key in obj:
            raise NotJSON("invalid JSON: duplicate key %r" % key)
        obj[key] = value
    return obj


# A surrogate code point, or NUL.  Paired surrogate escapes are already
# joined into one character by json.loads, so a surrogate left in a
# string stands alone.
_BAD_CHARACTER = re.compile(r"[\ud800-\udfff\x00]")


def _check_strings(doc):
    """Reject unpaired surrogates and NUL, which json.loads lets through.

    Iterative, so a deep document cannot exhaust the stack here.
    """
    stack = [doc]
    while stack:
        v = stack.pop()
        if isinstance(v, dict):
            stack.extend(v.keys())
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)
        elif isinstance(v, str) and _BAD_CHARACTER.search(v):
            what = "NUL" if "\0" in v else "an unpaired surrogate"
            raise NotJSON("invalid JSON: %s in the string %r" % (what, v))


def _load(path):
    """Read and parse one file; OSError propagates to the caller."""
    with open(path, "r", encoding="utf-8-sig") as f:
        text = f.read()
    doc = json.loads(text, parse_constant=_no_constants, parse_int=_int64,
                     parse_float=_finite, object_pairs_hook=_unique)
    _check_strings(doc)
    return doc


def _pointer(path):
    """Format an error's path as a JSON Pointer (RFC 6901)."""
    parts = [str(p).replace("~", "~0").replace("/", "~1") for p in path]
    return "/" + "/".join(parts) if parts else "/"


def _one_line(text, limit=300):
    """Collapse a message onto a single line of bounded length.

    jsonschema quotes the offending value in full; a large value would
    bury the reason, so the middle of a long message is elided.
    """
    line = " ".join(str(text).split())
    if len(line) > limit:
        keep = (limit - 5) // 2
        line = line[:keep] + " ... " + line[-keep:]
    return line


def _message(error):
    """The error's message, made specific where the value fits no branch.

    When a value matches none of the alternatives of an anyOf or oneOf
    only because its JSON type is wrong for each, best_match reports the
    vague "is not valid under any of the given schemas"; say which types
    would do instead.
    """
    ctx = error.context
    if ctx and all(e.validator == "type" and not e.relative_path
                   for e in ctx):
        types = []
        for e in ctx:
            value = e.validator_value
            for t in [value] if isinstance(value, str) else value:
                if t not in types:
                    types.append(t)
        return "%r is not of type %s" % (
            error.instance, ", ".join(repr(t) for t in types))
    return error.message


def _judge(validator, path):
    """Return the report line for one file."""
    try:
        doc = _load(path)
    except NotJSON as e:
        return "reject %s: %s" % (path, _one_line(e))
    except UnicodeDecodeError as e:
        return "reject %s: invalid UTF-8: %s" % (path, _one_line(e))
    except json.JSONDecodeError as e:
        return "reject %s: invalid JSON: %s" % (path, _one_line(e))
    except ValueError as e:
        return "reject %s: invalid JSON: %s" % (path, _one_line(e))
    except RecursionError:
        return "reject %s: invalid JSON: nested too deeply" % path
    try:
        error = best_match(validator.iter_errors(doc))
    except RecursionError:
        return "reject %s: /: nested too deeply to validate" % path
    if error is None:
        return "accept %s" % path
    return "reject %s: %s: %s" % (path, _pointer(error.absolute_path),
                                  _one_line(_message(error)))


def _neighbours(schema_path):
    """The schemas beside schema_path, by $id, for references between
    them (patch.schema.json reuses the filters of plan.schema.json)."""
    found = {}
    folder = os.path.dirname(os.path.abspath(schema_path))
    for name in sorted(os.listdir(folder)):
        if name.endswith(".schema.json"):
            doc = _load(os.path.join(folder, name))
            if isinstance(doc, dict) and "$id" in doc:
                found[doc["$id"]] = doc
    return found


def _validator(schema, schema_path):
    """A validator that resolves references to the neighbouring schemas,
    with the referencing library where this jsonschema has it."""
    store = _neighbours(schema_path)
    try:
        from referencing import Registry, Resource
    except ImportError:
        resolver = jsonschema.RefResolver.from_schema(schema, store=store)
        return Draft202012Validator(schema, resolver=resolver)
    registry = Registry().with_resources(
        (uri, Resource.from_contents(doc)) for uri, doc in store.items())
    return Draft202012Validator(schema, registry=registry)


def main(argv):
    # Filter groups nest; allow a few hundred levels before giving up.
    sys.setrecursionlimit(10000)
    if len(argv) < 3:
        sys.stderr.write("usage: %s SCHEMA FILE...\n" % argv[0])
        return 2
    try:
        schema = _load(argv[1])
        Draft202012Validator.check_schema(schema)
    except (OSError, ValueError) as e:
        sys.stderr.write("%s: cannot read schema: %s\n"
                         % (argv[1], _one_line(e)))
        return 2
    except jsonschema.exceptions.SchemaError as e:
        sys.stderr.write("%s: invalid schema: %s: %s\n"
                         % (argv[1], _pointer(e.absolute_path),
                            _one_line(e.message)))
        return 2
    validator = _validator(schema, argv[1])
    status = 0
    for path in argv[2:]:
        try:
            line = _judge(validator, path)
        except OSError as e:
            sys.stderr.write("%s: cannot read: %s\n"
                             % (path, _one_line(e.strerror or e)))
            status = 2
            continue
        print(line)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))

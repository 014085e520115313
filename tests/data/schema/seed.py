#!/usr/bin/python3
"""Check plans plansql wrote against the seed system's own model.

Usage: /usr/bin/python3 tests/data/schema/seed.py [--top DIR] SEED_SCHEMA \
           PLAN_SCHEMA (INPUT OUTPUT PATCH)...

Arguments after the two schemas come in groups of three: the plan
plansql read (INPUT), the plan it wrote (OUTPUT), and the patch it
applied: a patch document, "-" for none, or "case" when INPUT is a patch
test case (tests/data/golden/patch: {"plan": PATH under DIR, "patch": ...}).
For each group it prints one line:
"skip OUTPUT: REASON" when the input uses a plansql extension (the seed
system could not read the plan anyway), "valid OUTPUT", or "invalid
OUTPUT: POINTER: MESSAGE".  Fields that neither format knows are not
extensions: plansql drops them when it writes.

Exit status: 0 when every written plan of an extension-free input is
valid, 1 when one is not, 2 on bad usage or unreadable files.
"""

import json
import os
import sys

from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match

# Patch operations whose result needs a plansql extension.
EXTENSION_OPERATIONS = {"modify_offset", "set_distinct"}


def _load(path):
    with open(path, "r", encoding="utf-8-sig") as f:
        return json.load(f)


def _known_keys(schema):
    """Every field name plansql's plan schema gives anywhere."""
    keys, stack = set(), [schema]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            props = node.get("properties")
            if isinstance(props, dict):
                keys.update(props)
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return keys


def _self_join(selections, where):
    """The seed system merges selections of the same table; the same
    table under different aliases is plansql's self-join."""
    aliases = {}
    for s in selections:
        if isinstance(s, dict):
            table = str(s.get("table", "")).lower()
            aliases.setdefault(table, set()).add(s.get("alias"))
    for table, seen in aliases.items():
        if len(seen) > 1:
            return "%s reads %r under two names (a self-join)" % (where,
                                                                  table)
    return None


class Extensions:
    """Finds the first plansql extension an input plan uses, walking it
    along the seed model's definitions."""

    def __init__(self, seed, plan_schema):
        self.defs = seed["$defs"]
        self.root = seed
        # computed_columns (format 2) is an extension whether or not the
        # plan schema describes it yet
        self.known = _known_keys(plan_schema) | {"computed_columns"}

    def _definition(self, schema):
        """The $defs entry an object-valued field refers to, if any."""
        for branch in [schema] + schema.get("oneOf", []):
            ref = branch.get("$ref") or branch.get("items", {}).get("$ref")
            if ref:
                target = self.defs[ref.split("/")[-1]]
                if target.get("type") == "array":
                    return self._definition(target)
                return target
        return None

    def find(self, node, schema, at=""):
        if not isinstance(node, dict):
            return None
        props = schema.get("properties", {})
        for key, value in node.items():
            where = "%s/%s" % (at, key)
            if key not in props:
                if key in self.known:
                    return "%s is a plansql extension" % where
                continue
            if key == "value" and (isinstance(value, dict) or (
                    isinstance(value, list)
                    and any(isinstance(v, dict) for v in value))):
                return "%s compares with a column" % where
            if key == "op" and "enum" in props["op"] and \
                    value not in props["op"]["enum"]:
                return "%s: %r is a plansql extension" % (where, value)
            child = self._definition(props[key])
            if child is None:
                continue
            items = value if isinstance(value, list) else [value]
            for i, item in enumerate(items):
                step = "%s/%d" % (where, i) if isinstance(value, list) \
                    else where
                found = self.find(item, child, step)
                if found:
                    return found
            if key == "selections" and isinstance(value, list):
                found = _self_join(value, where)
                if found:
                    return found
        return None

    def in_plan(self, plan):
        return self.find(plan, self.root)

    def in_patch(self, patch):
        ops = patch if isinstance(patch, list) else [patch]
        for i, op in enumerate(ops):
            name = op.get("operation") if isinstance(op, dict) else None
            if name in EXTENSION_OPERATIONS:
                return "patch %d: %s is a plansql extension" % (i, name)
            if isinstance(op, dict) and isinstance(op.get("filter"), dict):
                found = self.find(op["filter"], self.defs["Filter"],
                                  "patch/%d/filter" % i)
                if found:
                    return found
        return None


def _pointer(path):
    parts = [str(p).replace("~", "~0").replace("/", "~1") for p in path]
    return "/" + "/".join(parts) if parts else "/"


def _input(top, plan_path, patch_path):
    """The plan read and the patch applied to it (None for none)."""
    if patch_path == "case":
        case = _load(plan_path)
        plan = case["plan"]
        if isinstance(plan, str):
            plan = _load(os.path.join(top, plan))
        return plan, case["patch"]
    patch = None if patch_path == "-" else _load(patch_path)
    return _load(plan_path), patch


def _shared_name(plan_path):
    """A table name the case's own catalog holds in several schemas: a
    catalog the seed system cannot have, whose tables the audit may
    have to name with their schema."""
    path = os.path.splitext(plan_path)[0] + ".catalog"
    if not os.path.exists(path):
        return None
    seen = set()
    for table in _load(path):
        name = table.get("table_name")
        if name in seen:
            return "the catalog holds %r in several schemas" % name
        seen.add(name)
    return None


def _tableless_global_filter(plan, written):
    """A global filter given without "table" and written back without one:
    the seed model requires it, and plansql reads the column of a query's
    one selection (an extension)."""
    def tableless(p, i):
        items = p.get("global_filters") or []
        f = items[i] if i < len(items) else None
        return isinstance(f, dict) and "column" in f and f.get("table") is None
    for i in range(len(plan.get("global_filters") or [])):
        if tableless(plan, i) and tableless(written, i):
            return "/global_filters/%d has no table, which the seed " \
                "model requires" % i
    return None


def judge(validator, extensions, top, plan_path, output_path, patch_path):
    plan, patch = _input(top, plan_path, patch_path)
    reason = extensions.in_plan(plan) or _shared_name(plan_path) or \
        _tableless_global_filter(plan, _load(output_path))
    if not reason and patch is not None:
        reason = extensions.in_patch(patch)
    if reason:
        return True, "skip %s: %s" % (output_path, reason)
    error = best_match(validator.iter_errors(_load(output_path)))
    if error is None:
        return True, "valid %s" % output_path
    return False, "invalid %s: %s: %s" % (
        output_path, _pointer(error.absolute_path), error.message[:300])


def main(argv):
    top = "."
    if len(argv) > 2 and argv[1] == "--top":
        top = argv[2]
        argv = argv[:1] + argv[3:]
    if len(argv) < 6 or (len(argv) - 3) % 3:
        sys.stderr.write("usage: %s [--top DIR] SEED_SCHEMA PLAN_SCHEMA "
                         "(INPUT OUTPUT PATCH|-|case)...\n" % argv[0])
        return 2
    try:
        seed = _load(argv[1])
        extensions = Extensions(seed, _load(argv[2]))
        validator = Draft202012Validator(seed)
        ok = True
        for i in range(3, len(argv), 3):
            good, line = judge(validator, extensions, top, *argv[i:i + 3])
            print(line)
            ok = ok and good
    except (OSError, ValueError, KeyError) as e:
        sys.stderr.write("%s: %s\n" % (argv[0], e))
        return 2
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))

#!/usr/bin/env python3
"""The dependency rule of src/README.md, on the includes of the sources.

    house.py TOP_SRCDIR

Each folder of src/ is a stage; dialects/ belongs to the sql stage.  A
file may include the headers of its own stage and of the stages before
it in STAGES, never of a later one.  src/cli, the command-line tool, may
include only plansql.h and its own headers (configure's values come as
flags): it is
a client of the public API like any other program.  Every include names
its folder ("plan/plan.h"), but the command-line tool's of its own
headers; every folder of src/ is a stage of the rule.
"""
import os
import re
import sys

STAGES = ["common", "json", "sql", "plan", "catalog", "audit", "patch",
          "lower", "compile", "exec", "import", "ask", "eval", "api", "cli"]
PUBLIC = {"plansql.h", "config.h"}

failures = []


def fail(message):
    failures.append(message)
    print("FAIL: " + message, file=sys.stderr)


def sources(top):
    for folder in sorted(os.listdir(os.path.join(top, "src"))):
        path = os.path.join(top, "src", folder)
        if not os.path.isdir(path):
            continue
        if folder not in STAGES:
            fail("src/%s is no stage of the rule (tests/tree/house.py)"
                 % folder)
            continue
        for name in sorted(os.listdir(path)):
            if name.endswith((".c", ".h")):
                yield "src/%s/%s" % (folder, name), folder
    for name in sorted(os.listdir(os.path.join(top, "dialects"))):
        if name.endswith((".c", ".h")):
            yield "dialects/" + name, "sql"


def includes(top, path):
    with open(os.path.join(top, path), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            m = re.match(r'\s*#\s*include\s+"([^"]+)"', line)
            if m:
                yield n, m.group(1)


def main():
    top = sys.argv[1]
    checked = 0
    for path, stage in sources(top):
        for line, header in includes(top, path):
            checked += 1
            if header in PUBLIC and not (stage == "cli" and
                                         header == "config.h"):
                continue
            if header == "config.h":
                fail("%s:%d: the command-line tool includes config.h: "
                     "configure's values come as flags" % (path, line))
                continue
            if "/" not in header:
                # the command-line tool names its own headers plainly
                own = os.path.join(top, os.path.dirname(path), header)
                if stage != "cli" or not os.path.exists(own):
                    fail("%s:%d: #include \"%s\" names no folder"
                         % (path, line, header))
                continue
            target = header.split("/")[0]
            if target not in STAGES:
                fail("%s:%d: %s is in no stage" % (path, line, header))
            elif stage == "cli" and target != "cli":
                fail("%s:%d: the command-line tool includes %s: it "
                     "uses plansql.h only" % (path, line, header))
            elif STAGES.index(target) > STAGES.index(stage):
                fail("%s:%d: the %s stage includes %s, of the later stage "
                     "%s (src/README.md)" % (path, line, stage, header, target))
    print("house: %d includes checked, %d failures" % (checked, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""The accuracy section of bench/RESULTS.md, from the reports of
"plansql eval --format json" that bench/eval wrote.

    eval_table.py WORK CORPUS COMMIT RESULTS.md [SECTION.md]

WORK holds full.json and standard.json (each with the SQL baseline).
With SECTION.md the section is written there alone; else it replaces the
section of RESULTS.md (or goes before "## Targets" when it has none).
Either way two parts of the section RESULTS.md has are kept: the
history (a row is added when the figures change) and "What still
fails", which people write after reading the failures.
"""
import json
import os
import sys

HEADING = "## plansql ask: accuracy"
HISTORY = "### History"
STILL_FAILS = "### What still fails"
OUTCOMES = ["wrong", "extra-columns", "refused", "clarify", "terminate",
            "failed", "no-reply", "error"]


def row(label, summary):
    o = summary["outcomes"]
    cells = [label, str(summary["correct"]), str(summary["scored"]),
             "%.1f%%" % summary["percent"],
             "%d (%.1f%%)" % (summary["right_rows"],
                             summary["right_rows_percent"])]
    for name in OUTCOMES:
        cell = str(o[name])
        if name == "clarify" and o[name]:
            cell += " (%d right)" % summary["clarify_likeliest_right"]
        cells.append(cell)
    return "| " + " | ".join(cells) + " |"


def right_only(report, right, other):
    ids = []
    for q in report["results"]:
        a, b = q[right], q[other]
        if a and b and a["outcome"] == "correct" and \
                b["outcome"] not in ("correct", "error"):
            ids.append(q["id"])
    return ids


def id_list(ids):
    return ", ".join(ids) if ids else "none"


def old_section(text, heading=HEADING):
    """The section under heading (the accuracy section) of a RESULTS.md
    text, or ""."""
    start = text.find(heading + "\n")
    if start < 0:
        return ""
    end = text.find("\n## ", start + len(heading))
    return text[start:end + 1 if end >= 0 else len(text)]


def history_rows(old):
    """The rows of the history table of the old section."""
    at = old.find(HISTORY + "\n")
    if at < 0:
        return []
    rows = []
    for line in old[at:].split("\n")[1:]:
        if line.startswith("### "):
            break
        if line.startswith("| ") and not line.startswith("| commit"):
            rows.append(line)
    return rows


def figures(summary):
    return "%d (%.1f%%)" % (summary["correct"], summary["percent"])


def history(old, commit, full, standard):
    rows = history_rows(old)
    now = [figures(full["summary"]["sql"]), figures(full["summary"]["plan"]),
           "%d" % full["summary"]["plan"]["right_rows"],
           figures(standard["summary"]["plan"])]
    last = [c.strip() for c in rows[-1].strip("|").split("|")][1:] \
        if rows else None
    if last != now:
        rows.append("| " + " | ".join([commit] + now) + " |")
    return [HISTORY, "",
            "The figures at each change of what ask answers (the first "
            "row: the corpus's own, at the commit its prompts are "
            "from).", "",
            "| commit | sql | plan-full | plan-full right rows "
            "| plan-standard |",
            "|---|---|---|---|---|"] + rows + [""]


def still_fails(old):
    at = old.find(STILL_FAILS + "\n")
    if at < 0:
        return [STILL_FAILS, "", "Not written yet: read the questions "
                "listed above one by one.", ""]
    return old[at:].rstrip("\n").split("\n") + [""]


def section(work, corpus, commit, old):
    full = json.load(open(os.path.join(work, "full.json")))
    standard = json.load(open(os.path.join(work, "standard.json")))
    name = os.path.basename(os.path.normpath(corpus))
    lines = [
        HEADING, "",
        "Execution accuracy of `plansql ask` on a strong model's recorded "
        "replies to plansql's own prompts (`%s`: %d questions, "
        "see its README), replayed with `plansql eval --replay` at %s: "
        "no model runs. Rows are compared as the benchmarks do "
        "(docs/eval.md). A replay measures the audit and the compiler: a "
        "round the model was never asked at collection is no-reply, never "
        "correct. Right rows counts the clarify answers too, whose likeliest "
        "reading `plansql ask` shows with its questions. Written by "
        "`bench/eval`; every change to what ask answers reports this "
        "table before and after."
        % (name, full["questions"], commit), "",
        "| mode | correct | of | accuracy | right rows | " +
        " | ".join(OUTCOMES) + " |",
        "|---" * (5 + len(OUTCOMES)) + "|",
        row("sql: the model writes SQL", full["summary"]["sql"]),
        row("plan-full: `plansql ask --tier full`", full["summary"]["plan"]),
        row("plan-standard: `plansql ask` (default tier)",
            standard["summary"]["plan"]),
        ""]
    for label, report in (("plan-full", full), ("plan-standard", standard)):
        lines.append("- %s right, SQL not: %s." % (
            label, id_list(right_only(report, "plan", "sql"))))
        lines.append("- SQL right, %s not: %s." % (
            label, id_list(right_only(report, "sql", "plan"))))
    lines.append("")
    lines += history(old, commit, full, standard)
    lines += still_fails(old)
    return "\n".join(lines).rstrip("\n") + "\n"


def replace_section(text, new, heading=HEADING):
    """text with the section under heading (the accuracy section)
    replaced by new, or inserted before "## Targets"."""
    start = text.find(heading + "\n")
    if start < 0:
        at = text.find("## Targets")
        at = at if at >= 0 else len(text)
        return text[:at] + new + "\n" + text[at:]
    end = text.find("\n## ", start + len(heading))
    end = end + 1 if end >= 0 else len(text)
    return text[:start] + new + "\n" + text[end:]


def main(argv):
    work, corpus, commit, results = argv[1:5]
    target = argv[5] if len(argv) > 5 else ""
    text = open(results).read() if os.path.exists(results) else ""
    new = section(work, corpus, commit, old_section(text))
    if target:
        with open(target, "w") as f:
            f.write(new)
        return
    with open(results, "w") as f:
        f.write(replace_section(text, new))
    print(new, end="")


if __name__ == "__main__":
    main(sys.argv)

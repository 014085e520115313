#!/usr/bin/env python3
"""The accuracy section of bench/RESULTS.md, from the reports of
"plansql eval --format json" that bench/eval wrote.

    eval_table.py WORK CORPUS COMMIT RESULTS.md [SECTION.md]

WORK holds full.json and standard.json (each with the SQL baseline).
With SECTION.md the section is written there alone; else it replaces the
section of RESULTS.md (or goes before "## Targets" when it has none).
"""
import json
import os
import sys

HEADING = "## plansql ask: accuracy"
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


def section(work, corpus, commit):
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
    return "\n".join(lines) + "\n"


def replace_section(text, new):
    """text with the accuracy section replaced by new (or inserted)."""
    start = text.find(HEADING + "\n")
    if start < 0:
        at = text.find("## Targets")
        at = at if at >= 0 else len(text)
        return text[:at] + new + "\n" + text[at:]
    end = text.find("\n## ", start + len(HEADING))
    end = end + 1 if end >= 0 else len(text)
    return text[:start] + new + "\n" + text[end:]


def main(argv):
    work, corpus, commit, results = argv[1:5]
    target = argv[5] if len(argv) > 5 else ""
    new = section(work, corpus, commit)
    if target:
        with open(target, "w") as f:
            f.write(new)
        return
    text = open(results).read() if os.path.exists(results) else ""
    with open(results, "w") as f:
        f.write(replace_section(text, new))
    print(new, end="")


if __name__ == "__main__":
    main(sys.argv)

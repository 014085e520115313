"""The ask sections of bench/RESULTS.md, from the result lines of
prompt_size.py and ask_time.py (bench/report.py calls ask_sections)."""
import statistics

TARGET_ASK_MS = 5.0
TIERS = ["minimal", "standard", "full"]


def table(header, rows):
    out = ["| " + " | ".join(header) + " |",
           "|" + "---|" * len(header)]
    return out + ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]


def prompt_section(rows):
    out = ["## plansql ask: prompt size", "",
           "Tokens of the messages plansql ask sends (system and user, "
           "from `--show-prompt --format json`), counted with OpenAI's "
           "o200k_base BPE (npm gpt-tokenizer), the median over 10 "
           "questions per database; the structured-output schema sent "
           "beside them is counted apart. Against the same messages with "
           "every table described (no selection) and with a plain CREATE "
           "TABLE dump of the whole schema in their place. Written by "
           "`bench/ask/prompt_size.py`; the 1000-table catalog by "
           "`bench/ask/gen_catalog.py`.", ""]
    if not rows:
        return out + ["Not measured: npm or the tokenizer was not "
                      "reachable.", ""]
    cells = []
    for db in dict.fromkeys(r["database"] for r in rows):
        for tier in TIERS:
            rs = [r for r in rows if r["database"] == db and r["tier"] == tier]
            med = lambda k: statistics.median(r[k] for r in rs)
            sent, whole, ddl = med("tokens"), med("whole_tokens"), \
                med("ddl_tokens")
            cells.append([db, tier,
                          f"{med('tables'):.0f} of {rs[0]['all_tables']}",
                          f"{sent:.0f}", f"{max(r['tokens'] for r in rs)}",
                          f"{med('schema_tokens'):.0f}", f"{whole:.0f}",
                          f"{sent / whole:.3f}", f"{ddl:.0f}",
                          f"{sent / ddl:.3f}"])
    out += table(["database", "tier", "tables sent", "tokens",
                  "max tokens", "schema tokens", "every table described",
                  "sent / every table", "CREATE TABLE dump",
                  "sent / dump"], cells)
    return out + [""]


def time_section(rows):
    out = ["## plansql ask: time", "",
           "The model left out: `tests/cli/fake_llm.py` answers each "
           "request at once with the same plan (tracks per genre, demo database). "
           "plansql's own time is the ask's `seconds.prompt + seconds.checks` (choosing "
           "tables, writing the prompt, reading, auditing, compiling and "
           "EXPLAINing the answer); the whole processes run in turn in the "
           "same rounds: `plansql ask --plan-only --format json`, `plansql "
           "compile` of the same final plan on the same database, and curl "
           "posting the same request body to the same server (the "
           "transport floor). Written by `bench/ask/ask_time.py`.", ""]
    by = {r["process"]: r for r in rows}
    ask, comp, curl = by["ask"], by["compile"], by["curl"]
    ms = lambda us: f"{us / 1000:.2f}"
    cells = [[f"plansql ask, seconds.prompt + seconds.checks (in process)",
              ms(ask["plansql_us"]), ms(ask["plansql_min_us"]),
              ms(ask["plansql_max_us"]), "-", "-"]]
    for name, label in (("ask", "plansql ask (whole process)"),
                        ("compile", "plansql compile of the final plan"),
                        ("curl", "curl POST of the request body")):
        r = by[name]
        cells.append([label, ms(r["median_us"]), ms(r["min_us"]),
                      ms(r["max_us"]), ms(r["cpu_us"]),
                      f"{ask['median_us'] / r['median_us']:.1f}x"])
    out += table(["what", "median ms", "min ms", "max ms", "CPU ms",
                  "ask / this"], cells)
    plansql_ms = ask["plansql_us"] / 1000
    out += ["", f"Over the {ask['runs']} runs, the ask process took "
            f"{ms(ask['median_us'] - comp['median_us'])} ms more than "
            "compiling the plan it answered with, and "
            f"{ms(ask['median_us'] - curl['median_us'])} ms more than curl "
            "sending its request.", "",
            f"- plansql's own time per question under {TARGET_ASK_MS:.0f} "
            f"ms on the demo database, model excluded: {plansql_ms:.2f} ms, "
            + ("met." if plansql_ms < TARGET_ASK_MS else
               f"missed by {100 * (plansql_ms / TARGET_ASK_MS - 1):.0f}%."),
            ""]
    return out


def ask_sections(results):
    """The markdown lines, and the summary's part (or None)."""
    prompt = [r for r in results if r.get("bench") == "ask-prompt"]
    timing = [r for r in results if r.get("bench") == "ask-time"]
    out = prompt_section(prompt)
    summary = None
    if timing:
        out += time_section(timing)
        ask = next(r for r in timing if r["process"] == "ask")
        summary = f"ask {ask['plansql_us'] / 1000:.2f} ms"
    return out, summary

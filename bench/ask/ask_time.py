#!/usr/bin/python3
"""plansql's own time per ask, the model left out: tests/cli/fake_llm.py
answers every request at once with the same plan, and plansql ask
(--plan-only --format json, on the demo database) reports the seconds it
spent itself (seconds.prompt + seconds.checks: choosing tables, writing the prompt,
reading, auditing, compiling and EXPLAINing the answer).  Beside it, as
whole processes run in turn in the same rounds: the ask, plansql compile
of the same final plan on the same database (what the LLM step adds is
the ratio), and curl posting the same request body to the same server
(the transport floor).

Usage: ask_time.py PLANSQL DEMO_DB FAKE_LLM WORK_DIR [RUNS]

One JSON line per command: median, min and max wall and CPU
microseconds, and for the ask the median of seconds.prompt +
seconds.checks.
"""
import json
import os
import shutil
import statistics
import subprocess
import sys
import time

NOW = "2026-01-15"
QUESTION = "How many tracks does each genre have?"
PLAN = {
    "decision": "proceed", "intent_summary": "Tracks per genre",
    "selections": [
        {"table": "tracks", "columns": []},
        {"table": "genres", "columns": [
            {"table": "genres", "column": "Name", "role": "projection"}]}],
    "join_edges": [{"from_table": "tracks", "from_column": "GenreId",
                    "to_table": "genres", "to_column": "GenreId",
                    "join_type": "inner"}],
    "group_by": {"group_by_columns": [{"table": "genres", "column": "Name"}],
                 "aggregates": [{"function": "COUNT", "alias": "tracks"}]},
    "order_by": [{"table": "genres", "column": "tracks",
                  "direction": "DESC"}],
    "limit": None}


def spawn_once(argv, out_fd):
    """(wall us, cpu us, exit status) of one run of argv, its standard
    output to out_fd, its errors thrown away."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    start = time.perf_counter_ns()
    pid = os.posix_spawn(argv[0], argv, os.environ,
                         file_actions=[(os.POSIX_SPAWN_DUP2, out_fd, 1),
                                       (os.POSIX_SPAWN_DUP2, devnull, 2)])
    _, status, usage = os.wait4(pid, 0)
    wall = (time.perf_counter_ns() - start) / 1000
    os.close(devnull)
    cpu = (usage.ru_utime + usage.ru_stime) * 1e6
    return wall, cpu, os.waitstatus_to_exitcode(status)


def start_server(fake_llm, work, steps):
    script = [{"api": "openai", "content": json.dumps(PLAN)}] * steps
    with open(f"{work}/script.json", "w") as f:
        json.dump(script, f)
    port = f"{work}/port"
    if os.path.exists(port):
        os.remove(port)
    server = subprocess.Popen([sys.executable, fake_llm, f"{work}/script.json",
                               port, f"{work}/llm.log", "60"])
    for _ in range(100):
        if os.path.exists(port) and open(port).read().strip():
            return server, int(open(port).read())
        time.sleep(0.1)
    server.kill()
    sys.exit("ask_time: the fake model server did not start")


def commands(plansql, demo_db, work, url):
    """(name, argv) of each process timed; writes the plan and the
    request body they share."""
    db = ["--db", f"sqlite:{demo_db}"]
    ask = [plansql, "ask", *db, "--llm", url, "--model", "m", "--now", NOW]
    shown = subprocess.run(ask + ["--show-prompt", "--format", "json",
                                  QUESTION], capture_output=True, text=True,
                           check=True).stdout
    request = json.loads(shown)["request"]
    with open(f"{work}/body.json", "w") as f:
        json.dump(request["body"], f)
    with open(f"{work}/plan.json", "w") as f:
        json.dump(PLAN, f)
    curl = shutil.which("curl")
    if not curl:
        sys.exit("ask_time: the transport floor needs curl")
    return [("ask", ask + ["--plan-only", "--format", "json", QUESTION]),
            ("compile", [plansql, "compile", *db, "--now", NOW,
                         f"{work}/plan.json"]),
            ("curl", [curl, "-sf", "-o", "/dev/null", "-H",
                      "Content-Type: application/json", "--data-binary",
                      f"@{work}/body.json", url + request["path"]])]


def plansql_seconds(path):
    with open(path) as f:
        seconds = json.load(f)["seconds"]
    return seconds["prompt"] + seconds["checks"]


def main(argv):
    if len(argv) not in (5, 6):
        sys.exit("usage: ask_time.py PLANSQL DEMO_DB FAKE_LLM WORK_DIR "
                 "[RUNS]")
    plansql, demo_db, fake_llm, work = argv[1:5]
    runs = int(argv[5]) if len(argv) == 6 else 50
    server, port = start_server(fake_llm, work, 2 * (runs + 2))
    try:
        timed = commands(plansql, demo_db, work,
                         f"http://127.0.0.1:{port}/v1")
        times = {name: [] for name, _ in timed}
        inside = []
        out_path = f"{work}/ask-out.json"
        for round_ in range(runs + 1):  # the first: warm-up, not counted
            for name, words in timed:
                fd = os.open(out_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
                result = spawn_once(words, fd)
                os.close(fd)
                if result[2] != 0:
                    sys.exit(f"ask_time: {name} fails: {' '.join(words)}")
                if round_:
                    times[name].append(result)
                    if name == "ask":
                        inside.append(plansql_seconds(out_path))
    finally:
        server.kill()
        server.wait()
    for name, words in timed:
        walls = [t[0] for t in times[name]]
        row = {"bench": "ask-time", "peer": "plansql", "process": name,
               "runs": runs, "median_us": statistics.median(walls),
               "min_us": min(walls), "max_us": max(walls),
               "cpu_us": statistics.median(t[1] for t in times[name])}
        if name == "ask":
            row["plansql_us"] = statistics.median(inside) * 1e6
            row["plansql_min_us"] = min(inside) * 1e6
            row["plansql_max_us"] = max(inside) * 1e6
        print(json.dumps(row))


if __name__ == "__main__":
    main(sys.argv)

#!/usr/bin/python3
"""Start-up: the time of a whole process, from spawn to exit, for
plansql compiling one example plan and for its peers merely loading
their libraries (SQLGlot in Python, Knex in Node.js).  An empty process
(true) is timed too: what any command costs on this machine.

Usage: startup.py PLANSQL PLAN PYTHON KNEX_DIR [RUNS]

The commands are run in turn, one of each per round, so that a change of
the machine's speed during the run touches them all alike; each process
is timed from before posix_spawn to its exit (wall) and by the kernel's
accounting of its CPU time (wait4).  One JSON line per command: the
median wall and CPU microseconds over the runs, then min and max.
Output is thrown away (to /dev/null), as a shell pipeline would not be
part of the start-up.
"""

import json
import os
import shutil
import statistics
import sys
import time


def spawn_once(argv, devnull, cwd):
    """(wall us, cpu us, exit status) of one run of argv."""
    start = time.perf_counter_ns()
    if cwd is None:
        pid = os.posix_spawn(argv[0], argv, os.environ,
                             file_actions=[(os.POSIX_SPAWN_DUP2, devnull, 1),
                                           (os.POSIX_SPAWN_DUP2, devnull, 2)])
    else:
        pid = spawn_in(argv, devnull, cwd)
    _, status, usage = os.wait4(pid, 0)
    wall = (time.perf_counter_ns() - start) / 1000
    cpu = (usage.ru_utime + usage.ru_stime) * 1e6
    return wall, cpu, os.waitstatus_to_exitcode(status)


def spawn_in(argv, devnull, cwd):
    """posix_spawn has no working directory: a fork for the rare command
    that needs one (Node.js finds Knex from its directory)."""
    pid = os.fork()
    if pid == 0:
        try:
            os.chdir(cwd)
            os.dup2(devnull, 1)
            os.dup2(devnull, 2)
            os.execv(argv[0], argv)
        finally:
            os._exit(127)
    return pid


def commands(plansql, plan, python, knex_dir):
    """(name, argv, working directory) of each process timed."""
    node = shutil.which("node")
    if not node:
        sys.exit("startup: the Knex peer needs Node.js")
    return [("true", [shutil.which("true") or "/bin/true"], None),
            ("plansql", [plansql, "compile", plan], None),
            ("sqlglot", [python, "-c", "import sqlglot"], None),
            ("knex", [node, "-e", "require('knex')"], knex_dir)]


def main(argv):
    if len(argv) not in (5, 6):
        sys.exit("usage: startup.py PLANSQL PLAN PYTHON KNEX_DIR [RUNS]")
    runs = int(argv[5]) if len(argv) == 6 else 50
    timed = commands(*argv[1:5])
    devnull = os.open(os.devnull, os.O_WRONLY)
    times = {name: [] for name, _, _ in timed}
    for name, words, cwd in timed:  # warm-up: caches, not counted
        if spawn_once(words, devnull, cwd)[2] != 0:
            sys.exit(f"startup: {name} fails: {' '.join(words)}")
    for _ in range(runs):
        for name, words, cwd in timed:
            times[name].append(spawn_once(words, devnull, cwd))
    for name, words, _ in timed:
        walls = [t[0] for t in times[name]]
        cpus = [t[1] for t in times[name]]
        print(json.dumps({
            "peer": name, "bench": "startup", "command": " ".join(words),
            "runs": runs, "wall_us": statistics.median(walls),
            "wall_min_us": min(walls), "wall_max_us": max(walls),
            "cpu_us": statistics.median(cpus)}))


if __name__ == "__main__":
    main(sys.argv)

# The values database of tests/cli/run.sh: what a result may hold that an
# output format must carry intact.  Run as: python3 values.py DB
import sqlite3
import sys

ROWS = [
    (1, "plain", 42, 3.5),
    (2, "comma, and \"quotes\"", -7, 0.25),
    (3, "line\nbreak\tand tab", 0, -1.5),
    (4, None, None, None),
    (5, "NULL", 1, 2.0),
    (6, "'NULL'", 2, 1e20),
    (7, "", 3, 10.0),
    (8, "back\\slash | pipe *star* _u_", 4, 0.5),
    (9, "Ünïcödé 日本語", 12345678901, 1.0),
    (10, "\r\nCRLF", 5, 6.0),
]

db = sqlite3.connect(sys.argv[1])
db.execute("CREATE TABLE items (id INTEGER PRIMARY KEY, label TEXT,"
           " amount INTEGER, ratio REAL)")
db.executemany("INSERT INTO items VALUES (?, ?, ?, ?)", ROWS)
db.commit()

"""Execution accuracy: whether the rows a query returned are the rows
expected, as plansql eval judges plansql ask's answers (the C library's
plansql_rows_compare): a multiset of rows, or a list when order counts;
columns matched in any order by their values; numbers with a fraction
rounded to the significant digits a relative tolerance keeps (whole numbers
exactly); a text never equals a number."""
import ctypes
import datetime
import decimal
import math

from ._lib import Value, encode, lib, text

_NULL, _NUMBER, _TEXT = 0, 1, 2


def _number_text(value):
    if isinstance(value, float) and math.isnan(value):
        return "NaN"
    if isinstance(value, float) and math.isinf(value):
        return "Infinity" if value > 0 else "-Infinity"
    return repr(value) if isinstance(value, float) else str(value)


def _value(value):
    """(kind, text) of a value a database driver returns."""
    if value is None:
        return _NULL, None
    if isinstance(value, bool):  # before int: bool is an int
        raise TypeError("plansql: a boolean has no one form across "
                        "engines: give 1 and 0, or the text the engine "
                        "returns")
    if isinstance(value, (int, float, decimal.Decimal)):
        return _NUMBER, _number_text(value)
    if isinstance(value, str):
        return _TEXT, value
    if isinstance(value, datetime.datetime):
        return _TEXT, value.isoformat(" ")  # as SQLite keeps it
    if isinstance(value, (datetime.date, datetime.time)):
        return _TEXT, value.isoformat()
    raise TypeError("plansql: a row value is None, a number, a str or a "
                    f"date, not {type(value).__name__}")


class _Rows:
    """A plansql_rows built from Python rows, freed with the object."""

    def __init__(self, rows, names):
        rows = [list(r) for r in rows]
        count = len(names) if names is not None else (
            len(rows[0]) if rows else 1)
        if names is not None:
            array = (ctypes.c_char_p * count)(*[encode(n) for n in names])
        else:
            array = None
        self.pointer = lib.plansql_rows_new(count, array)
        if not self.pointer:
            raise MemoryError("plansql: out of memory")
        try:
            for i, row in enumerate(rows):
                self._add(row, count, i)
        except BaseException:
            self.close()
            raise

    def _add(self, row, count, index):
        if len(row) != count:
            raise ValueError(f"plansql: row {index + 1} has {len(row)} "
                             f"values, not {count}")
        values = (Value * count)()
        for c, v in enumerate(row):
            kind, t = _value(v)
            values[c].kind = kind
            values[c].text = encode(t)
        status = lib.plansql_rows_add(self.pointer, values)
        if status == -1:
            raise MemoryError("plansql: out of memory")
        if status:
            raise ValueError(f"plansql: row {index + 1} holds a value the "
                             "library refuses")

    def close(self):
        if self.pointer:
            lib.plansql_rows_free(self.pointer)
            self.pointer = None


class Comparison:
    """How actual rows compare with the expected ones.

    match: "equal", "extra-columns" or "different"; reason: one
    sentence; columns: for each expected column, the actual column
    matched with it (or shown beside it), or None; expected_row,
    actual_row: when the rows differ, the first expected row the actual
    rows lack and the first actual row not expected (indexes), or None.
    True when the rows are equal."""

    def __init__(self, match, reason, columns, expected_row, actual_row):
        self.match = match
        self.reason = reason
        self.columns = columns
        self.expected_row = expected_row
        self.actual_row = actual_row

    def __bool__(self):
        return self.match == "equal"

    def __repr__(self):
        return f"Comparison({self.match!r}, {self.reason!r})"


def _index(n):
    return None if n < 0 else n


def compare_rows(expected, actual, ordered=False, tolerance=None,
                 expected_columns=None, actual_columns=None):
    """Compares actual rows with the expected ones (sequences of rows,
    each a sequence of values: None, numbers, str, dates).  ordered:
    the rows must come in the expected order (plansql.orders_rows of the
    expected query says whether it orders them).  tolerance: relative,
    for numbers with a fraction, kept as significant digits (default 1e-9:
    9 digits).  *_columns: the column names, which also
    give the number of columns of rows that have none."""
    expected = [list(r) for r in expected]
    actual = [list(r) for r in actual]
    with_names = (expected_columns, actual_columns)
    sets = []
    try:
        for rows, names in zip((expected, actual), with_names):
            sets.append(_Rows(rows, names))
        c = lib.plansql_rows_compare(sets[0].pointer, sets[1].pointer,
                                     1 if ordered else 0,
                                     -1.0 if tolerance is None
                                     else float(tolerance))
        if not c:
            raise MemoryError("plansql: out of memory")
        try:
            match = lib.plansql_comparison_match(c)
            count = len(expected_columns) if expected_columns is not None \
                else (len(expected[0]) if expected else 1)
            return Comparison(
                text(lib.plansql_match_name(match)),
                text(lib.plansql_comparison_reason(c)),
                [_index(lib.plansql_comparison_column(c, i))
                 for i in range(count)],
                _index(lib.plansql_comparison_expected_row(c)),
                _index(lib.plansql_comparison_actual_row(c)))
        finally:
            lib.plansql_comparison_free(c)
    finally:
        for s in sets:
            s.close()


def orders_rows(sql):
    """Whether the statement orders its rows: an ORDER BY at its top
    level (outside parentheses, strings, quoted names and comments)."""
    data = sql.encode("utf-8")
    return bool(lib.plansql_sql_orders_rows(data, len(data)))

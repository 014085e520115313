"""The C library and its ctypes declarations: the one place that knows
the ABI of include/plansql.h.  Nothing here is public."""
import ctypes
import ctypes.util
import os

try:  # written by make; absent when run from the sources
    from ._paths import LIBDIR as _LIBDIR
except ImportError:
    _LIBDIR = None

c_char_p = ctypes.c_char_p
c_void_p = ctypes.c_void_p
c_size_t = ctypes.c_size_t


class Options(ctypes.Structure):
    """plansql_options, field for field; size is set to its sizeof."""
    _fields_ = [
        ("size", c_size_t),
        ("dialect", ctypes.c_int),
        ("flags", ctypes.c_uint),
        ("catalog", c_void_p),
        ("policy", c_void_p),
        ("now", c_char_p),
        ("glossary", c_void_p),
    ]


# plansql_options.flags
COMPACT = 0x01
VERIFY = 0x02
NO_AUDIT = 0x08
STRICT = 0x10
DESCRIBE = 0x20
PARAMS = 0x100

# The int status of the calls that only build or append.
OK = 0
NOMEM = -1
MISUSE = -2

# plansql_catalog_builder_column flags.
PRIMARY_KEY = 0x01
NOT_NULL = 0x02
PRIVATE = 0x04

ASK_SEND = ctypes.CFUNCTYPE(ctypes.c_int, c_void_p, c_char_p, c_char_p,
                            c_size_t, ctypes.POINTER(c_void_p),
                            ctypes.POINTER(c_size_t))
ASK_EXPLAIN = ctypes.CFUNCTYPE(c_void_p, c_void_p, c_char_p)


class AskOptions(ctypes.Structure):
    """plansql_ask_options, field for field."""
    _fields_ = [
        ("size", c_size_t),
        ("api", ctypes.c_int),
        ("tier", ctypes.c_int),
        ("model", c_char_p),
        ("temperature", ctypes.c_double),
        ("max_tokens", ctypes.c_long),
        ("candidates", ctypes.c_uint),
        ("retries", ctypes.c_uint),
        ("budget", c_size_t),
        ("samples", ctypes.c_int),
        ("schema", ctypes.c_int),
        ("compile", ctypes.POINTER(Options)),
        ("base_url", c_char_p),
        ("key", c_char_p),
        ("timeout_ms", ctypes.c_long),
        ("send", ASK_SEND),
        ("send_context", c_void_p),
        ("explain", ASK_EXPLAIN),
        ("explain_context", c_void_p),
    ]


class Param(ctypes.Structure):
    """The leading fields of plansql_param (fields may be appended)."""
    _fields_ = [("type", ctypes.c_int), ("text", c_char_p)]


class Diagnostic(ctypes.Structure):
    """The leading fields of plansql_diagnostic (fields may be appended:
    the library hands out the pointer, only these are read)."""
    _fields_ = [
        ("severity", ctypes.c_int),
        ("code", c_char_p),
        ("pointer", c_char_p),
        ("message", c_char_p),
        ("hint", c_char_p),
        ("offset", ctypes.c_long),
        ("line", ctypes.c_long),
        ("column", ctypes.c_long),
        ("before", c_char_p),
        ("after", c_char_p),
        ("in_patch", ctypes.c_int),
    ]


class Column(ctypes.Structure):
    """The leading fields of plansql_column (fields may be appended)."""
    _fields_ = [
        ("name", c_char_p),
        ("kind", ctypes.c_int),
        ("schema", c_char_p),
        ("table", c_char_p),
        ("column", c_char_p),
        ("type", c_char_p),
        ("value_type", c_char_p),
        ("function", c_char_p),
        ("id", c_char_p),
    ]


class Read(ctypes.Structure):
    """The leading fields of plansql_read (fields may be appended)."""
    _fields_ = [("schema", c_char_p), ("table", c_char_p),
                ("column", c_char_p)]


class OrderItem(ctypes.Structure):
    """plansql_order_item, field for field (an array is passed)."""
    _fields_ = [("table", c_char_p), ("column", c_char_p),
                ("descending", ctypes.c_int), ("id", c_char_p)]


class Attachment(ctypes.Structure):
    """plansql_attachment."""
    _fields_ = [("name", c_char_p), ("path", c_char_p)]


class LoadOptions(ctypes.Structure):
    """plansql_load_options, field for field."""
    _fields_ = [
        ("size", c_size_t),
        ("schemas", c_char_p),
        ("attachments", ctypes.POINTER(Attachment)),
        ("attachment_count", c_size_t),
        ("connect_timeout_ms", ctypes.c_long),
    ]


class Value(ctypes.Structure):
    """plansql_value: a kind (0 NULL, 1 number, 2 text) and its text."""
    _fields_ = [("kind", ctypes.c_int), ("text", c_char_p)]


def _candidates():
    """Where the library may be, most specific first."""
    named = os.environ.get("PLANSQL_LIBRARY")
    if named:
        return [named]
    found = []
    if _LIBDIR:
        found.append(os.path.join(_LIBDIR, "libplansql.so.0"))
    found.append(ctypes.util.find_library("plansql"))
    found += ["libplansql.so.0", "libplansql.so"]
    return [name for name in found if name]


def _open():
    errors = []
    for name in _candidates():
        try:
            return ctypes.CDLL(name)
        except OSError as error:
            errors.append(str(error))
    raise OSError("plansql: cannot load libplansql (set PLANSQL_LIBRARY "
                  "to its path): " + "; ".join(errors))


# (name, restype, argtypes) of every function the binding calls.
_P = c_void_p
_PP = ctypes.POINTER(c_void_p)
_OPT = ctypes.POINTER(Options)
_FUNCTIONS = [
    ("plansql_version", c_char_p, []),
    ("plansql_version_number", ctypes.c_int, []),
    ("plansql_dialect_count", c_size_t, []),
    ("plansql_dialect_name", c_char_p, [ctypes.c_int]),
    ("plansql_catalog_query", c_char_p, [ctypes.c_int]),
    ("plansql_dialect_from_name", ctypes.c_int,
     [c_char_p, ctypes.POINTER(ctypes.c_int)]),
    ("plansql_options_init", None, [_OPT, c_size_t]),
    ("plansql_free", None, [_P]),
    ("plansql_result_free", None, [_P]),
    ("plansql_result_json", _P, [_P]),
    ("plansql_result_ok", ctypes.c_int, [_P]),
    ("plansql_result_param_count", c_size_t, [_P]),
    ("plansql_result_param", ctypes.POINTER(Param), [_P, c_size_t]),
    ("plansql_result_sql", c_char_p, [_P]),
    ("plansql_result_diagnostic_count", c_size_t, [_P]),
    ("plansql_result_diagnostic", ctypes.POINTER(Diagnostic),
     [_P, c_size_t]),
    ("plansql_result_column_count", c_size_t, [_P]),
    ("plansql_result_column", ctypes.POINTER(Column), [_P, c_size_t]),
    ("plansql_result_read_count", c_size_t, [_P]),
    ("plansql_result_read", ctypes.POINTER(Read), [_P, c_size_t]),
    ("plansql_call_json", _P, [c_char_p, c_size_t]),
    ("plansql_plan_read", _P, [c_char_p, c_size_t, _PP]),
    ("plansql_plan_free", None, [_P]),
    ("plansql_plan_json", _P, [_P]),
    ("plansql_plan_compile", _P, [_P, _OPT]),
    ("plansql_plan_audit", _P, [_P, _OPT, _PP]),
    ("plansql_plan_patch", _P, [_P, _P, _OPT, _PP]),
    ("plansql_plan_options", _P, [_P, _OPT]),
    ("plansql_plan_steps", _P, [_P, _OPT, _PP]),
    ("plansql_steps_count", c_size_t, [_P]),
    ("plansql_steps_label", c_char_p, [_P, c_size_t]),
    ("plansql_steps_pointer", c_char_p, [_P, c_size_t]),
    ("plansql_steps_sql", c_char_p, [_P, c_size_t]),
    ("plansql_steps_free", None, [_P]),
    ("plansql_patch_read", _P, [c_char_p, c_size_t, _PP]),
    ("plansql_patch_free", None, [_P]),
    ("plansql_patch_new", _P, []),
    ("plansql_patch_add_column_id", ctypes.c_int, [_P, c_char_p]),
    ("plansql_patch_remove_id", ctypes.c_int, [_P, c_char_p]),
    ("plansql_patch_order_by", ctypes.c_int,
     [_P, ctypes.POINTER(OrderItem), c_size_t]),
    ("plansql_catalog_read", _P, [c_char_p, c_size_t, _PP]),
    ("plansql_catalog_json", _P, [_P]),
    ("plansql_catalog_free", None, [_P]),
    ("plansql_load_options_init", None,
     [ctypes.POINTER(LoadOptions), c_size_t]),
    ("plansql_catalog_load", _P,
     [c_char_p, ctypes.POINTER(LoadOptions), _PP]),
    ("plansql_db_open", _P, [c_char_p, ctypes.POINTER(LoadOptions), _PP]),
    ("plansql_db_close", None, [_P]),
    ("plansql_catalog_use_db", ctypes.c_int, [_P, _P, _P]),
    ("plansql_catalog_builder_new", _P, []),
    ("plansql_catalog_builder_table", ctypes.c_int,
     [_P, c_char_p, c_char_p, c_char_p]),
    ("plansql_catalog_builder_kind", ctypes.c_int, [_P, c_char_p]),
    ("plansql_catalog_builder_search_order", ctypes.c_int, [_P, c_size_t]),
    ("plansql_catalog_builder_column", ctypes.c_int,
     [_P, c_char_p, c_char_p, ctypes.c_uint, c_char_p]),
    ("plansql_catalog_builder_samples", ctypes.c_int,
     [_P, ctypes.POINTER(c_char_p), c_size_t]),
    ("plansql_catalog_builder_foreign_key", ctypes.c_int,
     [_P, c_char_p, c_char_p, c_char_p, c_char_p]),
    ("plansql_catalog_builder_finish", _P, [_P, _PP]),
    ("plansql_catalog_builder_free", None, [_P]),
    ("plansql_policy_read", _P, [c_char_p, c_size_t, c_char_p, _PP]),
    ("plansql_policy_free", None, [_P]),
    ("plansql_glossary_read", _P, [c_char_p, c_size_t, _P, _PP]),
    ("plansql_glossary_free", None, [_P]),
    ("plansql_ask_options_init", None,
     [ctypes.POINTER(AskOptions), c_size_t]),
    ("plansql_ask", _P, [c_char_p, ctypes.POINTER(AskOptions), _PP]),
    ("plansql_ask_verdict_of", ctypes.c_int, [_P]),
    ("plansql_ask_verdict_name", c_char_p, [ctypes.c_int]),
    ("plansql_ask_attempts", c_size_t, [_P]),
    ("plansql_ask_interrupted", ctypes.c_int, [_P]),
    ("plansql_ask_plan", _P, [_P]),
    ("plansql_ask_sql", c_char_p, [_P]),
    ("plansql_ask_clarify_count", c_size_t, [_P]),
    ("plansql_ask_clarify", c_char_p, [_P, c_size_t]),
    ("plansql_ask_termination_reason", c_char_p, [_P]),
    ("plansql_ask_table_count", c_size_t, [_P]),
    ("plansql_ask_table_name", c_char_p, [_P, c_size_t]),
    ("plansql_ask_table_reason", c_char_p, [_P, c_size_t]),
    ("plansql_conversation_free", None, [_P]),
    ("plansql_rows_new", _P, [c_size_t, ctypes.POINTER(c_char_p)]),
    ("plansql_rows_add", ctypes.c_int, [_P, ctypes.POINTER(Value)]),
    ("plansql_rows_free", None, [_P]),
    ("plansql_rows_compare", _P, [_P, _P, ctypes.c_uint, ctypes.c_double]),
    ("plansql_comparison_match", ctypes.c_int, [_P]),
    ("plansql_match_name", c_char_p, [ctypes.c_int]),
    ("plansql_comparison_reason", c_char_p, [_P]),
    ("plansql_comparison_column", ctypes.c_long, [_P, c_size_t]),
    ("plansql_comparison_expected_row", ctypes.c_long, [_P]),
    ("plansql_comparison_actual_row", ctypes.c_long, [_P]),
    ("plansql_comparison_free", None, [_P]),
    ("plansql_sql_orders_rows", ctypes.c_int, [c_char_p, c_size_t]),
]

lib = _open()
for _name, _restype, _argtypes in _FUNCTIONS:
    _function = getattr(lib, _name)
    _function.restype = _restype
    _function.argtypes = _argtypes


def take_text(pointer):
    """The malloc'd text at pointer as str, freed with plansql_free."""
    if not pointer:
        raise MemoryError("plansql: out of memory")
    try:
        return ctypes.string_at(pointer).decode("utf-8")
    finally:
        lib.plansql_free(pointer)


def text(value):
    """A borrowed char * as str, or None."""
    return None if value is None else value.decode("utf-8")


def encode(value):
    """str (or None) as the UTF-8 bytes a char * parameter takes."""
    return None if value is None else value.encode("utf-8")

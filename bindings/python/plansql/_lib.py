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
PARAMS = 0x100

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


class Attachment(ctypes.Structure):
    """plansql_attachment."""
    _fields_ = [("name", c_char_p), ("path", c_char_p)]


class LoadOptions(ctypes.Structure):
    """plansql_load_options of the libraries that have it."""
    _fields_ = [
        ("size", c_size_t),
        ("schemas", c_char_p),
        ("attachments", ctypes.POINTER(Attachment)),
        ("attachment_count", c_size_t),
        ("connect_timeout_ms", ctypes.c_long),
    ]


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
    ("plansql_dialect_from_name", ctypes.c_int,
     [c_char_p, ctypes.POINTER(ctypes.c_int)]),
    ("plansql_options_init", None, [_OPT, c_size_t]),
    ("plansql_free", None, [_P]),
    ("plansql_result_free", None, [_P]),
    ("plansql_result_json", _P, [_P]),
    ("plansql_result_ok", ctypes.c_int, [_P]),
    ("plansql_result_param_count", c_size_t, [_P]),
    ("plansql_result_param", ctypes.POINTER(Param), [_P, c_size_t]),
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
    ("plansql_catalog_read", _P, [c_char_p, c_size_t, _PP]),
    ("plansql_catalog_json", _P, [_P]),
    ("plansql_catalog_free", None, [_P]),
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
    ("plansql_ask_plan", _P, [_P]),
    ("plansql_ask_sql", c_char_p, [_P]),
    ("plansql_ask_clarify_count", c_size_t, [_P]),
    ("plansql_ask_clarify", c_char_p, [_P, c_size_t]),
    ("plansql_ask_termination_reason", c_char_p, [_P]),
    ("plansql_ask_table_count", c_size_t, [_P]),
    ("plansql_ask_table_name", c_char_p, [_P, c_size_t]),
    ("plansql_ask_table_reason", c_char_p, [_P, c_size_t]),
    ("plansql_conversation_free", None, [_P]),
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


def load_catalog(database, schemas, attachments, timeout):
    """plansql_catalog_load in whichever form this library has: the one
    call with plansql_load_options, or the older three calls (which
    have no connect timeout).  Returns (result, catalog pointer)."""
    catalog = c_void_p()
    array = (Attachment * max(len(attachments), 1))(
        *[Attachment(encode(name), encode(path))
          for name, path in attachments])
    if hasattr(lib, "plansql_load_options_init"):
        init = lib.plansql_load_options_init
        init.restype, init.argtypes = None, [ctypes.POINTER(LoadOptions),
                                             c_size_t]
        options = LoadOptions()
        init(ctypes.byref(options), ctypes.sizeof(options))
        options.schemas = encode(schemas)
        options.attachments = array if attachments else None
        options.attachment_count = len(attachments)
        options.connect_timeout_ms = int(timeout * 1000) if timeout else 0
        load = lib.plansql_catalog_load
        load.restype = c_void_p
        load.argtypes = [c_char_p, ctypes.POINTER(LoadOptions), _PP]
        result = load(encode(database), ctypes.byref(options),
                      ctypes.byref(catalog))
        return result, catalog.value
    if timeout is not None:
        raise NotImplementedError(
            "plansql: this libplansql has no connect timeout")
    if attachments:
        load = lib.plansql_catalog_load_attached
        load.restype = c_void_p
        load.argtypes = [c_char_p, ctypes.POINTER(Attachment), c_size_t, _PP]
        result = load(encode(database), array, len(attachments),
                      ctypes.byref(catalog))
    else:
        load = lib.plansql_catalog_load_schemas
        load.restype = c_void_p
        load.argtypes = [c_char_p, c_char_p, _PP]
        result = load(encode(database), encode(schemas),
                      ctypes.byref(catalog))
    return result, catalog.value

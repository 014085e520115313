"""One call in JSON (plansql_call_json), for requests kept as data."""
import json

from ._lib import lib, take_text
from ._text import json_bytes


def call(request):
    """Runs one request, a dict (or JSON text) such as {"call":
    "compile", "plan": {...}, "catalog": {...}, "options": {"dialect":
    "postgres"}} (docs/api.md, "One call in JSON"), and returns the
    response as a dict: "ok", the call's members, and "diagnostics".
    A request of the wrong shape is answered, not raised: "ok" is False
    and its diagnostics say "bad-request"."""
    data = json_bytes(request)
    return json.loads(take_text(lib.plansql_call_json(data, len(data))))

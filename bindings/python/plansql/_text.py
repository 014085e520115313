"""Inputs given as JSON text or as Python values."""
import json


def json_bytes(value):
    """UTF-8 JSON text of value: str and bytes are taken as JSON text,
    anything else (dict, list) is serialised."""
    if isinstance(value, bytes):
        return value
    if isinstance(value, str):
        return value.encode("utf-8")
    return json.dumps(value).encode("utf-8")

"""Diagnostics and the exceptions that carry them."""
import dataclasses
import json

from ._lib import lib, text


@dataclasses.dataclass(frozen=True)
class Diagnostic:
    """One finding about a plan, catalog, patch or answer.

    code: a stable identifier such as "unknown-table" (docs/diagnostics.md);
    severity: "error", "warning" or "fixed" (a repair);
    pointer: JSON Pointer of the node ("" for the root);
    message: one sentence; hint: how to fix it, or None;
    line, column: 1-based position in the input text, or None;
    before, after: a repaired node's value before and after (JSON values),
    or None; in_patch: True when pointer is into the patch, not the plan.
    The strings come from the input: escape them before showing them.
    """
    code: str
    severity: str
    pointer: str
    message: str
    hint: str = None
    line: int = None
    column: int = None
    before: object = None
    after: object = None
    in_patch: bool = False

    @classmethod
    def from_dict(cls, d):
        return cls(code=d["code"], severity=d["severity"],
                   pointer=d["pointer"], message=d["message"],
                   hint=d.get("hint"), line=d.get("line"),
                   column=d.get("column"), before=d.get("before"),
                   after=d.get("after"), in_patch=d.get("in") == "patch")

    def __str__(self):
        where = f"{self.pointer}: " if self.pointer else ""
        hint = f" ({self.hint})" if self.hint else ""
        return f"{where}{self.severity}[{self.code}]: {self.message}{hint}"


class Error(Exception):
    """Base of the errors plansql raises; .diagnostics lists why (may be
    empty, e.g. for an object used after close())."""

    def __init__(self, message, diagnostics=()):
        super().__init__(message)
        self.diagnostics = list(diagnostics)

    @property
    def errors(self):
        """The diagnostics of severity "error"."""
        return [d for d in self.diagnostics if d.severity == "error"]


class PlanError(Error):
    """A plan that cannot be read, audited or compiled."""


class CatalogError(Error):
    """A catalog (or policy, glossary) that cannot be read or loaded."""


class PatchError(Error):
    """A patch that cannot be read or applied (in_patch diagnostics point
    into the patch)."""


class AskError(Error):
    """A question that could not be put to the model (no catalog, the
    server unreachable)."""


_SEVERITIES = ["error", "warning", "fixed"]


def _json_value(raw):
    """A char * holding JSON text as its value, or None."""
    return None if raw is None else json.loads(raw.decode("utf-8"))


def _diagnostic(d):
    """A Diagnostic from a plansql_diagnostic (a ctypes struct)."""
    placed = d.offset >= 0
    return Diagnostic(code=text(d.code), severity=_SEVERITIES[d.severity],
                      pointer=text(d.pointer), message=text(d.message),
                      hint=text(d.hint), line=d.line if placed else None,
                      column=d.column if placed else None,
                      before=_json_value(d.before),
                      after=_json_value(d.after), in_patch=bool(d.in_patch))


def result_diagnostics(result):
    """The diagnostics of a plansql_result, read through its accessors."""
    return [_diagnostic(lib.plansql_result_diagnostic(result, i).contents)
            for i in range(lib.plansql_result_diagnostic_count(result))]


def raise_for(diagnostics, error_class, what):
    """Raises error_class when diagnostics have an error; else returns
    them."""
    errors = [d for d in diagnostics if d.severity == "error"]
    if errors:
        raise error_class(f"{what}: {errors[0]}"
                          + (f" (and {len(errors) - 1} more)"
                             if len(errors) > 1 else ""), diagnostics)
    return diagnostics


def taken_diagnostics(result):
    """The diagnostics of result, which is freed."""
    if not result:
        raise MemoryError("plansql: out of memory")
    try:
        return result_diagnostics(result)
    finally:
        lib.plansql_result_free(result)


def checked(result, error_class, what):
    """The diagnostics of result, which is freed; raises error_class when
    one is an error."""
    return raise_for(taken_diagnostics(result), error_class, what)

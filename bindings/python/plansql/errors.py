"""Diagnostics and the exceptions that carry them."""
import dataclasses
import json

from ._lib import lib, take_text


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


def result_report(result):
    """The plansql_result_json of result as a dict; frees result."""
    if not result:
        raise MemoryError("plansql: out of memory")
    try:
        return json.loads(take_text(lib.plansql_result_json(result)))
    finally:
        lib.plansql_result_free(result)


def diagnostics_of(report):
    return [Diagnostic.from_dict(d) for d in report["diagnostics"]]


def raise_for(report, error_class, what):
    """Raises error_class when the report has an error diagnostic."""
    diagnostics = diagnostics_of(report)
    errors = [d for d in diagnostics if d.severity == "error"]
    if errors:
        raise error_class(f"{what}: {errors[0]}"
                          + (f" (and {len(errors) - 1} more)"
                             if len(errors) > 1 else ""), diagnostics)
    return diagnostics

"""Asking a language model for a plan (docs/ask.md)."""
import ctypes
import dataclasses

from . import _lib
from ._lib import lib, encode, text
from .errors import AskError, checked, taken_diagnostics
from .plan import Plan, _options, _parameters

_APIS = {"openai": 0, "ollama": 1, "llamacpp": 2}
_TIERS = {"minimal": 0, "standard": 1, "full": 2}
# PLANSQL_SAMPLES_*; True and False as the earlier boolean meant them
_SAMPLES = {"none": 0, "all": 1, "safe": 2, False: 0, True: 2}


@dataclasses.dataclass
class Answer:
    """The outcome of ask().

    verdict: "accepted", "clarify", "terminate", "rejected" or "no plan";
    sql: the SQL of an accepted or clarify answer, else None; parameters
    with params=True; plan: the answer's audited Plan (or the last
    rejected one as read), None when no plan came; clarify: the model's
    questions to the user; termination_reason; attempts: replies judged;
    tables: (name, reason) of the tables the prompt described;
    diagnostics: of the reply answered with.  Model text: escape before
    showing."""
    verdict: str
    sql: str
    parameters: list
    plan: Plan
    clarify: list
    termination_reason: str
    attempts: int
    tables: list
    diagnostics: list


def _ask_options(catalog, base_url, api, model, key, tier, candidates,
                 retries, temperature, max_tokens, budget, samples, schema,
                 timeout, compile_options):
    o = _lib.AskOptions()
    lib.plansql_ask_options_init(ctypes.byref(o), ctypes.sizeof(o))
    if api not in _APIS or tier not in _TIERS or samples not in _SAMPLES:
        raise ValueError(f"plansql: api one of {sorted(_APIS)}, "
                         f"tier one of {sorted(_TIERS)}, samples one of "
                         f"'safe', 'all', 'none'")
    o.api, o.tier = _APIS[api], _TIERS[tier]
    o.model, o.base_url, o.key = encode(model), encode(base_url), encode(key)
    if temperature is not None:
        o.temperature = temperature
    if max_tokens is not None:
        o.max_tokens = max_tokens
    if retries is not None:
        o.retries = retries
    o.candidates = candidates
    o.budget = budget or 0
    o.samples, o.schema = _SAMPLES[samples], int(schema)
    o.timeout_ms = int(timeout * 1000) if timeout else 0
    o.compile = ctypes.pointer(compile_options)
    return o


def _answer(conversation, diagnostics, values):
    plan_pointer = lib.plansql_ask_plan(conversation)
    plan = (Plan.from_json(_lib.take_text(lib.plansql_plan_json(plan_pointer)))
            if plan_pointer else None)
    verdict = lib.plansql_ask_verdict_of(conversation)
    return Answer(
        verdict=text(lib.plansql_ask_verdict_name(verdict)),
        sql=text(lib.plansql_ask_sql(conversation)),
        parameters=values, plan=plan,
        clarify=[text(lib.plansql_ask_clarify(conversation, i))
                 for i in range(lib.plansql_ask_clarify_count(conversation))],
        termination_reason=text(
            lib.plansql_ask_termination_reason(conversation)),
        attempts=lib.plansql_ask_attempts(conversation),
        tables=[(text(lib.plansql_ask_table_name(conversation, i)),
                 text(lib.plansql_ask_table_reason(conversation, i)))
                for i in range(lib.plansql_ask_table_count(conversation))],
        diagnostics=diagnostics)


def ask(question, catalog, base_url, api="openai", model=None, key=None,
        dialect="sqlite", policy=None, glossary=None, tier="standard",
        candidates=1, retries=None, temperature=None, max_tokens=None,
        budget=None, samples="safe", schema=True, timeout=None, params=False,
        strict=False, compact=False, now=None, decimals=False):
    """Asks the model server at base_url (api "openai", "ollama" or
    "llamacpp"; key the bearer token, if any) for a plan answering
    question over catalog, and compiles it for dialect.  Returns an
    Answer; a rejected plan is an Answer too (verdict "rejected").
    Raises AskError when no question could be put (a bad argument, the
    server unreachable).  timeout: seconds for each request.  samples:
    which columns' values the model is sent, "safe" (none of personal
    data), "all" or "none" (docs/ask.md)."""
    compile_options = _options(dialect, catalog, policy, glossary, params,
                              compact, strict, True, False, now)
    o = _ask_options(catalog, base_url, api, model, key, tier, candidates,
                     retries, temperature, max_tokens, budget, samples,
                     schema, timeout, compile_options)
    conversation = ctypes.c_void_p()
    result = lib.plansql_ask(encode(question), ctypes.byref(o),
                             ctypes.byref(conversation))
    try:
        put = (conversation.value and
               not lib.plansql_ask_interrupted(conversation.value))
        values = _parameters(result, decimals)[0] if result and put else []
        if not put:
            # no question put, or a request that got no reply
            checked(result, AskError, "plansql: ask")
            raise AskError("plansql: ask failed", [])
        # an answer's errors (a rejected plan) are its verdict, not raised
        return _answer(conversation.value, taken_diagnostics(result), values)
    finally:
        lib.plansql_conversation_free(conversation.value)

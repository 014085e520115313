#!/usr/bin/env python3
"""A fake model server for the tests of plansql ask: standard library only.

    fake_llm.py SCRIPT.json PORTFILE LOGFILE [IDLE_SECONDS]

Binds 127.0.0.1 on a free port and writes the port to PORTFILE.  SCRIPT is
a JSON list of steps, answered in order, one per request:

    {"api": "openai" | "ollama" | "llamacpp",
     "path": "/v1/chat/completions",   (default: the API's path)
     "status": 200, "headers": {"Retry-After": "1"}, "delay": 0.0,
     "body": "raw reply text"           -- or --
     "content": "model text", "finish": "stop" | "length", "refusal": null,
     "prompt": "rendered prompt"        (llamacpp /apply-template),
     "constraint": true | false,        (the schema/grammar must (not) be sent)
     "usage": [prompt_tokens, completion_tokens]}

Each request's shape is checked for its API (method, path, Content-Type,
the JSON body's fields and types); a wrong one is answered 400 with the
reason.  Every request is appended to LOGFILE as one JSON line {path,
headers, body, error}.  A request past the script's end is answered 500.
The server exits after IDLE_SECONDS (default 30) without a request.

SCRIPT may instead be an object that answers by question, as a model
would, in any order (for plansql eval, whose -j sends side by side):

    {"api": "openai" | "ollama",
     "questions": "QUESTIONS.jsonl",        (id and question of each)
     "replies": [{"path": "R.jsonl", "kind": "plan" | "sql"}, ...],
     "delay": 0.0}

The question is the text after the last "Question: " of the first user
message; the kind is sql when the system message asks for an SQL query,
else plan; the round is one more than the assistant messages; the
candidate counts the requests of that question, kind and round.  The
reply is the line of R.jsonl (plansql eval --record's format; a line
without "kind" is of its file's kind) with that id, kind, candidate and
round; none is answered 500.
"""
import json
import os
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

PATHS = {"openai": "/v1/chat/completions", "ollama": "/api/chat",
         "llamacpp": "/completion"}


def messages_error(body):
    msgs = body.get("messages")
    if not isinstance(msgs, list) or not msgs:
        return "messages must be a non-empty array"
    for m in msgs:
        if not isinstance(m, dict) or set(m) != {"role", "content"}:
            return "each message must be {role, content}"
        if m["role"] not in ("system", "user", "assistant"):
            return "role must be system, user or assistant"
        if not isinstance(m["content"], str):
            return "content must be a string"
    return None


def number(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def openai_error(body, step):
    known = {"model", "messages", "temperature", "n", "max_tokens",
             "response_format"}
    if set(body) - known:
        return "unknown fields %s" % sorted(set(body) - known)
    if not isinstance(body.get("model"), str):
        return "model must be a string"
    for k in ("temperature",):
        if k in body and not number(body[k]):
            return k + " must be a number"
    for k in ("n", "max_tokens"):
        if k in body and not (isinstance(body[k], int) and body[k] > 0):
            return k + " must be a positive integer"
    rf = body.get("response_format")
    if rf is not None:
        js = rf.get("json_schema") if isinstance(rf, dict) else None
        if (rf.get("type") != "json_schema" or not isinstance(js, dict)
                or js.get("strict") is not True
                or not isinstance(js.get("name"), str)
                or not isinstance(js.get("schema"), dict)):
            return "response_format must be {type json_schema, " \
                   "json_schema {name, strict true, schema}}"
    if step.get("constraint") is True and rf is None:
        return "response_format is missing"
    if step.get("constraint") is False and rf is not None:
        return "response_format was not expected"
    return messages_error(body)


def ollama_error(body, step):
    known = {"model", "messages", "stream", "format", "options"}
    if set(body) - known:
        return "unknown fields %s" % sorted(set(body) - known)
    if not isinstance(body.get("model"), str):
        return "model must be a string"
    if body.get("stream") is not False:
        return "stream must be false"
    opts = body.get("options", {})
    if not isinstance(opts, dict) or set(opts) - {"temperature",
                                                  "num_predict", "num_ctx"}:
        return "options must hold temperature, num_predict, num_ctx only"
    if any(not number(v) for v in opts.values()):
        return "options must be numbers"
    fmt = body.get("format")
    if fmt is not None and not isinstance(fmt, dict):
        return "format must be a JSON Schema object"
    if step.get("constraint") is True and fmt is None:
        return "format is missing"
    if step.get("constraint") is False and fmt is not None:
        return "format was not expected"
    return messages_error(body)


def llamacpp_error(body, step, path):
    if path == "/apply-template":
        if set(body) != {"messages"}:
            return "/apply-template takes {messages} only"
        return messages_error(body)
    known = {"prompt", "n_predict", "temperature", "grammar", "stream"}
    if set(body) - known:
        return "unknown fields %s" % sorted(set(body) - known)
    if not isinstance(body.get("prompt"), str):
        return "prompt must be a string"
    if body.get("stream", False) is not False:
        return "stream must be false"
    if "n_predict" in body and not isinstance(body["n_predict"], int):
        return "n_predict must be an integer"
    if "temperature" in body and not number(body["temperature"]):
        return "temperature must be a number"
    g = body.get("grammar")
    if g is not None and not (isinstance(g, str) and "root ::=" in g):
        return "grammar must be a GBNF text with a root rule"
    if step.get("constraint") is True and g is None:
        return "grammar is missing"
    if step.get("constraint") is False and g is not None:
        return "grammar was not expected"
    return None


def wrap(step, api, path):
    content = step.get("content", "")
    finish = step.get("finish", "stop")
    usage = step.get("usage", [10, 5])
    if api == "openai":
        return {"id": "fake", "object": "chat.completion",
                "choices": [{"index": i, "finish_reason": finish,
                             "message": {"role": "assistant",
                                         "content": c,
                                         "refusal": step.get("refusal")}}
                            for i, c in enumerate(
                                content if isinstance(content, list)
                                else [content])],
                "usage": {"prompt_tokens": usage[0],
                          "completion_tokens": usage[1]}}
    if api == "ollama":
        return {"model": "fake", "message": {"role": "assistant",
                                              "content": content},
                "done": True, "done_reason": finish,
                "prompt_eval_count": usage[0], "eval_count": usage[1]}
    if path == "/apply-template":
        return {"prompt": step.get("prompt", "<prompt>")}
    return {"content": content, "stop": True,
            "stop_type": "limit" if finish == "length" else "eos",
            "tokens_evaluated": usage[0], "tokens_predicted": usage[1]}


class State:
    def __init__(self, steps, log):
        self.steps, self.log = steps, log
        self.next = 0
        self.last = time.monotonic()
        self.lock = threading.Lock()
        self.by_question = None
        if isinstance(steps, dict):
            self.by_question = ByQuestion(steps)

    def step_for(self, raw):
        """The step that answers this request."""
        if self.by_question is None:
            step = self.steps[self.next] if self.next < len(
                self.steps) else None
            self.next += 1
            return step
        return self.by_question.step(raw)


SQL_SYSTEM = "You turn a question about a database into one SQL query"


class ByQuestion:
    """Replies chosen by the request's question, kind and round."""

    def __init__(self, spec):
        self.api = spec["api"]
        self.delay = spec.get("delay", 0)
        self.ids = {}
        with open(spec["questions"]) as f:
            for line in f:
                if line.strip():
                    q = json.loads(line)
                    self.ids[q["question"]] = str(q["id"])
        self.replies = {}
        for source in spec["replies"]:
            with open(source["path"]) as f:
                for line in f:
                    if not line.strip():
                        continue
                    r = json.loads(line)
                    key = (str(r["id"]), r.get("kind", source["kind"]),
                           r.get("candidate", 1), r["round"])
                    self.replies[key] = r
        self.served = {}

    def step(self, raw):
        try:
            messages = json.loads(raw)["messages"]
        except (ValueError, KeyError, TypeError):
            return None
        users = [m["content"] for m in messages if m["role"] == "user"]
        system = next((m["content"] for m in messages
                       if m["role"] == "system"), "")
        if not users:
            return None
        question = users[0].rsplit("Question: ", 1)[-1]
        kind = "sql" if system.startswith(SQL_SYSTEM) else "plan"
        round_ = 1 + sum(m["role"] == "assistant" for m in messages)
        qid = self.ids.get(question)
        asked = (qid, kind, round_)
        candidate = self.served.get(asked, 0) + 1
        self.served[asked] = candidate
        r = self.replies.get((qid, kind, candidate, round_))
        if r is None:
            return None
        usage = r.get("usage", {})
        return {"api": self.api, "content": r["reply"],
                "finish": r.get("finish", "stop"),
                "refusal": r.get("refusal"), "delay": self.delay,
                "usage": [usage.get("prompt_tokens", 10),
                          usage.get("completion_tokens", 5)]}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_GET(self):
        self.answer(405, {"error": "only POST"}, {})

    def do_POST(self):
        st = self.server.state
        length = int(self.headers.get("Content-Length", "0"))
        raw = self.rfile.read(length)
        with st.lock:
            st.last = time.monotonic()
            step = st.step_for(raw)
        error, body = self.check(step, raw)
        with st.lock:
            with open(st.log, "a") as f:
                f.write(json.dumps({"path": self.path,
                                    "headers": dict(self.headers),
                                    "body": body if body is not None
                                    else raw.decode("utf-8", "replace"),
                                    "error": error}) + "\n")
        if step is None and st.by_question is not None:
            return self.answer(400, {"error": "no recorded reply for this "
                                              "question, kind and round"})
        if step is None:
            return self.answer(500, {"error": "no step left in the script"})
        if error:
            return self.answer(400, {"error": error})
        time.sleep(step.get("delay", 0))
        reply = step["body"] if "body" in step else wrap(
            step, step["api"], self.path)
        self.answer(step.get("status", 200), reply, step.get("headers", {}))

    def check(self, step, raw):
        try:
            body = json.loads(raw)
        except ValueError:
            return "the body is not JSON", None
        if step is None:
            return None, body
        api = step["api"]
        want = step.get("path", PATHS[api])
        if self.path != want:
            return "path %s, expected %s" % (self.path, want), body
        if self.headers.get("Content-Type") != "application/json":
            return "Content-Type must be application/json", body
        if not isinstance(body, dict):
            return "the body must be an object", body
        if api == "openai":
            return openai_error(body, step), body
        if api == "ollama":
            return ollama_error(body, step), body
        return llamacpp_error(body, step, self.path), body

    def answer(self, status, reply, headers=None):
        data = reply.encode() if isinstance(reply, str) else \
            json.dumps(reply).encode()
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            for k, v in (headers or {}).items():
                self.send_header(k, v)
            self.end_headers()
            self.wfile.write(data)
        except OSError:
            pass  # the client gave up (a timeout test)


def main():
    script, portfile, log = sys.argv[1:4]
    idle = float(sys.argv[4]) if len(sys.argv) > 4 else 30.0
    with open(script) as f:
        steps = json.load(f)
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    server.state = State(steps, log)
    tmp = portfile + ".tmp"
    with open(tmp, "w") as f:
        f.write(str(server.server_address[1]))
    os.rename(tmp, portfile)

    def watchdog():
        while True:
            time.sleep(0.2)
            if time.monotonic() - server.state.last > idle:
                os._exit(0)
    threading.Thread(target=watchdog, daemon=True).start()
    server.serve_forever()


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""A recognizer for llama.cpp GBNF grammars, for tests.

    gbnf.py GRAMMAR FILE...   prints "accept FILE" or "reject FILE" per file

Enough of GBNF for grammar/*.gbnf: rules `name ::= ...` (a rule continues on
the following lines until the next `name ::=`), literals "..." and character
classes [...] (ranges, ^, \\x \\u escapes), grouping, alternatives, and the
repetitions * + ? {m} {m,} {m,n}; comments from #.  A text is recognized
from the rule root as sets of end positions, memoized per (rule, position).
"""
import re
import sys

ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\",
           "[": "[", "]": "]", "-": "-", "^": "^", "/": "/"}


class GrammarError(Exception):
    pass


class Parser:
    """Text of one rule body -> a tree of tuples."""

    def __init__(self, text):
        self.text = text
        self.pos = 0

    def skip(self):
        while self.pos < len(self.text):
            c = self.text[self.pos]
            if c in " \t\r\n":
                self.pos += 1
            elif c == "#":
                while self.pos < len(self.text) and self.text[self.pos] != "\n":
                    self.pos += 1
            else:
                break

    def peek(self):
        self.skip()
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def alternatives(self):
        alts = [self.sequence()]
        while self.peek() == "|":
            self.pos += 1
            alts.append(self.sequence())
        return ("alt", alts)

    def sequence(self):
        items = []
        while self.peek() not in ("", "|", ")"):
            items.append(self.postfix(self.atom()))
        return ("seq", items)

    def escape(self):
        c = self.text[self.pos]
        self.pos += 1
        if c in ESCAPES:
            return ESCAPES[c]
        width = {"x": 2, "u": 4, "U": 8}.get(c)
        if width is None:
            raise GrammarError("unknown escape \\" + c)
        code = self.text[self.pos:self.pos + width]
        self.pos += width
        return chr(int(code, 16))

    def char(self, end):
        c = self.text[self.pos]
        if c == end:
            return None
        self.pos += 1
        return self.escape() if c == "\\" else c

    def atom(self):
        c = self.peek()
        if c == '"':
            self.pos += 1
            out = ""
            while True:
                ch = self.char('"')
                if ch is None:
                    break
                out += ch
            self.pos += 1
            return ("lit", out)
        if c == "[":
            self.pos += 1
            negate = self.text[self.pos] == "^"
            self.pos += negate
            ranges = []
            while True:
                low = self.char("]")
                if low is None:
                    break
                high = low
                if self.text[self.pos] == "-" and self.text[self.pos + 1] != "]":
                    self.pos += 1
                    high = self.char("]")
                ranges.append((low, high))
            self.pos += 1
            return ("class", negate, ranges)
        if c == "(":
            self.pos += 1
            inner = self.alternatives()
            if self.peek() != ")":
                raise GrammarError("missing )")
            self.pos += 1
            return inner
        m = re.compile(r"[a-zA-Z0-9-]+").match(self.text, self.pos)
        if not m:
            raise GrammarError("unexpected %r" % self.text[self.pos:self.pos + 20])
        self.pos = m.end()
        return ("ref", m.group(0))

    def postfix(self, node):
        while True:
            c = self.text[self.pos] if self.pos < len(self.text) else ""
            if c in ("*", "+", "?"):
                self.pos += 1
                node = ("rep", node, {"*": 0, "+": 1, "?": 0}[c],
                        1 if c == "?" else None)
            elif c == "{":
                m = re.compile(r"\{(\d+)(,(\d*))?\}").match(self.text, self.pos)
                if not m:
                    raise GrammarError("bad repetition")
                self.pos = m.end()
                low = int(m.group(1))
                high = low if m.group(2) is None else (
                    int(m.group(3)) if m.group(3) else None)
                node = ("rep", node, low, high)
            else:
                return node


def parse_grammar(text):
    rules = {}
    heads = list(re.finditer(r"^([a-zA-Z0-9-]+)\s*::=", text, re.M))
    for i, head in enumerate(heads):
        end = heads[i + 1].start() if i + 1 < len(heads) else len(text)
        parser = Parser(text[head.end():end])
        rules[head.group(1)] = parser.alternatives()
        if parser.peek() != "":
            raise GrammarError("rule %s: trailing %r" % (head.group(1),
                                                         parser.text[parser.pos:]))
    if "root" not in rules:
        raise GrammarError("no root rule")
    return rules


class Recognizer:
    def __init__(self, rules, text):
        self.rules = rules
        self.text = text
        self.memo = {}

    def ends(self, node, pos):
        kind = node[0]
        if kind == "lit":
            return {pos + len(node[1])} if self.text.startswith(node[1], pos) else set()
        if kind == "class":
            if pos >= len(self.text):
                return set()
            c = self.text[pos]
            inside = any(low <= c <= high for low, high in node[2])
            return {pos + 1} if inside != node[1] else set()
        if kind == "ref":
            key = (node[1], pos)
            if key not in self.memo:
                if node[1] not in self.rules:
                    raise GrammarError("undefined rule " + node[1])
                self.memo[key] = set()  # no left recursion in these grammars
                self.memo[key] = self.ends(self.rules[node[1]], pos)
            return self.memo[key]
        if kind == "alt":
            out = set()
            for alt in node[1]:
                out |= self.ends(alt, pos)
            return out
        if kind == "seq":
            here = {pos}
            for item in node[1]:
                here = set().union(*(self.ends(item, p) for p in here))
                if not here:
                    break
            return here
        return self.repeat(node, pos)

    def repeat(self, node, pos):
        _, item, low, high = node
        out = {pos} if low == 0 else set()
        frontier, seen, count = {pos}, {pos}, 0
        while frontier and (high is None or count < high):
            count += 1
            frontier = set().union(*(self.ends(item, p) for p in frontier))
            if count >= low:
                out |= frontier
            if high is None:
                frontier -= seen  # an unbounded loop only needs new positions
                seen |= frontier
        return out

    def accepts(self):
        return len(self.text) in self.ends(("ref", "root"), 0)


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        rules = parse_grammar(f.read())
    sys.setrecursionlimit(20000)
    for name in sys.argv[2:]:
        with open(name, encoding="utf-8") as f:
            text = f.read()
        verdict = "accept" if Recognizer(rules, text).accepts() else "reject"
        print(verdict, name)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Drives examples/report_service.py in headless Chromium and checks the
table it shows against `plansql run` of the same patched plan.

    browser.py URL PLANSQL DATABASE PLAN CATALOG

The service at URL must serve PLAN against DATABASE (sqlite:PATH).  The
browser is driven over the Chrome DevTools Protocol through a pipe
(--remote-debugging-pipe): the browser reads commands on its fd 3 and
writes replies and events on its fd 4, each a JSON message ended by a
NUL byte.  Standard library only.
"""
import json
import math
import os
import shutil
import signal
import subprocess
import sys
import tempfile

WAIT_MS = 20000  # the longest the page may take to show a change


class BrowserError(Exception):
    pass


class Chromium:
    """A headless Chromium and one page in it, driven over the pipe."""

    def __init__(self, program="chromium"):
        self.profile = tempfile.mkdtemp(prefix="plansql-chromium.")
        to_browser, self._commands = os.pipe()
        self._replies, from_browser = os.pipe()
        # The child's fds 3 and 4, moved there after Popen's own fd work
        # (which keeps only pass_fds); dups first, so none is clobbered.
        fds = (os.dup(to_browser), os.dup(from_browser))
        self.process = subprocess.Popen(
            [program, "--headless", "--no-sandbox", "--disable-gpu",
             "--remote-debugging-pipe", "--no-first-run",
             "--user-data-dir=" + self.profile, "about:blank"],
            pass_fds=(3, 4),
            preexec_fn=lambda: (os.dup2(fds[0], 3), os.dup2(fds[1], 4)),
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for fd in fds + (to_browser, from_browser):
            os.close(fd)
        self._buffer = b""
        self._next_id = 0
        self.session = None
        self.exceptions = []
        self.events = []

    def send(self, method, params=None, session=None):
        """Sends one command and returns its result.  Events are kept:
        their names (self.events), the page's uncaught exceptions
        (self.exceptions)."""
        self._next_id += 1
        message = {"id": self._next_id, "method": method,
                   "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self._commands, json.dumps(message).encode() + b"\0")
        while True:
            reply = self._read_message()
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise BrowserError(f"{method}: {reply['error']}")
                return reply["result"]

    def _read_message(self):
        message = self._read_raw()
        method = message.get("method")
        if method == "Runtime.exceptionThrown":
            details = message["params"]["exceptionDetails"]
            self.exceptions.append(
                details.get("exception", {}).get("description")
                or details.get("text"))
        elif method:
            self.events.append(method)
        return message

    def wait_event(self, method):
        """Waits for an event (one that came already counts)."""
        while method not in self.events:
            self._read_message()
        self.events.remove(method)

    def _read_raw(self):
        while b"\0" not in self._buffer:
            chunk = os.read(self._replies, 65536)
            if not chunk:
                raise BrowserError("the browser closed its pipe")
            self._buffer += chunk
        raw, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(raw)

    def open_page(self):
        target = self.send("Target.createTarget", {"url": "about:blank"})
        self.session = self.send(
            "Target.attachToTarget",
            {"targetId": target["targetId"], "flatten": True})["sessionId"]
        self.page("Page.enable")
        self.page("Runtime.enable")

    def page(self, method, params=None):
        return self.send(method, params, self.session)

    def navigate(self, url):
        self.events.clear()
        self.page("Page.navigate", {"url": url})
        self.wait_event("Page.loadEventFired")

    def evaluate(self, expression):
        """The value of a JavaScript expression (promises awaited)."""
        reply = self.page("Runtime.evaluate",
                          {"expression": expression, "returnByValue": True,
                           "awaitPromise": True})
        if "exceptionDetails" in reply:
            raise BrowserError(f"{expression}: {reply['exceptionDetails']}")
        return reply["result"].get("value")

    def wait_for(self, condition, what):
        """Polls a JavaScript condition in the page, up to WAIT_MS."""
        done = self.evaluate(
            "new Promise(resolve => { const end = Date.now() + %d;"
            " (function poll() { if (%s) resolve(true);"
            " else if (Date.now() > end) resolve(false);"
            " else setTimeout(poll, 50); })(); })" % (WAIT_MS, condition))
        if not done:
            raise AssertionError(f"gave up after {WAIT_MS} ms waiting for "
                                 f"{what}; the page's exceptions: "
                                 f"{self.exceptions}")

    def click(self, selector):
        """A real left click at the middle of the element."""
        box = self.evaluate(
            "(() => { const e = document.querySelector(%s);"
            " e.scrollIntoView({block: 'center'});"
            " const r = e.getBoundingClientRect();"
            " return [r.x + r.width / 2, r.y + r.height / 2]; })()"
            % json.dumps(selector))
        for kind in ("mousePressed", "mouseReleased"):
            self.page("Input.dispatchMouseEvent",
                      {"type": kind, "x": box[0], "y": box[1],
                       "button": "left", "clickCount": 1})

    def close(self):
        try:
            if self.process.poll() is None:
                self.send("Browser.close")
                self.process.wait(timeout=10)
        except (BrowserError, OSError, subprocess.TimeoutExpired):
            pass
        finally:
            if self.process.poll() is None:
                self.process.kill()
                self.process.wait()
            os.close(self._commands)
            os.close(self._replies)
            shutil.rmtree(self.profile, ignore_errors=True)


# ---- the page, as the test reads it ----

def header(browser):
    return browser.evaluate(
        "[...document.querySelectorAll('#rows thead th')]"
        ".map(th => th.textContent)")


def rows(browser):
    return browser.evaluate(
        "[...document.querySelectorAll('#rows tbody tr')]"
        ".map(tr => [...tr.cells].map(td => td.textContent))")


def renders(browser):
    return browser.evaluate("Number(document.body.dataset.renders || 0)")


def act_and_wait(browser, action, what):
    """Runs action() and waits for the page to show the server's answer."""
    before = renders(browser)
    action()
    browser.wait_for(f"Number(document.body.dataset.renders) > {before}",
                     what)
    errors = browser.evaluate(
        "[...document.querySelectorAll('#diagnostics li.error')]"
        ".map(li => li.textContent)")
    if errors:
        raise AssertionError(f"{what}: the page shows {errors!r}")


# ---- what plansql run gives for the same plan ----

class Expected:
    def __init__(self, plansql, database, plan, catalog, work):
        self.plansql, self.database = plansql, database
        self.catalog, self.work = catalog, work
        self.plan = plan
        self.operations = []

    def patch(self, operation):
        """Records an operation the page was made to send."""
        self.operations.append(operation)

    def rows(self):
        """(header, rows) of `plansql patch ... | plansql run`, as text."""
        plan = self.plan
        if self.operations:
            ops = os.path.join(self.work, "operations.json")
            with open(ops, "w") as f:
                json.dump(self.operations, f)
            plan = os.path.join(self.work, "patched.json")
            # Its warnings (grouping-changed) are the page's business.
            subprocess.run([self.plansql, "patch", "-c", self.catalog,
                            "--op", ops, "-o", plan, self.plan], check=True,
                           stderr=subprocess.DEVNULL)
        out = subprocess.run([self.plansql, "run", "--params", "--db",
                              self.database, "-c", self.catalog, "--format",
                              "json", "--rows", "0", plan],
                             check=True, capture_output=True).stdout
        objects = json.loads(out, object_pairs_hook=list)
        names = [name for name, _ in objects[0]] if objects else []
        return names, [[cell_text(v) for _, v in o] for o in objects]


def cell_text(value):
    """A value as the page writes it in a cell."""
    return "NULL" if value is None else str(value)


def same_cell(shown, expected):
    """Text equal, or numbers equal (the page writes 5 where run has 5.0)."""
    if shown == expected:
        return True
    try:
        return math.isclose(float(shown), float(expected), rel_tol=1e-12)
    except ValueError:
        return False


def sort_key(text):
    """Numbers by value, other text as text (as the engine sorts ASCII)."""
    try:
        return (0, float(text), "")
    except ValueError:
        return (1, 0.0, text)


def check_rows(browser, expected, what):
    names, want = expected.rows()
    got_names, got = header(browser), rows(browser)
    assert got_names == names, f"{what}: header {got_names}, want {names}"
    assert len(got) == len(want), \
        f"{what}: {len(got)} rows, plansql run gives {len(want)}"
    for i, (g, w) in enumerate(zip(got, want)):
        assert len(g) == len(w) and all(map(same_cell, g, w)), \
            f"{what}: row {i + 1} is {g}, plansql run gives {w}"
    assert got, f"{what}: no rows"
    print(f"browser: {what}: {len(got)} rows as plansql run gives them")
    return got_names, got


def scenario(browser, url, expected):
    browser.navigate(url)
    browser.wait_for("Number(document.body.dataset.renders) > 0",
                     "the first table")
    first_header, _ = check_rows(browser, expected, "the plan as written")

    # Uncheck a shown column: the second checked box.
    box = browser.evaluate(
        "[...document.querySelectorAll('#columns input:checked')]"
        ".map(b => b.dataset.id)")[1]
    selector = '#columns input[data-id="%s"]' % box.replace('"', '\\"')
    act_and_wait(browser, lambda: browser.click(selector),
                 f"unchecking {box}")
    expected.patch({"operation": "remove_column", "id": box})
    names, _ = check_rows(browser, expected, f"without {box}")
    assert len(names) == len(first_header) - 1, \
        f"the header {names} did not lose a column of {first_header}"

    # Sort descending on the first column shown.
    sort = browser.evaluate(
        "[...document.getElementById('sort').options]"
        ".map(o => o.value).find(v => v.endsWith(' desc') &&"
        " v.startsWith(document.querySelector('#columns input:checked')"
        ".dataset.id + ' '))")
    assert sort, "no descending sort on the first shown column"
    sort_id = sort[:-len(" desc")]

    def pick():
        browser.evaluate(
            "(() => { const s = document.getElementById('sort');"
            " s.value = %s; s.dispatchEvent(new Event('change')); })()"
            % json.dumps(sort))
    act_and_wait(browser, pick, f"sorting by {sort_id} descending")
    expected.patch({"operation": "modify_order_by",
                    "order_by": [{"id": sort_id, "direction": "DESC"}]})
    check_rows(browser, expected, f"sorted by {sort_id} descending")
    # The sorted column, found by its id: the result's columns carry the
    # ids the listing offers.
    shown = browser.evaluate(
        "(() => { const ths = [...document.querySelectorAll("
        "'#rows thead th')];"
        " const i = ths.findIndex(th => th.dataset.id === %s);"
        " return i < 0 ? null : [...document.querySelectorAll("
        "'#rows tbody tr')].map(tr => tr.cells[i].textContent); })()"
        % json.dumps(sort_id))
    assert shown is not None, f"no column of the table has the id {sort_id}"
    key = [sort_key(v) for v in shown]
    assert key == sorted(key, reverse=True), \
        f"{sort_id} is not descending: {shown}"

    # Check the column again: it comes back.
    act_and_wait(browser, lambda: browser.click(selector),
                 f"checking {box} again")
    expected.patch({"operation": "add_column", "id": box})
    names, _ = check_rows(browser, expected, f"with {box} again")
    assert len(names) == len(first_header), \
        f"the header {names} did not get its column back"

    # A patch the audit refuses: its diagnostics shown, the plan kept.
    before = renders(browser), rows(browser)
    browser.evaluate("send([{operation: 'remove_column',"
                     " id: 'column/tracks/NoSuchColumn'}])")
    browser.wait_for(f"Number(document.body.dataset.renders) > {before[0]}",
                     "the answer to a refused patch")
    shown = browser.evaluate(
        "[...document.querySelectorAll('#diagnostics li.error')]"
        ".map(li => li.textContent).join(' ')")
    assert "error[unknown-id]" in shown, f"the refused patch shows {shown!r}"
    assert rows(browser) == before[1], "a refused patch changed the rows"
    print("browser: a refused patch shows its diagnostics, rows unchanged")


def main():
    url, plansql, database, plan, catalog = sys.argv[1:6]
    # The shell's trap ends this script with SIGTERM: close the browser.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    work = tempfile.mkdtemp(prefix="plansql-browser.")
    browser = Chromium(os.environ.get("CHROMIUM", "chromium"))
    try:
        browser.open_page()
        scenario(browser, url, Expected(plansql, database, plan, catalog,
                                        work))
    finally:
        browser.close()
        shutil.rmtree(work, ignore_errors=True)
    print("browser: the page patches, sorts and shows plansql run's rows")


if __name__ == "__main__":
    main()

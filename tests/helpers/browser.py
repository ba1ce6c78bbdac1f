"""A real browser for the tests: Debian's chromium, headless, driven over the DevTools protocol
through a pipe (--remote-debugging-pipe), with the standard library only.

The pipe: the browser reads commands on its fd 3 and writes replies and events on its fd 4,
each message a JSON text ended by a NUL byte. A small Python wrapper puts our two pipe ends on
those numbers and execs the browser, so no preexec_fn runs in a process that has threads.

Without a browser the tests skip locally and fail under CI or DELEGADO_REQUIRE_BROWSER, like the
PostgreSQL ones (tests/federation/postgres.py).
"""

from __future__ import annotations

import base64
import fcntl
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

ENV_REQUIRE = "DELEGADO_REQUIRE_BROWSER"
CANDIDATES = ("chromium", "chromium-browser", "google-chrome")
TIMEOUT = 60.0

_WRAPPER = (
    "import os, sys\n"
    "os.dup2(int(sys.argv[1]), 3)\n"
    "os.dup2(int(sys.argv[2]), 4)\n"
    "os.closerange(5, 256)\n"
    "os.execv(sys.argv[3], sys.argv[3:])\n"
)


class BrowserUnavailable(RuntimeError):
    pass


def required() -> bool:
    return bool(os.environ.get(ENV_REQUIRE) or os.environ.get("CI"))


def find_browser() -> str:
    for name in CANDIDATES:
        found = shutil.which(name)
        if found:
            return found
    raise BrowserUnavailable("no hay chromium en el PATH (apt-get install chromium)")


class ProtocolError(RuntimeError):
    pass


class Browser:
    """One headless chromium; `page()` opens a tab driven through its own session."""

    def __init__(self, executable: str) -> None:
        self._profile = tempfile.mkdtemp(prefix="delegado-chromium-")
        to_browser_r, to_browser_w = os.pipe()
        from_browser_r, from_browser_w = os.pipe()
        # high numbers in the child, so that putting them on 3 and 4 never overwrites the other
        high_r = fcntl.fcntl(to_browser_r, fcntl.F_DUPFD, 10)
        high_w = fcntl.fcntl(from_browser_w, fcntl.F_DUPFD, 10)
        for fd in (to_browser_r, from_browser_w):
            os.close(fd)
        args = [
            sys.executable, "-c", _WRAPPER, str(high_r), str(high_w), executable,
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--disable-extensions",
            "--no-first-run", "--no-default-browser-check", "--mute-audio",
            "--hide-scrollbars", "--remote-debugging-pipe", f"--user-data-dir={self._profile}",
            "about:blank",
        ]  # fmt: skip
        self._process = subprocess.Popen(
            args,
            pass_fds=(high_r, high_w),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        os.close(high_r)
        os.close(high_w)
        self._out = os.fdopen(to_browser_w, "wb", buffering=0)
        self._in = os.fdopen(from_browser_r, "rb", buffering=0)
        self._buffer = b""
        self._next_id = 0
        self.events: list[dict[str, Any]] = []

    # --- the protocol -------------------------------------------------------------------------

    def _read_message(self, deadline: float) -> dict[str, Any]:
        import select

        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise ProtocolError("el navegador no responde")
            ready, _, _ = select.select([self._in], [], [], left)
            if not ready:
                continue
            chunk = os.read(self._in.fileno(), 1 << 20)
            if not chunk:
                raise ProtocolError("el navegador se ha cerrado")
            self._buffer += chunk
        message, _, self._buffer = self._buffer.partition(b"\0")
        return json.loads(message)

    def send(self, method: str, params: dict | None = None, session: str | None = None) -> dict:
        self._next_id += 1
        ident = self._next_id
        message: dict[str, Any] = {"id": ident, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self._out.write(json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + TIMEOUT
        while True:
            reply = self._read_message(deadline)
            if reply.get("id") == ident:
                if "error" in reply:
                    raise ProtocolError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def wait_for(self, method: str, session: str) -> dict:
        deadline = time.monotonic() + TIMEOUT
        while True:
            for index, event in enumerate(self.events):
                if event.get("method") == method and event.get("sessionId") == session:
                    return self.events.pop(index)
            self.events.append(self._read_message(deadline))

    def close(self) -> None:
        with suppress(ProtocolError, OSError):
            self.send("Browser.close")
        try:
            self._process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait()
        self._out.close()
        self._in.close()
        shutil.rmtree(self._profile, ignore_errors=True)

    # --- pages --------------------------------------------------------------------------------

    @contextmanager
    def page(self, width: int, height: int) -> Iterator[Page]:
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})[
            "sessionId"
        ]
        tab = Page(self, session)
        for domain in ("Page", "Runtime", "Log", "Debugger"):
            self.send(f"{domain}.enable", {}, session)
        self.send(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600},
            session,
        )
        try:
            yield tab
        finally:
            self.send("Target.closeTarget", {"targetId": target})


class Page:
    def __init__(self, browser: Browser, session: str) -> None:
        self.browser = browser
        self.session = session

    def _events(self, method: str) -> list[dict]:
        found = [
            e
            for e in self.browser.events
            if e.get("sessionId") == self.session and e.get("method") == method
        ]
        self.browser.events = [e for e in self.browser.events if e not in found]
        return found

    def open(self, path: Path) -> dict[str, list[dict]]:
        """Load a file; returns the scripts the page itself parsed and its log entries."""
        self._events("Debugger.scriptParsed")
        self._events("Log.entryAdded")
        self.browser.send("Page.navigate", {"url": path.resolve().as_uri()}, self.session)
        self.browser.wait_for("Page.loadEventFired", self.session)
        # a round trip that runs no script: events raised while loading have all arrived
        self.browser.send("Page.getFrameTree", {}, self.session)
        scripts = [e["params"] for e in self._events("Debugger.scriptParsed")]
        return {"scripts": scripts, "log": [e["params"] for e in self._events("Log.entryAdded")]}

    def evaluate(self, expression: str) -> Any:
        result = self.browser.send(
            "Runtime.evaluate", {"expression": expression, "returnByValue": True}, self.session
        )
        if "exceptionDetails" in result:
            raise ProtocolError(str(result["exceptionDetails"]))
        return result["result"].get("value")

    def screenshot(self, target: Path, full_page: bool = False) -> None:
        params: dict[str, Any] = {"format": "png"}
        if full_page:
            params["captureBeyondViewport"] = True
            size = self.browser.send("Page.getLayoutMetrics", {}, self.session)["cssContentSize"]
            params["clip"] = {
                "x": 0, "y": 0, "width": size["width"], "height": size["height"], "scale": 1
            }  # fmt: skip
        data = self.browser.send("Page.captureScreenshot", params, self.session)["data"]
        target.write_bytes(base64.b64decode(data))


@contextmanager
def browser() -> Iterator[Browser]:
    instance = Browser(find_browser())
    try:
        yield instance
    finally:
        instance.close()

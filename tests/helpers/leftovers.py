"""What a test leaves running after it ends, and a last net for the interpreter's own exit.

Python's exit waits for every non-daemon thread and every non-daemon multiprocessing child
(and a process pool's manager thread waits for its workers): one of them stuck is a suite that
prints "passed" and never ends. Each test is checked on its own so the one that left something
is named, and what it left is killed so the next tests and the exit go on."""

from __future__ import annotations

import contextlib
import faulthandler
import multiprocessing
import os
import sys
import threading
import time
from collections.abc import Iterator

GRACE_SECONDS = 10.0
EXIT_WATCH_SECONDS = 120


def _child_pids() -> set[int]:
    """Living children of this process, however they were started (subprocess too); Linux
    only, elsewhere none."""
    me = os.getpid()
    found = set()
    try:
        entries = os.listdir("/proc")
    except OSError:
        return found
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as stat:
                fields = stat.read().rsplit(b")", 1)[1].split()
        except OSError:
            continue
        # fields[0] is the state, fields[1] the parent; a zombie holds nothing
        if int(fields[1]) == me and fields[0] != b"Z":
            found.add(int(entry))
    return {pid for pid in found if not any(helper in _command(pid) for helper in _SHARED_HELPERS)}


# Helpers that live as long as this process, by design, and end when it does: multiprocessing's
# one resource tracker, and the supervisor of the session's PostgreSQL server (started by the
# first test that asks for a database, it outlives that test on purpose).
_SHARED_HELPERS = ("multiprocessing.resource_tracker", "pg_supervisor.py")


def _command(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
            return cmdline.read().replace(b"\0", b" ").decode(errors="replace").strip()[:120]
    except OSError:
        return "?"


def _running_threads(before: set[threading.Thread]) -> list[threading.Thread]:
    return [
        thread
        for thread in threading.enumerate()
        if thread not in before and thread.is_alive() and not thread.daemon
    ]


@contextlib.contextmanager
def leftovers_after(grace: float = GRACE_SECONDS) -> Iterator[list[str]]:
    """Yields a list that, once the block ends, names what it left running (after a grace
    period for what was already ending) and has been killed."""
    threads = set(threading.enumerate())
    children = set(multiprocessing.active_children())
    pids = _child_pids()
    found: list[str] = []
    yield found
    deadline = time.monotonic() + grace
    while time.monotonic() < deadline:
        new_children = [p for p in multiprocessing.active_children() if p not in children]
        if not new_children and not _running_threads(threads) and not (_child_pids() - pids):
            return
        time.sleep(0.05)
    for process in multiprocessing.active_children():
        if process not in children:
            found.append(f"el proceso {process.name} (pid {process.pid})")
            process.kill()
            process.join(5)
    for pid in sorted(_child_pids() - pids):
        found.append(f"el proceso {pid} ({_command(pid)})")
        with contextlib.suppress(OSError):
            os.kill(pid, 9)
    # A thread cannot be killed; naming it is what can be done.
    found.extend(f"el hilo {thread.name}" for thread in _running_threads(threads))


def watch_interpreter_exit(seconds: float = EXIT_WATCH_SECONDS) -> None:
    """Once the session is over, the interpreter has EXIT_WATCH_SECONDS to exit; if it has
    not, every thread's stack goes to stderr and it exits with a failure instead of hanging."""
    for process in multiprocessing.active_children():
        process.kill()
    faulthandler.dump_traceback_later(seconds, exit=True, file=sys.__stderr__)

"""Keeps a test's PostgreSQL server no longer than the test process that asked for it.

`pg_ctl start` hands the server to init: when pytest is killed (SIGKILL, a CI timeout, a closed
terminal) nothing stops it, and killed runs once left four servers behind. This small process is
started by tests/federation/postgres.py as a child of the test process; it starts the server,
prints one line (LISTO, or FALLO and why), and then waits for whichever comes first:

- the end of its stdin: the test process closed it (the normal stop) or died (the kernel closes
  a dead process's pipes, however it died);
- a new parent: the test process died and this one was handed to init or a subreaper (the pipe
  can stay open when a child forked by the tests still holds its write end);
- SIGTERM, SIGINT or SIGHUP, and the parent-death signal asked for with prctl on Linux.

Then it stops the server (`pg_ctl stop -m fast`, `-m immediate` if that fails) and removes its
folder. Only the standard library: it runs before, and after, the tests' own imports.

Run: python pg_supervisor.py CONFIG_JSON  (see postgres.start_local_server)
"""

from __future__ import annotations

import contextlib
import ctypes
import json
import os
import select
import shutil
import signal
import subprocess
import sys
from pathlib import Path

PR_SET_PDEATHSIG = 1
CHECK_PARENT_EVERY_S = 0.5


# A signal only raises this flag: an exception from a handler could land inside the clean-up
# (the parent-death signal and the end of stdin come together) and skip the server's stop.
_asked_to_stop = False


def _note_stop(signum, frame):
    global _asked_to_stop
    _asked_to_stop = True


def _ask_for_parent_death_signal() -> None:
    if not sys.platform.startswith("linux"):
        return
    with contextlib.suppress(OSError, AttributeError):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)


def _as(prefix: list[str], command: list[str]) -> list[str]:
    if prefix[:1] == ["su"]:
        import shlex

        return [*prefix, shlex.join(command)]
    return [*prefix, *command]


def _say(line: str) -> None:
    # the reader may be gone already: a failed write must not stop the clean-up
    with contextlib.suppress(OSError):
        os.write(1, (line + "\n").encode())


def _wait_for_the_end(parent: int) -> None:
    while not _asked_to_stop:
        if os.getppid() != parent:
            return
        readable, _, _ = select.select([0], [], [], CHECK_PARENT_EVERY_S)
        if readable and not os.read(0, 4096):
            return


def _stop_server(config: dict) -> None:
    for mode in ("fast", "immediate"):
        command = [config["pg_ctl"], "-D", config["data"], "-m", mode, "-w", "-t", "60", "stop"]
        with contextlib.suppress(OSError, subprocess.SubprocessError):
            done = subprocess.run(
                _as(config["as"], command), capture_output=True, timeout=90, check=False
            )
            if done.returncode == 0 or not Path(config["data"], "postmaster.pid").exists():
                return


def main(argv: list[str]) -> int:
    config = json.loads(argv[1])
    parent = int(config["parent"])
    for signum in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(signum, _note_stop)
    _ask_for_parent_death_signal()
    started = False
    try:
        if os.getppid() != parent:  # died before the signal was asked for
            return 1
        start = [
            config["pg_ctl"], "-D", config["data"], "-l", config["log"], "-w", "-t", "60",
            "-o", config["options"], "start",
        ]  # fmt: skip
        try:
            done = subprocess.run(
                _as(config["as"], start), capture_output=True, text=True, timeout=120
            )
        except (OSError, subprocess.SubprocessError) as exc:
            _say("FALLO " + json.dumps(f"pg_ctl no ha podido ejecutarse: {exc}"))
            return 1
        started = True
        if done.returncode != 0:
            detail = (done.stderr or done.stdout).strip()
            with contextlib.suppress(OSError):
                detail += "\n" + Path(config["log"]).read_text(errors="replace")[-2000:]
            _say("FALLO " + json.dumps(f"pg_ctl ha fallado: {detail}"))
            return 1
        _say("LISTO")
        _wait_for_the_end(parent)
    finally:
        if started:
            _stop_server(config)
        shutil.rmtree(config["folder"], ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))

"""`delegado` commands run in the test's own process: cli.main(argv), as `python -m
delegate_app` runs it, with its exit code and what it printed.

A new interpreter costs each call its start and the imports of SQLAlchemy, reportlab and
pyHanko (about a second of CPU for an export), and that was most of what the command-line tests
took. What a test checks here (the exit code, the Spanish text, the files) is decided inside
main(); the files of each command family keep a few real processes for what only a process
shows: the status the shell sees, a library's warnings on the real stderr, nothing printed by
Python at exit.
"""

from __future__ import annotations

import io
import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager, redirect_stderr, redirect_stdout
from dataclasses import dataclass

from delegate_app import cli


@dataclass(frozen=True)
class Ran:
    """What subprocess.run gave the tests: the exit code and both outputs, as text."""

    returncode: int
    stdout: str
    stderr: str


@contextmanager
def environment(changes: Mapping[str, str | None]) -> Iterator[None]:
    """os.environ with `changes` (None removes a variable), put back afterwards."""
    before = {name: os.environ.get(name) for name in changes}
    try:
        for name, value in changes.items():
            _set(name, value)
        yield
    finally:
        for name, value in before.items():
            _set(name, value)


def _set(name: str, value: str | None) -> None:
    if value is None:
        os.environ.pop(name, None)
    else:
        os.environ[name] = value


def run_in_process(*args: object, env: Mapping[str, str | None] | None = None) -> Ran:
    out, err = io.StringIO(), io.StringIO()
    with environment(env or {}), redirect_stdout(out), redirect_stderr(err):
        try:
            code = cli.main([str(a) for a in args])
        except SystemExit as exc:  # argparse: --version, --help and usage errors
            code = _exit_status(exc.code, err)
    return Ran(code, out.getvalue(), err.getvalue())


def _exit_status(code: object, err: io.StringIO) -> int:
    """The status a process would end with after SystemExit(code)."""
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    print(code, file=err)
    return 1

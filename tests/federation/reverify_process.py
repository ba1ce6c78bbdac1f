"""One clerk's `delegado federacion reverificar` in its own process (spawn: a fresh interpreter),
for the test of two clerks re-verifying the same database at once."""

from __future__ import annotations

import contextlib
import io
import os
import traceback


def run_clerk(args: list[str], env: dict[str, str], barrier, results, clerk: int) -> None:
    try:
        from delegate_app.cli import main

        os.environ.update(env)
        barrier.wait(timeout=120)
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            code = main(args)
        results.put((clerk, code, out.getvalue(), None))
    except BaseException:
        results.put((clerk, -1, "", traceback.format_exc()))

"""A second process that opens a database and holds it until told to let go."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

HOLDER = textwrap.dedent(
    """
    import sys, time
    from delegate_app.store.database import open_database
    db = open_database(sys.argv[1])
    print("HELD", flush=True)
    sys.stdin.readline()
    db.close()
    print("RELEASED", flush=True)
    """
)


def hold_database(path):
    env = dict(os.environ, PYTHONPATH=os.getcwd())
    proc = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert proc.stdout.readline().strip() == "HELD"
    return proc

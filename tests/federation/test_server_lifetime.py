"""Every PostgreSQL server the tests start dies with the test process, even when that process is
killed (SIGKILL: no teardown, no atexit). Four servers were once found running after killed
runs; tests/federation/pg_supervisor.py is the answer, and this is its proof, end to end: a
pytest of its own starts a server through the fixtures, is killed mid-test, and within a bounded
wait no process of that server is left."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

from tests.federation import postgres

ROOT = Path(__file__).resolve().parents[2]
PROBE = Path(__file__).with_name("server_probe.py")
# a guard, not a budget: the supervisor notices at once and pg_ctl stop waits at most 60 s
GONE_WITHIN_S = 120


def _processes_of(folder: Path) -> list[str]:
    """Command lines of the processes that name `folder` (the postmaster is started with its
    data folder and socket folder in its arguments)."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/cmdline", "rb") as cmdline:
                command = cmdline.read().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        if str(folder) in command:
            found.append(f"{entry}: {command.strip()}")
    return found


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return Path(f"/proc/{pid}").exists() and "zombie" not in _state(pid)


def _state(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/status").read_text().split("State:")[1].split("\n")[0].lower()
    except (OSError, IndexError):
        return "zombie"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc (Linux)")
@pytest.mark.timeout(400)
def test_a_killed_test_run_leaves_no_postgres_server_behind(tmp_path):
    if postgres.find_binary("initdb") is None or postgres.find_binary("pg_ctl") is None:
        message = "PostgreSQL no disponible: no están initdb ni pg_ctl"
        if postgres.required():
            pytest.fail(message, pytrace=False)
        pytest.skip(message)
    env = {k: v for k, v in os.environ.items() if k not in (postgres.ENV_URL, "PYTEST_ADDOPTS")}
    env.pop("PYTEST_XDIST_WORKER", None)
    run = subprocess.Popen(
        [sys.executable, "-m", "pytest", str(PROBE), "-q", "-s", "-p", "no:cacheprovider",
         "-p", "no:xdist", f"--basetemp={tmp_path / 'interna'}"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )  # fmt: skip
    said = []
    try:
        for line in run.stdout:  # a guard: the probe's own timeout ends a run that never says
            said.append(line)
            if line.startswith("SERVIDOR "):
                break
        assert said and said[-1].startswith("SERVIDOR "), "".join(said)
        folder = Path(parse_qs(urlsplit(said[-1].split()[1]).query)["host"][0])
        postmaster = int((folder / "data" / "postmaster.pid").read_text().split()[0])
        assert _alive(postmaster)
        assert _processes_of(folder), "el servidor no aparece entre los procesos"
    finally:
        run.send_signal(signal.SIGKILL)  # no teardown, no atexit: as a killed CI job
        run.wait()
        run.stdout.close()

    waited_until = time.monotonic() + GONE_WITHIN_S
    while (_alive(postmaster) or _processes_of(folder) or folder.exists()) and (
        time.monotonic() < waited_until
    ):
        time.sleep(0.2)
    assert not _alive(postmaster), f"el servidor {postmaster} sigue en marcha"
    assert _processes_of(folder) == []
    assert not folder.exists(), "la carpeta del servidor no se ha borrado"

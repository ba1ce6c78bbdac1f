"""A throwaway PostgreSQL server for the federation tests, and fresh databases on it.

.ci/run starts one and exports DELEGADO_TEST_POSTGRES (a postgresql:// URL of a superuser's
maintenance database); every test database is created on it with a name of its own (the xdist
worker's and a random part), so parallel workers never share one. Without it, the fixtures
start their own here, once per test process (one per xdist worker): initdb in a temporary folder
(as the `postgres` user when the tests run as root, because initdb refuses root), listening only
on a Unix socket in that folder, trust authentication. That server is started and watched by
tests/federation/pg_supervisor.py, which stops it when the test process ends, even killed.
"""

from __future__ import annotations

import contextlib
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile
import uuid
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

ENV_URL = "DELEGADO_TEST_POSTGRES"
PORT = 5432  # only a socket file in our own folder: the number cannot clash with a real server


class ServerUnavailable(Exception):
    """No PostgreSQL server could be had; the message says why."""


def required() -> bool:
    """In CI (or when asked) a missing server fails the tests instead of skipping them."""
    for name in ("CI", "DELEGADO_REQUIRE_POSTGRES"):
        if os.environ.get(name, "").strip().lower() not in ("", "0", "false", "no"):
            return True
    return False


def find_binary(name: str) -> str | None:
    found = shutil.which(name)
    if found:
        return found
    # Debian installs the server's programs outside PATH, one folder per major version.
    candidates = sorted(
        glob.glob(f"/usr/lib/postgresql/*/bin/{name}"),
        key=lambda p: int(Path(p).parts[-3]) if Path(p).parts[-3].isdigit() else 0,
    )
    return candidates[-1] if candidates else None


SUPERVISOR = Path(__file__).with_name("pg_supervisor.py")
STOP_GUARD_S = 180  # only for a supervisor that never ends: its own pg_ctl stop waits 60 s


@dataclass
class LocalServer:
    folder: Path
    pg_ctl: str
    as_postgres: list[str]
    supervisor: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"postgresql://postgres@/postgres?host={self.folder}&port={PORT}"

    @property
    def data(self) -> Path:
        return self.folder / "data"

    def stop(self) -> None:
        """Stop the server: the supervisor does it when its stdin closes."""
        supervisor, self.supervisor = self.supervisor, None
        if supervisor is not None:
            with contextlib.suppress(OSError):
                supervisor.stdin.close()
            try:
                supervisor.wait(STOP_GUARD_S)
            except subprocess.TimeoutExpired:
                supervisor.kill()
                supervisor.wait()
            with contextlib.suppress(OSError):
                supervisor.stdout.close()
        if (self.data / "postmaster.pid").exists():  # a supervisor that failed to stop it
            with contextlib.suppress(OSError, subprocess.SubprocessError):
                subprocess.run(
                    _as(self.as_postgres, [self.pg_ctl, "-D", str(self.data), "-m", "immediate",
                                           "-w", "stop"]),
                    capture_output=True,
                    timeout=60,
                    check=False,
                )  # fmt: skip
        shutil.rmtree(self.folder, ignore_errors=True)


def start_local_server() -> LocalServer:
    initdb, pg_ctl = find_binary("initdb"), find_binary("pg_ctl")
    if initdb is None or pg_ctl is None:
        raise ServerUnavailable(
            "no están initdb ni pg_ctl (instale el paquete postgresql de Debian)"
        )
    as_postgres: list[str] = []
    folder = Path(tempfile.mkdtemp(prefix="delegado-pg-"))
    if os.geteuid() == 0:
        import pwd

        try:
            user = pwd.getpwnam("postgres")
        except KeyError:
            shutil.rmtree(folder, ignore_errors=True)
            raise ServerUnavailable(
                "se ejecuta como root y no existe el usuario postgres"
            ) from None
        os.chown(folder, user.pw_uid, user.pw_gid)
        runuser = shutil.which("runuser")
        as_postgres = [runuser, "-u", "postgres", "--"] if runuser else ["su", "postgres", "-c"]
    server = LocalServer(folder, pg_ctl, as_postgres)
    data, log = server.data, folder / "server.log"
    init = [initdb, "-D", str(data), "-U", "postgres", "--auth=trust", "-E", "UTF8",
            "--no-locale", "--no-sync"]  # fmt: skip
    try:
        done = subprocess.run(_as(as_postgres, init), capture_output=True, text=True, timeout=120)
    except (OSError, subprocess.SubprocessError) as exc:
        server.stop()
        raise ServerUnavailable(f"initdb no ha podido ejecutarse: {exc}") from exc
    if done.returncode != 0:
        detail = (done.stderr or done.stdout).strip()
        server.stop()
        raise ServerUnavailable(f"initdb ha fallado: {detail}")
    config = {
        "parent": os.getpid(),
        "pg_ctl": pg_ctl,
        "as": as_postgres,
        "folder": str(folder),
        "data": str(data),
        "log": str(log),
        "options": f"-k {folder} -p {PORT} -c listen_addresses='' -c fsync=off "
        "-c max_connections=60",
    }
    # its own session: a Ctrl-C in the terminal reaches pytest, which stops the server in order
    server.supervisor = subprocess.Popen(
        [sys.executable, str(SUPERVISOR), json.dumps(config)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    said = server.supervisor.stdout.readline().strip()
    if said != "LISTO":
        server.stop()
        reason = json.loads(said.removeprefix("FALLO ")) if said.startswith("FALLO ") else said
        raise ServerUnavailable(reason or "el supervisor de PostgreSQL terminó sin arrancarlo")
    return server


def _as(prefix: list[str], command: list[str]) -> list[str]:
    if prefix[:1] == ["su"]:
        import shlex

        return [*prefix, shlex.join(command)]
    return [*prefix, *command]


def with_database(url: str, name: str) -> str:
    """The same server URL naming another database."""
    parts = urlsplit(url)
    return parts._replace(path=f"/{name}").geturl()


def create_database(admin_url: str) -> str:
    """A new, empty database on the server; returns its URL."""
    import psycopg

    # PYTEST_XDIST_WORKER (gw0, gw1…) only makes a leftover database's owner readable: the
    # random part alone keeps names apart between workers and between concurrent runs
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    name = f"delegado_test_{worker}_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(admin_url, autocommit=True) as con:
        con.execute(f'CREATE DATABASE "{name}"')
    return with_database(admin_url, name)


def drop_database(admin_url: str, url: str) -> None:
    import psycopg

    name = urlsplit(url).path.lstrip("/")
    with psycopg.connect(admin_url, autocommit=True) as con:
        con.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def check_reachable(admin_url: str) -> None:
    import psycopg

    try:
        with psycopg.connect(admin_url, autocommit=True, connect_timeout=10) as con:
            con.execute("SELECT 1")
    except psycopg.Error as exc:
        raise ServerUnavailable(f"no se puede conectar con {admin_url}: {exc}") from exc

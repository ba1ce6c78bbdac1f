"""Fixtures of the federation tests: every database test runs on SQLite and on a real
PostgreSQL server (tests/federation/postgres.py says where the server comes from).

- `federation_db_url`: a fresh, empty target, parametrized "sqlite" (a file path) and
  "postgresql" (a new database on the server, dropped afterwards);
- `federation_db`: the same, opened and migrated (open_federation_db(create=True));
- `postgres_url`: a fresh PostgreSQL database alone, for tests about the server itself;
- `exported_actas`: a real chess acta and a real domino acta exported from the demo season.

Without a server (no DELEGADO_TEST_POSTGRES, no initdb/pg_ctl) the postgresql half is skipped
locally; with CI or DELEGADO_REQUIRE_POSTGRES set it fails instead.
"""

from __future__ import annotations

import os

import pytest

from tests.federation import postgres


@pytest.fixture(scope="session")
def postgres_server():
    """The admin URL of the session's PostgreSQL server."""
    given = os.environ.get(postgres.ENV_URL, "").strip()
    try:
        if given:
            postgres.check_reachable(given)
            yield given
            return
        server = postgres.start_local_server()
    except postgres.ServerUnavailable as exc:
        message = f"PostgreSQL no disponible para las pruebas de la federación: {exc}"
        if postgres.required():
            pytest.fail(message, pytrace=False)
        pytest.skip(message)
    try:
        postgres.check_reachable(server.url)
        yield server.url
    finally:
        server.stop()


@pytest.fixture
def postgres_url(postgres_server):
    url = postgres.create_database(postgres_server)
    yield url
    postgres.drop_database(postgres_server, url)


@pytest.fixture(params=["sqlite", "postgresql"])
def federation_db_url(request, tmp_path):
    if request.param == "sqlite":
        yield str(tmp_path / "federacion.sqlite3")
        return
    yield request.getfixturevalue("postgres_url")


@pytest.fixture
def federation_db(federation_db_url):
    from delegate_app.store.federation.database import open_federation_db

    db = open_federation_db(federation_db_url, create=True)
    yield db
    db.close()


@pytest.fixture(scope="session")
def exported_actas(demo_template, tmp_path_factory):
    """{"ajedrez": ActaDocument, "domino": ActaDocument}: the first locked acta of each sport
    of the demo season, as the club's app exports it (PDF with acta.json attached)."""
    from delegate_app.documents.chess import acta_pdf
    from delegate_app.documents.domino import acta_pdf as domino_pdf
    from tests.helpers.actas import locked_match
    from tests.helpers.demo import demo_copy

    with demo_copy(demo_template, tmp_path_factory.mktemp("federacion") / "demo.sqlite3") as db:
        return {
            "ajedrez": acta_pdf.acta_document(db, locked_match(db, "ajedrez")),
            "domino": domino_pdf.domino_acta_document(db, locked_match(db, "domino")),
        }

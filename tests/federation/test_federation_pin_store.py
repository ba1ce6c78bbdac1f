"""The federation a database belongs to, on SQLite and on PostgreSQL (store side of
`--nueva-federacion`, issue 24 item 5): pinned by the first registry, another refused until its
fingerprint confirms it, every change kept; PostgreSQL's own databases never opened."""

from __future__ import annotations

import pytest

from delegate_app.store.errors import StoreError
from delegate_app.store.federation.settings import (
    OtherFederation,
    federation_history,
    pin_federation,
    pinned_federation,
)

REAL, OTHER = "a" * 64, "b" * 64


def test_the_first_registry_pins_and_another_needs_its_fingerprint(federation_db):
    assert pinned_federation(federation_db) is None
    assert "queda ligada" in pin_federation(federation_db, REAL, "Federación Canaria")
    assert pin_federation(federation_db, REAL, "Federación Canaria") is None
    with pytest.raises(OtherFederation, match=f"--nueva-federacion {OTHER}"):
        pin_federation(federation_db, OTHER, "Otra")
    with pytest.raises(OtherFederation):
        pin_federation(federation_db, OTHER, "Otra", confirmed=REAL)
    assert pinned_federation(federation_db).fingerprint == REAL
    assert federation_history(federation_db) == []

    notice = pin_federation(federation_db, OTHER, "Otra", confirmed=OTHER.upper())
    assert notice.startswith("CAMBIO DE FEDERACIÓN confirmado y registrado")
    assert pinned_federation(federation_db).fingerprint == OTHER
    (change,) = federation_history(federation_db)
    assert (change["antes"]["huella"], change["despues"]["huella"]) == (REAL, OTHER)


@pytest.mark.parametrize("name", ["template0", "template1", "postgres"])
def test_the_servers_own_databases_are_refused(postgres_server, name):
    from delegate_app.store.federation.database import open_federation_db
    from tests.federation.postgres import with_database

    with pytest.raises(StoreError, match="base de datos del propio servidor PostgreSQL"):
        open_federation_db(with_database(postgres_server, name), create=True)

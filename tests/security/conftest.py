"""Real exported actas of both sports, two clubs with their own authorities, a federation and
its signed registry: the ground every attack in tests/security/ is built on."""

from __future__ import annotations

import pytest

from delegate_app.documents import registry
from tests.helpers.actas import locked_match
from tests.helpers.demo import demo_copy
from tests.helpers.security import (
    Acta,
    Club,
    authority,
    clubs_of,
    exported_acta,
    new_federation,
    registry_of,
)


@pytest.fixture(scope="session")
def acta_db(demo_template, tmp_path_factory):
    with demo_copy(demo_template, tmp_path_factory.mktemp("seguridad") / "demo.sqlite3") as db:
        yield db


@pytest.fixture(scope="session")
def actas(acta_db) -> dict[str, Acta]:
    return {
        sport: exported_acta(acta_db, locked_match(acta_db, sport), sport)
        for sport in ("ajedrez", "domino")
    }


@pytest.fixture(scope="session")
def clubs(actas) -> dict[str, Club]:
    """Every club of both actas with its own CA, and its named delegate's certificate."""
    return clubs_of(actas.values())


@pytest.fixture(scope="session")
def federation():
    return new_federation()


@pytest.fixture(scope="session")
def fnmt_root():
    """A public authority (FNMT-like) that issues personal certificates carrying the DNI."""
    return authority("FNMT de prueba")


@pytest.fixture(scope="session")
def signed_registry(clubs, federation, fnmt_root) -> bytes:
    return registry_of(clubs, federation, public_authorities=[fnmt_root.certificate])


@pytest.fixture(scope="session")
def the_registry(signed_registry) -> registry.Registry:
    return registry.load_registry(signed_registry)


@pytest.fixture(scope="session")
def pristine_world(demo_template, tmp_path_factory, actas):
    """Two clubs and a federation, each with its own database, made with the commands once per
    worker; no test reaches it but through `world`'s copy."""
    from tests.helpers.registry_world import make_world

    return make_world(demo_template, tmp_path_factory.mktemp("registro"), actas["ajedrez"])


@pytest.fixture(scope="module")
def world(pristine_world, tmp_path_factory):
    """The clubs and the federation of `pristine_world`, copied for one module."""
    from tests.helpers.registry_world import copy_world

    return copy_world(pristine_world, tmp_path_factory.mktemp("registro"))

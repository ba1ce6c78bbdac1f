"""Real exported actas of both sports, two clubs with their own authorities, a federation and
its signed registry: the ground every attack in tests/security/ is built on."""

from __future__ import annotations

import sqlite3

import pytest
from sqlmodel import select

from delegate_app.documents import acta_pdf, domino_pdf, registry, signing
from delegate_app.store.database import open_database
from delegate_app.store.models import Competition, Match, MatchDay, Round
from tests.helpers.security import (
    ARBITER,
    DNIS,
    Acta,
    Club,
    authority,
    issue,
)


@pytest.fixture(scope="session")
def acta_db(demo_template, tmp_path_factory):
    path = tmp_path_factory.mktemp("seguridad") / "demo.sqlite3"
    source, target = sqlite3.connect(demo_template), sqlite3.connect(path)
    source.backup(target)
    source.close()
    target.close()
    db = open_database(path)
    yield db
    db.close()


def _locked(db, sport: str) -> int:
    with db.session() as s:
        return s.exec(
            select(MatchDay.match_id)
            .join(Match, Match.id == MatchDay.match_id)
            .join(Round, Round.id == Match.round_id)
            .join(Competition, Competition.id == Round.competition_id)
            .where(MatchDay.locked_at != None, Competition.sport == sport)  # noqa: E711
            .order_by(MatchDay.match_id)
        ).first()


def _named(data: dict, role: str) -> tuple[str, str]:
    signature = next(f for f in data["firmas"] if f["papel"] == role)
    return signature["nombre"], signature["licencia"]


@pytest.fixture(scope="session")
def actas(acta_db) -> dict[str, Acta]:
    chess = acta_pdf.acta_document(acta_db, _locked(acta_db, "ajedrez"))
    domino = domino_pdf.domino_acta_document(acta_db, _locked(acta_db, "domino"))
    found = {}
    for sport, document in (("ajedrez", chess), ("domino", domino)):
        data = document.data
        found[sport] = Acta(
            sport,
            document.pdf,
            data,
            data["club_local"],
            data["club_visitante"],
            _named(data, "delegado_local"),
            _named(data, "delegado_visitante"),
        )
    return found


@pytest.fixture(scope="session")
def clubs(actas) -> dict[str, Club]:
    """Every club of both actas with its own CA, and its named delegate's certificate."""
    result: dict[str, Club] = {}
    dnis = iter(DNIS)
    for acta in actas.values():
        for club_name, (person, _licence) in (
            (acta.home_club, acta.home_delegate),
            (acta.away_club, acta.away_delegate),
        ):
            if club_name in result:
                continue
            ca = authority(club_name)
            dni = next(dnis)
            result[club_name] = Club(club_name, ca, {dni: issue(ca, person, dni, club=club_name)})
    return result


@pytest.fixture(scope="session")
def federation():
    ca = authority("Federación Canaria (registro)")
    return ca, issue(ca, "Secretaría de la Federación", "00000000T")


@pytest.fixture(scope="session")
def fnmt_root():
    """A public authority (FNMT-like) that issues personal certificates carrying the DNI."""
    return authority("FNMT de prueba")


@pytest.fixture(scope="session")
def signed_registry(clubs, federation, fnmt_root) -> bytes:
    parts = []
    for club in clubs.values():
        delegates = [
            registry.Person(s.name, "", dni, (signing.fingerprint(s.certificate),))
            for dni, s in club.people.items()
        ]
        parts.append(registry.club_part(club.name, [club.authority.certificate], delegates))
    ca, signer = federation
    content = registry.build_registry(
        parts,
        ca.certificate,
        version=10,
        arbiters=[ARBITER],
        public_authorities=[fnmt_root.certificate],
    )
    return registry.sign_registry(content, signer)


@pytest.fixture(scope="session")
def the_registry(signed_registry) -> registry.Registry:
    return registry.load_registry(signed_registry)

"""Signed actas of both sports as clubs send them, a federation registry that binds their
delegates, and the hostile files the intake must refuse one by one.

Built from the demo season with the same builders as tests/security/ (tests/helpers/security):
two clubs per sport, each with its own authority and its named delegate's certificate.
"""

from __future__ import annotations

import pytest

from delegate_app.documents import registry
from tests.helpers.actas import locked_match
from tests.helpers.demo import demo_copy
from tests.helpers.security import (
    NOW,
    PASSPHRASE,
    clubs_of,
    delegate,
    exported_acta,
    new_federation,
    registry_of,
    sign,
    signed_by_both,
)


@pytest.fixture(scope="session")
def intake_db(demo_template, tmp_path_factory):
    with demo_copy(demo_template, tmp_path_factory.mktemp("buzon") / "demo.sqlite3") as db:
        yield db


def _outsider_match(db, registered: set[str]) -> int:
    """A locked chess match one of whose clubs the registry does not know."""
    from sqlmodel import select

    from delegate_app.store.models import Club, Match, MatchDay, Team

    with db.session() as s:
        rows = s.exec(
            select(MatchDay.match_id, Club.name)
            .join(Match, Match.id == MatchDay.match_id)
            .join(Team, (Team.id == Match.home_team_id) | (Team.id == Match.away_team_id))
            .join(Club, Club.id == Team.club_id)
            .where(MatchDay.locked_at != None, Club.sport == "ajedrez")  # noqa: E711
            .order_by(MatchDay.match_id)
        ).all()
    return next(match_id for match_id, club in rows if club not in registered)


@pytest.fixture(scope="session")
def received(intake_db):
    """The exported (unsigned) actas: "ajedrez", "domino", and "fuera" (a club the registry
    does not know)."""
    found = {
        sport: exported_acta(intake_db, locked_match(intake_db, sport), sport)
        for sport in ("ajedrez", "domino")
    }
    registered = {c for a in found.values() for c in (a.home_club, a.away_club)}
    found["fuera"] = exported_acta(intake_db, _outsider_match(intake_db, registered), "ajedrez")
    return found


@pytest.fixture(scope="session")
def intake_clubs(received):
    return clubs_of([received["ajedrez"], received["domino"]])


@pytest.fixture(scope="session")
def intake_federation():
    return new_federation()


@pytest.fixture(scope="session")
def registry_file(intake_clubs, intake_federation, tmp_path_factory):
    path = tmp_path_factory.mktemp("registro") / "registro.json"
    path.write_bytes(registry_of(intake_clubs, intake_federation))
    return path


@pytest.fixture(scope="session")
def federation_p12(intake_federation, tmp_path_factory):
    """The federation's .p12 (issued by the CA the registry names), PASSPHRASE its password."""
    from datetime import timedelta

    from delegate_app.documents import certificates

    ca, _ = intake_federation
    issued = certificates.issue_delegate_certificate(
        ca,
        full_name="Oficina de la Federación",
        licence="00000000T",
        not_before=NOW - timedelta(days=1),
        not_after=NOW + timedelta(days=365),
    )
    path = tmp_path_factory.mktemp("federacion") / "federacion.p12"
    path.write_bytes(
        certificates.pkcs12_bytes(
            issued.certificate, issued.private_key, PASSPHRASE, chain=issued.chain
        )
    )
    return path


@pytest.fixture(scope="session")
def intake_registry(registry_file):
    return registry.load_registry(registry_file.read_bytes())


@pytest.fixture(scope="session")
def signed(received, intake_clubs):
    """Signed PDFs by what each one is: two complete actas, an incomplete one, a forged one
    and one from a club outside the registry."""
    chess, domino = received["ajedrez"], received["domino"]
    complete_chess = signed_by_both(chess, intake_clubs)
    forged = bytearray(complete_chess)
    index = forged.index(b"/Title (")
    forged[index + 8] ^= 0x01  # a changed byte inside what both signatures cover
    outsider = received["fuera"]
    return {
        "ajedrez": complete_chess,
        "domino": signed_by_both(domino, intake_clubs),
        "incompleta": sign(chess.pdf, "delegado_local", delegate(intake_clubs, chess.home_club)),
        "falsificada": bytes(forged),
        "fuera": signed_by_both(outsider, clubs_of([outsider])),
    }


@pytest.fixture
def club(intake_db):
    """The club's outbox and mail settings, emptied before and after the test."""
    from sqlmodel import delete

    from delegate_app.store.models import MailSetting, OutboxItem

    def empty() -> None:
        with intake_db.session() as s, s.begin():
            s.exec(delete(OutboxItem))
            s.exec(delete(MailSetting))

    empty()
    yield intake_db
    empty()


@pytest.fixture
def mailed_registry(received, intake_clubs, intake_federation, folder, tmp_path):
    """The registry with both home clubs' delegate address: the club's test mailbox folder;
    the away clubs have none (an old-style entry)."""
    homes = {received[s].home_club for s in ("ajedrez", "domino")}
    path = tmp_path / "registro-con-correo.json"
    mails = {name: f"club+{folder}@club.test" for name in homes}
    path.write_bytes(registry_of(intake_clubs, intake_federation, mails=mails))
    return path

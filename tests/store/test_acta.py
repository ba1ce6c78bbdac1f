"""store/acta.py: the part of the acta both sports share; each sport hands its content in."""

from __future__ import annotations

import pytest
from sqlmodel import select

from delegate_app.store import acta
from delegate_app.store.chess import acta as chess_acta
from delegate_app.store.domino import acta as domino_acta
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Competition, Match, Round


def _a_match_of(db, sport: str) -> int:
    with db.session() as s:
        return s.exec(
            select(Match.id)
            .join(Round, Round.id == Match.round_id)
            .join(Competition, Competition.id == Round.competition_id)
            .where(Competition.sport == sport)
            .order_by(Match.id)
        ).first()


def test_each_sport_hands_in_its_own_content(demo_db):
    chess, domino = _a_match_of(demo_db, "ajedrez"), _a_match_of(demo_db, "domino")
    with demo_db.session() as s:
        assert acta.acta_content(s, chess) == chess_acta.chess_acta_content(s, chess)
        assert acta.acta_content(s, domino) == domino_acta.domino_acta_content(s, domino)
        assert acta.acta_content(s, chess)["encuentro"]["id"] == chess
        assert acta.acta_content(s, domino)["deporte"] == "domino"


def test_a_sport_nobody_registered_is_refused_in_spanish(demo_db, monkeypatch):
    monkeypatch.delitem(acta._SPORTS, "ajedrez")
    chess = _a_match_of(demo_db, "ajedrez")
    with demo_db.session() as s, pytest.raises(StoreError, match="No se sabe leer el acta"):
        acta.acta_content(s, chess)


@pytest.mark.parametrize(
    ("sport", "steps"), [("ajedrez", chess_acta.STEPS), ("domino", domino_acta.STEPS)]
)
def test_the_guide_step_is_checked_against_the_sport_s_own_steps(demo_db, sport, steps):
    match_id = _a_match_of(demo_db, sport)
    acta.open_acta(demo_db, match_id)  # does nothing to an acta already open
    with pytest.raises(StoreError, match="Paso de la guía desconocido"):
        acta.set_step(demo_db, match_id, len(steps))
    with pytest.raises(StoreError, match="Paso de la guía desconocido"):
        acta.set_step(demo_db, match_id, -1)
    acta.set_step(demo_db, match_id, len(steps) - 1)  # the last one is fine


def test_an_unknown_match_is_refused(demo_db):
    with pytest.raises(StoreError, match="ya no existe"):
        acta.open_acta(demo_db, 999_999)
    with pytest.raises(StoreError, match="ya no existe"):
        acta.set_step(demo_db, 999_999, 0)

"""Issue 25, words: a count takes the plural of its number on every page's footer, the art. 9.3
warning says what the article asks and what the typed numbers give, the art. 20.1 line names the
automatic relegation."""

from __future__ import annotations

from sqlmodel import select

from delegate_app.documents import acta_common, acta_package
from delegate_app.domain import season
from delegate_app.domain.federation.official_standings import DecisionKind
from delegate_app.store import acta_reading
from delegate_app.store.lock_log import LogHead
from delegate_app.store.models import MatchDay
from tests.helpers.pdf import pdfium_text


def test_a_lock_log_of_one_entry_is_printed_in_the_singular(demo_db, monkeypatch):
    with demo_db.session() as s:
        match_id = s.exec(select(MatchDay).where(MatchDay.locked_at != None)).first().match_id  # noqa: E711
    # the first acta a club ever locks: its log holds one entry
    monkeypatch.setattr(acta_reading, "head", lambda _session: LogHead(1, "ab" * 32))
    text = " ".join(pdfium_text(acta_package.build_pdf(demo_db, match_id)).split())
    assert "1 entrada, huella abababababababab" in text
    assert "1 entradas" not in text


def test_the_footer_keeps_the_plural_for_more_entries():
    data = {"cerrada": True, "registro_de_cierres": {"entradas": 3, "huella": "cd" * 32}}
    assert "3 entradas, huella" in acta_common.lock_log_note(data)


def test_CH_9_3_the_warning_names_the_round_the_article_asks_for():
    names = {i: f"Equipo {i}" for i in range(1, 9)}
    clubs = {i: i for i in range(1, 9)}
    clubs[2] = 1  # teams 1 and 2 of one club: with these numbers they meet in round 2
    [finding] = season.check_draw({i: i for i in range(1, 9)}, clubs, names, 8)
    late = season.meeting_rounds(8)[frozenset((1, 2))]
    assert f"se enfrentan en la ronda {late}" in finding.message
    assert "primeras rondas" not in finding.message  # round 2 is one of the first rounds
    assert "como tarde en la ronda 1" in finding.message


def test_CH_20_1_the_elimination_line_names_the_automatic_relegation():
    assert "descenso automático" in DecisionKind.ELIMINATION.label

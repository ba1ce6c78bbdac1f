"""Issue 25 (CH-23, R25-1): the acta's PDF prints the committee's decisions received after the
lock, beside the signed content, and verify rebuilds the same pages from acta.json."""

from __future__ import annotations

from datetime import date, datetime

import pytest

from delegate_app.documents import verify
from delegate_app.documents.chess import acta_pdf
from delegate_app.documents.signature_policy import PageText
from delegate_app.store import committee
from tests.helpers.actas import locked_match
from tests.helpers.demo import demo_copy


@pytest.fixture(scope="module")
def decided(demo_template, tmp_path_factory):
    with demo_copy(demo_template, tmp_path_factory.mktemp("fallos") / "demo.sqlite3") as db:
        match_id = locked_match(db, "ajedrez")
        before = acta_pdf.build_acta_pdf(db, match_id)
        committee.record_decision(
            db, match_id, date(2026, 11, 20), "CC 9/2026", "Se estima la reclamación.",
            now=datetime(2026, 11, 21, 9), boards={2: "-/-"}, points_side="visitante", points=1,
        )  # fmt: skip
        yield before, acta_pdf.build_acta_pdf(db, match_id), db, match_id


def _text(pdf: bytes) -> str:
    """The pages' text as verify reads it (poppler is not needed here)."""
    with PageText(pdf, 20) as pages:
        return "\n".join(pages.text(index) for index in range(len(pages)))


def test_CH_23_the_acta_pdf_prints_what_the_committee_decided(decided):
    before, after, _db, _match_id = decided
    assert "Fallos del Comité" not in _text(before)
    text = _text(after)
    assert "Fallos del Comité de Competición recibidos (art. 23)" in text
    assert "20/11/2026" in text and "CC 9/2026" in text
    assert "tablero 2: -/-; descuento de 1 punto al visitante" in text


def test_CH_23_verify_rebuilds_the_pages_with_the_decisions(decided):
    _before, after, _db, _match_id = decided
    report = verify.verify_acta(after)
    assert report.fatal is None
    assert [c.name for c in report.checks if not c.ok] == []


@pytest.fixture(scope="module")
def decided_domino(demo_template, tmp_path_factory):
    from delegate_app.documents.domino import acta_pdf as domino_pdf

    with demo_copy(demo_template, tmp_path_factory.mktemp("fallos-domino") / "demo.sqlite3") as db:
        match_id = locked_match(db, "domino")
        committee.record_decision(
            db, match_id, date(2026, 11, 20), "CD 4/2026", "Se repite la partida.",
            now=datetime(2026, 11, 21, 9), partidas={(1, 2): "repetir", (2, 1): "250-180"},
        )  # fmt: skip
        yield domino_pdf.domino_acta_document(db, match_id).pdf


def test_DO_20_the_domino_acta_pdf_prints_what_the_committee_decided(decided_domino):
    text = _text(decided_domino)
    assert "Fallos del Comité de Competición recibidos (art. 20)" in text
    assert "art. 23" not in text  # the domino acta cites the domino regulation only
    assert "CD 4/2026" in text
    assert "mesa 1, partida 2: A repetir por fallo del Comité; mesa 2, partida 1: 250-180" in text


def test_DO_20_verify_rebuilds_the_domino_pages_with_the_decisions(decided_domino):
    report = verify.verify_acta(decided_domino)
    assert report.fatal is None
    assert [c.name for c in report.checks if not c.ok] == []


def test_R25_7_acta_json_carries_what_the_decision_fixes_and_it_renders_to_the_page(decided):
    import json

    from delegate_app.domain.federation.club_fallos import read_fallo

    _before, _after, db, match_id = decided
    data = json.loads(acta_pdf.acta_document(db, match_id).attachment)
    [fallo] = data["fallos"]
    read = read_fallo(fallo)
    assert read.reference == "CC 9/2026" and read.decides == fallo["decide"]
    assert read.ruling.points == 1 and read.ruling.boards[2].value == "-/-"

"""Issue 14: the printed incident table reads as the guide does (time, article, number)."""

from __future__ import annotations

from datetime import timedelta

from delegate_app.documents.chess import acta_pdf
from delegate_app.domain.chess.fen import INITIAL_FEN
from delegate_app.store.chess import acta as chess_acta
from tests.helpers.actas import open_match
from tests.helpers.pdf import needs_pdftotext, pdf_text, raw_text


@needs_pdftotext
def test_citations_the_incident_table_prints_its_own_time_the_article_and_the_guides_number(
    demo_db,
):
    match_id = open_match(demo_db)
    view = chess_acta.acta_view(demo_db, match_id)
    typed = view.official_start + timedelta(days=1, hours=-2)  # recorded the next day
    chess_acta.record_incident(demo_db, match_id, "otros", {"texto": "Se fue la luz."}, now=typed)
    fields = {
        "tablero": 2,
        "reloj_blancas": "0:41:10",
        "reloj_negras": "0:35:02",
        "hora": "18:42",
        "posicion": INITIAL_FEN,
    }
    chess_acta.record_incident(demo_db, match_id, "sub_conditione", fields, now=typed)
    lines = chess_acta.acta_view(demo_db, match_id).incidents
    assert [(i.number, i.happened, i.article) for i in lines] == [
        (1, f"{typed:%H:%M}", "art. 13.2"),
        (2, "18:42", "art. 12"),
    ]
    pdf = acta_pdf.build_acta_pdf(demo_db, match_id)
    text = raw_text(pdf)
    assert "2 18:42 art. 12 Partida sub conditione" in text
    assert "CH-12" not in text and "CH-13.2" not in text
    layout = pdf_text(pdf)
    assert f"{typed:%d/%m/%Y}" not in layout.split("Incidencias")[-1].split("Plazos")[0]


@needs_pdftotext
def test_CH_12_the_printed_acta_draws_the_position_of_a_sub_conditione_game(demo_db, tmp_path):
    match_id = open_match(demo_db)
    fen = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 0 9"
    fields = {
        "tablero": 3,
        "reloj_blancas": "0:50:00",
        "reloj_negras": "0:40:00",
        "hora": "18:10",
        "posicion": fen,
    }
    chess_acta.record_incident(demo_db, match_id, "sub_conditione", fields)
    pdf = acta_pdf.build_acta_pdf(demo_db, match_id)
    text = raw_text(pdf)
    assert "Posición de la incidencia n.º 1 (juegan blancas)" in text
    # The figures of the diagram are text in the embedded font: count them.
    assert text.count("♔") >= 1 and text.count("♚") >= 1
    assert text.count("♙") + text.count("♟") >= 14
    (tmp_path / "acta.pdf").write_bytes(pdf)

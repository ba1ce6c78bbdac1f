"""The acta PDF read back: every board, result, incident and signature of the demo's locked actas,
the embedded acta.json, fonts, determinism, long incident lists, annexes; and the paper forms."""

from __future__ import annotations

import json
import re
import shutil
import sqlite3
import subprocess
import time
from datetime import datetime, timedelta

import pytest
from sqlmodel import select

from delegate_app.documents import paper_forms, signing
from delegate_app.documents.chess import acta_pdf
from delegate_app.domain.acta_hash import canonical_json
from delegate_app.domain.incident_schema import cite
from delegate_app.store import acta
from delegate_app.store.chess import acta as chess_acta
from delegate_app.store.models import Match, MatchDay, Round
from tests.helpers.actas import locked_match_ids, open_match
from tests.helpers.pdf import assert_only_embedded_truetype, needs_pdftotext, pdf_text, raw_text
from tests.helpers.sample import signature_png

PDFTOPPM = shutil.which("pdftoppm")


@pytest.fixture
def locked_ids(demo_db):
    ids = locked_match_ids(demo_db)
    assert len(ids) == 14
    return ids


# --------------------------------------------------------------------------- read back


@needs_pdftotext
def test_every_board_result_incident_and_signature_is_in_the_text(demo_db, locked_ids):
    incidents_seen = 0
    for match_id in locked_ids:
        view = chess_acta.acta_view(demo_db, match_id)
        pdf = acta_pdf.build_acta_pdf(demo_db, match_id)
        text = raw_text(pdf)
        assert f"ACTA-2026-2027-{match_id:04d}" in text
        assert view.home_team in text and view.away_team in text
        for line in view.lines:
            assert line.home_name in text, (match_id, line.board)
            assert line.away_name in text, (match_id, line.board)
            assert line.home_detail.split(" · ")[0] in text  # the list number
        results = re.findall(r"\b(1-0|0-1|½-½|\+/-|-/\+|-/-)\b", text)
        assert results[: len(view.lines)] == [line.outcome.label for line in view.lines]
        assert view.score.label in text
        for incident in view.incidents:
            incidents_seen += 1
            assert incident.article in text  # "art. 12", never the catalog ID (issue 14)
            assert incident.happened in text
            assert " ".join(incident.text.split()) in text, incident.text
        for signature in view.signatures:
            assert signature.name in text
            assert f"Firmado el {signature.signed_at:%d/%m/%Y %H:%M}" in text
        for deadline in view.deadlines:
            assert cite(deadline.rule_id) in text
        assert "Pendiente de firma digital" in text
    assert incidents_seen >= 5  # the demo has late arrivals and a sub conditione game


@needs_pdftotext
def test_layout_text_keeps_the_footer_hash_on_every_page(demo_db, locked_ids):
    pdf = acta_pdf.build_acta_pdf(demo_db, locked_ids[0])
    with demo_db.session() as s:
        stored = s.exec(select(MatchDay).where(MatchDay.match_id == locked_ids[0])).one()
    pages = pdf_text(pdf).split("\f")
    pages = [page for page in pages if page.strip()]
    assert len(pages) >= 2
    for number, page in enumerate(pages, start=1):
        assert f"SHA-256 de los datos: {stored.content_hash}" in page
        assert f"Página {number} de {len(pages)}" in page


def test_embedded_json_is_the_hashed_content(demo_db, locked_ids):
    for match_id in locked_ids:
        document = acta_pdf.acta_document(demo_db, match_id)
        attached = signing.read_attachment(document.pdf)
        assert attached == document.attachment
        data = json.loads(attached)
        with demo_db.session() as s:
            content = acta.acta_content(s, match_id)
            stored = s.exec(select(MatchDay).where(MatchDay.match_id == match_id)).one()
        assert data["contenido"] == json.loads(canonical_json(content))
        assert data["hash_contenido"] == stored.content_hash == document.data_sha256
        assert acta_pdf.content_hash_of(data) == stored.content_hash
        assert data["documento"] == document.document_id == f"ACTA-2026-2027-{match_id:04d}"
        view = document.view
        assert data["marcador"]["local"] + "–" + data["marcador"]["visitante"] == (
            view.score.label.replace(" ", "")
        )
        for side in acta_pdf.SIDES:
            assert [line["tablero"] for line in data["alineaciones"][side]] == [1, 2, 3, 4]
            assert all(line["numero_lista"] for line in data["alineaciones"][side])
        assert {f["papel"] for f in data["firmas"]} == {"delegado_local", "delegado_visitante"}
        assert all(f["valida"] for f in data["firmas"])


def test_fields_one_per_role_and_the_keywords_name_document_and_hash(demo_db, locked_ids):
    from io import BytesIO

    from pyhanko.pdf_utils.reader import PdfFileReader
    from pyhanko.sign import fields

    document = acta_pdf.acta_document(demo_db, locked_ids[0])
    reader = PdfFileReader(BytesIO(document.pdf))
    found = {name: value for name, value, _ in fields.enumerate_sig_fields(reader)}
    assert found == dict.fromkeys(signing.SIGNATURE_ROLES)
    keywords = str(reader.trailer["/Info"]["/Keywords"])
    assert keywords == f"{document.document_id}, sha256:{document.data_sha256}"


def test_only_embedded_truetype_fonts(demo_db, locked_ids):
    assert_only_embedded_truetype(acta_pdf.build_acta_pdf(demo_db, locked_ids[0]))


@pytest.mark.skipif(shutil.which("pdffonts") is None, reason="pdffonts not installed")
def test_pdffonts_lists_no_unembedded_font(demo_db, locked_ids, tmp_path):
    path = tmp_path / "acta.pdf"
    path.write_bytes(acta_pdf.build_acta_pdf(demo_db, locked_ids[1]))
    output = subprocess.run(["pdffonts", str(path)], capture_output=True, text=True, check=True)
    rows = output.stdout.splitlines()[2:]
    assert rows
    for row in rows:
        assert "TrueType" in row and " yes yes yes " in row, row


@pytest.mark.skipif(shutil.which("qpdf") is None, reason="qpdf not installed")
def test_qpdf_finds_no_structural_error(demo_db, locked_ids, tmp_path):
    path = tmp_path / "acta.pdf"
    path.write_bytes(acta_pdf.build_acta_pdf(demo_db, locked_ids[0]))
    result = subprocess.run(["qpdf", "--check", str(path)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "No syntax or stream encoding errors found" in result.stdout


def test_same_data_same_bytes(demo_db, locked_ids):
    first = acta_pdf.build_acta_pdf(demo_db, locked_ids[2])
    time.sleep(1.1)  # pyHanko writes the clock into /ModDate: it must not reach the bytes
    assert acta_pdf.build_acta_pdf(demo_db, locked_ids[2]) == first
    assert acta_pdf.build_acta_pdf(demo_db, locked_ids[3]) != first
    # every /ModDate carries the acta's own date (locked on match day), not today's
    dates = re.findall(rb"/ModDate \(D(?::|\\072)(\d{8})", first)
    assert dates and len(set(dates)) == 1 and dates[0] != datetime.now().strftime("%Y%m%d").encode()


# --------------------------------------------------------------------------- open actas


@needs_pdftotext
def test_a_long_incident_list_flows_onto_pages_that_repeat_the_header(demo_db):
    match_id = open_match(demo_db)
    start = chess_acta.acta_view(demo_db, match_id).official_start
    for number in range(1, 61):
        chess_acta.record_incident(
            demo_db,
            match_id,
            "otros",
            {"texto": f"Hecho número {number}: el público habló en voz alta junto al tablero."},
            now=start + timedelta(minutes=number),
        )
    document = acta_pdf.acta_document(demo_db, match_id)
    assert document.page_count >= 3
    text = raw_text(document.pdf)
    for number in range(1, 61):
        assert f"Hecho número {number}:" in text
    incident_pages = [
        page
        for page in pdf_text(document.pdf).split("\f")
        if "Hecho número" in page and "Otros hechos" in page
    ]
    assert len(incident_pages) >= 2
    for page in incident_pages:
        assert re.search(r"N\.º\s+Hora\s+Artículo\s+Incidencia", page), page[:400]
    assert "Abierta: borrador sin cerrar" in text
    # An open acta prints the hash of its current content.
    assert document.data_sha256 == chess_acta.acta_view(demo_db, match_id).content_hash


@needs_pdftotext
def test_an_open_acta_says_who_has_still_to_sign_and_which_signatures_were_voided(demo_db):
    match_id = open_match(demo_db, round_number=10)
    view = chess_acta.acta_view(demo_db, match_id)
    when = view.official_start + timedelta(hours=4)
    acta.sign_acta(demo_db, match_id, "delegado_local", "Ana Pérez", "TF-1", signature_png(),
                       when)  # fmt: skip
    chess_acta.set_result(demo_db, match_id, 1, "1-0", when + timedelta(minutes=1))
    text = raw_text(acta_pdf.build_acta_pdf(demo_db, match_id))
    assert "Firmas anuladas porque el acta cambió después de darlas: Ana Pérez" in text
    assert "Pendiente de firma: Delegado del equipo local, Delegado del equipo visitante" in text
    assert "Todavía no ha firmado nadie." in text


@needs_pdftotext
def test_annexes_follow_the_acta_with_their_own_signatures(demo_db, locked_ids):
    match_id = locked_ids[0]
    locked_at = chess_acta.acta_view(demo_db, match_id).locked_at
    annex = acta.add_annex(
        demo_db,
        match_id,
        "El club visitante envió después la certificación del jugador del tablero 3.",
        "delegado_visitante",
        "Rosa Expósito Llarena",
        "TF-777",
        signature_png(),
        now=locked_at + timedelta(days=1),
    )
    document = acta_pdf.acta_document(demo_db, match_id)
    text = raw_text(document.pdf)
    assert "Anexo 1" in text
    assert "certificación del jugador del tablero 3" in text
    assert "Rosa Expósito Llarena" in text
    assert f"SHA-256 del anexo: {annex.content_hash}" in text
    assert text.index("Anexo 1") > text.index("Plazos")
    (data_annex,) = document.data["anexos"]
    assert data_annex["hash"] == annex.content_hash
    assert [f["nombre"] for f in data_annex["firmas"]] == ["Rosa Expósito Llarena"]


def test_a_domino_match_is_refused(demo_db):
    with demo_db.session() as s:
        from delegate_app.store.models import Competition

        domino = s.exec(
            select(Match)
            .join(Round, Round.id == Match.round_id)
            .join(Competition, Competition.id == Round.competition_id)
            .where(Competition.sport == "domino")
        ).first()
    assert domino is not None
    with pytest.raises(acta_pdf.ActaPdfError, match="no es de ajedrez"):
        acta_pdf.build_acta_pdf(demo_db, domino.id)


def test_an_unknown_match_is_refused(demo_db):
    with pytest.raises(acta_pdf.ActaPdfError, match="No existe el encuentro 99999"):
        acta_pdf.build_acta_pdf(demo_db, 99999)


def test_a_locked_acta_changed_behind_the_app_gives_no_pdf(demo_db, locked_ids):
    match_id = locked_ids[0]
    con = sqlite3.connect(demo_db.path)
    with con:
        con.execute("DROP TRIGGER acta_cerrada_gameresult_update")
        con.execute(
            "UPDATE gameresult SET result = '½-½' WHERE match_id = ? AND board = 1", (match_id,)
        )
    con.close()
    with pytest.raises(acta_pdf.ActaPdfError, match="no coincide con el que se firmó"):
        acta_pdf.build_acta_pdf(demo_db, match_id)


def test_long_date_in_spanish():
    assert acta_pdf.long_date(datetime(2026, 12, 5)) == "sábado, 5 de diciembre de 2026"


# --------------------------------------------------------------------------- rendering


@pytest.mark.skipif(PDFTOPPM is None, reason="pdftoppm not installed")
def test_pages_render_with_poppler(demo_db, locked_ids, tmp_path):
    path = tmp_path / "acta.pdf"
    path.write_bytes(acta_pdf.build_acta_pdf(demo_db, locked_ids[1]))
    subprocess.run([PDFTOPPM, "-r", "40", "-png", str(path), str(tmp_path / "p")], check=True)
    pngs = sorted(tmp_path.glob("p-*.png"))
    assert len(pngs) == 2
    assert all(p.read_bytes().startswith(b"\x89PNG") and p.stat().st_size > 5000 for p in pngs)


# --------------------------------------------------------------------------- paper forms


@needs_pdftotext
def test_lineup_sheets_carry_each_side_with_list_numbers(demo_db, locked_ids):
    match_id = locked_ids[0]
    pdf = paper_forms.lineup_sheet_pdf(demo_db, match_id)
    assert_only_embedded_truetype(pdf)
    pages = [p for p in pdf_text(pdf).split("\f") if p.strip()]
    assert len(pages) == 2
    view = chess_acta.acta_view(demo_db, match_id)
    assert "Alineación del equipo local" in pages[0]
    assert "Alineación del equipo visitante" in pages[1]
    for line in view.lines:
        assert line.home_name in pages[0] and line.away_name in pages[1]
    assert "Art. 16.3" in raw_text(pdf)
    one = paper_forms.lineup_sheet_pdf(demo_db, match_id, ["visitante"], with_names=False)
    text = raw_text(one)
    assert not any(line.away_name in text for line in view.lines)


@needs_pdftotext
def test_blank_acta_has_the_match_and_room_for_the_rest(demo_db, locked_ids):
    match_id = locked_ids[0]
    view = chess_acta.acta_view(demo_db, match_id)
    pdf = paper_forms.blank_acta_pdf(demo_db, match_id)
    assert_only_embedded_truetype(pdf)
    text = raw_text(pdf)
    assert "Acta del encuentro (en papel)" in text
    assert view.venue in text and view.time_control.label() in text
    for line in view.lines:
        assert line.home_name in text and line.away_name in text
    assert "Delegado visitante" in text and "Árbitro" in text
    assert "art. 15.3" in text and "CH-15.3" not in text  # the article, never the catalog ID
    assert paper_forms.blank_acta_pdf(demo_db, match_id) == pdf


@needs_pdftotext
def test_scoresheets_one_page_per_player_with_colours_of_art_18_1(demo_db, locked_ids):
    match_id = locked_ids[0]
    view = chess_acta.acta_view(demo_db, match_id)
    pdf = paper_forms.scoresheets_pdf(demo_db, match_id)
    assert_only_embedded_truetype(pdf)
    pages = [p for p in pdf_text(pdf).split("\f") if p.strip()]
    assert len(pages) == 2 * view.boards
    for line in view.lines:
        page = pages[2 * (line.board - 1)]
        assert f"Planilla · tablero {line.board} · ejemplar de las blancas" in page
        white, black = (
            (line.home_name, line.away_name)
            if line.home_colour == "blancas"
            else (line.away_name, line.home_name)
        )
        flat = " ".join(page.split())
        assert flat.index(white) < flat.index(black), (line.board, white, black)
        assert "60" in page and "Firma de las negras" in page
    single = paper_forms.scoresheets_pdf(demo_db, match_id, copies=1)
    assert len([p for p in pdf_text(single).split("\f") if p.strip()]) == view.boards

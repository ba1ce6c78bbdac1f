"""The domino acta PDF read back: every hand of every Hoja de Anotaciones, the totals, the
incidents with their DO-19.4 ordinals; fonts, acta.json, determinism and digital signatures."""

from __future__ import annotations

import json
import re
import shutil
import sqlite3
import subprocess
from datetime import timedelta

import pytest
from sqlmodel import select

from delegate_app.documents import certificates, signing
from delegate_app.documents.domino import acta_pdf as domino_pdf
from delegate_app.domain.acta_hash import canonical_json, content_hash
from delegate_app.domain.domino import Pair
from delegate_app.store import acta
from delegate_app.store.demo import DEMO_TODAY
from delegate_app.store.domino import acta_view as domino_acta_view
from delegate_app.store.domino import editing as domino_editing
from delegate_app.store.domino import table_events
from delegate_app.store.domino.demo import write_demo_encounters
from delegate_app.store.models import Competition, Match, MatchDay, Round
from tests.helpers import sample
from tests.helpers.actas import locked_match
from tests.helpers.domino import (
    START,
    at,
    complete,
    hand,
    make_encounter,
    play_partida,
    seat,
    setup_tables,
    sign_both,
)
from tests.helpers.pdf import assert_only_embedded_truetype, needs_pdftotext, pdf_text

MOD_DATE = re.compile(rb"/ModDate \((D:|D\\072)\d{14}(Z|[+-]\d\d'\d\d'?)\)")


def raw_text(pdf: bytes) -> str:
    """Text in drawing order, whitespace collapsed: a wrapped table cell reads as one line."""
    result = subprocess.run(
        [shutil.which("pdftotext"), "-raw", "-enc", "UTF-8", "-", "-"],
        input=pdf,
        capture_output=True,
        check=True,
    )
    return " ".join(result.stdout.decode("utf-8").split())


def domino_actas(db) -> list[int]:
    with db.session() as s:
        return sorted(
            md.match_id
            for md, competition in s.exec(
                select(MatchDay, Competition)
                .join(Match, Match.id == MatchDay.match_id)
                .join(Round, Round.id == Match.round_id)
                .join(Competition, Competition.id == Round.competition_id)
                .where(Competition.sport == "domino", MatchDay.locked_at != None)  # noqa: E711
            )
        )


@pytest.fixture
def demo_encounters(demo_db):
    """The demo season with its played domino encounters (written here until demo.py does)."""
    if not domino_actas(demo_db):
        with demo_db.session() as s, s.begin():
            domino = s.exec(select(Competition).where(Competition.sport == "domino")).one()
            write_demo_encounters(s, domino.id, DEMO_TODAY)
    return demo_db


@pytest.fixture
def played(db):
    """An open encounter with a substitution, a suspension, an abandonment and a signature."""
    enc = make_encounter(db)
    domino_editing.open_encounter(db, enc.match_id, START)
    setup_tables(db, enc)
    seat(db, enc, 1)
    seat(db, enc, 2)
    play_partida(db, enc, 1, 1, Pair.AWAY)
    table_events.substitute(
        db, enc.match_id, 1, 2, enc.home[1], enc.home[4], "Indispuesto", now=at(60),
        permitted_by="Rosa Cano",
    )  # fmt: skip
    hand(db, enc, 2, 1, Pair.HOME, 150, minute=20)
    hand(db, enc, 2, 1, Pair.AWAY, 60, minute=25)
    table_events.suspend(db, enc.match_id, 2, 1, "Corte de luz", now=at(30))
    table_events.resume(db, enc.match_id, 2, 1, now=at(40))
    table_events.abandon(db, enc.match_id, 2, 1, enc.home[2], "Se marcha", now=at(45))
    acta.sign_acta(
        db, enc.match_id, "delegado_local", "Ana Díaz", "", sample.signature_png(), at(50)
    )
    fields = {"mesa": 1, "partida": 2, "descripcion": "Vasos sobre la mesa"}
    table_events.record_incident(
        db, enc.match_id, "DO-9", fields, now=at(55)
    )  # voids the signature
    return enc


@needs_pdftotext
def test_every_hand_of_every_hoja_the_totals_and_the_incidents_are_in_the_text(demo_encounters):
    db = demo_encounters
    ids = domino_actas(db)
    assert len(ids) == 7
    for match_id in ids[:3]:
        document = domino_pdf.domino_acta_document(db, match_id)
        view = document.view
        text = raw_text(document.pdf)
        assert "Acta del Encuentro" in text
        sections = text.split("Hoja de Anotaciones · mesa ")[1:]
        expected = [(t.number, p.number) for t in view.tables for p in t.partidas]
        assert len(sections) == len(expected) == 8
        for section, (table, number) in zip(sections, expected, strict=True):
            assert section.startswith(f"{table} · partida {number}")
            partida = view.table(table).partida(number)
            for line, running in zip(partida.hands, partida.running_totals, strict=True):
                cells = f"{line.points} {running[Pair.HOME]} {running[Pair.AWAY]}"
                assert cells in section, (match_id, table, number, line.number)
            score = partida.final_score
            total = (
                f"Total: {view.home_team} {score[Pair.HOME]} – {score[Pair.AWAY]} {view.away_team}"
            )
            assert total in section
            for note in partida.notes:
                assert note in section  # DO-18: passing the target is noted on the Hoja
        won = view.result.partidas_won
        assert f"{view.home_team} {won[Pair.HOME]} – {won[Pair.AWAY]} {view.away_team}" in text
        for incident in view.incidents:
            assert incident.article in text  # "art. 19.4", never "DO-19.4" (issue 14)
        for drop in view.drops:
            if drop.recorded:
                assert "tercera vez" in text
        for signature in view.valid_signatures().values():
            assert signature.name in text
        assert f"SHA-256 de los datos: {view.content_hash}" in text


@needs_pdftotext
def test_the_demo_has_a_third_dropped_tile_with_its_ordinal(demo_encounters):
    found = []
    for match_id in domino_actas(demo_encounters):
        view = domino_acta_view.encounter_view(demo_encounters, match_id)
        found += [i for i in view.incidents if i.rule_id == "DO-19.4"]
        if found:
            text = raw_text(domino_pdf.build_domino_pdf(demo_encounters, match_id))
            assert "Número de vez en la partida: 3" in text
            assert "Sí: la tercera vez" in text
            break
    assert found and "tercera vez" in found[0].text


def test_fonts_are_embedded_and_acta_json_is_the_hashed_content(demo_encounters):
    match_id = domino_actas(demo_encounters)[0]
    document = domino_pdf.domino_acta_document(demo_encounters, match_id)
    assert_only_embedded_truetype(document.pdf)
    attached = signing.read_attachment(document.pdf)
    assert attached == document.attachment
    data = json.loads(attached)
    assert data["formato"] == domino_pdf.FORMAT
    assert content_hash(data["contenido"]) == data["hash_contenido"] == document.data_sha256
    assert data["hash_cierre"] == document.data_sha256
    assert data["resultado"]["completo"] is True
    assert domino_pdf.domino_acta_json(demo_encounters, match_id) == attached
    # The same data gives the same bytes, but for the clock pyHanko writes into /ModDate when
    # the signature fields are added (signing.add_signature_fields).
    again = domino_pdf.build_domino_pdf(demo_encounters, match_id)
    assert MOD_DATE.sub(b"", again) == MOD_DATE.sub(b"", document.pdf)


def test_signed_by_both_captains_with_certificates_and_still_valid(demo_encounters, club):
    match_id = domino_actas(demo_encounters)[0]
    document = domino_pdf.domino_acta_document(demo_encounters, match_id)
    pdf = document.pdf
    for role in ("delegado_local", "delegado_visitante"):
        signer = certificates.load_signer(club.p12[role], sample.PASSPHRASE)
        pdf = domino_pdf.sign_domino_pdf(pdf, role, signer, document.view)
    reports = signing.validate_signatures(pdf, [club.authority.certificate])
    assert [r.field for r in reports] == ["delegado_local", "delegado_visitante"]
    assert all(r.valid for r in reports), [r.problems for r in reports]
    assert_only_embedded_truetype(pdf)
    assert signing.read_attachment(pdf) == document.attachment
    with pytest.raises(domino_pdf.DominoPdfError, match="desconocido"):
        domino_pdf.sign_domino_pdf(pdf, "capitan", signer, document.view)


@needs_pdftotext
def test_an_open_acta_prints_events_notes_and_what_is_missing(db, played):
    document = domino_pdf.domino_acta_document(db, played.match_id)
    text = raw_text(document.pdf)
    assert "Abierta: borrador sin cerrar" in text
    assert "entra Eloy Báez por Benito Pérez" in text
    assert "Partida suspendida (art. 20) tras la mano 2" in text
    assert "Partida reanudada (art. 20)" in text
    assert "Abandono (art. 20) de Carmen Gil" in text
    assert "Art. 20: abandono del jugador Carmen Gil (pareja local)" in text
    assert "se suman 240 puntos hasta los 300" in text
    assert "Pendiente de firma: Delegado del equipo local, Delegado del equipo visitante." in text
    assert "Firmas anuladas porque el acta cambió después de darlas: Ana Díaz" in text
    assert "Pendientes. Falta el resultado de" in text
    assert "Hoja de Anotaciones · mesa 1 · partida 2" in text
    assert "Todavía no hay manos anotadas." in text
    assert document.data_sha256 == document.view.content_hash
    assert "Plazo de la liga, no del reglamento" in text
    # Layout text: the Hoja's columns for the first hand of table 1.
    layout = pdf_text(document.pdf)
    assert "Cómo se cerró" in layout and "Aprueba" in layout


def test_pages_render_without_clipping_the_footer(db, played, tmp_path):
    pdftoppm = shutil.which("pdftoppm")
    if pdftoppm is None:
        pytest.skip("pdftoppm (poppler) not installed")
    document = domino_pdf.domino_acta_document(db, played.match_id)
    (tmp_path / "acta.pdf").write_bytes(document.pdf)
    subprocess.run(
        [pdftoppm, "-r", "40", "-png", str(tmp_path / "acta.pdf"), str(tmp_path / "p")],
        check=True,
    )
    assert len(list(tmp_path.glob("p-*.png"))) == document.page_count


def test_a_chess_match_gives_no_domino_pdf(demo_db):
    with demo_db.session() as s:
        chess = s.exec(select(Match)).first()
    with pytest.raises(domino_pdf.DominoPdfError, match="no es de dominó"):
        domino_pdf.build_domino_pdf(demo_db, chess.id)


def test_a_tampered_locked_acta_gives_no_pdf(db, db_path):
    enc = make_encounter(db)
    domino_editing.open_encounter(db, enc.match_id, START)
    setup_tables(db, enc)
    seat(db, enc)
    hand(db, enc, 1, 1, Pair.HOME, 40)
    complete(db, enc)
    sign_both(db, enc)
    db.close()
    con = sqlite3.connect(db_path)
    con.execute("DROP TRIGGER acta_cerrada_dominohand_update")
    con.execute("UPDATE dominohand SET points = 41")
    con.commit()
    con.close()
    from delegate_app.store.database import open_database

    reopened = open_database(db_path)
    try:
        with pytest.raises(domino_pdf.DominoPdfError, match="no coincide con el que se firmó"):
            domino_pdf.build_domino_pdf(reopened, enc.match_id)
    finally:
        reopened.close()


def test_the_acta_data_is_canonical_json(demo_encounters):
    match_id = domino_actas(demo_encounters)[-1]
    source = domino_pdf.load_source(demo_encounters, match_id)
    data = domino_pdf.envelope(source)
    written = domino_pdf.domino_acta_json(demo_encounters, match_id)
    # The built file adds where the layout put the signature fields (signature_policy).
    layout = json.loads(written)["campos_firma"]
    assert [f["campo"] for f in layout] == ["delegado_local", "delegado_visitante", "arbitro"]
    assert canonical_json({**data, "campos_firma": layout}) == written
    assert data["documento"] == domino_pdf.document_id(source.view.season, match_id)
    assert [p["papel"] for p in data["firmas"]] == ["delegado_local", "delegado_visitante"]
    assert all(p["valida"] for p in data["firmas"])
    assert source.view.locked_at - source.view.official_start == timedelta(hours=3, minutes=20)


def test_a_locked_demo_encounter_verifies_like_a_chess_acta(demo_db):
    from delegate_app.documents.domino.acta_pdf import build_domino_pdf
    from delegate_app.documents.verify import verify_acta

    match_id = locked_match(demo_db, "domino")

    pdf = build_domino_pdf(demo_db, match_id)
    report = verify_acta(pdf)
    assert report.checks and all(check.ok for check in report.checks), report.lines()

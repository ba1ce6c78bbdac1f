"""`verify` on domino actas: every Hoja replayed with the domain's rules.

A forger who edits acta.json, rebinds every hash to the edited content and signs it gets past the
hash checks (the footer prints his hash); the replay must still catch him, with the reason. Each
forgery below changes one thing and exactly one check fails.
"""

from __future__ import annotations

import json

import pytest

from delegate_app.documents import acta_common, acta_package, certificates, signing
from delegate_app.documents.domino import acta_pdf as domino_pdf
from delegate_app.documents.domino import verify as vd
from delegate_app.documents.verify import verify_acta
from delegate_app.domain.acta_hash import canonical_json, content_hash
from delegate_app.domain.domino import Pair
from delegate_app.store import acta
from delegate_app.store.domino import editing as domino_editing
from delegate_app.store.domino import table_events
from tests.helpers import sample
from tests.helpers.actas import locked_match
from tests.helpers.demo import demo_copy
from tests.helpers.domino import (
    START,
    at,
    complete,
    hand,
    make_encounter,
    play_partida,
    seat,
    setup_tables,
)


@pytest.fixture(scope="module")
def demo(demo_template, tmp_path_factory):
    with demo_copy(demo_template, tmp_path_factory.mktemp("domino") / "demo.sqlite3") as db:
        yield db


@pytest.fixture(scope="module")
def locked_domino(demo) -> int:
    return locked_match(demo, "domino")


@pytest.fixture
def stopped(db):
    """A locked encounter with a substitution, a suspension and resumption, an abandonment."""
    enc = make_encounter(db)
    domino_editing.open_encounter(db, enc.match_id, START)
    setup_tables(db, enc)
    seat(db, enc, 1)
    seat(db, enc, 2)
    play_partida(db, enc, 1, 1, Pair.AWAY)
    table_events.substitute(
        db, enc.match_id, 1, 2, enc.home[1], enc.home[4], "Indispuesto", now=at(60),
        permitted_by="Rosa Cano",  # DO-20.3: the arbiter's permission (issue 14)
    )  # fmt: skip
    hand(db, enc, 2, 1, Pair.HOME, 150, minute=20)
    hand(db, enc, 2, 1, Pair.AWAY, 60, minute=25)
    table_events.suspend(db, enc.match_id, 2, 1, "Corte de luz", now=at(30))
    table_events.resume(db, enc.match_id, 2, 1, now=at(40))
    table_events.abandon(db, enc.match_id, 2, 1, enc.home[2], "Se marcha", now=at(45))
    complete(db, enc)  # only a complete acta locks (issue 14)
    png = sample.signature_png()
    acta.sign_acta(db, enc.match_id, "delegado_local", "Ana Díaz", "DOM-DS01", png, at(200))
    acta.sign_acta(db, enc.match_id, "delegado_visitante", "Gara Luis", "DOM-ET01", png, at(201))
    return enc


@pytest.fixture(scope="module")
def signers(club):
    return {
        role: certificates.load_signer(club.p12[role], sample.PASSPHRASE)
        for role in ("delegado_local", "delegado_visitante")
    }


@pytest.fixture(scope="module")
def roots(club):
    return [club.authority.certificate]


def sign_all(pdf: bytes, signers) -> bytes:
    for role, signer in signers.items():
        pdf = signing.sign_pdf(pdf, role, signer, reason="Conforme", location="La Cuesta")
    return pdf


def genuine(db, match_id) -> dict:
    source = domino_pdf.load_source(db, match_id)
    return json.loads(canonical_json(domino_pdf.envelope(source)))


def forge(db, match_id, change, signers) -> bytes:
    """A signed PDF whose acta.json was edited and every hash rebound to the edit."""
    source = domino_pdf.load_source(db, match_id)
    data = genuine(db, match_id)
    change(data)
    forged = content_hash(data["contenido"])
    data["hash_contenido"] = data["hash_cierre"] = forged
    for firma in data["firmas"]:
        firma["hash_contenido"] = forged
    document = acta_common.render_document(
        source.view,
        forged,
        domino_pdf.TITLE,
        lambda: domino_pdf.story(source),
        data,
        acta_common.drawn_images(source),  # the forger has the drawings too
    )
    return sign_all(document.pdf, signers)


def failing(report) -> dict[str, str]:
    return {check.name: check.detail for check in report.checks if not check.ok}


def partida(data, table, number) -> dict:
    mesa = next(m for m in data["contenido"]["mesas"] if m["mesa"] == table)
    return next(p for p in mesa["partidas"] if p["partida"] == number)


# --------------------------------------------------------------------------- genuine


def test_a_genuine_domino_package_verifies(demo, locked_domino, signers, roots, tmp_path):
    result = acta_package.export_acta(
        demo, locked_domino, tmp_path, signers["delegado_local"], role="delegado_local"
    )
    acta_package.add_signature(result.pdf_path, signers["delegado_visitante"])
    report = verify_acta(result.pdf_path.read_bytes(), roots)
    assert report.ok, report.lines()
    names = [check.name for check in report.checks]
    for name in (*vd.ORDER, vd.INCIDENTS, "Firmas manuscritas del acta"):
        assert name in names
    hands = next(c for c in report.checks if c.name == vd.HANDS)
    assert hands.detail.startswith("4 mesas, 8 partidas")
    subs = next(c for c in report.checks if c.name == vd.SUBSTITUTIONS)
    assert subs.detail.startswith("1 sustitución")
    assert json.loads(result.json_path.read_bytes())["formato"] == domino_pdf.FORMAT


def test_DO_20_a_genuine_acta_with_suspension_and_abandonment_passes(db, stopped):
    checks = {c.name: c for c in vd.check_domino(genuine(db, stopped.match_id))}
    assert all(c.ok for c in checks.values()), [c.detail for c in checks.values() if not c.ok]
    assert checks[vd.STOPS].detail.startswith("1 suspensión y 1 abandono")
    assert checks[vd.SUBSTITUTIONS].detail.startswith("1 sustitución")


# --------------------------------------------------------------------------- forgeries


def test_DO_18_a_hand_whose_points_disagree_with_its_tiles_fails(
    demo, locked_domino, signers, roots
):
    def change(data):
        for mesa in data["contenido"]["mesas"]:
            for entry in mesa["partidas"]:
                for mano in entry["manos"]:
                    if mano["fichas"]:
                        mano["puntos"] += 5
                        return
        raise AssertionError("the demo has hands written with their tiles")

    report = verify_acta(forge(demo, locked_domino, change, signers), roots)
    assert all(r.valid for r in report.signatures)  # the forger signed what he forged
    # The Hoja still shows the hand as it was: what it prints is not acta.json either.
    assert list(failing(report)) == [vd.HANDS, "Lo impreso en el acta"]
    assert "no coinciden con las fichas que quedan" in failing(report)[vd.HANDS]
    assert "no dice lo que dice acta.json" in failing(report)["Lo impreso en el acta"]


def test_DO_18_a_typed_hand_changed_no_longer_adds_up_to_the_partida(demo, locked_domino, signers):
    data = genuine(demo, locked_domino)
    mano = partida(data, 2, 1)["manos"][0]
    mano["puntos"] += 1
    bad = {c.name: c.detail for c in vd.check_domino(data) if not c.ok}
    assert vd.TOTALS in bad and "mesa 2, partida 1: el acta dice" in bad[vd.TOTALS]


def test_DO_18_a_wrong_partida_total_fails(demo, locked_domino, signers, roots):
    def change(data):
        partida(data, 2, 1)["local"] += 10

    report = verify_acta(forge(demo, locked_domino, change, signers), roots)
    assert list(failing(report)) == [vd.TOTALS]
    assert "mesa 2, partida 1: el acta dice" in failing(report)[vd.TOTALS]


def test_DO_18_a_partida_given_as_won_below_the_target_fails(demo, locked_domino):
    data = genuine(demo, locked_domino)
    data["contenido"]["ajustes"]["total"] = 1000
    bad = {c.name: c.detail for c in vd.check_domino(data) if not c.ok}
    assert "nadie llega a 1000" in bad[vd.TOTALS]


def test_DO_7_2b_the_seat_swap_undone_fails(demo, locked_domino, signers, roots):
    def change(data):
        first, second = partida(data, 2, 1), partida(data, 2, 2)
        second["asientos"] = dict(first["asientos"])
        second["norte_sur"] = first["norte_sur"]

    report = verify_acta(forge(demo, locked_domino, change, signers), roots)
    # The page still shows the seats as they were: what it prints is not acta.json either.
    assert list(failing(report)) == [vd.SWAP, "Lo impreso en el acta"]
    assert "mesa 2, partida 2: la pareja" in failing(report)[vd.SWAP]
    assert "debía invertir sus asientos" in failing(report)[vd.SWAP]


def test_DO_7_3_a_hand_led_from_the_wrong_seat_fails(demo, locked_domino):
    data = genuine(demo, locked_domino)
    mano = partida(data, 1, 1)["manos"][1]
    mano["salidor"] = {"N": "S", "S": "N", "E": "O", "O": "E"}[mano["salidor"]]
    bad = {c.name: c.detail for c in vd.check_domino(data) if not c.ok}
    assert list(bad) == [vd.HANDS]
    assert "mesa 1, partida 1, mano 2: sale" in bad[vd.HANDS] and "(art. 7.3)" in bad[vd.HANDS]


def test_DO_6_a_hand_approved_by_the_wrong_player_fails(demo, locked_domino):
    data = genuine(demo, locked_domino)
    entry = partida(data, 1, 1)
    entry["manos"][0]["aprobada_por"] = [data["contenido"]["mesas"][0]["anotador"]]
    bad = {c.name: c.detail for c in vd.check_domino(data) if not c.ok}
    assert list(bad) == [vd.HANDS]
    assert "Art. 6" in bad[vd.HANDS]


def test_DO_20_3_a_substitute_in_the_wrong_seat_fails(demo, locked_domino):
    data = genuine(demo, locked_domino)
    event = next(
        e
        for mesa in data["contenido"]["mesas"]
        for entry in mesa["partidas"]
        for e in entry["sucesos"]
        if e["tipo"] == "sustitucion"
    )
    event["asiento"] = {"N": "S", "S": "N", "E": "O", "O": "E"}[event["asiento"]]
    bad = {c.name: c.detail for c in vd.check_domino(data) if not c.ok}
    assert list(bad) == [vd.SUBSTITUTIONS]
    assert "debía ocupar el asiento de" in bad[vd.SUBSTITUTIONS]


def test_DO_20_4_an_abandonment_credited_to_the_wrong_pair_fails(db, stopped, signers, roots):
    def change(data):
        abandoned = partida(data, 2, 1)
        assert abandoned["estado"] == "abandonada" and abandoned["ganador"] == "visitante"
        abandoned["ganador"] = "local"
        abandoned["local"], abandoned["visitante"] = 300, 60

    report = verify_acta(forge(db, stopped.match_id, change, signers), roots)
    assert list(failing(report)) == [vd.STOPS]
    detail = failing(report)[vd.STOPS]
    assert "abandonó un jugador de la pareja local, así que gana la pareja visitante" in detail


def test_DO_20_4_an_abandonment_pinned_on_the_other_pair_fails(db, stopped):
    data = genuine(db, stopped.match_id)
    event = next(e for e in partida(data, 2, 1)["sucesos"] if e["tipo"] == "abandono")
    event["pareja"] = "visitante"
    bad = {c.name: c.detail for c in vd.check_domino(data) if not c.ok}
    assert list(bad) == [vd.STOPS]
    assert "que juega en la pareja local" in bad[vd.STOPS]


def test_DO_20_a_suspension_with_a_made_up_score_fails(db, stopped):
    data = genuine(db, stopped.match_id)
    event = next(e for e in partida(data, 2, 1)["sucesos"] if e["tipo"] == "suspension")
    event["local"] = 0
    bad = {c.name: c.detail for c in vd.check_domino(data) if not c.ok}
    assert list(bad) == [vd.STOPS]
    assert "el suceso anota 0–60 y las manos suman 150–60" in bad[vd.STOPS]


def test_a_result_row_and_the_summary_must_follow_the_hojas(demo, locked_domino):
    data = genuine(demo, locked_domino)
    data["contenido"]["resultados"][0]["ganador"] = "visitante"
    data["resultado"]["puntos_liga_local"] = 0
    bad = {c.name: c.detail for c in vd.check_domino(data) if not c.ok}
    assert list(bad) == [vd.RESULT]
    assert "no es el de su Hoja" in bad[vd.RESULT]
    assert "puntos_liga_local: 0 y no 3" in bad[vd.RESULT]


def test_an_incident_under_the_wrong_article_fails(demo, locked_domino):
    data = genuine(demo, locked_domino)
    data["contenido"]["incidencias"][0]["articulo"] = "DO-11"
    bad = {c.name: c.detail for c in vd.check_domino(data) if not c.ok}
    assert list(bad) == [vd.INCIDENTS]


def test_unreadable_hojas_are_a_failed_check_not_a_traceback(demo, locked_domino):
    data = genuine(demo, locked_domino)
    partida(data, 1, 1)["manos"][0]["final"] = "tablas"
    del data["contenido"]["mesas"][1]["partidas"][0]["manos"][0]["puntos"]
    checks = vd.check_domino(data)
    assert any(not c.ok for c in checks)
    data["contenido"]["mesas"] = "no es una lista"
    (check,) = vd.check_domino(data)
    assert not check.ok and "no se pueden leer" in check.detail


def test_drawn_signatures_and_annexes_of_a_domino_acta_are_checked(db, stopped):
    from delegate_app.documents.verify import check_data

    png = sample.signature_png()
    acta.add_annex(
        db, stopped.match_id, "La mesa 2 terminó a las 20:10.", "delegado_local", "Ana Díaz",
        "DOM-DS01", png, at(300),
    )  # fmt: skip
    data = genuine(db, stopped.match_id)

    def verdict(data) -> dict[str, str]:
        checks = check_data(data, data["hash_contenido"], data["documento"])
        return {c.name: c.detail for c in checks if not c.ok}

    assert verdict(data) == {}
    assert "Anexos" in {c.name for c in check_data(data, data["hash_contenido"], None)}

    data["anexos"][0]["texto"] = "La mesa 2 terminó a las 21:10."
    assert list(verdict(data)) == ["Anexos"]
    data = genuine(db, stopped.match_id)
    data["firmas"][1]["hash_contenido"] = "0" * 64
    assert (
        "hay firmas dadas a un contenido distinto" in verdict(data)["Firmas manuscritas del acta"]
    )

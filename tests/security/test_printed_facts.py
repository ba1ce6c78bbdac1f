"""What is seen is what was signed: pages that say something else than their acta.json while the
hash, the teams and the score agree. Each forged page is the real layout of a real acta with one
printed fact changed, acta.json left true, and both clubs' delegates signing what they saw."""

from __future__ import annotations

import dataclasses
import json
from datetime import timedelta

import pytest
from cryptography.hazmat.primitives.serialization import Encoding
from sqlmodel import select

from delegate_app.documents import acta_common, signing, verify
from delegate_app.documents import pdf_blocks as blocks
from delegate_app.documents.chess import acta_pdf
from delegate_app.documents.chess import rebuild as acta_rebuild
from delegate_app.domain.acta_hash import canonical_json
from delegate_app.store.models import Competition, Incident, Match, MatchDay, Round
from tests.helpers.security import authority, check, cli, delegate, forger_sign, issue

PRINTED = "Lo impreso en el acta"


@pytest.fixture(scope="module")
def chess_id(actas):
    return actas["ajedrez"].data["contenido"]["encuentro"]["id"]


@pytest.fixture(scope="module")
def incident_id(acta_db):
    """A locked chess acta whose log has an incident (a late arrival in the demo season)."""
    with acta_db.session() as s:
        return s.exec(
            select(MatchDay.match_id)
            .join(Match, Match.id == MatchDay.match_id)
            .join(Round, Round.id == Match.round_id)
            .join(Competition, Competition.id == Round.competition_id)
            .join(Incident, Incident.match_id == MatchDay.match_id)
            .where(MatchDay.locked_at != None, Competition.sport == "ajedrez")  # noqa: E711
            .order_by(MatchDay.match_id)
        ).first()


def forged(acta_db, match_id, clubs, change) -> tuple[bytes, dict]:
    """The acta laid out from a view `change` edits, with the true acta.json attached (its hash
    is the one printed), signed by both delegates."""
    source = acta_pdf.load_source(acta_db, match_id)
    data = acta_pdf.envelope(source)
    page = dataclasses.replace(source, view=change(dataclasses.replace(source.view)))
    meta = acta_pdf.meta_for(
        source.view, source.footer_hash, acta_pdf.TITLE, footer_note=acta_common.lock_log_note(data)
    )
    pdf, _ = acta_pdf.prepare_signable(
        lambda: acta_pdf.story(page), meta, canonical_json(data), acta_common.drawn_images(source)
    )
    home = _delegate(clubs, source.view.home_club, "55555555K")
    away = _delegate(clubs, source.view.away_club, "66666666Q")
    signed = forger_sign(forger_sign(pdf, "delegado_local", home), "delegado_visitante", away)
    return signed, json.loads(signing.read_attachment(signed))


_OTHER_CLUBS: dict = {}


def _delegate(clubs, name: str, dni: str):
    """The club's delegate from the shared fixture, or one of a club it does not hold."""
    if name in clubs:
        return delegate(clubs, name)
    if name not in _OTHER_CLUBS:
        ca = authority(name)
        _OTHER_CLUBS[name] = (ca, issue(ca, f"Delegado de {name}", dni))
    return _OTHER_CLUBS[name][1]


def roots(clubs):
    own = [ca.certificate for ca, _ in _OTHER_CLUBS.values()]
    return [club.authority.certificate for club in clubs.values()] + own


def only_the_page_fails(report) -> str:
    """The acta fails on what it prints alone: hash, teams and score hold (and where a forged
    line moved the signature fields, they are not where the acta puts them either)."""
    assert report.verdict == "no verificada"
    failed = [c.name for c in report.checks if not c.ok]
    assert failed in ([PRINTED], [PRINTED, "Campos de firma"]), "\n".join(report.lines())
    assert all(s.valid for s in report.signatures)
    return check(report, PRINTED)


def test_a_genuine_chess_acta_prints_exactly_its_acta_json(actas, clubs):
    from tests.helpers.security import signed_by_both

    report = verify.verify_acta(signed_by_both(actas["ajedrez"], clubs), roots(clubs))
    assert report.complete, report.problems
    passed = next(c for c in report.checks if c.name == PRINTED)
    assert passed.detail.endswith("son idénticas, objeto por objeto, a las que acta.json da")


def test_a_page_with_another_lineup_name_fails(acta_db, chess_id, clubs):
    def rename(view):
        first = view.lines[0]
        view.lines = [dataclasses.replace(first, home_name="Impostor Pérez"), *view.lines[1:]]
        return view

    pdf, data = forged(acta_db, chess_id, clubs, rename)
    detail = only_the_page_fails(verify.verify_acta(pdf, roots(clubs)))
    true_name = data["contenido"]["tableros"][0]["local"]
    assert detail.startswith("la página 1 no dice lo que dice acta.json: tras «")
    assert "imprime «Impostor Pérez" in detail and f"acta.json da «{true_name}" in detail


def test_a_page_with_two_board_results_swapped_and_the_same_score_fails(acta_db, chess_id, clubs):
    def swap(view):
        one, two = view.lines[0], view.lines[1]
        assert one.outcome.text != two.outcome.text  # 1-0 and 0-1 in the demo acta
        view.lines = [
            dataclasses.replace(one, outcome=dataclasses.replace(two.outcome, board=1)),
            dataclasses.replace(two, outcome=dataclasses.replace(one.outcome, board=2)),
            *view.lines[2:],
        ]
        return view

    pdf, data = forged(acta_db, chess_id, clubs, swap)
    report = verify.verify_acta(pdf, roots(clubs))
    detail = only_the_page_fails(report)
    first = data["contenido"]["tableros"][0]["resultado"]
    assert f"acta.json da «{first}" in detail, detail
    assert "Lo impreso" not in [c.name for c in report.checks if c.ok]


def test_a_page_with_another_incident_text_fails(acta_db, incident_id, clubs):
    def reword(view):
        incident = view.incidents[0]
        view.incidents = [dataclasses.replace(incident, text="Sin novedad en el tablero.")]
        return view

    pdf, data = forged(acta_db, incident_id, clubs, reword)
    detail = only_the_page_fails(verify.verify_acta(pdf, roots(clubs)))
    assert "imprime «Sin novedad en el tablero." in detail
    true_text = data["contenido"]["incidencias"][0]["texto"]
    assert f"acta.json da «{' '.join(true_text.split()[:3])}" in detail


def test_a_page_with_another_arrival_time_fails(acta_db, chess_id, clubs):
    def later(view):
        first = view.lines[0]
        view.lines = [
            dataclasses.replace(first, home_arrived=first.home_arrived + timedelta(minutes=40)),
            *view.lines[1:],
        ]
        return view

    pdf, data = forged(acta_db, chess_id, clubs, later)
    detail = only_the_page_fails(verify.verify_acta(pdf, roots(clubs)))
    true_time = data["contenido"]["tableros"][0]["llegada_local"][11:16]
    assert "llegada" in detail and f"acta.json da «{true_time}" in detail, detail


def test_a_page_with_another_start_time_fails_from_the_command_line(
    acta_db, chess_id, clubs, tmp_path
):
    def earlier(view):
        view.actual_start = view.actual_start - timedelta(minutes=30)
        return view

    pdf, _ = forged(acta_db, chess_id, clubs, earlier)
    path, ca = tmp_path / "acta.pdf", tmp_path / "ca.pem"
    path.write_bytes(pdf)
    ca.write_bytes(b"".join(c.public_bytes(Encoding.PEM) for c in roots(clubs)))
    result = cli("verify", path, "--trust", ca)
    assert result.returncode == 1
    assert "✖ Lo impreso en el acta: la página 1 no dice lo que dice acta.json" in result.stdout
    assert "Comienzo real «15:30" in result.stdout or "imprime «15:30" in result.stdout


def test_printed_incident_details_must_match_the_log(acta_db, incident_id, clubs):
    """The time an incident happened is printed from acta.json's incidencias_impresas; a forger
    who changes it there changes the page too, and the number it carries must be its place."""
    source = acta_pdf.load_source(acta_db, incident_id)
    data = json.loads(canonical_json(acta_pdf.envelope(source)))
    data["incidencias_impresas"][0]["numero"] = 7
    result = acta_rebuild.printed_check(data, [])
    assert not result.ok
    assert "no lleva su número de orden" in result.detail


# --------------------------------------------------------------------------- domino


@pytest.fixture(scope="module")
def domino_id(actas):
    return actas["domino"].data["contenido"]["encuentro"]["id"]


def forged_domino(
    acta_db, match_id, clubs, change, *, edit_story=None, edit_data=None
) -> tuple[bytes, dict]:
    """The domino acta laid out from a view `change` edits (and a story `edit_story` edits),
    with its acta.json (as `edit_data` leaves it) attached, signed by both delegates."""
    from delegate_app.documents.domino import acta_pdf as domino_pdf

    source = domino_pdf.load_source(acta_db, match_id)
    data = domino_pdf.envelope(source)
    if edit_data is not None:
        data = edit_data(json.loads(canonical_json(data)))
    page = dataclasses.replace(source, view=change(dataclasses.replace(source.view)))
    title = f"{domino_pdf.TITLE} — {source.view.home_team} – {source.view.away_team}"
    meta = acta_pdf.meta_for(
        source.view, source.footer_hash, title, footer_note=acta_common.lock_log_note(data)
    )

    def story():
        flowables = domino_pdf.story(page)
        return edit_story(flowables) if edit_story else flowables

    pdf, _ = acta_pdf.prepare_signable(
        story, meta, canonical_json(data), acta_common.drawn_images(source)
    )
    home = _delegate(clubs, source.view.home_club, "55555555K")
    away = _delegate(clubs, source.view.away_club, "66666666Q")
    signed = forger_sign(forger_sign(pdf, "delegado_local", home), "delegado_visitante", away)
    return signed, json.loads(signing.read_attachment(signed))


def test_a_genuine_domino_acta_prints_every_fact_of_its_acta_json(actas, clubs):
    from tests.helpers.security import signed_by_both

    report = verify.verify_acta(signed_by_both(actas["domino"], clubs), roots(clubs))
    assert report.complete, report.problems
    passed = next(c for c in report.checks if c.name == PRINTED)
    from delegate_app.documents.signature_policy import PageText

    pages = len(PageText(actas["domino"].pdf))
    # Every page, the Hojas de Anotaciones included, laid out again from acta.json.
    assert passed.detail == (
        f"las {pages} páginas son idénticas, objeto por objeto, a las que acta.json da"
    )
    assert pages > 2


def test_a_domino_page_with_another_player_name_fails(acta_db, domino_id, clubs):
    def rename(view):
        player_id = view.tables[0].home[0]  # seated at table 1: on every page about it
        player = view.players[player_id]
        view.players = {
            **view.players,
            player_id: dataclasses.replace(player, name="Impostor Pérez"),
        }
        return view

    pdf, data = forged_domino(acta_db, domino_id, clubs, rename)
    detail = only_the_page_fails(verify.verify_acta(pdf, roots(clubs)))
    assert detail.startswith("la página 1 no dice lo que dice acta.json: tras «"), detail
    first = data["contenido"]["mesas"][0]["local"][0]["nombre"]
    assert "imprime «Impostor Pérez" in detail
    assert f"acta.json da «{first}" in detail, detail


def test_a_domino_page_with_another_partida_score_and_the_same_summary_fails(
    acta_db, domino_id, clubs, monkeypatch
):
    from delegate_app.documents.domino import acta_pdf as domino_pdf

    # Table 1's first partida printed as won by 100 more: state, winner and summary unchanged.
    original, changed = domino_pdf._score, []

    def printed_score(view, partida):
        text = original(view, partida)
        if changed:
            return text
        home, away = text.split(" – ")
        changed.append((text, f"{int(home) + 100} – {away}"))
        return changed[0][1]

    monkeypatch.setattr(domino_pdf, "_score", printed_score)
    pdf, _ = forged_domino(acta_db, domino_id, clubs, lambda view: view)
    monkeypatch.undo()
    detail = only_the_page_fails(verify.verify_acta(pdf, roots(clubs)))
    true_score, forged_score = changed[0]
    assert detail == (
        "la página 2 no dice lo que dice acta.json: tras «Observaciones 1 1 Terminada» "
        f"imprime «{forged_score}» y acta.json da «{true_score}»"
    )


def test_a_domino_page_with_another_incident_text_fails(acta_db, domino_id, clubs):
    def reword(view):
        view.incidents = [
            dataclasses.replace(view.incidents[0], text="Sin novedad en la mesa."),
            *view.incidents[1:],
        ]
        return view

    pdf, data = forged_domino(acta_db, domino_id, clubs, reword)
    detail = only_the_page_fails(verify.verify_acta(pdf, roots(clubs)))
    first = data["incidencias_impresas"][0]
    true_text = data["contenido"]["incidencias"][0]["texto"]
    assert f"tras «1 {first['suceso']} art. 9» imprime «Sin novedad en la mesa." in detail, detail
    assert f"acta.json da «{' '.join(true_text.split()[:4])}" in detail


def test_a_domino_page_with_another_incident_time_fails(acta_db, domino_id, clubs):
    def later(view):
        view.incidents = [
            dataclasses.replace(view.incidents[0], happened="17:35"),
            *view.incidents[1:],
        ]
        return view

    pdf, data = forged_domino(acta_db, domino_id, clubs, later)
    detail = only_the_page_fails(verify.verify_acta(pdf, roots(clubs)))
    true_time = data["incidencias_impresas"][0]["suceso"]
    assert "imprime «17:35 art." in detail and f"acta.json da «{true_time} art." in detail


def test_a_domino_page_with_another_dropped_tile_count_fails(acta_db, domino_id, clubs):
    def more(view):
        assert view.drops, "the demo acta records a dropped tile"
        view.drops = [dataclasses.replace(view.drops[0], count=3, recorded=True)]
        return view

    pdf, data = forged_domino(acta_db, domino_id, clubs, more)
    detail = only_the_page_fails(verify.verify_acta(pdf, roots(clubs)))
    drop = data["caidas"][0]
    assert "imprime «3 Sí: la tercera vez" in detail, detail
    assert f"acta.json da «{drop['veces']} No" in detail


def test_rebuilding_the_pages_never_loads_the_database_layer(actas, clubs, tmp_path):
    """SQLAlchemy alone takes longer to import than a verification: the rebuilt pages use the
    SQL-free views (store/acta_views.py) and the layout only."""
    import subprocess
    import sys

    from tests.helpers.security import signed_by_both

    for sport in ("ajedrez", "domino"):
        (tmp_path / f"{sport}.pdf").write_bytes(signed_by_both(actas[sport], clubs))
    probe = (
        "import sys\n"
        "from delegate_app.documents import verify\n"
        f"for sport in ('ajedrez', 'domino'):\n"
        f"    report = verify.verify_acta(open(r'{tmp_path}/' + sport + '.pdf', 'rb').read())\n"
        "    assert any(c.name == 'Lo impreso en el acta' and c.ok for c in report.checks)\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('sqlalchemy', 'sqlmodel')))\n"
    )
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


# --------------------------------------------------------------------------- domino: every page
# Lines added on the page, rows changed on a Hoja, names changed: the rebuild from acta.json
# (documents/domino/rebuild.py) lays out every page, the Hojas de Anotaciones too.


def _same(view):
    return view


def _after(flowables, title: str, added):
    """The story with `added` just after the section titled `title`."""
    at = next(i for i, f in enumerate(flowables) if getattr(f, "text", None) == title)
    return [*flowables[: at + 1], added, *flowables[at + 1 :]]


def test_an_added_line_on_the_acta_del_encuentro_fails(acta_db, domino_id, clubs):
    def add(flowables):
        title = "Resultado de las partidas y del encuentro"
        return _after(flowables, title, blocks.paragraph("Resultado corregido: 0-4"))

    pdf, _ = forged_domino(acta_db, domino_id, clubs, _same, edit_story=add)
    detail = only_the_page_fails(verify.verify_acta(pdf, roots(clubs)))
    assert detail.startswith("la página 2 no dice lo que dice acta.json: tras «"), detail
    assert "partidas y del encuentro» imprime «Resultado corregido: 0-4 Mesa Partida»" in detail
    assert detail.endswith("y acta.json da «Mesa Partida»")


def test_an_added_line_on_a_hoja_de_anotaciones_fails(acta_db, domino_id, clubs):
    def add(flowables):
        title = "Hoja de Anotaciones · mesa 2 · partida 1"
        return _after(flowables, title, blocks.paragraph("La pareja local renuncia al encuentro."))

    pdf, _ = forged_domino(acta_db, domino_id, clubs, _same, edit_story=add)
    detail = only_the_page_fails(verify.verify_acta(pdf, roots(clubs)))
    assert detail == (
        "la página 4 no dice lo que dice acta.json: tras «2 · partida 1» imprime «La pareja "
        "local renuncia al encuentro. Mesa y» y acta.json da «Mesa y»"
    )


def test_a_hand_row_changed_on_a_hoja_with_acta_json_true_fails(acta_db, domino_id, clubs):
    """Two hands the home pair won, printed with their points swapped: the partida's total,
    state and winner and the encounter's summary stay what acta.json says."""

    def swap(view):
        tables = list(view.tables)
        partida = tables[0].partidas[0]
        hands = list(partida.hands)
        fifth, sixth = hands[4], hands[5]
        assert fifth.winner is sixth.winner and fifth.points != sixth.points
        hands[4] = dataclasses.replace(fifth, points=sixth.points)
        hands[5] = dataclasses.replace(sixth, points=fifth.points)
        partida = dataclasses.replace(partida, hands=tuple(hands))
        tables[0] = dataclasses.replace(tables[0], partidas=[partida, *tables[0].partidas[1:]])
        view.tables = tables
        return view

    pdf, data = forged_domino(acta_db, domino_id, clubs, swap)
    detail = only_the_page_fails(verify.verify_acta(pdf, roots(clubs)))
    hands = data["contenido"]["mesas"][0]["partidas"][0]["manos"]
    assert detail.startswith("la página 3 no dice lo que dice acta.json: tras «"), detail
    assert f"imprime «{hands[5]['puntos']} " in detail
    assert f"acta.json da «{hands[4]['puntos']} " in detail


def test_a_club_name_changed_on_the_page_fails(acta_db, domino_id, clubs):
    def rename(view):
        view.home_club = "Club Impostor"
        return view

    pdf, data = forged_domino(acta_db, domino_id, clubs, rename)
    detail = only_the_page_fails(verify.verify_acta(pdf, roots(clubs)))
    home, club = data["contenido"]["encuentro"]["local"], data["club_local"]
    assert club.startswith("Club ") and home == "Doble Seis"
    assert detail == (
        f"la página 1 no dice lo que dice acta.json: tras «local {home} (Club» imprime "
        f"«Impostor) Equipo visitante» y acta.json da «{club[5:]}) Equipo visitante»"
    )


def test_an_event_sentence_forged_in_acta_json_and_on_the_page_alike_fails(
    acta_db, domino_id, clubs
):
    """sucesos_impresos is outside the hash: a forger who rewrites a substitution's sentence
    there and on the page still fails, for the sentence is made again from the Hojas."""
    forged = "Sustitución (art. 20) antes de la primera mano: sin permiso del árbitro."

    def reword(view):
        for table in view.tables:
            table.events = [dataclasses.replace(e, text=forged) for e in table.events]
        return view

    def restate(data):
        data["sucesos_impresos"] = [{**e, "texto": forged} for e in data["sucesos_impresos"]]
        return data

    pdf, _ = forged_domino(acta_db, domino_id, clubs, reword, edit_data=restate)
    report = verify.verify_acta(pdf, roots(clubs))
    detail = only_the_page_fails(report)
    assert detail.startswith(
        "las páginas no se pueden rehacer desde acta.json (sucesos_impresos no dice lo que "
        f"dicen los sucesos de las Hojas (dice «{forged}» y las Hojas dan «Sustitución (art. 20)"
    ), detail


def test_a_name_changed_in_the_hashed_content_and_on_the_page_fails_on_the_hash(
    acta_db, domino_id, clubs
):
    """acta.json and the page agree on a forged name, but the content no longer has the hash
    the pages print and the drawn signatures were bound to."""

    def rename_page(view):
        player = view.tables[0].home[0]
        view.players = {
            **view.players,
            player: dataclasses.replace(view.players[player], name="Impostor Pérez"),
        }
        return view

    def rename_data(data):
        player = data["contenido"]["mesas"][0]["local"][0]["id"]
        for mesa in data["contenido"]["mesas"]:
            for person in (*mesa["local"], *mesa["visitante"], *mesa["jugadores"]):
                if person["id"] == player:
                    person["nombre"] = "Impostor Pérez"
        return data

    pdf, _ = forged_domino(acta_db, domino_id, clubs, rename_page, edit_data=rename_data)
    report = verify.verify_acta(pdf, roots(clubs))
    assert report.verdict == "no verificada"
    assert check(report, "Huella de los datos (SHA-256)") == (
        "el contenido adjunto no corresponde a su huella: se ha modificado"
    )
    assert check(report, PRINTED) is None  # the page says what acta.json says: that is not it


def test_a_genuine_domino_acta_rebuilds_every_page_from_acta_json_alone(actas):
    from delegate_app.documents import signature_policy
    from delegate_app.documents.domino import rebuild as domino_rebuild

    data = actas["domino"].data
    with signature_policy.PageText(actas["domino"].pdf) as pages:
        texts = [pages.text(i) for i in range(len(pages))]
    assert domino_rebuild.rebuilt_pages(data) == texts
    assert len(texts) > 2  # the Acta del Encuentro and its Hojas de Anotaciones

"""What is seen is what was signed, for a domino acta: verify lays out the Acta del Encuentro
and every Hoja de Anotaciones again from acta.json alone and compares every page word for word.
Each forged file is the real layout of a real exported acta with one thing added or changed on
the page (or in acta.json and on the page alike), signed by both clubs' delegates."""

from __future__ import annotations

import dataclasses

import pytest

from delegate_app.documents import pdf_blocks as blocks
from delegate_app.documents import verify
from tests.helpers.security import check
from tests.security.test_printed_facts import forged_domino, only_the_page_fails, roots

PRINTED = "Lo impreso en el acta"


@pytest.fixture(scope="module")
def domino_id(actas):
    return actas["domino"].data["contenido"]["encuentro"]["id"]


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
    from delegate_app.documents import domino_rebuild, signature_policy

    data = actas["domino"].data
    with signature_policy.PageText(actas["domino"].pdf) as pages:
        texts = [pages.text(i) for i in range(len(pages))]
    assert domino_rebuild.rebuilt_pages(data) == texts
    assert len(texts) > 2  # the Acta del Encuentro and its Hojas de Anotaciones


def test_a_billion_domino_tables_get_a_verdict_in_seconds_and_little_memory(
    acta_db, domino_id, clubs, tmp_path
):
    """The rebuilt results table walks every table × partida the settings name: a forger who
    sets a billion of them (and rebinds every hash) gets a verdict, not a machine laid low."""
    from tests.security.test_data_attacks import rehash, verdict_in_a_process

    def billion(data):
        data["contenido"]["ajustes"]["mesas"] = 1_000_000_000
        data["contenido"]["ajustes"]["partidas_por_mesa"] = 1_000_000_000
        rehash(data)
        return data

    pdf, _ = forged_domino(acta_db, domino_id, clubs, _same, edit_data=billion)
    result, elapsed, peak_mb = verdict_in_a_process(tmp_path, pdf, clubs)
    assert result.returncode == 1, result.stdout + result.stderr
    assert (
        "acta.contenido.ajustes.mesas: 1000000000 fuera de lo admitido (1 a 30); "
        "acta.contenido.ajustes.partidas_por_mesa: 1000000000 fuera de lo admitido (1 a 10)"
    ) in result.stdout
    assert "Traceback" not in result.stderr
    assert elapsed < 5, elapsed
    assert peak_mb < 300, peak_mb

"""R25-7: the committee decisions a club recorded in its acta (acta.json «fallos») reach the
federation as evidence: `fallos-clubes` lists them against the register, with the decision that
would record each; the official table applies only the register's. The attack first: a fallo
whose computable part is not what its page prints is not read."""

from __future__ import annotations

import json
import shlex
from datetime import UTC, datetime

import pytest

from delegate_app.cli import main
from delegate_app.domain.committee_rulings import Ruling
from delegate_app.domain.federation.records import MatchKey
from delegate_app.store.federation.database import open_federation_db
from delegate_app.store.federation.inbox import file_verdict
from delegate_app.store.federation.official import competitions
from tests.helpers.federation_results import chess_acta, domino_acta, verdict

SEASON = "2026-2027"
RECEIVED = datetime(2026, 10, 5, 9, tzinfo=UTC)


def with_fallo(acta_json: str, reference: str, ruling: Ruling, decides: str | None = None):
    data = json.loads(acta_json)
    data["fallos"] = [
        {
            "recibido": "12/10/2026",
            "referencia": reference,
            "resumen": "Se estima la reclamación.",
            "decide": ruling.summary() if decides is None else decides,
            "fija": ruling.to_json(),
        }
    ]
    return json.dumps(data, ensure_ascii=False)


def run(capsys, *args):
    code = main(["federacion", *map(str, args)])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def chess_fed(tmp_path):
    url = str(tmp_path / "federacion.sqlite3")
    key = MatchKey(SEASON, "Segunda", 1, "Caballo A", "Alfil A")
    ruling = Ruling.build({2: "0-1"}, "visitante", 1, 4)
    acta = with_fallo(chess_acta(key, "1-0 pendiente ½-½ 0-1"), "CC 7/2026", ruling)
    db = open_federation_db(url, create=True)
    try:
        file_verdict(db, verdict(acta), RECEIVED)
        (competition,) = competitions(db)
    finally:
        db.close()
    return url, competition.id


def test_R25_7_a_clubs_fallo_is_listed_unregistered_and_the_table_does_not_apply_it(
    chess_fed, capsys
):
    url, cid = chess_fed
    code, out, err = run(capsys, "fallos-clubes", "--db", url, "--competicion", cid)
    assert code == 0, err
    assert "fallo «CC 7/2026», recibido por el club el 12/10/2026" in out
    assert "tablero 2: 0-1; descuento de 1 punto al visitante · SIN REGISTRAR" in out
    assert (
        "--tipo resultado --ronda 1 --local 'Caballo A' --visitante 'Alfil A' "
        "--resultado '1-0 0-1 ½-½ 0-1' --referencia 'CC 7/2026' --fecha 2026-10-12" in out
    )
    assert "--tipo descuento --equipo 'Alfil A' --puntos 1" in out
    code, table, err = run(capsys, "clasificacion", "--db", url, "--competicion", cid)
    assert code == 0, err
    assert "Sin contar: ronda 1, Caballo A – Alfil A" in table
    assert "1 fallo(s) anotado(s) por los clubes en sus actas sin registrar aquí" in table


def test_R25_7_the_office_records_the_proposed_decision_and_the_table_counts_it(chess_fed, capsys):
    url, cid = chess_fed
    _code, out, _err = run(capsys, "fallos-clubes", "--db", url, "--competicion", cid)
    for line in out.splitlines():
        if "para registrarlo:" in line:
            arguments = shlex.split(line.split("decision --db … ", 1)[1])
            code, _out, err = run(capsys, "decision", "--db", url, *arguments)
            assert code == 0, err
    _code, out, _err = run(capsys, "fallos-clubes", "--db", url, "--competicion", cid)
    assert "· registrado" in out and "SIN REGISTRAR" not in out
    _code, table, _err = run(capsys, "clasificacion", "--db", url, "--competicion", cid)
    assert "Sin contar" not in table and "sin registrar aquí" not in table


def test_R25_7_a_fallo_whose_fixes_are_not_what_its_page_prints_is_not_read(tmp_path, capsys):
    url = str(tmp_path / "federacion.sqlite3")
    key = MatchKey(SEASON, "Segunda", 1, "Caballo A", "Alfil A")
    # the page says board 2 went to the home player; the data underneath says the visitor
    forged = with_fallo(
        chess_acta(key, "1-0 pendiente ½-½ 0-1"),
        "CC 8/2026",
        Ruling.build({2: "0-1"}, board_count=4),
        decides="tablero 2: 1-0",
    )
    db = open_federation_db(url, create=True)
    try:
        file_verdict(db, verdict(forged), RECEIVED)
        (competition,) = competitions(db)
    finally:
        db.close()
    code, out, _err = run(capsys, "fallos-clubes", "--db", url, "--competicion", competition.id)
    assert code == 0
    assert "fallo «CC 8/2026» ilegible: lo que fija el fallo no es lo que el acta imprime" in out
    assert "para registrarlo" not in out


def test_R25_7_a_domino_fallo_proposes_the_whole_encounters_result(tmp_path, capsys):
    url = str(tmp_path / "federacion.sqlite3")
    key = MatchKey(SEASON, "Liga de dominó", 1, "Doble Seis", "El Tranque")
    ruling = Ruling.build({}, partidas={(1, 2): "310-120"}, tables=1, partidas_per_table=2,
                          max_points=468)  # fmt: skip
    data = json.loads(domino_acta(key))
    data["contenido"]["ajustes"].update(mesas=1, partidas_por_mesa=2)  # as the helper plays it
    acta = with_fallo(json.dumps(data, ensure_ascii=False), "CD 2/2026", ruling)
    db = open_federation_db(url, create=True)
    try:
        file_verdict(db, verdict(acta), RECEIVED)
        (competition,) = competitions(db)
    finally:
        db.close()
    code, out, err = run(capsys, "fallos-clubes", "--db", url, "--competicion", competition.id)
    assert code == 0, err
    assert "mesa 1, partida 2: 310-120 · SIN REGISTRAR" in out
    assert "--resultado '2-0 610-320'" in out

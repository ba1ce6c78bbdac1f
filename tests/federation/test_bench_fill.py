"""benchmarks/fed_inbox_fill.py, the filler of the 20,000-acta standings benchmark: what it
stores is what the queries read, each acta.json follows the schema and adds up."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

from delegate_app.documents.acta_schema import problems
from delegate_app.store.federation import queries

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "fed_inbox_fill.py"


def _filler():
    spec = importlib.util.spec_from_file_location("fed_inbox_fill", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up while being made
    spec.loader.exec_module(module)
    return module


def _half(text: str) -> int:
    whole = text.replace("½", "")
    return 2 * int(whole or 0) + text.count("½")


def test_filled_actas_are_schema_valid_and_consistent(federation_db, exported_actas):
    filler = _filler()
    shapes = {sport: document.data for sport, document in exported_actas.items()}
    # 300 of a season's 920 matches: the Preferente (240) and part of the Primera A
    summary = filler.fill(federation_db, 300, shapes=shapes)
    summary_more = filler.fill(federation_db, 1000, seed=7, shapes=shapes)

    assert (summary.actas, summary.matches) == (300, 300)
    assert summary_more.seasons == 2 and summary_more.competitions > summary.competitions
    actas = queries.accepted_actas(federation_db)
    assert len(actas) == 1300
    assert {a.sport for a in actas} == {"ajedrez", "domino"}
    for acta in actas[:: len(actas) // 60]:
        data = json.loads(acta.acta_json)
        assert problems(data) == []
        encounter = data["contenido"]["encuentro"]
        assert (encounter["local"], encounter["visitante"]) == (acta.match.home, acta.match.away)
        assert encounter["competicion"] == acta.match.competition
        if acta.sport == "ajedrez":
            boards = data["contenido"]["tableros"]
            score = data["marcador"]
            assert _half(score["local"]) + _half(score["visitante"]) == 2 * len(boards)
        else:
            result = data["resultado"]
            partidas = data["contenido"]["resultados"]
            assert result["partidas_local"] + result["partidas_visitante"] == len(partidas)
            assert result["tantos_local"] == sum(p["local"] for p in partidas)
    results = queries.accepted_results(federation_db)
    assert [r.file_id for r in results] == [a.file_id for a in actas]
    for acta, result in zip(actas[::97], results[::97], strict=True):
        data = json.loads(acta.acta_json)
        expected = {"marcador", "tableros"} if acta.sport == "ajedrez" else {"resultado"}
        assert set(result.result) == expected
        for key in expected - {"tableros"}:
            assert result.result[key] == data[key]
    listed = {c.id: c for c in queries.list_competitions(federation_db)}
    assert sum(c.accepted for c in listed.values()) == 1300

"""The data checks of a chess acta.json (no database): what `delegado verify` re-checks beyond
the hash, the drawn signatures and the annexes both sports share (documents/verify.py).

The score adds up from the board results (CH-7), each lineup follows the list order (CH-18.2,
with the domain's own lineup checker) and shows the players the boards show, each incident
cites the article its kind belongs to, and each sealed-move envelope belongs to a standing
adjourned-game incident whose printed sentence was written from it (CH-11.2, CH-15.2).
"""

from __future__ import annotations

from datetime import date
from typing import Any

from delegate_app.documents.check import Check
from delegate_app.documents.check import count as counted
from delegate_app.domain.chess.incident_catalog import CATALOG
from delegate_app.domain.chess.incident_wording import render_incident
from delegate_app.domain.chess.incidents import (
    Correction,
    IncidentEntry,
    clean_fields,
    effective_incidents,
)
from delegate_app.domain.chess.lineup import (
    LineupInput,
    MatchInfo,
    PlayerInfo,
    TeamInfo,
    check_lineup,
)
from delegate_app.domain.chess.match import BoardOutcome, format_points, match_score
from delegate_app.domain.findings import Severity, boards_text


def check_chess(data: dict[str, Any], drawn: Check) -> list[Check]:
    """The chess re-checks of acta.json, with `drawn` (the shared check of the drawn
    signatures) in the place the report lists it: before the sealed-move envelopes."""
    checks = [score_check(data), lineup_check(data), incident_check(data), drawn]
    sealed = sealed_move_check(data)
    return checks if sealed is None else [*checks, sealed]


def _boards(data: dict[str, Any]) -> list[dict[str, Any]]:
    boards = data["contenido"]["tableros"]
    if not isinstance(boards, list):
        raise TypeError("tableros")
    return boards


def score_check(data: dict[str, Any]) -> Check:
    name = "Marcador (art. 7)"
    try:
        rows = _boards(data)
        outcomes = [BoardOutcome.parse(int(row["tablero"]), row["resultado"]) for row in rows]
        count = int(data.get("tableros") or len(rows))
        score = match_score(outcomes, count)
    except (KeyError, TypeError, ValueError) as exc:
        return Check(name, False, f"los resultados de los tableros no se pueden leer ({exc})")
    stated = data.get("marcador") or {}
    home, away = format_points(score.home), format_points(score.away)
    if (stated.get("local"), stated.get("visitante")) != (home, away):
        return Check(
            name,
            False,
            f"el acta dice {stated.get('local')}–{stated.get('visitante')}, pero los resultados "
            f"de los tableros suman {home}–{away}",
        )
    if bool(stated.get("definitivo")) != score.final:
        return Check(name, False, "el acta no dice bien si el marcador es definitivo")
    note = (
        ""
        if score.final
        else f" (provisional: tableros {boards_text(score.open_boards)} sin resultado)"
    )
    return Check(name, True, f"{home}–{away} suma los resultados de los tableros{note}")


def _order_findings(
    side: str, lines: list[dict[str, Any]], boards: int, match_id: int
) -> list[str]:
    """CH-18.2 through the domain's own checker, fed only with what the order rule reads."""
    players, by_board = [], {}
    for index, line in enumerate(lines, start=1):
        number = line.get("numero_lista")
        if number is None:
            continue  # a rival typed without list number: nothing to compare
        players.append(PlayerInfo(id=index, name=str(line["nombre"]), list_number=int(number)))
        by_board[int(line["tablero"])] = index
    if len(players) < 2:
        return []
    match = MatchInfo(id=match_id, round_number=1, official_date=date(2000, 1, 1), boards=boards)
    findings = check_lineup(match, TeamInfo(0, "A"), (), players, LineupInput(by_board))
    return [
        f"equipo {side}: {f.message}"
        for f in findings
        if f.rule_id == "CH-18.2" and f.severity is Severity.BLOCK
    ]


def _unnumbered(side: str, lines: list[dict[str, Any]]) -> list[str]:
    """A player from the club's list always has a list number: a null one would hide him from
    the order check. Only a rival typed by hand (no licence here) may lack it, and then a whole
    side does, never a few boards of it."""
    numbered = [line for line in lines if line.get("numero_lista") is not None]
    bare = [line for line in lines if line.get("numero_lista") is None]
    hidden = [line for line in bare if str(line.get("licencia") or "").strip()]
    if numbered:
        hidden = bare
    return [
        f"equipo {side}, tablero {line['tablero']}: {line['nombre']} sin número de lista"
        for line in hidden
    ]


def lineup_check(data: dict[str, Any]) -> Check:
    name = "Orden de las alineaciones (art. 18.2)"
    try:
        rows = {int(row["tablero"]): row for row in _boards(data)}
        lineups = data["alineaciones"]
        boards = int(data.get("tableros") or len(rows))
        match_id = int(data["contenido"]["encuentro"]["id"])
        problems = []
        for side in ("local", "visitante"):
            lines = sorted(lineups.get(side, []), key=lambda line: int(line["tablero"]))
            for line in lines:
                board = int(line["tablero"])
                shown = rows.get(board, {}).get(side, "")
                if shown != line["nombre"]:
                    problems.append(
                        f"tablero {board} ({side}): la alineación dice «{line['nombre']}» y el "
                        f"acta «{shown}»"
                    )
            problems += _unnumbered(side, lines)
            problems += _order_findings(side, lines, boards, match_id)
    except (KeyError, TypeError, ValueError) as exc:
        return Check(name, False, f"las alineaciones no se pueden leer ({exc})")
    if problems:
        return Check(name, False, "; ".join(problems))
    return Check(name, True, "los números de lista crecen con el tablero en ambos equipos")


def incident_check(data: dict[str, Any]) -> Check:
    name = "Artículos de las incidencias"
    try:
        incidents = data["contenido"]["incidencias"]
        wrong = [
            f"la incidencia de tipo «{i['tipo']}» cita {i['articulo']} y no "
            f"{CATALOG[i['tipo']].rule_id}"
            for i in incidents
            if i["tipo"] in CATALOG and CATALOG[i["tipo"]].rule_id != i["articulo"]
        ]
    except (KeyError, TypeError) as exc:
        return Check(name, False, f"las incidencias no se pueden leer ({exc})")
    if wrong:
        return Check(name, False, "; ".join(wrong))
    count = len(incidents)
    if count == 0:
        return Check(name, True, "sin incidencias")
    return Check(name, True, f"{counted(count, 'incidencia')}, cada una con su artículo")


def sealed_move_check(data: dict[str, Any]) -> Check | None:
    """CH-11.2/15.2: each envelope's data is a valid sealed move of the catalog, belongs to an
    adjourned-game incident the acta still says (not corrected or withdrawn) and is the one its
    printed sentence was written from."""
    content = data["contenido"]
    if "sobres_jugada_secreta" not in content:
        return None
    name = "Sobres de jugada secreta (art. 11.2 y 15.2)"
    problems: list[str] = []
    try:
        incidents = content["incidencias"]
        numbers = {i["id"]: n for n, i in enumerate(incidents, start=1)}
        log = [
            IncidentEntry(
                numbers[i["id"]],
                i["tipo"] if i["tipo"] in CATALOG else "otros",
                {},
                Correction(numbers[i["corrige"]]) if i["corrige"] in numbers else None,
            )
            for i in incidents
        ]
        standing = {entry.id for entry in effective_incidents(log)}
        by_id = {i["id"]: i for i in incidents}
        envelopes = content["sobres_jugada_secreta"]
        boards = int(data.get("tableros") or len(_boards(data)))
        for envelope in envelopes:
            incident = by_id.get(envelope["incidencia"])
            if incident is None or incident["tipo"] != "reloj_averiado":
                problems.append(
                    f"el sobre de la incidencia {envelope['incidencia']} no corresponde a una "
                    "partida aplazada del acta"
                )
                continue
            number = numbers[incident["id"]]
            if number not in standing:
                problems.append(f"la incidencia n.º {number} fue corregida o anulada")
            fields = envelope["campos"]
            cleaned, wrong = clean_fields("reloj_averiado", fields, boards)
            problems += [f"incidencia n.º {number}: {problem}" for problem in wrong]
            if not wrong and (
                cleaned != fields or incident["texto"] != render_incident("reloj_averiado", fields)
            ):
                problems.append(
                    f"incidencia n.º {number}: el texto impreso no dice lo que dice su sobre"
                )
        listed = [numbers.get(e["incidencia"]) for e in envelopes]
        if len(set(listed)) != len(listed):
            problems.append("un sobre está repetido")
    except (KeyError, TypeError, ValueError) as exc:
        return Check(name, False, f"los sobres no se pueden leer ({exc})")
    if problems:
        return Check(name, False, "; ".join(problems))
    return Check(name, True, f"{counted(len(envelopes), 'sobre')}, cada uno con su incidencia")

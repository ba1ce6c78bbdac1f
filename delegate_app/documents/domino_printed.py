"""What a domino acta's pages must say, read from acta.json alone (no database).

The chess acta is laid out again word for word (acta_rebuild). A domino acta's pages are laid out
from the store's view of the encounter, which acta.json does not hold whole, so here the facts the
pages print are rebuilt from acta.json (each Hoja replayed with the domain's rules, as
verify_domino does) with domino_pdf's own text helpers, and must all appear on the pages, in
order: the teams, clubs, arbiter and format; each table's pairs, roles and seat draw; each
partida's state, score and winner and the encounter's summary; the printed substitutions and
suspensions; each incident (number, time, article, text) and the dropped-tile counts; the drawn
signatures; the deadlines; the annexes; and on every Hoja each hand's row and the final total.

Pages are compared without whitespace: pdfium joins some wrapped lines without a space.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from delegate_app.documents.check import Check

NAME = "Lo impreso en el acta"
SEATS = ("N", "E", "S", "O")


class Unreadable(ValueError):
    pass


@dataclass(frozen=True)
class _Person:
    name: str


class _View:
    """What domino_pdf's text helpers ask of the encounter, from acta.json."""

    def __init__(self, data: dict):
        match = data["contenido"]["encuentro"]
        self.home_team, self.away_team = match["local"], match["visitante"]
        self.players = {
            int(p["id"]): _Person(str(p["nombre"]))
            for mesa in data["contenido"]["mesas"]
            for p in mesa.get("jugadores", [])
        }

    def name(self, player_id: int | None) -> str:
        if player_id is None:
            return ""
        player = self.players.get(player_id)
        return player.name if player else f"jugador n.º {player_id}"

    def team_name(self, pair) -> str:
        from delegate_app.domain.domino import Pair

        return self.home_team if pair is Pair.HOME else self.away_team


def _label(person: dict) -> str:
    return (
        f"{person['nombre']} (lic. {person['licencia']})"
        if person.get("licencia")
        else (person["nombre"])
    )


def _replayed(data: dict) -> dict[tuple[int, int], Any]:
    """Every partida played again from its Hoja, by (table, partida). A table whose Hoja cannot
    be replayed is left out: the data checks already fail it with the reason, and its printed
    rows cannot be rebuilt."""
    from delegate_app.documents import verify_domino as replay

    content = data["contenido"]
    run = replay._Replay(replay._settings(content), replay._names(content))
    mesas = sorted(content["mesas"], key=lambda m: int(m["mesa"]))
    found = {}
    for mesa in mesas:
        others = set().union(*(replay._titulars(m) for m in mesas if m is not mesa))
        before = len(run.partidas)
        try:
            run.table(mesa, others)
        except replay._Unreadable:
            del run.partidas[before:]
            continue
        for partida in run.partidas[before:]:
            found[(int(mesa["mesa"]), partida.number)] = partida
    return found


def _header_facts(data: dict) -> list[str]:
    from delegate_app.documents import pdf_blocks as blocks
    from delegate_app.documents.acta_common import hhmm, long_date
    from delegate_app.documents.acta_rebuild import _maybe_moment

    content = data["contenido"]
    match, rules, arbiter = content["encuentro"], content["ajustes"], content["arbitro"]
    who = arbiter["nombre"] or "Sin árbitro"
    if arbiter["nombre"] and arbiter["licencia"]:
        who += f" (lic. {arbiter['licencia']})"
    facts = [
        f"Equipo local {match['local']} ({data['club_local']})",
        f"Equipo visitante {match['visitante']} ({data['club_visitante']})",
        f"Árbitro {who}",
        f"Formato {rules['mesas']} mesas × {rules['partidas_por_mesa']} partidas, a "
        f"{rules['total']} tantos",
    ]
    played = _maybe_moment(data["jugado_el"], "jugado el")
    official = _maybe_moment(match["hora_oficial"], "hora oficial")
    if played is not None and played != official:
        facts.append(f"Jugado el {long_date(played.date())}, {hhmm(played)}")
    closed = _maybe_moment(data["cerrada"], "cierre")
    state = (
        f"Cerrada el {blocks.format_moment(closed)}" if closed else "Abierta: borrador sin cerrar"
    )
    return [*facts, f"Estado del acta {state}"]


def _table_facts(data: dict, view: _View, partidas: dict) -> list[str]:
    from delegate_app.documents.domino_pdf import _numbers
    from delegate_app.domain.domino import Seat

    facts = []
    mesas = sorted(data["contenido"]["mesas"], key=lambda m: int(m["mesa"]))
    for mesa in mesas:
        row = [str(mesa["mesa"]), *(_label(p) for p in (*mesa["local"], *mesa["visitante"]))]
        if mesa["anotador"] is not None:
            row.append(f"Anota: {view.name(mesa['anotador'])}")
            row.append(f"Cuenta: {view.name(mesa['contador'])}")
            if mesa["arbitro_cuenta"]:
                row.append("Cuenta y anota el árbitro")
        rounds: dict[int, list[str]] = {}
        for draw in mesa.get("sorteo", []):
            rounds.setdefault(int(draw["ronda"]), []).append(
                f"{view.name(draw['jugador'])} {draw['ficha']}"
            )
        for number, (_, drawn) in enumerate(sorted(rounds.items()), start=1):
            text = ", ".join(drawn)
            row.append(text if number == 1 else f"Nuevo sorteo: {text}")
        facts.append(" ".join(row))
    for mesa in mesas:
        for entry in sorted(mesa["partidas"], key=lambda p: int(p["partida"])):
            partida = partidas.get((int(mesa["mesa"]), int(entry["partida"])))
            if partida is None:
                continue  # its Hoja could not be replayed (see _replayed)
            numbering = {seat: n for n, seat in _numbers(partida).items()}
            seats = entry["asientos"]
            cells = [f"{view.name(seats.get(code))} ({numbering[Seat(code)]})" for code in SEATS]
            facts.append(" ".join([str(mesa["mesa"]), str(entry["partida"]), *cells]))
    return facts


def _result_facts(data: dict, view: _View, partidas: dict) -> list[str]:
    from delegate_app.documents.domino_pdf import _named_notes, _score, _status, _winner

    content, summary = data["contenido"], data["resultado"]
    facts = []
    replayed = {table for table, _ in partidas}
    for mesa in sorted(content["mesas"], key=lambda m: int(m["mesa"])):
        if int(mesa["mesa"]) not in replayed and mesa["partidas"]:
            continue  # its Hoja could not be replayed (see _replayed)
        for number in range(1, int(content["ajustes"]["partidas_por_mesa"]) + 1):
            partida = partidas.get((int(mesa["mesa"]), number))
            if partida is None:
                facts.append(f"{mesa['mesa']} {number} Sin jugar")
                continue
            notes = _named_notes(view, "\n".join(partida.notes))
            facts.append(
                f"{mesa['mesa']} {number} {_status(partida)} {_score(view, partida)} "
                f"{_winner(view, partida.winner)} {notes}"
            )
    home, away = view.home_team, view.away_team
    facts.append(
        f"Partidas ganadas {home} {summary['partidas_local']} – "
        f"{summary['partidas_visitante']} {away}"
    )
    facts.append(f"Tantos {summary['tantos_local']} – {summary['tantos_visitante']}")
    if summary["completo"]:
        home_points, away_points = summary["puntos_liga_local"], summary["puntos_liga_visitante"]
        won = summary["partidas_local"] - summary["partidas_visitante"]
        # The winner is the one the replay found (check_domino compares it with "resultado").
        outcome = (
            "Empate"
            if won == 0 and home_points == away_points
            else (f"Gana {home if home_points > away_points else away}")
        )
        facts.append(f"Puntos de liga {outcome}: {home} {home_points}, {away} {away_points}")
    return facts


def _event_facts(data: dict) -> list[str]:
    from delegate_app.documents.acta_common import hhmm
    from delegate_app.documents.acta_rebuild import _moment

    return [
        f"{e['mesa']} {e['partida']} {hhmm(_moment(e['hora'], 'suceso'))} {e['texto']}"
        for e in data["sucesos_impresos"]
    ]


def _incident_facts(data: dict, view: _View) -> list[str]:
    from delegate_app.domain.domino import Pair, ordinal
    from delegate_app.domain.domino.common import pair_label
    from delegate_app.domain.incident_schema import cite

    printed = {p["id"]: p for p in data["incidencias_impresas"]}
    facts = []
    for entry in data["contenido"]["incidencias"]:
        extra = printed.get(entry["id"])
        if extra is None:
            raise Unreadable(f"la incidencia {entry['id']} no dice cómo se imprime")
        facts.append(
            f"{extra['numero']} {extra['suceso']} {cite(entry['articulo'])} {entry['texto']}"
        )
    for drop in data["caidas"]:
        pair = Pair(drop["pareja"])
        recorded = f"Sí: la {ordinal(drop['veces'])} vez" if drop["consta"] else "No"
        facts.append(
            f"{drop['mesa']} {drop['partida']} {pair_label(pair)} ({view.team_name(pair)}) "
            f"{drop['veces']} {recorded}"
        )
    return facts


def _signature_facts(data: dict) -> list[str]:
    from delegate_app.documents import pdf_blocks as blocks
    from delegate_app.documents.acta_rebuild import _moment
    from delegate_app.store.acta_labels import ROLE_LABELS

    def cell(entry: dict) -> str:
        text = "" if entry["imagen_sha256"] else "(sin firma manuscrita) "
        text += f"{entry['nombre']} {ROLE_LABELS.get(entry['papel'], entry['papel'])}"
        if entry["licencia"]:
            text += f" Licencia {entry['licencia']}"
        return f"{text} Firmado el {blocks.format_moment(_moment(entry['fecha'], 'firma'))}"

    facts = [cell(f) for f in data["firmas"] if f["valida"]]
    facts += [
        f"{d['descripcion']} {blocks.format_moment(_moment(d['vence'], 'plazo'))} "
        f"{d['responsable']}"
        for d in data["plazos"]
    ]
    for number, annex in enumerate(data["anexos"], start=1):
        when = blocks.format_moment(_moment(annex["fecha"], "anexo"))
        facts += [f"Anexo {number} · {when}", annex["texto"], f"SHA-256 del anexo: {annex['hash']}"]
        facts += [cell({**f, "valida": True}) for f in annex["firmas"]]
    return facts


def _hoja_facts(data: dict, view: _View, partidas: dict) -> list[str]:
    from delegate_app.documents.domino_pdf import _approvers, _closing, _who_led, _winner
    from delegate_app.domain.domino import Pair, PartidaStatus

    facts = []
    target = data["contenido"]["ajustes"]["total"]
    for (table, number), partida in sorted(partidas.items()):
        facts += [
            f"Hoja de Anotaciones · mesa {table} · partida {number}",
            f"Mesa y partida Mesa {table} · partida {number}",
            f"Total de la partida {target} tantos (art. 18)",
        ]
        for hand, running in zip(partida.hands, partida.running_totals, strict=True):
            facts.append(
                " ".join(
                    [
                        str(hand.number),
                        _who_led(view, partida, hand.salidor),
                        _closing(hand, partida, view),
                        _winner(view, hand.winner),
                        str(hand.points),
                        str(running[Pair.HOME]),
                        str(running[Pair.AWAY]),
                        _approvers(view, hand),
                    ]
                )
            )
        score = partida.final_score
        closing = (
            f"Total: {view.home_team} {score[Pair.HOME]} – {score[Pair.AWAY]} "
            f"{view.away_team}. Estado: {partida.status.label}."
        )
        if partida.winner is not None:
            closing += f" Gana {view.team_name(partida.winner)}."
        elif partida.status is PartidaStatus.IN_PLAY and partida.next_salidor is not None:
            seat = partida.next_salidor
            closing += (
                f" Sale en la mano {partida.next_hand_number}: {_who_led(view, partida, seat)}."
            )
        facts.append(closing)
    return facts


def printed_facts(data: dict) -> list[str]:
    """Every fact of acta.json the domino acta prints, in the order its pages print them."""
    view = _View(data)
    partidas = _replayed(data)
    return [
        *_header_facts(data),
        *_table_facts(data, view, partidas),
        *_result_facts(data, view, partidas),
        *_event_facts(data),
        *_incident_facts(data, view),
        *_signature_facts(data),
        *_hoja_facts(data, view, partidas),
    ]


def _bare(text: str) -> str:
    return "".join(text.split())


def printed_check(data: dict, texts: list[str]) -> Check:
    """Each fact acta.json gives is printed, in order; the first one missing is quoted."""
    try:
        facts = printed_facts(data)
    except (Unreadable, KeyError, TypeError, ValueError, AttributeError) as exc:
        return Check(NAME, False, f"lo impreso no se puede rehacer desde acta.json ({exc})")
    pages = [_bare(text) for text in texts]
    page, at = 0, 0
    for fact in facts:
        wanted = _bare(fact)
        if not wanted:
            continue
        found = -1
        while page < len(pages):
            found = pages[page].find(wanted, at)
            if found >= 0:
                break
            page, at = page + 1, 0
        if found < 0:
            return Check(
                NAME,
                False,
                f"las páginas no dicen lo que dice acta.json, en su orden: falta «{fact.strip()}»",
            )
        at = found + len(wanted)
    return Check(
        NAME,
        True,
        f"los {len(facts)} datos de acta.json que el acta imprime están en sus páginas, en orden",
    )

"""Editing the domino acta, part one: the transaction every action runs in, the encounter's
arbiter and each table's pairs and roles (DO-6), one table at a time or all of them at once from
a proposal in list order (``propose_tables``, ``set_tables``).

The seat draw, the Hoja de Anotaciones and what interrupts a partida are domino_editing's, which
builds on this module.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.exc import SQLAlchemyError
from sqlmodel import Session

from delegate_app.domain.domino import (
    DominoError,
    Pair,
    PairsProposal,
    TablePlayers,
    TableSetup,
    propose_pairs,
)
from delegate_app.domain.domino.common import join_words
from delegate_app.store.acta import editable_acta, open_acta
from delegate_app.store.database import Database
from delegate_app.store.domino.acta import Loaded, load_encounter, namer, refusal
from delegate_app.store.errors import StoreError, refused_by_the_database
from delegate_app.store.models import DominoTable

log = logging.getLogger("delegate_app.store.domino.editing")


@contextmanager
def changing(db: Database, match_id: int, now: datetime) -> Iterator[tuple[Session, Loaded]]:
    """One transaction on an acta that is still open; any refusal changes nothing."""
    try:
        with db.session() as s, s.begin():
            editable_acta(s, match_id, now)
            yield s, load_encounter(s, match_id)
    except DominoError as exc:
        raise StoreError(str(exc)) from exc
    except SQLAlchemyError as exc:
        if (refusal := refused_by_the_database(exc)) is not None:
            raise refusal from exc
        log.exception("Acta de dominó no guardada (encuentro %s)", match_id)
        raise StoreError(
            "No se ha podido guardar el acta; no se ha cambiado nada. Los detalles están en el "
            "registro."
        ) from exc


def open_encounter(db: Database, match_id: int, now: datetime | None = None) -> None:
    """Create the acta of the encounter if it does not exist yet (opening the guide)."""
    with db.session() as s:
        load_encounter(s, match_id)
    open_acta(db, match_id, now or datetime.now())


def set_arbiter(
    db: Database, match_id: int, name: str, licence: str = "", now: datetime | None = None
) -> None:
    """The arbiter of the encounter (DO-6, DO-20.3); empty when there is none."""
    now = now or datetime.now()
    with changing(db, match_id, now) as (s, loaded):
        if not name.strip() and any(t.arbiter_counts for t in loaded.tables.values()):
            raise StoreError(
                "Art. 6: en alguna mesa cuenta y anota el árbitro; no se puede quitar el árbitro."
            )
        acta = editable_acta(s, match_id, now)
        acta.arbiter_name, acta.arbiter_licence = name.strip(), licence.strip()
        loaded.arbiter = acta.arbiter_name
        s.add(acta)


def check_table_number(loaded: Loaded, table: object) -> int:
    if isinstance(table, bool) or not isinstance(table, int):
        raise StoreError(f"«{table}» no es un número de mesa.")
    if not 1 <= table <= loaded.settings.tables:
        raise StoreError(
            f"La mesa {table} no existe: el encuentro se juega a {loaded.settings.tables} mesas."
        )
    return table


def busy_players(loaded: Loaded, except_table: int) -> set[int]:
    """Players sitting (or set up to sit) at the other tables of the encounter."""
    busy: set[int] = set()
    for number, row in loaded.tables.items():
        if number == except_table:
            continue
        busy |= {row.home_player1_id, row.home_player2_id, row.away_player1_id, row.away_player2_id}
        for (table, _p), events in loaded.events.items():
            if table == number:
                busy |= {e.substitute_id for e in events if e.substitute_id}
    return busy


def set_table(
    db: Database,
    match_id: int,
    table: int,
    home: Sequence[int],
    away: Sequence[int],
    annotator: int,
    counter: int,
    arbiter_counts: bool = False,
    now: datetime | None = None,
) -> None:
    """The titular pairs of a table and who annotates and counts (DO-6)."""
    now = now or datetime.now()
    with changing(db, match_id, now) as (s, loaded):
        set_table_in_session(s, loaded, table, home, away, annotator, counter, arbiter_counts, now)


# The private actions below run inside the caller's transaction (the demo chains them). Their
# typed signatures are kept compact so that this module stays under the 1,000 lines it may have.
def set_table_in_session(
    s: Session, loaded: Loaded, table: int, home: Sequence[int], away: Sequence[int],
    annotator: int, counter: int, arbiter_counts: bool, now: datetime,
) -> None:  # fmt: skip
    table = check_table_number(loaded, table)
    name = namer(loaded)
    home, away = tuple(home), tuple(away)
    problems = []
    for pair, members in ((Pair.HOME, home), (Pair.AWAY, away)):
        team = loaded.home if pair is Pair.HOME else loaded.away
        if len(members) != 2 or None in members:
            problems.append(f"Faltan los dos jugadores de la pareja de {team.name}.")
            continue
        for player_id in members:
            player = loaded.people.get(player_id)
            if player is None or player.pair is not pair:
                problems.append(f"{name(player_id)} no es jugador de {team.name}.")
            elif not player.active:
                problems.append(f"{player.name} no está en activo en {team.name}.")
    if problems:
        raise StoreError("\n".join(problems))
    try:
        players = TablePlayers((home[0], home[1]), (away[0], away[1]))  # DO-7.2; 2 + 2 checked
    except DominoError as exc:
        raise refusal(exc, loaded) from exc
    busy = sorted(set(home + away) & busy_players(loaded, table))
    if busy:
        names = join_words([name(p) for p in busy])
        raise StoreError(f"{names} ya juega en otra mesa de este encuentro.")
    try:
        TableSetup(table, players, annotator, counter, bool(arbiter_counts))  # DO-6 roles
    except DominoError as exc:
        raise refusal(exc, loaded) from exc
    if arbiter_counts and not loaded.arbiter:
        raise StoreError("Art. 6: para que cuente y anote el árbitro, anote antes al árbitro.")
    row = loaded.tables.get(table)
    same_players = row is not None and (
        {row.home_player1_id, row.home_player2_id} == set(home)
        and {row.away_player1_id, row.away_player2_id} == set(away)
    )
    if any(t == table for t, _p in loaded.partida_rows):
        if not same_players:
            raise StoreError(
                f"En la mesa {table} ya se han sorteado los puestos: un cambio de jugador es una "
                "sustitución (art. 20), desde la Hoja de la partida."
            )
        if any(t == table and hands for (t, _p), hands in loaded.hands.items()):
            raise StoreError(
                f"En la mesa {table} ya hay manos anotadas: el anotador y el contador no cambian "
                "durante la partida (art. 6)."
            )
    elif row is not None and not same_players:
        # The tiles drawn were other players'.
        for draw in loaded.draws.pop(table, []):
            s.delete(draw)
    row = row or DominoTable(
        match_id=loaded.match_id,
        table_number=table,
        home_player1_id=home[0],
        home_player2_id=home[1],
        away_player1_id=away[0],
        away_player2_id=away[1],
        annotator_id=annotator,
        counter_id=counter,
        updated_at=now,
    )
    row.home_player1_id, row.home_player2_id = home
    row.away_player1_id, row.away_player2_id = away
    row.annotator_id, row.counter_id = annotator, counter
    row.arbiter_counts = bool(arbiter_counts)
    row.updated_at = now
    s.add(row)
    loaded.tables[table] = row
    loaded.partidas.pop(table, None)


def propose_tables(db: Database, match_id: int) -> PairsProposal:
    """Pairs for every table still without them, from each team's list order (the players
    already at a table are left out); nothing is saved: the captain reviews, then
    ``set_tables``."""
    with db.session() as s:
        loaded = load_encounter(s, match_id)
    free_tables = [n for n in range(1, loaded.settings.tables + 1) if n not in loaded.tables]
    taken = busy_players(loaded, except_table=0)
    players = {
        pair: [p.id for p in loaded.people.values() if p.pair is pair and p.active] for pair in Pair
    }
    return propose_pairs(players, free_tables, sorted(taken))


@dataclass(frozen=True)
class TableChoice:
    """What the captain chose for one table, checked only when saved (``None``: not chosen)."""

    table: int
    home: tuple[int | None, int | None]
    away: tuple[int | None, int | None]
    annotator: int | None
    counter: int | None
    arbiter_counts: bool = False

    @classmethod
    def of(cls, setup: TableSetup) -> TableChoice:
        return cls(
            setup.table, setup.players.home, setup.players.away, setup.annotator,
            setup.counter, setup.arbiter_counts,
        )  # fmt: skip


def _chosen(
    loaded: Loaded, choice: TableChoice
) -> tuple[tuple[int, int], tuple[int, int], int, int]:
    """The four players and the two roles of a table, each one chosen (DO-6)."""
    problems = []
    pairs = []
    for members, team in ((choice.home, loaded.home), (choice.away, loaded.away)):
        first, second = members
        if first is None or second is None:
            problems.append(f"Faltan los dos jugadores de la pareja de {team.name}.")
        else:
            pairs.append((first, second))
    if choice.annotator is None:
        problems.append("Art. 6: falta quién anota la Hoja de Anotaciones (de la pareja local).")
    if choice.counter is None:
        problems.append("Art. 6: falta quién hace el recuento (de la pareja rival).")
    if problems or choice.annotator is None or choice.counter is None:
        raise StoreError(" ".join(problems))
    return pairs[0], pairs[1], choice.annotator, choice.counter


def set_tables(
    db: Database, match_id: int, choices: Sequence[TableChoice], now: datetime | None = None
) -> None:
    """Several tables' pairs and roles in one transaction: all of them are saved or none."""
    now = now or datetime.now()
    setups = list(choices)
    numbers = [setup.table for setup in setups]
    if len(set(numbers)) != len(numbers):
        raise StoreError("Una misma mesa aparece dos veces.")
    with changing(db, match_id, now) as (s, loaded):
        name = namer(loaded)
        seen: dict[int, int] = {}
        for setup in setups:
            for player in (*setup.home, *setup.away):
                if player is None:
                    continue
                if player in seen:
                    raise StoreError(
                        f"{name(player)} está en las mesas {seen[player]} y {setup.table}: "
                        "cada jugador juega en una sola mesa."
                    )
                seen[player] = setup.table
        # The tables being set are checked against the others, not against what they held
        # before (a player may move from one of them to another).
        before = {n: loaded.tables.pop(n) for n in numbers if n in loaded.tables}
        problems = []
        for setup in setups:
            if setup.table in before:
                loaded.tables[setup.table] = before[setup.table]
            try:
                home, away, annotator, counter = _chosen(loaded, setup)
                set_table_in_session(
                    s, loaded, setup.table, home, away, annotator, counter,
                    setup.arbiter_counts, now,
                )  # fmt: skip
            except StoreError as exc:
                problems.append(f"Mesa {setup.table}: {exc}")
        if problems:
            raise StoreError("\n".join(problems))

"""What the domino guide shows of an encounter: its tables, partidas, incidents, dropped tiles,
signatures and deadlines, read in one go (``encounter_view``). The view classes are
store/domino/views.py's, re-exported here under their old names."""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Mapping, Sequence
from datetime import date

from sqlmodel import Session

from delegate_app.domain.competition import Sport
from delegate_app.domain.deadlines import HolidayCalendar
from delegate_app.domain.domino import (
    NEED_KIND,
    DominoError,
    DominoSettings,
    Pair,
    Seat,
    encounter_result,
    incident_kind,
)
from delegate_app.domain.domino.deadlines import domino_deadlines, needs_committee
from delegate_app.store.acta import (
    LineupLine,
    acta_content_hash,
    common_view_fields,
    incident_entries,
    register_reading,
)
from delegate_app.store.database import Database
from delegate_app.store.domino.acta import (
    Loaded,
    domain_incidents,
    load_encounter,
    namer,
    refusal,
    table_partidas,
)
from delegate_app.store.domino.views import (
    DropLine,
    EncounterView,
    EventLine,
    NeedLine,
    TableView,
    event_text,
)
from delegate_app.store.models import Incident

__all__ = [
    "DropLine",
    "EncounterView",
    "EventLine",
    "NeedLine",
    "TableView",
    "encounter_view",
    "encounter_view_in",
]
from delegate_app.store.snapshots import reading_db

# --- the view ------------------------------------------------------------------------------------


def _table_views(loaded: Loaded) -> list[TableView]:
    name = namer(loaded)
    views = []
    for number in range(1, loaded.settings.tables + 1):
        row = loaded.tables.get(number)
        view = TableView(number)
        if row is not None:
            view.home = (row.home_player1_id, row.home_player2_id)
            view.away = (row.away_player1_id, row.away_player2_id)
            view.annotator, view.counter = row.annotator_id, row.counter_id
            view.arbiter_counts = row.arbiter_counts
            view.salidor_seat = Seat(row.salidor_seat)
            rounds: dict[int, dict[int, str]] = defaultdict(dict)
            for draw in loaded.draws.get(number, []):
                rounds[draw.round_number][draw.player_id] = draw.tile
            view.draw_rounds = [rounds[r] for r in sorted(rounds)]
            view.partidas = table_partidas(loaded, number)
            view.events = [
                EventLine(e.partida_number, e.after_hand, e.kind, event_text(e, name), e.created_at)
                for (table, _p), events in sorted(loaded.events.items())
                if table == number
                for e in events
            ]
        views.append(view)
    return views


def _number(value: object) -> int:
    """A number as the incident's JSON holds it; TypeError for anything that is not one."""
    if isinstance(value, int | str | float):
        return int(value)
    raise TypeError(f"No es un número: {value!r}")


def _drops(incidents: Sequence[Incident], settings: DominoSettings) -> list[DropLine]:
    counts: dict[tuple[int, int, str], int] = defaultdict(int)
    for incident in domain_incidents(incidents):
        fields = incident.fields
        try:
            key = (_number(fields["mesa"]), _number(fields["partida"]), str(fields["pareja"]))
        except (KeyError, TypeError, ValueError):
            continue
        counts[key] += 1
    return [
        DropLine(table, partida, Pair(pair), count, count >= settings.drops_recorded_from)
        for (table, partida, pair), count in sorted(counts.items())
    ]


def _needs(incidents: Sequence[Incident]) -> list[NeedLine]:
    """DO-17: the needs declared before each partida (an entry withdrawn later is left out)."""
    withdrawn = {i.corrects_id for i in incidents if i.corrects_id is not None}
    lines = []
    for number, incident in enumerate(incidents, start=1):
        if incident.rule_id != NEED_KIND or incident.id in withdrawn:
            continue
        fields = json.loads(incident.fields_json or "{}")
        try:
            where = (_number(fields["mesa"]), _number(fields["partida"]))
        except (KeyError, TypeError, ValueError):
            continue
        text = {key: str(fields.get(key) or "") for key in ("jugador", "necesidad", "medidas")}
        told = str(fields.get("comunicada_a") or "")
        lines.append(
            NeedLine(number, *where, text["jugador"], text["necesidad"], told, text["medidas"])
        )
    return lines


def encounter_view(db: Database, match_id: int) -> EncounterView:
    from delegate_app.store.holidays import club_holidays

    calendar = HolidayCalendar.of(club_holidays(db))
    db = reading_db(db, match_id)  # a locked acta is read from its snapshot
    with db.session() as s:
        return encounter_view_in(s, match_id, calendar, acta_content_hash(s, match_id))


def encounter_view_in(
    s: Session, match_id: int, calendar: HolidayCalendar, current_hash: str
) -> EncounterView:
    """The encounter's view read in `s`, the session of where the acta is read from (its
    snapshot once locked); `calendar` holds the club's holidays, from its live database;
    `current_hash` is the hash of the acta's content as read in `s` (the caller reads the
    content once: ``store.acta_reading.read_acta`` needs it too)."""
    loaded = load_encounter(s, match_id)
    match = loaded.match
    tables = _table_views(loaded)
    incidents = incident_entries(s, match_id)
    partidas = [p for table in tables for p in table.partidas]
    try:
        result = encounter_result(partidas, loaded.settings)
    except DominoError as exc:
        raise refusal(exc, loaded) from exc
    for_committee = needs_committee((i.rule_id for i in incidents), (p.status for p in partidas))
    return EncounterView(
        **common_view_fields(s, match_id, incidents, lambda i: _title(i.rule_id), current_hash),
        played_at=match.played_at,
        settings=loaded.settings,
        players=loaded.people,
        tables=tables,
        result=result,
        drops=_drops(incidents, loaded.settings),
        needs=_needs(incidents),
        deadlines=domino_deadlines(match.played_at or match.scheduled_at, for_committee, calendar),
    )


def _title(rule_id: str) -> str:
    try:
        return incident_kind(rule_id).title
    except ValueError:
        return rule_id


def _reading(
    s: Session, match_id: int, holidays: dict[date, str], current_hash: str
) -> tuple[EncounterView, Mapping[str, list[LineupLine]]]:
    """What the documents read besides the content: the view (a domino acta has no lineups)."""
    return encounter_view_in(s, match_id, HolidayCalendar.of(holidays), current_hash), {}


# Here, not with the rest of the sport in store/domino/acta.py: the view is built in this
# module, which imports that one.
register_reading(Sport.DOMINO.value, _reading)

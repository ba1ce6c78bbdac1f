"""Setting up a season's competitions: create, edit and archive them, and read their settings.
Their teams are in ``competition_teams``, the draw and its calendar in ``competition_draw``.

Every action is one transaction and raises StoreError with a Spanish message, changing nothing.
An archived competition (an earlier season) is read-only: refused here with a message, and by the
triggers of migration 0007 for whatever else would write into its calendar or actas.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from delegate_app.domain.domino.common import DominoSettings

import json
from dataclasses import dataclass, field, fields
from datetime import date, timedelta

from sqlalchemy import func
from sqlmodel import Session, col, select

from delegate_app.domain import season as rules
from delegate_app.domain.calendar import SATURDAY
from delegate_app.domain.competition import (
    CHESS_CATEGORIES,
    DEFAULT_BOARDS,
    DEFAULT_DOMINO_PARTIDAS,
    DEFAULT_DOMINO_TABLES,
    DEFAULT_DOMINO_TARGET,
    IncrementKind,
    Sport,
    default_match_points,
    default_time_control,
)
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Competition, Match, Round, Team
from delegate_app.store.rows import id_col, require_id

# The range of every number a competition stores, by field. Every way in (the competition
# dialog, `temporada`'s options, a league file) passes apply_spec, which checks these, and the
# dialog takes its boxes' ranges from here, so the two never disagree: a value the store took
# from a league file would otherwise open clamped to the dialog's range and be saved changed by
# a mere Guardar. Partidas a domino table: the regulation plays 2 and caps nothing, so it is a
# setting (docs/reglas.md, "Encounter"); an acta carries up to acta_schema.MAX_PARTIDAS (10).
LIMITS: dict[str, tuple[int, int]] = {
    "boards": (1, 12),
    "base_minutes": (1, 600),
    "increment_seconds": (0, 300),
    "target_score": (50, 1000),
    "tables_per_team": (1, 12),
    "partidas_per_table": (1, 9),
    "points": (0, 10),
    "saturday_only_last_rounds": (0, 30),
}
MAX_PARTIDAS_PER_TABLE = LIMITS["partidas_per_table"][1]

ARCHIVED_MESSAGE = (
    "«{name}» es de una temporada archivada ({season}): solo se puede consultar. "
    "No se ha cambiado nada."
)


# --- competitions ------------------------------------------------------------------------------


@dataclass
class CompetitionSpec:
    """What the delegate types to create or edit a competition. None: the regulation default
    for the category and sport (CH-4, CH-17.2/17.3, the points of CH and of the domino league)."""

    name: str
    sport: str  # Sport value: "ajedrez" or "domino"
    season: str  # "2026-2027"
    category: str = ""
    group_name: str = ""
    federation: str = ""
    double_round_robin: bool | None = None  # CH-4
    first_round_date: date | None = None  # a Saturday
    boards: int | None = None  # chess (CH-18.1)
    base_minutes: int | None = None  # CH-17.2, CH-17.3
    increment_seconds: int | None = None
    increment_kind: str | None = None
    points_win: int | None = None
    points_draw: int | None = None
    points_loss: int | None = None
    target_score: int | None = None  # domino
    tables_per_team: int | None = None
    partidas_per_table: int | None = None
    saturday_time: str = "16:00"  # CH-6.1
    sunday_time: str = "10:00"  # CH-6.1
    saturday_only_last_rounds: int = 2  # CH-6.4
    free_weekends: list[date] = field(default_factory=list)  # any day of the weekend
    season_start: date | None = None
    season_end: date | None = None
    extension_deadline: date | None = None  # CH-10.1
    decisions: dict[str, str] = field(default_factory=dict)  # docs/reglas.md decisions


def spec_of(competition: Competition) -> CompetitionSpec:
    """The spec that reproduces a stored competition (for the edit dialog and new seasons)."""
    stored = {"free_weekends", "decisions"}  # kept as JSON on the row
    columns = {
        f.name: getattr(competition, f.name)
        for f in fields(CompetitionSpec)
        if f.name not in stored
    }
    decisions: dict[str, str] = json.loads(competition.decisions_json or "{}")
    return CompetitionSpec(**columns, free_weekends=free_weekends(competition), decisions=decisions)


def free_weekends(competition: Competition) -> list[date]:
    return [date.fromisoformat(d) for d in json.loads(competition.free_weekends_json or "[]")]


def _saturday_of(day: date) -> date:
    """The Saturday of the weekend a date names: itself, the day before a Sunday, or the
    Saturday that follows a weekday."""
    if day.weekday() == 6:
        return day - timedelta(days=1)
    return day + timedelta(days=(SATURDAY - day.weekday()) % 7)


def _positive(value: int | None, label: str, default: int, low: int = 1, high: int = 99) -> int:
    value = default if value is None else value
    if not isinstance(value, int) or not low <= value <= high:
        raise StoreError(f"{label}: {value} no es válido (entre {low} y {high}).")
    return value


def apply_spec(competition: Competition, spec: CompetitionSpec) -> None:
    """Check every field of spec and write it into competition; StoreError for the first bad one."""
    try:
        sport = Sport(spec.sport)
    except ValueError as exc:
        raise StoreError(f"Modalidad: «{spec.sport}» no es válida (ajedrez o domino).") from exc
    name = (spec.name or "").strip()
    if not name:
        raise StoreError("La competición necesita un nombre.")
    try:
        season = rules.normalize_season(spec.season)
        cite = " (art. 6.1)" if sport is Sport.CHESS else ""
        saturday_time = rules.parse_clock(spec.saturday_time, f"Hora oficial del sábado{cite}")
        sunday_time = rules.parse_clock(spec.sunday_time, f"Hora oficial del domingo{cite}")
        decisions = rules.check_decisions(sport, spec.decisions or {})
    except rules.SeasonError as exc:
        raise StoreError(str(exc)) from exc
    category = (spec.category or "").strip()
    if sport is Sport.CHESS and category:
        known = {c.casefold(): c for c in CHESS_CATEGORIES}
        category = known.get(category.casefold(), category)
    double = spec.double_round_robin
    if double is None:
        double = True
    if sport is Sport.CHESS and not double and rules.one_team_per_club(category):
        raise StoreError(f"Art. 4: {category} se juega a doble vuelta.")
    competition.name = name
    competition.sport = sport.value
    competition.season = season
    competition.category = category
    competition.group_name = (spec.group_name or "").strip()
    competition.federation = (spec.federation or "").strip()
    competition.double_round_robin = double
    if spec.first_round_date is not None and spec.first_round_date.weekday() != SATURDAY:
        raise StoreError(
            f"La primera ronda debe ser en sábado{cite}; el "
            f"{spec.first_round_date:%d/%m/%Y} no lo es."
        )
    competition.first_round_date = spec.first_round_date
    if sport is Sport.CHESS:
        control = default_time_control(category)
        competition.boards = _positive(spec.boards, "Tableros", DEFAULT_BOARDS, *LIMITS["boards"])
        competition.base_minutes = _positive(
            spec.base_minutes,
            "Minutos del ritmo (art. 17)",
            control.base_minutes,
            *LIMITS["base_minutes"],
        )
        competition.increment_seconds = _positive(
            spec.increment_seconds,
            "Incremento en segundos (art. 17)",
            control.increment_seconds,
            *LIMITS["increment_seconds"],
        )
        kind = spec.increment_kind or control.increment_kind.value
        try:
            competition.increment_kind = IncrementKind(kind).value
        except ValueError as exc:
            raise StoreError(
                f"Tipo de incremento: «{kind}» no es válido (ninguno, bronstein o fischer)."
            ) from exc
    else:
        competition.target_score = _positive(
            spec.target_score,
            "Tanteo de la partida",
            DEFAULT_DOMINO_TARGET,
            *LIMITS["target_score"],
        )
        competition.tables_per_team = _positive(
            spec.tables_per_team,
            "Mesas por equipo",
            DEFAULT_DOMINO_TABLES,
            *LIMITS["tables_per_team"],
        )
        competition.partidas_per_table = _positive(
            spec.partidas_per_table,
            "Partidas por mesa",
            DEFAULT_DOMINO_PARTIDAS,
            *LIMITS["partidas_per_table"],
        )
    points = default_match_points(sport)
    bounds = LIMITS["points"]
    competition.points_win = _positive(spec.points_win, "Puntos por victoria", points.win, *bounds)
    competition.points_draw = _positive(spec.points_draw, "Puntos por empate", points.draw, *bounds)
    competition.points_loss = _positive(
        spec.points_loss, "Puntos por derrota", points.loss, *bounds
    )
    if not competition.points_win >= competition.points_draw >= competition.points_loss:
        raise StoreError("Los puntos deben ir de mayor a menor: victoria ≥ empate ≥ derrota.")
    competition.saturday_time = rules.clock_text(saturday_time)
    competition.sunday_time = rules.clock_text(sunday_time)
    competition.saturday_only_last_rounds = _positive(
        spec.saturday_only_last_rounds,
        "Últimas rondas en sábado (art. 6.4)",
        2,
        *LIMITS["saturday_only_last_rounds"],
    )
    start, end = rules.season_window(season, spec.season_start, spec.season_end)
    if start >= end:
        raise StoreError("La temporada debe empezar antes de terminar.")
    competition.season_start, competition.season_end = spec.season_start, spec.season_end
    weekends = sorted({_saturday_of(d) for d in spec.free_weekends or []})
    for day in weekends:
        if not start <= day <= end:
            raise StoreError(
                f"Fin de semana sin juego: el {day:%d/%m/%Y} está fuera de la temporada "
                f"({start:%d/%m/%Y} a {end:%d/%m/%Y})."
            )
    competition.free_weekends_json = json.dumps([d.isoformat() for d in weekends])
    if spec.first_round_date is not None and not start <= spec.first_round_date <= end:
        raise StoreError(
            f"La primera ronda ({spec.first_round_date:%d/%m/%Y}) está fuera de la temporada "
            f"({start:%d/%m/%Y} a {end:%d/%m/%Y})."
        )
    competition.extension_deadline = spec.extension_deadline
    competition.decisions_json = json.dumps(decisions, sort_keys=True)


def _check_name_free(s: Session, competition: Competition, competition_id: int | None) -> None:
    query = select(Competition).where(
        Competition.name == competition.name,
        Competition.season == competition.season,
        Competition.sport == competition.sport,
    )
    if competition_id is not None:
        query = query.where(Competition.id != competition_id)
    if s.exec(query).first() is not None:
        raise StoreError(
            f"Ya existe una competición «{competition.name}» en la temporada {competition.season}."
        )


def create_competition(db: Database, spec: CompetitionSpec) -> Competition:
    """A new competition with the regulation defaults for what spec leaves as None."""
    competition = Competition(name="", sport="", season="")
    apply_spec(competition, spec)
    with db.session() as s, s.begin():
        _check_name_free(s, competition, None)
        s.add(competition)
    return competition


def writable_competition(s: Session, competition_id: int) -> Competition:
    competition = s.get(Competition, competition_id)
    if competition is None:
        raise StoreError("La competición ya no existe.")
    if competition.archived:
        raise StoreError(ARCHIVED_MESSAGE.format(name=competition.name, season=competition.season))
    return competition


def get_competition(db: Database, competition_id: int) -> Competition:
    with db.session() as s:
        competition = s.get(Competition, competition_id)
        if competition is None:
            raise StoreError("La competición ya no existe.")
        return competition


def update_competition(db: Database, competition_id: int, spec: CompetitionSpec) -> Competition:
    """Edit every setting. The sport cannot change once teams are registered, nor the single
    or double round robin once the calendar exists."""
    with db.session() as s, s.begin():
        competition = writable_competition(s, competition_id)
        before_sport, before_double = competition.sport, competition.double_round_robin
        apply_spec(competition, spec)
        teams = s.exec(
            select(func.count()).select_from(Team).where(Team.competition_id == competition_id)
        ).one()
        if teams and competition.sport != before_sport:
            raise StoreError(
                "La modalidad no se puede cambiar: la competición ya tiene equipos inscritos."
            )
        if competition.double_round_robin != before_double and round_count(s, competition_id):
            raise StoreError(
                "Una o dos vueltas no se puede cambiar: la competición ya tiene calendario."
            )
        _check_name_free(s, competition, competition_id)
        s.add(competition)
    return competition


def archive_competition(db: Database, competition_id: int, archived: bool = True) -> Competition:
    """Archive (read-only, an earlier season) or bring back a competition."""
    with db.session() as s, s.begin():
        competition = s.get(Competition, competition_id)
        if competition is None:
            raise StoreError("La competición ya no existe.")
        competition.archived = archived
        s.add(competition)
    return competition


def round_count(s: Session, competition_id: int) -> int:
    return s.exec(
        select(func.count()).select_from(Round).where(Round.competition_id == competition_id)
    ).one()


@dataclass(frozen=True)
class CompetitionRow:
    id: int
    name: str
    sport: str
    season: str
    category: str
    teams: int
    rounds: int
    matches: int
    archived: bool


def list_competition_rows(db: Database, include_archived: bool = True) -> list[CompetitionRow]:
    """Competitions, newest season first, with how far their set-up has got."""
    with db.session() as s:
        query = select(Competition).order_by(col(Competition.season).desc(), col(Competition.name))
        if not include_archived:
            query = query.where(Competition.archived == False)  # noqa: E712
        competitions = list(s.exec(query))
        teams: dict[int | None, set[int]] = {}  # None: teams in no competition
        for competition_id, team_id in s.exec(select(col(Team.competition_id), id_col(Team.id))):
            teams.setdefault(competition_id, set()).add(team_id)
        # as competition_teams: the teams its matches name, also those that moved on
        for competition_id, home, away in s.exec(
            select(
                col(Round.competition_id), col(Match.home_team_id), col(Match.away_team_id)
            ).join(Match, col(Match.round_id) == Round.id)
        ):
            teams.setdefault(competition_id, set()).update((home, away))
        rounds = dict(
            s.exec(
                select(col(Round.competition_id), func.count()).group_by(col(Round.competition_id))
            ).all()
        )
        matches = dict(
            s.exec(
                select(col(Round.competition_id), func.count())
                .join(Match, col(Match.round_id) == Round.id)
                .group_by(col(Round.competition_id))
            ).all()
        )
    result = []
    for c in competitions:
        competition_id = require_id(c)
        result.append(
            CompetitionRow(
                competition_id,
                c.name,
                c.sport,
                c.season,
                c.category,
                len(teams.get(competition_id, ())),
                rounds.get(competition_id, 0),
                matches.get(competition_id, 0),
                c.archived,
            )
        )
    return result


@dataclass(frozen=True)
class SettingRow:
    """One setting of a competition as shown and reported: the article it applies."""

    article: str  # "art. 17.2", or "" for a plain setting
    label: str
    value: str
    is_decision: bool = False  # a reglas.md decision: the competition's setting, not article text


def competition_settings(db: Database, competition_id: int) -> list[SettingRow]:
    """Every setting of the competition, each with the article it stands for."""
    competition = get_competition(db, competition_id)
    sport = Sport(competition.sport)
    start, end = rules.season_window(
        competition.season, competition.season_start, competition.season_end
    )
    rows = [
        SettingRow("", "Modalidad", sport.label),
        SettingRow("", "Temporada", f"{competition.season} ({start:%d/%m/%Y} a {end:%d/%m/%Y})"),
        SettingRow("art. 1" if sport is Sport.CHESS else "", "Categoría", competition.category),
        SettingRow(
            "art. 4" if sport is Sport.CHESS else "",
            "Vueltas",
            "doble vuelta" if competition.double_round_robin else "una vuelta",
        ),
    ]
    if sport is Sport.CHESS:
        from delegate_app.domain.competition import TimeControl

        control = TimeControl(
            competition.base_minutes,
            competition.increment_seconds,
            IncrementKind(competition.increment_kind),
        )
        article = "art. 17.2" if competition.category.casefold() == "preferente" else "art. 17.3"
        rows += [
            SettingRow("art. 18.1", "Tableros", str(competition.boards)),
            SettingRow(article, "Ritmo de juego", control.label()),
        ]
    else:
        # docs/reglas.md decisions for the domino encounter, not article text
        rows += [
            SettingRow("", "Mesas por equipo", str(competition.tables_per_team), True),
            SettingRow("", "Partidas por mesa", str(competition.partidas_per_table), True),
            SettingRow(
                "art. 18", "Tanteo de la partida", f"{competition.target_score} puntos", True
            ),
        ]
    chess = sport is Sport.CHESS
    rows += [
        # 2/1/0 is the catalog's decision for the table of art. 5.1 (art. 7 scores boards)
        SettingRow(
            "art. 5.1" if chess else "",
            "Puntos por encuentro (victoria/empate/derrota)",
            f"{competition.points_win}/{competition.points_draw}/{competition.points_loss}",
            True,
        ),
        SettingRow(
            "art. 6.1" if chess else "", "Hora oficial del sábado", competition.saturday_time
        ),
        SettingRow(
            "art. 6.1" if chess else "",
            "Hora del domingo (equipos que la eligieron)",
            competition.sunday_time,
        ),
        SettingRow(
            "art. 6.4" if chess else "",
            "Últimas rondas siempre en sábado",
            str(competition.saturday_only_last_rounds),
        ),
        SettingRow(
            "",
            "Primera ronda",
            f"{competition.first_round_date:%d/%m/%Y}" if competition.first_round_date else "—",
        ),
        SettingRow(
            "",
            "Fines de semana sin juego",
            ", ".join(f"{d:%d/%m/%Y}" for d in free_weekends(competition)) or "ninguno",
        ),
        SettingRow(
            "art. 10.1" if chess else "",
            "Plazo de ampliación de listas",
            f"{competition.extension_deadline:%d/%m/%Y}"
            if competition.extension_deadline
            else "sin fijar",
        ),
    ]
    values = rules.resolve_decisions(sport, json.loads(competition.decisions_json or "{}"))
    for decision in rules.decisions_for(sport):
        rows.append(
            SettingRow(
                decision.article,
                decision.label,
                decision.choice_label(values[decision.key]),
                is_decision=True,
            )
        )
    return rows


def domino_settings(competition: Competition) -> DominoSettings:
    """The domino engine's settings of a competition, with its docs/reglas.md decisions (cierre with
    equal sums, seat-draw ties, dropped tiles recorded from the n-th)."""
    from delegate_app.domain.competition import MatchPoints
    from delegate_app.domain.domino.common import CierreTie, DominoSettings, SeatDrawTie

    values = rules.resolve_decisions(Sport.DOMINO, json.loads(competition.decisions_json or "{}"))
    return DominoSettings(
        target=competition.target_score,
        tables=competition.tables_per_team,
        partidas_per_table=competition.partidas_per_table,
        league_points=MatchPoints(
            competition.points_win, competition.points_draw, competition.points_loss
        ),
        cierre_tie=CierreTie(values["cierre"]),
        seat_draw_tie=SeatDrawTie(values["sorteo_empate"]),
        drops_recorded_from=int(values["caidas_desde"]),
    )


def is_archived(db: Database, competition_id: int) -> bool:
    return get_competition(db, competition_id).archived

"""Every main screen and dialog of the app, built on the demo season and shown.

The translation, keyboard and 1366×768 tests look at all of them the same way; each builder
returns the top-level widget, shown, in the state a delegate would see it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

from PySide6.QtWidgets import QApplication, QWidget
from sqlmodel import select

from delegate_app.domain.sides import Side
from delegate_app.store import acta, clubs
from delegate_app.store.calendar import list_matches
from delegate_app.store.chess import acta as chess_acta
from delegate_app.store.chess import lineups
from delegate_app.store.models import Competition, Match, MatchDay, Round

SIZE = (1366, 768)
# The demo season is played up to 20 November 2026: the screens as on a day of the season.
DEMO_NOW = datetime(2026, 11, 20, 18, 0)
MAIN_SCREENS = ("inicio", "club", "competiciones", "clasificacion", "encuentros", "ajustes")


@dataclass
class Surface:
    name: str
    widget: QWidget
    full_size: bool  # shown at 1366×768 (a main screen or a large dialog)


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def own_chess_match(db):
    """The own A team's first match after DEMO_NOW (Preferente), with both lineups proposed,
    the acta open and the players arrived but board 4 of the home side (late)."""
    own = next(c for c in clubs.own_clubs(db) if c.sport == "ajedrez")
    match = next(
        m
        for m in list_matches(db, club_id=own.id)
        if m.scheduled_at >= DEMO_NOW and m.competition_name.endswith("Preferente")
    )
    start = match.scheduled_at
    if not lineups.side_view(db, match.id, Side.HOME).entries:
        for side in (Side.HOME, Side.AWAY):
            lineups.set_lineup(db, match.id, side, lineups.propose(db, match.id, side))
        acta.open_acta(db, match.id, start - timedelta(minutes=30))
        for side in ("local", "visitante"):
            for board in (1, 2, 3):
                chess_acta.set_arrival(db, match.id, side, board, start - timedelta(minutes=5))
        chess_acta.set_arrival(db, match.id, "local", 4, start + timedelta(minutes=25))
    return match


def locked_domino_match_id(db) -> int:
    """A domino encounter of the demo, played and locked: every step has something to show."""
    with db.session() as s:
        return s.exec(
            select(Match.id)
            .join(MatchDay, MatchDay.match_id == Match.id)
            .join(Round, Round.id == Match.round_id)
            .join(Competition, Competition.id == Round.competition_id)
            .where(Competition.sport == "domino", MatchDay.locked_at.is_not(None))
            .order_by(Match.id)
        ).first()


def open_domino_match_id(db) -> int:
    """The own domino team's next encounter, under way: every table set, table 1 seated."""
    from delegate_app.domain.domino import Pair, Seat
    from delegate_app.store.domino import acta_view as domino_acta_view
    from delegate_app.store.domino import editing as domino_editing

    own = next(c for c in clubs.own_clubs(db) if c.sport == "domino")
    match = next(m for m in list_matches(db, club_id=own.id) if m.scheduled_at >= DEMO_NOW)
    start = match.scheduled_at - timedelta(minutes=20)
    domino_editing.open_encounter(db, match.id, start)
    view = domino_acta_view.encounter_view(db, match.id)
    if not view.tables[0].set_up:
        home = [p.id for p in view.team_players(Pair.HOME)]
        away = [p.id for p in view.team_players(Pair.AWAY)]
        for index, table in enumerate(view.tables):
            pairs = home[2 * index : 2 * index + 2], away[2 * index : 2 * index + 2]
            domino_editing.set_table(
                db, match.id, table.number, *pairs, pairs[0][0], pairs[1][0], now=start
            )
        tiles = dict(zip([*home[:2], *away[:2]], ("6-6", "2-1", "5-5", "3-0"), strict=True))
        domino_editing.seat_draw(db, match.id, 1, [tiles], Seat.SOUTH, now=start)
    return match.id


def domino_match_id(db) -> int:
    with db.session() as s:
        return s.exec(
            select(Match.id)
            .join(Round, Round.id == Match.round_id)
            .join(Competition, Competition.id == Round.competition_id)
            .where(Competition.sport == "domino")
            .order_by(Match.id)
        ).first()


def _show(widget: QWidget, full_size: bool) -> QWidget:
    if full_size:
        widget.resize(*SIZE)
    widget.show()
    settle()
    return widget


def main_window_screens(db, settings) -> Iterator[Surface]:
    """The main window on each screen, Competiciones with each of its tabs."""
    from delegate_app.ui.main_window import CLUB, COMPETITIONS, HOME, MATCHES, SETTINGS, MainWindow

    window = MainWindow(db, settings)
    _show(window, True)
    try:
        window.home.reload(now=DEMO_NOW)
        for index, name in (
            (HOME, "inicio"),
            (CLUB, "club"),
            (COMPETITIONS, "competiciones"),
            (COMPETITIONS, "clasificacion"),
            (MATCHES, "encuentros"),
            (SETTINGS, "ajustes"),
        ):
            window.show_screen(index)
            if index == HOME:
                window.home.open_guide()
                settle()
                yield Surface("inicio-guia", window, True)
                window.home.close_guide()
            if index == COMPETITIONS:
                screen = window.competitions
                tab = screen.standingsTab if name == "clasificacion" else screen.calendarTab
                screen.tabs.setCurrentWidget(tab)
            settle()
            yield Surface(name, window, True)
    finally:
        window.close()


def lineup_tabs(db) -> Iterator[Surface]:
    from delegate_app.ui.chess.lineup_editor import LineupDialog

    match = own_chess_match(db)
    dialog = _show(LineupDialog(db, match.id), True)
    try:
        for index, name in ((0, "alineacion"), (1, "alineacion-rival")):
            dialog.tabs.setCurrentIndex(index)
            settle()
            yield Surface(name, dialog, True)
    finally:
        dialog.close()


def chess_guide_steps(db) -> Iterator[Surface]:
    from delegate_app.ui.chess.guide import MatchDayGuide

    match = own_chess_match(db)
    clock = lambda: match.scheduled_at + timedelta(minutes=40)  # noqa: E731
    guide = _show(MatchDayGuide(db, match.id, clock=clock), True)
    try:
        for step in range(len(guide.steps)):
            guide.go(step)
            settle()
            yield Surface(f"acta-{step + 1}", guide, True)
    finally:
        guide.close()


def domino_guide_steps(db, under_way: bool = False) -> Iterator[Surface]:
    """A locked encounter of the demo (everything filled in), or one under way."""
    from delegate_app.ui.domino.guide import DominoGuide

    if under_way:
        match_id, prefix = open_domino_match_id(db), "domino-en-juego"
    else:
        match_id, prefix = locked_domino_match_id(db), "domino"
    guide = _show(DominoGuide(db, match_id, clock=lambda: DEMO_NOW), True)
    try:
        for step in range(len(guide.steps)):
            guide.go(step)
            settle()
            yield Surface(f"{prefix}-{step + 1}", guide, True)
    finally:
        guide.close()


def _dialogs(db, tmp_path: Path) -> Iterator[tuple[str, Callable[[], QWidget]]]:
    """(name, builder) of the smaller dialogs."""
    from delegate_app.ui.acta_close import ActaExportDialog, AnnexDialog
    from delegate_app.ui.backups_dialog import BackupsDialog
    from delegate_app.ui.certificates_dialog import CertificatesDialog
    from delegate_app.ui.chess.incident_dialog import IncidentDialog
    from delegate_app.ui.chess.lineup_editor import TypedPlayerDialog
    from delegate_app.ui.club_dialog import ClubDialog
    from delegate_app.ui.domino.dialogs import (
        DominoIncidentDialog,
        PlayerReasonDialog,
        TilePickerDialog,
        seated_players,
    )
    from delegate_app.ui.domino.guide import DominoGuide
    from delegate_app.ui.domino.incidents_step import INCIDENT_BUTTONS
    from delegate_app.ui.i18n import translate
    from delegate_app.ui.import_dialog import ImportDialog
    from delegate_app.ui.player_dialog import PlayerDialog
    from delegate_app.ui.results_dialog import MoveMatchDialog, ResultsDialog
    from delegate_app.ui.team_dialog import TeamDialog
    from delegate_app.ui.verify_dialog import VerifyDialog

    own = next(c for c in clubs.own_clubs(db) if c.sport == "ajedrez")
    teams = clubs.list_teams(db, own.id)
    player = clubs.list_players(db, own.id)[2]
    match = own_chess_match(db)
    clock = lambda: match.scheduled_at + timedelta(minutes=40)  # noqa: E731
    sample = tmp_path / "lista.csv"
    sample.write_text(
        "licencia;nombre;apellidos;dni\n1;Ana;Pérez;12345678Z\n2;Luis;Gil;00000000X\n",
        encoding="utf-8",
    )
    domino_id = locked_domino_match_id(db)

    def domino(build):
        def make():
            guide = DominoGuide(db, domino_id)
            return build(guide)

        return make

    def tile_picker(guide):
        partida = guide.view.tables[0].partidas[0]
        return TilePickerDialog(guide.view, partida, None, guide)

    from delegate_app.store import competition_teams
    from delegate_app.store import competitions as comp
    from delegate_app.store.league_file import export_league_file
    from delegate_app.ui.calendar_dialogs import (
        CalendarImportDialog,
        GenerateCalendarDialog,
        MatchEditDialog,
    )
    from delegate_app.ui.competition_dialog import CompetitionDialog
    from delegate_app.ui.group_dialog import (
        DrawNumbersDialog,
        GroupDialog,
        OwnTeamDialog,
        TeamDetailsDialog,
    )
    from delegate_app.ui.league_dialogs import (
        LeagueExportDialog,
        LeagueImportDialog,
        NewSeasonDialog,
    )

    competition = comp.get_competition(db, match.competition_id)
    group = competition_teams.competition_teams(db, competition.id)
    calendar = tmp_path / "calendario.csv"
    calendar.write_text(
        "Ronda;Fecha;Hora;Local;Visitante\n1;03/10/2026;16:00;Equipo Nuevo;Otro Nuevo\n",
        encoding="utf-8",
    )
    league = tmp_path / "liga.liga.json"
    export_league_file(db, competition.id, league)

    yield "competicion", lambda: CompetitionDialog(db, competition)
    yield "competicion-nueva", lambda: CompetitionDialog(db, season="2026-2027")
    yield "equipos-grupo", lambda: GroupDialog(db, competition.id)
    yield "equipo-rival", lambda: TeamDetailsDialog(db, competition, group[1])
    yield "inscribir-equipo", lambda: OwnTeamDialog(db, competition)
    yield "sorteo", lambda: DrawNumbersDialog(db, competition, group)
    yield "generar-calendario", lambda: GenerateCalendarDialog(db, competition.id)
    yield "importar-calendario", lambda: CalendarImportDialog(db, competition, str(calendar))
    yield "editar-encuentro", lambda: MatchEditDialog(db, match)
    yield "liga-exportar", lambda: LeagueExportDialog(competition)
    yield "liga-importar", lambda: LeagueImportDialog(db, str(league))
    yield "nueva-temporada", lambda: NewSeasonDialog(db)
    yield "club-dialog", lambda: ClubDialog(db, club=own)
    yield "equipo", lambda: TeamDialog(db, own)
    yield "jugador", lambda: PlayerDialog(db, own.id, teams, player=player)
    yield "importar", lambda: ImportDialog(db, own, str(sample))
    yield "resultados", lambda: ResultsDialog(db, match.id)
    yield "resultados-domino", lambda: ResultsDialog(db, domino_match_id(db))
    yield "cambiar-fecha", lambda: MoveMatchDialog(db, match.id)
    yield "jugador-rival", lambda: TypedPlayerDialog(1)
    yield "incidencia", lambda: IncidentDialog(db, match.id, clock, kind="sub_conditione")
    yield "anexo", lambda: AnnexDialog()
    yield "acta-pdf", lambda: ActaExportDialog(db, match.id, clock=clock, folder=tmp_path)
    yield "copias", lambda: BackupsDialog(db)
    yield (
        "certificados",
        lambda: CertificatesDialog(club_name=own.name, folder=tmp_path, db_path=db.path),
    )
    yield "comprobar", lambda: VerifyDialog()
    yield "fichas", domino(tile_picker)
    yield (
        "incidencia-domino",
        domino(lambda g: DominoIncidentDialog(g, INCIDENT_BUTTONS[0], 1, 1)),
    )
    yield "acta-pdf-domino", lambda: ActaExportDialog(db, domino_id, folder=tmp_path)
    yield (
        "sustitucion",
        domino(
            lambda g: PlayerReasonDialog(
                translate("HojaStep", "Sustitución (art. 20)"),
                translate(
                    "HojaStep",
                    "El sustituto ocupa el asiento, el número y el papel del jugador al que "
                    "sustituye. Indique la causa justificada de la ausencia.",
                ),
                seated_players(g.view, g.view.tables[0].partidas[0]),
                [(1, "Ana Pérez (Doble Seis)")],
                g,
            )
        ),
    )


def dialogs(db, tmp_path: Path) -> Iterator[Surface]:
    for name, build in _dialogs(db, tmp_path):
        widget = _show(build(), False)
        try:
            yield Surface(name, widget, False)
        finally:
            widget.close()
            top = widget.parentWidget()
            if top is not None:
                top.close()


def season_setup_dialogs(db, tmp_path: Path) -> Iterator[Surface]:
    """The season set-up dialogs with the most on them, at 1366×768."""
    names = {
        "competicion",
        "competicion-nueva",
        "equipos-grupo",
        "importar-calendario",
        "liga-importar",
        "generar-calendario",
        "equipo-rival",
    }
    for name, build in _dialogs(db, tmp_path):
        if name not in names:
            continue
        widget = _show(build(), True)
        try:
            if name.startswith("competicion"):
                for index in range(widget.tabs.count()):
                    widget.tabs.setCurrentIndex(index)
                    settle()
                    yield Surface(f"{name}-{index + 1}", widget, True)
            else:
                yield Surface(name, widget, True)
        finally:
            widget.close()


def all_surfaces(db, settings, tmp_path: Path) -> Iterator[Surface]:
    yield from main_window_screens(db, settings)
    yield from lineup_tabs(db)
    yield from chess_guide_steps(db)
    yield from domino_guide_steps(db)
    yield from domino_guide_steps(db, under_way=True)
    yield from dialogs(db, tmp_path)


__all__ = [
    "DEMO_NOW",
    "MAIN_SCREENS",
    "SIZE",
    "Surface",
    "all_surfaces",
    "chess_guide_steps",
    "dialogs",
    "domino_guide_steps",
    "lineup_tabs",
    "main_window_screens",
    "own_chess_match",
    "season_setup_dialogs",
    "settle",
]

"""Screenshots of the main screens for docs/, made offscreen at a 1366×768 laptop size.

Usage: QT_QPA_PLATFORM=offscreen python scripts/screenshots.py [--lang es|en] [output folder]
Spanish (the default) goes to docs/, English to docs/en/. Uses a temporary database: the
welcome page on an empty one, then the demo season.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from datetime import datetime
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from delegate_app.store.database import open_database  # noqa: E402
from delegate_app.store.demo import load_demo_season  # noqa: E402
from delegate_app.ui.app import (  # noqa: E402
    create_application,
    install_translators,
    open_settings,
)
from delegate_app.ui.i18n import set_language_setting  # noqa: E402

SIZE = (1366, 768)
# The demo season starts in October 2026: show the start screen as on a day of the season.
DEMO_NOW = datetime(2026, 11, 20, 18, 0)


def grab(window, path: Path, app) -> None:
    app.processEvents()
    window.grab().save(str(path))
    print(f"  {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")


def select_preferente(screen) -> None:
    for competition in screen._competitions:
        if competition.category == "Preferente":
            screen.select_competition(competition.id)


def grab_guide(db, out: Path, app) -> None:
    """The match-day guide of a match already played in the demo, on its close step."""
    from delegate_app.store import clubs
    from delegate_app.store.calendar import list_matches
    from delegate_app.ui.chess.guide import MatchDayGuide

    own = next(c for c in clubs.own_clubs(db) if c.sport == "ajedrez")
    match = next(
        m
        for m in list_matches(db, club_id=own.id)
        if m.scheduled_at >= DEMO_NOW and m.competition_name.endswith("Preferente")
    )
    from datetime import timedelta

    from delegate_app.domain.sides import Side
    from delegate_app.store import acta
    from delegate_app.store.chess import acta as chess_acta
    from delegate_app.store.chess import lineups

    start = match.scheduled_at
    for side in (Side.HOME, Side.AWAY):
        lineups.set_lineup(db, match.id, side, lineups.propose(db, match.id, side))
    acta.open_acta(db, match.id, start - timedelta(minutes=30))
    for side in (Side.HOME, Side.AWAY):
        for board in (1, 2, 3):
            chess_acta.set_arrival(db, match.id, side, board, start - timedelta(minutes=5))
    chess_acta.set_arrival(db, match.id, "local", 4, start + timedelta(minutes=25))
    for step, name in ((1, "acta-inicio"), (4, "acta-cierre")):
        guide = MatchDayGuide(db, match.id, clock=lambda: start + timedelta(minutes=40))
        guide.resize(*SIZE)
        guide.show()
        guide.go(step)
        grab(guide, out / f"{name}.png", app)
        guide.close()
    locked = next(m for m in list_matches(db, club_id=own.id) if m.status == "jugado")
    grab_pdf_dialog(db, locked.id, out / "acta-pdf.png", app)


def grab_domino(db, out: Path, app) -> None:
    """The acta of a domino encounter the demo played and locked: the seat draw, a Hoja."""
    from sqlmodel import select

    from delegate_app.store.models import Competition, Match, MatchDay, Round
    from delegate_app.ui.domino.guide import DominoGuide

    with db.session() as s:
        match_id = s.exec(
            select(Match.id)
            .join(MatchDay, MatchDay.match_id == Match.id)
            .join(Round, Round.id == Match.round_id)
            .join(Competition, Competition.id == Round.competition_id)
            .where(Competition.sport == "domino", MatchDay.locked_at.is_not(None))
            .order_by(Match.id)
        ).first()
    guide = DominoGuide(db, match_id, clock=lambda: DEMO_NOW)
    guide.resize(*SIZE)
    guide.show()
    for step, name in ((1, "domino-sorteo"), (2, "domino-hoja"), (4, "domino-cierre")):
        guide.go(step)
        grab(guide, out / f"{name}.png", app)
    guide.close()
    grab_pdf_dialog(db, match_id, out / "domino-pdf.png", app)


def grab_pdf_dialog(db, match_id: int, path: Path, app) -> None:
    """The acta's PDF dialog (the same for both sports) at the size it opens with."""
    from delegate_app.ui.acta_close import ActaExportDialog

    dialog = ActaExportDialog(db, match_id, clock=lambda: DEMO_NOW, folder=path.parent)
    dialog.show()
    grab(dialog, path, app)
    dialog.close()


def grab_lineup(db, out: Path, app) -> None:
    """The lineup screen of the own A team's next match, with an order mistake to show."""
    from delegate_app.store import clubs
    from delegate_app.store.calendar import list_matches
    from delegate_app.store.chess import lineups
    from delegate_app.ui.chess.lineup_editor import LineupDialog

    own = next(c for c in clubs.own_clubs(db) if c.sport == "ajedrez")
    match = next(
        m
        for m in list_matches(db, club_id=own.id)
        if m.scheduled_at >= DEMO_NOW and m.competition_name.endswith("Preferente")
    )
    side = lineups.own_side(db, match.id)
    players = clubs.list_players(db, own.id)
    for board, player in ((1, players[1]), (2, players[0]), (3, players[2])):
        lineups.place_player(db, match.id, side, board, player.id)
    dialog = LineupDialog(db, match.id)
    dialog.resize(*SIZE)
    dialog.show()
    grab(dialog, out / "alineacion.png", app)
    dialog.close()


def _season_in_progress(db):
    """An own club with its team and list in a Preferente of eight teams with its calendar,
    set up with the store as the window does it (the window's own path is tested in
    tests/ui/test_season_setup.py)."""
    from datetime import date

    from delegate_app.domain.players import PlayerRecord
    from delegate_app.store import clubs, competition_draw, competition_teams
    from delegate_app.store import competitions as comp

    competition = comp.create_competition(
        db,
        comp.CompetitionSpec(
            "Liga Insular Preferente",
            "ajedrez",
            "2026-2027",
            category="Preferente",
            first_round_date=date(2026, 10, 3),
            free_weekends=[date(2026, 12, 26), date(2027, 1, 2)],
            extension_deadline=date(2026, 11, 30),
        ),
    )
    own = clubs.create_club(
        db, "CA Anaga", "ajedrez", "La Laguna", "Calle Herradores 12, La Laguna", is_own=True
    )
    team = clubs.create_team(db, own.id, "A")
    competition_teams.register_team(db, team.id, competition.id)
    rivals = (
        ("CA Teide", "Calle La Marina 3, Santa Cruz", "Marta Díaz", True),
        ("Ajedrez Orotava", "Plaza de la Constitución 4, La Orotava", "Pedro Luis", False),
        ("CA Aguere", "Calle Nava 8, La Laguna", "Inés Rojas", False),
        ("CA Abona", "Calle Grande 15, Granadilla", "José Mesa", True),
        ("Club Ajedrez Icod", "Calle San Sebastián 1, Icod", "Rita Gil", False),
        ("CA Candelaria", "Avenida Marítima 2, Candelaria", "Luis Ávila", False),
        ("Ajedrez Güímar", "Plaza de San Pedro 2, Güímar", "Ana Toledo", False),
    )
    for number, (name, venue, delegate, sunday) in enumerate(rivals):
        competition_teams.add_rival_team(
            db,
            competition.id,
            name,
            None,
            "A",
            venue,
            sunday,
            delegate,
            f"922 100 2{number:02d}",
            f"delegado@{name.split()[-1].lower()}.example",
        )
    competition_draw.draw_by_lot(db, competition.id, seed=3)
    for number, (first, elo) in enumerate(
        (("Ana", 2010), ("Luis", 1960), ("Marta", 1900), ("Jorge", 1850), ("Sara", 1790)), 1
    ):
        clubs.add_player(
            db,
            own.id,
            PlayerRecord(first, "Pérez Díaz", licence=f"TF-{number:03d}", elo_canario=elo),
        )
    return own, competition


def grab_season_setup(tmp: Path, out: Path, app) -> None:
    """The first-start guide half-way, and every dialog of the season set-up."""
    from datetime import date, timedelta

    from delegate_app.store import clubs, competition_draw, competition_teams
    from delegate_app.store import competitions as comp
    from delegate_app.store.league_file import export_league_file
    from delegate_app.ui.calendar_dialogs import (
        CalendarImportDialog,
        GenerateCalendarDialog,
        MatchEditDialog,
    )
    from delegate_app.ui.competition_dialog import CompetitionDialog
    from delegate_app.ui.group_dialog import GroupDialog, TeamDetailsDialog
    from delegate_app.ui.league_dialogs import (
        LeagueExportDialog,
        LeagueImportDialog,
        NewSeasonDialog,
    )
    from delegate_app.ui.main_window import COMPETITIONS, MainWindow
    from delegate_app.ui.player_dialog import PlayerDialog

    def shot(dialog, name, size=None):
        if size:
            dialog.resize(*size)
        dialog.show()
        grab(dialog, out / name, app)
        dialog.close()

    # The guide with the club and its team done: the competition is the step to take.
    db = open_database(tmp / "guia.sqlite3")
    own = clubs.create_club(db, "CA Anaga", "ajedrez", "La Laguna", "Herradores 12", is_own=True)
    clubs.create_team(db, own.id, "A")
    window = MainWindow(db, open_settings())
    window.resize(*SIZE)
    window.show()
    window.home.reload(now=datetime(2026, 9, 15, 12, 0))
    grab(window, out / "primer-inicio.png", app)
    window.close()
    db.close()

    db = open_database(tmp / "temporada.sqlite3")
    own, competition = _season_in_progress(db)
    dialog = CompetitionDialog(db, comp.get_competition(db, competition.id))
    for index, name in enumerate(("", "-juego", "-calendario", "-decisiones")):
        dialog.tabs.setCurrentIndex(index)
        shot(dialog, f"competicion-nueva{name}.png", (760, 600))
    shot(GroupDialog(db, competition.id), "equipos-grupo.png", (1100, 560))
    rows = competition_teams.competition_teams(db, competition.id)
    shot(TeamDetailsDialog(db, competition, rows[1]), "equipo-rival.png")
    shot(GenerateCalendarDialog(db, competition.id), "generar-calendario.png")

    calendar = tmp / "calendario-federacion.csv"
    names = [r.name for r in rows]
    lines = ["Ronda;Fecha;Hora;Local;Visitante;Lugar"]
    for number in range(4):
        lines.append(f"1;03/10/2026;16:00;{names[number]};{names[7 - number]};")
    lines.append("2;10/10/2026;16:00;CD Tacoronte;CA Anaga A;")
    lines.append("2;10/10/2026;16:00;CA Anaga A;CA Teide;")
    calendar.write_text("\n".join(lines) + "\n", encoding="utf-8")
    importer = CalendarImportDialog(db, competition, str(calendar))
    importer.createCheck.setChecked(True)
    shot(importer, "importar-calendario.png", (900, 560))

    competition_draw.generate_calendar(db, competition.id)
    window = MainWindow(db, open_settings())
    window.resize(*SIZE)
    window.show()
    window.show_screen(COMPETITIONS)
    grab(window, out / "competiciones-temporada.png", app)
    from delegate_app.store.calendar import list_matches

    match = list_matches(db, competition_id=competition.id)[0]
    shot(MatchEditDialog(db, match), "editar-encuentro.png")
    shot(LeagueExportDialog(competition), "liga-exportar.png")
    league = tmp / "liga.liga.json"
    export_league_file(db, competition.id, league)
    other = open_database(tmp / "otro-club.sqlite3")
    clubs.create_club(other, "CA Teide", "ajedrez", "Santa Cruz", is_own=True)
    shot(LeagueImportDialog(other, str(league)), "liga-importar.png", (860, 560))
    other.close()
    shot(NewSeasonDialog(db), "nueva-temporada.png")
    player = PlayerDialog(
        db, own.id, clubs.list_teams(db, own.id), today=date(2026, 10, 3) + timedelta(days=60)
    )
    player.ui.firstNameEdit.setText("Íñigo")
    player.ui.lastNameEdit.setText("Rodríguez Mesa")
    player.ui.eloCanarioEdit.setText("1880")
    player.transferCheck.setChecked(True)
    player.fromClubEdit.setText("CA Aguere")
    player.agreeCheck.setChecked(True)
    shot(player, "ampliacion-lista.png")
    window.close()
    db.close()


def grab_match_day(tmp: Path, out: Path, app) -> None:
    """Only the screens used at the venue (issue 17's before/after): Inicio, Encuentros, every
    step of the chess guide with the arrivals half entered, every step of a domino acta."""
    from delegate_app.ui.main_window import MATCHES, MainWindow

    db = open_database(tmp / "dia.sqlite3")
    load_demo_season(db)
    window = MainWindow(db, open_settings())
    window.resize(*SIZE)
    window.show()
    window.home.reload(now=DEMO_NOW)
    grab(window, out / "inicio.png", app)
    window.show_screen(MATCHES)
    if hasattr(window.matches, "select_next_match"):
        window.matches.clock = lambda: DEMO_NOW  # the next match as on the demo's day
        window.matches.select_next_match()
    grab(window, out / "encuentros.png", app)
    window.close()
    steps = tmp / "pasos"
    steps.mkdir(exist_ok=True)
    grab_guide(db, steps, app)
    from datetime import timedelta

    from delegate_app.store import clubs
    from delegate_app.store.calendar import list_matches
    from delegate_app.ui.chess.guide import MatchDayGuide

    own = next(c for c in clubs.own_clubs(db) if c.sport == "ajedrez")
    match = next(
        m
        for m in list_matches(db, club_id=own.id)
        if m.scheduled_at >= DEMO_NOW and m.competition_name.endswith("Preferente")
    )
    from delegate_app.store.chess import acta as chess_acta

    # Two boards decided, to show how a chosen result reads (the 'before' set had none).
    chess_acta.set_result(db, match.id, 1, "1-0")
    chess_acta.set_result(db, match.id, 2, "½-½")
    guide = MatchDayGuide(db, match.id, clock=lambda: match.scheduled_at + timedelta(minutes=40))
    guide.resize(*SIZE)
    guide.show()
    for step in range(len(guide.steps)):
        guide.go(step)
        if step == 1:
            # The focus ring, on the field of the player still to come.
            guide.activateWindow()
            guide.steps[1].arrivalEdits[("visitante", 4)].setFocus()
        grab(guide, out / f"acta-paso-{step + 1}.png", app)
    guide.close()
    # The same acta opened two days later, from the paper: "fuera de fecha".
    later = MatchDayGuide(db, match.id, clock=lambda: match.scheduled_at + timedelta(days=2))
    later.resize(*SIZE)
    later.show()
    later.go(1)
    grab(later, out / "acta-fuera-de-fecha.png", app)
    later.close()
    from delegate_app.ui.domino.guide import DominoGuide

    for step, name in ((0, "equipos"), (1, "sorteo"), (2, "hoja"), (3, "incidencias")):
        guide = DominoGuide(db, _next_domino_match(db), clock=lambda: DEMO_NOW)
        guide.resize(*SIZE)
        guide.show()
        guide.go(step)
        grab(guide, out / f"domino-paso-{step + 1}-{name}.png", app)
        guide.close()
    db.close()


def _next_domino_match(db) -> int:
    from delegate_app.store import clubs
    from delegate_app.store.calendar import list_matches

    own = next(c for c in clubs.own_clubs(db) if c.sport == "domino")
    return next(m for m in list_matches(db, club_id=own.id) if m.scheduled_at >= DEMO_NOW).id


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", choices=("es", "en"), default="es")
    parser.add_argument(
        "--dia-de-partido",
        action="store_true",
        help="solo Inicio, Encuentros y los pasos de las actas (para comparar antes y después)",
    )
    parser.add_argument("out", nargs="?", type=Path)
    args = parser.parse_args(argv)
    out = args.out or (ROOT / "docs" if args.lang == "es" else ROOT / "docs" / args.lang)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["DELEGADO_HOME"] = tmp
        app = create_application()
        set_language_setting(open_settings(), args.lang)  # as chosen in Ajustes
        install_translators(app, args.lang)
        if args.dia_de_partido:
            grab_match_day(Path(tmp), out, app)
            return 0
        from delegate_app.ui.main_window import CLUB, COMPETITIONS, MATCHES, SETTINGS, MainWindow

        db = open_database(Path(tmp) / "vacia.sqlite3")
        window = MainWindow(db, open_settings())
        window.resize(*SIZE)
        window.show()
        grab(window, out / "inicio-primer-arranque.png", app)
        window.close()
        db.close()
        grab_season_setup(Path(tmp), out, app)

        db = open_database(Path(tmp) / "demo.sqlite3")
        load_demo_season(db)
        window = MainWindow(db, open_settings())
        window.resize(*SIZE)
        window.show()
        window.home.reload(now=DEMO_NOW)
        grab(window, out / "inicio.png", app)
        for index, name in (
            (CLUB, "club"),
            (COMPETITIONS, "competiciones"),
            (MATCHES, "encuentros"),
            (SETTINGS, "ajustes"),
        ):
            window.show_screen(index)
            if index == COMPETITIONS:
                select_preferente(window.competitions)
            grab(window, out / f"{name}.png", app)
        window.show_screen(COMPETITIONS)
        screen = window.competitions
        screen.tabs.setCurrentWidget(screen.standingsTab)
        standings = screen.standingsView
        tied = next(r for r in standings.standings.rows if r.tiebreak is not None)
        standings.select_team(tied.team_id)
        grab(window, out / "clasificacion.png", app)
        grab_guide(db, out, app)
        window.club.ui.playersView.selectRow(2)
        from delegate_app.ui.player_dialog import PlayerDialog

        club = window.club
        dialog = PlayerDialog(
            db, club.current_club().id, club._teams, player=club.selected_player(), parent=window
        )
        dialog.show()
        grab(dialog, out / "jugador.png", app)
        dialog.close()
        grab_lineup(db, out, app)
        grab_domino(db, out, app)
        window.close()
        db.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

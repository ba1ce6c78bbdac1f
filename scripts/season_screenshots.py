"""Screenshots of the season screens issue 25 changed, for docs/manual/img/ (Spanish) and
docs/manual/img/en/ (English), made offscreen on the demo season: windows at a 1366×768 laptop
size, dialogs at the size they open with.

Usage: QT_QPA_PLATFORM=offscreen python scripts/season_screenshots.py [--lang es|en]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from datetime import datetime, timedelta
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from delegate_app.store.database import open_database  # noqa: E402
from delegate_app.store.demo import load_demo_season  # noqa: E402
from delegate_app.ui.app import create_application, install_translators, open_settings  # noqa: E402
from delegate_app.ui.i18n import set_language_setting  # noqa: E402

SIZE = (1366, 768)
AFTER_THE_SEASON = datetime(2027, 3, 1, 10, 0)


def grab(widget, path: Path, app) -> None:
    widget.show()
    app.processEvents()
    widget.grab().save(str(path))
    print(f"  {path.relative_to(ROOT)}")


def own_a_match(db, round_number: int):
    """The own chess A team's match of that round."""
    from sqlmodel import select

    from delegate_app.store.models import Club, Match, Round, Team

    with db.session() as s:
        club = s.exec(select(Club).where(Club.is_own, Club.sport == "ajedrez")).one()
        team = s.exec(select(Team).where(Team.club_id == club.id, Team.rank == "A")).one()
        return s.exec(
            select(Match)
            .join(Round, Round.id == Match.round_id)
            .where(Round.number == round_number)
            .where((Match.home_team_id == team.id) | (Match.away_team_id == team.id))
        ).one()


def signed_acta(db, match_id: int, folder: Path) -> Path:
    """The acta exported and signed by the home delegate with a certificate the club's own
    authority (installed beside the database) issued."""
    from datetime import UTC

    from delegate_app.documents import authority_store
    from delegate_app.documents.acta_package import export_acta

    passphrase = "Contraseña de la demostración 2026"
    folder.mkdir(exist_ok=True)
    authority = authority_store.create(db.path, "Club de Ajedrez Caballo Lagunero", passphrase)
    who = authority_store.delegate_identity("Fernando Cabrera Tejera", "12345678Z", "TF-93801")
    p12 = folder / "delegado.p12"
    now = datetime.now(UTC)
    authority_store.issue_delegate(
        db.path,
        authority,
        who,
        p12,
        passphrase,
        not_before=now - timedelta(days=1),
        not_after=now + timedelta(days=365),
    )
    return export_acta(db, match_id, folder, p12, passphrase).pdf_path


def shots(db, out: Path, app, settings) -> None:
    from delegate_app.domain.competition import Sport
    from delegate_app.store import acta, clubs, holidays
    from delegate_app.store.chess import acta as chess_acta
    from delegate_app.store.chess import lineups
    from delegate_app.ui.chess.board_editor import BoardDialog
    from delegate_app.ui.chess.guide import MatchDayGuide
    from delegate_app.ui.club_dialog import ClubDialog
    from delegate_app.ui.competition_dialog import CompetitionDialog
    from delegate_app.ui.holidays_dialog import HolidaysDialog
    from delegate_app.ui.main_window import MATCHES, MainWindow
    from delegate_app.ui.verify_dialog import VerifyDialog

    domino_club = next(c for c in clubs.own_clubs(db) if c.sport == Sport.DOMINO.value)
    dialog = ClubDialog(db, club=domino_club)
    grab(dialog, out / "club-mi-club.png", app)
    dialog.close()

    domino = next(c for c in clubs.list_competitions(db) if c.sport == Sport.DOMINO.value)
    dialog = CompetitionDialog(db, domino)
    grab(dialog, out / "competicion-domino.png", app)
    dialog.tabs.setCurrentIndex(2)
    grab(dialog, out / "competicion-domino-calendario.png", app)
    dialog.close()

    window = MainWindow(db, settings)
    window.resize(*SIZE)
    screen = window.matches
    screen.clock = lambda: AFTER_THE_SEASON
    window.show_screen(MATCHES)
    screen.competitionCombo.setCurrentIndex(0)
    screen.ownOnlyCheck.setChecked(True)
    screen.reload()
    grab(window, out / "encuentros-sin-acta.png", app)
    window.close()

    holidays.add_holiday(db, datetime(2026, 11, 30).date(), "Fiestas de San Andrés")
    dialog = HolidaysDialog(db)
    grab(dialog, out / "festivos-del-club.png", app)
    dialog.close()

    signed = signed_acta(db, own_a_match(db, 3).id, Path(os.environ["DELEGADO_HOME"]) / "acta")
    dialog = VerifyDialog(pdf_path=signed, db_path=db.path)
    dialog.verify()
    grab(dialog, out / "comprobar-acta.png", app)
    dialog.close()

    dialog = BoardDialog("8/8/4k3/8/8/3K4/8/8 b - - 0 41")
    grab(dialog, out / "tablero-jugada.png", app)
    dialog.close()

    match = own_a_match(db, 8)
    for side in ("local", "visitante"):
        lineups.set_lineup(db, match.id, side, lineups.propose(db, match.id, side))
    acta.open_acta(db, match.id, match.scheduled_at - timedelta(minutes=30))
    for board, result in ((1, "1-0"), (2, "½-½"), (3, "0-1"), (4, "pendiente (1-0)")):
        chess_acta.set_result(db, match.id, board, result, now=match.scheduled_at)
    guide = MatchDayGuide(db, match.id, clock=lambda: match.scheduled_at + timedelta(hours=4))
    guide.resize(*SIZE)
    guide.go(2)
    grab(guide, out / "partidas-pendiente-comite.png", app)
    guide.close()

    from sqlmodel import select

    from delegate_app.domain.domino.incidents import incident_kind
    from delegate_app.store.models import Competition, Match, MatchDay, Round
    from delegate_app.ui.domino.dialogs import DominoIncidentDialog
    from delegate_app.ui.domino.guide import DominoGuide

    with db.session() as s:
        domino_match = s.exec(
            select(Match.id)
            .join(MatchDay, MatchDay.match_id == Match.id)
            .join(Round, Round.id == Match.round_id)
            .join(Competition, Competition.id == Round.competition_id)
            .where(Competition.sport == "domino", MatchDay.locked_at.is_not(None))
            .order_by(Match.id)
        ).first()
    guide = DominoGuide(db, domino_match, clock=lambda: AFTER_THE_SEASON)
    guide.resize(*SIZE)
    guide.go(2)
    grab(guide, out / "domino-hoja-tanteo.png", app)
    dialog = DominoIncidentDialog(guide, incident_kind("DO-12"), 1, 1)
    grab(dialog, out / "domino-incidencia.png", app)
    dialog.close()
    guide.close()

    locked = own_a_match(db, 3)
    guide = MatchDayGuide(db, locked.id, clock=lambda: AFTER_THE_SEASON)
    guide.resize(*SIZE)
    guide.go(2)
    grab(guide, out / "partidas-acta-cerrada.png", app)
    guide.go(4)
    grab(guide, out / "cierre-acta-reabierta.png", app)
    guide.close()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lang", choices=("es", "en"), default="es")
    args = parser.parse_args()
    out = ROOT / "docs" / "manual" / "img"
    if args.lang == "en":
        out = out / "en"
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as home:
        os.environ["DELEGADO_HOME"] = home
        app = create_application([])
        settings = open_settings()
        set_language_setting(settings, args.lang)
        install_translators(app)
        from delegate_app.ui.style import apply_style

        apply_style(app)
        db = open_database(Path(home) / "demo.sqlite3")
        load_demo_season(db)
        shots(db, out, app, settings)
        db.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

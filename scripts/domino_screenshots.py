"""Screenshots of the domino guide while an encounter is being entered, at 1366×768 offscreen:
the tables step (empty, then with the proposed pairs when the guide can propose them), the seat
draw, a Hoja with a hand waiting for the counter and the tiles dialog.

Usage: QT_QPA_PLATFORM=offscreen python scripts/domino_screenshots.py [--lang es|en] OUT_FOLDER
Uses a temporary database with the demo season and the own club's next domino encounter; the
helpers (size, grab, the demo's date) are those of scripts/screenshots.py.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from datetime import timedelta
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from screenshots import DEMO_NOW, SIZE, grab  # noqa: E402

from delegate_app.store.database import open_database  # noqa: E402
from delegate_app.store.demo import load_demo_season  # noqa: E402
from delegate_app.ui.app import create_application, install_translators, open_settings  # noqa: E402
from delegate_app.ui.i18n import set_language_setting  # noqa: E402


def next_domino_match(db):
    from delegate_app.store import clubs
    from delegate_app.store.calendar import list_matches

    own = next(c for c in clubs.own_clubs(db) if c.sport == "domino")
    return next(m for m in list_matches(db, club_id=own.id) if m.scheduled_at >= DEMO_NOW)


def set_up_tables(db, match_id: int, now) -> None:
    """The pairs as a captain would choose them by hand: list order, two by two."""
    from delegate_app.domain.domino import Pair
    from delegate_app.store.domino import acta_view as domino_acta_view
    from delegate_app.store.domino import editing as domino_editing

    view = domino_acta_view.encounter_view(db, match_id)
    home = [p.id for p in view.team_players(Pair.HOME)]
    away = [p.id for p in view.team_players(Pair.AWAY)]
    for table in view.tables:
        i = 2 * (table.number - 1)
        domino_editing.set_table(
            db, match_id, table.number, home[i : i + 2], away[i : i + 2], home[i], away[i], now=now
        )


def shoot(db, out: Path, app) -> None:
    from delegate_app.domain.domino import Seat
    from delegate_app.ui.domino.guide import DominoGuide

    match = next_domino_match(db)
    start = match.scheduled_at
    now = start - timedelta(minutes=10)
    guide = DominoGuide(db, match.id, clock=lambda: now)
    guide.resize(*SIZE)
    guide.show()
    guide.go(0)
    grab(guide, out / "domino-1-mesas.png", app)
    propose = getattr(guide.teams, "proposeButton", None)
    if propose is not None:
        propose.click()
        grab(guide, out / "domino-1-mesas-propuestas.png", app)
    guide.close()

    set_up_tables(db, match.id, now)
    guide = DominoGuide(db, match.id, clock=lambda: now)
    guide.resize(*SIZE)
    guide.show()
    guide.go(1)
    table = guide.view.table(1)
    for player, tile in zip((*table.home, *table.away), ("6-6", "3-1", "5-4", "2-0"), strict=True):
        guide.draw.tileEdits[0][player].setText(tile)
    grab(guide, out / "domino-2-sorteo.png", app)
    guide.draw.drawButton.click()
    grab(guide, out / "domino-2-sorteo-hecho.png", app)

    guide.go(2)
    hoja = guide.hoja
    hoja.select(1, 1)
    entry = hoja.entry
    entry.dominoRadio.setChecked(True)
    entry.whoCombo.setCurrentIndex(entry.whoCombo.findData(Seat.SOUTH.value))
    # The tiles left, as the dialog would hand them back.
    entry.holdings = {Seat.EAST: ["6-6", "5-5"], Seat.NORTH: ["1-0"], Seat.WEST: ["4-3"]}
    entry._changed()
    entry.count()
    grab(guide, out / "domino-3-hoja-mano.png", app)
    if getattr(entry, "approveButtons", None):
        # Approved and written, then a typed hand: the running score after two hands.
        entry.approveButtons[0].click()
        entry.writeButton.click()
        entry.whoCombo.setCurrentIndex(entry.whoCombo.findData(Seat.EAST.value))
        entry.pointsEdit.setText("42")
        entry.count()
        entry.approveButtons[0].click()
        entry.writeButton.click()
        grab(guide, out / "domino-3-hoja-anotada.png", app)

    from delegate_app.ui.domino.dialogs import TilePickerDialog

    partida = hoja.partida()
    dialog = TilePickerDialog(guide.view, partida, Seat.SOUTH, guide)
    for seat, tiles in {Seat.EAST: ["6-6", "5-5"], Seat.NORTH: ["1-0"], Seat.WEST: ["4-3"]}.items():
        for tile in tiles:
            dialog.toggle(seat, tile)
    dialog.show()
    grab(dialog, out / "domino-4-fichas.png", app)
    dialog.close()
    guide.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", choices=("es", "en"), default="es")
    parser.add_argument("out", type=Path)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["DELEGADO_HOME"] = tmp
        app = create_application()
        set_language_setting(open_settings(), args.lang)
        install_translators(app, args.lang)
        db = open_database(Path(tmp) / "demo.sqlite3")
        load_demo_season(db)
        shoot(db, args.out, app)
        db.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""League files for the calendar tests: the demo season's own competitions exported by the
club side's exporter, so that the demo's exported actas name matches of these calendars."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any


def export_demo_leagues(demo_template: Path, folder: Path) -> dict[str, Path]:
    """{"ajedrez": path, "domino": path}: the league file of the demo competition of each sport
    that holds a locked acta (the one exported_actas exports)."""
    from sqlmodel import select

    from delegate_app.store.database import open_database
    from delegate_app.store.league_file import export_league_file
    from delegate_app.store.models import Competition, Match, MatchDay, Round

    path = folder / "demo.sqlite3"
    source, target = sqlite3.connect(demo_template), sqlite3.connect(path)
    source.backup(target)
    source.close()
    target.close()
    db = open_database(path)
    try:
        files = {}
        with db.session() as s:
            ids = {
                sport: s.exec(
                    select(Competition.id)
                    .join(Round, Round.competition_id == Competition.id)
                    .join(Match, Match.round_id == Round.id)
                    .join(MatchDay, MatchDay.match_id == Match.id)
                    .where(MatchDay.locked_at != None, Competition.sport == sport)  # noqa: E711
                    .order_by(MatchDay.match_id)
                ).first()
                for sport in ("ajedrez", "domino")
            }
        for sport, competition_id in ids.items():
            files[sport] = folder / f"liga-{sport}.json"
            export_league_file(db, competition_id, files[sport])
        return files
    finally:
        db.close()


def edited(path: Path, target: Path, change) -> Path:
    """A copy of the league file at `target` after `change(document)`."""
    document: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    change(document)
    target.write_text(json.dumps(document, ensure_ascii=False, indent=1), encoding="utf-8")
    return target


def all_matches(document: dict[str, Any]) -> list[dict[str, Any]]:
    return [m for rnd in document["calendario"] for m in rnd["encuentros"]]

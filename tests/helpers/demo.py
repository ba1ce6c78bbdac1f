"""The demo season: loaded with its results, and copied for a test."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from sqlalchemy import func
from sqlmodel import select

from delegate_app.store.database import Database, open_database
from delegate_app.store.demo import DEMO_TODAY, load_demo_season
from delegate_app.store.demo_results import write_demo_results
from delegate_app.store.models import Competition, GameResult


def copy_demo(template: Path, path: Path) -> Path:
    """A copy of the demo database (the session's `demo_template`, or any closed database) at
    `path`, made with SQLite's backup API: loading the season again would take ~0.6 s a test,
    migrating an empty file to the schema's head 1.3 s or more."""
    source, target = sqlite3.connect(template), sqlite3.connect(path)
    try:
        source.backup(target)
    finally:
        source.close()
        target.close()
    return path


@contextmanager
def demo_copy(template: Path, path: Path) -> Iterator[Database]:
    """A copy of the demo database at `path`, open for the block and closed after."""
    db = open_database(copy_demo(template, path))
    try:
        yield db
    finally:
        db.close()


def ensure_demo_results(db) -> None:
    """The demo's results, whether load_demo_season already writes them or not yet."""
    with db.session() as s, s.begin():
        if s.exec(select(func.count()).select_from(GameResult)).one() == 0:
            ids = list(s.exec(select(Competition.id).order_by(Competition.id)))
            write_demo_results(s, ids, DEMO_TODAY)


def load_demo_with_results(db) -> None:
    load_demo_season(db)
    ensure_demo_results(db)

"""The demo season loaded with its results."""

from __future__ import annotations

from sqlalchemy import func
from sqlmodel import select

from delegate_app.store.demo import DEMO_TODAY, load_demo_season
from delegate_app.store.demo_results import write_demo_results
from delegate_app.store.models import Competition, GameResult


def ensure_demo_results(db) -> None:
    """The demo's results, whether load_demo_season already writes them or not yet."""
    with db.session() as s, s.begin():
        if s.exec(select(func.count()).select_from(GameResult)).one() == 0:
            ids = list(s.exec(select(Competition.id).order_by(Competition.id)))
            write_demo_results(s, ids, DEMO_TODAY)


def load_demo_with_results(db) -> None:
    load_demo_season(db)
    ensure_demo_results(db)

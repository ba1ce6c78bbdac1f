"""The club's own holidays (a municipal one, a local fiesta): the days the club's deadlines do
not count as business days, beyond the national, Canarian and island ones the app knows. The
reading decisions leave local holidays to the user; they are kept in the club's database."""

from __future__ import annotations

from datetime import date

from sqlmodel import Session, col, select

from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import ClubHoliday

MAX_NAME = 120


def list_holidays(db: Database) -> list[ClubHoliday]:
    with db.session() as s:
        return holidays_in(s)


def holidays_in(s: Session) -> list[ClubHoliday]:
    return list(s.exec(select(ClubHoliday).order_by(col(ClubHoliday.day))))


def club_holidays(db: Database) -> dict[date, str]:
    """Day -> name, for the deadlines of an acta; a locked acta's snapshot reads them from the
    club's live database (they are the club's calendar, not part of the acta)."""
    live = getattr(db, "source", db)
    return {h.day: h.name for h in list_holidays(live)}


def add_holiday(db: Database, day: date, name: str) -> ClubHoliday:
    name = " ".join(name.split())
    if not name:
        raise StoreError("Escriba el nombre del festivo (por ejemplo, «Fiestas de San Andrés»).")
    if len(name) > MAX_NAME:
        raise StoreError(f"El nombre del festivo no puede pasar de {MAX_NAME} caracteres.")
    with db.session() as s, s.begin():
        if s.get(ClubHoliday, day) is not None:
            raise StoreError(f"El {day:%d/%m/%Y} ya figura como festivo del club.")
        holiday = ClubHoliday(day=day, name=name)
        s.add(holiday)
    return holiday


def remove_holiday(db: Database, day: date) -> None:
    with db.session() as s, s.begin():
        holiday = s.get(ClubHoliday, day)
        if holiday is None:
            raise StoreError(f"El {day:%d/%m/%Y} no figura como festivo del club.")
        s.delete(holiday)

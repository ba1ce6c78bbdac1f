"""Rows that are known to be in the database, typed as such.

SQLModel declares every ``id`` as ``int | None`` because a new row has none until it is flushed,
and ``Session.get`` answers ``None`` for a key that is not there. Code that loaded or flushed a
row asks for its id through ``require_id``; code that follows a foreign key asks for the row
through ``get_row``; a query that selects an id column names it with ``id_col``. All three
give the plain type, and a broken promise fails here, by name, rather than as a NULL or an
AttributeError further on.
"""

from __future__ import annotations

from typing import Protocol, TypeVar, cast

from sqlalchemy.orm import Mapped
from sqlmodel import Session, SQLModel, col

from delegate_app.store.errors import StoreError

_Model = TypeVar("_Model", bound=SQLModel)


class _Row(Protocol):
    @property
    def id(self) -> int | None: ...


def require_id(row: _Row) -> int:
    """row.id, or RuntimeError if the row has not been flushed to the database yet."""
    if row.id is None:
        raise RuntimeError(f"{type(row).__name__} aún no está guardado en la base de datos.")
    return row.id


def get_row(s: Session, model: type[_Model], key: int) -> _Model:
    """The row a foreign key points to; StoreError if it is gone (a damaged database)."""
    row = s.get(model, key)
    if row is None:
        raise StoreError(
            f"Falta en la base de datos el registro {key} de «{model.__tablename__}», al que "
            "se refiere otro."
        )
    return row


def id_col(column: int | None) -> Mapped[int]:
    """A primary-key column in a query (``select(id_col(Team.id), Team.name)``).

    SQLModel types the attribute ``int | None`` for the sake of unsaved rows; a row read back
    from its table always has its key (the column is NOT NULL), so the query yields ``int``.
    """
    return cast("Mapped[int]", col(column))

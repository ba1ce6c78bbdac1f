"""store/rows.py: the typed ways to reach a row's id, a referenced row and an id column."""

import pytest
from sqlmodel import select

from delegate_app.store.errors import StoreError
from delegate_app.store.models import Club
from delegate_app.store.rows import get_row, id_col, require_id


def test_require_id_gives_the_key_of_a_flushed_row_and_refuses_an_unsaved_one(db):
    club = Club(name="Club Ajedrez Tacoronte", sport="ajedrez")
    with pytest.raises(RuntimeError, match="Club aún no está guardado"):
        require_id(club)
    with db.session() as s, s.begin():
        s.add(club)
        s.flush()
        assert require_id(club) == club.id
        assert isinstance(require_id(club), int)


def test_get_row_follows_a_key_and_names_the_table_of_a_missing_one(db):
    with db.session() as s, s.begin():
        club = Club(name="Club Dominó Arona", sport="domino")
        s.add(club)
        s.flush()
        assert get_row(s, Club, require_id(club)) is club
        with pytest.raises(StoreError, match=r"registro 999 de «club»"):
            get_row(s, Club, 999)


def test_id_col_selects_the_ids_as_ints(db):
    with db.session() as s, s.begin():
        s.add_all([Club(name=f"Club {n}", sport="ajedrez") for n in "ABC"])
    with db.session() as s:
        ids = s.exec(select(id_col(Club.id)).order_by(id_col(Club.id))).all()
    assert len(ids) == 3
    assert all(isinstance(i, int) for i in ids)
    assert ids == sorted(ids)

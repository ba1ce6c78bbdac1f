import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from delegate_app.store.database import open_database  # noqa: E402


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "delegado.sqlite3"


@pytest.fixture
def db(db_path):
    database = open_database(db_path)
    yield database
    database.close()

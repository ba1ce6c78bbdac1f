import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from delegate_app.logsetup import close_logging
from delegate_app.store.database import open_database


@pytest.fixture(autouse=True)
def _close_app_log():
    yield
    close_logging()


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "delegado.sqlite3"


@pytest.fixture
def db(db_path):
    database = open_database(db_path)
    yield database
    database.close()

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from hypothesis import HealthCheck, settings

from delegate_app.logsetup import close_logging
from delegate_app.store.database import open_database
from tests.helpers.leftovers import leftovers_after, watch_interpreter_exit

# The real mail servers (`mail`, `folder`), shared by the mail tests of every folder.
pytest_plugins = ("tests.helpers.mail_fixtures",)

# Hypothesis's own clocks are time budgets too: an example over its 200 ms deadline, or data
# generated "too slowly", fails a property test on a busy machine while the property holds.
# What an example costs is a matter for benchmarks/, so neither clock judges here; a test's
# own @settings still chooses its number of examples.
settings.register_profile("delegado", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("delegado")


@pytest.fixture(autouse=True)
def _close_app_log():
    yield
    close_logging()


@pytest.fixture(autouse=True)
def _nothing_left_running():
    """A test that leaves a process or a thread running fails, named, and what it left is
    killed. One such leftover (a pool worker nobody stopped, see worker_pool.stop) kept a finished
    suite from exiting until CI's time ran out, every test passed and nothing said which."""
    with leftovers_after() as found:
        yield
    if found:
        pytest.fail("la prueba dejó en marcha: " + "; ".join(found), pytrace=False)


@pytest.fixture(autouse=True)
def _no_window_outlives_its_test():
    """Top-level widgets a test leaves behind are deleted after it. Left alive, they pile up in
    a worker (874 windows and 16,871 widgets after the screens' tests in one process) and every
    later test pays for them: an application-wide style or language change visits each one, and
    a test's set-up went from 0.8 s to 10 s of CPU by the end of the run."""
    yield
    widgets = sys.modules.get("PySide6.QtWidgets")
    if widgets is None or widgets.QApplication.instance() is None:
        return
    from PySide6.QtCore import QEvent, QThread

    app = widgets.QApplication.instance()
    for widget in app.topLevelWidgets():
        # A window whose own worker still runs is left to its test's checks, never destroyed
        # under that thread.
        if any(t.isRunning() for t in widget.findChildren(QThread)):
            continue
        widget.hide()
        widget.deleteLater()
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def pytest_configure(config):
    if os.environ.get("PYTEST_XDIST_WORKER"):
        _end_with_the_controller()


def _end_with_the_controller() -> None:
    """An xdist worker whose controller was killed would run its share of the tests to the end
    (it only notices when it next reports), holding its PostgreSQL server all that time. It
    checks its parent every second instead and ends itself; its server's supervisor then
    stops the server."""
    import signal
    import threading
    import time

    controller = os.getppid()

    def watch() -> None:
        while os.getppid() == controller:
            time.sleep(1)
        os.kill(os.getpid(), signal.SIGKILL)

    threading.Thread(target=watch, name="vigila-al-controlador", daemon=True).start()


def pytest_unconfigure(config):
    # whatever still holds the exit then is printed with its stack and fails the run in minutes.
    # Not in an xdist worker: its session ends when its share of the tests does, and it then
    # waits, rightly, for the controller to end it (execnet kills a worker that does not
    # exit); the controller's own watch covers the whole run.
    if os.environ.get("PYTEST_XDIST_WORKER"):
        return
    watch_interpreter_exit()


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "delegado.sqlite3"


@pytest.fixture(scope="session")
def empty_template(tmp_path_factory):
    """An empty database at the schema's head, migrated once per worker. Migrating an empty
    file takes 1.3 s or more (alembic runs, and reads again, every migration) and some 250
    tests start from one; opening a copy takes 10 ms. Migrating from empty is itself tested
    where it is the subject (tests/store/test_database.py, test_upgrades.py)."""
    path = tmp_path_factory.mktemp("vacia") / "vacia.sqlite3"
    open_database(path).close()
    return path


@pytest.fixture
def db(empty_template, db_path):
    """A new, empty database of this test's own (a copy of `empty_template`)."""
    from tests.helpers.demo import copy_demo

    database = open_database(copy_demo(empty_template, db_path))
    yield database
    database.close()


@pytest.fixture(scope="session")
def demo_template(empty_template, tmp_path_factory):
    """The demo season loaded once per test session (loading it takes ~0.6 s)."""
    from delegate_app.store.demo import load_demo_season
    from tests.helpers.demo import copy_demo

    path = tmp_path_factory.mktemp("demo") / "demo.sqlite3"
    database = open_database(copy_demo(empty_template, path))
    load_demo_season(database)
    database.close()
    return path


@pytest.fixture
def demo_db(demo_template, db_path):
    """A fresh copy of the demo season for one test, copied with SQLite's backup API."""
    from tests.helpers.demo import demo_copy

    with demo_copy(demo_template, db_path) as database:
        yield database

"""Run only by test_server_lifetime.py, in a pytest of its own that it then kills: a test that
gets the session's PostgreSQL server from the fixtures, says where it is, and waits forever.
Its name does not match test_*.py, so the suite never collects it by itself."""

import threading

import pytest


@pytest.mark.timeout(600)  # a guard only: the test that starts this kills it long before
def test_holds_the_server_until_killed(postgres_server):
    print(f"SERVIDOR {postgres_server}", flush=True)
    threading.Event().wait()

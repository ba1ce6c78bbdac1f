"""The guard every test runs under (tests/conftest.py): what a test leaves running is named and
killed, and an interpreter that cannot exit says why and fails instead of hanging CI."""

import multiprocessing
import subprocess
import sys
import textwrap
import threading
import time

from tests.helpers.leftovers import leftovers_after


def test_a_multiprocessing_child_left_running_is_named_and_killed():
    process = multiprocessing.get_context("spawn").Process(target=time.sleep, args=(600,))
    with leftovers_after(grace=0.5) as found:
        process.start()
    assert len(found) == 1 and f"(pid {process.pid})" in found[0]
    assert not process.is_alive()


def test_a_subprocess_left_running_is_named_and_killed():
    with leftovers_after(grace=0.5) as found:
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
    assert found == [f"el proceso {child.pid} ({sys.executable} -c import time; time.sleep(600))"]
    assert child.wait(5) == -9


def test_a_thread_left_running_is_named():
    release = threading.Event()
    thread = threading.Thread(target=release.wait, name="hilo-olvidado")
    try:
        with leftovers_after(grace=0.3) as found:
            thread.start()
        assert found == ["el hilo hilo-olvidado"]
    finally:
        release.set()
        thread.join()


def test_what_ends_within_the_grace_period_is_not_a_leftover():
    with leftovers_after(grace=5) as found:
        process = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(0.3)"])
        thread = threading.Thread(target=time.sleep, args=(0.3,))
        thread.start()
    assert found == []
    assert process.wait(5) == 0


def test_an_interpreter_that_cannot_exit_prints_its_stacks_and_fails():
    script = textwrap.dedent(
        """
        import threading
        from tests.helpers.leftovers import watch_interpreter_exit

        def stuck_forever():
            threading.Event().wait()

        threading.Thread(target=stuck_forever).start()
        watch_interpreter_exit(seconds=1)
        """
    )
    # without the watch the child never ends: the timeout (a guard) fails the test then
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60
    )
    assert result.returncode != 0
    assert "stuck_forever" in result.stderr

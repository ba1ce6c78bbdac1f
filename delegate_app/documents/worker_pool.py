"""The one pool of worker processes: `delegado verify` of many files, the federation's intake and
its re-verification all verify on it (no Qt, no network).

Three properties were each paid for with a CI run that hung or failed:

- every worker starts with the first submit, none from a later one, so a submit never races the
  clean-up of a worker that just died (CPython 3.11; documents/library_patches.py);
- `close` leaves none of the pool's processes alive: each is watched on its sentinel, and one
  still running after the grace period is killed;
- `submit` never raises: a pool that broke between two submissions hands back a failed future,
  and the caller judges that item again on a rebuilt pool instead of stopping everything.

The start method is the caller's: the window starts intakes, and a fork of a process holding Qt
or database handles is unsafe, so the intake spawns; `delegado verify` is a bare process and
forks, which starts a worker in milliseconds with everything already imported.

`start` has the workers start at once, beside whatever the caller does next (the intake command
opens its database meanwhile), instead of at the first submit.
"""

from __future__ import annotations

import logging
import multiprocessing
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from delegate_app.documents import library_patches

log = logging.getLogger(__name__)

# Long enough for an idle worker to read its stop sentinel and a busy one to finish the file in
# hand (well under a second, several on a loaded machine); past it, the worker is killed.
STOP_GRACE_SECONDS = 15.0


class WorkerPool:
    """A process pool that can be rebuilt after a worker dies."""

    def __init__(
        self,
        workers: int,
        initializer: Callable[..., None],
        initargs: Sequence[Any] = (),
        start_method: str = "spawn",
    ) -> None:
        self._workers = workers
        self._initializer = initializer
        self._initargs = tuple(initargs)
        self._start_method = start_method
        self._executor = self._new()
        self._starting: threading.Thread | None = None

    def _new(self) -> ProcessPoolExecutor:
        executor = ProcessPoolExecutor(
            max_workers=self._workers,
            mp_context=multiprocessing.get_context(self._start_method),
            initializer=self._initializer,
            initargs=self._initargs,
        )
        library_patches.stop_spawning_workers(executor)
        return executor

    @property
    def workers(self) -> int:
        return self._workers

    def start(self) -> None:
        """Start the workers now, without waiting for them. A spawned worker's start arguments
        go through a pipe that holds the process writing them until the worker has started its
        interpreter and read them, one worker after the other: a thread of its own does that
        waiting, not the caller."""
        if self._starting is None:
            self._starting = threading.Thread(
                target=self._start_workers, name="delegado-arranque-verificadores", daemon=True
            )
            self._starting.start()

    def _start_workers(self) -> None:
        try:
            self.submit(_nothing, None)  # the first submit starts every worker
        except Exception:  # the next submit meets the same cause, in the caller's thread
            log.warning("Los procesos verificadores no han podido arrancar", exc_info=True)

    def _started(self) -> None:
        # Before reading the pool's processes: a worker still being started would be missed.
        if self._starting is not None:
            self._starting.join()

    def submit(self, function: Callable[[Any], Any], item: Any) -> Future[Any]:
        try:
            return self._executor.submit(function, item)
        except BrokenProcessPool as exc:
            failed: Future[Any] = Future()
            failed.set_exception(exc)
            return failed

    def rebuild(self) -> None:
        self._started()
        stop(self._executor, grace=0.0)  # broken: what it was doing is judged again
        self._executor = self._new()

    def close(self) -> None:
        self._started()
        stop(self._executor, grace=STOP_GRACE_SECONDS)

    def discard(self) -> None:
        """Stop the workers without waiting for them to finish anything: they were started
        for work that will not come (the command refused its arguments after starting them)."""
        self._started()
        stop(self._executor, grace=0.0)

    def __enter__(self) -> WorkerPool:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()


def _nothing(_item: object) -> None:
    return None


def stop(executor: ProcessPoolExecutor, grace: float) -> None:
    """Shut `executor` down with none of its processes left alive.

    shutdown() alone is not enough on CPython 3.11: when a worker dies, a submit racing the
    pool's manager thread can start one more worker after the manager has terminated the others;
    nobody stops it, and the manager waits for it forever, and with it the interpreter's exit.
    The processes are read before shutdown(), which forgets them. Their ends are watched on the
    sentinels, not with is_alive(): the manager thread reaps them too, and a process it reaped
    a moment before can still look alive to another thread."""
    processes = library_patches.worker_processes(executor)
    executor.shutdown(wait=False, cancel_futures=True)
    running = still_running(processes, grace)
    for process in running:
        process.kill()
    still_running(running, 5.0)  # SIGKILL cannot be refused: gone in a moment
    for process in processes:
        # Reaped here rather than left to the manager thread, which may not have run yet when
        # the caller exits: a worker never reaped leaves its CPU time out of the caller's
        # children's (getrusage), and the benchmarks read it there. The manager thread may
        # reap it first: join then finds no child and returns.
        process.join(1.0)


def still_running(processes: list[Any], seconds: float) -> list[Any]:
    """Those of `processes` that have not ended within `seconds`."""
    from multiprocessing.connection import wait

    running = {process.sentinel: process for process in processes}
    deadline = time.monotonic() + seconds
    while running:
        ended = wait(list(running), max(0.0, deadline - time.monotonic()))
        if not ended:
            break
        for sentinel in ended:
            del running[sentinel]
    return list(running.values())

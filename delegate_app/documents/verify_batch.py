"""Verifying many files at once, on worker processes (documents/worker_pool.py): what
`delegado verify` of several files and the federation's intake share (no Qt, no network).

Each worker reads the registry and indexes the trust roots once for the whole batch, and keeps
the garbage collector out of the way of a process that only verifies.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace as dataclass_replace
from datetime import datetime
from typing import Any

from delegate_app.documents import trust_roots
from delegate_app.documents.trust_roots import TrustRoot
from delegate_app.documents.verify import FileVerdict, all_roots, verify_file

CRASHED = (
    "la comprobación de este archivo hizo terminar el proceso que lo comprobaba; no se ha "
    "podido verificar"
)


def crashed_verdict(path: str) -> FileVerdict:
    """A file whose check killed its worker twice: reported as unreadable, the batch goes on."""
    return FileVerdict(path, error=CRASHED)


# Set once in each worker of the pool: the roots and registry every file is judged with.
_WORKER: dict[str, Any] = {}


def batch_gc() -> None:
    """Fewer garbage collections for a process that only verifies: each acta allocates ~10^5
    short-lived objects (pyHanko's object graph, reportlab's layout), and the default gen-0
    threshold of 700 collects them ~9% of the CPU time over. What is imported stays out of
    later scans (gc.freeze)."""
    import gc

    gc.freeze()
    gc.set_threshold(100_000, 50, 100)


def _start_worker(
    roots_der: list[bytes] | None,
    registry_bytes: bytes | None,
    at_time: bool,
    evidence: dict[str, datetime] | None = None,
) -> None:
    from delegate_app.documents import registry as registry_module

    batch_gc()
    if roots_der is None:
        return  # forked: _WORKER was filled before the fork, the registry already checked
    _WORKER["roots"] = list(roots_der)
    # Re-read (and re-checked) once per worker, never per file.
    _WORKER["registry"] = (
        registry_module.load_registry(registry_bytes) if registry_bytes is not None else None
    )
    _WORKER["at_signing_time"] = at_time
    _WORKER["evidence"] = dict(evidence or {})


def _verify_in_worker(path: str) -> FileVerdict:
    verdict = verify_file(
        path,
        _WORKER["roots"],
        registry=_WORKER["registry"],
        at_signing_time=_WORKER["at_signing_time"],
        evidence=_WORKER.get("evidence", {}).get(path),
    )
    if verdict.report is not None:
        # Certificates stay in the worker: the report says everything about them in words.
        verdict.report.signatures = [
            dataclass_replace(s, certificate=None, chain=()) for s in verdict.report.signatures
        ]
    return verdict


def fork_ok() -> bool:
    import multiprocessing

    return "fork" in multiprocessing.get_all_start_methods()


def warm_up(roots: Iterable[Any] = (), registry: Any = None) -> None:
    """Import what every verification needs, load its fonts and index the trust roots, so that
    workers forked from here do not each pay for it: ~0.2 s a worker for the roots of a
    federation's 494 clubs, as much again for what the first actas load on their own (pdfium,
    lxml for pyHanko's check of the XMP metadata, PIL for the drawn signatures' stand-in,
    python-chess for the diagrams)."""
    import lxml.etree  # noqa: F401
    import pypdfium2  # noqa: F401
    from PIL import Image
    from pyhanko.pdf_utils import filters  # noqa: F401
    from pyhanko.sign.validation import pdf_embedded  # noqa: F401
    from reportlab.graphics import renderPDF  # noqa: F401

    from delegate_app.documents import pdf_theme

    Image.preinit()
    pdf_theme.register_fonts()
    trust_roots.index_roots(all_roots(roots, registry))


def _der(certificate: TrustRoot) -> bytes:
    from cryptography import x509
    from cryptography.hazmat.primitives.serialization import Encoding

    if isinstance(certificate, bytes):
        return certificate
    if isinstance(certificate, x509.Certificate):
        return certificate.public_bytes(Encoding.DER)
    dumped: bytes = certificate.dump()  # asn1crypto
    return dumped


def verify_many(
    paths: Iterable[str | Any],
    registry: Any = None,
    *,
    trust_roots: Iterable[Any] = (),
    workers: int = 2,
    at_signing_time: bool = False,
    on_result: Callable[[FileVerdict], None] | None = None,
    evidence: dict[str, datetime] | None = None,
) -> list[FileVerdict]:
    """Verify many files on `workers` processes; verdicts come back (and `on_result` is called)
    in the order of `paths`, each as soon as it and those before it are done.

    Each worker reads the registry and builds its validation context once for the whole batch.
    One file, or `workers` <= 1, is verified in this process. The exit code of the batch is
    `worst_exit_code(verdicts)`. `evidence` maps a path to when the federation received that
    file (its receipt), for `at_signing_time`.
    """
    names = [str(path) for path in paths]
    received = {str(path): moment for path, moment in (evidence or {}).items()}
    roots = list(trust_roots)
    workers = max(1, min(workers, len(names)))
    results: list[FileVerdict] = []

    def deliver(verdict: FileVerdict) -> None:
        results.append(verdict)
        if on_result is not None:
            on_result(verdict)

    if registry is not None and not getattr(registry, "signed_bytes", b"") and not fork_ok():
        workers = 1  # a registry built in memory cannot be handed to a spawned worker as a file
    if workers == 1:
        for name in names:
            deliver(
                verify_file(
                    name,
                    roots,
                    registry=registry,
                    at_signing_time=at_signing_time,
                    evidence=received.get(name),
                )
            )
        return results
    from collections import deque
    from concurrent.futures import Future
    from concurrent.futures.process import BrokenProcessPool

    from delegate_app.documents.worker_pool import WorkerPool

    # fork starts a worker in milliseconds with everything already imported (`delegado verify`
    # is a bare process: no Qt, no database); spawn where there is no fork.
    fork = fork_ok()
    if fork:
        warm_up(roots, registry)  # done once here, shared by every forked worker
        # Inherited by the forked workers as they are: nothing pickled, nothing re-read.
        _WORKER.update(
            roots=roots, registry=registry, at_signing_time=at_signing_time, evidence=received
        )
        initargs: tuple[object, ...] = (None, None, at_signing_time)
    else:
        registry_bytes = registry.signed_bytes if registry is not None else None
        initargs = ([_der(root) for root in roots], registry_bytes, at_signing_time, received)
    with WorkerPool(workers, _start_worker, initargs, "fork" if fork else "spawn") as pool:
        window: deque[tuple[str, Future[FileVerdict]]] = deque()
        pending = iter(names)
        while True:
            while len(window) < workers * 2 and (queued := next(pending, None)) is not None:
                window.append((queued, pool.submit(_verify_in_worker, queued)))
            if not window:
                return results
            name, future = window.popleft()
            try:
                deliver(future.result())
            except BrokenProcessPool:
                # A worker died: this file is judged alone on a new pool (if that dies too, the
                # file is the culprit), the ones in flight are sent again, and the batch goes on.
                pool.rebuild()
                try:
                    deliver(pool.submit(_verify_in_worker, name).result())
                except BrokenProcessPool:
                    pool.rebuild()
                    deliver(crashed_verdict(name))
                window = deque(
                    (other, pool.submit(_verify_in_worker, other)) for other, _ in window
                )

"""The federation's intake: every received acta verified with the registry, on both cores.

`judge` is the verdict on one candidate (documents/verify.py's `verify_acta` with the registry:
signatures, role binding, the strict modification policy, the pages against acta.json), turned
into an `IntakeVerdict`: accepted (what `delegado verify` calls exit 0), incomplete (3: a required
signature missing) or rejected (1 or 2, with the reason).

`intake` runs the judging in a pool of processes (two: this is a two-core machine and the work
is all CPU), each loading the registry once, and yields the verdicts in the order the files were
found, while later files are already being verified. At most a small window of files is in
flight, so a mailbox of thousands of actas never sits in memory at once.

A file that crashes a worker (the process dies: a bug in a library, memory exhausted) is
rejected with that reason and the rest goes on: the pool is rebuilt and the files that were in
flight are judged again, the suspect one alone first.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from delegate_app.documents.federation.sources import CLOCK_SKEW, Received
from delegate_app.documents.worker_pool import WorkerPool
from delegate_app.domain.federation.records import IntakeStatus, IntakeVerdict, MatchKey

if TYPE_CHECKING:
    from delegate_app.documents.verify import VerificationReport

WORKERS = 2
WINDOW_PER_WORKER = 4  # files in flight per worker: enough to keep it busy, few in memory
MAX_REASON = 600
NOT_A_PDF = "no es un PDF (no empieza por %PDF-)"
CRASHED = (
    "la verificación de este archivo hizo terminar el proceso que lo comprobaba; no se ha "
    "podido verificar"
)


def workers_for(workers: int | None, units: int) -> int:
    """The verifying processes asked for, or by default WORKERS, but none (this process) for a
    couple of units: starting two verifier processes costs about a second."""
    if workers is not None:
        return workers
    return WORKERS if units > 2 else 0


WORKERS_DO_NOT_START = (
    "Los procesos que verifican las actas terminan sin dar veredicto con {} archivos seguidos: "
    "no es cosa de un archivo. Importe con --procesos 0 o revise la instalación."
)
CRASHES_IN_A_ROW = 3
FAILED = "la verificación falló de forma inesperada ({}); no se ha podido verificar"
SPORTS = {"ajedrez": "ajedrez", "domino": "dominó"}
BEFORE_SIGNATURES = (
    "el servidor de correo de la federación lo recibió, según su cabecera, el {mail} UTC, antes "
    "de la última firma del acta ({signed} UTC): no prueba cuándo llegó; cuenta la hora de "
    "recepción en la oficina"
)

Judge = Callable[[Received, Any], IntakeVerdict]


@dataclass(frozen=True)
class Progress:
    """Where a long intake is: `done` verdicts given, opening unit `unit` of `units`."""

    done: int
    unit: int
    units: int
    verdict: IntakeVerdict


# --------------------------------------------------------------------------- one file


def _one_line(text: str) -> str:
    line = " ".join(text.split())
    return line if len(line) <= MAX_REASON else line[: MAX_REASON - 1] + "…"


def _with_note(reason: str, note: str | None) -> str:
    return f"{reason}{NOTE_MARK}{note})" if note else reason


def rejected(item: Received, reason: str) -> IntakeVerdict:
    return IntakeVerdict(
        file_name=item.name,
        file_sha256=item.sha256,
        status=IntakeStatus.REJECTED,
        reason=_one_line(_with_note(reason, item.note)),
        mail_received_at=item.mail_received_at,
    )


def _facts(pdf: bytes) -> dict[str, Any]:
    """What the acta says about itself (match, clubs, hash, sport); empty when unreadable.

    Read only to file the verdict: verify_acta has judged the same data already."""
    from delegate_app.documents import acta_schema, signing

    try:
        raw = signing.read_attachment(pdf)
        data = acta_schema.load(raw)
        if acta_schema.problems(data):
            return {}
        match = data["contenido"]["encuentro"]
        return {
            "sport": acta_schema.sport_of(data),
            "match": MatchKey(
                season=str(match["temporada"]),
                competition=str(match["competicion"]),
                round=int(match["ronda"]),
                home=str(match["local"]),
                away=str(match["visitante"]),
            ),
            "content_hash": str(data["hash_contenido"]),
            "acta_json": raw.decode("utf-8"),
            "home_club": str(data["club_local"]),
            "away_club": str(data["club_visitante"]),
        }
    except Exception:  # a rejected file may be anything; its verdict already says why
        return {}


def _mail_evidence(
    item: Received, report: VerificationReport
) -> tuple[datetime | None, str | None]:
    """The mail server's time and the note, once the acta's own signatures are known: a mail
    cannot have arrived before the acta it carries was signed (the signer's clock may run a few
    minutes fast, the same leeway the sources give the server's)."""
    mail_at = item.mail_received_at
    times = [r.signed_at for r in report.signatures if r.signed_at is not None]
    if mail_at is None or not times:
        return mail_at, item.note
    last = max(times)
    if last.tzinfo is None:
        last = last.replace(tzinfo=UTC)
    if mail_at + CLOCK_SKEW >= last:
        return mail_at, item.note
    return None, BEFORE_SIGNATURES.format(
        mail=f"{mail_at:%d/%m/%Y %H:%M}", signed=f"{last.astimezone(UTC):%d/%m/%Y %H:%M}"
    )


def _signers(report: VerificationReport) -> str:
    from delegate_app.documents.verify import ROLE_LABELS

    return ", ".join(
        f"{ROLE_LABELS.get(r.field, r.field)}: {r.signer_name or 'firmante desconocido'}"
        for r in report.signatures
    )


def judge_received(receptions: dict[str, datetime], item: Received, registry: Any) -> IntakeVerdict:
    """`judge` for a file received before (re-verification): its certificates judged at the
    time the federation first received it (`receptions`, by the file's SHA-256)."""
    return judge(item, registry, received_at=receptions.get(item.sha256))


def judge(item: Received, registry: Any, received_at: datetime | None = None) -> IntakeVerdict:
    """The verdict on one received candidate (never raises for any bytes). The certificates
    are judged at its reception: now, or `received_at` for a file received before; never at
    the time the signer's own clock wrote into a signature."""
    if item.problem is not None or item.data is None:
        return rejected(item, item.problem or "no se ha podido leer")
    pdf = item.data
    if pdf.lstrip()[:5] != b"%PDF-":
        return rejected(item, NOT_A_PDF)
    from delegate_app.documents.verify import ROLE_LABELS, verify_acta

    report = verify_acta(pdf, registry=registry, moment=received_at)
    facts = _facts(pdf)
    # Plain str: a field name pyHanko gives is a PDF string object that references its whole
    # parsed document, which would travel back from the worker and stay in every verdict.
    signed = tuple(str(r.field) for r in report.signatures if r.valid)
    if report.complete:
        status = IntakeStatus.ACCEPTED
        reason = f"correcta; firmada por {_signers(report)}"
    elif report.ok:
        status = IntakeStatus.INCOMPLETE
        missing = ", ".join(ROLE_LABELS.get(role, role) for role in report.missing_roles)
        reason = f"falta la firma de: {missing}; lo presente se sostiene"
    else:
        status = IntakeStatus.REJECTED
        reason = "; ".join(report.problems) or "no verificada"
    keep = status is not IntakeStatus.REJECTED
    mail_at, note = _mail_evidence(item, report)
    return IntakeVerdict(
        file_name=item.name,
        file_sha256=item.sha256,
        status=status,
        reason=_one_line(_with_note(reason, note)),
        sport=facts.get("sport"),
        match=facts.get("match"),
        content_hash=facts.get("content_hash"),
        acta_json=facts.get("acta_json") if keep else None,
        pdf=pdf if keep else None,
        home_club=facts.get("home_club"),
        away_club=facts.get("away_club"),
        signed_roles=signed,
        mail_received_at=mail_at,
    )


# --------------------------------------------------------------------------- the workers

_WORKER: dict[str, Any] = {}


def _start_worker(registry_bytes: bytes, judge_function: Judge) -> None:
    """Each worker reads (and checks the signature of) the registry once."""
    import logging

    from delegate_app.documents.registry import load_registry
    from delegate_app.documents.verify_batch import batch_gc, warm_up

    logging.getLogger().addHandler(logging.NullHandler())  # pyHanko's warnings: the verdict says it
    _WORKER["registry"] = load_registry(registry_bytes)
    _WORKER["judge"] = judge_function
    # Everything an acta needs loaded and indexed now, then out of the collector's way: the
    # same as `delegado verify`'s workers (about a tenth less CPU an acta).
    warm_up(registry=_WORKER["registry"])
    batch_gc()


def _judge_in_worker(item: Received) -> IntakeVerdict:
    verdict = _safe_judge(_WORKER["judge"], item, _WORKER["registry"])
    # The bytes stay in the parent, which has them already: no need to send them back.
    return replace(verdict, pdf=None)


def _safe_judge(judge_function: Judge, item: Received, registry: Any) -> IntakeVerdict:
    try:
        return judge_function(item, registry)
    except Exception as exc:  # verify_acta gives verdicts, not exceptions; this is the last net
        return rejected(item, FAILED.format(type(exc).__name__))


class IntakeError(Exception):
    """The intake cannot go on at all (not one bad file: the verifiers themselves)."""


def _pool(registry_bytes: bytes, workers: int, judge_function: Judge) -> WorkerPool:
    # spawn, also on Linux: a fork of a process holding Qt or database handles is unsafe, and
    # the window starts intakes too.
    return WorkerPool(workers, _start_worker, (registry_bytes, judge_function), "spawn")


def start_pool(registry_bytes: bytes, workers: int = WORKERS) -> WorkerPool:
    """Verifying processes starting now, for an intake to come (`intake(pool=...)`): a command
    starts them with its own start (the database opened, the registry checked), which takes
    as long. `registry_bytes` must be the very bytes the caller then loads its registry from;
    a worker that cannot load them ends, and the caller, refusing the same registry, only has
    to `discard` the pool."""
    pool = _pool(registry_bytes, workers, judge)
    pool.start()
    return pool


def _finish(item: Received, verdict: IntakeVerdict) -> IntakeVerdict:
    """The verdict with the received bytes, for every PDF, rejected ones too: a file rejected
    because its club was not registered yet is verified again from them (reverify.py)."""
    if item.data is None or item.data.lstrip()[:5] != b"%PDF-":
        return verdict
    return replace(verdict, pdf=item.data)


NOTE_MARK = " (nota: "


def note_of(reason: str) -> str | None:
    """The note `_with_note` put at the end of a reason (what the sources said of the mail),
    so that a verdict given again keeps it."""
    head, mark, tail = reason.rpartition(NOTE_MARK)
    return tail[:-1] if mark and head and tail.endswith(")") else None


def _settled(future: Future[IntakeVerdict]) -> bool:
    return future.done() and not future.cancelled() and future.exception() is None


def intake(
    items: Iterable[tuple[int, Received]],
    registry: Any,
    *,
    workers: int = WORKERS,
    units: int = 0,
    progress: Callable[[Progress], None] | None = None,
    judge_function: Judge = judge,
    known: Callable[[Received], IntakeVerdict | None] | None = None,
    pool: WorkerPool | None = None,
) -> Iterator[IntakeVerdict]:
    """Verdicts on every item, in order. `items` pairs each item with its unit's index (as
    `Sources` iterates); `registry` is a loaded documents.registry.Registry. workers=0 judges
    in this process (for one or two files a pool costs more than it saves). `known` gives the
    verdict already filed for an item's SHA-256: such an item is not verified again. `pool`:
    processes already started for it (`start_pool`, the same registry; its caller closes it),
    used whatever `workers` says."""
    done = 0

    def ready(item: Received) -> IntakeVerdict | None:
        """The verdict that needs no verifier: a refusal of the sources, or a file filed before."""
        if item.problem is not None or item.data is None:
            return judge(item, None)
        if known is None:
            return None
        stored = known(item)
        return None if stored is None else replace(stored, file_name=item.name)

    def report(unit: int, verdict: IntakeVerdict) -> IntakeVerdict:
        nonlocal done
        done += 1
        if progress is not None:
            progress(Progress(done, unit + 1, max(units, unit + 1), verdict))
        return verdict

    if workers <= 0 and pool is None:
        for unit, item in items:
            verdict = ready(item) or _safe_judge(judge_function, item, registry)
            yield report(unit, _finish(item, verdict))
        return
    own = pool is None
    if pool is None:
        pool = _pool(registry.signed_bytes, workers, judge_function)
    workers = pool.workers
    window: deque[tuple[int, Received, Future[IntakeVerdict] | IntakeVerdict]] = deque()
    source = iter(items)
    crashes = 0
    try:
        while True:
            while len(window) < workers * WINDOW_PER_WORKER:
                following = next(source, None)
                if following is None:
                    break
                unit, item = following
                # Refusals from the sources and files filed before need no worker.
                given = ready(item)
                if given is not None:
                    window.append((unit, item, given))
                else:
                    window.append((unit, item, pool.submit(_judge_in_worker, item)))
            if not window:
                return
            unit, item, pending = window.popleft()
            if isinstance(pending, IntakeVerdict):
                yield report(unit, pending)
                continue
            try:
                verdict = pending.result()
                crashes = 0
            except BrokenProcessPool:
                verdict, crashed = _after_crash(pool, item, window)
                crashes = crashes + 1 if crashed else 0
                if crashes >= CRASHES_IN_A_ROW:
                    raise IntakeError(WORKERS_DO_NOT_START.format(crashes)) from None
            yield report(unit, _finish(item, verdict))
    finally:
        if own:
            pool.close()


def _after_crash(
    pool: WorkerPool,
    item: Received,
    window: deque[tuple[int, Received, Future[IntakeVerdict] | IntakeVerdict]],
) -> tuple[IntakeVerdict, bool]:
    """A worker died. The pool is rebuilt; this item is judged alone (if the new pool dies too,
    it is the culprit) and the others in flight are sent again."""
    pool.rebuild()
    crashed = False
    try:
        verdict = pool.submit(_judge_in_worker, item).result()
    except BrokenProcessPool:
        pool.rebuild()
        verdict, crashed = rejected(item, CRASHED), True
    for index, (unit, other, pending) in enumerate(window):
        if isinstance(pending, Future) and not _settled(pending):
            window[index] = (unit, other, pool.submit(_judge_in_worker, other))
    return verdict, crashed


def summary(verdicts: Iterable[IntakeVerdict]) -> str:
    """The last line of an intake report."""
    counts = dict.fromkeys(IntakeStatus, 0)
    for verdict in verdicts:
        counts[verdict.status] += 1
    return (
        f"aceptadas: {counts[IntakeStatus.ACCEPTED]} · "
        f"incompletas: {counts[IntakeStatus.INCOMPLETE]} · "
        f"rechazadas: {counts[IntakeStatus.REJECTED]}"
    )


def verdict_line(verdict: IntakeVerdict, outcome: str | None = None) -> str:
    """One line per acta: status, file, match, reason (and what filing it did)."""
    match = verdict.match.label() if verdict.match is not None else "—"
    sport = f" ({SPORTS[verdict.sport]})" if verdict.sport in SPORTS else ""
    tail = f" [{outcome}]" if outcome else ""
    status = f"{verdict.status.value:<10}"
    return f"{status}  {verdict.file_name}  {match}{sport}  {verdict.reason}{tail}"


def verdict_as_dict(verdict: IntakeVerdict) -> dict[str, Any]:
    """The verdict without its bytes, for logs and machine-readable reports."""
    return {
        "archivo": verdict.file_name,
        "sha256": verdict.file_sha256,
        "estado": verdict.status.value,
        "motivo": verdict.reason,
        "deporte": verdict.sport,
        "encuentro": None if verdict.match is None else verdict.match.__dict__,
        "hash_contenido": verdict.content_hash,
        "club_local": verdict.home_club,
        "club_visitante": verdict.away_club,
        "firmas": list(verdict.signed_roles),
        "recibido_en_servidor": _iso(verdict.mail_received_at),
    }


def _iso(moment: datetime | None) -> str | None:
    return None if moment is None else moment.isoformat()


def as_json(verdicts: Iterable[IntakeVerdict]) -> str:
    return json.dumps([verdict_as_dict(v) for v in verdicts], ensure_ascii=False, indent=1)

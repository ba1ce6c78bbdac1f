"""The intake's verdicts on real signed actas of both sports and on every kind of bad input,
judged in a pool of two processes, in order, a crashing file rejected and the rest judged."""

from __future__ import annotations

import threading
import time
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime

import pytest

from delegate_app.documents import worker_pool
from delegate_app.documents.federation import intake, sources
from delegate_app.domain.federation.records import IntakeStatus
from tests.helpers.intake_files import (
    CRASH_MARKER,
    crash_on_marker,
    mail_with,
    write_mbox,
    zip_bomb,
    zip_of,
)

ACCEPTED, INCOMPLETE, REJECTED = IntakeStatus


def judged(paths, registry, **kwargs):
    with sources.list_units(paths, ("correo.federacion.example",)) as found:
        return list(intake.intake(found, registry, units=len(found.units), **kwargs))


def one(data: bytes, registry, name="acta.pdf"):
    item = sources.Received(name, "0" * 64, data)
    return intake.judge(item, registry)


def test_complete_actas_of_both_sports_are_accepted_with_their_match(signed, intake_registry):
    for sport in ("ajedrez", "domino"):
        verdict = one(signed[sport], intake_registry)
        assert verdict.status is ACCEPTED, verdict.reason
        assert verdict.sport == sport
        assert verdict.reason.startswith("correcta; firmada por Delegado local: ")
        assert verdict.signed_roles == ("delegado_local", "delegado_visitante")
        assert verdict.match is not None and verdict.match.round >= 1
        assert verdict.home_club and verdict.away_club
        assert verdict.pdf == signed[sport] and '"hash_contenido"' in verdict.acta_json
        assert len(verdict.content_hash) == 64


def test_an_acta_missing_the_visitor_signature_is_incomplete(signed, intake_registry):
    verdict = one(signed["incompleta"], intake_registry)
    assert verdict.status is INCOMPLETE
    assert verdict.reason == "falta la firma de: Delegado visitante; lo presente se sostiene"
    assert verdict.signed_roles == ("delegado_local",)
    assert verdict.pdf is not None and verdict.match is not None


def test_an_acta_changed_after_signing_is_rejected(signed, intake_registry):
    verdict = one(signed["falsificada"], intake_registry)
    assert verdict.status is REJECTED
    assert "el documento se modificó después de firmar: el contenido firmado ha cambiado" in (
        verdict.reason
    )
    # The certificates are the registered clubs': a broken signature says nothing of them, and
    # "certificado no reconocido" would send the clerk after the wrong problem.
    assert "no reconocido" not in verdict.reason
    assert verdict.pdf is None and verdict.acta_json is None


def test_an_acta_from_a_club_outside_the_registry_is_rejected(signed, received, intake_registry):
    verdict = one(signed["fuera"], intake_registry)
    assert verdict.status is REJECTED
    outsider = received["fuera"]
    unknown = {outsider.home_club, outsider.away_club} - {
        c for k in ("ajedrez", "domino") for c in (received[k].home_club, received[k].away_club)
    }
    assert any(
        f"el club «{club}» no está en el registro federativo" in verdict.reason for club in unknown
    )


def test_a_file_that_is_not_a_pdf_is_rejected(intake_registry):
    verdict = one(b"Hola, os mando el acta el lunes.", intake_registry, "acta.pdf")
    assert verdict.status is REJECTED and verdict.reason == intake.NOT_A_PDF
    damaged = one(b"%PDF-1.7\n" + bytes(range(256)) * 20, intake_registry)
    assert damaged.status is REJECTED
    assert damaged.reason == "El archivo no es un PDF válido o está dañado."


def test_a_mixed_delivery_in_a_pool_of_two_keeps_order_and_judges_each(
    signed, intake_registry, tmp_path
):
    folder = tmp_path / "entrada"
    folder.mkdir()
    (folder / "01-ajedrez.pdf").write_bytes(signed["ajedrez"])
    (folder / "02-falsificada.pdf").write_bytes(signed["falsificada"])
    (folder / "03-notas.pdf").write_bytes(b"no es un acta")
    (folder / "04-jornada.zip").write_bytes(
        zip_of({"domino.pdf": signed["domino"], "incompleta.pdf": signed["incompleta"]})
    )
    (folder / "05-bomba.zip").write_bytes(zip_bomb())
    # The federation's server took the mails a minute after the actas were signed (a server
    # time before the signatures is no evidence: tests/security/test_mail_evidence.py).
    arrived = datetime.now(UTC).replace(microsecond=0) - timedelta(seconds=30)
    write_mbox(
        folder / "06-buzon.mbox",
        [
            mail_with({"fuera.pdf": signed["fuera"]}),
            mail_with({"acta.pdf": signed["ajedrez"]}, received=format_datetime(arrived)),
        ],
    )
    (folder / "07-correo.eml").write_bytes(bytes(mail_with({"acta.pdf": signed["domino"]})))
    seen = []
    verdicts = judged([folder], intake_registry, workers=2, progress=seen.append)
    statuses = [(v.file_name.removeprefix(f"{folder}/"), v.status) for v in verdicts]
    assert statuses == [
        ("01-ajedrez.pdf", ACCEPTED),
        ("02-falsificada.pdf", REJECTED),
        ("03-notas.pdf", REJECTED),
        ("04-jornada.zip › domino.pdf", ACCEPTED),
        ("04-jornada.zip › incompleta.pdf", INCOMPLETE),
        ("05-bomba.zip › acta-jornada-3.pdf", REJECTED),
        ("06-buzon.mbox › mensaje 1 › fuera.pdf", REJECTED),
        ("06-buzon.mbox › mensaje 2 › acta.pdf", ACCEPTED),
        ("07-correo.eml › acta.pdf", ACCEPTED),
    ]
    assert "posible bomba zip" in verdicts[5].reason or "descomprimirse" in verdicts[5].reason
    assert verdicts[7].mail_received_at == arrived
    assert verdicts[7].pdf == signed["ajedrez"]  # the bytes stay with the accepted verdict
    assert intake.summary(verdicts) == "aceptadas: 4 · incompletas: 1 · rechazadas: 4"
    assert [p.done for p in seen] == list(range(1, 10))
    assert seen[-1].unit == seen[-1].units == 9  # files, zip entries and mail messages
    assert [p.verdict.file_name for p in seen] == [v.file_name for v in verdicts]


def test_the_pool_and_one_process_give_the_same_verdicts(signed, intake_registry, tmp_path):
    folder = tmp_path / "entrada"
    folder.mkdir()
    for name in ("ajedrez", "domino", "incompleta", "falsificada", "fuera"):
        (folder / f"{name}.pdf").write_bytes(signed[name])
    pooled = judged([folder], intake_registry, workers=2)
    alone = judged([folder], intake_registry, workers=0)
    assert pooled == alone


def test_a_file_that_kills_its_worker_is_rejected_and_the_rest_go_on(
    signed, intake_registry, tmp_path
):
    folder = tmp_path / "entrada"
    folder.mkdir()
    (folder / "1.pdf").write_bytes(signed["ajedrez"])
    (folder / "2.pdf").write_bytes(signed["domino"] + CRASH_MARKER)
    (folder / "3.pdf").write_bytes(signed["domino"])
    (folder / "4.pdf").write_bytes(signed["incompleta"])
    verdicts = judged([folder], intake_registry, workers=2, judge_function=crash_on_marker)
    assert [v.status for v in verdicts] == [ACCEPTED, REJECTED, ACCEPTED, INCOMPLETE]
    assert verdicts[1].reason == intake.CRASHED


def test_workers_that_never_live_stop_the_intake_with_a_clear_message(
    signed, intake_registry, tmp_path
):
    folder = tmp_path / "entrada"
    folder.mkdir()
    for n in range(5):
        (folder / f"{n}.pdf").write_bytes(signed["ajedrez"] + CRASH_MARKER)
    with pytest.raises(intake.IntakeError, match="no es cosa de un archivo"):
        judged([folder], intake_registry, workers=2, judge_function=crash_on_marker)


def test_the_verdict_line_names_status_file_match_and_reason(signed, intake_registry):
    verdict = one(signed["incompleta"], intake_registry, "buzon.mbox › mensaje 3 › acta.pdf")
    line = intake.verdict_line(verdict, "archivada")
    assert line.startswith("incompleta  buzon.mbox › mensaje 3 › acta.pdf  ")
    assert verdict.match.label() + " (ajedrez)  falta la firma de: Delegado visitante" in line
    assert line.endswith("[archivada]")


def test_a_mail_without_reception_time_says_so_in_the_verdict(signed, intake_registry):
    item = sources.Received(
        "correo.eml › acta.pdf", "1" * 64, signed["domino"], note=sources.NO_RECEIVED_HEADER
    )
    verdict = intake.judge(item, intake_registry)
    assert verdict.status is ACCEPTED and verdict.mail_received_at is None
    assert verdict.reason.endswith(f"(nota: {sources.NO_RECEIVED_HEADER})")


def test_a_verdict_holds_plain_values_not_the_parsed_pdf(signed, intake_registry):
    import pickle
    from dataclasses import fields, replace

    verdict = one(signed["ajedrez"], intake_registry)
    for field in fields(verdict):
        value = getattr(verdict, field.name)
        values = value if isinstance(value, tuple) else (value,)
        assert all(
            type(v) in (str, bytes, int, type(None))
            or field.name in ("status", "match", "mail_received_at")
            for v in values
        ), field.name
    assert all(type(role) is str for role in verdict.signed_roles)
    # What a worker sends back: the verdict without the PDF, a few kilobytes of acta.json.
    assert len(pickle.dumps(replace(verdict, pdf=None))) < len(verdict.acta_json) + 4000


def test_a_pool_broken_between_two_submissions_hands_back_a_failed_future(
    signed, intake_registry, tmp_path
):
    # Found by CI: the killer file broke the pool while the ones after it were being sent
    # again, and the submission itself raised BrokenProcessPool, stopping the whole intake.
    from concurrent.futures.process import BrokenProcessPool

    (tmp_path / "mata.pdf").write_bytes(signed["domino"] + CRASH_MARKER)
    (tmp_path / "buena.pdf").write_bytes(signed["ajedrez"])
    with sources.list_units([tmp_path / "mata.pdf", tmp_path / "buena.pdf"]) as found:
        (_, killer), (_, good) = list(found)
    pool = intake._pool(intake_registry.signed_bytes, 1, crash_on_marker)
    try:
        with pytest.raises(BrokenProcessPool):
            pool.submit(intake._judge_in_worker, killer).result(timeout=60)
        later = pool.submit(
            intake._judge_in_worker, good
        )  # the pool is broken now: no exception here
        with pytest.raises(BrokenProcessPool):
            later.result(timeout=60)  # a guard: a broken pool answers at once
    finally:
        pool.close()


def _pool_with_a_stray_worker():
    """A live process pool whose manager also counts a process that never reads its stop
    sentinel: what CPython 3.11 leaves when a submit races a dying worker (a worker started
    after the manager terminated the others)."""
    import multiprocessing
    import time
    from concurrent.futures import ProcessPoolExecutor

    context = multiprocessing.get_context("spawn")
    executor = ProcessPoolExecutor(1, mp_context=context)
    assert executor.submit(abs, -3).result(timeout=60) == 3
    stray = context.Process(target=time.sleep, args=(600,))
    stray.start()
    executor._processes[stray.pid] = stray
    return executor, executor._executor_manager_thread, stray


def _ended(process) -> bool:
    # the sentinel, not is_alive(): the pool's manager thread reaps its processes too, and one it
    # reaped a moment ago can still look alive from this thread
    from multiprocessing.connection import wait

    return bool(wait([process.sentinel], timeout=0))


def test_a_stray_worker_holds_a_shut_down_pool_forever():
    # the defect worker_pool.stop closes: shutdown() alone leaves the manager thread waiting
    executor, manager, stray = _pool_with_a_stray_worker()
    try:
        executor.shutdown(wait=False)
        manager.join(3)
        assert manager.is_alive() and not _ended(stray)
    finally:
        stray.kill()
        manager.join(10)
    assert not manager.is_alive()


def test_stopping_a_pool_leaves_none_of_its_processes_alive():
    executor, manager, stray = _pool_with_a_stray_worker()
    workers = [p for p in executor._processes.values() if p is not stray]
    # stop must return (the stray is killed after the grace, not waited for); the thread's
    # join bound is a guard against a hang, generous enough for any busy machine
    stopping = threading.Thread(target=worker_pool.stop, args=(executor,), kwargs={"grace": 1.0})
    stopping.start()
    stopping.join(120)
    assert not stopping.is_alive(), "worker_pool.stop se quedó esperando al trabajador suelto"
    assert _ended(stray)
    assert workers and all(_ended(worker) for worker in workers)
    manager.join(10)
    assert not manager.is_alive()


def test_a_pool_starts_all_its_workers_with_the_first_acta_and_none_later(
    signed, intake_registry, tmp_path
):
    # a worker started by a later submit races a dying worker's clean-up (WorkerPool._new)
    (tmp_path / "1.pdf").write_bytes(signed["ajedrez"])
    (tmp_path / "2.pdf").write_bytes(signed["domino"])
    with sources.list_units([tmp_path / "1.pdf", tmp_path / "2.pdf"]) as found:
        (_, first), (_, second) = list(found)
    pool = intake._pool(intake_registry.signed_bytes, 2, intake.judge)
    try:
        pool.submit(intake._judge_in_worker, first).result(timeout=60)
        started = set(pool._executor._processes)
        assert len(started) == 2
        pool.submit(intake._judge_in_worker, second).result(timeout=60)
        assert set(pool._executor._processes) == started
    finally:
        pool.close()


def _processes_of(pool):
    return list(pool._executor._processes.values())


def test_a_pool_started_before_the_intake_judges_as_its_own_and_is_left_to_its_owner(
    signed, intake_registry, tmp_path
):
    # `delegado federacion importar` starts the workers with its own start (start_pool), before
    # the files are listed: they start without any acta submitted, judge as a pool of the
    # intake's own, and stay for whoever started them to close.
    folder = tmp_path / "entrada"
    folder.mkdir()
    for name in ("ajedrez", "domino", "incompleta", "falsificada"):
        (folder / f"{name}.pdf").write_bytes(signed[name])
    pool = intake.start_pool(intake_registry.signed_bytes)
    try:
        deadline = time.monotonic() + 120
        while len(_processes_of(pool)) < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert len(_processes_of(pool)) == 2
        pooled = judged([folder], intake_registry, workers=0, pool=pool)
        assert all(not _ended(process) for process in _processes_of(pool))
        processes = _processes_of(pool)
    finally:
        pool.close()
    assert all(_ended(process) for process in processes)
    assert pooled == judged([folder], intake_registry, workers=0)


def test_a_pool_started_on_a_refused_registry_ends_quietly_when_discarded(capfd):
    # The command starts its workers on the registry's bytes before checking them itself; a
    # registry it then refuses must cost no traceback on the terminal and no process left.
    pool = intake.start_pool(b'{"formato": "otro"}')
    pool._started()
    processes = _processes_of(pool)
    deadline = time.monotonic() + 120
    while not all(_ended(p) for p in processes) and time.monotonic() < deadline:
        time.sleep(0.05)  # each worker ends on its own: its registry cannot be loaded
    pool.discard()
    assert processes and all(_ended(process) for process in processes)
    assert capfd.readouterr().err == ""

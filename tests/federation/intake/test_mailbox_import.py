"""`delegado federacion importar --imap`: the office's mailbox on a real Dovecot (over TLS,
trusted through the tests' CA), read into the federation's database on SQLite and PostgreSQL.

Each message is read once (a second run reads nothing, two clerks at once share the messages),
the evidence of arrival is the header the federation's own server wrote, else the mailbox's
INTERNALDATE (said as such), and a connection cut mid-download leaves nothing half-filed."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import select

from delegate_app.cli import main
from delegate_app.documents.federation import mailbox_intake
from delegate_app.documents.federation.sources import MAX_MESSAGE_BYTES
from delegate_app.documents.mail import imap_reader
from delegate_app.store.federation import imap_messages
from delegate_app.store.federation.database import open_federation_db
from delegate_app.store.federation.imap_messages import FedImapMessage
from delegate_app.store.federation.queries import list_received
from tests.helpers.cutting_proxy import CuttingProxy
from tests.helpers.intake_files import BROKEN_MIME, mail_with

PASSWORD_VAR = "DELEGADO_PRUEBA_CLAVE_BUZON"
MAILBOX_HOST = "buzon.federacion.test"


def run(capsys, *args):
    code = main(["federacion", "importar", *map(str, args)])
    captured = capsys.readouterr()
    return code, captured.out.splitlines(), captured.err


def imap_args(mail, folder, db, registry_file, *more):
    return [
        "--imap",
        mail.imap_url(folder),
        "--imap-password-env",
        PASSWORD_VAR,
        "--imap-ca",
        mail.ca_file,
        "--db",
        db,
        "--registry",
        registry_file,
        "--procesos",
        "0",
        *more,
    ]


def messages_of(target) -> list:
    db = open_federation_db(target, create=False)
    try:
        with db.engine.connect() as c:
            return list(c.execute(select(FedImapMessage.__table__).order_by("uid")).mappings())
    finally:
        db.close()


@pytest.fixture(autouse=True)
def _password(mail, monkeypatch):
    monkeypatch.setenv(PASSWORD_VAR, mail.imap_password)


def test_the_mailbox_is_read_once_with_the_servers_reception_time(
    capsys, mail, folder, signed, registry_file, federation_db_url
):
    mail.deliver(bytes(mail_with({"ajedrez.pdf": signed["ajedrez"]}, received=None)), folder)
    mail.deliver(bytes(mail_with({"domino.pdf": signed["domino"]}, received=None)), folder)
    mail.deliver(BROKEN_MIME, folder)
    args = imap_args(mail, folder, federation_db_url, registry_file)
    code, lines, err = run(capsys, *args, "--servidor-correo", MAILBOX_HOST)
    assert code == 0, err
    assert lines[-1] == "aceptadas: 2 · incompletas: 0 · rechazadas: 1"
    assert "mensaje UID 1 › ajedrez.pdf" in lines[0] and lines[0].startswith("aceptada")
    assert "mensaje UID 2 › domino.pdf" in lines[1] and lines[1].startswith("aceptada")
    assert "mensaje UID 3" in lines[2] and "MIME dañado" in lines[2]
    assert "3 mensajes leídos; 0 ya leídos antes" in err

    files = {r.file_name.rsplit(" › ", 1)[-1]: r for r in list_received_of(federation_db_url)}
    stored = messages_of(federation_db_url)
    assert [m["state"] for m in stored] == ["archivado"] * 3
    assert [m["evidence"] for m in stored[:2]] == ["cabecera Received"] * 2
    # The time Dovecot wrote in its own Received: header, the same second as its INTERNALDATE
    for name, message in (("ajedrez.pdf", stored[0]), ("domino.pdf", stored[1])):
        server_time = files[name].mail_received_at
        internal = message["internal_date"].replace(tzinfo=UTC)
        assert abs(server_time - internal) <= timedelta(seconds=2)
        assert abs(server_time - datetime.now(UTC)) < timedelta(minutes=5)

    code, lines, err = run(capsys, *args)
    assert code == 0, err
    assert lines == ["aceptadas: 0 · incompletas: 0 · rechazadas: 0"]
    assert "0 mensajes leídos; 3 ya leídos antes" in err
    assert len(list_received_of(federation_db_url)) == 3


def list_received_of(target):
    db = open_federation_db(target, create=False)
    try:
        return list_received(db)
    finally:
        db.close()


def test_received_headers_forged_by_the_sender_are_not_evidence(
    capsys, mail, folder, signed, registry_file, tmp_path
):
    """The club writes a Received: naming the federation's server, dated before the deadline;
    Dovecot's own header goes on top of it and is the one that counts."""
    forged = mail_with({"ajedrez.pdf": signed["ajedrez"]}, received=None)
    forged["Received"] = (
        f"from smtp.club.example by {MAILBOX_HOST} with LMTP; Sat, 14 Nov 2026 20:00:00 +0000"
    )
    mail.deliver(bytes(forged), folder)
    db = tmp_path / "federacion.sqlite3"
    args = imap_args(mail, folder, db, registry_file, "--servidor-correo", MAILBOX_HOST)
    code, _, err = run(capsys, *args)
    assert code == 0, err
    (filed,) = list_received_of(db)
    assert filed.mail_received_at is not None
    assert abs(filed.mail_received_at - datetime.now(UTC)) < timedelta(minutes=5)
    assert filed.mail_received_at.date() != datetime(2026, 11, 14).date() or (
        filed.mail_received_at.hour != 20
    )


def test_without_the_servers_header_the_mailboxs_internaldate_counts_and_says_so(
    capsys, mail, folder, signed, registry_file, tmp_path
):
    mail.deliver(bytes(mail_with({"ajedrez.pdf": signed["ajedrez"]}, received=None)), folder)
    db = tmp_path / "federacion.sqlite3"
    # the office has not said which servers are its own: no Received: header is evidence
    code, lines, err = run(capsys, *imap_args(mail, folder, db, registry_file))
    assert code == 0, err
    assert "INTERNALDATE" in lines[0] and "buzón IMAP de la federación" in lines[0]
    (filed,) = list_received_of(db)
    (message,) = messages_of(db)
    assert message["evidence"] == "INTERNALDATE"
    assert filed.mail_received_at == message["internal_date"].replace(tzinfo=UTC)


def test_a_message_delivered_twice_is_filed_once(
    capsys, mail, folder, signed, registry_file, tmp_path
):
    raw = bytes(mail_with({"ajedrez.pdf": signed["ajedrez"]}, received=None))
    mail.deliver(raw, folder)
    mail.deliver(raw, folder)
    db = tmp_path / "federacion.sqlite3"
    code, lines, err = run(capsys, *imap_args(mail, folder, db, registry_file))
    assert code == 0, err
    assert lines[0].endswith("[archivada]")
    assert "ya recibida el" in lines[1]
    assert len(list_received_of(db)) == 1
    assert [m["state"] for m in messages_of(db)] == ["archivado", "archivado"]


def _session(mail, folder, max_bytes=MAX_MESSAGE_BYTES, port=None):
    address = imap_reader.parse_address(mail.imap_url(folder))
    if port is not None:
        address = imap_reader.MailboxAddress(
            address.user, address.host, port, address.folder, address.implicit_tls
        )
    context = imap_reader.tls_context(mail.ca_file)
    return imap_reader.Mailbox(address, mail.imap_password, context, max_bytes)


def test_a_connection_cut_mid_download_leaves_nothing_half_filed(
    mail, folder, signed, intake_registry, tmp_path, monkeypatch
):
    raws = [
        bytes(mail_with({f"{name}.pdf": signed[name]}, received=None))
        for name in ("ajedrez", "domino", "incompleta")
    ]
    for raw in raws:
        mail.deliver(raw, folder)
    monkeypatch.setattr(imap_reader, "FETCH_BATCH", 1)
    monkeypatch.setattr(mailbox_intake, "FETCH_BATCH", 1)
    db = open_federation_db(tmp_path / "federacion.sqlite3", create=True)
    try:
        # The first message whole, and the connection dropped halfway through the second.
        cut_after = len(raws[0]) + len(raws[1]) // 2
        assert len(raws[1]) // 2 > 20_000  # far more than the protocol's own chatter
        with (
            CuttingProxy(mail.imap_port, cut_after) as proxy,
            _session(mail, folder, port=proxy.port) as session,
        ):
            run_ = mailbox_intake.run_mailbox_intake(session, intake_registry, db, workers=0)
        assert proxy.cuts == 1
        assert run_.error is not None and "cortado la conexión" in run_.error
        assert run_.messages == 1
        filed = list_received(db)
        assert [f.file_name.rsplit(" › ", 1)[-1] for f in filed] == ["ajedrez.pdf"]
        stored = messages_of(tmp_path / "federacion.sqlite3")
        # nothing claimed is left behind: the next run reads exactly the rest
        assert [(m["uid"], m["state"]) for m in stored] == [(1, "archivado")]

        with _session(mail, folder) as session:
            again = mailbox_intake.run_mailbox_intake(session, intake_registry, db, workers=0)
        assert again.error is None and again.messages == 2 and again.already_read == 1
        names = sorted(f.file_name.rsplit(" › ", 1)[-1] for f in list_received(db))
        assert names == ["ajedrez.pdf", "domino.pdf", "incompleta.pdf"]
    finally:
        db.close()


def _not_actas(count: int) -> Iterator[bytes]:
    for number in range(count):
        yield bytes(mail_with({f"acta-{number}.pdf": f"no es un acta {number}".encode()}))


def _race(backend: str, count: int, slow: bool = False):
    marks = [pytest.mark.slow] if slow else []
    return pytest.param(backend, count, marks=marks, id=f"{backend}-{count}")


# 40 messages race the two clerks over two fetches in the quick loop. The mailbox of
# 2,000 runs with the slow tests on PostgreSQL, where the two clerks' transactions really run
# at once; SQLite, whose writers take turns (BEGIN IMMEDIATE), races them over 400 messages,
# sixteen fetches of 25, where each fsync'd commit (synchronous=FULL) made 2,000 cost a minute.
@pytest.mark.parametrize(
    ("federation_db_url", "count"),
    [
        _race("sqlite", 40),
        _race("postgresql", 40),
        _race("sqlite", 400, slow=True),
        _race("postgresql", 2000, slow=True),
    ],
    indirect=["federation_db_url"],
)
def test_two_clerks_at_once_read_each_message_once(
    mail, folder, intake_registry, federation_db_url, count
):
    mail.deliver_all(_not_actas(count), folder)
    runs: list = []
    errors: list = []

    def clerk() -> None:
        db = open_federation_db(federation_db_url, create=True)
        try:
            with _session(mail, folder) as session:
                runs.append(
                    mailbox_intake.run_mailbox_intake(session, intake_registry, db, workers=0)
                )
        except Exception as exc:  # reported below, with the thread's failure
            errors.append(exc)
        finally:
            db.close()

    open_federation_db(federation_db_url, create=True).close()  # migrated before the race
    threads = [threading.Thread(target=clerk) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(900)
    assert errors == []
    assert sum(r.messages for r in runs) == count
    names = [e.verdict.file_name for r in runs for e in r.filed]
    assert len(names) == len(set(names)) == count
    stored = messages_of(federation_db_url)
    assert sorted(m["uid"] for m in stored) == list(range(1, count + 1))
    assert {m["state"] for m in stored} == {"archivado"}
    assert len(list_received_of(federation_db_url)) == count


def test_a_message_over_the_limit_is_refused_without_downloading_it(
    mail, folder, signed, intake_registry, tmp_path
):
    raw = bytes(mail_with({"ajedrez.pdf": signed["ajedrez"]}, received=None))
    mail.deliver(raw, folder)
    db = open_federation_db(tmp_path / "federacion.sqlite3", create=True)
    try:
        with _session(mail, folder, max_bytes=len(raw) // 2) as session:
            run_ = mailbox_intake.run_mailbox_intake(session, intake_registry, db, workers=0)
        (entry,) = run_.filed
        assert entry.verdict.status.value == "rechazada"
        assert "no se ha descargado" in entry.verdict.reason
    finally:
        db.close()


def test_a_stale_claim_is_taken_over_and_a_fresh_one_is_not(tmp_path):
    db = open_federation_db(tmp_path / "federacion.sqlite3", create=True)
    try:
        then = datetime(2027, 1, 10, 9, 0, tzinfo=UTC)
        assert imap_messages.claim(db, "a@h:993/INBOX", 7, [1, 2], "uno", then) == [1, 2]
        soon = then + timedelta(minutes=1)
        assert imap_messages.claim(db, "a@h:993/INBOX", 7, [1, 2, 3], "dos", soon) == [3]
        later = then + imap_messages.LEASE + timedelta(seconds=1)
        assert imap_messages.claim(db, "a@h:993/INBOX", 7, [1], "dos", later) == [1]
        # the first clerk's claim was taken over: it cannot mark the message read any more
        assert not imap_messages.mark_filed(
            db, "a@h:993/INBOX", 7, 1, "uno", internal_date=None, message_sha256=None,
            evidence=None, actas=1,
        )  # fmt: skip
        # another UIDVALIDITY is another folder: nothing of the old one counts
        assert imap_messages.claim(db, "a@h:993/INBOX", 8, [1], "tres", later) == [1]
    finally:
        db.close()


def test_a_wrong_password_an_untrusted_certificate_and_a_missing_variable(
    capsys, mail, folder, registry_file, tmp_path, monkeypatch
):
    db = tmp_path / "federacion.sqlite3"
    monkeypatch.setenv(PASSWORD_VAR, "no-es-la-clave")
    code, lines, err = run(capsys, *imap_args(mail, folder, db, registry_file))
    assert code == 1 and lines == []
    assert "autenticación rechazada" in err
    monkeypatch.setenv(PASSWORD_VAR, mail.imap_password)
    code, lines, err = run(capsys, *imap_args(mail, "NoExiste", db, registry_file))
    assert code == 1 and lines == [] and "no tiene la carpeta «NoExiste»" in err
    args = imap_args(mail, folder, db, registry_file)
    del args[args.index("--imap-ca") : args.index("--imap-ca") + 2]
    code, lines, err = run(capsys, *args)
    assert code == 1 and "no es de confianza" in err and "--imap-ca" in err
    monkeypatch.delenv(PASSWORD_VAR)
    other = tmp_path / "otra.sqlite3"
    code, lines, err = run(capsys, *imap_args(mail, folder, other, registry_file))
    assert code == 2 and f"La variable de entorno {PASSWORD_VAR} no está definida" in err
    assert not other.exists()
    code, lines, err = run(capsys, tmp_path, *imap_args(mail, folder, other, registry_file))
    assert code == 2 and not other.exists()


def test_the_mailbox_honours_the_databases_federation_and_nueva_federacion(
    capsys, mail, folder, signed, registry_file, intake_clubs, tmp_path
):
    """As the files' intake does (tests/security/test_federation_pin.py): a database used with
    one federation's registry refuses another's (exit 2, no message read) until
    --nueva-federacion names the new registry's fingerprint. Before the defence the mailbox
    path filed the acta as «aceptada» with the other federation's registry."""
    from delegate_app.documents.registry import load_registry_file
    from delegate_app.store.federation.settings import federation_history, pinned_federation
    from tests.helpers.security import new_federation, registry_of

    other_registry = tmp_path / "otra-federacion.json"
    other_registry.write_bytes(registry_of(intake_clubs, new_federation()))
    old = load_registry_file(registry_file).federation_fingerprint
    new = load_registry_file(other_registry).federation_fingerprint
    db = tmp_path / "federacion.sqlite3"
    mail.deliver(bytes(mail_with({"ajedrez.pdf": signed["ajedrez"]}, received=None)), folder)
    code, lines, err = run(capsys, *imap_args(mail, folder, db, registry_file))
    assert code == 0 and lines[0].startswith("aceptada"), err
    pinned = "queda ligada a la federación «Federación Canaria (registro)» (certificado SHA-256"
    assert f"{pinned} {old})" in err

    mail.deliver(bytes(mail_with({"domino.pdf": signed["domino"]}, received=None)), folder)
    code, lines, err = run(capsys, *imap_args(mail, folder, db, other_registry))
    assert code == 2 and lines == [], err
    assert f"confírmelo con --nueva-federacion {new}" in err
    assert [m["uid"] for m in messages_of(db)] == [1]  # the second message was not read
    # Confirming with anything but the new registry's fingerprint changes nothing.
    more = ("--nueva-federacion", old)
    code, lines, err = run(capsys, *imap_args(mail, folder, db, other_registry, *more))
    assert code == 2 and lines == [] and "no se usa con él" in err
    assert [m["uid"] for m in messages_of(db)] == [1]

    more = ("--nueva-federacion", new)
    code, lines, err = run(capsys, *imap_args(mail, folder, db, other_registry, *more))
    assert code == 0 and lines[0].startswith("aceptada") and "domino.pdf" in lines[0], err
    assert "CAMBIO DE FEDERACIÓN confirmado y registrado" in err
    opened = open_federation_db(db, create=False)
    try:
        assert pinned_federation(opened).fingerprint == new
        (change,) = federation_history(opened)
        assert change["antes"]["huella"] == old and change["despues"]["huella"] == new
    finally:
        opened.close()
    # and the first federation is now the other one, by mail too
    code, lines, err = run(capsys, *imap_args(mail, folder, db, registry_file))
    assert code == 2 and lines == [] and f"--nueva-federacion {old}" in err


def test_an_acta_filed_before_is_not_verified_again_when_it_comes_by_mail(
    mail, folder, signed, intake_registry, tmp_path, monkeypatch
):
    """As the files' intake does (inbox_run.run_intake, `known`): a file whose SHA-256 is filed
    already is "ya recibida" at the cost of its hash. Before, every message's acta was verified
    again (benchmarks/bench_mail.py: 9.3 times the CPU of the same actas from files)."""
    from delegate_app.documents.federation import intake

    judged: list[str] = []
    real = intake._safe_judge

    def counting(judge_function, item, registry):
        judged.append(item.name)
        return real(judge_function, item, registry)

    monkeypatch.setattr(intake, "_safe_judge", counting)
    raw = bytes(mail_with({"ajedrez.pdf": signed["ajedrez"]}, received=None))
    mail.deliver(raw, folder)
    mail.deliver(bytes(mail_with({"ajedrez-otra-vez.pdf": signed["ajedrez"]})), folder)
    db = open_federation_db(tmp_path / "federacion.sqlite3", create=True)
    try:
        with _session(mail, folder) as session:
            first = mailbox_intake.run_mailbox_intake(session, intake_registry, db, workers=0)
        assert len(judged) == 1 and judged[0].endswith("ajedrez.pdf")
        assert [e.outcome.is_new for e in first.filed] == [True, False]
        assert first.filed[1].verdict.status.value == "aceptada"
        mail.deliver(raw, folder)  # once more, in a later run
        with _session(mail, folder) as session:
            later = mailbox_intake.run_mailbox_intake(session, intake_registry, db, workers=0)
        assert len(judged) == 1 and later.messages == 1
        (entry,) = later.filed
        assert not entry.outcome.is_new and "ya recibida el" in entry.note()
        assert len(list_received(db)) == 1
    finally:
        db.close()


class _Crash(BaseException):
    """The process dying: nothing after it runs, not even the release of the claims."""


def test_a_crash_after_filing_before_the_mark_files_nothing_twice_or_loses_it(
    mail, folder, signed, intake_registry, tmp_path, monkeypatch
):
    """Messages are marked read a fetch's worth at a time, after their actas are filed: a crash
    in between leaves filed actas whose messages are unmarked. Their claims lapse, the next run
    reads them again and finds each acta "ya recibida": each filed once, none lost."""
    for name in ("ajedrez", "domino"):
        mail.deliver(bytes(mail_with({f"{name}.pdf": signed[name]}, received=None)), folder)

    def crash(*args, **kwargs):
        raise _Crash

    db = open_federation_db(tmp_path / "federacion.sqlite3", create=True)
    try:
        with monkeypatch.context() as dying:
            dying.setattr(imap_messages, "mark_all_filed", crash)
            dying.setattr(imap_messages, "release", crash)
            with _session(mail, folder) as session, pytest.raises(_Crash):
                mailbox_intake.run_mailbox_intake(session, intake_registry, db, workers=0)
        assert len(list_received(db)) == 2  # filed before the crash
        stored = messages_of(tmp_path / "federacion.sqlite3")
        assert [m["state"] for m in stored] == ["en curso", "en curso"]
        with _session(mail, folder) as session:  # another clerk, within the lease: not its
            fresh = mailbox_intake.run_mailbox_intake(session, intake_registry, db, workers=0)
        assert fresh.taken == 2 and fresh.filed == []
        with db.writing() as c:  # the dead clerk's lease runs out
            c.execute(
                FedImapMessage.__table__.update().values(
                    claimed_at=datetime.now(UTC) - imap_messages.LEASE - timedelta(minutes=1)
                )
            )
        with _session(mail, folder) as session:
            again = mailbox_intake.run_mailbox_intake(session, intake_registry, db, workers=0)
        assert again.messages == 2
        assert all(not e.outcome.is_new and "ya recibida el" in e.note() for e in again.filed)
        assert len(list_received(db)) == 2
        stored = messages_of(tmp_path / "federacion.sqlite3")
        assert [m["state"] for m in stored] == ["archivado", "archivado"]
    finally:
        db.close()


def _marked_one_statement_each(db, account, validity, readings, clerk, now) -> set[int]:
    """How mark_all_filed marked messages before it built its statement once: a statement of
    its own for each message (the reference the batch is compared with)."""
    from sqlalchemy import update

    from delegate_app.store.federation.imap_messages import CLAIMED, FILED

    marked = set()
    with db.writing() as c:
        for reading in readings:
            done = c.execute(
                update(FedImapMessage)
                .where(
                    FedImapMessage.account == account,
                    FedImapMessage.uidvalidity == validity,
                    FedImapMessage.uid == reading.uid,
                    FedImapMessage.clerk == clerk,
                    FedImapMessage.state == CLAIMED,
                )
                .values(
                    state=FILED,
                    filed_at=now,
                    internal_date=None
                    if reading.internal_date is None
                    else reading.internal_date.astimezone(UTC),
                    message_sha256=reading.message_sha256,
                    evidence=reading.evidence,
                    actas=reading.actas,
                )
            )
            if done.rowcount:
                marked.add(reading.uid)
    return marked


def test_marking_a_batch_writes_what_one_statement_a_message_wrote(federation_db):
    """The batch's one statement, run with each message's values, marks the same messages and
    writes the same values as a statement built for each: this clerk's claims only (not another
    clerk's, not an unclaimed UID), the INTERNALDATE in UTC, empty values empty."""
    from datetime import timezone

    then = datetime(2027, 1, 10, 9, 0, tzinfo=UTC)
    madrid = timezone(timedelta(hours=1))
    readings = [
        imap_messages.Reading(1, datetime(2027, 1, 9, 23, 30, tzinfo=madrid), "ab" * 32, "x", 2),
        imap_messages.Reading(2, None, None, None, 0),
        imap_messages.Reading(3, then, "cd" * 32, imap_messages.EVIDENCE_INTERNALDATE, 1),
        imap_messages.Reading(4, then, "ef" * 32, imap_messages.EVIDENCE_RECEIVED, 1),  # other's
        imap_messages.Reading(9, then, "00" * 32, None, 1),  # never claimed
    ]
    rows = {}
    for validity, mark in (
        (7, lambda rs, now: imap_messages.mark_all_filed(
            federation_db, "a@h/INBOX", 7, rs, "uno", now=now)),
        (8, lambda rs, now: _marked_one_statement_each(
            federation_db, "a@h/INBOX", 8, rs, "uno", now)),
    ):  # fmt: skip
        assert imap_messages.claim(federation_db, "a@h/INBOX", validity, [1, 2, 3], "uno", then)
        assert imap_messages.claim(federation_db, "a@h/INBOX", validity, [4], "dos", then)
        assert mark(readings, then + timedelta(minutes=1)) == {1, 2, 3}
        with federation_db.engine.connect() as c:
            found = c.execute(
                select(FedImapMessage.__table__)
                .where(FedImapMessage.uidvalidity == validity)
                .order_by("uid")
            ).mappings()
            rows[validity] = [{**row, "id": None, "uidvalidity": None} for row in found]
    assert rows[7] == rows[8]
    assert [row["state"] for row in rows[7]] == ["archivado"] * 3 + ["en curso"]
    stored = rows[7][0]["internal_date"]
    stored = stored.replace(tzinfo=UTC) if stored.tzinfo is None else stored
    assert stored == datetime(2027, 1, 9, 22, 30, tzinfo=UTC)

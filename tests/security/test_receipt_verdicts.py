"""Receipts of every verdict (format "delegado-acuse/2", issue 27) tried as an adversary would:
a club forging the federation's acceptance (or a rejection of the other club's acta), a receipt
of another file, a page that shows another verdict than its data, and the old format.

Each receipt is judged twice, as `delegado verify` does (exit code and reason) and as the
club's outbox does (documents/mail/receipts_in.py: a receipt that does not verify, or names no
file of the outbox, changes nothing)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from sqlmodel import delete

from delegate_app.documents.federation import receipt_page, receipts
from delegate_app.documents.mail import receipts_in
from delegate_app.domain.federation.records import IntakeStatus
from delegate_app.store import outbox
from delegate_app.store.models import OutboxItem
from tests.helpers.receipts import WINTER, accepted, embedded, forged
from tests.helpers.security import as_json, cli, delegate, sign, signed_by_both

MISSING = "falta la firma de: Delegado visitante; lo presente se sostiene"
BROKEN = "Firma de delegado_local: la firma no corresponde al contenido (se modificó)"


@pytest.fixture(scope="module")
def world(tmp_path_factory, actas, clubs, federation, signed_registry, the_registry):
    """Genuine receipts of the three verdicts for the chess acta's files: the complete acta
    (aceptada), the home-signed one (incompleta), and a third file (rechazada)."""
    folder = tmp_path_factory.mktemp("veredictos")
    registry_path = folder / "registro.json"
    registry_path.write_bytes(signed_registry)
    signer = receipts.federation_signer(federation[1], registry=the_registry)
    acta = actas["ajedrez"]
    complete = signed_by_both(acta, clubs)
    home_only = sign(acta.pdf, "delegado_local", delegate(clubs, acta.home_club))
    refused = complete + b"\n% una linea mas\n"  # another file: other bytes, other hash
    verdicts = {
        "aceptada": accepted(complete, file_name="completa.pdf"),
        "incompleta": replace(
            accepted(home_only, file_name="local.pdf", roles=("delegado_local",)),
            status=IntakeStatus.INCOMPLETE,
            reason=MISSING,
        ),
        "rechazada": replace(
            accepted(refused, file_name="rechazada.pdf"),
            status=IntakeStatus.REJECTED,
            reason=BROKEN,
            acta_json=None,
            pdf=None,
        ),
    }
    files = {"aceptada": complete, "incompleta": home_only, "rechazada": refused}
    requests = [receipts.ReceiptRequest(v, WINTER) for v in verdicts.values()]
    issued = receipts.issue_receipts(requests, signer, folder / "emitidos")
    paths = {"registro": registry_path}
    for verdict, receipt in zip(verdicts, issued, strict=True):
        paths[f"acuse-{verdict}"] = receipt.pdf_path
        paths[f"acta-{verdict}"] = folder / f"acta-{verdict}.pdf"
        paths[f"acta-{verdict}"].write_bytes(files[verdict])
    return {"paths": paths, "folder": folder, "signer": signer, "files": files}


@pytest.fixture
def club(acta_db):
    """The club's outbox, holding the three files as sent (emptied after each test)."""

    def empty() -> None:
        with acta_db.session() as s, s.begin():
            s.exec(delete(OutboxItem))

    empty()
    yield acta_db
    empty()


def _queue(db, world, verdict: str) -> outbox.Queued:
    item, _ = outbox.queue(db, None, f"{verdict}.pdf", world["files"][verdict], b"{}")
    return item


def _write(world, name: str, pdf: bytes):
    path = world["folder"] / name
    path.write_bytes(pdf)
    return path


def _verify(world, *files, json: bool = False):
    extra = ("--json",) if json else ()
    return cli("verify", *files, "--registry", world["paths"]["registro"], *extra)


def _data(world, verdict: str) -> dict:
    return embedded(world["paths"][f"acuse-{verdict}"].read_bytes())


def _check(report: dict, name: str) -> dict:
    return next(c for c in report["comprobaciones"] if c["comprobacion"] == name)


# --------------------------------------------------------------------------- genuine


@pytest.mark.parametrize("verdict", ["aceptada", "incompleta", "rechazada"])
def test_a_genuine_receipt_of_each_verdict_verifies_and_states_it(world, verdict):
    result = _verify(world, world["paths"][f"acuse-{verdict}"])
    assert result.returncode == 0, result.stdout + result.stderr
    data = _data(world, verdict)
    assert data["formato"] == "delegado-acuse/2" and data["estado"] == verdict
    assert f"Veredicto de la federación: {verdict}" in result.stdout
    if verdict != "aceptada":
        assert data["motivo"] in result.stdout
        assert data["plazos_cumplidos"] == []


def test_a_rejected_files_receipt_names_the_file_and_vouches_for_nothing_else(world):
    data = _data(world, "rechazada")
    sha = data["archivo"]["sha256"]
    assert data["acuse"] == f"AR-{sha[:12].upper()}-R" and data["acta"] is None
    assert data["motivo"] == BROKEN
    from delegate_app.documents.signature_policy import PageText

    with PageText(world["paths"]["acuse-rechazada"].read_bytes()) as pages:
        text = pages.text(0)
    assert f"ha recibido el archivo con SHA-256 {sha} y lo ha rechazado" in text
    assert "Veredicto: ARCHIVO RECHAZADO" in text and f"Motivo: {BROKEN}" in text
    assert "Lo que dice el archivo" in text and "Huella de acta.json" not in text
    # Its file, and only its file: another signed copy of the same acta is not what it refused.
    paths = world["paths"]
    same = _verify(world, paths["acta-rechazada"], paths["acuse-rechazada"])
    assert "✔ Acta del acuse: acusa recibo de" in same.stdout  # (the file itself fails: 1)
    assert "el mismo archivo, byte a byte" in same.stdout
    other = _verify(world, paths["acta-aceptada"], paths["acuse-rechazada"])
    assert other.returncode == 1 and "no es el acuse de ninguna de las actas dadas" in other.stdout


def test_the_club_reads_each_verdict_onto_its_own_file(world, club, the_registry):
    items = {v: _queue(club, world, v) for v in ("aceptada", "incompleta", "rechazada")}
    for verdict in items:
        pdf = world["paths"][f"acuse-{verdict}"].read_bytes()
        read = receipts_in.judge(club, verdict, pdf, the_registry)
        assert read.problem is None and read.item is not None
        assert read.item.id == items[verdict].id
    assert outbox.find(club, items["aceptada"].file_sha256).state == outbox.RECEIVED
    for verdict, reason in (("incompleta", MISSING), ("rechazada", BROKEN)):
        item = outbox.find(club, items[verdict].file_sha256)
        assert item.state == outbox.REFUSED
        assert item.last_error == f"{verdict}: {reason}"
        assert item.receipt_number == _data(world, verdict)["acuse"]
        assert outbox.state_text(item) == f"rechazada por la federación ({verdict}: {reason})"
    # read again: the same, "ya constaba"
    again = receipts_in.judge(
        club, "otra vez", world["paths"]["acuse-rechazada"].read_bytes(), the_registry
    )
    assert again.before and again.item.state == outbox.REFUSED


# --------------------------------------------------------------------------- attacks


def test_a_club_forging_an_acceptance_from_its_rejection_is_refused_and_changes_nothing(
    world, club, clubs, actas, the_registry
):
    """The club holds the federation's rejection of its file; it turns it into an acceptance
    (the verdict, the number, the page made to match) and signs it with its own key."""
    item = _queue(club, world, "rechazada")
    rejection = _data(world, "rechazada")
    forger = receipts.federation_signer(
        delegate(clubs, actas["ajedrez"].home_club), federation_name=rejection["federacion"]
    )
    sha = rejection["archivo"]["sha256"]
    data = {
        **rejection,
        "estado": "aceptada",
        "motivo": "correcta",
        "acuse": receipts.receipt_id(sha),
        "certificado_federacion": forger.certificate_sha256,
    }
    pdf = forged(data, forger)
    result = _verify(world, _write(world, "acuse-aceptacion-falsa.pdf", pdf))
    assert result.returncode == 1
    assert "no la hizo el certificado de la federación del registro" in result.stdout
    read = receipts_in.judge(club, "falso", pdf, the_registry)
    assert read.item is None and "no se ha podido verificar y no cambia nada" in read.problem
    assert outbox.find(club, item.file_sha256).state == outbox.PENDING


def test_a_club_forging_the_rejection_of_the_other_clubs_acta_is_refused(
    world, club, clubs, actas, the_registry
):
    """The away club, to void the home club's acceptance, makes a "rechazada" of its file."""
    item = _queue(club, world, "aceptada")
    genuine = _data(world, "aceptada")
    forger = receipts.federation_signer(
        delegate(clubs, actas["ajedrez"].away_club), federation_name=genuine["federacion"]
    )
    sha = genuine["archivo"]["sha256"]
    data = {
        **genuine,
        "estado": "rechazada",
        "motivo": "firmas falsas",
        "acuse": receipts.receipt_id(sha, "rechazada"),
        "acta": None,
        "plazos_cumplidos": [],
        "certificado_federacion": forger.certificate_sha256,
    }
    pdf = forged(data, forger)
    result = _verify(world, _write(world, "acuse-rechazo-falso.pdf", pdf))
    assert result.returncode == 1
    assert "no la hizo el certificado de la federación del registro" in result.stdout
    read = receipts_in.judge(club, "falso", pdf, the_registry)
    assert read.item is None and "no cambia nada" in read.problem
    assert outbox.find(club, item.file_sha256).state == outbox.PENDING
    # and once accepted, nothing undoes it: not even a rejection of that very file the
    # federation signed (there is none: one file, one verdict; re-verification only accepts)
    receipts_in.judge(club, "acuse", world["paths"]["acuse-aceptada"].read_bytes(), the_registry)
    assert outbox.find(club, item.file_sha256).state == outbox.RECEIVED
    rejection = replace(
        accepted(world["files"]["aceptada"]),
        status=IntakeStatus.REJECTED,
        reason=BROKEN,
        acta_json=None,
        pdf=None,
    )
    _, _, signed = receipts.make_receipt(
        receipts.ReceiptRequest(rejection, WINTER), world["signer"]
    )
    read = receipts_in.judge(club, "rechazo tardío", signed, the_registry)
    assert read.problem is None
    assert outbox.find(club, item.file_sha256).state == outbox.RECEIVED


def test_an_edit_of_the_verdict_after_the_federation_signed_is_refused(world, club, the_registry):
    """The rejection's acuse.json replaced by an acceptance in an incremental update: the
    signature still holds over its revision, but no longer covers the file."""
    from io import BytesIO

    from pyhanko.pdf_utils import embed
    from pyhanko.pdf_utils.incremental_writer import IncrementalPdfFileWriter

    item = _queue(club, world, "rechazada")
    data = _data(world, "rechazada")
    edited = receipts.canonical({**data, "estado": "aceptada"})
    writer = IncrementalPdfFileWriter(BytesIO(world["paths"]["acuse-rechazada"].read_bytes()))
    stream = embed.EmbeddedFileObject.from_file_data(writer, data=edited)
    embed.embed_file(
        writer,
        embed.FileSpec(
            file_spec_string=receipts.ATTACHMENT_NAME,
            file_name=receipts.ATTACHMENT_NAME,
            embedded_data=stream,
        ),
    )
    out = BytesIO()
    writer.write(out)
    result = _verify(world, _write(world, "acuse-veredicto-cambiado.pdf", out.getvalue()))
    assert result.returncode == 1
    read = receipts_in.judge(club, "editado", out.getvalue(), the_registry)
    assert read.item is None
    assert outbox.find(club, item.file_sha256).state == outbox.PENDING


def test_a_genuine_receipt_naming_another_files_sha256_changes_nothing(world, club, the_registry):
    """The federation's genuine acceptance of the complete file, read by a club whose outbox
    holds only the home-signed one: it is of another acta file, and changes nothing."""
    item = _queue(club, world, "incompleta")
    read = receipts_in.judge(
        club, "otro", world["paths"]["acuse-aceptada"].read_bytes(), the_registry
    )
    assert read.item is None and "es de otra acta" in read.problem
    assert outbox.find(club, item.file_sha256).state == outbox.PENDING
    wrong = _verify(world, world["paths"]["acta-incompleta"], world["paths"]["acuse-rechazada"])
    assert wrong.returncode == 1


@pytest.mark.parametrize(("said", "shown"), [("rechazada", "aceptada"), ("aceptada", "rechazada")])
def test_a_page_that_shows_another_verdict_than_its_data_is_refused(
    world, club, the_registry, said, shown
):
    """Signed by the genuine federation certificate: only the page's equality catches it."""
    item = _queue(club, world, said)
    data = _data(world, said)
    page = {**data, "estado": shown, "motivo": _data(world, shown)["motivo"]}
    pdf = forged(data, world["signer"], page_data=page)
    result = _verify(world, _write(world, f"acuse-{said}-dice-{shown}.pdf", pdf), json=True)
    assert result.returncode == 1
    check = _check(as_json(result), "Lo impreso en el acuse")
    assert not check["correcta"]
    assert _check(as_json(result), "Firma de la federación")["correcta"]
    read = receipts_in.judge(club, "pagina", pdf, the_registry)
    assert read.item is None
    assert outbox.find(club, item.file_sha256).state == outbox.PENDING


def test_a_page_showing_both_verdicts_is_refused(world):
    """The right headline and, besides it, another verdict's: the page of one verdict never
    carries another's."""
    data = _data(world, "rechazada")
    page = {**data, "federacion": f"{data['federacion']} Veredicto: ACTA ACEPTADA"}
    pdf = forged(data, world["signer"], page_data=page)
    result = _verify(world, _write(world, "acuse-dos-veredictos.pdf", pdf), json=True)
    assert result.returncode == 1
    detail = _check(as_json(result), "Lo impreso en el acuse")["detalle"]
    assert "la página dice «Veredicto: ACTA ACEPTADA», y acuse.json dice «rechazada»" in detail


def test_words_of_the_refused_file_in_the_reason_do_not_spoil_a_genuine_receipt(world, tmp_path):
    """What the file or its sender wrote reaches the reason (a signer's name, say): a reason
    that reads like another verdict is printed as the reason, and the receipt verifies."""
    request = receipts.ReceiptRequest(
        replace(
            accepted(world["files"]["rechazada"], file_name="Veredicto: ACTA ACEPTADA.pdf"),
            status=IntakeStatus.REJECTED,
            reason="firmado por «Veredicto: ACTA ACEPTADA»; la firma no corresponde",
            acta_json=None,
            pdf=None,
        ),
        WINTER,
    )
    (issued,) = receipts.issue_receipts([request], world["signer"], tmp_path)
    result = _verify(world, issued.pdf_path)
    assert result.returncode == 0, result.stdout


# --------------------------------------------------------------------------- the old format


def _first_format(data: dict) -> dict:
    """The same accepted receipt as format 1 made it: no reason, the old format name."""
    old = {key: value for key, value in data.items() if key != "motivo"}
    return {**old, "formato": "delegado-acuse/1"}


def test_a_genuine_receipt_of_the_old_format_still_verifies_and_marks_its_acta_received(
    world, club, the_registry
):
    item = _queue(club, world, "aceptada")
    data = _first_format(_data(world, "aceptada"))
    pdf = forged(data, world["signer"])
    result = _verify(world, _write(world, "acuse-formato-1.pdf", pdf))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Veredicto: ACTA" not in "".join(receipt_page.printed_facts(data))
    read = receipts_in.judge(club, "antiguo", pdf, the_registry)
    assert read.problem is None
    assert outbox.find(club, item.file_sha256).state == outbox.RECEIVED


@pytest.mark.parametrize(
    ("verdict", "edit", "said"),
    [
        # format 1 knew only acceptances: a rejection in it is not the federation's
        ("rechazada", lambda d: _first_format(d), "«estado» debe ser «aceptada»"),
        # format 1 with a reason is neither format
        ("aceptada", lambda d: {**d, "formato": "delegado-acuse/1"}, "sobra «motivo»"),
        # format 2 without its reason
        ("aceptada", lambda d: {k: v for k, v in d.items() if k != "motivo"}, "falta «motivo»"),
        ("aceptada", lambda d: {**d, "formato": "delegado-acuse/9"}, "el formato es"),
        # the number of another verdict
        ("rechazada", lambda d: {**d, "acuse": d["acuse"][:-2]}, "no corresponde al archivo"),
        ("incompleta", lambda d: {**d, "plazos_cumplidos": _data_deadlines()}, "debe estar vac"),
    ],
)
def test_a_receipt_mixing_the_formats_or_verdicts_is_refused_even_signed_by_the_federation(
    world, club, the_registry, verdict, edit, said
):
    item = _queue(club, world, verdict)
    pdf = forged(edit(_data(world, verdict)), world["signer"])
    result = _verify(world, _write(world, f"acuse-mezcla-{verdict}.pdf", pdf))
    assert result.returncode == 1
    assert said in result.stdout
    read = receipts_in.judge(club, "mezcla", pdf, the_registry)
    assert read.item is None
    assert outbox.find(club, item.file_sha256).state == outbox.PENDING


def _data_deadlines() -> list[dict]:
    return [
        {
            "articulo": "CH-15.3",
            "vence_canarias": "2026-12-01T21:00:00+00:00",
            "responsable": "Delegado local",
        }
    ]

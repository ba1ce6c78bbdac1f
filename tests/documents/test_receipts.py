"""The acuse de recibo as made: what its page and JSON say, read back from the files; the
federation's certificate loaded once (and refused in Spanish when wrong); receipts recorded in
the federation's database, one per received file."""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from delegate_app.documents import certificates, registry
from delegate_app.documents.certificates import SigningError
from delegate_app.documents.federation import receipt_check, receipts
from delegate_app.domain.federation.records import IntakeStatus, IntakeVerdict, MatchKey
from tests.helpers.receipts import SUMMER, WINTER
from tests.helpers.security import NOW, PASSPHRASE, authority, issue

ROOT = Path(__file__).resolve().parents[2]
PDFTOTEXT = shutil.which("pdftotext")
FILE_SHA = hashlib.sha256(b"acta recibida").hexdigest()
CONTENT = hashlib.sha256(b"contenido").hexdigest()
PLAZOS = [
    {
        "articulo": "CH-13.7",
        "descripcion": "Art. 13.7: cualquier reclamación sobre el encuentro debe llegar antes…",
        "vence": "2026-11-24T20:00:00",
        "responsable": "El club que reclama",
    },
    {
        "articulo": "CH-14",
        "descripcion": "Art. 14: ambos delegados comunican el resultado antes de las 21:00…",
        "vence": "2026-11-25T21:00:00",
        "responsable": "Ambos delegados",
    },
    {
        "articulo": "CH-15.3",
        "descripcion": "Art. 15.3: el delegado local remite el acta y las planillas…",
        "vence": "2026-12-01T21:00:00",
        "responsable": "Delegado local",
    },
]


def verdict(*, sha: str = FILE_SHA, status=IntakeStatus.ACCEPTED, mail=None) -> IntakeVerdict:
    acta = {"documento": "ACTA-2026/27-0007", "plazos": PLAZOS}
    return IntakeVerdict(
        file_name="buzon.mbox › mensaje 3 › acta.pdf",
        file_sha256=sha,
        status=status,
        reason="correcta",
        sport="ajedrez",
        match=MatchKey("2026/27", "Primera División", 3, "CD Tacoronte A", "CA La Laguna B"),
        content_hash=CONTENT,
        acta_json=json.dumps(acta),
        home_club="CD Tacoronte",
        away_club="Club Ajedrez La Laguna",
        signed_roles=("delegado_local", "delegado_visitante"),
        mail_received_at=mail,
    )


@pytest.fixture(scope="module")
def federation():
    ca = authority("Federación Canaria de Ajedrez")
    loaded = issue(ca, "Secretaría de la Federación", "00000000T")
    club = authority("CD Tacoronte")
    part = registry.club_part("CD Tacoronte", [club.certificate], [])
    signed = registry.sign_registry(
        registry.build_registry([part], ca.certificate, version=1), loaded
    )
    the_registry = registry.load_registry(signed)
    return {
        "ca": ca,
        "club": club,
        "registry": the_registry,
        "signer": receipts.federation_signer(loaded, registry=the_registry),
    }


def _issue(federation, folder, request):
    (issued,) = receipts.issue_receipts([request], federation["signer"], folder)
    return issued


def _page_text(path: Path) -> str:
    if PDFTOTEXT:
        text = subprocess.run(
            [PDFTOTEXT, "-layout", str(path), "-"], capture_output=True, text=True, check=True
        ).stdout
    else:  # pypdfium2, as verify reads it
        from delegate_app.documents.signature_policy import PageText

        with PageText(path.read_bytes()) as pages:
            text = pages.text(0)
    return " ".join(text.split())


def test_the_page_says_who_received_what_and_when(federation, tmp_path):
    request = receipts.ReceiptRequest(verdict(mail=WINTER - timedelta(seconds=20)), WINTER)
    issued = _issue(federation, tmp_path, request)
    text = _page_text(issued.pdf_path)
    for fact in (
        "FEDERACIÓN CANARIA DE AJEDREZ",
        "Acuse de recibo",
        "Primera División 2026/27, ronda 3: CD Tacoronte A – CA La Laguna B",
        "CD Tacoronte",
        "Club Ajedrez La Laguna",
        "ACTA-2026/27-0007",
        FILE_SHA,
        CONTENT,
        "23/11/2026 19:05:12 hora de Canarias (UTC+00:00)",
        "23/11/2026 19:05:12 UTC",
        "2026-11-23T19:04:52Z",  # the mail server's time, when the headers gave it
        federation["signer"].certificate_sha256,
        "Delegado local, Delegado visitante",
    ):
        assert fact in text, fact
    assert issued.received_at == WINTER
    assert issued.receipt_sha256 == hashlib.sha256(issued.pdf_path.read_bytes()).hexdigest()


def test_in_summer_canarian_time_is_an_hour_ahead_of_utc(federation, tmp_path):
    issued = _issue(federation, tmp_path, receipts.ReceiptRequest(verdict(), SUMMER))
    text = _page_text(issued.pdf_path)
    assert "08/06/2026 21:15:00 hora de Canarias (UTC+01:00)" in text
    assert "08/06/2026 20:15:00 UTC" in text
    data = json.loads(issued.json_path.read_bytes())
    assert data["recibido_utc"] == "2026-06-08T20:15:00Z"
    assert data["recibido_canarias"] == "2026-06-08T21:15:00+01:00"


def test_the_json_beside_the_pdf_is_the_one_inside_and_its_hash_is_on_the_page(
    federation, tmp_path
):
    issued = _issue(federation, tmp_path, receipts.ReceiptRequest(verdict(), WINTER))
    from delegate_app.documents.signing import read_attachment

    beside = issued.json_path.read_bytes()
    assert read_attachment(issued.pdf_path.read_bytes(), "acuse.json") == beside
    assert hashlib.sha256(beside).hexdigest() in _page_text(issued.pdf_path)
    data = json.loads(beside)
    assert data["formato"] == "delegado-acuse/2"
    assert receipt_check.schema_problems(data) == []


def test_only_the_sending_deadlines_the_receipt_time_meets_are_stated(federation, tmp_path):
    # CH-13.7 without incidents is a claim's deadline: not the acta's to meet.
    on_time = _issue(federation, tmp_path, receipts.ReceiptRequest(verdict(), WINTER))
    data = json.loads(on_time.json_path.read_bytes())
    assert [d["articulo"] for d in data["plazos_cumplidos"]] == ["CH-14", "CH-15.3"]
    assert data["plazos_cumplidos"][0]["vence_canarias"] == "2026-11-25T21:00:00+00:00"
    text = _page_text(on_time.pdf_path)
    assert "Art. 14 25/11/2026 21:00 Ambos delegados" in text
    late = WINTER + timedelta(days=3)  # after CH-14's 21:00 of 25/11, before CH-15.3
    later = _issue(federation, tmp_path / "tarde", receipts.ReceiptRequest(verdict(), late))
    data = json.loads(later.json_path.read_bytes())
    assert [d["articulo"] for d in data["plazos_cumplidos"]] == ["CH-15.3"]
    assert "Art. 14" not in _page_text(later.pdf_path)


def test_one_received_file_always_gets_the_same_number_and_file_names(federation, tmp_path):
    first = _issue(federation, tmp_path, receipts.ReceiptRequest(verdict(), WINTER))
    again = _issue(federation, tmp_path, receipts.ReceiptRequest(verdict(), WINTER))
    other = _issue(federation, tmp_path, receipts.ReceiptRequest(verdict(sha="ab" * 32), WINTER))
    assert first.pdf_path == again.pdf_path and first.json_path == again.json_path
    assert other.pdf_path != first.pdf_path
    assert first.pdf_path.name.startswith("acuse-2026-27-r3-cd-tacoronte-a-ca-la-laguna-b-AR-")
    assert sorted(p.suffix for p in tmp_path.iterdir()) == [".json", ".json", ".pdf", ".pdf"]


@pytest.mark.parametrize(
    ("status", "reason", "headline"),
    [
        (IntakeStatus.INCOMPLETE, "falta la firma de: Delegado visitante", "ACTA INCOMPLETA"),
        (IntakeStatus.REJECTED, "la firma no corresponde al contenido", "ARCHIVO RECHAZADO"),
    ],
)
def test_every_verdict_gets_a_receipt_stating_it_and_its_reason(
    federation, tmp_path, status, reason, headline
):
    from dataclasses import replace

    filed = replace(verdict(status=status), reason=reason)
    issued = _issue(federation, tmp_path, receipts.ReceiptRequest(filed, WINTER))
    data = json.loads(issued.json_path.read_bytes())
    assert data["estado"] == status.value and data["motivo"] == reason
    assert data["plazos_cumplidos"] == []  # only an accepted acta meets a deadline
    suffix = "-I" if status is IntakeStatus.INCOMPLETE else "-R"
    assert data["acuse"] == f"AR-{FILE_SHA[:12].upper()}{suffix}"
    assert issued.pdf_path.name.endswith(f"{data['acuse']}.pdf")
    text = _page_text(issued.pdf_path)
    assert f"Veredicto: {headline}" in text and f"Motivo: {reason}" in text
    assert "Plazos que cumple" not in text
    assert (data["acta"] is None) == (status is IntakeStatus.REJECTED)
    report = receipt_check.verify_receipt(issued.pdf_path.read_bytes(), federation["registry"])
    assert report.ok, report.problems
    assert report.stated_verdict == status.value


def test_a_rejected_file_that_is_no_acta_gets_a_receipt_naming_only_its_bytes(federation, tmp_path):
    garbage = IntakeVerdict(
        file_name="buzon › mensaje UID 9 › factura.pdf",
        file_sha256="ef" * 32,
        status=IntakeStatus.REJECTED,
        reason="no es un PDF",
    )
    issued = _issue(federation, tmp_path, receipts.ReceiptRequest(garbage, WINTER))
    data = json.loads(issued.json_path.read_bytes())
    assert data["encuentro"] is None and data["club_local"] is None and data["deporte"] is None
    assert issued.pdf_path.name == f"acuse-archivo-AR-{'EF' * 6}-R.pdf"
    text = _page_text(issued.pdf_path)
    assert "no dice de qué encuentro es" in text and "Archivo recibido" in text
    report = receipt_check.verify_receipt(issued.pdf_path.read_bytes(), federation["registry"])
    assert report.ok, report.problems


def test_a_reason_with_a_word_longer_than_a_line_still_verifies(federation, tmp_path):
    """The page breaks such a word across lines: the reason is held to the page without
    whitespace, so a genuine receipt is never refused for it."""
    from dataclasses import replace

    word = "entrada/" + "x" * 150 + ".pdf"
    filed = replace(verdict(status=IntakeStatus.REJECTED), reason=f"no es un PDF: {word}")
    issued = _issue(federation, tmp_path, receipts.ReceiptRequest(filed, WINTER))
    from delegate_app.documents.signature_policy import PageText

    with PageText(issued.pdf_path.read_bytes()) as pages:
        assert word not in pages.text(0)  # broken across lines, as verify reads it
    report = receipt_check.verify_receipt(issued.pdf_path.read_bytes(), federation["registry"])
    assert report.ok, report.problems


def test_a_rejected_files_overlong_claims_are_left_out_not_the_receipt(federation, tmp_path):
    from dataclasses import replace

    liar = replace(
        verdict(status=IntakeStatus.REJECTED), home_club="x" * 5000, acta_json=None, pdf=None
    )
    issued = _issue(federation, tmp_path, receipts.ReceiptRequest(liar, WINTER))
    data = json.loads(issued.json_path.read_bytes())
    assert data["club_local"] is None and data["club_visitante"] == "Club Ajedrez La Laguna"


def test_a_receipt_its_holder_could_not_verify_is_never_made(federation, tmp_path):
    from dataclasses import replace

    without_club = replace(verdict(), away_club=None)
    with pytest.raises(receipts.ReceiptError, match="«club_visitante» debe ser un texto"):
        receipts.issue_receipts(
            [receipts.ReceiptRequest(without_club, WINTER)], federation["signer"], tmp_path
        )
    assert list(tmp_path.iterdir()) == []


def test_an_out_folder_that_is_a_file_is_refused_in_spanish(federation, tmp_path):
    blocker = tmp_path / "acuses"
    blocker.write_text("no soy una carpeta")
    request = receipts.ReceiptRequest(verdict(), WINTER)
    with pytest.raises(receipts.ReceiptError, match="No se puede crear la carpeta de acuses"):
        receipts.issue_receipts([request], federation["signer"], blocker)


# --------------------------------------------------------------------------- the certificate


def _p12(ca, name: str, *, dni="00000000T", passphrase=PASSPHRASE, days=365) -> bytes:
    issued = certificates.issue_delegate_certificate(
        ca,
        full_name=name,
        licence=dni,
        not_before=NOW - timedelta(days=2),
        not_after=NOW + timedelta(days=days),
    )
    return certificates.pkcs12_bytes(
        issued.certificate, issued.private_key, passphrase, chain=issued.chain
    )


def test_the_federation_p12_is_loaded_once_and_named_after_its_authority(federation, tmp_path):
    p12 = tmp_path / "federacion.p12"
    p12.write_bytes(_p12(federation["ca"], "Secretaría"))
    signer = receipts.load_federation_signer(p12, PASSPHRASE, registry=federation["registry"])
    assert signer.federation_name == "Federación Canaria de Ajedrez"
    requests = [receipts.ReceiptRequest(verdict(sha=f"{n:064x}"), WINTER) for n in range(3)]
    assert len(receipts.issue_receipts(requests, signer, tmp_path / "acuses")) == 3


def test_a_wrong_passphrase_or_a_bad_file_is_refused_in_spanish(federation, tmp_path):
    p12 = _p12(federation["ca"], "Secretaría")
    with pytest.raises(SigningError, match="La contraseña del certificado no es correcta"):
        receipts.load_federation_signer(p12, "otra clave")
    with pytest.raises(SigningError, match=r"no es un certificado \.p12/\.pfx válido"):
        receipts.load_federation_signer(b"esto no es un p12", PASSPHRASE)
    with pytest.raises(SigningError, match="No se puede leer el archivo del certificado"):
        receipts.load_federation_signer(tmp_path / "no-existe.p12", PASSPHRASE)


def test_a_clubs_certificate_is_refused_as_the_federations_before_signing_anything(federation):
    club_p12 = _p12(federation["club"], "Delegado del club", dni="12345678Z")
    with pytest.raises(receipts.ReceiptError, match="no es el de la federación que firma"):
        receipts.load_federation_signer(club_p12, PASSPHRASE, registry=federation["registry"])


def test_a_registered_persons_certificate_is_refused_even_issued_by_the_federation(tmp_path):
    ca = authority("Federación Canaria de Ajedrez")
    secretary = issue(ca, "Secretaría", "00000000T")
    arbiter = registry.Person("Rosa Díaz Marrero", "AT-0147", "55555555K")
    content = registry.build_registry([], ca.certificate, version=1, arbiters=[arbiter])
    the_registry = registry.load_registry(registry.sign_registry(content, secretary))
    p12 = _p12(ca, arbiter.name, dni=arbiter.dni)
    with pytest.raises(receipts.ReceiptError, match="una persona del registro"):
        receipts.load_federation_signer(p12, PASSPHRASE, registry=the_registry)


# --------------------------------------------------------------------------- the record


def test_receipts_are_recorded_once_per_received_file(federation, tmp_path):
    from delegate_app.store.federation.database import open_federation_db
    from delegate_app.store.federation.inbox import file_verdict, receipt_for

    db = open_federation_db(tmp_path / "federacion.sqlite3", create=True)
    try:
        filed = verdict()
        file_verdict(db, filed, WINTER)
        request = receipts.ReceiptRequest(filed, WINTER)
        (first,) = receipts.issue_receipts([request], federation["signer"], tmp_path / "a", db=db)
        stored = receipt_for(db, FILE_SHA)
        assert stored is not None
        assert stored.receipt_pdf == first.pdf_path.read_bytes()
        assert stored.receipt_json.encode() == first.json_path.read_bytes()
        # A second import, later: the club may hold the first receipt, so it is the one given.
        later = receipts.ReceiptRequest(filed, WINTER + timedelta(hours=5))
        (second,) = receipts.issue_receipts([later], federation["signer"], tmp_path / "b", db=db)
        assert second.pdf_path.read_bytes() == first.pdf_path.read_bytes()
        assert second.received_at == WINTER
        unfiled = receipts.ReceiptRequest(verdict(sha="cd" * 32), WINTER)
        with pytest.raises(receipts.ReceiptError, match="no se puede registrar su acuse"):
            receipts.issue_receipts([unfiled], federation["signer"], tmp_path / "c", db=db)
        assert not list((tmp_path / "c").iterdir())
    finally:
        db.close()


def test_a_file_accepted_on_re_verification_gets_its_acceptance_in_place_of_its_rejection(
    federation, tmp_path
):
    """One receipt kept per file: the rejection, until the file is accepted (re-verified with
    a newer registry); then the acceptance, another number, and never a rejection again."""
    from dataclasses import replace

    from delegate_app.store.federation.database import open_federation_db
    from delegate_app.store.federation.inbox import file_verdict, receipt_for
    from delegate_app.store.federation.known_files import find_receipts

    db = open_federation_db(tmp_path / "federacion.sqlite3", create=True)
    signer = federation["signer"]
    try:
        refused = replace(verdict(status=IntakeStatus.REJECTED), reason="autoridad desconocida")
        file_verdict(db, refused, WINTER)
        request = receipts.ReceiptRequest(refused, WINTER)
        (rejection,) = receipts.issue_receipts([request], signer, tmp_path / "a", db=db)
        assert json.loads(receipt_for(db, FILE_SHA).receipt_json)["estado"] == "rechazada"
        (again,) = receipts.issue_receipts([request], signer, tmp_path / "b", db=db)
        assert again.pdf_path.read_bytes() == rejection.pdf_path.read_bytes()
        accepted = receipts.ReceiptRequest(verdict(), WINTER)
        (acceptance,) = receipts.issue_receipts([accepted], signer, tmp_path / "c", db=db)
        stored = json.loads(receipt_for(db, FILE_SHA).receipt_json)
        assert stored["estado"] == "aceptada" and stored["acuse"] == f"AR-{FILE_SHA[:12].upper()}"
        assert acceptance.received_at == WINTER  # the first reception, as before
        assert [r.number for r in find_receipts(db, FILE_SHA)] == [stored["acuse"]]
        # a rejection asked for afterwards gets the acceptance: it is final
        (late,) = receipts.issue_receipts([request], signer, tmp_path / "d", db=db)
        assert late.pdf_path.read_bytes() == acceptance.pdf_path.read_bytes()
    finally:
        db.close()


# --------------------------------------------------------------------------- format and start-up


@pytest.mark.parametrize("status", list(IntakeStatus))
def test_the_documented_schema_describes_acuse_json(federation, tmp_path, status):
    schema = json.loads((ROOT / "docs" / "acuse-2.schema.json").read_text())
    filed = verdict(mail=WINTER, status=status)
    issued = _issue(federation, tmp_path, receipts.ReceiptRequest(filed, WINTER))
    data = json.loads(issued.json_path.read_bytes())
    assert set(data) == set(schema["required"]) == set(schema["properties"])
    assert schema["additionalProperties"] is False
    assert data["formato"] == schema["properties"]["formato"]["const"] == receipts.FORMAT
    assert data["estado"] in schema["properties"]["estado"]["enum"]
    for key in ("encuentro", "archivo", "acta"):
        if data[key] is not None:
            assert set(data[key]) == set(schema["properties"][key]["required"]), key
    if status is IntakeStatus.ACCEPTED:
        deadline = schema["properties"]["plazos_cumplidos"]["items"]
        assert set(data["plazos_cumplidos"][0]) == set(deadline["required"])
        # format 1, still read, is format 2's acceptance without its reason
        old = json.loads((ROOT / "docs" / "acuse.schema.json").read_text())
        assert set(old["required"]) == set(data) - {"motivo"}
        assert old["properties"]["formato"]["const"] == "delegado-acuse/1"


def test_making_receipts_keeps_reportlab_and_pyhanko_off_the_import():
    code = (
        "import sys; import delegate_app.documents.federation.receipts; "
        "print([m for m in ('reportlab', 'pyhanko') if m in sys.modules])"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True
    )
    assert result.stdout.strip() == "[]"


def test_received_at_must_say_its_time_zone(federation, tmp_path):
    naive = datetime(2026, 11, 23, 19, 5, 12)
    with pytest.raises(ValueError, match="timezone-aware"):
        receipts.issue_receipts(
            [receipts.ReceiptRequest(verdict(), naive)], federation["signer"], tmp_path
        )


def test_acuse_json_is_read_within_limits_and_never_crashes():
    deep = b"[" * 50 + b"]" * 50
    data, check = receipt_check.load_data(deep)
    assert data is None and "anida demasiados niveles" in check.detail
    data, check = receipt_check.load_data(b"{" + b" " * 70_000 + b"}")
    assert data is None and "demasiado" in check.detail
    data, check = receipt_check.load_data(b"\xff\xfe no es texto")
    assert data is None and "no es JSON válido" in check.detail
    data, check = receipt_check.load_data(b'{"formato": "delegado-acuse/1"}')
    assert data is None and "falta «acta»" in check.detail

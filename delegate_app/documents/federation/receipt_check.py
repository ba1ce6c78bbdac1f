"""Verify an "acuse de recibo" (receipts.py) as a club or anyone holding it would: no Qt, offline.

A receipt is proof of sending on time only if nobody but the federation could have made it and
nothing in it changed. So a receipt holds when, and only when:

- it carries exactly one signature, intact, covering the whole file, certifying the document
  with no later change allowed, and by a certificate that chains to the federation certificate
  of the registry, never to a club's authority or a public one, and not a registered person's;
- acuse.json follows its schema strictly (docs/acuse.schema.json: every key known, present and
  of its type, the two times the same moment) and is the canonical form whose SHA-256 the page
  prints;
- the page shows what acuse.json says: the receipt number, both times, both hashes, the match,
  the clubs and the federation's certificate, word for word (receipt_page.printed_facts); and,
  in format 2, its verdict's headline and its reason, and no other verdict's headline.

Both formats are read: "delegado-acuse/2" (every verdict) and "delegado-acuse/1" (accepted
actas only, issued before). A receipt that verifies is genuine, whatever its verdict: the
report says which (`verdict_text`), and a club's outbox reads it from `data["estado"]`.

`relate` ties a receipt to an acta file given with it (`delegado verify ACTA.pdf ACUSE.pdf`).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from datetime import UTC
from typing import TYPE_CHECKING, Any

from delegate_app.documents import acta_schema, signing
from delegate_app.documents.certificates import SigningError
from delegate_app.documents.check import Check
from delegate_app.documents.federation import receipt_page, receipts
from delegate_app.documents.federation.receipt_format import schema_problems, signer_problem

if TYPE_CHECKING:
    from delegate_app.documents.registry import Registry

MAX_JSON_BYTES = 64 * 1024
NO_REGISTRY = (
    "Un acuse de recibo solo se comprueba con el registro federativo (--registry REGISTRO): "
    "es él quien dice cuál es el certificado de la federación."
)

SIGNATURE_CHECK = "Firma de la federación"
DATA_CHECK = "Datos del acuse"
HASH_CHECK = "Huella de los datos (SHA-256)"
PAGE_CHECK = "Lo impreso en el acuse"
RELATION_CHECK = "Acta del acuse"


@dataclass
class ReceiptReport:
    size: int
    signatures: list[signing.SignatureReport] = field(default_factory=list)
    checks: list[Check] = field(default_factory=list)
    data: dict[str, Any] | None = None
    fatal: str | None = None
    registry_label: str | None = None
    at_signing_time: bool = False

    @property
    def problems(self) -> list[str]:
        found = [self.fatal] if self.fatal else []
        found += [f"{check.name}: {check.detail}" for check in self.checks if not check.ok]
        return found

    @property
    def ok(self) -> bool:
        return not self.problems and bool(self.checks)

    @property
    def complete(self) -> bool:
        return self.ok  # a receipt has one signature: there is no "incomplete" receipt

    @property
    def verdict(self) -> str:
        return "correcto" if self.ok else "no verificado"

    @property
    def acta_sha256(self) -> str | None:
        return self.data["archivo"]["sha256"] if self.data else None

    @property
    def stated_verdict(self) -> str | None:
        """What the federation made of the file: "aceptada", "incompleta" or "rechazada"."""
        return str(self.data["estado"]) if self.data else None

    def add(self, check: Check) -> None:
        self.checks.append(check)

    def lines(self) -> list[str]:
        """The report in Spanish, as `delegado verify` prints it."""
        number = self.data["acuse"] if self.data else "(sin identificar)"
        out = [f"Acuse de recibo {number} · {self.size} bytes"]
        if self.data:
            out.append(f"Encuentro: {receipts.match_label(self.data)}")
            out.append(f"Recibida: {receipts.local_time_text(self.data)}")
            out.append(f"          {receipts.utc_time_text(self.data)}")
            out.append(f"SHA-256 del archivo recibido: {self.data['archivo']['sha256']}")
            if self.data["acta"] is not None:
                out.append(f"Huella de acta.json: {self.data['acta']['hash_contenido']}")
            out.append(f"Veredicto de la federación: {verdict_text(self.data)}")
        if self.registry_label:
            out.append(self.registry_label)
        if self.fatal:
            out.append(f"✖ {self.fatal}")
        for check in self.checks:
            out.append(f"  {'✔' if check.ok else '✖'} {check.name}: {check.detail}")
        if self.ok:
            out.append(
                "RESULTADO: acuse correcto. Lo firmó la federación y nada ha cambiado desde "
                f"entonces. Dice: {verdict_text(self.data or {})}."
            )
        else:
            out.append("RESULTADO: ACUSE NO VERIFICADO.")
            out += [f"  - {problem}" for problem in self.problems]
        return out

    def as_dict(self) -> dict[str, Any]:
        signature = self.signatures[0] if len(self.signatures) == 1 else None
        return {
            "tipo": "acuse de recibo",
            "correcto": self.ok,
            "veredicto": self.verdict,
            "acuse": self.data,
            "registro": self.registry_label,
            "bytes": self.size,
            "firmante": signature.signer_name if signature else None,
            "fecha_de_firma": (
                signature.signed_at.isoformat() if signature and signature.signed_at else None
            ),
            "comprobaciones": [check.as_dict() for check in self.checks],
            "problemas": self.problems,
        }


def verdict_text(data: dict[str, Any]) -> str:
    """ "aceptada", or "rechazada (reason)": the verdict as the receipt states it."""
    verdict = str(data.get("estado", ""))
    reason = data.get("motivo")
    return f"{verdict} ({reason})" if reason and verdict != "aceptada" else verdict


# --------------------------------------------------------------------------- recognising one


def is_receipt(pdf_bytes: bytes) -> bool:
    """A PDF carrying acuse.json is judged as a receipt (and fails as one if it is not)."""
    try:
        signing.read_attachment(pdf_bytes, receipts.ATTACHMENT_NAME)
    except SigningError:
        return False
    except Exception:  # a hostile file: verify_acta gives it its verdict
        return False
    return True


# --------------------------------------------------------------------------- the data


def load_data(raw: bytes) -> tuple[dict[str, Any] | None, Check]:
    """acuse.json read within limits and held to its schema and its canonical form."""
    if len(raw) > MAX_JSON_BYTES:
        return None, Check(DATA_CHECK, False, f"acuse.json ocupa {len(raw)} bytes: demasiado")
    try:
        text = raw.decode("utf-8")
        if acta_schema.depth_of(text) > 4:
            return None, Check(DATA_CHECK, False, "acuse.json anida demasiados niveles")
        data = json.loads(text)
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None, Check(DATA_CHECK, False, "acuse.json no es JSON válido")
    problems = schema_problems(data)
    if problems:
        return None, Check(DATA_CHECK, False, "no sigue su esquema: " + "; ".join(problems))
    if receipts.canonical(data) != raw:
        return None, Check(DATA_CHECK, False, "acuse.json no está en su forma canónica")
    return data, Check(DATA_CHECK, True, f"sigue el esquema {receipts.FORMAT}")


# --------------------------------------------------------------------------- the signature


def _signature_check(
    pdf_bytes: bytes, reports: list[signing.SignatureReport], registry: Registry
) -> Check:
    if not reports:
        return Check(SIGNATURE_CHECK, False, "el acuse no lleva ninguna firma digital")
    if len(reports) > 1:
        return Check(SIGNATURE_CHECK, False, f"el acuse lleva {len(reports)} firmas, no una")
    (report,) = reports
    problems = []
    if report.field != receipts.FIELD_NAME:
        problems.append(f"la firma está en el campo «{report.field}», no en el de la federación")
    if not report.intact:
        problems.append("la firma no corresponde al contenido: el acuse se modificó")
    if report.expired_after_signing:
        problems.append(signing.EXPIRED_AFTER_SIGNING)
    elif not report.trusted:
        problems.append(
            "no la hizo el certificado de la federación del registro (ni uno que ella emitiera)"
        )
    if not report.covers_whole_file or report.modified_after:
        problems.append("la firma no cubre todo el archivo: se añadió algo después de firmar")
    if report.certificate is not None and report.trusted:
        problem = signer_problem(report.certificate, registry)
        if problem:
            problems.append(problem)
    if not problems:
        problems += _certification_problems(pdf_bytes)
    if problems:
        return Check(SIGNATURE_CHECK, False, "; ".join(problems))
    when = (
        f" (firmada el {report.signed_at.astimezone(UTC):%d/%m/%Y %H:%M} UTC)"
        if report.signed_at is not None
        else ""
    )
    return Check(
        SIGNATURE_CHECK,
        True,
        f"{report.signer_name or 'la federación'}, con el certificado de la federación del "
        f"registro; íntegra, cubre todo el archivo y no admite cambios{when}",
    )


def _certification_problems(pdf_bytes: bytes) -> list[str]:
    from pyhanko.sign.fields import MDPPerm

    try:
        (signature,) = signing.shared_reader(pdf_bytes).embedded_regular_signatures
        level = signature.docmdp_level
    except Exception:  # a hostile signature dictionary: a verdict, never a crash
        return ["la firma no se puede leer"]
    if level != MDPPerm.NO_CHANGES:
        return ["la firma no certifica el acuse contra todo cambio posterior"]
    return []


# --------------------------------------------------------------------------- the page


def _page_checks(report: ReceiptReport, raw: bytes, data: dict[str, Any], texts: list[str]) -> None:
    from delegate_app.documents.printed_pages import printed_on_pages

    if len(texts) != 1:
        report.add(Check(PAGE_CHECK, False, f"el acuse tiene {len(texts)} páginas, no una"))
        return
    printed_id, printed_hash = printed_on_pages(texts)
    actual = hashlib.sha256(raw).hexdigest()
    if printed_hash != actual:
        report.add(
            Check(HASH_CHECK, False, "la huella impresa en la página no es la de acuse.json")
        )
    else:
        report.add(Check(HASH_CHECK, True, f"{actual} coincide con la impresa en la página"))
    whole = texts[0]
    facts = receipts.printed_facts(data)
    absent = [fact for fact in facts if " ".join(fact.split()) not in whole]
    if printed_id != data["acuse"]:
        absent.insert(0, f"Documento {data['acuse']}")
    if not receipt_page.is_first_format(data):
        # Without spaces: a long word of the reason may be broken across two lines.
        line = receipt_page.reason_line(data)
        if "".join(line.split()) not in "".join(whole.split()):
            absent.append(line)
        # What the file or its sender wrote (its name, the reason, what it claims) may say
        # anything: the other verdicts are looked for in the rest of the page.
        rest = whole
        for own in (line, data["archivo"]["nombre"], *facts):
            rest = rest.replace(" ".join(own.split()), " ")
        shown = [other for other in receipt_page.other_verdicts(data) if other in rest]
        if shown:
            report.add(
                Check(
                    PAGE_CHECK,
                    False,
                    f"la página dice «{shown[0]}», y acuse.json dice «{data['estado']}»",
                )
            )
            return
    if absent:
        report.add(
            Check(
                PAGE_CHECK,
                False,
                "la página no dice lo que dice acuse.json: falta «" + "», «".join(absent) + "»",
            )
        )
    else:
        report.add(
            Check(
                PAGE_CHECK,
                True,
                "el número, el veredicto, las horas, las huellas, el encuentro y los clubes "
                "son los de acuse.json",
            )
        )


def _certificate_check(report: ReceiptReport, data: dict[str, Any]) -> None:
    if len(report.signatures) != 1 or report.signatures[0].certificate is None:
        return
    actual = signing.fingerprint(report.signatures[0].certificate)
    if actual != data["certificado_federacion"]:
        report.add(
            Check(
                "Certificado impreso",
                False,
                "el acuse dice otro certificado de la federación que el que lo firma",
            )
        )


# --------------------------------------------------------------------------- entry points


def verify_receipt(
    pdf_bytes: bytes, registry: Registry | None, *, at_signing_time: bool = False
) -> ReceiptReport:
    """Everything `delegado verify` reports about a receipt, judged with `registry`."""
    from delegate_app.documents import signature_policy

    report = ReceiptReport(size=len(pdf_bytes), at_signing_time=at_signing_time)
    if registry is None:
        report.fatal = NO_REGISTRY
        return report
    report.registry_label = registry.describe()
    if len(pdf_bytes) > acta_schema.MAX_PDF_BYTES:
        report.fatal = f"El archivo ocupa {len(pdf_bytes)} bytes: no es un acuse de recibo."
        return report
    try:
        report.signatures = signing.validate_signatures(
            pdf_bytes, [registry.federation], at_signing_time=at_signing_time
        )
        raw = signing.read_attachment(pdf_bytes, receipts.ATTACHMENT_NAME)
        pages = signature_policy.PageText(pdf_bytes, 4)
    except SigningError as exc:
        report.fatal = str(exc)
        return report
    except Exception:  # a hostile file gets a verdict, never a traceback
        report.fatal = "El archivo no es un PDF válido o está dañado."
        return report
    report.add(_signature_check(pdf_bytes, report.signatures, registry))
    data, data_check = load_data(raw)
    report.add(data_check)
    with pages:
        try:
            texts = [pages.text(index) for index in range(len(pages))]
        except Exception:
            report.fatal = "Las páginas del acuse no se pueden leer."
            return report
    if data is None:
        return report
    report.data = data
    _certificate_check(report, data)
    _page_checks(report, raw, data, texts)
    return report


def relate(report: ReceiptReport, actas: list[tuple[str, str, str | None]]) -> None:
    """Hold the receipt to the acta files given with it, each as (name, SHA-256 of the file,
    content hash acta.json states): one must be the acta it acknowledges."""
    if not actas or report.data is None:
        return
    wanted_file = report.data["archivo"]["sha256"]
    # A rejected file's receipt names no acta: only its bytes' hash relates it.
    acta = report.data["acta"]
    wanted_content = acta["hash_contenido"] if acta is not None else ""
    same_file = [name for name, file_sha, _ in actas if file_sha == wanted_file]
    same_data = [name for name, _, content in actas if content == wanted_content]
    if same_file:
        detail = f"acusa recibo de {same_file[0]} (el mismo archivo, byte a byte)"
        report.add(Check(RELATION_CHECK, True, detail))
    elif same_data:
        detail = (
            f"acusa recibo de los mismos datos que {same_data[0]} (huella {wanted_content}), "
            "aunque de otro archivo: otra exportación o firma de la misma acta"
        )
        report.add(Check(RELATION_CHECK, True, detail))
    else:
        report.add(
            Check(
                RELATION_CHECK,
                False,
                "no es el acuse de ninguna de las actas dadas: acusa recibo del archivo con "
                f"SHA-256 {wanted_file} (datos {wanted_content or '—'})",
            )
        )

"""Verify a signed acta PDF: its signatures and the data it carries (no Qt, no network).

Two halves, both needed for "everything holds":

- the PAdES signatures (`signing.validate_signatures`): intact, trusted, covering the file,
  nothing but later signatures added after each one;
- acta.json re-checked on its own: the SHA-256 of its content is the one printed on every page
  and the one the drawn signatures were bound to, each annex hash holds, and the sport's own
  re-checks, taken from its entry in documents/acta_sports.py: for chess the score, the lineup
  order, the incident articles and the sealed-move envelopes (chess/verify.py), for domino
  every Hoja de Anotaciones replayed hand by hand with the domain's rules (domino/verify.py).

A signature proves who vouched for the bytes; the re-check proves that what they vouched for is
consistent. A PDF made by hand with a self-consistent but false acta.json still needs a trusted
signature to pass.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from delegate_app.documents import acta_schema, printed_pages, signing
from delegate_app.documents.certificates import SigningError
from delegate_app.documents.check import Check
from delegate_app.documents.check import count as _count
from delegate_app.documents.signing_time import (
    NO_TIME_EVIDENCE,
    SIGNING_TIME_NOTE,
    closed_at,
    moment_text,
    time_check,
)
from delegate_app.documents.verify_roles import (
    NO_REGISTRY,
    missing_roles,
    required_roles,
    roles_check,
)
from delegate_app.domain.acta_hash import content_hash, is_hash

if TYPE_CHECKING:
    from delegate_app.documents.registry import Registry
    from delegate_app.documents.trust_roots import TrustRoot

ROLE_LABELS = signing.SIGNATURE_ROLES
NO_SIGNATURES = "el PDF no lleva ninguna firma digital"
NO_TRUST_HINT = (
    "Sin certificados de confianza no se puede saber quién firmó: indique el certificado de la "
    "autoridad del club o de la federación (--trust CA.pem)."
)
MAX_PAGES = acta_schema.MAX_PAGES
_KEYWORD_HASH = re.compile(r"sha256:([0-9a-f]{64})")


@dataclass
class VerificationReport:
    size: int
    signatures: list[signing.SignatureReport] = field(default_factory=list)
    checks: list[Check] = field(default_factory=list)
    unsigned_fields: list[str] = field(default_factory=list)
    document_id: str | None = None
    printed_hash: str | None = None
    trust_given: bool = False
    fatal: str | None = None  # the file could not be read at all
    # Roles the acta requires (both delegates, the arbiter when it names one) left unsigned.
    missing_roles: list[str] = field(default_factory=list)
    required_roles: list[str] | None = None  # known once acta.json has been read
    registry_used: bool = False
    registry_label: str | None = None  # which registry judged the roles, for the record
    at_signing_time: bool = False
    # The federation's reception time (its receipt, or the intake's record): the certificates
    # were judged then; None: judged now (or at the moment the caller gave).
    evidence: datetime | None = None
    closed_at: datetime | None = None  # acta.json's close, once read
    # acta.json is of another format version: input this Delegado cannot judge (exit code 2).
    unsupported_format: bool = False

    @property
    def complete(self) -> bool:
        """Everything present holds and every role the acta requires has signed."""
        return self.ok and not self.missing_roles

    @property
    def unsupported(self) -> bool:
        """Not judged rather than failed: acta.json is of another format version and every
        signature holds (a broken signature fails whatever the version)."""
        return self.unsupported_format and all(s.valid for s in self.signatures)

    @property
    def verdict(self) -> str:
        if self.unsupported:
            return "formato no admitido"
        if not self.ok:
            return "no verificada"
        return "incompleta" if self.missing_roles else "correcta"

    @property
    def problems(self) -> list[str]:
        found = [self.fatal] if self.fatal else []
        if self.fatal is None and not self.signatures:
            found.append(NO_SIGNATURES)
        for report in self.signatures:
            if not report.valid:
                found.append(f"firma «{_field_label(report.field)}»: {report.reason}")
        found += [f"{check.name}: {check.detail}" for check in self.checks if not check.ok]
        return found

    @property
    def ok(self) -> bool:
        return not self.problems

    def lines(self, trust_hint: str = NO_TRUST_HINT) -> list[str]:
        """The report as a delegate reads it in a terminal, in Spanish; the window passes its
        own hint, which names its button instead of the command's flag."""
        out = [f"Acta {self.document_id or '(sin identificar)'} · {self.size} bytes"]
        if self.printed_hash:
            out.append(f"SHA-256 de los datos impreso: {self.printed_hash}")
        if self.registry_label:
            out.append(self.registry_label)
        if self.fatal:
            out.append(f"✖ {self.fatal}")
        out.append("Firmas digitales:")
        if not self.signatures:
            out.append("  ✖ ninguna")
        for report in self.signatures:
            mark = "✔" if report.valid else "✖"
            who = report.signer_name or "firmante desconocido"
            if report.signer_id:
                who += f" ({report.signer_id})"
            when = moment_text(report.signed_at)
            out.append(f"  {mark} {_field_label(report.field)}: {who}, {when}")
            flags = (
                f"íntegra: {_yes(report.intact)}",
                f"de confianza: {_yes(report.trusted)}",
                f"cubre todo el documento: {_yes(report.covers_whole_file)}",
                f"cambios posteriores: {_yes(report.modified_after)}",
            )
            out.append("      " + " · ".join(flags))
            for problem in report.problems:
                out.append(f"      · {problem}")
        if self.unsigned_fields:
            pending = ", ".join(
                _field_label(name)
                + (" (no hace falta)" if name not in (self.required_roles or [name]) else "")
                for name in self.unsigned_fields
            )
            out.append(f"  Campos sin firmar: {pending}")
        if self.signatures and not self.trust_given:
            out.append(f"  {trust_hint}")
        elif self.signatures and not self.registry_used:
            out.append(f"  {NO_REGISTRY}")
        if self.at_signing_time and self.signatures:
            if self.evidence is not None:
                out.append(f"  {SIGNING_TIME_NOTE.format(moment_text(self.evidence, ''))}")
            else:
                out.append(f"  {NO_TIME_EVIDENCE}")
        if self.checks:
            out.append("Datos del acta (acta.json):")
        for check in self.checks:
            out.append(f"  {'✔' if check.ok else '✖'} {check.name}: {check.detail}")
        if self.complete:
            out.append("RESULTADO: correcta. Todas las firmas y los datos se sostienen.")
        elif self.ok:
            missing = ", ".join(_field_label(role) for role in self.missing_roles)
            out.append(
                f"RESULTADO: INCOMPLETA. Lo presente se sostiene, pero falta la firma de: "
                f"{missing}."
            )
        elif self.unsupported:
            out.append("RESULTADO: NO VERIFICADA: el acta es de otra versión de Delegado.")
            out += [f"  - {problem}" for problem in self.problems]
        else:
            out.append("RESULTADO: NO VERIFICADA.")
            out += [f"  - {problem}" for problem in self.problems]
        return out

    def as_dict(self) -> dict[str, Any]:
        return {
            "correcta": self.complete,
            "veredicto": self.verdict,
            "firmas_que_faltan": list(self.missing_roles),
            "con_registro": self.registry_used,
            "registro": self.registry_label,
            "documento": self.document_id,
            "sha256_impreso": self.printed_hash,
            "bytes": self.size,
            "firmas": [
                {
                    "campo": r.field,
                    "papel": _field_label(r.field),
                    "firmante": r.signer_name,
                    "identificador": r.signer_id,
                    "fecha": r.signed_at.isoformat() if r.signed_at else None,
                    "integra": r.intact,
                    "de_confianza": r.trusted,
                    "cubre_todo_el_documento": r.covers_whole_file,
                    "cambios_posteriores": r.modified_after,
                    "valida": r.valid,
                    "caducado_despues_de_firmar": r.expired_after_signing,
                    "hora_de_firma_con_sello_de_confianza": r.trusted_time,
                    "problemas": list(r.problems),
                }
                for r in self.signatures
            ],
            "campos_sin_firmar": list(self.unsigned_fields),
            "comprobaciones": [check.as_dict() for check in self.checks],
            "problemas": self.problems,
        }


def _field_label(name: str) -> str:
    return ROLE_LABELS.get(name, name)


def _yes(value: bool) -> str:
    return "sí" if value else "no"


# --------------------------------------------------------------------------- the PDF side


def _printed(pdf_bytes: bytes) -> tuple[str | None, str | None, list[str]]:
    """(document ID, data hash) as the PDF's info dictionary states them, and the empty fields.

    Only a fallback for display: the checks read what the pages print (`page_texts`).
    """
    from pyhanko.sign import fields

    reader = signing.shared_reader(pdf_bytes)
    keywords = ""
    with contextlib.suppress(KeyError, TypeError, AttributeError):
        keywords = str(reader.trailer["/Info"].get("/Keywords", ""))
    match = _KEYWORD_HASH.search(keywords)
    doc_id = (keywords.split(",")[0].strip() or None) if keywords else None
    # Plain str: pyHanko's strings hold their whole parsed PDF (300 KB to pickle to a batch).
    empty = [str(name) for name, value, _ in fields.enumerate_sig_fields(reader) if value is None]
    return doc_id, match.group(1) if match else None, empty


# --------------------------------------------------------------------------- the data side


def _hash_check(data: dict[str, Any], printed: str | None) -> Check:
    name = "Huella de los datos (SHA-256)"
    try:
        actual = content_hash(data["contenido"])
    except (KeyError, TypeError, ValueError) as exc:
        return Check(name, False, f"el contenido no se puede resumir ({exc})")
    stated = data.get("hash_contenido")
    if stated != actual:
        return Check(
            name, False, "el contenido adjunto no corresponde a su huella: se ha modificado"
        )
    if printed is None:
        return Check(name, False, "el PDF no dice qué huella se imprimió")
    if printed != actual:
        return Check(
            name,
            False,
            f"el contenido adjunto (huella {actual[:16]}…) no es el impreso en el acta "
            f"({printed[:16]}…)",
        )
    if data.get("cerrada") and data.get("hash_cierre") != actual:
        return Check(name, False, "la huella no es la que se guardó al cerrar el acta")
    return Check(name, True, f"{actual} coincide con la impresa en cada página")


def _hand_signature_check(data: dict[str, Any]) -> Check:
    name = "Firmas manuscritas del acta"
    try:
        stated = data.get("hash_contenido")
        firmas = [f for f in data.get("firmas", []) if f.get("valida")]
        bound = [f for f in firmas if f.get("hash_contenido") == stated]
        if len(bound) != len(firmas):
            return Check(name, False, "hay firmas dadas a un contenido distinto del adjunto")
        if not data.get("cerrada"):
            return Check(
                name, True, f"acta sin cerrar; {_count(len(bound), 'firma')} dadas a este contenido"
            )
        required = ["delegado_local", "delegado_visitante"]
        if signing.acta_arbiter(data):
            required.append("arbitro")
        signed = {f.get("papel") for f in bound}
        missing = [signing.SIGNATURE_ROLES.get(r, r) for r in required if r not in signed]
    except (KeyError, TypeError, AttributeError) as exc:
        return Check(name, False, f"las firmas no se pueden leer ({exc})")
    if missing:
        return Check(name, False, "acta cerrada sin la firma de: " + ", ".join(missing))
    return Check(name, True, f"{_count(len(bound), 'firma')}, todas dadas a este contenido")


def _annex_check(data: dict[str, Any]) -> Check | None:
    annexes = data.get("anexos") or []
    if not annexes:
        return None
    name = "Anexos"
    problems = []
    try:
        match_id = data["contenido"]["encuentro"]["id"]
        for number, annex in enumerate(annexes, start=1):
            expected = content_hash(
                {
                    "acta": data.get("hash_cierre"),
                    "anexo": annex["texto"],
                    "fecha": annex["fecha"],
                    "encuentro": match_id,
                }
            )
            if annex.get("hash") != expected:
                problems.append(f"el anexo {number} no corresponde a su huella")
            if any(f.get("hash_contenido") != annex.get("hash") for f in annex.get("firmas", [])):
                problems.append(f"el anexo {number} tiene firmas dadas a otro texto")
    except (KeyError, TypeError, ValueError) as exc:
        return Check(name, False, f"los anexos no se pueden leer ({exc})")
    if problems:
        return Check(name, False, "; ".join(problems))
    return Check(
        name, True, f"{_count(len(annexes), 'anexo')}, cada uno con su huella y sus firmas"
    )


def check_data(data: Any, printed_hash: str | None, printed_id: str | None) -> list[Check]:
    """Re-check acta.json on its own (no database needed): what both sports share, and the
    sport's own re-checks from its entry in the documents' table (acta_sports)."""
    from delegate_app.documents.acta_sports import SPORT_DOCUMENTS

    sport = acta_schema.labelled_sport(data)
    if sport is None or "contenido" not in data:
        return [Check("Datos del acta", False, "acta.json no tiene el formato de un acta")]
    checks = [_hash_check(data, printed_hash)]
    if printed_id is not None and data.get("documento") != printed_id:
        checks.append(
            Check(
                "Identificador",
                False,
                f"acta.json es del documento {data.get('documento')} y el PDF dice {printed_id}",
            )
        )
    checks += SPORT_DOCUMENTS[sport].data_checks(data, _hand_signature_check(data))
    annexes = _annex_check(data)
    return checks if annexes is None else [*checks, annexes]


# --------------------------------------------------------------------------- entry point


def verify_acta(
    pdf_bytes: bytes,
    trust_roots: Iterable[Any] = (),
    *,
    moment: datetime | None = None,
    registry: Any = None,
    at_signing_time: bool = False,
    evidence: datetime | None = None,
) -> VerificationReport:
    """Everything `delegado verify` and the verification screen report about one PDF.

    `registry` (documents.registry.Registry) binds each signature to its role's club; its
    certificates are then the trust roots. Without it only the trust roots given are used and
    who signs each role is not checked beyond "one certificate, one person, one role".

    The certificates are judged at `moment` (now when None). `evidence` is when the federation
    received this file (its receipt, or the intake's record): with `at_signing_time` the
    certificates are judged then instead; the time a signature states is the signer's clock
    and never chooses the moment. A signing time after that reference (or now) or before the
    acta was closed fails the acta.
    """
    roots = all_roots(trust_roots, registry)
    evidence = evidence if at_signing_time else None
    if evidence is not None:
        moment = evidence
    report = VerificationReport(
        size=len(pdf_bytes),
        trust_given=bool(roots),
        registry_used=registry is not None,
        at_signing_time=at_signing_time,
        evidence=evidence,
        registry_label=registry.describe() if registry is not None else None,
    )
    if len(pdf_bytes) > acta_schema.MAX_PDF_BYTES:
        report.fatal = (
            f"El archivo ocupa {len(pdf_bytes)} bytes; un acta no pasa de "
            f"{acta_schema.MAX_PDF_BYTES} bytes."
        )
        return report
    try:
        report.signatures = signing.validate_signatures(pdf_bytes, roots, moment=moment)
        report.document_id, _, report.unsigned_fields = _printed(pdf_bytes)
    except SigningError as exc:
        report.fatal = str(exc)
        return report
    except Exception:  # a hostile file must give a report, never a traceback
        report.fatal = "El archivo no es un PDF válido o está dañado."
        return report
    _check_everything(report, pdf_bytes, registry)
    if report.signatures and report.checks and not report.unsupported_format:
        reference = evidence or moment or datetime.now(UTC)
        report.checks.append(time_check(report, reference, evidence is not None))
    return report


def all_roots(trust_roots: Iterable[TrustRoot], registry: Registry | None) -> list[TrustRoot]:
    roots: list[TrustRoot] = list(trust_roots)
    if registry is not None:
        roots += registry.trust_roots()
    return roots


def _check_everything(
    report: VerificationReport, pdf_bytes: bytes, registry: Registry | None
) -> None:
    try:
        raw = signing.read_attachment(pdf_bytes)
    except SigningError as exc:
        report.checks.append(Check("Datos del acta", False, str(exc)))
        return
    try:
        data = acta_schema.load(raw)
    except acta_schema.ActaDataError as exc:
        report.checks.append(Check("Datos del acta", False, str(exc)))
        return
    other_version = acta_schema.version_problem(data)
    if other_version:
        report.unsupported_format = True
        report.checks.append(Check("Formato del acta", False, other_version))
        return
    shape = acta_schema.problems(data)
    if shape:
        report.checks.append(Check("Datos del acta", False, "; ".join(shape)))
        return
    # Every page (a domino acta's Hojas too) is the page acta.json renders to, object for
    # object; the fields are the layout's and each stamp is its signature's.
    shown = printed_pages.check_pages(
        pdf_bytes, data, report.signatures, sport=acta_schema.sport_of(data), max_pages=MAX_PAGES
    )
    report.printed_hash = shown.printed_hash
    report.document_id = shown.document_id or report.document_id
    report.checks = check_data(data, report.printed_hash, shown.document_id)
    report.checks += shown.checks
    report.checks.append(roles_check(report.signatures, data, registry))
    report.required_roles = required_roles(data)
    report.missing_roles = missing_roles(report.signatures, data)
    if report.signatures and not data.get("cerrada"):
        report.checks.append(
            Check(
                "Estado del acta",
                False,
                "se firmó digitalmente un borrador: el acta no estaba cerrada",
            )
        )
    report.document_id = report.document_id or data["documento"]
    report.closed_at = closed_at(data)
    if report.printed_hash is not None and not is_hash(report.printed_hash):
        report.printed_hash = None


# --------------------------------------------------------------------------- many files

EXIT_OK, EXIT_FAILED, EXIT_BAD_INPUT, EXIT_INCOMPLETE = 0, 1, 2, 3
# The worst first: any failure, then bad input, then a missing signature.
_SEVERITY = (EXIT_FAILED, EXIT_BAD_INPUT, EXIT_INCOMPLETE)


@dataclass
class FileVerdict:
    """One file of a batch: its report, or why it could not even be read."""

    path: str
    report: VerificationReport | None = None
    error: str | None = None  # unreadable or oversized: bad input, no report
    not_a_pdf: bool = False

    @property
    def exit_code(self) -> int:
        """0 complete, 1 failed, 2 bad input (not a PDF, unreadable, an acta.json of another
        format version), 3 a signature missing."""
        if self.report is None or self.not_a_pdf:
            return EXIT_BAD_INPUT
        if self.report.unsupported:
            return EXIT_BAD_INPUT
        if not self.report.ok:
            return EXIT_FAILED
        return EXIT_OK if self.report.complete else EXIT_INCOMPLETE


def worst_exit_code(verdicts: Iterable[FileVerdict]) -> int:
    codes = {verdict.exit_code for verdict in verdicts}
    return next((code for code in _SEVERITY if code in codes), EXIT_OK)


def verify_file(
    path: str | Any,
    trust_roots: Iterable[Any] = (),
    *,
    registry: Any = None,
    at_signing_time: bool = False,
    evidence: datetime | None = None,
) -> FileVerdict:
    """Read and verify one file, as `delegado verify` does for each it is given."""
    import os

    name = os.fspath(path)
    try:
        size = os.stat(name).st_size
        if size > acta_schema.MAX_PDF_BYTES:
            return FileVerdict(
                name,
                error=f"{name} ocupa {size} bytes; un acta no pasa de "
                f"{acta_schema.MAX_PDF_BYTES} bytes.",
            )
        with open(name, "rb") as source:
            pdf = source.read()
    except OSError as exc:
        from delegate_app.os_errors import os_reason

        return FileVerdict(name, error=f"No se puede leer «{name}»: {os_reason(exc)}.")
    report = verify_acta(
        pdf, trust_roots, registry=registry, at_signing_time=at_signing_time, evidence=evidence
    )
    # Not a PDF at all: wrong input rather than a failed acta.
    return FileVerdict(
        name, report, not_a_pdf=bool(report.fatal) and not pdf.lstrip().startswith(b"%PDF-")
    )

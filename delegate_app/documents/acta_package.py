"""The package sent to the federation: the acta PDF, signed or not, and its data as JSON beside it.

Both sports: a chess acta, or a domino Acta del Encuentro with every Hoja de Anotaciones, built
by their own document module and then signed, checked and written the same way.

Nothing is written until the PDF has been built, signed and checked by `verify.verify_acta`:
a wrong passphrase, an expired certificate or a signature that does not validate leaves no file
behind. Both files are written to temporary names in the target folder and renamed at the end.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path

from cryptography import x509

from delegate_app.documents import registry, signing
from delegate_app.documents.acta_common import ActaDocument
from delegate_app.documents.acta_sports import SPORT_DOCUMENTS
from delegate_app.documents.certificates import LoadedSigner, SigningError, load_signer
from delegate_app.documents.verify import VerificationReport, verify_acta
from delegate_app.os_errors import os_reason
from delegate_app.store.acta_reading import ActaRead, acta_locks, read_acta
from delegate_app.store.atomic_file import write_all_or_none
from delegate_app.store.calendar import list_matches
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.match_header import MatchHeader, match_header

log = logging.getLogger(__name__)

DEFAULT_ROLE = "delegado_local"
SIGN_REASON = "Conforme con el contenido del acta"


class ExportError(SigningError):
    """The acta could not be exported; nothing was written. The message says why, in Spanish."""


# --------------------------------------------------------------------------- file names


def slug(text: str) -> str:
    """ASCII letters, digits and hyphens only: safe on every file system and in an e-mail."""
    text = text.replace("½", "-medio").replace("ñ", "n").replace("Ñ", "N")
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^A-Za-z0-9]+", "-", plain).strip("-") or "x"


def federation_file_name(
    day: date, category: str, round_number: int, home: str, away: str, suffix: str = ".pdf"
) -> str:
    """2026-12-05_Preferente_R3_Club-A_Club-B.pdf: what the file is, at a glance."""
    return f"{day:%Y-%m-%d}_{slug(category)}_R{round_number}_{slug(home)}_{slug(away)}{suffix}"


def acta_file_name(db: Database, match_id: int) -> str:
    return file_name_of(match_header(db, match_id))


def file_name_of(header: MatchHeader) -> str:
    return federation_file_name(
        header.played_day, header.category, header.round_number, header.home_team, header.away_team
    )


# --------------------------------------------------------------------------- listing


SPORT_LABELS = {"ajedrez": "ajedrez", "domino": "dominó"}


@dataclass(frozen=True)
class ActaListing:
    match_id: int
    sport: str  # "ajedrez" or "domino"
    scheduled_at: datetime
    competition: str
    round_number: int
    home_team: str
    away_team: str
    match_status: str
    locked_at: datetime | None
    has_acta: bool

    @property
    def state(self) -> str:
        if self.locked_at is not None:
            return f"cerrada {self.locked_at:%d/%m/%Y %H:%M}"
        return "abierta" if self.has_acta else "sin acta"


def list_actas(db: Database) -> list[ActaListing]:
    """The matches of both sports in calendar order, with the state of their acta."""
    actas = acta_locks(db)
    return [
        ActaListing(
            match_id=row.id,
            sport=row.sport,
            scheduled_at=row.played_at or row.scheduled_at,
            competition=row.competition_name,
            round_number=row.round_number,
            home_team=row.home_team,
            away_team=row.away_team,
            match_status=row.status,
            locked_at=actas.get(row.id),
            has_acta=row.id in actas,
        )
        for row in list_matches(db)
        if row.sport in SPORT_LABELS
    ]


def read_for_export(db: Database, match_id: int) -> ActaRead:
    """The one read of the acta (``read_acta``); what the store refuses is an ExportError."""
    try:
        return read_acta(db, match_id)
    except StoreError as exc:
        raise ExportError(str(exc)) from exc


def document_for(read: ActaRead) -> ActaDocument:
    """The unsigned acta of either sport, built by its own document module."""
    return SPORT_DOCUMENTS[read.sport].document(read)


def acta_document_of(db: Database, match_id: int) -> ActaDocument:
    return document_for(read_for_export(db, match_id))


def build_pdf(db: Database, match_id: int) -> bytes:
    """The unsigned acta PDF of either sport (to print or to look at before signing)."""
    return acta_document_of(db, match_id).pdf


# --------------------------------------------------------------------------- signing and checking


def _own_roots(signer: LoadedSigner) -> list[x509.Certificate]:
    """The signer's own root: enough to tell a sound signature from a broken one."""
    chain = [signer.certificate, *signer.chain]
    roots = [c for c in chain if c.issuer == c.subject]
    return roots or [chain[-1]]


def self_check(pdf: bytes, signer: LoadedSigner | None) -> VerificationReport:
    """Validate our own output; raise ExportError unless every signature and the data hold.

    Trust is judged against the signer's own chain: whether the federation trusts that chain
    is for its verifier to say, not for the exporting laptop.
    """
    report = verify_acta(pdf, _own_roots(signer) if signer else ())
    failed = [check for check in report.checks if not check.ok]
    if report.fatal or failed:
        reasons = [report.fatal] if report.fatal else [f"{c.name}: {c.detail}" for c in failed]
        raise ExportError(
            "El PDF generado no supera su propia comprobación y no se ha guardado: "
            + "; ".join(reasons)
        )
    broken = [r for r in report.signatures if not r.intact or r.modified_after]
    if report.signatures and not report.signatures[-1].covers_whole_file:
        broken.append(report.signatures[-1])
    if signer is not None and not report.signatures:
        raise ExportError("El PDF firmado no contiene la firma; no se ha guardado nada.")
    if broken:
        raise ExportError(
            "La firma del PDF no se ha podido comprobar y no se ha guardado nada: "
            + "; ".join(r.reason or "firma no válida" for r in broken)
        )
    return report


def _signer(
    signer: LoadedSigner | str | os.PathLike[str] | bytes | None, passphrase: str | None
) -> LoadedSigner | None:
    if signer is None or isinstance(signer, LoadedSigner):
        return signer
    return load_signer(signer, passphrase or "")


def installed_registry_for(db: Database) -> registry.Registry | None:
    """The federation registry installed beside this database; a broken one is ignored here
    (the federation's verifier judges the roles anyway) but logged."""
    try:
        return registry.installed_registry(getattr(db, "path", None))
    except registry.RegistryError:
        log.warning("installed federation registry unreadable; signing without it")
        return None


def check_installed_registry(db: Database, pdf: bytes, role: str, signer: LoadedSigner) -> None:
    """Refuse, before signing `pdf`, a certificate the registry installed beside `db` does not
    bind to `role` of this acta (SigningError in Spanish); nothing when none is installed."""
    the_registry = installed_registry_for(db)
    if the_registry is None:
        return
    try:
        data = json.loads(signing.read_attachment(pdf))
    except ValueError:
        data = {}
    registry.signing_problem(the_registry, role, signer.certificate, data, signer.chain)


def _check_role(role: str) -> None:
    if role not in signing.SIGNATURE_ROLES:
        known = ", ".join(signing.SIGNATURE_ROLES)
        raise ExportError(f"Papel de firma desconocido: «{role}» (use {known}).")


def sign_bytes(
    pdf: bytes, signer: LoadedSigner, role: str, *, location: str, when: datetime | None = None
) -> bytes:
    _check_role(role)
    return signing.sign_pdf(pdf, role, signer, reason=SIGN_REASON, location=location, when=when)


# --------------------------------------------------------------------------- writing


def resolve_target(header: MatchHeader, out: str | os.PathLike[str]) -> Path:
    """A folder gets the federation's file name; a file name is used as given (.pdf added)."""
    path = Path(out)
    if path.is_dir() or str(out).endswith(("/", os.sep)):
        return path / file_name_of(header)
    return path if path.suffix.lower() == ".pdf" else path.with_name(path.name + ".pdf")


class ExportTargetError(ValueError):
    """Where the export should go cannot be used; the Spanish message says why."""


def folder_to_make(out: str | os.PathLike[str], target: Path) -> Path | None:
    """The folder an export must create first: one named with a trailing slash is made as the
    user meant (Path() drops the slash, so `out` is the text typed); a file in a folder that does
    not exist is refused (ExportTargetError) before anything is written."""
    folder = target.parent
    if folder.is_dir():
        return None
    if str(out).endswith(("/", "\\")):
        if folder.exists():
            raise ExportTargetError(f"«{folder}» existe y no es una carpeta. No se ha escrito.")
        return folder
    raise ExportTargetError(
        f"No existe la carpeta «{folder}». Para exportar a una carpeta nueva, termine --out en "
        f"«/» (por ejemplo «{folder}/»), y se creará. No se ha escrito nada."
    )


@contextlib.contextmanager
def made_for_export(folder: Path | None) -> Iterator[None]:
    """Create `folder` (when given) for the export inside; a refused or failed export leaves no
    empty folder behind."""
    if folder is None:
        yield
        return
    folder.mkdir(parents=True)
    try:
        yield
    except BaseException:
        if not any(folder.iterdir()):
            folder.rmdir()
        raise


@dataclass(frozen=True)
class ExportResult:
    pdf_path: Path
    json_path: Path
    report: VerificationReport
    signed: bool

    def __iter__(self):
        # export_acta's result unpacks as (pdf_path, json_path)
        return iter((self.pdf_path, self.json_path))


def export_acta(
    db: Database,
    match_id: int,
    out: str | os.PathLike[str],
    signer: LoadedSigner | str | os.PathLike[str] | bytes | None = None,
    passphrase: str | None = None,
    role: str = DEFAULT_ROLE,
    *,
    when: datetime | None = None,
    read: ActaRead | None = None,
) -> ExportResult:
    """Build the acta, sign it if a certificate is given, check it, then write PDF and JSON.

    `signer` is a loaded certificate, or a .p12 (path or bytes) opened with `passphrase`.
    `read` is the acta already read for this export (``read_for_export``), when the caller
    needed it first (the command line names the file before refusing to overwrite it).
    Raises SigningError (or its ExportError) with a Spanish message; nothing is written then.
    """
    _check_role(role)
    if read is None or read.match_id != match_id:
        read = read_for_export(db, match_id)
    target = resolve_target(read.header, out)
    if not target.parent.is_dir():
        raise ExportError(f"La carpeta {target.parent} no existe.")
    loaded = _signer(signer, passphrase)
    document = document_for(read)
    if loaded is not None and not document.view.locked:
        raise ExportError(
            "El acta todavía no está cerrada: primero firman en pantalla los delegados (y el "
            "árbitro, si lo hay). Un borrador se puede exportar sin firma digital."
        )
    pdf = document.pdf
    if loaded is not None:
        registry.signing_problem(
            installed_registry_for(db),
            role,
            loaded.certificate,
            json.loads(document.attachment),
            loaded.chain,
        )
        pdf = sign_bytes(pdf, loaded, role, location=document.view.venue, when=when)
    report = self_check(pdf, loaded)
    json_path = target.with_suffix(".json")
    try:
        write_all_or_none([(json_path, document.attachment + b"\n"), (target, pdf)])
    except OSError as exc:
        raise ExportError(
            f"No se pudo guardar el acta en {target.parent}: {os_reason(exc)}."
        ) from exc
    return ExportResult(target, json_path, report, loaded is not None)


def received_so_far(
    pdf: bytes,
    role: str,
    the_registry: registry.Registry | None,
    own_roots: list[x509.Certificate] | tuple = (),
) -> VerificationReport:
    """The acta as it arrived, verified before anyone adds a signature to it: everything
    present must hold (every signature intact and nothing but signatures after it, each page
    what acta.json renders to, the data, who signs each role), and `role` must still be
    unsigned. With the federation's registry every present signature must also be of the person
    the registry binds to its role for that club (the home delegate for "delegado_local");
    without one, who signed cannot be told and only the rest is required. ExportError (Spanish)
    otherwise; the report, for showing what was verified, when it holds."""
    report = verify_acta(pdf, own_roots, registry=the_registry)
    if report.fatal:
        raise ExportError(report.fatal)
    if report.unsupported_format:
        raise ExportError("; ".join(c.detail for c in report.checks if not c.ok))
    broken = [r for r in report.signatures if not r.intact or r.modified_after]
    if broken:
        raise ExportError(
            "Este PDF ya no está íntegro (" + "; ".join(r.reason or "" for r in broken) + "); "
            "no se firma. Pida el acta de nuevo a quien la envió."
        )
    problems = [f"{c.name}: {c.detail}" for c in report.checks if not c.ok]
    if the_registry is not None:
        problems += [
            f"firma «{signing.SIGNATURE_ROLES.get(r.field, r.field)}»: {r.reason}"
            for r in report.signatures
            if not r.valid
        ]
    if problems:
        raise ExportError(
            "El acta recibida no se sostiene y no se firma: " + "; ".join(problems) + "."
        )
    if any(r.field == role for r in report.signatures):
        raise ExportError("Esa firma ya está hecha; no se puede firmar dos veces el mismo campo.")
    return report


def add_signature(
    pdf_path: str | os.PathLike[str],
    signer: LoadedSigner | str | os.PathLike[str] | bytes,
    passphrase: str | None = None,
    role: str = "delegado_visitante",
    *,
    when: datetime | None = None,
    the_registry: registry.Registry | None = None,
    out: str | os.PathLike[str] | None = None,
) -> VerificationReport:
    """The next signer signs an exported acta, incrementally; checked before writing.

    The acta as it is must verify so far (`received_so_far`: with `the_registry`, every
    signature already in it must be of the person the registry binds to its role), and with
    `the_registry` a certificate it does not bind to `role` is refused before signing. No club
    database is needed: the visiting delegate signs on his own laptop the file the home
    delegate sent him. The result replaces the file, or goes to `out` (the received file is
    then left as it came).

    The earlier bytes are kept as they are (a signed PDF is never re-saved), so the signatures
    already in it stay valid.
    """
    _check_role(role)
    path = Path(pdf_path)
    try:
        pdf = path.read_bytes()
    except OSError as exc:
        raise ExportError(f"No se puede leer {path}: {os_reason(exc)}.") from exc
    loaded = _signer(signer, passphrase)
    assert loaded is not None
    location = ""
    data: dict = {}
    try:
        data = json.loads(signing.read_attachment(pdf))
        location = data["contenido"]["encuentro"]["lugar"]
    except (SigningError, ValueError, KeyError, TypeError):
        pass
    # The signer's own certificate first: the refusal he can act on himself.
    if the_registry is not None:
        registry.signing_problem(the_registry, role, loaded.certificate, data, loaded.chain)
    received_so_far(pdf, role, the_registry, _own_roots(loaded))
    signed = sign_bytes(pdf, loaded, role, location=location, when=when)
    report = self_check(signed, loaded)
    target = Path(out) if out is not None else path
    try:
        write_all_or_none([(target, signed)])
    except OSError as exc:
        raise ExportError(f"No se pudo guardar {target}: {os_reason(exc)}.") from exc
    return report

"""PAdES signatures on actas, added and checked offline with pyHanko.

The life of an acta PDF:

1. `add_signature_fields` turns the laid-out PDF into the unsigned acta: one empty signature
   field per role, in the boxes the layout reserved, and the acta data attached as acta.json.
2. `sign_pdf`, once per signer, appends an incremental revision with a PAdES B-B signature.
   The bytes before it are never touched: re-saving a PDF would break earlier signatures.
3. `validate_signatures` checks every signature against the trust roots given (the club or
   federation CA, FNMT...), without fetching anything from the network.

There is no timestamp server in a club hall: the signing time is the one the signer's
computer claims, and the PDF says so.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import hashlib
import logging
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from io import BytesIO
from typing import TYPE_CHECKING, Any

from asn1crypto import x509 as asn1_x509
from cryptography import x509
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from pyhanko.pdf_utils import content, embed, generic
from pyhanko.pdf_utils.incremental_writer import IncrementalPdfFileWriter
from pyhanko.pdf_utils.layout import AxisAlignment, BoxConstraints, Margins, SimpleBoxLayoutRule
from pyhanko.pdf_utils.misc import PdfError
from pyhanko.pdf_utils.reader import PdfFileReader
from pyhanko.sign import fields
from pyhanko.sign.diff_analysis import ModificationLevel
from pyhanko.sign.general import SigningError as PyHankoSigningError
from pyhanko.sign.validation import async_validate_pdf_signature
from pyhanko.sign.validation.settings import KeyUsageConstraints
from pyhanko.sign.validation.status import SignatureCoverageLevel
from pyhanko.stamp import StaticStampStyle
from pyhanko_certvalidator import ValidationContext

from delegate_app.documents import acta_schema, library_patches, signature_policy
from delegate_app.documents.certificates import LoadedSigner, SigningError
from delegate_app.documents.trust_reasons import (
    UNKNOWN_CERTIFICATE as UNKNOWN_CERTIFICATE,  # reports and tests read it from here
)
from delegate_app.documents.trust_reasons import (
    cert_valid_at,
    own_reason,
    trust_problem,
)
from delegate_app.documents.trust_roots import TrustRoot, as_asn1, root_set, validation_context

if TYPE_CHECKING:
    from pyhanko.sign.signers import PdfSignatureMetadata, PdfSigner, Signer
    from pyhanko.sign.signers.pdf_signer import PdfSigningSession
    from pyhanko.sign.validation.pdf_embedded import EmbeddedPdfSignature
    from pyhanko.sign.validation.status import PdfSignatureStatus

    from delegate_app.documents.pdf_blocks import FieldBox

log = logging.getLogger(__name__)
library_patches.install_readers()  # same results, faster (see the module)

# Field names are stable identifiers (the app finds a role's field by name); labels are printed.
SIGNATURE_ROLES: dict[str, str] = {
    "delegado_local": "Delegado local",
    "delegado_visitante": "Delegado visitante",
    "arbitro": "Árbitro",
}

ATTACHMENT_NAME = "acta.json"
ATTACHMENT_MIME = "application/json"

MODIFIED_AFTER_SIGNING = "el documento se modificó después de firmar"
INVALID_SIGNATURE = "la firma no es válida"
EXPIRED_AFTER_SIGNING = (
    "certificado caducado después de firmar: era válido a la hora de firma que declara el "
    "firmante, pero esa hora solo la dice su ordenador (con el acuse de recibo de la "
    "federación, --en-fecha-de-firma lo comprueba a la hora en que ella lo recibió)"
)

# Either usage is enough: FNMT certificates carry both, some other CAs only one.
_KEY_USAGE = KeyUsageConstraints(
    key_usage={"digital_signature", "non_repudiation"}, match_all_key_usages=False
)
# Later revisions that only fill other signature fields leave an earlier signature valid.
_ACCEPTED_LATER_CHANGES = (
    ModificationLevel.NONE,
    ModificationLevel.LTA_UPDATES,
    ModificationLevel.FORM_FILLING,
)
_FIELD_NAME = re.compile(r"^[A-Za-z][A-Za-z0-9_]*$")


_LAST_READ: list[tuple[bytes, PdfFileReader]] = []  # verify reads one file several times


def _reader(pdf_bytes: bytes) -> PdfFileReader:
    """A reader of `pdf_bytes`, shared by the successive reads of the same bytes object."""
    if _LAST_READ and _LAST_READ[0][0] is pdf_bytes:
        return _LAST_READ[0][1]
    try:
        reader = PdfFileReader(BytesIO(pdf_bytes))
    except (PdfError, ValueError, KeyError, IndexError) as exc:
        raise SigningError("El archivo no es un PDF válido o está dañado.") from exc
    _LAST_READ[:] = [(pdf_bytes, reader)]
    return reader


def shared_reader(pdf_bytes: bytes) -> PdfFileReader:
    return _reader(pdf_bytes)


# --------------------------------------------------------------------------- unsigned acta


def add_signature_fields(
    pdf_bytes: bytes,
    boxes: Sequence[FieldBox],
    *,
    attachment: bytes | None = None,
    attachment_name: str = ATTACHMENT_NAME,
    attachment_mime: str = ATTACHMENT_MIME,
    attachment_description: str = "Datos del acta en JSON",
    record_layout: bool = False,
    images: Sequence[bytes] = (),
) -> bytes:
    """The unsigned acta: empty signature fields in `boxes` and the data file attached.

    `record_layout` writes the fields' rectangles into the attached JSON object, so a verifier
    can tell the acta's own fields from any added later. `images` (the drawn signatures' PNGs)
    are attached too, each named by its SHA-256 (`image_name`), so that a verifier can lay the
    pages out again with them and require the same bytes.
    """
    if not boxes:
        raise ValueError("at least one signature field")
    names = [box.name for box in boxes]
    if len(set(names)) != len(names) or not all(_FIELD_NAME.match(n) for n in names):
        raise ValueError(f"signature field names must be unique identifiers: {names}")
    try:
        writer = IncrementalPdfFileWriter(BytesIO(pdf_bytes))
    except (PdfError, ValueError, KeyError, IndexError) as exc:
        raise SigningError("El archivo no es un PDF válido o está dañado.") from exc
    existing = {name for name, _, _ in fields.enumerate_sig_fields(writer)}
    if existing:
        raise SigningError("Este PDF ya tiene campos de firma; no se puede preparar de nuevo.")
    for box in boxes:
        fields.append_signature_field(
            writer,
            fields.SigFieldSpec(
                sig_field_name=box.name,
                on_page=box.page_index,
                box=box.rect,  # type: ignore[arg-type]  # pyHanko writes floats fine
                readable_field_name=f"Firma digital: {box.label}",
            ),
        )
    if attachment is not None:
        if record_layout:
            attachment = with_layout(attachment, boxes)
        _attach(writer, attachment_name, attachment, attachment_mime, attachment_description)
    for png in sorted(set(images)):
        _attach(writer, image_name(png), png, "image/png", "Firma manuscrita del acta")
    _derive_revision_id(writer, pdf_bytes, boxes, attachment)
    # pyHanko writes the clock into /ModDate when it saves; the same data must give the same
    # bytes, so that update is skipped (the document's dates come from the data).
    writer._update_meta = lambda: None  # type: ignore[method-assign]  # see above
    out = BytesIO()
    writer.write(out)
    return out.getvalue()


def image_name(png: bytes) -> str:
    """The attachment name of a drawn signature: the SHA-256 acta.json gives it."""
    return f"firma-{hashlib.sha256(png).hexdigest()}.png"


def _attach(
    writer: IncrementalPdfFileWriter, name: str, data: bytes, mime: str, description: str
) -> None:
    # No dates in the file's parameters: the same acta gives the same bytes.
    stream = embed.EmbeddedFileObject.from_file_data(
        writer, data=data, mime_type=mime, params=embed.EmbeddedFileParams()
    )
    embed.embed_file(
        writer,
        embed.FileSpec(
            file_spec_string=name, file_name=name, embedded_data=stream, description=description
        ),
    )


def with_layout(attachment: bytes, boxes: Sequence[FieldBox]) -> bytes:
    """acta.json with the rectangles of its pre-created signature fields (verify checks them)."""
    import json

    from delegate_app.domain.acta_hash import canonical_json

    try:
        data = json.loads(attachment)
    except (ValueError, RecursionError):
        return attachment
    if not isinstance(data, dict):
        return attachment
    data[signature_policy.LAYOUT_KEY] = signature_policy.layout_entries(boxes)
    return canonical_json(data)


def _derive_revision_id(
    writer: IncrementalPdfFileWriter,
    pdf_bytes: bytes,
    boxes: Sequence[FieldBox],
    attachment: bytes | None,
) -> None:
    """Replace pyHanko's random revision ID with one derived from the inputs.

    The same acta data then gives the same unsigned PDF, byte for byte, like `build_pdf`.
    The ID's second half only has to change between revisions, which this does too.
    """
    document_id = getattr(writer, "_document_id", None)
    if not isinstance(document_id, generic.ArrayObject) or len(document_id) != 2:
        return  # another pyHanko version; the unsigned PDF is then merely not reproducible
    digest = hashlib.sha256(pdf_bytes)
    digest.update(repr([(b.name, b.page_index, b.rect) for b in boxes]).encode())
    digest.update(attachment or b"")
    document_id[1] = generic.ByteStringObject(digest.digest()[:16])


def read_attachment(pdf_bytes: bytes, name: str = ATTACHMENT_NAME) -> bytes:
    """The content of the attached file called `name` (by default the acta data)."""
    reader = _reader(pdf_bytes)
    try:
        tree = reader.root["/Names"]["/EmbeddedFiles"]
    except KeyError:
        raise SigningError("El PDF no lleva ningún archivo adjunto.") from None
    for spec_name, spec in _name_tree_items(tree):
        file_names = {spec_name, str(spec.get("/UF", "")), str(spec.get("/F", ""))}
        if name in file_names:
            try:
                data: bytes = spec["/EF"]["/F"].data
                return data
            except (KeyError, PdfError, AttributeError) as exc:
                raise SigningError(f"El adjunto «{name}» del PDF está dañado.") from exc
    raise SigningError(f"El PDF no lleva el adjunto «{name}».")


def _name_tree_items(
    node: generic.PdfObject, depth: int = 0
) -> Iterable[tuple[str, generic.DictionaryObject]]:
    # A hostile PDF could make the tree loop; real ones are one or two levels deep. Anything
    # but dictionaries and arrays where the tree has them names no attachment.
    node = node.get_object()
    if depth > 16 or not isinstance(node, generic.DictionaryObject):
        return
    names = _entry(node, "/Names")
    if isinstance(names, generic.ArrayObject):
        for index in range(0, len(names) - 1, 2):
            spec = names[index + 1].get_object()
            if isinstance(spec, generic.DictionaryObject):
                yield str(names[index]), spec
    kids = _entry(node, "/Kids")
    if isinstance(kids, generic.ArrayObject):
        for kid in kids:
            yield from _name_tree_items(kid, depth + 1)


def _entry(node: generic.DictionaryObject, key: str) -> generic.PdfObject | None:
    try:
        value: generic.PdfObject = node[key]
    except KeyError:  # absent, or null
        return None
    return value


# --------------------------------------------------------------------------- signing


class _StampPage(content.PdfContent):
    """A one-page PDF (made by reportlab, fonts embedded) used as the signature appearance.

    pyHanko's own text stamps use unembedded base-14 fonts; importing a page keeps every font
    in the acta embedded.
    """

    def __init__(self, pdf: bytes) -> None:
        super().__init__()
        self._pdf = pdf

    def render(self) -> bytes:
        writer = self._ensure_writer
        xobject = writer.import_page_as_xobject(PdfFileReader(BytesIO(self._pdf)), page_ix=0)
        self.resources.xobject["/Sello"] = xobject
        x1, y1, x2, y2 = xobject.get_object()["/BBox"]
        self.box = BoxConstraints(width=abs(x2 - x1), height=abs(y2 - y1))
        return b"/Sello Do"


def stamp_style(
    box: tuple[float, float],
    name: str,
    licence: str | None,
    when: datetime,
    role: str,
    *,
    compress: bool = True,
) -> StaticStampStyle:
    """The stamp Delegado draws in a signed field: who (name, licence or DNI), which role and
    when (dd/mm/aaaa hh:mm, Canary time, from the moment the signature records). verify draws
    it again from the signature and requires the same bytes (signature_stamps)."""
    lines = [name]
    if licence:
        lines.append(f"Licencia/DNI: {licence}")
    # reportlab draws the stamp; imported here so that a verifier only loads it when a stamp
    # is checked.
    from delegate_app.documents.pdf_document import render_stamp
    from delegate_app.documents.pdf_theme import format_moment

    lines += [role, f"Fecha: {format_moment(stamp_moment(when))}"]
    pdf = render_stamp(box[0], box[1], "Firmado digitalmente por", lines, compress=compress)
    return StaticStampStyle(
        background=_StampPage(pdf),
        background_opacity=1.0,
        border_width=0,
        background_layout=SimpleBoxLayoutRule(
            x_align=AxisAlignment.ALIGN_MID,
            y_align=AxisAlignment.ALIGN_MID,
            margins=Margins.uniform(0),
        ),
    )


def stamp_moment(when: datetime) -> datetime:
    """The signing moment as the stamp shows it: the wall-clock time of the Canary Islands."""
    from delegate_app.domain.federation.evidence_deadlines import LOCAL_ZONE

    return when.astimezone(LOCAL_ZONE)


def _signer_at(
    metadata: PdfSignatureMetadata, signer: Signer, stamp: StaticStampStyle | None, moment: datetime
) -> PdfSigner:
    """pyHanko's signer, made to record `moment` as the signing time (pyHanko reads its own
    clock otherwise): the stamp's «Fecha» and the signature's time are then the same moment,
    and verify can draw the stamp again from the signature alone."""
    from pyhanko.sign import signers  # the signers load aiohttp: never on a verifier's path

    class AtMoment(signers.PdfSigner):
        def init_signing_session(
            self, pdf_out: Any, existing_fields_only: bool = False
        ) -> PdfSigningSession:
            session = super().init_signing_session(pdf_out, existing_fields_only)
            session.system_time = moment
            return session

    return AtMoment(metadata, signer, stamp_style=stamp)


def _field_size(reader: PdfFileReader, field_name: str) -> tuple[float, float] | None:
    """Width and height of the field's widget, or None if it is invisible."""
    for name, _, ref in fields.enumerate_sig_fields(reader, with_name=field_name):
        if name != field_name:
            continue
        field = ref.get_object()
        widget = field if "/Rect" in field else field.get("/Kids", [None])[0]
        if widget is None:
            return None
        x1, y1, x2, y2 = (float(v) for v in widget.get_object()["/Rect"])
        width, height = abs(x2 - x1), abs(y2 - y1)
        return (width, height) if width and height else None
    return None


def sign_pdf(
    pdf_bytes: bytes,
    field_name: str,
    signer: LoadedSigner,
    *,
    reason: str,
    location: str,
    name: str | None = None,
    when: datetime | None = None,
) -> bytes:
    """Sign the empty field `field_name` in a new incremental revision (PAdES B-B, SHA-256).

    `when` is the signing moment (default now; a naive one is this computer's local time):
    the signature records it and the visible stamp shows it, in Canary time.
    """
    reader = _reader(pdf_bytes)
    found = {n: value for n, value, _ in fields.enumerate_sig_fields(reader)}
    if field_name not in found:
        raise SigningError(f"El PDF no tiene el campo de firma «{field_name}».")
    if found[field_name] is not None:
        raise SigningError("Esa firma ya está hecha; no se puede firmar dos veces el mismo campo.")
    check_signable(pdf_bytes, reader, signer, field_name)
    role = SIGNATURE_ROLES.get(field_name, field_name)
    moment = (when or datetime.now()).astimezone()
    size = _field_size(reader, field_name)
    stamp = stamp_style(size, signer.name, signer.licence, moment, role) if size else None

    from pyhanko.sign import signers

    metadata = signers.PdfSignatureMetadata(
        field_name=field_name,
        subfilter=fields.SigSeedSubFilter.PADES,
        md_algorithm="sha256",
        reason=reason,
        location=location,
        name=name or signer.name,
        # The first signature certifies the acta: from then on only the fields it was created
        # with may be filled (DocMDP P=2); verify holds every later revision to that.
        certify=not any(value is not None for value in found.values()),
        docmdp_permissions=fields.MDPPerm.FILL_FORMS,
    )
    pdf_signer = _signer_at(metadata, signer.signer, stamp, moment)

    def attempt(bytes_reserved: int | None) -> bytes:
        out = BytesIO()
        pdf_signer.sign_pdf(
            IncrementalPdfFileWriter(BytesIO(pdf_bytes)),
            existing_fields_only=True,
            bytes_reserved=bytes_reserved,
            output=out,
        )
        return out.getvalue()

    try:
        try:
            return attempt(signature_room(signer))
        except PyHankoSigningError:
            # Our estimate was short (an unusual certificate); let pyHanko measure instead.
            log.warning("signature room estimate too small for %s; measuring", field_name)
            return attempt(None)
    except (PyHankoSigningError, PdfError, ValueError) as exc:
        log.exception("pyHanko could not sign field %s", field_name)
        raise SigningError("No se pudo firmar el PDF; los detalles están en el registro.") from exc


def person_key(certificate: asn1_x509.Certificate) -> str:
    """Who a certificate names: its serialNumber (DNI/NIE or licence) or else its name.

    Accents, case, spaces and FNMT's "IDCES-" prefix are ignored, so the same person's
    certificates from two authorities compare equal.
    """
    serial = _subject_field(certificate, "serial_number")
    if serial:
        return "id:" + normal_id(serial)
    return "nombre:" + normal_name(_subject_field(certificate, "common_name") or "")


def name_key(certificate: asn1_x509.Certificate) -> str:
    return normal_name(_subject_field(certificate, "common_name") or "")


def normal_id(value: str) -> str:
    value = value.strip().upper()
    for prefix in ("IDCES-", "IDESP-", "PNOES-"):
        value = value.removeprefix(prefix)
    return re.sub(r"[^0-9A-Z]", "", value)


def normal_name(value: str) -> str:
    """A name's words without accents or case, sorted: "GONZÁLEZ PEÑA LUIS - 12345678Z" and
    "Luis González Peña" give the same key (a DNI-looking word is dropped)."""
    import unicodedata

    plain = unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode().upper()
    words = [w for w in re.split(r"[^A-Z0-9]+", plain) if w and not re.search(r"\d", w)]
    return " ".join(sorted(words))


def fingerprint(certificate: x509.Certificate | asn1_x509.Certificate) -> str:
    """SHA-256 of the certificate's DER, hex: how the registry names one certificate."""
    if isinstance(certificate, x509.Certificate):
        der = certificate.public_bytes(serialization.Encoding.DER)
    else:
        der = certificate.dump()
    return hashlib.sha256(der).hexdigest()


def check_signable(
    pdf_bytes: bytes, reader: PdfFileReader, signer: LoadedSigner, role: str
) -> None:
    """Refuse, before signing, a file whose fields are not the acta's, an arbiter's signature on
    an acta without arbiter, or a second role for the same certificate or person."""

    problems: list[str] = []
    try:
        data = acta_schema.load(read_attachment(pdf_bytes))
    except (SigningError, ValueError):
        data = None  # not an acta (a sample document, a receipt): no layout to hold it to
    if isinstance(data, dict) and str(data.get("formato", "")).startswith("delegado-acta"):
        try:
            recorded = data.get(signature_policy.LAYOUT_KEY)
            problems = signature_policy.layout_problems(pdf_bytes, recorded, reader)
        except (ValueError, KeyError, TypeError, PdfError):
            problems = ["los campos de firma no se pueden leer"]
        if role == "arbitro" and not acta_arbiter(data):
            raise SigningError(
                "Esta acta dice «Sin árbitro»: nadie puede firmar en el campo del árbitro."
            )
    if problems:
        raise SigningError(
            "Los campos de firma de este PDF no son los que el acta creó ("
            + "; ".join(problems)
            + "); no se firma."
        )
    mine = as_asn1(signer.certificate)
    for signature in reader.embedded_regular_signatures:
        other = signature.signer_cert
        done = SIGNATURE_ROLES.get(signature.field_name, signature.field_name)
        if fingerprint(other) == fingerprint(mine):
            raise SigningError(
                f"Este certificado ya firmó el papel «{done}»; un mismo certificado no puede "
                "firmar dos papeles."
            )
        same_name = name_key(other) and name_key(other) == name_key(mine)
        if person_key(other) == person_key(mine) or same_name:
            raise SigningError(
                f"{signer.name} ya firmó el papel «{done}»; una misma persona no puede firmar "
                "dos papeles."
            )


def acta_arbiter(data: dict[str, Any]) -> str:
    """The arbiter the acta names ("" for none): chess keeps it with the start, domino apart."""
    content = data.get("contenido")
    if not isinstance(content, dict):
        return ""
    holder = content.get("arbitro") if content.get("deporte") == "domino" else content.get("inicio")
    if not isinstance(holder, dict):
        return ""
    value = holder.get("nombre") if content.get("deporte") == "domino" else holder.get("arbitro")
    return str(value or "").strip()


def signature_room(signer: LoadedSigner) -> int:
    """Hex digits to reserve for the CMS blob: its certificates plus a fixed allowance.

    Without it pyHanko signs twice (a dry run to measure, then for real) and reserves 50 %
    more than it measured: a third slower and ~3 KB larger per signature.
    """
    certificates = (signer.certificate, *signer.chain)
    der = sum(len(c.public_bytes(serialization.Encoding.DER)) for c in certificates)
    # Signed attributes and CMS framing (~500 bytes) plus the signature value: 72 bytes for
    # P-256, the key size for RSA. A larger blob falls back to measuring (sign_pdf). Every byte
    # reserved is parsed again, one hex digit at a time, by each verification: kept close.
    key = signer.certificate.public_key()
    value = key.key_size // 8 if isinstance(key, rsa.RSAPublicKey) else 144
    # The signing-certificate attribute and the SignerInfo name the issuer once more: a long
    # club or federation name (up to 1 KB, documents/cert_names.py) would overflow the allowance.
    issuer = len(signer.certificate.issuer.public_bytes())
    return 2 * (der + 640 + value + 2 * issuer)


# --------------------------------------------------------------------------- validation


@dataclass(frozen=True)
class SignatureReport:
    """What a delegate or the federation needs to know about one signature."""

    field: str
    signer_name: str | None
    signer_id: str | None
    signed_at: datetime | None
    # The signed bytes are unchanged and the cryptographic signature matches them.
    intact: bool
    # The certificate chains up to one of the trust roots and was usable at validation time.
    trusted: bool
    covers_whole_file: bool
    # Something other than later signatures was added after this signature.
    modified_after: bool
    valid: bool
    problems: tuple[str, ...] = ()
    certificate: asn1_x509.Certificate | None = dataclasses.field(
        default=None, compare=False, repr=False
    )
    # Trusted but for its certificate having expired since the (claimed) signing time.
    expired_after_signing: bool = False
    # A trusted timestamp vouches for the signing time (none is made in a club hall).
    trusted_time: bool = False
    # The other certificates the signature carries (asn1crypto): the registry builds the path
    # from the signer's certificate to its authorities from them.
    chain: tuple[asn1_x509.Certificate, ...] = dataclasses.field(
        default=(), compare=False, repr=False
    )

    @property
    def reason(self) -> str | None:
        return "; ".join(self.problems) if self.problems else None


def _subject_field(certificate: asn1_x509.Certificate, key: str) -> str | None:
    """A subject attribute of an asn1crypto certificate, whole when it was shortened to fit
    X.509's limit (documents/cert_names.py)."""
    from delegate_app.documents.cert_names import DESCRIPTION_OID, expand

    try:
        native = certificate.subject.native
        value = native.get(key)
        descriptions = native.get(DESCRIPTION_OID.dotted_string) or []
    except (AttributeError, ValueError):
        return None
    if isinstance(value, list):
        value = value[0] if value else None
    if not value:
        return None
    if isinstance(descriptions, str):
        descriptions = [descriptions]
    return expand(str(value), [str(d) for d in descriptions])


def validate_signatures(
    pdf_bytes: bytes,
    trust_roots: Iterable[TrustRoot],
    *,
    moment: datetime | None = None,
    at_signing_time: bool = False,
) -> list[SignatureReport]:
    """Check every signature, in signing order, without touching the network.

    `moment` validates the certificates at that time instead of now; `at_signing_time` at the
    time each signature claims (the signer's own clock unless a trusted timestamp covers it).
    Later revisions are judged with `signature_policy.STRICT_POLICY`.
    """
    roots = root_set(trust_roots)
    reader = _reader(pdf_bytes)
    try:
        signatures = list(reader.embedded_regular_signatures)
    except (PdfError, ValueError, KeyError) as exc:
        raise SigningError("No se pueden leer las firmas de este PDF.") from exc
    # Bytes after the end of the last signature are unsigned, whatever they contain.
    last_end = max((int(s.byte_range[2]) + int(s.byte_range[3]) for s in signatures), default=0)
    unsigned_tail = last_end < len(pdf_bytes)
    contexts: dict[datetime | None, ValidationContext] = {}  # this file's, per moment

    def context_at(when: datetime | None) -> ValidationContext:
        if when not in contexts:
            contexts[when] = validation_context(roots, when)
        return contexts[when]

    # One event loop for the file's signatures: pyHanko's sync wrapper starts one per signature.
    statuses = asyncio.run(_statuses(signatures, context_at, moment, at_signing_time))
    return [
        _validate_one(sig, found, when, claimed, context_at, unsigned_tail)
        for sig, (found, when, claimed) in zip(signatures, statuses, strict=True)
    ]


async def _statuses(
    signatures: list[EmbeddedPdfSignature],
    context_at: Callable[[datetime | None], ValidationContext],
    moment: datetime | None,
    at_signing_time: bool,
) -> list[tuple[PdfSignatureStatus | None, datetime | None, datetime | None]]:
    """(pyHanko's status or None when it failed, the moment the certificates are judged at,
    the signing time claimed) of each signature, in order."""
    found = []
    for signature in signatures:
        claimed = None
        with contextlib.suppress(Exception):
            claimed = signature.self_reported_timestamp
        when = claimed if at_signing_time and claimed is not None else moment
        status = None
        try:
            context = context_at(when)
            try:
                status = await async_validate_pdf_signature(
                    signature,
                    context,
                    key_usage_settings=_KEY_USAGE,
                    diff_policy=signature_policy.STRICT_POLICY,
                )
            finally:  # what pyHanko's sync wrapper does after each signature
                await context.aclose()
        except Exception:
            # A damaged or hostile signature must give a report, never a crash.
            log.exception("validation of signature %s failed", signature.field_name)
        found.append((status, when, claimed))
    return found


def _broken(signature: EmbeddedPdfSignature, unsigned_tail: bool) -> SignatureReport:
    return SignatureReport(
        field=str(signature.field_name),  # plain: a pyHanko string drags its parsed PDF along
        signer_name=None,
        signer_id=None,
        signed_at=None,
        intact=False,
        trusted=False,
        covers_whole_file=False,
        modified_after=unsigned_tail,
        valid=False,
        problems=(INVALID_SIGNATURE,),
    )


def _validate_one(
    signature: EmbeddedPdfSignature,
    status: PdfSignatureStatus | None,
    when: datetime | None,
    claimed: datetime | None,
    context_at: Callable[[datetime | None], ValidationContext],
    unsigned_tail: bool,
) -> SignatureReport:
    if status is None:
        return _broken(signature, unsigned_tail)
    problems = []
    intact = bool(status.intact and status.valid)
    if not status.intact:
        problems.append(f"{MODIFIED_AFTER_SIGNING}: el contenido firmado ha cambiado")
    elif not status.valid:
        problems.append(INVALID_SIGNATURE)
    trusted = bool(status.trusted)
    cert = status.signing_cert
    carried = _carried(signature)
    expired_after = False
    # A broken signature is the whole story: who made it no longer matters.
    if not trusted and intact:
        indication = getattr(status.trust_problem_indic, "name", "")
        own = (
            None
            if indication.startswith("REVOKED")
            else own_reason(cert, carried, when, context_at)
        )
        expired_after = (
            own is not None
            and "caducado" in own
            and claimed is not None
            and cert_valid_at(cert, claimed)
        )
        if expired_after:
            problems.append(EXPIRED_AFTER_SIGNING)
        else:
            problems.append(own or trust_problem(status.trust_problem_indic))
    coverage = status.coverage
    covers_whole_file = coverage == SignatureCoverageLevel.ENTIRE_FILE
    if coverage is None or coverage < SignatureCoverageLevel.ENTIRE_REVISION:
        problems.append(f"{INVALID_SIGNATURE}: no cubre su revisión completa")
    later = status.modification_level
    modified_after = (
        unsigned_tail or later not in _ACCEPTED_LATER_CHANGES or status.docmdp_ok is False
    )
    if modified_after and intact:
        problems.append(f"{MODIFIED_AFTER_SIGNING}: se añadieron cambios que no son firmas")
    return SignatureReport(
        field=str(signature.field_name),  # plain: a pyHanko string drags its parsed PDF along
        signer_name=_subject_field(cert, "common_name"),
        signer_id=_subject_field(cert, "serial_number"),
        signed_at=status.signer_reported_dt,
        intact=intact,
        trusted=trusted,
        covers_whole_file=covers_whole_file,
        modified_after=modified_after,
        valid=not problems,
        problems=tuple(problems),
        certificate=cert,
        expired_after_signing=expired_after,
        trusted_time=status.timestamp_validity is not None,
        chain=carried,
    )


def _carried(signature: EmbeddedPdfSignature) -> tuple[asn1_x509.Certificate, ...]:
    try:
        return tuple(signature.other_embedded_certs)[:16]
    except Exception:  # a hostile certificate set: no path through it
        return ()

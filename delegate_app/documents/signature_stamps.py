"""A signature field shows exactly the stamp its signature calls for, and an empty one nothing.

The strict modification policy lets a signer fill a pre-created field with an appearance of his
own choosing, and that widget lies over the page. So verify draws again, from the signature
alone, the stamp Delegado draws for that signer (signing.stamp_style: the certificate's name and
licence or DNI, the field's role, the signing time the signature records, in Canary time) and
requires the field's appearance to be that one, object for object (page_equality's walk). The
default stamp of pyHanko (what another signing tool built on it draws: the signer's name and the
signing time) is let through too, drawn again the same way. Anything else, whatever it is made
of (text, paths, images), fails with the field named. A field nobody has signed yet must draw
nothing: its placeholder is part of the page, and the page is compared elsewhere.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Iterator
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from pyhanko.pdf_utils import generic

from delegate_app.documents import page_equality, signing

if TYPE_CHECKING:
    from asn1crypto.x509 import Certificate
    from pyhanko.pdf_utils.reader import PdfFileReader
    from pyhanko.stamp import BaseStampStyle

NAME = "Sellos de las firmas"


def _widgets(
    reader: PdfFileReader,
) -> list[tuple[str, generic.DictionaryObject | None, generic.DictionaryObject]]:
    """(field name, signature value or None, widget) of every signature field."""
    from pyhanko.sign import fields

    found = []
    for name, value, ref in fields.enumerate_sig_fields(reader):
        field = ref.get_object()
        kids = field.get("/Kids")
        widgets = [field] if "/Rect" in field or not kids else [k.get_object() for k in kids]
        found += [(str(name), value, widget) for widget in widgets]
    return found


def _box(widget: generic.DictionaryObject) -> tuple[float, float] | None:
    x1, y1, x2, y2 = (float(v) for v in widget["/Rect"])
    width, height = abs(x2 - x1), abs(y2 - y1)
    return (width, height) if width and height else None


def _drawn(
    style: BaseStampStyle, widget: generic.DictionaryObject, name: str, moment: datetime
) -> generic.IndirectObject:
    """The appearance pyHanko makes of `style` for this signer and widget, in a scratch file
    (the box measured as pyHanko measures it when signing: its scale is in the stream)."""
    from pyhanko.pdf_utils.form_tools import annot_width_height
    from pyhanko.pdf_utils.layout import BoxConstraints
    from pyhanko.pdf_utils.writer import PdfFileWriter
    from pyhanko.stamp import TextStampStyle

    params = {"signer": name}
    if isinstance(style, TextStampStyle):
        params["ts"] = moment.strftime(style.timestamp_format)
    writer = PdfFileWriter()
    width, height = annot_width_height(widget)
    stamp = style.create_stamp(writer, BoxConstraints(width=width, height=height), params)
    assert stamp is not None  # only a no-op style draws nothing, and none is given here
    return stamp.register()


def _candidates(
    field: str,
    report: signing.SignatureReport,
    widget: generic.DictionaryObject,
    value: generic.DictionaryObject | None,
) -> Iterator[generic.IndirectObject]:
    """Every appearance this signature may show: ours, then pyHanko's default (its clock's
    zone is not in the signature: UTC, the Canary zone and the offset the signature states)."""
    from cryptography import x509

    from delegate_app.documents.certificates import stamp_identity
    from delegate_app.domain.federation.evidence_deadlines import LOCAL_ZONE

    moment = report.signed_at
    if report.certificate is None or moment is None:
        return  # problems() asks only of a signature with its certificate and time
    certificate = x509.load_der_x509_certificate(report.certificate.dump())
    name, licence = stamp_identity(certificate)
    role = signing.SIGNATURE_ROLES.get(field, field)
    box = _box(widget)
    assert box is not None  # problems() skips a widget without area
    ours = signing.stamp_style(box, name, licence, moment, role, compress=False)
    yield _drawn(ours, widget, name, moment)
    from pyhanko.sign.signers.constants import DEFAULT_SIGNING_STAMP_STYLE

    stated = value.get("/Name") if value is not None else None
    names = {str(stated)} if stated else set()
    names.add(_pyhanko_name(report.certificate))
    zones: list[Any] = [UTC, LOCAL_ZONE]
    when = value.get("/M") if value is not None else None
    if when is not None:
        from pyhanko.pdf_utils.generic import parse_pdf_date

        with contextlib.suppress(Exception):  # a date pyHanko cannot read states no zone
            zones.append(parse_pdf_date(str(when)).tzinfo)
    for who in sorted(names):
        for zone in zones:
            yield _drawn(DEFAULT_SIGNING_STAMP_STYLE, widget, who, moment.astimezone(zone))


def _pyhanko_name(certificate: Certificate) -> str:
    """The signer's name as pyHanko's default stamp writes it (Signer.subject_name)."""
    native = certificate.subject.native
    result = native.get("common_name") or native.get("organization_name") or ""
    if "email_address" in native:
        result = f"{result} <{native['email_address']}>"
    return str(result)


def _matches(appearance: generic.PdfObject, candidate: generic.PdfObject) -> bool:
    try:
        page_equality.PageWalk().same(appearance, candidate, "el sello")
    except page_equality.Different:
        return False
    return True


def _draws_nothing(appearance: generic.PdfObject) -> bool:
    stream = appearance.get_object()
    if not isinstance(stream, generic.StreamObject):
        return False
    try:
        return not page_equality.decoded(stream, 0, "el campo").strip()
    except page_equality.Different:
        return False


def problems(reader: PdfFileReader, signatures: Iterable[signing.SignatureReport]) -> list[str]:
    """One Spanish sentence per signature field whose appearance is not the one it calls for.

    `reader`: pyHanko's reader of the signed file; `signatures`: verify's SignatureReports."""
    reports = {report.field: report for report in signatures}
    found = []
    for field, value, widget in _widgets(reader):
        label = signing.SIGNATURE_ROLES.get(field, field)
        shown = widget.get("/AP")
        box = _box(widget)
        if shown is None or box is None:
            continue  # nothing drawn: an invisible field shows nothing to forge
        shown = shown.get_object()
        appearance = shown.get("/N")
        if set(map(str, shown)) != {"/N"} or appearance is None:
            found.append(f"el campo «{label}» lleva apariencias que nuestra firma no pone")
            continue
        report = reports.get(field)
        if value is None or report is None or report.certificate is None:
            if not _draws_nothing(appearance):
                found.append(f"el campo «{label}», sin firmar, dibuja algo")
            continue
        value = value.get_object() if value is not None else None
        if not report.signed_at or not any(
            _matches(appearance, expected) for expected in _candidates(field, report, widget, value)
        ):
            found.append(
                f"el sello de la firma «{label}» no es el que Delegado dibuja para ese firmante "
                "ni el de pyHanko"
            )
    return found

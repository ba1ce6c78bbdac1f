"""Forgers' tools for tests/security/: sign with pyHanko directly (no app refusals), lay out
a chess acta around any acta.json, replace the embedded acta.json, write an unsigned update."""

from __future__ import annotations

import json
from io import BytesIO

from pyhanko.pdf_utils import generic
from pyhanko.pdf_utils.incremental_writer import IncrementalPdfFileWriter
from pyhanko.sign import fields, signers
from pyhanko.stamp import TextStampStyle

from delegate_app.documents import signing
from delegate_app.documents.chess import acta_pdf
from delegate_app.domain.acta_hash import canonical_json

# Over the match facts and the first boards on page 1 of every acta.
OVER_THE_SCORE = (40, 420, 560, 560)


def forged_signature(pdf: bytes, signer, field: str, *, new_box=None, extra_field=None) -> bytes:
    """Sign with pyHanko directly, as a forger would: optionally a new visible field, and
    optionally an extra unsigned field slipped into the same revision."""
    writer = IncrementalPdfFileWriter(BytesIO(pdf))
    if extra_field is not None:
        fields.append_signature_field(
            writer, fields.SigFieldSpec(extra_field, on_page=0, box=OVER_THE_SCORE)
        )
    spec = fields.SigFieldSpec(field, on_page=0, box=new_box) if new_box else None
    pdf_signer = signers.PdfSigner(
        signers.PdfSignatureMetadata(field_name=field),
        signer.signer,
        stamp_style=TextStampStyle(stamp_text="Resultado corregido: 4 - 0"),
        new_field_spec=spec,
    )
    out = BytesIO()
    pdf_signer.sign_pdf(writer, existing_fields_only=spec is None, output=out)
    return out.getvalue()


def envelope(acta_db, match_id) -> tuple[object, dict]:
    source = acta_pdf.load_source(acta_db, match_id)
    return source, json.loads(canonical_json(acta_pdf.envelope(source)))


def acta_json_spec(writer):
    names = writer.root["/Names"]["/EmbeddedFiles"]["/Names"]
    for index in range(0, len(names), 2):
        if str(names[index]) == signing.ATTACHMENT_NAME:
            return names.raw_get(index + 1)
    raise AssertionError("the acta carries no acta.json")


def replace_acta_json(writer, payload: bytes) -> None:
    stream = generic.StreamObject(
        {generic.NameObject("/Type"): generic.NameObject("/EmbeddedFile")}, stream_data=payload
    )
    new_file = writer.add_object(stream)
    spec = acta_json_spec(writer).get_object()
    spec["/EF"] = generic.DictionaryObject(
        {generic.NameObject("/F"): new_file, generic.NameObject("/UF"): new_file}
    )
    writer.update_container(spec)


def unsigned_update(pdf: bytes, change) -> bytes:
    writer = IncrementalPdfFileWriter(BytesIO(pdf))
    change(writer)
    out = BytesIO()
    writer.write(out)
    return out.getvalue()

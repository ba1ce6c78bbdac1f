"""Receipts for tests: the verdict intake would give a genuine signed acta, and a receipt's
pieces (data, page, signature) put together the way an attacker would."""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime

from delegate_app.documents import acta_schema, signing
from delegate_app.documents.federation import receipts
from delegate_app.domain.federation.records import IntakeStatus, IntakeVerdict, MatchKey

# A Saturday evening in winter (UTC+0 in Canarias) and one in summer (UTC+1).
WINTER = datetime(2026, 11, 23, 19, 5, 12, tzinfo=UTC)
SUMMER = datetime(2026, 6, 8, 20, 15, 0, tzinfo=UTC)


def accepted(pdf: bytes, *, file_name: str = "acta.pdf", roles=None) -> IntakeVerdict:
    """The verdict intake files for a complete signed acta (what fed-intake hands over)."""
    raw = signing.read_attachment(pdf)
    data = acta_schema.load(raw)
    match = data["contenido"]["encuentro"]
    return IntakeVerdict(
        file_name=file_name,
        file_sha256=hashlib.sha256(pdf).hexdigest(),
        status=IntakeStatus.ACCEPTED,
        reason="correcta",
        sport=acta_schema.sport_of(data),
        match=MatchKey(
            match["temporada"],
            match["competicion"],
            match["ronda"],
            match["local"],
            match["visitante"],
        ),
        content_hash=data["hash_contenido"],
        acta_json=raw.decode("utf-8"),
        pdf=pdf,
        home_club=data["club_local"],
        away_club=data["club_visitante"],
        signed_roles=tuple(roles or ("delegado_local", "delegado_visitante")),
    )


def forged(data: dict, signer, *, page_data: dict | None = None) -> bytes:
    """A receipt whose JSON is `data`, its page drawn from `page_data` (default the same), signed
    by `signer` (a FederationSigner, genuine or not), or unsigned when `signer` is None."""
    json_bytes = receipts.canonical(data)
    page = receipts.render_page(page_data or data, json_bytes)
    if signer is None:
        return _attach_only(page, json_bytes)
    return receipts.sign_receipt(page, json_bytes, signer)


def _attach_only(page: bytes, json_bytes: bytes) -> bytes:
    from io import BytesIO

    from pyhanko.pdf_utils import embed
    from pyhanko.pdf_utils.incremental_writer import IncrementalPdfFileWriter

    writer = IncrementalPdfFileWriter(BytesIO(page))
    stream = embed.EmbeddedFileObject.from_file_data(
        writer, data=json_bytes, mime_type="application/json"
    )
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
    return out.getvalue()


def embedded(pdf: bytes) -> dict:
    return json.loads(signing.read_attachment(pdf, receipts.ATTACHMENT_NAME))

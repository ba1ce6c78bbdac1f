"""verify's judgement of what the signed file shows: its pages, its signature fields and their
stamps, each against what acta.json renders to.

1. The acta is laid out again from acta.json and the drawn signatures it names by SHA-256 (the
   PNGs attached beside it), with the export's own code (chess/rebuild.py, domino/rebuild.py).
2. Every signed page must be its rebuilt twin, object for object (page_equality). Only when it
   is not are the pages' texts read (pdfium) and compared word by word, to NAME the first
   difference for the person reading the report; equal words on a page drawn otherwise are
   named as such.
3. The signature fields are where the rebuilt layout puts them (acta.json's record of them must
   be that layout), and each filled one shows exactly its stamp (signature_stamps).
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from io import BytesIO
from typing import Any

from delegate_app.documents import page_compare, page_equality, signature_policy, signing
from delegate_app.documents.check import Check

NAME = page_compare.NAME
FIELDS = "Campos de firma"
_PAGE_HASH = re.compile(r"SHA-256 de los datos: ([0-9a-f]{64})")
_PAGE_DOCUMENT = re.compile(r"Documento (\S+)")


@dataclass
class PagesVerdict:
    checks: list[Check] = field(default_factory=list)
    printed_hash: str | None = None  # the data hash the pages print
    document_id: str | None = None  # the document the pages name


def drawn_images(pdf_bytes: bytes, data: dict) -> dict[str, bytes]:
    """The drawn signatures acta.json names by SHA-256, as attached to the PDF, each checked
    against its hash (a missing or altered one is left out: the rebuild names it)."""
    digests = {f.get("imagen_sha256") for f in data.get("firmas", [])}
    for annex in data.get("anexos", []):
        digests |= {f.get("imagen_sha256") for f in annex.get("firmas", [])}
    images = {}
    for digest in sorted(d for d in digests if isinstance(d, str) and d):
        try:
            png = signing.read_attachment(pdf_bytes, f"firma-{digest}.png")
        except signing.SigningError:
            continue
        if hashlib.sha256(png).hexdigest() == digest:
            images[digest] = png
    return images


def check_pages(
    pdf_bytes: bytes, data: dict, signatures: list, *, sport: str, max_pages: int
) -> PagesVerdict:
    """The checks of the pages, the fields and the stamps, with what the pages print; `sport`
    is the one acta.json's content shows (acta_schema.sport_of)."""
    from pyhanko.pdf_utils.reader import PdfFileReader

    from delegate_app.documents.acta_sports import SPORT_DOCUMENTS

    documents = SPORT_DOCUMENTS[sport]
    verdict = PagesVerdict()
    reader = signing.shared_reader(pdf_bytes)
    try:
        built, meta = documents.rebuilt_pdf(data, drawn_images(pdf_bytes, data))
    except Exception as exc:  # acta.json that passed its schema but cannot be laid out
        built, meta, difference = None, None, (None, f"{exc}")
        unreadable: str | None = str(exc)
    else:
        unreadable = None
        rebuilt = PdfFileReader(BytesIO(built.data))
        try:
            difference = page_equality.page_difference(reader.root, rebuilt.root)
        except Exception:  # a hostile catalog must give a verdict, never a traceback
            difference = (None, "el árbol de páginas no se puede leer")
    if difference is None and meta is not None:
        verdict.printed_hash, verdict.document_id = meta.data_sha256, meta.document_id
        verdict.checks.append(
            Check(
                NAME,
                True,
                f"las {built.page_count} páginas son idénticas, objeto por objeto, a las que "
                "acta.json da",
            )
        )
    else:
        verdict.checks += _named_difference(pdf_bytes, data, documents, max_pages, difference,
                                            unreadable, verdict)  # fmt: skip
    verdict.checks.append(_fields_check(pdf_bytes, reader, data, built))
    verdict.checks.append(_stamps_check(reader, signatures))
    return verdict


def _named_difference(
    pdf_bytes, data, documents, max_pages, difference, unreadable, verdict
) -> list[Check]:
    """The pages are not the rebuilt ones: read their text to say where, for a person."""
    try:
        with signature_policy.PageText(pdf_bytes, max_pages) as pages:
            texts = [pages.text(index) for index in range(len(pages))]
    except Exception:
        texts = None
    if texts is not None:
        verdict.document_id, verdict.printed_hash = printed_on_pages(texts)
        facts = page_facts_check(data, texts, documents.prints_score)
        if not facts.ok:
            return [facts]
        said = documents.printed_check(data, texts)
        if not said.ok:
            return [said]
    if unreadable is not None:
        return [page_compare.unreadable(unreadable)]
    page, where = difference
    if page is None:
        return [Check(NAME, False, where)]
    return [
        Check(
            NAME,
            False,
            f"la página {page} dice lo mismo que acta.json pero no se dibuja igual: {where}",
        )
    ]


def printed_on_pages(texts: list[str]) -> tuple[str | None, str | None]:
    """(document ID, data hash) printed in the footer, when every page prints the same ones."""
    hashes = {m.group(1) for t in texts for m in [_PAGE_HASH.search(t)] if m}
    ids = {m.group(1) for t in texts for m in [_PAGE_DOCUMENT.search(t)] if m}
    every = all(_PAGE_HASH.search(t) for t in texts) and texts
    printed_hash = hashes.pop() if every and len(hashes) == 1 else None
    printed_id = ids.pop() if len(ids) == 1 else None
    return printed_id, printed_hash


def page_facts_check(data: dict, texts: list[str], prints_score: bool) -> Check:
    """The facts a delegate reads on the page are the ones acta.json states (named before the
    word-by-word comparison: the clearest first difference)."""
    name = "Lo impreso en el acta"
    whole = " ".join(texts)
    try:
        match = data["contenido"]["encuentro"]
        home, away = str(match["local"]), str(match["visitante"])
        wanted = [home, away]
        if prints_score:
            score = data["marcador"]
            wanted.append(f"{home} {score['local']} – {score['visitante']} {away}")
    except (KeyError, TypeError) as exc:
        return Check(name, False, f"acta.json no dice los equipos o el marcador ({exc})")
    absent = [text for text in wanted if " ".join(text.split()) not in whole]
    if absent:
        missing = "», «".join(absent)
        return Check(name, False, f"las páginas no dicen lo que dice acta.json: falta «{missing}»")
    return Check(name, True, "los equipos y el marcador de acta.json son los impresos")


def _fields_check(pdf_bytes: bytes, reader, data: dict, built: Any) -> Check:
    recorded = data.get(signature_policy.LAYOUT_KEY)
    try:
        problems = signature_policy.layout_problems(pdf_bytes, recorded, reader)
    except Exception:  # a hostile annotation tree must give a verdict, never a traceback
        problems = ["las anotaciones del PDF no se pueden leer"]
    if (
        not problems
        and built is not None
        and recorded != signature_policy.layout_entries(built.field_boxes)
    ):
        problems = ["acta.json no pone los campos de firma donde los pone el acta"]
    if problems:
        return Check(FIELDS, False, "; ".join(problems))
    return Check(FIELDS, True, "solo los campos del acta, donde el acta los pone")


def _stamps_check(reader, signatures: list) -> Check:
    from delegate_app.documents import signature_stamps

    try:
        found = signature_stamps.problems(reader, signatures)
    except Exception:  # a hostile widget must give a verdict, never a traceback
        found = ["los sellos de las firmas no se pueden leer"]
    if found:
        return Check(signature_stamps.NAME, False, "; ".join(found))
    return Check(
        signature_stamps.NAME, True, "cada campo firmado muestra el sello de su firma, y nada más"
    )

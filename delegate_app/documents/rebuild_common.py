"""The half of the rebuild both sports share: acta.json's common parts read back into the
store's SQL-free view classes (store/acta_views.py), so that each sport's rebuild
(documents/chess/rebuild.py, documents/domino/rebuild.py) lays its pages out with the export's
own story.

A value acta.json cannot give back raises Unreadable with the place named.
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from delegate_app.documents import page_compare

if TYPE_CHECKING:
    from delegate_app.documents.pdf_document import BuiltPdf, DocumentMeta
    from delegate_app.domain.deadlines import Deadline
    from delegate_app.store.acta_views import (
        ActaRecord,
        IncidentLine,
        SignatureLine,
        StoredSignature,
    )

# A sport's catalogue title of an incident kind (None: the kind has no fixed title).
Titles = Callable[[str], str | None]

NAME = page_compare.NAME


class Unreadable(ValueError):
    pass


class Source(Protocol):
    """What a sport's story lays out: the view of the match and the hash its footer prints."""

    @property
    def view(self) -> Any: ...

    @property
    def footer_hash(self) -> str: ...


_Source = TypeVar("_Source", bound=Source)


def laid_out(
    data: dict[str, Any],
    source: _Source,
    title: str,
    story: Callable[[_Source], list[Any]],
    *,
    for_text: bool,
) -> tuple[BuiltPdf, DocumentMeta]:
    """The acta laid out from acta.json by its sport's own story and page template, as the
    export lays it out (with the DocumentMeta it printed), its streams unencoded. With
    `for_text` the QR code, colours and drawings are left out (stand-ins): a layout only read
    back as text."""
    from delegate_app.documents import acta_common, pdf_document

    meta = acta_common.meta_for(
        source.view,
        source.footer_hash,
        title,
        footer_note=acta_common.lock_log_note(data),
    )
    built = pdf_document.build_pdf(
        None, lambda: story(source), meta, for_text=for_text, compress=False
    )
    return built, meta


def page_texts(pdf: bytes) -> list[str]:
    """The text of every page of a PDF, as the signed pages' text is read."""
    from delegate_app.documents.signature_policy import PageText

    with PageText(pdf) as pages:
        return [pages.text(index) for index in range(len(pages))]


@dataclass(frozen=True)
class PrintedAnnex:
    """An annex as its section prints it (the store's Annex row has the same fields)."""

    id: int
    created_at: datetime
    text: str
    content_hash: str


@lru_cache(maxsize=1)
def stand_in_png() -> bytes:
    """A 1×1 image in place of a drawn signature: the cell keeps its height whatever the drawing
    (pdf_blocks scales it into a fixed box), and only the text is compared."""

    def chunk(kind: bytes, body: bytes) -> bytes:
        return (
            struct.pack(">I", len(body))
            + kind
            + body
            + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
        )

    header = struct.pack(">IIBBBBB", 1, 1, 8, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"\x00\xff"))
        + chunk(b"IEND", b"")
    )


def moment(value: Any, where: str) -> datetime:
    try:
        return datetime.fromisoformat(value)
    except (TypeError, ValueError):
        raise Unreadable(f"{where}: «{value}» no es una fecha") from None


def maybe_moment(value: Any, where: str) -> datetime | None:
    return None if value is None else moment(value, where)


def detail(line: dict[str, Any] | None) -> str:
    """A player's list number, licence and rating as the boards table prints them."""
    if not line:
        return ""
    parts = []
    if line.get("numero_lista"):
        parts.append(f"n.º {line['numero_lista']}")
    if line.get("licencia"):
        parts.append(f"lic. {line['licencia']}")
    if line.get("elo"):
        parts.append(f"ELO {line['elo']}")
    return " · ".join(parts)


def incidents(data: dict[str, Any], titles: Titles) -> list[IncidentLine]:
    from delegate_app.store.acta_views import IncidentLine

    content = data["contenido"]["incidencias"]
    printed = data["incidencias_impresas"]
    if [i["id"] for i in content] != [p["id"] for p in printed]:
        raise Unreadable("las incidencias impresas no son las del contenido, en su orden")
    numbers = {i["id"]: n for n, i in enumerate(content, start=1)}
    lines = []
    for entry, extra in zip(content, printed, strict=True):
        expected_title = titles(entry["tipo"])
        if extra["numero"] != numbers[entry["id"]]:
            raise Unreadable(f"la incidencia {entry['id']} no lleva su número de orden")
        if extra["corrige_numero"] != numbers.get(entry["corrige"]):
            raise Unreadable(f"la incidencia {extra['numero']} no dice bien a cuál corrige")
        if expected_title is not None and extra["titulo"] != expected_title:
            raise Unreadable(
                f"la incidencia {extra['numero']} se titula «{extra['titulo']}» y su tipo es "
                f"«{expected_title}»"
            )
        lines.append(
            IncidentLine(
                id=entry["id"],
                created_at=moment(entry["hora"], "incidencia"),
                kind=entry["tipo"],
                rule_id=entry["articulo"],
                title=extra["titulo"],
                text=entry["texto"],
                corrects_id=entry["corrige"],
                number=extra["numero"],
                happened=extra["suceso"],
                corrects_number=extra["corrige_numero"],
                position=extra["posicion"],
            )
        )
    return lines


def signatures(
    data: dict[str, Any], images: dict[str, bytes] | None = None
) -> tuple[list[SignatureLine], list[StoredSignature]]:
    """(the view's signature lines, the record's drawn signatures), numbered in order.

    `images`: the drawn signatures' PNGs by SHA-256 (the acta's attachments); without them a
    stand-in keeps each drawing's place, for a layout only read as text."""
    from delegate_app.store.acta_views import SignatureLine, StoredSignature

    lines: list[SignatureLine] = []
    stored: list[StoredSignature] = []
    entries = [(None, f, f["valida"]) for f in data["firmas"]]
    entries += [(a["id"], f, True) for a in data["anexos"] for f in a["firmas"]]
    for number, (annex, entry, valid) in enumerate(entries, start=1):
        when = moment(entry["fecha"], "firma")
        lines.append(
            SignatureLine(number, entry["papel"], entry["nombre"], entry["licencia"], when, valid,
                          annex)
        )  # fmt: skip
        image = _drawing(entry["imagen_sha256"], images)
        stored.append(
            StoredSignature(number, entry["papel"], entry["nombre"], entry["licencia"], when,
                            entry["hash_contenido"], annex, image)
        )  # fmt: skip
    return lines, stored


def _drawing(digest: str | None, images: dict[str, bytes] | None) -> bytes:
    if not digest:
        return b""
    if images is None:
        return stand_in_png()
    if digest not in images:
        raise Unreadable(f"el PDF no lleva adjunta la firma manuscrita {digest[:16]}…")
    return images[digest]


def common_fields(data: dict[str, Any], titles: Titles) -> dict[str, Any]:
    match = data["contenido"]["encuentro"]
    lines, _ = signatures(data)
    return {
        "match_id": match["id"],
        "competition": match["competicion"],
        "category": match["categoria"],
        "federation": data["federacion"],
        "season": match["temporada"],
        "round_number": match["ronda"],
        "official_start": moment(match["hora_oficial"], "hora oficial"),
        "venue": match["lugar"] or "",
        "home_team": match["local"],
        "away_team": match["visitante"],
        "home_club": data["club_local"],
        "away_club": data["club_visitante"],
        "step": 0,  # the guide's step: never printed
        "incidents": incidents(data, titles),
        "signatures": lines,
        "annexes": [
            PrintedAnnex(a["id"], moment(a["fecha"], "anexo"), a["texto"], a["hash"])
            for a in data["anexos"]
        ],
        "locked_at": maybe_moment(data["cerrada"], "cierre"),
        "content_hash": data["hash_contenido"],
    }


def deadlines(data: dict[str, Any]) -> list[Deadline]:
    from delegate_app.domain.deadlines import Deadline

    return [
        Deadline(
            d["articulo"],
            d["descripcion"],
            moment(d["vence"], "plazo"),
            d["responsable"],
            d.get("consecuencia", ""),
        )
        for d in data["plazos"]
    ]


def record(data: dict[str, Any], sport: str, images: dict[str, bytes] | None = None) -> ActaRecord:
    from delegate_app.store.acta_views import ActaRecord

    _, stored = signatures(data, images)
    return ActaRecord(
        match_id=data["contenido"]["encuentro"]["id"],
        sport=sport,
        content=data["contenido"],
        stored_hash=data["hash_cierre"],
        signatures=stored,
        played_at=maybe_moment(data["jugado_el"], "jugado el"),
        lock_log=data["registro_de_cierres"],
    )

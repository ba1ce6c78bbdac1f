"""A sample three-page acta-like document and a club with certificates, for tests and benchmarks.

The real acta comes later; this exercises every block with Spanish text (ñ, ½, º, «»), a table
long enough to cross pages, drawn signatures and the boxes for the three digital signatures.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from functools import cache
from struct import pack

from delegate_app.documents import pdf_blocks as blocks
from delegate_app.documents import pdf_document

CREATED = datetime(2025, 11, 29, 19, 40)
BOARDS = 80
PASSPHRASE = "Contraseña de prueba ½"
PEOPLE = {
    "delegado_local": ("Ana Martín Núñez", "TF-1234"),
    "delegado_visitante": ("Luis González Peña", "GC-0987"),
    "arbitro": ("Carmen Díaz Ibáñez", "AR-0055"),
}
TABLE_HEADER = ["Tablero", "Blancas", "Resultado", "Negras", "Observaciones"]


def acta_data(boards: int = BOARDS) -> dict:
    return {
        "competicion": "Liga Insular de Tenerife 2025/26",
        "jornada": 7,
        "local": "C.A. Peña «El Peón»",
        "visitante": "Club Ñandú",
        "resultados": [
            {"tablero": n, "resultado": "½-½" if n % 3 else "1-0"} for n in range(1, boards + 1)
        ],
    }


@cache  # in the app the PNG arrives ready from the signature pad
def signature_png(width: int = 240, height: int = 80) -> bytes:
    """A scribble as an RGBA PNG, written by hand so the test needs no imaging library."""
    rows = []
    for y in range(height):
        row = bytearray(b"\x00")  # filter: none
        for x in range(width):
            on_stroke = (
                abs((x * 7 // 10) % height - y) < 3 or abs(height - 1 - (x % height) - y) < 2
            )
            row += b"\x14\x1e\x50\xff" if on_stroke else b"\xff\xff\xff\x00"
        rows.append(bytes(row))

    def chunk(kind: bytes, payload: bytes) -> bytes:
        return pack(">I", len(payload)) + kind + payload + pack(">I", zlib.crc32(kind + payload))

    header = pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
        + chunk(b"IEND", b"")
    )


def sample_meta(data: bytes) -> pdf_document.DocumentMeta:
    return pdf_document.DocumentMeta.for_data(
        document_id="ACTA-2025-J07-0012",
        title="Acta del encuentro",
        data=data,
        created=CREATED,
        author="C.A. Peña «El Peón»",
        subject="Liga Insular de Tenerife 2025/26, jornada 7",
    )


def sample_story(boards: int = BOARDS) -> list:
    png = signature_png()
    rows = [
        [
            str(n),
            f"Jugador local nº {n} Muñoz",
            "½-½" if n % 3 else "1-0",
            f"Jugadora visitante {n} Peña",
            "",
        ]
        for n in range(1, boards + 1)
    ]
    if boards >= 6:
        rows[5][4] = (
            "Aplazada por incomparecencia justificada del jugador visitante; véase la incidencia 3"
        )
    return [
        blocks.header_block(
            "Federación Canaria de Ajedrez",
            "Liga Insular de Tenerife 2025/26 · 1ª División",
            "Acta del encuentro",
            "Jornada 7ª · sábado 29 de noviembre de 2025 · 16:00",
        ),
        blocks.key_value_block(
            [
                ("Equipo local", "C.A. Peña «El Peón»"),
                ("Equipo visitante", "Club Ñandú"),
                ("Local de juego", "La Laguna, Tenerife"),
                ("Árbitro", "Carmen Díaz Ibáñez"),
                ("Ritmo", "90 min + 30 s por jugada"),
                ("Categoría", "1ª División, grupo único"),
            ]
        ),
        blocks.section_title("Resultados"),
        blocks.data_table(
            TABLE_HEADER, rows, col_widths=[1.1, 3, 1.2, 3, 2.6], align=["C", "L", "R", "L", "L"]
        ),
        blocks.section_title("Incidencias"),
        blocks.paragraph(
            "El jugador del tablero 3 llegó a las 16:25 («retraso»); se aplicó el artículo 18.2 "
            "y la partida se dio por perdida. Resultado del encuentro: 2½ - 1½."
        ),
        blocks.section_title("Firmas"),
        blocks.signature_block(
            [
                blocks.HandSignature(
                    "Delegado local", *PEOPLE["delegado_local"], CREATED - timedelta(minutes=5), png
                ),
                blocks.HandSignature(
                    "Delegado visitante",
                    *PEOPLE["delegado_visitante"],
                    CREATED - timedelta(minutes=4),
                    png,
                ),
                blocks.HandSignature("Árbitro", *PEOPLE["arbitro"], CREATED - timedelta(minutes=3)),
            ]
        ),
        blocks.signature_fields_area(
            [
                ("delegado_local", "Delegado local"),
                ("delegado_visitante", "Delegado visitante"),
                ("arbitro", "Árbitro"),
            ]
        ),
    ]


def build_sample(boards: int = BOARDS) -> tuple[bytes, pdf_document.BuiltPdf]:
    data = pdf_document.canonical_json(acta_data(boards))
    return data, pdf_document.build_pdf(None, lambda: sample_story(boards), sample_meta(data))


@dataclass(frozen=True)
class Club:
    authority: object  # certificates.Authority
    p12: dict[str, bytes]


def make_club(now: datetime | None = None) -> Club:
    """A club CA and one .p12 per signing role, valid around `now`."""
    from delegate_app.documents import certificates

    now = now or datetime.now(UTC)
    authority = certificates.create_club_authority(
        "C.A. Peña «El Peón»",
        not_before=now - timedelta(days=30),
        not_after=now + timedelta(days=3650),
    )
    p12 = {}
    for role, (name, licence) in PEOPLE.items():
        issued = certificates.issue_delegate_certificate(
            authority,
            full_name=name,
            licence=licence,
            club_name="C.A. Peña «El Peón»",
            not_before=now - timedelta(days=1),
            not_after=now + timedelta(days=365),
        )
        p12[role] = certificates.pkcs12_bytes(
            issued.certificate, issued.private_key, PASSPHRASE, chain=issued.chain
        )
    return Club(authority=authority, p12=p12)

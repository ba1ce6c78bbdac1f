"""The acuse de recibo's one page, drawn from acuse.json alone with pdf_blocks, and the facts a
verifier holds that page to (receipt_check.py): every string below that a verifier compares
with the page is made by these functions, from the JSON alone.

A format-2 receipt states its verdict twice on the page, in its headline (VERDICT_LINES) and in
its reason ("Motivo: …"): the page of one verdict never carries another verdict's headline, so
a page that shows "ACTA ACEPTADA" over data that say "rechazada" is caught by equality.
A format-1 receipt (accepted actas only, issued before) is drawn as it always was.
"""

from __future__ import annotations

import hashlib
from datetime import datetime
from typing import TYPE_CHECKING, Any

from delegate_app.documents.federation.receipt_format import FORMAT_V1, ROLE_LABELS, SPORT_LABELS

if TYPE_CHECKING:
    from reportlab.platypus import Flowable

TITLE = "Acuse de recibo"
VERDICT_LINES = {
    "aceptada": "Veredicto: ACTA ACEPTADA",
    "incompleta": "Veredicto: ACTA INCOMPLETA",
    "rechazada": "Veredicto: ARCHIVO RECHAZADO",
}
REASON_LABEL = "Motivo:"


def is_first_format(data: dict[str, Any]) -> bool:
    return data.get("formato") == FORMAT_V1


def local_time_text(data: dict[str, Any]) -> str:
    moment = datetime.fromisoformat(data["recibido_canarias"])
    offset = moment.strftime("%z")
    return f"{moment:%d/%m/%Y %H:%M:%S} hora de Canarias (UTC{offset[:3]}:{offset[3:]})"


def utc_time_text(data: dict[str, Any]) -> str:
    moment = datetime.fromisoformat(data["recibido_utc"].replace("Z", "+00:00"))
    return f"{moment:%d/%m/%Y %H:%M:%S} UTC"


def match_label(data: dict[str, Any]) -> str:
    """The match as the receipt names it; a rejected file that named none says so."""
    match = data["encuentro"]
    if match is None:
        return f"archivo con SHA-256 {data['archivo']['sha256']} (no dice de qué encuentro es)"
    return (
        f"{match['competicion']} {match['temporada']}, ronda {match['ronda']}: "
        f"{match['local']} – {match['visitante']}"
    )


def reason_line(data: dict[str, Any]) -> str:
    return f"{REASON_LABEL} {data['motivo']}"


def printed_facts(data: dict[str, Any]) -> list[str]:
    """The facts the page must show word for word (whitespace collapsed), for the verifier.
    The reason is held apart (reason_line): a long word in it may be broken across lines."""
    if is_first_format(data):
        return [
            f"Acuse {data['acuse']}",
            local_time_text(data),
            utc_time_text(data),
            data["archivo"]["sha256"],
            data["acta"]["hash_contenido"],
            match_label(data),
            data["club_local"],
            data["club_visitante"],
            data["certificado_federacion"],
        ]
    facts = [
        f"Acuse {data['acuse']}",
        VERDICT_LINES[data["estado"]],
        local_time_text(data),
        utc_time_text(data),
        data["archivo"]["sha256"],
        match_label(data),
        data["certificado_federacion"],
    ]
    if data["acta"] is not None:
        facts.append(data["acta"]["hash_contenido"])
    facts += [club for club in (data["club_local"], data["club_visitante"]) if club]
    return facts


def other_verdicts(data: dict[str, Any]) -> list[str]:
    """The headlines the page must NOT show: every verdict's but its own (format 2)."""
    if is_first_format(data):
        return []
    return [line for verdict, line in VERDICT_LINES.items() if verdict != data["estado"]]


def _deadline_row(entry: dict[str, Any]) -> list[str]:
    due = datetime.fromisoformat(entry["vence_canarias"])
    article = entry["articulo"]
    label = f"Art. {article[3:]}" if article[:3] in ("CH-", "DO-") else article
    return [label, f"{due:%d/%m/%Y %H:%M}", entry["responsable"]]


def _with_article(name: str) -> str:
    return name if name.lower().startswith(("la ", "el ")) else f"La {name}"


def _opening(data: dict[str, Any]) -> str:
    who = _with_article(data["federacion"])
    verdict = data["estado"]
    if verdict == "aceptada":
        return (
            f"{who} ha recibido el acta de este encuentro y la ha aceptado: sus firmas "
            "digitales son de quienes el registro federativo liga a cada papel, nada cambió "
            "después de firmarse y lo impreso es lo que dicen sus datos."
        )
    if verdict == "incompleta":
        return (
            f"{who} ha recibido el acta de este encuentro y la ha archivado como incompleta: "
            "lo firmado se sostiene, pero falta alguna firma necesaria. Este acuse no la da "
            "por entregada; envíe el acta completa (será otro archivo, con su propio acuse)."
        )
    return (
        f"{who} ha recibido el archivo con SHA-256 {data['archivo']['sha256']} y lo ha "
        "rechazado. Lo que el archivo dice de sí mismo (encuentro, clubes) se muestra tal "
        "cual, sin darlo por bueno: este acuse solo da fe de que ese archivo llegó y se "
        "rechazó."
    )


def _match_rows(data: dict[str, Any]) -> list[tuple[str, str]]:
    rows = [("Encuentro", match_label(data))]
    if data["club_local"]:
        rows.append(("Club local", data["club_local"]))
    if data["club_visitante"]:
        rows.append(("Club visitante", data["club_visitante"]))
    if data["acta"] is not None:
        roles = ", ".join(ROLE_LABELS[r] for r in data["acta"]["firmas"]) or "—"
        rows += [("Acta", data["acta"]["documento"]), ("Firmas del acta", roles)]
    return rows


def _reception_rows(data: dict[str, Any]) -> list[tuple[str, str]]:
    rows = [("Recibida", local_time_text(data)), ("Recibida (UTC)", utc_time_text(data))]
    if data["correo_recibido_utc"]:
        rows.append(("Correo en el servidor", f"{data['correo_recibido_utc']} (UTC)"))
    rows += [
        ("Archivo", data["archivo"]["nombre"]),
        ("SHA-256 del archivo", data["archivo"]["sha256"]),
    ]
    if data["acta"] is not None:
        rows.append(("Huella de acta.json", data["acta"]["hash_contenido"]))
    return rows


def _story(data: dict[str, Any]) -> list[Flowable]:
    from delegate_app.documents import pdf_blocks as blocks

    first = is_first_format(data)
    match = data["encuentro"]
    if match is None:
        about = "Archivo recibido"
    else:
        sport = SPORT_LABELS.get(data["deporte"] or "", "")
        about = f"{match['competicion']} · Temporada {match['temporada']}"
        about += f" · {sport}" if sport else ""
    story = [blocks.header_block(data["federacion"], about, TITLE, f"Acuse {data['acuse']}")]
    if not first:
        story.append(blocks.section_title(VERDICT_LINES[data["estado"]]))
    story.append(blocks.paragraph(_opening(data)))
    if not first and "motivo" in data:  # (a forger's data may lack it: tests draw those too)
        story.append(blocks.paragraph(reason_line(data)))
    said = "Encuentro" if data["estado"] != "rechazada" else "Lo que dice el archivo"
    story += [
        blocks.section_title(said),
        blocks.key_value_block(_match_rows(data), columns=1, key_share=0.24),
        blocks.section_title("Recepción"),
        blocks.key_value_block(_reception_rows(data), columns=1, key_share=0.24),
    ]
    if data["plazos_cumplidos"]:
        story += [
            blocks.section_title("Plazos que cumple (los que el acta indica)"),
            blocks.data_table(
                ["Artículo", "Vencía", "Responsable"],
                [_deadline_row(entry) for entry in data["plazos_cumplidos"]],
                col_widths=[1, 1.2, 2.6],
            ),
        ]
    relation = (
        "; «delegado verify ACTA.pdf ACUSE.pdf --registry REGISTRO» comprueba además que es "
        "el acuse de esa acta."
        if data["acta"] is not None
        else "."
    )
    story += [
        blocks.spacer(4),
        blocks.paragraph(
            "Firmado digitalmente por la federación con el certificado de huella SHA-256 "
            f"{data['certificado_federacion']}. Compruébelo con «delegado verify ACUSE.pdf "
            f"--registry REGISTRO»{relation}",
            "small",
        ),
    ]
    return story


def render_page(data: dict[str, Any], json_bytes: bytes) -> bytes:
    """The unsigned one-page receipt; its footer prints the SHA-256 of `json_bytes`."""
    from delegate_app.documents import pdf_document

    received = datetime.fromisoformat(data["recibido_canarias"])
    meta = pdf_document.DocumentMeta(
        document_id=data["acuse"],
        title=f"{TITLE} {data['acuse']}",
        data_sha256=hashlib.sha256(json_bytes).hexdigest(),
        created=received,
        author=data["federacion"],
        subject=match_label(data),
        footer_note="Los datos de este acuse van adjuntos (acuse.json); el QR lleva su SHA-256.",
        qr_fixed_mask=True,
    )
    return pdf_document.build_pdf(None, lambda: _story(data), meta).data

"""The competition committee's deadline report (CH-14, CH-15.3) as PDF and CSV; no Qt.

The proposals come first (what the committee has to decide), then every deadline of every
match with its evidence, so that each verdict can be checked against the receipts.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from delegate_app.domain.federation.evidence_deadlines import (
    Compliance,
    DeadlineCheck,
    DeadlineReport,
    Proposal,
)

if TYPE_CHECKING:
    from reportlab.platypus import Flowable

CSV_HEADER = (
    "Temporada",
    "Competición",
    "Ronda",
    "Local",
    "Visitante",
    "Club",
    "Equipo",
    "Artículo",
    "Obligación",
    "Vence",
    "Recibida",
    "Evidencia",
    "Situación",
    "Propuesta",
    "Incumplimiento n.º",
    "Archivo",
    "Detalle",
)
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def safe_cell(text: str) -> str:
    """A text cell that a spreadsheet never runs as a formula (a club named "=HYPERLINK(…)")."""
    return f"'{text}" if text.startswith(_FORMULA_START) else text


def _moment(moment: datetime | None) -> str:
    return "" if moment is None else f"{moment:%d/%m/%Y %H:%M:%S}"


def rule_label(check: DeadlineCheck) -> str:
    if check.rule_id == "Liga":
        return f"liga: {check.obligation.value}"
    return f"art. {check.rule_id.removeprefix('CH-')}"


def csv_rows(report: DeadlineReport) -> list[list[str]]:
    rows = []
    for check in report.checks:
        match = check.match
        rows.append(
            [
                safe_cell(match.season),
                safe_cell(match.competition),
                str(match.round),
                safe_cell(match.home),
                safe_cell(match.away),
                safe_cell(check.club),
                safe_cell(check.team),
                rule_label(check),
                check.obligation.value,
                _moment(check.due),
                _moment(check.evidence_at),
                check.evidence,
                check.compliance.value,
                check.proposal.value,
                str(check.miss_number) if check.miss_number else "",
                safe_cell(check.reference),
                safe_cell(check.text),
            ]
        )
    return rows


def deadline_csv(report: DeadlineReport) -> bytes:
    """UTF-8 with BOM, ";" and CRLF: what a Spanish spreadsheet opens as it is."""
    buffer = io.StringIO(newline="")
    writer = csv.writer(buffer, delimiter=";", lineterminator="\r\n")
    writer.writerow(CSV_HEADER)
    writer.writerows(csv_rows(report))
    return buffer.getvalue().encode("utf-8-sig")


def summary(report: DeadlineReport) -> str:
    counts = " · ".join(f"{c.value}: {report.count(c)}" for c in Compliance)
    proposals = len(report.proposals)
    return (
        f"Situación el {report.as_of:%d/%m/%Y} a las {report.as_of:%H:%M} (hora de Canarias): "
        f"{counts} · propuestas al Comité: {proposals} · "
        f"encuentros sin acta: {len(report.missing_actas)}"
    )


def _match_text(check: DeadlineCheck) -> str:
    return f"R{check.match.round} {check.match.home} – {check.match.away}"


def _clubs_of(report: DeadlineReport, missing: DeadlineCheck) -> tuple[str, str]:
    """The home and the away club of a match, as its CH-14 checks name them."""
    clubs = {
        check.team: check.club
        for check in report.checks
        if check.match == missing.match and check.obligation is missing.obligation
    }
    match = missing.match
    return clubs.get(match.home, match.home), clubs.get(match.away, match.away)


def _by_competition(checks: Sequence[DeadlineCheck]) -> dict[tuple[str, str], list[DeadlineCheck]]:
    groups: dict[tuple[str, str], list[DeadlineCheck]] = {}
    for check in checks:
        groups.setdefault(check.competition, []).append(check)
    return groups


def deadline_pdf(report: DeadlineReport, federation: str = "Federación") -> bytes:
    """The report on A4: proposals first, then each competition's deadlines."""
    from delegate_app.documents import pdf_blocks as pdf
    from delegate_app.documents import pdf_document

    def story() -> list[Flowable]:
        flowables = [
            pdf.header_block(
                federation,
                "Comité de Competición",
                "Informe de plazos: comunicación del resultado (art. 14) y envío del acta "
                "(art. 15.3)",
                summary(report),
            ),
            pdf.paragraph(
                "Cada plazo se decide con la hora a la que el servidor de correo de la "
                "Federación recibió el mensaje, cuando consta, o con la de recepción del "
                "archivo. «Antes de las 21:00» excluye las 21:00:00. Días hábiles: de lunes a "
                "viernes, sin festivos nacionales, de Canarias ni de la isla, ni los añadidos "
                "por la Federación.",
                "small",
            ),
        ]
        proposals = report.proposals
        flowables.append(pdf.section_title(f"Propuestas al Comité ({len(proposals)})"))
        if proposals:
            flowables.append(
                pdf.data_table(
                    ("Propuesta", "Club / equipo", "Encuentro", "Art.", "Motivo"),
                    [
                        (
                            check.proposal.value,
                            f"{check.club} ({check.team})",
                            f"{check.match.competition} {check.match.season}: "
                            + _match_text(check),
                            rule_label(check),
                            check.text,
                        )
                        for check in proposals
                    ],
                    col_widths=[1.5, 1.8, 2.2, 0.8, 3.4],
                )
            )
        else:
            flowables.append(pdf.paragraph("Ninguna."))
        missing = report.missing_actas
        if missing:
            flowables.append(pdf.section_title(f"Actas no recibidas ({len(missing)})"))
            flowables.append(
                pdf.paragraph(
                    "Encuentros del calendario de los que la Federación no ha recibido ninguna "
                    "acta verificada cuando ya venció un plazo. Cuenta como incumplimiento del "
                    "art. 14 de ambos clubes (los dos delegados comunican el resultado) y del "
                    "art. 15.3 del club local (su delegado remite el acta).",
                    "small",
                )
            )
            flowables.append(
                pdf.data_table(
                    ("Competición", "Encuentro", "Local / visitante", "Venció"),
                    [
                        (
                            f"{check.match.competition} {check.match.season}",
                            _match_text(check),
                            " / ".join(_clubs_of(report, check)),
                            _moment(check.due)[:16],
                        )
                        for check in missing
                    ],
                    col_widths=[2.2, 2.8, 2.8, 1.4],
                )
            )
        for (season, competition), checks in _by_competition(report.checks).items():
            flowables.append(pdf.section_title(f"{competition} · temporada {season}"))
            flowables.append(
                pdf.data_table(
                    ("Encuentro", "Club", "Art.", "Vence", "Recibida", "Estado", "Propuesta"),
                    [
                        (
                            _match_text(check),
                            check.club,
                            rule_label(check),
                            _moment(check.due)[:16],
                            _moment(check.evidence_at),
                            check.compliance.value,
                            check.proposal.value,
                        )
                        for check in checks
                    ],
                    col_widths=[2.3, 1.8, 1.1, 1.3, 1.4, 1.1, 1.5],
                )
            )
            missed = [check for check in checks if check.compliance.missed]
            for check in missed:
                flowables.append(
                    pdf.paragraph(
                        f"{_match_text(check)} · {check.club} · {rule_label(check)}: {check.text}",
                        "small",
                    )
                )
        return flowables

    data = {
        "informe": "plazos",
        "situacion": report.as_of.isoformat(),
        "filas": csv_rows(report),
    }
    meta = pdf_document.DocumentMeta.for_data(
        document_id=f"PLAZOS-{report.as_of:%Y%m%d%H%M}",
        title="Informe de plazos para el Comité de Competición",
        data=pdf_document.canonical_json(data),
        created=report.as_of,
        author=federation,
        subject="Arts. 14 y 15.3: plazos decididos con la hora de recepción",
    )
    return pdf_document.build_pdf(None, story, meta).data


def write_deadline_report(
    report: DeadlineReport, path: Path | str, federation: str = "Federación"
) -> Path:
    """Write the PDF or the CSV, chosen by the file's suffix; ValueError for another suffix."""
    from delegate_app.store.atomic_file import write_atomically

    target = Path(path)
    suffix = target.suffix.lower()
    if suffix == ".csv":
        data = deadline_csv(report)
    elif suffix == ".pdf":
        data = deadline_pdf(report, federation)
    else:
        raise ValueError(
            f"«{target.name}»: el informe se escribe en PDF o en CSV (termine el nombre en .pdf "
            "o .csv)."
        )
    write_atomically(target, data)
    return target


__all__ = [
    "CSV_HEADER",
    "Proposal",
    "csv_rows",
    "deadline_csv",
    "deadline_pdf",
    "safe_cell",
    "write_deadline_report",
]

"""A filled signature field may show only the stamp our signing code draws.

The strict modification policy lets a signer fill a pre-created field with an appearance of
his own choosing; the widget lies over the page, and pages' text extraction never reads it. A
visitor's own tool could stamp «Resultado corregido: 4 - 0» in his box. This module lays the
appearances on the page as a viewer shows them (pdfium's flattening, on a copy) and reads what
each signed field shows: the placeholder under it, «Firmado digitalmente por», the signer's
name, «Licencia/DNI: …», the role and «Fecha: dd/mm/aaaa hh:mm» are all our stamp ever says
(pyHanko's default stamp, name and time only, is let through too).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from delegate_app.documents import signature_policy, signing

HEADING = "Firmado digitalmente por"
_LICENCE = re.compile(r"Licencia/DNI: \S+")
_MOMENT = re.compile(r"Fecha: \d{2}/\d{2}/\d{4} \d{2}:\d{2}")
# pyHanko's own default stamp, as another signing tool built on it draws it: the signer's name
# (taken out before this is matched) and the signing time, nothing free to write.
_PYHANKO_DEFAULT = re.compile(
    r"^Digitally signed by ?\. Timestamp: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}( [A-Z]{2,5})?\.$"
)


def _residue(shown: str, field: str, signer_name: str | None) -> str:
    """What the field shows beyond the placeholder and our own stamp's lines."""
    rest = shown.replace(signature_policy.PLACEHOLDER, " ").replace(HEADING, " ")
    if field == "arbitro":
        rest = rest.replace(signature_policy.NO_ARBITER_PLACEHOLDER, " ")
    role = signing.SIGNATURE_ROLES.get(field)
    for known in (signer_name, role):
        if known:
            rest = rest.replace(known, " ", 1)
    rest = _LICENCE.sub(" ", rest, count=1)
    rest = _MOMENT.sub(" ", rest, count=1)
    rest = " ".join(rest.split())
    return "" if _PYHANKO_DEFAULT.match(rest) else rest


def problems(pdf_bytes: bytes, recorded: Any, signatures: Iterable[Any]) -> list[str]:
    """One Spanish sentence per signed field whose appearance says more than our stamp.

    `recorded` is acta.json's list of field rectangles, `signatures` verify's SignatureReports.
    """
    signed = {report.field: report for report in signatures}
    if not isinstance(recorded, list):
        return []
    by_page: dict[int, list[dict]] = {}
    for entry in recorded:
        if isinstance(entry, dict) and entry.get("campo") in signed:
            by_page.setdefault(int(entry["pagina"]), []).append(entry)
    if not by_page:
        return []
    import pypdfium2
    import pypdfium2.raw as raw

    found = []
    document = pypdfium2.PdfDocument(pdf_bytes)
    try:
        for page_index, entries in sorted(by_page.items()):
            if not 0 <= page_index < len(document):
                continue  # the layout check names a field on a page that does not exist
            page = document[page_index]
            raw.FPDFPage_Flatten(page.raw, raw.FLAT_NORMALDISPLAY)
            page.close()
            text = document[page_index].get_textpage()
            for entry in entries:
                field = entry["campo"]
                rect = (float(value) for value in entry["rect"])
                shown = " ".join(text.get_text_bounded(*rect).split())
                extra = _residue(shown, field, signed[field].signer_name)
                if extra:
                    label = signing.SIGNATURE_ROLES.get(field, field)
                    found.append(
                        f"el sello de la firma «{label}» dice lo que nuestra firma no pone: "
                        f"«{extra[:60]}»"
                    )
    finally:
        document.close()
    return found

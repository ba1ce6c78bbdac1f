"""Reading PDFs back: their text as poppler extracts it and the fonts they carry."""

from __future__ import annotations

import shutil
import subprocess
from io import BytesIO

import pytest

PDFTOTEXT = shutil.which("pdftotext")
needs_pdftotext = pytest.mark.skipif(PDFTOTEXT is None, reason="pdftotext (poppler) not installed")


def pdf_text(pdf: bytes, page: int | None = None) -> str:
    """Text of the whole PDF or of one page (1-based), as poppler extracts it."""
    pages = ["-f", str(page), "-l", str(page)] if page else []
    result = subprocess.run(
        [PDFTOTEXT, "-layout", "-enc", "UTF-8", *pages, "-", "-"],
        input=pdf,
        capture_output=True,
        check=True,
    )
    return result.stdout.decode("utf-8")


def fonts_in(pdf: bytes) -> list[dict]:
    """Every font dictionary reachable from the document catalog, in any revision's objects.

    Walks pages, resources, form XObjects and widget appearances, so fonts brought in by a
    signature's visible stamp are checked too.
    """
    from pyhanko.pdf_utils import generic
    from pyhanko.pdf_utils.reader import PdfFileReader

    reader = PdfFileReader(BytesIO(pdf))
    found: list[dict] = []
    seen: set[tuple[int, int]] = set()
    stack: list = [reader.trailer.raw_get("/Root")]
    while stack:
        item = stack.pop()
        if isinstance(item, generic.IndirectObject):
            key = (item.idnum, item.generation)
            if key in seen:
                continue
            seen.add(key)
            item = item.get_object()
        if isinstance(item, generic.DictionaryObject):  # streams are dictionaries too
            if item.get("/Type") == "/Font":
                found.append(item)
            for name in item:
                if name in ("/Parent", "/P"):  # back-links only lead to what we already walk
                    continue
                stack.append(item.raw_get(name))
        elif isinstance(item, generic.ArrayObject):
            stack.extend(item.raw_get(i) for i in range(len(item)))
    return found


def assert_only_embedded_truetype(pdf: bytes) -> None:
    fonts = fonts_in(pdf)
    assert fonts, "no fonts found at all"
    for font in fonts:
        name = font.get("/BaseFont")
        assert font.get("/Subtype") == "/TrueType", f"{name} is {font.get('/Subtype')}"
        descriptor = font["/FontDescriptor"]
        assert "/FontFile2" in descriptor, f"{name} is not embedded"
        assert "DejaVuSans" in str(name), name


def raw_text(pdf: bytes) -> str:
    """Text in drawing order, whitespace collapsed: a wrapped table cell reads as one sentence."""
    result = subprocess.run(
        [shutil.which("pdftotext"), "-raw", "-enc", "UTF-8", "-", "-"],
        input=pdf,
        capture_output=True,
        check=True,
    )
    return " ".join(result.stdout.decode("utf-8").split())


def pdfium_text(pdf: bytes) -> str:
    """Every page's text as pypdfium2 (a dependency of the app) reads it: the read-back for
    machines without poppler's pdftotext; lines joined by newlines."""
    import pypdfium2

    document = pypdfium2.PdfDocument(pdf)
    try:
        pages = []
        for index in range(len(document)):
            page = document[index]
            text_page = page.get_textpage()
            pages.append(text_page.get_text_range().replace("\r\n", "\n"))
            text_page.close()
            page.close()
        return "\n".join(pages)
    finally:
        document.close()

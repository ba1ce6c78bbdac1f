"""The shared PDF blocks: pages, repeated table header, Spanish text, fonts, footer, determinism."""

from __future__ import annotations

import hashlib
import itertools
import re
import shutil
import subprocess
from io import BytesIO

import pytest

from delegate_app.documents import pdf_blocks as blocks
from delegate_app.documents import pdf_document, pdf_theme
from tests.helpers import sample
from tests.helpers.pdf import assert_only_embedded_truetype, needs_pdftotext, pdf_text


def test_sample_has_three_pages(sample_build):
    _, built = sample_build
    assert built.page_count == 3
    assert built.data.startswith(b"%PDF-")


@needs_pdftotext
def test_table_header_and_footer_on_every_page(sample_build):
    data, built = sample_build
    digest = hashlib.sha256(data).hexdigest()
    for page in range(1, built.page_count + 1):
        text = pdf_text(built.data, page)
        header_line = next(line for line in text.splitlines() if "Tablero" in line)
        assert re.search(r"Tablero\s+Blancas\s+Resultado\s+Negras\s+Observaciones", header_line)
        assert f"Página {page} de {built.page_count}" in text
        assert "Documento ACTA-2025-J07-0012" in text
        assert digest in text


def test_header_row_is_painted_on_every_page_without_poppler(sample_build):
    # Text in subset fonts is not greppable; the header's fill colour is, once per page.
    from pyhanko.pdf_utils.reader import PdfFileReader
    from reportlab.lib.rl_accel import fp_str

    _, built = sample_build
    fill = (fp_str(*pdf_theme.HEAD_BG.rgb()) + " rg").encode()
    pages = PdfFileReader(BytesIO(built.data)).root["/Pages"]["/Kids"]
    assert len(pages) == 3
    for index in range(len(pages)):
        contents = pages[index]["/Contents"]
        streams = [contents] if hasattr(contents, "data") else [c.get_object() for c in contents]
        assert b"".join(s.data for s in streams).count(fill) == 1


@needs_pdftotext
def test_every_row_is_printed_once(sample_build):
    _, built = sample_build
    text = pdf_text(built.data)
    for n in range(1, sample.BOARDS + 1):
        assert len(re.findall(rf"Jugador local nº {n} Muñoz\b", text)) == 1, n


@needs_pdftotext
def test_spanish_text_reads_back(sample_build):
    _, built = sample_build
    text = pdf_text(built.data)
    for expected in (
        "FEDERACIÓN CANARIA DE AJEDREZ",
        "1ª División",
        "Jornada 7ª",
        "C.A. Peña «El Peón»",
        "Club Ñandú",
        "Árbitro",
        "½-½",
        "2½ - 1½",
        "Ana Martín Núñez",
        "Carmen Díaz Ibáñez",
        "Firma digital · Delegado visitante",
        "Pendiente de firma digital",
        "(sin firma manuscrita)",
    ):
        assert expected in text, expected


def test_only_embedded_truetype_fonts(sample_build):
    _, built = sample_build
    assert_only_embedded_truetype(built.data)
    assert b"Helvetica" not in built.data


@pytest.mark.skipif(shutil.which("pdffonts") is None, reason="pdffonts (poppler) not installed")
def test_pdffonts_agrees(sample_build):
    _, built = sample_build
    listing = subprocess.run(
        ["pdffonts", "-"], input=built.data, capture_output=True, check=True
    ).stdout.decode()
    rows = listing.splitlines()[2:]
    assert rows
    for row in rows:
        assert "TrueType" in row and " yes yes yes " in row, row


def test_same_data_gives_same_bytes(sample_build):
    _, built = sample_build
    _, again = sample.build_sample()
    assert again.data == built.data


def test_other_data_gives_other_bytes_and_hash(sample_build):
    data, built = sample_build
    other_data, other = sample.build_sample(boards=sample.BOARDS - 1)
    assert hashlib.sha256(other_data).hexdigest() != hashlib.sha256(data).hexdigest()
    assert other.data != built.data


def test_creation_date_comes_from_the_data(sample_build):
    _, built = sample_build
    assert b"(D:20251129194000)" in built.data


def test_qr_payload_carries_id_and_hash():
    meta = sample.sample_meta(b"{}")
    payload = pdf_document.qr_payload(meta)
    assert payload == f"DELEGADO;ID=ACTA-2025-J07-0012;SHA256={hashlib.sha256(b'{}').hexdigest()}"


def test_signature_boxes_sit_side_by_side_on_the_last_page_above_the_footer(sample_build):
    _, built = sample_build
    boxes = built.field_boxes
    assert [b.name for b in boxes] == ["delegado_local", "delegado_visitante", "arbitro"]
    assert {b.page_index for b in boxes} == {built.page_count - 1}
    for box in boxes:
        x1, y1, x2, y2 = box.rect
        assert (
            pdf_theme.MARGIN_LEFT - 0.01
            <= x1
            < x2
            <= pdf_theme.PAGE_WIDTH - pdf_theme.MARGIN_RIGHT + 0.01
        )
        assert pdf_theme.MARGIN_BOTTOM <= y1 < y2 <= pdf_theme.PAGE_HEIGHT - pdf_theme.MARGIN_TOP
        assert box.width > 140 and box.height > 50
    for left, right in itertools.pairwise(boxes):
        assert left.rect[2] < right.rect[0]


def test_build_writes_to_a_path_or_a_file(tmp_path, sample_build):
    data, built = sample_build
    meta = sample.sample_meta(data)
    path = tmp_path / "acta.pdf"
    pdf_document.build_pdf(path, sample.sample_story, meta)
    assert path.read_bytes() == built.data
    assert not [p for p in tmp_path.iterdir() if p.name != "acta.pdf"]
    buffer = BytesIO()
    pdf_document.build_pdf(buffer, sample.sample_story, meta)
    assert buffer.getvalue() == built.data


def test_canonical_json_is_stable_and_utf8():
    assert pdf_document.canonical_json({"b": "ñ", "a": [1, 2]}) == '{"a":[1,2],"b":"ñ"}'.encode()
    with pytest.raises(ValueError):
        pdf_document.canonical_json({"x": float("nan")})


def test_long_cells_wrap_and_short_ones_stay_plain():
    table = blocks.data_table(["A", "B"], [["corto", "texto " * 40]], col_widths=[1, 1])
    short, long = table._cellvalues[1]
    assert short == "corto"
    assert isinstance(long, pdf_theme.Paragraph)


@pytest.mark.parametrize(
    ("kwargs", "rows"),
    [
        ({"col_widths": [1]}, []),
        ({"col_widths": [1, 0]}, []),
        ({"align": "LX"}, []),
        ({}, [["solo una"]]),
    ],
)
def test_table_rejects_inconsistent_shapes(kwargs, rows):
    with pytest.raises(ValueError):
        blocks.data_table(["A", "B"], rows, **kwargs)


def test_an_unreadable_signature_image_is_reported_by_name():
    signature = blocks.HandSignature("Árbitro", "Carmen Díaz", image_png=b"not a png")
    with pytest.raises(ValueError, match="Carmen Díaz"):
        blocks.signature_block([signature])


def test_stamp_is_one_small_page_with_embedded_fonts():
    stamp = pdf_document.render_stamp(150, 60, "Firmado digitalmente por", ["Ñ" * 200, "Árbitro"])
    assert_only_embedded_truetype(stamp)
    assert b"/MediaBox [ 0 0 150 60 ]" in stamp


def _repeating_story():
    """A paragraph long enough to split across pages, and table cells repeated many times."""
    words = " ".join(f"palabra{n} de la incidencia" for n in range(700))
    rows = [
        [str(n % 7), f"Jugador número {n % 5} de la pareja local", "Sin anotar"] for n in range(80)
    ]
    return [
        blocks.section_title("Incidencias"),
        blocks.paragraph(words),
        blocks.data_table(["Mesa", "Quién", "Nota"], rows, col_widths=[1, 3, 2]),
        blocks.key_value_block([("Anotador", "Sin anotar")] * 20),
    ]


def test_paragraphs_parsed_once_lay_out_as_if_parsed_anew():
    meta = sample.sample_meta(b"{}")
    pdf_theme._parsed.clear()
    cold = pdf_document.build_pdf(None, _repeating_story, meta)
    kept = len(pdf_theme._parsed)
    warm = pdf_document.build_pdf(None, _repeating_story, meta)
    assert kept and len(pdf_theme._parsed) == kept  # the second layout parsed nothing anew
    assert cold.page_count >= 3  # the long paragraph was split across pages
    assert warm.data == cold.data


def test_a_layout_for_text_reads_as_the_printed_one():
    from delegate_app.documents.signature_policy import PageText

    meta = sample.sample_meta(b"{}")
    texts = []
    for for_text in (False, True):
        built = pdf_document.build_pdf(None, _repeating_story, meta, for_text=for_text)
        with PageText(built.data) as pages:
            texts.append([pages.text(index) for index in range(len(pages))])
    printed, rebuilt = texts
    assert len(printed) >= 3 and rebuilt == printed
    assert "palabra699" in " ".join(printed)


def _cell_styles(table) -> list[list[dict]]:
    return [[dict(vars(cell)) for cell in row] for row in table._cellStyles]


def _commands(columns: int) -> list[tuple]:
    commands = [
        ("FONTNAME", (0, 0), (-1, -1), pdf_theme.FONT),
        ("FONTSIZE", (0, 0), (-1, -1), 8.5),
        ("TEXTCOLOR", (0, 0), (-1, -1), pdf_theme.INK),
        ("FONTNAME", (0, 0), (-1, 0), pdf_theme.FONT_BOLD),
        ("TEXTCOLOR", (0, 0), (-1, 0), pdf_theme.colors.white),
        ("BACKGROUND", (0, 0), (-1, 0), pdf_theme.HEAD_BG),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), [pdf_theme.colors.white, pdf_theme.ZEBRA]),
        ("LINEBELOW", (0, 0), (-1, -1), 0.25, pdf_theme.RULE),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("LEFTPADDING", (1, 1), (-1, -1), 7),
        ("ALIGN", (columns - 1, 0), (columns - 1, -1), "RIGHT"),
    ]
    return commands


@pytest.mark.parametrize("for_text", [False, True])
@pytest.mark.parametrize("shape", [(1, 1), (1, 4), (2, 3), (9, 5), (40, 2)])
def test_a_styled_table_is_the_table_reportlab_styles(shape, for_text):
    """Cell styles copied from the two-row sample are those reportlab gives every cell, command
    by command: the same fonts, colours, paddings and alignments, the same line and background
    commands, so the same page."""
    from reportlab.platypus import Table, TableStyle

    rows, columns = shape
    data = [[f"{i}.{j}" for j in range(columns)] for i in range(rows)]
    token = pdf_theme.text_only.set(for_text)
    try:
        for _ in range(2):  # made, then remembered
            styled = pdf_theme.styled_table(data, _commands(columns), repeatRows=1)
            plain = Table(data, repeatRows=1)
            plain.setStyle(TableStyle(pdf_theme.table_style(_commands(columns)).getCommands()))
            assert _cell_styles(styled) == _cell_styles(plain)
            for attribute in ("_bkgrndcmds", "_linecmds", "_spanCmds", "repeatRows"):
                assert getattr(styled, attribute) == getattr(plain, attribute), attribute
    finally:
        pdf_theme.text_only.reset(token)


def test_a_table_styled_row_by_row_otherwise_is_left_to_reportlab():
    from reportlab.platypus import Table, TableStyle

    data = [[str(i), "x"] for i in range(5)]
    commands = [*_commands(2), ("TEXTCOLOR", (0, -1), (-1, -1), pdf_theme.ACCENT)]  # last row
    styled = pdf_theme.styled_table(data, commands)
    plain = Table(data)
    plain.setStyle(TableStyle(commands))
    assert _cell_styles(styled) == _cell_styles(plain)
    assert styled._cellStyles[-1][0].color == pdf_theme.ACCENT != styled._cellStyles[-2][0].color

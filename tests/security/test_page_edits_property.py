"""Property: the exporting club edits one byte, or one operator, of a page's content stream
before anyone signs; both delegates sign what they see. Whatever the edit, verify never says 0:
the page is no longer the one acta.json renders to (or the file no longer reads at all)."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pyhanko.pdf_utils import generic

from delegate_app.documents import verify
from tests.helpers.forgery import unsigned_update
from tests.helpers.security import delegate, sign

EXAMPLES = 12
# One instruction: its operands, then its operator (strings, hex strings, arrays, names, numbers).
_INSTRUCTION = re.compile(
    rb"(?:\s*(?:\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f\s]*>|\[[^\]]*\]|/[^\s/\[\]()<>{}%]+|[-+.\d]+))*"
    rb"\s*[A-Za-z'\"*][A-Za-z0-9*]*"
)
OPERATORS = [b"q", b"Q", b"f", b"S", b"n", b"W", b"re", b"Tj", b"TJ", b"Tf", b"rg", b"RG", b"cm"]


def _page(writer, index: int):
    page = writer.root["/Pages"]["/Kids"].raw_get(index).get_object()
    parts = page["/Contents"]
    parts = parts if isinstance(parts, generic.ArrayObject) else [parts]
    return page, b"\n".join(part.get_object().data for part in parts)


def _edited(acta, clubs, page_index: int, edit) -> bytes:
    def change(writer) -> None:
        page, content = _page(writer, page_index)
        page["/Contents"] = writer.add_object(generic.StreamObject(stream_data=edit(content)))
        writer.update_container(page)

    pdf = unsigned_update(acta.pdf, change)
    pdf = sign(pdf, "delegado_local", delegate(clubs, acta.home_club))
    return sign(pdf, "delegado_visitante", delegate(clubs, acta.away_club))


def _never_0(pdf: bytes, the_registry) -> None:
    report = verify.verify_acta(pdf, registry=the_registry)
    assert not report.complete, "\n".join(report.lines())
    assert report.verdict == "no verificada"


@settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    sport=st.sampled_from(["ajedrez", "domino"]),
    page=st.integers(min_value=0, max_value=1),
    where=st.floats(min_value=0, max_value=1, exclude_max=True),
    byte=st.integers(min_value=0, max_value=255),
)
def test_one_byte_of_a_page_changed_before_signing_never_verifies(
    actas, clubs, the_registry, sport, page, where, byte
):
    def edit(content: bytes) -> bytes:
        index = int(where * len(content))
        new = byte if byte != content[index] else (byte + 1) % 256
        return content[:index] + bytes([new]) + content[index + 1 :]

    _never_0(_edited(actas[sport], clubs, page, edit), the_registry)


@settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    sport=st.sampled_from(["ajedrez", "domino"]),
    page=st.integers(min_value=0, max_value=1),
    where=st.floats(min_value=0, max_value=1, exclude_max=True),
    how=st.sampled_from(["borrar", "repetir", "cambiar"]),
    other=st.sampled_from(OPERATORS),
)
def test_one_operator_of_a_page_changed_before_signing_never_verifies(
    actas, clubs, the_registry, sport, page, where, how, other
):
    def edit(content: bytes) -> bytes:
        found = list(_INSTRUCTION.finditer(content))
        assert found, "a page without instructions"
        chosen = found[int(where * len(found))]
        start, end = chosen.span()
        instruction = content[start:end]
        if how == "borrar":
            replaced = b""
        elif how == "repetir":
            replaced = instruction + b"\n" + instruction
        else:
            operator = re.search(rb"[A-Za-z'\"*][A-Za-z0-9*]*$", instruction)
            assert operator is not None
            swap = other if other != operator.group() else b"BI"
            replaced = instruction[: operator.start()] + swap
        return content[:start] + replaced + content[end:]

    _never_0(_edited(actas[sport], clubs, page, edit), the_registry)

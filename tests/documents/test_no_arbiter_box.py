"""Issue 25: on an acta "Sin árbitro" the arbiter's digital-signature box says nobody signs it,
not "Pendiente" (signing refuses that field there); the acta still exports, signs and verifies,
and verify's page equality rebuilds that box as the export drew it."""

from __future__ import annotations

from sqlmodel import select

from delegate_app.documents import acta_package, signature_policy
from delegate_app.store.acta_reading import acta_record
from delegate_app.store.models import MatchDay
from tests.helpers.pdf import pdfium_text


def _locked_by_arbiter(db) -> tuple[list[int], list[int]]:
    with db.session() as s:
        ids = [m.match_id for m in s.exec(select(MatchDay).where(MatchDay.locked_at != None))]  # noqa: E711
    named, without = [], []
    for match_id in ids:
        content = acta_record(db, match_id).content
        arbiter = content.get("arbitro")
        name = arbiter.get("nombre") if isinstance(arbiter, dict) else arbiter
        (named if (name or "").strip() else without).append(match_id)
    return named, without


def _read(db, match_id) -> str:
    return " ".join(pdfium_text(acta_package.build_pdf(db, match_id)).split())


def test_the_arbiter_box_of_an_acta_sin_arbitro_does_not_say_pending(demo_db):
    named, without = _locked_by_arbiter(demo_db)
    assert without, "the demo has locked actas without an arbiter"
    text = _read(demo_db, without[0])
    assert "Sin árbitro" in text
    assert text.count(signature_policy.PLACEHOLDER) == 2  # the two delegates' boxes
    assert signature_policy.NO_ARBITER_PLACEHOLDER in text
    if named:
        text = _read(demo_db, named[0])
        assert text.count(signature_policy.PLACEHOLDER) == 3
        assert signature_policy.NO_ARBITER_PLACEHOLDER not in text

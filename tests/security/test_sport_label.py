"""The sport comes from the acta's content, never from the label it gives itself: a domino acta
whose acta.json calls itself chess, built on the real exported domino acta and signed by both
clubs' delegates (the counterpart of the chess acta calling itself domino)."""

from __future__ import annotations

import json

from delegate_app.documents import acta_schema, signing, verify
from tests.helpers.forgery import replace_acta_json, unsigned_update
from tests.helpers.security import check, delegate, sign


def roots(clubs):
    return [club.authority.certificate for club in clubs.values()]


def test_a_domino_acta_calling_itself_chess_cannot_skip_the_domino_checks(actas, clubs):
    acta = actas["domino"]
    data = json.loads(signing.read_attachment(acta.pdf))
    data["formato"] = acta_schema.CHESS_FORMAT
    data["contenido"]["deporte"] = "ajedrez"
    payload = json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    forged = unsigned_update(acta.pdf, lambda w: replace_acta_json(w, payload.encode()))
    pdf = sign(forged, "delegado_local", delegate(clubs, acta.home_club))
    pdf = sign(pdf, "delegado_visitante", delegate(clubs, acta.away_club))
    report = verify.verify_acta(pdf, roots(clubs))
    assert report.verdict == "no verificada"
    assert all(r.valid for r in report.signatures)  # both signed the file as it was
    assert "acta.json se presenta como acta de ajedrez pero su contenido es de domino" in check(
        report, "Datos del acta"
    )

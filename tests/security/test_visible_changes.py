"""Nothing visible changes after the first signature: attacks that paint over the score with
signature fields and appearances, each built on a real exported acta signed by both clubs."""

from __future__ import annotations

from io import BytesIO

import pytest
from pyhanko.pdf_utils.incremental_writer import IncrementalPdfFileWriter
from pyhanko.sign import fields

from delegate_app.documents import signature_policy, signing, verify
from delegate_app.documents.certificates import SigningError
from tests.helpers.forgery import OVER_THE_SCORE, forged_signature
from tests.helpers.security import check, delegate, issue, sign, signed_by_both, trust_roots

FIELDS = "Campos de firma"


@pytest.mark.parametrize("sport", ["ajedrez", "domino"])
def test_new_visible_signature_field_painted_over_the_score_with_a_trusted_certificate(
    actas, clubs, sport
):
    acta = actas[sport]
    pdf = signed_by_both(acta, clubs)
    painter = issue(clubs[acta.home_club].authority, "Otro Socio del Club", "77777777B")
    forged = forged_signature(pdf, painter, "correccion", new_box=OVER_THE_SCORE)
    report = verify.verify_acta(forged, trust_roots(clubs))
    assert report.verdict == "no verificada"
    delegates = report.signatures[:2]
    assert all(r.intact and r.modified_after for r in delegates)
    assert all(
        "el documento se modificó después de firmar: se añadieron cambios que no son firmas"
        in r.problems
        for r in delegates
    )
    assert "la página 1 lleva una anotación que no es un campo de firma del acta (correccion)" in (
        check(report, FIELDS)
    )
    assert any("«correccion» no es de ningún papel" in p for p in report.problems)


def test_unsigned_field_added_inside_the_visitors_own_signing_revision(actas, clubs):
    acta = actas["ajedrez"]
    pdf = sign(acta.pdf, "delegado_local", delegate(clubs, acta.home_club))
    forged = forged_signature(
        pdf, delegate(clubs, acta.away_club), "delegado_visitante", extra_field="sombra"
    )
    report = verify.verify_acta(forged, trust_roots(clubs))
    assert report.verdict == "no verificada"
    home, away = report.signatures
    assert home.modified_after and "se añadieron cambios que no son firmas" in home.reason
    assert away.valid  # its own revision is what it signed: only the layout tells
    assert "la página 1 lleva una anotación que no es un campo de firma del acta (sombra)" in (
        check(report, FIELDS)
    )


def test_unsigned_field_added_inside_the_first_certifying_revision(actas, clubs):
    acta = actas["domino"]
    forged = forged_signature(
        acta.pdf, delegate(clubs, acta.home_club), "delegado_local", extra_field="sombra"
    )
    with pytest.raises(SigningError, match=r"no son los que el acta creó \(la página 1 lleva"):
        sign(forged, "delegado_visitante", delegate(clubs, acta.away_club))
    forged = forged_signature(forged, delegate(clubs, acta.away_club), "delegado_visitante")
    report = verify.verify_acta(forged, trust_roots(clubs))
    assert report.verdict == "no verificada"
    assert "(sombra)" in check(report, FIELDS)


def test_field_hidden_under_the_score_before_signing_then_filled_later(actas, clubs):
    acta = actas["ajedrez"]
    writer = IncrementalPdfFileWriter(BytesIO(acta.pdf))
    fields.append_signature_field(
        writer, fields.SigFieldSpec("sombra", on_page=0, box=OVER_THE_SCORE)
    )
    out = BytesIO()
    writer.write(out)
    shadowed = out.getvalue()
    # The app refuses to sign a file whose fields are not the ones the acta was created with.
    with pytest.raises(SigningError, match="no son los que el acta creó"):
        sign(shadowed, "delegado_local", delegate(clubs, acta.home_club))
    # A forger's tool signs anyway; the shadow field is filled (revealed) at the end.
    pdf = forged_signature(shadowed, delegate(clubs, acta.home_club), "delegado_local")
    pdf = forged_signature(pdf, delegate(clubs, acta.away_club), "delegado_visitante")
    revealer = issue(clubs[acta.home_club].authority, "Otro Socio del Club", "77777777B")
    pdf = forged_signature(pdf, revealer, "sombra")
    report = verify.verify_acta(pdf, trust_roots(clubs))
    assert report.verdict == "no verificada"
    assert "la página 1 lleva una anotación que no es un campo de firma del acta (sombra)" in (
        check(report, FIELDS)
    )


@pytest.mark.parametrize("sport", ["ajedrez", "domino"])
def test_a_field_moved_over_the_score_with_the_recorded_layout_to_match_is_refused(
    actas, clubs, sport
):
    """The exporting club moves the visitor's empty field over the score and rewrites acta.json's
    record of the layout to match, before anyone signs: the layout is not the acta's own."""
    import json

    from pyhanko.pdf_utils import generic

    from tests.helpers.forgery import replace_acta_json, unsigned_update

    acta = actas[sport]
    data = json.loads(signing.read_attachment(acta.pdf))
    moved = [list(map(generic.FloatObject, OVER_THE_SCORE))]
    for entry in data[signature_policy.LAYOUT_KEY]:
        if entry["campo"] == "delegado_visitante":
            entry["pagina"], entry["rect"] = 0, [f"{v:.2f}" for v in OVER_THE_SCORE]

    def move(writer) -> None:
        from delegate_app.domain.acta_hash import canonical_json

        replace_acta_json(writer, canonical_json(data))
        for name, _value, ref in fields.enumerate_sig_fields(writer):
            if name == "delegado_visitante":
                widget = ref.get_object()
                widget["/Rect"] = generic.ArrayObject(moved[0])
                widget["/P"] = writer.root["/Pages"]["/Kids"].raw_get(0)
                writer.update_container(widget)

    forged = unsigned_update(acta.pdf, move)
    # Signed with pyHanko directly: Delegado's own signing refuses a moved field.
    pdf = forged_signature(forged, delegate(clubs, acta.home_club), "delegado_local")
    pdf = forged_signature(pdf, delegate(clubs, acta.away_club), "delegado_visitante")
    report = verify.verify_acta(pdf, trust_roots(clubs))
    assert report.verdict == "no verificada"
    assert check(report, FIELDS) is not None


def test_the_real_fields_are_where_the_recorded_layout_says(actas):
    for acta in actas.values():
        recorded = acta.data[signature_policy.LAYOUT_KEY]
        assert signature_policy.layout_problems(acta.pdf, recorded) == []


def test_the_first_signature_certifies_the_acta_for_form_filling_only(actas, clubs):
    acta = actas["ajedrez"]
    pdf = signed_by_both(acta, clubs)
    from pyhanko.pdf_utils.reader import PdfFileReader

    reader = PdfFileReader(BytesIO(pdf))
    first, second = reader.embedded_regular_signatures
    assert first.docmdp_level == fields.MDPPerm.FILL_FORMS
    assert second.docmdp_level is None  # an approval signature
    assert signing.validate_signatures(pdf, trust_roots(clubs))[0].valid

"""Who signs what: one certificate and one person per role, with or without the registry; the
registry binds each delegate's role to his club and the arbiter's to a registered arbiter."""

from __future__ import annotations

import pytest

from delegate_app.documents import signing, verify
from delegate_app.documents.certificates import SigningError
from tests.helpers.security import (
    ARBITER,
    authority,
    check,
    delegate,
    fnmt_person,
    issue,
    sign,
    signed_by_both,
)

ROLES = "Quién firma cada papel"


@pytest.fixture
def unchecked(monkeypatch):
    """A forger's own signing tool: the app's pre-signing refusals switched off."""
    monkeypatch.setattr(signing, "check_signable", lambda *args, **kwargs: None)


@pytest.mark.parametrize("sport", ["ajedrez", "domino"])
def test_one_certificate_signing_both_delegate_fields_is_refused_before_signing(
    actas, clubs, sport
):
    acta = actas[sport]
    home = delegate(clubs, acta.home_club)
    first = sign(acta.pdf, "delegado_local", home)
    with pytest.raises(SigningError, match="un mismo certificado no puede firmar dos papeles"):
        sign(first, "delegado_visitante", home)


def test_one_person_with_certificates_from_two_authorities_is_refused_before_signing(actas, clubs):
    acta = actas["ajedrez"]
    home = delegate(clubs, acta.home_club)
    dni = home.licence
    # The same person (same DNI) with a second certificate from the visitor's authority.
    twin = issue(clubs[acta.away_club].authority, home.name, dni)
    first = sign(acta.pdf, "delegado_local", home)
    with pytest.raises(SigningError, match="una misma persona no puede firmar dos papeles"):
        sign(first, "delegado_visitante", twin)


@pytest.mark.parametrize("with_registry", [False, True])
def test_one_certificate_in_both_delegate_fields_forged_past_the_app_fails_verify(
    actas, clubs, the_registry, unchecked, with_registry
):
    acta = actas["ajedrez"]
    home = delegate(clubs, acta.home_club)
    pdf = sign(sign(acta.pdf, "delegado_local", home), "delegado_visitante", home)
    if with_registry:
        report = verify.verify_acta(pdf, registry=the_registry)
    else:
        report = verify.verify_acta(pdf, [clubs[acta.home_club].authority.certificate])
    assert report.verdict == "no verificada"
    assert "un mismo certificado firma «Delegado local» y «Delegado visitante»" in check(
        report, ROLES
    )


def test_one_person_with_two_certificates_in_two_fields_fails_verify_without_registry(
    actas, clubs, unchecked
):
    acta = actas["ajedrez"]
    home = delegate(clubs, acta.home_club)
    twin = issue(clubs[acta.away_club].authority, home.name, home.licence)
    pdf = sign(sign(acta.pdf, "delegado_local", home), "delegado_visitante", twin)
    roots = [c.authority.certificate for c in clubs.values()]
    report = verify.verify_acta(pdf, roots)
    assert not report.ok
    assert f"una misma persona ({home.name}) firma «Delegado local» y «Delegado visitante»" in (
        check(report, ROLES)
    )


def test_home_ca_issues_a_certificate_in_the_visitor_delegates_name_and_signs_his_field(
    actas, clubs, the_registry
):
    acta = actas["ajedrez"]
    away_name, _ = acta.away_delegate
    away_dni = next(iter(clubs[acta.away_club].people))
    forged = issue(clubs[acta.home_club].authority, away_name, away_dni)
    pdf = sign(acta.pdf, "delegado_local", delegate(clubs, acta.home_club))
    pdf = sign(pdf, "delegado_visitante", forged)
    # Without the registry both certificates chain to a trusted CA: only the registry tells.
    report = verify.verify_acta(pdf, registry=the_registry)
    assert report.verdict == "no verificada"
    assert (
        f"«Delegado visitante»: el certificado lo emitió la autoridad de otro club, no la de "
        f"«{acta.away_club}»" in check(report, ROLES)
    )


def test_home_club_forges_the_whole_acta_and_signs_every_role_with_its_own_ca(
    actas, clubs, the_registry
):
    acta = actas["domino"]
    home_ca = clubs[acta.home_club].authority
    away_name, _ = acta.away_delegate
    pdf = sign(acta.pdf, "delegado_local", delegate(clubs, acta.home_club))
    pdf = sign(pdf, "delegado_visitante", issue(home_ca, away_name, "99999999R"))
    report = verify.verify_acta(pdf, registry=the_registry)
    assert report.verdict == "no verificada"
    detail = check(report, ROLES)
    assert "«Delegado visitante»: el certificado lo emitió la autoridad de otro club" in detail


def test_arbiter_field_signed_on_an_acta_without_arbiter_is_refused_then_fails_verify(
    actas, clubs, the_registry, monkeypatch
):
    acta = actas["ajedrez"]
    assert signing.acta_arbiter(acta.data) == ""  # the demo acta says "Sin árbitro"
    pdf = signed_by_both(acta, clubs)
    referee = issue(authority("Comité de Árbitros"), ARBITER.name, ARBITER.dni)
    with pytest.raises(SigningError, match="Esta acta dice «Sin árbitro»"):
        sign(pdf, "arbitro", referee)
    monkeypatch.setattr(signing, "check_signable", lambda *args, **kwargs: None)
    forged = sign(pdf, "arbitro", delegate(clubs, acta.home_club))
    roots = [c.authority.certificate for c in clubs.values()]
    report = verify.verify_acta(forged, roots)
    assert report.verdict == "no verificada"
    assert "hay una firma de árbitro en un acta que dice «Sin árbitro»" in check(report, ROLES)
    with_registry = verify.verify_acta(forged, registry=the_registry)
    assert "«Árbitro»: el firmante no es un árbitro del registro federativo" in check(
        with_registry, ROLES
    )


def test_public_authority_certificate_whose_dni_is_the_home_delegates_is_bound(
    actas, clubs, the_registry, fnmt_root
):
    acta = actas["ajedrez"]
    home_dni = next(iter(clubs[acta.home_club].people))
    name, _ = acta.home_delegate
    own = fnmt_person(fnmt_root, name, home_dni)
    pdf = sign(acta.pdf, "delegado_local", own)
    pdf = sign(pdf, "delegado_visitante", delegate(clubs, acta.away_club))
    report = verify.verify_acta(pdf, registry=the_registry)
    assert report.verdict == "correcta", report.problems
    assert report.signatures[0].signer_id == f"IDCES-{home_dni}"


def test_public_authority_certificate_of_someone_else_on_the_home_field_fails(
    actas, clubs, the_registry, fnmt_root, unchecked
):
    acta = actas["ajedrez"]
    stranger = fnmt_person(fnmt_root, "Pedro Intruso Pérez", "66666666Q")
    pdf = sign(acta.pdf, "delegado_local", stranger)
    report = verify.verify_acta(pdf, registry=the_registry)
    assert report.verdict == "no verificada"
    assert f"el firmante no es un delegado registrado de «{acta.home_club}»" in check(report, ROLES)


def test_an_installed_registry_refuses_the_home_ca_signing_the_visitor_field_of_a_domino_acta(
    actas, clubs, signed_registry, tmp_path
):
    from types import SimpleNamespace

    from delegate_app.documents import acta_package, registry

    database = SimpleNamespace(path=tmp_path / "club.sqlite3")
    reg = tmp_path / "registro.json"
    reg.write_bytes(signed_registry)
    registry.install_registry(database.path, reg)
    acta = actas["domino"]
    pdf = sign(acta.pdf, "delegado_local", delegate(clubs, acta.home_club))
    forged = issue(clubs[acta.home_club].authority, acta.away_delegate[0], "24242424V")
    with pytest.raises(SigningError, match="el certificado lo emitió la autoridad de otro club"):
        acta_package.check_installed_registry(database, pdf, "delegado_visitante", forged)
    # The visitor's own certificate passes the same check.
    acta_package.check_installed_registry(
        database, pdf, "delegado_visitante", delegate(clubs, acta.away_club)
    )


def test_the_arbiter_role_is_required_and_bound_only_when_the_acta_names_one(
    actas, the_registry, fnmt_root
):
    import copy

    from asn1crypto import x509 as asn1_x509
    from cryptography.hazmat.primitives.serialization import Encoding

    named = copy.deepcopy(actas["ajedrez"].data)
    named["contenido"]["inicio"]["arbitro"] = ARBITER.name
    assert verify.required_roles(actas["ajedrez"].data) == ["delegado_local", "delegado_visitante"]
    assert verify.required_roles(named) == ["delegado_local", "delegado_visitante", "arbitro"]

    referee = fnmt_person(fnmt_root, ARBITER.name, ARBITER.dni)
    certificate = asn1_x509.Certificate.load(referee.certificate.public_bytes(Encoding.DER))
    assert the_registry.role_problem("arbitro", certificate, named) is None
    other = copy.deepcopy(named)
    other["contenido"]["inicio"]["arbitro"] = "Juan Otro Árbitro"
    assert the_registry.role_problem("arbitro", certificate, other) == (
        f"el acta nombra árbitro a Juan Otro Árbitro, no a {ARBITER.name}"
    )
    assert the_registry.role_problem("arbitro", certificate, actas["ajedrez"].data) == (
        "el acta no nombra árbitro"
    )

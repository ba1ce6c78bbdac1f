"""Who may sign, attacked further: one club's authority slipped into another club's part of the
registry, a club certificate that names the other club, the same DNI with two clubs'
certificates, the arbiter's field on a domino acta without arbiter, a registry one club makes
and signs itself, and a certificate that expired, checked at the time its signer claims."""

from __future__ import annotations

from datetime import timedelta
from io import BytesIO

import pytest
from asn1crypto import keys
from asn1crypto import x509 as asn1_x509
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.serialization import Encoding
from pyhanko.pdf_utils.incremental_writer import IncrementalPdfFileWriter
from pyhanko.sign import fields, signers
from pyhanko_certvalidator.registry import SimpleCertificateStore

from delegate_app.documents import certificates, registry, signing, verify
from delegate_app.documents.certificates import SigningError
from tests.helpers.security import (
    ARBITER,
    NOW,
    as_json,
    authority,
    check,
    cli,
    delegate,
    issue,
    new_federation,
    registry_of,
    run_cli,
    sign,
    signed_by_both,
)

ROLES = "Quién firma cada papel"
SPORTS = ["ajedrez", "domino"]


def _part(club, *, extra_authorities=()):
    people = [
        registry.Person(s.name, "", dni, (signing.fingerprint(s.certificate),))
        for dni, s in club.people.items()
    ]
    return registry.club_part(club.name, [club.authority.certificate, *extra_authorities], people)


def test_a_clubs_authority_slipped_into_another_clubs_part_is_refused_when_signing(
    actas, clubs, federation
):
    acta = actas["ajedrez"]
    home, away = clubs[acta.home_club], clubs[acta.away_club]
    # The visitor's part, intercepted on its way to the federation, now also lists the home CA.
    parts = [_part(home), _part(away, extra_authorities=[home.authority.certificate])]
    with pytest.raises(registry.RegistryError, match="una autoridad firma por un solo club"):
        registry.build_registry(parts, federation[0].certificate)


def test_a_club_giving_the_public_authority_as_its_own_is_refused(actas, clubs, fnmt_root):
    # Every holder of a public (FNMT-like) certificate would sign for that club.
    home = clubs[actas["ajedrez"].home_club]
    parts = [_part(home, extra_authorities=[fnmt_root.certificate])]
    with pytest.raises(registry.RegistryError, match="«las autoridades públicas» y en «"):
        registry.build_registry(
            parts, new_federation()[0].certificate, public_authorities=[fnmt_root.certificate]
        )


def test_a_signed_registry_giving_one_authority_to_two_clubs_is_refused(actas, clubs):
    from delegate_app.domain.acta_hash import canonical_json

    acta = actas["domino"]
    home, away = clubs[acta.home_club], clubs[acta.away_club]
    ca, signer = new_federation()
    content = registry.build_registry([_part(home), _part(away)], ca.certificate)
    data = __import__("json").loads(content)
    for club in data["clubes"]:
        if club["nombre"] == away.name:
            club["autoridades"].append(registry._pem(home.authority.certificate))
    forged = registry.sign_registry(canonical_json(data), signer)
    with pytest.raises(registry.RegistryError, match="una autoridad firma por un solo club"):
        registry.load_registry(forged)


@pytest.mark.parametrize("sport", SPORTS)
def test_home_ca_certificate_naming_the_visiting_club_signs_the_visitors_field(
    actas, clubs, the_registry, sport
):
    acta = actas[sport]
    away_dni = next(iter(clubs[acta.away_club].people))
    # Issued by the home CA, but its O= says the visiting club and its CN and DNI are his.
    forged = issue(
        clubs[acta.home_club].authority, acta.away_delegate[0], away_dni, club=acta.away_club
    )
    pdf = sign(acta.pdf, "delegado_local", delegate(clubs, acta.home_club))
    pdf = sign(pdf, "delegado_visitante", forged)
    report = verify.verify_acta(pdf, registry=the_registry)
    assert report.verdict == "no verificada"
    assert (
        f"«Delegado visitante»: el certificado lo emitió la autoridad de otro club, no la de "
        f"«{acta.away_club}»" in check(report, ROLES)
    )


@pytest.mark.parametrize("sport", SPORTS)
def test_one_dni_with_each_clubs_certificate_signing_both_delegate_fields_with_the_registry(
    actas, clubs, the_registry, sport, monkeypatch
):
    acta = actas[sport]
    home = delegate(clubs, acta.home_club)
    # The visitor's CA also issued one for the home delegate (same DNI, name spelt otherwise).
    twin = issue(clubs[acta.away_club].authority, "Otro Nombre Cualquiera", home.licence)
    first = sign(acta.pdf, "delegado_local", home)
    with pytest.raises(SigningError, match="una misma persona no puede firmar dos papeles"):
        sign(first, "delegado_visitante", twin)
    monkeypatch.setattr(signing, "check_signable", lambda *args, **kwargs: None)
    report = verify.verify_acta(sign(first, "delegado_visitante", twin), registry=the_registry)
    assert report.verdict == "no verificada"
    assert "firma «Delegado local» y «Delegado visitante»" in check(report, ROLES)


def test_arbiter_field_signed_on_a_domino_acta_without_arbiter(
    actas, clubs, the_registry, monkeypatch
):
    acta = actas["domino"]
    assert signing.acta_arbiter(acta.data) == ""
    pdf = signed_by_both(acta, clubs)
    referee = issue(authority("Comité de Árbitros"), ARBITER.name, ARBITER.dni)
    with pytest.raises(SigningError, match="Esta acta dice «Sin árbitro»"):
        sign(pdf, "arbitro", referee)
    monkeypatch.setattr(signing, "check_signable", lambda *args, **kwargs: None)
    report = verify.verify_acta(sign(pdf, "arbitro", referee), registry=the_registry)
    assert report.verdict == "no verificada"
    assert "hay una firma de árbitro en un acta que dice «Sin árbitro»" in check(report, ROLES)


def test_a_registry_a_club_makes_and_signs_itself_names_its_own_federation_certificate(
    actas, clubs, signed_registry, tmp_path
):
    """Nobody can stop a club from signing a registry of its own; what it cannot do is pass it
    for the federation's: verify and importar print the federation certificate's fingerprint
    (published by the federation), and an installed registry pins it."""
    acta = actas["ajedrez"]
    own_ca = authority("Federación Canaria (registro)")
    own_signer = issue(own_ca, "Secretaría de la Federación", "00000000T")
    fake = tmp_path / "registro-del-club.json"
    fake.write_bytes(registry_of(clubs, (own_ca, own_signer)))
    genuine = tmp_path / "registro.json"
    genuine.write_bytes(signed_registry)
    pdf = tmp_path / "acta.pdf"
    pdf.write_bytes(signed_by_both(acta, clubs))
    result = cli("verify", pdf, "--registry", fake, "--json")
    assert signing.fingerprint(own_ca.certificate) in as_json(result)["registro"]
    real = registry.load_registry(signed_registry).federation
    assert signing.fingerprint(real) not in as_json(result)["registro"]
    db = tmp_path / "club.sqlite3"
    db.write_bytes(b"")
    installed = cli("registro", "importar", genuine, "--db", db)
    assert installed.returncode == 0, installed.stderr
    assert signing.fingerprint(real) in installed.stdout  # to compare with the published one
    refused = cli("registro", "importar", fake, "--db", db)
    assert refused.returncode == 2 and "es de otra federación que el instalado" in refused.stderr


@pytest.fixture
def backdated(monkeypatch):
    """The signer's computer clock set back `days` days: pyHanko records that time."""
    import datetime as real

    from pyhanko.sign.signers import pdf_signer

    def set_back(days: int):
        class Clock(real.datetime):
            @classmethod
            def now(cls, tz=None):
                return real.datetime.now(tz) - timedelta(days=days)

        monkeypatch.setattr(pdf_signer, "datetime", Clock)

    return set_back


def test_en_fecha_de_firma_on_a_certificate_that_expired_says_the_time_is_the_signers_claim(
    actas, clubs, tmp_path, backdated
):
    acta = actas["ajedrez"]
    home_ca = clubs[acta.home_club].authority
    away_ca = clubs[acta.away_club].authority

    def expired(ca, name, dni):
        from delegate_app.documents import certificates

        issued = certificates.issue_delegate_certificate(
            ca, full_name=name, licence=dni,
            not_before=NOW - timedelta(days=30), not_after=NOW - timedelta(days=10),
        )  # fmt: skip
        path = tmp_path / f"{dni}.p12"
        path.write_bytes(certificates.pkcs12_bytes(issued.certificate, issued.private_key, "k"))
        der = serialization.PrivateFormat.PKCS8
        return signers.SimpleSigner(
            signing_cert=asn1_x509.Certificate.load(issued.certificate.public_bytes(Encoding.DER)),
            signing_key=keys.PrivateKeyInfo.load(
                issued.private_key.private_bytes(Encoding.DER, der, serialization.NoEncryption())
            ),
            cert_registry=SimpleCertificateStore(),
        )

    def tool_sign(pdf: bytes, field: str, signer, first: bool) -> bytes:
        # The app refuses an expired certificate; the signer's own tool does not.
        meta = signers.PdfSignatureMetadata(
            field_name=field, certify=first, docmdp_permissions=fields.MDPPerm.FILL_FORMS
        )
        out = BytesIO()
        signers.PdfSigner(meta, signer).sign_pdf(
            IncrementalPdfFileWriter(BytesIO(pdf)), existing_fields_only=True, output=out
        )
        return out.getvalue()

    home = expired(home_ca, acta.home_delegate[0], "12121212B")
    away = expired(away_ca, acta.away_delegate[0], "34343434M")
    with pytest.raises(SigningError, match="El certificado caducó"):
        sign(
            acta.pdf,
            "delegado_local",
            certificates.load_signer((tmp_path / "12121212B.p12").read_bytes(), "k"),
        )
    backdated(20)  # both computers claim a time when the certificates were still valid
    pdf = tmp_path / "caducada.pdf"
    signed = tool_sign(acta.pdf, "delegado_local", home, True)
    pdf.write_bytes(tool_sign(signed, "delegado_visitante", away, False))
    trust = tmp_path / "ca.pem"
    trust.write_bytes(
        b"".join(c.certificate.public_bytes(Encoding.PEM) for c in (home_ca, away_ca))
    )

    # verify as a process of its own: this one's signing clock is set back.
    now = run_cli("verify", pdf, "--trust", trust)
    assert now.returncode == 1, now.stdout
    assert "caducado después de firmar" in now.stdout
    # The time the signers' computers claim is no evidence (issue 24): still judged now.
    at_signing = run_cli("verify", pdf, "--trust", trust, "--en-fecha-de-firma")
    assert at_signing.returncode == 1, at_signing.stdout
    assert "no hay prueba de cuándo se firmó" in at_signing.stdout
    # With the signer's clock honest, the same certificates were already expired: no rescue.
    backdated(0)
    honest = tool_sign(acta.pdf, "delegado_local", home, True)
    late = verify.verify_acta(honest, [home_ca.certificate], at_signing_time=True)
    assert late.verdict == "no verificada" and not late.signatures[0].valid


@pytest.mark.parametrize("sport", SPORTS)
def test_acta_sign_with_the_installed_registry_refuses_the_home_ca_on_the_visitors_field(
    actas, clubs, signed_registry, tmp_path, sport
):
    acta = actas[sport]
    db = tmp_path / "club.sqlite3"
    db.write_bytes(b"")
    reg = tmp_path / "registro.json"
    reg.write_bytes(signed_registry)
    registry.install_registry(db, reg)
    pdf = tmp_path / "acta.pdf"
    pdf.write_bytes(sign(acta.pdf, "delegado_local", delegate(clubs, acta.home_club)))
    before = pdf.read_bytes()
    issued = certificates.issue_delegate_certificate(
        clubs[acta.home_club].authority, full_name=acta.away_delegate[0], licence="24242424V",
        not_before=NOW - timedelta(days=1), not_after=NOW + timedelta(days=30),
    )  # fmt: skip
    forged = tmp_path / "visitante-falso.p12"
    forged.write_bytes(
        certificates.pkcs12_bytes(issued.certificate, issued.private_key, "clave del falso")
    )
    result = cli(
        "--db", db, "acta", "sign", pdf, "--p12", forged, "--passphrase-env", "CLAVE",
        "--role", "delegado_visitante", env={"CLAVE": "clave del falso"},
    )  # fmt: skip
    assert result.returncode == 2, result.stdout + result.stderr
    assert "el certificado lo emitió la autoridad de otro club" in result.stderr
    assert pdf.read_bytes() == before  # nothing signed

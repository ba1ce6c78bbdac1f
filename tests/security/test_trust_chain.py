"""A club's authority speaks for that club alone, and the signing time comes from evidence
(issue 24, items 3 and 4), attacked through both commands that judge an acta: `delegado verify
FILE --registry REG` and `delegado federacion importar`.

Before the defence, each forgery below verified with exit 0 ("correcta") and was filed as
"aceptada"; the exit code and the reason each must now give are asserted.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from sqlmodel import select

from delegate_app.documents import certificates, registry, signing
from tests.helpers.security import (
    ARBITER,
    NOW,
    delegate,
    exported_acta,
    sign,
)
from tests.helpers.trust_chain import (
    forged,
    import_command,
    intermediate_under,
    person,
    verify_command,
)

SPORTS = ["ajedrez", "domino"]
INTERMEDIATE = "no lo emitió directamente la autoridad de"


@pytest.fixture
def reg(signed_registry, tmp_path):
    path = tmp_path / "registro.json"
    path.write_bytes(signed_registry)
    return path


def _away_dni(clubs, acta) -> str:
    return next(iter(clubs[acta.away_club].people))


def _judged_by_both(capsys, pdf: bytes, reg, tmp_path, *extra):
    """(verify's exit code and output, the intake's line)."""
    verified = verify_command(capsys, pdf, reg, *extra, tmp_path=tmp_path)
    code, line, err = import_command(capsys, pdf, reg, tmp_path)
    assert code == 0, err  # a rejected acta is a result of the intake, not a failure
    return verified, line


# --------------------------------------------------------------------------- item 3


@pytest.mark.parametrize("sport", SPORTS)
def test_home_ca_makes_an_intermediate_that_signs_as_the_visiting_delegate(
    actas, clubs, reg, tmp_path, capsys, sport
):
    """Before: exit 0, «correcta», filed «aceptada» (the DNI match meant for public
    authorities took over once the chain had one step more)."""
    acta = actas[sport]
    sub = intermediate_under(clubs[acta.home_club].authority, "Subautoridad del local")
    impostor = person(sub, acta.away_delegate[0], _away_dni(clubs, acta))
    pdf = sign(acta.pdf, "delegado_local", delegate(clubs, acta.home_club))
    pdf = forged(pdf, "delegado_visitante", impostor)
    (code, out), line = _judged_by_both(capsys, pdf, reg, tmp_path)
    assert code == 1, out
    assert f"«Delegado visitante»: el certificado {INTERMEDIATE} «{acta.home_club}»" in out
    assert line.startswith("rechazada") and INTERMEDIATE in line


def test_home_ca_makes_an_intermediate_that_signs_as_the_registered_arbiter(
    arbiter_acta, clubs_with_arbiter, arbiter_registry, tmp_path, capsys
):
    """Before: exit 0 and «aceptada», the arbiter's DNI matched through the home club's own
    intermediate."""
    acta, clubs = arbiter_acta, clubs_with_arbiter
    sub = intermediate_under(clubs[acta.home_club].authority, "Subautoridad del local")
    referee = person(sub, ARBITER.name, ARBITER.dni)
    pdf = sign(acta.pdf, "delegado_local", delegate(clubs, acta.home_club))
    pdf = sign(pdf, "delegado_visitante", delegate(clubs, acta.away_club))
    pdf = forged(pdf, "arbitro", referee)
    (code, out), line = _judged_by_both(capsys, pdf, arbiter_registry, tmp_path)
    assert code == 1, out
    assert f"«Árbitro»: el certificado {INTERMEDIATE} «{acta.home_club}»" in out
    assert line.startswith("rechazada") and INTERMEDIATE in line


@pytest.mark.parametrize("sport", SPORTS)
def test_away_ca_certificate_of_someone_the_acta_does_not_name_signs_the_visitor_field(
    actas, clubs, reg, tmp_path, capsys, sport
):
    """Before: exit 0 and «aceptada»: any holder of a certificate of the away club's CA."""
    acta = actas[sport]
    stranger = person(clubs[acta.away_club].authority, "Pedro Intruso Pérez", "66666666Q")
    pdf = sign(acta.pdf, "delegado_local", delegate(clubs, acta.home_club))
    pdf = forged(pdf, "delegado_visitante", stranger)
    (code, out), line = _judged_by_both(capsys, pdf, reg, tmp_path)
    assert code == 1, out
    named = f"firma Pedro Intruso Pérez, pero el acta nombra en ese papel a {acta.away_delegate[0]}"
    assert named in out
    assert line.startswith("rechazada") and named in line


@pytest.mark.parametrize("who", ["intermedia", "otra persona"])
def test_acta_sign_with_the_installed_registry_refuses_before_signing(
    actas, clubs, signed_registry, tmp_path, capsys, who
):
    """What verify --registry would refuse, `acta sign` refuses first (exit 2), in Spanish,
    and the file stays as it was; the window goes through the same check (add_signature)."""
    from delegate_app.cli import main

    acta = actas["domino"]
    db = tmp_path / "club.sqlite3"
    db.write_bytes(b"")
    reg = tmp_path / "registro.json"
    reg.write_bytes(signed_registry)
    registry.install_registry(db, reg)
    pdf = tmp_path / "acta.pdf"
    pdf.write_bytes(sign(acta.pdf, "delegado_local", delegate(clubs, acta.home_club)))
    before = pdf.read_bytes()
    if who == "intermedia":
        sub = intermediate_under(clubs[acta.home_club].authority, "Subautoridad del local")
        signer = person(sub, acta.away_delegate[0], _away_dni(clubs, acta))
        reason = INTERMEDIATE
    else:
        signer = person(clubs[acta.away_club].authority, "Pedro Intruso Pérez", "66666666Q")
        reason = f"pero el acta nombra en ese papel a {acta.away_delegate[0]}"
    p12 = tmp_path / "visitante.p12"
    p12.write_bytes(
        certificates.pkcs12_bytes(
            signer.certificate, _key_of(signer), "clave del falso", chain=signer.chain
        )
    )
    capsys.readouterr()
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("CLAVE", "clave del falso")
        code = main(
            ["--db", str(db), "acta", "sign", str(pdf), "--p12", str(p12),
             "--passphrase-env", "CLAVE", "--role", "delegado_visitante"]
        )  # fmt: skip
    err = capsys.readouterr().err
    assert code == 2, err
    assert (
        "El registro federativo no admite este certificado en el papel «Delegado visitante»" in err
    )
    assert reason in err
    assert pdf.read_bytes() == before


def _key_of(loaded):
    from cryptography.hazmat.primitives.serialization import load_der_private_key

    return load_der_private_key(loaded.signer.signing_key.dump(), None)


def test_a_club_authority_that_may_issue_intermediates_is_refused_in_the_registry(
    clubs, federation
):
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes

    ca = certificates.generate_key()
    name = x509.Name([x509.NameAttribute(x509.NameOID.COMMON_NAME, "CA hecha fuera")])
    loose = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(ca.public_key())
        .serial_number(1)
        .not_valid_before(NOW - timedelta(days=1))
        .not_valid_after(NOW + timedelta(days=300))
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .sign(ca, hashes.SHA256())
    )
    part = registry.club_part("Club de fuera", [loose], [])
    with pytest.raises(registry.RegistryError, match="longitud de cadena 0"):
        registry.parse_club_part(__import__("json").dumps(part).encode(), "la parte")
    with pytest.raises(registry.RegistryError, match="longitud de cadena 0"):
        registry.build_registry([part], federation[0].certificate)
    # A registry signed with it anyway (another tool) is refused when loaded.
    from delegate_app.domain.acta_hash import canonical_json

    good = registry.build_registry([], federation[0].certificate)
    data = __import__("json").loads(good)
    data["clubes"] = [{k: part[k] for k in ("nombre", "autoridades", "delegados")}]
    container = registry.sign_registry(canonical_json(data), federation[1])
    with pytest.raises(registry.RegistryError, match="longitud de cadena 0"):
        registry.load_registry(container)


# --------------------------------------------------------------------------- item 4


def _evening(acta) -> datetime:
    """The match evening: an hour after the acta was closed."""
    closed = datetime.fromisoformat(acta.data["cerrada"])
    from delegate_app.domain.federation.evidence_deadlines import LOCAL_ZONE

    return closed.replace(tzinfo=LOCAL_ZONE).astimezone(UTC) + timedelta(hours=1)


def _signed_at(acta, clubs, moment, *, not_before=None, not_after=None):
    """Both delegates' own CAs issue certificates with these dates; both computers' clocks
    say `moment`."""
    home = person(
        clubs[acta.home_club].authority, acta.home_delegate[0], "12121212B",
        not_before=not_before, not_after=not_after,
    )  # fmt: skip
    away = person(
        clubs[acta.away_club].authority, acta.away_delegate[0], "34343434M",
        not_before=not_before, not_after=not_after,
    )  # fmt: skip
    pdf = forged(acta.pdf, "delegado_local", home, at=moment)
    return forged(pdf, "delegado_visitante", away, at=moment)


@pytest.fixture
def registry_with_people(clubs, federation, fnmt_root, tmp_path, actas):
    """The registry where the delegates of the time attacks are registered by DNI."""
    from tests.helpers.security import registry_of

    path = tmp_path / "registro-dni.json"
    path.write_bytes(registry_of(clubs, federation, public_authorities=[fnmt_root.certificate]))
    return path


@pytest.mark.parametrize("sport", SPORTS)
def test_a_certificate_expired_50_days_ago_with_the_clock_set_back_to_the_match_evening(
    actas, clubs, reg, tmp_path, capsys, sport
):
    """Before: `verify --en-fecha-de-firma` exit 0 («correcta»)."""
    acta = actas[sport]
    evening = _evening(acta)
    pdf = _signed_at(
        acta, clubs, evening, not_before=evening - timedelta(days=300),
        not_after=NOW - timedelta(days=50),
    )  # fmt: skip
    (code, out), line = _judged_by_both(capsys, pdf, reg, tmp_path, "--en-fecha-de-firma")
    assert code == 1, out
    assert "no hay prueba de cuándo se firmó" in out
    assert "caducado" in out
    assert line.startswith("rechazada") and "caducado" in line


@pytest.mark.parametrize("sport", SPORTS)
def test_the_federations_receipt_is_the_evidence_en_fecha_de_firma_accepts(
    actas, clubs, reg, the_registry, federation, tmp_path, capsys, sport
):
    """The same certificates, expired since, judged at the time the federation's receipt says
    it received this very file: then they were valid."""
    from delegate_app.documents.federation import receipts
    from tests.helpers.receipts import accepted

    acta = actas[sport]
    evening = _evening(acta)
    pdf = _signed_at(
        acta, clubs, evening, not_before=evening - timedelta(days=300),
        not_after=NOW - timedelta(days=50),
    )  # fmt: skip
    signer = receipts.federation_signer(federation[1], registry=the_registry)
    request = receipts.ReceiptRequest(accepted(pdf), evening + timedelta(hours=1))
    _, _, receipt = receipts.make_receipt(request, signer)
    (tmp_path / "acta.pdf").write_bytes(pdf)
    (tmp_path / "acuse.pdf").write_bytes(receipt)
    code, out = verify_command(
        capsys, tmp_path / "acta.pdf", reg, tmp_path / "acuse.pdf", "--en-fecha-de-firma",
        tmp_path=tmp_path,
    )  # fmt: skip
    assert code == 0, out
    assert "Certificados comprobados a la hora en que la federación recibió el acta" in out
    # Without --en-fecha-de-firma they are judged now: expired.
    code, out = verify_command(
        capsys, tmp_path / "acta.pdf", reg, tmp_path / "acuse.pdf", tmp_path=tmp_path
    )
    assert code == 1 and "caducado después de firmar" in out


@pytest.mark.parametrize("sport", SPORTS)
def test_a_certificate_not_yet_valid_with_the_clock_40_days_ahead(
    actas, clubs, reg, tmp_path, capsys, sport
):
    """Before: `verify --en-fecha-de-firma` exit 0 («correcta»)."""
    acta = actas[sport]
    pdf = _signed_at(
        acta, clubs, NOW + timedelta(days=40), not_before=NOW + timedelta(days=30),
        not_after=NOW + timedelta(days=400),
    )  # fmt: skip
    (code, out), line = _judged_by_both(capsys, pdf, reg, tmp_path, "--en-fecha-de-firma")
    assert code == 1, out
    assert "la hora de firma que declara es posterior a" in out
    assert "todavía no era válido" in out
    assert line.startswith("rechazada") and "posterior a" in line


@pytest.mark.parametrize("sport", SPORTS)
def test_a_signing_time_in_the_future(actas, clubs, reg, tmp_path, capsys, sport):
    """Before: exit 0 and «aceptada» (the certificates are valid then and now)."""
    acta = actas[sport]
    pdf = _signed_at(acta, clubs, NOW + timedelta(days=1))
    (code, out), line = _judged_by_both(capsys, pdf, reg, tmp_path)
    assert code == 1, out
    assert "la hora de firma que declara es posterior a" in out
    assert line.startswith("rechazada") and "posterior a" in line


@pytest.mark.parametrize("sport", SPORTS)
def test_a_signing_time_before_the_acta_was_closed(actas, clubs, reg, tmp_path, capsys, sport):
    """Before: exit 0 and «aceptada»."""
    acta = actas[sport]
    pdf = _signed_at(acta, clubs, _evening(acta) - timedelta(days=2))
    (code, out), line = _judged_by_both(capsys, pdf, reg, tmp_path)
    assert code == 1, out
    assert "anterior al cierre del acta" in out
    assert line.startswith("rechazada") and "anterior al cierre del acta" in line


# --------------------------------------------------------------------------- item 7


def test_a_not_yet_valid_certificate_is_refused_for_that_not_as_unknown(
    actas, clubs, reg, tmp_path, capsys
):
    acta = actas["ajedrez"]
    early = person(
        clubs[acta.home_club].authority, acta.home_delegate[0], "12121212B",
        not_before=NOW + timedelta(days=30),
    )  # fmt: skip
    pdf = forged(acta.pdf, "delegado_local", early)
    (code, out), line = _judged_by_both(capsys, pdf, reg, tmp_path)
    assert code == 1, out
    assert "el certificado todavía no era válido" in out and "no reconocido" not in out
    assert "todavía no era válido" in line and "no reconocido" not in line


def test_a_certificate_without_the_signing_usage_is_refused_for_that_not_as_unknown(
    actas, clubs, reg, tmp_path, capsys
):
    acta = actas["ajedrez"]
    plain = person(
        clubs[acta.home_club].authority, acta.home_delegate[0], "12121212B", signing_usage=False
    )
    pdf = forged(acta.pdf, "delegado_local", plain)
    (code, out), line = _judged_by_both(capsys, pdf, reg, tmp_path)
    assert code == 1, out
    assert "el certificado no sirve para firmar documentos" in out
    assert "no reconocido" not in out and "no reconocido" not in line


def test_a_tampered_acta_names_the_change_not_its_certificates(actas, clubs, reg, tmp_path, capsys):
    acta = actas["ajedrez"]
    pdf = bytearray(sign(acta.pdf, "delegado_local", delegate(clubs, acta.home_club)))
    at = pdf.index(b"/Producer")  # inside the signed range of the only revision
    pdf[at + 1 : at + 2] = b"p"
    (code, out), line = _judged_by_both(capsys, bytes(pdf), reg, tmp_path)
    assert code == 1, out
    assert "el contenido firmado ha cambiado" in out
    assert "no reconocido" not in out and "no reconocido" not in line


# --------------------------------------------------------------------------- an acta with arbiter


@pytest.fixture(scope="module")
def arbiter_acta(demo_template, tmp_path_factory):
    """A chess acta naming the registered arbiter, played and closed through the store."""
    from delegate_app.domain.sides import Side
    from delegate_app.store import acta as acta_store
    from delegate_app.store.chess import acta as chess_acta
    from delegate_app.store.chess import lineups
    from delegate_app.store.models import Club, Match, Round, Team
    from tests.helpers.demo import demo_copy
    from tests.helpers.signatures import PNG

    path = tmp_path_factory.mktemp("arbitro") / "demo.sqlite3"
    with demo_copy(demo_template, path) as db:
        with db.session() as s:
            club = s.exec(select(Club).where(Club.is_own, Club.sport == "ajedrez")).one()
            team = s.exec(select(Team).where(Team.club_id == club.id, Team.rank == "A")).one()
            match = s.exec(
                select(Match)
                .join(Round, Round.id == Match.round_id)
                .where(Round.number == 8)
                .where((Match.home_team_id == team.id) | (Match.away_team_id == team.id))
            ).one()
        for side in (Side.HOME, Side.AWAY):
            lineups.set_lineup(db, match.id, side, lineups.propose(db, match.id, side))
        start = match.scheduled_at
        acta_store.open_acta(db, match.id, start - timedelta(minutes=30))
        chess_acta.set_documentation(
            db, match.id, {"lista_jugadores": True, "certificados": True, "alineaciones": True}
        )
        chess_acta.set_start(
            db, match.id, actual_start=start, venue_ready=True,
            arbiter_name=ARBITER.name, arbiter_licence=ARBITER.licence,
        )  # fmt: skip
        boards = len(lineups.propose(db, match.id, Side.HOME).by_board)
        for board in range(1, boards + 1):
            for side in ("local", "visitante"):
                chess_acta.set_arrival(db, match.id, side, board, start - timedelta(minutes=5))
            chess_acta.set_result(db, match.id, board, "½-½")
        closing = start + timedelta(hours=5)
        acta_store.sign_acta(db, match.id, "delegado_local", "Ana Pérez Gil", "TF-1", PNG, closing)
        acta_store.sign_acta(
            db, match.id, "delegado_visitante", "Luis Gil Mora", "TF-2", PNG, closing
        )
        assert acta_store.sign_acta(
            db, match.id, "arbitro", ARBITER.name, ARBITER.licence, PNG, closing
        )
        return exported_acta(db, match.id, "ajedrez")


@pytest.fixture(scope="module")
def clubs_with_arbiter(arbiter_acta):
    from tests.helpers.security import clubs_of

    return clubs_of([arbiter_acta])


@pytest.fixture
def arbiter_registry(clubs_with_arbiter, federation, fnmt_root, tmp_path):
    from tests.helpers.security import registry_of

    path = tmp_path / "registro-arbitro.json"
    path.write_bytes(
        registry_of(clubs_with_arbiter, federation, public_authorities=[fnmt_root.certificate])
    )
    return path


def test_the_arbiter_acta_is_genuine_when_everyone_signs_with_his_own_certificate(
    arbiter_acta, clubs_with_arbiter, arbiter_registry, fnmt_root, tmp_path, capsys
):
    from tests.helpers.security import fnmt_person

    acta, clubs = arbiter_acta, clubs_with_arbiter
    assert signing.acta_arbiter(acta.data) == ARBITER.name
    pdf = sign(acta.pdf, "delegado_local", delegate(clubs, acta.home_club))
    pdf = sign(pdf, "delegado_visitante", delegate(clubs, acta.away_club))
    pdf = sign(pdf, "arbitro", fnmt_person(fnmt_root, ARBITER.name, ARBITER.dni))
    code, out = verify_command(capsys, pdf, arbiter_registry, tmp_path=tmp_path)
    assert code == 0, out

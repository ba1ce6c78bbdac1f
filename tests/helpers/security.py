"""Certificates, signatures and the CLI for tests/security/: the plain helpers its fixtures and
attacks share."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from cryptography import x509
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from delegate_app.documents import certificates, registry, signing

PASSPHRASE = "clave de prueba"
NOW = datetime.now(UTC)


@dataclass(frozen=True)
class Acta:
    sport: str
    pdf: bytes  # unsigned, as exported
    data: dict
    home_club: str
    away_club: str
    home_delegate: tuple[str, str]  # (name, licence) the acta names
    away_delegate: tuple[str, str]


@dataclass
class Club:
    name: str
    authority: certificates.Authority
    # DNI -> loaded signer
    people: dict


def issue(authority, name: str, dni: str, *, days: int = 365, club: str | None = None):
    issued = certificates.issue_delegate_certificate(
        authority,
        full_name=name,
        licence=dni,
        club_name=club,
        not_before=NOW - timedelta(days=1),
        not_after=NOW + timedelta(days=days),
    )
    p12 = certificates.pkcs12_bytes(
        issued.certificate, issued.private_key, PASSPHRASE, chain=issued.chain
    )
    return certificates.load_signer(p12, PASSPHRASE)


def authority(name: str) -> certificates.Authority:
    return certificates.create_club_authority(
        name, not_before=NOW - timedelta(days=30), not_after=NOW + timedelta(days=3650)
    )


# DNIs of the people in the demo actas (the demo has none: made up here, valid letters).
DNIS = ["12345678Z", "87654321X", "11111111H", "22222222J", "33333333P", "44444444A"]


def delegate(clubs, club_name: str):
    (signer,) = clubs[club_name].people.values()
    return signer


def fnmt_person(root, name: str, dni: str):
    key = ec.generate_private_key(ec.SECP256R1())
    subject = x509.Name(
        [
            x509.NameAttribute(NameOID.COUNTRY_NAME, "ES"),
            x509.NameAttribute(NameOID.SERIAL_NUMBER, f"IDCES-{dni}"),
            x509.NameAttribute(NameOID.COMMON_NAME, f"{name.upper()} - {dni}"),
        ]
    )
    ski = root.certificate.extensions.get_extension_for_class(x509.SubjectKeyIdentifier).value
    certificate = (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(root.certificate.subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(NOW - timedelta(days=1))
        .not_valid_after(NOW + timedelta(days=365))
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .add_extension(
            x509.KeyUsage(True, True, False, False, False, False, False, False, False),
            critical=True,
        )
        .add_extension(
            x509.AuthorityKeyIdentifier.from_issuer_subject_key_identifier(ski), critical=False
        )
        .sign(root.private_key, hashes.SHA256())
    )
    p12 = certificates.pkcs12_bytes(certificate, key, PASSPHRASE, chain=[root.certificate])
    return certificates.load_signer(p12, PASSPHRASE)


ARBITER = registry.Person("Rosa Díaz Marrero", "AT-0147", "55555555K")


def sign(pdf: bytes, role: str, signer) -> bytes:
    return signing.sign_pdf(pdf, role, signer, reason="Conforme", location="La Laguna")


def forger_sign(pdf: bytes, role: str, signer) -> bytes:
    """Sign as a forger's own tool would: the app's pre-signing refusals (another person than
    the acta names, a second role for one person) switched off."""
    from unittest import mock

    with mock.patch.object(signing, "check_signable", lambda *args, **kwargs: None):
        return sign(pdf, role, signer)


def trust_roots(clubs) -> list:
    """Every club's authority: verify's --trust for the actas of `clubs`."""
    return [club.authority.certificate for club in clubs.values()]


def forge_acta(
    acta_db, match_id, clubs, attachment: bytes, *, printed_hash=None, patch=None
) -> bytes:
    """The real chess layout of the acta with `attachment` as acta.json, signed by both
    delegates (after `patch` edits the unsigned bytes, if given)."""
    from delegate_app.documents.chess import acta_pdf

    source = acta_pdf.load_source(acta_db, match_id)
    meta = acta_pdf.meta_for(source.view, printed_hash or source.footer_hash, acta_pdf.TITLE)
    images = acta_pdf.common.drawn_images(source)  # a forger has the drawings too
    pdf, _ = acta_pdf.prepare_signable(lambda: acta_pdf.story(source), meta, attachment, images)
    if patch is not None:
        pdf = patch(pdf)
    home = delegate(clubs, source.view.home_club)
    away = delegate(clubs, source.view.away_club)
    return forger_sign(forger_sign(pdf, "delegado_local", home), "delegado_visitante", away)


def signed_by_both(acta: Acta, clubs) -> bytes:
    pdf = sign(acta.pdf, "delegado_local", delegate(clubs, acta.home_club))
    return sign(pdf, "delegado_visitante", delegate(clubs, acta.away_club))


def _named(data: dict, role: str) -> tuple[str, str]:
    signature = next(f for f in data["firmas"] if f["papel"] == role)
    return signature["nombre"], signature["licencia"]


def exported_acta(db, match_id: int, sport: str) -> Acta:
    """The acta of a locked match as the club's app exports it (unsigned)."""
    from delegate_app.documents.chess import acta_pdf
    from delegate_app.documents.domino import acta_pdf as domino_pdf

    if sport == "domino":
        document = domino_pdf.domino_acta_document(db, match_id)
    else:
        document = acta_pdf.acta_document(db, match_id)
    data = document.data
    return Acta(
        sport,
        document.pdf,
        data,
        data["club_local"],
        data["club_visitante"],
        _named(data, "delegado_local"),
        _named(data, "delegado_visitante"),
    )


def clubs_of(actas) -> dict[str, Club]:
    """Every club of the actas with its own CA, and its named delegate's certificate."""
    result: dict[str, Club] = {}
    dnis = iter(DNIS)
    for acta in actas:
        for club_name, (person, _licence) in (
            (acta.home_club, acta.home_delegate),
            (acta.away_club, acta.away_delegate),
        ):
            if club_name in result:
                continue
            ca = authority(club_name)
            dni = next(dnis)
            result[club_name] = Club(club_name, ca, {dni: issue(ca, person, dni, club=club_name)})
    return result


def new_federation():
    """(the federation's CA, the secretary's signer that signs the registry)."""
    ca = authority("Federación Canaria (registro)")
    return ca, issue(ca, "Secretaría de la Federación", "00000000T")


def registry_of(
    clubs, federation, *, public_authorities=(), version: int = 10, mails=None
) -> bytes:
    """The federation's signed registry of `clubs` (their CAs and delegates) and ARBITER;
    `mails` gives some clubs (by name) their delegate's address."""
    parts = []
    for club in clubs.values():
        delegates = [
            registry.Person(s.name, "", dni, (signing.fingerprint(s.certificate),))
            for dni, s in club.people.items()
        ]
        mail = (mails or {}).get(club.name, "")
        parts.append(registry.club_part(club.name, [club.authority.certificate], delegates, mail))
    ca, signer = federation
    content = registry.build_registry(
        parts,
        ca.certificate,
        version=version,
        arbiters=[ARBITER],
        public_authorities=list(public_authorities),
    )
    return registry.sign_registry(content, signer)


def check(report, name: str) -> str | None:
    """The detail of the failed check called `name`, or None when it holds or is absent."""
    return next((c.detail for c in report.checks if c.name == name and not c.ok), None)


def run_cli(*args, env: dict | None = None):
    """`delegado ARGS` as its own process, the way a delegate runs it."""
    environment = {**os.environ, **(env or {})}
    return subprocess.run(
        [sys.executable, "-m", "delegate_app", *map(str, args)],
        capture_output=True,
        text=True,
        env=environment,
        timeout=120,
    )


def cli(*args, env: dict | None = None):
    """`delegado ARGS` through cli.main in this process (tests/helpers/cli_run.py): the exit
    code and what it prints, as run_cli gives them, without a process's start (~0.5 s of
    interpreter and pyHanko imports a call, a hundred calls in tests/security/). Each command
    family still runs as a process somewhere in these tests (run_cli)."""
    from tests.helpers.cli_run import run_in_process

    return run_in_process(*args, env=env)


def as_json(result) -> dict:
    return json.loads(result.stdout)

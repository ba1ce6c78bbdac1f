"""What signature validation keeps between files (trust_roots.root_set, one validation context per
file) never changes a verdict: other roots, another moment or another file's certificates are
judged as if nothing had been verified before."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.serialization import pkcs12

from delegate_app.documents import certificates, signing
from tests.helpers import sample


@pytest.fixture(scope="module")
def signed(sample_build, club):
    data, built = sample_build
    pdf = signing.add_signature_fields(built.data, built.field_boxes, attachment=data)
    signer = certificates.load_signer(club.p12["delegado_local"], sample.PASSPHRASE)
    return signing.sign_pdf(pdf, "delegado_local", signer, reason="Conforme", location="Telde")


def _trusted(pdf: bytes, roots, **kwargs) -> list[bool]:
    return [r.trusted for r in signing.validate_signatures(pdf, roots, **kwargs)]


def test_roots_indexed_once_never_judge_with_other_roots(signed, club, fnmt_style):
    ours = [club.authority.certificate]
    assert _trusted(signed, ours) == [True]
    assert _trusted(signed, [fnmt_style["root"]]) == [False]
    assert _trusted(signed, []) == [False]
    assert _trusted(signed, ours) == [True]
    # The same list object given again with another certificate in it: other roots.
    roots = list(ours)
    assert _trusted(signed, roots) == [True]
    roots[0] = fnmt_style["root"]
    assert _trusted(signed, roots) == [False]


def test_each_moment_is_judged_at_that_moment(signed, club):
    ours = [club.authority.certificate]
    after_expiry = datetime.now(UTC) + timedelta(days=4000)
    before_issue = datetime.now(UTC) - timedelta(days=4000)
    assert _trusted(signed, ours) == [True]
    (expired,) = signing.validate_signatures(signed, ours, moment=after_expiry)
    assert not expired.trusted and "caducado" in expired.reason
    assert _trusted(signed, ours, moment=before_issue) == [False]
    assert _trusted(signed, ours) == [True]
    assert _trusted(signed, ours, at_signing_time=True) == [True]


def test_a_certificate_one_file_carries_never_serves_another(sample_build, fnmt_style):
    """An FNMT-style signature carries its intermediate CA; a file signed under the same
    intermediate without carrying it has no path to the root, whatever was verified before."""
    data, built = sample_build
    unsigned = signing.add_signature_fields(built.data, built.field_boxes, attachment=data)
    with_chain = certificates.load_signer(fnmt_style["p12"], fnmt_style["passphrase"])
    key, person, _ = pkcs12.load_key_and_certificates(
        fnmt_style["p12"], fnmt_style["passphrase"].encode()
    )
    bare_p12 = pkcs12.serialize_key_and_certificates(
        b"sin cadena", key, person, None, serialization.BestAvailableEncryption(b"clave")
    )
    without_chain = certificates.load_signer(bare_p12, "clave")
    carrying = signing.sign_pdf(unsigned, "arbitro", with_chain, reason="A", location="Telde")
    lacking = signing.sign_pdf(unsigned, "arbitro", without_chain, reason="B", location="Telde")
    root = [fnmt_style["root"]]
    assert _trusted(lacking, root) == [False]
    assert _trusted(carrying, root) == [True]
    assert _trusted(lacking, root) == [False]
    assert _trusted(lacking, root, moment=datetime.now(UTC)) == [False]


def test_a_file_registry_keeps_what_its_signatures_carry_to_itself(fnmt_style):
    """The registry of one file adds the certificates its signatures carry to its own indexes:
    never to the roots' (shared by every file of the process), nor to another file's, whether
    the key it files them under was already the roots' (a look-alike of a root: same subject,
    same key identifier) or new (an intermediate the roots lack)."""
    from delegate_app.documents import trust_roots

    root = trust_roots.as_asn1(fnmt_style["root"])
    intermediate = trust_roots.as_asn1(fnmt_style["sub"])
    roots = trust_roots.root_set([fnmt_style["root"]])
    names = ("_subject_map", "_key_identifier_map", "_key_hash_map")

    def indexes(registry):
        return {name: {k: list(v) for k, v in getattr(registry, name).items()} for name in names}

    shared = indexes(roots.registry)
    first = trust_roots.validation_context(roots, None).certificate_registry
    assert first.register(intermediate)
    assert intermediate in first.retrieve_by_name(intermediate.subject)
    assert first.retrieve_by_name(root.subject) == [root]
    look_alike = first.retrieve_by_name(root.subject)
    look_alike.append(intermediate)  # what register() does under a key the roots have
    second = trust_roots.validation_context(roots, None).certificate_registry
    assert second.retrieve_by_name(intermediate.subject) == []
    assert second.retrieve_by_name(root.subject) == [root]
    assert second.retrieve_many_by_key_identifier(intermediate.key_identifier) == []
    assert intermediate.issuer_serial not in second.certs
    assert indexes(roots.registry) == shared

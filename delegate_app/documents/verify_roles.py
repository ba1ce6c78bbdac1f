"""Who signs what: the roles an acta requires, one certificate and one person per role, and
with the federation registry the binding of each signature to its role (registry.role_problem,
given the certificates each signature carries to build its path)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from delegate_app.documents import signing
from delegate_app.documents.check import Check

if TYPE_CHECKING:
    from delegate_app.documents.registry import Registry

NO_REGISTRY = "sin registro: no se comprueba quién firma en cada papel"


def _label(name: str) -> str:
    return signing.SIGNATURE_ROLES.get(name, name)


def required_roles(data: dict[str, Any]) -> list[str]:
    """Both delegates always; the arbiter only when the acta names one."""
    roles = ["delegado_local", "delegado_visitante"]
    if signing.acta_arbiter(data):
        roles.append("arbitro")
    return roles


def missing_roles(signatures: list[signing.SignatureReport], data: dict[str, Any]) -> list[str]:
    signed = {report.field for report in signatures}
    return [role for role in required_roles(data) if role not in signed]


def roles_check(
    signatures: list[signing.SignatureReport], data: dict[str, Any], registry: Registry | None
) -> Check:
    name = "Quién firma cada papel"
    problems = []
    for report in signatures:
        if report.field not in signing.SIGNATURE_ROLES:
            problems.append(f"la firma del campo «{report.field}» no es de ningún papel del acta")
    if any(r.field == "arbitro" for r in signatures) and not signing.acta_arbiter(data):
        problems.append("hay una firma de árbitro en un acta que dice «Sin árbitro»")
    for index, first in enumerate(signatures):
        for second in signatures[index + 1 :]:
            if first.certificate is None or second.certificate is None:
                continue
            pair = f"«{_label(first.field)}» y «{_label(second.field)}»"
            if signing.fingerprint(first.certificate) == signing.fingerprint(second.certificate):
                problems.append(f"un mismo certificado firma {pair}")
            elif _same_person(first.certificate, second.certificate):
                problems.append(f"una misma persona ({first.signer_name}) firma {pair}")
    # Where each certificate's path ends among the registry's authorities: looked for once per
    # signature (a scan of every club's authority), for its problem and then its binding.
    anchors = {}
    if registry is not None:
        from delegate_app.documents.registry import as_crypto_certificate

        for index, report in enumerate(signatures):
            if report.certificate is not None:
                cert = as_crypto_certificate(report.certificate)
                anchors[index] = registry.anchor_of(cert, report.chain)
        for index, report in enumerate(signatures):
            if report.certificate is not None and report.field in signing.SIGNATURE_ROLES:
                problem = registry.role_problem(
                    report.field, report.certificate, data, report.chain, anchors[index]
                )
                if problem:
                    problems.append(f"«{_label(report.field)}»: {problem}")
    if problems:
        return Check(name, False, "; ".join(problems))
    if registry is None:
        return Check(name, True, f"un certificado y una persona por papel ({NO_REGISTRY})")
    how = "; ".join(
        f"{_label(r.field)}: "
        + registry.binding(r.field, r.certificate, data, r.chain, anchors[index])
        for index, r in enumerate(signatures)
        if r.certificate is not None
    )
    detail = "cada firma es de quien el registro federativo liga a su papel"
    return Check(name, True, f"{detail} ({how})" if how else detail)


def _same_person(first: object, second: object) -> bool:
    if signing.person_key(first) == signing.person_key(second):
        return True
    name = signing.name_key(first)
    return bool(name) and name == signing.name_key(second)

"""`delegado federacion crear-autoridad`: the federation's own certificate, from nothing.

A new office has no club database and needs none: the federation's certificate is the root every
Delegado trusts through the registry (`registro firmar` names it, `registro importar` prints its
fingerprint) and the one that signs the registry and the receipts. It is written as a
passphrase-protected .p12 (the key never on disk in clear) and the certificate alone as a .pem
beside it, which the federation publishes with the SHA-256 fingerprint this command prints.

Exit codes: 0 written; 2 refused (a name that cannot be a certificate's, a missing or weak
passphrase, an existing file, a folder that does not exist), nothing written.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from delegate_app.commands.common import EXIT_OK, EXIT_REFUSED
from delegate_app.commands.federation import federation_actions

YEARS = 10


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    actions = federation_actions(sub)
    create = actions.add_parser(
        "crear-autoridad",
        help="crea el certificado de la federación (firma el registro y los acuses)",
        description="Crea el certificado propio de la federación, sin base de datos: un .p12 "
        "protegido con contraseña y, al lado, su certificado público (.pem), cuya huella "
        "SHA-256 se publica. Código de salida: 0 si se ha creado; 2 si no se puede (nada se "
        "escribe).",
        allow_abbrev=False,
    )
    create.add_argument("--nombre", required=True, help="nombre completo de la federación")
    create.add_argument(
        "--out", type=Path, required=True, metavar="FED.p12", help="archivo .p12 que se crea"
    )
    create.add_argument(
        "--passphrase-env",
        required=True,
        metavar="VARIABLE",
        help="variable de entorno con la contraseña que protege la clave (nunca en la línea de "
        "órdenes)",
    )
    create.set_defaults(run=run_create)


class _Refused(Exception):
    pass


def _targets(out: Path) -> tuple[Path, Path]:
    if out.suffix.lower() == ".pem":
        raise _Refused(
            f"«{out}» debe ser el archivo .p12 (con la clave); el .pem se escribe a su lado."
        )
    public = out.with_suffix(".pem")
    folder = out.parent
    if not folder.is_dir():
        raise _Refused(f"La carpeta «{folder}» no existe: créela antes o elija otra.")
    for path in (out, public):
        if path.exists():
            raise _Refused(
                f"«{path}» ya existe: no se sustituye (el certificado de la federación no se "
                "cambia por otro; los Delegado lo reconocen por su huella)."
            )
    return out, public


def run_create(args: argparse.Namespace) -> int:
    from datetime import UTC, datetime, timedelta

    from delegate_app.commands.federation import Refused as PassphraseRefused
    from delegate_app.commands.federation import passphrase_from
    from delegate_app.documents import authority_store, certificates
    from delegate_app.os_errors import os_reason

    name = " ".join(args.nombre.split())
    try:
        if not name:
            raise _Refused("Escriba el nombre de la federación con --nombre.")
        p12_path, pem_path = _targets(args.out)
        passphrase = passphrase_from(args.passphrase_env)
        authority_store.check_passphrase(passphrase)
        now = datetime.now(UTC)
        authority = certificates.create_federation_authority(
            name,
            not_before=now - timedelta(hours=1),
            not_after=now + timedelta(days=365 * YEARS),
        )
    except (_Refused, PassphraseRefused, certificates.SigningError) as exc:
        print(f"delegado: {exc}", file=sys.stderr)
        return EXIT_REFUSED
    try:
        certificates.save_pkcs12(
            p12_path,
            authority.certificate,
            authority.private_key,
            passphrase,
            friendly_name=f"Certificado de {name}",
        )
        try:
            pem_path.write_bytes(certificates.export_certificate(authority.certificate))
        except OSError:
            p12_path.unlink(missing_ok=True)
            raise
    except OSError as exc:
        print(f"delegado: No se pudo guardar el certificado: {os_reason(exc)}.", file=sys.stderr)
        return EXIT_REFUSED
    print(f"Certificado de {name} creado: {p12_path} (con su clave, protegido con contraseña)")
    print(f"Certificado público: {pem_path}")
    print(f"Huella SHA-256: {authority_store.fingerprint(authority.certificate)}")
    print(f"Válido hasta el {authority.certificate.not_valid_after_utc:%d/%m/%Y}.")
    return EXIT_OK

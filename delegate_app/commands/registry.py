"""`delegado certificados …` and `delegado registro …`: the club's signing authority, the
delegates' certificates, and the federation registry that says who may sign each role.

A club without FNMT certificates creates its authority once (`certificados crear-autoridad`) and
issues each delegate a .p12 (`certificados emitir`); it exports its part of the registry
(`registro exportar-club`: its CA and the delegates issued) and sends it to the federation. The
federation signs every club's part into one registry (`registro firmar`) and publishes it; each
Delegado installs it (`registro importar`), and `delegado verify --registry` checks actas with it.

The authority, the list of certificates issued and the installed registry live in a folder beside
the database, "<base>-confianza/": the database holds the season, this folder the trust material
that must not travel with a backup by mistake. The authority's key is only ever there inside a
passphrase-protected .p12, the same one Ajustes → Certificados de firma opens
(`documents/authority_store.py`).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from delegate_app.commands.common import EXIT_OK, EXIT_REFUSED
from delegate_app.os_errors import os_reason

if TYPE_CHECKING:
    from delegate_app.documents.authority_store import Unlocked
    from delegate_app.documents.registry import Person

_VARIABLE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    certs = sub.add_parser(
        "certificados", help="autoridad de firma del club y certificados de sus delegados"
    )
    certs_sub = certs.add_subparsers(dest="certificados_command", metavar="ACCIÓN", required=True)
    create = certs_sub.add_parser(
        "crear-autoridad", help="crea la autoridad de firma del club (una vez)"
    )
    create.add_argument("--db", type=Path, required=True, help="archivo de base de datos")
    create.add_argument(
        "--club",
        help="nombre del club (si la base de datos tiene varios propios) o de la federación",
    )
    create.add_argument(
        "--passphrase-env",
        required=True,
        metavar="VARIABLE",
        help="variable de entorno con la contraseña que protege la clave de la autoridad",
    )
    create.set_defaults(run=run_create_authority)

    issue = certs_sub.add_parser("emitir", help="emite el certificado .p12 de un delegado")
    issue.add_argument("--db", type=Path, required=True, help="archivo de base de datos")
    issue.add_argument("--nombre", required=True, help="nombre y apellidos del delegado")
    issue.add_argument("--dni", required=True, help="DNI o NIE del delegado")
    issue.add_argument("--licencia", required=True, help="licencia federativa del delegado")
    issue.add_argument("--out", type=Path, required=True, metavar="X.p12", help="archivo .p12")
    issue.add_argument(
        "--passphrase-env",
        required=True,
        metavar="VARIABLE",
        help="variable de entorno con la contraseña del .p12 (nunca en la línea de órdenes); "
        "también abre la autoridad si no se da --passphrase-autoridad-env",
    )
    issue.add_argument(
        "--passphrase-autoridad-env",
        metavar="VARIABLE",
        help="variable de entorno con la contraseña de la autoridad del club, si es otra",
    )
    issue.set_defaults(run=run_issue)

    registry = sub.add_parser("registro", help="el registro federativo de firmantes")
    registry_sub = registry.add_subparsers(dest="registro_command", metavar="ACCIÓN", required=True)
    export = registry_sub.add_parser(
        "exportar-club", help="escribe la parte del club (autoridad y delegados) para la federación"
    )
    export.add_argument("--db", type=Path, required=True, help="archivo de base de datos")
    export.add_argument("--out", type=Path, required=True, metavar="CLUB.json")
    export.add_argument(
        "--correo",
        metavar="DIRECCIÓN",
        help="dirección del delegado a la que la federación enviará los acuses de recibo (por "
        "defecto, el remitente de «correo ajustes»; sin ninguna, la parte no lleva dirección)",
    )
    export.set_defaults(run=run_export_club)

    sign = registry_sub.add_parser(
        "firmar", help="(federación) reúne las partes de los clubes y firma el registro"
    )
    sign.add_argument("clubs", type=Path, nargs="+", metavar="CLUB.json")
    sign.add_argument("--p12", type=Path, required=True, help="certificado de la federación")
    sign.add_argument("--passphrase-env", required=True, metavar="VARIABLE")
    sign.add_argument("--out", type=Path, required=True, metavar="REGISTRO")
    sign.add_argument(
        "--arbitros",
        type=Path,
        metavar="ARBITROS.json",
        help="lista de árbitros registrados: [{nombre, licencia, dni, huellas}]",
    )
    sign.add_argument(
        "--autoridad-publica",
        type=Path,
        action="append",
        default=[],
        metavar="CA.pem",
        help="autoridad pública (FNMT...) cuyos certificados personales se aceptan por DNI/NIE",
    )
    sign.add_argument("--version", type=int, dest="registry_version", help=argparse.SUPPRESS)
    sign.set_defaults(run=run_sign)

    install = registry_sub.add_parser("importar", help="instala el registro firmado")
    install.add_argument("registry_file", type=Path, metavar="REGISTRO")
    install.add_argument("--db", type=Path, required=True, help="archivo de base de datos")
    install.set_defaults(run=run_import)


# --------------------------------------------------------------------------- helpers


def _fail(message: str, code: int = EXIT_REFUSED) -> int:
    print(f"delegado: {message}", file=sys.stderr)
    return code


def trust_folder(db_path: Path) -> Path:
    from delegate_app.documents.registry import trust_folder as folder_of

    return folder_of(db_path)


def _passphrase(variable: str) -> str:
    if not _VARIABLE.fullmatch(variable):
        raise ValueError(
            "--passphrase-env espera el nombre de una variable de entorno (letras, cifras y _), "
            "no la contraseña."
        )
    value = os.environ.get(variable)
    if not value:
        raise ValueError(f"La variable de entorno {variable} no está definida.")
    return value


def _own_club(db_path: Path, wanted: str | None) -> str:
    from delegate_app.commands import common as cli
    from delegate_app.store.clubs import own_clubs

    try:
        db = cli.open_db(db_path)
    except cli.CommandError as exc:
        raise ValueError(str(exc)) from None
    try:
        names = sorted({club.name for club in own_clubs(db)})
    finally:
        db.close()
    if wanted and wanted.strip():
        # Any name: the federation's office has no club of its own but needs an authority too.
        return wanted.strip()
    if not names:
        raise ValueError("La base de datos no tiene club propio: créelo antes en Delegado.")
    if len(names) > 1:
        raise ValueError("La base de datos tiene varios clubes propios: indique --club NOMBRE.")
    return names[0]


def _unlocked(db_path: Path, passphrase: str) -> Unlocked:
    """The club's authority with its key; an old unencrypted key is protected on the way."""
    from delegate_app.documents import authority_store

    unlocked = authority_store.unlock(db_path, passphrase)
    if unlocked.migrated:
        print(unlocked.migrated)
    return unlocked


# --------------------------------------------------------------------------- certificados


def run_create_authority(args: argparse.Namespace) -> int:
    from delegate_app.documents import authority_store
    from delegate_app.documents.certificates import SigningError

    try:
        passphrase = _passphrase(args.passphrase_env)
        if authority_store.needs_migration(args.db):
            unlocked = _unlocked(args.db, passphrase)
            print(
                f"El club ya tenía autoridad de firma ({unlocked.club}); no se crea otra. "
                f"Huella SHA-256: {authority_store.fingerprint(unlocked.authority.certificate)}"
            )
            return EXIT_OK
        club = _own_club(args.db, args.club)
        authority = authority_store.create(args.db, club, passphrase)
    except (ValueError, SigningError) as exc:
        return _fail(str(exc))
    except OSError as exc:
        return _fail(f"No se pudo guardar la autoridad: {os_reason(exc)}.")
    print(
        f"Autoridad de firma de {club} creada en {authority_store.store_path(args.db)}, "
        "protegida con su contraseña. Huella SHA-256: "
        f"{authority_store.fingerprint(authority.certificate)}"
    )
    return EXIT_OK


def run_issue(args: argparse.Namespace) -> int:
    from datetime import UTC, datetime, timedelta

    from delegate_app.documents import authority_store, certificates

    try:
        who = authority_store.delegate_identity(args.nombre, args.dni, args.licencia)
    except ValueError as exc:
        return _fail(str(exc))
    try:
        passphrase = _passphrase(args.passphrase_env)
        ca_passphrase = (
            _passphrase(args.passphrase_autoridad_env)
            if args.passphrase_autoridad_env
            else passphrase
        )
        unlocked = _unlocked(args.db, ca_passphrase)
    except (ValueError, certificates.SigningError) as exc:
        return _fail(str(exc))
    except OSError as exc:
        return _fail(f"No se pudo proteger la autoridad: {os_reason(exc)}.")
    now = datetime.now(UTC)
    try:
        authority_store.issue_delegate(
            args.db,
            unlocked.authority,
            who,
            args.out,
            passphrase,
            not_before=now - timedelta(minutes=5),
            not_after=now + timedelta(days=730),
        )
    except OSError as exc:
        return _fail(f"No se pudo guardar {args.out}: {os_reason(exc)}.")
    except (certificates.SigningError, ValueError) as exc:
        return _fail(str(exc))
    print(f"Certificado de {who.name} ({who.dni}) emitido por {unlocked.club}: {args.out}")
    return EXIT_OK


# --------------------------------------------------------------------------- registro


def run_export_club(args: argparse.Namespace) -> int:
    from delegate_app.documents import authority_store, registry

    try:
        mail = args.correo if args.correo is not None else club_mail(args.db)
        part, delegates = authority_store.club_registry_part(args.db, mail)
    except registry.RegistryError as exc:
        return _fail(str(exc))
    if authority_store.needs_migration(args.db):
        print(
            "Aviso: la clave de la autoridad está guardada sin cifrar; se protegerá la próxima "
            "vez que dé su contraseña (certificados emitir o crear-autoridad --passphrase-env).",
            file=sys.stderr,
        )
    try:
        args.out.write_text(json.dumps(part, ensure_ascii=False, indent=1) + "\n", "utf-8")
    except OSError as exc:
        return _fail(f"No se pudo guardar {args.out}: {os_reason(exc)}.")
    print(
        f"Parte de {part['nombre']} para el registro federativo ({delegates} delegados): {args.out}"
    )
    if registry.MAIL_KEY in part:
        print(f"Los acuses de recibo irán a {part[registry.MAIL_KEY]}.")
    else:
        print(
            "Sin dirección de correo: la federación no podrá enviar los acuses por correo "
            "(indíquela con --correo o con «correo ajustes --remitente»).",
            file=sys.stderr,
        )
    return EXIT_OK


def club_mail(db_path: Path) -> str:
    """The club's own address of its mail settings (the outbox's sender), "" without one."""
    from delegate_app.commands.common import open_db
    from delegate_app.store import outbox

    db = open_db(db_path)
    try:
        return outbox.mail_settings(db).get(outbox.SENDER, "")
    finally:
        db.close()


def run_sign(args: argparse.Namespace) -> int:
    from delegate_app.documents import certificates, registry

    try:
        passphrase = _passphrase(args.passphrase_env)
        signer = certificates.load_signer(args.p12, passphrase)
        parts = []
        for path in args.clubs:
            try:
                raw = path.read_bytes()
            except OSError as exc:
                raise ValueError(f"No se puede leer {path}: {os_reason(exc)}.") from None
            parts.append(registry.parse_club_part(raw, str(path)))
        arbiters = _arbiters(args.arbitros) if args.arbitros else []
        public = [certificates.load_certificate(p.read_bytes()) for p in args.autoridad_publica]
        chain = [signer.certificate, *signer.chain]
        roots = [c for c in chain if c.issuer == c.subject]
        federation = roots[0] if roots else signer.certificate
        content = registry.build_registry(
            parts,
            federation,
            version=args.registry_version,
            arbiters=arbiters,
            public_authorities=public,
        )
        signed = registry.sign_registry(content, signer)
        registry.load_registry(signed)  # never publish a registry that would not install
    except (ValueError, certificates.SigningError) as exc:
        return _fail(str(exc))  # an OSError goes to cli.main, which names the file in Spanish
    try:
        args.out.write_bytes(signed)
    except OSError as exc:
        return _fail(f"No se pudo guardar {args.out}: {os_reason(exc)}.")
    print(f"Registro federativo firmado con {len(parts)} clubes: {args.out}")
    return EXIT_OK


def _arbiters(path: Path) -> list[Person]:
    from delegate_app.documents import registry

    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ValueError(f"No se puede leer {path}: {os_reason(exc)}.") from None
    data = registry.parse_registry_json(raw, str(path))
    if not isinstance(data, list):
        raise ValueError(f"{path} debe ser una lista de árbitros.")
    return [registry.parse_person(item, f"{path}, árbitro {n}") for n, item in enumerate(data, 1)]


def run_import(args: argparse.Namespace) -> int:
    from delegate_app.documents import registry

    if not args.db.is_file():
        return _fail(f"No existe la base de datos {args.db}.")
    try:
        new = registry.install_registry(args.db, args.registry_file)
    except registry.RegistryError as exc:
        return _fail(str(exc))
    except OSError as exc:
        return _fail(f"No se pudo instalar el registro: {os_reason(exc)}.")
    print(
        f"Registro federativo versión {new.version} instalado ({len(new.clubs)} clubes, "
        f"{len(new.arbiters)} árbitros)."
    )
    # The one thing to compare with what the federation publishes: a club can sign a registry
    # of its own, but not with the federation's certificate.
    print(new.describe())
    return EXIT_OK

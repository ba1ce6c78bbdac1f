"""Office-wide settings of the federation database, the same for every clerk who opens it.

- the federation's own mail servers, whose Received: headers are the evidence of when a club's
  mail arrived (documents/federation/sources.py);
- how the receipts are mailed back to the clubs (the window's "Ajustes del correo…", what
  `--enviar-acuses` takes on the command line): the SMTP server, port, security, user, the
  federation's sender address, whether reading the mailbox mails them, and the authority of
  the server's certificate when the system does not know it (its PEM text, not a path: every
  clerk's computer trusts the same server); never the password (the OS keyring keeps it on
  each clerk's computer, or it is asked each time);
- the federation the database belongs to: the SHA-256 of the certificate of the first registry
  it was used with. A registry of another federation is refused from then on (a club's
  database refuses it too), unless the office confirms the change with the new fingerprint;
  every change is kept in a history.

Kept in the database, not in each clerk's preferences, so that two clerks never judge the same
mail, or the same acta, by different rules.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Connection, select
from sqlmodel import col

from delegate_app.store.errors import StoreError
from delegate_app.store.federation.database import FederationDb
from delegate_app.store.federation.models import FedSetting
from delegate_app.store.mail_authority import check_authority

MAIL_SERVERS = "servidores_correo"
MAX_SERVERS = 10
_LABEL = r"[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?"
_HOST = re.compile(rf"{_LABEL}(?:\.{_LABEL})*")


def normal_host(text: str) -> str:
    """A mail server's host name as Received: headers write it, lower case; StoreError (in
    Spanish) for anything that is not a host name."""
    host = text.strip().lower().rstrip(".")
    if not host or len(host) > 253 or not _HOST.fullmatch(host):
        raise StoreError(
            f"«{text}» no es el nombre de un servidor de correo (p. ej. correo.federacion.es)."
        )
    return host


def mail_servers(db: FederationDb) -> tuple[str, ...]:
    """The federation's mail servers as stored; () when the office has not said yet."""
    with db.engine.connect() as c:
        value = c.execute(
            select(col(FedSetting.value)).where(col(FedSetting.name) == MAIL_SERVERS)
        ).scalar_one_or_none()
    if not value:
        return ()
    try:
        hosts = json.loads(value)
    except ValueError:
        raise StoreError(
            f"El ajuste de servidores de correo de «{db.label}» está dañado; vuelva a indicarlo "
            "con --servidor-correo."
        ) from None
    return tuple(str(h) for h in hosts) if isinstance(hosts, list) else ()


def set_mail_servers(
    db: FederationDb, hosts: Sequence[str], now: datetime | None = None
) -> tuple[str, ...]:
    """Store the federation's mail servers for every clerk (checked first: a bad name changes
    nothing); returns them as stored."""
    normal = tuple(dict.fromkeys(normal_host(h) for h in hosts))
    if not normal:
        raise StoreError("Indique al menos un servidor de correo de la federación.")
    if len(normal) > MAX_SERVERS:
        raise StoreError(f"Se admiten como mucho {MAX_SERVERS} servidores de correo.")
    from delegate_app.store.federation.database import dialect_insert

    value = json.dumps(list(normal))
    changed = now or datetime.now(UTC)
    with db.writing() as c:
        c.execute(
            dialect_insert(db.dialect, FedSetting)
            .values(name=MAIL_SERVERS, value=value, changed_at=changed)
            .on_conflict_do_update(
                index_elements=["name"], set_={"value": value, "changed_at": changed}
            )
        )
        from delegate_app.store.federation.office_log import Action, record

        record(c, Action.SETTING, "servidores de correo: " + ", ".join(normal), at=changed)
    return normal


# --- the receipts mailed back to the clubs ---------------------------------------------------

RECEIPT_MAIL = "correo_acuses"
SECURITIES = ("starttls", "tls")


@dataclass(frozen=True)
class ReceiptMail:
    """How the office mails receipts; `mail_on_read`: reading the mailbox mails them."""

    server: str = ""
    port: int = 587
    security: str = "starttls"  # STARTTLS (587) or TLS from the start (465): never in clear
    user: str = ""
    sender: str = ""  # the federation's address, the receipts' From:
    mail_on_read: bool = False
    ca_name: str = ""  # the file the server's authority was taken from, as shown to the clerk
    ca_pem: str = ""  # its certificates; "" trusts the system's authorities


def receipt_mail(db: FederationDb) -> ReceiptMail:
    """As stored; the defaults (nothing mailed) when never set or unreadable."""
    with db.engine.connect() as c:
        value = _setting(c, RECEIPT_MAIL)
    try:
        data = json.loads(value) if value else {}
        return ReceiptMail(
            server=str(data.get("servidor", "")),
            port=int(data.get("puerto", 587)),
            security=str(data.get("seguridad", "starttls")),
            user=str(data.get("usuario", "")),
            sender=str(data.get("remitente", "")),
            mail_on_read=bool(data.get("enviar_al_leer", False)),
            ca_name=str(data.get("autoridad_archivo", "")),
            ca_pem=str(data.get("autoridad_pem", "")),
        )
    except (ValueError, TypeError, AttributeError):
        return ReceiptMail()


def checked_receipt_mail(
    server: str,
    port: str,
    security: str,
    user: str,
    sender: str,
    mail_on_read: bool,
    ca_name: str = "",
    ca_pem: str = "",
) -> ReceiptMail:
    """The settings as typed, checked; StoreError (Spanish) for the first thing wrong. The
    authority's PEM comes read and checked as TLS loads it (documents/mail/smtp_sender.py's
    read_ca_file); here only that it looks like one."""
    if not server.strip():
        raise StoreError("Indique el servidor de envío (SMTP) de la federación.")
    host = normal_host(server)
    try:
        number = int(port.strip())
    except ValueError:
        raise StoreError(
            f"El puerto «{port.strip()}» no es un número (p. ej. 587 o 465)."
        ) from None
    if not 0 < number < 65536:
        raise StoreError(f"El puerto {number} no es válido: va de 1 a 65535.")
    if security not in SECURITIES:
        raise StoreError("La seguridad del servidor de envío debe ser «starttls» o «tls».")
    if not user.strip():
        raise StoreError("Indique el usuario del servidor de envío.")
    address = sender.strip()
    if address.count("@") != 1 or any(c in address for c in " \r\n<>,;") or len(address) < 3:
        raise StoreError(f"«{address}» no es una dirección de correo (el remitente de los acuses).")
    check_authority(ca_name, ca_pem)
    return ReceiptMail(
        host,
        number,
        security,
        user.strip(),
        address,
        mail_on_read,
        ca_name.strip() if ca_pem else "",
        ca_pem,
    )


def set_receipt_mail(db: FederationDb, mail: ReceiptMail, now: datetime | None = None) -> None:
    """Store them for every clerk (checked by `checked_receipt_mail` first), and log it."""
    from delegate_app.store.federation.database import dialect_insert
    from delegate_app.store.federation.office_log import Action, record

    value = json.dumps(
        {
            "servidor": mail.server,
            "puerto": mail.port,
            "seguridad": mail.security,
            "usuario": mail.user,
            "remitente": mail.sender,
            "enviar_al_leer": mail.mail_on_read,
            "autoridad_archivo": mail.ca_name,
            "autoridad_pem": mail.ca_pem,
        },
        ensure_ascii=False,
    )
    changed = now or datetime.now(UTC)
    with db.writing() as c:
        c.execute(
            dialect_insert(db.dialect, FedSetting)
            .values(name=RECEIPT_MAIL, value=value, changed_at=changed)
            .on_conflict_do_update(
                index_elements=["name"], set_={"value": value, "changed_at": changed}
            )
        )
        mailing = "sí" if mail.mail_on_read else "no"
        authority = f"la de «{mail.ca_name}»" if mail.ca_pem else "la del sistema"
        record(
            c,
            Action.SETTING,
            f"correo de los acuses: {mail.user}@{mail.server}:{mail.port} ({mail.security}), "
            f"remitente {mail.sender}; enviarlos al leer el buzón: {mailing}; autoridad del "
            f"servidor: {authority}",
            at=changed,
        )


# --- the federation this database belongs to ---------------------------------------------------

FEDERATION = "federacion"
FEDERATION_HISTORY = "federacion_cambios"
MAX_HISTORY = 200


class OtherFederation(StoreError):
    """A registry of another federation than the one the database is pinned to."""


@dataclass(frozen=True)
class PinnedFederation:
    fingerprint: str  # SHA-256 of the federation's certificate, hex
    name: str
    since: str  # ISO time of the pin, UTC


def _setting(c: Connection, name: str) -> str | None:
    value: str | None = c.execute(
        select(col(FedSetting.value)).where(col(FedSetting.name) == name)
    ).scalar_one_or_none()
    return value


def _pinned(value: str | None) -> PinnedFederation | None:
    if not value:
        return None
    try:
        data = json.loads(value)
        return PinnedFederation(str(data["huella"]), str(data["nombre"]), str(data["desde"]))
    except (ValueError, KeyError, TypeError):
        return None


def _as_record(pin: PinnedFederation) -> dict[str, str]:
    return {"huella": pin.fingerprint, "nombre": pin.name, "desde": pin.since}


def pinned_federation(db: FederationDb) -> PinnedFederation | None:
    """The federation the database is pinned to; None before its first registry."""
    with db.engine.connect() as c:
        return _pinned(_setting(c, FEDERATION))


def federation_history(db: FederationDb) -> list[dict[str, Any]]:
    """Every confirmed change of federation, oldest first (what it was, what it became, when)."""
    with db.engine.connect() as c:
        value = _setting(c, FEDERATION_HISTORY)
    try:
        history = json.loads(value) if value else []
    except ValueError:
        return []
    return history if isinstance(history, list) else []


def pin_federation(
    db: FederationDb,
    fingerprint: str,
    name: str,
    *,
    confirmed: str | None = None,
    now: datetime | None = None,
) -> str | None:
    """Hold the database to the federation whose certificate has SHA-256 `fingerprint`.

    The first registry pins it (returns a Spanish notice); the same one again changes nothing
    (None). Another one raises OtherFederation, unless `confirmed` is its very fingerprint: the
    change is then made and recorded in the history (returns a notice). One write transaction,
    so two clerks starting at once cannot pin two federations."""
    from delegate_app.store.federation.database import dialect_insert

    moment = (now or datetime.now(UTC)).astimezone(UTC).replace(microsecond=0)
    wanted = PinnedFederation(fingerprint, name, moment.isoformat())
    value = json.dumps(_as_record(wanted), ensure_ascii=False)
    with db.writing() as c:
        current = _pinned(_setting(c, FEDERATION))
        if current is not None and current.fingerprint == fingerprint:
            return None
        if current is not None and (confirmed or "").strip().lower() != fingerprint:
            raise OtherFederation(
                f"La base de datos de la federación «{db.label}» es de «{current.name}» "
                f"(certificado SHA-256 {current.fingerprint}) desde {current.since}, y este "
                f"registro es de «{name}» (SHA-256 {fingerprint}): no se usa con él y no se ha "
                "modificado nada. Si la federación ha cambiado de verdad de certificado, "
                f"confírmelo con --nueva-federacion {fingerprint}; el cambio queda registrado."
            )
        history = []
        if current is not None:
            try:
                history = json.loads(_setting(c, FEDERATION_HISTORY) or "[]")
            except ValueError:
                history = []
            history = [*history, {"antes": _as_record(current), "despues": _as_record(wanted)}]
            history = history[-MAX_HISTORY:]
        if current is None:
            # Another clerk may pin at the same moment: the first one stays, and this one is
            # then judged against it.
            c.execute(
                dialect_insert(db.dialect, FedSetting)
                .values(name=FEDERATION, value=value, changed_at=moment)
                .on_conflict_do_nothing(index_elements=["name"])
            )
            first = _pinned(_setting(c, FEDERATION))
            if first is not None and first.fingerprint != fingerprint:
                raise OtherFederation(
                    f"La base de datos de la federación «{db.label}» acaba de quedar ligada a "
                    f"«{first.name}» (SHA-256 {first.fingerprint}) por otro puesto; este "
                    f"registro es de «{name}». No se ha modificado nada."
                )
        rows = [] if current is None else [(FEDERATION, value)]
        if current is not None:
            rows.append((FEDERATION_HISTORY, json.dumps(history, ensure_ascii=False)))
        for key, text in rows:
            c.execute(
                dialect_insert(db.dialect, FedSetting)
                .values(name=key, value=text, changed_at=moment)
                .on_conflict_do_update(
                    index_elements=["name"], set_={"value": text, "changed_at": moment}
                )
            )
    if current is None:
        return (
            f"la base de datos queda ligada a la federación «{name}» (certificado SHA-256 "
            f"{fingerprint}): otro registro de otra federación no se admitirá"
        )
    return (
        f"CAMBIO DE FEDERACIÓN confirmado y registrado: de «{current.name}» "
        f"({current.fingerprint}) a «{name}» ({fingerprint})"
    )

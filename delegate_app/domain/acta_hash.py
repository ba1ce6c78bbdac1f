"""The canonical content of an acta, the hash its signatures are bound to, and the incident chain.

Design: signed actas are read-only, and a change after signing is an amendment, never an
overwrite. Here that becomes arithmetic: each on-screen signature records the SHA-256 of the
acta's canonical content at that moment (``SignatureBinding``); if anything changes, the hash
changes and the signatures taken so far are void (``signatures_still_valid``). The incident log
is append-only and hash-chained (``chain_hash``, ``verify_chain``), so that an entry edited or
removed after the fact shows as a broken link.

Canonical JSON (``canonical_json``): keys sorted, no whitespace, UTF-8 (not ASCII escapes),
``allow_nan`` off. Decisions, so that the same content always gives the same bytes:

- Text is normalised to NFC: "José" typed with a combining accent and with a precomposed one look
  the same on the acta and must hash the same.
- date, time and datetime are ISO 8601 strings (``isoformat()``: an aware datetime keeps its
  offset, a naive one is local Canary time by the project's convention); timedelta is its whole
  number of seconds as an integer when exact, else the Decimal string of seconds.
- Decimal is written as a plain decimal string without exponent and without trailing zeros
  ("1.50" and "1.5" are one amount); Fraction as "n/d", or "n" when whole. Both are strings, so
  no JSON reader turns them into binary floats. NaN and infinities are refused.
- float is refused: its decimal form is a property of the printer, not of the value, and the
  app has no float quantity on an acta (scores are Fractions, money is Decimal).
- Enum members are their value; dataclasses are objects of their fields; sets are arrays sorted
  by their canonical bytes; tuples and lists are arrays. Mapping keys must be strings (ints and
  str enums are turned into text); two keys that become the same text are refused.
- bytes and any other type are refused with a Spanish TypeError: silently using ``str()`` would
  make the hash depend on a repr.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from decimal import Decimal
from enum import Enum
from fractions import Fraction
from typing import TypeVar

GENESIS = "0" * 64  # the "previous hash" of the first entry of a chain
_HEX64 = re.compile(r"[0-9a-f]{64}")

# What is hashed: named fields (a dict or a dataclass read through _plain), never a bare list.
ActaData = Mapping[str, object]
_Key = TypeVar("_Key")


def _decimal_text(value: Decimal) -> str:
    if not value.is_finite():
        raise ValueError(f"Cantidad no finita en el acta: {value}.")
    text = format(value.normalize(), "f")
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _key(key: object, path: str) -> str:
    if isinstance(key, Enum):
        key = key.value
    if isinstance(key, bool) or not isinstance(key, str | int):
        raise TypeError(f"Clave no admitida en {path}: {type(key).__name__} (use texto).")
    return unicodedata.normalize("NFC", str(key))


def _plain(value: object, path: str, active: set[int]) -> object:
    """The JSON-ready form of value; path names the place for error messages."""
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, Enum):
        return _plain(value.value, path, active)
    if isinstance(value, int):
        return int(value)
    if isinstance(value, str):
        return unicodedata.normalize("NFC", str(value))
    if isinstance(value, float):
        raise TypeError(
            f"Número decimal binario (float) en {path}: use Decimal o Fraction para que el "
            "contenido del acta sea estable."
        )
    if isinstance(value, Decimal):
        return _decimal_text(value)
    if isinstance(value, Fraction):
        return str(value)
    if isinstance(value, datetime | date | time):
        return value.isoformat()
    if isinstance(value, timedelta):
        whole, rest = divmod(value, timedelta(seconds=1))
        if not rest:
            return whole
        return _decimal_text(
            Decimal(value.days * 86400 + value.seconds)
            + Decimal(value.microseconds) / Decimal(1_000_000)
        )
    if isinstance(value, bytes | bytearray | memoryview):
        raise TypeError(f"Datos binarios en {path}: el acta solo guarda texto.")
    marker = id(value)
    if marker in active:
        raise ValueError(f"El contenido del acta se contiene a sí mismo en {path}.")
    active.add(marker)
    try:
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            items = {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}
            return _object(items, path, active)
        if isinstance(value, Mapping):
            return _object(value, path, active)
        if isinstance(value, set | frozenset):
            members = [_plain(item, f"{path}[]", active) for item in value]
            return sorted(members, key=_dumps)
        if isinstance(value, Sequence):
            return [_plain(item, f"{path}[{index}]", active) for index, item in enumerate(value)]
    finally:
        active.discard(marker)
    raise TypeError(f"Tipo no admitido en el acta ({path}): {type(value).__name__}.")


def _object(items: Mapping[_Key, object], path: str, active: set[int]) -> dict[str, object]:
    result: dict[str, object] = {}
    for raw_key, item in items.items():
        key = _key(raw_key, path)
        if key in result:
            raise ValueError(f"Clave repetida en {path}: «{key}».")
        result[key] = _plain(item, f"{path}.{key}", active)
    return result


def _dumps(value: object) -> str:
    return json.dumps(
        value, sort_keys=True, ensure_ascii=False, separators=(",", ":"), allow_nan=False
    )


def canonical_json(data: ActaData) -> bytes:
    """The bytes that are hashed: the same content always gives the same bytes (see module doc)."""
    if not isinstance(data, Mapping) and not (
        dataclasses.is_dataclass(data) and not isinstance(data, type)
    ):
        raise TypeError("El contenido del acta debe ser un objeto de campos con nombre.")
    return _dumps(_plain(data, "acta", set())).encode("utf-8")


def content_hash(data: ActaData) -> str:
    """SHA-256 of the canonical content, 64 lower-case hex digits."""
    return hashlib.sha256(canonical_json(data)).hexdigest()


def is_hash(value: object) -> bool:
    return isinstance(value, str) and _HEX64.fullmatch(value) is not None


# --- signatures ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class SignatureBinding:
    """An on-screen signature and the content it was given to.

    role: who signs, in Spanish ("Delegado local", "Delegado visitante", "Árbitro",
    "Jugador implicado"); signer: the name; content_hash: ``content_hash`` of the acta when signed.
    """

    role: str
    signer: str
    signed_at: datetime
    content_hash: str

    def __post_init__(self) -> None:
        if not is_hash(self.content_hash):
            raise ValueError("La firma debe ligarse a un resumen SHA-256 (64 cifras hex).")


def bind_signature(data: ActaData, role: str, signer: str, signed_at: datetime) -> SignatureBinding:
    return SignatureBinding(role, signer, signed_at, content_hash(data))


def signatures_still_valid(
    current_hash: str, signatures: Iterable[SignatureBinding]
) -> tuple[list[SignatureBinding], list[SignatureBinding]]:
    """(valid, voided), each in signing order.

    A signature stays valid only if the content is still the one it signed and no later
    signature was given to other content: a change voids every signature taken so far, and
    changing the content back afterwards does not revive them once someone signed in between.
    (Content changed and changed back with no signature in between is the same content, and
    cannot be told apart.)
    """
    ordered = sorted(enumerate(signatures), key=lambda pair: (pair[1].signed_at, pair[0]))
    valid: list[SignatureBinding] = []
    voided: list[SignatureBinding] = []
    changed_after = False
    for _, signature in reversed(ordered):
        if changed_after or signature.content_hash != current_hash:
            changed_after = True
            voided.append(signature)
        else:
            valid.append(signature)
    return valid[::-1], voided[::-1]


# --- the append-only incident chain --------------------------------------------------------------


def chain_hash(previous_hash: str | None, entry_data: ActaData) -> str:
    """The hash of an entry, bound to the hash of the one before (None or GENESIS for the first)."""
    previous = GENESIS if previous_hash is None else previous_hash
    if not is_hash(previous):
        raise ValueError("El resumen anterior de la cadena no es un SHA-256 válido.")
    digest = hashlib.sha256()
    digest.update(previous.encode("ascii"))
    digest.update(b"\n")
    digest.update(canonical_json(entry_data))
    return digest.hexdigest()


@dataclass(frozen=True)
class ChainLink:
    data: ActaData
    hash: str


def append_link(chain: Sequence[ChainLink], entry_data: ActaData) -> ChainLink:
    previous = chain[-1].hash if chain else None
    return ChainLink(entry_data, chain_hash(previous, entry_data))


def verify_chain(entries: Iterable[ChainLink | tuple[ActaData, str]]) -> int | None:
    """The index of the first link whose stored hash does not match, or None if all hold.

    A link whose data cannot be put in canonical form is broken too; this never raises for bad
    links.
    """
    previous: str | None = None
    for index, entry in enumerate(entries):
        try:
            data, stored = (entry.data, entry.hash) if isinstance(entry, ChainLink) else entry
            if not is_hash(stored) or chain_hash(previous, data) != stored:
                return index
        except (TypeError, ValueError):
            return index
        previous = stored
    return None

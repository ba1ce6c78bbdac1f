"""The incidents a chess delegate records on the acta, their fields and their sentence on paper.

CH-13.2: without an arbiter the delegates record every incident on the acta. Each kind of the
catalog (``CATALOG``) names its article, its fields (with their Spanish labels and types) and
whether it goes to the Comité de Competición; ``validate_incident`` names every missing or
malformed field in Spanish and never raises, ``clean_fields`` also returns the stored form of each
value, and ``render_incident`` writes the sentence printed on the acta.

The log is append-only: an entry is never edited. A mistake is fixed by a new entry that
*corrects* the earlier one (``Correction``, an id pointer), or by an ``anulacion`` entry that
withdraws it. ``effective_incidents`` gives what the acta says now; ``check_entries`` lists what
is wrong with the log.

Decisions where the regulation is silent:

- CH-11.2: a broken clock with a sealed move goes to the committee when the committee must fix
  the resumption ("la fija el Comité"); when both teams agreed date, time and place it does not
  (art. 11.2 "salvo acuerdo entre ambos equipos"). The FIDE sealed-move envelope data are asked
  for: who seals and his name, the move number, both clocks, the time of day, the position
  before the sealed move (optional), a draw offer made before sealing, and the resumption.
- CH-12: the article requires the clocks, the time of day and the position; a comment on what
  happened is optional (the committee also gets the scoresheets and, usually, a claim).
- CH-16.2: the missing papers are "certificado", "DNI" or both. The article asks for one or the
  other, so the delegate states what the player lacked; an optional yes/no says whether the game
  was played sub conditione because of it.
- CH-18.7 / CH-20.1: a no-show ("incomparecencia") is an incident of its own, for the committee
  (only it applies art. 20.1); ``start_of_play.start_proposal`` proposes it, the acta must say it.
- CH-13.4: a draw proposal records board, time and whether the rival delegate was present; which
  team's delegate transmitted it is optional.
- A value given for a field that does not apply (a resumption date when the committee fixes it,
  the delivery time of a lineup that was never delivered) is reported: the acta must not say two
  contradictory things. Unknown keys are reported too.
- Clock times: "h:mm:ss" (hours 0–99) or "mm:ss" (minutes 0–999); stored as "h:mm:ss".
  Times of day: "hh:mm" (or "h:mm"), stored "hh:mm". Dates (a field type of their own, for
  the agreed resumption of CH-11.2): "dd/mm/aaaa" or ISO, stored ISO.
  Choices accept their value or their Spanish label, in any case.
- A correction may change the kind (a late arrival that was really missing papers). Only the
  latest entry of a chain may be corrected, and an ``anulacion`` cannot be corrected: to restore
  a withdrawn incident, record it again.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from types import MappingProxyType

from delegate_app.domain.chess.incident_catalog import (
    CATALOG,
    LINEUP_ARTICLES,
    MAX_TEXT,
    WITHDRAWAL,
    incident_kind,
)
from delegate_app.domain.chess.sealed_move import (
    sealed_move_problems,
)
from delegate_app.domain.competition import DEFAULT_BOARDS
from delegate_app.domain.incident_schema import (
    CLOCK_HINT,
    DATE_HINT,
    INTEGER_TEXT,
    TIME_HINT,
    FieldSpec,
    FieldType,
    format_clock,
    parse_clock,
    parse_date,
    parse_time_of_day,
)


def printable_value(value: object) -> str:
    try:
        text = value if isinstance(value, str) else repr(value)
    except Exception:  # an exotic object from the store must not break validation
        text = "?"
    text = "".join(char if char.isprintable() else "�" for char in text)
    return text if len(text) <= 60 else text[:57] + "…"


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def is_blank(value: object) -> bool:
    return value is None or (isinstance(value, str) and not value.strip())


def _normalize_choice(spec: FieldSpec, value: str) -> str | None:
    wanted = unicodedata.normalize("NFC", value.strip()).casefold()
    for stored, label in spec.choices:
        if wanted in (stored.casefold(), label.casefold()):
            return stored
    # "sí" typed with the accent is the stored "si".
    if wanted == "sí" and any(stored == "si" for stored, _ in spec.choices):
        return "si"
    return None


def _clean_value(spec: FieldSpec, value: object, boards: int) -> tuple[object, list[str]]:
    """The stored form of one filled value, or the problems that stop it."""
    noun = _capital(spec.noun)
    shown = printable_value(value)
    kind = spec.type
    if kind is FieldType.TEXT:
        if not isinstance(value, str):
            return None, [f"{noun} debe escribirse como texto."]
        text = unicodedata.normalize("NFC", value.strip())
        if len(text) > MAX_TEXT:
            return None, [f"{noun} supera el máximo de {MAX_TEXT} caracteres (tiene {len(text)})."]
        return text, []
    if kind in (FieldType.BOARD, FieldType.INTEGER):
        number: int | None = None
        if isinstance(value, int) and not isinstance(value, bool):
            number = value
        elif isinstance(value, str) and INTEGER_TEXT.fullmatch(value.strip()):
            number = int(value.strip())
        if kind is FieldType.BOARD:
            if number is None or not 1 <= number <= boards:
                return None, [f"{noun} debe ser un número del 1 al {boards} (se anotó «{shown}»)."]
            return number, []
        low, high = spec.minimum, spec.maximum
        if (
            number is None
            or (low is not None and number < low)
            or (high is not None and number > high)
        ):
            if low is not None and high is not None:
                span = f" entre {low} y {high}"
            elif low is not None:
                span = f" de {low} en adelante"
            else:
                span = ""
            return None, [f"{noun} debe ser un número entero{span} (se anotó «{shown}»)."]
        return number, []
    if kind is FieldType.CLOCK:
        if isinstance(value, timedelta) and value >= timedelta(0):
            return format_clock(value), []
        try:
            return format_clock(parse_clock(value)), []
        except ValueError:
            return None, [f"{noun} debe escribirse como {CLOCK_HINT} (se anotó «{shown}»)."]
    if kind is FieldType.TIME_OF_DAY:
        if isinstance(value, time):
            return value.strftime("%H:%M"), []
        try:
            return parse_time_of_day(value).strftime("%H:%M"), []
        except ValueError:
            return None, [
                f"{noun} debe escribirse como {TIME_HINT}, entre 00:00 y 23:59 "
                f"(se anotó «{shown}»)."
            ]
    if kind is FieldType.DATE:
        if isinstance(value, date) and not isinstance(value, datetime):
            return value.isoformat(), []
        if isinstance(value, str):
            try:
                return parse_date(value).isoformat(), []
            except ValueError:
                pass
        return None, [f"{noun} debe ser una fecha real escrita {DATE_HINT} (se anotó «{shown}»)."]
    if kind is FieldType.FEN:
        # python-chess (~45 ms to import) only for a position actually typed in.
        from delegate_app.domain.chess.fen import normalize_fen, validate_fen

        problems = validate_fen(value)
        if problems or not isinstance(value, str):  # validate_fen already refused a non-text
            return None, [f"{spec.label}: {problem}" for problem in problems]
        return normalize_fen(value), []
    # FieldType.CHOICE
    stored = _normalize_choice(spec, value) if isinstance(value, str) else None
    if stored is None:
        options = ", ".join(label for _, label in spec.choices)
        return None, [f"{noun} debe ser una de estas opciones: {options} (se anotó «{shown}»)."]
    return stored, []


def clean_fields(
    kind_code: object, fields: object, boards: int = DEFAULT_BOARDS
) -> tuple[dict[str, object], list[str]]:
    """The stored form of the valid fields and the Spanish problems of the rest; never raises.

    Stored forms: board and integers as int, clocks "h:mm:ss", times "hh:mm", dates ISO, FEN
    with single spaces, choices by their value, texts stripped (NFC).
    """
    kind = CATALOG.get(kind_code) if isinstance(kind_code, str) else None
    if kind is None:
        return {}, [f"Tipo de incidencia desconocido: «{printable_value(kind_code)}»."]
    if not isinstance(fields, Mapping):
        return {}, ["Los datos de la incidencia deben darse campo a campo."]
    cleaned: dict[str, object] = {}
    problems: list[str] = []
    known = {spec.key for spec in kind.fields}
    for key in fields:
        if key not in known:
            problems.append(f"El campo «{printable_value(key)}» no corresponde a «{kind.title}».")
    # Conditions refer to choices declared earlier in the kind, so one pass in order suffices.
    for spec in kind.fields:
        value = fields.get(spec.key)
        when = spec.when
        applies = when is None or cleaned.get(when[0]) == when[1]
        if is_blank(value):
            if applies and spec.required:
                problems.append(f"Falta {spec.noun}.")
            continue
        if when is not None and not applies:
            condition = kind.field(when[0])
            problems.append(
                f"{_capital(spec.noun)} solo se anota con "
                f"«{condition.choice_label(when[1])}» en «{condition.label}»."
            )
            continue
        stored, value_problems = _clean_value(spec, value, boards)
        if value_problems:
            problems.extend(value_problems)
        else:
            cleaned[spec.key] = stored
    cross = _CROSS_CHECKS.get(kind.code)
    if cross is not None:
        problems.extend(cross(cleaned))
    return cleaned, problems


_CROSS_CHECKS: dict[str, Callable[[Mapping[str, object]], list[str]]] = {
    "reloj_averiado": sealed_move_problems,
}


def validate_incident(kind_code: object, fields: object, boards: int = DEFAULT_BOARDS) -> list[str]:
    """Every missing or malformed field of an incident, in Spanish; empty when it can be saved."""
    return clean_fields(kind_code, fields, boards)[1]


def needs_committee(kind_code: object, fields: object) -> bool:
    """Whether this incident asks for the Comité de Competición (CH-13.7, CH-15.3)."""
    kind = CATALOG.get(kind_code) if isinstance(kind_code, str) else None
    if kind is None:
        return False
    if kind.for_committee:
        return True
    if kind.committee_when is None or not isinstance(fields, Mapping):
        return False
    key, wanted = kind.committee_when
    value = fields.get(key)
    if not isinstance(value, str):
        return False
    stored = _normalize_choice(kind.field(key), value)
    return stored in wanted if isinstance(wanted, tuple) else stored == wanted


def entry_rule_id(kind_code: str, fields: Mapping[str, object]) -> str:
    """The catalog ID a stored entry cites: a rival lineup cites the article it breaks."""
    kind = incident_kind(kind_code)
    if kind.code == "alineacion_rival":
        article = fields.get("articulo") if isinstance(fields, Mapping) else None
        if isinstance(article, str) and article in LINEUP_ARTICLES:
            return f"CH-{article}"
    return kind.rule_id


@dataclass(frozen=True)
class Correction:
    """This entry replaces entry ``corrects`` (an earlier id); the earlier one stays in the log."""

    corrects: int
    reason: str = ""


@dataclass(frozen=True)
class IncidentEntry:
    """One line of the incident log, as recorded; ids grow in recording order."""

    id: int
    kind: str
    fields: Mapping[str, object] = field(default_factory=dict)
    correction: Correction | None = None
    recorded_at: datetime | None = None

    def __post_init__(self) -> None:
        if isinstance(self.fields, Mapping):
            object.__setattr__(self, "fields", MappingProxyType(dict(self.fields)))

    @property
    def withdraws(self) -> bool:
        return self.kind == WITHDRAWAL


def _valid_pointers(entries: list[IncidentEntry]) -> tuple[dict[int, int], list[str]]:
    """Entry id -> the id it validly corrects, and the problems of the invalid pointers."""
    by_id: dict[int, IncidentEntry] = {}
    problems: list[str] = []
    pointers: dict[int, int] = {}
    corrected_by: dict[int, int] = {}
    for entry in entries:
        if entry.id in by_id:
            problems.append(f"La anotación n.º {entry.id} está repetida.")
            continue
        by_id[entry.id] = entry
        if entry.correction is None:
            if entry.withdraws:
                problems.append(
                    f"La anotación n.º {entry.id} es una anulación pero no dice qué anotación "
                    "anula."
                )
            continue
        target = entry.correction.corrects
        if target not in by_id or target == entry.id:
            problems.append(
                f"La anotación n.º {entry.id} corrige la n.º {printable_value(target)}, que no "
                "es una anotación anterior."
            )
        elif target in corrected_by:
            problems.append(
                f"La anotación n.º {target} ya fue corregida por la n.º {corrected_by[target]}: "
                f"la n.º {entry.id} debe corregir esa."
            )
        elif by_id[target].withdraws:
            problems.append(
                f"La anotación n.º {target} es una anulación y no se corrige: para recuperar la "
                f"incidencia, anótela de nuevo (n.º {entry.id})."
            )
        else:
            pointers[entry.id] = target
            corrected_by[target] = entry.id
    return pointers, problems


def check_entries(entries: Iterable[IncidentEntry], boards: int = DEFAULT_BOARDS) -> list[str]:
    """What is wrong with the log: each entry's fields, then the correction pointers."""
    listed = list(entries)
    problems = [
        f"Anotación n.º {entry.id}: {problem}"
        for entry in listed
        for problem in validate_incident(entry.kind, entry.fields, boards)
    ]
    return problems + _valid_pointers(listed)[1]


def effective_incidents(entries: Iterable[IncidentEntry]) -> list[IncidentEntry]:
    """What the acta says now: the latest version of each incident, withdrawn ones left out.

    Listed in the order their first version was recorded. An invalid pointer is ignored (the
    entry then stands alone) so that no recorded fact is silently lost; ``check_entries``
    reports it.
    """
    listed = list(entries)
    pointers, _ = _valid_pointers(listed)
    replaced_by = {target: entry_id for entry_id, target in pointers.items()}
    by_id: dict[int, IncidentEntry] = {}
    for entry in listed:
        by_id.setdefault(entry.id, entry)
    result = []
    seen: set[int] = set()
    for entry in listed:
        if entry.id in seen or entry.id in pointers:
            continue  # a repeated id, or a later version reached from its chain's first entry
        seen.add(entry.id)
        latest = entry.id
        while latest in replaced_by:
            latest = replaced_by[latest]
        if not by_id[latest].withdraws:
            result.append(by_id[latest])
    return result

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
  (only it applies art. 20.1); ``chess_match.start_proposal`` proposes it, the acta must say it.
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

from delegate_app.domain.chess.lineup import Colour
from delegate_app.domain.chess.sealed_move import (
    ADJOURNMENT_COSTS,
    ENVELOPE_KEEPERS,
    envelope_keeper,
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
from delegate_app.domain.sides import Side

MAX_TEXT = 4000  # characters of a free text: a page of the acta, and a bound for the PDF layout


@dataclass(frozen=True)
class IncidentKind:
    code: str
    rule_id: str
    title: str
    fields: tuple[FieldSpec, ...]
    for_committee: bool = False
    # goes to the committee only when this field holds this value (or one of these values)
    committee_when: tuple[str, str | tuple[str, ...]] | None = None

    def field(self, key: str) -> FieldSpec:
        for spec in self.fields:
            if spec.key == key:
                return spec
        raise KeyError(key)

    @property
    def required_keys(self) -> tuple[str, ...]:
        """Fields always required (conditional ones excluded: see ``FieldSpec.when``)."""
        return tuple(spec.key for spec in self.fields if spec.required and spec.when is None)

    @property
    def optional_keys(self) -> tuple[str, ...]:
        return tuple(spec.key for spec in self.fields if spec.key not in self.required_keys)


SIDE_CHOICES = ((Side.HOME.value, "Equipo local"), (Side.AWAY.value, "Equipo visitante"))
COLOUR_CHOICES = ((Colour.WHITE.value, "Blancas"), (Colour.BLACK.value, "Negras"))
YES_NO = (("si", "Sí"), ("no", "No"))

# CH-15.3 (reglas.md): a rival lineup recorded as breaking these articles goes to the committee.
LINEUP_COMMITTEE_ARTICLES = ("18.2", "18.3", "10.2", "18.9", "18.10", "18.11")
LINEUP_ARTICLES = (*LINEUP_COMMITTEE_ARTICLES, "18.1", "2", "16.2", "18.4", "18.6")


def _board(required: bool = True) -> FieldSpec:
    return FieldSpec("tablero", "Tablero", FieldType.BOARD, "el tablero", required)


def _time_of_day(
    key: str = "hora", label: str = "Hora", noun: str = "la hora del día", required: bool = True
) -> FieldSpec:
    return FieldSpec(key, label, FieldType.TIME_OF_DAY, noun, required, hint=TIME_HINT)


def _clock(colour: str, required: bool = True) -> FieldSpec:
    return FieldSpec(
        f"reloj_{colour}",
        f"Reloj de {colour}",
        FieldType.CLOCK,
        f"la hora en el reloj de las {colour}",
        required,
        hint=CLOCK_HINT,
    )


def _side(noun: str = "el equipo", required: bool = True) -> FieldSpec:
    return FieldSpec("lado", "Equipo", FieldType.CHOICE, noun, required, SIDE_CHOICES)


def _text(key: str, label: str, noun: str, required: bool = True) -> FieldSpec:
    return FieldSpec(key, label, FieldType.TEXT, noun, required)


_KINDS = (
    IncidentKind(
        "sub_conditione",
        "CH-12",
        "Partida sub conditione",
        (
            _board(),
            _clock("blancas"),
            _clock("negras"),
            _time_of_day(),
            FieldSpec(
                "posicion",
                "Posición (FEN)",
                FieldType.FEN,
                "la posición (FEN)",
                hint="FEN, p. ej. " + "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            ),
            _text("comentario", "Comentario", "el comentario", required=False),
        ),
        for_committee=True,
    ),
    IncidentKind(
        "reloj_averiado",
        "CH-11.2",
        "Reloj averiado: partida aplazada con jugada secreta",
        (
            _board(),
            FieldSpec(
                "sella",
                "Sella la jugada",
                FieldType.CHOICE,
                "quién sella la jugada secreta",
                choices=COLOUR_CHOICES,
            ),
            _text("jugador_sella", "Jugador que sella", "el nombre del jugador que sella"),
            FieldSpec(
                "jugada",
                "Número de la jugada secreta",
                FieldType.INTEGER,
                "el número de la jugada secreta",
                minimum=1,
                maximum=999,
            ),
            _clock("blancas"),
            _clock("negras"),
            _time_of_day(),
            FieldSpec(
                "posicion",
                "Posición antes de la jugada secreta (FEN)",
                FieldType.FEN,
                "la posición antes de la jugada secreta",
                required=False,
            ),
            FieldSpec(
                "oferta_tablas",
                "Oferta de tablas antes de sellar",
                FieldType.CHOICE,
                "si hubo oferta de tablas antes de sellar",
                required=False,
                choices=YES_NO,
            ),
            FieldSpec(
                "reanudacion",
                "Reanudación",
                FieldType.CHOICE,
                "quién fija la reanudación",
                choices=(
                    ("comite", "La fija el Comité de Competición"),
                    ("acuerdo", "Acordada por ambos equipos"),
                ),
            ),
            FieldSpec(
                "fecha_reanudacion",
                "Fecha de reanudación",
                FieldType.DATE,
                "la fecha de reanudación",
                when=("reanudacion", "acuerdo"),
                hint=DATE_HINT,
            ),
            FieldSpec(
                "hora_reanudacion",
                "Hora de reanudación",
                FieldType.TIME_OF_DAY,
                "la hora de reanudación",
                when=("reanudacion", "acuerdo"),
                hint=TIME_HINT,
            ),
            FieldSpec(
                "lugar_reanudacion",
                "Lugar de reanudación",
                FieldType.TEXT,
                "el lugar de reanudación",
                when=("reanudacion", "acuerdo"),
            ),
            FieldSpec(
                "custodia",
                "Guarda el sobre",
                FieldType.CHOICE,
                "quién guarda el sobre de la jugada secreta",
                choices=ENVELOPE_KEEPERS,
            ),
            _text(
                "custodio",
                "Nombre de quien guarda el sobre",
                "el nombre de quien lo guarda",
                required=False,
            ),
            _text("comentario", "Comentario", "el comentario", required=False),
        ),
        committee_when=("reanudacion", "comite"),
    ),
    IncidentKind(
        # Not art. 18.4 (half of the lineup): his clock has run since the official time (17.1),
        # and after the hour he loses (18.6), which the start proposal says on its own.
        "llegada_tarde",
        "CH-17.1",
        "Llegada tarde de un jugador",
        (
            _board(),
            _side("el equipo del jugador"),
            _time_of_day("hora_llegada", "Hora de llegada", "la hora de llegada"),
            _text("jugador", "Jugador", "el nombre del jugador", required=False),
        ),
    ),
    IncidentKind(
        "documentacion",
        "CH-16.2",
        "Falta documentación de un jugador",
        (
            _board(),
            _side("el equipo del jugador"),
            _text("jugador", "Jugador", "el nombre del jugador", required=False),
            FieldSpec(
                "falta",
                "Documento que falta",
                FieldType.CHOICE,
                "el documento no presentado",
                choices=(
                    ("certificado", "Certificado federativo"),
                    ("dni", "DNI"),
                    ("ambos", "Certificado federativo y DNI"),
                ),
            ),
            FieldSpec(
                "sub_conditione",
                "Se juega sub conditione",
                FieldType.CHOICE,
                "si se juega sub conditione",
                required=False,
                choices=YES_NO,
            ),
        ),
        committee_when=("sub_conditione", "si"),  # CH-15.3: a doubt the committee settles
    ),
    IncidentKind(
        "alineacion_rival",
        "CH-18.2",  # the stored entry cites the article chosen in "articulo"
        "Alineación rival contraria al reglamento",
        (
            _side("el equipo cuya alineación se anota"),
            FieldSpec(
                "articulo",
                "Artículo",
                FieldType.CHOICE,
                "el artículo que incumple",
                choices=tuple((number, f"Art. {number}") for number in LINEUP_ARTICLES),
            ),
            _text("tableros", "Tableros", "los tableros afectados", required=False),
            _text("texto", "Hechos", "lo que se observa en la alineación"),
        ),
        committee_when=("articulo", LINEUP_COMMITTEE_ARTICLES),
    ),
    IncidentKind(
        "alineacion_no_entregada",
        "CH-16.3",
        "Alineación no entregada antes del comienzo",
        (
            _side(),
            FieldSpec(
                "entrega",
                "Entrega",
                FieldType.CHOICE,
                "si la alineación se entregó",
                choices=(("tarde", "Entregada con retraso"), ("no", "No entregada")),
            ),
            FieldSpec(
                "hora_entrega",
                "Hora de entrega",
                FieldType.TIME_OF_DAY,
                "la hora de entrega",
                when=("entrega", "tarde"),
                hint=TIME_HINT,
            ),
        ),
    ),
    IncidentKind(
        "intervencion_delegado",
        "CH-13.4",
        "Intervención de un delegado en el juego",
        (
            _side("el equipo del delegado", required=False),
            _board(required=False),
            _text("descripcion", "Descripción", "la descripción de la intervención"),
        ),
    ),
    IncidentKind(
        "oferta_tablas",
        "CH-13.4",
        "Propuesta de tablas a través de un delegado",
        (
            _board(),
            _side("el equipo del delegado que la transmite", required=False),
            _time_of_day(),
            FieldSpec(
                "ante_delegado_rival",
                "En presencia del delegado rival",
                FieldType.CHOICE,
                "si se hizo en presencia del delegado rival",
                choices=YES_NO,
            ),
        ),
    ),
    IncidentKind(
        "delegado_para_reloj",
        "CH-13.5",
        "El delegado jugador para su reloj para atender una incidencia",
        (
            _board(),
            _side("el equipo del delegado"),
            _time_of_day("hora", "Hora de parada", "la hora de parada"),
            FieldSpec(
                "reloj",
                "Tiempo en su reloj",
                FieldType.CLOCK,
                "el tiempo en su reloj",
                required=False,
                hint=CLOCK_HINT,
            ),
            _text("motivo", "Motivo", "el motivo de la parada"),
            _time_of_day(
                "hora_reanuda", "Hora en que lo pone en marcha", "la hora de reanudación", False
            ),
        ),
    ),
    IncidentKind(
        "reclamacion",
        "CH-13.7",
        "Reclamación",
        (
            _side("el equipo que reclama"),
            _board(required=False),
            _time_of_day(required=False),
            _text("texto", "Reclamación", "el texto de la reclamación"),
        ),
        for_committee=True,
    ),
    IncidentKind(
        "local_no_dispuesto",
        "CH-17.1",
        "Local o material no dispuestos a la hora oficial",
        (
            FieldSpec(
                "minutos",
                "Minutos de retraso",
                FieldType.INTEGER,
                "el retraso en minutos",
                minimum=1,
                maximum=600,
            ),
            _text("motivo", "Motivo", "el motivo", required=False),
        ),
    ),
    IncidentKind(
        "incomparecencia",
        "CH-18.7",
        "Incomparecencia de un equipo",
        (
            _side(),
            _text("comentario", "Comentario", "el comentario", required=False),
        ),
        for_committee=True,
    ),
    IncidentKind(
        "otros",
        "CH-13.2",
        "Otros hechos",
        (_text("texto", "Hechos", "la descripción de los hechos"),),
    ),
    IncidentKind(
        "anulacion",
        "CH-13.2",
        "Anulación de una anotación anterior",
        (_text("motivo", "Motivo", "el motivo de la anulación"),),
    ),
)

CATALOG: Mapping[str, IncidentKind] = MappingProxyType({kind.code: kind for kind in _KINDS})
WITHDRAWAL = "anulacion"


def incident_kind(code: str | IncidentKind) -> IncidentKind:
    if isinstance(code, IncidentKind):
        return code
    try:
        return CATALOG[code]
    except (KeyError, TypeError) as exc:
        raise ValueError(f"Tipo de incidencia desconocido: «{code}».") from exc


def _show(value: object) -> str:
    try:
        text = value if isinstance(value, str) else repr(value)
    except Exception:  # an exotic object from the store must not break validation
        text = "?"
    text = "".join(char if char.isprintable() else "�" for char in text)
    return text if len(text) <= 60 else text[:57] + "…"


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _is_blank(value: object) -> bool:
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
    shown = _show(value)
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
        return {}, [f"Tipo de incidencia desconocido: «{_show(kind_code)}»."]
    if not isinstance(fields, Mapping):
        return {}, ["Los datos de la incidencia deben darse campo a campo."]
    cleaned: dict[str, object] = {}
    problems: list[str] = []
    known = {spec.key for spec in kind.fields}
    for key in fields:
        if key not in known:
            problems.append(f"El campo «{_show(key)}» no corresponde a «{kind.title}».")
    # Conditions refer to choices declared earlier in the kind, so one pass in order suffices.
    for spec in kind.fields:
        value = fields.get(spec.key)
        when = spec.when
        applies = when is None or cleaned.get(when[0]) == when[1]
        if _is_blank(value):
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


# --- the sentence on the acta --------------------------------------------------------------------

_MISSING = "(sin anotar)"


def render_incident(kind: str | IncidentKind, fields: Mapping[str, object]) -> str:
    """The Spanish sentence printed on the acta; never raises.

    Valid values are written in their stored form; a missing one shows as "(sin anotar)" so that
    a draft can be previewed. The article (``IncidentKind.rule_id``) is printed by the acta
    beside the sentence, not inside it.
    """
    try:
        spec = incident_kind(kind)
    except ValueError:
        return f"Incidencia de tipo desconocido «{_show(kind)}»."
    raw = fields if isinstance(fields, Mapping) else {}
    cleaned, _ = clean_fields(spec.code, raw)

    def get(key: str) -> str:
        if key in cleaned:
            value = cleaned[key]
            field_spec = spec.field(key)
            if field_spec.type is FieldType.DATE:
                return date.fromisoformat(str(value)).strftime("%d/%m/%Y")
            return str(value)
        value = raw.get(key)
        return _MISSING if _is_blank(value) else _show(value)

    def has(key: str) -> bool:
        return key in cleaned or not _is_blank(raw.get(key))

    def team(key: str = "lado") -> str:
        value = cleaned.get(key)
        return f"equipo {value}" if value else f"equipo {get(key)}"

    def tail(key: str, prefix: str) -> str:
        return f" {prefix}: {_end(get(key))}" if has(key) else ""

    writer = _WRITERS[spec.code]
    return _end(writer(get, has, team, tail, cleaned))


# What a sentence writer is handed by render_incident: a field's printed value, whether it was
# filled, the side's name, an optional closing clause, and the cleaned fields themselves.
_Get = Callable[[str], str]
_Has = Callable[[str], bool]
_Team = Callable[[], str]
_Tail = Callable[[str, str], str]
_Clean = Mapping[str, object]


def _end(text: str) -> str:
    """Free texts close many sentences: end them once, whatever the delegate typed."""
    return text if text.rstrip().endswith((".", "!", "?", "…")) else f"{text.rstrip()}."


def _sub_conditione(get: _Get, has: _Has, team: _Team, tail: _Tail, cleaned: _Clean) -> str:
    return (
        f"Tablero {get('tablero')}: partida sub conditione a las {get('hora')}; reloj de blancas "
        f"{get('reloj_blancas')}, reloj de negras {get('reloj_negras')}; posición: "
        f"{get('posicion')}." + tail("comentario", "Comentario")
    )


def _broken_clock(get: _Get, has: _Has, team: _Team, tail: _Tail, cleaned: _Clean) -> str:
    sealer = cleaned.get("sella")
    who = f"las {sealer}" if sealer else get("sella")
    text = (
        f"Tablero {get('tablero')}: a las {get('hora')} se avería el reloj y no es posible "
        f"sustituirlo; se aplaza la partida con jugada secreta de {who} ({get('jugador_sella')}) "
        f"en la jugada {get('jugada')}; reloj de blancas {get('reloj_blancas')}, reloj de negras "
        f"{get('reloj_negras')}."
    )
    text += tail("posicion", "Posición antes de la jugada secreta")
    if has("oferta_tablas"):
        offer = {"si": "sí", "no": "no"}.get(str(cleaned.get("oferta_tablas")), _MISSING)
        text += f" Oferta de tablas antes de sellar: {offer}."
    resumption = cleaned.get("reanudacion")
    if resumption == "comite":
        text += " La fecha y el lugar de reanudación los fija el Comité de Competición."
    elif resumption == "acuerdo":
        text += (
            f" Reanudación acordada por ambos equipos: {get('fecha_reanudacion')} a las "
            f"{get('hora_reanudacion')} en {get('lugar_reanudacion')}."
        )
    else:
        text += f" Reanudación: {get('reanudacion')}."
    keeper = envelope_keeper(cleaned, get("custodia"))
    text += f" Guarda el sobre hasta la reanudación: {keeper}."
    return f"{text} {ADJOURNMENT_COSTS}" + tail("comentario", "Comentario")


def _player(get: _Get, has: _Has, team: _Team) -> str:
    name = f" ({get('jugador')})" if has("jugador") else ""
    return f"el jugador del {team()}{name}"


def _late(get: _Get, has: _Has, team: _Team, tail: _Tail, cleaned: _Clean) -> str:
    return f"Tablero {get('tablero')}: {_player(get, has, team)} llega a las {get('hora_llegada')}."


def _papers(get: _Get, has: _Has, team: _Team, tail: _Tail, cleaned: _Clean) -> str:
    missing = {
        "certificado": "certificado federativo",
        "dni": "DNI",
        "ambos": "ni certificado federativo ni DNI",
    }.get(str(cleaned.get("falta")), get("falta"))
    text = f"Tablero {get('tablero')}: {_player(get, has, team)} no presenta {missing}."
    if cleaned.get("sub_conditione") == "si":
        text += " Ante la duda, la partida se juega sub conditione."
    elif cleaned.get("sub_conditione") == "no":
        text += " La partida se juega con normalidad."
    return text


def _lineup(get: _Get, has: _Has, team: _Team, tail: _Tail, cleaned: _Clean) -> str:
    if cleaned.get("entrega") == "no":
        return (
            f"El {team()} no entrega su alineación: no puede comenzar el encuentro y solo corren "
            "los relojes de sus jugadores."
        )
    return (
        f"El {team()} entrega su alineación a las {get('hora_entrega')}, después de la hora de "
        "comienzo; hasta entonces solo corren los relojes de sus jugadores."
    )


def _rival_lineup(get: _Get, has: _Has, team: _Team, tail: _Tail, cleaned: _Clean) -> str:
    boards = f" (tableros {get('tableros')})" if has("tableros") else ""
    return f"Alineación del {team()} contraria al art. {get('articulo')}{boards}: {get('texto')}"


def _intervention(get: _Get, has: _Has, team: _Team, tail: _Tail, cleaned: _Clean) -> str:
    who = f"del delegado del {team()}" if has("lado") else "de un delegado"
    where = f" en el tablero {get('tablero')}" if has("tablero") else ""
    return f"Intervención {who}{where}: {get('descripcion')}"


def _draw_offer(get: _Get, has: _Has, team: _Team, tail: _Tail, cleaned: _Clean) -> str:
    presence = {
        "si": "en presencia del delegado rival",
        "no": "sin la presencia del delegado rival",
    }.get(str(cleaned.get("ante_delegado_rival")), get("ante_delegado_rival"))
    who = f"el delegado del {team()}" if has("lado") else "un delegado"
    return (
        f"Tablero {get('tablero')}: {who} transmite una propuesta de tablas a las {get('hora')}, "
        f"{presence}."
    )


def _stops_clock(get: _Get, has: _Has, team: _Team, tail: _Tail, cleaned: _Clean) -> str:
    clock = f" (su reloj marca {get('reloj')})" if has("reloj") else ""
    text = (
        f"Tablero {get('tablero')}: el delegado del {team()}, que juega en este tablero, para su "
        f"reloj a las {get('hora')}{clock} para atender una incidencia: {_end(get('motivo'))}"
    )
    if has("hora_reanuda"):
        text += f" Lo pone de nuevo en marcha a las {get('hora_reanuda')}."
    return text


def _claim(get: _Get, has: _Has, team: _Team, tail: _Tail, cleaned: _Clean) -> str:
    board = f" sobre el tablero {get('tablero')}" if has("tablero") else ""
    hour = f" a las {get('hora')}" if has("hora") else ""
    return f"Reclamación del {team()}{board}{hour}: {get('texto')}"


def _venue(get: _Get, has: _Has, team: _Team, tail: _Tail, cleaned: _Clean) -> str:
    return (
        f"El local o el material no están dispuestos hasta {get('minutos')} minutos después de "
        "la hora oficial; el retraso se carga a los relojes del equipo local."
        + tail("motivo", "Motivo")
    )


def _no_show(get: _Get, has: _Has, team: _Team, tail: _Tail, cleaned: _Clean) -> str:
    return (
        f"El {team()} no ha comenzado a jugar una hora después del inicio del encuentro: "
        "incomparecencia." + tail("comentario", "Comentario")
    )


def _other(get: _Get, has: _Has, team: _Team, tail: _Tail, cleaned: _Clean) -> str:
    return get("texto")


def _withdrawal(get: _Get, has: _Has, team: _Team, tail: _Tail, cleaned: _Clean) -> str:
    return f"Se anula una anotación anterior: {get('motivo')}"


_WRITERS = {
    "sub_conditione": _sub_conditione,
    "reloj_averiado": _broken_clock,
    "llegada_tarde": _late,
    "documentacion": _papers,
    "alineacion_no_entregada": _lineup,
    "alineacion_rival": _rival_lineup,
    "intervencion_delegado": _intervention,
    "oferta_tablas": _draw_offer,
    "delegado_para_reloj": _stops_clock,
    "reclamacion": _claim,
    "local_no_dispuesto": _venue,
    "incomparecencia": _no_show,
    "otros": _other,
    "anulacion": _withdrawal,
}


# --- the append-only log -------------------------------------------------------------------------


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
                f"La anotación n.º {entry.id} corrige la n.º {_show(target)}, que no es una "
                "anotación anterior."
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


def render_entry(entry: IncidentEntry) -> str:
    """The acta line of a log entry, saying which earlier entry it corrects or withdraws."""
    sentence = render_incident(entry.kind, entry.fields)
    if entry.correction is None:
        return sentence
    target = _show(entry.correction.corrects)
    if entry.withdraws:
        motive = entry.fields.get("motivo") if isinstance(entry.fields, Mapping) else None
        shown = _MISSING if _is_blank(motive) else _show(motive).strip()
        return _end(f"Se anula la anotación n.º {target}: {shown}")
    reason = entry.correction.reason.strip() if isinstance(entry.correction.reason, str) else ""
    why = f" ({reason})" if reason else ""
    return f"Corrige la anotación n.º {target}{why}: {sentence}"

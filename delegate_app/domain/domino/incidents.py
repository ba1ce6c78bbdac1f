"""The domino incidents the acta records (DO-8.12 … DO-20.4): a catalog for the UI and the acta,
a validator of the fields each kind requires, and the DO-19.4 count of dropped tiles."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from delegate_app.domain.domino.common import DominoError, Pair, article, pair_label
from delegate_app.domain.domino.tiles import Tile
from delegate_app.domain.incident_schema import FieldSpec, FieldType

FieldKind = FieldType  # one field schema for both sports (domain/incident_schema.py)


def IncidentField(
    key: str,
    label: str,
    kind: FieldType = FieldType.TEXT,
    choices: tuple[str, ...] = (),
    required: bool = True,
    minimum: int = 0,
) -> FieldSpec:
    """A domino field in the shared schema: choices are their own labels."""
    pairs = tuple((choice, choice) for choice in choices)
    return FieldSpec(key, label, kind, required=required, choices=pairs, minimum=minimum)


@dataclass(frozen=True)
class IncidentKind:
    rule_id: str
    title: str
    fields: tuple[FieldSpec, ...]  # the common ones (table, partida, hand, time) first
    note: str = ""  # what the rule says to do, for the UI

    @property
    def article(self) -> str:
        return article(self.rule_id)

    @property
    def required_keys(self) -> tuple[str, ...]:
        return tuple(item.key for item in self.fields if item.required)

    def field(self, key: str) -> FieldSpec:
        for item in self.fields:
            if item.key == key:
                return item
        raise KeyError(key)


NEED_KIND = "DO-17a"  # DO-17: needs declared before the partida (cited "art. 17")
NEED_RECEIVERS = ("el juez árbitro", "el capitán del equipo contrario")
NEED_TOO_LATE = (
    "Art. 17: las necesidades se declaran antes del comienzo de la partida, y esta ya tiene "
    "manos anotadas. Si la partida se interrumpe, anote una «Interrupción de la partida»."
)
HAND_EFFECTS = ("anular la mano", "repetir desde la infracción", "sin efecto")
RESOLVERS = ("los capitanes", "los capitanes y el juez árbitro")
PAIR_CHOICES = tuple(pair.value for pair in Pair)

_COMMON = (
    IncidentField("mesa", "Mesa", FieldKind.NUMBER, minimum=1),
    IncidentField("partida", "Partida", FieldKind.NUMBER, minimum=1),
    IncidentField("mano", "Mano", FieldKind.NUMBER, required=False, minimum=1),
    IncidentField("hora", "Hora", required=False),
)
_PLAYER = IncidentField("jugador", "Jugador")
_DESCRIPTION = IncidentField("descripcion", "Descripción de lo ocurrido")
_PAIR = IncidentField("pareja", "Pareja", FieldKind.CHOICE, PAIR_CHOICES)
_SCORE = (
    IncidentField("marcador_local", "Puntos de la pareja local", FieldKind.NUMBER),
    IncidentField("marcador_visitante", "Puntos de la pareja visitante", FieldKind.NUMBER),
)


def _opponents_decision(*choices: str) -> FieldSpec:
    """DO-19: what the pair that did not drop the tile chose."""
    return IncidentField("decision", "Decisión de la pareja contraria", FieldKind.CHOICE, choices)


def _kind(rule_id: str, title: str, *fields: FieldSpec, note: str = "") -> IncidentKind:
    return IncidentKind(rule_id, title, (*_COMMON, *fields), note)


INCIDENT_KINDS: tuple[IncidentKind, ...] = (
    _kind(
        "DO-8.12",
        "Infracción del procedimiento de salida o de colocación de las fichas",
        _PLAYER,
        IncidentField(
            "apartado",
            "Apartado del art. 8 infringido",
            FieldKind.CHOICE,
            tuple(f"8.{number}" for number in range(1, 12)),
        ),
        _DESCRIPTION,
    ),
    _kind(
        "DO-9",
        "Objetos sobre la mesa de juego",
        IncidentField("descripcion", "Objeto y quién lo dejó"),
        note="Los vasos, botellas y demás objetos van en mesas auxiliares.",
    ),
    _kind("DO-10", "Postura del jugador durante la partida", _PLAYER, _DESCRIPTION),
    _kind(
        "DO-11",
        "Sospecha de señas",
        IncidentField("jugador", "Jugador que formula la observación"),
        IncidentField("avisado", "Avisado", FieldKind.CHOICE, ("capitán", "juez árbitro")),
        IncidentField("observaciones", "Observaciones formuladas"),
    ),
    _kind("DO-12", "Comentarios o conversación no permitidos", _PLAYER, _DESCRIPTION),
    _kind(
        "DO-13",
        "Ficha tocada que tenía cabida y no se jugó",
        _PLAYER,
        IncidentField("ficha", "Ficha tocada", FieldKind.TILE),
        _DESCRIPTION,
        note="La ficha tocada que tiene cabida debe jugarse.",
    ),
    _kind(
        "DO-14",
        "Error al cerrar el juego",
        _PLAYER,
        IncidentField("descripcion", "Lo que dijo y cómo colocó la ficha"),
        note="Prevalece la colocación de la ficha sobre lo dicho.",
    ),
    _kind(
        "DO-15",
        "Pensada en falso",
        IncidentField("licencia", "Número de licencia del infractor"),
        IncidentField("circunstancias", "Circunstancias de la jugada"),
        IncidentField("efecto", "Efecto en la mano", FieldKind.CHOICE, HAND_EFFECTS),
        # Art. 15: in competition the captains resolve it, with the arbiter when there is one.
        IncidentField("resuelven", "Resuelven", FieldKind.CHOICE, RESOLVERS),
        note=(
            "La pareja contraria puede pedir anular la mano (la pierde la pareja infractora si "
            "salió ella) o repetirla desde la infracción. En competición lo resuelven los "
            "capitanes y, si lo hay, el juez árbitro."
        ),
    ),
    _kind(
        "DO-16",
        "«Paso» teniendo ficha que jugar",
        _PLAYER,
        IncidentField("efecto", "Efecto en la mano", FieldKind.CHOICE, HAND_EFFECTS),
    ),
    _kind(
        "DO-17",
        "Interrupción de la partida",
        _PLAYER,
        IncidentField("causa", "Causa de la interrupción"),
        note="Toda interrupción se hace constar en el acta.",
    ),
    _kind(
        # Art. 17, second sentence: a personal circumstance that may interrupt the partida is
        # made known, before it starts, to the arbiter or the rival captain.
        NEED_KIND,
        "Necesidad declarada antes de la partida",
        IncidentField("jugador", "Jugador que la declara"),
        IncidentField("necesidad", "Necesidad o circunstancia declarada"),
        IncidentField("comunicada_a", "Se comunica a", FieldKind.CHOICE, NEED_RECEIVERS),
        IncidentField("medidas", "Medidas adoptadas", required=False),
        note=(
            "Antes del comienzo de la partida, al juez árbitro o al capitán del equipo "
            "contrario, para que adopte las medidas oportunas."
        ),
    ),
    _kind(
        "DO-19.2",
        "Ficha caída antes de la salida",
        _PAIR,
        _PLAYER,
        _opponents_decision("revolver de nuevo", "continuar sin revolver"),
    ),
    _kind(
        "DO-19.3",
        "Ficha caída durante la mano",
        _PAIR,
        _PLAYER,
        _opponents_decision("continuar la mano", "anular la mano"),
    ),
    _kind(
        "DO-19.4",
        "Caídas de fichas repetidas en la partida",
        _PAIR,
        IncidentField("vez", "Número de vez en la partida", FieldKind.NUMBER, minimum=1),
    ),
    _kind(
        "DO-20",
        "Hecho imprevisto, interrupción o suspensión",
        _DESCRIPTION,
        *_SCORE,
        note="La partida se reanuda; el órgano competente decide sobre su validez.",
    ),
    _kind(
        "DO-20.4",
        "Abandono de la partida",
        IncidentField("jugador", "Jugador que abandona"),
        _PAIR,
        *_SCORE,
        note="Sin sustitución; pierde la pareja del jugador que abandona.",
    ),
)
_BY_ID = {kind.rule_id: kind for kind in INCIDENT_KINDS}


def incident_kind(rule_id: str) -> IncidentKind:
    try:
        return _BY_ID[rule_id]
    except KeyError:
        raise ValueError(f"Tipo de incidencia de dominó desconocido: «{rule_id}».") from None


def _blank(value: object) -> bool:
    return value is None or (isinstance(value, str) and not value.strip())


def _as_number(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    return None


def _field_error(kind: IncidentKind, item: FieldSpec, value: object) -> str | None:
    where = kind.article
    if item.kind is FieldKind.NUMBER:
        number = _as_number(value)
        if number is None or number < (item.minimum or 0):
            lowest = "positivo" if (item.minimum or 0) >= 1 else "mayor o igual que 0"
            return f"«{item.label}» debe ser un número entero {lowest} ({where})."
    elif item.kind is FieldKind.TILE:
        try:
            if not isinstance(value, Tile):
                Tile.parse(str(value))
        except DominoError:
            return f"«{item.label}» debe ser una ficha del doble seis, como 6-4 ({where})."
    elif item.kind is FieldKind.CHOICE and str(value).strip().lower() not in item.choice_values:
        quoted = [f"«{choice}»" for choice in item.choice_values]
        options = f"{', '.join(quoted[:-1])} o {quoted[-1]}"
        return f"«{item.label}» debe ser {options} ({where})."
    return None


def validate_incident(kind: str | IncidentKind, fields: Mapping[str, object]) -> list[str]:
    """Spanish messages for each required field missing and each value of the wrong form; an
    empty list means the incident can go on the acta."""
    kind = kind if isinstance(kind, IncidentKind) else incident_kind(kind)
    messages = []
    for item in kind.fields:
        value = fields.get(item.key)
        if _blank(value):
            if item.required:
                messages.append(f"Falta «{item.label}» ({kind.article}: {kind.title}).")
            continue
        error = _field_error(kind, item, value)
        if error:
            messages.append(error)
    return messages


@dataclass(frozen=True)
class Incident:
    kind: str  # rule ID of the catalog
    fields: Mapping[str, object] = field(default_factory=dict)

    def __post_init__(self) -> None:
        incident_kind(self.kind)
        object.__setattr__(self, "fields", MappingProxyType(dict(self.fields)))


# ---------------------------------------------------------------------------------------------
# DO-19.4: dropped tiles, counted per pair and partida

DROP_KINDS = ("DO-19.2", "DO-19.3")
_ORDINALS = (
    "primera", "segunda", "tercera", "cuarta", "quinta",
    "sexta", "séptima", "octava", "novena", "décima",
)  # fmt: skip


def ordinal(number: int) -> str:
    """1 -> "primera": the acta says "la tercera vez"."""
    if number < 1:
        raise ValueError(f"El ordinal empieza en 1 (se indicó {number}).")
    return _ORDINALS[number - 1] if number <= len(_ORDINALS) else f"{number}.ª"


@dataclass(frozen=True)
class DropCount:
    pair: Pair
    count: int  # this drop is the pair's count-th in the partida
    must_record: bool  # DO-19.4: goes on the acta with its ordinal

    @property
    def ordinal(self) -> str:
        return ordinal(self.count)

    @property
    def message(self) -> str:
        text = (
            f"Art. 19.4: es la {self.ordinal} vez que a la {pair_label(self.pair)} "
            f"se le caen fichas en "
            "esta partida"
        )
        return f"{text}; se hace constar en el acta." if self.must_record else f"{text}."

    def as_incident(self, table: int, partida: int) -> Incident:
        return Incident(
            "DO-19.4",
            {"mesa": table, "partida": partida, "pareja": self.pair.value, "vez": self.count},
        )


def _same(value: object, wanted: object) -> bool:
    return str(value).strip().lower() == str(wanted).strip().lower()


def next_drop(
    incidents: Iterable[Incident],
    pair: Pair,
    *,
    table: int | None = None,
    partida: int | None = None,
    recorded_from: int = 3,
) -> DropCount:
    """DO-19.4: the count of a new dropped tile of ``pair``, given the incidents already recorded
    in the partida (DO-19.2 and DO-19.3 count; other kinds, pairs and, when ``table`` and
    ``partida`` are given, other partidas are ignored). One incident is one time, however many
    tiles fell. ``recorded_from`` is the setting ``DominoSettings.drops_recorded_from``."""
    earlier = 0
    for incident in incidents:
        if incident.kind not in DROP_KINDS or not _same(incident.fields.get("pareja"), pair.value):
            continue
        if table is not None and not _same(incident.fields.get("mesa"), table):
            continue
        if partida is not None and not _same(incident.fields.get("partida"), partida):
            continue
        earlier += 1
    count = earlier + 1
    return DropCount(Pair(pair), count, count >= recorded_from)

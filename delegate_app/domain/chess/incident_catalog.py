"""The catalog of chess incidents (CH-13.2): each kind's article, its fields with their Spanish
labels and types, and whether it goes to the Comité de Competición.

The decisions where the regulation is silent are listed in ``incidents``, beside the validation
that applies them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from delegate_app.domain.chess.lineup import Colour
from delegate_app.domain.chess.sealed_move import (
    ENVELOPE_KEEPERS,
)
from delegate_app.domain.incident_schema import (
    CLOCK_HINT,
    DATE_HINT,
    TIME_HINT,
    FieldSpec,
    FieldType,
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

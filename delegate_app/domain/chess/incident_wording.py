"""The sentence a chess incident prints on the acta, and the acta line of a log entry.

Valid values are written in their stored form; a missing one shows as "(sin anotar)" so that a
draft can be previewed. Never raises: the acta of a broken log must still print.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import date

from delegate_app.domain.chess.incident_catalog import IncidentKind, incident_kind
from delegate_app.domain.chess.incidents import (
    IncidentEntry,
    clean_fields,
    is_blank,
    printable_value,
)
from delegate_app.domain.chess.sealed_move import (
    ADJOURNMENT_COSTS,
    envelope_keeper,
)
from delegate_app.domain.incident_schema import (
    FieldType,
)

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
        return f"Incidencia de tipo desconocido «{printable_value(kind)}»."
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
        return _MISSING if is_blank(value) else printable_value(value)

    def has(key: str) -> bool:
        return key in cleaned or not is_blank(raw.get(key))

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


def render_entry(entry: IncidentEntry) -> str:
    """The acta line of a log entry, saying which earlier entry it corrects or withdraws."""
    sentence = render_incident(entry.kind, entry.fields)
    if entry.correction is None:
        return sentence
    target = printable_value(entry.correction.corrects)
    if entry.withdraws:
        motive = entry.fields.get("motivo") if isinstance(entry.fields, Mapping) else None
        shown = _MISSING if is_blank(motive) else printable_value(motive).strip()
        return _end(f"Se anula la anotación n.º {target}: {shown}")
    reason = entry.correction.reason.strip() if isinstance(entry.correction.reason, str) else ""
    why = f" ({reason})" if reason else ""
    return f"Corrige la anotación n.º {target}{why}: {sentence}"

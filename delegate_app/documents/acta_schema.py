"""acta.json read with limits and checked against its schema, strictly (no Qt, no pyHanko).

A verifier reads files made by anyone. Before any check looks at the data:

- sizes are bounded (the PDF, the attachment, nesting depth, boards, incidents, annexes...), so
  every file gets a verdict in a bounded time and memory, never a RecursionError;
- every key is known, present and of its type: an unknown, missing or mistyped key is refused,
  so a check can never be skipped by leaving its data out or renaming it;
- the sport is read from the content's own shape, and the label "formato" must agree with it:
  a chess acta that calls itself domino fails instead of skipping the chess checks.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from typing import Any, TypeGuard

# Version 2 added the facts the pages print (incidencias_impresas, jugado_el, ritmo; a domino
# acta's caidas and sucesos_impresos; each drawn signature's imagen_sha256): a version-1 acta
# cannot be rebuilt page by page, so verify names its version instead of listing the keys it
# lacks. Raise the number whenever a required key is added.
FORMAT_VERSION = 2
CHESS_FORMAT = f"delegado-acta/{FORMAT_VERSION}"
DOMINO_FORMAT = f"delegado-acta-domino/{FORMAT_VERSION}"
_FORMAT_LABEL = re.compile(r"delegado-acta(?:-domino)?/(\d{1,9})")
# The sport each format label of this version claims (its content's shape must agree).
FORMAT_SPORTS = {CHESS_FORMAT: "ajedrez", DOMINO_FORMAT: "domino"}

MAX_PDF_BYTES = 20 * 1024 * 1024
MAX_JSON_BYTES = 2 * 1024 * 1024
MAX_DEPTH = 10
MAX_BOARDS = 30
MAX_TABLES = 30
MAX_PARTIDAS = 10  # per domino table (the regulation plays 2)
MAX_INCIDENTS = 300
MAX_ANNEXES = 30
MAX_SIGNATURES = 30
MAX_LIST = 400  # any other list (deadlines, hands...)
MAX_PAGES = 200


class ActaDataError(ValueError):
    """acta.json cannot be read within the limits or breaks its schema; the message says why."""


# A JSON string, to its closing quote or to the end when it has none; then whatever is not a
# bracket. The regex engine skips them rather than a loop over every character: a registry of
# 494 clubs is 640 KB, read by the importer and again by each verifying process (40-70 ms each).
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


def depth_of(raw: str) -> int:
    """Deepest nesting of [ and { outside strings, found without parsing (no recursion)."""
    depth = deepest = 0
    for char in _NOT_BRACKET.sub("", _STRING.sub("", raw)):
        if char in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_DEPTH:
                    return deepest
        else:
            depth -= 1
    return deepest


def _depth_of_value(value: Any) -> int:
    """Nesting depth of parsed JSON, walked with a stack (no recursion)."""
    deepest = 0
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        children: Iterable[Any]
        if isinstance(item, dict):
            children = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        deepest = max(deepest, depth)
        if deepest > MAX_DEPTH:
            return deepest
        stack.extend((child, depth + 1) for child in children)
    return deepest


def load(raw: bytes) -> Any:
    """Parse acta.json within the limits; raise ActaDataError in Spanish otherwise."""
    if len(raw) > MAX_JSON_BYTES:
        raise ActaDataError(
            f"acta.json ocupa {len(raw)} bytes; el máximo admitido es {MAX_JSON_BYTES}"
        )
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ActaDataError("acta.json no es texto UTF-8") from None
    too_deep = ActaDataError(f"acta.json anida más de {MAX_DEPTH} niveles")
    try:
        # The C parser refuses deep nesting with RecursionError long before memory matters
        # (the text is at most MAX_JSON_BYTES); what it accepts is measured after.
        data = json.loads(text)
    except RecursionError:
        raise too_deep from None
    except ValueError:
        raise ActaDataError("acta.json no es JSON válido") from None
    if _depth_of_value(data) > MAX_DEPTH:
        raise too_deep
    return data


# --------------------------------------------------------------------------- the schema

# A spec is: a type or tuple of types; a dict (an object with exactly these keys);
# ("list", item spec, maximum length); ("map", value spec) for free keys; ("optional", spec) as a
# dict's value for a key the content carries only when it has something to say (so that the hash
# of an acta written before the key existed stays what it was).
STR, INT, BOOL = str, int, bool
OPT_STR = (str, type(None))
OPT_INT = (int, type(None))
ANY_SCALAR = (str, int, bool, type(None))

_SIGNATURE = {
    "papel": STR,
    "nombre": STR,
    "licencia": STR,
    "fecha": STR,
    "hash_contenido": STR,
    "imagen_sha256": OPT_STR,  # SHA-256 of the drawn signature, None when none was drawn
}
_ANNEX = {
    "id": INT,
    "fecha": STR,
    "texto": STR,
    "hash": STR,
    "firmas": ("list", _SIGNATURE, MAX_SIGNATURES),
}
_DECISION = {
    "recibido": STR,
    "referencia": STR,
    "resumen": STR,
    "decide": STR,
    "fija": ("optional", STR),  # R25-7: what "decide" says, in computable form
}
_FIELD = {"campo": STR, "pagina": INT, "rect": ("list", STR, 4)}
_MATCH = {
    "id": INT,
    "competicion": STR,
    "categoria": STR,
    "temporada": STR,
    "ronda": INT,
    "hora_oficial": STR,
    "local": STR,
    "visitante": STR,
    "lugar": OPT_STR,
}
_COMMON = {
    "formato": STR,
    "documento": STR,
    "hash_contenido": STR,
    "cerrada": OPT_STR,
    "hash_cierre": STR,
    # The head of the exporting database's lock log (store/lock_log.py): how many lock and
    # annex events it held and the last one's chain hash, so a later export proves none vanished.
    "registro_de_cierres": {"entradas": INT, "huella": STR},
    "federacion": STR,
    "club_local": STR,
    "club_visitante": STR,
    "jugado_el": OPT_STR,  # when played on another day than scheduled
    "incidencias_impresas": (
        "list",
        {
            "id": INT,
            "numero": INT,
            "suceso": STR,
            "titulo": STR,
            "posicion": STR,
            "corrige_numero": OPT_INT,
            # CH-13.7, chess: the players of the boards an unresolved incident names
            "jugadores": (
                "optional",
                ("list", {"tablero": INT, "lado": STR, "nombre": STR}, 2 * MAX_BOARDS),
            ),
        },
        MAX_INCIDENTS,
    ),
    "firmas": ("list", {**_SIGNATURE, "valida": BOOL}, MAX_SIGNATURES),
    "anexos": ("list", _ANNEX, MAX_ANNEXES),
    # CH-23, issue 25: the committee's decisions received by the time of the export (not part
    # of the signed content); absent when there are none, so older actas read unchanged
    "fallos": ("optional", ("list", _DECISION, MAX_ANNEXES)),
    "campos_firma": ("list", _FIELD, 3),
}
_INCIDENT = {
    "id": INT,
    "hora": STR,
    "tipo": STR,
    "articulo": STR,
    "texto": STR,
    "corrige": OPT_INT,
}
_LINE = {"tablero": INT, "nombre": STR, "numero_lista": OPT_INT, "licencia": STR, "elo": OPT_INT}
CHESS = {
    **_COMMON,
    "contenido": {
        "encuentro": _MATCH,
        "inicio": {
            "hora_real": OPT_STR,
            "local_dispuesto": BOOL,
            "arbitro": OPT_STR,
            "licencia_arbitro": OPT_STR,
        },
        "documentacion": ("map", BOOL),
        "tableros": (
            "list",
            {
                "tablero": INT,
                "local": STR,
                "visitante": STR,
                "llegada_local": OPT_STR,
                "llegada_visitante": OPT_STR,
                "resultado": STR,
            },
            MAX_BOARDS,
        ),
        "incidencias": ("list", _INCIDENT, MAX_INCIDENTS),
        # CH-16.3: each side's lineup delivery, when the delegate recorded it.
        "entrega_alineaciones": (
            "optional",
            ("map", {"entregada": BOOL, "hora": OPT_STR, "forma": STR}),
        ),
        # CH-11.2/15.2: the data of each sealed-move envelope (verify re-checks the fields with
        # the domain's catalog and against the incident's printed sentence).
        "sobres_jugada_secreta": (
            "optional",
            ("list", {"incidencia": INT, "campos": ("map", ANY_SCALAR)}, MAX_INCIDENTS),
        ),
    },
    "tableros": INT,
    "ritmo": {"minutos": INT, "incremento": INT, "tipo": STR},
    "alineaciones": {
        "local": ("list", _LINE, MAX_BOARDS),
        "visitante": ("list", _LINE, MAX_BOARDS),
    },
    "marcador": {
        "local": STR,
        "visitante": STR,
        "tableros_con_resultado": ("list", INT, MAX_BOARDS),
        "definitivo": BOOL,
    },
    "plazos": (
        "list",
        {
            "articulo": STR,
            "descripcion": STR,
            "vence": STR,
            "responsable": STR,
            "consecuencia": STR,
        },
        MAX_LIST,
    ),
}
# The domino content as store/domino/acta.py writes it: every page of the acta is laid out
# again from it (documents/domino/rebuild.py), so every key is known and typed here; whether the
# hands and events follow the rules is the domino data checks' replay (verify_domino).
_PERSON = {"id": INT, "nombre": STR, "licencia": STR}
_HAND = {
    "mano": INT,
    "salidor": STR,
    "final": STR,
    "gana": OPT_STR,
    "puntos": INT,
    "pasa_salida": BOOL,
    "domino": OPT_STR,
    "infractor": OPT_STR,
    "fichas": ("map", ("list", STR, 28)),  # the tiles each seat held, as written
    "aprobada_por": ("list", (int, str), 4),  # players' ids, or "árbitro"
    "aprobada": OPT_STR,
}
_EVENT = {
    "tras_mano": INT,
    "tipo": STR,
    "jugador": OPT_INT,
    "sustituto": OPT_INT,
    "asiento": OPT_STR,
    "pareja": OPT_STR,
    "local": INT,
    "visitante": INT,
    "motivo": OPT_STR,
    "hora": STR,
    # Written only when present (migration 0009), so older actas keep their hash.
    "permiso_arbitro": ("optional", STR),
    "capitanes": ("optional", ("list", STR, 2)),
    "decision": ("optional", {"tipo": OPT_STR, "fecha": OPT_STR, "referencia": OPT_STR}),
}
_PARTIDA = {
    "partida": INT,
    "asientos": {"N": INT, "E": INT, "S": INT, "O": INT},
    "norte_sur": STR,
    "salidor": STR,
    "manos": ("list", _HAND, MAX_LIST),
    "sucesos": ("list", _EVENT, MAX_LIST),
    "estado": STR,
    "ganador": OPT_STR,
    "local": INT,
    "visitante": INT,
}
_TABLE = {
    "mesa": INT,
    "local": ("list", _PERSON, 2),
    "visitante": ("list", _PERSON, 2),
    "jugadores": ("list", _PERSON, MAX_LIST),  # everyone who sat at the table
    "anotador": OPT_INT,
    "contador": OPT_INT,
    "arbitro_cuenta": BOOL,
    "asiento_elegido": STR,
    "sorteo": ("list", {"ronda": INT, "jugador": INT, "ficha": STR}, MAX_LIST),
    "partidas": ("list", _PARTIDA, MAX_LIST),
}
DOMINO = {
    **_COMMON,
    "contenido": {
        "deporte": STR,
        "encuentro": _MATCH,
        "arbitro": {"nombre": STR, "licencia": STR},
        "ajustes": {
            "total": INT,
            "mesas": INT,
            "partidas_por_mesa": INT,
            "puntos_liga": ("list", INT, 3),
        },
        "mesas": ("list", _TABLE, MAX_TABLES),
        "resultados": (
            "list",
            {"mesa": INT, "partida": INT, "ganador": OPT_STR, "local": INT, "visitante": INT},
            MAX_LIST,
        ),
        "incidencias": ("list", _INCIDENT, MAX_INCIDENTS),
    },
    "caidas": (
        "list",
        {"mesa": INT, "partida": INT, "pareja": STR, "veces": INT, "consta": BOOL},
        MAX_LIST,
    ),
    "sucesos_impresos": (
        "list",
        {"mesa": INT, "partida": INT, "hora": STR, "texto": STR},
        MAX_LIST,
    ),
    "resultado": {
        "partidas_local": INT,
        "partidas_visitante": INT,
        "tantos_local": INT,
        "tantos_visitante": INT,
        "puntos_liga_local": INT,
        "puntos_liga_visitante": INT,
        "completo": BOOL,
    },
    "plazos": (
        "list",
        {"articulo": STR, "descripcion": STR, "vence": STR, "responsable": STR},
        MAX_LIST,
    ),
    # R25-6: the committee's decisions received by the export, as in chess
    "fallos": ("optional", ("list", _DECISION, MAX_ANNEXES)),
}


# A schema node (spec) is a type or a tuple of types (a leaf), a dict of keys to nodes, or a
# tuple ("list", node, maximum), ("map", node) or ("optional", node): checked with isinstance.


def _type_name(spec: object) -> str:
    names: dict[object, str] = {
        str: "texto",
        int: "número entero",
        bool: "sí/no",
        type(None): "nulo",
        object: "valor",
    }
    if isinstance(spec, tuple):
        return " o ".join(names.get(t, t.__name__) for t in spec)
    return names.get(spec, getattr(spec, "__name__", str(spec)))


def _is(value: object, spec: object) -> bool:
    types = spec if isinstance(spec, tuple) else (spec,)
    if isinstance(value, bool) and bool not in types and object not in types:
        return False  # JSON true is not a number
    return isinstance(value, types)


def _optional(spec: object) -> TypeGuard[tuple[Any, ...]]:
    return isinstance(spec, tuple) and len(spec) == 2 and spec[0] == "optional"


def _check(value: object, spec: object, path: str, problems: list[str]) -> None:
    if len(problems) >= 10:
        return
    if isinstance(spec, dict):
        if not isinstance(value, dict):
            problems.append(f"{path}: debería ser un objeto")
            return
        unknown = sorted(set(value) - set(spec))
        missing = sorted(key for key in set(spec) - set(value) if not _optional(spec[key]))
        if unknown:
            problems.append(f"{path}: claves desconocidas {', '.join(unknown)}")
        if missing:
            problems.append(f"{path}: faltan las claves {', '.join(missing)}")
        for key, sub in spec.items():
            if key in value:
                inner = sub[1] if _optional(sub) else sub
                _check(value[key], inner, f"{path}.{key}", problems)
        return
    if isinstance(spec, tuple) and spec and spec[0] == "list":
        _, item, maximum = spec
        if not isinstance(value, list):
            problems.append(f"{path}: debería ser una lista")
            return
        if len(value) > maximum:
            problems.append(f"{path}: {len(value)} elementos; el máximo es {maximum}")
            return
        for index, element in enumerate(value):
            _check(element, item, f"{path}[{index}]", problems)
        return
    if isinstance(spec, tuple) and spec and spec[0] == "map":
        if not isinstance(value, dict) or len(value) > MAX_LIST:
            problems.append(f"{path}: debería ser un objeto")
            return
        for key, element in value.items():
            _check(element, spec[1], f"{path}.{key}", problems)
        return
    if not _is(value, spec):
        problems.append(f"{path}: debería ser {_type_name(spec)}")


def sport_of(data: dict[str, Any]) -> str:
    """The sport the content is, by its shape; never the label the file gives itself."""
    content = data.get("contenido")
    if isinstance(content, dict) and "mesas" in content and "tableros" not in content:
        return "domino"
    return "ajedrez"


def labelled_sport(data: Any) -> str | None:
    """The sport acta.json's label ("formato") claims; None when it is no acta of this format
    version. Only the label: ``sport_of`` tells the sport from the content, and ``problems``
    requires both to agree."""
    label = data.get("formato") if isinstance(data, dict) else None
    return FORMAT_SPORTS.get(label) if isinstance(label, str) else None


def version_problem(data: Any) -> str | None:
    """Why acta.json is an acta of another format version than this Delegado's; None otherwise.

    Such a file is not a failed acta but one this program cannot judge (unsupported input)."""
    label = data.get("formato") if isinstance(data, dict) else None
    if not isinstance(label, str):
        return None
    found = _FORMAT_LABEL.fullmatch(label)
    if found is None or int(found.group(1)) == FORMAT_VERSION:
        return None
    current = DOMINO_FORMAT if label.startswith("delegado-acta-domino/") else CHESS_FORMAT
    if int(found.group(1)) < FORMAT_VERSION:
        return (
            f"acta.json tiene el formato «{label}»: el acta se exportó con una versión anterior "
            f"de Delegado, y esta versión solo verifica el formato «{current}», que prueba lo "
            "que imprime cada página. El club debe exportarla de nuevo con la versión actual de "
            "Delegado y volver a firmarla."
        )
    return (
        f"acta.json tiene el formato «{label}», de una versión de Delegado más reciente que "
        f"esta (que verifica «{current}»): actualice Delegado para verificarla."
    )


def problems(data: Any) -> list[str]:
    """Everything wrong with acta.json's shape; empty when it follows its schema exactly."""
    if not isinstance(data, dict):
        return ["acta.json no es un objeto"]
    sport = sport_of(data)
    claimed = labelled_sport(data)
    if claimed is None:
        return [version_problem(data) or "acta.json no tiene el formato de un acta"]
    if claimed != sport:
        return [
            f"acta.json se presenta como acta de {claimed} pero su contenido es de {sport}: "
            "el deporte lo dice la competición, no la etiqueta"
        ]
    found: list[str] = []
    _check(data, DOMINO if sport == "domino" else CHESS, "acta", found)
    if sport == "domino" and not found:
        if data["contenido"]["deporte"] != "domino":
            found.append("acta.contenido.deporte: debería ser domino")
        # The results table and the encounter's result walk every table × partida the
        # settings name: bounded like the chess boards.
        rules = data["contenido"]["ajustes"]
        for key, maximum in (("mesas", MAX_TABLES), ("partidas_por_mesa", MAX_PARTIDAS)):
            if not 1 <= rules[key] <= maximum:
                found.append(
                    f"acta.contenido.ajustes.{key}: {rules[key]} fuera de lo admitido "
                    f"(1 a {maximum})"
                )
    if sport == "ajedrez" and not found:
        boards = data["tableros"]
        if not 1 <= boards <= MAX_BOARDS or len(data["contenido"]["tableros"]) != boards:
            found.append(
                f"acta.tableros: {boards} no es el número de tableros del acta "
                f"(1 a {MAX_BOARDS}, uno por fila)"
            )
    return found


# --------------------------------------------------------------------------- JSON Schema


def _json_schema_of(spec: object) -> dict[str, Any]:
    if isinstance(spec, dict):
        return {
            "type": "object",
            "additionalProperties": False,
            "required": sorted(key for key in spec if not _optional(spec[key])),
            "properties": {key: _json_schema_of(spec[key]) for key in sorted(spec)},
        }
    if _optional(spec):
        return _json_schema_of(spec[1])
    if isinstance(spec, tuple) and spec and spec[0] == "list":
        return {"type": "array", "maxItems": spec[2], "items": _json_schema_of(spec[1])}
    if isinstance(spec, tuple) and spec and spec[0] == "map":
        return {
            "type": "object",
            "maxProperties": MAX_LIST,
            "additionalProperties": _json_schema_of(spec[1]),
        }
    names = {str: "string", int: "integer", bool: "boolean", type(None): "null"}
    types = spec if isinstance(spec, tuple) else (spec,)
    if object in types:
        return {}
    found = [names[t] for t in types]
    return {"type": found[0] if len(found) == 1 else found}


def json_schema() -> dict[str, Any]:
    """docs/acta.schema.json: the two acta formats as `problems` checks them (a test keeps the
    file in step with this module)."""
    chess, domino = _json_schema_of(CHESS), _json_schema_of(DOMINO)
    chess["properties"]["formato"] = {"const": CHESS_FORMAT}
    domino["properties"]["formato"] = {"const": DOMINO_FORMAT}
    chess["properties"]["tableros"] = {"type": "integer", "minimum": 1, "maximum": MAX_BOARDS}
    domino_content = domino["properties"]["contenido"]["properties"]
    domino_content["deporte"] = {"const": "domino"}
    domino_content["ajustes"]["properties"]["mesas"].update(minimum=1, maximum=MAX_TABLES)
    domino_content["ajustes"]["properties"]["partidas_por_mesa"].update(
        minimum=1, maximum=MAX_PARTIDAS
    )
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": CHESS_FORMAT,
        "title": "acta.json: los datos de un acta de Delegado (ajedrez o dominó)",
        "description": (
            "Attached to the acta PDF and sent beside it. 'contenido' is what is hashed "
            "(SHA-256 of its canonical JSON, printed in every page's footer); the rest verifies "
            "it and holds every other fact the pages print, so that `delegado verify` can "
            "rebuild them from this file. Strict: unknown, missing or mistyped keys are refused. "
            "The sport is told by the content's shape ('mesas' for domino, 'tableros' for "
            f"chess), never by 'formato' alone, whose version ({FORMAT_VERSION}) must be this "
            "one: an acta of another version is unsupported input (verify's exit code 2, with "
            f"the version named). At most {MAX_JSON_BYTES} bytes and "
            f"{MAX_DEPTH} levels of nesting."
        ),
        "oneOf": [{"$ref": "#/$defs/ajedrez"}, {"$ref": "#/$defs/domino"}],
        "$defs": {"ajedrez": chess, "domino": domino},
    }

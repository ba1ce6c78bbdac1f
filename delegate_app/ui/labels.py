"""Fixed labels that store/ and domain/ define in Spanish and the screens show as their own.

The store and the documents keep them in Spanish (the acta and the PDF are Spanish documents);
the UI shows them through `label()`, which looks them up in the catalogue under the context
"Etiquetas". Each one is listed below so that pyside6-lupdate extracts it, and
tests/ui/test_translations.py checks that every label those modules define is listed here.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from delegate_app.ui.i18n import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:  # the start-up path imports this module: nothing heavy at run time
    from delegate_app.domain.competition import TimeControl
    from delegate_app.store.calendar import MatchRow

CONTEXT = "Etiquetas"

LABELS = (
    # domain/competition.py: Sport.label
    QT_TRANSLATE_NOOP("Etiquetas", "Ajedrez"),
    QT_TRANSLATE_NOOP("Etiquetas", "Dominó"),
    # the status of a match (store/calendar.py stores the lower-case value)
    QT_TRANSLATE_NOOP("Etiquetas", "Programado"),
    QT_TRANSLATE_NOOP("Etiquetas", "⚠ Sin acta: su día ya pasó"),
    QT_TRANSLATE_NOOP("Etiquetas", "Aplazado"),
    QT_TRANSLATE_NOOP("Etiquetas", "Jugado"),
    # store/results.py: STEP_LABELS, the step that placed a tied team
    QT_TRANSLATE_NOOP("Etiquetas", "Resultado particular"),
    QT_TRANSLATE_NOOP("Etiquetas", "Sistema Holandés"),
    QT_TRANSLATE_NOOP("Etiquetas", "Diferencia de partidas"),
    QT_TRANSLATE_NOOP("Etiquetas", "Diferencia de tantos"),
    QT_TRANSLATE_NOOP("Etiquetas", "Encuentro de desempate"),
    # store/chess/acta.py: STEPS, DOCUMENT_CHECKS; store/acta.py: ROLE_LABELS
    QT_TRANSLATE_NOOP("Etiquetas", "Documentación"),
    QT_TRANSLATE_NOOP("Etiquetas", "Inicio"),
    QT_TRANSLATE_NOOP("Etiquetas", "Partidas"),
    QT_TRANSLATE_NOOP("Etiquetas", "Incidencias"),
    QT_TRANSLATE_NOOP("Etiquetas", "Cierre"),
    QT_TRANSLATE_NOOP("Etiquetas", "Delegado del equipo local"),
    QT_TRANSLATE_NOOP("Etiquetas", "Delegado del equipo visitante"),
    QT_TRANSLATE_NOOP("Etiquetas", "Árbitro"),
    QT_TRANSLATE_NOOP(
        "Etiquetas", "Lista de jugadores del club sellada (solo si cambió, art. 16.1)"
    ),
    QT_TRANSLATE_NOOP(
        "Etiquetas", "Certificaciones federativas o DNI de los jugadores (art. 16.2)"
    ),
    QT_TRANSLATE_NOOP(
        "Etiquetas", "Alineaciones intercambiadas por escrito antes de empezar (art. 16.3)"
    ),
    QT_TRANSLATE_NOOP(
        "Etiquetas",
        "Material (art. 11.1): mesas, sillas, tableros y piezas, relojes, planillas, actas y "
        "sobres de jugada secreta; en Preferente, relojes aptos para su ritmo (Bronstein, "
        "art. 17.2)",
    ),
    # documents/standings_report.py: CHESS_COLUMNS, DOMINO_COLUMNS
    QT_TRANSLATE_NOOP("Etiquetas", "Pos."),
    QT_TRANSLATE_NOOP("Etiquetas", "Equipo"),
    QT_TRANSLATE_NOOP("Etiquetas", "J"),
    QT_TRANSLATE_NOOP("Etiquetas", "G"),
    QT_TRANSLATE_NOOP("Etiquetas", "E"),
    QT_TRANSLATE_NOOP("Etiquetas", "P"),
    QT_TRANSLATE_NOOP("Etiquetas", "Puntos"),
    QT_TRANSLATE_NOOP("Etiquetas", "Puntos de partida"),
    QT_TRANSLATE_NOOP("Etiquetas", "Desempate"),
    QT_TRANSLATE_NOOP("Etiquetas", "Tantos"),
    # domain/chess/incident_catalog.py: CATALOG titles
    QT_TRANSLATE_NOOP("Etiquetas", "Partida sub conditione"),
    QT_TRANSLATE_NOOP("Etiquetas", "Reloj averiado: partida aplazada con jugada secreta"),
    QT_TRANSLATE_NOOP("Etiquetas", "Llegada tarde de un jugador"),
    QT_TRANSLATE_NOOP("Etiquetas", "Falta documentación de un jugador"),
    QT_TRANSLATE_NOOP("Etiquetas", "Alineación no entregada antes del comienzo"),
    QT_TRANSLATE_NOOP("Etiquetas", "Alineación rival contraria al reglamento"),
    QT_TRANSLATE_NOOP("Etiquetas", "Resuelven"),
    QT_TRANSLATE_NOOP("Etiquetas", "los capitanes"),
    QT_TRANSLATE_NOOP("Etiquetas", "los capitanes y el juez árbitro"),
    QT_TRANSLATE_NOOP("Etiquetas", "Artículo"),
    QT_TRANSLATE_NOOP("Etiquetas", "Tableros"),
    QT_TRANSLATE_NOOP("Etiquetas", "Art. 18.2"),
    QT_TRANSLATE_NOOP("Etiquetas", "Art. 18.3"),
    QT_TRANSLATE_NOOP("Etiquetas", "Art. 10.2"),
    QT_TRANSLATE_NOOP("Etiquetas", "Art. 18.9"),
    QT_TRANSLATE_NOOP("Etiquetas", "Art. 18.10"),
    QT_TRANSLATE_NOOP("Etiquetas", "Art. 18.11"),
    QT_TRANSLATE_NOOP("Etiquetas", "Art. 18.1"),
    QT_TRANSLATE_NOOP("Etiquetas", "Art. 2"),
    QT_TRANSLATE_NOOP("Etiquetas", "Art. 16.2"),
    QT_TRANSLATE_NOOP("Etiquetas", "Art. 18.4"),
    QT_TRANSLATE_NOOP("Etiquetas", "Art. 18.6"),
    QT_TRANSLATE_NOOP("Etiquetas", "cerrada por decisión del órgano competente"),
    QT_TRANSLATE_NOOP("Etiquetas", "a repetir por decisión del órgano competente"),
    QT_TRANSLATE_NOOP("Etiquetas", "Intervención de un delegado en el juego"),
    QT_TRANSLATE_NOOP("Etiquetas", "Propuesta de tablas a través de un delegado"),
    QT_TRANSLATE_NOOP("Etiquetas", "El delegado jugador para su reloj para atender una incidencia"),
    QT_TRANSLATE_NOOP("Etiquetas", "Reclamación"),
    QT_TRANSLATE_NOOP("Etiquetas", "Local o material no dispuestos a la hora oficial"),
    QT_TRANSLATE_NOOP("Etiquetas", "Incomparecencia de un equipo"),
    QT_TRANSLATE_NOOP("Etiquetas", "Otros hechos"),
    QT_TRANSLATE_NOOP("Etiquetas", "Anulación de una anotación anterior"),
    # domain/chess/incident_catalog.py: field labels
    QT_TRANSLATE_NOOP("Etiquetas", "Tablero"),
    QT_TRANSLATE_NOOP("Etiquetas", "Reloj de blancas"),
    QT_TRANSLATE_NOOP("Etiquetas", "Reloj de negras"),
    QT_TRANSLATE_NOOP("Etiquetas", "Hora"),
    QT_TRANSLATE_NOOP("Etiquetas", "Posición (FEN)"),
    QT_TRANSLATE_NOOP("Etiquetas", "Comentario"),
    QT_TRANSLATE_NOOP("Etiquetas", "Sella la jugada"),
    QT_TRANSLATE_NOOP("Etiquetas", "Jugador que sella"),
    QT_TRANSLATE_NOOP("Etiquetas", "Número de la jugada secreta"),
    QT_TRANSLATE_NOOP("Etiquetas", "Posición antes de la jugada secreta (FEN)"),
    QT_TRANSLATE_NOOP("Etiquetas", "Oferta de tablas antes de sellar"),
    QT_TRANSLATE_NOOP("Etiquetas", "Reanudación"),
    QT_TRANSLATE_NOOP("Etiquetas", "Fecha de reanudación"),
    QT_TRANSLATE_NOOP("Etiquetas", "Hora de reanudación"),
    QT_TRANSLATE_NOOP("Etiquetas", "Lugar de reanudación"),
    QT_TRANSLATE_NOOP("Etiquetas", "Guarda el sobre"),
    QT_TRANSLATE_NOOP("Etiquetas", "Nombre de quien guarda el sobre"),
    QT_TRANSLATE_NOOP("Etiquetas", "El delegado del equipo local (art. 15.2)"),
    QT_TRANSLATE_NOOP("Etiquetas", "El árbitro"),
    QT_TRANSLATE_NOOP("Etiquetas", "Otra persona"),
    QT_TRANSLATE_NOOP("Etiquetas", "Hora de llegada"),
    QT_TRANSLATE_NOOP("Etiquetas", "Jugador"),
    QT_TRANSLATE_NOOP("Etiquetas", "Documento que falta"),
    QT_TRANSLATE_NOOP("Etiquetas", "Se juega sub conditione"),
    QT_TRANSLATE_NOOP("Etiquetas", "Entrega"),
    QT_TRANSLATE_NOOP("Etiquetas", "Hora de entrega"),
    QT_TRANSLATE_NOOP("Etiquetas", "Descripción"),
    QT_TRANSLATE_NOOP("Etiquetas", "En presencia del delegado rival"),
    QT_TRANSLATE_NOOP("Etiquetas", "Hora de parada"),
    QT_TRANSLATE_NOOP("Etiquetas", "Tiempo en su reloj"),
    QT_TRANSLATE_NOOP("Etiquetas", "Motivo"),
    QT_TRANSLATE_NOOP("Etiquetas", "Hora en que lo pone en marcha"),
    QT_TRANSLATE_NOOP("Etiquetas", "Minutos de retraso"),
    QT_TRANSLATE_NOOP("Etiquetas", "Hechos"),
    # domain/chess/incident_catalog.py: the choices of those fields, and the hints
    QT_TRANSLATE_NOOP("Etiquetas", "Blancas"),
    QT_TRANSLATE_NOOP("Etiquetas", "Negras"),
    QT_TRANSLATE_NOOP("Etiquetas", "Sí"),
    QT_TRANSLATE_NOOP("Etiquetas", "No"),
    QT_TRANSLATE_NOOP("Etiquetas", "La fija el Comité de Competición"),
    QT_TRANSLATE_NOOP("Etiquetas", "Acordada por ambos equipos"),
    QT_TRANSLATE_NOOP("Etiquetas", "Equipo local"),
    QT_TRANSLATE_NOOP("Etiquetas", "Equipo visitante"),
    QT_TRANSLATE_NOOP("Etiquetas", "Certificado federativo"),
    QT_TRANSLATE_NOOP("Etiquetas", "DNI"),
    QT_TRANSLATE_NOOP("Etiquetas", "Certificado federativo y DNI"),
    QT_TRANSLATE_NOOP("Etiquetas", "Entregada con retraso"),
    QT_TRANSLATE_NOOP("Etiquetas", "No entregada"),
    QT_TRANSLATE_NOOP("Etiquetas", "h:mm:ss o mm:ss"),
    QT_TRANSLATE_NOOP("Etiquetas", "hh:mm"),
    QT_TRANSLATE_NOOP("Etiquetas", "dd/mm/aaaa"),
    QT_TRANSLATE_NOOP(
        "Etiquetas", "FEN, p. ej. rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    ),
    # store/domino/acta.py: STEPS
    QT_TRANSLATE_NOOP("Etiquetas", "Equipos y mesas"),
    QT_TRANSLATE_NOOP("Etiquetas", "Sorteo de asientos"),
    QT_TRANSLATE_NOOP("Etiquetas", "Hojas de anotación"),
    # domain/domino: Seat, Pair, HandEnd and PartidaStatus labels
    QT_TRANSLATE_NOOP("Etiquetas", "Norte"),
    QT_TRANSLATE_NOOP("Etiquetas", "Este"),
    QT_TRANSLATE_NOOP("Etiquetas", "Sur"),
    QT_TRANSLATE_NOOP("Etiquetas", "Oeste"),
    QT_TRANSLATE_NOOP("Etiquetas", "pareja local"),
    QT_TRANSLATE_NOOP("Etiquetas", "pareja visitante"),
    QT_TRANSLATE_NOOP("Etiquetas", "dominó"),
    QT_TRANSLATE_NOOP("Etiquetas", "cierre"),
    QT_TRANSLATE_NOOP("Etiquetas", "anulada"),
    QT_TRANSLATE_NOOP("Etiquetas", "en juego"),
    QT_TRANSLATE_NOOP("Etiquetas", "terminada"),
    QT_TRANSLATE_NOOP("Etiquetas", "terminada por abandono"),
    QT_TRANSLATE_NOOP("Etiquetas", "suspendida"),
    # domain/domino/incidents.py: INCIDENT_KINDS titles and notes
    QT_TRANSLATE_NOOP(
        "Etiquetas", "Infracción del procedimiento de salida o de colocación de las fichas"
    ),
    QT_TRANSLATE_NOOP("Etiquetas", "Objetos sobre la mesa de juego"),
    QT_TRANSLATE_NOOP("Etiquetas", "Postura del jugador durante la partida"),
    QT_TRANSLATE_NOOP("Etiquetas", "Sospecha de señas"),
    QT_TRANSLATE_NOOP("Etiquetas", "Comentarios o conversación no permitidos"),
    QT_TRANSLATE_NOOP("Etiquetas", "Ficha tocada que tenía cabida y no se jugó"),
    QT_TRANSLATE_NOOP("Etiquetas", "Error al cerrar el juego"),
    QT_TRANSLATE_NOOP("Etiquetas", "Pensada en falso"),
    QT_TRANSLATE_NOOP("Etiquetas", "«Paso» teniendo ficha que jugar"),
    QT_TRANSLATE_NOOP("Etiquetas", "Interrupción de la partida"),
    QT_TRANSLATE_NOOP("Etiquetas", "Ficha caída antes de la salida"),
    QT_TRANSLATE_NOOP("Etiquetas", "Ficha caída durante la mano"),
    QT_TRANSLATE_NOOP("Etiquetas", "Caídas de fichas repetidas en la partida"),
    QT_TRANSLATE_NOOP("Etiquetas", "Hecho imprevisto, interrupción o suspensión"),
    QT_TRANSLATE_NOOP("Etiquetas", "Abandono de la partida"),
    QT_TRANSLATE_NOOP("Etiquetas", "Los vasos, botellas y demás objetos van en mesas auxiliares."),
    QT_TRANSLATE_NOOP("Etiquetas", "La ficha tocada que tiene cabida debe jugarse."),
    QT_TRANSLATE_NOOP("Etiquetas", "Prevalece la colocación de la ficha sobre lo dicho."),
    QT_TRANSLATE_NOOP(
        "Etiquetas",
        "La pareja contraria puede pedir anular la mano (la pierde la pareja infractora si "
        "salió ella) o repetirla desde la infracción. En competición lo resuelven los "
        "capitanes y, si lo hay, el juez árbitro.",
    ),
    QT_TRANSLATE_NOOP("Etiquetas", "Toda interrupción se hace constar en el acta."),
    QT_TRANSLATE_NOOP(
        "Etiquetas", "La partida se reanuda; el órgano competente decide sobre su validez."
    ),
    QT_TRANSLATE_NOOP("Etiquetas", "Sin sustitución; pierde la pareja del jugador que abandona."),
    # domain/domino/incidents.py: field labels and choices
    QT_TRANSLATE_NOOP("Etiquetas", "Mesa"),
    QT_TRANSLATE_NOOP("Etiquetas", "Partida"),
    QT_TRANSLATE_NOOP("Etiquetas", "Mano"),
    QT_TRANSLATE_NOOP("Etiquetas", "Apartado del art. 8 infringido"),
    QT_TRANSLATE_NOOP("Etiquetas", "Descripción de lo ocurrido"),
    QT_TRANSLATE_NOOP("Etiquetas", "Objeto y quién lo dejó"),
    QT_TRANSLATE_NOOP("Etiquetas", "Jugador que formula la observación"),
    QT_TRANSLATE_NOOP("Etiquetas", "Avisado"),
    QT_TRANSLATE_NOOP("Etiquetas", "Observaciones formuladas"),
    QT_TRANSLATE_NOOP("Etiquetas", "Ficha tocada"),
    QT_TRANSLATE_NOOP("Etiquetas", "Lo que dijo y cómo colocó la ficha"),
    QT_TRANSLATE_NOOP("Etiquetas", "Número de licencia del infractor"),
    QT_TRANSLATE_NOOP("Etiquetas", "Circunstancias de la jugada"),
    QT_TRANSLATE_NOOP("Etiquetas", "Efecto en la mano"),
    QT_TRANSLATE_NOOP("Etiquetas", "Causa de la interrupción"),
    # DO-17: needs declared before the partida
    QT_TRANSLATE_NOOP("Etiquetas", "Necesidad declarada antes de la partida"),
    QT_TRANSLATE_NOOP("Etiquetas", "Jugador que la declara"),
    QT_TRANSLATE_NOOP("Etiquetas", "Necesidad o circunstancia declarada"),
    QT_TRANSLATE_NOOP("Etiquetas", "Se comunica a"),
    QT_TRANSLATE_NOOP("Etiquetas", "el juez árbitro"),
    QT_TRANSLATE_NOOP("Etiquetas", "el capitán del equipo contrario"),
    QT_TRANSLATE_NOOP("Etiquetas", "Medidas adoptadas"),
    QT_TRANSLATE_NOOP(
        "Etiquetas",
        "Antes del comienzo de la partida, al juez árbitro o al capitán del equipo contrario, "
        "para que adopte las medidas oportunas.",
    ),
    QT_TRANSLATE_NOOP("Etiquetas", "Pareja"),
    QT_TRANSLATE_NOOP("Etiquetas", "Decisión de la pareja contraria"),
    QT_TRANSLATE_NOOP("Etiquetas", "Número de vez en la partida"),
    QT_TRANSLATE_NOOP("Etiquetas", "Puntos de la pareja local"),
    QT_TRANSLATE_NOOP("Etiquetas", "Puntos de la pareja visitante"),
    QT_TRANSLATE_NOOP("Etiquetas", "Jugador que abandona"),
    QT_TRANSLATE_NOOP("Etiquetas", "capitán"),
    QT_TRANSLATE_NOOP("Etiquetas", "juez árbitro"),
    QT_TRANSLATE_NOOP("Etiquetas", "anular la mano"),
    QT_TRANSLATE_NOOP("Etiquetas", "repetir desde la infracción"),
    QT_TRANSLATE_NOOP("Etiquetas", "sin efecto"),
    QT_TRANSLATE_NOOP("Etiquetas", "local"),
    QT_TRANSLATE_NOOP("Etiquetas", "visitante"),
    QT_TRANSLATE_NOOP("Etiquetas", "revolver de nuevo"),
    QT_TRANSLATE_NOOP("Etiquetas", "continuar sin revolver"),
    QT_TRANSLATE_NOOP("Etiquetas", "continuar la mano"),
    # domain/season.py: DECISIONS (the competition's settings where the regulation is silent)
    QT_TRANSLATE_NOOP(
        "Etiquetas",
        "Sistema Holandés: peso de los tableros en los encuentros entre empatados",
    ),
    QT_TRANSLATE_NOOP("Etiquetas", "tablero 1 ×n … último ×1"),
    QT_TRANSLATE_NOOP(
        "Etiquetas",
        "Resultado particular: minicampeonato entre los empatados, repetido si siguen empatados",
    ),
    QT_TRANSLATE_NOOP("Etiquetas", "minicampeonato entre los empatados"),
    QT_TRANSLATE_NOOP("Etiquetas", "Partidas ganadas por incomparecencia en los cómputos"),
    QT_TRANSLATE_NOOP("Etiquetas", "cuentan como 1-0"),
    QT_TRANSLATE_NOOP("Etiquetas", "Calendario"),
    QT_TRANSLATE_NOOP("Etiquetas", "tablas Berger; la segunda vuelta invierte local y visitante"),
    QT_TRANSLATE_NOOP("Etiquetas", "Días hábiles para los plazos"),
    QT_TRANSLATE_NOOP(
        "Etiquetas",
        "lunes a viernes, sin festivos nacionales, de Canarias ni insulares",
    ),
    QT_TRANSLATE_NOOP(
        "Etiquetas",
        "«Hasta que pase una ronda»: un jugador incorporado puede jugar la ronda R",
    ),
    QT_TRANSLATE_NOOP("Etiquetas", "si la ronda R−1 es en el fin de semana de su alta o después"),
    QT_TRANSLATE_NOOP("Etiquetas", "«La mitad de los jugadores de su alineación» para empezar"),
    QT_TRANSLATE_NOOP("Etiquetas", "la mitad de los alineados, redondeando hacia arriba"),
    QT_TRANSLATE_NOOP("Etiquetas", "«La misma fecha»"),
    QT_TRANSLATE_NOOP("Etiquetas", "la fecha oficial de la ronda (sábado y domingo son la misma)"),
    QT_TRANSLATE_NOOP("Etiquetas", "Alineación entregada en papel"),
    QT_TRANSLATE_NOOP("Etiquetas", "cuenta como entregada; no escribirla no es «no entregada»"),
    QT_TRANSLATE_NOOP(
        "Etiquetas",
        "Incidencias que requieren intervención del Comité (plazo de 2 días hábiles)",
    ),
    QT_TRANSLATE_NOOP(
        "Etiquetas",
        "las que el Comité debe decidir: sub conditione, reclamaciones, aplazadas, "
        "alineaciones indebidas, incomparecencias, no resueltas",
    ),
    QT_TRANSLATE_NOOP("Etiquetas", "Mano cerrada (cierre) con sumas iguales"),
    QT_TRANSLATE_NOOP("Etiquetas", "no se anota y sale el jugador de la derecha"),
    QT_TRANSLATE_NOOP("Etiquetas", "no se anota y repite el mismo salidor"),
    QT_TRANSLATE_NOOP("Etiquetas", "Sorteo de puestos con fichas de igual valor"),
    QT_TRANSLATE_NOOP("Etiquetas", "los empatados vuelven a robar"),
    QT_TRANSLATE_NOOP("Etiquetas", "gana la ficha con el número mayor"),
    QT_TRANSLATE_NOOP(
        "Etiquetas",
        "Caída de fichas «más de dos veces»: se anota en el acta desde la",
    ),
    QT_TRANSLATE_NOOP("Etiquetas", "tercera caída de la pareja en la partida"),
    QT_TRANSLATE_NOOP("Etiquetas", "segunda caída"),
    QT_TRANSLATE_NOOP("Etiquetas", "Quién aprueba cada mano"),
    QT_TRANSLATE_NOOP(
        "Etiquetas",
        "el contador de la pareja rival (con árbitro: los dos jugadores)",
    ),
    QT_TRANSLATE_NOOP("Etiquetas", "Partida suspendida"),
    QT_TRANSLATE_NOOP(
        "Etiquetas",
        "la cierra la decisión del órgano competente, con fecha y referencia",
    ),
)

# A seat's letter (domain.domino.Seat.value) as the hand table shows it.
SEATS = (
    QT_TRANSLATE_NOOP("Asientos", "N"),
    QT_TRANSLATE_NOOP("Asientos", "E"),
    QT_TRANSLATE_NOOP("Asientos", "S"),
    QT_TRANSLATE_NOOP("Asientos", "O"),
)


def label(text: str) -> str:
    """The label in the UI's language (the Spanish text itself when it has no translation)."""
    return translate("Etiquetas", text) if text else text


def seat_letter(letter: str) -> str:
    return translate("Asientos", letter)


def match_status(status: str) -> str:
    """A match's stored status ("programado", "aplazado", "jugado") as the screens show it."""
    known = {"programado": "Programado", "aplazado": "Aplazado", "jugado": "Jugado"}
    return label(known[status]) if status in known else status


def overdue_without_acta(row: MatchRow, now: datetime | None) -> bool:
    """A match still "programado", with no acta, whose day is over: nothing says it was played,
    so the delegate is told to look (enter its result, or its postponement)."""
    if now is None or row.status != "programado" or row.acta_open or row.acta_locked_at:
        return False
    return bool((row.played_at or row.scheduled_at).date() < now.date())


def match_state(row: MatchRow, now: datetime | None = None) -> str:
    """What Encuentros shows for a match: its acta's state once there is one, else its status;
    a match whose day passed with no acta says so."""
    if row.acta_locked_at is not None:
        return translate("Etiquetas", "Acta cerrada el {when}").format(
            when=row.acta_locked_at.strftime("%d/%m/%Y %H:%M")
        )
    if row.acta_open:
        return translate("Etiquetas", "Acta abierta ({status})").format(
            status=match_status(row.status).lower()
        )
    if overdue_without_acta(row, now):
        return translate("Etiquetas", "⚠ Sin acta: su día ya pasó")
    return match_status(row.status)


def time_control_text(time_control: TimeControl) -> str:
    """domain.competition.TimeControl.label() in the UI's language."""
    hours, minutes = divmod(time_control.base_minutes, 60)
    if minutes == 0 and time_control.base_minutes >= 120:
        base = translate("Etiquetas", "{hours} h").format(hours=hours)
    else:
        base = translate("Etiquetas", "{minutes} min").format(minutes=time_control.base_minutes)
    if time_control.increment_kind.value == "ninguno" or not time_control.increment_seconds:
        return translate("Etiquetas", "{base}, sin incremento").format(base=base)
    return translate("Etiquetas", "{base} + {seconds} s ({kind})").format(
        base=base,
        seconds=time_control.increment_seconds,
        kind=time_control.increment_kind.value.capitalize(),
    )

"""What is seen is what was signed, for a domino acta: the Acta del Encuentro and every Hoja de
Anotaciones laid out again from acta.json alone (no database) and compared word for word.

The export lays the pages out from the store's view of the encounter (domino_pdf.story over
store/domino/acta_view.py). Here the same view classes (store/domino/views.py) are filled from
acta.json and laid out by the very same story and page template:

- every partida is rebuilt as written, the way the store rebuilds it from its rows (the same
  `replay_written`): its seats, its hands taken as the Hoja writes them, its substitutions,
  suspensions, decisions and abandonments where they happened. Whether those hands and events
  follow the rules is verify_domino's replay, which runs beside this;
- the encounter's result is the domain's, from those partidas;
- the sentence of each event is made from the hashed content with the export's own wording,
  and acta.json's `sucesos_impresos` must be that sentence (it cannot say another);
- the rest (clubs, incident numbers and times, dropped tiles, signatures, deadlines, annexes)
  is read from acta.json as the chess rebuild reads it.

A page that adds a line, drops one, or prints another name, hand, score or time than acta.json
fails with the first difference quoted (page_compare).
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

from delegate_app.documents import page_compare
from delegate_app.documents.check import Check

if TYPE_CHECKING:
    from delegate_app.documents.domino.acta_pdf import DominoSource
    from delegate_app.documents.pdf_document import BuiltPdf, DocumentMeta
    from delegate_app.domain.domino import DominoSettings, Hand, Partida
    from delegate_app.store.domino.views import PlayerRef, TableView

# (table, partida, time, sentence): an event's printed line
_EventLine = tuple[int, int, datetime, str]


class _Unreadable(ValueError):
    pass


def _title(kind: str) -> str | None:
    """The catalog title the printed incident must carry; None for a kind the catalog does not
    know (verify_domino's incident check fails it with the reason)."""
    from delegate_app.domain.domino import incident_kind

    try:
        return incident_kind(kind).title
    except ValueError:
        return None


def _players(content: dict[str, Any]) -> dict[int, PlayerRef]:
    """Everyone a page may name: each table's titulars and everyone who sat there."""
    from delegate_app.domain.domino import Pair
    from delegate_app.store.domino.views import PlayerRef

    pairs: dict[int, Pair] = {}
    for mesa in content["mesas"]:
        for pair, side in ((Pair.HOME, "local"), (Pair.AWAY, "visitante")):
            for person in mesa[side]:
                pairs[int(person["id"])] = pair
        for partida in mesa["partidas"]:
            for event in partida["sucesos"]:
                if event["sustituto"] is not None and event["jugador"] in pairs:
                    pairs[int(event["sustituto"])] = pairs[event["jugador"]]
    players: dict[int, PlayerRef] = {}
    for mesa in content["mesas"]:
        for person in (*mesa["local"], *mesa["visitante"], *mesa["jugadores"]):
            number = int(person["id"])
            players[number] = PlayerRef(
                number,
                str(person["nombre"]),
                str(person["licencia"]),
                pairs.get(number, Pair.HOME),  # the pair is never printed
                0,
                True,
            )
    return players


def _partidas(mesa: dict[str, Any], settings: DominoSettings) -> list[Partida]:
    """The table's partidas as the store rebuilds them from its rows (_rebuild_partidas)."""
    from delegate_app.documents.domino.verify import table_players
    from delegate_app.domain.domino import Pair, Partida, Seat, Seating, TableSetup
    from delegate_app.store.domino.views import ContentEvent, replay_written

    setup = TableSetup(
        int(mesa["mesa"]),
        table_players(mesa),
        mesa["anotador"],
        mesa["contador"],
        bool(mesa["arbitro_cuenta"]),
    )
    written = {int(entry["partida"]): entry for entry in mesa["partidas"]}
    partidas: list[Partida] = []
    number = 1
    while number in written:  # the store stops at the first partida without its row too
        entry = written[number]
        seats = entry["asientos"]
        seating = Seating(
            seats["N"], seats["E"], seats["S"], seats["O"],
            Pair(entry["norte_sur"]), Seat(entry["salidor"]),
        )  # fmt: skip
        hands = [_hand(h) for h in entry["manos"]]
        events = [ContentEvent.of(e) for e in entry["sucesos"]]
        current = setup if not partidas else partidas[-1].setup
        partida = Partida(current, seating, number, settings)
        partidas.append(replay_written(partida, hands, events))
        number += 1
    return partidas


def _hand(mano: dict[str, Any]) -> Hand:
    from delegate_app.store.domino.views import hand_of

    return hand_of(
        mano["mano"], mano["salidor"], mano["final"], mano["gana"], mano["puntos"],
        mano["pasa_salida"], mano["domino"], mano["infractor"], mano["fichas"] or {},
        mano["aprobada_por"],
    )  # fmt: skip


def _tables(
    data: dict[str, Any], settings: DominoSettings, players: dict[int, PlayerRef]
) -> list[TableView]:
    """The view of every table, as store/domino/acta_view.py's `_table_views` reads it."""
    from delegate_app.documents.rebuild_common import moment as _moment
    from delegate_app.domain.domino import Seat
    from delegate_app.store.domino.views import ContentEvent, EventLine, TableView, event_text

    def name(player_id: int | None) -> str:
        if player_id is None:
            return ""
        player = players.get(player_id)
        return player.name if player else f"jugador n.º {player_id}"

    mesas = {int(m["mesa"]): m for m in data["contenido"]["mesas"]}
    views: list[TableView] = []
    made: list[_EventLine] = []
    for number in range(1, settings.tables + 1):
        view = TableView(number)
        mesa = mesas.get(number)
        if mesa is not None:
            view.home = tuple(int(p["id"]) for p in mesa["local"])  # type: ignore[assignment]
            view.away = tuple(int(p["id"]) for p in mesa["visitante"])  # type: ignore[assignment]
            view.annotator, view.counter = mesa["anotador"], mesa["contador"]
            view.arbiter_counts = bool(mesa["arbitro_cuenta"])
            view.salidor_seat = Seat(mesa["asiento_elegido"])
            rounds: dict[int, dict[int, str]] = {}
            for draw in mesa["sorteo"]:
                rounds.setdefault(int(draw["ronda"]), {})[draw["jugador"]] = str(draw["ficha"])
            view.draw_rounds = [rounds[r] for r in sorted(rounds)]
            view.partidas = _partidas(mesa, settings)
            for entry in sorted(mesa["partidas"], key=lambda p: int(p["partida"])):
                for raw in entry["sucesos"]:
                    event = ContentEvent.of(raw)
                    text = event_text(event, name)
                    view.events.append(
                        EventLine(
                            int(entry["partida"]), event.after_hand, event.kind, text,
                            event.created_at,
                        )
                    )  # fmt: skip
                    made.append((number, int(entry["partida"]), event.created_at, text))
        views.append(view)
    stated = [
        (e["mesa"], e["partida"], _moment(e["hora"], "suceso"), e["texto"])
        for e in data["sucesos_impresos"]
    ]
    if stated != made:
        raise _Unreadable(
            "sucesos_impresos no dice lo que dicen los sucesos de las Hojas "
            f"({_first_other(stated, made)})"
        )
    return views


def _first_other(stated: list[_EventLine], made: list[_EventLine]) -> str:
    for said, wanted in zip(stated, made, strict=False):
        if said != wanted:
            return f"dice «{said[3]}» y las Hojas dan «{wanted[3]}»"
    return f"dice {len(stated)} sucesos y las Hojas dan {len(made)}"


def domino_source(data: dict[str, Any], images: dict[str, bytes] | None = None) -> DominoSource:
    """domino_pdf's source of the acta, filled from acta.json (already checked against its
    schema) and the drawn signatures' PNGs by hash (None: stand-ins, as the chess rebuild)."""
    from delegate_app.documents import rebuild_common as shared
    from delegate_app.documents.domino.acta_pdf import DominoSource
    from delegate_app.documents.domino.verify import domino_settings_from
    from delegate_app.domain.domino import Pair, encounter_result
    from delegate_app.store.domino.views import DropLine, EncounterView

    content = data["contenido"]
    settings = domino_settings_from(content)
    players = _players(content)
    tables = _tables(data, settings, players)
    arbiter = content["arbitro"]
    view = EncounterView(
        **shared.common_fields(data, _title),
        arbiter_name=arbiter["nombre"],
        arbiter_licence=arbiter["licencia"],
        played_at=shared.maybe_moment(data["jugado_el"], "jugado el"),
        settings=settings,
        players=players,
        tables=tables,
        result=encounter_result([p for t in tables for p in t.partidas], settings),
        drops=[
            DropLine(d["mesa"], d["partida"], Pair(d["pareja"]), d["veces"], d["consta"])
            for d in data["caidas"]
        ],
        deadlines=shared.deadlines(data),
    )
    from delegate_app.documents.acta_common import decisions_from

    return DominoSource(view, shared.record(data, "domino", images), decisions_from(data))


def rebuilt_pdf(
    data: dict[str, Any], images: dict[str, bytes] | None = None, *, for_text: bool = False
) -> tuple[BuiltPdf, DocumentMeta]:
    """The domino acta, Hojas included, laid out from acta.json by the export's own story
    (rebuild_common.laid_out, which says what `for_text` leaves out)."""
    from delegate_app.documents import rebuild_common as shared
    from delegate_app.documents.domino import acta_pdf as domino_pdf

    source = domino_source(data, None if for_text else images)
    title = domino_pdf.document_title(source.view)
    return shared.laid_out(data, source, title, domino_pdf.story, for_text=for_text)


def rebuilt_pages(data: dict[str, Any]) -> list[str]:
    """The text of every page of the domino acta, Hojas included, laid out from acta.json."""
    from delegate_app.documents import rebuild_common as shared

    return shared.page_texts(rebuilt_pdf(data, for_text=True)[0].data)


def printed_check(data: dict[str, Any], texts: list[str]) -> Check:
    """Every page of the signed domino acta is the page acta.json gives, word for word."""
    from delegate_app.domain.domino import DominoError
    from delegate_app.store.errors import StoreError

    try:
        expected = rebuilt_pages(data)
    except DominoError as exc:
        return page_compare.unreadable(" ".join(f.message for f in exc.findings) or exc)
    except (_Unreadable, StoreError, KeyError, TypeError, ValueError, AttributeError) as exc:
        return page_compare.unreadable(exc)
    return page_compare.compare_pages(expected, texts)

"""Domino by pairs: the rules engine of chapter III of the regulation (IDs ``DO-<article>``).

Pure Python: no Qt, no SQL, no files. Modules:

- ``tiles``      the double-six set (28 tiles, 168 pips), parsing "6-4" / "4|6".
- ``seating``    seat draw (DO-7.2, DO-7.4), numbering 1-4, lead rotation (DO-7.3), seat swap
                 (DO-7.2b), substitutes keeping the seat (DO-20.3).
- ``scoring``    how a hand ends and what it is worth (DO-18), tile-by-tile or typed.
- ``hand``       table set-up (annotator, counter) and a hand's approval (DO-6).
- ``partida``    the Hoja de Anotaciones hand by hand, target (DO-18), abandonment (DO-20.4),
                 suspension (DO-20), substitutes (DO-20.3).
- ``pairs``      a proposal of every table's pairs from the list order (DO-6 roles).
- ``encounter``  next partida at a table, encounter result and league points.
- ``incidents``  incident catalog, field validation, dropped-tile count (DO-19.4).

Decisions where the regulation is silent (each marked in the code; the first four are settings in
``DominoSettings``):

- Target (art. 18 "número de puntos acordado"): 300 by default.
- Cierre (art. 14 and 18 only name it): the pair with fewer pips in hand wins and scores every
  pip in hand; equal sums score nothing and the lead passes on (``CierreTie``; the alternative
  keeps the same salidor).
- Seat draw (art. 7.2 "ficha de puntuación más alta"): a tile's value is its pip total; players
  tied where the order matters (for the salidor; between the two opponents, for the seat on his
  right) draw again; a tied player's earlier result still ranks him against the others
  (``SeatDrawTie``; the alternative ranks equal totals by their higher number).
- Art. 19.4 "más de dos veces" read literally: from a pair's third dropped tile in a partida the
  acta records it with its ordinal (``drops_recorded_from``).
- Art. 7.2 (second partida) does not say who leads it: the player who led the previous partida
  leads again, from his new seat if his pair swapped; the caller may set another salidor. With
  more than two partidas per table the loser of each partida swaps for the following one.
- Art. 15 and 16 "pérdida de la mano": "la mano" is the right to lead. An annulled hand scores
  nothing; if the offending pair led, the lead passes to the right, otherwise the same salidor
  leads the hand again.
- Art. 6: without an arbiter the counter approves each hand (the arbiter's approval also
  suffices, to settle a dispute); when the arbiter counts, both named players approve. A
  substitute takes over the role of the player he replaces.
- Art. 20.4: an abandonment may follow a suspension (the player does not return); the rival pair
  is credited what it lacks to reach the target, never a negative amount.
- Art. 18: a tile entry is refused when it cannot happen: a tile twice, more than 7 tiles in one
  hand, more than 28 tiles in all, the dominó winner holding tiles or another player also empty,
  an empty hand in a cierre, or a cierre in which every number from 0 to 6 is still held.
- Encounter: won by partidas; league points 3 / 1 / 0 (a setting) only once every partida has a
  winner; a suspended partida keeps it open until the competent body decides.
"""

from delegate_app.domain.domino.common import (
    ARBITER,
    DEFAULT_SETTINGS,
    CierreTie,
    DominoError,
    DominoSettings,
    Pair,
    PlayerId,
    SeatDrawTie,
)
from delegate_app.domain.domino.encounter import (
    EncounterResult,
    encounter_result,
    next_partida,
    next_partida_seating,
)
from delegate_app.domain.domino.hand import Approver, Hand, PendingHand, TableSetup
from delegate_app.domain.domino.incidents import (
    DROP_KINDS,
    HAND_EFFECTS,
    INCIDENT_KINDS,
    NEED_KIND,
    NEED_RECEIVERS,
    NEED_TOO_LATE,
    DropCount,
    FieldKind,
    Incident,
    IncidentField,
    IncidentKind,
    incident_kind,
    next_drop,
    ordinal,
    validate_incident,
)
from delegate_app.domain.domino.pairs import PairsProposal, propose_pairs
from delegate_app.domain.domino.partida import (
    BodyDecision,
    DecisionKind,
    Partida,
    PartidaResult,
    PartidaStatus,
    Stop,
    StopKind,
    Substitution,
    SubstitutionPermission,
)
from delegate_app.domain.domino.scoring import (
    HandEnd,
    HandScore,
    check_holdings,
    check_points,
    score_hand,
    typed_score,
)
from delegate_app.domain.domino.seating import (
    SEATS,
    RedrawGroup,
    RedrawNeeded,
    Seat,
    Seating,
    TablePlayers,
    draw_seats,
    numbered_seats,
    salidor_of_hand,
)
from delegate_app.domain.domino.tiles import (
    FULL_SET,
    SET_PIPS,
    SET_SIZE,
    TILES_PER_PLAYER,
    Tile,
    as_tile,
    parse_tiles,
    parse_typed_tiles,
    pip_total,
)

__all__ = [
    "ARBITER",
    "DEFAULT_SETTINGS",
    "DROP_KINDS",
    "FULL_SET",
    "HAND_EFFECTS",
    "INCIDENT_KINDS",
    "NEED_KIND",
    "NEED_RECEIVERS",
    "NEED_TOO_LATE",
    "SEATS",
    "SET_PIPS",
    "SET_SIZE",
    "TILES_PER_PLAYER",
    "Approver",
    "BodyDecision",
    "CierreTie",
    "DecisionKind",
    "DominoError",
    "DominoSettings",
    "DropCount",
    "EncounterResult",
    "FieldKind",
    "Hand",
    "HandEnd",
    "HandScore",
    "Incident",
    "IncidentField",
    "IncidentKind",
    "Pair",
    "PairsProposal",
    "Partida",
    "PartidaResult",
    "PartidaStatus",
    "PendingHand",
    "PlayerId",
    "RedrawGroup",
    "RedrawNeeded",
    "Seat",
    "SeatDrawTie",
    "Seating",
    "Stop",
    "StopKind",
    "Substitution",
    "SubstitutionPermission",
    "TablePlayers",
    "TableSetup",
    "Tile",
    "as_tile",
    "check_holdings",
    "check_points",
    "draw_seats",
    "encounter_result",
    "incident_kind",
    "next_drop",
    "next_partida",
    "next_partida_seating",
    "numbered_seats",
    "ordinal",
    "parse_tiles",
    "parse_typed_tiles",
    "pip_total",
    "propose_pairs",
    "salidor_of_hand",
    "score_hand",
    "typed_score",
    "validate_incident",
]

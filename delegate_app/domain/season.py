"""Setting up a season: its name and dates, the docs/reglas.md decisions of a competition, the draw
numbers (CH-9.3), one team per club in Preferente and Primera (CH-9.1), list extensions
(CH-10.1) and transfers from other clubs (CH-10.3).

Messages cite the regulation's article ("art. 9.1"), never a catalog ID; the decisions are
labelled as the competition's settings, not as article text (docs/reglas.md, "Citations").
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date, time
from typing import TypedDict

from delegate_app.domain.calendar import berger_rounds
from delegate_app.domain.competition import Sport
from delegate_app.domain.findings import Finding, Severity

# --- the season -----------------------------------------------------------------------------

_SEASON = re.compile(r"\s*(\d{4})\s*[-/]\s*(\d{2}|\d{4})\s*")


class SeasonError(ValueError):
    """A Spanish message saying what is wrong with a season setting."""


def parse_season(text: str) -> tuple[int, int]:
    """ "2026-2027" (also "2026/27") -> (2026, 2027); the second year follows the first."""
    found = _SEASON.fullmatch(text or "")
    if not found:
        raise SeasonError(
            f"Temporada: «{text}» no es una temporada (escriba, por ejemplo, 2026-2027)."
        )
    first = int(found.group(1))
    second = int(found.group(2))
    if second < 100:
        second += first // 100 * 100
    if second != first + 1:
        raise SeasonError(
            f"Temporada: «{text}» debe abarcar dos años seguidos "
            f"(por ejemplo, {first}-{first + 1})."
        )
    return first, second


def season_name(first_year: int) -> str:
    return f"{first_year}-{first_year + 1}"


def normalize_season(text: str) -> str:
    return season_name(parse_season(text)[0])


def next_season(text: str) -> str:
    return season_name(parse_season(text)[0] + 1)


def default_season_window(season: str) -> tuple[date, date]:
    """1 August to 31 July: every Canarian league of a season falls inside it."""
    first, second = parse_season(season)
    return date(first, 8, 1), date(second, 7, 31)


def season_window(season: str, start: date | None, end: date | None) -> tuple[date, date]:
    default_start, default_end = default_season_window(season)
    return start or default_start, end or default_end


def parse_clock(text: str, label: str) -> time:
    """ "16:00" or "16.00" or "16h" -> time(16, 0)."""
    found = re.fullmatch(r"\s*(\d{1,2})\s*(?:[:.hH]\s*(\d{2})?)?\s*h?\s*", text or "")
    if not found or int(found.group(1)) > 23 or int(found.group(2) or 0) > 59:
        raise SeasonError(f"{label}: «{text}» no es una hora (use hh:mm, por ejemplo 16:00).")
    return time(int(found.group(1)), int(found.group(2) or 0))


def clock_text(value: time) -> str:
    return f"{value:%H:%M}"


# --- the reglas.md decisions, one setting each ------------------------------------------


@dataclass(frozen=True)
class Decision:
    """A docs/reglas.md decision, stored per competition: where the regulation is silent or
    ambiguous, what the app does unless the competition says otherwise."""

    key: str
    sport: Sport
    article: str  # "art. 5.1": the article the decision reads, as the messages cite it
    label: str
    default: str
    # (value, Spanish label). A decision with one choice is reported, not chosen: the app's
    # rules implement only that reading so far, and offering another would be a setting that
    # does nothing.
    choices: tuple[tuple[str, str], ...]

    def choice_label(self, value: str) -> str:
        return dict(self.choices).get(value, value)


DECISIONS: tuple[Decision, ...] = (
    Decision(
        "desempate_holandes",
        Sport.CHESS,
        "art. 5.1",
        "Sistema Holandés: peso de los tableros en los encuentros entre empatados",
        "n_a_1",
        (("n_a_1", "tablero 1 ×n … último ×1"),),
    ),
    Decision(
        "desempate_particular",
        Sport.CHESS,
        "art. 5.1",
        "Resultado particular: minicampeonato entre los empatados, repetido si siguen empatados",
        "minicampeonato",
        (("minicampeonato", "minicampeonato entre los empatados"),),
    ),
    Decision(
        "incomparecencias_cuentan",
        Sport.CHESS,
        "art. 20",
        "Partidas ganadas por incomparecencia en los cómputos",
        "si",
        (("si", "cuentan como 1-0"),),
    ),
    Decision(
        "calendario_berger",
        Sport.CHESS,
        "art. 4",
        "Calendario",
        "berger_espejo",
        (("berger_espejo", "tablas Berger; la segunda vuelta invierte local y visitante"),),
    ),
    Decision(
        "dias_habiles",
        Sport.CHESS,
        "art. 14 y 15.3",
        "Días hábiles para los plazos",
        "lunes_viernes_sin_festivos",
        (
            (
                "lunes_viernes_sin_festivos",
                "lunes a viernes, sin festivos nacionales, de Canarias ni insulares",
            ),
        ),
    ),
    Decision(
        "ronda_de_espera",
        Sport.CHESS,
        "art. 10.2",
        "«Hasta que pase una ronda»: un jugador incorporado puede jugar la ronda R",
        "fecha_ronda_anterior",
        (("fecha_ronda_anterior", "si la ronda R−1 es en el fin de semana de su alta o después"),),
    ),
    Decision(
        "mitad_presentes",
        Sport.CHESS,
        "art. 18.4",
        "«La mitad de los jugadores de su alineación» para empezar",
        "mitad_alineados_arriba",
        (("mitad_alineados_arriba", "la mitad de los alineados, redondeando hacia arriba"),),
    ),
    Decision(
        "misma_fecha",
        Sport.CHESS,
        "art. 18.10",
        "«La misma fecha»",
        "fecha_oficial",
        (("fecha_oficial", "la fecha oficial de la ronda (sábado y domingo son la misma)"),),
    ),
    Decision(
        "alineacion_en_papel",
        Sport.CHESS,
        "art. 16.3",
        "Alineación entregada en papel",
        "cuenta_entregada",
        (("cuenta_entregada", "cuenta como entregada; no escribirla no es «no entregada»"),),
    ),
    Decision(
        "incidencias_comite",
        Sport.CHESS,
        "art. 15.3",
        "Incidencias que requieren intervención del Comité (plazo de 2 días hábiles)",
        "decide_comite",
        (
            (
                "decide_comite",
                "las que el Comité debe decidir: sub conditione, reclamaciones, "
                "aplazadas, alineaciones indebidas, incomparecencias, no resueltas",
            ),
        ),
    ),
    # The domino values are those of domain.domino.common (CierreTie, SeatDrawTie, and
    # DominoSettings.drops_recorded_from), so that the encounter reads them as they are.
    Decision(
        "cierre",
        Sport.DOMINO,
        "art. 14 y 18",
        "Mano cerrada (cierre) con sumas iguales",
        "pasa_salida",
        (
            ("pasa_salida", "no se anota y sale el jugador de la derecha"),
            ("repite_salidor", "no se anota y repite el mismo salidor"),
        ),
    ),
    Decision(
        "sorteo_empate",
        Sport.DOMINO,
        "art. 7.2",
        "Sorteo de puestos con fichas de igual valor",
        "nuevo_sorteo",
        (
            ("nuevo_sorteo", "los empatados vuelven a robar"),
            ("numero_mayor", "gana la ficha con el número mayor"),
        ),
    ),
    Decision(
        "caidas_desde",
        Sport.DOMINO,
        "art. 19.4",
        "Caída de fichas «más de dos veces»: se anota en el acta desde la",
        "3",
        (("3", "tercera caída de la pareja en la partida"), ("2", "segunda caída")),
    ),
    Decision(
        "aprobacion_contador",
        Sport.DOMINO,
        "art. 6",
        "Quién aprueba cada mano",
        "contador_rival",
        (("contador_rival", "el contador de la pareja rival (con árbitro: los dos jugadores)"),),
    ),
    Decision(
        "suspension",
        Sport.DOMINO,
        "art. 20",
        "Partida suspendida",
        "decide_organo",
        (("decide_organo", "la cierra la decisión del órgano competente, con fecha y referencia"),),
    ),
)


def decisions_for(sport: Sport | str) -> tuple[Decision, ...]:
    sport = Sport(sport)
    return tuple(d for d in DECISIONS if d.sport is sport)


def resolve_decisions(sport: Sport | str, stored: Mapping[str, str]) -> dict[str, str]:
    """Every decision of the sport with its value: the stored one, else the default."""
    return {d.key: stored.get(d.key, d.default) for d in decisions_for(sport)}


def check_decisions(sport: Sport | str, values: Mapping[str, str]) -> dict[str, str]:
    """The values to store; SeasonError for an unknown key or value."""
    known = {d.key: d for d in decisions_for(sport)}
    clean = {}
    for key, value in values.items():
        decision = known.get(key)
        if decision is None:
            raise SeasonError(f"«{key}» no es un ajuste de esta modalidad.")
        if value not in dict(decision.choices):
            options = ", ".join(v for v, _ in decision.choices)
            raise SeasonError(
                f"{decision.label} ({decision.article}): «{value}» no es válido ({options})."
            )
        clean[key] = value
    return clean


# --- CH-9.1: one team per club in Preferente and in Primera ------------------------------------

ONE_TEAM_PER_CLUB = ("preferente", "primera")


def one_team_per_club(category: str) -> bool:
    return category.strip().casefold() in ONE_TEAM_PER_CLUB


def second_team_message(club: str, category: str, existing_team: str) -> str:
    return (
        f"Art. 9.1: no se admiten dos equipos de un mismo club en {category}; «{club}» ya "
        f"tiene a «{existing_team}» en esa categoría esta temporada."
    )


# --- CH-1: the size of the top leagues ----------------------------------------------------------

LEAGUE_SIZE = 8  # CH-1: Preferente and Primera, eight teams each


def league_size_findings(category: str, n_teams: int) -> list[Finding]:
    """Art. 1 fixes eight teams in Preferente and in Primera: another number is a warning (the
    federation may have reasons the app cannot see: a withdrawal, a vacancy not filled)."""
    if category.strip().casefold() not in ONE_TEAM_PER_CLUB or n_teams == LEAGUE_SIZE:
        return []
    name = category.strip().capitalize()
    return [
        Finding(
            "CH-1",
            Severity.WARN,
            f"Art. 1: la {name} se juega con {LEAGUE_SIZE} equipos y este grupo tiene "
            f"{n_teams}. Compruebe la inscripción antes de generar el calendario.",
        )
    ]


# --- CH-9.3: draw numbers that make teams of one club meet first -------------------------------


def meeting_rounds(n_teams: int) -> dict[frozenset[int], int]:
    """For each pair of draw numbers, the round (of the first half) in which they meet."""
    return {frozenset(pair): rnd.number for rnd in berger_rounds(n_teams) for pair in rnd.pairings}


def draw_numbers(teams: Sequence[tuple[int, int]], n_teams: int | None = None) -> dict[int, int]:
    """Draw numbers for (team_id, club_id) pairs listed in the order of the lot.

    Art. 9.3: teams of one club in a group meet in the first rounds. The clubs with more than
    one team are placed first, each on the free numbers whose meetings come earliest (for two
    teams: i and n+1−i, which meet in round 1 of the Berger table); the other teams then take
    the remaining numbers in the order of the lot.
    """
    n = n_teams or len(teams)
    if len(teams) > n:
        raise SeasonError("Hay más equipos que números en el sorteo.")
    meets = meeting_rounds(n)
    by_club: dict[int, list[int]] = {}
    for team_id, club_id in teams:
        by_club.setdefault(club_id, []).append(team_id)
    free = list(range(1, n + 1))
    numbers: dict[int, int] = {}
    # bigger families first: they need more early meetings
    families = sorted((ids for ids in by_club.values() if len(ids) > 1), key=len, reverse=True)
    for ids in families:
        best: tuple[tuple[int, int, tuple[int, ...]], tuple[int, ...]] | None = None
        for combo in itertools.combinations(free, len(ids)):
            rounds = sorted(meets[frozenset(p)] for p in itertools.combinations(combo, 2))
            key = (rounds[-1], sum(rounds), combo)
            if best is None or key < best[0]:
                best = (key, combo)
        assert best is not None
        for team_id, number in zip(ids, best[1], strict=True):
            numbers[team_id] = number
            free.remove(number)
    for team_id, _club in teams:
        if team_id not in numbers:
            numbers[team_id] = free.pop(0)
    return numbers


def check_draw(
    numbers: Mapping[int, int], clubs: Mapping[int, int], names: Mapping[int, str], n_teams: int
) -> list[Finding]:
    """Art. 9.3 checked on numbers typed by hand: teams of one club that meet later than they
    could (a warning: the federation's draw is what counts)."""
    by_club: dict[int, list[int]] = {}
    for team_id in numbers:
        by_club.setdefault(clubs[team_id], []).append(team_id)
    meets = meeting_rounds(n_teams)
    findings = []
    for ids in by_club.values():
        if len(ids) < 2:
            continue
        best = draw_numbers([(t, 0) for t in ids], n_teams)
        best_last = max(
            meets[frozenset((best[a], best[b]))] for a, b in itertools.combinations(ids, 2)
        )
        for a, b in itertools.combinations(sorted(ids, key=lambda t: numbers[t]), 2):
            rnd = meets[frozenset((numbers[a], numbers[b]))]
            if rnd > best_last:
                findings.append(
                    Finding(
                        "CH-9.3",
                        Severity.WARN,
                        f"Art. 9.3: «{names[a]}» y «{names[b]}» son del mismo club y con estos "
                        f"números se enfrentan en la ronda {rnd}; deben enfrentarse en las "
                        "primeras rondas.",
                    )
                )
    return findings


def check_draw_numbers(numbers: Mapping[int, int], n_teams: int, names: Mapping[int, str]) -> None:
    """Numbers 1..n, each once; SeasonError naming the team otherwise."""
    seen: dict[int, int] = {}
    for team_id, number in numbers.items():
        if not 1 <= number <= n_teams:
            raise SeasonError(
                f"«{names[team_id]}»: el número de sorteo {number} no está entre 1 y {n_teams}."
            )
        if number in seen:
            raise SeasonError(
                f"«{names[team_id]}» y «{names[seen[number]]}» tienen el mismo número de "
                f"sorteo ({number})."
            )
        seen[number] = team_id


# --- CH-10.1: list extensions -----------------------------------------------------------------


def extension_position(elos: Sequence[int | None], elo: int | None) -> int:
    """Art. 10.1: the list number a new player takes, placed by ELO Canario among the list's
    ratings (in list order). After every player rated at least as high; a player without a
    rating goes to the end."""
    if elo is None:
        return len(elos) + 1
    for index, other in enumerate(elos):
        if other is None or other < elo:
            return index + 1
    return len(elos) + 1


def extension_findings(
    filed_on: date, deadline: date | None, first_half_end: date | None = None
) -> list[Finding]:
    """Art. 10.1: an extension filed after the competition's deadline, or (Preferente and
    Primera) after the first half of the league, is a warning: recorded, the federation decides."""
    findings = []
    if deadline is not None and filed_on > deadline:
        findings.append(
            Finding(
                "CH-10.1",
                Severity.WARN,
                f"Art. 10.1: la ampliación se presenta el {filed_on:%d/%m/%Y}, después del plazo "
                f"de ampliación de la competición ({deadline:%d/%m/%Y}). Se registra; la "
                "Federación decide si la admite.",
            )
        )
    if first_half_end is not None and filed_on > first_half_end:
        findings.append(
            Finding(
                "CH-10.1",
                Severity.WARN,
                f"Art. 10.1: la primera vuelta terminó el {first_half_end:%d/%m/%Y}; en "
                "Preferente y Primera la lista se amplía como máximo antes de ese día. Se "
                "registra; la Federación decide si la admite.",
            )
        )
    return findings


# --- CH-10.3: players coming from another club -------------------------------------------------


class TransferCondition:
    NOT_FIELDED_AGREED = "no_alineado_acuerdo"
    RESIDENCE = "cambio_residencia"


TRANSFER_CONDITIONS = {
    TransferCondition.NOT_FIELDED_AGREED: "no ha sido alineado y hay acuerdo con el club de "
    "procedencia",
    TransferCondition.RESIDENCE: "cambio de residencia desde fuera de Tenerife, sin partidas "
    "esta temporada con su equipo de origen",
}


class TransferRecord(TypedDict):
    """A Transfer as stored with the player (JSON keys in Spanish, read back by the screens)."""

    club_procedencia: str
    condicion: str
    alineado: bool
    acuerdo_clubes: bool
    residencia_fuera_tenerife: bool
    partidas_temporada: bool
    fecha: str  # ISO date


@dataclass(frozen=True)
class Transfer:
    """The answers art. 10.3 asks for, recorded with the player."""

    from_club: str
    condition: str  # a TransferCondition value, or "" when none applies
    fielded_this_season: bool
    clubs_agree: bool
    moved_from_outside_tenerife: bool
    games_this_season: bool
    recorded_on: date

    def as_dict(self) -> TransferRecord:
        return {
            "club_procedencia": self.from_club,
            "condicion": self.condition,
            "alineado": self.fielded_this_season,
            "acuerdo_clubes": self.clubs_agree,
            "residencia_fuera_tenerife": self.moved_from_outside_tenerife,
            "partidas_temporada": self.games_this_season,
            "fecha": self.recorded_on.isoformat(),
        }


def transfer_findings(transfer: Transfer) -> list[Finding]:
    """Art. 10.3: a warning when neither of its two conditions holds (never a block)."""
    agreed = not transfer.fielded_this_season and transfer.clubs_agree
    moved = transfer.moved_from_outside_tenerife and not transfer.games_this_season
    if agreed or moved:
        return []
    return [
        Finding(
            "CH-10.3",
            Severity.WARN,
            f"Art. 10.3: el jugador viene de «{transfer.from_club}» y no cumple ninguna de las "
            "condiciones (no alineado y con acuerdo del club de procedencia, o cambio de "
            "residencia desde fuera de Tenerife sin partidas esta temporada). Se registra; la "
            "Federación decide.",
        )
    ]


def transfer_condition(transfer: Transfer) -> str:
    if not transfer.fielded_this_season and transfer.clubs_agree:
        return TransferCondition.NOT_FIELDED_AGREED
    if transfer.moved_from_outside_tenerife and not transfer.games_this_season:
        return TransferCondition.RESIDENCE
    return ""

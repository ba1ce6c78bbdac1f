"""Player lists during the season: extensions (CH-10.1), transfers from other clubs (CH-10.3)
and a rival club's list imported with the same importer as the club's own (store/player_io.py).

An extension places the new player by ELO Canario in the club's list, records the day it was
filed and the incorporation date that CH-10.2 and CH-18.11 read; filed past the competition's
extension deadline (or, in Preferente and Primera, after the first half) it is recorded with a
warning citing art. 10.1: the federation decides, the app never refuses it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from sqlmodel import Session, col, select

from delegate_app.domain import season as rules
from delegate_app.domain.competition import Sport
from delegate_app.domain.findings import Finding
from delegate_app.domain.players import PlayerRecord, validate_player
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Club, Competition, Player, Round, Team

if TYPE_CHECKING:
    from delegate_app.store.player_io import ImportSummary


@dataclass(frozen=True)
class ExtensionPreview:
    list_number: int  # where the player goes (art. 10.1: by ELO Canario)
    deadline: date | None
    competition: str  # the competition whose deadline applies ("" when none)
    findings: tuple[Finding, ...]


@dataclass(frozen=True)
class ExtensionResult:
    player: Player
    list_number: int
    findings: tuple[Finding, ...]


def _club_competitions(s: Session, club_id: int, team_rank: str | None) -> list[Competition]:
    query = (
        select(Competition)
        .join(Team, col(Team.competition_id) == Competition.id)
        .where(Team.club_id == club_id, Competition.archived == False)  # noqa: E712
    )
    if team_rank:
        query = query.where(Team.rank == team_rank)
    return list(s.exec(query))


def _first_half_end(s: Session, competition: Competition) -> date | None:
    """The official date of the last round of the first half (Preferente, Primera)."""
    if not rules.one_team_per_club(competition.category) or not competition.double_round_robin:
        return None
    dates = list(
        s.exec(
            select(col(Round.official_date))
            .where(Round.competition_id == competition.id)
            .order_by(col(Round.number))
        )
    )
    return dates[len(dates) // 2 - 1] if len(dates) >= 2 else None


def _plan(
    s: Session,
    club_id: int,
    elo: int | None,
    filed_on: date,
    competition_id: int | None,
    team_rank: str | None,
) -> ExtensionPreview:
    club = s.get(Club, club_id)
    if club is None:
        raise StoreError("El club ya no existe.")
    elos = list(
        s.exec(
            select(col(Player.elo_canario))
            .where(Player.club_id == club_id)
            .order_by(col(Player.list_number))
        )
    )
    number = rules.extension_position(elos, elo)
    if competition_id is not None:
        competition = s.get(Competition, competition_id)
        if competition is None:
            raise StoreError("La competición ya no existe.")
        competitions = [competition]
    else:
        competitions = _club_competitions(s, club_id, team_rank)
    findings: list[Finding] = []
    deadline, name = None, ""
    if club.sport == Sport.CHESS.value:
        for competition in competitions:
            found = rules.extension_findings(
                filed_on, competition.extension_deadline, _first_half_end(s, competition)
            )
            findings += [f for f in found if f not in findings]
            if competition.extension_deadline and (
                deadline is None or competition.extension_deadline < deadline
            ):
                deadline, name = competition.extension_deadline, competition.name
    return ExtensionPreview(number, deadline, name, tuple(findings))


def preview_extension(
    db: Database,
    club_id: int,
    elo_canario: int | None,
    filed_on: date,
    competition_id: int | None = None,
    team_rank: str | None = None,
) -> ExtensionPreview:
    """Where the new player would go and the art. 10.1 warnings, without changing anything.
    Without competition_id the club's current competitions (of that team rank, if given)."""
    with db.session() as s:
        return _plan(s, club_id, elo_canario, filed_on, competition_id, team_rank)


def add_extension(
    db: Database,
    club_id: int,
    record: PlayerRecord,
    filed_on: date,
    competition_id: int | None = None,
    today: date | None = None,
) -> ExtensionResult:
    """Add a player as a list extension: placed by ELO Canario (the players below move down
    one place), incorporated on record.incorporated_on or else on filed_on (CH-10.2, 18.11)."""
    problems = validate_player(record, today or date.today())
    if problems:
        raise StoreError(" ".join(problems))
    with db.session() as s, s.begin():
        plan = _plan(s, club_id, record.elo_canario, filed_on, competition_id, record.team_rank)
        if record.licence:
            holder = s.exec(select(Player).where(Player.licence == record.licence)).first()
            if holder is not None:
                raise StoreError(f"La licencia {record.licence} ya es de {holder.full_name}.")
        team_id = None
        if record.team_rank:
            team = s.exec(
                select(Team).where(Team.club_id == club_id, Team.rank == record.team_rank)
            ).first()
            if team is None:
                raise StoreError(f"El club no tiene equipo {record.team_rank}.")
            team_id = team.id
        below = list(
            s.exec(
                select(Player)
                .where(Player.club_id == club_id, Player.list_number >= plan.list_number)
                .order_by(col(Player.list_number))
            )
        )
        for other in below:
            other.list_number += 1
            s.add(other)
        player = Player(
            club_id=club_id,
            licence=record.licence,
            first_name=record.first_name.strip(),
            last_name=record.last_name.strip(),
            dni=record.dni or None,
            birth_date=record.birth_date,
            elo_canario=record.elo_canario,
            fide_rating=record.fide_rating,
            list_number=plan.list_number,
            team_id=team_id,
            incorporated_on=record.incorporated_on or filed_on,
            extension_on=filed_on,
            active=record.active,
        )
        s.add(player)
    return ExtensionResult(player, plan.list_number, plan.findings)


def record_transfer(db: Database, player_id: int, transfer: rules.Transfer) -> list[Finding]:
    """Record the art. 10.3 answers for a player who comes from another club; returns the
    warning when neither condition holds (recorded all the same)."""
    if not transfer.from_club.strip():
        raise StoreError("Indique el club de procedencia del jugador.")
    condition = rules.transfer_condition(transfer)
    data = transfer.as_dict()
    data["condicion"] = condition
    with db.session() as s, s.begin():
        player = s.get(Player, player_id)
        if player is None:
            raise StoreError("El jugador ya no existe.")
        player.transfer_json = json.dumps(data, ensure_ascii=False, sort_keys=True)
        s.add(player)
    return rules.transfer_findings(transfer)


def transfer_of(player: Player) -> rules.TransferRecord | None:
    """The recorded art. 10.3 answers, or None for a player who did not come from a club."""
    if not player.transfer_json:
        return None
    record: rules.TransferRecord = json.loads(player.transfer_json)
    return record


def import_rival_list(
    db: Database, club_id: int, path: Path | str, today: date | None = None
) -> ImportSummary:
    """A rival club's list, CSV or XLSX, with the club importer (all or nothing); returns its
    player_io.ImportSummary. Refused for the delegate's own club: use the list screen."""
    from delegate_app.store.player_file import read_player_file
    from delegate_app.store.player_io import apply_import, plan_import

    with db.session() as s:
        club = s.get(Club, club_id)
        if club is None:
            raise StoreError("El club ya no existe.")
        if club.is_own:
            raise StoreError("Es su propio club: importe su lista desde «Mi club».")
    preview = read_player_file(path, today)
    plan = plan_import(db, club_id, preview, today)
    if not plan.ok:
        lines = plan.messages
        head = f"No se ha importado nada: {len(lines)} problema(s) en la lista."
        raise StoreError("\n".join([head, *lines[:10]]))
    return apply_import(db, club_id, preview, today)

"""Nueva temporada, list extensions (CH-10.1), transfers (CH-10.3) and rival lists."""

from __future__ import annotations

import sqlite3
from datetime import date, datetime
from pathlib import Path

import pytest

from delegate_app.domain.players import PlayerRecord
from delegate_app.domain.season import Transfer
from delegate_app.store import calendar_io, competition_teams, seasons
from delegate_app.store import competitions as comp
from delegate_app.store import season_players as sp
from delegate_app.store.calendar import list_matches
from delegate_app.store.clubs import add_player, create_club, create_team, list_players, list_teams
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Match, MatchDay

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "calendario-ejemplo.csv"


@pytest.fixture
def season_db(db):
    """A 2026-2027 Primera from the example calendar, where CA Teide is the delegate's club."""
    club = create_club(db, "CA Teide", "ajedrez", is_own=True)
    create_team(db, club.id, "A", "CA Teide")
    competition = comp.create_competition(
        db,
        comp.CompetitionSpec(
            name="Liga Insular Primera",
            sport="ajedrez",
            season="2026-2027",
            category="Primera",
            extension_deadline=date(2026, 10, 31),
        ),
    )
    calendar_io.import_calendar(db, competition.id, EXAMPLE, create_teams=True)
    for first, elo in [("Ana", 2100), ("Blas", 1950), ("Carla", 1800)]:
        add_player(db, club.id, PlayerRecord(first, "Teide", elo_canario=elo))
    return db, club, competition


def test_CH_10_1_an_extension_is_placed_by_elo_and_records_its_dates(season_db):
    db, club, _competition = season_db
    preview = sp.preview_extension(db, club.id, 1900, date(2026, 10, 20))
    assert (preview.list_number, preview.deadline, preview.findings) == (3, date(2026, 10, 31), ())
    result = sp.add_extension(
        db, club.id, PlayerRecord("Dani", "Nuevo", "TF-77", elo_canario=1900), date(2026, 10, 20)
    )
    assert result.list_number == 3 and result.findings == ()
    order = [(p.first_name, p.list_number) for p in list_players(db, club.id)]
    assert order == [("Ana", 1), ("Blas", 2), ("Dani", 3), ("Carla", 4)]
    dani = next(p for p in list_players(db, club.id) if p.first_name == "Dani")
    assert (dani.incorporated_on, dani.extension_on) == (date(2026, 10, 20), date(2026, 10, 20))


def test_CH_10_1_past_the_deadline_it_is_recorded_with_a_warning(season_db):
    db, club, _competition = season_db
    result = sp.add_extension(
        db, club.id, PlayerRecord("Eva", "Tarde", elo_canario=1500), date(2026, 11, 2)
    )
    [warning] = result.findings
    assert warning.rule_id == "CH-10.1" and warning.message.startswith("Art. 10.1:")
    assert "31/10/2026" in warning.message
    assert list_players(db, club.id)[-1].first_name == "Eva"


def test_CH_10_1_after_the_first_half_of_primera_is_a_second_warning(season_db):
    db, club, competition = season_db
    rounds = sorted({(m.round_number, m.official_date) for m in list_matches(db, competition.id)})
    first_half_end = rounds[6][1]  # round 7 of 14
    assert (
        sp.preview_extension(db, club.id, None, first_half_end).findings[0].message.count("plazo")
    )
    preview = sp.preview_extension(db, club.id, None, rounds[7][1])
    assert [f.rule_id for f in preview.findings] == ["CH-10.1", "CH-10.1"]
    assert "primera vuelta" in preview.findings[1].message


def test_an_extension_with_a_licence_already_held_is_refused(season_db):
    db, club, _ = season_db
    sp.add_extension(db, club.id, PlayerRecord("Dani", "Uno", "TF-1"), date(2026, 11, 2))
    with pytest.raises(StoreError, match="TF-1"):
        sp.add_extension(db, club.id, PlayerRecord("Dani", "Dos", "TF-1"), date(2026, 11, 2))
    assert len(list_players(db, club.id)) == 4


def test_CH_10_3_the_transfer_conditions_are_asked_and_recorded(season_db):
    db, club, _ = season_db
    player = list_players(db, club.id)[2]
    transfer = Transfer("CA Aguere", "", True, True, False, False, date(2026, 11, 2))
    [warning] = sp.record_transfer(db, player.id, transfer)
    assert warning.rule_id == "CH-10.3" and warning.message.startswith("Art. 10.3:")
    stored = sp.transfer_of(list_players(db, club.id)[2])
    assert stored["club_procedencia"] == "CA Aguere" and stored["condicion"] == ""
    agreed = Transfer("CA Aguere", "", False, True, False, False, date(2026, 11, 2))
    assert sp.record_transfer(db, player.id, agreed) == []
    assert sp.transfer_of(list_players(db, club.id)[2])["condicion"] == "no_alineado_acuerdo"
    with pytest.raises(StoreError, match="club de procedencia"):
        sp.record_transfer(
            db, player.id, Transfer(" ", "", False, True, False, False, date.today())
        )


def test_a_rival_list_is_imported_with_the_club_importer(season_db, tmp_path):
    db, club, competition = season_db
    rival = next(t for t in competition_teams.competition_teams(db, competition.id) if not t.is_own)
    path = tmp_path / "lista.csv"
    path.write_text(
        "Orden;Licencia;Nombre;Apellidos;ELO Canario\n"
        "1;TF-100;Rosa;Díaz;2000\n2;TF-101;Juan;Paz;1800\n",
        encoding="utf-8",
    )
    summary = sp.import_rival_list(db, rival.club_id, path)
    assert summary.added == 2
    assert [p.licence for p in list_players(db, rival.club_id)] == ["TF-100", "TF-101"]
    with pytest.raises(StoreError, match="su propio club"):
        sp.import_rival_list(db, club.id, path)
    bad = tmp_path / "mala.csv"
    bad.write_text("Licencia;Nombre;Apellidos\nTF-100;Rosa;\n", encoding="utf-8")
    other_rival = [
        t for t in competition_teams.competition_teams(db, competition.id) if not t.is_own
    ][1]
    with pytest.raises(StoreError, match="No se ha importado nada"):
        sp.import_rival_list(db, other_rival.club_id, bad)
    assert list_players(db, other_rival.club_id) == []


def test_new_season_carries_club_teams_and_list_and_archives_the_old_one(season_db, db_path):
    db, club, competition = season_db
    old_first = list_matches(db, competition.id)[0]
    with db.session() as s, s.begin():
        s.add(
            MatchDay(
                match_id=old_first.id,
                official_start=old_first.scheduled_at,
                locked_at=datetime(2026, 10, 3, 20),
                updated_at=datetime(2026, 10, 3, 20),
            )
        )
    sp.add_extension(db, club.id, PlayerRecord("Dani", "Nuevo"), date(2026, 11, 2))
    summary = seasons.new_season(db, "2026-2027")
    assert (summary.season, summary.competitions, summary.teams, summary.archived) == (
        "2027-2028",
        1,
        1,
        1,
    )
    assert summary.players == 4
    rows = comp.list_competition_rows(db)
    assert [(r.season, r.archived, r.teams, r.matches) for r in rows] == [
        ("2027-2028", False, 1, 0),
        ("2026-2027", True, 8, 56),
    ]
    new = comp.get_competition(db, rows[0].id)
    assert (new.name, new.category, new.extension_deadline) == (
        "Liga Insular Primera",
        "Primera",
        None,
    )
    [team] = list_teams(db, club.id)
    assert team.competition_id == new.id
    assert [p.extension_on for p in list_players(db, club.id)] == [None] * 4
    # the earlier season stays browsable, with its actas, and read-only
    assert len(list_matches(db, competition.id)) == 56
    assert (
        len(competition_teams.competition_teams(db, competition.id)) == 8
    )  # CA Teide still in its group
    from delegate_app.documents.acta_package import list_actas

    assert any(a.match_id == old_first.id and a.locked_at for a in list_actas(db))
    con = sqlite3.connect(db_path)
    with pytest.raises(sqlite3.IntegrityError, match="Temporada archivada"):
        con.execute(
            "INSERT INTO lineup (match_id, side, team_id, updated_at) VALUES (?, 'local', ?, ?)",
            (list_matches(db, competition.id)[1].id, team.id, "2026-10-01 10:00:00"),
        )
    con.close()
    assert seasons.list_seasons(db) == ["2027-2028", "2026-2027"]
    assert seasons.current_season(db) == "2027-2028"


def test_new_season_refusals(season_db):
    db, _club, _competition = season_db
    with pytest.raises(StoreError, match="posterior"):
        seasons.new_season(db, "2026-2027", "2025-2026")
    with pytest.raises(StoreError, match="no tiene competiciones activas"):
        seasons.new_season(db, "2030-2031")
    with pytest.raises(StoreError, match="Temporada"):
        seasons.new_season(db, "mañana")
    assert comp.list_competition_rows(db)[0].archived is False


def test_setup_progress_follows_the_first_start_steps(db):
    assert seasons.setup_progress(db) == seasons.SetupProgress(None, 0, 0, 0, 0, 0, None, None)
    club = create_club(db, "CA Teide", "ajedrez", is_own=True)
    create_team(db, club.id, "A", "CA Teide")
    progress = seasons.setup_progress(db)
    assert (progress.own_club_id, progress.own_teams, progress.own_teams_in_competition) == (
        club.id,
        1,
        0,
    )
    competition = comp.create_competition(
        db, comp.CompetitionSpec(name="Primera", sport="ajedrez", season="2026-2027")
    )
    calendar_io.import_calendar(db, competition.id, EXAMPLE, create_teams=True)
    add_player(db, club.id, PlayerRecord("Ana", "Teide"))
    progress = seasons.setup_progress(db, now=datetime(2026, 10, 5))
    assert (progress.competitions, progress.own_teams_in_competition) == (1, 1)
    assert (progress.matches_of_own_teams, progress.own_players) == (14, 1)
    nxt = next(m for m in list_matches(db, competition.id) if m.id == progress.next_match_id)
    assert nxt.round_number == 2 and "CA Teide" in (nxt.home_team, nxt.away_team)
    assert progress.competition_id == competition.id
    assert (progress.club, progress.teams, progress.competition, progress.calendar) == (True,) * 4
    assert progress.players
    # a played match is not the next one; an archived season is not this season's set-up
    with db.session() as s, s.begin():
        match = s.get(Match, nxt.id)
        match.status = "jugado"
        s.add(match)
    assert seasons.setup_progress(db, now=datetime(2026, 10, 5)).next_match_id != nxt.id
    comp.archive_competition(db, competition.id)
    archived = seasons.setup_progress(db, now=datetime(2026, 10, 5))
    assert (archived.competition, archived.calendar, archived.next_match_id) == (False, False, None)


def test_a_team_of_an_archived_season_can_enter_a_new_competition(season_db):
    db, _club, competition = season_db
    rival = next(t for t in competition_teams.competition_teams(db, competition.id) if not t.is_own)
    with pytest.raises(StoreError, match="ya tiene calendario"):
        competition_teams.register_team(db, rival.team_id, None)
    comp.archive_competition(db, competition.id)
    new = comp.create_competition(
        db, comp.CompetitionSpec(name="Primera", sport="ajedrez", season="2027-2028")
    )
    competition_teams.register_team(db, rival.team_id, new.id)
    assert [t.team_id for t in competition_teams.competition_teams(db, new.id)] == [rival.team_id]
    assert len(list_matches(db, competition.id)) == 56  # its old matches stay where they were

"""The league file: a competition exported by one club and imported by another, matched by
names and licences, all or nothing, with a preview; updates in place; locked actas untouched."""

from __future__ import annotations

import json
from datetime import date, datetime
from pathlib import Path

import pytest
from sqlalchemy import func
from sqlmodel import select

from delegate_app.domain.players import PlayerRecord
from delegate_app.store import calendar_io, competition_teams, league_file, league_import
from delegate_app.store import competitions as comp
from delegate_app.store.calendar import list_matches
from delegate_app.store.clubs import add_player, create_club, create_team, list_players
from delegate_app.store.database import open_database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Club, Match, MatchDay, Official, Player, Round, Team

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "calendario-ejemplo.csv"


def counts(db):
    with db.session() as s:
        return tuple(
            s.exec(select(func.count()).select_from(t)).one()
            for t in (Club, Team, Round, Match, Official, Player)
        )


@pytest.fixture
def source(db):
    """The federation's database: a Primera with 8 teams, delegates and one list."""
    competition = comp.create_competition(
        db,
        comp.CompetitionSpec(
            name="Liga Insular Primera",
            sport="ajedrez",
            season="2026-2027",
            category="Primera",
            extension_deadline=date(2026, 11, 30),
            free_weekends=[date(2026, 12, 26)],
        ),
    ).id
    calendar_io.import_calendar(db, competition, EXAMPLE, create_teams=True)
    for row in competition_teams.competition_teams(db, competition):
        competition_teams.update_team_details(
            db,
            row.team_id,
            row.name,
            row.sunday_home,
            row.venue_address or f"Sede de {row.name}",
            f"Delegado de {row.name}",
            "922 000 000",
            "delegado@example.org",
        )
    orotava = next(
        r
        for r in competition_teams.competition_teams(db, competition)
        if r.name == "Ajedrez Orotava"
    )
    for _n, (first, last, licence, elo) in enumerate(
        [("Ana", "Pérez", "TF-1", 2010), ("Luis", "Gil", "TF-2", 1890)], start=1
    ):
        add_player(db, orotava.club_id, PlayerRecord(first, last, licence, elo_canario=elo))
    return competition


@pytest.fixture
def other(tmp_path):
    database = open_database(tmp_path / "otro-club.sqlite3")
    yield database
    database.close()


def export(db, competition, tmp_path, **kw):
    path = tmp_path / "liga.json"
    league_file.export_league_file(db, competition, path, **kw)
    return path


def test_an_exported_league_imports_into_an_empty_database_with_everything(
    db, source, other, tmp_path
):
    path = export(db, source, tmp_path, include_lists=True)
    document = json.loads(path.read_text(encoding="utf-8"))
    assert (document["formato"], document["version"]) == ("delegado-archivo-de-liga", 1)
    preview = league_import.preview_league_file(other, path)
    assert preview.ok, preview.problems
    assert "Competición nueva: «Liga Insular Primera» (2026-2027)." in preview.changes
    assert "Calendario: 56 encuentros nuevos." in preview.changes
    assert counts(other) == (0, 0, 0, 0, 0, 0)  # a preview writes nothing
    assert preview.competition_id is None
    applied = league_import.import_league_file(other, path)
    assert counts(other) == (8, 8, 14, 56, 8, 2)
    imported = comp.get_competition(other, applied.competition_id)
    assert imported.extension_deadline == date(2026, 11, 30)
    assert comp.free_weekends(imported) == [date(2026, 12, 26)]
    theirs = [(m.round_number, m.scheduled_at, m.home_team, m.away_team, m.venue)
              for m in list_matches(other, applied.competition_id)]  # fmt: skip
    ours = [(m.round_number, m.scheduled_at, m.home_team, m.away_team, m.venue)
            for m in list_matches(db, source)]  # fmt: skip
    assert theirs == ours
    rows = competition_teams.competition_teams(other, applied.competition_id)
    assert {r.delegate_phone for r in rows} == {"922 000 000"}


def test_importing_the_same_file_twice_changes_nothing(db, source, other, tmp_path):
    path = export(db, source, tmp_path, include_lists=True)
    league_import.import_league_file(other, path)
    before = counts(other)
    again = league_import.preview_league_file(other, path)
    assert again.ok and again.changes == [] and again.summary == "sin cambios"
    league_import.import_league_file(other, path)
    assert counts(other) == before


def test_the_clubs_own_team_and_list_are_matched_by_name_and_kept(db, source, other, tmp_path):
    mine = create_club(
        other, "ca teide", "ajedrez", "", "Mi sede", is_own=True
    )  # typed differently
    with other.session() as s, s.begin():
        s.add(Official(role="delegado", name="Yo Mismo", club_id=mine.id, phone="1"))
    create_team(other, mine.id, "A", "CA Teide")
    add_player(other, mine.id, PlayerRecord("Propio", "Jugador", "TF-9"))
    path = export(db, source, tmp_path, include_lists=True)
    preview = league_import.import_league_file(other, path)
    assert counts(other)[0] == 8  # no second "CA Teide"
    teams = competition_teams.competition_teams(other, preview.competition_id)
    assert any(t.club_id == mine.id and t.is_own for t in teams)
    assert [p.licence for p in list_players(other, mine.id)] == ["TF-9"]
    [row] = [t for t in teams if t.club_id == mine.id]
    assert (row.venue_address, row.delegate_name, row.delegate_phone) == (
        "Mi sede",
        "Yo Mismo",
        "1",
    )
    assert "Club «ca teide» (el suyo): se mantiene su sede «Mi sede»." in preview.changes


def test_an_updated_file_moves_a_match_and_changes_a_venue_without_duplicating(
    db, source, other, tmp_path
):
    league_import.import_league_file(other, export(db, source, tmp_path))
    first = list_matches(db, source)[0]
    with db.session() as s, s.begin():
        match = s.get(Match, first.id)
        match.scheduled_at = datetime(2026, 10, 3, 18, 0)
        club = s.exec(select(Club).where(Club.name == "CA Aguere")).one()
        club.venue_address = "Nueva sede, La Laguna"
        s.add_all([match, club])
    path = export(db, source, tmp_path)
    preview = league_import.preview_league_file(other, path)
    assert preview.ok
    assert (
        "Club «CA Aguere»: sede «Calle Obispo Rey Redondo 30, San Cristóbal de La Laguna» → "
        "«Nueva sede, La Laguna»." in preview.changes
    )
    assert any(
        c.startswith("Encuentro ronda 1, «CA Teide»") and "18:00" in c for c in preview.changes
    )
    before = counts(other)
    league_import.import_league_file(other, path)
    assert counts(other) == before
    moved = next(
        m for m in list_matches(other) if m.home_team == "CA Teide" and m.round_number == 1
    )
    assert moved.scheduled_at == datetime(2026, 10, 3, 18, 0)


def _lock(db, match_id):
    with db.session() as s, s.begin():
        s.add(
            MatchDay(
                match_id=match_id,
                official_start=datetime(2026, 10, 3, 16),
                locked_at=datetime(2026, 10, 3, 20),
                updated_at=datetime(2026, 10, 3, 20),
            )
        )


def test_a_file_that_would_change_a_locked_acta_is_refused_naming_the_match(
    db, source, other, tmp_path
):
    applied = league_import.import_league_file(other, export(db, source, tmp_path))
    theirs = next(m for m in list_matches(other, applied.competition_id) if m.round_number == 1)
    _lock(other, theirs.id)
    with db.session() as s, s.begin():
        ours = s.exec(
            select(Match).where(
                Match.scheduled_at == theirs.scheduled_at, Match.venue == theirs.venue
            )
        ).first()
        ours.venue = "Otro local"
        s.add(ours)
    path = export(db, source, tmp_path)
    preview = league_import.preview_league_file(other, path)
    assert not preview.ok and preview.changes == []
    assert any(
        p.startswith(
            f"Encuentro ronda 1, «{theirs.home_team}» – «{theirs.away_team}»: tiene el acta cerrada"
        )
        for p in preview.problems
    )
    with pytest.raises(StoreError, match="acta cerrada"):
        league_import.import_league_file(other, path)
    assert list_matches(other, applied.competition_id)[0].venue != "Otro local"


def test_a_file_from_a_newer_version_is_refused(db, source, other, tmp_path):
    path = export(db, source, tmp_path)
    document = json.loads(path.read_text(encoding="utf-8"))
    document["version"] = 2
    path.write_text(json.dumps(document), encoding="utf-8")
    preview = league_import.preview_league_file(other, path)
    assert preview.problems == [
        "«liga.json» es de una versión más reciente de Delegado (formato 2; esta versión lee "
        "hasta el 1). Actualice la aplicación para importarlo; no se ha cambiado nada."
    ]
    with pytest.raises(StoreError, match="versión más reciente"):
        league_import.import_league_file(other, path)
    assert counts(other) == (0, 0, 0, 0, 0, 0)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"\x00\x01binario", "no es JSON"),
        (b'{"formato": "otra cosa"}', "no es un archivo de liga"),
        (b'{"formato": "delegado-archivo-de-liga", "version": 1}', "competicion"),
    ],
)
def test_files_that_are_not_league_files_are_refused(other, tmp_path, content, message):
    path = tmp_path / "x.json"
    path.write_bytes(content)
    preview = league_import.preview_league_file(other, path)
    assert not preview.ok and message in preview.problems[0]
    assert counts(other) == (0, 0, 0, 0, 0, 0)


def test_CH_9_1_a_file_with_a_second_preferente_team_of_one_club_is_refused(other, tmp_path, db):
    pref = comp.create_competition(
        db, comp.CompetitionSpec(name="Preferente", sport="ajedrez", season="2026-2027")
    )
    competition_teams.add_rival_team(db, pref.id, "CA Teide")
    competition_teams.add_rival_team(db, pref.id, "CA Aguere")
    path = export(db, pref.id, tmp_path)
    document = json.loads(path.read_text(encoding="utf-8"))
    document["competicion"]["ajustes"]["category"] = "Preferente"
    document["equipos"].append(
        {"nombre": "CA Teide B", "club": "CA Teide", "rango": "B", "domingo": False, "sorteo": None}
    )
    path.write_text(json.dumps(document), encoding="utf-8")
    preview = league_import.preview_league_file(other, path)
    assert any("Art. 9.1" in p and "«CA Teide B»" in p for p in preview.problems)
    with pytest.raises(StoreError, match=r"Art\. 9\.1"):
        league_import.import_league_file(other, path)
    assert counts(other) == (0, 0, 0, 0, 0, 0)


def test_a_licence_held_by_another_club_stops_the_import(db, source, other, tmp_path):
    stranger = create_club(other, "Club Ajeno", "ajedrez")
    add_player(other, stranger.id, PlayerRecord("Otro", "Señor", "TF-1"))
    path = export(db, source, tmp_path, include_lists=True)
    preview = league_import.preview_league_file(other, path)
    assert any("la licencia TF-1 (Ana Pérez) ya es de Otro Señor" in p for p in preview.problems)
    before = counts(other)
    with pytest.raises(StoreError):
        league_import.import_league_file(other, path)
    assert counts(other) == before


def test_the_example_league_file_in_docs_imports_into_an_empty_database(other):
    example = Path(__file__).resolve().parents[2] / "docs" / "liga-ejemplo.json"
    assert json.loads(example.read_text(encoding="utf-8"))["version"] == league_file.FORMAT_VERSION
    applied = league_import.import_league_file(other, example)
    assert counts(other)[:5] == (8, 8, 14, 56, 8)
    teams = competition_teams.competition_teams(other, applied.competition_id)
    assert sorted(t.name for t in teams if t.sunday_home) == ["Ajedrez Orotava", "CA Abona"]
    assert comp.get_competition(other, applied.competition_id).extension_deadline == date(
        2026, 11, 30
    )


def test_a_domino_league_keeps_its_encounter_settings_and_decisions(db, other, tmp_path):
    liga = comp.create_competition(
        db,
        comp.CompetitionSpec(
            name="Liga de Parejas",
            sport="domino",
            season="2026-2027",
            category="Liga Insular",
            target_score=350,
            tables_per_team=3,
            decisions={"cierre": "repite_salidor"},
        ),
    )
    competition_teams.add_rival_team(db, liga.id, "Doble Seis", sunday_home=True)
    competition_teams.add_rival_team(db, liga.id, "La Chica")
    applied = league_import.import_league_file(other, export(db, liga.id, tmp_path))
    theirs = comp.get_competition(other, applied.competition_id)
    assert (theirs.sport, theirs.target_score, theirs.tables_per_team) == ("domino", 350, 3)
    assert comp.domino_settings(theirs) == comp.domino_settings(comp.get_competition(db, liga.id))
    assert [t.sunday_home for t in competition_teams.competition_teams(other, theirs.id)] == [
        True,
        False,
    ]

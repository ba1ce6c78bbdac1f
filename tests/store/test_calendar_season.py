"""The federation's calendar imported into a real season: CSV or XLSX, teams created when asked,
dates inside the season, a per-line report, all or nothing; and the round trip."""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path

import pytest
from sqlalchemy import func
from sqlmodel import select

from delegate_app.store import calendar_io, competition_teams, match_moves
from delegate_app.store import competitions as comp
from delegate_app.store.calendar import list_matches
from delegate_app.store.clubs import create_club, create_team
from delegate_app.store.database import open_database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Club, Match, Round, Team

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "calendario-ejemplo.csv"


def new_competition(db, **kw):
    base = dict(
        name="Liga Insular Primera", sport="ajedrez", season="2026-2027", category="Primera"
    )
    base.update(kw)
    return comp.create_competition(db, comp.CompetitionSpec(**base)).id


def counts(db):
    with db.session() as s:
        return tuple(
            s.exec(select(func.count()).select_from(t)).one() for t in (Club, Team, Round, Match)
        )


def view(db, competition_id):
    return [
        (m.round_number, m.scheduled_at, m.home_team, m.away_team, m.venue, m.status)
        for m in list_matches(db, competition_id=competition_id)
    ]


def write(tmp_path, lines, name="cal.csv"):
    path = tmp_path / name
    path.write_text("\r\n".join(lines) + "\r\n", encoding="utf-8")
    return path


def test_the_example_file_is_an_eight_team_double_round_robin_of_56_matches():
    lines = EXAMPLE.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "ronda;fecha;hora;local;visitante;lugar"
    rows = [line.split(";") for line in lines[1:]]
    assert len(rows) == 56
    assert len({r[3] for r in rows} | {r[4] for r in rows}) == 8
    assert max(int(r[0]) for r in rows) == 14


def test_crear_equipos_registers_every_team_and_imports_the_56_matches(db):
    competition = new_competition(db)
    preview = calendar_io.read_calendar(db, competition, EXAMPLE, create_teams=True)
    assert preview.ok, preview.messages
    assert len(preview.new_teams) == 8
    assert counts(db) == (0, 0, 0, 0)  # the preview created nothing
    imported = calendar_io.import_calendar(db, competition, EXAMPLE, create_teams=True)
    assert (imported.rounds, imported.matches, len(imported.teams_created)) == (14, 56, 8)
    assert counts(db) == (8, 8, 14, 56)
    teams = competition_teams.competition_teams(db, competition)
    orotava = next(t for t in teams if t.name == "Ajedrez Orotava")
    assert not orotava.is_own and orotava.rank == "A"
    assert orotava.venue_address == "Plaza de la Constitución 4, La Orotava"  # its home "lugar"
    assert orotava.sunday_home  # art. 6.1: its first home match is on Sunday 10:00
    assert [t.name for t in teams if t.sunday_home] == ["Ajedrez Orotava", "CA Abona"]
    first = list_matches(db, competition)[0]
    assert (first.scheduled_at, first.home_team) == (datetime(2026, 10, 3, 16), "CA Teide")
    assert first.venue == "Calle La Marina 12, Santa Cruz de Tenerife"


def test_the_delegates_own_team_typed_in_first_is_entered_not_duplicated(db):
    club = create_club(db, "CA Teide", "ajedrez", is_own=True)
    own = create_team(db, club.id, "A", "CA Teide")
    competition = new_competition(db)
    calendar_io.import_calendar(db, competition, EXAMPLE, create_teams=True)
    teide = [
        t for t in competition_teams.competition_teams(db, competition) if t.club_id == club.id
    ]
    assert [t.team_id for t in teide] == [own.id]
    assert teide[0].is_own


def test_a_team_name_ending_in_a_rank_letter_is_that_club_s_filial(tmp_path, db):
    competition = new_competition(db, category="Segunda", name="Segunda Norte")
    path = write(
        tmp_path,
        [
            "Jornada,Fecha,Hora,Equipo local,Equipo visitante,Sede",
            "1,03/10/2026,16:00,CA Teide B,CA Teide C,",
            "2,10/10/2026,16:00,CA Teide C,CA Teide B,",
        ],
    )
    imported = calendar_io.import_calendar(db, competition, path, create_teams=True)
    assert imported.matches == 2
    ranks = sorted(
        (t.club_name, t.rank) for t in competition_teams.competition_teams(db, competition)
    )
    assert ranks == [("CA Teide", "B"), ("CA Teide", "C")]


def test_an_unknown_team_without_crear_equipos_is_refused_naming_the_line(db):
    competition = new_competition(db)
    preview = calendar_io.read_calendar(db, competition, EXAMPLE)
    assert not preview.ok
    assert "Línea 2: el equipo local «CA Teide» no está inscrito" in preview.messages[1]
    assert "--crear-equipos" in preview.messages[0]
    with pytest.raises(StoreError, match="Línea 2: el equipo local «CA Teide»"):
        calendar_io.import_calendar(db, competition, EXAMPLE)
    assert counts(db) == (0, 0, 0, 0)


def test_a_team_twice_in_one_round_is_refused_naming_the_line(tmp_path, db):
    competition = new_competition(db)
    path = write(
        tmp_path,
        [
            "ronda;fecha;hora;local;visitante;lugar",
            "1;03/10/2026;16:00;Alfa;Beta;",
            "1;03/10/2026;16:00;Alfa;Gamma;",
            "2;10/10/2026;16:00;Gamma;Beta;",
        ],
    )
    with pytest.raises(StoreError, match=r"Línea 3: «Alfa» ya juega en la ronda 1 \(línea 2\)"):
        calendar_io.import_calendar(db, competition, path, create_teams=True)
    assert counts(db) == (0, 0, 0, 0)


def test_a_date_outside_the_season_is_refused_naming_the_line(tmp_path, db):
    competition = new_competition(db)
    path = write(
        tmp_path,
        [
            "ronda\tfecha\thora\tlocal\tvisitante\tlugar",
            "1\t03/10/2026\t16:00\tAlfa\tBeta\t",
            "2\t10/10/2027\t16:00\tBeta\tAlfa\t",
        ],
    )
    preview = calendar_io.read_calendar(db, competition, path, create_teams=True)
    assert preview.messages == [
        "Línea 3: Fecha: el 10/10/2027 está fuera de la temporada 2026-2027 "
        "(01/08/2026 a 31/07/2027)."
    ]
    report = preview.report_lines()
    assert report[0] == "Línea 2: ronda 1, 03/10/2026 16:00, Alfa – Beta: correcto"
    assert report[1].startswith("Línea 3: ronda 2, 10/10/2027 16:00, Beta – Alfa: Fecha: el")
    with pytest.raises(StoreError, match="Línea 3: Fecha"):
        calendar_io.import_calendar(db, competition, path, create_teams=True)
    assert counts(db) == (0, 0, 0, 0)


def test_CH_9_1_a_created_team_that_breaks_it_is_refused_on_its_line(tmp_path, db):
    competition = new_competition(db, category="Preferente", name="Preferente")
    path = write(
        tmp_path,
        [
            "ronda;fecha;hora;local;visitante;lugar",
            "1;03/10/2026;16:00;CA Teide;CA Teide B;",
        ],
    )
    with pytest.raises(StoreError, match=r"Línea 2: Art\. 9\.1"):
        calendar_io.import_calendar(db, competition, path, create_teams=True)
    assert counts(db)[1] == 0


def test_xlsx_calendars_are_read_like_csv(tmp_path, db):
    from openpyxl import Workbook

    workbook = Workbook()
    notes = workbook.active
    notes.title = "Notas"
    notes.append(["Calendario publicado por la Federación"])  # the calendar is on sheet 2
    sheet = workbook.create_sheet("Calendario")
    sheet.append(["Ronda", "Fecha", "Hora", "Local", "Visitante", "Lugar"])
    sheet.append([1, datetime(2026, 10, 3), "16:00", "Alfa", "Beta", "Sede Alfa"])
    sheet.append([2, date(2026, 10, 10), datetime(1899, 12, 30, 16, 30), "Beta", "Alfa", None])
    path = tmp_path / "calendario.xlsx"
    workbook.save(path)
    competition = new_competition(db)
    imported = calendar_io.import_calendar(db, competition, path, create_teams=True)
    assert imported.matches == 2
    assert [(m.scheduled_at, m.home_team, m.venue) for m in list_matches(db, competition)] == [
        (datetime(2026, 10, 3, 16), "Alfa", "Sede Alfa"),
        (datetime(2026, 10, 10, 16, 30), "Beta", ""),
    ]


def test_a_damaged_xlsx_is_refused_in_spanish(tmp_path, db):
    path = tmp_path / "roto.xlsx"
    path.write_bytes(b"PK\x03\x04 esto no es un libro")
    preview = calendar_io.read_calendar(db, new_competition(db), path)
    assert preview.messages == ["«roto.xlsx» no es un libro de Excel (.xlsx) válido o está dañado."]


def test_a_calendar_exported_and_imported_again_is_unchanged(tmp_path, db):
    competition = new_competition(db)
    calendar_io.import_calendar(db, competition, EXAMPLE, create_teams=True)
    first_export = tmp_path / "primera.csv"
    assert calendar_io.export_calendar_csv(db, competition, first_export) == 56
    other = open_database(tmp_path / "otra.sqlite3")
    try:
        again = new_competition(other)
        calendar_io.import_calendar(other, again, first_export, create_teams=True)
        assert view(other, again) == view(db, competition)
        second_export = tmp_path / "segunda.csv"
        calendar_io.export_calendar_csv(other, again, second_export)
    finally:
        other.close()
    assert second_export.read_bytes() == first_export.read_bytes()


def test_one_match_is_corrected_within_its_round_and_never_once_its_acta_is_locked(db):
    from delegate_app.store.models import MatchDay

    competition = new_competition(db)
    calendar_io.import_calendar(db, competition, EXAMPLE, create_teams=True)
    first, second = list_matches(db, competition)[:2]
    edited = match_moves.update_match(db, first.id, datetime(2026, 10, 3, 17), " Otra sede ")
    assert (edited.scheduled_at, edited.venue) == (datetime(2026, 10, 3, 17), "Otra sede")
    with pytest.raises(StoreError, match="Cambiar fecha"):
        match_moves.update_match(db, first.id, datetime(2026, 10, 17, 16))
    with db.session() as s, s.begin():
        s.add(
            MatchDay(
                match_id=second.id,
                official_start=second.scheduled_at,
                locked_at=datetime(2026, 10, 3, 20),
                updated_at=datetime(2026, 10, 3, 20),
            )
        )
    with pytest.raises(StoreError, match="acta de este encuentro está cerrada"):
        match_moves.update_match(db, second.id, venue="Otra")
    assert next(m for m in list_matches(db, competition) if m.id == second.id).venue == second.venue


def test_an_archived_competition_takes_no_calendar(db):
    competition = new_competition(db)
    comp.archive_competition(db, competition)
    preview = calendar_io.read_calendar(db, competition, EXAMPLE, create_teams=True)
    assert any("temporada archivada" in m for m in preview.messages)
    with pytest.raises(StoreError, match="temporada archivada"):
        calendar_io.import_calendar(db, competition, EXAMPLE, create_teams=True)
    assert counts(db) == (0, 0, 0, 0)

"""Competitions of a season: create, edit, archive; the group's teams; the draw; the calendar
generated from it. Every refusal in Spanish, nothing changed."""

from __future__ import annotations

import sqlite3
from datetime import date, datetime

import pytest
from sqlalchemy import func
from sqlmodel import select

from delegate_app.store import competition_draw, competition_teams
from delegate_app.store import competitions as comp
from delegate_app.store.calendar import list_matches
from delegate_app.store.clubs import create_club, create_team
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Competition, Match, Round

SEASON = "2026-2027"


def spec(**kw):
    base = dict(name="Liga Insular", sport="ajedrez", season=SEASON, category="Segunda")
    base.update(kw)
    return comp.CompetitionSpec(**base)


def count(db, table):
    with db.session() as s:
        return s.exec(select(func.count()).select_from(table)).one()


def test_CH_17_2_preferente_defaults_to_90_minutes_plus_30_seconds_bronstein(db):
    c = comp.create_competition(db, spec(category="preferente"))
    assert (c.category, c.base_minutes, c.increment_seconds, c.increment_kind) == (
        "Preferente",
        90,
        30,
        "bronstein",
    )
    assert (c.points_win, c.points_draw, c.points_loss, c.boards) == (2, 1, 0, 4)
    assert c.double_round_robin


def test_CH_17_3_primera_and_segunda_default_to_two_hours(db):
    c = comp.create_competition(db, spec(category="Primera"))
    assert (c.base_minutes, c.increment_seconds, c.increment_kind) == (120, 0, "ninguno")


def test_domino_defaults_three_one_zero_and_its_encounter_settings(db):
    c = comp.create_competition(db, spec(sport="domino", category="Liga de Parejas"))
    assert (c.points_win, c.points_draw, c.points_loss) == (3, 1, 0)
    assert (c.target_score, c.tables_per_team, c.partidas_per_table) == (300, 4, 2)


def test_CH_4_preferente_and_primera_are_double_round_robin(db):
    with pytest.raises(StoreError, match=r"Art\. 4"):
        comp.create_competition(db, spec(category="Primera", double_round_robin=False))
    single = comp.create_competition(db, spec(double_round_robin=False))
    assert not single.double_round_robin
    assert count(db, Competition) == 1


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"name": "  "}, "nombre"),
        ({"sport": "parchís"}, "Modalidad"),
        ({"season": "2026"}, "Temporada"),
        ({"saturday_time": "25:00"}, r"art\. 6\.1"),
        ({"first_round_date": date(2026, 10, 4)}, "sábado"),
        ({"first_round_date": date(2025, 10, 4)}, "fuera de la temporada"),
        ({"free_weekends": [date(2028, 1, 1)]}, "fuera de la temporada"),
        ({"boards": 0}, "Tableros"),
        ({"points_win": 1, "points_draw": 2}, "mayor a menor"),
        ({"decisions": {"cierre": "anulada"}}, "no es un ajuste"),
    ],
)
def test_bad_settings_are_refused_and_nothing_is_written(db, changes, message):
    with pytest.raises(StoreError, match=message):
        comp.create_competition(db, spec(**changes))
    assert count(db, Competition) == 0


def test_the_same_name_twice_in_one_season_is_refused(db):
    comp.create_competition(db, spec())
    with pytest.raises(StoreError, match="Ya existe"):
        comp.create_competition(db, spec())
    comp.create_competition(db, spec(season="2027-2028"))


def test_edit_keeps_the_spec_and_refuses_changing_the_sport_once_teams_are_in(db):
    c = comp.create_competition(db, spec(free_weekends=[date(2026, 12, 27)]))
    edited = comp.spec_of(comp.get_competition(db, c.id))
    assert edited.free_weekends == [date(2026, 12, 26)]  # a Sunday names its weekend
    edited.saturday_time = "17:00"
    edited.extension_deadline = date(2026, 11, 30)
    assert comp.update_competition(db, c.id, edited).saturday_time == "17:00"
    competition_teams.add_rival_team(db, c.id, "CA Rival")
    edited.sport = "domino"
    with pytest.raises(StoreError, match="modalidad no se puede cambiar"):
        comp.update_competition(db, c.id, edited)
    assert comp.get_competition(db, c.id).sport == "ajedrez"


def test_every_setting_is_reported_with_its_article(db):
    c = comp.create_competition(
        db, spec(category="Preferente", extension_deadline=date(2026, 11, 30))
    )
    rows = {r.label: r for r in comp.competition_settings(db, c.id)}
    assert rows["Ritmo de juego"].article == "art. 17.2"
    assert rows["Ritmo de juego"].value == "90 min + 30 s (Bronstein)"
    assert rows["Vueltas"].article == "art. 4"
    assert rows["Hora oficial del sábado"].article == "art. 6.1"
    assert rows["Últimas rondas siempre en sábado"].article == "art. 6.4"
    assert rows["Plazo de ampliación de listas"].value == "30/11/2026"
    decisions = [r for r in rows.values() if r.is_decision]
    assert decisions and all(r.article.startswith("art.") for r in decisions)


def test_rival_teams_carry_venue_sunday_choice_and_delegate(db):
    c = comp.create_competition(db, spec())
    team = competition_teams.add_rival_team(
        db,
        c.id,
        "Ajedrez Orotava",
        venue_address="Plaza 4, La Orotava",
        sunday_home=True,
        delegate_name="Rosa Díaz",
        delegate_phone="600 000 000",
        delegate_email="rosa@example.org",
    )
    [row] = competition_teams.competition_teams(db, c.id)
    assert (row.team_id, row.name, row.rank, row.is_own) == (team.id, "Ajedrez Orotava", "A", False)
    assert (row.venue_address, row.sunday_home) == ("Plaza 4, La Orotava", True)
    assert (row.delegate_name, row.delegate_phone, row.delegate_email) == (
        "Rosa Díaz",
        "600 000 000",
        "rosa@example.org",
    )
    competition_teams.update_team_details(
        db, team.id, "Orotava", False, "Calle Nueva 1", "Rosa Díaz", "", ""
    )
    [row] = competition_teams.competition_teams(db, c.id)
    assert (row.name, row.sunday_home, row.venue_address) == ("Orotava", False, "Calle Nueva 1")
    with pytest.raises(StoreError, match="correo"):
        competition_teams.update_team_details(
            db, team.id, "Orotava", False, "", "Rosa", "", "sin-arroba"
        )


def test_CH_9_1_a_second_preferente_team_of_one_club_is_refused_citing_the_article(db):
    pref = comp.create_competition(db, spec(name="Preferente", category="Preferente"))
    competition_teams.add_rival_team(db, pref.id, "CA Teide")
    with pytest.raises(StoreError, match=r"^Art\. 9\.1: .*«CA Teide»"):
        competition_teams.add_rival_team(db, pref.id, "CA Teide", rank="B")
    club = create_club(db, "Mi Club", "ajedrez", is_own=True)
    create_team(db, club.id, "A", None, pref.id)
    with pytest.raises(StoreError, match=r"Art\. 9\.1"):
        create_team(db, club.id, "B", None, pref.id)
    spare = create_team(db, club.id, "C")
    with pytest.raises(StoreError, match=r"Art\. 9\.1"):
        competition_teams.register_team(db, spare.id, pref.id)
    # Segunda admits several teams of one club (art. 9.3 then orders the draw)
    segunda = comp.create_competition(db, spec(name="Segunda"))
    competition_teams.add_rival_team(db, segunda.id, "CA Teide", rank="B")
    competition_teams.add_rival_team(db, segunda.id, "CA Teide", rank="C")
    assert len(competition_teams.competition_teams(db, segunda.id)) == 2


def _group(db, names, **kw):
    c = comp.create_competition(db, spec(first_round_date=date(2026, 10, 3), **kw))
    teams = [competition_teams.add_rival_team(db, c.id, name) for name in names]
    return c, teams


def test_CH_9_3_the_draw_by_lot_puts_teams_of_one_club_face_to_face_in_round_1(db):
    c, teams = _group(db, ["Alfa", "Beta", "Gamma", "Delta", "Épsilon", "Zeta"])
    second = competition_teams.add_rival_team(db, c.id, "Alfa", rank="B")
    third = competition_teams.add_rival_team(db, c.id, "Zeta", rank="B")
    numbers = competition_draw.draw_by_lot(db, c.id, seed=7)
    assert sorted(numbers.values()) == list(range(1, 9))
    competition_draw.generate_calendar(db, c.id)
    first_round = {
        frozenset((m.home_team_id, m.away_team_id))
        for m in list_matches(db, c.id)
        if m.round_number == 1
    }
    assert frozenset((teams[0].id, second.id)) in first_round
    assert frozenset((teams[5].id, third.id)) in first_round


def test_typed_draw_numbers_must_be_one_to_n_each_once(db):
    c, teams = _group(db, ["Alfa", "Beta", "Gamma"])
    extra = competition_teams.add_rival_team(db, c.id, "Alfa", rank="B")
    ids = [t.id for t in teams] + [extra.id]
    with pytest.raises(StoreError, match="mismo número"):
        competition_draw.set_draw_numbers(db, c.id, {ids[0]: 1, ids[1]: 1, ids[2]: 2, ids[3]: 3})
    with pytest.raises(StoreError, match="Falta el número"):
        competition_draw.set_draw_numbers(db, c.id, {ids[0]: 1})
    assert competition_teams.competition_teams(db, c.id)[0].draw_number is None  # nothing stored


def test_CH_9_3_late_meeting_of_typed_numbers_is_a_warning(db):
    c, teams = _group(db, ["Alfa", "Beta", "Gamma"])
    extra = competition_teams.add_rival_team(db, c.id, "Alfa", rank="B")
    ids = [t.id for t in teams] + [extra.id]
    findings = competition_draw.set_draw_numbers(
        db, c.id, {ids[0]: 1, ids[3]: 2, ids[1]: 3, ids[2]: 4}
    )
    assert [f.rule_id for f in findings] == ["CH-9.3"]
    assert (
        competition_draw.set_draw_numbers(db, c.id, {ids[0]: 1, ids[3]: 4, ids[1]: 2, ids[2]: 3})
        == []
    )


@pytest.mark.parametrize(
    ("category", "size", "warned"),
    [("Preferente", 6, True), ("Primera", 9, True), ("Primera", 8, False), ("Segunda", 6, False)],
)
def test_CH_1_preferente_and_primera_without_eight_teams_is_a_warning(db, category, size, warned):
    names = [f"Equipo {n}" for n in range(1, size + 1)]
    c, teams = _group(db, names, category=category, name=f"Liga {category}")
    findings = competition_draw.set_draw_numbers(
        db, c.id, {t.id: n for n, t in enumerate(teams, start=1)}
    )
    expected = (
        [f"Art. 1: la {category} se juega con 8 equipos y este grupo tiene {size}. Compruebe la "
         "inscripción antes de generar el calendario."]
        if warned
        else []
    )  # fmt: skip
    assert [f.message for f in findings if f.rule_id == "CH-1"] == expected
    assert all(f.severity.value == "aviso" for f in findings) or not findings


def test_CH_6_1_CH_6_4_and_weekends_without_play_shape_the_generated_calendar(db):
    c, teams = _group(
        db,
        ["Alfa", "Beta", "Gamma", "Delta"],
        free_weekends=[date(2026, 10, 17)],
        saturday_time="16:30",
        sunday_time="10:30",
    )
    competition_teams.update_team_details(db, teams[1].id, "Beta", True, "")
    competition_draw.set_draw_numbers(db, c.id, {t.id: n for n, t in enumerate(teams, start=1)})
    rounds = competition_draw.generate_calendar(db, c.id)
    assert [r.official_date for r in rounds][:3] == [
        date(2026, 10, 3),
        date(2026, 10, 10),
        date(2026, 10, 24),  # the weekend of 17/10 has no play
    ]
    matches = list_matches(db, c.id)
    assert len(matches) == 12
    beta_home = [m for m in matches if m.home_team_id == teams[1].id]
    last_two = {r.number for r in rounds[-2:]}
    for m in beta_home:
        expected_sunday = m.round_number not in last_two
        assert (m.scheduled_at.weekday() == 6) == expected_sunday
        assert m.scheduled_at.time() == (
            datetime(2000, 1, 1, 10, 30).time()
            if expected_sunday
            else datetime(2000, 1, 1, 16, 30).time()
        )


def test_generate_refuses_without_draw_or_first_date_and_outside_the_season(db):
    c = comp.create_competition(db, spec())
    a = competition_teams.add_rival_team(db, c.id, "Alfa")
    b = competition_teams.add_rival_team(db, c.id, "Beta")
    with pytest.raises(StoreError, match="sorteo"):
        competition_draw.generate_calendar(db, c.id)
    competition_draw.set_draw_numbers(db, c.id, {a.id: 1, b.id: 2})
    with pytest.raises(StoreError, match="primera ronda"):
        competition_draw.generate_calendar(db, c.id)
    with pytest.raises(StoreError, match="fuera de la temporada"):
        competition_draw.generate_calendar(
            db, c.id, date(2027, 7, 31)
        )  # round 2 would be on 7 August
    assert count(db, Round) == 0
    competition_draw.generate_calendar(db, c.id, date(2026, 10, 3))
    assert count(db, Match) == 2
    assert competition_draw.clear_calendar(db, c.id) == 2
    assert count(db, Round) == 0


def test_an_archived_competition_is_read_only_for_the_store_and_for_plain_sql(db, db_path):
    c, _teams = _group(db, ["Alfa", "Beta"])
    competition_draw.draw_by_lot(db, c.id, seed=1)
    competition_draw.generate_calendar(db, c.id)
    comp.archive_competition(db, c.id)
    with pytest.raises(StoreError, match="archivada"):
        comp.update_competition(db, c.id, comp.spec_of(comp.get_competition(db, c.id)))
    with pytest.raises(StoreError, match="archivada"):
        competition_teams.add_rival_team(db, c.id, "Gamma")
    con = sqlite3.connect(db_path)
    with pytest.raises(sqlite3.IntegrityError, match="Temporada archivada"):
        con.execute("UPDATE match SET venue = 'otra'")
    with pytest.raises(sqlite3.IntegrityError, match="Temporada archivada"):
        con.execute("DELETE FROM round")
    con.close()
    assert len(list_matches(db, c.id)) == 2  # still browsable
    rows = comp.list_competition_rows(db)
    assert rows[0].archived and rows[0].matches == 2
    comp.archive_competition(db, c.id, archived=False)
    assert not comp.is_archived(db, c.id)


def test_domino_settings_cite_no_chess_article_and_mark_the_decisions(db):
    c = comp.create_competition(db, spec(sport="domino", category="Liga de Parejas"))
    rows = {r.label: r for r in comp.competition_settings(db, c.id)}
    assert (
        rows["Tanteo de la partida"].is_decision
        and rows["Tanteo de la partida"].article == "art. 18"
    )
    assert rows["Hora oficial del sábado"].article == ""
    assert rows["Vueltas"].article == ""
    assert "Ritmo de juego" not in rows
    assert {r.label for r in rows.values() if r.is_decision} >= {
        "Mesas por equipo",
        "Partidas por mesa",
        "Mano cerrada (cierre) con sumas iguales",
    }


def test_the_domino_decisions_reach_the_encounter_settings(db):
    from delegate_app.domain.domino.common import CierreTie, SeatDrawTie

    c = comp.create_competition(
        db,
        spec(
            sport="domino",
            category="Liga de Parejas",
            target_score=350,
            decisions={
                "cierre": "repite_salidor",
                "sorteo_empate": "numero_mayor",
                "caidas_desde": "2",
            },
        ),
    )
    settings = comp.domino_settings(comp.get_competition(db, c.id))
    assert (settings.target, settings.cierre_tie, settings.seat_draw_tie) == (
        350,
        CierreTie.SAME_SALIDOR,
        SeatDrawTie.HIGHER_NUMBER,
    )
    assert settings.drops_recorded_from == 2
    from delegate_app.store.domino.acta import settings_of  # what the encounter plays with

    assert settings_of(comp.get_competition(db, c.id)) == settings
    default = comp.domino_settings(comp.get_competition(db, comp.create_competition(
        db, spec(name="Otra", sport="domino", category="Liga")).id))  # fmt: skip
    assert (default.cierre_tie, default.drops_recorded_from) == (CierreTie.LEAD_PASSES, 3)


def test_any_store_write_into_an_archived_season_is_a_store_error_in_words(db):
    from delegate_app.store.chess.lineups import TypedPlayer, place_typed

    c, _teams = _group(db, ["Alfa", "Beta"])
    competition_draw.draw_by_lot(db, c.id, seed=1)
    competition_draw.generate_calendar(db, c.id)
    match = list_matches(db, c.id)[0]
    comp.archive_competition(db, c.id)
    # lineups.py knows nothing of seasons: the trigger refuses and the engine says it in words
    with pytest.raises(StoreError, match=r"^Temporada archivada: .*No se ha cambiado nada"):
        place_typed(db, match.id, "local", 1, TypedPlayer("Jugador Rival"))
    with db.session() as s:
        assert s.exec(select(func.count()).select_from(Match)).one() == 2

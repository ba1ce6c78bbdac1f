"""A calendar in and out of CSV (all or nothing, every bad line named), and moving a match."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta

import pytest
from sqlalchemy import func
from sqlmodel import select

from delegate_app.domain.competition import Sport
from delegate_app.store import calendar_io, match_moves
from delegate_app.store.calendar import create_calendar, list_matches, list_rounds
from delegate_app.store.clubs import create_club, create_team
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Competition, Match, MatchDay, Round, Team

SATURDAY = date(2026, 10, 3)
HEADER = "Ronda;Fecha;Hora;Local;Visitante;Lugar;Estado"


def add_competition(db, name="Liga — Primera", sport=Sport.CHESS, double=True):
    with db.session() as s, s.begin():
        competition = Competition(
            name=name, sport=sport.value, category="Primera", season="2026-2027",
            double_round_robin=double,
        )  # fmt: skip
        s.add(competition)
    return competition.id


def add_teams(db, competition_id, names, sport=Sport.CHESS, sunday=()):
    ids = []
    for name in names:
        club = create_club(db, f"Club {name}", sport, "La Laguna", f"Sede de {name}")
        ids.append(create_team(db, club.id, "A", name, competition_id, name in sunday).id)
    return ids


def counts(db):
    with db.session() as s:
        return tuple(s.exec(select(func.count()).select_from(t)).one() for t in (Round, Match))


def match_view(db, competition_id):
    return [
        (m.round_number, m.scheduled_at, m.home_team, m.away_team, m.venue, m.status)
        for m in list_matches(db, competition_id=competition_id)
    ]


@pytest.fixture
def four(db):
    """A chess competition without calendar and four teams: Alfa, Beta, Gamma, Delta."""
    competition_id = add_competition(db)
    add_teams(db, competition_id, ["Alfa", "Beta", "Gamma", "Delta"])
    return competition_id


def write(tmp_path, lines, name="calendario.csv", encoding="utf-8"):
    path = tmp_path / name
    path.write_bytes("\r\n".join(lines).encode(encoding) + b"\r\n")
    return path


# A valid single-round-robin calendar for the four teams (double: the same again, mirrored).
GOOD = [
    HEADER,
    "1;03/10/2026;16:00;Alfa;Delta;;",
    "1;03/10/2026;16:00;Beta;Gamma;;",
    "2;10/10/2026;16:00;Delta;Gamma;;",
    "2;11/10/2026;10:00;Alfa;Beta;;",
    "3;17/10/2026;16:00;Beta;Delta;;",
    "3;17/10/2026;16:00;Gamma;Alfa;;",
]


# --- round trip --------------------------------------------------------------------------------


def test_export_then_import_into_an_empty_competition_gives_the_same_calendar(db, tmp_path):
    source = add_competition(db, name="Liga — Preferente")
    teams = add_teams(
        db, source, ["Alfa", "Beta", "Gamma", "Delta", "Épsilon", "Zeta"], sunday={"Beta"}
    )
    create_calendar(db, source, teams, SATURDAY, free_dates=[date(2026, 10, 31)])
    with db.session() as s, s.begin():
        moved = s.exec(select(Match).order_by(Match.id)).first()
        moved.status = "aplazado"
        s.add(moved)
    path = tmp_path / "calendario.csv"
    assert calendar_io.export_calendar_csv(db, source, path) == 30
    data = path.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")
    lines = data.decode("utf-8-sig").splitlines()
    assert lines[0] == HEADER
    assert lines[1] == "1;03/10/2026;16:00;Alfa;Zeta;Sede de Alfa;aplazado"
    expected = match_view(db, source)
    rounds_before = [(r.number, r.official_date) for r in list_rounds(db, source)]

    # The same teams, now registered in a competition without calendar.
    target = add_competition(db, name="Liga — Preferente (copia)")
    with db.session() as s, s.begin():
        for team in s.exec(select(Team).where(Team.competition_id == source)):
            team.competition_id = target
            s.add(team)
    preview = calendar_io.read_calendar_csv(db, target, path)
    assert preview.ok, preview.messages
    imported = calendar_io.import_calendar_csv(db, target, path)
    assert (imported.rounds, imported.matches) == (10, 30)
    assert match_view(db, target) == expected
    # Sunday matches belong to the Saturday's round; the free weekend is kept.
    assert [(r.number, r.official_date) for r in list_rounds(db, target)] == rounds_before
    with db.session() as s:
        assert s.get(Competition, target).first_round_date == SATURDAY


def test_import_reads_what_other_programs_write(db, four, tmp_path):
    lines = [
        "Jornada,Día,Hora de inicio,Equipo local,Equipo visitante",
        "1,03/10/2026,16.00,ALFA,delta",
        "1,2026-10-03,16:00,Beta,Gamma",
        "2,10/10/2026,16h00,Delta,Gamma",
        "2,11/10/2026,10:00,Alfa,Beta",
        "3,17/10/2026,16:00,Beta,Delta",
        "3,17/10/2026,16:00,Gamma,Alfa",
    ]
    path = write(tmp_path, lines, encoding="cp1252")
    assert calendar_io.import_calendar_csv(db, four, path).matches == 6
    rows = list_matches(db, competition_id=four)
    first = rows[0]
    assert (first.home_team, first.away_team, first.venue, first.status) == (
        "Alfa",
        "Delta",
        "Sede de Alfa",
        "programado",
    )
    assert {r.official_date for r in list_rounds(db, four)} == {
        date(2026, 10, 3),
        date(2026, 10, 10),
        date(2026, 10, 17),
    }


def test_a_round_starting_on_sunday_belongs_to_the_saturday(db, four, tmp_path):
    lines = [*GOOD]
    lines[1] = "1;04/10/2026;10:00;Alfa;Delta;;"
    lines[2] = "1;04/10/2026;10:00;Beta;Gamma;;"
    calendar_io.import_calendar_csv(db, four, write(tmp_path, lines))
    assert list_rounds(db, four)[0].official_date == SATURDAY


# --- refusals ----------------------------------------------------------------------------------


def replace(line_number, text):
    """GOOD with line line_number (1 = the header) replaced by text."""
    lines = list(GOOD)
    lines[line_number - 1] = text
    return lines


BAD_LINES = [
    ("sin ronda", replace(2, ";03/10/2026;16:00;Alfa;Delta;;"), 2, "falta la ronda"),
    ("ronda texto", replace(2, "uno;03/10/2026;16:00;Alfa;Delta;;"), 2, "Ronda: «uno»"),
    ("ronda cero", replace(2, "0;03/10/2026;16:00;Alfa;Delta;;"), 2, "Ronda: «0»"),
    ("sin fecha", replace(2, "1;;16:00;Alfa;Delta;;"), 2, "falta la fecha"),
    ("fecha imposible", replace(2, "1;31/02/2026;16:00;Alfa;Delta;;"), 2, "Fecha: «31/02/2026»"),
    ("año corto", replace(2, "1;03/10/26;16:00;Alfa;Delta;;"), 2, "Fecha: «03/10/26»"),
    ("sin hora", replace(2, "1;03/10/2026;;Alfa;Delta;;"), 2, "falta la hora"),
    ("hora imposible", replace(2, "1;03/10/2026;25:00;Alfa;Delta;;"), 2, "Hora: «25:00»"),
    ("hora texto", replace(2, "1;03/10/2026;tarde;Alfa;Delta;;"), 2, "Hora: «tarde»"),
    ("sin local", replace(2, "1;03/10/2026;16:00;;Delta;;"), 2, "falta el equipo local"),
    ("sin visitante", replace(2, "1;03/10/2026;16:00;Alfa;;;"), 2, "falta el equipo visitante"),
    (
        "local desconocido",
        replace(2, "1;03/10/2026;16:00;Omega;Delta;;"),
        2,
        "el equipo local «Omega» no está inscrito en «Liga — Primera»",
    ),
    (
        "visitante desconocido",
        replace(2, "1;03/10/2026;16:00;Alfa;Omega;;"),
        2,
        "el equipo visitante «Omega» no está inscrito",
    ),
    ("contra sí mismo", replace(2, "1;03/10/2026;16:00;Alfa;Alfa;;"), 2, "contra sí mismo"),
    ("estado", replace(2, "1;03/10/2026;16:00;Alfa;Delta;;suspendido"), 2, "Estado: «suspendido»"),
    (
        "valores de más",
        replace(2, "1;03/10/2026;16:00;Alfa;Delta;Calle Mayor; 3;programado;x"),
        2,
        "tiene 9 valores y la cabecera 7",
    ),
    (
        "juega dos veces",
        replace(3, "1;03/10/2026;16:00;Beta;Alfa;;"),
        3,
        "«Alfa» ya juega en la ronda 1 (línea 2)",
    ),
    (
        "emparejamiento repetido",
        replace(7, "3;17/10/2026;16:00;Alfa;Delta;;"),
        7,
        "«Alfa» - «Delta» ya se enfrentan en la línea 2",
    ),
    (
        "ronda en dos semanas",
        replace(3, "1;10/10/2026;16:00;Beta;Gamma;;"),
        3,
        "la ronda 1 empieza el 03/10/2026 y este encuentro es el 10/10/2026",
    ),
    (
        "rondas desordenadas",
        [*GOOD[:5], "3;05/10/2026;16:00;Beta;Delta;;", "3;05/10/2026;16:00;Gamma;Alfa;;"],
        6,
        "la ronda 3 (05/10/2026) no es posterior a la ronda 2 (10/10/2026)",
    ),
]


@pytest.mark.parametrize(
    ("lines", "line", "message"),
    [case[1:] for case in BAD_LINES],
    ids=[case[0] for case in BAD_LINES],
)
def test_every_bad_line_is_named_and_nothing_is_imported(db, four, tmp_path, lines, line, message):
    path = write(tmp_path, lines)
    preview = calendar_io.read_calendar_csv(db, four, path)
    assert any(p.line == line and message in p.message for p in preview.problems), preview.messages
    with pytest.raises(StoreError, match="No se ha importado nada") as refused:
        calendar_io.import_calendar_csv(db, four, path)
    assert f"Línea {line}: " in str(refused.value)
    assert counts(db) == (0, 0)


BAD_FILES = [
    ("vacío", [""], "está vacío"),
    ("solo cabecera", [HEADER], "no tiene ningún encuentro"),
    ("faltan columnas", ["Ronda;Fecha;Local;Visitante", "1;03/10/2026;Alfa;Delta"], "«Hora»"),
    ("falta una ronda", [GOOD[0], *GOOD[1:3], *GOOD[5:]], "Falta la ronda 2"),
    ("un equipo no juega", [GOOD[0], GOOD[1], GOOD[4]], "«Gamma» está inscrito"),
    (
        "equipo desconocido: lista de inscritos",
        replace(2, "1;03/10/2026;16:00;Omega;Delta;;"),
        "Los equipos inscritos en «Liga — Primera» son: «Alfa», «Beta», «Delta», «Gamma».",
    ),
]


@pytest.mark.parametrize(
    ("lines", "message"), [case[1:] for case in BAD_FILES], ids=[case[0] for case in BAD_FILES]
)
def test_problems_of_the_whole_file(db, four, tmp_path, lines, message):
    path = write(tmp_path, lines)
    preview = calendar_io.read_calendar_csv(db, four, path)
    assert any(message in p.message for p in preview.problems), preview.messages
    with pytest.raises(StoreError):
        calendar_io.import_calendar_csv(db, four, path)
    assert counts(db) == (0, 0)


def test_binary_and_missing_files(db, four, tmp_path):
    binary = tmp_path / "foto.csv"
    binary.write_bytes(bytes(range(256)) * 4)
    assert (
        "no es un archivo de texto" in calendar_io.read_calendar_csv(db, four, binary).messages[0]
    )
    missing = calendar_io.read_calendar_csv(db, four, tmp_path / "no.csv")
    assert "el archivo no existe" in missing.messages[0]


def test_single_round_robin_refuses_the_return_match(db, tmp_path):
    competition_id = add_competition(db, double=False)
    add_teams(db, competition_id, ["Alfa", "Beta"])
    lines = [HEADER, "1;03/10/2026;16:00;Alfa;Beta;;", "2;10/10/2026;16:00;Beta;Alfa;;"]
    preview = calendar_io.read_calendar_csv(db, competition_id, write(tmp_path, lines))
    assert [str(p) for p in preview.problems] == [
        "Línea 3: «Beta» - «Alfa» ya se enfrentan en la línea 2 (la liga es a una vuelta)."
    ]


def test_only_into_a_competition_without_rounds(db, four, tmp_path):
    path = write(tmp_path, GOOD)
    calendar_io.import_calendar_csv(db, four, path)
    before = counts(db)
    with pytest.raises(StoreError, match="ya tiene calendario"):
        calendar_io.import_calendar_csv(db, four, path)
    assert counts(db) == before


def test_exporting_a_competition_without_calendar_is_refused(db, four, tmp_path):
    with pytest.raises(StoreError, match="no tiene calendario"):
        calendar_io.export_calendar_csv(db, four, tmp_path / "x.csv")
    assert not (tmp_path / "x.csv").exists()


# --- moving a match ----------------------------------------------------------------------------


@pytest.fixture
def league(db):
    """A 4-team double round robin: 6 rounds from 03/10/2026."""
    competition_id = add_competition(db)
    teams = add_teams(db, competition_id, ["Alfa", "Beta", "Gamma", "Delta"])
    create_calendar(db, competition_id, teams, SATURDAY)
    return competition_id


def match_of_round(db, competition_id, number):
    return next(m for m in list_matches(db, competition_id) if m.round_number == number)


def test_a_postponement_keeps_the_official_date_and_warns_with_the_articles(db, league):
    match = match_of_round(db, league, 1)
    official = match.scheduled_at
    new = datetime(2026, 10, 21, 19, 0)  # after round 3's Saturday (17/10): too late
    moved = match_moves.move_match(db, match.id, new, date(2026, 10, 2), both_agree=False)
    assert (moved.scheduled_at, moved.played_at, moved.status) == (official, new, "aplazado")
    rules = sorted(f.rule_id for f in moved.findings)
    assert rules == ["CH-6.2", "CH-6.2", "CH-6.3"]
    text = " ".join(f.message for f in moved.findings)
    assert "acuerdo de ambos equipos" in text and "3 días de antelación" in text
    assert "antes de las dos rondas siguientes" in text
    again = match_of_round(db, league, 1)
    assert (again.scheduled_at, again.played_at, again.status) == (official, new, "aplazado")


def test_a_timely_agreed_postponement_has_no_findings_and_can_be_undone(db, league):
    match = match_of_round(db, league, 1)
    new = match.scheduled_at + timedelta(days=4)
    moved = match_moves.move_match(db, match.id, new, date(2026, 9, 28), both_agree=True)
    assert moved.findings == () and moved.status == "aplazado"
    back = match_moves.move_match(db, match.id, match.scheduled_at, None, both_agree=True)
    assert (back.played_at, back.status, back.findings) == (None, "programado", ())


def test_moving_a_match_of_the_last_two_rounds(db, league):
    match = match_of_round(db, league, 6)
    new = datetime.combine(match.scheduled_at.date() + timedelta(days=3), time(19))
    moved = match_moves.move_match(db, match.id, new, date(2026, 10, 1), both_agree=True)
    assert sorted(f.rule_id for f in moved.findings) == ["CH-6.2", "CH-6.3"]
    assert all(f.severity.value == "aviso" for f in moved.findings)


def test_moving_earlier_is_not_a_postponement(db, league):
    match = match_of_round(db, league, 2)
    new = match.scheduled_at - timedelta(days=2)
    moved = match_moves.move_match(db, match.id, new, date(2026, 10, 1), both_agree=True)
    assert moved.status == "programado" and moved.played_at == new
    assert moved.findings == ()


def test_a_domino_match_moves_without_chess_findings(db, tmp_path):
    competition_id = add_competition(db, name="Liga de dominó", sport=Sport.DOMINO)
    teams = add_teams(db, competition_id, ["Uno", "Dos"], sport=Sport.DOMINO)
    create_calendar(db, competition_id, teams, SATURDAY)
    match = match_of_round(db, competition_id, 1)
    moved = match_moves.move_match(
        db, match.id, match.scheduled_at + timedelta(days=30), None, both_agree=False
    )
    assert moved.findings == () and moved.status == "aplazado"


def test_moving_needs_a_date_and_an_existing_match(db, league):
    match = match_of_round(db, league, 1)
    with pytest.raises(StoreError, match="nueva fecha"):
        match_moves.move_match(db, match.id, None, None, both_agree=True)
    with pytest.raises(StoreError, match="ya no existe"):
        match_moves.move_match(db, 99999, datetime(2026, 10, 4), None, both_agree=True)


def test_a_match_with_a_closed_acta_keeps_its_date(db, league):
    match = match_of_round(db, league, 1)
    with db.session() as s, s.begin():
        s.add(
            MatchDay(
                match_id=match.id,
                official_start=match.scheduled_at,
                locked_at=match.scheduled_at + timedelta(hours=5),
                updated_at=match.scheduled_at + timedelta(hours=5),
            )
        )
    with pytest.raises(StoreError, match="acta de este encuentro está cerrada"):
        match_moves.move_match(
            db, match.id, match.scheduled_at + timedelta(days=3), None, both_agree=True
        )
    assert match_of_round(db, league, 1).played_at is None

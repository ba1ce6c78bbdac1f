"""`delegado federacion exportar-elo`: the rated games of a chess competition in FIDE TRF-16,
read back with an independent parser (the `trf` package from PyPI) and checked game by game,
point by point and team score by team score against the accepted actas."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest
import trf

from delegate_app.cli import main
from delegate_app.domain.federation.records import IntakeStatus, MatchKey
from delegate_app.store.federation.database import open_federation_db
from delegate_app.store.federation.inbox import file_verdict
from delegate_app.store.federation.official import competitions
from tests.helpers.federation_results import chess_acta, domino_acta, verdict

SEASON, COMP = "2026-2027", "Preferente"
TEAMS = ("Caballo Lagunero A", "Alfil Chicharrero A", "Torre Icodense A", "Dama Villera A")
# Round robin of four: (round, home, away, the acta's four board results)
MATCHES = (
    (1, 0, 1, "1-0 ½-½ 0-1 1-0"),
    (1, 2, 3, "+/- 1-0 ½-½ 0-1"),  # board 1 lost by forfeit: not a game
    (2, 1, 2, "0-1 0-1 ½-½ -/+"),
    (2, 3, 0, "½-½ ½-½ ½-½ ½-½"),
    (3, 0, 2, "1-0 1-0 1-0 1-0"),
    (3, 3, 1, "-/- 0-1 1-0 ½-½"),
)
POINTS = {"1-0": (1, 0), "0-1": (0, 1), "½-½": (0.5, 0.5)}


def player(team: int, board: int) -> tuple[str, str]:
    """Each team's own four players (name, licence): one person, one line in the file."""
    return f"Jugador {board} del {TEAMS[team]}", f"TF-{team}{board:03d}"


def acta(round_: int, home: int, away: int, boards: str) -> str:
    data = json.loads(
        chess_acta(
            MatchKey(SEASON, COMP, round_, TEAMS[home], TEAMS[away]),
            boards,
            played=datetime(2026, 10, 3 + 7 * round_, 16, 0),
        )
    )
    for side, team in (("local", home), ("visitante", away)):
        for line in data["alineaciones"][side]:
            line["nombre"], line["licencia"] = player(team, line["tablero"])
        for row in data["contenido"]["tableros"]:
            row[side] = player(team, row["tablero"])[0]
    return json.dumps(data, ensure_ascii=False)


@pytest.fixture
def fed(federation_db_url, tmp_path):
    db = open_federation_db(federation_db_url, create=True)
    try:
        for n, match in enumerate(MATCHES):
            file_verdict(
                db, verdict(acta(*match), name=f"r{n}.pdf"), datetime(2026, 10, 20, tzinfo=UTC)
            )
        # An incomplete acta of another match counts for nothing.
        incomplete = acta(3, 1, 0, "1-0 1-0 1-0 1-0")
        file_verdict(
            db,
            verdict(incomplete, status=IntakeStatus.INCOMPLETE, roles=("delegado_local",)),
            datetime(2026, 10, 21, tzinfo=UTC),
        )
        file_verdict(
            db,
            verdict(domino_acta(MatchKey(SEASON, "Liga de Dominó", 1, "Doble Seis", "El Cierre"))),
            datetime(2026, 10, 20, tzinfo=UTC),
        )
        ids = {c.sport: c.id for c in competitions(db)}
    finally:
        db.close()
    lists = tmp_path / "lista.csv"
    lists.write_text(
        "nombre;licencia;id_fide;elo_fide\n"
        f"{player(0, 1)[0]};{player(0, 1)[1]};2212345;2210\n"
        f"{player(1, 2)[0]};{player(1, 2)[1]};2254321;1985\n"
        f"{player(2, 1)[0]};{player(2, 1)[1]};;\n",
        encoding="utf-8",
    )
    return federation_db_url, ids, lists


def run(capsys, *args):
    try:
        code = main(["federacion", "exportar-elo", *map(str, args)])
    except SystemExit as exc:
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


def test_every_game_point_and_team_score_read_back_by_an_independent_parser(fed, tmp_path, capsys):
    url, ids, lists = fed
    out = tmp_path / "preferente.trf"
    code, printed, err = run(
        capsys, "--competicion", ids["ajedrez"], "--out", out, "--db", url, "--jugadores", lists
    )
    assert code == 0, err
    tournament = trf.loads(out.read_text(encoding="utf-8"))
    by_name = {p.name: p for p in tournament.players}
    by_start = {p.startrank: p for p in tournament.players}
    assert tournament.name == f"{COMP} {SEASON}"
    assert tournament.numteams == len(tournament.teams) == 4

    expected_points: dict[str, float] = {}
    forfeits = 0
    for round_, home, away, boards in MATCHES:
        team_score = [0.0, 0.0]
        for board, result in enumerate(boards.split(), start=1):
            home_name, away_name = player(home, board)[0], player(away, board)[0]
            if result not in POINTS:
                forfeits += 1
                for name in (home_name, away_name):  # no game that round, if the player is listed
                    if name in by_name:
                        assert all(g.round != round_ for g in by_name[name].games if g.startrank)
                continue
            h, a = by_name[home_name], by_name[away_name]
            (hg,) = [g for g in h.games if g.round == round_ and g.startrank]
            (ag,) = [g for g in a.games if g.round == round_ and g.startrank]
            assert by_start[hg.startrank] is a and by_start[ag.startrank] is h
            # CH-18.1: the home team has White on the odd boards
            assert (hg.color, ag.color) == (("w", "b") if board % 2 else ("b", "w"))
            symbol = {1: "1", 0: "0", 0.5: "="}
            assert (hg.result, ag.result) == (symbol[POINTS[result][0]], symbol[POINTS[result][1]])
            for name, points in zip((home_name, away_name), POINTS[result], strict=True):
                expected_points[name] = expected_points.get(name, 0) + points
            team_score[0] += POINTS[result][0]
            team_score[1] += POINTS[result][1]
        # the team score of the games in the file, from the team lines and the player lines
        scored = [0.0, 0.0]
        for side, team in enumerate((home, away)):
            (line,) = [t for t in tournament.teams if t.name == TEAMS[team]]
            for start in line.startranks:
                for game in by_start[start].games:
                    if game.round == round_ and game.startrank:
                        scored[side] += {"1": 1, "=": 0.5, "0": 0}[game.result]
        assert scored == team_score
    assert {p.name: p.points for p in tournament.players} == expected_points
    for p in tournament.players:  # the points field is the sum of the games listed
        assert p.points == sum({"1": 1, "=": 0.5, "0": 0}[g.result] for g in p.games if g.startrank)
    # every player is in exactly one team line, the one he played for
    listed = sorted(s for t in tournament.teams for s in t.startranks)
    assert listed == sorted(by_start)
    for team in tournament.teams:
        assert all(by_start[s].name.endswith(team.name) for s in team.startranks)

    # FIDE data where the lists know it; the rated first, the unrated apart after them
    rated = by_name[player(0, 1)[0]]
    assert (rated.id, rated.rating) == (2212345, 2210)
    assert (by_name[player(1, 2)[0]].id, by_name[player(1, 2)[0]].rating) == (2254321, 1985)
    assert [p.startrank for p in tournament.players if p.rating] == [1, 2]
    assert tournament.numratedplayers == 2
    unrated = [p.name for p in tournament.players if not p.rating]
    assert printed.index("Sin Elo FIDE") < min(printed.index(name) for name in unrated)
    assert f"No se incluyen {forfeits} partidas decididas por incomparecencia." in printed
    assert forfeits == 3


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--competicion", "999"], "No hay ninguna competición"),
        (["--competicion", "{domino}"], "es de dominó"),
        (["--competicion", "{ajedrez}", "--jugadores", "{missing}"], "No se puede leer la lista"),
        (["--competicion", "{ajedrez}", "--federacion", "España"], "tres letras"),
    ],
)
def test_refusals_write_nothing(fed, tmp_path, capsys, extra, message):
    url, ids, _ = fed
    out = tmp_path / "sale.trf"
    args = [
        a.format(domino=ids["domino"], ajedrez=ids["ajedrez"], missing=tmp_path / "no.csv")
        for a in extra
    ]
    code, _, err = run(capsys, *args, "--out", out, "--db", url)
    assert code == 2 and message in err
    assert not out.exists()


def test_an_existing_file_is_kept_without_force(fed, tmp_path, capsys):
    url, ids, _ = fed
    out = tmp_path / "sale.trf"
    out.write_text("mío", encoding="utf-8")
    code, _, err = run(capsys, "--competicion", ids["ajedrez"], "--out", out, "--db", url)
    assert code == 2 and out.read_text(encoding="utf-8") == "mío"
    code, _, err = run(
        capsys, "--competicion", ids["ajedrez"], "--out", out, "--db", url, "--force"
    )
    assert code == 0, err and out.read_text(encoding="utf-8").startswith("012 ")

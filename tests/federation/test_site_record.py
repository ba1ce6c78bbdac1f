"""A team's page on the public site shows its record (played, won, drawn, lost, match points,
game points or partidas and tantos) with the very figures of its line in the standings page:
for the site's season (tests/federation/site_data.py) and for a small league made by hand,
with a drawn match, a board lost by forfeit and a match the committee awarded (a no-show), in
chess and in domino, whose figures are worked out below by hand."""

from __future__ import annotations

import html
import re
from datetime import date, datetime
from pathlib import Path

import pytest

from delegate_app.cli import main
from delegate_app.documents.federation.publication import slug
from delegate_app.domain.federation.official_standings import CommitteeDecision, DecisionKind
from delegate_app.domain.federation.records import MatchKey
from delegate_app.store.federation.committee import record_decision
from delegate_app.store.federation.database import open_federation_db
from delegate_app.store.federation.inbox import file_verdict
from delegate_app.store.federation.queries import list_competitions
from tests.federation import site_data
from tests.helpers.federation_results import chess_acta, domino_acta, verdict

SEASON = "2026-2027"
CHESS = "Liga Pequeña de Ajedrez"
DOMINO = "Liga Pequeña de Dominó"
X, Y, Z = "Xadrez Norte", "Yunque de Tacoronte", "Zugzwang Sur"
P, Q, R = "Pollo de Tegueste", "Queso Blanco", "Roque Nublo"
RECEIVED = datetime(2026, 10, 6, 12, 0)


def _cells(fragment: str) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", fragment)).split())


def standings_lines(folder: Path) -> dict[str, list[str]]:
    """Each team's figures in the standings page: J G E P Pts and the rest, by team."""
    source = (folder / "clasificacion.html").read_text(encoding="utf-8")
    lines = {}
    for row in re.findall(r"<tr[^>]*>(.*?)</tr>", source, re.S)[1:]:
        cells = [_cells(c) for c in re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row, re.S)]
        lines[cells[1]] = [cells[0], *cells[2:]]
    return lines


def team_record(folder: Path, team: str) -> tuple[list[str], str]:
    """The team page's figures (position first, "—" for nothing) and its record sentence."""
    source = (folder / "equipos" / f"{slug(team)}.html").read_text(encoding="utf-8")
    section = source.split("<h2>En la clasificación</h2>", 1)[1].split("</dl>", 1)[0]
    values = [_cells(v) for v in re.findall(r"<dd>(.*?)</dd>", section, re.S)]
    sentence = _cells(re.search(r'<p class="balance">(.*?)</p>', section, re.S).group(1))
    return values, sentence


def assert_pages_agree(folder: Path) -> dict[str, list[str]]:
    lines = standings_lines(folder)
    assert lines
    for team, line in lines.items():
        values, sentence = team_record(folder, team)
        assert values == [cell or "—" for cell in line], team
        played, won, drawn, lost, points, games = line[1:7]
        assert sentence.startswith(f"{played} encuentro"), sentence
        for figure in (won, drawn, lost):
            assert f" {figure} " in sentence
        assert f". {points} punto" in sentence and games in sentence
    return lines


def _publish(url: str, out: Path) -> None:
    assert main(["federacion", "publicar", "--db", url, "--out", str(out)]) == 0


def test_the_site_season_team_pages_show_the_standings_figures(federation_db_url, tmp_path):
    db = open_federation_db(federation_db_url, create=True)
    try:
        site_data.fill(db)
    finally:
        db.close()
    out = tmp_path / "web"
    _publish(federation_db_url, out)
    chess = assert_pages_agree(out / slug(site_data.SEASON, site_data.CHESS))
    # Caballo Lagunero A: 2½-1½, 3½-½ away, 2-2; round 4's incomplete acta does not count
    assert chess[site_data.A][:7] == ["1", "3", "2", "1", "0", "5", "8-4"]
    _, sentence = team_record(out / slug(site_data.SEASON, site_data.CHESS), site_data.A)
    assert sentence == (
        "3 encuentros jugados: 2 ganados, 1 empatado y 0 perdidos. 5 puntos; puntos de "
        "partida 8-4 (a favor y en contra)."
    )
    domino = assert_pages_agree(out / slug(site_data.SEASON, site_data.DOMINO))
    assert {team: line[1] for team, line in domino.items()} == {
        "Doble Seis": "1", "El Cierre": "1", "La Capicúa": "1", "Tranque Norte": "1"
    }  # fmt: skip


def _small_league(url: str) -> None:
    db = open_federation_db(url, create=True)
    try:
        played = datetime(2026, 10, 3, 16, 0)
        # Chess. Round 1: X-Y a draw 2-2; Z-X 2½-1½ with board 1 won by forfeit (+/-).
        for key, boards in (
            (MatchKey(SEASON, CHESS, 1, X, Y), "1-0 ½-½ 0-1 ½-½"),
            (MatchKey(SEASON, CHESS, 2, Z, X), "+/- 1-0 0-1 ½-½"),
        ):
            file_verdict(
                db, verdict(chess_acta(key, boards, played), name=f"{key.home}.pdf"), RECEIVED
            )
        # Domino. P-Q 4-4 (a draw); R-P 5-3.
        draw = (("local", 300, 100),) * 4 + (("visitante", 50, 300),) * 4
        won = (("local", 300, 0),) * 5 + (("visitante", 100, 300),) * 3
        for key, partidas in (
            (MatchKey(SEASON, DOMINO, 1, P, Q), draw),
            (MatchKey(SEASON, DOMINO, 2, R, P), won),
        ):
            acta = domino_acta(key, partidas, played, 2)
            file_verdict(db, verdict(acta, name=f"{key.home}.pdf"), RECEIVED)
        ids = {c.name: c.id for c in list_competitions(db)}
        # The no-shows: Z did not come to Y (chess), R did not come to Q (domino); the
        # committee awards the matches.
        for name, key, result in (
            (CHESS, MatchKey(SEASON, CHESS, 3, Y, Z), "+/- +/- +/- +/-"),
            (DOMINO, MatchKey(SEASON, DOMINO, 3, Q, R), "8-0 2400-0"),
        ):
            record_decision(
                db,
                ids[name],
                CommitteeDecision(
                    "CC 1/2026", date(2026, 10, 20), DecisionKind.RESULT, SEASON, name,
                    match=key, result=result, note="Incomparecencia.",
                ),
            )  # fmt: skip
    finally:
        db.close()


@pytest.mark.parametrize(
    ("competition", "expected"),
    [
        (
            CHESS,
            # team: position, J G E P, points (2/1/0), game points for-against
            {
                Y: ["1", "2", "1", "1", "0", "3", "6-2"],  # drew X 2-2, awarded 4-0 v Z
                Z: ["2", "2", "1", "0", "1", "2", "2½-5½"],  # beat X 2½-1½ (a forfeit), 0-4
                X: ["3", "2", "0", "1", "1", "1", "3½-4½"],
            },
        ),
        (
            DOMINO,
            # team: position, J G E P, points (3/1/0), partidas, tantos for-against
            {
                Q: ["1", "2", "1", "1", "0", "4", "12-4", "4000-1400"],
                R: ["2", "2", "1", "0", "1", "3", "5-11", "1800-3300"],
                P: ["3", "2", "0", "1", "1", "1", "7-9", "2300-3400"],
            },
        ),
    ],
)
def test_a_small_league_with_a_draw_and_a_forfeit_counts_the_same_on_both_pages(
    federation_db_url, tmp_path, competition, expected
):
    _small_league(federation_db_url)
    out = tmp_path / "web"
    _publish(federation_db_url, out)
    lines = assert_pages_agree(out / slug(SEASON, competition))
    assert {team: line[: len(expected[team])] for team, line in lines.items()} == expected

"""Issue 25: a domino incident's player list offers the four players of the incident's table
(of a 16-player encounter), follows the table chosen, and its rows are as high as every other
target of the guide, not 14 px."""

from __future__ import annotations

from delegate_app.domain.domino import Pair
from delegate_app.domain.domino.incidents import incident_kind
from delegate_app.store.domino import acta_view as domino_acta_view
from delegate_app.store.domino import editing as domino_editing
from delegate_app.ui.domino.dialogs import DominoIncidentDialog
from delegate_app.ui.domino.guide import DominoGuide
from delegate_app.ui.style import MIN_HEIGHT
from tests.helpers.domino import START, make_encounter
from tests.helpers.guide import Clock


def _items(combo) -> list[str]:
    return [combo.itemText(i) for i in range(combo.count()) if combo.itemText(i)]


def test_the_incident_lists_the_players_of_its_table(qtbot, db):
    enc = make_encounter(db, tables=2, squad=8)  # 16 players in the encounter
    h, a = enc.home, enc.away
    domino_editing.open_encounter(db, enc.match_id, START)
    domino_editing.set_table(db, enc.match_id, 1, (h[0], h[1]), (a[0], a[1]), h[0], a[0], now=START)
    domino_editing.set_table(db, enc.match_id, 2, (h[2], h[3]), (a[2], a[3]), h[2], a[2], now=START)
    view = domino_acta_view.encounter_view(db, enc.match_id)
    assert len([p for p in view.players.values() if p.active]) == 16
    guide = DominoGuide(db, enc.match_id, clock=Clock(START))
    qtbot.addWidget(guide)
    dialog = DominoIncidentDialog(guide, incident_kind("DO-12"), 1, 1)
    qtbot.addWidget(dialog)
    dialog.show()
    players = dialog.editors["jugador"]
    first_table = {view.name(i) for i in (h[0], h[1], a[0], a[1])}
    assert len(_items(players)) == 4
    assert {text for text in _items(players)} == {
        p.label for p in view.players.values() if p.id in (h[0], h[1], a[0], a[1])
    }
    assert all(any(name in text for name in first_table) for text in _items(players))
    dialog.editors["mesa"].setValue(2)
    assert {text for text in _items(players)} == {
        p.label for p in view.players.values() if p.id in (h[2], h[3], a[2], a[3])
    }
    assert players.view().sizeHintForRow(1) >= MIN_HEIGHT - 4


def test_the_score_header_never_breaks_a_team_name(qtbot, db):
    from PySide6.QtGui import QTextDocument

    from delegate_app.store.models import Match, Team

    enc = make_encounter(db, tables=2, squad=8)
    h, a = enc.home, enc.away
    domino_editing.open_encounter(db, enc.match_id, START)
    domino_editing.set_table(db, enc.match_id, 1, (h[0], h[1]), (a[0], a[1]), h[0], a[0], now=START)
    tiles = {h[0]: "6-6", h[1]: "1-0", a[0]: "5-4", a[1]: "2-1"}
    domino_editing.seat_draw(db, enc.match_id, 1, [tiles], now=START)
    with db.session() as s, s.begin():  # names as long as real clubs'
        match = s.get(Match, enc.match_id)
        for team_id, name in (
            (match.home_team_id, "Club de Dominó Villa de La Orotava A"),
            (match.away_team_id, "Asociación Dominó Puerto de la Cruz B"),
        ):
            team = s.get(Team, team_id)
            team.name = name
            s.add(team)
    guide = DominoGuide(db, enc.match_id, clock=Clock(START))
    qtbot.addWidget(guide)
    guide.resize(1366, 768)
    guide.show()
    guide.go(2)
    hoja = guide.hoja
    hoja.select(1, 1)
    label = hoja.scoreLabel
    view = guide.view
    names = [view.team_name(pair) for pair in (Pair.HOME, Pair.AWAY)]

    def lines_at(html: str, width: float) -> list[str]:
        document = QTextDocument()
        document.setDefaultFont(label.font())
        document.setHtml(html)
        document.setTextWidth(width)
        document.size()  # lays the text out
        lines = []
        block = document.begin()
        while block.isValid():
            layout = block.layout()
            for n in range(layout.lineCount()):
                line = layout.lineAt(n)
                start = line.textStart()
                lines.append(block.text()[start : start + line.textLength()].replace("\xa0", " "))
            block = block.next()
        return lines

    # From the guide's own width down to the narrowest where one team's name and points fit.
    def one_line_width(name: str) -> float:
        document = QTextDocument()
        document.setDefaultFont(label.font())
        side = name.replace(" ", "&nbsp;")
        document.setHtml(
            f"<span style='font-size:15pt'>{side}&nbsp;<b style='font-size:30pt'>0</b></span>"
        )
        return document.idealWidth() + 2 * document.documentMargin()

    widest_side = max(one_line_width(name) for name in names) + 20
    for width in range(label.width(), int(widest_side), -20):
        lines = lines_at(label.text(), width)
        for name in names:
            assert any(name in line for line in lines), (width, name, lines)

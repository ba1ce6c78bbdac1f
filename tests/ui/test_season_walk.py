"""The walk: a whole season as a new delegate lives it, from an EMPTY database, through the real
window at 1366×768, with clicks and key presses only, for a club with one chess team and one
domino team: set-up (club, both sections, teams, competitions, a rival each, calendars, player
lists), a moved match, a chess match with a board pending the committee and the committee's
decision, a domino encounter and a decision about one of its partidas, a locked acta reopened,
and the standings after each stage.

Every click, key press and signature stroke is counted (the `Walk` wraps qtbot's); the counts
per stage are docs/manual/temporada.md's «Recorrido de una temporada». A message box the app
shows is answered with one click on its button (counted), and a file the delegate picks is
QFileDialog's answer. What the harness does that no user does: give the screens the day of the
season (their clocks), since the laptop's clock is not the season's.

With DELEGADO_SCREENSHOTS=1 each screen is saved, in Spanish and in English (the second run),
into docs/manual/img/temporada/ (the suite does not rewrite docs otherwise).
"""

from __future__ import annotations

import os
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QFileDialog,
    QWidget,
)

from delegate_app.store.database import open_database
from delegate_app.ui import i18n, messages
from delegate_app.ui.main_window import CLUB, COMPETITIONS, HOME, MATCHES, MainWindow

pytestmark = pytest.mark.slow

SAVE = QDialogButtonBox.StandardButton.Save
CLOSE = QDialogButtonBox.StandardButton.Close
SHOTS = Path(__file__).resolve().parents[2] / "docs" / "manual" / "img" / "temporada"
BEFORE_SEASON = datetime(2026, 9, 15, 12, 0)
CHESS_DAY = datetime(2026, 10, 3, 16, 0)  # round 1, the official Saturday
MOVED_TO = datetime(2026, 10, 4, 10, 0)  # the Sunday the two clubs agreed
DOMINO_DAY = datetime(2026, 10, 10, 17, 0)
RULING_DAY = datetime(2026, 10, 16, 12, 0)


@dataclass
class Walk:
    """qtbot with every user action counted, per stage, and the screenshots."""

    qtbot: object
    language: str
    stage: str = "preparación"
    clicks: Counter = field(default_factory=Counter)
    keys: Counter = field(default_factory=Counter)
    strokes: Counter = field(default_factory=Counter)
    stages: list = field(default_factory=list)
    shots: list = field(default_factory=list)

    def begin(self, stage: str) -> None:
        self.stage = stage
        self.stages.append(stage)

    # --- the user's hands --------------------------------------------------------------------

    def click(self, widget: QWidget, pos: QPoint | None = None) -> None:
        assert widget.isEnabled(), f"{getattr(widget, 'text', lambda: widget)()} is disabled"
        self.clicks[self.stage] += 1
        if pos is None:
            self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
        else:
            self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)

    def double_click(self, widget: QWidget, pos: QPoint) -> None:
        self.clicks[self.stage] += 2
        self.qtbot.mouseDClick(widget, Qt.MouseButton.LeftButton, pos=pos)

    def tick(self, check) -> None:
        """On the box itself: a wide check box reacts on its box and its text only."""
        self.click(check, QPoint(8, check.height() // 2))

    def key(self, widget: QWidget, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
        self.keys[self.stage] += 1
        self.qtbot.keyClick(widget, key, modifier)

    def type(self, edit: QWidget, text: str) -> None:
        """Click into the field, select what it holds, type (one press a character)."""
        self.click(edit)
        self.key(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        self.keys[self.stage] += len(text)
        for ch in text:
            if ch.isascii():
                self.qtbot.keyClicks(edit, ch)
            else:  # QTest types ASCII only: an accented key arrives as its text
                from PySide6.QtGui import QKeyEvent

                for kind in (QKeyEvent.Type.KeyPress, QKeyEvent.Type.KeyRelease):
                    QApplication.sendEvent(
                        edit,
                        QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, ch),
                    )

    def type_date(self, edit, digits: str) -> None:
        """A QDateEdit/QDateTimeEdit: double-click its first section, type the digits (each
        section moves on to the next when full)."""
        self.double_click(edit.lineEdit() if hasattr(edit, "lineEdit") else edit, QPoint(6, 10))
        self.keys[self.stage] += len(digits)
        self.qtbot.keyClicks(edit, digits)

    def choose(self, combo: QComboBox, data) -> None:
        """Open the list, move to the item with the arrow keys, Return."""
        target = combo.findData(data)
        assert target >= 0, (data, [combo.itemData(i) for i in range(combo.count())])
        if combo.currentIndex() == target:
            return
        self.click(combo)
        view = combo.view()
        steps = target - combo.currentIndex()
        arrow = Qt.Key.Key_Down if steps > 0 else Qt.Key.Key_Up
        for _ in range(abs(steps)):
            self.key(view, arrow)
        self.key(view, Qt.Key.Key_Return)
        assert combo.currentIndex() == target, combo.currentText()

    def choose_text(self, combo: QComboBox, text: str) -> None:
        target = combo.findText(text, Qt.MatchFlag.MatchContains)
        assert target >= 0, (text, [combo.itemText(i) for i in range(combo.count())])
        self.choose(combo, combo.itemData(target))

    def stroke(self, pad) -> None:
        """A signature: press, drag, release."""
        self.strokes[self.stage] += 1
        self.qtbot.mousePress(pad, Qt.MouseButton.LeftButton, pos=QPoint(20, 60))
        for x in range(30, 240, 15):
            self.qtbot.mouseMove(pad, QPoint(x, 60 - (x % 40)))
        self.qtbot.mouseRelease(pad, Qt.MouseButton.LeftButton, pos=QPoint(250, 50))

    def go(self, window: MainWindow, index: int) -> None:
        nav = window.ui.navList
        self.click(nav.viewport(), nav.visualItemRect(nav.item(index)).center())
        assert window.ui.stack.currentIndex() == index

    def row(self, table, row: int, column: int = 1) -> None:
        table.scrollToItem(table.item(row, column))
        rect = table.visualItemRect(table.item(row, column))
        self.click(table.viewport(), rect.center())

    def step(self, guide, index: int) -> None:
        """One of a guide's steps, from the list on its left."""
        steps = guide.stepList
        self.click(steps.viewport(), steps.visualItemRect(steps.item(index)).center())

    def save(self, dialog) -> None:
        box = getattr(dialog, "buttonBox", None) or dialog.ui.buttonBox
        self.click(box.button(SAVE))

    # --- what is seen -------------------------------------------------------------------------

    def shot(self, widget: QWidget, name: str) -> None:
        if os.environ.get("DELEGADO_SCREENSHOTS") != "1":
            return
        QApplication.processEvents()
        folder = SHOTS if self.language == "es" else SHOTS / "en"
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{len(self.shots) + 1:02d}-{name}.png"
        assert widget.grab().save(str(path))
        self.shots.append(path)

    def counts(self) -> list[tuple[str, int, int, int]]:
        return [(s, self.clicks[s], self.keys[s], self.strokes[s]) for s in self.stages]


@pytest.fixture(params=[i18n.SPANISH, i18n.ENGLISH])
def language(request, qapp):
    i18n.install_language(qapp, request.param)
    yield request.param
    i18n.install_language(qapp, i18n.SPANISH)


@pytest.fixture
def walk(qtbot, language):
    return Walk(qtbot, language)


@pytest.fixture
def boxes(monkeypatch, walk):
    """The app's message boxes: each is seen and closed with one click on its button."""
    shown: list[tuple[str, str, str]] = []

    def seen(kind):
        def record(_parent, title, text, *_rest, **_kw):
            walk.clicks[walk.stage] += 1
            shown.append((kind, title, text))

        return record

    for kind in ("warn", "info", "error"):
        monkeypatch.setattr(messages, kind, seen(kind))

    def ask(_parent, title, text):
        walk.clicks[walk.stage] += 1
        shown.append(("ask", title, text))
        return True

    monkeypatch.setattr(messages, "ask", ask)
    return shown


@pytest.fixture
def picked(monkeypatch, walk):
    """QFileDialog: the file the delegate picks, one double-click on it."""
    files: list[str] = []

    def pick(*_args, **_kw):
        walk.clicks[walk.stage] += 2
        return files.pop(0), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(pick))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(pick))
    return files


def player_list(path: Path, prefix: str, names: list[str]) -> str:
    """The list file the federation hands the club (its own format: licence, names, rating)."""
    rows = ["Licencia;Apellidos;Nombre;ELO Canario;Equipo"]
    for number, name in enumerate(names, start=1):
        first, last = name.split(" ", 1)
        rows.append(f"{prefix}-{number:03d};{last};{first};{2000 - 40 * number};A")
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return str(path)


def standings_rows(screen) -> list[tuple[str, ...]]:
    table = screen.standingsView.table
    return [
        tuple(table.item(r, c).text() if table.item(r, c) else "" for c in range(5))
        for r in range(table.rowCount())
    ]


def open_window(walk, db_path, settings):
    db = open_database(db_path)
    window = MainWindow(db, settings)
    walk.qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    walk.qtbot.waitExposed(window)
    for screen in (window.home, window.competitions, window.matches):
        screen.clock = lambda: BEFORE_SEASON
    window.home.reload()
    return db, window


def set_up_chess(walk, dialogs, picked, window, tmp_path):
    """Inicio's first-start guide: my club, my team, the competition with one rival, the
    calendar, my list; the rival's list from the group."""
    home = window.home
    walk.shot(window, "inicio-vacio")

    def club(dialog):
        walk.type(dialog.ui.nameEdit, "CA Anaga")
        walk.type(dialog.ui.localityEdit, "La Laguna")
        walk.type(dialog.ui.venueEdit, "Calle Herradores 12, La Laguna")
        walk.shot(dialog, "club-nuevo")
        walk.save(dialog)

    dialogs.expect(club)
    walk.click(home.createClubButton)
    walk.go(window, HOME)
    dialogs.expect(lambda d: walk.save(d))
    walk.click(home.addTeamButton)

    def competition(dialog):
        walk.type(dialog.nameEdit, "Liga Insular Segunda")
        walk.type(dialog.seasonEdit, "2026-2027")
        walk.type(dialog.categoryCombo.lineEdit(), "Segunda")
        bar = dialog.tabs.tabBar()
        walk.click(bar, bar.tabRect(2).center())
        walk.type(dialog.firstRoundEdit, "03/10/2026")
        walk.shot(dialog, "competicion-ajedrez")
        walk.save(dialog)

    def own_team(dialog):
        walk.save(dialog)

    def rival(dialog):
        walk.type(dialog.clubCombo.lineEdit(), "CA Teide")
        walk.type(dialog.venueEdit, "Calle La Marina 3, Santa Cruz")
        walk.type(dialog.delegateEdit, "Marta Diaz")
        walk.type(dialog.phoneEdit, "922100200")
        walk.save(dialog)

    def group(dialog):
        dialogs.expect(own_team)
        walk.click(dialog.ownButton)
        dialogs.expect(rival)
        walk.click(dialog.rivalButton)
        assert dialog.table.rowCount() == 2
        # the numbers the federation's draw gave (art. 9.3), as published: my team is 1
        dialogs.expect(lambda d: walk.save(d))
        walk.click(dialog.numbersButton)
        walk.shot(dialog, "equipos-del-grupo")
        walk.click(dialog.buttonBox.button(CLOSE))

    dialogs.expect(competition)
    dialogs.expect(group)
    walk.click(home.newCompetitionButton)

    dialogs.expect(lambda d: walk.click(d.generateButton))
    walk.click(home.generateButton)

    picked.append(
        player_list(
            tmp_path / "anaga.csv",
            "AN",
            ["Ana Perez", "Luis Gil", "Marta Leon", "Jorge Mesa", "Sara Vera"],
        )
    )
    dialogs.expect(lambda d: walk.click(d.importButton))
    walk.click(home.importPlayersButton)
    for step in ("club", "equipos", "competicion", "calendario", "lista"):
        assert home.stepStatus[step].text() == "<b>✔</b>", step
    walk.shot(window, "inicio-guia-hecha")

    walk.go(window, COMPETITIONS)
    screen = window.competitions
    assert screen.calendarTable.rowCount() == 2  # two rounds: home and away

    def rival_list(dialog):
        rows = range(dialog.table.rowCount())
        row = next(r for r in rows if dialog.table.item(r, 1).text() == "CA Teide")
        walk.row(dialog.table, row)
        picked.append(
            player_list(
                tmp_path / "teide.csv",
                "TE",
                ["Carla Ruiz", "Diego Mora", "Elena Paz", "Felix Rey", "Gema Sol"],
            )
        )
        dialogs.expect(lambda d: walk.click(d.importButton))
        walk.click(dialog.listButton)
        walk.click(dialog.buttonBox.button(CLOSE))

    dialogs.expect(rival_list)
    walk.click(screen.teamsButton)
    walk.shot(window, "competiciones-ajedrez")


def set_up_domino(walk, dialogs, picked, window, tmp_path):
    """The domino section: the same club in the domino federation's list (a club per sport),
    its team and list, the competition with one rival, its calendar."""
    walk.go(window, CLUB)
    club_screen = window.club

    def club(dialog):
        walk.type(dialog.ui.nameEdit, "CA Anaga")
        walk.choose(dialog.ui.sportCombo, "domino")
        walk.type(dialog.ui.localityEdit, "La Laguna")
        walk.type(dialog.ui.venueEdit, "Calle Herradores 12, La Laguna")
        walk.tick(dialog.ui.ownCheck)
        walk.shot(dialog, "club-seccion-domino")
        walk.save(dialog)

    dialogs.expect(club)
    walk.click(club_screen.ui.newClubButton)
    assert club_screen.current_club().sport == "domino"
    dialogs.expect(lambda d: walk.save(d))
    walk.click(club_screen.ui.addTeamButton)
    picked.append(
        player_list(
            tmp_path / "anaga-domino.csv",
            "AD",
            ["Rosa Cano", "Pedro Luis", "Nieves Paz", "Tomas Gil", "Irene Sosa"],
        )
    )
    dialogs.expect(lambda d: walk.click(d.importButton))
    walk.click(club_screen.ui.importButton)
    assert club_screen.model.rowCount() == 5
    walk.shot(window, "club-domino")

    walk.go(window, COMPETITIONS)
    screen = window.competitions

    def competition(dialog):
        walk.choose(dialog.sportCombo, "domino")
        walk.type(dialog.nameEdit, "Liga Insular de Domino")
        walk.type(dialog.seasonEdit, "2026-2027")
        walk.type(dialog.categoryCombo.lineEdit(), "Primera")
        bar = dialog.tabs.tabBar()
        walk.click(bar, bar.tabRect(1).center())
        walk.type(dialog.tablesSpin, "2")
        walk.type(dialog.targetSpin, "100")
        walk.shot(dialog, "competicion-domino-juego")
        walk.click(bar, bar.tabRect(2).center())
        walk.type(dialog.firstRoundEdit, "10/10/2026")
        walk.save(dialog)

    dialogs.expect(competition)
    walk.click(screen.newButton)

    def rival(dialog):
        walk.type(dialog.clubCombo.lineEdit(), "Pena El Tranque")
        walk.type(dialog.venueEdit, "Calle Real 5, Tacoronte")
        walk.save(dialog)

    def group(dialog):
        dialogs.expect(lambda d: walk.save(d))
        walk.click(dialog.ownButton)
        dialogs.expect(rival)
        walk.click(dialog.rivalButton)
        # the numbers the federation's draw gave (art. 9.3), as published: my team is 1
        dialogs.expect(lambda d: walk.save(d))
        walk.click(dialog.numbersButton)
        row = next(
            r
            for r in range(dialog.table.rowCount())
            if dialog.table.item(r, 1).text() == "Pena El Tranque"
        )
        walk.row(dialog.table, row)
        picked.append(
            player_list(
                tmp_path / "tranque.csv",
                "ET",
                ["Gara Luis", "Hector Sosa", "Iballa Mesa", "Jonay Lima", "Kevin Ramos"],
            )
        )
        dialogs.expect(lambda d: walk.click(d.importButton))
        walk.click(dialog.listButton)
        walk.click(dialog.buttonBox.button(CLOSE))

    dialogs.expect(group)
    walk.click(screen.teamsButton)
    dialogs.expect(lambda d: walk.click(d.generateButton))
    walk.click(screen.generateButton)
    assert screen.calendarTable.rowCount() == 2
    walk.shot(window, "competiciones-domino")


def season_day(window, moment: datetime) -> None:
    """The harness's part: the screens' day of the season (the laptop's clock is not it)."""
    for screen in (window.home, window.competitions, window.matches):
        screen.clock = lambda: moment


def competition_row(walk, window, name: str):
    walk.go(window, COMPETITIONS)
    screen = window.competitions
    row = next(r for r in range(screen.table.rowCount()) if screen.table.item(r, 0).text() == name)
    walk.row(screen.table, row, 0)
    return screen


def standings(walk, window, name: str) -> list[tuple[str, ...]]:
    screen = competition_row(walk, window, name)
    bar = screen.tabs.tabBar()
    walk.click(bar, bar.tabRect(1).center())
    return standings_rows(screen)


def move_match(walk, dialogs, boxes, window):
    """Round 1 of the chess league moves to Sunday morning: asked in writing, both agree."""
    screen = competition_row(walk, window, "Liga Insular Segunda")
    bar = screen.tabs.tabBar()
    walk.click(bar, bar.tabRect(0).center())
    walk.row(screen.calendarTable, 0)

    def move(dialog):
        walk.type_date(dialog.dateEdit, "041020261000")
        walk.tick(dialog.requestCheck)
        walk.type_date(dialog.requestDate, "28092026")
        walk.tick(dialog.agreeCheck)
        walk.shot(dialog, "cambiar-fecha")
        walk.save(dialog)

    dialogs.expect(move)
    walk.click(screen.moveButton)
    row = [screen.calendarTable.item(0, c).text() for c in range(6)]
    assert "04/10/2026 10:00" in row[1], row
    walk.shot(window, "encuentro-aplazado")
    return row


def match_row(walk, window, competition: str, round_number: int = 1):
    walk.go(window, MATCHES)
    screen = window.matches
    row = next(
        r
        for r, m in enumerate(screen._matches)
        if m.competition_name == competition and m.round_number == round_number
    )
    walk.row(screen.table, row, 0)
    assert screen.selected_match().round_number == round_number
    return screen


def sign(walk, close, roles) -> None:
    for role, name, licence in roles:
        box = close.signers[role]
        if not box.nameEdit.text():
            walk.type(box.nameEdit, name)
        if not box.licenceEdit.text():
            walk.type(box.licenceEdit, licence)
        walk.stroke(box.pad)
        walk.click(box.signButton)


def play_chess(walk, dialogs, boxes, window):
    """Lineups proposed from the lists, the acta: documents, three boards played, board 2
    pending the committee with 1-0 on the board, both delegates sign and the acta locks."""
    screen = match_row(walk, window, "Liga Insular Segunda")

    def lineups(dialog):
        for index, editor in enumerate((dialog.ours, dialog.rival)):
            bar = dialog.tabs.tabBar()
            walk.click(bar, bar.tabRect(index).center())
            walk.click(editor.proposeButton)
            walk.click(editor.confirmButton)
        walk.shot(dialog, "alineaciones")

    dialogs.expect(lineups)
    walk.click(screen.lineupButton)

    def acta(guide):
        guide.clock = lambda: MOVED_TO.replace(hour=14)
        docs = guide.steps[0]
        for check in docs.checks.values():
            walk.tick(check)
        walk.step(guide, 2)
        games = guide.steps[2]
        for board, result in ((1, "1-0"), (3, "½-½"), (4, "0-1")):
            walk.click(games.buttons[board][result])
        walk.choose(games.combos[2], "pendiente (1-0)")
        walk.shot(guide, "acta-ajedrez-partidas")
        walk.step(guide, 4)
        close = guide.steps[4]
        ours, theirs = ("Ana Perez", "TF-1001"), ("Marta Diaz", "TF-2001")
        home, away = (ours, theirs) if guide.view.home_team == "CA Anaga A" else (theirs, ours)
        sign(walk, close, (("delegado_local", *home), ("delegado_visitante", *away)))
        assert guide.view.locked
        walk.shot(guide, "acta-ajedrez-cerrada")
        walk.key(guide, Qt.Key.Key_Escape)

    dialogs.expect(acta)
    walk.click(screen.actaButton)


def committee_chess(walk, dialogs, window):
    """The acta reopened (locked: read only, its signatures shown) and the committee's
    decision on board 2 recorded from its close step."""
    season_day(window, RULING_DAY)
    screen = match_row(walk, window, "Liga Insular Segunda")

    def acta(guide):
        guide.clock = lambda: RULING_DAY
        assert guide.view.locked
        walk.step(guide, 4)
        close = guide.steps[4]
        assert not close.signers["delegado_local"].signButton.isEnabled()
        walk.shot(guide, "acta-ajedrez-reabierta")

        def decide(dialog):
            walk.type(dialog.referenceEdit, "CC 7/2026")
            walk.choose(dialog.boardCombos[2], "0-1")
            walk.type(dialog.summaryEdit, "Se estima la reclamacion del visitante.")
            walk.shot(dialog, "fallo-ajedrez")
            walk.save(dialog)

        dialogs.expect(decide)
        walk.click(close.decisionButton)
        walk.key(guide, Qt.Key.Key_Escape)

    dialogs.expect(acta)
    walk.click(screen.actaButton)


TILES = ("6-6", "5-4", "3-1", "2-0")  # distinct totals: no second draw
# (table, partida) -> which pair goes out first ("dominó") with 120 points, target 100
HANDS = {(1, 1): "local", (1, 2): "visitante", (2, 1): "local", (2, 2): "local"}


def play_domino(walk, dialogs, window):
    """The domino guide: pairs proposed from the lists, the seat draw of each table, one hand
    per partida (the partida is to 100 here), the captains' signatures lock the acta."""
    from delegate_app.domain.domino import Pair

    screen = match_row(walk, window, "Liga Insular de Domino")

    def acta(guide):
        guide.clock = lambda: DOMINO_DAY.replace(hour=19)
        teams = guide.teams
        walk.click(teams.proposeButton)
        walk.click(teams.saveAllButton)
        assert guide.stepList.item(0).text().startswith("✔"), guide.stepList.item(0).toolTip()
        walk.shot(guide, "domino-equipos")
        walk.click(guide.nextButton)
        draw = guide.draw
        for table in (1, 2):
            if draw.tableCombo.currentData() != table:
                walk.choose(draw.tableCombo, table)
            for edit, tile in zip(draw.tileEdits[0].values(), TILES, strict=True):
                walk.type(edit, tile)
            walk.click(draw.drawButton)
        assert guide.stepList.item(1).text().startswith("✔"), draw.messageLabel.text()
        walk.shot(guide, "domino-sorteo")
        walk.click(guide.nextButton)
        hoja = guide.hoja
        for (table, number), side in HANDS.items():
            if hoja.tableCombo.currentData() != table:
                walk.choose(hoja.tableCombo, table)
            if hoja.partidaCombo.currentData() != number:
                walk.choose(hoja.partidaCombo, number)
            partida = hoja.partida()
            pair = Pair.HOME if side == "local" else Pair.AWAY
            walk.click(hoja.entry.dominoRadio)
            walk.choose(hoja.entry.whoCombo, partida.seating.seats_of(pair)[0].value)
            walk.type(hoja.entry.pointsEdit, "120")
            walk.click(hoja.entry.countButton)
            walk.click(hoja.entry.approveButtons[0])  # the counter the rival pair named (art. 6)
            walk.click(hoja.entry.writeButton)
            if (table, number) == (1, 2):
                walk.shot(guide, "domino-hoja")
        result = guide.view.result
        assert result.complete and result.partidas_won == {Pair.HOME: 3, Pair.AWAY: 1}
        walk.step(guide, 4)
        close = guide.close_step
        ours, theirs = ("Rosa Cano", "DO-3001"), ("Gara Luis", "DO-4001")
        home, away = (ours, theirs) if guide.view.home_team == "CA Anaga A" else (theirs, ours)
        sign(walk, close, (("delegado_local", *home), ("delegado_visitante", *away)))
        assert guide.view.locked
        walk.shot(guide, "domino-cierre")
        walk.key(guide, Qt.Key.Key_Escape)

    dialogs.expect(acta)
    walk.click(screen.actaButton)


def committee_domino(walk, dialogs, window):
    """The committee gives partida 2 of table 2 to the visitors (DO-20): from Competiciones,
    the encounter's Resultados."""
    season_day(window, RULING_DAY)
    screen = competition_row(walk, window, "Liga Insular de Domino")
    bar = screen.tabs.tabBar()
    walk.click(bar, bar.tabRect(0).center())
    walk.row(screen.calendarTable, 0)

    def results(dialog):
        walk.shot(dialog, "domino-resultados-acta-cerrada")

        def decide(decision):
            walk.type(decision.referenceEdit, "CD 3/2026")
            combo, home, away = decision.partidaRows[(2, 2)]
            walk.choose(combo, "tantos")
            walk.type(home, "40")
            walk.type(away, "120")
            walk.shot(decision, "fallo-domino")
            walk.save(decision)

        dialogs.expect(decide)
        walk.click(dialog.decisionButton)

    dialogs.expect(results)
    walk.click(screen.resultsButton)


def test_the_season_walk(qtbot, db_path, dialogs, boxes, picked, settings, walk, tmp_path):
    db, window = open_window(walk, db_path, settings)
    walk.begin("Preparación: ajedrez")
    set_up_chess(walk, dialogs, picked, window, tmp_path)
    walk.begin("Preparación: dominó")
    set_up_domino(walk, dialogs, picked, window, tmp_path)
    chess_before = standings(walk, window, "Liga Insular Segunda")
    assert [row[2] for row in chess_before] == ["0", "0"]  # J: nothing played yet

    walk.begin("Encuentro aplazado")
    move_match(walk, dialogs, boxes, window)

    walk.begin("Encuentro de ajedrez")
    season_day(window, MOVED_TO.replace(hour=14))
    play_chess(walk, dialogs, boxes, window)
    pending = standings(walk, window, "Liga Insular Segunda")
    assert [row[2] for row in pending] == ["0", "0"], pending  # board 2 pending: not counted
    walk.shot(window, "clasificacion-ajedrez-pendiente")

    walk.begin("Fallo del Comité (ajedrez)")
    committee_chess(walk, dialogs, window)
    decided = standings(walk, window, "Liga Insular Segunda")
    assert [row[2] for row in decided] == ["1", "1"], decided
    assert [row[1] for row in decided] == ["CA Teide", "CA Anaga A"]  # 1½-2½ after the fallo
    walk.shot(window, "clasificacion-ajedrez-fallo")

    walk.begin("Encuentro de dominó")
    season_day(window, DOMINO_DAY.replace(hour=19))
    play_domino(walk, dialogs, window)
    played = standings(walk, window, "Liga Insular de Domino")
    assert sorted(row[2] for row in played) == ["1", "1"], played
    walk.shot(window, "clasificacion-domino")

    walk.begin("Fallo del Comité (dominó)")
    committee_domino(walk, dialogs, window)
    decided = standings(walk, window, "Liga Insular de Domino")
    assert [row[4] for row in decided] == ["1", "1"], decided  # E: 2-2 in partidas
    walk.shot(window, "clasificacion-domino-fallo")
    assert not dialogs.handlers
    # the figures docs/manual/temporada.md reports (pytest -s prints them)
    print("\nRecorrido", walk.language, walk.counts())
    window.close()
    db.close()

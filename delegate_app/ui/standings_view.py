"""The league table of a competition, with every tie-break shown so a delegate can redo it.

Teams level on points are highlighted; selecting one shows the explanation the domain wrote and
the figures behind each step: the mini-league of the tied teams with its matches, the Sistema
Holandés sums, the differences (domino). The same figures go into the printed PDF.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QGroupBox,
    QHeaderView,
    QLabel,
    QSplitter,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from delegate_app.documents.standings_report import (
    CHESS_COLUMNS,
    DOMINO_COLUMNS,
    blocks_html,
    figure_blocks,
    row_cells,
)
from delegate_app.domain.chess.standings import StandingRow
from delegate_app.domain.domino.standings import DominoStandingRow
from delegate_app.store.competition_standings import Standings
from delegate_app.ui.labels import label
from delegate_app.ui.table_util import make_table

TIED_BACKGROUND = "#fff1c9"
ELIMINATED_TEXT = "#b00020"
NUMERIC_COLUMNS = frozenset(range(2, 9))


class StandingsView(QWidget):
    """The table on the left, the selected team's tie-break on the right."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.standings: Standings | None = None
        self.summaryLabel = QLabel()
        self.summaryLabel.setWordWrap(True)
        self.table = make_table([label(c) for c in CHESS_COLUMNS], self.tr("Clasificación"))
        self.table.setToolTip(self.tr("Los equipos empatados a puntos están resaltados"))
        self.detailLabel = QLabel()
        self.detailLabel.setWordWrap(True)
        self.detailLabel.setTextFormat(Qt.TextFormat.PlainText)
        self.detailLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detailLabel.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.figuresView = QTextBrowser()
        self.figuresView.setAccessibleName(self.tr("Cifras del desempate"))
        self.figuresView.setOpenLinks(False)
        detail = QGroupBox(self.tr("Desempate"))
        detail_layout = QVBoxLayout(detail)
        detail_layout.addWidget(self.detailLabel)
        detail_layout.addWidget(self.figuresView, 1)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.table)
        splitter.addWidget(detail)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.summaryLabel)
        layout.addWidget(splitter, 1)
        self.table.itemSelectionChanged.connect(self._show_selected)
        self._show_selected()

    def set_standings(self, standings: Standings | None) -> None:
        selected = self.selected_team_id()
        self.standings = standings
        table = self.table
        table.blockSignals(True)
        columns = CHESS_COLUMNS if standings is None or standings.is_chess else DOMINO_COLUMNS
        # The previous competition's selection (and its column count) must not carry over.
        table.clearSelection()
        table.setRowCount(0)
        table.setColumnCount(len(columns))
        table.setHorizontalHeaderLabels([label(c) for c in columns])
        header = table.horizontalHeader()
        for column in range(len(columns)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(len(columns) - 1, QHeaderView.ResizeMode.Stretch)
        rows: Sequence[StandingRow | DominoStandingRow] = (
            standings.rows if standings is not None else ()
        )
        table.setRowCount(len(rows))
        tied = QBrush(QColor(TIED_BACKGROUND))
        eliminated = QBrush(QColor(ELIMINATED_TEXT))
        for r, row in enumerate(rows):
            assert standings is not None  # the rows are its rows
            cells = row_cells(standings, row)
            cells[-1] = label(cells[-1])  # the tie-break step in the interface's language
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, row.team_id)
                if c in NUMERIC_COLUMNS and c != len(columns) - 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if getattr(row, "eliminated", ""):
                    item.setForeground(eliminated)  # CH-20.1: out of the competition
                    item.setToolTip(row.explanation)
                elif row.tiebreak is not None:
                    item.setBackground(tied)
                    item.setToolTip(row.explanation)
                else:
                    item.setToolTip(text)
                table.setItem(r, c, item)
        table.blockSignals(False)
        self.summaryLabel.setText(self._summary(standings) if standings else "")
        if selected is not None:
            self.select_team(selected)
        self._show_selected()

    def _summary(self, standings: Standings) -> str:
        """The line over the table, in the interface's language (the PDF prints its own)."""
        points = standings.points
        parts = [
            self.tr("{counted} de {total} encuentros con resultado").format(
                counted=standings.matches_counted, total=standings.matches_total
            ),
            self.tr("puntos por encuentro {win}/{draw}/{loss}").format(
                win=points.win, draw=points.draw, loss=points.loss
            ),
            self.tr("empates: resultado particular, Sistema Holandés, encuentro de desempate")
            if standings.is_chess
            else self.tr(
                "empates: resultado particular, diferencia de partidas, diferencia de tantos"
            ),
        ]
        out = [row for row in standings.rows if isinstance(row, StandingRow) and row.eliminated]
        if out:
            parts.append(
                self.tr("eliminados por incomparecencia (art. 20.1): {names}").format(
                    names=", ".join(standings.name(row.team_id) for row in out)
                )
            )
        if standings.incomplete:
            parts.append(
                self.tr(
                    "%n encuentro(s) con resultados a medias no cuenta(n) todavía",
                    "",
                    len(standings.incomplete),
                )
            )
        return " · ".join(parts)

    def selected_row(self) -> StandingRow | DominoStandingRow | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows or self.standings is None:
            return None
        return self.standings.rows[rows[0].row()]

    def selected_team_id(self) -> int | None:
        row = self.selected_row()
        return row.team_id if row is not None else None

    def select_team(self, team_id: int) -> None:
        if self.standings is None:
            return
        rows: Sequence[StandingRow | DominoStandingRow] = self.standings.rows
        for index, row in enumerate(rows):
            if row.team_id == team_id:
                self.table.selectRow(index)
                return

    def _show_selected(self) -> None:
        row = self.selected_row()
        if row is None or self.standings is None:
            has_ties = self.standings is not None and bool(self.standings.tied_rows)
            self.detailLabel.setText(
                self.tr("Seleccione un equipo resaltado para ver cómo se ha deshecho su empate.")
                if has_ties
                else self.tr("No hay equipos empatados a puntos.")
            )
            self.figuresView.clear()
            return
        if getattr(row, "eliminated", ""):
            self.detailLabel.setText(
                self.tr("{team}: {why}").format(
                    team=self.standings.name(row.team_id), why=row.explanation
                )
            )
            self.figuresView.clear()
            return
        if row.tiebreak is None:
            self.detailLabel.setText(
                self.tr("{team} no está empatado a puntos con nadie.").format(
                    team=self.standings.name(row.team_id)
                )
            )
            self.figuresView.clear()
            return
        self.detailLabel.setText(row.explanation)
        self.figuresView.setHtml(blocks_html(figure_blocks(self.standings, row)))

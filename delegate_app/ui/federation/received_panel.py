"""The Recibidas tab's list: every received file, the totals, a search over club, team, match
and status, and the selected file's whole reason (the table shows its start).

At 1366×768 the table keeps the columns that explain a verdict on screen: the dates and the
status take what they need, the match and the file name a fixed share (elided, whole in their
tooltip), and the reason the rest; below, the selected row's reason wraps in full.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from delegate_app.domain.federation.records import SUPERSEDED, IntakeStatus
from delegate_app.ui.i18n import QT_TRANSLATE_NOOP
from delegate_app.ui.table_util import make_table

# Keyed by ReceivedFile.state: a verdict, or "sustituida" for an incomplete file whose acta
# arrived again with more signatures (kept as the evidence of when it arrived).
STATUS_LABELS = {
    IntakeStatus.ACCEPTED.value: QT_TRANSLATE_NOOP("ReceivedPanel", "aceptada"),
    IntakeStatus.INCOMPLETE.value: QT_TRANSLATE_NOOP("ReceivedPanel", "incompleta"),
    IntakeStatus.REJECTED.value: QT_TRANSLATE_NOOP("ReceivedPanel", "rechazada"),
    SUPERSEDED: QT_TRANSLATE_NOOP("ReceivedPanel", "sustituida"),
}
# Columns: received, status, match, file, reason, receipt.
MATCH_WIDTH, FILE_WIDTH = 330, 170
TOOLTIP_COLUMNS = (2, 3, 4)


def _local(moment: datetime | None) -> str:
    return moment.astimezone().strftime("%d/%m/%Y %H:%M") if moment is not None else ""


def _match_text(row: Any) -> str:
    """The teams first: in a narrow column the competition is what gets elided."""
    match = row.match
    if match is None:
        clubs = " – ".join(c for c in (row.home_club, row.away_club) if c)
        return clubs
    return f"{match.home} – {match.away} · R{match.round} · {match.competition} {match.season}"


def _folded(text: str) -> str:
    """Lower case without accents: «domino» finds «Dominó», «peña» finds «Pena»."""
    plain = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in plain if not unicodedata.combining(c))


class ReceivedPanel(QWidget):
    selectionChanged = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.all_rows: list[Any] = []
        self.rows: list[Any] = []  # the rows in the table, in its order
        self.status: str | None = None  # a ReceivedFile.state
        self.searchBox = QLineEdit()
        self.searchBox.setClearButtonEnabled(True)
        self.searchBox.setPlaceholderText(self.tr("Buscar club, equipo, encuentro o estado"))
        self.searchBox.setAccessibleName(self.tr("Buscar en las actas recibidas"))
        self.searchBox.textChanged.connect(self.show_rows)
        self.totalsLabel = QLabel()
        self.totalsLabel.setAccessibleName(self.tr("Totales"))
        self.table = make_table(
            [
                self.tr("Recibida"),
                self.tr("Estado"),
                self.tr("Encuentro"),
                self.tr("Archivo"),
                self.tr("Motivo"),
                self.tr("Acuse"),
            ],
            self.tr("Actas recibidas"),
            stretch_column=4,
        )
        header = self.table.horizontalHeader()
        # ResizeToContents measures every row at each layout: a season's 2,000 rows would
        # cost seconds. The match and the file take a fixed share, elided; the reason the rest.
        for column, width in ((2, MATCH_WIDTH), (3, FILE_WIDTH)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            self.table.setColumnWidth(column, width)
        self.table.itemSelectionChanged.connect(self._selected)
        self.detailLabel = QLabel()
        self.detailLabel.setWordWrap(True)
        self.detailLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detailLabel.setAccessibleName(self.tr("Motivo completo del acta seleccionada"))
        self.detailLabel.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # Room for a long reason wrapped: a word-wrapped label's height is not renegotiated
        # with the layout each time its text changes.
        self.detailLabel.setMinimumHeight(self.detailLabel.fontMetrics().lineSpacing() * 5)
        top = QHBoxLayout()
        top.addWidget(self.searchBox, 2)
        top.addWidget(self.totalsLabel, 3)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.detailLabel)

    def status_label(self, state: IntakeStatus | str) -> str:
        return self.tr(STATUS_LABELS[str(state)])

    def set_rows(self, rows: Sequence[Any]) -> None:
        self.all_rows = list(rows)
        self.show_rows()

    def set_status(self, state: IntakeStatus | str | None) -> None:
        # A combo box hands its data back as the plain value, not the enum.
        self.status = str(state) if state is not None else None
        self.show_rows()

    def _matches(self, row: Any, words: list[str]) -> bool:
        if self.status is not None and row.state != self.status:
            return False
        if not words:
            return True
        haystack = _folded(
            " ".join(
                (
                    self.status_label(row.state),
                    row.match.label() if row.match is not None else "",
                    row.home_club or "",
                    row.away_club or "",
                    row.file_name,
                )
            )
        )
        return all(word in haystack for word in words)

    def show_rows(self) -> None:
        words = _folded(self.searchBox.text()).split()
        self.rows = [row for row in self.all_rows if self._matches(row, words)]
        table = self.table
        table.setUpdatesEnabled(False)
        table.clearContents()
        table.setRowCount(len(self.rows))
        for r, row in enumerate(self.rows):
            texts = (
                _local(row.received_at),
                self.status_label(row.state),
                _match_text(row),
                row.file_name,
                row.reason,
                _local(row.receipt_issued_at),
            )
            for c, text in enumerate(texts):
                item = QTableWidgetItem(text)
                if c in TOOLTIP_COLUMNS:
                    item.setToolTip(text)
                table.setItem(r, c, item)
        table.setUpdatesEnabled(True)
        self._show_totals()
        self._selected()

    def _show_totals(self) -> None:
        counts = dict.fromkeys(STATUS_LABELS, 0)
        for row in self.all_rows:
            counts[row.state] += 1
        text = self.tr(
            "%n archivos recibidos: aceptadas {a} · incompletas {i} · rechazadas {r}",
            "",
            len(self.all_rows),
        ).format(
            a=counts[IntakeStatus.ACCEPTED.value],
            i=counts[IntakeStatus.INCOMPLETE.value],
            r=counts[IntakeStatus.REJECTED.value],
        )
        if counts[SUPERSEDED]:
            text += " · " + self.tr("sustituidas {s}").format(s=counts[SUPERSEDED])
        if len(self.rows) != len(self.all_rows):
            text += " · " + self.tr("se muestran %n", "", len(self.rows))
        self.totalsLabel.setText(text)

    def selected_row(self) -> Any:
        selected = self.table.selectionModel().selectedRows()
        if not selected:
            return None
        index = selected[0].row()
        return self.rows[index] if 0 <= index < len(self.rows) else None

    def _selected(self) -> None:
        row = self.selected_row()
        if row is None:
            self.detailLabel.setText(
                self.tr("Seleccione un acta para ver su motivo completo.") if self.rows else ""
            )
        else:
            where = row.match.label() if row.match is not None else row.file_name
            self.detailLabel.setText(
                f"<b>{escape_html(self.status_label(row.state))}</b> · {escape_html(where)}<br>"
                + self.superseded_html(row)
                + escape_html(row.reason)
                + self.history_html(row)
            )
        self._fit_detail()
        self.selectionChanged.emit()

    def _fit_detail(self) -> None:
        """A word-wrapped label's height is not renegotiated with the layout when its text
        changes: ask for what the text needs, at least five lines, at most 40 % of the panel."""
        lines = self.detailLabel.fontMetrics().lineSpacing()
        width = max(self.detailLabel.width(), self.width(), 400)
        wanted = self.detailLabel.heightForWidth(width)
        self.detailLabel.setMinimumHeight(
            max(lines * 5, min(wanted, int(max(self.height(), 400) * 0.4)))
        )

    def superseded_html(self, row: Any) -> str:
        if row.superseded_by_id is None:
            return ""
        text = self.tr(
            "Sustituida por «{name}», la misma acta con más firmas: no se verifica de nuevo. "
            "Se conserva como constancia de su llegada. Al recibirse: {status}."
        ).format(name=row.superseded_by or "", status=self.status_label(row.status))
        return escape_html(text) + "<br>"

    def history_html(self, row: Any) -> str:
        """Who did what with the selected file: filled in by the window, empty by default."""
        return ""


def escape_html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

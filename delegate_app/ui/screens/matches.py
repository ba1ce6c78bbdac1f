"""Encuentros: the season's matches, filtered by competition or by the delegate's own teams.

The filter is kept in the settings across restarts, and the screen opens at the next match to
be played (selected and scrolled to), not at round 1.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from delegate_app.domain.competition import Sport
from delegate_app.domain.incident_schema import cite
from delegate_app.store import clubs, outbox
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.ui import messages
from delegate_app.ui.formatting import fmt_date_time, fmt_datetime
from delegate_app.ui.labels import match_state, overdue_without_acta
from delegate_app.ui.preferences import matches_filter, set_matches_filter
from delegate_app.ui.table_util import cell, columns_held, fill_table, make_table

if TYPE_CHECKING:
    from delegate_app.store.calendar import MatchRow
    from delegate_app.ui.step_guide import StepGuide

OVERDUE_COLOUR = "#b00020"


SHORT_REASON = 50


def short_reason(reason: str | None) -> str:
    """The first clause of the federation's reason, cut at a word within SHORT_REASON."""
    first = (reason or "—").split(";")[0].strip()
    if len(first) <= SHORT_REASON:
        return first if first == (reason or "—").strip() else f"{first}…"
    return first[: SHORT_REASON - 1].rsplit(" ", 1)[0] + "…"


class MatchesScreen(QWidget):
    # an acta, a lineup or a sending changed what the other screens show (results, decisions,
    # states): the window marks them to be read again
    data_changed = Signal()

    def __init__(
        self, db: Database, parent: QWidget | None = None, settings=None, clock=datetime.now
    ):
        super().__init__(parent)
        self.db = db
        self._settings = settings
        self.clock = clock  # the tests give the screen a day of the season
        self.competitionCombo = QComboBox()
        self.competitionCombo.setAccessibleName(self.tr("Competición"))
        self.ownOnlyCheck = QCheckBox(self.tr("Solo los encuentros de &mis equipos"))
        self.table = make_table(
            [
                self.tr("Ronda"),
                self.tr("Fecha y hora"),
                self.tr("Competición"),
                self.tr("Local"),
                self.tr("Visitante"),
                self.tr("Lugar"),
                self.tr("Estado"),
                self.tr("Plazos"),
            ],
            self.tr("Encuentros"),
            stretch_column=5,
        )
        # The deadlines column elides at a fixed width (the whole text is in its tooltip), so
        # the table still fits a laptop without a horizontal scroll bar.
        deadlines = self.table.columnCount() - 1
        self.table.horizontalHeader().setSectionResizeMode(
            deadlines, QHeaderView.ResizeMode.Interactive
        )
        self.table.setColumnWidth(deadlines, 150)
        self._matches: list[MatchRow] = []
        self.lineupButton = QPushButton(self.tr("&Alineaciones…"))
        self.lineupButton.setToolTip(self.tr("Preparar la alineación propia y anotar la del rival"))
        self.lineupButton.clicked.connect(self.open_lineups)
        self.actaButton = QPushButton(self.tr("Acta del &encuentro…"))
        self.actaButton.setToolTip(
            self.tr(
                "Guía del día de partido: documentación, comienzo, resultados, incidencias y firmas"
            )
        )
        self.actaButton.clicked.connect(self.open_acta)
        self.sendButton = QPushButton(self.tr("Enviar a la &federación…"))
        self.sendButton.setToolTip(
            self.tr("Pone el acta firmada en la bandeja de salida y la envía por correo")
        )
        self.sendButton.clicked.connect(self.send_acta)
        self.loadReceiptButton = QPushButton(self.tr("Cargar ac&use…"))
        self.loadReceiptButton.setToolTip(
            self.tr("Comprueba un acuse de recibo de la federación guardado en un archivo")
        )
        self.loadReceiptButton.clicked.connect(self.load_receipts)
        self.mailboxButton = QPushButton(self.tr("Leer acuses del &buzón…"))
        self.mailboxButton.setToolTip(
            self.tr("Lee y comprueba los acuses de recibo que la federación envió al club")
        )
        self.mailboxButton.clicked.connect(self.read_mailbox)
        from delegate_app.ui.mail_work import BusyBar, MailWork
        from delegate_app.ui.outbox_retry import OutboxRetry

        # every exchange with a mail server runs here, off the window's thread, one at a time
        self.mailWork = MailWork(self)
        self.mailWork.busyChanged.connect(lambda _busy, _text: self._update_buttons())
        self.busyBar = BusyBar(self.mailWork)
        self.retry = OutboxRetry(db, self, work=self.mailWork)
        self.retry.finished.connect(lambda _sent, _failed: self._refresh_keeping_selection())
        self.visitorButton = QPushButton(self.tr("Enviar al delegado &visitante…"))
        self.visitorButton.setToolTip(
            self.tr("Guarda una copia del acta que usted firmó para que el visitante la firme")
        )
        visitorMenu = QMenu(self.visitorButton)
        self.copyForVisitorAction = visitorMenu.addAction(self.tr("Guardar una &copia…"))
        self.copyForVisitorAction.triggered.connect(self.copy_for_visitor)
        self.mailToVisitorAction = visitorMenu.addAction(self.tr("Por &correo…"))
        self.mailToVisitorAction.triggered.connect(self.mail_to_visitor)
        self.visitorButton.setMenu(visitorMenu)
        self.receivedButton = QPushButton(self.tr("Firmar un acta &recibida…"))
        self.receivedButton.setToolTip(
            self.tr("Abre el acta que le envió el otro club, la comprueba, la firma y la envía")
        )
        self.receivedButton.clicked.connect(self.sign_received)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.table.doubleClicked.connect(lambda _index: self.open_lineups())
        label = QLabel(self.tr("&Competición:"))
        label.setBuddy(self.competitionCombo)
        bar = QHBoxLayout()
        bar.addWidget(label)
        bar.addWidget(self.competitionCombo, 1)
        bar.addWidget(self.ownOnlyCheck)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("<h2>{}</h2>".format(self.tr("Encuentros"))))
        layout.addLayout(bar)
        layout.addWidget(self.table, 1)
        actions = QHBoxLayout()
        actions.addWidget(self.lineupButton)
        actions.addWidget(self.actaButton)
        actions.addWidget(self.sendButton)
        actions.addWidget(self.visitorButton)
        actions.addStretch(1)
        actions.addWidget(self.receivedButton)
        actions.addWidget(self.loadReceiptButton)
        actions.addWidget(self.mailboxButton)
        layout.addLayout(actions)
        layout.addWidget(self.busyBar)
        own_only, self._saved_competition = matches_filter(self._settings)
        self.ownOnlyCheck.setChecked(own_only)
        self.competitionCombo.currentIndexChanged.connect(self._filter_changed)
        self.ownOnlyCheck.toggled.connect(self._filter_changed)
        self.reload()
        self.select_next_match()

    def _filter_changed(self) -> None:
        set_matches_filter(
            self.ownOnlyCheck.isChecked(), self.competitionCombo.currentData(), self._settings
        )
        self._refresh_table()
        self.select_next_match()

    def select_next_match(self) -> None:
        """Select and show the first match not played yet from today on (the last one when the
        season is over)."""
        if not self._matches:
            return
        today = self.clock().replace(hour=0, minute=0, second=0, microsecond=0)
        row = next(
            (r for r, m in enumerate(self._matches) if m.scheduled_at >= today),
            len(self._matches) - 1,
        )
        self.table.selectRow(row)
        self.table.scrollTo(
            self.table.model().index(row, 0), QAbstractItemView.ScrollHint.PositionAtTop
        )

    def showEvent(self, event) -> None:
        super().showEvent(event)
        # Built before it had a size, the table could not bring the selected match to the top.
        rows = self.table.selectionModel().selectedRows()
        if rows:
            self.table.scrollTo(rows[0], QAbstractItemView.ScrollHint.PositionAtTop)

    def reload(self) -> None:
        combo = self.competitionCombo
        current = combo.currentData()
        if self._saved_competition is not None:  # the first time: the filter left last time
            current, self._saved_competition = self._saved_competition, None
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(self.tr("Todas"), None)
        for competition in clubs.list_competitions(self.db):
            text = (
                self.tr("{name} ({season}, archivada)")
                if competition.archived
                else "{name} ({season})"
            )
            combo.addItem(
                text.format(name=competition.name, season=competition.season), competition.id
            )
        combo.setCurrentIndex(max(0, combo.findData(current)))
        combo.blockSignals(False)
        self._refresh_table()

    def _refresh_table(self) -> None:
        from delegate_app.store.calendar import list_matches

        competition_id = self.competitionCombo.currentData()
        if self.ownOnlyCheck.isChecked():
            matches = []
            for club in clubs.own_clubs(self.db):
                matches += list_matches(self.db, competition_id=competition_id, club_id=club.id)
            matches.sort(key=lambda m: (m.scheduled_at, m.round_number))
        else:
            matches = list_matches(self.db, competition_id=competition_id)
        self._matches = matches
        now = self.clock()
        sent = outbox.states(self.db)
        # one measure of the columns for the fill, the colours and the tooltips below
        with columns_held(self.table):
            fill_table(
                self.table,
                [
                    (
                        str(m.round_number),
                        fmt_datetime(m.scheduled_at),
                        m.competition_name,
                        m.home_team,
                        m.away_team,
                        m.venue,
                        self._state(m, sent.get(m.id), now),
                        "",
                    )
                    for m in matches
                ],
            )
            state_column = 6
            for row, m in enumerate(matches):
                if overdue_without_acta(m, now):
                    item = cell(self.table, row, state_column)
                    item.setForeground(QBrush(QColor(OVERDUE_COLOUR)))
                    item.setToolTip(
                        self.tr(
                            "Su día pasó y el encuentro no tiene acta: anote el resultado o, si se "
                            "aplazó, su nueva fecha (Competiciones, «Cambiar fecha…»)."
                        )
                    )
            self._show_deadlines(matches)
            self._show_sending(matches, sent)

        self._update_buttons()

    def _state(self, match, queued, now=None) -> str:
        """The match's state, or, once its acta is in the outbox, where the acta is (a sent
        acta is a closed one: the closing time goes to the tooltip)."""
        if queued is None:
            return match_state(match, now)
        if queued.state == outbox.PENDING:
            return self.tr("Pendiente de envío")
        if queued.state == outbox.SENT and queued.sent_at is not None:
            return self.tr("Enviada el {time}").format(time=f"{queued.sent_at:%d/%m/%Y %H:%M}")
        if queued.state == outbox.RECEIVED and queued.received_at is not None:
            return self.tr("Recibida por la federación el {time}, aceptada").format(
                time=f"{queued.received_at:%d/%m/%Y %H:%M}"
            )
        if queued.state == outbox.REFUSED:
            # The reason is the federation's, in its words (Spanish), as its receipt states it;
            # its first clause here, the whole of it in the tooltip.
            return self.tr("Rechazada ({reason})").format(reason=short_reason(queued.last_error))
        return self.tr("Rechazada")

    def _show_sending(self, matches, sent) -> None:
        column = 6
        for row, match in enumerate(matches):
            queued = sent.get(match.id)
            if queued is None:
                continue
            lines = [match_state(match)]
            if queued.state == outbox.REFUSED:
                if queued.received_at is not None:
                    lines.append(
                        self.tr("Recibida por la federación el {time}").format(
                            time=f"{queued.received_at:%d/%m/%Y %H:%M}"
                        )
                    )
                lines.append(self.tr("Motivo: {reason}").format(reason=queued.last_error))
                lines.append(self.tr("Corrija el acta y envíela de nuevo: será otro archivo."))
            elif queued.last_error:
                lines.append(self.tr("Último intento: {error}").format(error=queued.last_error))
            if queued.receipt_number:
                lines.append(self.tr("Acuse {number}").format(number=queued.receipt_number))
            cell(self.table, row, column).setToolTip("\n".join(lines))

    def _show_deadlines(self, matches) -> None:
        """The deadlines each acta opened: the overdue ones in red with what follows
        (issue 14), else the next one."""
        from delegate_app.store.start_summary import read_acta_deadlines

        now = self.clock()
        rows = {m.id: r for r, m in enumerate(matches)}
        column = self.table.columnCount() - 1
        for acta in read_acta_deadlines(self.db.path, datetime.min, set(rows)):
            item = cell(self.table, rows[acta.match_id], column)
            overdue, pending = acta.overdue(now), acta.pending(now)
            if overdue:
                item.setText(
                    self.tr("VENCIDO: {articles}").format(
                        articles=", ".join(dict.fromkeys(cite(d.rule_id) for d in overdue))
                    )
                )
                item.setForeground(QBrush(QColor(OVERDUE_COLOUR)))
            elif pending:
                first = pending[0]
                item.setText(f"{cite(first.rule_id)}: {fmt_date_time(first.due)}")
            lines = [f"{fmt_date_time(d.due)} — {d.description} {d.consequence}" for d in overdue]
            lines += [f"{fmt_date_time(d.due)} — {d.description}" for d in pending]
            item.setToolTip("\n".join(line.strip() for line in lines))

    def selected_match(self) -> MatchRow | None:
        rows = self.table.selectionModel().selectedRows()
        return self._matches[rows[0].row()] if rows else None

    def select_match(self, match_id: int) -> bool:
        for row, match in enumerate(self._matches):
            if match.id == match_id:
                self.table.selectRow(row)
                self.table.scrollTo(self.table.model().index(row, 0))
                return True
        return False

    def _update_buttons(self) -> None:
        match = self.selected_match()
        chess = match is not None and match.sport == Sport.CHESS.value
        self.lineupButton.setEnabled(chess)
        self.actaButton.setEnabled(match is not None)
        # one exchange with a mail server at a time: the others wait for it to end
        idle = not self.mailWork.busy
        self.sendButton.setEnabled(idle and match is not None and match.status == "jugado")
        self.visitorButton.setEnabled(match is not None and match.status == "jugado")
        self.mailToVisitorAction.setEnabled(idle)
        self.mailboxButton.setEnabled(idle)

    def _may_open(self, match, title: str) -> bool:
        """A match of an archived season is only read: one never played gets no new acta."""
        from delegate_app.store.competitions import is_archived

        if match.status != "jugado" and is_archived(self.db, match.competition_id):
            messages.warn(
                self,
                title,
                self.tr(
                    "«{home} – {away}» es de una temporada archivada: solo se puede consultar, "
                    "y no tiene acta."
                ).format(home=match.home_team, away=match.away_team),
            )
            return False
        return True

    def open_lineups(self) -> None:
        match = self.selected_match()
        if match is None or match.sport != Sport.CHESS.value:
            return
        from delegate_app.ui.chess.lineup_editor import LineupDialog

        if not self._may_open(match, self.tr("Alineaciones")):
            return
        try:
            dialog = LineupDialog(self.db, match.id, self)
        except StoreError as exc:  # e.g. a match of an archived season, never opened
            messages.warn(self, self.tr("Alineaciones"), str(exc))
            return
        dialog.exec()
        self.data_changed.emit()

    def send_acta(self) -> None:
        match = self.selected_match()
        if match is None:
            return
        from delegate_app.ui.mail_dialogs import send_to_federation

        def sent() -> None:
            self._refresh_keeping_selection()
            self.data_changed.emit()

        if send_to_federation(self, self.db, match.id, on_end=sent):
            # Only its row while it goes: refilling the whole table takes the window's thread
            # for long on a big season, and the send's end refreshes it anyway.
            row = next(r for r, m in enumerate(self._matches) if m.id == match.id)
            cell(self.table, row, 6).setText(self.tr("Pendiente de envío"))
            self.data_changed.emit()

    def _refresh_keeping_selection(self) -> None:
        match = self.selected_match()
        self._refresh_table()
        if match is not None:
            self.select_match(match.id)

    def load_receipts(self) -> None:
        from delegate_app.ui.mail_dialogs import load_receipt_files

        if load_receipt_files(self, self.db):
            self._refresh_keeping_selection()

    def read_mailbox(self) -> None:
        from delegate_app.ui.mail_dialogs import read_receipts_from_mailbox

        read_receipts_from_mailbox(self, self.db, on_end=self._refresh_keeping_selection)

    def copy_for_visitor(self) -> None:
        match = self.selected_match()
        if match is None:
            return
        from delegate_app.ui.visitor_signing import save_copy_for_visitor

        save_copy_for_visitor(self, self.db, match.id)

    def mail_to_visitor(self) -> None:
        match = self.selected_match()
        if match is None:
            return
        from delegate_app.ui.visitor_signing import mail_to_visitor

        mail_to_visitor(self, self.db, match.id)

    def sign_received(self) -> None:
        from delegate_app.ui.visitor_signing import ReceivedActaDialog

        ReceivedActaDialog(self.db, self).exec()

    def open_acta(self) -> None:
        match = self.selected_match()
        if match is None:
            return
        Guide: Callable[..., StepGuide]
        if match.sport == Sport.DOMINO.value:
            from delegate_app.ui.domino.guide import DominoGuide as Guide
        else:
            from delegate_app.ui.chess.guide import MatchDayGuide as Guide

        if not self._may_open(match, self.tr("Acta del encuentro")):
            return
        try:
            guide = Guide(self.db, match.id, parent=self)
        except StoreError as exc:  # e.g. a match of an archived season, never opened
            messages.warn(self, self.tr("Acta del encuentro"), str(exc))
            return
        guide.exec()
        self.reload()
        self.data_changed.emit()

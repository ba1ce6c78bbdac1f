"""The calendar of a competition: generated from the draw, imported from the federation's file
(every line previewed, all or nothing), and one match edited."""

from __future__ import annotations

import re
from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QDateTime, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QDateTimeEdit,
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QVBoxLayout,
    QWidget,
)

from delegate_app.domain.competition import Sport
from delegate_app.domain.players import InvalidValue, parse_date
from delegate_app.store import competition_draw, competition_teams, competitions
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Competition
from delegate_app.store.rows import require_id
from delegate_app.ui.dialog_parts import action_cancel, error_label, save_cancel
from delegate_app.ui.formatting import fmt_date, fmt_date_input, fmt_datetime, qt_datetime_format
from delegate_app.ui.table_util import cell, fill_table, make_table

if TYPE_CHECKING:
    from delegate_app.store.calendar import MatchRow, RoundRow
    from delegate_app.store.calendar_io import ImportedCalendar

ERROR_BACKGROUND = QColor("#fde2e4")
_LINE = re.compile(r"^Línea (\d+): ")


def wrapping_list(name: str) -> QListWidget:
    """A list whose long lines wrap instead of scrolling sideways."""
    widget = QListWidget()
    widget.setAccessibleName(name)
    widget.setWordWrap(True)
    widget.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    widget.setResizeMode(QListView.ResizeMode.Adjust)
    return widget


class GenerateCalendarDialog(QDialog):
    """Berger tables from the draw numbers (art. 4), dates from the first round, the official
    times (art. 6.1), Saturday-only last rounds (art. 6.4) and the weekends without play."""

    def __init__(self, db: Database, competition_id: int, parent: QWidget | None = None):
        super().__init__(parent)
        self._db = db
        self.competition: Competition = competitions.get_competition(db, competition_id)
        self.rounds: list[RoundRow] | None = None
        c = self.competition
        self.setWindowTitle(self.tr("Generar calendario — {name}").format(name=c.name))
        teams = competition_teams.competition_teams(db, competition_id)
        n = len(teams)
        per_leg = n - 1 if n % 2 == 0 else n
        total = per_leg * (2 if c.double_round_robin else 1)
        numbered = [t for t in teams if t.draw_number]
        draw = ", ".join(f"{t.draw_number}. {t.name}" for t in numbered)
        chess = c.sport == Sport.CHESS.value
        summary = QLabel(
            (
                self.tr("<b>{n}</b>, {legs} (art. 4): <b>{total}</b>.<br>Sorteo: {draw}")
                if chess
                else self.tr("<b>{n}</b>, {legs}: <b>{total}</b>.<br>Sorteo: {draw}")
            ).format(
                n=self.tr("%n equipo(s)", "", n),
                legs=self.tr("doble vuelta") if c.double_round_robin else self.tr("una vuelta"),
                total=self.tr("%n ronda(s)", "", total),
                draw=draw or self.tr("sin hacer"),
            )
        )
        summary.setWordWrap(True)
        self.summaryLabel = summary
        rules = QLabel(
            (
                self.tr(
                    "Sábados a las {saturday}; los equipos que eligieron el domingo juegan en "
                    "casa a las {sunday} (art. 6.1); las {last} últimas rondas, en sábado "
                    "(art. 6.4)."
                )
                if chess
                else self.tr(
                    "Sábados a las {saturday}; los equipos que eligieron el domingo juegan en "
                    "casa a las {sunday}; las {last} últimas rondas, en sábado."
                )
            ).format(
                saturday=c.saturday_time, sunday=c.sunday_time, last=c.saturday_only_last_rounds
            )
        )
        rules.setWordWrap(True)
        self.firstRoundEdit = QLineEdit(fmt_date_input(c.first_round_date))
        self.firstRoundEdit.setAccessibleName(self.tr("Primera ronda"))
        self.firstRoundEdit.setPlaceholderText(self.tr("dd/mm/aaaa (un sábado)"))
        free = competitions.free_weekends(c)
        freeLabel = QLabel(", ".join(fmt_date(d) for d in free) or self.tr("ninguno"))
        freeLabel.setWordWrap(True)
        self.errorLabel = error_label()
        self.buttonBox, self.generateButton = action_cancel(
            self, self.tr("&Generar"), self.generate
        )
        if len(numbered) < n or n < 2:
            self.errorLabel.setText(
                self.tr("Faltan equipos o números de sorteo: complételos en «Equipos del grupo…».")
            )
        form = QFormLayout()
        form.addRow(self.tr("&Primera ronda:"), self.firstRoundEdit)
        form.addRow(self.tr("Fines de semana sin juego:"), freeLabel)
        layout = QVBoxLayout(self)
        layout.addWidget(summary)
        layout.addWidget(rules)
        layout.addLayout(form)
        layout.addWidget(self.errorLabel)
        layout.addWidget(self.buttonBox)
        self.resize(620, self.sizeHint().height())

    def generate(self) -> None:
        try:
            first = parse_date(self.firstRoundEdit.text(), "Primera ronda")
        except InvalidValue as exc:
            self.errorLabel.setText(str(exc))
            return
        try:
            self.rounds = competition_draw.generate_calendar(
                self._db, require_id(self.competition), first
            )
        except StoreError as exc:
            self.errorLabel.setText(str(exc))
            return
        self.accept()


class CalendarImportDialog(QDialog):
    """Every line of the file with what it will do or what is wrong with it; nothing is written
    unless the whole file is correct."""

    def __init__(
        self, db: Database, competition: Competition, path: str, parent: QWidget | None = None
    ):
        super().__init__(parent)
        self._db, self._competition, self._path = db, competition, path
        self.imported: ImportedCalendar | None = None
        self.setWindowTitle(
            self.tr("Importar calendario — {competition}").format(competition=competition.name)
        )
        self.resize(900, 560)
        self.headerLabel = QLabel()
        self.headerLabel.setWordWrap(True)
        self.createCheck = QCheckBox(self.tr("&Crear los equipos que no existan"))
        self.createCheck.setToolTip(
            self.tr("Los equipos del archivo que no están inscritos se crean como equipos rivales")
        )
        self.table = make_table(
            [self.tr("Línea"), self.tr("Encuentro"), self.tr("Comprobación")],
            self.tr("Vista previa del calendario"),
            stretch_column=2,
        )
        self.problemsList = wrapping_list(self.tr("Problemas encontrados"))
        self.errorLabel = error_label()
        self.buttonBox, self.importButton = action_cancel(
            self, self.tr("&Importar"), self.do_import
        )
        layout = QVBoxLayout(self)
        layout.addWidget(self.headerLabel)
        layout.addWidget(self.createCheck)
        layout.addWidget(self.table, 3)
        layout.addWidget(self.problemsList, 1)
        layout.addWidget(self.errorLabel)
        layout.addWidget(self.buttonBox)
        self.createCheck.toggled.connect(lambda _on: self._preview())
        self._preview()

    def _preview(self) -> None:
        from delegate_app.store.calendar_io import read_calendar

        create = self.createCheck.isChecked()
        self.preview = preview = read_calendar(
            self._db, require_id(self._competition), self._path, create
        )
        if preview.ok:
            counts = self.tr("{matches} en {rounds}: se puede importar.").format(
                matches=self.tr("%n encuentro(s)", "", len(preview.lines)),
                rounds=self.tr("%n ronda(s)", "", len(preview.round_dates)),
            )
            if preview.new_teams:
                counts += " " + self.tr("Equipos nuevos: {teams}.").format(
                    teams=", ".join(preview.new_teams)
                )
        else:
            n = len(preview.problems)
            counts = self.tr(
                "<b>%n problema(s)</b>: no se importará nada hasta que el archivo esté bien.", "", n
            )
        self.headerLabel.setText(f"<b>{preview.path.name}</b><br>{counts}")
        rows, bad = [], []
        for index, (line, text) in enumerate(sorted(preview.read_lines.items())):
            problems = [p.message for p in preview.problems if p.line == line]
            if problems:
                bad.append(index)
            rows.append((str(line), text, "; ".join(problems) or self.tr("correcto")))
        fill_table(self.table, rows)
        for index in bad:
            for column in range(self.table.columnCount()):
                cell(self.table, index, column).setBackground(QBrush(ERROR_BACKGROUND))
        self.problemsList.clear()
        self.problemsList.addItems(preview.messages)
        self.problemsList.setVisible(not preview.ok)
        self.importButton.setEnabled(preview.ok)

    def do_import(self) -> None:
        from delegate_app.store.calendar_io import import_calendar

        try:
            self.imported = import_calendar(
                self._db, require_id(self._competition), self._path, self.createCheck.isChecked()
            )
        except StoreError as exc:
            self.errorLabel.setText(str(exc))
            return
        self.accept()


class MatchEditDialog(QDialog):
    """The official date, time and venue of one match of the calendar, before it is played."""

    def __init__(self, db: Database, match: MatchRow, parent: QWidget | None = None):
        super().__init__(parent)
        self._db, self._match = db, match
        self.saved = False
        self.setWindowTitle(
            self.tr("Editar encuentro — ronda {round}").format(round=match.round_number)
        )
        heading = QLabel(
            f"<b>{match.home_team} – {match.away_team}</b><br>"
            + self.tr("Fecha oficial: {date}").format(date=fmt_datetime(match.scheduled_at))
        )
        heading.setWordWrap(True)
        when = match.scheduled_at
        # PySide6 takes Python's date and time here; its stub lists only QDate and QTime.
        self.dateEdit = QDateTimeEdit(QDateTime(when.date(), when.time()))  # type: ignore[call-overload]
        self.dateEdit.setDisplayFormat(qt_datetime_format())
        self.dateEdit.setCalendarPopup(True)
        self.dateEdit.setAccessibleName(self.tr("Fecha y hora oficiales"))
        self.venueEdit = QLineEdit(match.venue)
        self.venueEdit.setAccessibleName(self.tr("Lugar"))
        note = QLabel(
            self.tr(
                "Corrige el calendario (una errata, un cambio publicado por la Federación). Para "
                "aplazar un encuentro use «Cambiar fecha…» (arts. 6.2 y 6.3)."
            )
        )
        note.setWordWrap(True)
        self.errorLabel = error_label()
        self.buttonBox = save_cancel(self, self.save)
        form = QFormLayout()
        form.addRow(self.tr("&Fecha y hora:"), self.dateEdit)
        form.addRow(self.tr("&Lugar:"), self.venueEdit)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(self.errorLabel)
        layout.addWidget(self.buttonBox)
        self.resize(560, self.sizeHint().height())

    def save(self) -> None:
        from delegate_app.store.match_moves import update_match

        moment = self.dateEdit.dateTime().toPython()
        if not isinstance(moment, datetime):
            self.errorLabel.setText(self.tr("Indique la fecha y la hora."))
            return
        try:
            update_match(self._db, self._match.id, moment.replace(second=0), self.venueEdit.text())
        except StoreError as exc:
            self.errorLabel.setText(str(exc))
            return
        self.saved = True
        self.accept()

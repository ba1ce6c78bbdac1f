"""Festivos del club: the local holidays (a municipal fiesta) the club's deadlines skip, added
by the delegate; the national, Canarian and Tenerife ones the app already knows."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from delegate_app.domain.players import InvalidValue, parse_date
from delegate_app.store import holidays
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.ui.dialog_parts import error_label
from delegate_app.ui.formatting import fmt_date
from delegate_app.ui.table_util import fill_table, make_table


class HolidaysDialog(QDialog):
    def __init__(self, db: Database, parent: QWidget | None = None):
        super().__init__(parent)
        self._db = db
        self.changed = False
        self.setWindowTitle(self.tr("Festivos del club"))
        self.resize(620, 460)
        note = QLabel(
            self.tr(
                "Los plazos en días hábiles ya saltan los festivos nacionales, "
                "los de Canarias y el insular de Tenerife (2 de febrero). Añada aquí los "
                "festivos locales de su municipio: cuentan como no hábiles en los plazos de "
                "todas sus actas."
            )
        )
        note.setWordWrap(True)
        self.table = make_table(
            [self.tr("Fecha"), self.tr("Festivo")], self.tr("Festivos del club"), stretch_column=1
        )
        self.dateEdit = QLineEdit()
        self.dateEdit.setAccessibleName(self.tr("Fecha del festivo"))
        self.dateEdit.setPlaceholderText(self.tr("dd/mm/aaaa"))
        self.nameEdit = QLineEdit()
        self.nameEdit.setAccessibleName(self.tr("Nombre del festivo"))
        self.nameEdit.setPlaceholderText(self.tr("Fiestas patronales"))
        self.addButton = QPushButton(self.tr("&Añadir"))
        self.addButton.clicked.connect(self.add)
        self.removeButton = QPushButton(self.tr("&Quitar el seleccionado"))
        self.removeButton.clicked.connect(self.remove)
        self.errorLabel = error_label()
        self.errorLabel.setAccessibleName(self.tr("Errores"))
        row = QHBoxLayout()
        date_label = QLabel(self.tr("&Fecha:"))
        date_label.setBuddy(self.dateEdit)
        name_label = QLabel(self.tr("&Nombre:"))
        name_label.setBuddy(self.nameEdit)
        row.addWidget(date_label)
        row.addWidget(self.dateEdit)
        row.addWidget(name_label)
        row.addWidget(self.nameEdit, 1)
        row.addWidget(self.addButton)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(self.table, 1)
        remove_row = QHBoxLayout()
        remove_row.addWidget(self.removeButton)
        remove_row.addStretch(1)
        layout.addLayout(remove_row)
        layout.addLayout(row)
        layout.addWidget(self.errorLabel)
        layout.addWidget(buttons)
        self.reload()

    def reload(self) -> None:
        self._days = holidays.list_holidays(self._db)
        fill_table(self.table, [(fmt_date(h.day), h.name) for h in self._days])
        self.removeButton.setEnabled(bool(self._days))

    def add(self) -> None:
        try:
            day = parse_date(self.dateEdit.text(), self.tr("Fecha"))
            if day is None:
                raise InvalidValue(self.tr("Escriba la fecha del festivo (dd/mm/aaaa)."))
            holidays.add_holiday(self._db, day, self.nameEdit.text())
        except (InvalidValue, StoreError) as exc:
            self.errorLabel.setText(str(exc))
            return
        self.errorLabel.clear()
        self.dateEdit.clear()
        self.nameEdit.clear()
        self.changed = True
        self.reload()

    def remove(self) -> None:
        row = self.table.currentRow()
        if not 0 <= row < len(self._days):
            self.errorLabel.setText(self.tr("Elija en la lista el festivo que quiere quitar."))
            return
        try:
            holidays.remove_holiday(self._db, self._days[row].day)
        except StoreError as exc:
            self.errorLabel.setText(str(exc))
            return
        self.errorLabel.clear()
        self.changed = True
        self.reload()

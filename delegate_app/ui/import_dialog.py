"""Preview of a player-list file: every line, what it will do, and every problem found.

Nothing is written unless the whole file is valid; then it is imported in one transaction.
"""

from __future__ import annotations

from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QDialog,
    QLabel,
    QListWidget,
    QVBoxLayout,
    QWidget,
)

from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Club
from delegate_app.store.player_file import read_player_file
from delegate_app.store.player_io import ImportSummary, apply_import, plan_import
from delegate_app.store.rows import require_id
from delegate_app.ui.dialog_parts import action_cancel, error_label
from delegate_app.ui.formatting import fmt_date, fmt_int
from delegate_app.ui.i18n import QT_TRANSLATE_NOOP, translate
from delegate_app.ui.table_util import cell, fill_table, make_table

ERROR_BACKGROUND = QColor("#fde2e4")
HEADERS = (
    QT_TRANSLATE_NOOP("ImportDialog", "Línea"),
    QT_TRANSLATE_NOOP("ImportDialog", "N.º"),
    QT_TRANSLATE_NOOP("ImportDialog", "Licencia"),
    QT_TRANSLATE_NOOP("ImportDialog", "Apellidos"),
    QT_TRANSLATE_NOOP("ImportDialog", "Nombre"),
    QT_TRANSLATE_NOOP("ImportDialog", "DNI/NIE"),
    QT_TRANSLATE_NOOP("ImportDialog", "Nacimiento"),
    QT_TRANSLATE_NOOP("ImportDialog", "ELO Canario"),
    QT_TRANSLATE_NOOP("ImportDialog", "Equipo"),
    QT_TRANSLATE_NOOP("ImportDialog", "Acción"),
)


class ImportDialog(QDialog):
    def __init__(self, db: Database, club: Club, path: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Importar lista de jugadores — {club}").format(club=club.name))
        self.resize(900, 560)
        self._db, self._club = db, club
        self.summary: ImportSummary | None = None
        self.preview = read_player_file(path)
        self.plan = plan_import(db, require_id(club), self.preview)

        self.headerLabel = QLabel()
        self.headerLabel.setWordWrap(True)
        self.table = make_table(
            [translate("ImportDialog", h) for h in HEADERS],
            self.tr("Vista previa de la importación"),
        )
        self.problemsLabel = QLabel()
        self.problemsLabel.setWordWrap(True)
        self.problemsList = QListWidget()
        self.problemsList.setAccessibleName(self.tr("Problemas encontrados"))
        self.errorLabel = error_label()
        self.buttonBox, self.importButton = action_cancel(
            self, self.tr("&Importar"), self.do_import
        )

        layout = QVBoxLayout(self)
        layout.addWidget(self.headerLabel)
        layout.addWidget(self.table, 3)
        layout.addWidget(self.problemsLabel)
        layout.addWidget(self.problemsList, 1)
        layout.addWidget(self.errorLabel)
        layout.addWidget(self.buttonBox)
        self._show()

    def _show(self) -> None:
        preview, plan = self.preview, self.plan
        source = preview.path.name
        if preview.file_format == "csv" and preview.encoding:
            source += self.tr(" (CSV, {encoding}, separador: {delimiter})").format(
                encoding=preview.encoding, delimiter=preview.delimiter_label
            )
        elif preview.file_format == "xlsx":
            source += (
                self.tr(" (Excel, hoja «{sheet}»)").format(sheet=preview.sheet)
                if preview.sheet
                else " (Excel)"
            )
        if plan.ok:
            counts = self.tr("{total}: {added} y {updated}.").format(
                total=self.tr("%n jugador(es)", "", len(plan.rows)),
                added=self.tr("%n nuevo(s)", "", plan.added),
                updated=self.tr("%n actualizado(s)", "", plan.updated),
            )
            if plan.kept:
                counts += " " + self.tr(
                    "{kept} jugadores del club no figuran en el archivo: se mantienen, a "
                    "continuación de los importados."
                ).format(kept=len(plan.kept))
        else:
            counts = self.tr("No se importará nada hasta que el archivo esté correcto.")
        self.headerLabel.setText(f"<b>{source}</b><br>{counts}")

        planned = {r.line: r for r in plan.rows}
        rows, bad_lines = [], []
        for index, row in enumerate(preview.rows):
            r = row.record
            problems = [p.message for p in plan.problems if p.line == row.line]
            target = planned.get(row.line)
            if problems:
                action = self.tr("Error")
                bad_lines.append(index)
            elif target is None or not plan.ok:
                action = self.tr("Correcta")
            else:
                action = self.tr("Nuevo") if target.is_new else self.tr("Actualiza")
            rows.append(
                (
                    str(row.line),
                    str(target.list_number) if target else "",
                    r.licence or "",
                    r.last_name,
                    r.first_name,
                    r.dni or "",
                    fmt_date(r.birth_date),
                    fmt_int(r.elo_canario),
                    r.team_rank or "",
                    action,
                )
            )
        fill_table(self.table, rows)
        for index in bad_lines:
            for column in range(self.table.columnCount()):
                cell(self.table, index, column).setBackground(QBrush(ERROR_BACKGROUND))

        self.problemsList.clear()
        self.problemsList.addItems(plan.messages)
        if plan.ok:
            self.problemsLabel.setText(self.tr("Sin problemas: el archivo se puede importar."))
            self.problemsList.hide()
        else:
            n = len(plan.problems)
            text = self.tr(
                "<b>%n problema(s)</b>: corríjalo(s) en el archivo y vuelva a importarlo.", "", n
            )
            self.problemsLabel.setText(text)
        self.importButton.setEnabled(plan.ok)

    def do_import(self) -> None:
        try:
            self.summary = apply_import(self._db, require_id(self._club), self.preview)
        except StoreError as exc:
            self.errorLabel.setText(str(exc))
            return
        self.accept()

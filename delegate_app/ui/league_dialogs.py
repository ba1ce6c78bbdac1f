"""The league file (one competition, exported by a delegate or the federation office and
imported by the other clubs, with a preview before anything is written) and a new season."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Competition
from delegate_app.store.rows import require_id
from delegate_app.ui import messages
from delegate_app.ui.calendar_dialogs import wrapping_list
from delegate_app.ui.dialog_parts import action_cancel, error_label
from delegate_app.ui.formatting import file_slug
from delegate_app.ui.i18n import translate

if TYPE_CHECKING:  # imported where used
    from delegate_app.store.league_import import LeaguePreview
    from delegate_app.store.seasons import NewSeasonSummary

LEAGUE_SUFFIX = ".liga.json"


class LeagueExportDialog(QDialog):
    """What goes into the file: always clubs, teams, venues, delegates and the calendar; the
    player lists when asked."""

    def __init__(self, competition: Competition, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Exportar archivo de la liga"))
        text = QLabel(
            self.tr(
                "«{name}» ({season}): los clubes, los equipos con su local y su delegado, los "
                "ajustes y el calendario. Los demás delegados lo importan en su base de datos "
                "sin escribir nada."
            ).format(name=competition.name, season=competition.season)
        )
        text.setWordWrap(True)
        self.listsCheck = QCheckBox(self.tr("Incluir las &listas de jugadores de los clubes"))
        self.buttonBox, self.exportButton = action_cancel(self, self.tr("&Exportar…"), self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(self.listsCheck)
        layout.addWidget(self.buttonBox)
        self.resize(560, self.sizeHint().height())


def export_league_file(parent: QWidget, db: Database, competition: Competition) -> None:
    from delegate_app.store.league_file import export_league_file as export

    options = LeagueExportDialog(competition, parent)
    if not options.exec():
        return
    suggested = f"liga-{file_slug(competition.name)}-{competition.season}{LEAGUE_SUFFIX}"
    path = messages.save_file(
        parent,
        translate("LeagueFile", "Exportar archivo de la liga"),
        suggested,
        translate("LeagueFile", "Archivo de la liga (*.liga.json)"),
    )
    if not path:
        return
    if not path.lower().endswith(".json"):
        path += LEAGUE_SUFFIX
    try:
        export(db, require_id(competition), path, include_lists=options.listsCheck.isChecked())
    except (StoreError, OSError) as exc:
        messages.error(parent, translate("LeagueFile", "Archivo de la liga no exportado"), str(exc))
        return
    messages.info(
        parent,
        translate("LeagueFile", "Archivo de la liga exportado"),
        translate("LeagueFile", "«{competition}» guardada en «{file}».").format(
            competition=competition.name, file=path.replace("\\", "/").rsplit("/", 1)[-1]
        ),
    )


class LeagueImportDialog(QDialog):
    """What the file would change in this database, line by line; nothing is written until
    «Importar», and then all of it or nothing."""

    def __init__(self, db: Database, path: str, parent: QWidget | None = None):
        super().__init__(parent)
        from delegate_app.store.league_import import preview_league_file

        self._db, self._path = db, path
        self.applied: LeaguePreview | None = None
        self.applied_competition_id: int | None = None
        self.setWindowTitle(self.tr("Importar archivo de la liga"))
        self.resize(860, 560)
        self.preview = preview = preview_league_file(db, path)
        self.headerLabel = QLabel()
        self.headerLabel.setWordWrap(True)
        self.changesList = wrapping_list(self.tr("Cambios que se harán"))
        self.changesList.addItems(preview.changes)
        self.problemsList = wrapping_list(self.tr("Problemas encontrados"))
        self.problemsList.addItems(preview.problems)
        self.problemsList.setVisible(not preview.ok)
        self.errorLabel = error_label()
        self.buttonBox, self.importButton = action_cancel(
            self, self.tr("&Importar"), self.do_import
        )
        self.importButton.setEnabled(preview.ok)
        name = preview.competition_name or self.tr("(desconocida)")
        if preview.ok:
            summary = self.tr(
                "<b>{name}</b>: {changes}. Nada se escribe hasta pulsar «Importar»; un acta "
                "cerrada no se toca nunca."
            ).format(name=name, changes=self.tr("%n cambio(s)", "", len(preview.changes)))
        else:
            summary = self.tr(
                "<b>{name}</b>: el archivo no se puede importar; no se ha cambiado nada."
            ).format(name=name)
        self.headerLabel.setText(summary)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headerLabel)
        layout.addWidget(self.changesList, 3)
        layout.addWidget(self.problemsList, 1)
        layout.addWidget(self.errorLabel)
        layout.addWidget(self.buttonBox)

    def do_import(self) -> None:
        from delegate_app.store.league_import import import_league_file

        try:
            self.applied = import_league_file(self._db, self._path)
        except StoreError as exc:
            self.errorLabel.setText(str(exc))
            return
        self.applied_competition_id = getattr(self.applied, "competition_id", None)
        self.accept()


class NewSeasonDialog(QDialog):
    """Nueva temporada: the club, its teams and its lists carried into the next season; the
    earlier one stays, read-only, with its actas."""

    def __init__(self, db: Database, parent: QWidget | None = None):
        super().__init__(parent)
        from delegate_app.domain.season import next_season
        from delegate_app.store.seasons import current_season, list_seasons

        self._db = db
        self.summary: NewSeasonSummary | None = None
        self.setWindowTitle(self.tr("Nueva temporada"))
        self.fromCombo = QComboBox()
        self.fromCombo.setAccessibleName(self.tr("Temporada que termina"))
        for season in list_seasons(db):
            self.fromCombo.addItem(season, season)
        current = current_season(db)
        if current:
            self.fromCombo.setCurrentIndex(max(0, self.fromCombo.findData(current)))
        self.toLabel = QLabel()
        text = QLabel(
            self.tr(
                "Se crean las competiciones de la temporada nueva con los mismos ajustes y "
                "equipos, sin calendario; las listas de jugadores siguen en el club. La "
                "temporada anterior queda archivada: se puede consultar, con sus actas, pero no "
                "cambiar."
            )
        )
        text.setWordWrap(True)
        self.errorLabel = error_label()
        self.buttonBox, self.createButton = action_cancel(
            self, self.tr("&Crear temporada"), self.create_season
        )
        self.createButton.setEnabled(self.fromCombo.count() > 0)
        form = QFormLayout()
        form.addRow(self.tr("&Desde:"), self.fromCombo)
        form.addRow(self.tr("Temporada nueva:"), self.toLabel)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addLayout(form)
        layout.addWidget(self.errorLabel)
        layout.addWidget(self.buttonBox)
        self._next = next_season

        def show_next(_index: int = -1) -> None:
            season = self.fromCombo.currentData()
            self.toLabel.setText(f"<b>{self._next(season)}</b>" if season else "—")

        self.fromCombo.currentIndexChanged.connect(show_next)
        show_next()
        self.resize(560, self.sizeHint().height())

    def create_season(self) -> None:
        """(Not create(): that is QWidget's, which makes the native window.)"""
        from delegate_app.store.seasons import new_season

        season = self.fromCombo.currentData()
        try:
            self.summary = new_season(self._db, season)
        except StoreError as exc:
            self.errorLabel.setText(str(exc))
            return
        messages.info(
            self,
            self.tr("Nueva temporada"),
            self.tr("Temporada {season}: {competitions} y {teams}.").format(
                season=self.summary.season,
                competitions=self.tr("%n competición(es)", "", self.summary.competitions),
                teams=self.tr("%n equipo(s)", "", self.summary.teams),
            ),
        )
        self.accept()

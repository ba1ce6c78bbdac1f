"""Create or edit a club; the dialog stays open with the reason when the store refuses."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QWidget

from delegate_app.domain.competition import Sport
from delegate_app.store import clubs
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Club
from delegate_app.store.rows import require_id
from delegate_app.ui.forms.ui_club_dialog import Ui_ClubDialog
from delegate_app.ui.labels import label


class ClubDialog(QDialog):
    def __init__(
        self,
        db: Database,
        club: Club | None = None,
        own: bool = False,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.ui = Ui_ClubDialog()
        self.ui.setupUi(self)
        self._db, self._club, self._own = db, club, own
        self.saved_club: Club | None = None
        for sport in Sport:
            self.ui.sportCombo.addItem(label(sport.label), sport.value)
        self.ui.ownCheck.setChecked(own or (club is not None and club.is_own))
        if own:
            self.setWindowTitle(self.tr("Crear mi club"))
        else:
            self.setWindowTitle(self.tr("Editar club") if club else self.tr("Nuevo club"))
        if club is not None:
            self.ui.nameEdit.setText(club.name)
            self.ui.sportCombo.setCurrentIndex(self.ui.sportCombo.findData(club.sport))
            self.ui.sportCombo.setEnabled(False)  # a club's list belongs to one federation
            self.ui.localityEdit.setText(club.locality)
            self.ui.venueEdit.setText(club.venue_address)
        self.ui.buttonBox.button(QDialogButtonBox.StandardButton.Save).clicked.connect(self.save)
        self.ui.buttonBox.rejected.connect(self.reject)

    def save(self) -> None:
        name = self.ui.nameEdit.text()
        locality, venue = self.ui.localityEdit.text(), self.ui.venueEdit.text()
        try:
            if self._club is None:
                self.saved_club = clubs.create_club(
                    self._db,
                    name,
                    self.ui.sportCombo.currentData(),
                    locality,
                    venue,
                    is_own=self.ui.ownCheck.isChecked(),
                )
            else:
                self.saved_club = clubs.update_club(
                    self._db,
                    require_id(self._club),
                    name,
                    locality,
                    venue,
                    is_own=self.ui.ownCheck.isChecked(),
                )
        except StoreError as exc:
            self.ui.errorLabel.setText(str(exc))
            return
        self.accept()

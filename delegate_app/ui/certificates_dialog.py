"""Certificados: the club's signing authority and the delegates' certificates it issues.

The authority is the database's one (`documents/authority_store.py`), the same that `delegado
certificados crear-autoridad/emitir` use: created here or there, opened here with its passphrase.
Its key and each delegate's key only ever reach the disk inside a .p12 encrypted with a
passphrase; the federation gets the authority's certificate alone (.pem).
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime, timedelta
from pathlib import Path

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from delegate_app.documents.certificates import Authority, SigningError
from delegate_app.os_errors import os_reason
from delegate_app.ui import messages
from delegate_app.ui.formatting import fmt_date
from delegate_app.ui.i18n import QT_TRANSLATE_NOOP, translate

log = logging.getLogger(__name__)

P12_FILTER = QT_TRANSLATE_NOOP(
    "CertificatesDialog", "Certificado con clave (*.p12);;Todos los archivos (*)"
)
PEM_FILTER = QT_TRANSLATE_NOOP("CertificatesDialog", "Certificado (*.pem);;Todos los archivos (*)")
MIN_PASSPHRASE = 8  # the same as authority_store.MIN_PASSPHRASE, for the delegates' files too


def _passphrase(first: QLineEdit, second: QLineEdit) -> str:
    """The passphrase typed twice, or SigningError; both fields are cleared either way."""
    one, two = first.text(), second.text()
    first.clear()
    second.clear()
    if len(one) < MIN_PASSPHRASE:
        raise SigningError(
            translate(
                "CertificatesDialog", "La contraseña debe tener al menos {n} caracteres."
            ).format(n=MIN_PASSPHRASE)
        )
    if one != two:
        raise SigningError(translate("CertificatesDialog", "Las dos contraseñas no coinciden."))
    return one


def _password_edit(name: str) -> QLineEdit:
    edit = QLineEdit()
    edit.setEchoMode(QLineEdit.EchoMode.Password)
    edit.setAccessibleName(name)
    return edit


def _file_slug(text: str) -> str:
    from delegate_app.documents.acta_package import slug

    return slug(text).lower()


class CertificatesDialog(QDialog):
    help_topic = "firma"  # the manual's section for F1 (ui/help.py)

    def __init__(
        self,
        parent: QWidget | None = None,
        club_name: str = "",
        folder: Path | None = None,
        *,
        db_path: str | Path,
    ):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Certificados de firma"))
        self.resize(1080, 480)
        self.folder = folder or Path.home()
        self.db_path = Path(db_path)
        self.authority: Authority | None = None

        intro = QLabel(
            self.tr(
                "Si los delegados no tienen certificado de la FNMT, el club puede ser su propia "
                "autoridad de firma: la crea una vez, emite un certificado a cada delegado y da "
                "a la federación el certificado de la autoridad para que confíe en sus firmas."
            )
        )
        intro.setWordWrap(True)

        # The authority: create one, or open the one created before.
        self.clubEdit = QLineEdit(club_name)
        self.clubEdit.setAccessibleName(self.tr("Nombre del club"))
        self.caYearsSpin = QSpinBox()
        self.caYearsSpin.setRange(1, 30)
        self.caYearsSpin.setValue(10)
        self.caYearsSpin.setSuffix(self.tr(" años"))
        self.caYearsSpin.setAccessibleName(self.tr("Validez de la autoridad, en años"))
        self.caPass1 = _password_edit(self.tr("Contraseña de la autoridad"))
        self.caPass2 = _password_edit(self.tr("Repita la contraseña de la autoridad"))
        self.createButton = QPushButton(self.tr("&Crear autoridad…"))
        self.createButton.clicked.connect(self.create_authority)
        self.openButton = QPushButton(self.tr("&Abrir autoridad…"))
        self.openButton.setToolTip(
            self.tr(
                "Escriba antes en «Contraseña» la de la autoridad. Si el club aún no la tiene "
                "aquí, elija después el archivo .p12 donde la guardó."
            )
        )
        self.openButton.clicked.connect(self.open_authority)
        self.exportButton = QPushButton(self.tr("E&xportar certificado para la federación…"))
        self.exportButton.clicked.connect(self.export_authority)
        self.authorityLabel = QLabel()
        self.authorityLabel.setWordWrap(True)
        caForm = QFormLayout()
        caForm.addRow(self.tr("Club:"), self.clubEdit)
        caForm.addRow(self.tr("Validez:"), self.caYearsSpin)
        caForm.addRow(self.tr("Contraseña:"), self.caPass1)
        caForm.addRow(self.tr("Repita la contraseña:"), self.caPass2)
        caButtons = QHBoxLayout()
        caButtons.addWidget(self.createButton)
        caButtons.addWidget(self.openButton)
        caButtons.addStretch(1)
        caBox = QGroupBox(self.tr("Autoridad de firma del club"))
        caLayout = QVBoxLayout(caBox)
        caLayout.addLayout(caForm)
        caLayout.addLayout(caButtons)
        caLayout.addWidget(self.authorityLabel)
        caLayout.addWidget(self.exportButton)

        # A delegate's certificate.
        self.nameEdit = QLineEdit()
        self.nameEdit.setAccessibleName(self.tr("Nombre y apellidos del delegado"))
        # As `certificados emitir --dni --licencia`: the registry binds a signer by DNI/NIE.
        self.dniEdit = QLineEdit()
        self.dniEdit.setAccessibleName(self.tr("DNI o NIE del delegado"))
        self.dniEdit.setPlaceholderText(self.tr("12345678Z o X1234567L"))
        self.dniEdit.setMaxLength(20)
        self.licenceEdit = QLineEdit()
        self.licenceEdit.setAccessibleName(self.tr("Licencia federativa del delegado"))
        self.yearsSpin = QSpinBox()
        self.yearsSpin.setRange(1, 5)
        self.yearsSpin.setValue(2)
        self.yearsSpin.setSuffix(self.tr(" años"))
        self.yearsSpin.setAccessibleName(self.tr("Validez del certificado, en años"))
        self.pass1 = _password_edit(self.tr("Contraseña del certificado del delegado"))
        self.pass2 = _password_edit(self.tr("Repita la contraseña del certificado del delegado"))
        self.issueButton = QPushButton(self.tr("&Emitir certificado…"))
        self.issueButton.clicked.connect(self.issue)
        form = QFormLayout()
        form.addRow(self.tr("Nombre y apellidos:"), self.nameEdit)
        form.addRow(self.tr("DNI/NIE:"), self.dniEdit)
        form.addRow(self.tr("Licencia:"), self.licenceEdit)
        form.addRow(self.tr("Validez:"), self.yearsSpin)
        form.addRow(self.tr("Contraseña:"), self.pass1)
        form.addRow(self.tr("Repita la contraseña:"), self.pass2)
        self.delegateBox = QGroupBox(self.tr("Certificado de un delegado"))
        delegateLayout = QVBoxLayout(self.delegateBox)
        delegateLayout.addLayout(form)
        delegateLayout.addWidget(self.issueButton)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        # Side by side: one above the other is taller than a 1366×768 laptop screen.
        boxes = QHBoxLayout()
        boxes.addWidget(caBox, 1)
        boxes.addWidget(self.delegateBox, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(boxes)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self._update()

    def _update(self) -> None:
        from delegate_app.documents import authority_store

        ready = self.authority is not None
        stored = authority_store.exists(self.db_path)
        legacy = authority_store.needs_migration(self.db_path)
        self.delegateBox.setEnabled(ready)
        self.exportButton.setEnabled(ready)
        # One authority per database: create it only where there is none; an unencrypted one
        # left by an older version is protected with the passphrase typed twice.
        self.createButton.setEnabled(not ready and (legacy or not stored))
        self.createButton.setText(
            self.tr("&Proteger la autoridad existente") if legacy else self.tr("&Crear autoridad")
        )
        self.caYearsSpin.setEnabled(not stored)
        self.openButton.setEnabled(not ready and not legacy)
        if self.authority is not None:  # ready
            certificate = self.authority.certificate
            text = self.tr(
                "Autoridad abierta: {subject} · válida hasta el {date}\nHuella SHA-256: {sha}"
            ).format(
                subject=certificate.subject.rfc4514_string(),
                date=fmt_date(certificate.not_valid_after_utc),
                sha=authority_store.fingerprint(certificate),
            )
        elif legacy:
            text = self.tr(
                "La clave de la autoridad del club está guardada sin cifrar en {file}. Escriba "
                "dos veces una contraseña y pulse «Proteger la autoridad existente»: se guardará "
                "cifrada y se borrará la copia sin cifrar."
            ).format(file=authority_store.legacy_key_path(self.db_path))
        elif stored:
            certificate = authority_store.public_certificate(self.db_path)
            text = self.tr(
                "El club ya tiene autoridad ({file}). Escriba su contraseña y pulse «Abrir "
                "autoridad»."
            ).format(file=authority_store.store_path(self.db_path))
            if certificate is not None:
                text += "\n" + self.tr("Huella SHA-256: {sha}").format(
                    sha=authority_store.fingerprint(certificate)
                )
        else:
            text = self.tr(
                "El club aún no tiene autoridad de firma: créela o, si la guardó en un archivo "
                ".p12, ábrala desde él."
            )
        self.authorityLabel.setText(text)
        # Grow to what the longer text needs rather than squeeze the buttons (1366×768 fits it).
        wanted = self.sizeHint().height()
        if self.height() < wanted:
            self.resize(self.width(), wanted)

    # --- the authority ---------------------------------------------------------------------

    def create_authority(self) -> None:
        from delegate_app.documents import authority_store

        club = self.clubEdit.text().strip()
        legacy = authority_store.needs_migration(self.db_path)
        if not club and not legacy:
            messages.warn(
                self, self.tr("Autoridad del club"), self.tr("Escriba el nombre del club.")
            )
            return
        try:
            passphrase = _passphrase(self.caPass1, self.caPass2)
        except SigningError as exc:
            messages.warn(self, self.tr("Autoridad del club"), str(exc))
            return
        try:
            if legacy:
                unlocked = authority_store.unlock(self.db_path, passphrase)
                self.authority = unlocked.authority
                done = unlocked.migrated or ""
            else:
                self.authority = authority_store.create(
                    self.db_path, club, passphrase, years=self.caYearsSpin.value()
                )
                done = self.tr(
                    "Autoridad creada y guardada en {file}, protegida con su contraseña (la misma "
                    "que pide «delegado certificados emitir»). Guarde una copia de ese archivo en "
                    "lugar seguro y exporte su certificado para la federación."
                ).format(file=authority_store.store_path(self.db_path))
        except (SigningError, OSError) as exc:
            reason = os_reason(exc) if isinstance(exc, OSError) else str(exc)
            messages.warn(
                self,
                self.tr("Autoridad del club"),
                self.tr("No se ha creado: {error}").format(error=reason),
            )
            return
        self._update()
        messages.info(self, self.tr("Autoridad del club"), done)

    def open_authority(self) -> None:
        from delegate_app.documents import authority_store

        passphrase = self.caPass1.text()
        self.caPass1.clear()
        self.caPass2.clear()
        if authority_store.exists(self.db_path):
            try:
                self.authority = authority_store.unlock(self.db_path, passphrase).authority
            except (SigningError, OSError) as exc:
                reason = os_reason(exc) if isinstance(exc, OSError) else str(exc)
                messages.warn(self, self.tr("Autoridad del club"), reason)
                return
            self._update()
            return
        path = messages.open_file(
            self,
            self.tr("Abrir la autoridad del club"),
            translate("CertificatesDialog", P12_FILTER),
        )
        if not path:
            return
        try:
            # Kept in the database's store from now on: the command line issues from it too.
            self.authority = authority_store.adopt(
                self.db_path, Path(path).read_bytes(), passphrase
            )
        except OSError as exc:
            messages.warn(
                self,
                self.tr("Autoridad del club"),
                self.tr("No se puede leer {file}: {error}").format(file=path, error=os_reason(exc)),
            )
            return
        except SigningError as exc:
            messages.warn(self, self.tr("Autoridad del club"), str(exc))
            return
        self.folder = Path(path).parent
        self._update()

    def export_authority(self) -> None:
        from delegate_app.documents.certificates import export_certificate
        from delegate_app.store.atomic_file import write_atomically

        if self.authority is None:
            return
        club = self.clubEdit.text().strip() or "club"
        suggested = str(self.folder / f"autoridad-{_file_slug(club)}.pem")
        target = messages.save_file(
            self,
            self.tr("Exportar certificado de la autoridad"),
            suggested,
            translate("CertificatesDialog", PEM_FILTER),
        )
        if not target:
            return
        try:
            write_atomically(Path(target), export_certificate(self.authority.certificate, "pem"))
        except OSError as exc:
            messages.warn(
                self,
                self.tr("Exportar certificado"),
                self.tr("No se pudo guardar: {error}").format(error=os_reason(exc)),
            )
            return
        messages.info(
            self,
            self.tr("Exportar certificado"),
            self.tr(
                "Certificado de la autoridad guardado en {file}. Es público (no lleva la clave): "
                "envíelo a la federación para que compruebe las actas firmadas por el club."
            ).format(file=target),
        )

    # --- delegates -------------------------------------------------------------------------

    def issue(self) -> None:
        from delegate_app.documents import authority_store

        if self.authority is None:
            return
        title = self.tr("Certificado del delegado")
        try:
            who = authority_store.delegate_identity(
                self.nameEdit.text(), self.dniEdit.text(), self.licenceEdit.text()
            )
        except ValueError as exc:
            messages.warn(self, title, str(exc))
            return
        try:
            passphrase = _passphrase(self.pass1, self.pass2)
        except SigningError as exc:
            messages.warn(self, title, str(exc))
            return
        suggested = str(self.folder / f"{_file_slug(who.name)}.p12")
        target = messages.save_file(
            self,
            self.tr("Guardar el certificado del delegado"),
            suggested,
            translate("CertificatesDialog", P12_FILTER),
        )
        if not target:
            return
        now = datetime.now(UTC)
        not_after = min(
            now + timedelta(days=365 * self.yearsSpin.value()),
            self.authority.certificate.not_valid_after_utc,
        )
        try:
            authority_store.issue_delegate(
                self.db_path,
                self.authority,
                who,
                target,
                passphrase,
                not_before=now - timedelta(hours=1),
                not_after=not_after,
            )
        except (SigningError, OSError, ValueError) as exc:
            reason = os_reason(exc) if isinstance(exc, OSError) else str(exc)
            messages.warn(self, title, self.tr("No se ha emitido: {error}").format(error=reason))
            return
        for edit in (self.nameEdit, self.dniEdit, self.licenceEdit):
            edit.clear()
        messages.info(
            self,
            title,
            self.tr(
                "Certificado de {name} ({dni}) guardado en {file}, válido hasta el {date}. "
                "Entrégueselo junto con su contraseña por separado."
            ).format(name=who.name, dni=who.dni, file=target, date=fmt_date(not_after)),
        )

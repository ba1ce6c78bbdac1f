"""Closing an acta, the same for chess and domino: the signatures drawn on the screen, the lock,
annexes after it, and the acta's PDF (exported signed or not, more signatures, printed).

The guide of each sport gives the close step its summary line; everything else here reads what
both sports' acta views share (signatures, lock, deadlines, incidents, annexes). The PDF dialog
reaches documents/ (acta_package, for both sports) through ui/acta_documents.py.
"""

from __future__ import annotations

import html
import logging
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Generic, TypeVar

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from delegate_app.documents.certificates import LoadedSigner, SigningError
from delegate_app.domain.chess.involved_players import parse_player_role
from delegate_app.domain.deadlines import Deadline
from delegate_app.domain.sides import Side
from delegate_app.store import acta
from delegate_app.store.acta import ROLE_LABELS
from delegate_app.store.acta_reading import read_acta
from delegate_app.store.acta_views import CommonActaView, SignatureLine
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError
from delegate_app.store.match_header import own_side
from delegate_app.ui import messages, printing
from delegate_app.ui.acta_annex import AnnexDialog
from delegate_app.ui.acta_documents import ActaDocuments
from delegate_app.ui.committee_dialog import DecisionDialog
from delegate_app.ui.dialog_parts import file_row
from delegate_app.ui.formatting import deadline_items, fmt_date_time, fmt_datetime
from delegate_app.ui.i18n import QT_TRANSLATE_NOOP, translate
from delegate_app.ui.labels import label
from delegate_app.ui.preferences import kept_backups
from delegate_app.ui.printing import WaitCursor, open_folder
from delegate_app.ui.signature_pad import SignaturePad
from delegate_app.ui.step_guide import GuideForSteps, Step

if TYPE_CHECKING:
    from delegate_app.documents.verify import VerificationReport

log = logging.getLogger(__name__)

ViewT = TypeVar("ViewT", bound=CommonActaView)  # the sport's acta view

PDF_FILTER = QT_TRANSLATE_NOOP("ActaExportDialog", "Documento PDF (*.pdf)")
P12_FILTER = QT_TRANSLATE_NOOP(
    "ActaExportDialog", "Certificado con clave (*.p12 *.pfx);;Todos los archivos (*)"
)
# The digital signatures' roles: the PDF's three signature fields (documents/signing.py).
ROLE_NAMES = {
    "delegado_local": QT_TRANSLATE_NOOP("ActaExportDialog", "Delegado local"),
    "delegado_visitante": QT_TRANSLATE_NOOP("ActaExportDialog", "Delegado visitante"),
    "arbitro": QT_TRANSLATE_NOOP("ActaExportDialog", "Árbitro"),
}


def _tr(text: str) -> str:
    """A text of this module marked with QT_TRANSLATE_NOOP("ActaExportDialog", ...)."""
    return translate("ActaExportDialog", text)


def sport_acta_view(db: Database, match_id: int) -> tuple[str, CommonActaView, str]:
    """(sport, the sport's acta view, its score as the headers show it), from the store's one
    read of the acta (the sport's view comes from store.acta's table of the sports)."""
    read = read_acta(db, match_id)
    return read.sport, read.view, read.view.score_text


# --- the signatures on the screen ---------------------------------------------------------------


class SignerBox(QGroupBox):
    """One signer: printed name, licence and the drawn signature."""

    def __init__(self, role: str, on_sign: Callable[[SignerBox], None], title: str | None = None):
        role_name = title or label(ROLE_LABELS[role])
        super().__init__(role_name)
        self.role = role
        self.nameEdit = QLineEdit()
        self.nameEdit.setAccessibleName(self.tr("Nombre: {role}").format(role=role_name))
        self.licenceEdit = QLineEdit()
        self.licenceEdit.setAccessibleName(self.tr("Licencia: {role}").format(role=role_name))
        self.pad = SignaturePad()
        self.pad.setMinimumSize(260, 110)
        self.pad.setAccessibleName(self.tr("Zona de firma: {role}").format(role=role_name))
        self.signButton = QPushButton(self.tr("Firmar"))
        self.signButton.setAccessibleName(self.tr("Firmar: {role}").format(role=role_name))
        self.clearButton = QPushButton(self.tr("Borrar"))
        self.clearButton.setAccessibleName(
            self.tr("Borrar la firma: {role}").format(role=role_name)
        )
        self.signButton.clicked.connect(lambda: on_sign(self))
        self.clearButton.clicked.connect(self.pad.clear)
        self.stateLabel = QLabel()
        self.stateLabel.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Nombre:"), self.nameEdit)
        form.addRow(self.tr("Licencia:"), self.licenceEdit)
        buttons = QHBoxLayout()
        buttons.addWidget(self.signButton)
        buttons.addWidget(self.clearButton)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.pad)
        layout.addLayout(buttons)
        layout.addWidget(self.stateLabel)


def confirm_lock(parent: QWidget, db: Database, match_id: int, frozen: list[str]) -> bool:
    """Before the signature that locks the acta: what is missing refuses it, else the delegate
    confirms what will be frozen (score, boards, incidents, signatures)."""
    problems = acta.lock_problems(db, match_id)
    if problems:
        messages.warn(
            parent,
            translate("LockConfirmation", "El acta no está completa"),
            translate(
                "LockConfirmation",
                "Esta firma cerraría el acta, pero aún falta:\n\n{problems}\n\nComplételo antes "
                "de firmar.",
            ).format(problems="\n".join(f"• {p}" for p in problems)),
        )
        return False
    return messages.ask(
        parent,
        translate("LockConfirmation", "Cerrar el acta"),
        translate(
            "LockConfirmation",
            "Con esta firma el acta queda cerrada y ya no podrá cambiarse (lo posterior irá en "
            "anexos). Quedará así:\n\n{frozen}\n\n¿Firmar y cerrar el acta?",
        ).format(frozen="\n".join(frozen)),
    )


class CloseStep(Step[GuideForSteps[ViewT]], Generic[ViewT]):
    """The last step of both guides: summary, deadlines, signatures, lock, PDF and annexes.

    ``summary(view)`` is the sport's part: the result in bold and, if any, a line under it;
    ``frozen(view)`` lists, in the sport's words, what the lock will freeze (issue 14: the
    confirmation before the signature that locks).
    """

    def __init__(
        self,
        guide: GuideForSteps[ViewT],
        summary: Callable[[ViewT], tuple[str, str]],
        frozen: Callable[[ViewT], list[str]] | None = None,
        *,
        committee: bool = False,
        appeals: bool = True,
    ):
        super().__init__(guide)
        self.committee = committee  # both sports record the committee's decisions here
        self.appeals = appeals  # CH-23: chess's appeal deadline; the domino text states none
        self.summary = summary
        self.frozen = frozen or (lambda view: [summary(view)[0]])
        self.summaryLabel = QLabel()
        self.summaryLabel.setWordWrap(True)
        self.summaryLabel.setTextFormat(Qt.TextFormat.RichText)
        self.signers = {role: SignerBox(role, self.sign) for role in ROLE_LABELS}
        signers = QHBoxLayout()
        for box in self.signers.values():
            signers.addWidget(box)
        # CH-13.7: the players involved in an unresolved incident sign as well.
        self.playerBoxes: dict[str, SignerBox] = {}
        self.playersGroup = QGroupBox(
            self.tr("Jugadores implicados en incidencias no resueltas (art. 13.7)")
        )
        self.playersLayout = QHBoxLayout(self.playersGroup)
        self.playersGroup.hide()
        self.lockLabel = QLabel()
        self.lockLabel.setWordWrap(True)
        self.annexButton = QPushButton(self.tr("Añadir un a&nexo…"))
        self.annexButton.clicked.connect(self.add_annex)
        self.pdfButton = QPushButton(self.tr("&PDF, firma digital e impresión…"))
        self.pdfButton.clicked.connect(self.export_pdf)
        self.decisionButton = QPushButton(self.tr("&Fallo del Comité recibido…"))
        self.decisionButton.setToolTip(
            self.tr("Anote el día en que llegó el fallo: abre diez días naturales para recurrir")
        )
        self.decisionButton.clicked.connect(self.record_decision)
        self.decisionButton.setVisible(committee)
        content = QWidget()
        layout = QVBoxLayout(content)
        layout.addWidget(self.summaryLabel)
        layout.addLayout(signers)
        layout.addWidget(self.playersGroup)
        layout.addWidget(self.lockLabel)
        documents = QHBoxLayout()
        documents.addWidget(self.pdfButton)
        documents.addWidget(self.annexButton)
        documents.addWidget(self.decisionButton)
        documents.addStretch(1)
        layout.addLayout(documents)
        layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setAccessibleName(self.tr("Cierre del acta"))
        scroll.setWidgetResizable(True)
        scroll.setWidget(content)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)

    def refresh(self, view: ViewT) -> None:
        result, more = self.summary(view)
        deadlines = deadline_items(self.deadlines(view), self.guide.clock())
        self.summaryLabel.setText(
            self.tr(
                "{result} · {incidents} · {annexes}<br>{more}Plazos:<ul>{deadlines}</ul>"
            ).format(
                result=result,
                incidents=self.tr("%n incidencia(s)", "", len(view.incidents)),
                annexes=self.tr("%n anexo(s)", "", len(view.annexes)),
                more=f"{more}<br>" if more else "",
                deadlines=deadlines,
            )
        )
        valid = view.valid_signatures()
        voided = {s.role for s in view.voided_signatures()}
        required = view.required_roles()
        for role, box in self.signers.items():
            box.setVisible(role in required or role in valid)
            self._show_box(box, view, valid.get(role), role in voided)
            if role == "arbitro" and not box.nameEdit.text():
                box.nameEdit.setText(view.arbiter_name)
                box.licenceEdit.setText(view.arbiter_licence)
        self._refresh_players(view, valid, voided)
        if view.locked:
            self.lockLabel.setText(
                self.tr(
                    "<b>Acta cerrada el {when}</b>: solo lectura. Huella SHA-256 del contenido: "
                    "{hash}… Lo que ocurra después se añade como anexo firmado."
                ).format(when=fmt_datetime(view.locked_at), hash=view.content_hash[:16])
                + self._sending(view.match_id)
            )
        else:
            self.lockLabel.setText(
                self.tr(
                    "El acta se cierra sola cuando están todas las firmas necesarias. Cualquier "
                    "cambio después de una firma la anula."
                )
            )
        self.annexButton.setVisible(view.locked)

    def _sending(self, match_id: int) -> str:
        """Where the signed acta is on its way to the federation (the outbox), if it left."""
        from delegate_app.store import outbox

        queued = outbox.states(self.guide.db).get(match_id)
        if queued is None:
            return ""
        if queued.state == outbox.RECEIVED and queued.received_at is not None:
            state = self.tr("recibida por la federación el {time}, aceptada (acuse {number})")
            state = state.format(
                time=fmt_datetime(queued.received_at), number=queued.receipt_number
            )
        elif queued.state == outbox.REFUSED:
            state = self.tr("rechazada por la federación (acuse {number}): {reason}").format(
                number=html.escape(queued.receipt_number or "—"),
                reason=html.escape(queued.last_error or "—"),  # the file's words may be in it
            )
        elif queued.state == outbox.SENT and queued.sent_at is not None:
            state = self.tr("enviada el {time}").format(time=fmt_datetime(queued.sent_at))
        else:
            state = self.tr("pendiente de envío")
        return "<br>" + self.tr("Envío a la federación: {state}").format(state=state)

    def deadlines(self, view: ViewT) -> list[Deadline]:
        """The acta's deadlines and, in chess, the appeal each committee decision opens."""
        if not (self.committee and self.appeals):
            return list(view.deadlines)
        from delegate_app.store.committee import appeal_deadlines

        appeals = appeal_deadlines(self.guide.db, view.match_id)
        return sorted([*view.deadlines, *appeals], key=lambda d: d.due)

    def record_decision(self) -> None:
        guide = self.guide
        if DecisionDialog(guide.db, guide.match_id, guide.clock, self).exec():
            guide.refresh()

    def _show_box(
        self, box: SignerBox, view: ViewT, signature: SignatureLine | None, voided: bool
    ) -> None:
        # A reopened acta shows the signatures drawn on it, as its PDF does.
        box.pad.show_signed(
            acta.signature_image(self.guide.db, signature.id) if signature else None
        )
        if signature is not None:
            # who signed, as the signature stored it: a reopened acta shows its signers whole
            box.nameEdit.setText(signature.name)
            box.licenceEdit.setText(signature.licence)
            box.stateLabel.setText(
                self.tr("✔ Firmado por {name} el {when}").format(
                    name=signature.name, when=fmt_datetime(signature.signed_at)
                )
            )
        elif voided:
            box.stateLabel.setText(
                self.tr(
                    "✖ Su firma anterior quedó anulada porque el acta cambió después: "
                    "firme de nuevo."
                )
            )
        else:
            box.stateLabel.setText(self.tr("Pendiente de firma."))
        for widget in (box.nameEdit, box.licenceEdit, box.pad, box.signButton, box.clearButton):
            widget.setEnabled(not view.locked and signature is None)

    def _refresh_players(
        self, view: ViewT, valid: dict[str, SignatureLine], voided: set[str]
    ) -> None:
        """One signer box per player involved (chess, CH-13.7), and any player who signed."""
        players = {p.role: p for p in view.involved_players}
        wanted = [*players, *(r for r in valid if parse_player_role(r) and r not in players)]
        for role in list(self.playerBoxes):
            if role not in wanted:
                self.playerBoxes.pop(role).deleteLater()
        for role in wanted:
            box = self.playerBoxes.get(role)
            if box is None:
                side, board = parse_player_role(role) or (None, 0)
                team = view.home_team if side == "local" else view.away_team
                box = SignerBox(
                    role,
                    self.sign,
                    self.tr("Tablero {board}, {team}").format(board=board, team=team),
                )
                self.playerBoxes[role] = box
                self.playersLayout.addWidget(box)
                player = players.get(role)
                if player is not None and player.name:
                    box.nameEdit.setText(player.name)
                licence = view.player_licences.get(role, "")
                if licence:
                    box.licenceEdit.setText(licence)
            self._show_box(box, view, valid.get(role), role in voided)
        self.playersGroup.setVisible(bool(wanted))

    def status(self, view: ViewT) -> tuple[str, str]:
        if view.locked:
            return "ok", self.tr("Acta cerrada")
        problems = acta.lock_problems(self.guide.db, view.match_id)
        if problems:
            return "todo", self.tr("Antes de cerrar: {problems}").format(
                problems=" ".join(problems)
            )
        missing = [label(ROLE_LABELS[role]) for role in view.missing_roles()]
        return "todo", self.tr("Faltan las firmas: {roles}").format(roles=", ".join(missing))

    def sign(self, box: SignerBox) -> None:
        if box.pad.is_empty():
            messages.warn(
                self, self.tr("Firma"), self.tr("Dibuje la firma en el recuadro antes de firmar.")
            )
            return
        # The box asks for both; the acta names who signed by name and licence.
        for edit, missing in (
            (box.nameEdit, self.tr("Escriba el nombre de quien firma como {role}.")),
            (box.licenceEdit, self.tr("Escriba la licencia de quien firma como {role}.")),
        ):
            if not edit.text().strip():
                messages.warn(self, self.tr("Firma"), missing.format(role=box.title()))
                edit.setFocus()
                return
        view = self.guide.view
        if view.missing_roles() == [box.role] and not confirm_lock(
            self, self.guide.db, view.match_id, self._frozen_lines(view)
        ):
            return
        locked = self.guide.act(
            acta.sign_acta,
            box.role,
            box.nameEdit.text(),
            box.licenceEdit.text(),
            box.pad.to_png(),
            ask_void=False,
        )
        if locked is True:
            self.backup_after_lock()
            messages.info(
                self,
                self.tr("Acta cerrada"),
                self.tr("Están todas las firmas: el acta queda cerrada."),
            )

    def _frozen_lines(self, view: ViewT) -> list[str]:
        signed = ", ".join(s.name for s in view.valid_signatures().values())
        lines = [
            *self.frozen(view),
            self.tr("Firmas: {names} y la que se añade ahora").format(names=signed or "—"),
        ]
        unsigned = view.unsigned_players()
        if unsigned:
            lines.append(
                self.tr("Sin la firma de los jugadores implicados (art. 13.7): {names}").format(
                    names=", ".join(p.name or f"{p.side} {p.board}" for p in unsigned)
                )
            )
        return lines

    def backup_after_lock(self) -> None:
        """A copy of the database right after an acta locks (nothing lost)."""
        from delegate_app.store.backup import backup_after_lock

        guide = self.guide
        try:
            backup_after_lock(guide.db.path, guide.match_id, kept_backups())
        except (OSError, StoreError) as exc:
            messages.warn(
                self,
                self.tr("Copia de seguridad"),
                self.tr("El acta está cerrada, pero la copia falló: {error}").format(error=exc),
            )

    def add_annex(self) -> None:
        guide = self.guide
        dialog = AnnexDialog(guide.window())
        if not dialog.exec():
            return
        try:
            acta.add_annex(
                guide.db,
                guide.match_id,
                dialog.textEdit.toPlainText(),
                dialog.roleCombo.currentData(),
                dialog.nameEdit.text(),
                dialog.licenceEdit.text(),
                dialog.pad.to_png(),
                guide.clock(),
            )
        except StoreError as exc:
            messages.warn(self, self.tr("Anexo"), str(exc))
        guide.refresh()

    def export_pdf(self) -> None:
        guide = self.guide
        ActaExportDialog(guide.db, guide.match_id, parent=guide.window(), clock=guide.clock).exec()


# --- the PDF ------------------------------------------------------------------------------------


class ActaExportDialog(QDialog):
    """The acta on paper and as a file: export (signed or not), more signatures, print.

    Everything about the PDF itself (layout, signing, checking, file names) lives in
    documents/; this dialog only collects the choices and shows the result with the report of
    the check documents/ makes of every file it writes.
    """

    def __init__(
        self,
        db: Database,
        match_id: int,
        parent: QWidget | None = None,
        clock: Callable[[], datetime] = datetime.now,
        folder: Path | None = None,
    ):
        super().__init__(parent)
        self.db, self.match_id, self.clock = db, match_id, clock
        self.folder = folder or Path.home()
        self.exported: Path | None = None
        sport, self.view, score = sport_acta_view(db, match_id)
        view = self.view
        self.documents = ActaDocuments(db, match_id, sport)
        self.setWindowTitle(
            self.tr("Acta en PDF — {home} – {away}").format(
                home=view.home_team, away=view.away_team
            )
        )
        self.resize(760, 600)

        state = (
            self.tr("Acta cerrada el {when}").format(when=fmt_date_time(view.locked_at))
            if view.locked
            else self.tr("Acta abierta: el PDF será un borrador, sin valor hasta que se cierre")
        )
        header = QLabel(
            self.tr(
                "<b>{competition}</b> · Ronda {round} · {when}<br><b>{home} {score} {away}</b> · "
                "{state}"
            ).format(
                competition=view.competition,
                round=view.round_number,
                when=fmt_date_time(view.official_start),
                home=view.home_team,
                score=score,
                away=view.away_team,
                state=state,
            )
        )
        header.setWordWrap(True)

        self.signCheck = QCheckBox(self.tr("&Firmar con un certificado digital"))
        self.signCheck.setChecked(view.locked)
        if not view.locked:
            self.signCheck.setEnabled(False)
            self.signCheck.setToolTip(
                self.tr("Solo se firma digitalmente un acta cerrada (firmada en pantalla)")
            )
        self.p12Edit = QLineEdit()
        self.p12Edit.setPlaceholderText(self.tr("Archivo .p12 o .pfx (FNMT o emitido por el club)"))
        self.p12Edit.setAccessibleName(self.tr("Archivo del certificado"))
        p12Row = file_row(
            self.p12Edit,
            self.tr("&Elegir…"),
            self.tr("Elegir el archivo del certificado"),
            self.choose_certificate,
        )
        self.passphraseEdit = QLineEdit()
        self.passphraseEdit.setEchoMode(QLineEdit.EchoMode.Password)
        self.passphraseEdit.setAccessibleName(self.tr("Contraseña del certificado"))
        self.roleCombo = QComboBox()
        self.roleCombo.setAccessibleName(self.tr("Quién firma"))
        for role, name in ROLE_NAMES.items():
            self.roleCombo.addItem(_tr(name), role)
        if own_side(db, match_id) == Side.AWAY:
            self.roleCombo.setCurrentIndex(self.roleCombo.findData("delegado_visitante"))
        form = QFormLayout()
        form.addRow(self.tr("Certificado:"), p12Row)
        form.addRow(self.tr("Contraseña:"), self.passphraseEdit)
        form.addRow(self.tr("Firma como:"), self.roleCombo)
        self.certificateBox = QGroupBox(self.tr("Certificado"))
        self.certificateBox.setLayout(form)
        self.signCheck.toggled.connect(self._update)

        self.exportButton = QPushButton()
        self.exportButton.clicked.connect(self.export)
        self.addSignatureButton = QPushButton(self.tr("Añadir &otra firma al PDF exportado"))
        self.addSignatureButton.setToolTip(
            self.tr(
                "El siguiente firmante elige su certificado y su papel y firma el mismo archivo"
            )
        )
        self.addSignatureButton.clicked.connect(self.add_signature)
        self.printButton = QPushButton(self.tr("&Imprimir…"))
        self.printButton.clicked.connect(self.print_acta)
        self.folderButton = QPushButton(self.tr("Abrir &carpeta"))
        # Enabled only once there is an exported file (_update_buttons).
        self.folderButton.clicked.connect(
            lambda: open_folder(self.exported) if self.exported is not None else None
        )
        self.paperButton = QToolButton()
        self.paperButton.setText(self.tr("&Papel…"))
        self.paperButton.setToolTip(self.tr("Impresos para cuando falla el ordenador"))
        self.paperButton.setAccessibleName(self.tr("Impresos en papel"))
        self.paperButton.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        paper = QMenu(self.paperButton)
        paper.addAction(
            self.tr("Alineaciones (art. 16.3)"), lambda: self.print_form("alineaciones")
        )
        paper.addAction(self.tr("Acta en blanco"), lambda: self.print_form("acta"))
        paper.addAction(self.tr("Planillas con los nombres"), lambda: self.print_form("planillas"))
        self.paperButton.setMenu(paper)
        self.paperButton.setVisible(self.documents.paper_forms)
        actions = QHBoxLayout()
        for button in (self.exportButton, self.addSignatureButton):
            actions.addWidget(button)
        actions.addStretch(1)
        for button in (self.printButton, self.folderButton, self.paperButton):
            actions.addWidget(button)

        self.statusLabel = QLabel()
        self.statusLabel.setWordWrap(True)
        self.statusLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.reportText = QPlainTextEdit()
        self.reportText.setReadOnly(True)
        self.reportText.setAccessibleName(self.tr("Comprobación del PDF"))
        self.reportText.setPlaceholderText(
            self.tr(
                "Aquí aparece la comprobación que Delegado hace del PDF antes de darlo por bueno."
            )
        )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(header)
        layout.addWidget(self.signCheck)
        layout.addWidget(self.certificateBox)
        layout.addLayout(actions)
        layout.addWidget(self.statusLabel)
        layout.addWidget(self.reportText, 1)
        layout.addWidget(buttons)
        self._update()

    # --- state -----------------------------------------------------------------------------

    def _update(self) -> None:
        signing = self.signCheck.isChecked()
        self.certificateBox.setEnabled(signing)
        self.exportButton.setText(
            self.tr("&Exportar PDF firmado…") if signing else self.tr("&Exportar PDF…")
        )
        self.addSignatureButton.setEnabled(signing and self.exported is not None)
        self.folderButton.setEnabled(self.exported is not None)

    def role(self) -> str:
        role: str = self.roleCombo.currentData()
        return role

    def choose_certificate(self) -> None:
        path = messages.open_file(self, self.tr("Elegir certificado"), _tr(P12_FILTER))
        if path:
            self.p12Edit.setText(path)
            self.passphraseEdit.setFocus()

    def _signer(self) -> LoadedSigner | None:
        """The chosen certificate, opened; None (after telling the user why) when it cannot be."""
        from delegate_app.documents.certificates import load_signer

        path = self.p12Edit.text().strip()
        if not path:
            messages.warn(
                self, self.tr("Firmar"), self.tr("Elija el archivo del certificado (.p12 o .pfx).")
            )
            return None
        passphrase = self.passphraseEdit.text()
        # The passphrase is not kept: each signature asks for it again.
        self.passphraseEdit.clear()
        try:
            with WaitCursor():
                return load_signer(Path(path), passphrase)
        except SigningError as exc:
            messages.warn(self, self.tr("Firmar"), str(exc))
            return None

    def _show(self, report: VerificationReport, done: str) -> None:
        self.reportText.setPlainText("\n".join(report.lines()))
        failing = [c for c in report.checks if not c.ok]
        if failing:
            self.statusLabel.setText(
                self.tr("✖ {done}, pero la comprobación encontró problemas.").format(done=done)
            )
        else:
            self.statusLabel.setText(
                self.tr("✔ {done}. Comprobado por Delegado: firmas y datos íntegros.").format(
                    done=done
                )
            )

    # --- actions ---------------------------------------------------------------------------

    def export(self) -> None:
        signer = None
        if self.signCheck.isChecked():
            signer = self._signer()
            if signer is None:
                return
        try:
            suggested = str(self.folder / self.documents.file_name())
        except StoreError as exc:
            messages.warn(self, self.tr("Exportar acta"), str(exc))
            return
        target = messages.save_file(self, self.tr("Guardar el acta"), suggested, _tr(PDF_FILTER))
        if not target:
            return
        try:
            with WaitCursor():
                result = self.documents.export(target, signer, self.role())
        except (SigningError, StoreError) as exc:
            messages.warn(self, self.tr("No se ha exportado el acta"), str(exc))
            return
        except Exception as exc:
            log.exception("export of acta %s failed", self.match_id)
            messages.error(
                self, self.tr("Exportar acta"), self.tr("No se pudo exportar el acta."), str(exc)
            )
            return
        self.exported = result.pdf_path
        self.folder = result.pdf_path.parent
        done = (
            self.tr("Acta firmada y guardada en {pdf}; datos en {json}")
            if result.signed
            else self.tr("Acta guardada (sin firma digital) en {pdf}; datos en {json}")
        )
        self._show(result.report, done.format(pdf=result.pdf_path.name, json=result.json_path.name))
        self._update()

    def add_signature(self) -> None:
        if self.exported is None:
            return
        signer = self._signer()
        if signer is None:
            return
        try:
            with WaitCursor():
                report = self.documents.add_signature(self.exported, signer, self.role())
        except SigningError as exc:
            messages.warn(self, self.tr("No se ha añadido la firma"), str(exc))
            return
        self._show(
            report,
            self.tr("Firma de {name} ({role}) añadida").format(
                name=signer.name, role=_tr(ROLE_NAMES[self.role()])
            ),
        )

    def _acta_bytes(self) -> bytes | None:
        if self.exported is not None:
            try:
                return self.exported.read_bytes()
            except OSError as exc:
                messages.warn(
                    self,
                    self.tr("Imprimir"),
                    self.tr("No se puede leer {file}: {error}").format(
                        file=self.exported, error=exc
                    ),
                )
                return None
        try:
            with WaitCursor():
                return self.documents.pdf()
        except (SigningError, StoreError) as exc:
            messages.warn(self, self.tr("Imprimir"), str(exc))
            return None

    def print_acta(self) -> bool:
        """The exported (signed) file if there is one, else the acta as it stands."""
        pdf = self._acta_bytes()
        if pdf is None:
            return False
        return printing.print_pdf(self, pdf, self.tr("Acta del encuentro"), self.exported)

    def print_form(self, kind: str) -> bool:
        titles = {
            "alineaciones": self.tr("Alineaciones"),
            "acta": self.tr("Acta en blanco"),
            "planillas": self.tr("Planillas"),
        }
        title = titles[kind]
        try:
            with WaitCursor():
                pdf = self.documents.paper_form(kind)
        except (SigningError, StoreError) as exc:
            messages.warn(self, title, str(exc))
            return False
        return printing.print_pdf(self, pdf, title)

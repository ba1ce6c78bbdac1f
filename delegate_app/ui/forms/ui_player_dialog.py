# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'player_dialog.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import (QCoreApplication, QDate, QDateTime, QLocale,
    QMetaObject, QObject, QPoint, QRect,
    QSize, QTime, QUrl, Qt)
from PySide6.QtGui import (QBrush, QColor, QConicalGradient, QCursor,
    QFont, QFontDatabase, QGradient, QIcon,
    QImage, QKeySequence, QLinearGradient, QPainter,
    QPalette, QPixmap, QRadialGradient, QTransform)
from PySide6.QtWidgets import (QAbstractButton, QApplication, QCheckBox, QComboBox,
    QDialog, QDialogButtonBox, QFormLayout, QLabel,
    QLineEdit, QSizePolicy, QVBoxLayout, QWidget)

class Ui_PlayerDialog(object):
    def setupUi(self, PlayerDialog):
        if not PlayerDialog.objectName():
            PlayerDialog.setObjectName(u"PlayerDialog")
        PlayerDialog.resize(460, 440)
        self.dialogLayout = QVBoxLayout(PlayerDialog)
        self.dialogLayout.setObjectName(u"dialogLayout")
        self.form = QFormLayout()
        self.form.setObjectName(u"form")
        self.firstNameLabel = QLabel(PlayerDialog)
        self.firstNameLabel.setObjectName(u"firstNameLabel")

        self.form.setWidget(0, QFormLayout.ItemRole.LabelRole, self.firstNameLabel)

        self.firstNameEdit = QLineEdit(PlayerDialog)
        self.firstNameEdit.setObjectName(u"firstNameEdit")

        self.form.setWidget(0, QFormLayout.ItemRole.FieldRole, self.firstNameEdit)

        self.lastNameLabel = QLabel(PlayerDialog)
        self.lastNameLabel.setObjectName(u"lastNameLabel")

        self.form.setWidget(1, QFormLayout.ItemRole.LabelRole, self.lastNameLabel)

        self.lastNameEdit = QLineEdit(PlayerDialog)
        self.lastNameEdit.setObjectName(u"lastNameEdit")

        self.form.setWidget(1, QFormLayout.ItemRole.FieldRole, self.lastNameEdit)

        self.licenceLabel = QLabel(PlayerDialog)
        self.licenceLabel.setObjectName(u"licenceLabel")

        self.form.setWidget(2, QFormLayout.ItemRole.LabelRole, self.licenceLabel)

        self.licenceEdit = QLineEdit(PlayerDialog)
        self.licenceEdit.setObjectName(u"licenceEdit")

        self.form.setWidget(2, QFormLayout.ItemRole.FieldRole, self.licenceEdit)

        self.dniLabel = QLabel(PlayerDialog)
        self.dniLabel.setObjectName(u"dniLabel")

        self.form.setWidget(3, QFormLayout.ItemRole.LabelRole, self.dniLabel)

        self.dniEdit = QLineEdit(PlayerDialog)
        self.dniEdit.setObjectName(u"dniEdit")

        self.form.setWidget(3, QFormLayout.ItemRole.FieldRole, self.dniEdit)

        self.birthDateLabel = QLabel(PlayerDialog)
        self.birthDateLabel.setObjectName(u"birthDateLabel")

        self.form.setWidget(4, QFormLayout.ItemRole.LabelRole, self.birthDateLabel)

        self.birthDateEdit = QLineEdit(PlayerDialog)
        self.birthDateEdit.setObjectName(u"birthDateEdit")

        self.form.setWidget(4, QFormLayout.ItemRole.FieldRole, self.birthDateEdit)

        self.eloCanarioLabel = QLabel(PlayerDialog)
        self.eloCanarioLabel.setObjectName(u"eloCanarioLabel")

        self.form.setWidget(5, QFormLayout.ItemRole.LabelRole, self.eloCanarioLabel)

        self.eloCanarioEdit = QLineEdit(PlayerDialog)
        self.eloCanarioEdit.setObjectName(u"eloCanarioEdit")

        self.form.setWidget(5, QFormLayout.ItemRole.FieldRole, self.eloCanarioEdit)

        self.fideLabel = QLabel(PlayerDialog)
        self.fideLabel.setObjectName(u"fideLabel")

        self.form.setWidget(6, QFormLayout.ItemRole.LabelRole, self.fideLabel)

        self.fideEdit = QLineEdit(PlayerDialog)
        self.fideEdit.setObjectName(u"fideEdit")

        self.form.setWidget(6, QFormLayout.ItemRole.FieldRole, self.fideEdit)

        self.teamLabel = QLabel(PlayerDialog)
        self.teamLabel.setObjectName(u"teamLabel")

        self.form.setWidget(7, QFormLayout.ItemRole.LabelRole, self.teamLabel)

        self.teamCombo = QComboBox(PlayerDialog)
        self.teamCombo.setObjectName(u"teamCombo")

        self.form.setWidget(7, QFormLayout.ItemRole.FieldRole, self.teamCombo)

        self.incorporatedLabel = QLabel(PlayerDialog)
        self.incorporatedLabel.setObjectName(u"incorporatedLabel")

        self.form.setWidget(8, QFormLayout.ItemRole.LabelRole, self.incorporatedLabel)

        self.incorporatedEdit = QLineEdit(PlayerDialog)
        self.incorporatedEdit.setObjectName(u"incorporatedEdit")

        self.form.setWidget(8, QFormLayout.ItemRole.FieldRole, self.incorporatedEdit)

        self.activeCheck = QCheckBox(PlayerDialog)
        self.activeCheck.setObjectName(u"activeCheck")
        self.activeCheck.setChecked(True)

        self.form.setWidget(9, QFormLayout.ItemRole.FieldRole, self.activeCheck)


        self.dialogLayout.addLayout(self.form)

        self.errorLabel = QLabel(PlayerDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setStyleSheet(u"color: #b00020;")
        self.errorLabel.setWordWrap(True)

        self.dialogLayout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(PlayerDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.StandardButton.Cancel|QDialogButtonBox.StandardButton.Save)

        self.dialogLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.firstNameLabel.setBuddy(self.firstNameEdit)
        self.lastNameLabel.setBuddy(self.lastNameEdit)
        self.licenceLabel.setBuddy(self.licenceEdit)
        self.dniLabel.setBuddy(self.dniEdit)
        self.birthDateLabel.setBuddy(self.birthDateEdit)
        self.eloCanarioLabel.setBuddy(self.eloCanarioEdit)
        self.fideLabel.setBuddy(self.fideEdit)
        self.teamLabel.setBuddy(self.teamCombo)
        self.incorporatedLabel.setBuddy(self.incorporatedEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(PlayerDialog)

        QMetaObject.connectSlotsByName(PlayerDialog)
    # setupUi

    def retranslateUi(self, PlayerDialog):
        PlayerDialog.setWindowTitle(QCoreApplication.translate("PlayerDialog", u"Jugador", None))
        self.firstNameLabel.setText(QCoreApplication.translate("PlayerDialog", u"&Nombre:", None))
        self.lastNameLabel.setText(QCoreApplication.translate("PlayerDialog", u"&Apellidos:", None))
        self.licenceLabel.setText(QCoreApplication.translate("PlayerDialog", u"&Licencia:", None))
        self.dniLabel.setText(QCoreApplication.translate("PlayerDialog", u"&DNI/NIE:", None))
        self.dniEdit.setPlaceholderText(QCoreApplication.translate("PlayerDialog", u"12345678Z o X1234567L", None))
        self.birthDateLabel.setText(QCoreApplication.translate("PlayerDialog", u"Fecha de na&cimiento:", None))
        self.birthDateEdit.setPlaceholderText(QCoreApplication.translate("PlayerDialog", u"dd/mm/aaaa", None))
        self.eloCanarioLabel.setText(QCoreApplication.translate("PlayerDialog", u"ELO &Canario:", None))
        self.fideLabel.setText(QCoreApplication.translate("PlayerDialog", u"ELO &FIDE:", None))
        self.teamLabel.setText(QCoreApplication.translate("PlayerDialog", u"&Equipo titular:", None))
        self.incorporatedLabel.setText(QCoreApplication.translate("PlayerDialog", u"Fecha de a&lta:", None))
        self.incorporatedEdit.setPlaceholderText(QCoreApplication.translate("PlayerDialog", u"dd/mm/aaaa", None))
        self.activeCheck.setText(QCoreApplication.translate("PlayerDialog", u"Ac&tivo", None))
#if QT_CONFIG(accessibility)
        self.errorLabel.setAccessibleName(QCoreApplication.translate("PlayerDialog", u"Errores", None))
#endif // QT_CONFIG(accessibility)
    # retranslateUi


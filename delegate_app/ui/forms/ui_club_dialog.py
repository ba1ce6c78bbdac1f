# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'club_dialog.ui'
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

class Ui_ClubDialog(object):
    def setupUi(self, ClubDialog):
        if not ClubDialog.objectName():
            ClubDialog.setObjectName(u"ClubDialog")
        ClubDialog.resize(520, 270)
        self.dialogLayout = QVBoxLayout(ClubDialog)
        self.dialogLayout.setObjectName(u"dialogLayout")
        self.form = QFormLayout()
        self.form.setObjectName(u"form")
        self.nameLabel = QLabel(ClubDialog)
        self.nameLabel.setObjectName(u"nameLabel")

        self.form.setWidget(0, QFormLayout.ItemRole.LabelRole, self.nameLabel)

        self.nameEdit = QLineEdit(ClubDialog)
        self.nameEdit.setObjectName(u"nameEdit")

        self.form.setWidget(0, QFormLayout.ItemRole.FieldRole, self.nameEdit)

        self.sportLabel = QLabel(ClubDialog)
        self.sportLabel.setObjectName(u"sportLabel")

        self.form.setWidget(1, QFormLayout.ItemRole.LabelRole, self.sportLabel)

        self.sportCombo = QComboBox(ClubDialog)
        self.sportCombo.setObjectName(u"sportCombo")

        self.form.setWidget(1, QFormLayout.ItemRole.FieldRole, self.sportCombo)

        self.localityLabel = QLabel(ClubDialog)
        self.localityLabel.setObjectName(u"localityLabel")

        self.form.setWidget(2, QFormLayout.ItemRole.LabelRole, self.localityLabel)

        self.localityEdit = QLineEdit(ClubDialog)
        self.localityEdit.setObjectName(u"localityEdit")

        self.form.setWidget(2, QFormLayout.ItemRole.FieldRole, self.localityEdit)

        self.venueLabel = QLabel(ClubDialog)
        self.venueLabel.setObjectName(u"venueLabel")

        self.form.setWidget(3, QFormLayout.ItemRole.LabelRole, self.venueLabel)

        self.venueEdit = QLineEdit(ClubDialog)
        self.venueEdit.setObjectName(u"venueEdit")

        self.form.setWidget(3, QFormLayout.ItemRole.FieldRole, self.venueEdit)

        self.ownCheck = QCheckBox(ClubDialog)
        self.ownCheck.setObjectName(u"ownCheck")

        self.form.setWidget(4, QFormLayout.ItemRole.FieldRole, self.ownCheck)


        self.dialogLayout.addLayout(self.form)

        self.errorLabel = QLabel(ClubDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setStyleSheet(u"color: #b00020;")
        self.errorLabel.setWordWrap(True)

        self.dialogLayout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(ClubDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.StandardButton.Cancel|QDialogButtonBox.StandardButton.Save)

        self.dialogLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.nameLabel.setBuddy(self.nameEdit)
        self.sportLabel.setBuddy(self.sportCombo)
        self.localityLabel.setBuddy(self.localityEdit)
        self.venueLabel.setBuddy(self.venueEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(ClubDialog)

        QMetaObject.connectSlotsByName(ClubDialog)
    # setupUi

    def retranslateUi(self, ClubDialog):
        ClubDialog.setWindowTitle(QCoreApplication.translate("ClubDialog", u"Club", None))
        self.nameLabel.setText(QCoreApplication.translate("ClubDialog", u"&Nombre del club:", None))
        self.sportLabel.setText(QCoreApplication.translate("ClubDialog", u"&Modalidad:", None))
        self.localityLabel.setText(QCoreApplication.translate("ClubDialog", u"&Localidad:", None))
        self.venueLabel.setText(QCoreApplication.translate("ClubDialog", u"Direcci\u00f3n del &local de juego:", None))
        self.ownCheck.setText(QCoreApplication.translate("ClubDialog", u"Es &mi club (el que represento en esta modalidad)", None))
#if QT_CONFIG(tooltip)
        self.ownCheck.setToolTip(QCoreApplication.translate("ClubDialog", u"Un club con ajedrez y domin\u00f3 es un club en cada modalidad: marque los dos como suyos y sus equipos saldr\u00e1n en Inicio y en \u00abSolo los encuentros de mis equipos\u00bb.", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.errorLabel.setAccessibleName(QCoreApplication.translate("ClubDialog", u"Errores", None))
#endif // QT_CONFIG(accessibility)
    # retranslateUi


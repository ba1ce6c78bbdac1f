# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'club_screen.ui'
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
from PySide6.QtWidgets import (QAbstractItemView, QApplication, QComboBox, QGroupBox,
    QHBoxLayout, QHeaderView, QLabel, QPushButton,
    QSizePolicy, QSpacerItem, QTableView, QTableWidget,
    QTableWidgetItem, QVBoxLayout, QWidget)

class Ui_ClubScreen(object):
    def setupUi(self, ClubScreen):
        if not ClubScreen.objectName():
            ClubScreen.setObjectName(u"ClubScreen")
        ClubScreen.resize(1000, 680)
        self.mainLayout = QVBoxLayout(ClubScreen)
        self.mainLayout.setObjectName(u"mainLayout")
        self.clubBar = QHBoxLayout()
        self.clubBar.setObjectName(u"clubBar")
        self.clubLabel = QLabel(ClubScreen)
        self.clubLabel.setObjectName(u"clubLabel")

        self.clubBar.addWidget(self.clubLabel)

        self.clubCombo = QComboBox(ClubScreen)
        self.clubCombo.setObjectName(u"clubCombo")
        sizePolicy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        sizePolicy.setHorizontalStretch(1)
        sizePolicy.setVerticalStretch(0)
        sizePolicy.setHeightForWidth(self.clubCombo.sizePolicy().hasHeightForWidth())
        self.clubCombo.setSizePolicy(sizePolicy)

        self.clubBar.addWidget(self.clubCombo)

        self.newClubButton = QPushButton(ClubScreen)
        self.newClubButton.setObjectName(u"newClubButton")

        self.clubBar.addWidget(self.newClubButton)

        self.editClubButton = QPushButton(ClubScreen)
        self.editClubButton.setObjectName(u"editClubButton")

        self.clubBar.addWidget(self.editClubButton)


        self.mainLayout.addLayout(self.clubBar)

        self.clubInfoLabel = QLabel(ClubScreen)
        self.clubInfoLabel.setObjectName(u"clubInfoLabel")
        self.clubInfoLabel.setWordWrap(True)

        self.mainLayout.addWidget(self.clubInfoLabel)

        self.teamsGroup = QGroupBox(ClubScreen)
        self.teamsGroup.setObjectName(u"teamsGroup")
        self.teamsLayout = QVBoxLayout(self.teamsGroup)
        self.teamsLayout.setObjectName(u"teamsLayout")
        self.teamsTable = QTableWidget(self.teamsGroup)
        self.teamsTable.setObjectName(u"teamsTable")
        self.teamsTable.setMaximumSize(QSize(16777215, 150))
        self.teamsTable.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.teamsTable.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.teamsTable.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)

        self.teamsLayout.addWidget(self.teamsTable)

        self.teamButtons = QHBoxLayout()
        self.teamButtons.setObjectName(u"teamButtons")
        self.addTeamButton = QPushButton(self.teamsGroup)
        self.addTeamButton.setObjectName(u"addTeamButton")

        self.teamButtons.addWidget(self.addTeamButton)

        self.teamSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.teamButtons.addItem(self.teamSpacer)


        self.teamsLayout.addLayout(self.teamButtons)


        self.mainLayout.addWidget(self.teamsGroup)

        self.playersGroup = QGroupBox(ClubScreen)
        self.playersGroup.setObjectName(u"playersGroup")
        sizePolicy1 = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        sizePolicy1.setHorizontalStretch(0)
        sizePolicy1.setVerticalStretch(1)
        sizePolicy1.setHeightForWidth(self.playersGroup.sizePolicy().hasHeightForWidth())
        self.playersGroup.setSizePolicy(sizePolicy1)
        self.playersLayout = QVBoxLayout(self.playersGroup)
        self.playersLayout.setObjectName(u"playersLayout")
        self.playersView = QTableView(self.playersGroup)
        self.playersView.setObjectName(u"playersView")
        self.playersView.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.playersView.setDragEnabled(True)
        self.playersView.setDragDropOverwriteMode(False)
        self.playersView.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.playersView.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.playersView.setAlternatingRowColors(True)
        self.playersView.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.playersView.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)

        self.playersLayout.addWidget(self.playersView)

        self.playerButtons = QHBoxLayout()
        self.playerButtons.setObjectName(u"playerButtons")
        self.addPlayerButton = QPushButton(self.playersGroup)
        self.addPlayerButton.setObjectName(u"addPlayerButton")

        self.playerButtons.addWidget(self.addPlayerButton)

        self.editPlayerButton = QPushButton(self.playersGroup)
        self.editPlayerButton.setObjectName(u"editPlayerButton")

        self.playerButtons.addWidget(self.editPlayerButton)

        self.toggleActiveButton = QPushButton(self.playersGroup)
        self.toggleActiveButton.setObjectName(u"toggleActiveButton")

        self.playerButtons.addWidget(self.toggleActiveButton)

        self.moveUpButton = QPushButton(self.playersGroup)
        self.moveUpButton.setObjectName(u"moveUpButton")

        self.playerButtons.addWidget(self.moveUpButton)

        self.moveDownButton = QPushButton(self.playersGroup)
        self.moveDownButton.setObjectName(u"moveDownButton")

        self.playerButtons.addWidget(self.moveDownButton)

        self.playerSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.playerButtons.addItem(self.playerSpacer)

        self.importButton = QPushButton(self.playersGroup)
        self.importButton.setObjectName(u"importButton")

        self.playerButtons.addWidget(self.importButton)

        self.exportButton = QPushButton(self.playersGroup)
        self.exportButton.setObjectName(u"exportButton")

        self.playerButtons.addWidget(self.exportButton)


        self.playersLayout.addLayout(self.playerButtons)


        self.mainLayout.addWidget(self.playersGroup)

#if QT_CONFIG(shortcut)
        self.clubLabel.setBuddy(self.clubCombo)
#endif // QT_CONFIG(shortcut)
        QWidget.setTabOrder(self.clubCombo, self.newClubButton)
        QWidget.setTabOrder(self.newClubButton, self.editClubButton)
        QWidget.setTabOrder(self.editClubButton, self.teamsTable)
        QWidget.setTabOrder(self.teamsTable, self.addTeamButton)
        QWidget.setTabOrder(self.addTeamButton, self.playersView)
        QWidget.setTabOrder(self.playersView, self.addPlayerButton)
        QWidget.setTabOrder(self.addPlayerButton, self.editPlayerButton)
        QWidget.setTabOrder(self.editPlayerButton, self.toggleActiveButton)
        QWidget.setTabOrder(self.toggleActiveButton, self.moveUpButton)
        QWidget.setTabOrder(self.moveUpButton, self.moveDownButton)
        QWidget.setTabOrder(self.moveDownButton, self.importButton)
        QWidget.setTabOrder(self.importButton, self.exportButton)

        self.retranslateUi(ClubScreen)

        QMetaObject.connectSlotsByName(ClubScreen)
    # setupUi

    def retranslateUi(self, ClubScreen):
        self.clubLabel.setText(QCoreApplication.translate("ClubScreen", u"&Club:", None))
#if QT_CONFIG(accessibility)
        self.clubCombo.setAccessibleName(QCoreApplication.translate("ClubScreen", u"Club", None))
#endif // QT_CONFIG(accessibility)
        self.newClubButton.setText(QCoreApplication.translate("ClubScreen", u"&Nuevo club\u2026", None))
        self.editClubButton.setText(QCoreApplication.translate("ClubScreen", u"Editar c&lub\u2026", None))
        self.clubInfoLabel.setText("")
        self.teamsGroup.setTitle(QCoreApplication.translate("ClubScreen", u"Equipos", None))
#if QT_CONFIG(accessibility)
        self.teamsTable.setAccessibleName(QCoreApplication.translate("ClubScreen", u"Equipos del club", None))
#endif // QT_CONFIG(accessibility)
        self.addTeamButton.setText(QCoreApplication.translate("ClubScreen", u"A\u00f1adir &equipo\u2026", None))
        self.playersGroup.setTitle(QCoreApplication.translate("ClubScreen", u"Lista de jugadores (orden de fuerza; arrastre para reordenar)", None))
#if QT_CONFIG(accessibility)
        self.playersView.setAccessibleName(QCoreApplication.translate("ClubScreen", u"Lista de jugadores", None))
#endif // QT_CONFIG(accessibility)
        self.addPlayerButton.setText(QCoreApplication.translate("ClubScreen", u"&A\u00f1adir jugador\u2026", None))
        self.editPlayerButton.setText(QCoreApplication.translate("ClubScreen", u"E&ditar\u2026", None))
        self.toggleActiveButton.setText(QCoreApplication.translate("ClubScreen", u"Dar de &baja", None))
        self.moveUpButton.setText(QCoreApplication.translate("ClubScreen", u"&Subir", None))
#if QT_CONFIG(tooltip)
        self.moveUpButton.setToolTip(QCoreApplication.translate("ClubScreen", u"Sube al jugador un puesto en el orden de fuerza (Ctrl+Arriba)", None))
#endif // QT_CONFIG(tooltip)
        self.moveDownButton.setText(QCoreApplication.translate("ClubScreen", u"Ba&jar", None))
#if QT_CONFIG(tooltip)
        self.moveDownButton.setToolTip(QCoreApplication.translate("ClubScreen", u"Baja al jugador un puesto en el orden de fuerza (Ctrl+Abajo)", None))
#endif // QT_CONFIG(tooltip)
        self.importButton.setText(QCoreApplication.translate("ClubScreen", u"&Importar lista\u2026", None))
        self.exportButton.setText(QCoreApplication.translate("ClubScreen", u"E&xportar CSV\u2026", None))
        pass
    # retranslateUi


# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'main_window.ui'
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
from PySide6.QtWidgets import (QApplication, QFrame, QHBoxLayout, QListWidget,
    QListWidgetItem, QMainWindow, QSizePolicy, QStackedWidget,
    QStatusBar, QWidget)

class Ui_MainWindow(object):
    def setupUi(self, MainWindow):
        if not MainWindow.objectName():
            MainWindow.setObjectName(u"MainWindow")
        MainWindow.resize(1200, 720)
        MainWindow.setMinimumSize(QSize(760, 520))
        self.centralWidget = QWidget(MainWindow)
        self.centralWidget.setObjectName(u"centralWidget")
        self.centralLayout = QHBoxLayout(self.centralWidget)
        self.centralLayout.setSpacing(0)
        self.centralLayout.setObjectName(u"centralLayout")
        self.centralLayout.setContentsMargins(0, 0, 0, 0)
        self.navList = QListWidget(self.centralWidget)
        QListWidgetItem(self.navList)
        QListWidgetItem(self.navList)
        QListWidgetItem(self.navList)
        QListWidgetItem(self.navList)
        QListWidgetItem(self.navList)
        self.navList.setObjectName(u"navList")
        self.navList.setMinimumSize(QSize(170, 0))
        self.navList.setMaximumSize(QSize(190, 16777215))
        self.navList.setStyleSheet(u"QListWidget { font-size: 11pt; padding-top: 8px; }\n"
"QListWidget::item { padding: 7px 10px; }")
        self.navList.setFrameShape(QFrame.Shape.NoFrame)
        self.navList.setIconSize(QSize(22, 22))
        self.navList.setSpacing(2)

        self.centralLayout.addWidget(self.navList)

        self.stack = QStackedWidget(self.centralWidget)
        self.stack.setObjectName(u"stack")

        self.centralLayout.addWidget(self.stack)

        MainWindow.setCentralWidget(self.centralWidget)
        self.statusBar = QStatusBar(MainWindow)
        self.statusBar.setObjectName(u"statusBar")
        MainWindow.setStatusBar(self.statusBar)

        self.retranslateUi(MainWindow)

        QMetaObject.connectSlotsByName(MainWindow)
    # setupUi

    def retranslateUi(self, MainWindow):
        MainWindow.setWindowTitle(QCoreApplication.translate("MainWindow", u"Delegado", None))

        __sortingEnabled = self.navList.isSortingEnabled()
        self.navList.setSortingEnabled(False)
        ___qlistwidgetitem = self.navList.item(0)
        ___qlistwidgetitem.setText(QCoreApplication.translate("MainWindow", u"Inicio", None))
        ___qlistwidgetitem1 = self.navList.item(1)
        ___qlistwidgetitem1.setText(QCoreApplication.translate("MainWindow", u"Club", None))
        ___qlistwidgetitem2 = self.navList.item(2)
        ___qlistwidgetitem2.setText(QCoreApplication.translate("MainWindow", u"Competiciones", None))
        ___qlistwidgetitem3 = self.navList.item(3)
        ___qlistwidgetitem3.setText(QCoreApplication.translate("MainWindow", u"Encuentros", None))
        ___qlistwidgetitem4 = self.navList.item(4)
        ___qlistwidgetitem4.setText(QCoreApplication.translate("MainWindow", u"Ajustes", None))
        self.navList.setSortingEnabled(__sortingEnabled)

#if QT_CONFIG(accessibility)
        self.navList.setAccessibleName(QCoreApplication.translate("MainWindow", u"Secciones", None))
#endif // QT_CONFIG(accessibility)
    # retranslateUi


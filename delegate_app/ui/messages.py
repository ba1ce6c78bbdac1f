"""Every modal question and message goes through here, so tests can answer them."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget


def warn(parent: QWidget | None, title: str, text: str) -> None:
    QMessageBox.warning(parent, title, text)


def error(parent: QWidget | None, title: str, text: str, details: str = "") -> None:
    box = QMessageBox(QMessageBox.Icon.Critical, title, text, QMessageBox.StandardButton.Ok, parent)
    if details:
        box.setInformativeText(details)
    box.exec()


def info(parent: QWidget | None, title: str, text: str) -> None:
    QMessageBox.information(parent, title, text)


def ask(parent: QWidget | None, title: str, text: str) -> bool:
    answer = QMessageBox.question(
        parent,
        title,
        text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes


def open_file(parent: QWidget | None, title: str, filters: str) -> str:
    path, _ = QFileDialog.getOpenFileName(parent, title, "", filters)
    return path


def save_file(parent: QWidget | None, title: str, suggested: str, filters: str) -> str:
    path, _ = QFileDialog.getSaveFileName(parent, title, suggested, filters)
    return path

"""A board to set up a position by clicking pieces onto squares (CH-12, CH-11.2).

Delegates do not write FEN: they pick a piece from the tray and click the squares, say who is to
move, and the dialog gives the FEN that the acta stores. python-chess holds the board; castling
rights follow from where kings and rooks stand, and the position is checked as the acta checks
it (``domain.fen.validate_fen``) before it is accepted.
"""

from __future__ import annotations

import chess
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from delegate_app.domain.chess.fen import INITIAL_FEN, normalize_fen, validate_fen

FIGURES = {
    "K": "♔", "Q": "♕", "R": "♖", "B": "♗", "N": "♘", "P": "♙",
    "k": "♚", "q": "♛", "r": "♜", "b": "♝", "n": "♞", "p": "♟",
}  # fmt: skip
ERASER = ""
SQUARE = 40


class BoardEditor(QWidget):
    """An 8×8 board (White at the bottom), a tray of pieces and the side to move."""

    def __init__(self, fen: str = INITIAL_FEN, parent: QWidget | None = None):
        super().__init__(parent)
        self.board = chess.Board(None)
        self.selected = "P"
        grid = QGridLayout()
        grid.setSpacing(0)
        self.squares: dict[str, QToolButton] = {}
        font = QFont(self.font())
        font.setPointSize(20)
        for rank in range(8):
            for file in range(8):
                name = chess.square_name(chess.square(file, rank))
                button = QToolButton()
                button.setFixedSize(QSize(SQUARE, SQUARE))
                button.setFont(font)
                button.setAccessibleName(self.tr("Casilla {square}").format(square=name))
                dark = (rank + file) % 2 == 0
                button.setStyleSheet(
                    f"QToolButton {{ background: {'#b58863' if dark else '#f0d9b5'}; "
                    "border: none; color: black; }"
                )
                button.clicked.connect(lambda _c=False, n=name: self.click_square(n))
                grid.addWidget(button, 7 - rank, file + 1)
                self.squares[name] = button
            grid.addWidget(QLabel(str(rank + 1)), 7 - rank, 0)
        grid.setColumnStretch(9, 1)  # the board keeps its squares; spare width goes right
        for file in range(8):
            label = QLabel("abcdefgh"[file])
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(label, 8, file + 1)

        tray = QGridLayout()
        self.trayGroup = QButtonGroup(self)
        self.trayButtons: dict[str, QToolButton] = {}
        names = {
            "K": self.tr("rey"), "Q": self.tr("dama"), "R": self.tr("torre"),
            "B": self.tr("alfil"), "N": self.tr("caballo"), "P": self.tr("peón"),
        }  # fmt: skip
        for row, colour in enumerate(("blanco", "negro")):
            for column, letter in enumerate("KQRBNP"):
                symbol = letter if row == 0 else letter.lower()
                button = QToolButton()
                button.setText(FIGURES[symbol])
                button.setFont(font)
                button.setCheckable(True)
                button.setFixedSize(QSize(SQUARE, SQUARE))
                colour_text = self.tr("blanco") if colour == "blanco" else self.tr("negro")
                button.setAccessibleName(f"{names[letter]} {colour_text}")
                button.clicked.connect(lambda _c=False, s=symbol: self.choose(s))
                self.trayGroup.addButton(button)
                tray.addWidget(button, row, column)
                self.trayButtons[symbol] = button
        eraser = QToolButton()
        eraser.setText("✕")
        eraser.setCheckable(True)
        eraser.setFixedSize(QSize(SQUARE, SQUARE))
        eraser.setAccessibleName(self.tr("Quitar pieza"))
        eraser.setToolTip(self.tr("Quitar la pieza de la casilla"))
        eraser.clicked.connect(lambda: self.choose(ERASER))
        self.trayGroup.addButton(eraser)
        tray.addWidget(eraser, 0, 6)
        self.trayButtons[ERASER] = eraser
        self.trayButtons["P"].setChecked(True)

        self.whiteRadio = QRadioButton(self.tr("Juegan &blancas"))
        self.blackRadio = QRadioButton(self.tr("Juegan &negras"))
        self.whiteRadio.toggled.connect(lambda _on: self._changed())
        self.clearButton = QPushButton(self.tr("&Vaciar"))
        self.clearButton.clicked.connect(lambda: self.set_fen("8/8/8/8/8/8/8/8 w - - 0 1"))
        self.initialButton = QPushButton(self.tr("Posición &inicial"))
        self.initialButton.clicked.connect(lambda: self.set_fen(INITIAL_FEN))
        side = QHBoxLayout()
        for widget in (self.whiteRadio, self.blackRadio, self.clearButton, self.initialButton):
            side.addWidget(widget)
        side.addStretch(1)
        self.fenLabel = QLabel()
        self.fenLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problemLabel = QLabel()
        self.problemLabel.setWordWrap(True)
        self.problemLabel.setStyleSheet("color: #b00020;")
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addLayout(tray)
        layout.addLayout(side)
        layout.addWidget(self.fenLabel)
        layout.addWidget(self.problemLabel)
        self.set_fen(fen)

    def choose(self, symbol: str) -> None:
        self.selected = symbol
        self.trayButtons[symbol].setChecked(True)

    def click_square(self, name: str) -> None:
        """Put the chosen piece on the square; the same piece again (or the eraser) clears it."""
        square = chess.parse_square(name)
        current = self.board.piece_at(square)
        if self.selected == ERASER or (current is not None and current.symbol() == self.selected):
            self.board.remove_piece_at(square)
        else:
            self.board.set_piece_at(square, chess.Piece.from_symbol(self.selected))
        self._changed()

    def set_fen(self, fen: str) -> None:
        try:
            board = chess.Board(normalize_fen(fen))
        except ValueError:
            board = chess.Board()
        self.board = board
        self.whiteRadio.blockSignals(True)
        (self.whiteRadio if board.turn == chess.WHITE else self.blackRadio).setChecked(True)
        self.whiteRadio.blockSignals(False)
        self._changed()

    def fen(self) -> str:
        """The FEN of the board as set up: castling rights from the kings' and rooks' squares,
        no en passant square, the counters at 0 and 1 (unknown on a sealed board)."""
        board = self.board.copy()
        board.turn = chess.WHITE if self.whiteRadio.isChecked() else chess.BLACK
        board.set_castling_fen("KQkq")
        board.castling_rights = board.clean_castling_rights()
        board.ep_square = None
        return board.fen()

    def problems(self) -> list[str]:
        return validate_fen(self.fen())

    def _changed(self) -> None:
        for name, button in self.squares.items():
            piece = self.board.piece_at(chess.parse_square(name))
            button.setText(FIGURES[piece.symbol()] if piece else "")
            button.setToolTip(name)
        self.fenLabel.setText(self.tr("FEN: {fen}").format(fen=self.fen()))
        self.problemLabel.setText("\n".join(self.problems()))


class BoardDialog(QDialog):
    """The board editor in a dialog; ``fen`` holds the accepted position."""

    def __init__(self, fen: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Posición en el tablero"))
        self.editor = BoardEditor(fen or INITIAL_FEN, self)
        self.buttonBox = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttonBox.accepted.connect(self._accept)
        self.buttonBox.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(
                self.tr(
                    "Elija una pieza y pulse las casillas; pulsarla otra vez con la misma pieza "
                    "la quita. Indique quién tiene el turno."
                )
            )
        )
        layout.addWidget(self.editor)
        layout.addWidget(self.buttonBox)
        self.fen = ""

    def _accept(self) -> None:
        if self.editor.problems():
            return  # the problems are shown under the board
        self.fen = self.editor.fen()
        self.accept()

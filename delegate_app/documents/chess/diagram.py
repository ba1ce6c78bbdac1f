"""A chess position drawn for the acta (CH-12 sub conditione, CH-11.2 sealed move).

python-chess reads the position; the diagram is drawn here with reportlab's shapes: an 8×8
board with White at the bottom, the pieces as the Unicode chess figures of the embedded DejaVu
font (so no image library is needed), the files and ranks around it and a mark for the side to
move.
"""

from __future__ import annotations

import chess
from reportlab.graphics.shapes import Drawing, Rect, String
from reportlab.lib import colors
from reportlab.lib.units import mm

from delegate_app.documents.pdf_theme import FONT, FONT_BOLD, register_fonts
from delegate_app.domain.chess.fen import legal_board

LIGHT = colors.HexColor("#f0d9b5")
DARK = colors.HexColor("#b58863")
# White figures are drawn hollow (U+2654…), Black ones solid (U+265A…).
_FIGURES = {
    (chess.KING, chess.WHITE): "♔",
    (chess.QUEEN, chess.WHITE): "♕",
    (chess.ROOK, chess.WHITE): "♖",
    (chess.BISHOP, chess.WHITE): "♗",
    (chess.KNIGHT, chess.WHITE): "♘",
    (chess.PAWN, chess.WHITE): "♙",
    (chess.KING, chess.BLACK): "♚",
    (chess.QUEEN, chess.BLACK): "♛",
    (chess.ROOK, chess.BLACK): "♜",
    (chess.BISHOP, chess.BLACK): "♝",
    (chess.KNIGHT, chess.BLACK): "♞",
    (chess.PAWN, chess.BLACK): "♟",
}


def figure(piece: chess.Piece) -> str:
    return _FIGURES[(piece.piece_type, piece.color)]


def position_diagram(fen: str, size_mm: float = 56) -> Drawing:
    """The diagram of a FEN; ValueError (Spanish) when the position is not valid."""
    register_fonts()
    board = legal_board(fen)
    margin = 4 * mm
    side = size_mm * mm
    square = side / 8
    drawing = Drawing(side + 2 * margin, side + 2 * margin)
    # The renderer starts from Helvetica, which is not embedded: start from the acta's font.
    drawing.initialFontName = FONT  # type: ignore[attr-defined]  # read by the renderer
    for rank in range(8):
        for file in range(8):
            x = margin + file * square
            y = margin + rank * square
            dark = (rank + file) % 2 == 0  # a1 is dark
            # types-reportlab types Rect's **kw as its TypedDict itself (no Unpack)
            colour = DARK if dark else LIGHT
            drawing.add(Rect(x, y, square, square, fillColor=colour, strokeColor=None))  # type: ignore[arg-type]
            piece = board.piece_at(chess.square(file, rank))
            if piece is not None:
                drawing.add(
                    String(
                        x + square / 2,
                        y + square * 0.18,
                        figure(piece),
                        fontName=FONT,
                        fontSize=square * 0.82,
                        fillColor=colors.black,
                        textAnchor="middle",
                    )
                )
    ink, width = colors.black, 0.8
    frame = Rect(margin, margin, side, side, fillColor=None, strokeColor=ink, strokeWidth=width)  # type: ignore[arg-type]
    drawing.add(frame)
    label = 2.2 * mm
    for index in range(8):
        drawing.add(
            String(
                margin + index * square + square / 2,
                margin - label - 0.6 * mm,
                "abcdefgh"[index],
                fontName=FONT,
                fontSize=label,
                textAnchor="middle",
            )
        )
        drawing.add(
            String(
                margin / 2,
                margin + index * square + square / 2 - label / 3,
                str(index + 1),
                fontName=FONT,
                fontSize=label,
                textAnchor="middle",
            )
        )
    # The side to move: a mark beside its own edge of the board.
    y = margin + (0.25 * square if board.turn == chess.WHITE else side - 0.75 * square)
    drawing.add(
        String(
            margin + side + margin / 2,
            y,
            "●" if board.turn == chess.BLACK else "○",
            fontName=FONT_BOLD,
            fontSize=label * 1.4,
            textAnchor="middle",
        )
    )
    return drawing


def turn_text(fen: str) -> str:
    return "juegan blancas" if legal_board(fen).turn == chess.WHITE else "juegan negras"

"""FEN positions on the acta: CH-12 asks for "la posición en ese momento" of a sub conditione game.

python-chess reads and judges the position (issue 14): it parses the piece placement, counts the
material and castling rights and tells whether the position is legal (``chess.Board.status``).
Its errors are English and stop at the first one, so ``validate_fen`` asks it about each part on
its own and words every problem in Spanish, naming the rank, the square or the count a delegate
needs to fix it; all problems are reported at once. An empty list means the position is valid.

Decisions where python-chess or the FEN standard leave room (stricter than python-chess, since
the committee must be able to set up exactly what was on the board):

- Fields may be separated by any run of blanks (tabs, double spaces): delegates copy positions
  from e-mails and chat apps. ``normalize_fen`` gives the single-space form that is stored.
- All six fields are required (python-chess fills in missing ones).
- Only standard castling letters, in KQkq order and without repeats; Chess960 letters and
  crazyhouse's "~" are refused (the leagues play classical chess).
- The en passant square is on rank 3 or 6 and matches the side to move; python-chess then says
  whether a pawn can have just skipped it. With an en passant square the halfmove clock must be
  0, because a pawn has just moved.
- Counters are ASCII digit strings (python-chess's int() would take "٣" or "-1"), never
  converted, so an absurdly long number cannot raise; the move number starts at 1.
- Whether the position is reachable from the start is not judged: the acta records what was on
  the board.
"""

from __future__ import annotations

import re

import chess

INITIAL_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

FILES = "abcdefgh"
PIECE_LETTERS = frozenset(symbol for symbol in chess.PIECE_SYMBOLS if symbol) | frozenset(
    symbol.upper() for symbol in chess.PIECE_SYMBOLS if symbol
)
_DIGITS_1_8 = frozenset("12345678")
_CASTLING_ORDER = "KQkq"
# Castling right -> (the rook's corner for python-chess, Spanish wording of what it needs).
_CASTLING_NEEDS = {
    "K": (chess.BB_H1, "corto de las blancas", "el rey blanco en e1 y una torre blanca en h1"),
    "Q": (chess.BB_A1, "largo de las blancas", "el rey blanco en e1 y una torre blanca en a1"),
    "k": (chess.BB_H8, "corto de las negras", "el rey negro en e8 y una torre negra en h8"),
    "q": (chess.BB_A8, "largo de las negras", "el rey negro en e8 y una torre negra en a8"),
}
_DIGITS = re.compile(r"[0-9]+")  # ASCII only: str.isdigit() would accept "²" or Arabic digits
_SQUARE = re.compile(r"[a-h][1-8]")
_COLOURS = ((chess.WHITE, "blancas", "blanco"), (chess.BLACK, "negras", "negro"))

Grid = tuple[tuple[str | None, ...], ...]


def normalize_fen(text: str) -> str:
    """The stored form: surrounding blanks removed and fields separated by one space."""
    return " ".join(text.split())


def square_name(row: int, column: int) -> str:
    """Name of a square of ``board_rows``: row 0 is rank 8, column 0 is file a."""
    if not (0 <= row < 8 and 0 <= column < 8):
        raise ValueError(f"Casilla fuera del tablero: fila {row}, columna {column}.")
    return f"{FILES[column]}{8 - row}"


def _shown(char: str) -> str:
    return f"«{char}»" if char.isprintable() and not char.isspace() else f"U+{ord(char):04X}"


# --- python-chess's errors in Spanish -------------------------------------------------------------


def spanish_error(error: ValueError | str, where: str = "La posición", text: str = "") -> str:
    """A python-chess FEN error (English) as a delegate reads it; ``where`` names the part
    ("La fila 5"), ``text`` is the part python-chess was given (for the counts it leaves out)."""
    message = str(error)
    if "two subsequent digits" in message:
        return (
            f"{where} tiene dos cifras seguidas: las casillas vacías se escriben con una sola "
            "cifra."
        )
    if "invalid character" in message or "'~' not after piece" in message:
        bad = list(dict.fromkeys(c for c in text if c not in PIECE_LETTERS | _DIGITS_1_8))
        shown = ", ".join(_shown(char) for char in bad) or "?"
        return (
            f"{where} contiene caracteres no válidos: {shown} (solo pnbrqk, PNBRQK y las cifras "
            "del 1 al 8)."
        )
    if "expected 8 columns per row" in message:
        squares = sum(int(c) if c in _DIGITS_1_8 else 1 for c in text)
        return f"{where} suma {squares} casillas; debe sumar 8."
    if "expected 8 rows" in message:
        return (
            f"La colocación de las piezas debe tener 8 filas separadas por «/»; tiene "
            f"{text.count('/') + 1}."
        )
    if "turn part" in message:
        return f"El turno debe ser «w» (juegan blancas) o «b» (juegan negras); se anotó «{text}»."
    if "castling" in message:
        return f"Los enroques solo admiten «-» o las letras K, Q, k y q; se anotó «{text}»."
    if "en passant" in message:
        return f"La casilla de captura al paso no se entiende: «{text}»."
    if "half-move" in message:
        return f"El contador de medias jugadas no se entiende: «{text}»."
    if "fullmove" in message:
        return f"El número de jugada no se entiende: «{text}»."
    if "empty fen" in message:
        return "La posición FEN está vacía."
    return f"{where} no se puede leer como FEN."


# --- the piece placement --------------------------------------------------------------------------


def _rank_problems(where: str, rank: str) -> list[str]:
    """python-chess judges one rank alone (on an otherwise empty board)."""
    if not rank:
        return [f"{where} está vacía."]
    if "~" in rank:  # python-chess reads it as a crazyhouse promotion mark
        return [spanish_error("invalid character", where, rank)]
    try:
        chess.BaseBoard("/".join([rank, *["8"] * 7]))
    except ValueError as exc:
        return [spanish_error(exc, where, rank)]
    return []


def _placement(placement: str) -> tuple[chess.BaseBoard | None, list[str]]:
    ranks = placement.split("/")
    problems: list[str] = []
    if len(ranks) != 8:
        problems.append(spanish_error("expected 8 rows", text=placement))
    for index, rank in enumerate(ranks):
        # With the wrong number of ranks, "rank 6" would name the wrong rank: count segments.
        where = f"La fila {8 - index}" if len(ranks) == 8 else f"El tramo {index + 1}"
        problems += _rank_problems(where, rank)
    if problems:
        return None, problems
    return chess.BaseBoard(placement), []


def board_rows(fen: str) -> Grid:
    """The 8×8 board of a FEN (or of its first field alone) for drawing it.

    Row 0 is rank 8 (Black's side, drawn at the top), column 0 is file a; a square holds its
    piece letter (upper case White) or None. Raises ValueError, in Spanish, when the piece
    placement itself is malformed; the other fields are not looked at.
    """
    if not isinstance(fen, str) or not fen.split():
        raise ValueError("La posición FEN está vacía.")
    board, problems = _placement(fen.split()[0])
    if board is None:
        raise ValueError(" ".join(problems))
    rows = []
    for rank in range(7, -1, -1):
        row = []
        for file in range(8):
            piece = board.piece_at(chess.square(file, rank))
            row.append(piece.symbol() if piece else None)
        rows.append(tuple(row))
    return tuple(rows)


def _material_problems(board: chess.Board) -> list[str]:
    """python-chess's material flags, each with the count or the squares that raised it."""
    status = board.status()
    problems: list[str] = []
    kings = chess.STATUS_NO_WHITE_KING | chess.STATUS_NO_BLACK_KING | chess.STATUS_TOO_MANY_KINGS
    if status & kings:
        for colour, _plural, singular in _COLOURS:
            count = len(board.pieces(chess.KING, colour))
            if count != 1:
                problems.append(f"Debe haber exactamente un rey {singular}; hay {count}.")
    if status & chess.STATUS_PAWNS_ON_BACKRANK:
        for rank, mask in ((1, chess.BB_RANK_1), (8, chess.BB_RANK_8)):
            squares = [chess.square_name(sq) for sq in chess.scan_forward(board.pawns & mask)]
            if squares:
                problems.append(
                    f"No puede haber peones en la fila {rank}: hay en {', '.join(squares)}."
                )
    pawn_flags = {chess.WHITE: chess.STATUS_TOO_MANY_WHITE_PAWNS}
    pawn_flags[chess.BLACK] = chess.STATUS_TOO_MANY_BLACK_PAWNS
    men_flags = {chess.WHITE: chess.STATUS_TOO_MANY_WHITE_PIECES}
    men_flags[chess.BLACK] = chess.STATUS_TOO_MANY_BLACK_PIECES
    for colour, plural, _singular in _COLOURS:
        if status & pawn_flags[colour]:
            pawns = len(board.pieces(chess.PAWN, colour))
            problems.append(f"Las {plural} tienen {pawns} peones; como máximo pueden tener 8.")
        if status & men_flags[colour]:
            men = chess.popcount(board.occupied_co[colour])
            problems.append(f"Las {plural} tienen {men} piezas contando peones; como máximo 16.")
    return problems


# --- the other fields -----------------------------------------------------------------------------


def _castling_problems(castling: str, placement: chess.BaseBoard | None) -> list[str]:
    if castling == "-":
        return []
    unknown = [char for char in castling if char not in _CASTLING_ORDER]
    if unknown:
        shown = ", ".join(_shown(char) for char in dict.fromkeys(unknown))
        return [f"Los enroques solo admiten «-» o las letras K, Q, k y q; se anotó {shown}."]
    positions = [_CASTLING_ORDER.index(char) for char in castling]
    if len(set(positions)) != len(positions):
        return [f"Los enroques repiten una letra: «{castling}»."]
    if positions != sorted(positions):
        return [f"Los enroques deben ir en el orden KQkq; se anotó «{castling}»."]
    if placement is None:
        return []
    # python-chess keeps only the rights backed by king and rook on their squares.
    board = chess.Board(None)
    board.set_board_fen(placement.board_fen())
    board.set_castling_fen(castling)
    kept = board.clean_castling_rights()
    return [
        f"El enroque {right} ({name}) exige {needs}."
        for right in castling
        for corner, name, needs in [_CASTLING_NEEDS[right]]
        if not kept & corner
    ]


def _en_passant_problems(
    square: str, side: str, placement: chess.BaseBoard | None, halfmove: str
) -> list[str]:
    if square == "-":
        return []
    if not _SQUARE.fullmatch(square) or square[1] not in "36":
        return [
            f"La casilla de captura al paso debe ser «-» o una casilla de la fila 3 o 6 "
            f"(por ejemplo e3); se anotó «{square}»."
        ]
    problems = []
    expected = {"w": 6, "b": 3}.get(side)
    if expected is not None and int(square[1]) != expected:
        mover = "negras" if side == "w" else "blancas"
        turn = "blancas" if side == "w" else "negras"
        problems.append(
            f"Con las {turn} al mover, la casilla de captura al paso debe estar en la fila "
            f"{expected} (las {mover} acaban de avanzar un peón dos casillas); se anotó {square}."
        )
    elif expected is not None and placement is not None:
        board = chess.Board(None)
        board.set_board_fen(placement.board_fen())
        board.turn = chess.WHITE if side == "w" else chess.BLACK
        board.ep_square = chess.parse_square(square)
        if board.status() & chess.STATUS_INVALID_EP_SQUARE:
            rank = int(square[1])
            colour, pawn_rank, origin = (
                ("negro", rank - 1, rank + 1) if rank == 6 else ("blanco", rank + 1, rank - 1)
            )
            problems.append(
                f"La captura al paso en {square} exige un peón {colour} en {square[0]}{pawn_rank} "
                f"y las casillas {square} y {square[0]}{origin} vacías."
            )
    if _DIGITS.fullmatch(halfmove) and set(halfmove) != {"0"}:
        problems.append(
            "Con casilla de captura al paso el contador de medias jugadas debe ser 0: un peón "
            "acaba de moverse."
        )
    return problems


# python-chess status flags -> Spanish, for the legality that needs the whole position.
_STATUS_MESSAGES = (
    (
        chess.STATUS_OPPOSITE_CHECK,
        "El bando que no tiene el turno está en jaque: la posición es imposible (revise el turno "
        "o las piezas).",
    ),
    (
        chess.STATUS_TOO_MANY_CHECKERS,
        "El rey que tiene el turno recibe jaque de más de dos piezas: la posición es imposible.",
    ),
    (
        chess.STATUS_IMPOSSIBLE_CHECK,
        "El jaque al rey que tiene el turno no puede haberse dado con una sola jugada: la "
        "posición es imposible.",
    ),
)


def _legality_problems(fen: str) -> list[str]:
    # The counters are left out: they do not bear on legality, and a huge one is not an int.
    placement, side, castling, en_passant, *_counters = fen.split()
    try:
        board = chess.Board(f"{placement} {side} {castling} {en_passant} 0 1")
    except ValueError as exc:
        return [spanish_error(exc)]
    status = board.status()
    problems = [message for flag, message in _STATUS_MESSAGES if status & flag]
    known = chess.STATUS_VALID
    for flag, _message in _STATUS_MESSAGES:
        known |= flag
    if not problems and status & ~known:
        # Anything else python-chess finds (already named by the checks above in practice).
        problems.append("La posición no es legal según las reglas del ajedrez.")
    return problems


def validate_fen(text: object) -> list[str]:
    """Spanish descriptions of every problem of a FEN; empty when python-chess finds it a legal
    position and the fields follow the decisions above. Never raises, whatever it is given."""
    if not isinstance(text, str):
        return ["La posición debe escribirse como texto FEN."]
    fields = text.split()
    if not fields:
        return ["La posición FEN está vacía."]
    problems: list[str] = []
    if len(fields) != 6:
        problems.append(
            "La FEN debe tener 6 campos separados por espacios (piezas, turno, enroques, "
            f"captura al paso, medias jugadas y número de jugada); tiene {len(fields)}."
        )
    placement, placement_problems = _placement(fields[0])
    problems += placement_problems
    if placement is not None:
        board = chess.Board(None)
        board.set_board_fen(placement.board_fen())
        problems += _material_problems(board)
    if len(fields) != 6:
        # Without six fields the position of each one is unknown: judging them would mislead.
        return problems
    _, side, castling, en_passant, halfmove, fullmove = fields
    if side not in ("w", "b"):
        problems.append(spanish_error("turn part", text=side))
    problems += _castling_problems(castling, placement)
    problems += _en_passant_problems(en_passant, side, placement, halfmove)
    if not _DIGITS.fullmatch(halfmove):
        problems.append(
            "El contador de medias jugadas debe ser un número entero de 0 en adelante; "
            f"se anotó «{halfmove}»."
        )
    if not _DIGITS.fullmatch(fullmove) or set(fullmove) == {"0"}:
        problems.append(
            "El número de jugada debe ser un número entero de 1 en adelante; "
            f"se anotó «{fullmove}»."
        )
    if not problems:
        problems += _legality_problems(text)
    return problems


def legal_board(fen: str) -> chess.Board:
    """The python-chess board of a valid FEN; ValueError (Spanish) listing its problems."""
    problems = validate_fen(fen)
    if problems:
        raise ValueError(" ".join(problems))
    placement, side, castling, en_passant, halfmove, fullmove = normalize_fen(fen).split()
    if len(halfmove) >= 10 or len(fullmove) >= 10:
        halfmove, fullmove = "0", "1"  # an absurd counter is not an int; the position stands
    return chess.Board(f"{placement} {side} {castling} {en_passant} {halfmove} {fullmove}")

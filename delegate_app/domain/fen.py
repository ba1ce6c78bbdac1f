"""FEN positions on the acta: CH-12 asks for "la posición en ese momento" of a sub conditione game.

``validate_fen`` checks the *form* of a position a delegate types (or pastes from a board app),
so that the committee receives something it can set up on a board. Every problem is reported in
Spanish, all at once, so the delegate can fix them in one go; an empty list means valid in form.

Checked: six fields; eight ranks of eight squares with only the letters ``pnbrqkPNBRQK`` and the
digits 1–8 (never two digits in a row); one king of each colour; no pawn on ranks 1 or 8; at most
eight pawns and sixteen men per side; side to move; castling rights in ``KQkq`` order and backed
by king and rook on their original squares; an en passant square that a pawn of the side that
just moved can have skipped; the two counters.

Decisions where the FEN standard leaves room:

- Fields may be separated by any run of blanks (tabs, double spaces): delegates copy positions
  from e-mails and chat apps. ``normalize_fen`` gives the single-space form that is stored.
- Only standard castling letters are accepted; Chess960 (Shredder/X-FEN) letters are rejected,
  since the leagues play classical chess.
- The en passant square is checked the strict way (a pawn of the side that just moved stands in
  front of it, and the square it came from and the square itself are empty), whether or not an
  enemy pawn can actually take: both conventions exist and both satisfy this. With an en passant
  square the halfmove clock must be 0, because a pawn has just moved.
- Legality is python-chess's (``chess.Board.status``, issue 14): once the form is right, a
  position where the side not to move is in check, or a king is given an impossible check
  (three checkers, two that cannot both check after one move) is refused. Whether the position
  is reachable from the start is not judged: the acta records what was on the board.
- Counters are checked as digit strings, never converted, so an absurdly long number cannot
  raise (Python limits int() on very long strings).
"""

from __future__ import annotations

import re

import chess

INITIAL_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

FILES = "abcdefgh"
PIECE_LETTERS = frozenset("pnbrqkPNBRQK")
_EMPTY_RUN = frozenset("12345678")
_CASTLING_ORDER = "KQkq"
# Castling right -> (rook file index, home rank, king and rook letters, Spanish names).
_CASTLING_NEEDS = {
    "K": (7, 1, "K", "R", "corto de las blancas", "el rey blanco", "una torre blanca"),
    "Q": (0, 1, "K", "R", "largo de las blancas", "el rey blanco", "una torre blanca"),
    "k": (7, 8, "k", "r", "corto de las negras", "el rey negro", "una torre negra"),
    "q": (0, 8, "k", "r", "largo de las negras", "el rey negro", "una torre negra"),
}
_KING_FILE = 4  # both kings start on the e-file; Chess960 castling is not supported
_DIGITS = re.compile(r"[0-9]+")  # ASCII only: str.isdigit() would accept "²" or Arabic digits
_SQUARE = re.compile(r"[a-h][1-8]")

Grid = tuple[tuple[str | None, ...], ...]


def normalize_fen(text: str) -> str:
    """The stored form: surrounding blanks removed and fields separated by one space."""
    return " ".join(text.split())


def square_name(row: int, column: int) -> str:
    """Name of a square of ``board_rows``: row 0 is rank 8, column 0 is file a."""
    if not (0 <= row < 8 and 0 <= column < 8):
        raise ValueError(f"Casilla fuera del tablero: fila {row}, columna {column}.")
    return f"{FILES[column]}{8 - row}"


def board_rows(fen: str) -> Grid:
    """The 8×8 board of a FEN (or of its first field alone) for drawing it.

    Row 0 is rank 8 (Black's side, drawn at the top), column 0 is file a; a square holds its
    piece letter (upper case White) or None. Raises ValueError, in Spanish, when the piece
    placement itself is malformed; the other fields are not looked at.
    """
    if not isinstance(fen, str) or not fen.split():
        raise ValueError("La posición FEN está vacía.")
    grid, problems = _parse_placement(fen.split()[0])
    if grid is None:
        raise ValueError(" ".join(problems))
    return grid


# python-chess status flags -> Spanish, for what the form checks above leave to it.
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


def legal_board(fen: str) -> chess.Board:
    """The python-chess board of a valid FEN; ValueError (Spanish) listing its problems."""
    problems = validate_fen(fen)
    if problems:
        raise ValueError(" ".join(problems))
    board = chess.Board(normalize_fen(fen)) if _counters_fit(fen) else None
    if board is None:
        placement, side, castling, en_passant, *_ = fen.split()
        board = chess.Board(f"{placement} {side} {castling} {en_passant} 0 1")
    return board


def _counters_fit(fen: str) -> bool:
    return all(len(counter) < 10 for counter in fen.split()[4:])


def _legality_problems(fen: str) -> list[str]:
    # The counters are left out: they do not bear on legality, and a huge one is not an int.
    placement, side, castling, en_passant, *_counters = fen.split()
    try:
        board = chess.Board(f"{placement} {side} {castling} {en_passant} 0 1")
    except ValueError:
        return ["La posición FEN no se puede leer."]
    status = board.status()
    problems = [message for flag, message in _STATUS_MESSAGES if status & flag]
    known = chess.STATUS_VALID
    for flag, _message in _STATUS_MESSAGES:
        known |= flag
    if not problems and status & ~known:
        # Anything else python-chess finds (already named by the form checks in practice).
        problems.append("La posición no es legal según las reglas del ajedrez.")
    return problems


def validate_fen(text: object) -> list[str]:
    """Spanish descriptions of every problem in the form of a FEN; empty when it is well formed.

    Never raises, whatever it is given.
    """
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
    grid, placement_problems = _parse_placement(fields[0])
    problems.extend(placement_problems)
    if grid is not None:
        problems.extend(_material_problems(grid))
    if len(fields) != 6:
        # Without six fields the position of each one is unknown: judging them would mislead.
        return problems
    _, side, castling, en_passant, halfmove, fullmove = fields
    if side not in ("w", "b"):
        problems.append(
            f"El turno debe ser «w» (juegan blancas) o «b» (juegan negras); se anotó «{side}»."
        )
    problems.extend(_castling_problems(castling, grid))
    problems.extend(_en_passant_problems(en_passant, side, grid, halfmove))
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
        problems.extend(_legality_problems(text))
    return problems


def _shown(char: str) -> str:
    return f"«{char}»" if char.isprintable() and not char.isspace() else f"U+{ord(char):04X}"


def _parse_placement(placement: str) -> tuple[Grid | None, list[str]]:
    ranks = placement.split("/")
    problems: list[str] = []
    if len(ranks) != 8:
        problems.append(
            f"La colocación de las piezas debe tener 8 filas separadas por «/»; tiene {len(ranks)}."
        )
    rows: list[tuple[str | None, ...]] = []
    for index, rank in enumerate(ranks):
        # With the wrong number of ranks, "rank 6" would name the wrong rank: count segments.
        where = f"La fila {8 - index}" if len(ranks) == 8 else f"El tramo {index + 1}"
        if not rank:
            problems.append(f"{where} está vacía.")
            continue
        row: list[str | None] = []
        bad: list[str] = []
        previous_digit = False
        two_digits = False
        for char in rank:
            if char in PIECE_LETTERS:
                row.append(char)
                previous_digit = False
            elif char in _EMPTY_RUN:
                two_digits = two_digits or previous_digit
                row.extend([None] * int(char))
                previous_digit = True
            else:
                if char not in bad:
                    bad.append(char)
                previous_digit = False
        if bad:
            shown = ", ".join(_shown(char) for char in bad)
            problems.append(
                f"{where} contiene caracteres no válidos: {shown} (solo pnbrqk, PNBRQK y las "
                "cifras del 1 al 8)."
            )
        if two_digits:
            problems.append(
                f"{where} tiene dos cifras seguidas: las casillas vacías se escriben con una "
                "sola cifra."
            )
        if not bad and len(row) != 8:
            problems.append(f"{where} suma {len(row)} casillas; debe sumar 8.")
        rows.append(tuple(row))
    if problems:
        return None, problems
    return tuple(rows), []


def _at(grid: Grid, file_index: int, rank: int) -> str | None:
    return grid[8 - rank][file_index]


def _material_problems(grid: Grid) -> list[str]:
    problems: list[str] = []
    men = [piece for row in grid for piece in row if piece]
    for king, name in (("K", "blanco"), ("k", "negro")):
        count = men.count(king)
        if count != 1:
            problems.append(f"Debe haber exactamente un rey {name}; hay {count}.")
    for rank in (1, 8):
        squares = [
            f"{FILES[column]}{rank}" for column in range(8) if _at(grid, column, rank) in ("P", "p")
        ]
        if squares:
            problems.append(
                f"No puede haber peones en la fila {rank}: hay en {', '.join(squares)}."
            )
    for colour, is_side in (("blancas", str.isupper), ("negras", str.islower)):
        side_men = [piece for piece in men if is_side(piece)]
        pawns = sum(1 for piece in side_men if piece in ("P", "p"))
        if pawns > 8:
            problems.append(f"Las {colour} tienen {pawns} peones; como máximo pueden tener 8.")
        if len(side_men) > 16:
            problems.append(
                f"Las {colour} tienen {len(side_men)} piezas contando peones; como máximo 16."
            )
    return problems


def _castling_problems(castling: str, grid: Grid | None) -> list[str]:
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
    if grid is None:
        return []
    problems = []
    for right in castling:
        rook_file, rank, king, rook, name, king_name, rook_name = _CASTLING_NEEDS[right]
        if _at(grid, _KING_FILE, rank) != king or _at(grid, rook_file, rank) != rook:
            problems.append(
                f"El enroque {right} ({name}) exige {king_name} en e{rank} y {rook_name} en "
                f"{FILES[rook_file]}{rank}."
            )
    return problems


def _en_passant_problems(square: str, side: str, grid: Grid | None, halfmove: str) -> list[str]:
    if square == "-":
        return []
    if not _SQUARE.fullmatch(square) or square[1] not in "36":
        return [
            f"La casilla de captura al paso debe ser «-» o una casilla de la fila 3 o 6 "
            f"(por ejemplo e3); se anotó «{square}»."
        ]
    problems = []
    rank = int(square[1])
    expected = {"w": 6, "b": 3}.get(side)
    if expected is not None and rank != expected:
        mover = "negras" if side == "w" else "blancas"
        turn = "blancas" if side == "w" else "negras"
        problems.append(
            f"Con las {turn} al mover, la casilla de captura al paso debe estar en la fila "
            f"{expected} (las {mover} acaban de avanzar un peón dos casillas); se anotó {square}."
        )
    elif expected is not None and grid is not None:
        column = FILES.index(square[0])
        step = -1 if rank == 6 else 1  # toward the pawn that moved
        pawn = "p" if rank == 6 else "P"
        pawn_square = rank + step
        origin = rank - step
        if (
            _at(grid, column, pawn_square) != pawn
            or _at(grid, column, rank) is not None
            or _at(grid, column, origin) is not None
        ):
            colour = "negro" if pawn == "p" else "blanco"
            problems.append(
                f"La captura al paso en {square} exige un peón {colour} en "
                f"{square[0]}{pawn_square} y las casillas {square} y {square[0]}{origin} vacías."
            )
    if _DIGITS.fullmatch(halfmove) and set(halfmove) != {"0"}:
        problems.append(
            "Con casilla de captura al paso el contador de medias jugadas debe ser 0: un peón "
            "acaba de moverse."
        )
    return problems

"""FEN positions for the acta (CH-12 records the position of a sub conditione game)."""

import contextlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from delegate_app.domain.chess.fen import (
    INITIAL_FEN,
    board_rows,
    legal_board,
    normalize_fen,
    square_name,
    validate_fen,
)

REAL_POSITIONS = [
    INITIAL_FEN,
    # 1.e4: en passant square on rank 3 with Black to move
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    # 1.e4 c5 2.Nf3
    "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
    # 1.e4 d5 2.e5 f5: en passant on f6 with White to move
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    # Queen's Gambit Declined, Black has castled
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 0 9",
    # King and pawn ending, no castling, late move number
    "8/8/4k3/8/2K5/8/3P4/8 w - - 0 60",
    # Two white queens after a promotion, one pawn fewer
    "4k3/8/8/8/8/8/PPPPPPP1/QQ2K3 b - - 0 45",
]


def problems(fen):
    return validate_fen(fen)


def has_problem(fen, fragment):
    found = validate_fen(fen)
    assert any(fragment in problem for problem in found), found
    return found


# --- valid positions ---------------------------------------------------------------------------


@pytest.mark.parametrize("fen", REAL_POSITIONS)
def test_CH_12_real_positions_are_valid(fen):
    assert validate_fen(fen) == []


def test_CH_12_initial_position_is_valid_and_drawn_with_black_on_top():
    assert validate_fen(INITIAL_FEN) == []
    rows = board_rows(INITIAL_FEN)
    assert len(rows) == 8 and all(len(row) == 8 for row in rows)
    assert rows[0] == ("r", "n", "b", "q", "k", "b", "n", "r")
    assert rows[1] == ("p",) * 8
    assert rows[4] == (None,) * 8
    assert rows[7][4] == "K"
    assert square_name(7, 4) == "e1"
    assert square_name(0, 0) == "a8"


def test_board_rows_accepts_the_placement_alone_and_places_pieces():
    rows = board_rows("8/8/4k3/8/2K5/8/3P4/8")
    assert rows[2][4] == "k"
    assert rows[4][2] == "K"
    assert rows[6][3] == "P"
    assert sum(piece is not None for row in rows for piece in row) == 3


@pytest.mark.parametrize("bad", ["", "   ", "8/8/8", "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"])
def test_board_rows_refuses_a_malformed_placement_in_spanish(bad):
    with pytest.raises(ValueError, match=r"fila|tramo|vacía|filas"):
        board_rows(bad)


def test_square_name_outside_the_board_raises():
    with pytest.raises(ValueError, match="fuera del tablero"):
        square_name(8, 0)


def test_blanks_between_fields_are_tolerated_and_normalized():
    messy = "  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR \t w  KQkq -   0 1\n"
    assert validate_fen(messy) == []
    assert normalize_fen(messy) == INITIAL_FEN


# --- malformed: structure ----------------------------------------------------------------------


def test_not_a_string_is_a_problem_not_an_exception():
    assert validate_fen(None) == ["La posición debe escribirse como texto FEN."]
    assert validate_fen(42) == ["La posición debe escribirse como texto FEN."]


def test_empty_text():
    assert validate_fen("") == ["La posición FEN está vacía."]
    assert validate_fen(" \n ") == ["La posición FEN está vacía."]


@pytest.mark.parametrize(
    "fen, count",
    [
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", 1),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", 4),
        (INITIAL_FEN + " extra", 7),
    ],
)
def test_six_fields_are_required(fen, count):
    has_problem(
        fen,
        f"6 campos separados por espacios (piezas, turno, enroques, captura al "
        f"paso, medias jugadas y número de jugada); tiene {count}.",
    )


def test_with_the_wrong_number_of_fields_the_placement_is_still_checked():
    found = validate_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w")
    assert any("La fila 1 suma 7 casillas" in problem for problem in found)
    assert not any(problem.startswith("El turno") for problem in found)


def test_eight_ranks_are_required():
    has_problem("8/8/8/8/8/8/8 w - - 0 1", "8 filas separadas por «/»; tiene 7")
    has_problem("4k3/8/8/8/8/8/8/8/4K3 w - - 0 1", "tiene 9")


def test_an_empty_rank_is_named():
    has_problem("4k3/8//8/8/8/8/4K3 w - - 0 1", "La fila 6 está vacía.")


def test_each_rank_must_sum_to_eight_squares():
    has_problem("4k3/8/8/8/8/8/8/4K2 w - - 0 1", "La fila 1 suma 7 casillas; debe sumar 8.")
    has_problem("4k3/ppppppppp/8/8/8/8/8/4K3 w - - 0 1", "La fila 7 suma 9 casillas")
    has_problem("4k3/8/8/8/8/8/8/4K3R w - - 0 1", "La fila 1 suma 9 casillas")


@pytest.mark.parametrize("char", ["x", "0", "9", "-", "é", "*"])
def test_only_piece_letters_and_digits_1_to_8(char):
    has_problem(f"4k3/8/8/3{char}4/8/8/8/4K3 w - - 0 1", "La fila 5 contiene caracteres no válidos")


def test_an_invisible_character_is_shown_by_its_code():
    has_problem("4k3/8/8/3\u00004/8/8/8/4K3 w - - 0 1", "U+0000")


def test_two_digits_in_a_row_are_refused_even_if_they_sum_to_eight():
    has_problem("4k3/8/8/44/8/8/8/4K3 w - - 0 1", "La fila 5 tiene dos cifras seguidas")


def test_wrong_rank_count_names_segments_not_ranks():
    has_problem("4k3/8/8/x/8/8/4K3 w - - 0 1", "El tramo 4 contiene caracteres no válidos")


# --- malformed: material -----------------------------------------------------------------------


def test_exactly_one_king_of_each_colour():
    has_problem("8/8/8/8/8/8/8/4K3 w - - 0 1", "Debe haber exactamente un rey negro; hay 0.")
    has_problem("4k3/8/8/8/8/8/8/8 w - - 0 1", "Debe haber exactamente un rey blanco; hay 0.")
    has_problem("4k3/8/8/8/8/8/8/3KK3 w - - 0 1", "un rey blanco; hay 2.")
    has_problem("2k1k3/8/8/8/8/8/8/4K3 w - - 0 1", "un rey negro; hay 2.")


def test_no_pawns_on_the_first_or_last_rank():
    has_problem("4k2P/8/8/8/8/8/8/4K3 w - - 0 1", "No puede haber peones en la fila 8: hay en h8.")
    has_problem("4k3/8/8/8/8/8/8/p3K3 w - - 0 1", "No puede haber peones en la fila 1: hay en a1.")


def test_at_most_eight_pawns_per_side():
    has_problem("4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1", "Las blancas tienen 9 peones")
    has_problem("4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1", "Las negras tienen 9 peones")


def test_at_most_sixteen_men_per_side():
    fen = "4k3/8/8/8/NNNNNNNN/8/PPPPPPPP/RRRRKRRR w - - 0 1"
    has_problem(fen, "Las blancas tienen 24 piezas contando peones; como máximo 16.")


# --- malformed: other fields -------------------------------------------------------------------


@pytest.mark.parametrize("side", ["W", "white", "x", "-"])
def test_side_to_move_is_w_or_b(side):
    has_problem(f"4k3/8/8/8/8/8/8/4K3 {side} - - 0 1", f"se anotó «{side}»")


@pytest.mark.parametrize(
    "castling, fragment",
    [
        ("QK", "orden KQkq"),
        ("kK", "orden KQkq"),
        ("KK", "repiten una letra"),
        ("KX", "«X»"),
        ("A", "«A»"),
        ("K-", "«-»"),
    ],
)
def test_castling_is_a_subset_of_KQkq_in_order(castling, fragment):
    has_problem(f"r3k2r/8/8/8/8/8/8/R3K2R w {castling} - 0 1", fragment)


def test_castling_subsets_in_order_are_accepted():
    for castling in ("K", "Q", "k", "q", "Kq", "Qk", "KQk", "Qkq", "KQkq", "-"):
        assert validate_fen(f"r3k2r/8/8/8/8/8/8/R3K2R w {castling} - 0 1") == []


@pytest.mark.parametrize(
    "fen, fragment",
    [
        (
            "r3k2r/8/8/8/8/8/8/R4K1R w K - 0 1",
            "El enroque K (corto de las blancas) exige el rey "
            "blanco en e1 y una torre blanca en h1.",
        ),
        ("r3k2r/8/8/8/8/8/8/1R2K2R w Q - 0 1", "torre blanca en a1"),
        (
            "r3k1r1/8/8/8/8/8/8/R3K2R w k - 0 1",
            "El enroque k (corto de las negras) exige el rey negro en e8 y una torre negra en h8.",
        ),
        ("4k2r/8/8/8/8/8/8/R3K2R w q - 0 1", "torre negra en a8"),
        ("r3k2r/8/8/8/8/8/8/R3K2N w K - 0 1", "torre blanca en h1"),
    ],
)
def test_castling_needs_king_and_rook_on_their_squares(fen, fragment):
    has_problem(fen, fragment)


@pytest.mark.parametrize("square", ["e4", "e9", "i3", "3", "e", "e33"])
def test_en_passant_square_must_be_on_rank_3_or_6(square):
    has_problem(f"4k3/8/8/8/8/8/8/4K3 w - {square} 0 1", "fila 3 o 6")


def test_en_passant_square_must_match_the_side_to_move():
    has_problem(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1",
        "Con las blancas al mover, la casilla de captura al paso debe estar en la fila 6",
    )
    has_problem(
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR b KQkq f6 0 3",
        "Con las negras al mover, la casilla de captura al paso debe estar en la fila 3",
    )


def test_en_passant_needs_a_pawn_that_could_have_just_moved():
    # no white pawn on e4
    has_problem(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1",
        "La captura al paso en e3 exige un peón blanco en e4 y las casillas e3 y e2 vacías.",
    )
    # the square it came from is occupied
    has_problem(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1", "exige un peón blanco"
    )
    # the skipped square is occupied
    has_problem("rnbqkbnr/ppp1pppp/3n4/3p4/8/8/PPPPPPPP/RNBQKB1R w KQkq d6 0 3", "peón negro en d5")


def test_en_passant_needs_a_zero_halfmove_clock():
    has_problem(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 3 1",
        "el contador de medias jugadas debe ser 0",
    )


@pytest.mark.parametrize("halfmove", ["-1", "a", "1.5", "²", "٣"])
def test_halfmove_clock_is_a_non_negative_integer(halfmove):
    has_problem(f"4k3/8/8/8/8/8/8/4K3 w - - {halfmove} 1", "medias jugadas debe ser un número")


@pytest.mark.parametrize("fullmove", ["0", "00", "-3", "x", "1e3"])
def test_fullmove_number_is_a_positive_integer(fullmove):
    has_problem(f"4k3/8/8/8/8/8/8/4K3 w - - 0 {fullmove}", "número de jugada debe ser")


def test_huge_counters_do_not_raise():
    digits = "9" * 10_000
    assert validate_fen(f"4k3/8/8/8/8/8/8/4K3 w - - {digits} {digits}") == []


def test_every_problem_is_reported_at_once():
    found = validate_fen("4k3/8/8/8/8/8/8/4K3 x KQ e5 a 0")
    assert len(found) == 6  # turn, two castling rights, en passant, two counters


# --- properties --------------------------------------------------------------------------------


@settings(max_examples=300)
@given(st.text())
def test_random_text_never_raises(text):
    result = validate_fen(text)
    assert isinstance(result, list)
    assert all(isinstance(problem, str) and problem for problem in result)


@settings(max_examples=300)
@given(st.text(alphabet="pnbrqkPNBRQK12345678/ wb-KQkqa3e6 0", max_size=90))
def test_random_fen_like_text_never_raises(text):
    validate_fen(text)
    with contextlib.suppress(ValueError):
        board_rows(text)


@st.composite
def well_formed_positions(draw):
    squares = list(range(64))
    white_king, black_king = draw(
        st.lists(st.sampled_from(squares), min_size=2, max_size=2, unique=True)
    )
    grid = [[None] * 8 for _ in range(8)]
    grid[white_king // 8][white_king % 8] = "K"
    grid[black_king // 8][black_king % 8] = "k"
    free = [s for s in squares if s not in (white_king, black_king)]
    for colour_pieces in ("QRBN", "qrbn"):
        for piece in draw(st.lists(st.sampled_from(colour_pieces), max_size=7)):
            if free:
                spot = draw(st.sampled_from(free))
                free.remove(spot)
                grid[spot // 8][spot % 8] = piece
        pawn_squares = [s for s in free if 8 <= s < 56]
        for _ in range(draw(st.integers(0, 8))):
            if pawn_squares:
                spot = draw(st.sampled_from(pawn_squares))
                pawn_squares.remove(spot)
                free.remove(spot)
                grid[spot // 8][spot % 8] = "P" if colour_pieces[0] == "Q" else "p"
    ranks = []
    for row in grid:
        text, run = "", 0
        for piece in row:
            if piece is None:
                run += 1
                continue
            if run:
                text += str(run)
                run = 0
            text += piece
        ranks.append(text + (str(run) if run else ""))
    side = draw(st.sampled_from("wb"))
    halfmove = draw(st.integers(0, 150))
    fullmove = draw(st.integers(1, 500))
    return f"{'/'.join(ranks)} {side} - - {halfmove} {fullmove}", grid


@pytest.mark.slow
@settings(max_examples=200)
@given(well_formed_positions())
def test_well_formed_positions_are_valid_and_round_trip_through_board_rows(position):
    import chess

    fen, grid = position
    # Well formed, the position is valid exactly when python-chess finds it legal (issue 14:
    # adjacent kings or the side not to move in check are refused).
    assert (validate_fen(fen) == []) == chess.Board(fen).is_valid()
    assert [list(row) for row in board_rows(fen)] == grid


# --- legality, by python-chess (issue 14) --------------------------------------------------------


def test_CH_12_a_position_where_the_side_not_to_move_is_in_check_is_illegal():
    # White to move, but the black king on e8 is attacked by the rook on e1.
    found = validate_fen("4k3/8/8/8/8/8/8/4RK2 w - - 0 1")
    assert any("en jaque" in problem and "no tiene el turno" in problem for problem in found)


def test_CH_12_a_king_checked_by_three_pieces_is_illegal():
    found = validate_fen("4k3/8/8/8/8/3nqn2/8/4K3 w - - 0 1")
    assert any("jaque" in problem for problem in found), found


def test_CH_12_legality_comes_from_python_chess():
    import chess

    assert chess.Board("4k3/8/8/8/8/8/8/4RK2 w - - 0 1").status() & chess.STATUS_OPPOSITE_CHECK
    assert legal_board(INITIAL_FEN).fen() == INITIAL_FEN


# --- python-chess reads the position; its errors in Spanish (issue 14) ---------------------------


@pytest.mark.parametrize(
    "bad, part, spanish",
    [
        ("4k3/8/8/44/8/8/8/4K3 w - - 0 1", "44", "La fila 5 tiene dos cifras seguidas"),
        ("4k3/8/8/3x4/8/8/8/4K3 w - - 0 1", "3x4", "La fila 5 contiene caracteres no válidos: «x»"),
        ("4k3/8/8/8/8/8/8/4K2 w - - 0 1", "4K2", "La fila 5 suma 7 casillas; debe sumar 8."),
        ("8/8/8/8/8/8/8 w - - 0 1", "8/8/8/8/8/8/8", "8 filas separadas por «/»; tiene 7"),
        ("4k3/8/8/8/8/8/8/4K3 x - - 0 1", "x", "El turno debe ser «w»"),
        ("4k3/8/8/8/8/8/8/4K3 w X - 0 1", "X", "Los enroques solo admiten"),
        ("4k3/8/8/8/8/8/8/4K3 w - z9 0 1", "z9", "captura al paso no se entiende: «z9»"),
        ("4k3/8/8/8/8/8/8/4K3 w - - a 1", "a", "medias jugadas no se entiende"),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 a", "a", "número de jugada no se entiende"),
        ("", "", "La posición FEN está vacía."),
    ],
)
def test_CH_12_every_python_chess_fen_error_reads_in_spanish(bad, part, spanish):
    import chess

    from delegate_app.domain.chess.fen import spanish_error

    with pytest.raises(ValueError) as caught:
        chess.Board(bad)
    message = spanish_error(caught.value, "La fila 5", part)
    assert spanish in message, (str(caught.value), message)
    for english in ("expected", "invalid", "part", "rows", "digits"):
        assert english not in message.lower(), message


def test_CH_12_a_crazyhouse_promotion_mark_is_refused_though_python_chess_reads_it():
    import chess

    fen = "4k3/8/8/8/8/8/8/4K2Q~ w - - 0 1"
    chess.Board(fen)  # python-chess takes "~" as a promoted piece
    has_problem(fen, "La fila 1 contiene caracteres no válidos: «~»")


def test_CH_12_castling_rights_are_judged_by_python_chess():
    # King on f1: python-chess drops both white rights; each is named with what it needs.
    found = validate_fen("r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1")
    assert [p for p in found if p.startswith("El enroque")] == [
        "El enroque K (corto de las blancas) exige el rey blanco en e1 y una torre blanca en h1.",
        "El enroque Q (largo de las blancas) exige el rey blanco en e1 y una torre blanca en a1.",
    ]

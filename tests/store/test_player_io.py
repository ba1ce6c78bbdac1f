"""Import and export of a club's player list (store.player_io)."""

from __future__ import annotations

import codecs
import csv
import io
from datetime import date, datetime
from pathlib import Path

import openpyxl
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlmodel import select

from delegate_app.domain.identity import check_letter
from delegate_app.domain.players import PlayerRecord
from delegate_app.store.clubs import (
    add_player,
    create_club,
    create_team,
    list_players,
    team_rank_of,
)
from delegate_app.store.database import open_database
from delegate_app.store.errors import StoreError
from delegate_app.store.models import Player
from delegate_app.store.player_file import (
    EXPORT_HEADERS,
    ImportPreview,
    ImportRow,
    read_player_file,
)
from delegate_app.store.player_io import (
    ImportSummary,
    Problem,
    apply_import,
    export_players_csv,
    plan_import,
)

TODAY = date(2026, 9, 1)
HEADER = "Licencia;Nombre;Apellidos;DNI;Fecha de nacimiento;ELO Canario;ELO FIDE;Equipo;Alta;Activo"
HYPOTHESIS = settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


def dni(number: int) -> str:
    return f"{number:08d}{check_letter(number)}"


def write(tmp_path: Path, text: str, encoding: str = "utf-8", name: str = "lista.csv") -> Path:
    path = tmp_path / name
    path.write_bytes(text.encode(encoding))
    return path


def write_xlsx(tmp_path: Path, rows, name: str = "lista.xlsx", title_sheet: bool = False) -> Path:
    workbook = openpyxl.Workbook()
    sheet = workbook.active
    if title_sheet:
        sheet.title = "Portada"
        sheet["A1"] = "Temporada 2026-2027"
        sheet = workbook.create_sheet("Jugadores")
    for row in rows:
        sheet.append(list(row))
    path = tmp_path / name
    workbook.save(path)
    return path


def csv_file(tmp_path: Path, *lines: str, **kwargs) -> Path:
    return write(tmp_path, "\r\n".join((HEADER, *lines)) + "\r\n", **kwargs)


def read(path: Path) -> ImportPreview:
    return read_player_file(path, today=TODAY)


def snapshot(database) -> list[dict]:
    with database.session() as s:
        return sorted((p.model_dump() for p in s.exec(select(Player))), key=lambda row: row["id"])


@pytest.fixture
def club(db):
    club = create_club(db, "CA La Laguna", "ajedrez", is_own=True)
    create_team(db, club.id, "A")
    create_team(db, club.id, "B")
    return club


@pytest.fixture
def rival(db):
    rival = create_club(db, "CA Orotava", "ajedrez")
    add_player(db, rival.id, PlayerRecord("Rosa", "Hernández", licence="TF-900"), today=TODAY)
    return rival


# --- problems with the whole file ---------------------------------------------------------------


def test_missing_required_column_is_a_file_problem(tmp_path):
    preview = read(write(tmp_path, "Licencia;Nombre;DNI\nTF-1;Ana;12345678Z\n"))
    assert preview.problems == [Problem(None, "Falta la columna obligatoria «apellidos».")]
    assert preview.rows == []


def test_every_missing_required_column_is_named(tmp_path):
    preview = read(write(tmp_path, "Nombre;Elo\nAna;1900\n"))
    assert preview.file_problems == [
        "Falta la columna obligatoria «licencia».",
        "Falta la columna obligatoria «apellidos».",
    ]


def test_empty_file(tmp_path):
    preview = read(write(tmp_path, ""))
    assert preview.file_problems == ["«lista.csv» está vacío."]


def test_file_with_only_blank_lines_and_bom_is_empty(tmp_path):
    preview = read(write(tmp_path, "\r\n  \r\n;;;\r\n", encoding="utf-8-sig"))
    assert not preview.ok
    assert "vacío" in preview.messages[0]


def test_header_without_data_rows(tmp_path):
    preview = read(write(tmp_path, HEADER + "\r\n\r\n"))
    assert preview.file_problems == [
        "«lista.csv» no tiene ninguna fila de jugadores, solo la cabecera."
    ]


def test_unrecognised_header(tmp_path):
    preview = read(write(tmp_path, "Club;Ciudad\nCA Laguna;La Laguna\n"))
    assert len(preview.problems) == 1
    assert "no se encuentra la fila de cabecera" in preview.messages[0]


def test_two_columns_meaning_the_same(tmp_path):
    preview = read(write(tmp_path, "Licencia;Nombre;Apellidos;Elo;ELO Canario\nTF-1;A;B;1;2\n"))
    assert preview.file_problems == [
        "Las columnas «Elo» y «ELO Canario» dicen lo mismo (ELO Canario); deje solo una."
    ]


def test_binary_junk_is_not_a_list(tmp_path):
    path = tmp_path / "lista.csv"
    path.write_bytes(bytes(range(256)) * 8)
    preview = read(path)
    assert preview.rows == []
    assert preview.file_problems == [
        "«lista.csv» no parece una lista de jugadores: no es texto (CSV) ni un libro de Excel "
        "(.xlsx)."
    ]


def test_corrupt_xlsx(tmp_path):
    path = write_xlsx(tmp_path, [["Licencia", "Nombre", "Apellidos"], ["TF-1", "Ana", "Pérez"]])
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    preview = read(path)
    assert preview.file_problems == [
        "«lista.xlsx» no es un libro de Excel (.xlsx) válido o está dañado."
    ]


def test_text_file_named_xlsx(tmp_path):
    preview = read(write(tmp_path, HEADER + "\nTF-1;Ana;Pérez\n", name="lista.xlsx"))
    assert preview.file_problems == [
        "«lista.xlsx» no es un libro de Excel (.xlsx) válido o está dañado."
    ]


def test_zip_that_is_not_a_workbook(tmp_path):
    import zipfile

    path = tmp_path / "lista.xlsx"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("hola.txt", "no soy un libro")
    preview = read(path)
    assert "no es un libro de Excel" in preview.messages[0]


def test_old_binary_xls(tmp_path):
    path = tmp_path / "lista.xls"
    path.write_bytes(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(500))
    preview = read(path)
    assert "formato antiguo de Excel (.xls)" in preview.messages[0]


def test_missing_file(tmp_path):
    preview = read(tmp_path / "no-esta.csv")
    assert preview.file_problems == ["No se puede leer «no-esta.csv»: el archivo no existe."]


def test_folder_instead_of_file(tmp_path):
    folder = tmp_path / "carpeta.csv"
    folder.mkdir()
    preview = read(folder)
    assert not preview.ok and "No se puede leer «carpeta.csv»" in preview.messages[0]


# --- problems on a line -------------------------------------------------------------------------


def test_bad_dni_letter(tmp_path):
    path = csv_file(
        tmp_path, f"TF-1;Ana;Pérez;{dni(1)}", "TF-2;Luis;Gómez", "TF-3;Eva;Díaz;12345678A"
    )
    assert read(path).messages == [
        "Línea 4: DNI/NIE: «12345678A»: la letra de control no corresponde; debería ser Z."
    ]


def test_unreadable_date(tmp_path):
    preview = read(csv_file(tmp_path, "TF-1;Ana;Pérez;;31/02/1990"))
    assert preview.messages == [
        "Línea 2: Fecha de nacimiento: «31/02/1990» no es una fecha legible (use dd/mm/aaaa)."
    ]


def test_unreadable_incorporation_date(tmp_path):
    preview = read(csv_file(tmp_path, "TF-1;Ana;Pérez;;;;;;ayer"))
    assert preview.messages == [
        "Línea 2: Fecha de alta: «ayer» no es una fecha legible (use dd/mm/aaaa)."
    ]


def test_birth_date_must_be_before_today(tmp_path):
    preview = read(csv_file(tmp_path, "TF-1;Ana;Pérez;;02/09/2026"))
    assert preview.messages == ["Línea 2: la fecha de nacimiento debe ser anterior a hoy."]


def test_duplicate_licence(tmp_path):
    lines = [f"TF-{n};Nombre{n};Apellido{n}" for n in range(1, 6)]
    lines.insert(1, "tf-123;Ana;Pérez")
    lines.append(" TF-123 ;Eva;Díaz")
    preview = read(csv_file(tmp_path, *lines))
    assert preview.messages == ["Línea 8: la licencia TF-123 ya aparece en la línea 3."]


def test_duplicate_dni(tmp_path):
    preview = read(csv_file(tmp_path, f"TF-1;Ana;Pérez;{dni(7)}", f"TF-2;Eva;Díaz;{dni(7)}"))
    assert preview.messages == [f"Línea 3: el DNI/NIE {dni(7)} ya aparece en la línea 2."]


def test_empty_licence(tmp_path):
    preview = read(csv_file(tmp_path, "TF-1;Ana;Pérez", "  ;Eva;Díaz"))
    assert preview.messages == ["Línea 3: falta la licencia."]


def test_missing_names(tmp_path):
    preview = read(csv_file(tmp_path, "TF-1;;"))
    assert preview.messages == ["Línea 2: falta el nombre.", "Línea 2: faltan los apellidos."]


@pytest.mark.parametrize(
    "elo, fide, message",
    [
        ("mil", "", "Línea 2: ELO Canario: «mil» no es un número entero."),
        ("", "-5", "Línea 2: ELO FIDE: -5 no puede ser negativo."),
        ("3500", "", "Línea 2: ELO Canario: 3500 supera el máximo razonable (3000)."),
        ("1950.5", "", "Línea 2: ELO Canario: «1950.5» no es un número entero."),
    ],
)
def test_bad_rating(tmp_path, elo, fide, message):
    preview = read(csv_file(tmp_path, f"TF-1;Ana;Pérez;;;{elo};{fide}"))
    assert preview.messages == [message]


def test_bad_active_value(tmp_path):
    preview = read(csv_file(tmp_path, "TF-1;Ana;Pérez;;;;;;;quizá"))
    assert preview.messages == ["Línea 2: Activo: «quizá» no se entiende; escriba sí o no."]


def test_bad_team_letter(tmp_path):
    preview = read(csv_file(tmp_path, "TF-1;Ana;Pérez;;;;;Z"))
    assert preview.messages == ["Línea 2: Equipo «Z»: use la letra del equipo (A, B, C…)."]


def test_order_column_needs_distinct_positive_integers(tmp_path):
    text = (
        "Nº;Licencia;Nombre;Apellidos\n1;TF-1;A;A\n0;TF-2;B;B\n;TF-3;C;C\n1;TF-4;D;D\nx;TF-5;E;E\n"
    )
    preview = read(write(tmp_path, text))
    assert preview.messages == [
        "Línea 3: Nº: «0» no es un número de orden (entero mayor que 0).",
        "Línea 4: falta el número de orden (columna «Nº»).",
        "Línea 5: el número de orden 1 ya aparece en la línea 2.",
        "Línea 6: Nº: «x» no es un número de orden (entero mayor que 0).",
    ]


def test_unquoted_separator_inside_a_name(tmp_path):
    text = "Licencia,Nombre,Apellidos\nTF-1,Ana,Pérez\nTF-2,Luis,Gómez, Díaz\n"
    preview = read(write(tmp_path, text))
    assert preview.delimiter == ","
    assert preview.messages == [
        "Línea 3: tiene más valores que columnas la cabecera; ¿hay un separador (coma) dentro "
        "de algún valor sin comillas?"
    ]


def test_unclosed_quote_is_reported_on_its_line(tmp_path):
    preview = read(csv_file(tmp_path, "TF-1;Ana;Pérez", 'TF-2;Eva;"Díaz', "TF-3;Luis;Gómez"))
    assert [p.line for p in preview.problems] == [3]
    assert "¿falta cerrar unas comillas?" in preview.messages[0]


def test_one_latin1_accent_in_a_utf8_file_is_reported_not_garbled(tmp_path):
    path = tmp_path / "lista.csv"
    text = HEADER + "\nTF-1;José;Pérez Núñez\nTF-2;Eva;Díaz\n"
    path.write_bytes(text.encode("utf-8").replace("Díaz".encode(), "Díaz".encode("latin-1")))
    preview = read(path)
    assert preview.rows[0].record.last_name == "Pérez Núñez"
    assert [p.line for p in preview.problems] == [3]
    assert "mezcla codificaciones" in preview.messages[0]


def test_several_problems_are_all_reported_in_line_order(tmp_path):
    preview = read(
        csv_file(tmp_path, "TF-1;Ana;Pérez;;99/99/1999", "TF-2;Eva;Díaz", "TF-1;;Gómez;1234")
    )
    assert [p.line for p in preview.problems] == [2, 4, 4, 4]
    assert preview.problems_at(3) == []


# --- good CSV files -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "encoding, delimiter, expected_encoding",
    [
        ("utf-8", ";", "utf-8"),
        ("utf-8-sig", ";", "utf-8-sig"),
        ("utf-8", ",", "utf-8"),
        ("utf-8-sig", ",", "utf-8-sig"),
        ("cp1252", ";", "cp1252"),
        ("latin-1", ",", "cp1252"),
        ("utf-16", "\t", "utf-16"),
    ],
)
def test_good_csv_in_each_encoding_and_separator(tmp_path, encoding, delimiter, expected_encoding):
    rows = [
        ["Licencia", "Nombre", "Apellidos", "DNI", "F. Nacimiento", "Elo", "FIDE", "Equipo"],
        ["tf-1", "Íñigo", "Muñoz Ágreda", "12.345.678-z", "01/02/1985", "1950", "2010", "a"],
        ["TF-2", "Zoë", "Pérez, hijo", "X1234567L", "1990-12-31", "", "", "B"],
    ]
    buffer = io.StringIO(newline="")
    csv.writer(buffer, delimiter=delimiter).writerows(rows)
    preview = read(write(tmp_path, buffer.getvalue(), encoding=encoding))
    assert preview.ok, preview.messages
    assert preview.encoding == expected_encoding
    assert preview.delimiter == delimiter
    assert (
        preview.delimiter_label == {";": "punto y coma", ",": "coma", "\t": "tabulador"}[delimiter]
    )
    assert [r.line for r in preview.rows] == [2, 3]
    assert [r.record for r in preview.rows] == [
        PlayerRecord(
            "Íñigo",
            "Muñoz Ágreda",
            licence="TF-1",
            dni="12345678Z",
            birth_date=date(1985, 2, 1),
            elo_canario=1950,
            fide_rating=2010,
            team_rank="A",
        ),
        PlayerRecord(
            "Zoë",
            "Pérez, hijo",
            licence="TF-2",
            dni="X1234567L",
            birth_date=date(1990, 12, 31),
            team_rank="B",
        ),
    ]


@pytest.mark.parametrize(
    "header",
    [
        "licencia;nombre;apellidos;dni;fecha_nacimiento;elo_canario;elo_fide;equipo;"
        "fecha_alta;activo",
        "Nº Licencia;NOMBRE;Apellídos;DNI/NIE;F. nacimiento;Elo canario;Fide;Equipo;"
        "Incorporación;Activo",
        " Licence ; Nombre ;  APELLIDOS ;Documento;Nacimiento;ELO;elo fide;EQUIPO;alta;ACTIVA",
        "Nº de licencia;Nombre;Apellidos;NIE;Fecha de nacimiento;ELO Canario;ELO FIDE;"
        "Equipo titular;Fecha de incorporación;En activo",
    ],
)
def test_header_synonyms(tmp_path, header):
    text = f"{header}\nTF-1;Ana;Pérez;{dni(5)};01/02/1985;1800;1900;B;15/09/2025;no\n"
    preview = read(write(tmp_path, text))
    assert preview.ok, preview.messages
    assert preview.rows[0].record == PlayerRecord(
        "Ana",
        "Pérez",
        licence="TF-1",
        dni=dni(5),
        birth_date=date(1985, 2, 1),
        elo_canario=1800,
        fide_rating=1900,
        team_rank="B",
        incorporated_on=date(2025, 9, 15),
        active=False,
    )


def test_every_exported_header_is_understood(tmp_path):
    text = ";".join(EXPORT_HEADERS) + "\n1;TF-1;Ana;Pérez;;;;;;;sí\n"
    preview = read(write(tmp_path, text))
    assert preview.ok
    assert len(preview.columns) == len(EXPORT_HEADERS)
    assert preview.ignored_columns == []


@pytest.mark.parametrize(
    "value, active",
    [
        ("sí", True),
        ("SI", True),
        ("1", True),
        ("true", True),
        ("", True),
        ("x", True),
        ("no", False),
        ("No", False),
        ("0", False),
        ("FALSE", False),
        ("falso", False),
    ],
)
def test_active_values(tmp_path, value, active):
    preview = read(csv_file(tmp_path, f"TF-1;Ana;Pérez;;;;;;;{value}"))
    assert preview.ok
    assert preview.rows[0].record.active is active


def test_title_rows_above_the_header_and_unknown_columns(tmp_path):
    text = (
        "Relación de jugadores - CA La Laguna\n"
        "Temporada 2026-2027\n"
        "\n"
        "Licencia;Nombre;Apellidos;Teléfono\n"
        "TF-1;Ana;Pérez;922000000\n"
    )
    preview = read(write(tmp_path, text))
    assert preview.ok
    assert preview.ignored_columns == ["Teléfono"]
    assert preview.rows[0].line == 5
    assert preview.rows[0].record.extra == {"Teléfono": "922000000"}


def test_order_column_gives_the_list_order(tmp_path):
    text = "n.º lista;Licencia;Nombre;Apellidos\n3;TF-3;C;C\n1;TF-1;A;A\n20;TF-9;Z;Z\n2;TF-2;B;B\n"
    preview = read(write(tmp_path, text))
    assert preview.ok
    assert [r.line for r in preview.rows] == [2, 3, 4, 5]
    assert [r.record.licence for r in preview.in_list_order()] == ["TF-1", "TF-2", "TF-3", "TF-9"]


def test_without_order_column_the_file_order_is_the_list_order(tmp_path):
    preview = read(csv_file(tmp_path, "TF-3;C;C", "TF-1;A;A"))
    assert [r.record.licence for r in preview.in_list_order()] == ["TF-3", "TF-1"]


def test_two_surname_columns_are_joined(tmp_path):
    text = "Licencia;Nombre;Primer apellido;Segundo apellido\nTF-1;Ana;Pérez;Díaz\nTF-2;Eva;Ruiz;\n"
    preview = read(write(tmp_path, text))
    assert preview.ok
    assert [r.record.last_name for r in preview.rows] == ["Pérez Díaz", "Ruiz"]


def test_ratings_written_as_decimals_by_other_programs(tmp_path):
    preview = read(csv_file(tmp_path, "TF-1;Ana;Pérez;;;1950.0;2001,0"))
    assert preview.ok
    assert (preview.rows[0].record.elo_canario, preview.rows[0].record.fide_rating) == (1950, 2001)


def test_quoted_value_over_two_lines_keeps_later_line_numbers(tmp_path):
    text = HEADER + '\nTF-1;Ana;Pérez;;;;;;;\nTF-2;Eva;"Díaz\nRuiz"\nTF-3;Luis;Gómez;12345678A\n'
    preview = read(write(tmp_path, text))
    assert [p.line for p in preview.problems] == [3, 5]


# --- XLSX ---------------------------------------------------------------------------------------


def test_good_xlsx_with_typed_cells(tmp_path):
    path = write_xlsx(
        tmp_path,
        [
            [
                "Nº",
                "Licencia",
                "Nombre",
                "Apellidos",
                "DNI",
                "Fecha de nacimiento",
                "Elo",
                "FIDE",
                "Equipo",
                "Alta",
                "Activo",
            ],
            [
                2,
                4567,
                "Eva",
                "Díaz",
                None,
                datetime(1990, 5, 6),
                1800.0,
                None,
                "B",
                date(2024, 9, 1),
                False,
            ],
            [1.0, "TF-1", "Ana", "Pérez", dni(9), "01/02/1985", 1950, 2010.0, "A", None, True],
        ],
    )
    preview = read(path)
    assert preview.ok, preview.messages
    assert preview.file_format == "xlsx"
    assert [r.line for r in preview.rows] == [2, 3]
    first, second = preview.in_list_order()
    assert first.record == PlayerRecord(
        "Ana",
        "Pérez",
        licence="TF-1",
        dni=dni(9),
        birth_date=date(1985, 2, 1),
        elo_canario=1950,
        fide_rating=2010,
        team_rank="A",
        active=True,
    )
    assert second.record == PlayerRecord(
        "Eva",
        "Díaz",
        licence="4567",
        birth_date=date(1990, 5, 6),
        elo_canario=1800,
        team_rank="B",
        incorporated_on=date(2024, 9, 1),
        active=False,
    )


def test_xlsx_list_on_a_later_sheet_under_a_title(tmp_path):
    rows = [
        ["Jugadores del CA La Laguna"],
        [],
        ["Licencia", "Nombre", "Apellidos"],
        ["TF-1", "Ana", "Pérez"],
        [],
        ["TF-2", "Eva", "Díaz"],
    ]
    preview = read(write_xlsx(tmp_path, rows, title_sheet=True))
    assert preview.ok, preview.messages
    assert preview.sheet == "Jugadores"
    assert [r.line for r in preview.rows] == [4, 6]


def test_xlsx_problems_use_sheet_row_numbers(tmp_path):
    rows = [
        ["Licencia", "Nombre", "Apellidos", "DNI", "Nacimiento", "Elo"],
        ["TF-1", "Ana", "Pérez", "12345678A", None, None],
        ["TF-2", "Eva", "Díaz", None, "el año pasado", 1950.5],
        ["TF-1", "Luis", "Gómez", None, None, None],
    ]
    preview = read(write_xlsx(tmp_path, rows))
    assert preview.messages == [
        "Línea 2: DNI/NIE: «12345678A»: la letra de control no corresponde; debería ser Z.",
        "Línea 3: Fecha de nacimiento: «el año pasado» no es una fecha legible (use dd/mm/aaaa).",
        "Línea 3: ELO Canario: «1950.5» no es un número entero.",
        "Línea 4: la licencia TF-1 ya aparece en la línea 2.",
    ]


def test_xlsx_missing_required_column(tmp_path):
    preview = read(write_xlsx(tmp_path, [["Licencia", "Nombre"], ["TF-1", "Ana"]]))
    assert preview.file_problems == ["Falta la columna obligatoria «apellidos»."]


def test_empty_xlsx(tmp_path):
    preview = read(write_xlsx(tmp_path, []))
    assert preview.file_problems == ["«lista.xlsx» está vacío."]


def test_xlsx_with_header_only(tmp_path):
    preview = read(write_xlsx(tmp_path, [["Licencia", "Nombre", "Apellidos"]]))
    assert "no tiene ninguna fila de jugadores" in preview.messages[0]


def test_xlsx_with_data_validation_does_not_warn(tmp_path):
    from openpyxl.worksheet.datavalidation import DataValidation

    workbook = openpyxl.Workbook()
    sheet = workbook.active
    sheet.append(["Licencia", "Nombre", "Apellidos", "Activo"])
    sheet.append(["TF-1", "Ana", "Pérez", "sí"])
    validation = DataValidation(type="list", formula1='"sí,no"')
    sheet.add_data_validation(validation)
    validation.add("D2:D50")
    path = tmp_path / "lista.xlsx"
    workbook.save(path)
    assert read(path).ok  # filterwarnings=error turns any openpyxl warning into a failure


# --- applying to the database -------------------------------------------------------------------


def test_import_into_an_empty_club(db, club, tmp_path):
    path = csv_file(
        tmp_path,
        f"TF-1;Ana;Pérez;{dni(1)};01/02/1985;1950;;A;;sí",
        "TF-2;Eva;Díaz;;;1800;;B;;no",
        "TF-3;Luis;Gómez;;;;;;;",
    )
    summary = apply_import(db, club.id, read(path), today=TODAY)
    assert summary == ImportSummary(added=3, updated=0, kept=0)
    players = list_players(db, club.id)
    assert [(p.list_number, p.licence, p.active) for p in players] == [
        (1, "TF-1", True),
        (2, "TF-2", False),
        (3, "TF-3", True),
    ]
    assert [team_rank_of(db, p.team_id) for p in players] == ["A", "B", None]
    assert players[0].birth_date == date(1985, 2, 1)


def test_one_bad_line_imports_nothing(db, club, rival, tmp_path):
    add_player(db, club.id, PlayerRecord("Ana", "Pérez", licence="TF-1", elo_canario=1500), TODAY)
    before = snapshot(db)
    path = csv_file(tmp_path, "TF-1;Ana;Pérez;;;2000", "TF-2;Eva;Díaz", "TF-3;Luis;Gómez;12345678A")
    preview = read(path)
    with pytest.raises(StoreError) as error:
        apply_import(db, club.id, preview, today=TODAY)
    assert str(error.value).splitlines() == [
        "No se ha importado nada: hay un problema en la lista.",
        "Línea 4: DNI/NIE: «12345678A»: la letra de control no corresponde; debería ser Z.",
    ]
    assert snapshot(db) == before


def test_licence_of_another_club_is_refused(db, club, rival, tmp_path):
    preview = read(csv_file(tmp_path, "TF-1;Ana;Pérez", "tf-900;Rosa;Hernández"))
    assert preview.ok  # reading alone cannot know
    plan = plan_import(db, club.id, preview, today=TODAY)
    assert plan.messages == [
        "Línea 3: la licencia TF-900 ya es de Rosa Hernández, del club «CA Orotava»."
    ]
    before = snapshot(db)
    with pytest.raises(StoreError, match="TF-900 ya es de Rosa Hernández"):
        apply_import(db, club.id, preview, today=TODAY)
    assert snapshot(db) == before


def test_team_missing_in_the_club_is_refused(db, club, tmp_path):
    preview = read(csv_file(tmp_path, "TF-1;Ana;Pérez;;;;;A", "TF-2;Eva;Díaz;;;;;C"))
    plan = plan_import(db, club.id, preview, today=TODAY)
    assert plan.messages == ["Línea 3: el club no tiene equipo C."]
    with pytest.raises(StoreError, match="el club no tiene equipo C"):
        apply_import(db, club.id, preview, today=TODAY)
    assert list_players(db, club.id) == []


def test_reimport_updates_players_and_keeps_the_others_after(db, club, tmp_path):
    for n, licence in enumerate(["TF-1", "TF-2", "TF-3", "TF-4"], start=1):
        add_player(db, club.id, PlayerRecord(f"N{n}", f"A{n}", licence=licence), TODAY)
    add_player(db, club.id, PlayerRecord("Sin", "Licencia"), TODAY)
    path = csv_file(
        tmp_path,
        "TF-3;Nuevo3;Apellido3;;;2100;;A;;",
        "TF-9;Nueva;Jugadora;;;1700;;;;",
        "tf-1;N1;A1;;;1500;;B;;no",
    )
    summary = apply_import(db, club.id, read(path), today=TODAY)
    assert summary == ImportSummary(added=1, updated=2, kept=3)
    players = list_players(db, club.id)
    assert [(p.list_number, p.licence, p.first_name) for p in players] == [
        (1, "TF-3", "Nuevo3"),
        (2, "TF-9", "Nueva"),
        (3, "TF-1", "N1"),
        (4, "TF-2", "N2"),
        (5, "TF-4", "N4"),
        (6, None, "Sin"),
    ]
    assert [p.elo_canario for p in players[:3]] == [2100, 1700, 1500]
    assert players[2].active is False
    assert [team_rank_of(db, p.team_id) for p in players[:3]] == ["A", None, "B"]


def test_columns_missing_from_the_file_keep_what_the_club_had(db, club, tmp_path):
    record = PlayerRecord(
        "Ana",
        "Pérez",
        licence="TF-1",
        dni=dni(3),
        birth_date=date(1980, 1, 1),
        team_rank="B",
        active=False,
    )
    add_player(db, club.id, record, TODAY)
    path = write(tmp_path, "Licencia;Nombre;Apellidos;Elo\nTF-1;Ana María;Pérez;2050\n")
    assert apply_import(db, club.id, read(path), today=TODAY).updated == 1
    (player,) = list_players(db, club.id)
    assert (player.first_name, player.elo_canario) == ("Ana María", 2050)
    assert (player.dni, player.birth_date, player.active) == (dni(3), date(1980, 1, 1), False)
    assert team_rank_of(db, player.team_id) == "B"


def test_player_without_licence_is_recognised_by_dni(db, club, tmp_path):
    add_player(db, club.id, PlayerRecord("Ana", "Pérez", dni=dni(4)), TODAY)
    preview = read(csv_file(tmp_path, f"TF-1;Ana;Pérez;{dni(4)}"))
    plan = plan_import(db, club.id, preview, today=TODAY)
    assert (plan.added, plan.updated) == (0, 1)
    apply_import(db, club.id, preview, today=TODAY)
    (player,) = list_players(db, club.id)
    assert player.licence == "TF-1"


def test_plan_tells_new_updated_and_kept_without_changing_anything(db, club, tmp_path):
    add_player(db, club.id, PlayerRecord("Ana", "Pérez", licence="TF-1"), TODAY)
    add_player(db, club.id, PlayerRecord("Eva", "Díaz", licence="TF-2"), TODAY)
    before = snapshot(db)
    plan = plan_import(db, club.id, read(csv_file(tmp_path, "TF-7;Luis;Gómez", "TF-2;Eva;Díaz")))
    assert plan.ok
    assert [(r.line, r.list_number, r.is_new) for r in plan.rows] == [(2, 1, True), (3, 2, False)]
    assert [(k.name, k.list_number) for k in plan.kept] == [("Ana Pérez", 3)]
    assert (plan.added, plan.updated) == (1, 1)
    assert snapshot(db) == before


def test_apply_refuses_a_preview_with_file_problems(db, club, tmp_path):
    preview = read(write(tmp_path, "Licencia;Nombre\nTF-1;Ana\n"))
    with pytest.raises(StoreError, match="Falta la columna obligatoria «apellidos»"):
        apply_import(db, club.id, preview, today=TODAY)


def test_apply_to_a_club_that_no_longer_exists(db, tmp_path):
    preview = read(csv_file(tmp_path, "TF-1;Ana;Pérez"))
    with pytest.raises(StoreError, match="El club ya no existe"):
        apply_import(db, 999, preview, today=TODAY)


def test_refusal_lists_at_most_ten_problems(db, club, tmp_path):
    preview = read(csv_file(tmp_path, *[f";N{n};A{n}" for n in range(15)]))
    with pytest.raises(StoreError) as error:
        apply_import(db, club.id, preview, today=TODAY)
    lines = str(error.value).splitlines()
    assert lines[0] == "No se ha importado nada: hay 15 problemas en la lista."
    assert lines[-1] == "… y 5 más."
    assert len(lines) == 12


def test_apply_checks_a_hand_made_preview_again(db, club, tmp_path):
    rows = [
        ImportRow(2, PlayerRecord("Ana", "Pérez", licence="TF-1")),
        ImportRow(3, PlayerRecord("Eva", "Díaz", licence="TF-1")),
    ]
    preview = ImportPreview(path=tmp_path / "x.csv", rows=rows, columns={"licencia": "L"})
    with pytest.raises(StoreError, match="la licencia TF-1 ya aparece en la línea 2"):
        apply_import(db, club.id, preview, today=TODAY)


# --- export -------------------------------------------------------------------------------------


def _tricky_club(db):
    club = create_club(db, "CD Dominó Guía", "ajedrez", is_own=True)
    create_team(db, club.id, "A")
    create_team(db, club.id, "B")
    records = [
        PlayerRecord(
            "José María",
            "Muñoz; Ñúñez",
            licence="GC-001",
            dni="x1234567l",
            birth_date=date(1950, 1, 31),
            elo_canario=2200,
            fide_rating=2250,
            team_rank="A",
            incorporated_on=date(2025, 9, 1),
        ),
        PlayerRecord(
            'Ana "la Rápida"', "O'Shea, Díaz", licence="GC-2", team_rank="B", active=False
        ),
        PlayerRecord("Ünal", "Çelik", licence="0042", dni=dni(12345), elo_canario=0),
        PlayerRecord("Eva", "Ruiz"),  # no licence: not exported as importable, see below
    ]
    for record in records:
        add_player(db, club.id, record, TODAY)
    return club


def test_export_format(db, tmp_path):
    club = _tricky_club(db)
    path = tmp_path / "salida.csv"
    assert export_players_csv(db, club.id, path) == 4
    data = path.read_bytes()
    assert data.startswith(codecs.BOM_UTF8)
    lines = data.decode("utf-8-sig").split("\r\n")
    assert lines[0] == ";".join(EXPORT_HEADERS)
    assert lines[1] == (
        '1;GC-001;José María;"Muñoz; Ñúñez";X1234567L;31/01/1950;2200;2250;A;01/09/2025;sí'
    )
    assert lines[2] == '2;GC-2;"Ana ""la Rápida""";O\'Shea, Díaz;;;;;B;;no'


def test_export_then_import_into_another_database_round_trips(db, tmp_path):
    club = _tricky_club(db)
    with db.session() as s:
        unlicensed = s.exec(select(Player).where(Player.licence.is_(None))).one()
        s.delete(unlicensed)  # the import needs a licence for each row
        s.commit()
    path = tmp_path / "salida.csv"
    export_players_csv(db, club.id, path)

    other = open_database(tmp_path / "otra.sqlite3")
    try:
        target = create_club(other, "Destino", "ajedrez")
        create_team(other, target.id, "A")
        create_team(other, target.id, "B")
        preview = read(path)
        assert preview.ok, preview.messages
        assert apply_import(other, target.id, preview, today=TODAY) == ImportSummary(3, 0, 0)

        def fields(database, club_id):
            return [
                (
                    p.list_number,
                    p.licence,
                    p.first_name,
                    p.last_name,
                    p.dni,
                    p.birth_date,
                    p.elo_canario,
                    p.fide_rating,
                    team_rank_of(database, p.team_id),
                    p.incorporated_on,
                    p.active,
                )
                for p in list_players(database, club_id)
            ]

        assert fields(other, target.id) == fields(db, club.id)
        # and the same file once more changes nothing
        assert apply_import(other, target.id, read(path), today=TODAY) == ImportSummary(0, 3, 0)
        assert fields(other, target.id) == fields(db, club.id)
    finally:
        other.close()


def test_export_of_a_missing_club(db, tmp_path):
    with pytest.raises(StoreError, match="El club ya no existe"):
        export_players_csv(db, 999, tmp_path / "x.csv")


def test_export_to_a_folder_that_does_not_exist(db, club, tmp_path):
    with pytest.raises(StoreError, match=r"No se ha podido guardar «x\.csv»"):
        export_players_csv(db, club.id, tmp_path / "no" / "existe" / "x.csv")
    assert not (tmp_path / "no").exists()


def test_export_replaces_an_older_file_and_leaves_no_temporary(db, club, tmp_path):
    path = tmp_path / "salida.csv"
    path.write_text("viejo")
    export_players_csv(db, club.id, path)
    assert path.read_bytes().decode("utf-8-sig").startswith("Nº;Licencia")
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


# --- properties ---------------------------------------------------------------------------------


def _check_never_fails(path: Path) -> ImportPreview:
    preview = read(path)
    assert isinstance(preview, ImportPreview)
    assert all(isinstance(p, Problem) for p in preview.problems)
    assert not any("inesperado" in m for m in preview.messages), preview.messages
    if preview.ok:
        assert preview.rows and all(r.record.licence for r in preview.rows)
    lines = [r.line for r in preview.rows]
    assert lines == sorted(set(lines))
    return preview


@HYPOTHESIS
@given(
    data=st.one_of(
        st.binary(max_size=3000), st.binary(max_size=500).map(lambda b: b"PK\x03\x04" + b)
    ),
    suffix=st.sampled_from([".csv", ".xlsx", ".txt", ""]),
)
def test_arbitrary_bytes_never_raise(tmp_path_factory, data, suffix):
    path = tmp_path_factory.mktemp("bytes") / f"lista{suffix}"
    path.write_bytes(data)
    _check_never_fails(path)


_CSV_NOISE = st.lists(
    st.sampled_from([*"abcñáÉ019/.-;,\"' \t\r\nXZ", "TF-1", "12345678Z", "sí", "01/02/1985"]),
    max_size=120,
).map("".join)


@HYPOTHESIS
@given(
    body=st.one_of(st.text(max_size=500), _CSV_NOISE),
    header=st.sampled_from(
        ["", HEADER + "\n", "Nº;" + HEADER + "\n", "licencia,nombre,apellidos\n"]
    ),
    encoding=st.sampled_from(["utf-8", "utf-8-sig", "utf-16"]),
)
def test_arbitrary_text_never_raises(tmp_path_factory, body, header, encoding):
    path = tmp_path_factory.mktemp("text") / "lista.csv"
    path.write_bytes((header + body).encode(encoding, errors="surrogatepass"))
    _check_never_fails(path)


_CELLS = st.one_of(
    st.none(),
    st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cc", "Cs")), max_size=12),
    st.integers(-10, 10**9),
    st.floats(allow_nan=False, allow_infinity=False, width=32),
    st.dates(date(1900, 3, 1), date(2100, 1, 1)),
    st.datetimes(datetime(1900, 3, 1), datetime(2100, 1, 1)),
    st.booleans(),
)


@settings(max_examples=25, deadline=None)
@given(rows=st.lists(st.lists(_CELLS, min_size=0, max_size=8), max_size=6))
def test_arbitrary_xlsx_cells_never_raise(tmp_path_factory, rows):
    header = ["Nº", "Licencia", "Nombre", "Apellidos", "DNI", "Nacimiento", "Elo", "Activo"]
    path = write_xlsx(tmp_path_factory.mktemp("xlsx"), [header, *rows])
    _check_never_fails(path)


_LETTERS = "abcdefghijklmnopqrstuvwxyzáéíóúñüÁÉÍÓÚÑÜÇç"
_NAME = (
    st.text(alphabet=_LETTERS + _LETTERS.upper() + " '-.,;\"", min_size=1, max_size=20)
    .map(str.strip)
    .filter(bool)
)
_DNI = st.one_of(
    st.integers(0, 99_999_999).map(dni),
    st.tuples(st.sampled_from("XYZ"), st.integers(0, 9_999_999)).map(
        lambda t: f"{t[0]}{t[1]:07d}{check_letter(int('XYZ'.index(t[0]) * 10**7 + t[1]))}"
    ),
)
_RECORD = st.builds(
    PlayerRecord,
    first_name=_NAME,
    last_name=_NAME,
    licence=st.from_regex(r"[A-Z]{2}-[0-9]{1,6}", fullmatch=True),
    dni=st.none() | _DNI,
    birth_date=st.none() | st.dates(date(1920, 1, 1), date(2020, 12, 31)),
    elo_canario=st.none() | st.integers(0, 3000),
    fide_rating=st.none() | st.integers(0, 3000),
    incorporated_on=st.none() | st.dates(date(2000, 1, 1), date(2026, 8, 31)),
    team_rank=st.none() | st.sampled_from("ABCH"),
    active=st.booleans(),
)
_PLAYER_LISTS = st.lists(_RECORD, min_size=1, max_size=12, unique_by=lambda r: r.licence).filter(
    lambda rs: len({r.dni for r in rs if r.dni}) == sum(1 for r in rs if r.dni)
)
_HEADER_SPELLINGS = {
    "licencia": ["Licencia", "nº licencia", "LICENCE"],
    "nombre": ["Nombre", "NOMBRE"],
    "apellidos": ["Apellidos", "apellídos"],
    "dni": ["DNI", "DNI/NIE", "documento"],
    "nacimiento": ["Fecha de nacimiento", "F. nacimiento", "nacimiento"],
    "elo": ["ELO Canario", "elo"],
    "fide": ["ELO FIDE", "fide"],
    "equipo": ["Equipo"],
    "alta": ["Fecha de alta", "Incorporación", "alta"],
    "activo": ["Activo", "activa"],
}


def _cells(record: PlayerRecord, date_style: str) -> list[str]:
    def when(value):
        if value is None:
            return ""
        return value.isoformat() if date_style == "iso" else value.strftime("%d/%m/%Y")

    def number(value):
        return "" if value is None else str(value)

    return [
        record.licence,
        record.first_name,
        record.last_name,
        record.dni or "",
        when(record.birth_date),
        number(record.elo_canario),
        number(record.fide_rating),
        record.team_rank or "",
        when(record.incorporated_on),
        "sí" if record.active else "no",
    ]


def _write_list(path, records, headers, encoding, delimiter, newline, date_style, orders=None):
    buffer = io.StringIO(newline="")
    writer = csv.writer(buffer, delimiter=delimiter, lineterminator=newline)
    writer.writerow((["Nº"] if orders else []) + headers)
    for position, record in enumerate(records):
        prefix = [str(orders[position])] if orders else []
        writer.writerow(prefix + _cells(record, date_style))
    path.write_bytes(buffer.getvalue().encode(encoding))


_FORMATS = st.fixed_dictionaries(
    {
        "headers": st.tuples(*(st.sampled_from(v) for v in _HEADER_SPELLINGS.values())).map(list),
        "encoding": st.sampled_from(["utf-8", "utf-8-sig", "cp1252", "latin-1"]),
        "delimiter": st.sampled_from([";", ","]),
        "newline": st.sampled_from(["\r\n", "\n"]),
        "date_style": st.sampled_from(["es", "iso"]),
    }
)


@HYPOTHESIS
@given(records=_PLAYER_LISTS, fmt=_FORMATS)
def test_valid_lists_parse_back_to_the_same_records(tmp_path_factory, records, fmt):
    path = tmp_path_factory.mktemp("valid") / "lista.csv"
    _write_list(path, records, **fmt)
    preview = read(path)
    assert preview.ok, preview.messages
    assert preview.delimiter == fmt["delimiter"]
    assert [r.line for r in preview.rows] == list(range(2, len(records) + 2))
    assert [r.record for r in preview.rows] == records


@HYPOTHESIS
@given(records=_PLAYER_LISTS, fmt=_FORMATS, data=st.data())
def test_order_column_restores_the_list_order(tmp_path_factory, records, fmt, data):
    orders = sorted(
        data.draw(st.sets(st.integers(1, 500), min_size=len(records), max_size=len(records)))
    )
    shuffled = data.draw(st.permutations(range(len(records))))
    path = tmp_path_factory.mktemp("ordered") / "lista.csv"
    _write_list(path, [records[i] for i in shuffled], orders=[orders[i] for i in shuffled], **fmt)
    preview = read(path)
    assert preview.ok, preview.messages
    assert [r.record for r in preview.in_list_order()] == records


@HYPOTHESIS
@given(
    records=_PLAYER_LISTS.filter(lambda rs: len(rs) >= 2),
    fmt=_FORMATS,
    data=st.data(),
)
def test_a_corrupted_line_is_reported_at_its_line(tmp_path_factory, records, fmt, data):
    index = data.draw(st.integers(1, len(records) - 1))
    kind = data.draw(st.sampled_from(["dni", "date", "licence"]))
    line = index + 2  # the header is line 1
    victim = records[index]
    if kind == "dni":
        number = data.draw(st.integers(0, 99_999_999))
        wrong = data.draw(
            st.sampled_from([c for c in "TRWAGMYFPDXBNJZSQVHLCKE" if c != check_letter(number)])
        )
        victim.dni = f"{number:08d}{wrong}"
        expected = "DNI/NIE: «"
    elif kind == "date":
        victim.birth_date = None
        expected = "Fecha de nacimiento: «"
    else:
        source = data.draw(st.integers(0, index - 1))
        victim.licence = records[source].licence
        expected = f"la licencia {victim.licence} ya aparece en la línea {source + 2}."
    if kind == "dni":
        # a DNI that is now wrong must not also collide with another row's
        for other in records:
            if other is not victim and other.dni == victim.dni:
                other.dni = None
    path = tmp_path_factory.mktemp("corrupt") / "lista.csv"
    _write_list(path, records, **fmt)
    if kind == "date":
        bad = data.draw(st.sampled_from(["31/02/1990", "1990-13-01", "ayer", "00/00/0000", "1.2"]))
        text = path.read_bytes().decode(fmt["encoding"])
        lines = text.split(fmt["newline"])
        cells = next(csv.reader([lines[index + 1]], delimiter=fmt["delimiter"]))
        cells[4] = bad
        buffer = io.StringIO(newline="")
        csv.writer(buffer, delimiter=fmt["delimiter"], lineterminator="").writerow(cells)
        lines[index + 1] = buffer.getvalue()
        path.write_bytes(fmt["newline"].join(lines).encode(fmt["encoding"]))
    preview = read(path)
    assert {p.line for p in preview.problems} == {line}, preview.messages
    assert any(p.message.startswith(expected) for p in preview.problems), preview.messages

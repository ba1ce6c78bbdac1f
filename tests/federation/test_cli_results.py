"""`delegado federacion plazos | clasificacion | publicar | decision`, as a clerk types them."""

from __future__ import annotations

import csv
import io
from datetime import UTC, datetime

import pytest

from delegate_app.cli import main
from delegate_app.domain.federation.records import IntakeStatus, MatchKey
from delegate_app.store.federation.committee import list_decisions
from delegate_app.store.federation.database import open_federation_db
from delegate_app.store.federation.inbox import file_verdict
from delegate_app.store.federation.official import competitions
from tests.helpers.federation_results import chess_acta, verdict

SEASON, COMP = "2026-2027", "Preferente"


def key(round_, home, away):
    return MatchKey(SEASON, COMP, round_, home, away)


@pytest.fixture
def fed(federation_db_url):
    """A federation database with three chess actas, and its competition id."""
    db = open_federation_db(federation_db_url, create=True)
    try:
        on_time = datetime(2026, 10, 5, 9, tzinfo=UTC)
        file_verdict(db, verdict(chess_acta(key(1, "Caballo A", "Alfil A"))), on_time)
        late = datetime(2026, 10, 8, 9, tzinfo=UTC)
        file_verdict(
            db,
            verdict(
                chess_acta(key(2, "Alfil A", "<script>x</script>"), "0-1 0-1 ½-½ 1-0"),
                name="r2.pdf",
            ),
            late,
        )
        file_verdict(
            db,
            verdict(
                chess_acta(key(3, "<script>x</script>", "Caballo A")),
                status=IntakeStatus.INCOMPLETE,
                roles=("delegado_local",),
            ),
            on_time,
        )
        (competition,) = competitions(db)
    finally:
        db.close()
    return federation_db_url, competition.id


def run(capsys, *args):
    try:
        code = main(["federacion", *map(str, args)])
    except SystemExit as exc:  # argparse refuses a bad argument before the command runs
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


def test_clasificacion_prints_the_official_table(fed, capsys):
    url, cid = fed
    code, out, err = run(capsys, "clasificacion", "--db", url, "--competicion", cid)
    assert code == 0, err
    assert f"Preferente · temporada 2026-2027 (competición {cid})" in out
    lines = out.splitlines()
    # Caballo and <script> both won their only counted match and have not met: level, 1st
    firsts = {line.split()[1] for line in lines[2:4]}
    assert firsts == {"Caballo", "<script>x</script>"}
    assert all(line.split()[0] == "1" for line in lines[2:4])
    assert lines[4].split()[:2] == ["3", "Alfil"]
    assert "encuentro de desempate" in out


def test_clasificacion_of_an_unknown_competition_is_refused(fed, capsys):
    url, _ = fed
    code, _, err = run(capsys, "clasificacion", "--db", url, "--competicion", "999999")
    assert code == 2 and "No hay ninguna competición con el número 999999" in err


def test_plazos_prints_every_deadline_and_writes_pdf_and_csv(fed, capsys, tmp_path):
    url, cid = fed
    code, out, err = run(capsys, "plazos", "--db", url, "--fecha", "2026-12-01T12:00")
    assert code == 0, err
    lines = out.splitlines()
    # A table that fits 100 columns (it was one 250–400-character line per deadline).
    assert max(len(line) for line in lines) <= 100
    assert lines[1].split() == ["R", "Encuentro", "Club", "Plazo", "Vence", "Prueba", "Situación"]
    late = next(i for i, line in enumerate(lines) if line.rstrip().endswith("fuera de"))
    assert "art. 14" in lines[late] and lines[late + 1].rstrip().endswith("plazo →")
    assert lines[late + 2].rstrip().endswith("amonestación")
    assert "propuestas al Comité" in " ".join(lines[-2:])
    assert "antes de las" not in out  # the explanations only with --detalle
    code, detailed, _ = run(
        capsys, "plazos", "--db", url, "--fecha", "2026-12-01T12:00", "--detalle"
    )
    assert code == 0 and "antes de las" in detailed
    assert max(len(line) for line in detailed.splitlines()) <= 100
    pdf = tmp_path / "plazos.pdf"
    code, out, err = run(capsys, "plazos", "--db", url, "--competicion", cid, "--out", pdf)
    assert code == 0, err and pdf.read_bytes().startswith(b"%PDF")
    target = tmp_path / "plazos.csv"
    assert run(capsys, "plazos", "--db", url, "--out", target)[0] == 0
    rows = list(csv.reader(io.StringIO(target.read_text(encoding="utf-8-sig")), delimiter=";"))
    assert rows[0][0] == "Temporada" and len(rows) == 1 + 3 * 3
    # again without --force: refused, the file kept
    before = target.read_bytes()
    code, _, err = run(capsys, "plazos", "--db", url, "--out", target)
    assert code == 2 and "--force" in err and target.read_bytes() == before


def test_plazos_with_a_holiday_added(fed, capsys):
    url, _ = fed
    # Tuesday 6 October a holiday: the round-1 CH-14 deadline moves to Wednesday 7
    code, out, _ = run(
        capsys,
        "plazos",
        "--db",
        url,
        "--festivo",
        "2026-10-06",
        "--fecha",
        "2026-12-01T12:00",
        "--detalle",
    )
    assert code == 0
    assert "antes de las 21:00 del 07/10/2026" in " ".join(out.split())


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--out", "informe.txt"], "PDF o CSV"),
        (["--fecha", "mañana"], "no es una fecha"),
        (["--festivo", "31/02/2026"], "no es una fecha"),
        (["--competicion", "0"], "no es un número positivo"),
    ],
)
def test_plazos_bad_input(fed, capsys, tmp_path, monkeypatch, args, message):
    url, _ = fed
    here = tmp_path / "aqui"
    here.mkdir()
    monkeypatch.chdir(here)
    code, _, err = run(capsys, "plazos", "--db", url, *args)
    assert code == 2 and message in err
    assert list(here.iterdir()) == []


def test_publicar_writes_the_site(fed, capsys, tmp_path):
    url, _ = fed
    out_dir = tmp_path / "web"
    code, out, err = run(capsys, "publicar", "--db", url, "--out", out_dir)
    assert code == 0, err
    # the incomplete acta of round 3 has its page and is named: never silently dropped
    assert "1 competiciones, 3 encuentros, 2 actas" in out
    assert "ronda 3: <script>x</script> – Caballo A: acta incompleta" in out
    html = "".join(p.read_text() for p in out_dir.rglob("*.html"))
    assert "<script>x" not in html and "&lt;script&gt;x&lt;/script&gt;" in html
    assert "Federación Tinerfeña de Ajedrez" in (out_dir / "index.html").read_text()


def test_publicar_refuses_a_folder_with_other_files(fed, capsys, tmp_path):
    url, _ = fed
    (tmp_path / "web").mkdir()
    (tmp_path / "web" / "notas.txt").write_text("mío")
    code, _, err = run(capsys, "publicar", "--db", url, "--out", tmp_path / "web")
    assert code == 2 and "otros archivos" in err
    assert [p.name for p in (tmp_path / "web").iterdir()] == ["notas.txt"]


def test_decision_is_recorded_once_and_applied(fed, capsys):
    url, cid = fed
    args = [
        "decision", "--db", url, "--competicion", cid, "--referencia", "CC 7/2026",
        "--fecha", "02/11/2026", "--tipo", "descuento", "--equipo", "Caballo A", "--puntos", "1",
    ]  # fmt: skip
    code, out, err = run(capsys, *args)
    assert code == 0, err and "Decisión registrada" in out
    code, out, _ = run(capsys, *args)
    assert code == 0 and "Ya estaba registrada" in out
    code, out, _ = run(capsys, "clasificacion", "--db", url, "--competicion", cid)
    assert "Decisión CC 7/2026 (02/11/2026)" in out


def test_decision_result_for_a_match(fed, capsys):
    url, cid = fed
    code, out, err = run(
        capsys, "decision", "--db", url, "--competicion", cid, "--referencia", "CC 8",
        "--fecha", "2026-11-03", "--tipo", "resultado", "--ronda", "1", "--local", "Caballo A",
        "--visitante", "Alfil A", "--resultado", "0-1 0-1 0-1 0-1", "--nota", "alineación",
    )  # fmt: skip
    assert code == 0, err
    code, out, _ = run(capsys, "clasificacion", "--db", url, "--competicion", cid)
    # Alfil now won round 1; <script> beat Alfil in round 2: the head-to-head puts it first
    table = [
        (line[:3].strip(), line[5:37].strip(), line[37:].split()[4])
        for line in out.splitlines()[2:5]
    ]
    assert table == [
        ("1", "<script>x</script>", "2"),
        ("2", "Alfil A", "2"),
        ("3", "Caballo A", "0"),
    ]
    assert "Decisión CC 8" in out


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--tipo", "descuento", "--puntos", "2"], "necesita el equipo"),
        (["--tipo", "descuento", "--equipo", "Nadie FC", "--puntos", "2"], "no juega en"),
        (["--tipo", "resultado", "--ronda", "1", "--local", "Caballo A"], "--visitante"),
        (
            ["--tipo", "resultado", "--ronda", "1", "--local", "Caballo A", "--visitante",
             "Alfil A", "--resultado", "1-0 2-0"],
            "desconocido",
        ),
        (["--tipo", "amonestar", "--equipo", "Caballo A"], "valor no válido"),
        (["--tipo", "eliminacion", "--equipo", "Caballo A", "--referencia", " "], "referencia"),
    ],
)  # fmt: skip
def test_decision_bad_input_changes_nothing(fed, capsys, extra, message):
    url, cid = fed
    base = ["decision", "--db", url, "--competicion", cid, "--fecha", "2026-11-03"]
    if "--referencia" not in extra:
        base += ["--referencia", "CC 9"]
    code, _, err = run(capsys, *base, *extra)
    assert code == 2 and message in err, err
    db = open_federation_db(url, create=False)
    try:
        assert list_decisions(db) == {}
    finally:
        db.close()


def test_a_missing_or_club_database_is_refused_and_left_alone(capsys, tmp_path):
    missing = tmp_path / "nada.sqlite3"
    code, _, err = run(capsys, "clasificacion", "--db", missing, "--competicion", "1")
    assert code == 2 and "no existe" in err and not missing.exists()
    from delegate_app.store.database import open_database

    club = tmp_path / "club.sqlite3"
    open_database(club).close()
    before = club.read_bytes()
    code, _, err = run(capsys, "plazos", "--db", club)
    assert code == 2 and club.read_bytes() == before


# --- comunicado (CH-14 by e-mail or fax, R25-4) -------------------------------------------------


def _deadline_rows(out: str) -> list[list[str]]:
    """`plazos` as a table: each deadline's lines (its row, wrapped cells, its detail)."""
    rows: list[list[str]] = []
    for line in out.splitlines():
        if line[:1].isdigit():
            rows.append([line])
        elif rows and line.startswith(" "):
            rows[-1].append(line)
    return rows


def _round_2_of_alfil(out: str) -> tuple[str, str]:
    """(the first line, all of it with spaces collapsed) of Club Alfil A's art. 14 in round 2."""
    [row] = [
        r for r in _deadline_rows(out) if r[0].startswith("2 ") and "Club Alfil A " in r[0]
        and "art. 14 " in r[0]
    ]  # fmt: skip
    return row[0], " ".join(" ".join(row).split())


def test_CH_14_comunicado_recorded_by_the_clerk_answers_the_warning(fed, capsys):
    url, cid = fed
    # round 2's acta arrived late (Thursday 8): without a report both clubs are warned
    code, out, _ = run(capsys, "plazos", "--db", url, "--fecha", "2026-12-01T12:00", "--detalle")
    first, whole = _round_2_of_alfil(out)
    assert "fuera de" in first and "amonestación" in whole
    base = ["comunicado", "--db", url, "--competicion", cid, "--ronda", "2"]
    base += ["--local", "Alfil A", "--visitante", "<script>x</script>"]
    code, out, err = run(
        capsys, *base, "--lado", "local", "--recibido", "2026-10-05T22:10", "--medio", "correo"
    )
    assert code == 0, err
    assert out.strip() == (
        "Comunicación registrada: ronda 2, Alfil A – <script>x</script>: el delegado local "
        "comunicó el resultado por correo electrónico el 05/10/2026 22:10."
    )
    again = run(capsys, *base, "--lado", "local", "--recibido", "2026-10-05T22:10")
    assert again[0] == 0 and again[1].startswith("Ya estaba registrada")
    code, out, _ = run(capsys, "plazos", "--db", url, "--fecha", "2026-12-01T12:00", "--detalle")
    first, whole = _round_2_of_alfil(out)
    assert "en plazo" in first and "comunicado por correo electrónico" in whole


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--lado", "arbitro", "--recibido", "2026-10-05T10:00"], "indique «local» o «visitante»"),
        (["--lado", "local", "--recibido", "ayer"], "--recibido: «ayer» no es una fecha y hora"),
        (["--lado", "local", "--recibido", "2026-10-05T10:00", "--medio", "paloma"], "o fax"),
        (["--lado", "local", "--recibido", "2099-10-05T10:00"], "en el futuro"),
    ],
)
def test_comunicado_refuses_bad_input_in_spanish_and_records_nothing(fed, capsys, extra, message):
    url, cid = fed
    base = ["comunicado", "--db", url, "--competicion", cid, "--ronda", "2"]
    base += ["--local", "Alfil A", "--visitante", "<script>x</script>"]
    code, _, err = run(capsys, *base, *extra)
    assert code == 2 and message in err and "No se ha registrado nada" in err
    code, _, err = run(capsys, *base[:5], "--ronda", "9", *base[7:], "--lado", "local",
                       "--recibido", "2026-10-05T10:00")  # fmt: skip
    assert (
        code == 2 and "No hay ningún encuentro «Alfil A – <script>x</script>» en la ronda 9" in err
    )

"""`delegado competicion listar --db FILE|URL` on the federation's database, both dialects."""

from __future__ import annotations

import subprocess
import sys
from datetime import UTC, datetime

from delegate_app.store.federation.inbox import competition_id_for, file_verdict
from tests.federation.verdicts import variant, verdict_from

T0 = datetime(2027, 2, 8, 9, 30, tzinfo=UTC)


def run(*args):
    return subprocess.run(
        [sys.executable, "-m", "delegate_app", *map(str, args)],
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_listar_prints_the_federation_competitions_with_their_ids(
    federation_db, federation_db_url, exported_actas
):
    empty = run("competicion", "listar", "--db", federation_db_url)
    assert empty.returncode == 0, empty.stderr
    assert "No hay ninguna competición en la base de datos de la federación" in empty.stdout

    chess, domino = exported_actas["ajedrez"], exported_actas["domino"]
    file_verdict(federation_db, verdict_from(chess.pdf, chess.data, sport="ajedrez",
                                             file_name="a.pdf"), T0)  # fmt: skip
    pdf, data = variant(chess.pdf, chess.data, version=1)
    file_verdict(federation_db, verdict_from(pdf, data, sport="ajedrez", file_name="b.pdf"), T0)
    file_verdict(federation_db, verdict_from(domino.pdf, domino.data, sport="domino",
                                             file_name="d.pdf"), T0)  # fmt: skip

    result = run("competicion", "listar", "--db", federation_db_url)

    assert result.returncode == 0, result.stderr
    header, *lines = result.stdout.splitlines()
    assert header.split() == [
        "ID", "temporada", "modalidad", "encuentros", "aceptadas", "conflictos", "calendario",
        "nombre",
    ]  # fmt: skip
    assert len(lines) == 2
    for sport, document in (("ajedrez", chess), ("domino", domino)):
        encounter = document.data["contenido"]["encuentro"]
        expected_id = competition_id_for(sport, encounter["temporada"], encounter["competicion"])
        [line] = [line for line in lines if f" {sport} " in line]
        fields = line.split(maxsplit=7)
        assert int(fields[0]) == expected_id
        assert fields[1] == encounter["temporada"] and fields[7] == encounter["competicion"]
        assert fields[6] == "—"  # no calendar imported
        # the chess match has two signed versions: one match, accepted, in conflict
        assert fields[3:6] == (["1", "1", "1"] if sport == "ajedrez" else ["1", "1", "0"])


def test_listar_refuses_a_bad_url_or_an_unreachable_server(tmp_path):
    wrong = run("competicion", "listar", "--db", "mysql://oficina/federacion")
    assert wrong.returncode == 2
    assert "ni una dirección de PostgreSQL" in wrong.stderr and "Traceback" not in wrong.stderr
    down = run("competicion", "listar", "--db", f"postgresql://x@/fed?host={tmp_path}&port=9")
    assert down.returncode == 2
    assert "Compruebe que el servidor está en marcha" in down.stderr
    assert "Traceback" not in down.stderr


def test_listar_on_an_empty_server_database_creates_nothing(postgres_url):
    import psycopg

    result = run("competicion", "listar", "--db", postgres_url)
    assert result.returncode == 2
    assert "está vacía" in result.stderr and "No se ha creado nada" in result.stderr
    with psycopg.connect(postgres_url) as con:
        count = con.execute("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'").fetchone()
    assert count == (0,)

"""Archives counted in total (issue 24, item 6): a small zip of nested zips made 27,000 rejected
rows because the 5,000-entry limit was per zip. The entries and inflated bytes of an archive and
of every zip inside it are counted together, before one row is filed, and such a file is one
rejected row. The time and memory of each hostile file are measured in
benchmarks/bench_hostile_intake.py, each in its own process (not asserted here)."""

from __future__ import annotations

from delegate_app.documents.federation import inbox_run, sources
from delegate_app.store.federation.database import open_federation_db
from tests.helpers.intake_files import mail_with, nested_fanout_zip, zip_of

PDF = b"%PDF-1.7\n" + b"acta de prueba " * 200


def found(*paths):
    with sources.list_units(paths) as units:
        return [item for _, item in units]


def test_nested_zips_count_their_entries_together(tmp_path):
    path = tmp_path / "muñecas.zip"
    path.write_bytes(nested_fanout_zip(fanout=30, levels=3))
    assert path.stat().st_size < 200_000
    (item,) = found(path)
    assert item.data is None
    assert item.problem.startswith("el zip y los zips que lleva dentro suman más de ")
    assert f"{sources.MAX_ARCHIVE_ENTRIES} entradas" in item.problem


def test_a_hostile_archive_is_one_filed_row(tmp_path):
    path = tmp_path / "muñecas.zip"
    path.write_bytes(nested_fanout_zip(fanout=30, levels=3))
    db = open_federation_db(str(tmp_path / "federacion.sqlite3"), create=True)
    try:
        filed = inbox_run.run_intake([path], None, db, workers=0, mail_servers=())
    finally:
        db.close()
    assert len(filed) == 1
    assert filed[0].verdict.status.value == "rechazada"
    assert "suman más de" in filed[0].verdict.reason


def test_a_mail_of_zips_counts_them_together(tmp_path):
    inner = zip_of({f"nota-{n}.txt": b"x" for n in range(sources.MAX_ARCHIVE_ENTRIES // 4)})
    path = tmp_path / "zips.eml"
    path.write_bytes(bytes(mail_with({f"parte-{n}.zip": inner for n in range(5)})))
    items = found(path)
    assert len(items) < sources.MAX_ARCHIVE_ENTRIES
    assert any("suman más de" in (i.problem or "") for i in items)


def test_a_season_of_nested_round_zips_is_still_read(tmp_path):
    rounds = {
        f"jornada-{r}.zip": zip_of({f"acta-{n}.pdf": PDF + bytes([r, n]) for n in range(4)})
        for r in range(10)
    }
    path = tmp_path / "temporada.zip"
    path.write_bytes(zip_of(rounds))
    items = found(path)
    assert len(items) == 40
    assert all(i.problem is None for i in items)

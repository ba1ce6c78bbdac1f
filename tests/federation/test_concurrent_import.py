"""Four importer processes filing overlapping sets of real actas into one new database at the
same time, on SQLite and on a real PostgreSQL server: afterwards exactly one row per distinct
file, none lost, every duplicate marked, every conflict recorded once."""

from __future__ import annotations

import multiprocessing
import queue
import random
from collections import Counter

from sqlalchemy import select

from delegate_app.domain.federation.records import IntakeStatus
from delegate_app.store.federation import queries
from delegate_app.store.federation.database import open_federation_db
from delegate_app.store.federation.inbox import competition_id_for
from delegate_app.store.federation.models import FedConflict, FedMatch, FedReceivedFile
from tests.federation.importer_process import run_importer
from tests.federation.verdicts import plain_rejected, variant, verdict_from

WORKERS = 4


def _season_of_files(exported_actas):
    """Real actas of 18 matches (chess and domino), an incomplete second copy of eight of them
    (duplicates), a different version of three (conflicts: one of them has three versions),
    and three files that are not actas."""
    verdicts, duplicates, conflict_pairs = [], [], set()
    for sport, rounds, pairings in (("ajedrez", 6, 2), ("domino", 3, 2)):
        document = exported_actas[sport]
        encounter = document.data["contenido"]["encuentro"]
        for rnd in range(1, rounds + 1):
            for pairing in range(pairings):
                home = f"{encounter['local']} {pairing}" if pairing else encounter["local"]
                pdf, data = variant(document.pdf, document.data, round=rnd, home=home)
                name = f"{sport}-r{rnd}-{pairing}.pdf"
                verdicts.append(verdict_from(pdf, data, sport=sport, file_name=name))
                if rnd <= 2:
                    copy = verdict_from(
                        pdf + b"%copia del visitante",
                        data,
                        sport=sport,
                        file_name=f"copia-{name}",
                        status=IntakeStatus.INCOMPLETE,
                        reason="falta la firma del delegado visitante",
                    )
                    duplicates.append((verdicts[-1], copy))
                    verdicts.append(copy)
                if rnd == 3 and pairing == 0:
                    versions = [verdicts[-1]]
                    for version in (1, 2) if sport == "ajedrez" else (1,):
                        vpdf, vdata = variant(
                            document.pdf, document.data, round=rnd, home=home, version=version
                        )
                        versions.append(
                            verdict_from(vpdf, vdata, sport=sport, file_name=f"v{version}-{name}")
                        )
                        verdicts.append(versions[-1])
                    for i, a in enumerate(versions):
                        for b in versions[i + 1 :]:
                            conflict_pairs.add(tuple(sorted((a.content_hash, b.content_hash))))
    for n in range(3):
        verdicts.append(plain_rejected(f"adjunto-{n}.txt", f"no es un acta {n}".encode()))
    return verdicts, duplicates, conflict_pairs


def _run_importers(url, verdicts):
    """Each importer gets three quarters of the files, in its own order: every file reaches the
    database from three processes."""
    context = multiprocessing.get_context("spawn")
    barrier, results = context.Barrier(WORKERS), context.Queue()
    processes = []
    for worker in range(WORKERS):
        share = [v for i, v in enumerate(verdicts) if i % WORKERS != worker]
        random.Random(worker).shuffle(share)
        process = context.Process(
            target=run_importer, args=(url, share, barrier, results, worker), daemon=True
        )
        process.start()
        processes.append(process)
    reports = []
    try:
        for _ in processes:
            reports.append(results.get(timeout=300))  # a guard, for a busy machine
    except queue.Empty:
        raise AssertionError("an importer process did not finish in time") from None
    finally:
        for process in processes:
            process.join(timeout=10)
            if process.is_alive():
                process.kill()
    errors = [error for _worker, _outcomes, error in reports if error]
    assert not errors, "\n".join(errors)
    assert [p.exitcode for p in processes] == [0] * WORKERS
    return [outcome for _worker, outcomes, _error in reports for outcome in outcomes]


def test_four_concurrent_importers_store_each_file_once(federation_db_url, exported_actas):
    verdicts, duplicates, conflict_pairs = _season_of_files(exported_actas)
    assert len({v.file_sha256 for v in verdicts}) == len(verdicts) == 32

    outcomes = _run_importers(federation_db_url, verdicts)

    # each file was new for exactly one importer, "ya recibida" for the two others
    assert len(outcomes) == len(verdicts) * (WORKERS - 1)
    new = Counter(sha for sha, kind, _id in outcomes if kind == "nueva")
    assert new == Counter({v.file_sha256: 1 for v in verdicts})
    ids = {}
    for sha, _kind, file_id in outcomes:
        assert ids.setdefault(sha, file_id) == file_id  # every importer names the same row

    db = open_federation_db(federation_db_url, create=False)
    try:
        with db.engine.connect() as c:
            stored = dict(
                c.execute(select(FedReceivedFile.file_sha256, FedReceivedFile.status)).all()
            )
            matches = c.execute(select(FedMatch.id)).all()
            conflict_rows = c.execute(select(FedConflict.first_hash, FedConflict.second_hash))
            recorded = Counter(tuple(row) for row in conflict_rows)
        assert stored == {v.file_sha256: v.status.value for v in verdicts}
        assert len(matches) == 18
        assert recorded == Counter(dict.fromkeys(conflict_pairs, 1))
        assert len(recorded) == 4  # 3 pairs of the chess match's 3 versions, 1 of the domino's

        rows = {r.file_sha256: r for r in queries.list_received(db)}
        for original, copy in duplicates:
            first, second = sorted(
                (rows[original.file_sha256], rows[copy.file_sha256]), key=lambda r: r.id
            )
            assert first.duplicate_of_id is None and second.duplicate_of_id == first.id
        assert sum(r.duplicate_of_id is not None for r in rows.values()) == len(duplicates)

        accepted = queries.accepted_actas(db)
        assert len(accepted) == 18
        assert sum(a.conflicted for a in accepted) == 2
        competitions = queries.list_competitions(db)
        assert sorted(c.matches for c in competitions) == [6, 12]
        for competition in competitions:
            assert competition.id == competition_id_for(
                competition.sport, competition.season, competition.name
            )
    finally:
        db.close()

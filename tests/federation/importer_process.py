"""One importer process of the concurrency test (started with multiprocessing's spawn, so it
is a fresh interpreter that imports the app as a clerk's `delegado federacion importar` does)."""

from __future__ import annotations

import traceback
from datetime import UTC, datetime


def run_importer(url, verdicts, barrier, results, worker: int) -> None:
    try:
        from delegate_app.store.federation.database import open_federation_db
        from delegate_app.store.federation.inbox import file_verdict

        # All four open the same new database at once: the migration is raced too.
        barrier.wait(timeout=120)
        db = open_federation_db(url, create=True)
        outcomes = []
        try:
            for verdict in verdicts:
                outcome = file_verdict(db, verdict, datetime.now(UTC))
                outcomes.append((verdict.file_sha256, outcome.kind.value, outcome.file_id))
        finally:
            db.close()
        results.put((worker, outcomes, None))
    except BaseException:
        results.put((worker, [], traceback.format_exc()))

"""What a locked acta says, fixed at the lock: the rows it is read from, as canonical JSON.

At the lock every row the acta is made of is copied into one snapshot (``take_snapshot``):
the match, its round and competition, both teams and clubs with all their players (names,
licences, list numbers, ELO), the lineups, results, presences, incidents, the acta row and its
signatures, and the domino tables. Afterwards the acta is never read from the live tables again:
``reading_db`` gives a private in-memory database holding only the snapshot's rows (and the
annexes added since), and the same code that built the acta before the lock builds it from
there, for the screens, the documents, verification and the integrity check alike. Renaming a
player or reordering a list after the lock therefore changes nothing an acta prints.

The snapshot keeps SQLite's own stored values (dates as the text SQLite holds, binary as base64),
so that loading it back gives the code exactly what it read at the lock. Its SHA-256 is stored
beside it and in the lock log; the integrity check recomputes both.
"""

from __future__ import annotations

import base64
import hashlib
import json
import unicodedata
from collections.abc import Callable, Mapping
from datetime import datetime
from functools import cached_property
from typing import TYPE_CHECKING, TypedDict

from delegate_app.domain.acta_hash import content_hash
from delegate_app.store.database import Database
from delegate_app.store.errors import StoreError

if TYPE_CHECKING:
    from sqlalchemy import Connection, Engine, MetaData, Table
    from sqlalchemy.sql.compiler import Compiled
    from sqlmodel import Session

    from delegate_app.store.models import ActaSnapshot

FORMAT = 1
# Never part of a snapshot: the snapshot itself, the lock log, the incident heads (kept by
# triggers), the annexes (added after the lock, each with its own hash and log entry).
OWN_TABLES = frozenset({"actasnapshot", "lockevent", "incidenthead", "alembic_version"})
# Committee decisions (CH-23) arrive after the lock and are no part of the acta; nor is the
# outbox that sends the signed acta to the federation.
LIVE_TABLES = frozenset({"annex", "committeedecision", "outboxitem"})

# A value as the snapshot keeps it (_encode): SQLite's integer, text or NULL as such, binary and
# real numbers as one-key objects; _decode gives back what SQLite stored.
StoredValue = str | int | None | dict[str, str]
SqlValue = str | int | float | bytes | None
Row = dict[str, StoredValue]


class SnapshotDocument(TypedDict):
    formato: int
    encuentro: int
    tablas: dict[str, list[Row]]  # table name -> its rows of the acta


TAMPERED = (
    "El contenido de esta acta no coincide con el que se firmó al cerrarla: la base de datos se "
    "ha modificado fuera de Delegado. No se muestra ni se genera; revise el aviso de integridad "
    "al abrir la aplicación."
)


def _metadata() -> MetaData:
    from sqlmodel import SQLModel

    import delegate_app.store.models  # noqa: F401  (registers the tables)

    return SQLModel.metadata


def _encode(value: SqlValue) -> StoredValue:
    if isinstance(value, str):
        # NFC as canonical_json writes text: then plain json.dumps gives the canonical bytes.
        return (
            value
            if unicodedata.is_normalized("NFC", value)
            else unicodedata.normalize("NFC", value)
        )
    if isinstance(value, bytes | bytearray | memoryview):
        return {"$b64": base64.b64encode(bytes(value)).decode("ascii")}
    if isinstance(value, float):
        return {"$real": repr(value)}
    return value


def _decode(value: StoredValue) -> SqlValue | dict[str, str]:
    if isinstance(value, dict):
        if "$b64" in value:
            return base64.b64decode(value["$b64"])
        if "$real" in value:
            return float(value["$real"])
    return value


def _key(value: StoredValue) -> int:
    """A key column's stored value as the integer an IN (...) list is written with: nothing but
    digits reaches the SQL text (a NULL or an object there is a TypeError, as int() gives)."""
    if isinstance(value, dict) or value is None:
        raise TypeError(f"clave no entera: {value!r}")
    return int(value)


def _rows(con: Connection, table: str, where: str, params: Mapping[str, StoredValue]) -> list[Row]:
    """Raw stored values, every column the file has (it may predate the current models)."""
    result = con.exec_driver_sql(f'SELECT * FROM "{table}" WHERE {where}', params)
    names = [c[0] for c in result.cursor.description]
    return [dict(zip(names, map(_encode, row), strict=True)) for row in result]


def canonical_bytes(document: SnapshotDocument) -> bytes:
    """canonical_json of a snapshot, fast: its values are only JSON's own (text already NFC,
    integers, null, and the objects _encode makes), so canonical_json's general conversion
    has nothing to do and plain json.dumps with its settings gives the same bytes."""
    return json.dumps(
        document, sort_keys=True, ensure_ascii=False, separators=(",", ":"), allow_nan=False
    ).encode("utf-8")


def _row_key(row: Mapping[str, object]) -> str:
    return json.dumps(row, sort_keys=True, ensure_ascii=False, default=str)


def _existing_tables(con: Connection) -> dict[str, set[str]]:
    tables: dict[str, set[str]] = {}
    for table, column in con.exec_driver_sql(
        "SELECT m.name, c.name FROM sqlite_master AS m, pragma_table_info(m.name) AS c "
        "WHERE m.type = 'table'"
    ):
        tables.setdefault(table, set()).add(column)
    return tables


def collect_rows(
    con: Connection, match_id: int, only_guarded: bool = False
) -> dict[str, list[Row]]:
    """Every row the acta of match_id is read from, table by table (a DBAPI-level read that
    works on any schema revision since 0006: the migration snapshots old locked actas too).

    only_guarded: just the rows of PROTECTED_TABLES (what the integrity check compares).
    """
    tables = _existing_tables(con)
    keyed: dict[str, dict[str, Row]] = {}

    def one(table: str, where: str, params: Mapping[str, StoredValue]) -> list[Row]:
        rows = _rows(con, table, where, params) if table in tables else []
        into = keyed.setdefault(table, {})
        for row in rows:
            into.setdefault(_row_key(row), row)
        return rows

    def rows_of(table: str) -> list[Row]:
        return list(keyed.get(table, {}).values())

    matches = one("match", "id = :m", {"m": match_id})
    if not matches:
        raise StoreError("El encuentro ya no existe.")
    [match] = matches
    if not only_guarded:
        [rnd] = one("round", "id = :r", {"r": match["round_id"]})
        one("competition", "id = :c", {"c": rnd["competition_id"]})
        teams = one(
            "team", "id IN (:h, :a)", {"h": match["home_team_id"], "a": match["away_team_id"]}
        )
        clubs = sorted({_key(t["club_id"]) for t in teams})
        club_list = ", ".join(str(c) for c in clubs) or "NULL"
        one("club", f"id IN ({club_list})", {})
        one("team", f"club_id IN ({club_list})", {})
        one("player", f"club_id IN ({club_list})", {})

    per_match = sorted(
        name
        for name, columns in tables.items()
        if "match_id" in columns
        and name not in OWN_TABLES | LIVE_TABLES
        and (name in PROTECTED_TABLES or not only_guarded)
    )
    for name in per_match:
        where = "match_id = :m"
        if name == "actasignature":
            where += " AND annex_id IS NULL"  # annexes' signatures come with the annexes
        one(name, where, {"m": match_id})
    # Rows reached through a per-match row (the boards of a lineup), and players named by any
    # of them who belong to neither club.
    metadata = _metadata()
    for table in metadata.sorted_tables:
        if table.name in keyed or table.name not in tables:
            continue
        for fk in table.foreign_keys:
            parent = fk.column.table.name
            if parent in per_match and rows_of(parent):
                ids = ", ".join(str(_key(r[fk.column.name])) for r in rows_of(parent))
                one(table.name, f'"{fk.parent.name}" IN ({ids})', {})
    player_ids: set[int] = set()
    for table in metadata.sorted_tables if not only_guarded else ():
        for fk in table.foreign_keys:
            if fk.column.table.name == "player" and rows_of(table.name):
                player_ids |= {
                    _key(r[fk.parent.name])
                    for r in rows_of(table.name)
                    if r.get(fk.parent.name) is not None
                }
    known = {_key(p["id"]) for p in rows_of("player")}
    missing = sorted(player_ids - known)
    if missing:
        one("player", f"id IN ({', '.join(map(str, missing))})", {})
    # Rows in a fixed order (their canonical text), so the same acta gives the same bytes.
    return {
        name: [rows[key] for key in sorted(rows)] for name, rows in sorted(keyed.items()) if rows
    }


def snapshot_document(con: Connection, match_id: int) -> SnapshotDocument:
    return {"formato": FORMAT, "encuentro": match_id, "tablas": collect_rows(con, match_id)}


def take_snapshot(s: Session, match_id: int, at: datetime) -> str:
    """Store the snapshot of match_id within the caller's transaction (the lock's); its hash.

    The acta's rows are read as they stand in this transaction, so the snapshot is what was
    signed: locking and snapshotting commit together or not at all.
    """
    from delegate_app.store.models import ActaSnapshot

    document = snapshot_document(s.connection(), match_id)
    text = canonical_bytes(document)
    digest = hashlib.sha256(text).hexdigest()  # = content_hash(document)
    s.add(
        ActaSnapshot(
            match_id=match_id, taken_at=at, content_json=text.decode("utf-8"), content_hash=digest
        )
    )
    s.flush()
    return digest


def stored_snapshot(s: Session, match_id: int) -> ActaSnapshot | None:
    from delegate_app.store.models import ActaSnapshot

    return s.get(ActaSnapshot, match_id)


_VERIFIED: dict[bytes, str | None] = {}


def snapshot_problem(row: ActaSnapshot) -> str | None:
    """Why a stored snapshot cannot be trusted, or None (remembered for the same bytes: the
    canonical re-encoding is the slow part, and the guide reads a locked acta often)."""
    key = hashlib.sha256(
        f"{row.match_id}\n{row.content_hash}\n{row.content_json}".encode()
    ).digest()
    if key not in _VERIFIED:
        if len(_VERIFIED) > 1000:
            _VERIFIED.clear()
        _VERIFIED[key] = _snapshot_problem(row)
    return _VERIFIED[key]


def _snapshot_problem(row: ActaSnapshot) -> str | None:
    try:
        document = json.loads(row.content_json)
        digest = content_hash(document)
    except (TypeError, ValueError):
        return "su contenido fijado al cerrarla no se puede leer"
    if digest != row.content_hash:
        return "su contenido fijado al cerrarla no coincide con su huella"
    if document.get("encuentro") != row.match_id or document.get("formato") != FORMAT:
        return "su contenido fijado al cerrarla es de otra acta"
    return None


# --- reading a locked acta from its snapshot -----------------------------------------------------


class SnapshotDatabase(Database):
    """A private in-memory database holding one locked acta's snapshot and its annexes; the
    acta's own code reads it as it read the live file at the lock. Read-only.

    The in-memory databases are kept (a few, the most recently read) and share one cache of
    compiled statements: the guide redraws a locked acta often, and each new engine would
    otherwise compile every query again.
    """

    def __init__(
        self,
        source: Database,
        document: SnapshotDocument,
        annex_rows: dict[str, list[Row]],
        snapshot_hash: str = "",
    ) -> None:
        super().__init__(source.path, read_only=True)
        self.source = source
        self.snapshot_hash = snapshot_hash or content_hash(document)
        self._document = document
        self._annex_rows = annex_rows

    @cached_property
    def engine(self) -> Engine:
        key = (
            str(self.path),
            self._document["encuentro"],
            self.snapshot_hash,
            hashlib.sha256(_row_key(self._annex_rows).encode()).digest(),
        )
        engine = _ENGINES.pop(key, None)
        if engine is None:
            engine = _memory_engine(self._document["tablas"], self._annex_rows)
        _ENGINES[key] = engine  # most recent last
        while len(_ENGINES) > KEPT_ENGINES:
            _ENGINES.pop(next(iter(_ENGINES))).dispose()
        return engine

    def dispose_engine(self) -> None:
        self.__dict__.pop("engine", None)  # kept for the next reader; nothing to close here

    def __repr__(self) -> str:
        return f"SnapshotDatabase({str(self.path)!r}, match={self._document['encuentro']})"


KEPT_ENGINES = 8
_ENGINES: dict[tuple[str, int, str, bytes], Engine] = {}  # (file, match, hashes) -> engine
_COMPILED: dict[object, Compiled] = {}


def _memory_engine(tables: dict[str, list[Row]], annexes: dict[str, list[Row]]) -> Engine:
    from sqlalchemy import create_engine
    from sqlalchemy.pool import StaticPool

    engine = create_engine("sqlite://", poolclass=StaticPool)
    with engine.begin() as con:
        _load(con, tables, annexes)
    return engine.execution_options(compiled_cache=_COMPILED)


def _create(con: Connection, table: Table) -> None:
    # Untyped columns without constraints: the stored values go back exactly as they were
    # read, and the models' own types convert them when the acta's code reads them.
    columns = ", ".join(f'"{c.name}"' for c in table.columns)
    con.exec_driver_sql(f'CREATE TABLE "{table.name}" ({columns})')


def _load(con: Connection, tables: dict[str, list[Row]], annexes: dict[str, list[Row]]) -> None:
    from sqlalchemy.sql.schema import ScalarElementColumnDefault

    metadata = _metadata()
    for table in metadata.sorted_tables:
        _create(con, table)
        rows = tables.get(table.name, []) + annexes.get(table.name, [])
        if not rows:
            continue
        names = [c.name for c in table.columns]
        defaults = {
            # A constant default (the only kind with is_scalar); a callable one is left NULL.
            c.name: (c.default.arg if isinstance(c.default, ScalarElementColumnDefault) else None)
            for c in table.columns
        }
        marks = ", ".join("?" for _ in names)
        quoted = ", ".join(f'"{n}"' for n in names)
        con.exec_driver_sql(
            f'INSERT INTO "{table.name}" ({quoted}) VALUES ({marks})',
            [tuple(_decode(row[n]) if n in row else defaults[n] for n in names) for row in rows],
        )


def _annex_rows(con: Connection, match_id: int) -> dict[str, list[Row]]:
    return {
        "annex": _rows(con, "annex", "match_id = :m", {"m": match_id}),
        "actasignature": _rows(
            con, "actasignature", "match_id = :m AND annex_id IS NOT NULL", {"m": match_id}
        ),
    }


def reading_db(db: Database, match_id: int) -> Database:
    """Where the acta of match_id is read from: its snapshot when it is locked (with the
    annexes added since), the live database otherwise. StoreError if the snapshot was altered.
    """
    if isinstance(db, SnapshotDatabase):
        return db
    with db.session() as s:
        return reading_db_in(db, s, match_id)


def reading_db_in(db: Database, s: Session, match_id: int) -> Database:
    """``reading_db`` within the caller's session `s` of the live `db`: the one tamper check of
    a read (the snapshot's own hash, then the guarded rows against it)."""
    if isinstance(db, SnapshotDatabase):
        return db
    from sqlmodel import select

    from delegate_app.store.models import ActaSnapshot, MatchDay

    locked = s.exec(select(MatchDay.locked_at).where(MatchDay.match_id == match_id)).first()
    if locked is None:
        return db
    row = s.get(ActaSnapshot, match_id)
    if row is None:
        return db  # locked before snapshots existed and not yet migrated: read live
    if snapshot_problem(row) is not None:
        raise StoreError(TAMPERED)
    document: SnapshotDocument = json.loads(row.content_json)
    # The acta's own rows are guarded by triggers; if they differ from what was fixed at
    # the lock, someone went around them, and the acta is not shown as if nothing happened.
    if changed_tables(s.connection(), match_id, document):
        raise StoreError(TAMPERED)
    annexes = _annex_rows(s.connection(), match_id)
    return SnapshotDatabase(db, document, annexes, row.content_hash)


# --- checking a locked acta against its snapshot -------------------------------------------------

# The tables the lock triggers guard (migrations 0005 and 0006): after the lock their rows of
# the acta never change, so any difference from the snapshot was made outside the app. Club
# data (players, clubs, teams, competitions) may change; the acta no longer reads it live.
PROTECTED_TABLES = frozenset(
    {
        "match",
        "matchday",
        "presence",
        "gameresult",
        "partidaresult",
        "lineup",
        "lineupentry",
        "incident",
        "actasignature",
        "dominotable",
        "dominodraw",
        "dominopartida",
        "dominohand",
        "dominoevent",
    }
)


def changed_tables(con: Connection, match_id: int, document: SnapshotDocument) -> list[str]:
    """The guarded tables whose live rows of this acta differ from its snapshot."""
    live = collect_rows(con, match_id, only_guarded=True)
    fixed = document.get("tablas", {})
    changed: list[str] = []
    for table in sorted(PROTECTED_TABLES):
        then, now = fixed.get(table, []), live.get(table, [])
        if then:
            # Columns a later migration added did not exist at the lock: compared as they were.
            columns = set(then[0])
            now = [{k: v for k, v in row.items() if k in columns} for row in now]
        if sorted(map(_row_key, then)) != sorted(map(_row_key, now)):
            changed.append(table)
    return changed


def locked_acta_problem(
    db: Database,
    s: Session,
    match_id: int,
    stored_hash: str,
    content_hash_of: Callable[[Session, int], str],
) -> str | None:
    """Why a locked acta no longer holds, in words for the start-up warning; None if it does.

    content_hash_of(session, match_id): the sport-independent content hash of the acta code.
    """
    row = stored_snapshot(s, match_id)
    if row is None:
        return "no tiene guardado su contenido fijado al cerrarla"
    why = snapshot_problem(row)
    if why is not None:
        return why
    document: SnapshotDocument = json.loads(row.content_json)
    shadow = SnapshotDatabase(db, document, {}, row.content_hash)
    try:
        with shadow.session() as fixed:
            if content_hash_of(fixed, match_id) != stored_hash:
                return "su contenido ya no coincide con la huella guardada al cerrarla"
    finally:
        shadow.close()
    changed = changed_tables(s.connection(), match_id, document)
    if changed:
        return (
            "ha cambiado desde que se cerró (" + ", ".join(changed) + "); su contenido ya no "
            "coincide con el fijado al cerrarla"
        )
    return None

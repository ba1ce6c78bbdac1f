"""season set-up: competition settings, draw numbers, extensions, transfers, archived seasons

Revision ID: 0007
Revises: 0009 (written on 0006; chained after issue 14's 0009 when main was merged)
Create Date: 2026-12-01

Competitions gain what a delegate sets up once per season (issue 13): the official times
(CH-6.1), how many final rounds are Saturday-only (CH-6.4), the weekends without play, the
season's date window, the list-extension deadline (CH-10.1), the docs/reglas.md decisions as a JSON
object of settings, and an "archived" flag for earlier seasons. Teams gain their draw number.
Players gain the date an extension was filed (CH-10.1) and the CH-10.3 transfer record.

An archived competition is read-only for everything that makes up its calendar and actas: the
triggers below refuse, whoever writes, any new or changed round, match, lineup, acta, result or
board result of it. Un-archiving (clearing the flag) is the only way back, and it is a
deliberate edit of the competition.

The SQL is written out here rather than imported: a migration must keep meaning what it meant
when it was released.
"""

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0009"
branch_labels = None
depends_on = None

_ARCHIVED_COMPETITION = "EXISTS (SELECT 1 FROM competition AS c WHERE c.id = {cid} AND c.archived)"
_ROUND_COMPETITION = '(SELECT r.competition_id FROM "round" AS r WHERE r.id = {rid})'
_MATCH_COMPETITION = (
    '(SELECT r.competition_id FROM "match" AS m JOIN "round" AS r ON r.id = m.round_id '
    "WHERE m.id = {mid})"
)
_MESSAGE = (
    "Temporada archivada: la competición es de una temporada anterior y solo se puede consultar."
)


def _archived_via_match(match_id_sql: str) -> str:
    return _ARCHIVED_COMPETITION.format(cid=_MATCH_COMPETITION.format(mid=match_id_sql))


def _archived_via_round(round_id_sql: str) -> str:
    return _ARCHIVED_COMPETITION.format(cid=_ROUND_COMPETITION.format(rid=round_id_sql))


def _trigger(name: str, timing: str, table: str, when: str) -> tuple[str, str]:
    message = _MESSAGE.replace("'", "''")
    sql = (
        f'CREATE TRIGGER {name} {timing} ON "{table}" FOR EACH ROW WHEN {when} '
        f"BEGIN SELECT RAISE(ABORT, '{message}'); END"
    )
    return name, sql


def _statements() -> list[tuple[str, str]]:
    out = []
    rnd_new = _ARCHIVED_COMPETITION.format(cid="NEW.competition_id")
    rnd_old = _ARCHIVED_COMPETITION.format(cid="OLD.competition_id")
    out += [
        _trigger("temporada_archivada_round_insert", "BEFORE INSERT", "round", rnd_new),
        _trigger(
            "temporada_archivada_round_update", "BEFORE UPDATE", "round", f"{rnd_old} OR {rnd_new}"
        ),
        _trigger("temporada_archivada_round_delete", "BEFORE DELETE", "round", rnd_old),
        _trigger(
            "temporada_archivada_match_insert",
            "BEFORE INSERT",
            "match",
            _archived_via_round("NEW.round_id"),
        ),
        _trigger(
            "temporada_archivada_match_update",
            "BEFORE UPDATE",
            "match",
            f"{_archived_via_round('OLD.round_id')} OR {_archived_via_round('NEW.round_id')}",
        ),
        _trigger(
            "temporada_archivada_match_delete",
            "BEFORE DELETE",
            "match",
            _archived_via_round("OLD.round_id"),
        ),
    ]
    for table in ("lineup", "matchday", "gameresult", "partidaresult"):
        out += [
            _trigger(
                f"temporada_archivada_{table}_insert",
                "BEFORE INSERT",
                table,
                _archived_via_match("NEW.match_id"),
            ),
            _trigger(
                f"temporada_archivada_{table}_update",
                "BEFORE UPDATE",
                table,
                f"{_archived_via_match('OLD.match_id')} OR {_archived_via_match('NEW.match_id')}",
            ),
        ]
    return out


TRIGGER_NAMES = tuple(name for name, _sql in _statements())


def _competition_columns() -> list[sa.Column]:
    return [
        sa.Column("archived", sa.Boolean(), nullable=False, server_default=sa.false()),
        sa.Column("saturday_time", sa.String(), nullable=False, server_default="16:00"),
        sa.Column("sunday_time", sa.String(), nullable=False, server_default="10:00"),
        sa.Column("saturday_only_last_rounds", sa.Integer(), nullable=False, server_default="2"),
        sa.Column("free_weekends_json", sa.String(), nullable=False, server_default="[]"),
        sa.Column("season_start", sa.Date(), nullable=True),
        sa.Column("season_end", sa.Date(), nullable=True),
        sa.Column("extension_deadline", sa.Date(), nullable=True),
        sa.Column("decisions_json", sa.String(), nullable=False, server_default="{}"),
    ]


def upgrade() -> None:
    # Plain ALTER TABLE ADD COLUMN: a batch rebuild would drop and re-create the tables, which
    # with foreign keys on cascades into rounds and matches, and loses the triggers of 0005.
    for column in _competition_columns():
        op.add_column("competition", column)
    op.add_column("team", sa.Column("draw_number", sa.Integer(), nullable=True))
    op.add_column("player", sa.Column("extension_on", sa.Date(), nullable=True))
    op.add_column(
        "player", sa.Column("transfer_json", sa.String(), nullable=False, server_default="")
    )
    for _name, sql in _statements():
        op.execute(sql)


def downgrade() -> None:
    for name in reversed(TRIGGER_NAMES):
        op.execute(f"DROP TRIGGER IF EXISTS {name}")
    # Plain DROP COLUMN (SQLite 3.35+): a batch rebuild would lose the lock triggers of 0005.
    dropped = [("player", "transfer_json"), ("player", "extension_on"), ("team", "draw_number")]
    dropped += [("competition", column.name) for column in reversed(_competition_columns())]
    for table, column in dropped:
        op.execute(f'ALTER TABLE "{table}" DROP COLUMN {column}')

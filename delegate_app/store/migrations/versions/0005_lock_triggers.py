"""locked actas refused by the database itself (triggers)

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-01

Once an acta is locked (matchday.locked_at set) no statement may change it or what it is made
of, whoever runs it: the app, a script, or someone with the sqlite3 shell. The triggers live in
the file, so they hold for every connection. Incidents are append-only whether locked or not.

Deleting a child row is allowed only when its match row no longer exists: that is the cascade of
deleting an unlocked match (SQLite deletes the parent row before running the cascade), and a
locked match cannot be deleted in the first place.

INSERT OR REPLACE and UPDATE OR REPLACE delete the conflicting row without firing delete
triggers, so the insert and update triggers also refuse to collide with a protected row.

The SQL is written out here rather than imported: a migration must keep meaning what it meant
when it was released. store/integrity.py checks that every trigger named here is present.
"""

from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def _locked(match_id_sql: str) -> str:
    return (
        "EXISTS (SELECT 1 FROM matchday AS md "
        f"WHERE md.match_id = {match_id_sql} AND md.locked_at IS NOT NULL)"
    )


def _match_exists(match_id_sql: str) -> str:
    return f'EXISTS (SELECT 1 FROM "match" AS mm WHERE mm.id = {match_id_sql})'


def _named(name: str, timing: str, table: str, when: str, message: str) -> tuple[str, str]:
    message = message.replace("'", "''")
    sql = (
        f'CREATE TRIGGER {name} {timing} ON "{table}" FOR EACH ROW WHEN {when} '
        f"BEGIN SELECT RAISE(ABORT, '{message}'); END"
    )
    return name, sql


def _acta_part_triggers(table: str, what: str, has_id: bool = True) -> list[tuple[str, str]]:
    """Triggers for a table whose rows belong to one match's acta through match_id."""
    insert_when = _locked("NEW.match_id")
    update_when = f"{_locked('OLD.match_id')} OR {_locked('NEW.match_id')}"
    if has_id:
        clash = (
            f'EXISTS (SELECT 1 FROM "{table}" AS o WHERE o.id = NEW.id AND {_locked("o.match_id")})'
        )
        insert_when += f" OR {clash}"
        update_when += f" OR (NEW.id IS NOT OLD.id AND {clash})"
    message = f"Acta cerrada: no se pueden cambiar {what} de un acta cerrada."
    return [
        _named(f"acta_cerrada_{table}_insert", "BEFORE INSERT", table, insert_when, message),
        _named(f"acta_cerrada_{table}_update", "BEFORE UPDATE", table, update_when, message),
        _named(
            f"acta_cerrada_{table}_delete", "BEFORE DELETE", table, _locked("OLD.match_id"), message
        ),
    ]


def _lineup_match(lineup_id_sql: str) -> str:
    return f"(SELECT lu.match_id FROM lineup AS lu WHERE lu.id = {lineup_id_sql})"


def _statements() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []

    # The acta row itself: locking is the last update it ever gets.
    locked_clash = "o.locked_at IS NOT NULL"
    out += [
        _named(
            "acta_cerrada_matchday_insert",
            "BEFORE INSERT",
            "matchday",
            "EXISTS (SELECT 1 FROM matchday AS o "
            f"WHERE (o.id = NEW.id OR o.match_id = NEW.match_id) AND {locked_clash})",
            "Acta cerrada: no se puede sustituir un acta cerrada.",
        ),
        _named(
            "acta_cerrada_matchday_update",
            "BEFORE UPDATE",
            "matchday",
            "OLD.locked_at IS NOT NULL OR EXISTS (SELECT 1 FROM matchday AS o WHERE o.id <> OLD.id "
            f"AND (o.id = NEW.id OR o.match_id = NEW.match_id) AND {locked_clash})",
            "Acta cerrada: un acta cerrada no se puede modificar; "
            "los cambios posteriores van en un anexo.",
        ),
        _named(
            "acta_cerrada_matchday_delete",
            "BEFORE DELETE",
            "matchday",
            "OLD.locked_at IS NOT NULL",
            "Acta cerrada: un acta cerrada no se puede borrar.",
        ),
    ]

    out += _acta_part_triggers("presence", "las presencias", has_id=False)
    out += _acta_part_triggers("gameresult", "los resultados")
    out += _acta_part_triggers("partidaresult", "los resultados")
    out += _acta_part_triggers("lineup", "las alineaciones")

    # Boards of a lineup reach their match through the lineup.
    entry_message = "Acta cerrada: no se pueden cambiar las alineaciones de un acta cerrada."
    entry_clash = (
        "EXISTS (SELECT 1 FROM lineupentry AS o WHERE o.id = NEW.id "
        f"AND {_locked(_lineup_match('o.lineup_id'))})"
    )
    out += [
        _named(
            "acta_cerrada_lineupentry_insert",
            "BEFORE INSERT",
            "lineupentry",
            f"{_locked(_lineup_match('NEW.lineup_id'))} OR {entry_clash}",
            entry_message,
        ),
        _named(
            "acta_cerrada_lineupentry_update",
            "BEFORE UPDATE",
            "lineupentry",
            f"{_locked(_lineup_match('OLD.lineup_id'))} "
            f"OR {_locked(_lineup_match('NEW.lineup_id'))} "
            f"OR (NEW.id IS NOT OLD.id AND {entry_clash})",
            entry_message,
        ),
        _named(
            "acta_cerrada_lineupentry_delete",
            "BEFORE DELETE",
            "lineupentry",
            _locked(_lineup_match("OLD.lineup_id")),
            entry_message,
        ),
    ]

    # The incident log: append-only always, and closed together with its acta.
    append_only = (
        "Registro de incidencias: una incidencia no se modifica ni se borra; "
        "se corrige con otra nueva."
    )
    out += [
        _named(
            "acta_cerrada_incident_insert",
            "BEFORE INSERT",
            "incident",
            _locked("NEW.match_id"),
            "Acta cerrada: no se pueden añadir incidencias a un acta cerrada; van en un anexo.",
        ),
        _named(
            "incidencias_insert_replace",
            "BEFORE INSERT",
            "incident",
            "EXISTS (SELECT 1 FROM incident AS o WHERE o.id = NEW.id)",
            append_only,
        ),
        _named("incidencias_update", "BEFORE UPDATE", "incident", "1", append_only),
        _named(
            "incidencias_delete",
            "BEFORE DELETE",
            "incident",
            _match_exists("OLD.match_id"),
            append_only,
        ),
    ]

    # Signatures of the acta itself close with it; an annex and its signatures are added
    # after the lock and, once written, never change either.
    signature_message = "Acta cerrada: las firmas de un acta cerrada o de un anexo no se cambian."
    signature_clash = (
        "EXISTS (SELECT 1 FROM actasignature AS o WHERE o.id = NEW.id "
        f"AND (o.annex_id IS NOT NULL OR {_locked('o.match_id')}))"
    )
    annex_message = "Acta cerrada: un anexo ya escrito no se modifica ni se borra."
    out += [
        _named(
            "acta_cerrada_actasignature_insert",
            "BEFORE INSERT",
            "actasignature",
            f"(NEW.annex_id IS NULL AND {_locked('NEW.match_id')}) OR {signature_clash}",
            signature_message,
        ),
        _named(
            "acta_cerrada_actasignature_update",
            "BEFORE UPDATE",
            "actasignature",
            f"OLD.annex_id IS NOT NULL OR {_locked('OLD.match_id')} "
            f"OR {_locked('NEW.match_id')} OR (NEW.id IS NOT OLD.id AND {signature_clash})",
            signature_message,
        ),
        _named(
            "acta_cerrada_actasignature_delete",
            "BEFORE DELETE",
            "actasignature",
            f"(OLD.annex_id IS NOT NULL AND {_match_exists('OLD.match_id')}) "
            f"OR {_locked('OLD.match_id')}",
            signature_message,
        ),
        _named(
            "anexo_insert_replace",
            "BEFORE INSERT",
            "annex",
            "EXISTS (SELECT 1 FROM annex AS o WHERE o.id = NEW.id)",
            annex_message,
        ),
        _named("anexo_update", "BEFORE UPDATE", "annex", "1", annex_message),
        _named(
            "anexo_delete", "BEFORE DELETE", "annex", _match_exists("OLD.match_id"), annex_message
        ),
    ]

    # What holds a locked acta: deleting it would cascade into the acta (or, with foreign keys
    # off, orphan it); renumbering or replacing the match would detach it.
    locked_via = (
        'EXISTS (SELECT 1 FROM "match" AS m JOIN matchday AS md ON md.match_id = m.id {joins}'
        "WHERE {where} AND md.locked_at IS NOT NULL)"
    )
    out += [
        _named(
            "acta_cerrada_match_delete",
            "BEFORE DELETE",
            "match",
            _locked("OLD.id"),
            "Acta cerrada: el encuentro tiene el acta cerrada y no se puede borrar.",
        ),
        _named(
            "acta_cerrada_match_update",
            "BEFORE UPDATE",
            "match",
            f"NEW.id IS NOT OLD.id AND ({_locked('OLD.id')} OR {_locked('NEW.id')})",
            "Acta cerrada: el encuentro tiene el acta cerrada y no se puede renumerar.",
        ),
        _named(
            "acta_cerrada_match_insert",
            "BEFORE INSERT",
            "match",
            _locked("NEW.id"),
            "Acta cerrada: el encuentro tiene el acta cerrada y no se puede sustituir.",
        ),
        _named(
            "acta_cerrada_round_delete",
            "BEFORE DELETE",
            "round",
            locked_via.format(joins="", where="m.round_id = OLD.id"),
            "Acta cerrada: la jornada tiene actas cerradas y no se puede borrar.",
        ),
        _named(
            "acta_cerrada_competition_delete",
            "BEFORE DELETE",
            "competition",
            locked_via.format(
                joins='JOIN "round" AS r ON r.id = m.round_id ', where="r.competition_id = OLD.id"
            ),
            "Acta cerrada: la competición tiene actas cerradas y no se puede borrar.",
        ),
        _named(
            "acta_cerrada_team_delete",
            "BEFORE DELETE",
            "team",
            locked_via.format(joins="", where="OLD.id IN (m.home_team_id, m.away_team_id)"),
            "Acta cerrada: el equipo tiene actas cerradas y no se puede borrar.",
        ),
        _named(
            "acta_cerrada_club_delete",
            "BEFORE DELETE",
            "club",
            locked_via.format(
                joins="JOIN team AS t ON t.id IN (m.home_team_id, m.away_team_id) ",
                where="t.club_id = OLD.id",
            ),
            "Acta cerrada: el club tiene actas cerradas y no se puede borrar.",
        ),
    ]
    return out


TRIGGER_NAMES = tuple(name for name, _sql in _statements())


def upgrade() -> None:
    for _name, sql in _statements():
        op.execute(sql)


def downgrade() -> None:
    for name in reversed(TRIGGER_NAMES):
        op.execute(f"DROP TRIGGER IF EXISTS {name}")

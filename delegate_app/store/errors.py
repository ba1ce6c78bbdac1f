"""Errors the store raises with a Spanish message meant for the delegate."""


class StoreError(Exception):
    """A user action that cannot be done; the message says why and nothing was changed."""


class DatabaseProblem(StoreError):
    """The database file cannot be used as it is (damaged, foreign, or from a newer version)."""


class SchemaTooNew(DatabaseProblem):
    pass


class NotADelegadoDatabase(DatabaseProblem):
    pass


class DamagedDatabase(DatabaseProblem):
    pass


class SchemaTooOld(DatabaseProblem):
    """A schema revision older than the oldest this version can upgrade from."""


class MigrationFailed(DamagedDatabase):
    """The upgrade to the current schema failed (rolled back): the file is not what its
    revision says, so it is treated as damaged and a backup may be restored."""


class DatabaseBusy(StoreError):
    """Another Delegado process is writing to this database."""


class ReadOnlyDatabase(StoreError):
    """This window reads a database another process is writing: changes are refused."""


def refused_by_the_database(exc: Exception) -> StoreError | None:
    """The lock triggers' own refusal ("Acta cerrada…", migration 0005) as the StoreError the
    delegate reads; None for any other database error, which the caller logs and reports."""
    reason = str(getattr(exc, "orig", exc))
    if reason.startswith("Acta cerrada"):
        return StoreError(f"{reason} No se ha cambiado nada.")
    return None

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
